"""A random but purposeful player, so demo games and property tests reach the end.

It explores (opens tiles), walks toward counters, claims them, carries them to the start, flees
once the bomb has gone off, and sometimes shoots.  Walls on the way are turned out of the way by
rotating tiles.  Every action it returns is legal (it picks among the same candidates the rules
accept).
"""

from __future__ import annotations

import random
from collections import deque

from rules.aod import cards
from rules.aod.board import ALL_CELLS, COMPASS, OPPOSITE, cell, edges, in_grid, is_walkable, neighbour, tile_edges
from rules.aod.content import content
from rules.aod.legal import ditch_sets
from rules.aod.model import (
    AodAction,
    AodState,
    CardType,
    Claim,
    CounterKind,
    Ditch,
    Direction,
    EndTurn,
    OpenTile,
    Orient,
    PlaceStart,
    PlayEnergy,
    Pos,
    Reload,
    RotateTile,
    Shoot,
    Step,
    TakeOver,
)
from rules.aod.queries import (
    claimable,
    open_directions,
    shoot_targets,
    step_directions,
    take_sources,
)
from rules.aod.turn import active_seat
from rules.core import GameOver, NotYourTurn, Seat

SHOOT_CHANCE = 0.35


def choose_action(state: AodState, seat: Seat, rnd: random.Random) -> AodAction:
    if state.finished:
        raise GameOver()
    if state.pending is not None:
        if seat != state.pending.seat:
            raise NotYourTurn(seat=state.pending.seat)
        return _answer_pending(state, seat, rnd)
    if seat != active_seat(state):
        raise NotYourTurn(seat=active_seat(state))
    return _free(state, seat, rnd) or _spend_energy(state, seat, rnd) or _main(state, seat, rnd) or EndTurn()


# ---------------------------------------------------------------- pending choices


def _answer_pending(state: AodState, seat: Seat, rnd: random.Random) -> AodAction:
    assert state.pending is not None
    if state.pending.kind == "place_start":
        return PlaceStart(side=rnd.choice(COMPASS), index=rnd.randrange(5))
    if state.pending.kind == "orient":
        return Orient(rotation=_good_orientation(state, seat, rnd))
    options = ditch_sets(state.hands[seat], state.pending.count)
    options.sort(key=lambda combo: sum(cards.values(combo)))
    return Ditch(cards=options[0] if rnd.random() < 0.7 else rnd.choice(options))


def _good_orientation(state: AodState, seat: Seat, rnd: random.Random) -> int:
    """Prefer a way in from the opener's tile."""
    assert state.pending is not None and state.pending.pos is not None
    pos, here = state.pending.pos, state.figures[seat].pos
    tile = cell(state, pos).tile
    back = next((d for d in COMPASS if neighbour(pos, d) == here), None)
    good = [r for r in range(4) if back in tile_edges(tile, r)]
    return rnd.choice(good or [0, 1, 2, 3])


# ---------------------------------------------------------------- free actions


def _free(state: AodState, seat: Seat, rnd: random.Random) -> AodAction | None:
    here = claimable(state, seat)
    if here:
        wanted = [c for c in here if content().objects[c].kind is not CounterKind.LARGE or _can_flee(state, seat)]
        if wanted:
            return Claim(counter=rnd.choice(wanted))
    sources = take_sources(state, seat)
    if sources and rnd.random() < 0.5:
        return TakeOver(source=sources[0])
    return None


def _can_flee(state: AodState, seat: Seat) -> bool:
    """Taking the large counter sets the bomb: only with energy to get off the tile."""
    return state.energy_left >= 3 or (state.energy_left >= 1 and bool(step_directions(state, seat)))


# ---------------------------------------------------------------- energy: explore and travel


def _spend_energy(state: AodState, seat: Seat, rnd: random.Random) -> AodAction | None:
    if state.energy_left <= 0:
        return None
    fig = state.figures[seat]
    fleeing = fig.carrying is not None or state.bomb_exploded
    if not fleeing and open_directions(state, seat):
        return OpenTile(direction=rnd.choice(open_directions(state, seat)))
    goals = {p for p in (state.start,) if p is not None} if fleeing else _goals(state)
    return move_towards(state, seat, goals)


