"""The lower panels of the Underworld board: enemy line, open question, seats, piles and legend.

Each ``draw_*`` takes the top y and returns the bottom y, so panels stack whatever their height; it
fills the width of the canvas it is given, so the board can set panels side by side in columns.
Every word is at the legible size (``BODY``) and wraps rather than being cut.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFont

from render import underworld_sprites as sp
from render.common import RGB, Box, Words, draw_text, flow_rows, font, min_size, paste, wrap
from rules.underworld.model import Counter, EnemyView, Item, PendingView, SeatView, UwView

WIDTH = 1000
PAD = 12
"""Margin inside panels and the picture: every px of it is taken from two columns of wrapped words."""
BODY = min_size(WIDTH)
"""Every word is at least this size (px), so it reads on a phone showing the board 400 px wide."""
BIG = min_size(WIDTH, headline=True)
STEP = round(BODY * 1.15)
"""Line spacing of the board's words: as tight as DejaVu allows (its ascent and descent are 1.16 em)
without one line's ink reaching the next's, so the wrapped texts of a busy board take fewer rows."""
ICON = 38
"""Item icons of a price or a gift: as tall as a line of words, so a row of them costs no extra height."""
SEAT_GAP = 6
COLUMN = (WIDTH - SEAT_GAP) // 2
"""Width of one of the board's two columns of panels."""
ITEM_ORDER = (Item.ACROBATICS, Item.BATTLE, Item.CUNNING, Item.VP, Item.TREASURE, Item.ANY)


def draw_wrapped(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, max_width: float,
                 face: ImageFont.FreeTypeFont, fill: RGB, *, box: Box | None = None) -> float:
    """``text`` from its top-left ``xy``, wrapped to ``max_width`` at the board's line spacing (``STEP``
    for body words); returns the y just below the last line."""
    x, y = xy
    step = line_step(face)
    for line in wrap(text, max_width, face):
        draw_text(draw, (x, y), line, face, fill, box=box)
        y += step
    return y


def draw_run_on(draw: ImageDraw.ImageDraw, xy: tuple[float, float], lead: tuple[str, ImageFont.FreeTypeFont, RGB],
                text: str, max_width: float, face: ImageFont.FreeTypeFont, fill: RGB) -> float:
    """A heading (``lead``: words, face, colour) wrapped from ``xy``, then ``text`` going on from where
    the heading's last line ends (a new line only for what does not fit), as a run-in heading does;
    returns the y just below the last line."""
    x, y = xy
    lead_text, lead_face, lead_fill = lead
    lines = wrap(lead_text, max_width, lead_face)
    for line in lines[:-1]:
        draw_text(draw, (x, y), line, lead_face, lead_fill)
        y += STEP
    draw_text(draw, (x, y), lines[-1], lead_face, lead_fill)
    start = lead_face.getlength(lines[-1]) + face.getlength(" ")
    words = text.split(" ")
    taken = 0
    while taken < len(words) and start + face.getlength(" ".join(words[:taken + 1])) <= max_width:
        taken += 1
    if taken:
        draw_text(draw, (x + start, y), " ".join(words[:taken]), face, fill)
    rest = " ".join(words[taken:])
    return draw_wrapped(draw, (x, y + STEP), rest, max_width, face, fill) if rest else y + STEP


def wrapped_height(text: str, max_width: float, face: ImageFont.FreeTypeFont) -> int:
    return len(wrap(text, max_width, face)) * line_step(face)


def line_step(face: ImageFont.FreeTypeFont) -> int:
    return round(face.size * 1.15)


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
    width = canvas.width
    count, limit = len(view.enemy_line), view.enemy_limit
    colour = sp.DANGER if count >= limit - 2 else sp.ACCENT if count >= limit // 2 else sp.TEXT
    title, rows, height = enemy_layout(view, text, width, top)
    draw.rounded_rectangle((0, top, width, top + height), radius=12, fill=sp.PANEL)
    draw_wrapped(draw, (PAD, top + 6), title, width - 2 * PAD, font(BODY, bold=True), colour)
    for i, (enemy, row) in enumerate(zip(view.enemy_line, rows)):
        _enemy_row(canvas, draw, text, enemy, row, first=i == 0)
    return top + height


