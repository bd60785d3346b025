"""Map geometry: tiles on the stage layout, terrain, who may stand where, paths, range and sight.

Terrain letters (``data/darktomb/stages.json``): ``.`` floor, ``#`` wall, ``~`` water, ``B`` barrel,
``D`` locked door (``d`` once open), ``I`` black ice, ``M``/``T`` floor marked for a monster/item,
``S`` start floor, and a space outside every tile.
"""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from fractions import Fraction

from rules.darktomb.model import TILE, DarkTombState, Pos, Shape

FLOOR = set(".SMTId")
SIGHT_BLOCKERS = set("#D ")
VOID = " "
STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))


def rotated(rows: Iterable[str], quarter_turns: int) -> list[str]:
    """The tile's rows after ``quarter_turns`` clockwise turns (DT-SET-3)."""
    grid = [list(r) for r in rows]
    for _ in range(quarter_turns % 4):
        grid = [list(row) for row in zip(*grid[::-1])]
    return ["".join(r) for r in grid]


def square_label(pos: Pos) -> str:
    """``(row, col)`` → ``"C5"``: column letter, row number from 1 (as drawn on the map)."""
    return f"{chr(ord('A') + pos[1])}{pos[0] + 1}"


def parse_square(text: str) -> Pos:
    if len(text) < 2 or not text[0].isalpha() or not text[1:].isdigit():
        raise ValueError(text)
    col = ord(text[0].upper()) - ord("A")
    row = int(text[1:]) - 1
    if not (0 <= col < 26 and 0 <= row < 99):
        raise ValueError(text)
    return (row, col)


def size(state: DarkTombState) -> tuple[int, int]:
    return len(state.terrain), len(state.terrain[0])


def in_map(state: DarkTombState, pos: Pos) -> bool:
    rows, cols = size(state)
    return 0 <= pos[0] < rows and 0 <= pos[1] < cols


def neighbours(state: DarkTombState, pos: Pos) -> Iterator[Pos]:
    for dr, dc in STEPS:
        nxt = (pos[0] + dr, pos[1] + dc)
        if in_map(state, nxt):
            yield nxt


def manhattan(a: Pos, b: Pos) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def reading_key(pos: Pos) -> tuple[int, int]:
    """Activation order: top row first, left to right inside a row (DT-MON-2)."""
    return pos


def tie_key(pos: Pos) -> tuple[int, int]:
    """Tie-break: leftmost first, then topmost (DT-MON-7)."""
    return (pos[1], pos[0])


# ---------------------------------------------------------------- tiles


