"""The lower panels of the Underworld board: enemy line, open question, seats, piles and legend.

Each ``draw_*`` takes the top y and returns the bottom y, so panels stack whatever their height.
Every word is at the legible size (``BODY``) and wraps rather than being cut.
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from render import underworld_sprites as sp
from render.common import RGB, Words, draw_text, draw_wrapped, font, min_size, paste, wrap, wrapped_height
from rules.underworld.model import Counter, EnemyView, Item, PendingView, SeatView, UwView

WIDTH = 1000
PAD = 24
BODY = min_size(WIDTH)
"""Every word is at least this size (px), so it reads on a phone showing the board 400 px wide."""
BIG = min_size(WIDTH, headline=True)
STEP = round(BODY * 1.22)
ICON = 46
SEAT_GAP = 12
SEAT_W = (WIDTH - 3 * SEAT_GAP) // 2
ITEM_ORDER = (Item.ACROBATICS, Item.BATTLE, Item.CUNNING, Item.VP, Item.TREASURE, Item.ANY)


def pill(draw: ImageDraw.ImageDraw, left_mid: tuple[float, float], label: str, colour: RGB) -> float:
    """A rounded label (status, warnings); returns its right edge."""
    face = font(BODY, bold=True)
    x, cy = left_mid
    right = x + face.getlength(label) + 24
    draw.rounded_rectangle((x, cy - BODY * 0.7, right, cy + BODY * 0.7), radius=BODY * 0.7, fill=colour)
    draw_text(draw, (x + 12, cy), label, face, sp.OUTLINE if colour in (sp.GOOD, sp.ACCENT) else sp.TEXT, anchor="lm")
    return right


def _items(canvas: Image.Image, draw: ImageDraw.ImageDraw, items: Mapping[Item, int], left_mid: tuple[float, float],
           max_width: float) -> float:
    """Item icons for a price or a gift: one icon per item while they fit, else one icon and "×n"."""
    x, cy = left_mid
    total = sum(items.values())
    repeat = total * (ICON + 4) <= max_width
    face = font(BODY, bold=True)
    for kind in ITEM_ORDER:
        count = items.get(kind, 0)
        if not count:
            continue
        for _ in range(count if repeat else 1):
            paste(canvas, sp.item(kind, ICON), (x + ICON / 2, cy))
            x += ICON + 4
        if not repeat:
            draw_text(draw, (x, cy), f"×{count}", face, sp.TEXT, anchor="lm")
            x += face.getlength(f"×{count}") + 10
    return x


def _items_width(items: Mapping[Item, int]) -> float:
    return sum(items.values()) * (ICON + 4)


# ================================================================ enemies


def draw_enemies(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, top: int) -> int:
    """The enemy line, next one out first: name and the price that removes it; a full line loses."""
    count, limit = len(view.enemy_line), view.enemy_limit
    colour = sp.DANGER if count >= limit - 2 else sp.ACCENT if count >= limit // 2 else sp.TEXT
    title = text("render.underworld.enemies", count=count, limit=limit) + " · " + text("render.underworld.enemy_pile", count=view.enemy_pile_size)
    lines = wrap(title, WIDTH - 2 * PAD, font(BODY, bold=True))
    height = 10 + len(lines) * STEP + count * (ICON + 16) + 10
    draw.rectangle((0, top, WIDTH, top + height), fill=sp.PANEL)
    y = draw_wrapped(draw, (PAD, top + 10), title, WIDTH - 2 * PAD, font(BODY, bold=True), colour)
    for i, enemy in enumerate(view.enemy_line):
        _enemy_row(canvas, draw, text, enemy, y + i * (ICON + 16) + (ICON + 16) / 2, first=i == 0)
    return top + height


def _enemy_row(canvas: Image.Image, draw: ImageDraw.ImageDraw, text: Words, enemy: EnemyView, cy: float, first: bool) -> None:
    """An enemy: its price at the right, its name at the left (the next one out in gold)."""
    price_w = _items_width(enemy.cost)
    _items(canvas, draw, enemy.cost, (WIDTH - PAD - min(price_w, 420), cy), 420)
    name = text.title(f"card.{enemy.kind}")
    if first:
        name += " · " + text("render.underworld.enemy_next")
    draw_text(draw, (PAD, cy), name, font(BODY, bold=first), sp.ACCENT if first else sp.TEXT, anchor="lm")


# ================================================================ the open question


def draw_pending(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, top: int) -> int:
    """An obstacle's price while the table answers it: the price, then each seat's gift or pass."""
    pending = view.pending
    if pending is None or pending.kind != "cost" or view.finished:
        return top
    seats = [s for s in view.seats if not s.eliminated] if pending.scope != "self" else []
    rows = [_gift_height(text, pending, seat) for seat in seats]
    height = 16 + (ICON + 20) + sum(rows) + 10  # the question itself is the headline's status line
    draw.rounded_rectangle((PAD / 2, top + 8, WIDTH - PAD / 2, top + height), radius=14, fill=sp.PANEL_ACTIVE,
                           outline=sp.ACCENT, width=3)
    y: float = top + 16
    _draw_price(canvas, draw, text, pending, y + (ICON + 20) / 2)
    y += ICON + 20
    for seat, row_h in zip(seats, rows):
        _draw_gift(canvas, draw, text, pending, seat, (y, row_h))
        y += row_h
    return top + height + 8


def _draw_price(canvas: Image.Image, draw: ImageDraw.ImageDraw, text: Words, pending: PendingView, cy: float) -> None:
    label = text("render.underworld.price")
    face = font(BODY, bold=True)
    draw_text(draw, (PAD + 8, cy), label, face, sp.TEXT, anchor="lm")
    x = PAD + 8 + face.getlength(label) + 14
    for j, option in enumerate(pending.costs):
        if j:
            word = text("render.underworld.price_or")
            draw_text(draw, (x, cy), word, font(BODY), sp.MUTED, anchor="lm")
            x += font(BODY).getlength(word) + 12
        x = _items(canvas, draw, option, (x, cy), 300) + 10
    if pending.scope in ("total", "each"):
        label = text("render.underworld.ready" if pending.complete else "render.underworld.not_ready")
        pill(draw, (WIDTH - PAD - 8 - font(BODY, bold=True).getlength(label) - 24, cy), label, sp.GOOD if pending.complete else sp.DIM)


def _gift_answer(text: Words, pending: PendingView, seat: SeatView) -> tuple[Mapping[Item, int], str, float]:
    """What a seat gave (icons), or the word for no gift yet; and the width that answer takes."""
    given = pending.given.get(seat.seat, {})
    if given:
        return given, "", min(_items_width(given), 300)
    word = text("render.underworld.passed") if seat.seat in pending.passed else text("render.underworld.given_none")
    return given, word, font(BODY).getlength(word)


def _gift_height(text: Words, pending: PendingView, seat: SeatView) -> int:
    width = _gift_answer(text, pending, seat)[2]
    return max(ICON + 20, wrapped_height(text.name(seat.seat), WIDTH - 2 * PAD - 28 - width, font(BODY, bold=True)) + 8)


def _draw_gift(canvas: Image.Image, draw: ImageDraw.ImageDraw, text: Words, pending: PendingView, seat: SeatView,
               row: tuple[float, int]) -> None:
    """One seat's answer at the right (icons, "passed" or "nothing yet"), its name at the left."""
    top, height = row
    given, word, width = _gift_answer(text, pending, seat)
    right = WIDTH - PAD - 8
    if given:
        _items(canvas, draw, given, (right - width, top + height / 2), 300)
    else:
        draw_text(draw, (right, top + height / 2), word, font(BODY), sp.MUTED, anchor="rm")
    draw_wrapped(draw, (PAD + 8, top + 4), text.name(seat.seat), right - width - 12 - PAD - 8, font(BODY, bold=True), sp.TEXT)