def move_towards(state: AodState, seat: Seat, goals: set[Pos]) -> AodAction | None:
    """The energy move (a step, or a turn of a tile whose wall is in the way) on a shortest way to
    one of ``goals``; None when already there or cut off."""
    fig = state.figures[seat]
    if fig.pos in goals or not goals:
        return None
    path = _route(state, fig.pos, goals)
    if path is None:
        return None
    return _move_along(state, seat, path)


def _goals(state: AodState) -> set[Pos]:
    """Cells with a counter to claim, else cells next to a face-down tile."""
    lying = {p.pos for p in state.objects.values() if p.where == "cell" and p.pos is not None}
    if lying:
        return lying
    return {p for p in ALL_CELLS if is_walkable(state, p) and any(
        in_grid(neighbour(p, d)) and not cell(state, neighbour(p, d)).opened
        and not cell(state, neighbour(p, d)).removed for d in COMPASS)}


def _route(state: AodState, start: Pos | None, goals: set[Pos]) -> list[Pos] | None:
    """Shortest chain of walkable cells to a goal, ignoring walls (they can be rotated away)."""
    if start is None:
        return None
    came: dict[Pos, Pos | None] = {start: None}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here in goals:
            path = [here]
            while (previous := came[path[-1]]) is not None:
                path.append(previous)
            return path[::-1]
        for d in COMPASS:
            nxt = neighbour(here, d)
            if nxt not in came and is_walkable(state, nxt) and _may_link(state, here, d):
                came[nxt] = here
                queue.append(nxt)
    return None


def _may_link(state: AodState, here: Pos, d: Direction) -> bool:
    """The start tile opens only toward its entrance; any museum boundary can be turned open."""
    if here == state.start:
        return d in edges(state, here)
    return neighbour(here, d) != state.start or OPPOSITE[d] in edges(state, state.start)


def _move_along(state: AodState, seat: Seat, path: list[Pos]) -> AodAction | None:
    here, nxt = path[0], path[1]
    d = next(x for x in COMPASS if neighbour(here, x) == nxt)
    if d in step_directions(state, seat):
        return Step(direction=d)
    if d not in edges(state, here):
        return _turn_open(state, here, d, None)
    return _turn_open(state, nxt, OPPOSITE[d], d)


def _turn_open(state: AodState, pos: Pos, edge: Direction, target: Direction | None) -> AodAction | None:
    c = cell(state, pos)
    for turns in (1, 2, 3):
        if edge in tile_edges(c.tile, (c.rotation + turns) % 4):
            return RotateTile(direction=target, rotation=turns)
    return None


# ---------------------------------------------------------------- main actions


def _main(state: AodState, seat: Seat, rnd: random.Random) -> AodAction | None:
    if state.actions_left <= 0 or not _wants_to_move(state, seat):
        return None
    ammo = cards.cards_of(state, seat, CardType.AMMO)
    targets = shoot_targets(state, seat) if ammo else []
    if targets and rnd.random() < SHOOT_CHANCE:
        return Shoot(cards=tuple(ammo), target=rnd.choice(targets))
    energy = cards.cards_of(state, seat, CardType.ENERGY)
    if energy:
        return PlayEnergy(cards=tuple(energy))
    return _reload(state, rnd)


def _wants_to_move(state: AodState, seat: Seat) -> bool:
    fig = state.figures[seat]
    return not (fig.pos == state.start and fig.carrying is None and state.bomb_exploded)


def _reload(state: AodState, rnd: random.Random) -> AodAction | None:
    kinds = [k for k in CardType if cards.available(state, k)]
    if not kinds:
        return None
    weights = [{CardType.ENERGY: 6, CardType.AMMO: 2, CardType.LIFE: 2}[k] for k in kinds]
    return Reload(card_type=rnd.choices(kinds, weights)[0])
