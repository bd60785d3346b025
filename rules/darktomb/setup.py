"""Seats, heroes and stage setup: who plays what, and laying out a stage's map (DT-SET-*)."""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Mapping, Sequence

from rules.core import Event, IllegalAction, Rng
from rules.darktomb import board
from rules.darktomb.content import content, ref
from rules.darktomb.model import (
    MAX_HEROES,
    TILE,
    DarkTombOptions,
    DarkTombState,
    Familiar,
    Hero,
    PlacedTile,
    Pos,
    StageChoice,
)
from rules.darktomb.stats import max_hp

MONSTER_ROLE = "monsters"
LAYOUT_TRIES = 20


def hero_ids() -> list[str]:
    return list(content().heroes)


def resolve_roles(roles: Sequence[str | None]) -> list[str | None]:
    """With five seats, the last one without a pick runs the monsters (DT-OPT-3)."""
    out = list(roles)
    blanks = [i for i, r in enumerate(out) if r is None]
    if len(out) - out.count(MONSTER_ROLE) > MAX_HEROES and blanks and MONSTER_ROLE not in out:
        out[blanks[-1]] = MONSTER_ROLE
    return out


def check_roles(roles: Sequence[str | None]) -> None:
    """Distinct heroes, at most one monster player, at least one hero player (DT-SET-1, DT-OPT-3)."""
    roles = resolve_roles(roles)
    picked = [r for r in roles if r is not None]
    if any(r not in content().heroes and r != MONSTER_ROLE for r in picked):
        raise IllegalAction("error.darktomb.unknown_role")
    counts = Counter(picked)
    if any(n > 1 for n in counts.values()):
        raise IllegalAction("error.darktomb.role_taken")
    if len(roles) - counts[MONSTER_ROLE] < 1:
        raise IllegalAction("error.darktomb.no_hero_player")
    if len(roles) - counts[MONSTER_ROLE] > MAX_HEROES:
        raise IllegalAction("error.darktomb.too_many_heroes")


def assign_heroes(roles: Sequence[str | None], per_player: int) -> list[tuple[str, int]]:
    """``(hero, seat)`` in table order: each hero seat its pick, then extra heroes for solo play.

    Empty picks get the first free hero; ``heroes_per_player`` extra heroes go to each hero seat in
    turn while heroes remain, never more than four in all (DT-OPT-2).
    """
    roles = resolve_roles(roles)
    check_roles(roles)
    free = [h for h in hero_ids() if h not in roles]
    seats = [i for i, r in enumerate(roles) if r != MONSTER_ROLE]
    mine: dict[int, list[str]] = {}
    for seat in seats:
        pick = roles[seat]
        mine[seat] = [pick if pick is not None else free.pop(0)]
    for _ in range(per_player - 1):
        for seat in seats:
            if free and sum(len(v) for v in mine.values()) < MAX_HEROES:
                mine[seat].append(free.pop(0))
    return [(h, seat) for seat in seats for h in mine[seat]]


def stage_list(choice: StageChoice) -> list[str]:
    return list(content().stages) if choice is StageChoice.CAMPAIGN else [choice.value]


def new_game(roles: Sequence[str | None], options: DarkTombOptions, seed: int) -> tuple[DarkTombState, list[Event]]:
    roles = resolve_roles(roles)
    monster_seat = next((i for i, r in enumerate(roles) if r == MONSTER_ROLE), None)
    heroes = [Hero(id=h, seat=seat, pos=None, hp=max_hp_of(h)) for h, seat in assign_heroes(roles, options.heroes_per_player)]
    stages = stage_list(options.stage)
    state = DarkTombState(
        options=options, rng=Rng(seed=seed), seats=len(roles), monster_seat=monster_seat,
        stage_order=stages, stage=stages[0], retries_left=options.retries, terrain=[], tiles=[], heroes=heroes,
        monster_deck=[], item_deck=[],
    )
    events: list[Event] = []
    lay_out_stage(state, events)
    return state, events


def max_hp_of(hero_id: str) -> int:
    return content().heroes[hero_id].hp


def item_instances(items: Sequence[str]) -> list[str]:
    """Instance ids for a stage's items: ``draught``, ``draught2``… (copies stay distinct)."""
    seen: Counter[str] = Counter()
    out = []
    for item in items:
        seen[item] += 1
        out.append(item if seen[item] == 1 else f"{item}{seen[item]}")
    return out


