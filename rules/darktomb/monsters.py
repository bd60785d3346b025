"""The monster phase: seismic event, then each monster moves and attacks by the rulebook's algorithm.

The algorithm (DT-MON-*), for one monster, with heroes and familiars as targets:

1. From every square it can end its move on, list the targets its attack reaches.
2. If any: go where it can attack while walking the fewest squares; multi-target attackers go
   further when that reaches more targets (DT-MON-3, DT-MON-4).  Backing away to reach the minimum
   range is the same rule: such squares are the ones from which it can attack (DT-MON-5).
3. Else, if it could attack only by ignoring its minimum range (blocked too close): it attacks from
   where that takes the fewest squares, at −1 (DT-MON-6).
4. Else it walks toward the nearest square from which it could attack in a later round, by movement
   cost; if no path ever leads there, it stays (DT-MON-8).
Ties between squares or targets: leftmost, then topmost (DT-MON-7).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core import Event
from rules.darktomb.content import ref
from rules.darktomb import board
from rules.darktomb.board import square_label
from rules.darktomb.combat import MONSTER_FUMBLE, attack_roll, hurt, retreat_square
from rules.darktomb.model import DarkTombState, ItemKind, Monster, Pos, Shape
from rules.darktomb.stats import has_item, monster_spec
from rules.darktomb.working import set_monster

SEISMIC = 19  # d20 of 19–20 shakes the cave (DT-MON-1)
MULTI = (Shape.MULTI_LINE, Shape.MULTI_WALL)


@dataclass(frozen=True)
class Plan:
    dest: Pos
    targets: tuple[Pos, ...]
    penalty: int = 0


def target_squares(s: DarkTombState) -> list[Pos]:
    """Heroes and familiars monsters may attack: stealthy heroes are ignored (DT-SPEC-3)."""
    out = [h.pos for h in s.heroes if h.pos is not None and not h.stealth]
    out += [f.pos for f in s.familiars if f.pos is not None]
    return out


def end_squares(s: DarkTombState, m: Monster) -> dict[Pos, int]:
    """Squares the monster may end its move on, with their movement cost."""
    spec = monster_spec(m.spec)
    reach = board.reachable(s, m.pos, spec.move, monster=True, ice_free=spec.ignores_ice)
    taken = board.occupied(s) - {m.pos}
    return {p: c for p, c in reach.items() if p not in taken}


def hits_from(s: DarkTombState, m: Monster, at: Pos, targets: list[Pos], relaxed: bool = False) -> list[Pos]:
    spec = monster_spec(m.spec)
    rng = (1, spec.range[1]) if relaxed else spec.range
    return [t for t in targets if board.can_hit(s, spec.shape, rng, at, t)]


def choose_targets(m: Monster, at: Pos, hits: list[Pos]) -> tuple[Pos, ...]:
    """Multi-target attacks hit all; otherwise the nearest, ties leftmost then topmost (DT-MON-7)."""
    if monster_spec(m.spec).shape in MULTI:
        return tuple(sorted(hits, key=board.tie_key))
    return (min(hits, key=lambda t: (board.manhattan(at, t), board.tie_key(t))),)


def plan(s: DarkTombState, m: Monster) -> Plan:
    targets = target_squares(s)
    ends = end_squares(s, m)
    spec = monster_spec(m.spec)
    multi = spec.shape in MULTI
    for relaxed in (False, True):
        if relaxed and spec.range[0] <= 1:
            break
        scored = []
        for q, cost in ends.items():
            hits = hits_from(s, m, q, targets, relaxed)
            if hits:
                scored.append(((-len(hits) if multi else 0, cost, board.tie_key(q)), q, hits))
        if scored:
            _, q, hits = min(scored)
            return Plan(q, choose_targets(m, q, hits), 1 if relaxed else 0)
    return Plan(_approach(s, m, targets, ends), ())


def _approach(s: DarkTombState, m: Monster, targets: list[Pos], ends: dict[Pos, int]) -> Pos:
    """No attack this round: walk toward the nearest attacking square, or stay if none is reachable."""
    spec = monster_spec(m.spec)
    blockers = board.hero_squares(s)
    for relaxed in (False, True):
        goals = _attack_squares(s, m, targets, relaxed)
        dist = board.distances_to(s, goals, blockers=blockers, ice_free=spec.ignores_ice, move=spec.move)
        options = [(dist[q], cost, board.tie_key(q), q) for q, cost in ends.items() if q in dist]
        if options:
            return min(options)[3]
    return m.pos


def _attack_squares(s: DarkTombState, m: Monster, targets: list[Pos], relaxed: bool) -> set[Pos]:
    """Squares (free or held by monsters) from which some target could be attacked."""
    spec = monster_spec(m.spec)
    heroes = board.hero_squares(s)
    high = spec.range[1]
    out = set()
    for t in targets:
        for r in range(t[0] - high, t[0] + high + 1):
            for c in range(t[1] - high, t[1] + high + 1):
                q = (r, c)
                if (board.in_map(s, q) and q not in heroes and board.ground_ok(s, q, monster=True)
                        and hits_from(s, m, q, [t], relaxed)):
                    out.add(q)
    return out


def activation_order(s: DarkTombState) -> list[str]:
    """Monsters act in reading order: top row first, left to right (DT-MON-2)."""
    return [m.uid for m in sorted(s.monsters, key=lambda m: board.reading_key(m.pos))]


def monster_index(s: DarkTombState, uid: str) -> int | None:
    return next((i for i, m in enumerate(s.monsters) if m.uid == uid), None)


def move_monster(s: DarkTombState, i: int, dest: Pos, events: list[Event]) -> None:
    m = s.monsters[i]
    if dest != m.pos:
        set_monster(s, i, pos=dest)
        events.append(Event(kind="monster_moved", params={
            "who_type": ref(m.spec), "from_square": square_label(m.pos), "square": square_label(dest), "pos": dest}))


def strike(s: DarkTombState, uid: str, targets: tuple[Pos, ...], penalty: int, events: list[Event]) -> None:
    """The monster attacks each target once; on a natural 1–5 it backs off 4 squares (DT-ATK-8)."""
    i = monster_index(s, uid)
    assert i is not None
    m = s.monsters[i]
    spec = monster_spec(m.spec)
    fumbled_at: Pos | None = None
    for t in targets:
        roll = attack_roll(s, m.spec, m.pos, t, spec.attack - penalty, spec.damage, events, hero_side=False)
        if roll <= MONSTER_FUMBLE and fumbled_at is None:
            fumbled_at = t
    if fumbled_at is not None:
        j = monster_index(s, uid)
        if j is not None:
            dest = retreat_square(s, s.monsters[j].pos, fumbled_at)
            events.append(Event(kind="monster_fled", params={"who_type": ref(spec.id), "square": square_label(dest)}))
            move_monster(s, j, dest, events)


def activate(s: DarkTombState, uid: str, events: list[Event]) -> None:
    """One monster's automatic activation: move by the algorithm, then attack."""
    i = monster_index(s, uid)
    if i is None:
        return
    p = plan(s, s.monsters[i])
    move_monster(s, i, p.dest, events)
    if p.targets:
        strike(s, uid, p.targets, p.penalty, events)


def seismic(s: DarkTombState, events: list[Event]) -> None:
    """d20 at the start of the monster phase: 19–20 hurts every hero (DT-MON-1).

    Familiars are spared (DT-FAM-3); a Fur Cloak protects its wearer (DT-ITEM-6).
    """
    roll = s.rng.randint(1, 20)
    events.append(Event(kind="seismic_quake" if roll >= SEISMIC else "seismic_calm", params={"roll": roll}))
    if roll < SEISMIC:
        return
    for h in list(s.heroes):
        if h.pos is not None and not has_item(h, ItemKind.CLOAK):
            hurt(s, h.pos, 1, events)


def player_targets(s: DarkTombState, uid: str) -> tuple[list[Pos], int]:
    """Targets a monster player may attack from where the monster stands, and the penalty."""
    i = monster_index(s, uid)
    assert i is not None
    m = s.monsters[i]
    targets = target_squares(s)
    hits = hits_from(s, m, m.pos, targets)
    if hits or monster_spec(m.spec).range[0] <= 1:
        return hits, 0
    return hits_from(s, m, m.pos, targets, relaxed=True), 1


def is_multi(m: Monster) -> bool:
    return monster_spec(m.spec).shape in MULTI
