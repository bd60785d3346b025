"""The picture of one player's own progress cards and objects (sent privately, never posted in public)."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from render import underworld_sprites as sp
from render.common import RGB, Words, draw_text, draw_wrapped, font, min_size, paste, wrapped_height
from rules.underworld.model import Axis, Counter, Item, SeatView, UwView

PAD = 24
WIDTH = 900
BODY = min_size(WIDTH)
STEP = round(BODY * 1.22)
ROW_H = 150
CARD_W = 72
LABEL_W = 250


def require_view(view: object) -> None:
    """Renderers only ever receive views; a full game state here would be a leak waiting to happen."""
    if not isinstance(view, UwView):
        raise TypeError(f"expected a UwView, got {type(view).__name__}")


def hand_image(view: UwView, *, lang: str = "en") -> Image.Image:
    require_view(view)
    layout = hand_layout(view, lang)
    text = Words(lang, {})
    canvas = Image.new("RGB", (WIDTH, layout.height), sp.BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    y = draw_wrapped(draw, (PAD, 14), layout.title, WIDTH - 2 * PAD, font(BODY, bold=True), sp.TEXT)
    _draw_counters(canvas, draw, view.seats[layout.seat], layout.counters)
    if layout.notice:
        words, colour = layout.notice
        draw_wrapped(draw, (PAD, y + 66), words, WIDTH - 2 * PAD, font(BODY, bold=True), colour)
    for i, axis in enumerate(Axis):
        _draw_row(canvas, draw, text, axis, layout.cards[axis], layout.top + i * ROW_H)
    _draw_objects(canvas, draw, text, layout.objects, layout.top + len(Axis) * ROW_H)
    return canvas


Box = tuple[float, float, float, float]
"""left, top, right, bottom (px)"""


@dataclass(frozen=True)
class HeldObject:
    """An object held, as the hand shows it: its id, name, what it does, and its box."""

    id: str
    name: str
    effect: str
    box: Box


@dataclass(frozen=True)
class HandLayout:
    """Where the hand picture puts things, computed once for the drawing and for the places an action
    is tapped (``spots``): the first card row's top, each card's box by type, the counters (VP,
    treasure, medkit) and the objects held."""

    seat: int
    title: str
    notice: tuple[str, RGB] | None
    top: float
    cards: dict[Axis, tuple[Box, ...]]
    counters: dict[Counter, Box]
    objects: tuple[HeldObject, ...]
    height: int


COUNTER = 46
"""Size of a counter's icon in the hand."""


def hand_layout(view: UwView, lang: str) -> HandLayout:
    """The hand picture's layout: title, counters and notice, a row per card type (cards overlap when
    many), then the objects held, each with its full text."""
    if view.hand is None or view.viewer is None:
        raise ValueError("render_hand needs a seat's own view; the public view has no hand")
    text = Words(lang, {})
    seat = view.seats[view.viewer]
    notice = _notice(view, text, seat)
    title = text("render.underworld.hand_title", count=len(view.hand))
    title_h = wrapped_height(title, WIDTH - 2 * PAD, font(BODY, bold=True))
    top = 14 + title_h + 56 + 10
    if notice:
        top += wrapped_height(notice[0], WIDTH - 2 * PAD, font(BODY, bold=True))
    cards = {axis: _row_cards(sum(1 for card in view.hand if card.type is axis), top + i * ROW_H) for i, axis in enumerate(Axis)}
    counters: dict[Counter, Box] = {}
    x, cy = float(PAD), 14 + title_h + 28
    for kind, value in ((Counter.VP, seat.vp), (Counter.TREASURE, seat.treasures), (Counter.MEDKIT, seat.medkits)):
        counters[kind] = (x, cy - COUNTER / 2, x + COUNTER + 6 + font(BODY, bold=True).getlength(f"×{value}"), cy + COUNTER / 2)
        x += 170
    y = top + len(Axis) * ROW_H + 10 + STEP
    objects = []
    for obj in seat.objects:
        name, effect = text.title(f"card.{obj}"), text(f"object.underworld.{obj}")
        height = _object_height(name, effect)
        objects.append(HeldObject(obj, name, effect, (PAD / 2, y, WIDTH - PAD / 2, y + height)))
        y += height + 8
    height = y + (STEP if not objects else 0) + 10
    return HandLayout(view.viewer, title, notice, top, cards, counters, tuple(objects), round(height))