def enemy_layout(view: UwView, text: Words, width: int, top: float) -> tuple[str, list[tuple[float, int]], int]:
    """The enemy panel's title, each enemy's row (top y and height, next one out first) and the panel's height."""
    title = text("render.underworld.enemies", count=len(view.enemy_line), limit=view.enemy_limit) + " · " + \
        text("render.underworld.enemy_pile", count=view.enemy_pile_size)
    y = top + 6 + wrapped_height(title, width - 2 * PAD, font(BODY, bold=True))
    rows = []
    for i, enemy in enumerate(view.enemy_line):
        row_h = _enemy_row_height(text, enemy, i == 0, width)
        rows.append((y, row_h))
        y += row_h
    return title, rows, int(y + 6 - top)


def _enemy_name(text: Words, enemy: EnemyView, first: bool) -> str:
    name = text.title(f"card.{enemy.kind}")
    return name + " · " + text("render.underworld.enemy_next") if first else name


def _enemy_price_width(text: Words, enemy: EnemyView, first: bool, width: int) -> float:
    """Room for an enemy's price: an icon per item, or one icon per kind and "×n" when the name beside
    the icons would wrap and the short form leaves it more room."""
    icons = min(_items_width(enemy.cost), width / 2)
    face = font(BODY, bold=True)
    short = sum(ICON + 4 + face.getlength(f"×{n}") + 10 for n in enemy.cost.values() if n)
    name_w = font(BODY).getlength(_enemy_name(text, enemy, first))
    return short if short < icons and name_w > width - 2 * PAD - icons - 12 else icons


def _enemy_row_height(text: Words, enemy: EnemyView, first: bool, width: int) -> int:
    room = width - 2 * PAD - _enemy_price_width(text, enemy, first, width) - 12
    return max(ICON + 6, wrapped_height(_enemy_name(text, enemy, first), room, font(BODY)) + 6)


def _enemy_row(canvas: Image.Image, draw: ImageDraw.ImageDraw, text: Words, enemy: EnemyView, row: tuple[float, int], first: bool) -> None:
    """An enemy: its price at the right, its name at the left (the next one out in gold), wrapped if long."""
    top, height = row
    width = canvas.width
    price_w = _enemy_price_width(text, enemy, first, width)
    _items(canvas, draw, enemy.cost, (width - PAD - price_w, top + height / 2), price_w)
    face = font(BODY)
    room = width - 2 * PAD - price_w - 12
    lines = wrapped_height(_enemy_name(text, enemy, first), room, face)
    draw_wrapped(draw, (PAD, top + (height - lines) / 2), _enemy_name(text, enemy, first), room, face,
                 sp.ACCENT if first else sp.TEXT)


# ================================================================ the open question


def draw_pending(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, top: int) -> int:
    """An obstacle's price while the table answers it, and whether enough is in; each seat's gift or
    pass is on its seat card (``draw_seat``).  The question itself is the headline's status line."""
    pending = open_cost(view)
    if pending is None:
        return top
    width = canvas.width
    height = PRICE_TOP + _price_height(text, pending, width) + 8
    draw.rounded_rectangle((2, top, width - 2, top + height), radius=14, fill=sp.PANEL_ACTIVE, outline=sp.ACCENT, width=3)
    _draw_price(canvas, draw, text, pending, top + PRICE_TOP)
    return top + height


PRICE_TOP = 8
"""The price line's top, below the open-question panel's top."""


def open_cost(view: UwView) -> PendingView | None:
    """The price the table is answering, if any."""
    pending = view.pending
    return pending if pending is not None and pending.kind == "cost" and not view.finished else None


PRICE_ROW = ICON + 14
"""A row of the open price: its icons, or the "enough is in" pill under them."""


def _status_pill(text: Words, pending: PendingView) -> str:
    if pending.scope not in ("total", "each"):
        return ""
    return text("render.underworld.ready" if pending.complete else "render.underworld.not_ready")


def price_spans(text: Words, pending: PendingView) -> list[tuple[float, float]]:
    """Where each option of the price line starts and ends (after its label, an "or" between two)."""
    x = PAD + font(BODY, bold=True).getlength(text("render.underworld.price")) + 14
    spans = []
    for j, option in enumerate(pending.costs):
        if j:
            x += font(BODY).getlength(text("render.underworld.price_or")) + 12
        spans.append((x, x + min(_items_width(option), 300)))
        x = spans[-1][1] + 10
    return spans


def _price_end(text: Words, pending: PendingView) -> float:
    """Where the price line ends (its label, each option's icons, the "or" between them)."""
    spans = price_spans(text, pending)
    return spans[-1][1] + 10 if spans else PAD + font(BODY, bold=True).getlength(text("render.underworld.price")) + 14