# ================================================================ seats


def _seat_lines(view: UwView, text: Words, seat: SeatView) -> tuple[list[str], str]:
    name = text("render.underworld.you", seat=seat.seat) if seat.seat == view.viewer else text.name(seat.seat)
    if seat.eliminated:
        name += " · " + text("render.underworld.eliminated")
    held = ", ".join(text.title(f"card.{obj}") for obj in seat.objects)
    return wrap(name, SEAT_W - 28, font(BODY, bold=True)), held


def _seat_height(view: UwView, text: Words, seat: SeatView) -> int:
    name, held = _seat_lines(view, text, seat)
    return 12 + len(name) * STEP + 2 * (ICON + 12) + (wrapped_height(held, SEAT_W - 28, font(BODY)) if held else 0) + 12


def draw_seats(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, top: int) -> int:
    """Two seat cards a row, each row as tall as its taller card."""
    y = top + SEAT_GAP
    for i in range(0, len(view.seats), 2):
        pair = view.seats[i:i + 2]
        height = max(_seat_height(view, text, seat) for seat in pair)
        for col, seat in enumerate(pair):
            _draw_seat(canvas, draw, view, text, seat, (SEAT_GAP + col * (SEAT_W + SEAT_GAP), y, height))
        y += height + SEAT_GAP
    return y


