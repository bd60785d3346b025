"""The hero sheets of one seat (sent privately): stats, the four action cards with the action cube,
and the items carried."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from render.common import Box, Words, draw_text, draw_wrapped, font, min_size, wrapped_height
from render.darktomb_style import ACCENT, BACKGROUND, HERO_COLOURS, MUTED, OUTLINE, PANEL, TEXT
from rules.darktomb.model import ActionSpec, CardKind, CardView, DarkTombView, HeroView

WIDTH = 1000
PAD = 24
PER_ROW = 2
GAP = 12
CARD_W = (WIDTH - 2 * PAD - (PER_ROW - 1) * GAP) // PER_ROW
BODY = min_size(WIDTH)
STEP = round(BODY * 1.22)


def require_view(view: object) -> None:
    """Renderers only ever receive views; a full game state here would be a leak waiting to happen."""
    if not isinstance(view, DarkTombView):
        raise TypeError(f"expected a DarkTombView, got {type(view).__name__}")


def hand_image(view: DarkTombView, *, lang: str = "en") -> Image.Image:
    layout = hand_layout(view, lang)
    canvas = Image.new("RGB", (WIDTH, layout.height), BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    draw_wrapped(draw, (PAD, 12), layout.title, WIDTH - 2 * PAD, font(BODY, bold=True), TEXT)
    for sheet in layout.sheets:
        _sheet(draw, layout.words, sheet)
    return canvas


@dataclass(frozen=True)
class Sheet:
    """One hero's sheet on the hand picture: its box and its action cards' boxes, in card order."""

    hero: HeroView
    box: Box
    stats_y: int
    cards: list[tuple[CardView, Box]]
    items_y: int


@dataclass(frozen=True)
class HandLayout:
    """Where :func:`hand_image` puts each hero's sheet and card, measured without painting: the drawing and
    the tap spots share it."""

    words: Words
    title: str
    sheets: list[Sheet]
    height: int


def hand_layout(view: DarkTombView, lang: str) -> HandLayout:
    require_view(view)
    if view.hand is None or view.viewer is None:
        raise ValueError("render_hand needs a seat's own view; the public view has no hand")
    words = Words(lang, {})
    heroes = [h for h in view.heroes if h.id in view.hand.heroes]
    title = words("render.darktomb.sheet_title") if heroes else words("render.darktomb.monster_sheet")
    top = 16 + wrapped_height(title, WIDTH - 2 * PAD, font(BODY, bold=True))
    sheets = []
    for h in heroes:
        sheets.append(_sheet_layout(words, h, view.hand.cards[h.id], top))
        top = round(sheets[-1].box[3]) + 10
    return HandLayout(words, title, sheets, top + 10)


def _card_lines(words: Words, spec: ActionSpec) -> list[str]:
    lines = [words(f"render.darktomb.kind.{spec.kind.value}", amount=spec.amount)]
    if spec.kind is CardKind.ATTACK:
        lines = [words(f"render.darktomb.shape.{spec.shape.value}"),
                 words("render.darktomb.range", low=spec.range[0], high=spec.range[1]),
                 words("render.darktomb.damage", damage=spec.damage)]
        if spec.then_shield:
            lines.append(words("render.darktomb.then_shield", amount=spec.then_shield))
        if spec.then_stealth:
            lines.append(words("render.darktomb.then_stealth"))
    return lines


def _card_height(words: Words, card: CardView) -> int:
    inner = CARD_W - 24
    height = 10 + wrapped_height(f"{card.index} {words(f'card.darktomb.{card.spec.id}')}", inner, font(BODY, bold=True))
    height += sum(wrapped_height(line, inner, font(BODY)) for line in _card_lines(words, card.spec))
    if card.blocked:
        height += wrapped_height(words("render.darktomb.blocked"), inner, font(BODY, bold=True))
    return height + 12


def _stats(words: Words, h: HeroView) -> str:
    return words("render.darktomb.stats", hp=h.hp, max_hp=h.max_hp, armour=h.armour, move=h.move, attack=h.attack)


def _items(words: Words, h: HeroView) -> str:
    items = ", ".join(words(f"card.darktomb.{i.rstrip('0123456789')}") for i in h.items) or "—"
    return words("render.darktomb.items", items=items)


def _sheet_layout(words: Words, h: HeroView, cards: tuple[CardView, ...], top: int) -> Sheet:
    """A hero's sheet from ``top``: name, stats, the cards two by two, the items; as tall as its words need."""
    inner = WIDTH - 2 * PAD
    stats_y = top + 10 + STEP
    y = stats_y + wrapped_height(_stats(words, h), inner, font(BODY)) + 8
    placed: list[tuple[CardView, Box]] = []
    for i in range(0, len(cards), PER_ROW):
        row = cards[i:i + PER_ROW]
        row_h = max(_card_height(words, c) for c in row)
        for j, card in enumerate(row):
            x = PAD + j * (CARD_W + GAP)
            placed.append((card, (x, y, x + CARD_W, y + row_h)))
        y += row_h + GAP
    bottom = y + wrapped_height(_items(words, h), inner, font(BODY)) + 10
    return Sheet(h, (PAD / 2, top, WIDTH - PAD / 2, bottom), stats_y, placed, y)


def _sheet(draw: ImageDraw.ImageDraw, words: Words, sheet: Sheet) -> None:
    box, h, top = sheet.box, sheet.hero, sheet.box[1]
    draw.rounded_rectangle(box, radius=12, fill=PANEL)
    draw.ellipse((PAD, top + 14, PAD + 32, top + 46), fill=HERO_COLOURS.get(h.id, (90, 90, 200)), outline=OUTLINE, width=2)
    draw_text(draw, (PAD + 44, top + 10), words(f"card.darktomb.{h.id}"), font(BODY, bold=True), TEXT, box=box)
    draw_wrapped(draw, (PAD, sheet.stats_y), _stats(words, h), WIDTH - 2 * PAD, font(BODY), MUTED, box=box)
    for card, card_box in sheet.cards:
        _card(draw, words, card, card_box)
    draw_wrapped(draw, (PAD, sheet.items_y), _items(words, h), WIDTH - 2 * PAD, font(BODY), TEXT, box=box)


def _card(draw: ImageDraw.ImageDraw, words: Words, card: CardView, box: Box) -> None:
    x, y = box[0], box[1]
    draw.rounded_rectangle(box, radius=10, fill=(70, 60, 60) if card.blocked else (58, 70, 96),
                           outline=ACCENT if card.blocked else OUTLINE, width=3)
    inner = CARD_W - 24
    line_y = draw_wrapped(draw, (x + 12, y + 10), f"{card.index} {words(f'card.darktomb.{card.spec.id}')}", inner,
                          font(BODY, bold=True), TEXT, box=box)
    for line in _card_lines(words, card.spec):
        line_y = draw_wrapped(draw, (x + 12, line_y), line, inner, font(BODY), TEXT, box=box)
    if card.blocked:
        draw_wrapped(draw, (x + 12, line_y), words("render.darktomb.blocked"), inner, font(BODY, bold=True), ACCENT, box=box)