def _pill_beside(text: Words, pending: PendingView, width: int) -> bool:
    label = _status_pill(text, pending)
    return not label or _price_end(text, pending) + font(BODY, bold=True).getlength(label) + 24 <= width - PAD


def _price_height(text: Words, pending: PendingView, width: int) -> int:
    """The price line, and a second line for the "enough is in" pill when it does not fit beside."""
    return PRICE_ROW * (1 if _pill_beside(text, pending, width) else 2)


def _draw_price(canvas: Image.Image, draw: ImageDraw.ImageDraw, text: Words, pending: PendingView, top: float) -> None:
    width = canvas.width
    cy = top + PRICE_ROW / 2
    label = text("render.underworld.price")
    face = font(BODY, bold=True)
    draw_text(draw, (PAD, cy), label, face, sp.TEXT, anchor="lm")
    for j, (option, (x, _)) in enumerate(zip(pending.costs, price_spans(text, pending))):
        if j:
            word = text("render.underworld.price_or")
            draw_text(draw, (x - font(BODY).getlength(word) - 12, cy), word, font(BODY), sp.MUTED, anchor="lm")
        _items(canvas, draw, option, (x, cy), 300)
    status = _status_pill(text, pending)
    if status:
        pill_y = cy if _pill_beside(text, pending, width) else cy + PRICE_ROW
        pill(draw, (width - PAD - face.getlength(status) - 24, pill_y), status, sp.GOOD if pending.complete else sp.DIM)


def _gift_answer(text: Words, pending: PendingView, seat: SeatView) -> tuple[Mapping[Item, int], str, float]:
    """What a seat gave (icons), or the word for no gift yet; and the width that answer takes."""
    given = pending.given.get(seat.seat, {})
    if given:
        return given, "", min(_items_width(given), 300)
    word = text("render.underworld.passed") if seat.seat in pending.passed else text("render.underworld.given_none")
    return given, word, font(BODY).getlength(word)


def _answer(view: UwView, text: Words, seat: SeatView) -> tuple[Mapping[Item, int], str, float] | None:
    """The seat's answer to the open price, when the table answers together or each its share."""
    pending = open_cost(view)
    if pending is None or pending.scope == "self" or seat.eliminated:
        return None
    return _gift_answer(text, pending, seat)


# ================================================================ seats


SEAT_ICON = 36
HOLDING_ROW = SEAT_ICON + 8
"""A row of a seat card's holdings (icon and count)."""
CARD_PAD = 10
"""Margin inside a seat card."""


def _holding_widths(seat: SeatView) -> list[float]:
    """Width of each holding on a seat card: its icon and its count ("×12")."""
    face = font(BODY, bold=True)
    return [SEAT_ICON + 6 + face.getlength(f"×{n}") for n in (seat.hand_size, seat.vp, seat.treasures, seat.medkits)]


def _seat_lines(view: UwView, text: Words, seat: SeatView, width: int) -> tuple[list[str], str, bool]:
    """The wrapped name, the objects held, and whether the seat's answer to an open price needs a line
    of its own (it goes right of the name's last line when it fits there: a name is never squeezed)."""
    name = text("render.underworld.you", seat=seat.seat) if seat.seat == view.viewer else text.name(seat.seat)
    if seat.eliminated:
        name += " · " + text("render.underworld.eliminated")
    held = ", ".join(text.title(f"card.{obj}") for obj in seat.objects)
    lines = wrap(name, width - 2 * CARD_PAD, font(BODY, bold=True))
    answer = _answer(view, text, seat)
    own_line = answer is not None and font(BODY, bold=True).getlength(lines[-1]) + 8 + answer[2] > width - 2 * CARD_PAD
    return lines, held, own_line


def _seat_columns(seat: SeatView, width: int) -> int:
    """Holdings per line on a seat card: all four when they fit side by side, else two."""
    return 4 if sum(_holding_widths(seat)) + 3 * 12 + 2 * CARD_PAD <= width else 2


def _seat_height(view: UwView, text: Words, seat: SeatView, width: int) -> int:
    name, held, own_line = _seat_lines(view, text, seat, width)
    lines = 4 // _seat_columns(seat, width)
    return 4 + (len(name) + own_line) * STEP + lines * HOLDING_ROW + (wrapped_height(held, width - 2 * CARD_PAD, font(BODY)) if held else 0) + 6


