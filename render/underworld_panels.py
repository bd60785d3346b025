"""The lower panels of the Underworld board: enemy line, open question, seats, piles and legend.

Each ``draw_*`` takes the top y and returns the bottom y, so panels stack whatever their height.
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from render import underworld_sprites as sp
from render.common import RGB, Words, clipped, draw_text, fitted_font, font, paste
from render.underworld_text import draw_block, fitted_lines
from rules.underworld.model import Counter, EnemyView, Item, PendingView, SeatView, UwView

WIDTH = 1000
PAD = 24
ENEMY_H = 170
SEAT_W, SEAT_H, SEAT_GAP = 470, 136, 12
ITEM_ORDER = (Item.ACROBATICS, Item.BATTLE, Item.CUNNING, Item.VP, Item.TREASURE, Item.ANY)


def pill(draw: ImageDraw.ImageDraw, left_mid: tuple[float, float], label: str, colour: RGB) -> float:
    """A rounded label (status, warnings); returns its right edge."""
    face = font(20, bold=True)
    x, cy = left_mid
    right = x + face.getlength(label) + 20
    draw.rounded_rectangle((x, cy - 15, right, cy + 15), radius=15, fill=colour)
    draw_text(draw, (x + 10, cy), label, face, sp.OUTLINE if colour in (sp.GOOD, sp.ACCENT) else sp.TEXT, anchor="lm")
    return right


def _items(canvas: Image.Image, draw: ImageDraw.ImageDraw, items: Mapping[Item, int], left_mid: tuple[float, float],
           size: int, max_width: float) -> float:
    """Item icons for a price or a gift: one icon per item while they fit, else one icon and "×n"."""
    x, cy = left_mid
    total = sum(items.values())
    repeat = total * (size + 3) <= max_width
    face = font(round(size * 0.7), bold=True)
    for kind in ITEM_ORDER:
        count = items.get(kind, 0)
        if not count:
            continue
        for _ in range(count if repeat else 1):
            paste(canvas, sp.item(kind, size), (x + size / 2, cy))
            x += size + 3
        if not repeat:
            draw_text(draw, (x, cy), f"×{count}", face, sp.TEXT, anchor="lm")
            x += face.getlength(f"×{count}") + 8
    return x


# ================================================================ enemies


def draw_enemies(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, top: int) -> int:
    """The enemy line growing from the right; the slot that loses the game is marked in red."""
    count, limit = len(view.enemy_line), view.enemy_limit
    draw.rectangle((0, top, WIDTH, top + ENEMY_H + 62), fill=sp.PANEL)
    colour = sp.DANGER if count >= limit - 2 else sp.ACCENT if count >= limit // 2 else sp.TEXT
    title = text("render.underworld.enemies", count=count, limit=limit)
    draw_text(draw, (PAD, top + 26), title, font(26, bold=True), colour, anchor="lm")
    hidden = text("render.underworld.enemy_pile", count=view.enemy_pile_size)
    face = font(20, bold=True)
    paste(canvas, sp.card_back(26, 36), (WIDTH - PAD - 13, top + 26))
    draw_text(draw, (WIDTH - PAD - 34, top + 26), hidden, face, sp.MUTED, anchor="rm")
    slot_w = (WIDTH - 2 * PAD) / limit
    y0 = top + 56
    for i in range(limit):
        x1 = WIDTH - PAD - i * slot_w - 3
        x0 = x1 - slot_w + 6
        box = (x0, y0, x1, y0 + ENEMY_H - 10)
        if i < count:
            _enemy_card(canvas, draw, text, view.enemy_line[i], box, first=i == 0, fatal=i == limit - 1)
        else:
            _empty_slot(draw, text, box, i + 1, last=i == limit - 1)
    return top + ENEMY_H + 62


def _enemy_card(canvas: Image.Image, draw: ImageDraw.ImageDraw, text: Words, enemy: EnemyView,
                box: tuple[float, float, float, float], first: bool, fatal: bool) -> None:
    """An enemy: its name and the price that removes it; the next one out is gold, the fatal one red."""
    x0, y0, x1, y1 = box
    outline = sp.DANGER if fatal else sp.ACCENT if first else sp.TEXT
    draw.rounded_rectangle(box, radius=10, fill=(70, 34, 34), outline=outline, width=2 if outline is sp.TEXT else 4)
    lines, face = fitted_lines(text.title(f"card.{enemy.kind}"), int(x1 - x0) - 8, 3, 19, min_size=13)
    draw_block(draw, ((x0 + x1) / 2, y0 + 8), lines, face, sp.TEXT)
    size = 32 if sum(enemy.cost.values()) <= 3 else 24
    width = sum(enemy.cost.values()) * (size + 3) - 3
    _items(canvas, draw, enemy.cost, ((x0 + x1) / 2 - min(width, x1 - x0 - 8) / 2, y1 - 26), size, x1 - x0 - 8)
    if first:
        draw_text(draw, ((x0 + x1) / 2, y1 + 4), text("render.underworld.enemy_next"), font(16, bold=True), sp.ACCENT, anchor="ma")


def _empty_slot(draw: ImageDraw.ImageDraw, text: Words, box: tuple[float, float, float, float], number: int,
                last: bool) -> None:
    colour = sp.DANGER if last else sp.DIM
    draw.rounded_rectangle(box, radius=10, outline=colour, width=4 if last else 2, fill=(60, 20, 24) if last else None)
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    draw_text(draw, (cx, cy - (14 if last else 0)), str(number), font(34, bold=True), colour, anchor="mm")
    if last:
        lines, face = fitted_lines(text("render.underworld.enemy_limit"), int(box[2] - box[0]) - 8, 2, 18, min_size=12)
        draw_block(draw, (cx, cy + 12), lines, face, sp.DANGER)


# ================================================================ the open question


def draw_pending(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, top: int) -> int:
    """An obstacle's price while the table answers it: the price, then each seat's gift or pass."""
    pending = view.pending
    if pending is None or pending.kind != "cost" or view.finished:
        return top
    seats = [s for s in view.seats if not s.eliminated] if pending.scope != "self" else []
    height = 112 + 44 * len(seats)
    draw.rounded_rectangle((PAD / 2, top + 8, WIDTH - PAD / 2, top + height), radius=14, fill=sp.PANEL_ACTIVE,
                           outline=sp.ACCENT, width=3)
    heading = text(f"render.underworld.question.{pending.scope}", obstacle_type=pending.source, seat=pending.seat)
    draw_text(draw, (PAD + 8, top + 36), heading, fitted_font(heading, WIDTH - 3 * PAD, 24, bold=True), sp.ACCENT, anchor="lm")
    _draw_price(canvas, draw, text, pending, top + 78)
    y = top + 78 + 44
    for seat in seats:
        _draw_gift(canvas, draw, text, pending, seat, y)
        y += 44
    return top + height + 8


def _draw_price(canvas: Image.Image, draw: ImageDraw.ImageDraw, text: Words, pending: PendingView, cy: float) -> None:
    label = text("render.underworld.price")
    face = font(22, bold=True)
    draw_text(draw, (PAD + 8, cy), label, face, sp.TEXT, anchor="lm")
    x = PAD + 8 + face.getlength(label) + 14
    for j, option in enumerate(pending.costs):
        if j:
            word = text("render.underworld.price_or")
            draw_text(draw, (x, cy), word, font(20), sp.MUTED, anchor="lm")
            x += font(20).getlength(word) + 12
        x = _items(canvas, draw, option, (x, cy), 40, 360) + 10
    if pending.scope == "total" or pending.scope == "each":
        state = "render.underworld.ready" if pending.complete else "render.underworld.not_ready"
        label = text(state)
        right = WIDTH - PAD - 8
        pill(draw, (right - font(20, bold=True).getlength(label) - 20, cy), label, sp.GOOD if pending.complete else sp.DIM)


def _draw_gift(canvas: Image.Image, draw: ImageDraw.ImageDraw, text: Words, pending: PendingView, seat: SeatView,
               cy: float) -> None:
    name = text.name(seat.seat)
    face = fitted_font(name, 220, 22, bold=True)
    draw_text(draw, (PAD + 8, cy), clipped(name, 220, face), face, sp.TEXT, anchor="lm")
    x: float = PAD + 250
    given = pending.given.get(seat.seat, {})
    if given:
        x = _items(canvas, draw, given, (x, cy), 36, 360) + 12
    if seat.seat in pending.passed:
        pill(draw, (x, cy), text("render.underworld.passed"), sp.DIM)
    elif not given:
        draw_text(draw, (x, cy), text("render.underworld.given_none"), font(20), sp.MUTED, anchor="lm")


# ================================================================ seats


def draw_seats(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, top: int) -> int:
    rows = (len(view.seats) + 1) // 2
    for index, seat in enumerate(view.seats):
        row, col = divmod(index, 2)
        x = (WIDTH - 2 * SEAT_W - SEAT_GAP) // 2 + col * (SEAT_W + SEAT_GAP)
        _draw_seat(canvas, draw, view, text, seat, (x, top + SEAT_GAP + row * (SEAT_H + SEAT_GAP)))
    return top + SEAT_GAP + rows * (SEAT_H + SEAT_GAP)


def _draw_seat(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, seat: SeatView,
               origin: tuple[int, int]) -> None:
    """One player's card: name, cards in hand, VP, treasures, medkits, and the objects they hold."""
    x, y = origin
    active = seat.seat == view.active_seat and not view.finished
    draw.rounded_rectangle((x, y, x + SEAT_W, y + SEAT_H), radius=12, fill=sp.PANEL_ACTIVE if active else sp.PANEL,
                           outline=sp.ACCENT if active else None, width=4)
    name = text("render.underworld.you", seat=seat.seat) if seat.seat == view.viewer else text.name(seat.seat)
    right: float = x + SEAT_W - 14
    if seat.eliminated:
        label = text("render.underworld.eliminated")
        right -= font(20, bold=True).getlength(label) + 20
        pill(draw, (right, y + 24), label, sp.DANGER)
        right -= 10
    face = fitted_font(name, int(right - x - 16), 28, bold=True, min_size=16)
    draw_text(draw, (x + 16, y + 24), clipped(name, int(right - x - 16), face), face,
              sp.MUTED if seat.eliminated else sp.TEXT, anchor="lm")
    cy = y + 72
    number = font(28, bold=True)
    cells = (
        (sp.card_back(28, 40), seat.hand_size),
        (sp.item(Item.VP, 38), seat.vp),
        (sp.item(Item.TREASURE, 38), seat.treasures),
        (sp.medkit(38), seat.medkits),
    )
    for i, (sprite, value) in enumerate(cells):
        cx = x + 16 + i * 112
        paste(canvas, sprite, (cx + 19, cy))
        draw_text(draw, (cx + 44, cy), f"×{value}", number, sp.TEXT, anchor="lm")
    held = ", ".join(text.title(f"card.{obj}") for obj in seat.objects)
    if held:
        face = font(19)
        draw_text(draw, (x + 16, y + 114), clipped(held, SEAT_W - 32, face), face, sp.ACCENT, anchor="lm")


