"""The picture of one player's own progress cards and objects (sent privately, never posted in public)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from render import underworld_sprites as sp
from render.common import RGB, Words, draw_text, draw_wrapped, font, min_size, paste, wrapped_height
from rules.underworld.model import Axis, Item, SeatView, UwView

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
    if view.hand is None or view.viewer is None:
        raise ValueError("render_hand needs a seat's own view; the public view has no hand")
    text = Words(lang, {})
    seat = view.seats[view.viewer]
    counts = {axis: sum(1 for card in view.hand if card.type is axis) for axis in Axis}
    notice = _notice(view, text, seat)
    title = text("render.underworld.hand_title", count=len(view.hand))
    top = 14 + wrapped_height(title, WIDTH - 2 * PAD, font(BODY, bold=True)) + 56 + 10
    if notice:
        top += wrapped_height(notice[0], WIDTH - 2 * PAD, font(BODY, bold=True))
    objects = [(text.title(f"card.{obj}"), text(f"object.underworld.{obj}")) for obj in seat.objects]
    objects_h = 10 + STEP + sum(_object_height(name, effect) + 8 for name, effect in objects) + (STEP if not objects else 0) + 10
    canvas = Image.new("RGB", (WIDTH, round(top + len(Axis) * ROW_H + objects_h)), sp.BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    y = draw_wrapped(draw, (PAD, 14), title, WIDTH - 2 * PAD, font(BODY, bold=True), sp.TEXT)
    _draw_counters(canvas, draw, seat, (PAD, y + 28))
    if notice:
        words, colour = notice
        draw_wrapped(draw, (PAD, y + 66), words, WIDTH - 2 * PAD, font(BODY, bold=True), colour)
    for i, axis in enumerate(Axis):
        _draw_row(canvas, draw, text, axis, counts[axis], top + i * ROW_H)
    _draw_objects(canvas, draw, text, objects, top + len(Axis) * ROW_H)
    return canvas


def _notice(view: UwView, text: Words, seat: SeatView) -> tuple[str, RGB] | None:
    """A line above the cards when the hand needs attention: a discard to choose, or the seat is out."""
    if seat.eliminated:
        return text("render.underworld.hand_out"), sp.DANGER
    if view.pending is not None and view.pending.kind == "discard" and view.pending.seat == view.viewer:
        return text("render.underworld.hand_discard", count=view.pending.count), sp.ACCENT
    return None


def _draw_counters(canvas: Image.Image, draw: ImageDraw.ImageDraw, seat: SeatView, left_mid: tuple[float, float]) -> None:
    """The viewer's victory points, treasures and medkits: what else they can pay with."""
    x, cy = left_mid
    number = font(BODY, bold=True)
    for sprite, value in ((sp.item(Item.VP, 46), seat.vp), (sp.item(Item.TREASURE, 46), seat.treasures),
                          (sp.medkit(46), seat.medkits)):
        paste(canvas, sprite, (x + 23, cy))
        draw_text(draw, (x + 52, cy), f"×{value}", number, sp.TEXT, anchor="lm")
        x += 170


def _draw_row(canvas: Image.Image, draw: ImageDraw.ImageDraw, text: Words, axis: Axis, count: int, top: int) -> None:
    """One card type: its name and how many on the left, then the cards, overlapping when many."""
    draw.rounded_rectangle((PAD / 2, top + 4, WIDTH - PAD / 2, top + ROW_H - 6), radius=12, fill=sp.PANEL)
    draw_text(draw, (PAD, top + 40), text.title(f"card.{axis.value}"), font(BODY, bold=True), sp.AXIS_CAPTIONS[axis], anchor="lm")
    summary = f"×{count}" if count else text("render.underworld.hand_none")
    draw_text(draw, (PAD, top + 98), summary, font(BODY, bold=True), sp.TEXT if count else sp.MUTED, anchor="lm")
    room = WIDTH - PAD - LABEL_W - CARD_W
    step = min(CARD_W + 10, room / max(1, count - 1)) if count > 1 else 0
    for j in range(count):
        paste(canvas, sp.card_face(axis, CARD_W), (LABEL_W + CARD_W / 2 + j * step, top + ROW_H / 2))


def _object_height(name: str, effect: str) -> int:
    inner = WIDTH - 2 * PAD - 80
    return 12 + wrapped_height(name, inner, font(BODY, bold=True)) + wrapped_height(effect, inner, font(BODY)) + 8


def _draw_objects(canvas: Image.Image, draw: ImageDraw.ImageDraw, text: Words, objects: list[tuple[str, str]], top: int) -> None:
    """Objects held, each with what it does when used, in full."""
    y = draw_wrapped(draw, (PAD, top + 10), text("render.underworld.hand_objects"), WIDTH - 2 * PAD, font(BODY, bold=True), sp.TEXT)
    if not objects:
        draw_text(draw, (PAD, y), text("render.underworld.hand_no_objects"), font(BODY), sp.MUTED)
        return
    inner = WIDTH - 2 * PAD - 80
    for name, effect in objects:
        height = _object_height(name, effect)
        box = (PAD / 2, y, WIDTH - PAD / 2, y + height)
        draw.rounded_rectangle(box, radius=12, fill=sp.PANEL)
        paste(canvas, sp.space("obj", 56), (PAD + 28, y + 12 + 28))
        line_y = draw_wrapped(draw, (PAD + 70, y + 12), name, inner, font(BODY, bold=True), sp.ACCENT, box=box)
        draw_wrapped(draw, (PAD + 70, line_y), effect, inner, font(BODY), sp.TEXT, box=box)
        y += height + 8