def tile_index(state: DarkTombState, pos: Pos) -> int | None:
    """Index in ``state.tiles`` of the tile covering ``pos`` (None outside every tile)."""
    slot = (pos[0] // TILE, pos[1] // TILE)
    for i, placed in enumerate(state.tiles):
        if placed.slot == slot:
            return i
    return None


def tile_squares(state: DarkTombState, index: int) -> list[Pos]:
    r0, c0 = (v * TILE for v in state.tiles[index].slot)
    return [(r0 + r, c0 + c) for r in range(TILE) for c in range(TILE)]


def revealed(state: DarkTombState, pos: Pos) -> bool:
    index = tile_index(state, pos)
    return index is not None and state.tiles[index].revealed


def terrain(state: DarkTombState, pos: Pos) -> str:
    return state.terrain[pos[0]][pos[1]]


def set_terrain(state: DarkTombState, pos: Pos, letter: str) -> None:
    row = state.terrain[pos[0]]
    state.terrain[pos[0]] = row[: pos[1]] + letter + row[pos[1] + 1:]


def known_terrain(state: DarkTombState, pos: Pos) -> str:
    """Terrain as the players know it: face-down squares count as walls (DT-LOS-4)."""
    return terrain(state, pos) if revealed(state, pos) else "#"


# ---------------------------------------------------------------- figures and movement


def hero_squares(state: DarkTombState) -> set[Pos]:
    out = {h.pos for h in state.heroes if h.pos is not None}
    out |= {f.pos for f in state.familiars if f.pos is not None}
    return out


def monster_squares(state: DarkTombState) -> set[Pos]:
    return {m.pos for m in state.monsters}


def occupied(state: DarkTombState) -> set[Pos]:
    return hero_squares(state) | monster_squares(state)


def ground_ok(state: DarkTombState, pos: Pos, *, monster: bool, floats: bool = False) -> bool:
    """Whether a figure may be on this terrain: water only for monsters or a hero with a plank."""
    letter = known_terrain(state, pos)
    return letter in FLOOR or (letter == "~" and (monster or floats))


def step_cost(state: DarkTombState, a: Pos, b: Pos, ice_free: bool) -> int:
    """Entering, leaving or crossing black ice costs 3 movement points (DT-MOVE-2)."""
    if not ice_free and (terrain(state, a) == "I" or terrain(state, b) == "I"):
        return 3
    return 1


def reachable(
    state: DarkTombState,
    start: Pos,
    budget: int,
    *,
    monster: bool,
    floats: bool = False,
    ice_free: bool = False,
    blockers: set[Pos] | None = None,
) -> dict[Pos, int]:
    """Cheapest movement cost to every square reachable within ``budget`` (start included).

    Heroes pass through heroes, monsters through monsters, never the other side (DT-MOVE-1); the
    caller removes occupied squares from the possible end points.  A step costing more than the
    points left is never taken, not even the first one (DT-MOVE-3).
    """
    blocked = blockers if blockers is not None else (hero_squares(state) if monster else monster_squares(state))
    best = {start: 0}
    queue = [(0, start)]
    while queue:
        cost, pos = heapq.heappop(queue)
        if cost > best.get(pos, budget + 1):
            continue
        for nxt in neighbours(state, pos):
            if nxt in blocked or not ground_ok(state, nxt, monster=monster, floats=floats):
                continue
            step = step_cost(state, pos, nxt, ice_free)
            new = cost + step
            if new > budget:
                continue
            if new < best.get(nxt, budget + 1):
                best[nxt] = new
                heapq.heappush(queue, (new, nxt))
    return best


def distances_to(
    state: DarkTombState, goals: Iterable[Pos], *, blockers: set[Pos], ice_free: bool, move: int
) -> dict[Pos, int]:
    """Monster movement cost from every square to the nearest of ``goals`` (no budget).

    A step dearer than the monster's whole ``move`` can never be taken (DT-MOVE-3), so it is no path.
    """
    best: dict[Pos, int] = {}
    queue: list[tuple[int, Pos]] = []
    for g in goals:
        best[g] = 0
        queue.append((0, g))
    heapq.heapify(queue)
    while queue:
        cost, pos = heapq.heappop(queue)
        if cost > best.get(pos, cost):
            continue
        for nxt in neighbours(state, pos):
            if nxt in blockers or not ground_ok(state, nxt, monster=True):
                continue
            step = step_cost(state, nxt, pos, ice_free)
            if step > move:
                continue
            new = cost + step
            if new < best.get(nxt, new + 1):
                best[nxt] = new
                heapq.heappush(queue, (new, nxt))
    return best


# ---------------------------------------------------------------- sight and range


def blocks_sight(state: DarkTombState, pos: Pos) -> bool:
    """Walls, closed doors, face-down tiles and the void block sight; figures and barrels do not."""
    return known_terrain(state, pos) in SIGHT_BLOCKERS


def _crosses(a: Pos, b: Pos, square: Pos) -> bool:
    """Whether the open segment between the centres of ``a`` and ``b`` enters ``square``'s interior.

    Only the interior counts, so a segment that passes exactly through a corner point (45°) touches
    the squares meeting there without entering them (DT-LOS-3).  Exact rational arithmetic.
    """
    x0, y0 = Fraction(2 * a[1] + 1), Fraction(2 * a[0] + 1)
    dx, dy = Fraction(2 * (b[1] - a[1])), Fraction(2 * (b[0] - a[0]))
    lo, hi = Fraction(0), Fraction(1)
    for start, delta, low, high in ((x0, dx, 2 * square[1], 2 * square[1] + 2), (y0, dy, 2 * square[0], 2 * square[0] + 2)):
        if delta == 0:
            if not low < start < high:
                return False
            continue
        t1, t2 = (low - start) / delta, (high - start) / delta
        lo, hi = max(lo, min(t1, t2)), min(hi, max(t1, t2))
    return lo < hi


def _line_clear(a: Pos, b: Pos, blocks: Callable[[Pos], bool]) -> bool:
    """No square between ``a`` and ``b`` that ``blocks`` is crossed by the centre-to-centre line."""
    r0, r1 = sorted((a[0], b[0]))
    c0, c1 = sorted((a[1], b[1]))
    for r in range(r0, r1 + 1):
        for c in range(c0, c1 + 1):
            sq = (r, c)
            if sq != a and sq != b and blocks(sq) and _crosses(a, b, sq):
                return False
    return True


def line_of_sight(state: DarkTombState, a: Pos, b: Pos) -> bool:
    """Centre-to-centre sight: no blocking square crossed between them (DT-LOS-1..4)."""
    return _line_clear(a, b, lambda sq: blocks_sight(state, sq))


def door_in_between(state: DarkTombState, a: Pos, b: Pos) -> bool:
    """Whether the line from ``a`` to ``b`` crosses a locked door the players can see (DT-ATK-9)."""
    return not _line_clear(a, b, lambda sq: known_terrain(state, sq) == "D")


def walking_distance(state: DarkTombState, a: Pos, b: Pos, limit: int) -> int | None:
    """Squares walked around corners from ``a`` to ``b`` (sight blockers stop it), up to ``limit``."""
    seen = {a: 0}
    queue = deque([a])
    while queue:
        pos = queue.popleft()
        if pos == b:
            return seen[pos]
        if seen[pos] >= limit:
            continue
        for nxt in neighbours(state, pos):
            if nxt not in seen and (nxt == b or not blocks_sight(state, nxt)):
                seen[nxt] = seen[pos] + 1
                queue.append(nxt)
    return None


def can_hit(state: DarkTombState, shape: Shape, rng: tuple[int, int], a: Pos, b: Pos) -> bool:
    """Whether an attack of ``shape`` and range ``rng`` from ``a`` reaches ``b`` (DT-ATK-*)."""
    low, high = rng
    dist = manhattan(a, b)
    if dist < low or dist > high:
        return False
    if shape is Shape.MELEE:
        return dist == 1
    if shape in (Shape.WALL, Shape.MULTI_WALL):
        return not door_in_between(state, a, b)
    if shape is Shape.CORNER:
        if dist <= high and line_of_sight(state, a, b):
            return True
        walked = walking_distance(state, a, b, high)
        return walked is not None and low <= walked <= high
    return line_of_sight(state, a, b)