# ================================================================ piles, supply, legend


def draw_piles(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, top: int) -> int:
    """Draw pile and discards, the counters left in the supply, and a card shown to everybody."""
    height = 104
    draw.rectangle((0, top + 8, WIDTH, top + height), fill=sp.PANEL)
    caption = font(20, bold=True)
    number = font(28, bold=True)
    cy = top + 72
    groups: list[tuple[str, list[tuple[Image.Image, int]]]] = [
        (text("render.underworld.draw_pile"), [(sp.card_back(30, 42), view.draw_size)]),
        (text("render.underworld.discard_pile"), [(sp.card_back(30, 42), view.discard_size)]),
        (text("render.underworld.supply"), [(sp.item(Item.VP, 38), view.supply.get(Counter.VP, 0)),
                                            (sp.item(Item.TREASURE, 38), view.supply.get(Counter.TREASURE, 0)),
                                            (sp.medkit(38), view.supply.get(Counter.MEDKIT, 0))]),
    ]
    x = PAD
    for label, cells in groups:
        draw_text(draw, (x, top + 22), label, caption, sp.MUTED)
        for sprite, value in cells:
            paste(canvas, sprite, (x + 19, cy))
            draw_text(draw, (x + 42, cy), f"×{value}", number, sp.TEXT, anchor="lm")
            x += 112
        x += 28
    if view.revealed is not None:
        label = text("render.underworld.revealed")
        draw_text(draw, (WIDTH - PAD, top + 22), label, caption, sp.MUTED, anchor="ra")
        paste(canvas, sp.card_face(view.revealed, 34), (WIDTH - PAD - 17, cy + 4))
    return top + height


LEGEND = ("vp", "tre", "med", "card", "die", "adr", "rel", "obj", "jormungandr")


def draw_legend(canvas: Image.Image, draw: ImageDraw.ImageDraw, text: Words, top: int) -> int:
    """What the space glyphs mean, in words, so a newcomer can read the tracks."""
    face = font(20)
    x, cy = PAD, top + 34
    for code in LEGEND:
        label = text(f"render.underworld.legend.{code}")
        width = 44 + int(face.getlength(label)) + 26
        if x + width > WIDTH - PAD:
            x, cy = PAD, cy + 48
        paste(canvas, sp.space(code, 38), (x + 19, cy))
        draw_text(draw, (x + 44, cy), label, face, sp.MUTED, anchor="lm")
        x += width
    return cy + 34
