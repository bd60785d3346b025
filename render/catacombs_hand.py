"""The picture of one player's own hand of cards (sent privately, never posted in public).

Each card shows its name, its shot sequence as coloured chips (a star marks a targeted shot), its
ability in a few words and an armour badge.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from render import catacombs_sprites as sp
from render.common import Words, draw_text, draw_wrapped, font, min_size, wrapped_height
from rules.catacombs.content import content
from rules.catacombs.model import CardSpec, CcView, ShotKind, Side

PAD = 24
WIDTH = 1000
GAP = 14
PER_ROW = 2
CARD_W = (WIDTH - 2 * PAD - (PER_ROW - 1) * GAP) // PER_ROW
BODY = min_size(WIDTH)
INNER = CARD_W - 28


def require_view(view: object) -> None:
    """Renderers only ever receive views; a full game state here would be a leak waiting to happen."""
    if not isinstance(view, CcView):
        raise TypeError(f"expected a CcView, got {type(view).__name__}")


def hand_image(view: CcView, *, lang: str = "en") -> Image.Image:
    require_view(view)
    layout = hand_layout(view, lang)
    text = Words(lang, {})
    canvas = Image.new("RGB", (WIDTH, layout.height), sp.BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    draw_wrapped(draw, (PAD, 16), layout.title, WIDTH - 2 * PAD, font(BODY, bold=True), sp.TEAM[layout.side])
    if not layout.cards:
        draw_text(draw, (PAD, layout.title_h + 10), text("render.catacombs.hand_empty"), font(BODY), sp.MUTED)
    for card in layout.cards:
        _draw_card(draw, text, card.spec, card.x, card.y, card.h)
    return canvas


@dataclass(frozen=True)
class Placed:
    """One card of the hand picture and its rectangle (px)."""

    spec: CardSpec
    x: float
    y: float
    h: float

    @property
    def w(self) -> float:
        return CARD_W


@dataclass(frozen=True)
class HandLayout:
    """Where the hand picture puts its title and cards: computed once for the drawing and for the
    places a card is tapped (``spots``)."""

    side: Side
    title: str
    title_h: int
    cards: tuple[Placed, ...]
    height: int


def hand_layout(view: CcView, lang: str) -> HandLayout:
    """The hand picture's layout: cards by id, two to a row, each row as tall as its tallest card."""
    if view.hand is None or view.viewer is None:
        raise ValueError("render_hand needs a seat's own view; the public view has no hand")
    text = Words(lang, {})
    specs = [content().cards[card] for card in sorted(view.hand)]
    side = view.seats[view.viewer].side
    title = text("render.catacombs.hand_title", side=side, count=len(specs))
    title_h = 20 + wrapped_height(title, WIDTH - 2 * PAD, font(BODY, bold=True))
    rows = [specs[i:i + PER_ROW] for i in range(0, len(specs), PER_ROW)]
    placed: list[Placed] = []
    y = title_h
    for row in rows:
        height = max(_card_height(text, spec) for spec in row)
        placed += [Placed(spec, PAD + i * (CARD_W + GAP), y, height) for i, spec in enumerate(row)]
        y += height + GAP
    body_h = y - title_h if rows else BODY * 2
    return HandLayout(side, title, title_h, tuple(placed), title_h + body_h + PAD)


def _shot_lines(text: Words, spec: CardSpec) -> list[tuple[ShotKind, str]]:
    """Each shot of the card in plain words ("missile (aimed)"), with its kind for the colour chip."""
    lines = []
    for shot in spec.shots:
        word = text(f"card.cc_shot_{shot.kind.value}")
        lines.append((shot.kind, text("render.catacombs.aimed", shot=word) if shot.targeted else word))
    return lines


def _ability(text: Words, spec: CardSpec) -> str:
    return text(f"render.catacombs.ability.{spec.ability.value}", amount=spec.amount) if spec.ability is not None else ""


def _card_height(text: Words, spec: CardSpec) -> int:
    """A card is as tall as its words need: long names and abilities wrap, nothing is cut."""
    step = round(BODY * 1.22)
    height = 14 + wrapped_height(text(f"card.cc_{spec.id}"), INNER, font(BODY, bold=True)) + 6
    height += sum(wrapped_height(words, INNER - 44, font(BODY)) for _, words in _shot_lines(text, spec)) + 6
    ability = _ability(text, spec)
    if ability:
        height += wrapped_height(ability, INNER, font(BODY))
    if spec.armour:
        height += step + 16
    return height + 14


def _draw_card(draw: ImageDraw.ImageDraw, text: Words, spec: CardSpec, x: float, y: float, height: float) -> None:
    card = (x, y, x + CARD_W, y + height)
    draw.rounded_rectangle(card, radius=14, fill=sp.PANEL, outline=sp.TEAM[spec.team], width=3)
    line_y = draw_wrapped(draw, (x + 14, y + 14), text(f"card.cc_{spec.id}"), INNER, font(BODY, bold=True), sp.TEXT, box=card) + 6
    for kind, words in _shot_lines(text, spec):
        draw.rounded_rectangle((x + 14, line_y + 4, x + 46, line_y + BODY - 2), radius=8, fill=sp.SHOT_COLOURS[kind])
        line_y = draw_wrapped(draw, (x + 58, line_y), words, INNER - 44, font(BODY), sp.MUTED, box=card)
    line_y += 6
    ability = _ability(text, spec)
    if ability:
        line_y = draw_wrapped(draw, (x + 14, line_y), ability, INNER, font(BODY), sp.TEXT, box=card)
    if spec.armour:
        badge = text("render.catacombs.armour_badge")
        bottom = y + height - 14
        draw.rounded_rectangle((x + 14, bottom - BODY - 12, x + CARD_W - 14, bottom), radius=8, fill=sp.ACCENT)
        draw_text(draw, (x + CARD_W / 2, bottom - BODY / 2 - 6), badge, font(BODY, bold=True), sp.DARK, anchor="mm", box=card)