def _row_cards(count: int, top: float) -> tuple[Box, ...]:
    """The boxes of a row's ``count`` cards, left to right, overlapping when many."""
    room = WIDTH - PAD - LABEL_W - CARD_W
    step = min(CARD_W + 10, room / max(1, count - 1)) if count > 1 else 0
    card_h = sp.card_height(CARD_W)
    cy = top + ROW_H / 2
    return tuple((LABEL_W + j * step, cy - card_h / 2, LABEL_W + j * step + CARD_W, cy + card_h / 2) for j in range(count))


def _notice(view: UwView, text: Words, seat: SeatView) -> tuple[str, RGB] | None:
    """A line above the cards when the hand needs attention: a discard to choose, or the seat is out."""
    if seat.eliminated:
        return text("render.underworld.hand_out"), sp.DANGER
    if view.pending is not None and view.pending.kind == "discard" and view.pending.seat == view.viewer:
        return text("render.underworld.hand_discard", count=view.pending.count), sp.ACCENT
    return None


def _draw_counters(canvas: Image.Image, draw: ImageDraw.ImageDraw, seat: SeatView, boxes: dict[Counter, Box]) -> None:
    """The viewer's victory points, treasures and medkits: what else they can pay with."""
    number = font(BODY, bold=True)
    for (kind, box), value in zip(boxes.items(), (seat.vp, seat.treasures, seat.medkits)):
        x, cy = box[0], (box[1] + box[3]) / 2
        paste(canvas, sp.medkit(COUNTER) if kind is Counter.MEDKIT else sp.item(Item(kind.value), COUNTER), (x + COUNTER / 2, cy))
        draw_text(draw, (x + COUNTER + 6, cy), f"×{value}", number, sp.TEXT, anchor="lm")


def _draw_row(canvas: Image.Image, draw: ImageDraw.ImageDraw, text: Words, axis: Axis, cards: tuple[Box, ...], top: float) -> None:
    """One card type: its name and how many on the left, then the cards, overlapping when many."""
    count = len(cards)
    draw.rounded_rectangle((PAD / 2, top + 4, WIDTH - PAD / 2, top + ROW_H - 6), radius=12, fill=sp.PANEL)
    draw_text(draw, (PAD, top + 40), text.title(f"card.{axis.value}"), font(BODY, bold=True), sp.AXIS_CAPTIONS[axis], anchor="lm")
    summary = f"×{count}" if count else text("render.underworld.hand_none")
    draw_text(draw, (PAD, top + 98), summary, font(BODY, bold=True), sp.TEXT if count else sp.MUTED, anchor="lm")
    for box in cards:
        paste(canvas, sp.card_face(axis, CARD_W), ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2))


def _object_height(name: str, effect: str) -> int:
    inner = WIDTH - 2 * PAD - 80
    return 12 + wrapped_height(name, inner, font(BODY, bold=True)) + wrapped_height(effect, inner, font(BODY)) + 8


def _draw_objects(canvas: Image.Image, draw: ImageDraw.ImageDraw, text: Words, objects: tuple[HeldObject, ...], top: float) -> None:
    """Objects held, each with what it does when used, in full."""
    y = draw_wrapped(draw, (PAD, top + 10), text("render.underworld.hand_objects"), WIDTH - 2 * PAD, font(BODY, bold=True), sp.TEXT)
    if not objects:
        draw_text(draw, (PAD, y), text("render.underworld.hand_no_objects"), font(BODY), sp.MUTED)
        return
    inner = WIDTH - 2 * PAD - 80
    for held in objects:
        box = held.box
        y = box[1]
        draw.rounded_rectangle(box, radius=12, fill=sp.PANEL)
        paste(canvas, sp.space("obj", 56), (PAD + 28, y + 12 + 28))
        line_y = draw_wrapped(draw, (PAD + 70, y + 12), held.name, inner, font(BODY, bold=True), sp.ACCENT, box=box)
        draw_wrapped(draw, (PAD + 70, line_y), held.effect, inner, font(BODY), sp.TEXT, box=box)