def draw_seat(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, seat: SeatView, top: int) -> int:
    """One seat card, as wide as the canvas."""
    height = _seat_height(view, text, seat, canvas.width)
    _draw_seat(canvas, draw, view, text, seat, (0, top, height))
    return top + height


def _draw_seat(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, seat: SeatView,
               place: tuple[int, int, int]) -> None:
    """One player's card: name, cards in hand and VP, treasures and medkits, and the objects they hold."""
    x, y, height = place
    width = canvas.width
    card = (x, y, x + width, y + height)
    active = seat.seat == view.active_seat and not view.finished
    draw.rounded_rectangle((x + 2, y, x + width - 2, y + height), radius=12, fill=sp.PANEL_ACTIVE if active else sp.PANEL,
                           outline=sp.ACCENT if active else None, width=4)
    name, held, own_line = _seat_lines(view, text, seat, width)
    line_y = y + 4
    for line in name:
        draw_text(draw, (x + CARD_PAD, line_y), line, font(BODY, bold=True), sp.DANGER if seat.eliminated else sp.TEXT, box=card)
        line_y += STEP
    answer = _answer(view, text, seat)
    if answer is not None:  # the gift (icons), "passed" or "nothing yet", at the right of the name or under it
        given, word, answer_w = answer
        answer_y = line_y + STEP / 2 if own_line else line_y - STEP / 2
        if given:
            _items(canvas, draw, given, (x + width - CARD_PAD - answer_w, answer_y), answer_w)
        else:
            draw_text(draw, (x + width - CARD_PAD, answer_y), word, font(BODY), sp.MUTED, anchor="rm", box=card)
        line_y += STEP if own_line else 0
    number = font(BODY, bold=True)
    cells = ((sp.card_back(26, 36), seat.hand_size), (sp.item(Item.VP, SEAT_ICON), seat.vp),
             (sp.item(Item.TREASURE, SEAT_ICON), seat.treasures), (sp.medkit(SEAT_ICON), seat.medkits))
    per_line = _seat_columns(seat, width)
    widths = _holding_widths(seat)
    spare = (width - 2 * CARD_PAD - sum(widths)) / 3 if per_line == 4 else 0.0  # four in a row share the room left
    step = (width - 2 * CARD_PAD) / per_line
    for i, (sprite, value) in enumerate(cells):
        cx = x + CARD_PAD + (sum(widths[:i]) + i * spare if per_line == 4 else (i % per_line) * step)
        cy = line_y + (i // per_line) * HOLDING_ROW + HOLDING_ROW / 2
        paste(canvas, sprite, (cx + SEAT_ICON / 2, cy))
        draw_text(draw, (cx + SEAT_ICON + 6, cy), f"×{value}", number, sp.TEXT, anchor="lm", box=card)
    if held:
        held_y = line_y + (4 // per_line) * HOLDING_ROW
        draw_wrapped(draw, (x + CARD_PAD, held_y), held, width - 2 * CARD_PAD, font(BODY), sp.ACCENT, box=card)


# ================================================================ piles, supply, legend


def draw_piles(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, top: int) -> int:
    """Draw pile and discards, the counters left in the supply, and a card shown to everybody: each
    group a caption then its icons, flowed onto as many lines as the width needs."""
    width = canvas.width
    caption = font(BODY, bold=True)
    entries, height = pile_layout(view, text, width, top)
    draw.rounded_rectangle((0, top, width, top + height), radius=12, fill=sp.PANEL)
    for entry in entries:
        x, cy = entry.x, entry.cy
        if entry.caption:
            draw_text(draw, (x, cy), entry.caption, caption, sp.MUTED, anchor="lm")
            x += caption.getlength(entry.caption) + 10
        paste(canvas, entry.sprite, (x + SEAT_ICON / 2, cy))
        if entry.label:
            draw_text(draw, (x + SEAT_ICON + 6, cy), entry.label, caption, sp.TEXT, anchor="lm")
    return top + height


@dataclass(frozen=True)
class PileEntry:
    """One icon of the piles panel, with the caption of its group before it (the first of a group):
    where it starts, its centre line and where it ends."""

    caption: str
    sprite: Image.Image
    label: str
    x: float
    cy: float
    right: float


PILE_LINE = SEAT_ICON + 8


def pile_layout(view: UwView, text: Words, width: int, top: float) -> tuple[list[PileEntry], int]:
    """The piles panel's entries (the draw pile first) placed on their lines, and the panel's height."""
    caption = font(BODY, bold=True)
    groups: list[tuple[str, list[tuple[Image.Image, str]]]] = [
        (text("render.underworld.draw_pile"), [(sp.card_back(28, 40), f"×{view.draw_size}")]),
        (text("render.underworld.discard_pile"), [(sp.card_back(28, 40), f"×{view.discard_size}")]),
        (text("render.underworld.supply"), [(sp.item(Item.VP, SEAT_ICON), f"×{view.supply.get(Counter.VP, 0)}"),
                                            (sp.item(Item.TREASURE, SEAT_ICON), f"×{view.supply.get(Counter.TREASURE, 0)}"),
                                            (sp.medkit(SEAT_ICON), f"×{view.supply.get(Counter.MEDKIT, 0)}")]),
    ]
    if view.revealed is not None:
        groups.append((text("render.underworld.revealed"), [(sp.card_face(view.revealed, 36), "")]))
    entries = [(caption_text if i == 0 else "", sprite, label) for caption_text, cells in groups for i, (sprite, label) in enumerate(cells)]

    def entry_width(entry: tuple[str, Image.Image, str]) -> float:
        lead = caption.getlength(entry[0]) + 26 if entry[0] else 0  # a caption, its gap, the gap before it
        return lead + SEAT_ICON + 6 + caption.getlength(entry[2]) + 12

    placed: list[PileEntry] = []
    line, flowed, x = 0, float(PAD), float(PAD)  # flowed: where the line breaks are judged from
    for entry in entries:
        if flowed > PAD and flowed + entry_width(entry) - 12 > width - PAD:
            line, flowed, x = line + 1, float(PAD), float(PAD)
        flowed += entry_width(entry)
        words, sprite, label = entry
        start = x + (16 if words and x > PAD else 0)
        right = start + (caption.getlength(words) + 10 if words else 0) + SEAT_ICON + 6 + caption.getlength(label)
        placed.append(PileEntry(words, sprite, label, start, top + 5 + line * PILE_LINE + PILE_LINE / 2, right))
        x = right + 12
    return placed, 10 + (line + 1) * PILE_LINE


LEGEND = ("vp", "tre", "med", "card", "die", "adr", "rel", "obj", "jormungandr")


def legend_items(view: UwView, text: Words) -> list[tuple[Image.Image, str]]:
    """What the space glyphs on this region's tracks (and the exit badge) mean, in words."""
    shown = {code.split(":")[0] for track in view.tracks for code in track.spaces}
    items = [(sp.space(code, 44), text(f"render.underworld.legend.{code}")) for code in LEGEND if code in shown]
    if has_exit(view):
        items.append((sp.exit_badge(44), text("render.underworld.legend.exit")))
    return items


def has_exit(view: UwView) -> bool:
    """Whether this region is left by its last acrobatics space (every region but the last)."""
    return not view.finished and view.region_index < len(view.regions) - 1


def legend_width(item: tuple[Image.Image, str]) -> float:
    """What one legend entry takes in its row: glyph, words and the gap after them."""
    return 54 + int(font(BODY).getlength(item[1])) + 26


def _legend_rows(items: list[tuple[Image.Image, str]], width: int) -> list[list[tuple[Image.Image, str]]]:
    return flow_rows(items, legend_width, PAD, width - PAD + 26)


def legend_height(rows: int) -> int:
    """The height :func:`draw_legend` takes for ``rows`` rows of entries."""
    return rows * (STEP + 4) - 4 + 16 if rows else 0


def draw_legend(canvas: Image.Image, draw: ImageDraw.ImageDraw, items: list[tuple[Image.Image, str]], top: int) -> int:
    """What the space glyphs mean (``items`` of :func:`legend_items`), in words, so a newcomer can read
    them; flowed to the canvas width."""
    face = font(BODY)
    for r, row in enumerate(_legend_rows(items, canvas.width)):
        x, cy = PAD, top + 8 + STEP / 2 + r * (STEP + 4)
        for sprite, label in row:
            paste(canvas, sprite, (x + 22, cy))
            draw_text(draw, (x + 54, cy), label, face, sp.MUTED, anchor="lm")
            x += 54 + int(face.getlength(label)) + 26
    return top + legend_height(len(_legend_rows(items, canvas.width)))
