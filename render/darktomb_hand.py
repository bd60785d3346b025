"""The hero sheets of one seat (sent privately): stats, the four action cards with the action cube,
and the items carried."""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.common import Words, clipped, draw_text, fitted_font, font
from render.darktomb_style import ACCENT, BACKGROUND, HERO_COLOURS, MUTED, OUTLINE, PANEL, TEXT
from rules.darktomb.model import ActionSpec, CardKind, DarkTombView

WIDTH = 1000
PAD = 24
SHEET_H = 300
CARD_W = (WIDTH - 2 * PAD - 3 * 12) // 4
CARD_H = 170


def require_view(view: object) -> None:
    """Renderers only ever receive views; a full game state here would be a leak waiting to happen."""
    if not isinstance(view, DarkTombView):
        raise TypeError(f"expected a DarkTombView, got {type(view).__name__}")


def hand_image(view: DarkTombView, *, lang: str = "en") -> Image.Image:
    require_view(view)
    if view.hand is None or view.viewer is None:
        raise ValueError("render_hand needs a seat's own view; the public view has no hand")
    words = Words(lang, {})
    heroes = [h for h in view.heroes if h.id in view.hand.heroes]
    height = 70 + max(1, len(heroes)) * SHEET_H
    canvas = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    title = words("render.darktomb.sheet_title") if heroes else words("render.darktomb.monster_sheet")
    draw_text(draw, (PAD, 36), title, fitted_font(title, WIDTH - 2 * PAD, 30, bold=True), TEXT, anchor="lm")
    for k, h in enumerate(heroes):
        top = 70 + k * SHEET_H
        draw.rounded_rectangle((PAD / 2, top, WIDTH - PAD / 2, top + SHEET_H - 10), radius=12, fill=PANEL)
        draw.ellipse((PAD, top + 14, PAD + 32, top + 46), fill=HERO_COLOURS.get(h.id, (90, 90, 200)), outline=OUTLINE, width=2)
        name = words(f"card.darktomb.{h.id}")
        draw_text(draw, (PAD + 44, top + 30), name, font(28, bold=True), TEXT, anchor="lm")
        stats = words("render.darktomb.stats", hp=h.hp, max_hp=h.max_hp, armour=h.armour, move=h.move, attack=h.attack)
        draw_text(draw, (PAD + 44 + font(28, bold=True).getlength(name) + 20, top + 30), stats, font(20), MUTED, anchor="lm")
        for i, c in enumerate(view.hand.cards[h.id]):
            x = PAD + i * (CARD_W + 12)
            _card(draw, words, c.index, c.spec, c.blocked, x, top + 60)
        items = ", ".join(words(f"card.darktomb.{i.rstrip('0123456789')}") for i in h.items) or "—"
        line = words("render.darktomb.items", items=items)
        draw_text(draw, (PAD, top + 60 + CARD_H + 28), clipped(line, WIDTH - 2 * PAD, font(20)), font(20), TEXT, anchor="lm")
    return canvas


def _card(draw: ImageDraw.ImageDraw, words: Words, index: int, spec: ActionSpec, blocked: bool, x: int, y: int) -> None:
    fill = (70, 60, 60) if blocked else (58, 70, 96)
    draw.rounded_rectangle((x, y, x + CARD_W, y + CARD_H), radius=10, fill=fill, outline=ACCENT if blocked else OUTLINE, width=3)
    draw_text(draw, (x + 12, y + 20), f"{index}", font(22, bold=True), ACCENT, anchor="lm")
    name = words(f"card.darktomb.{spec.id}")
    draw_text(draw, (x + 36, y + 20), clipped(name, CARD_W - 44, font(18, bold=True)), font(18, bold=True), TEXT, anchor="lm")
    lines = [words(f"render.darktomb.kind.{spec.kind.value}", amount=spec.amount)]
    if spec.kind is CardKind.ATTACK:
        lines = [words(f"render.darktomb.shape.{spec.shape.value}"),
                 words("render.darktomb.range", low=spec.range[0], high=spec.range[1]),
                 words("render.darktomb.damage", damage=spec.damage)]
        if spec.then_shield:
            lines.append(words("render.darktomb.then_shield", amount=spec.then_shield))
        if spec.then_stealth:
            lines.append(words("render.darktomb.then_stealth"))
    for j, text in enumerate(lines):
        draw_text(draw, (x + 12, y + 52 + j * 26), clipped(text, CARD_W - 20, font(17)), font(17), TEXT, anchor="lm")
    if blocked:
        draw_text(draw, (x + CARD_W / 2, y + CARD_H - 18), words("render.darktomb.blocked"), font(16, bold=True), ACCENT, anchor="mm")
