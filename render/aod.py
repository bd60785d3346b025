"""Pictures of The Angel of Darkness, drawn from views only: the board here, the hand in ``aod_hand``.

The board is portrait-shaped for phones: a status header, the 5×5 museum with its entrance tile in the
ring around it (the last move marked on it), one card per seat under its side's name (cards in hand,
rooms found, what they carry, score), then the piles.  Every word comes from the catalog (``render.*`` keys, plus the shared ``character.*`` and
``card.*`` names); everything else is drawn shapes and digits.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Literal, NamedTuple

from PIL import Image, ImageDraw

from render import GameRenderer, Spot
from render import aod_sprites as sp
from render.aod_hand import HandLayout, hand_image, hand_layout, require_view
from render.common import (
    RGB,
    flow_rows,
    LastMove,
    Line,
    Sized,
    Words,
    alt_join,
    cell_of,
    draw_text,
    encode_png,
    font,
    flowed_header,
    header_height,
    min_size,
    paste,
    result_lines,
    spot_over,
    stacked,
    text_width,
    walked,
    wrap,
)
from render.palettes import palette
from rules.aod.model import (
    AodAction,
    AodView,
    CardType,
    Claim,
    Ditch,
    Drop,
    HandOver,
    OpenTile,
    Orient,
    PlaceStart,
    PlayEnergy,
    Reload,
    RotateTile,
    Shoot,
    Step,
    TakeOver,
    CellView,
    CounterKind,
    Direction,
    FigureView,
    ObjectView,
    Pos,
    SeatPublic,
    Side,
    Symbol,
)
from rules.aod.board import DELTA, cell_label, neighbour, start_position
from rules.core import Event, Result

WIDTH = 1000
BODY = min_size(WIDTH)
"""Every word is at least this size (px), so it reads on a phone showing the board 400 px wide."""
BIG = min_size(WIDTH, headline=True)
PAD = 26
RING = 80  # depth of the band around the museum where the entrance tile and coordinates go
CELL = 128
GAP = 3
LABEL_BAND = BODY + 8  # room beyond the ring for the entrance tile's label
GRID_X = (WIDTH - 5 * CELL) // 2
GRID_Y = LABEL_BAND + RING
BOARD_BOTTOM = 2 * (LABEL_BAND + RING) + 5 * CELL
SEAT_GAP = 8
SEAT_W = WIDTH - 2 * SEAT_GAP
COUNTER = 66  # a counter whose value is still readable at 400 px
RAID_BADGE = 38
STRUCK = 42  # an unscored counter: its shape only, its value no longer counts
PILES_H = BODY + 118

Box = tuple[float, float, float, float]


# ================================================================ public API


def render_board(
    view: AodView,
    *,
    names: Mapping[int, str],
    lang: str = "en",
    highlight: LastMove | None = None,
    result: Result | None = None,
) -> bytes:
    """PNG of the board as ``view`` shows it (public or one seat's; a hand is never drawn here).

    ``highlight`` marks the latest moves (see :func:`last_move`): the figure's path and the tiles
    opened or turned are outlined; while a just-opened tile awaits its orientation, that tile is too.
    """
    return encode_png(board_image(view, names=names, lang=lang, highlight=highlight, result=result), palette("aod"))


def last_move(events: Sequence[Event]) -> LastMove:
    """What the board marks of these public events (the latest actions, oldest first): the steps of the
    figure that moved last, and every tile placed, opened or turned."""
    steps: list[tuple[int, tuple[Pos, Pos]]] = []
    touched: list[Pos] = []
    for event in events:
        cell = cell_of(event.params.get("pos"))
        if cell is None:
            continue
        if event.kind == "moved":
            back = DELTA[Direction(event.params["direction"])]
            steps.append((int(event.params["seat"]), ((cell[0] - back[0], cell[1] - back[1]), cell)))
        elif event.kind in TILE_EVENTS and cell not in touched:
            touched.append(cell)
    mover = steps[-1][0] if steps else None
    return LastMove(path=walked([step for seat, step in steps if seat == mover]), touched=tuple(touched), mover=mover)


TILE_EVENTS = frozenset({"start_placed", "opened", "oriented", "rotated"})


def render_hand(view: AodView, *, lang: str = "en") -> bytes:
    """PNG of the viewer's own hand, one row per card type; raises on a public view (no hand)."""
    return encode_png(hand_image(view, lang=lang), palette("aod"))


def board_image(view: AodView, *, names: Mapping[int, str], lang: str = "en", highlight: LastMove | None = None,
                result: Result | None = None) -> Image.Image:
    require_view(view)
    text = Words.for_seats(lang, names, len(view.seats))
    layout = board_layout(view, text, result)
    legend = _legend_items(view, text)
    height = layout.piles_y if view.finished else layout.piles_y + PILES_H + _legend_height(legend)  # piles mean nothing once over
    canvas = Image.new("RGB", (WIDTH, height), sp.BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    _draw_seats(canvas, draw, view, text, layout, result)
    _draw_out(canvas, draw, layout.out, layout.out_y)
    if not view.finished:
        _draw_piles(canvas, draw, view, layout)
        _draw_legend(canvas, draw, legend, layout.piles_y + PILES_H)
    return stacked(flowed_header(WIDTH, layout.lines, sp.PANEL, PAD)[0], _museum_image(view, text, highlight, layout.crop), canvas)


@dataclass(frozen=True)
class BoardLayout:
    """Where :func:`board_image` puts the parts of the board, measured without painting: the drawing and the
    tap spots read this one layout, so a spot always covers what it names.  The picture is three bands one
    above the other: the header, the museum (cropped from its full drawing) and the body (seats, piles)."""

    lines: list[Line]
    header: int
    """The header band's height."""
    crop: tuple[int, int]
    """The rows of the museum's full drawing kept in the picture, top and bottom."""
    seat_cards: dict[int, Box]
    """Each seat's card, on the body band."""
    out: list[OutGroup]
    out_y: int
    piles_y: int
    piles: list[tuple[str, RGB, float]]
    """The piles' columns: caption, its colour, left edge."""
    result: Result | None

    @property
    def museum_dy(self) -> int:
        """Add to a y of the museum's full drawing to find it on the picture."""
        return self.header - self.crop[0]

    @property
    def body_dy(self) -> int:
        """Add to a y of the body band to find it on the picture."""
        return self.header + self.crop[1] - self.crop[0]


def board_layout(view: AodView, text: Words, result: Result | None) -> BoardLayout:
    lines = _header_lines(view, text, result)
    out = _out_groups(view, text)
    cards = _seat_cards(view, text, SEAT_GAP, result)
    out_y = round(max(card[3] for card in cards.values())) + SEAT_GAP  # the gap under the last row of seat cards
    return BoardLayout(lines, header_height(WIDTH, lines, PAD), _museum_crop(view), cards, out, out_y,
                       out_y + _out_height(out), _pile_columns(view, text), result)


def _museum_image(view: AodView, text: Words, highlight: LastMove | None, crop: tuple[int, int]) -> Image.Image:
    museum = Image.new("RGB", (WIDTH, BOARD_BOTTOM), sp.BACKGROUND)
    _draw_museum(museum, ImageDraw.Draw(museum), view, text, highlight)
    return museum.crop((0, crop[0], WIDTH, crop[1]))


def _museum_crop(view: AodView) -> tuple[int, int]:
    """The museum and its ring, without the label band on a side where the entrance is not, and
    without the bottom ring (its column letters repeat the top ones) unless the entrance needs it."""
    top = 0 if view.start is not None and view.start[0] < 0 else GRID_Y - _top_ring(view)
    bottom = BOARD_BOTTOM if view.start is not None and view.start[0] > 4 else BOARD_BOTTOM - LABEL_BAND
    if not _bottom_ring(view):
        bottom = GRID_Y + 5 * CELL + PAD // 2
    return top, bottom


def _top_ring(view: AodView) -> int:
    """How deep the ring over the museum is: all of it for an entrance there or while the entrance is
    being placed, else only as deep as its column letters."""
    placing = view.pending is not None and view.pending.kind == "place_start"
    return RING if placing or (view.start is not None and view.start[0] < 0) else BODY + 14


def _bottom_ring(view: AodView) -> bool:
    """Whether the ring under the museum is drawn: for an entrance on the bottom side or while the
    entrance is being placed.  An entrance on top hides its column's letter, which its label says."""
    placing = view.pending is not None and view.pending.kind == "place_start"
    return placing or (view.start is not None and view.start[0] == 5)


# ================================================================ header


def _header_lines(view: AodView, text: Words, result: Result | None) -> list[Line]:
    """Turn and whose move, then the budget, and on the last board the outcome (the teams' points head
    their seat columns)."""
    turn = text("render.turn", turn=view.turn)
    if not view.finished and view.active_seat is not None and view.pending is None:
        turn += " · " + text("render.actions_left", count=view.actions_left)
        if view.energy_left:
            turn += " · " + text("render.energy_left", count=view.energy_left)
    lines = [Line(turn, sp.ACCENT)]
    status = _status_line(view, text)
    if status:
        lines.append(Line(status, sp.TEXT))
    if result is not None:
        lines.extend(Line(words, sp.TEXT) for words in result_lines(text, result))
    if _raid_is_news(view):
        lines.append(Line(_raid_words(text, view), sp.TEXT, headline=False))
    if view.falling_next:
        lines.append(Line(_falling_words(view, text), sp.HAZARD, headline=False))
    return lines


def _falling_words(view: AodView, text: Words) -> str:
    """How many tiles fall next (striped on the board) and after whose turn (AOD-COL-1)."""
    if view.falls_this_turn:
        return text("render.aod.falls_this_turn", count=len(view.falling_next))
    return text("render.aod.falls_next_turn", count=len(view.falling_next), seat=view.falls_after)


def _raid_is_news(view: AodView) -> bool:
    """A raid in this turn or the one before (a hunted player's turn ends at once) makes the header."""
    return view.last_raid is not None and view.turn - view.last_raid.turn <= 1 and not view.finished


def _raid_words(text: Words, view: AodView) -> str:
    assert view.last_raid is not None
    return text("render.aod.raid", pos=view.last_raid.pos, police=view.last_raid.police.value)


def _status_line(view: AodView, text: Words) -> str:
    """The one sentence a player looks for first: who must do what now."""
    if view.finished:
        return text("render.finished")
    if view.pending is not None:
        key = f"render.pending.{view.pending.kind}"
        return text(key, seat=view.pending.seat, count=view.pending.count, pos=view.pending.pos)
    if view.active_seat is not None:
        return text("render.to_play", seat=view.active_seat)
    return ""


# ================================================================ museum


def _cell_box(pos: Pos) -> Box:
    """Pixel box of a museum cell, or of the entrance slot in the ring when ``pos`` is outside."""
    row, col = pos
    x0 = GRID_X + min(max(col, 0), 4) * CELL
    y0 = GRID_Y + min(max(row, 0), 4) * CELL
    x1, y1 = x0 + CELL, y0 + CELL
    if row < 0:
        y0, y1 = GRID_Y - RING, GRID_Y
    elif row > 4:
        y0, y1 = GRID_Y + 5 * CELL, GRID_Y + 5 * CELL + RING
    if col < 0:
        x0, x1 = GRID_X - RING, GRID_X
    elif col > 4:
        x0, x1 = GRID_X + 5 * CELL, GRID_X + 5 * CELL + RING
    return (x0 + GAP, y0 + GAP, x1 - GAP, y1 - GAP)


def _entrance_facing(pos: Pos) -> Direction:
    row, col = pos
    if row < 0:
        return Direction.S
    if row > 4:
        return Direction.N
    return Direction.E if col < 0 else Direction.W


def _draw_museum(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: AodView, text: Words, highlight: LastMove | None) -> None:
    marks = highlight or LastMove()
    if view.pending is not None and view.pending.kind == "place_start":
        _draw_entrance_slots(draw)
    elif view.pending is not None and view.pending.kind == "orient" and view.pending.pos is not None:
        marks = LastMove(marks.path, (*marks.touched, view.pending.pos))  # the tile waiting for its orientation
    _draw_coordinates(draw, view.start, _top_ring(view), _bottom_ring(view))
    for cell in view.cells:
        _draw_cell(canvas, draw, cell)
    for pos in view.falling_next:
        box = _cell_box(pos)
        canvas.paste(sp.falling_frame(round(box[2] - box[0])), (round(box[0]), round(box[1])), sp.falling_frame(round(box[2] - box[0])))
    raid = _raid_cell(view)
    if raid is not None:
        box = _cell_box(raid)
        paste(canvas, sp.police_badge(RAID_BADGE), (box[2] - RAID_BADGE / 2 - 3, box[3] - RAID_BADGE / 2 - 3))
    if view.start is not None:
        _draw_start(canvas, draw, view.start, text)
    if view.bomb_pos is not None and not view.bomb_exploded:
        box = _cell_box(view.bomb_pos)
        paste(canvas, sp.bomb(36), ((box[0] + box[2]) / 2, box[1] + 21))
    _draw_path(draw, marks.path)
    _draw_cell_contents(canvas, draw, view, marks.mover if marks.path else None)
    for pos in {*marks.touched, *marks.path[-1:]}:
        draw.rounded_rectangle(_cell_box(pos), radius=10, outline=sp.ACCENT, width=6)


def _draw_path(draw: ImageDraw.ImageDraw, path: Sequence[Pos]) -> None:
    """The way the last figure went, under the figures: a line from a dot where it started through the
    middle of every cell it crossed (its last cell is outlined)."""
    if len(path) < 2:
        return
    centres = [((box[0] + box[2]) / 2, (box[1] + box[3]) / 2) for box in map(_cell_box, path)]
    for colour, width in ((sp.OUTLINE, 14), (sp.ACCENT, 8)):
        draw.line(centres, fill=colour, width=width, joint="curve")
    x, y = centres[0]
    draw.ellipse((x - 11, y - 11, x + 11, y + 11), fill=sp.ACCENT, outline=sp.OUTLINE, width=3)


def _raid_cell(view: AodView) -> Pos | None:
    """The cell of the last police raid while its tile still stands."""
    if view.last_raid is None:
        return None
    standing = {c.pos for c in view.cells if c.state != "removed"}
    return view.last_raid.pos if view.last_raid.pos in standing else None


def _draw_entrance_slots(draw: ImageDraw.ImageDraw) -> None:
    """Before the entrance is placed: outline the 20 places around the museum where it may go."""
    for i in range(5):
        for slot in ((-1, i), (5, i), (i, -1), (i, 5)):
            draw.rounded_rectangle(_cell_box(slot), radius=10, outline=sp.START_FLOOR, width=3)


def _draw_coordinates(draw: ImageDraw.ImageDraw, start: Pos | None, top: int, bottom: bool) -> None:
    """Column letters on top (in the ``top`` px over the museum, and under it when that ring is drawn),
    row numbers on both sides, except where the entrance tile sits."""
    face = font(BODY, bold=True)
    for i in range(5):
        centre = GRID_X + i * CELL + CELL / 2, GRID_Y + i * CELL + CELL / 2
        letter, number = chr(ord("A") + i), str(i + 1)
        for slot, xy, label in (
            ((-1, i), (centre[0], GRID_Y - top / 2), letter),
            ((5, i), (centre[0], GRID_Y + 5 * CELL + RING / 2), letter),
            ((i, -1), (GRID_X - RING / 2, centre[1]), number),
            ((i, 5), (GRID_X + 5 * CELL + RING / 2, centre[1]), number),
        ):
            if slot != start and (bottom or slot[0] != 5):
                draw_text(draw, xy, label, face, sp.MUTED, anchor="mm")


def _draw_cell(canvas: Image.Image, draw: ImageDraw.ImageDraw, cell: CellView) -> None:
    box = _cell_box(cell.pos)
    size = round(box[2] - box[0])
    if cell.state == "hidden":
        canvas.paste(sp.hidden_tile(size), (round(box[0]), round(box[1])))
    elif cell.state == "removed":
        canvas.paste(sp.removed_tile(size, *cell.pos), (round(box[0]), round(box[1])))
        return
    else:
        canvas.paste(sp.open_tile(size, cell.open_edges, cell.symbol is Symbol.TORCH), (round(box[0]), round(box[1])))
        if cell.symbol is not Symbol.NONE:
            paste(canvas, sp.symbol_badge(cell.symbol, 38), (box[2] - 22, box[1] + 22))


def _draw_start(canvas: Image.Image, draw: ImageDraw.ImageDraw, start: Pos, text: Words) -> None:
    """The entrance tile, labelled just outside its far side so figures on it hide nothing."""
    box = _cell_box(start)
    w, h = round(box[2] - box[0]), round(box[3] - box[1])
    facing = _entrance_facing(start)
    canvas.paste(sp.start_tile(w, h, facing), (round(box[0]), round(box[1])))
    cx = (box[0] + box[2]) / 2
    xy, anchor = ((cx, box[3] + 4), "ma") if facing is Direction.N else ((cx, box[1] - 4), "md")
    label = text("render.start")
    if start[0] < 0:  # the tile covers this column's letter, and there is no ring below to repeat it
        label += " " + chr(ord("A") + start[1])
    draw_text(draw, xy, label, font(BODY, bold=True), sp.ACCENT, anchor=anchor)


def _draw_cell_contents(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: AodView, mover: object) -> None:
    """Per cell: lying counters down the left edge, figures in the space left over (the seat ``mover``'s
    figure ringed: it made the last move).

    The top band stays clear when the tile shows a symbol or the bomb, so no glyph is ever hidden.
    """
    carried = {o.seat: o for o in view.objects if o.where == "carried" and o.seat is not None}
    for things in _cell_things(view):
        for obj, centre in things.counters:
            paste(canvas, sp.counter(obj.kind, obj.points, COUNTER), centre)
        if things.counted:
            centre = _counter_slots(things.box, 2)[1]
            draw_text(draw, (centre[0], centre[1] + 6), f"+{len(things.counted)}", font(BODY, bold=True), sp.TEXT, "mm",
                      sp.OUTLINE, box=things.box)
        for fig, centre in things.figures:
            if fig.seat == mover:
                r = things.radius + 6
                draw.ellipse((centre[0] - r, centre[1] - r, centre[0] + r, centre[1] + r), fill=sp.ACCENT, outline=sp.OUTLINE, width=2)
            paste(canvas, sp.figure(fig.character, things.radius, _pose(fig), BODY), centre)
            load = carried.get(fig.seat)
            if load is not None:  # its points are on the seat card; here the shape says what is carried
                badge, badge_centre = _carried_badge(centre, things.radius)
                paste(canvas, sp.counter(load.kind, None, badge), badge_centre)


def _pose(fig: FigureView) -> sp.Pose:
    return "knocked_out" if fig.knocked_out else "up"


def _carried_badge(centre: tuple[float, float], radius: int) -> tuple[int, tuple[float, float]]:
    """The carried counter's shape on its carrier's figure: size and centre."""
    return max(22, round(radius * 0.8)), (centre[0] + radius * 0.8, centre[1] + radius * 0.7)


@dataclass(frozen=True)
class CellThings:
    """What lies and stands on one museum cell, and where (in the museum's full drawing)."""

    box: Box
    counters: list[tuple[ObjectView, tuple[float, float]]]
    """The counters drawn, down the cell's left edge, with their centres."""
    counted: list[ObjectView]
    """Counters not drawn (a third or more), counted by a "+N" where a second one would lie."""
    figures: list[tuple[FigureView, tuple[float, float]]]
    radius: int


def _cell_things(view: AodView) -> list[CellThings]:
    """Per cell: lying counters down the left edge, figures in the space left over.

    The top band stays clear when the tile shows a symbol or the bomb, so no glyph is ever hidden.
    """
    marked = {c.pos for c in view.cells if c.state == "open" and c.symbol is not Symbol.NONE}
    if view.bomb_pos is not None and not view.bomb_exploded:
        marked.add(view.bomb_pos)
    standing: dict[Pos, list[FigureView]] = {}
    for fig in view.figures:
        if fig.pos is not None and not fig.lost:
            standing.setdefault(fig.pos, []).append(fig)
    lying: dict[Pos, list[ObjectView]] = {}
    for obj in view.objects:
        if obj.where == "cell" and obj.pos is not None:
            lying.setdefault(obj.pos, []).append(obj)
    placed = []
    for pos in sorted(set(standing) | set(lying)):
        box = _cell_box(pos)
        area = [box[0] + 4, box[1] + 4, box[2] - 4, box[3] - 4]
        objects = lying.get(pos, [])
        if objects:
            area[0] = box[0] + COUNTER + 6
        if pos in marked:
            area[1] = box[1] + 42
        if pos == _raid_cell(view):
            area[3] = box[3] - RAID_BADGE - 4
        figures = standing.get(pos, [])
        radius, centres = _figure_slots((area[0], area[1], area[2], area[3]), len(figures)) if figures else (0, [])
        shown = objects if len(objects) <= 2 else objects[:1]
        placed.append(CellThings(box, list(zip(shown, _counter_slots(box, len(shown)))), objects[len(shown):],
                                 list(zip(figures, centres)), radius))
    return placed


def _counter_slots(box: Box, count: int) -> list[tuple[float, float]]:
    """Counters lying on a cell, down its left edge, big enough to read their points; two at most
    are drawn, and a third or more is counted ("+2") so nothing is silently dropped."""
    second = box[3] - 3 - COUNTER / 2  # the second overlaps only the first one's bottom edge, below its value
    x = box[0] + 3 + COUNTER / 2
    return [(x, second if i else box[1] + 3 + COUNTER / 2) for i in range(count)]


def _figure_slots(box: Box, count: int) -> tuple[int, list[tuple[float, float]]]:
    """Radius and centres for ``count`` figures sharing ``box``, as large as the space allows.

    One sits in the middle; two go side by side, stacked or diagonal, whichever fits larger discs;
    three or four share a 2×2 grid.
    """
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    cx, cy = x0 + w / 2, y0 + h / 2
    if count == 1:
        return int(min(38, min(w, h) / 2 - 2)), [(cx, cy)]
    if count == 2:
        options = [
            (min(w / 4, h / 2) - 2, [(x0 + w / 4, cy), (x1 - w / 4, cy)]),
            (min(w / 2, h / 4) - 2, [(cx, y0 + h / 4), (cx, y1 - h / 4)]),
            (min(0.3 * min(w, h), 0.2 * (w * w + h * h) ** 0.5) - 2,
             [(x0 + 0.3 * w, y0 + 0.3 * h), (x1 - 0.3 * w, y1 - 0.3 * h)]),
        ]
        radius, centres = max(options, key=lambda option: option[0])
        return int(min(38, radius)), centres
    radius = int(min(38, min(w, h) / 4 - 2))
    centres = [(x0 + w / 4 + (i % 2) * w / 2, y0 + h / 4 + (i // 2) * h / 2) for i in range(count)]
    if count == 3:
        centres[2] = (cx, centres[2][1])
    return radius, centres


# ================================================================ seats


def _seat_name(view: AodView, text: Words, seat: SeatPublic) -> str:
    return text("render.you", seat=seat.seat) if seat.seat == view.viewer else text.name(seat.seat)


NAME_X = 90
CARD_W = (SEAT_W - SEAT_GAP) // 2
"""Seat cards go two to a row: a row each would leave most of its width empty and double their height."""


class Holding(NamedTuple):
    """One thing on a seat card's bottom row: its sprite, the count beside it, and whether it is the carried counter."""

    sprite: Sized
    label: str
    load: bool = False


def _seat_items(view: AodView, seat: SeatPublic, load: ObjectView | None) -> list[Holding]:
    """The bottom of a seat card: cards in hand, rooms found, the carried counter, the bomb."""
    items = [Holding(Sized(40, 58, partial(sp.card_back, 40, 58)), f"×{seat.hand_size}"),
             Holding(Sized(48, 48, partial(sp.symbol_badge, Symbol.TORCH, 48)), f"×{len(seat.discoveries)}")]
    if load is not None:
        items.append(Holding(Sized(COUNTER, COUNTER, partial(sp.counter, load.kind, load.points, COUNTER)), "", load=True))
    if view.bomb_holder == seat.seat:
        items.append(Holding(Sized(52, 52, partial(sp.bomb, 52)), ""))
    return items


def _seat_lines(view: AodView, text: Words, seat: SeatPublic, fig: FigureView | None,
                result: Result | None) -> tuple[list[str], str, str]:
    """The wrapped name, the character and the status word (winner, lost, knocked out)."""
    name = wrap(_seat_name(view, text, seat), CARD_W - NAME_X - 16, font(BODY, bold=True))
    if result is not None:
        status = text("render.winner") if seat.seat in result.winners else ""
    else:
        status = _seat_status(text, seat, fig)
    return name, text(f"character.{seat.character.value}"), status


def _status_place(name: Sequence[str], character: str, status: str) -> str:
    """Where a seat card's status pill goes: after a one-line name if it fits ("name"), else after the
    character's name ("beside"), else on a line of its own ("own")."""
    pill_w = font(BODY, bold=True).getlength(status) + 24
    if len(name) == 1 and text_width(name[0], font(BODY, bold=True)) + 12 + pill_w <= CARD_W - NAME_X - 16:
        return "name"
    return "beside" if font(BODY).getlength(character) + 20 + pill_w <= CARD_W - NAME_X - 16 else "own"


def _seat_height(view: AodView, text: Words, seat: SeatPublic, fig: FigureView | None, result: Result | None) -> int:
    """A seat card grows with its name: a long name wraps instead of being cut."""
    name, character, status = _seat_lines(view, text, seat, fig, result)
    own_line = bool(status) and _status_place(name, character, status) == "own"
    return 8 + (len(name) + 1 + (1 if own_line else 0)) * round(BODY * 1.22) + _items_height(view, seat) + 8


def _items_height(view: AodView, seat: SeatPublic) -> int:
    """The row of a seat card's holdings: as tall as its tallest sprite (a carried counter is the tallest)."""
    carried = {o.seat: o for o in view.objects if o.where == "carried"}
    return max(holding.sprite.height for holding in _seat_items(view, seat, carried.get(seat.seat))) + 6


SIDES = (Side.GOOD, Side.BAD)
"""The seat columns, left to right, each under its side's name."""
SIDE_BAND = BODY + 14


def _seat_rows(view: AodView) -> list[list[SeatPublic | None]]:
    """The good side's seats on the left, the bad side's on the right, each in turn order, a row
    pairing them (a side with fewer seats leaves its place empty)."""
    by_id = {seat.seat: seat for seat in view.seats}
    ordered = [by_id[seat_id] for seat_id in list(view.order) or list(by_id)]
    columns = [[seat for seat in ordered if seat.side is side] for side in SIDES]
    return [[column[i] if i < len(column) else None for column in columns] for i in range(max(map(len, columns)))]


def _row_height(view: AodView, text: Words, row: Sequence[SeatPublic | None], result: Result | None) -> int:
    figures = {f.seat: f for f in view.figures}
    return max(_seat_height(view, text, seat, figures.get(seat.seat), result) for seat in row if seat is not None)


def _side_caption(view: AodView, text: Words, side: Side) -> str:
    """A seat column's caption: its side, with the team's points when the sides pool them (four players)."""
    if side.value in _team_units(view):
        return text.title("render.team_score", side=side.value, points=view.team_scores[side.value])
    return text.title(f"side.{side.value}")


def _seat_cards(view: AodView, text: Words, top: int, result: Result | None) -> dict[int, Box]:
    """Each seat's card under the sides' names from ``top``: a row each pair, as tall as its taller card."""
    cards: dict[int, Box] = {}
    y = top + SIDE_BAND
    for row in _seat_rows(view):
        height = _row_height(view, text, row, result)
        for k, seat in enumerate(row):
            if seat is not None:
                x = SEAT_GAP + k * (CARD_W + SEAT_GAP)
                cards[seat.seat] = (x, y, x + CARD_W, y + height)
        y += height + SEAT_GAP
    return cards


def _draw_seats(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: AodView, text: Words, layout: BoardLayout,
                result: Result | None) -> None:
    """Under each side's name (so everyone sees who plays with whom), its seats' cards."""
    top = SEAT_GAP
    figures = {f.seat: f for f in view.figures}
    for k, side in enumerate(SIDES):
        left = SEAT_GAP + k * (CARD_W + SEAT_GAP)
        draw_text(draw, (left + 16, top + SIDE_BAND / 2), _side_caption(view, text, side), font(BODY, bold=True),
                  sp.SIDE_COLOURS[side], anchor="lm", box=(left, top, left + CARD_W, top + SIDE_BAND))
    for seat in view.seats:
        if seat.seat in layout.seat_cards:
            _draw_seat(canvas, draw, view, text, seat, figures.get(seat.seat), layout.seat_cards[seat.seat], result)


def _draw_seat(
    canvas: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: AodView,
    text: Words,
    seat: SeatPublic,
    fig: FigureView | None,
    card: Box,
    result: Result | None,
) -> None:
    """One player's card: figure, name, character and status; under them the cards held, rooms found,
    the load and the bomb, and the score at the right."""
    x, y = card[0], card[1]
    active = seat.seat == view.active_seat and not view.finished
    draw.rounded_rectangle(card, radius=12, fill=sp.PANEL_ACTIVE if active else sp.PANEL,
                           outline=sp.ACCENT if active else None, width=4)
    pose: sp.Pose = "lost" if fig is not None and fig.lost else "knocked_out" if fig is not None and fig.knocked_out else "up"
    paste(canvas, sp.figure(seat.character, 36, pose, BODY), (x + 46, y + 48))
    name, character, status = _seat_lines(view, text, seat, fig, result)
    step = round(BODY * 1.22)
    line_y = y + 8
    for line in name:
        draw_text(draw, (x + NAME_X, line_y), line, font(BODY, bold=True), sp.TEXT, box=card)
        line_y += step
    draw_text(draw, (x + NAME_X, line_y), character, font(BODY), sp.MUTED, box=card)
    pill_at = _status_place(name, character, status) if status else ""
    if pill_at == "name":
        _pill(draw, (x + NAME_X + text_width(name[0], font(BODY, bold=True)) + 12, y + 8 + step / 2 - 2), status, _status_colour(result))
    elif pill_at == "beside":
        _pill(draw, (x + NAME_X + font(BODY).getlength(character) + 20, line_y + step / 2 - 2), status, _status_colour(result))
    elif pill_at == "own":
        line_y += step
        _pill(draw, (x + NAME_X, line_y + step / 2 - 2), status, _status_colour(result))
    cy, holdings = _holdings_at(view, text, seat, fig, card, result)
    draw_text(draw, (x + CARD_W - 16, cy), str(seat.score), font(BIG, bold=True), sp.ACCENT, anchor="rm", box=card, headline=True)
    for holding, left in holdings:
        paste(canvas, holding.sprite.paint(), (left + holding.sprite.width / 2, cy))
        if holding.label:
            draw_text(draw, (left + holding.sprite.width + 6, cy), holding.label, font(BODY, bold=True), sp.TEXT, anchor="lm", box=card)


def _holdings_at(view: AodView, text: Words, seat: SeatPublic, fig: FigureView | None, card: Box,
                 result: Result | None) -> tuple[float, list[tuple[Holding, float]]]:
    """The row of a seat card's holdings under its name and character: its middle line and each holding's left edge."""
    name, character, status = _seat_lines(view, text, seat, fig, result)
    own_line = bool(status) and _status_place(name, character, status) == "own"
    step = round(BODY * 1.22)
    cy = card[1] + 8 + (len(name) + (1 if own_line else 0) + 1) * step + 4 + _items_height(view, seat) / 2
    carried = {o.seat: o for o in view.objects if o.where == "carried"}
    placed: list[tuple[Holding, float]] = []
    left = float(card[0] + 16)
    for holding in _seat_items(view, seat, carried.get(seat.seat)):
        placed.append((holding, left))
        left += holding.sprite.width + 6 + font(BODY, bold=True).getlength(holding.label) + 18
    return cy, placed


def _status_colour(result: Result | None) -> RGB:
    return (40, 130, 60) if result is not None else (190, 40, 50)


def _seat_status(text: Words, seat: SeatPublic, fig: FigureView | None) -> str:
    if fig is not None and fig.lost:
        return text("render.lost")
    if (fig is not None and fig.knocked_out) or seat.missing_next_turn:
        return text("render.knocked_out")
    return ""


def _pill(draw: ImageDraw.ImageDraw, left_mid: tuple[float, float], label: str, colour: RGB) -> None:
    face = font(BODY, bold=True)
    w = face.getlength(label)
    x, cy = left_mid
    draw.rounded_rectangle((x, cy - BODY * 0.7, x + w + 24, cy + BODY * 0.7), radius=BODY * 0.7, fill=colour)
    draw_text(draw, (x + 12, cy), label, face, sp.TEXT, anchor="lm", box=(x, cy - BODY, x + w + 24, cy + BODY))


def _team_units(view: AodView) -> list[str]:
    """Sides that pool their points (four players), in a fixed order."""
    return [unit for unit in ("good", "bad") if unit in view.team_scores]


# ================================================================ counters out of the museum

OutGroup = tuple[str, list[Sized]]


def _out_groups(view: AodView, text: Words) -> list[OutGroup]:
    """Counters that left the museum: scored (with their points), destroyed and lost (crossed out)."""
    groups: list[OutGroup] = []
    for where in ("scored", "destroyed", "lost"):
        gone = sorted((o for o in view.objects if o.where == where), key=lambda o: (o.kind.value, o.points, o.id))
        if not gone:
            continue
        sprites = [Sized(COUNTER, COUNTER, partial(sp.counter, o.kind, o.points, COUNTER)) if where == "scored"
                   else Sized(STRUCK, STRUCK, partial(sp.struck_counter, o.kind, STRUCK)) for o in gone]
        groups.append((text(f"render.aod.out.{where}"), sprites))
    return groups


def _out_width(group: OutGroup) -> float:
    return font(BODY, bold=True).getlength(group[0]) + 14 + sum(sprite.width + 6 for sprite in group[1]) + 30


def _out_rows(groups: Sequence[OutGroup]) -> list[list[OutGroup]]:
    rows: list[list[OutGroup]] = [[]]
    x = float(PAD)
    for group in groups:
        if rows[-1] and x + _out_width(group) > WIDTH - PAD:
            rows.append([])
            x = float(PAD)
        rows[-1].append(group)
        x += _out_width(group)
    return rows


def _out_row_height(row: Sequence[OutGroup]) -> int:
    return max([BODY + 10] + [sprite.height + 8 for _, sprites in row for sprite in sprites])


def _out_height(groups: Sequence[OutGroup]) -> int:
    """The panel's height: one row per line of groups; nothing when no counter is out."""
    return 0 if not groups else sum(_out_row_height(row) for row in _out_rows(groups)) + 8 + SEAT_GAP


def _draw_out(canvas: Image.Image, draw: ImageDraw.ImageDraw, groups: Sequence[OutGroup], top: int) -> None:
    if not groups:
        return
    bottom = top + _out_height(groups) - SEAT_GAP
    panel = (SEAT_GAP, top, WIDTH - SEAT_GAP, bottom)
    draw.rounded_rectangle(panel, radius=12, fill=sp.PANEL)
    face = font(BODY, bold=True)
    y = top + 4
    for row in _out_rows(groups):
        cy = y + _out_row_height(row) / 2
        y += _out_row_height(row)
        x = float(PAD)
        for caption, sprites in row:
            draw_text(draw, (x, cy), caption, face, sp.MUTED, anchor="lm", box=panel)
            sx = x + face.getlength(caption) + 14
            for sprite in sprites:
                paste(canvas, sprite.paint(), (sx + sprite.width / 2, cy))
                sx += sprite.width + 6
            x = sx + 30


# ================================================================ piles and legend


def _draw_piles(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: AodView, layout: BoardLayout) -> None:
    """Per card type: the draw pile (face down, with its size) beside the top discard (face up);
    then the rooms and counters still to be found."""
    top = layout.piles_y
    draw.rectangle((0, top, WIDTH, top + PILES_H), fill=sp.PANEL)
    face = font(BODY, bold=True)
    cy = top + PILE_MIDDLE
    for i, (caption, colour, x) in enumerate(layout.piles):
        draw_text(draw, (x, top + 10), caption, face, colour)
        if i < len(CardType):
            card_type = list(CardType)[i]
            paste(canvas, sp.card_back(*PILE_CARD), (x + PILE_CARD[0] / 2, cy))
            draw_text(draw, (x + 33, cy), str(view.draw_sizes.get(card_type, 0)), face, sp.TEXT, anchor="mm", stroke=sp.OUTLINE)
            paste(canvas, sp.card_face(card_type, view.discard_tops.get(card_type), 66), (x + 116, cy))
        else:
            sprite = sp.symbol_badge(Symbol.TORCH, 64) if i == len(CardType) else sp.counter_back(66)
            count = view.discovery_pile_size if i == len(CardType) else view.object_stack_size
            paste(canvas, sprite, (x + 33, cy))
            draw_text(draw, (x + 76, cy), f"×{count}", face, sp.TEXT, anchor="lm")


PILE_CARD = (66, 92)
"""A draw pile's face-down card (its size in px), the place to tap to reload."""
PILE_MIDDLE = BODY + 16 + 46
"""From the top of the piles' panel to the middle of their cards."""


def _pile_columns(view: AodView, text: Words) -> list[tuple[str, RGB, float]]:
    """The piles' columns spread over the width: caption, its colour and the column's left edge (a draw pile
    for each card type, then the rooms and the counters still to be found)."""
    face = font(BODY, bold=True)
    columns: list[tuple[str, RGB, float]] = []
    for card_type in CardType:
        columns.append((text.title(f"card.{card_type.value}"), sp.CARD_CAPTIONS[card_type], 150))
    columns.append((text("render.rooms_left"), sp.MUTED, 76 + face.getlength(f"×{view.discovery_pile_size}")))
    columns.append((text("render.counters_left"), sp.MUTED, 76 + face.getlength(f"×{view.object_stack_size}")))
    widths = [max(face.getlength(caption), least) for caption, _, least in columns]
    gap = (WIDTH - 2 * PAD - sum(widths)) / (len(columns) - 1)
    placed: list[tuple[str, RGB, float]] = []
    x = float(PAD)
    for (caption, colour, _), width in zip(columns, widths):
        placed.append((caption, colour, x))
        x += width + gap
    return placed


LEGEND_ROW = BODY + 16
"""A legend row: its words and a 52 px sprite, with a little air."""


def _legend_items(view: AodView, text: Words) -> list[tuple[Image.Image, str]]:
    """What the counter shapes and the marks on the museum mean, in words, so a newcomer can read the board."""
    items = [(sp.counter(kind, None, 52), text(f"render.legend.{kind.value}")) for kind in CounterKind]
    items.append((sp.bomb(52), text("render.legend.bomb")))
    if view.falling_next:
        items.append((sp.falling_frame(52), text("render.legend.falling")))
    if _raid_cell(view) is not None:
        items.append((sp.police_badge(44), text("render.legend.raid")))
    return items


def _legend_rows(items: Sequence[tuple[Image.Image, str]]) -> list[list[tuple[Image.Image, str]]]:
    """Legend entries flowed into rows as wide as the picture."""
    return flow_rows(items, lambda item: 64 + font(BODY).getlength(item[1]) + 30, float(PAD), WIDTH - PAD)


def _legend_height(items: Sequence[tuple[Image.Image, str]]) -> int:
    return len(_legend_rows(items)) * LEGEND_ROW + 16


def _draw_legend(canvas: Image.Image, draw: ImageDraw.ImageDraw, items: Sequence[tuple[Image.Image, str]], top: int) -> None:
    face = font(BODY)
    for r, row in enumerate(_legend_rows(items)):
        x = PAD
        cy = top + 8 + r * LEGEND_ROW + LEGEND_ROW / 2
        for sprite, label in row:
            paste(canvas, sprite, (x + 26, cy))
            draw_text(draw, (x + 64, cy), label, face, sp.MUTED, anchor="lm")
            x += 64 + int(face.getlength(label)) + 30


# ================================================================ alt text


def alt_text(view: AodView, *, names: Mapping[int, str], lang: str = "en", result: Result | None = None) -> str:
    """What the board shows, in words, for a screen reader (Discord's attachment description).

    Built from the view alone, so a public view's description holds nothing a player may not see.
    """
    require_view(view)
    text = Words.for_seats(lang, names, len(view.seats))
    status = _status_line(view, text)
    parts = [text("render.alt.aod.board", turn=view.turn), status]
    if result is not None:
        parts.extend(result_lines(text, result))
    if not view.finished and view.active_seat is not None and view.pending is None:
        parts.append(text("render.actions_left", count=view.actions_left))
    units = _team_units(view)
    if units:
        parts.append(" · ".join(text.title("render.team_score", side=unit, points=view.team_scores[unit]) for unit in units))
    if view.falling_next:
        parts.append(_falling_words(view, text))
        parts.append(text("render.alt.aod.falling", cells=", ".join(cell_label(p) for p in view.falling_next)))
    if view.last_raid is not None:
        parts.append(_raid_words(text, view) if _raid_is_news(view) else
                     text("render.alt.aod.last_raid", pos=view.last_raid.pos, turn=view.last_raid.turn))
    out = {where: sum(1 for o in view.objects if o.where == where) for where in ("scored", "destroyed", "lost")}
    if any(out.values()):
        parts.append(text("render.alt.aod.out", **out))
    carried = {o.seat: o for o in view.objects if o.where == "carried"}
    figures = {f.seat: f for f in view.figures}
    for seat in view.seats:
        line = text("render.alt.aod.seat", seat=seat.seat, character=seat.character, side=seat.side.value, points=seat.score,
                    hand=seat.hand_size, rooms=len(seat.discoveries))
        load = carried.get(seat.seat)
        if load is not None:
            line += " · " + text("render.alt.aod.carrying", kind=text(f"render.legend.{load.kind.value}"), points=load.points)
        status = _seat_status(text, seat, figures.get(seat.seat))
        if status:
            line += " · " + status
        parts.append(line)
    opened = sum(1 for c in view.cells if c.state == "open")
    removed = sum(1 for c in view.cells if c.state == "removed")
    parts.append(text("render.alt.aod.museum", opened=opened, removed=removed))
    if view.bomb_pos is not None and not view.bomb_exploded:
        parts.append(text("render.alt.aod.bomb", pos=view.bomb_pos))
    return alt_join(parts)


# ================================================================ tap spots


def spots(view: AodView, actions: Sequence[AodAction], *, names: Mapping[int, str], lang: str = "en",
          result: Result | None = None) -> list[tuple[Spot, ...]]:
    """Where each of the viewer's legal actions is tapped on the board and hand pictures drawn for the same
    view, names, language and result: the cell an entrance, a step, an opening or a turn names; the draw
    pile reloaded from; the cards played or ditched (on the hand); the figure and the seat card of the
    player shot, handed to or taken from; the counter claimed; the carried counter dropped.  Ending the
    turn is drawn nowhere.  Measured from the layouts the drawing uses; nothing is painted."""
    require_view(view)
    text = Words.for_seats(lang, names, len(view.seats))
    hand = hand_layout(view, lang) if view.hand is not None and view.viewer is not None else None
    places = _Places(view, text, board_layout(view, text, result), hand)
    return [places.of(action) for action in actions]


class _Places:
    """The tappable things of one view's pictures, found once for all its actions."""

    def __init__(self, view: AodView, text: Words, layout: BoardLayout, hand: HandLayout | None) -> None:
        self.view, self.text, self.layout, self.hand = view, text, layout, hand
        things = _cell_things(view)
        self.figures = {fig.seat: (fig, centre, t.radius) for t in things for fig, centre in t.figures}
        self.counters: dict[str, Box] = {}
        for t in things:
            for obj, centre in t.counters:
                self.counters[obj.id] = _square_around(centre, COUNTER)
            for obj in t.counted:  # under the "+N" that counts them
                self.counters[obj.id] = _square_around(_counter_slots(t.box, 2)[1], COUNTER)
        own = next((f for f in view.figures if f.seat == view.viewer), None)
        self.here = own.pos if own is not None else None

    def of(self, action: AodAction) -> tuple[Spot, ...]:
        match action:
            case PlaceStart(side=side, index=index):
                return self.cell(start_position(side, index))
            case Step(direction=d) | OpenTile(direction=d):
                return self.cell(neighbour(self.here, d)) if self.here is not None else ()
            case RotateTile(direction=d):
                return self.cell(self.here if d is None else neighbour(self.here, d)) if self.here is not None else ()
            case Orient():
                pending = self.view.pending
                return self.cell(pending.pos) if pending is not None and pending.pos is not None else ()
            case Reload(card_type=card_type):
                return (self.pile(card_type),)
            case PlayEnergy(cards=cards) | Ditch(cards=cards):
                return self.cards(cards)
            case Shoot(cards=cards, target=target):
                return self.cards(cards) + self.player(target)
            case HandOver(to=seat) | TakeOver(source=seat):
                return self.player(seat)
            case Claim(counter=counter):
                return (self.museum(self.counters[counter]),) if counter in self.counters else ()
            case Drop():
                return self.load()
        return ()

    def museum(self, box: Box) -> Spot:
        return _spot("board", box, self.layout.museum_dy)

    def cell(self, pos: Pos) -> tuple[Spot, ...]:
        return (self.museum(_cell_box(pos)),)

    def pile(self, card_type: CardType) -> Spot:
        """The draw pile's face-down card."""
        x = self.layout.piles[list(CardType).index(card_type)][2]
        top = self.layout.piles_y + PILE_MIDDLE - PILE_CARD[1] / 2
        return _spot("board", (x, top, x + PILE_CARD[0], top + PILE_CARD[1]), self.layout.body_dy)

    def player(self, seat: int) -> tuple[Spot, ...]:
        """A player's figure in the museum (when it stands there) and their seat card."""
        found: list[Spot] = []
        if seat in self.figures:
            fig, centre, radius = self.figures[seat]
            w, h = sp.figure_size(radius, _pose(fig))
            x, y = round(centre[0] - w / 2), round(centre[1] - h / 2)
            found.append(self.museum((x, y, x + w, y + h)))
        if seat in self.layout.seat_cards:
            found.append(_spot("board", self.layout.seat_cards[seat], self.layout.body_dy))
        return tuple(found)

    def load(self) -> tuple[Spot, ...]:
        """The viewer's carried counter: its shape on their figure and the counter on their seat card."""
        seat = self.view.viewer
        found: list[Spot] = []
        if seat in self.figures:
            _, centre, radius = self.figures[seat]
            size, middle = _carried_badge(centre, radius)
            found.append(self.museum(_square_around(middle, size)))
        public = next((s for s in self.view.seats if s.seat == seat), None)
        if public is not None and seat in self.layout.seat_cards:
            fig = next((f for f in self.view.figures if f.seat == seat), None)
            cy, holdings = _holdings_at(self.view, self.text, public, fig, self.layout.seat_cards[seat], self.layout.result)
            for holding, left in holdings:
                if holding.load:
                    half = holding.sprite.height / 2
                    found.append(_spot("board", (left, cy - half, left + holding.sprite.width, cy + half), self.layout.body_dy))
        return tuple(found)

    def cards(self, cards: Sequence[str]) -> tuple[Spot, ...]:
        """The hand's cards an action plays: cards of one type and value are alike, so each takes the next
        one drawn with its value."""
        if self.hand is None or self.view.hand is None:
            return ()
        by_id = {card.id: card for card in self.view.hand}
        taken: set[tuple[CardType, int]] = set()
        found: list[Spot] = []
        for card_id in cards:
            card = by_id.get(card_id)
            if card is None:
                continue
            slot = next((j for j, value in enumerate(self.hand.by_type[card.type])
                         if value == card.value and (card.type, j) not in taken), None)
            if slot is not None:
                taken.add((card.type, slot))
                found.append(_spot("hand", self.hand.card_box(card.type, slot), 0))
        return tuple(found)


def _square_around(centre: tuple[float, float], size: int) -> Box:
    """The box :func:`render.common.paste` covers with a ``size`` px square sprite centred there."""
    x, y = round(centre[0] - size / 2), round(centre[1] - size / 2)
    return x, y, x + size, y + size


def _spot(picture: Literal["board", "hand"], box: Box, dy: float) -> Spot:
    """The spot over ``box`` of a band drawn ``dy`` px down the picture."""
    return spot_over(picture, (box[0], box[1] + dy, box[2], box[3] + dy))


RENDERER = GameRenderer(
    render_board=render_board,
    last_move=last_move,
    render_hand=render_hand,
    alt_text=alt_text,
    board_image=board_image,
    hand_image=hand_image,
    spots=spots,
)
