"""The picture of one player's own hand of cards (sent privately, never posted in public).

Each card shows its name, its shot sequence as coloured chips (a star marks a targeted shot), its
ability in a few words and an armour badge.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from render import catacombs_sprites as sp
from render.common import Words, clipped, draw_text, fitted_font, font
from rules.catacombs.content import content
from rules.catacombs.model import CardSpec, CcView

PAD = 24
CARD_W, CARD_H, GAP = 262, 232, 14
PER_ROW = 4
TITLE_H = 76


def require_view(view: object) -> None:
    """Renderers only ever receive views; a full game state here would be a leak waiting to happen."""
    if not isinstance(view, CcView):
        raise TypeError(f"expected a CcView, got {type(view).__name__}")


def hand_image(view: CcView, *, lang: str = "en") -> Image.Image:
    require_view(view)
    if view.hand is None or view.viewer is None:
        raise ValueError("render_hand needs a seat's own view; the public view has no hand")
    text = Words(lang, {})
    cards = sorted(view.hand)
    rows = max(1, (len(cards) + PER_ROW - 1) // PER_ROW)
    width = PAD * 2 + PER_ROW * CARD_W + (PER_ROW - 1) * GAP
    canvas = Image.new("RGB", (width, TITLE_H + rows * (CARD_H + GAP) + PAD), sp.BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    side = view.seats[view.viewer].side
    title = text("render.catacombs.hand_title", side=side, count=len(cards))
    draw_text(draw, (PAD, TITLE_H / 2), title, fitted_font(title, width - 2 * PAD, 30, bold=True), sp.TEAM[side], anchor="lm")
    if not cards:
        draw_text(draw, (PAD, TITLE_H + 30), text("render.catacombs.hand_empty"), font(24), sp.MUTED)
    for i, card in enumerate(cards):
        x = PAD + (i % PER_ROW) * (CARD_W + GAP)
        y = TITLE_H + (i // PER_ROW) * (CARD_H + GAP)
        _draw_card(draw, text, content().cards[card], x, y)
    return canvas


def _draw_card(draw: ImageDraw.ImageDraw, text: Words, spec: CardSpec, x: float, y: float) -> None:
    draw.rounded_rectangle((x, y, x + CARD_W, y + CARD_H), radius=14, fill=sp.PANEL, outline=sp.TEAM[spec.team], width=3)
    name = text(f"card.cc_{spec.id}")
    draw_text(draw, (x + 14, y + 14), name, fitted_font(name, CARD_W - 28, 24, bold=True, min_size=16), sp.TEXT)
    chip_y = y + 62
    cx = x + 14
    for shot in spec.shots:
        code = sp.SHOT_CODES[shot.kind] + ("*" if shot.targeted else "")
        chip_w = 22 + 15 * len(code)
        draw.rounded_rectangle((cx, chip_y, cx + chip_w, chip_y + 38), radius=10, fill=sp.SHOT_COLOURS[shot.kind])
        draw_text(draw, (cx + chip_w / 2, chip_y + 19), code, font(22, bold=True), sp.DARK, anchor="mm")
        cx += chip_w + 8
    names = " → ".join(text(f"card.cc_shot_{s.kind.value}") for s in spec.shots)
    draw_text(draw, (x + 14, y + 112), clipped(names, CARD_W - 28, font(18)), font(18), sp.MUTED)
    if spec.ability is not None:
        ability = text(f"render.catacombs.ability.{spec.ability.value}", amount=spec.amount)
        _wrapped(draw, ability, (x + 14, y + 142), CARD_W - 28)
    if spec.armour:
        badge = text("render.catacombs.armour_badge")
        draw.rounded_rectangle((x + 14, y + CARD_H - 44, x + CARD_W - 14, y + CARD_H - 12), radius=8, fill=sp.ACCENT)
        draw_text(draw, (x + CARD_W / 2, y + CARD_H - 28), badge, font(20, bold=True), sp.DARK, anchor="mm")


def _wrapped(draw: ImageDraw.ImageDraw, words: str, xy: tuple[float, float], width: float, lines: int = 2) -> None:
    """Up to ``lines`` lines of ``words`` cut at spaces; the last one ends with an ellipsis if needed."""
    face = font(19)
    x, y = xy
    rest = words.split()
    for n in range(lines):
        line: list[str] = []
        while rest and face.getlength(" ".join([*line, rest[0]])) <= width:
            line.append(rest.pop(0))
        if not line and rest:
            line.append(rest.pop(0))
        shown = " ".join(line)
        if rest and n == lines - 1:
            shown = clipped(shown + " " + " ".join(rest), width, face)
        draw_text(draw, (x, y + n * 24), shown, face, sp.TEXT)
