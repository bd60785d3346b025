"""Museum geometry: directions, tile edges, the start tile, walking and lines of sight.

The grid is 5×5, ``(row, col)`` with row 0 at the top.  The start tile lies outside the grid next to
one border cell (the "entrance"); its only opening faces that cell (AOD-SET-6).  A boundary between
two cells can be crossed, or seen through, only when both facing edges are open (AOD-MOVE-2,
AOD-SHOOT-2).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from rules.aod.content import content
from rules.aod.model import AodState, Cell, Direction, Pos
from rules.core import cell_coordinate

SIZE = 5
COMPASS = (Direction.N, Direction.E, Direction.S, Direction.W)
DELTA = {Direction.N: (-1, 0), Direction.E: (0, 1), Direction.S: (1, 0), Direction.W: (0, -1)}
OPPOSITE = {Direction.N: Direction.S, Direction.S: Direction.N, Direction.E: Direction.W, Direction.W: Direction.E}
ALL_CELLS: tuple[Pos, ...] = tuple((r, c) for r in range(SIZE) for c in range(SIZE))


def in_grid(pos: Pos) -> bool:
    return 0 <= pos[0] < SIZE and 0 <= pos[1] < SIZE


def cell_label(pos: Sequence[int]) -> str:
    """A museum cell as printed on the board's edges (``C4``); the start tile, off the grid, is ``START``."""
    row, col = pos
    return cell_coordinate(pos) if in_grid((row, col)) else "START"


def neighbour(pos: Pos, direction: Direction) -> Pos:
    dr, dc = DELTA[direction]
    return (pos[0] + dr, pos[1] + dc)


def turned(direction: Direction, quarter_turns: int) -> Direction:
    """``direction`` after turning a tile ``quarter_turns`` times clockwise (N → E → S → W)."""
    return COMPASS[(COMPASS.index(direction) + quarter_turns) % 4]


@lru_cache(maxsize=None)
def tile_edges(tile_id: str, rotation: int) -> frozenset[Direction]:
    """Open edges of a tile lying with ``rotation`` quarter turns clockwise from its printed side."""
    return frozenset(turned(d, rotation) for d in content().tiles[tile_id].open)


# ---------------------------------------------------------------- the start tile (AOD-SET-6)


def start_position(side: Direction, index: int) -> Pos:
    """Where the start tile lies when attached to the ``index``-th border cell of ``side``."""
    return {
        Direction.N: (-1, index),
        Direction.S: (SIZE, index),
        Direction.W: (index, -1),
        Direction.E: (index, SIZE),
    }[side]


def entrance_direction(start: Pos) -> Direction:
    """Direction from the start tile into the museum."""
    row, col = start
    if row < 0:
        return Direction.S
    if row >= SIZE:
        return Direction.N
    return Direction.E if col < 0 else Direction.W


def entrance(start: Pos) -> Pos:
    """The museum cell the start tile is attached to."""
    return neighbour(start, entrance_direction(start))


# ---------------------------------------------------------------- cells


def cell(state: AodState, pos: Pos) -> Cell:
    return state.grid[pos[0]][pos[1]]


def is_standing(state: AodState, pos: Pos) -> bool:
    """An opened museum tile that has not collapsed: the only cells a figure can walk on."""
    if not in_grid(pos):
        return False
    c = state.grid[pos[0]][pos[1]]
    return c.opened and not c.removed


def edges(state: AodState, pos: Pos) -> frozenset[Direction]:
    """Open edges of a cell as it lies now; the start tile opens only toward the museum."""
    if pos == state.start:
        return frozenset({entrance_direction(pos)})
    c = cell(state, pos)
    if not c.opened or c.removed:
        return frozenset()
    return tile_edges(c.tile, c.rotation)


def is_walkable(state: AodState, pos: Pos) -> bool:
    return pos == state.start or is_standing(state, pos)


def passage(state: AodState, frm: Pos, direction: Direction) -> Pos | None:
    """The cell reached by crossing ``frm``'s ``direction`` edge, if both facing edges are open."""
    to = neighbour(frm, direction)
    if not is_walkable(state, to) or not is_walkable(state, frm):
        return None
    if direction in edges(state, frm) and OPPOSITE[direction] in edges(state, to):
        return to
    return None


def adjacent(state: AodState, pos: Pos) -> list[tuple[Direction, Pos]]:
    """Orthogonal neighbours that are museum cells or the start tile (for opening and rotating)."""
    if pos == state.start:
        d = entrance_direction(pos)
        return [(d, neighbour(pos, d))]
    out = []
    for d in COMPASS:
        to = neighbour(pos, d)
        if in_grid(to) or to == state.start:
            out.append((d, to))
    return out


def line_of_sight(state: AodState, frm: Pos, to: Pos) -> bool:
    """A straight, unbroken corridor from ``frm`` to ``to`` (same tile counts), start tile excluded."""
    if frm == state.start or to == state.start:
        return False
    if frm == to:
        return True
    if frm[0] != to[0] and frm[1] != to[1]:
        return False
    direction = _direction_towards(frm, to)
    here = frm
    while here != to:
        nxt = passage(state, here, direction)
        if nxt is None:
            return False
        here = nxt
    return True


def _direction_towards(frm: Pos, to: Pos) -> Direction:
    if frm[0] == to[0]:
        return Direction.E if to[1] > frm[1] else Direction.W
    return Direction.S if to[0] > frm[0] else Direction.N
