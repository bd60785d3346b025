"""Pictures of The Angel of Darkness, drawn from views only: the board here, the hand in ``aod_hand``.

The board is portrait-shaped for phones: a status header, the 5×5 museum with its entrance tile in the
ring around it, one card per seat (cards in hand, rooms found, what they carry, score), then the
piles.  Every word comes from the catalog (``render.*`` keys, plus the shared ``character.*`` and
``card.*`` names); everything else is drawn shapes and digits.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from core.i18n import pos_label
from render import aod_sprites as sp
from render.aod_hand import hand_image, require_view
from render.common import RGB, Words, clipped, draw_text, encode_png, fitted_font, font, palette_of, paste
from rules.aod.model import (
    AodView,
    CardType,
    CellView,
    CounterKind,
    Direction,
    FigureView,
    ObjectView,
    Pos,
    SeatPublic,
    Symbol,
)

WIDTH = 1000
PALETTE_SEED = 11
PALETTE_EVERY = 60
PALETTE_MAX_ACTIONS = 2000
HEADER_H = 96
PAD = 26
RING = 104  # depth of the band around the museum where the entrance tile and coordinates go
CELL = 148
GAP = 3
GRID_X = PAD + RING
GRID_Y = HEADER_H + PAD + RING
BOARD_BOTTOM = HEADER_H + 2 * (PAD + RING) + 5 * CELL
SEAT_W, SEAT_H, SEAT_GAP = 484, 112, 10
TEAM_H = 52
PILES_H = 132
LEGEND_H = 52

Box = tuple[float, float, float, float]


# ================================================================ public API


def render_board(
    view: AodView,
    *,
    names: Mapping[int, str],
    lang: str = "en",
    highlight: Pos | None = None,
) -> bytes:
    """PNG of the board as ``view`` shows it (public or one seat's; a hand is never drawn here).

    ``highlight`` outlines one cell, e.g. the one the last action touched (see
    :func:`render.last_cell`); while a just-opened tile awaits its orientation, that tile is outlined.
    """
    return encode_png(board_image(view, names=names, lang=lang, highlight=highlight), _board_palette())


@lru_cache(maxsize=1)
def _board_palette() -> Image.Image:
    """Colours of a seeded 4-player game's boards from setup to collapse, so every sprite, tile,
    state and panel colour is in the palette."""
    from rules.aod.game import AOD

    state = AOD.setup(["lara", "pieter", "kurtis", "joachim"], AOD.options_model(), PALETTE_SEED)
    rnd = random.Random(PALETTE_SEED)
    names = {seat: f"Player {seat + 1}" for seat in range(4)}
    boards = []
    for step in range(PALETTE_MAX_ACTIONS):
        if AOD.result(state) is not None:
            break
        if step % PALETTE_EVERY == 0:
            boards.append(board_image(AOD.view(state, step % 4), names=names, highlight=(2, 2)))
        seat = min(AOD.to_act(state))
        state = AOD.apply(state, seat, AOD.playout_action(state, seat, rnd)).state
    boards.append(board_image(AOD.view(state, None), names=names))
    sheet = Image.new("RGB", (sum(b.width for b in boards), max(b.height for b in boards)))
    for i, board in enumerate(boards):
        sheet.paste(board, (sum(b.width for b in boards[:i]), 0))
    return palette_of(sheet)


def render_hand(view: AodView, *, lang: str = "en") -> bytes:
    """PNG of the viewer's own hand, one row per card type; raises on a public view (no hand)."""
    return encode_png(hand_image(view, lang=lang))


def board_image(view: AodView, *, names: Mapping[int, str], lang: str = "en", highlight: Pos | None = None) -> Image.Image:
    require_view(view)
    text = Words.for_seats(lang, names, len(view.seats))
    rows = (len(view.seats) + 1) // 2
    team_h = TEAM_H if _team_units(view) else 0
    seats_y = BOARD_BOTTOM
    team_y = seats_y + rows * (SEAT_H + SEAT_GAP) + SEAT_GAP
    piles_y = team_y + team_h
    height = piles_y + PILES_H + LEGEND_H
    canvas = Image.new("RGB", (WIDTH, height), sp.BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    _draw_header(canvas, draw, view, text)
    _draw_museum(canvas, draw, view, text, highlight)
    _draw_seats(canvas, draw, view, text, seats_y)
    if team_h:
        _draw_teams(draw, view, text, team_y)
    _draw_piles(canvas, draw, view, text, piles_y)
    _draw_legend(canvas, draw, text, piles_y + PILES_H)
    return canvas


# ================================================================ header


def _draw_header(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: AodView, text: Words) -> None:
    draw.rectangle((0, 0, WIDTH, HEADER_H), fill=sp.PANEL)
    draw_text(draw, (PAD, 12), text("render.turn", turn=view.turn), font(32, bold=True), sp.ACCENT)
    if not view.finished and view.active_seat is not None and view.pending is None:
        budget = text("render.actions_left", count=view.actions_left)
        if view.energy_left:
            budget += "  ·  " + text("render.energy_left", count=view.energy_left)
        draw_text(draw, (WIDTH - PAD, 14), budget, font(28, bold=True), sp.TEXT, anchor="ra")
    status, seat = _status_line(view, text)
    x = PAD
    if seat is not None:
        marker = sp.figure(view.seats[seat].character, 15)
        paste(canvas, marker, (x + marker.width / 2, 70))
        x += marker.width + 10
    face = fitted_font(status, WIDTH - x - PAD, 28, bold=True)
    draw_text(draw, (x, 70), status, face, sp.TEXT, anchor="lm")


def _status_line(view: AodView, text: Words) -> tuple[str, int | None]:
    """The one sentence a player looks for first: who must do what now."""
    if view.finished:
        return text("render.finished"), None
    if view.pending is not None:
        key = f"render.pending.{view.pending.kind}"
        return text(key, seat=view.pending.seat, count=view.pending.count, pos=view.pending.pos), view.pending.seat
    if view.active_seat is not None:
        return text("render.to_play", seat=view.active_seat), view.active_seat
    return "", None


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


def _draw_museum(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: AodView, text: Words, highlight: Pos | None) -> None:
    if view.pending is not None and view.pending.kind == "place_start":
        _draw_entrance_slots(draw)
    elif view.pending is not None and view.pending.kind == "orient" and highlight is None:
        highlight = view.pending.pos  # the tile waiting for its orientation
    _draw_coordinates(draw, view.start)
    for cell in view.cells:
        _draw_cell(canvas, draw, cell)
    if view.start is not None:
        _draw_start(canvas, draw, view.start, text)
    if view.bomb_pos is not None and not view.bomb_exploded:
        box = _cell_box(view.bomb_pos)
        paste(canvas, sp.bomb(36), ((box[0] + box[2]) / 2, box[1] + 21))
    _draw_cell_contents(canvas, view)
    if highlight is not None:
        draw.rounded_rectangle(_cell_box(highlight), radius=10, outline=sp.ACCENT, width=6)


def _draw_entrance_slots(draw: ImageDraw.ImageDraw) -> None:
    """Before the entrance is placed: outline the 20 places around the museum where it may go."""
    for i in range(5):
        for slot in ((-1, i), (5, i), (i, -1), (i, 5)):
            draw.rounded_rectangle(_cell_box(slot), radius=10, outline=sp.START_FLOOR, width=3)


def _draw_coordinates(draw: ImageDraw.ImageDraw, start: Pos | None) -> None:
    """Column letters and row numbers on all four sides, except where the entrance tile sits."""
    face = font(30, bold=True)
    for i in range(5):
        centre = GRID_X + i * CELL + CELL / 2, GRID_Y + i * CELL + CELL / 2
        letter, number = chr(ord("A") + i), str(i + 1)
        for slot, xy, label in (
            ((-1, i), (centre[0], GRID_Y - 26), letter),
            ((5, i), (centre[0], GRID_Y + 5 * CELL + 26), letter),
            ((i, -1), (GRID_X - 26, centre[1]), number),
            ((i, 5), (GRID_X + 5 * CELL + 26, centre[1]), number),
        ):
            if slot != start:
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
    label_colour = sp.HIDDEN_LINE if cell.state == "hidden" else (200, 180, 150)
    draw_text(draw, (box[0] + 7, box[1] + 5), pos_label(cell.pos), font(18, bold=True), label_colour)


def _draw_start(canvas: Image.Image, draw: ImageDraw.ImageDraw, start: Pos, text: Words) -> None:
    """The entrance tile, labelled just outside its far side so figures on it hide nothing."""
    box = _cell_box(start)
    w, h = round(box[2] - box[0]), round(box[3] - box[1])
    facing = _entrance_facing(start)
    canvas.paste(sp.start_tile(w, h, facing), (round(box[0]), round(box[1])))
    label = text("render.start")
    face = fitted_font(label, CELL, 20, bold=True, min_size=12)
    cx = (box[0] + box[2]) / 2
    xy, anchor = ((cx, box[3] + 2), "ma") if facing is Direction.N else ((cx, box[1] - 2), "md")
    draw_text(draw, xy, clipped(label, CELL, face), face, sp.ACCENT, anchor=anchor)


def _draw_cell_contents(canvas: Image.Image, view: AodView) -> None:
    """Per cell: lying counters down the left edge, figures in the space left over.

    The top band stays clear when the tile shows a symbol or the bomb, so no glyph is ever hidden.
    """
    carried = {o.seat: o for o in view.objects if o.where == "carried" and o.seat is not None}
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
    for pos in sorted(set(standing) | set(lying)):
        box = _cell_box(pos)
        area = [box[0] + 4, box[1] + 4, box[2] - 4, box[3] - 4]
        if lying.get(pos):
            _draw_counters_column(canvas, lying[pos], box)
            area[0] = box[0] + 46
        if pos in marked:
            area[1] = box[1] + 42
        _draw_figures(canvas, standing.get(pos, []), (area[0], area[1], area[2], area[3]), carried)


def _draw_counters_column(canvas: Image.Image, objects: Sequence[ObjectView], box: Box) -> None:
    top = box[1] + 26  # below the coordinate label
    size = min(36, int((box[3] - top - 2) / len(objects)) - 3)
    for i, obj in enumerate(objects):
        paste(canvas, sp.counter(obj.kind, obj.points, size), (box[0] + 5 + size / 2, top + i * (size + 3) + size / 2))


def _draw_figures(canvas: Image.Image, figures: Sequence[FigureView], box: Box, carried: Mapping[int, ObjectView]) -> None:
    if not figures:
        return
    radius, centres = _figure_slots(box, len(figures))
    for fig, centre in zip(figures, centres):
        paste(canvas, sp.figure(fig.character, radius, "knocked_out" if fig.knocked_out else "up"), centre)
        load = carried.get(fig.seat)
        if load is not None:
            badge = max(22, round(radius * 0.95))
            paste(canvas, sp.counter(load.kind, load.points, badge), (centre[0] + radius * 0.8, centre[1] + radius * 0.7))


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


def _draw_seats(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: AodView, text: Words, top: int) -> None:
    carried = {o.seat: o for o in view.objects if o.where == "carried"}
    figures = {f.seat: f for f in view.figures}
    by_id = {seat.seat: seat for seat in view.seats}
    order = list(view.order) or list(by_id)
    for index, seat_id in enumerate(order):
        seat = by_id[seat_id]
        row, col = divmod(index, 2)
        x = (WIDTH - 2 * SEAT_W - SEAT_GAP) // 2 + col * (SEAT_W + SEAT_GAP)
        y = top + SEAT_GAP + row * (SEAT_H + SEAT_GAP)
        _draw_seat(canvas, draw, view, text, seat, figures.get(seat.seat), carried.get(seat.seat), (x, y))


def _draw_seat(
    canvas: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: AodView,
    text: Words,
    seat: SeatPublic,
    fig: FigureView | None,
    load: ObjectView | None,
    origin: tuple[int, int],
) -> None:
    """One player's card: figure, name, character; cards held, rooms found, load, score."""
    x, y = origin
    active = seat.seat == view.active_seat and not view.finished
    draw.rounded_rectangle((x, y, x + SEAT_W, y + SEAT_H), radius=12, fill=sp.PANEL_ACTIVE if active else sp.PANEL,
                           outline=sp.ACCENT if active else None, width=4)
    pose: sp.Pose = "lost" if fig is not None and fig.lost else "knocked_out" if fig is not None and fig.knocked_out else "up"
    paste(canvas, sp.figure(seat.character, 30, pose), (x + 42, y + 38))
    name = text.name(seat.seat)
    if seat.seat == view.viewer:
        name = text("render.you", seat=seat.seat)
    score_w = 96
    face = fitted_font(name, SEAT_W - 84 - score_w, 28, bold=True, min_size=16)
    draw_text(draw, (x + 82, y + 8), clipped(name, SEAT_W - 84 - score_w, face), face, sp.TEXT)
    draw_text(draw, (x + 82, y + 40), text(f"character.{seat.character.value}"), font(20), sp.MUTED)
    _draw_seat_score(draw, text, seat.score, (x + SEAT_W - 14, y + 10))
    _draw_seat_items(canvas, draw, view, text, seat, fig, load, (x + 14, y + 86))


def _draw_seat_score(draw: ImageDraw.ImageDraw, text: Words, score: int, top_right: tuple[int, int]) -> None:
    draw_text(draw, top_right, str(score), font(44, bold=True), sp.ACCENT, anchor="ra")
    draw_text(draw, (top_right[0], top_right[1] + 54), text("render.points"), font(18), sp.MUTED, anchor="ra")


def _draw_seat_items(
    canvas: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: AodView,
    text: Words,
    seat: SeatPublic,
    fig: FigureView | None,
    load: ObjectView | None,
    origin: tuple[int, int],
) -> None:
    """The bottom line of a seat card, left to right: hand size, rooms found, load, bomb, status."""
    x, cy = origin
    number = font(26, bold=True)
    back = sp.card_back(24, 34)
    paste(canvas, back, (x + 12, cy))
    draw_text(draw, (x + 30, cy), f"×{seat.hand_size}", number, sp.TEXT, anchor="lm")
    x += 96
    paste(canvas, sp.symbol_badge(Symbol.TORCH, 32), (x + 16, cy))
    draw_text(draw, (x + 38, cy), f"×{len(seat.discoveries)}", number, sp.TEXT, anchor="lm")
    x += 96
    if load is not None:
        paste(canvas, sp.counter(load.kind, load.points, 34), (x + 17, cy))
        x += 44
    if view.bomb_holder == seat.seat:
        paste(canvas, sp.bomb(36), (x + 18, cy))
        x += 46
    status = _seat_status(text, seat, fig)
    if status:
        _pill(draw, (x, cy), status, (190, 40, 50))


def _seat_status(text: Words, seat: SeatPublic, fig: FigureView | None) -> str:
    if fig is not None and fig.lost:
        return text("render.lost")
    if (fig is not None and fig.knocked_out) or seat.missing_next_turn:
        return text("render.knocked_out")
    return ""


def _pill(draw: ImageDraw.ImageDraw, left_mid: tuple[float, float], label: str, colour: RGB) -> None:
    face = font(20, bold=True)
    w = face.getlength(label)
    x, cy = left_mid
    draw.rounded_rectangle((x, cy - 15, x + w + 20, cy + 15), radius=15, fill=colour)
    draw_text(draw, (x + 10, cy), label, face, sp.TEXT, anchor="lm")


def _team_units(view: AodView) -> list[str]:
    """Sides that pool their points (four players), in a fixed order."""
    return [unit for unit in ("good", "bad") if unit in view.team_scores]


def _draw_teams(draw: ImageDraw.ImageDraw, view: AodView, text: Words, top: int) -> None:
    parts = [text.title("render.team_score", side=unit, points=view.team_scores[unit]) for unit in _team_units(view)]
    line = "   —   ".join(parts)
    draw_text(draw, (WIDTH / 2, top + TEAM_H / 2), line, fitted_font(line, WIDTH - 2 * PAD, 30, bold=True), sp.ACCENT, anchor="mm")


# ================================================================ piles and legend


def _draw_piles(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: AodView, text: Words, top: int) -> None:
    """Per card type: the draw pile (face down, with its size) beside the top discard (face up)."""
    draw.rectangle((0, top, WIDTH, top + PILES_H), fill=sp.PANEL)
    caption = font(20, bold=True)
    number = font(26, bold=True)
    x = PAD
    cy = top + 80
    for card_type in CardType:
        draw_text(draw, (x, top + 12), text.title(f"card.{card_type.value}"), caption, sp.CARD_CAPTIONS[card_type])
        paste(canvas, sp.card_back(44, 62), (x + 22, cy))
        draw_text(draw, (x + 22, cy), str(view.draw_sizes.get(card_type, 0)), number, sp.TEXT, anchor="mm", stroke=sp.OUTLINE)
        paste(canvas, sp.card_face(card_type, view.discard_tops.get(card_type), 44), (x + 76, cy))
        x += 172
    for label, sprite, count in (
        (text("render.rooms_left"), sp.symbol_badge(Symbol.TORCH, 44), view.discovery_pile_size),
        (text("render.counters_left"), sp.counter_back(44), view.object_stack_size),
    ):
        draw_text(draw, (x, top + 12), clipped(label, 150, caption), caption, sp.MUTED)
        paste(canvas, sprite, (x + 22, cy))
        draw_text(draw, (x + 50, cy), f"×{count}", number, sp.TEXT, anchor="lm")
        x += 160


def _draw_legend(canvas: Image.Image, draw: ImageDraw.ImageDraw, text: Words, top: int) -> None:
    """What the counter shapes mean, in words, so a newcomer can read the board."""
    face = font(20)
    x = PAD
    cy = top + LEGEND_H / 2
    items = [(sp.counter(kind, 2 if kind is not CounterKind.LARGE else 4, 30), text(f"render.legend.{kind.value}"))
             for kind in CounterKind]
    items.append((sp.bomb(30), text("render.legend.bomb")))
    for sprite, label in items:
        paste(canvas, sprite, (x + 15, cy))
        draw_text(draw, (x + 38, cy), label, face, sp.MUTED, anchor="lm")
        x += 38 + int(face.getlength(label)) + 30
