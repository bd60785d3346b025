"""The picture of one player's own progress cards and objects (sent privately, never posted in public)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from render import underworld_sprites as sp
from render.common import RGB, Words, draw_text, fitted_font, font, paste
from render.underworld_text import draw_block, fitted_lines
from rules.underworld.model import Axis, Item, SeatView, UwView

PAD = 24
WIDTH = 900
ROW_H = 150
CARD_W = 72
LABEL_W = 210
OBJECT_H = 76


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
    top = 118 if notice else 78
    objects_h = 60 + OBJECT_H * max(1, len(seat.objects)) + PAD / 2
    canvas = Image.new("RGB", (WIDTH, round(top + len(Axis) * ROW_H + objects_h)), sp.BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    title = text("render.underworld.hand_title", count=len(view.hand))
    draw_text(draw, (PAD, 38), title, fitted_font(title, WIDTH - 2 * PAD - 360, 30, bold=True), sp.TEXT, anchor="lm")
    _draw_counters(canvas, draw, seat, (WIDTH - PAD - 350, 38))
    if notice:
        words, colour = notice
        draw_text(draw, (PAD, 86), words, fitted_font(words, WIDTH - 2 * PAD, 26, bold=True), colour, anchor="lm")
    for i, axis in enumerate(Axis):
        _draw_row(canvas, draw, text, axis, counts[axis], top + i * ROW_H)
    _draw_objects(canvas, draw, text, seat, top + len(Axis) * ROW_H)
    return canvas


def _notice(view: UwView, text: Words, seat: SeatView) -> tuple[str, RGB] | None:
    """A line above the cards when the hand needs attention: a discard to choose, or the seat is out."""
    if seat.eliminated:
        return text("render.underworld.hand_out"), sp.DANGER
    if view.pending is not None and view.pending.kind == "discard" and view.pending.seat == view.viewer:
        return text("render.underworld.hand_discard", count=view.pending.count), sp.ACCENT
    return None


def _draw_counters(canvas: Image.Image, draw: ImageDraw.ImageDraw, seat: SeatView, left_mid: tuple[int, int]) -> None:
    """The viewer's victory points, treasures and medkits: what else they can pay with."""
    x, cy = left_mid
    number = font(26, bold=True)
    for sprite, value in ((sp.item(Item.VP, 36), seat.vp), (sp.item(Item.TREASURE, 36), seat.treasures),
                          (sp.medkit(36), seat.medkits)):
        paste(canvas, sprite, (x + 18, cy))
        draw_text(draw, (x + 40, cy), f"×{value}", number, sp.TEXT, anchor="lm")
        x += 118


def _draw_row(canvas: Image.Image, draw: ImageDraw.ImageDraw, text: Words, axis: Axis, count: int, top: int) -> None:
    """One card type: its name and how many on the left, then the cards, overlapping when many."""
    draw.rounded_rectangle((PAD / 2, top + 4, WIDTH - PAD / 2, top + ROW_H - 6), radius=12, fill=sp.PANEL)
    name = text.title(f"card.{axis.value}")
    draw_text(draw, (PAD, top + 40), name, fitted_font(name, LABEL_W - PAD - 8, 28, bold=True), sp.AXIS_CAPTIONS[axis], anchor="lm")
    summary = f"×{count}" if count else text("render.underworld.hand_none")
    draw_text(draw, (PAD, top + 94), summary, font(30 if count else 22, bold=bool(count)), sp.TEXT if count else sp.MUTED, anchor="lm")
    room = WIDTH - PAD - LABEL_W - CARD_W
    step = min(CARD_W + 10, room / max(1, count - 1)) if count > 1 else 0
    for j in range(count):
        paste(canvas, sp.card_face(axis, CARD_W), (LABEL_W + CARD_W / 2 + j * step, top + ROW_H / 2))


def _draw_objects(canvas: Image.Image, draw: ImageDraw.ImageDraw, text: Words, seat: SeatView, top: int) -> None:
    """Objects held, each with what it does when used."""
    draw_text(draw, (PAD, top + 30), text("render.underworld.hand_objects"), font(26, bold=True), sp.TEXT, anchor="lm")
    if not seat.objects:
        draw_text(draw, (PAD, top + 60 + OBJECT_H / 2 - 10), text("render.underworld.hand_no_objects"), font(22), sp.MUTED, anchor="lm")
        return
    for i, obj in enumerate(seat.objects):
        y = top + 60 + i * OBJECT_H
        draw.rounded_rectangle((PAD / 2, y, WIDTH - PAD / 2, y + OBJECT_H - 8), radius=12, fill=sp.PANEL)
        paste(canvas, sp.space("obj", 56), (PAD + 28, y + (OBJECT_H - 8) / 2))
        draw_text(draw, (PAD + 70, y + 8), text.title(f"card.{obj}"), font(24, bold=True), sp.ACCENT)
        lines, face = fitted_lines(text(f"object.underworld.{obj}"), WIDTH - 2 * PAD - 80, 1, 20, bold=False, min_size=14)
        draw_block(draw, (PAD + 70, y + 40), lines, face, sp.TEXT, align="l")