def lay_out_stage(s: DarkTombState, events: list[Event]) -> None:
    """Fresh map, decks and full-health heroes for ``s.stage`` (DT-SET-2..5, DT-END-3, DT-END-4).

    Mutates ``s`` (called on a working copy).  Tiles are shuffled into the numbered slots, each
    with a random quarter turn; a layout where some monster or item square cannot be walked to
    (locked doors closed) gets new rotations (DT-SET-3).
    """
    spec = content().stages[s.stage]
    slots = {int(ch): (r, c) for r, row in enumerate(spec.layout) for c, ch in enumerate(row) if ch.isdigit()}
    start_slot = next((r, c) for r, row in enumerate(spec.layout) for c, ch in enumerate(row) if ch == "S")
    order = s.rng.shuffled([t.id for t in spec.tiles])
    rows_of = {t.id: t.rows for t in spec.tiles}
    for _ in range(LAYOUT_TRIES):
        placed = [PlacedTile(tile=f"{spec.id}S", slot=start_slot, revealed=True)]
        placed += [PlacedTile(tile=tile, slot=slots[i + 1], rotation=s.rng.randint(0, 3)) for i, tile in enumerate(order)]
        terrain = _terrain(spec.layout, spec.start, rows_of, placed)
        if _connected(terrain, start_slot):
            break
    s.terrain, s.tiles = terrain, placed
    s.monster_deck = s.rng.shuffled(list(spec.monsters))
    s.item_deck = s.rng.shuffled(item_instances(spec.items))
    s.monsters, s.cubes, s.drops, s.spent, s.monster_count = [], [], [], [], 0
    starts = [(r, c) for r, row in enumerate(terrain) for c, ch in enumerate(row) if ch == "S"]
    s.heroes = [h.model_copy(update={"pos": starts[i], "hp": max_hp(h), "items": [], "last_action": None,
                                     "shield": 0, "stealth": False}) for i, h in enumerate(s.heroes)]
    s.familiars = []
    for h in s.heroes:
        fam = content().heroes[h.id].familiar
        if fam is not None:
            assert h.pos is not None
            spot = free_neighbour(s, h.pos)
            s.familiars.append(Familiar(id=fam, master=h.id, pos=spot, hp=content().familiars[fam].hp if spot else 0))
    s.heroes_at_start = len(s.heroes)
    s.round, s.phase, s.order, s.turn_index = 0, "heroes", [], 0
    events.append(Event(kind="stage_started", params={"stage": s.stage, "stage_type": ref(f"stage_{s.stage}"), "attempt": s.attempt}))


def free_neighbour(s: DarkTombState, pos: Pos) -> Pos | None:
    """The first free square next to ``pos`` a hero could stand on (N, E, S, W), else None."""
    taken = board.occupied(s)
    for nxt in board.neighbours(s, pos):
        if nxt not in taken and board.ground_ok(s, nxt, monster=False):
            return nxt
    return None


def _terrain(layout: Sequence[str], start: Sequence[str], rows_of: Mapping[str, Sequence[str]],
             placed: list[PlacedTile]) -> list[str]:
    height, width = len(layout) * TILE, max(len(r) for r in layout) * TILE
    grid = [[board.VOID] * width for _ in range(height)]
    for p in placed:
        rows = start if p.tile.endswith("S") and p.tile not in rows_of else board.rotated(rows_of[p.tile], p.rotation)
        for r in range(TILE):
            for c in range(TILE):
                grid[p.slot[0] * TILE + r][p.slot[1] * TILE + c] = rows[r][c]
    return ["".join(row) for row in grid]


def _connected(terrain: list[str], start_slot: Pos) -> bool:
    """Every monster and item square can be walked to from the start, locked doors closed."""
    begin = (start_slot[0] * TILE + 1, start_slot[1] * TILE + 1)
    walk = set(".SMTI")
    seen = {begin}
    queue = deque([begin])
    while queue:
        r, c = queue.popleft()
        for dr, dc in board.STEPS:
            nr, nc = r + dr, c + dc
            if 0 <= nr < len(terrain) and 0 <= nc < len(terrain[0]) and (nr, nc) not in seen and terrain[nr][nc] in walk:
                seen.add((nr, nc))
                queue.append((nr, nc))
    marks = {(r, c) for r, row in enumerate(terrain) for c, ch in enumerate(row) if ch in "MT"}
    return marks <= seen