def _draw_seat(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, seat: SeatView,
               place: tuple[int, int, int]) -> None:
    """One player's card: name, cards in hand and VP, treasures and medkits, and the objects they hold."""
    x, y, height = place
    card = (x, y, x + SEAT_W, y + height)
    active = seat.seat == view.active_seat and not view.finished
    draw.rounded_rectangle(card, radius=12, fill=sp.PANEL_ACTIVE if active else sp.PANEL,
                           outline=sp.ACCENT if active else None, width=4)
    name, held = _seat_lines(view, text, seat)
    line_y = y + 12
    for line in name:
        draw_text(draw, (x + 14, line_y), line, font(BODY, bold=True), sp.DANGER if seat.eliminated else sp.TEXT, box=card)
        line_y += STEP
    number = font(BODY, bold=True)
    cells = ((sp.card_back(32, 46), seat.hand_size), (sp.item(Item.VP, ICON), seat.vp),
             (sp.item(Item.TREASURE, ICON), seat.treasures), (sp.medkit(ICON), seat.medkits))
    for i, (sprite, value) in enumerate(cells):
        cx = x + 14 + (i % 2) * (SEAT_W // 2)
        cy = line_y + (i // 2) * (ICON + 12) + ICON / 2 + 6
        paste(canvas, sprite, (cx + ICON / 2, cy))
        draw_text(draw, (cx + ICON + 10, cy), f"×{value}", number, sp.TEXT, anchor="lm", box=card)
    if held:
        draw_wrapped(draw, (x + 14, line_y + 2 * (ICON + 12)), held, SEAT_W - 28, font(BODY), sp.ACCENT, box=card)


# ================================================================ piles, supply, legend


def draw_piles(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, top: int) -> int:
    """Draw pile and discards, the counters left in the supply, and a card shown to everybody."""
    caption = font(BODY, bold=True)
    height = 16 + STEP + ICON + 24
    draw.rectangle((0, top + 8, WIDTH, top + height), fill=sp.PANEL)
    cy = top + 16 + STEP + ICON / 2 + 4
    groups: list[tuple[str, list[tuple[Image.Image, int]]]] = [
        (text("render.underworld.draw_pile"), [(sp.card_back(32, 46), view.draw_size)]),
        (text("render.underworld.discard_pile"), [(sp.card_back(32, 46), view.discard_size)]),
        (text("render.underworld.supply"), [(sp.item(Item.VP, ICON), view.supply.get(Counter.VP, 0)),
                                            (sp.item(Item.TREASURE, ICON), view.supply.get(Counter.TREASURE, 0)),
                                            (sp.medkit(ICON), view.supply.get(Counter.MEDKIT, 0))]),
    ]
    x = float(PAD)
    for label, cells in groups:
        draw_text(draw, (x, top + 16), label, caption, sp.MUTED)
        start = x
        for sprite, value in cells:
            paste(canvas, sprite, (x + ICON / 2, cy))
            draw_text(draw, (x + ICON + 6, cy), f"×{value}", caption, sp.TEXT, anchor="lm")
            x += ICON + 6 + caption.getlength(f"×{value}") + 14
        x = max(x, start + caption.getlength(label) + 24)
    if view.revealed is not None:
        label = text("render.underworld.revealed")
        draw_text(draw, (WIDTH - PAD, top + 16), label, caption, sp.MUTED, anchor="ra")
        paste(canvas, sp.card_face(view.revealed, 40), (WIDTH - PAD - 20, cy))
    return top + height


LEGEND = ("vp", "tre", "med", "card", "die", "adr", "rel", "obj", "jormungandr")


def draw_legend(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, top: int) -> int:
    """What the space glyphs on this region's tracks mean, in words, so a newcomer can read them."""
    shown = {code.split(":")[0] for track in view.tracks for code in track.spaces}
    face = font(BODY)
    x, cy = PAD, top + 12 + STEP / 2
    for code in (c for c in LEGEND if c in shown):
        label = text(f"render.underworld.legend.{code}")
        width = 54 + int(face.getlength(label)) + 26
        if x + width > WIDTH - PAD:
            x, cy = PAD, cy + STEP + 6
        paste(canvas, sp.space(code, 44), (x + 22, cy))
        draw_text(draw, (x + 54, cy), label, face, sp.MUTED, anchor="lm")
        x += width
    return int(cy + STEP / 2 + 12)
