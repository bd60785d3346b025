"""A careful party and a monster player, so demo and property-test games end, and balance is measured.

Heroes: drink or heal when hurt, pick up items, reveal tiles when healthy, walk to where an attack is
possible and attack the weakest monster in reach, otherwise raise a shield or close in, and explore
when the map is quiet.  ``epsilon`` is the share of purely random legal actions (variety in tests).
Every action returned is legal: it comes from :func:`legal.legal_actions`.
"""

from __future__ import annotations

import random
from collections import deque

from rules.core import GameOver, NotYourTurn, Seat
from rules.darktomb import board, monsters, queries
from rules.darktomb.flow import acting_seat, active_familiar, active_hero
from rules.darktomb.legal import legal_actions
from rules.darktomb.model import (
    CardKind,
    DarkTombAction,
    DarkTombState,
    EndTurn,
    Hero,
    MonsterAttack,
    MonsterMove,
    MonsterPass,
    Move,
    OpenDoor,
    PickUp,
    Pos,
    Reveal,
    UseCard,
    UseItem,
)
from rules.darktomb.stats import card, floats, max_hp, monster_spec

EPSILON = 0.05


def choose_action(s: DarkTombState, seat: Seat, rnd: random.Random, epsilon: float = EPSILON) -> DarkTombAction:
    if s.finished:
        raise GameOver()
    if seat != acting_seat(s):
        raise NotYourTurn(seat=acting_seat(s))
    legal = legal_actions(s, seat)
    if rnd.random() < epsilon:
        return rnd.choice(legal)
    if s.phase == "monsters":
        return _monster_player(s, legal)
    pick = _familiar(s, legal) if active_familiar(s) is not None else _hero(s, legal)
    return pick if pick in legal else EndTurn()


# ---------------------------------------------------------------- heroes


def _hero(s: DarkTombState, legal: list[DarkTombAction]) -> DarkTombAction:
    h = active_hero(s)
    assert h is not None and h.pos is not None
    hurt = h.hp * 2 <= max_hp(h)
    for a in legal:
        if isinstance(a, UseItem) and hurt:
            return a
        if isinstance(a, (PickUp, OpenDoor)):
            return a
    if not s.acted:
        heal = _best_heal(s, legal)
        if heal is not None:
            return heal
        attack = _best_attack(s, legal)
        if attack is not None:
            return attack
    if not s.monsters:
        reveal = next((a for a in legal if isinstance(a, Reveal)), None)
        if reveal is not None:
            return reveal
    if not s.acted and not s.moved:
        step = _walk(s, h, legal)
        if step is not None:
            return step
    if not s.acted and s.monsters:
        guard = next((a for a in legal if isinstance(a, UseCard) and a.card is not None and a.target is None
                      and _card_kind(h, a.card) in (CardKind.SHIELD, CardKind.STEALTH)), None)
        if guard is not None:
            return guard
    return EndTurn()


def _card_kind(h: Hero, index: int) -> CardKind:
    return card(h, index).kind


def _best_heal(s: DarkTombState, legal: list[DarkTombAction]) -> DarkTombAction | None:
    h = active_hero(s)
    assert h is not None
    for a in legal:
        if isinstance(a, UseCard) and a.card is not None and _card_kind(h, a.card) is CardKind.HEAL:
            other = next(o for o in s.heroes if o.pos == a.target)
            if max_hp(other) - other.hp >= 2:
                return a
    return None


def _best_attack(s: DarkTombState, legal: list[DarkTombAction]) -> DarkTombAction | None:
    """The attack that hits the most, then the weakest monster."""
    h = active_hero(s)
    assert h is not None
    best: tuple[int, int, int] | None = None
    choice = None
    for a in legal:
        if not isinstance(a, UseCard):
            continue
        spec = queries.card_spec_for(h, a.card, a.item)
        if spec is None or spec.kind is not CardKind.ATTACK:
            continue
        assert h.pos is not None
        hits = [a.target] if a.target is not None else queries.attack_targets(s, spec, h.pos)
        weakest = min(next(m.hp for m in s.monsters if m.pos == t) for t in hits)
        score = (-spec.damage * len(hits), weakest, 0 if a.item is None else 1)
        if best is None or score < best:
            best, choice = score, a
    return choice


def _walk(s: DarkTombState, h: Hero, legal: list[DarkTombAction]) -> DarkTombAction | None:
    """Move where an attack becomes possible, else toward monsters, else toward unexplored tiles."""
    moves = {a.to: a for a in legal if isinstance(a, Move)}
    if not moves:
        return None
    if s.monsters:
        attackers = [spec for _, _, spec in queries.usable_cards(s, h) if spec.kind is CardKind.ATTACK]
        firing = [p for p in moves if any(board.can_hit(s, spec.shape, spec.range, p, m.pos)
                                              for spec in attackers for m in s.monsters)]
        if firing:
            return moves[min(firing, key=lambda p: (_threat(s, p), board.tie_key(p)))]
        goals = {q for m in s.monsters for q in board.neighbours(s, m.pos)}
    else:
        goals = _exploration_goals(s)
    return _closer(moves, h.pos, _distances(s, goals, floats(h)))


def _closer(moves: dict[Pos, Move], here: Pos | None, dist: dict[Pos, int]) -> Move | None:
    """The move that gets strictly nearer a goal, if any."""
    now = dist.get(here) if here is not None else None
    best = min((p for p in moves if p in dist), key=lambda p: (dist[p], board.tie_key(p)), default=None)
    if best is None or (now is not None and dist[best] >= now):
        return None
    return moves[best]


def _threat(s: DarkTombState, p: Pos) -> int:
    """How many monsters could reach ``p`` quickly (a careful hero prefers fewer)."""
    return sum(1 for m in s.monsters if board.manhattan(m.pos, p) <= monster_spec(m.spec).move + monster_spec(m.spec).range[1])


def _exploration_goals(s: DarkTombState, items: bool = True) -> set[Pos]:
    """Squares next to face-down tiles, and item squares for those who may pick up (not familiars)."""
    goals: set[Pos] = set(s.cubes) | {d.pos for d in s.drops} if items else set()
    rows, cols = board.size(s)
    for r in range(rows):
        for c in range(cols):
            pos = (r, c)
            index = board.tile_index(s, pos)
            if index is not None and not s.tiles[index].revealed:
                goals.update(n for n in board.neighbours(s, pos) if board.revealed(s, n))
    return goals


def _distances(s: DarkTombState, goals: set[Pos], floating: bool) -> dict[Pos, int]:
    """Steps from every square a hero or familiar could walk to the nearest goal (monsters block, heroes don't)."""
    blocked = board.monster_squares(s)
    dist = {g: 0 for g in goals if board.ground_ok(s, g, monster=False, floats=floating)}
    queue = deque(dist)
    while queue:
        pos = queue.popleft()
        for nxt in board.neighbours(s, pos):
            if nxt not in dist and nxt not in blocked and board.ground_ok(s, nxt, monster=False, floats=floating):
                dist[nxt] = dist[pos] + 1
                queue.append(nxt)
    return dist


# ---------------------------------------------------------------- familiar and monster player


def _familiar(s: DarkTombState, legal: list[DarkTombAction]) -> DarkTombAction:
    bite = next((a for a in legal if isinstance(a, UseCard)), None)
    if bite is not None:
        return bite
    reveal = next((a for a in legal if isinstance(a, Reveal)), None)
    if reveal is not None and not s.monsters:
        return reveal
    moves = [a for a in legal if isinstance(a, Move)]
    if not s.moved and s.monsters:
        near = [a for a in moves if any(board.manhattan(a.to, m.pos) == 1 for m in s.monsters)]
        if near:
            return min(near, key=lambda a: board.tie_key(a.to))
    if not s.moved and all(h.pos is None for h in s.heroes):
        # the last one standing plays the stage out for the party (DT-FAM-5): to the monsters, else exploring
        f = active_familiar(s)
        assert f is not None
        goals = ({q for m in s.monsters for q in board.neighbours(s, m.pos)} if s.monsters
                 else _exploration_goals(s, items=False))
        step = _closer({a.to: a for a in moves}, f.pos, _distances(s, goals, False))
        if step is not None:
            return step
    return EndTurn()


def _monster_player(s: DarkTombState, legal: list[DarkTombAction]) -> DarkTombAction:
    """The monster player follows the rulebook algorithm (a human may do better)."""
    uid = s.monster_queue[s.monster_index]
    i = monsters.monster_index(s, uid)
    assert i is not None
    if not s.monster_moved:
        dest = monsters.plan(s, s.monsters[i]).dest
        move = MonsterMove(to=dest)
        if move in legal:
            return move
    attacks = [a for a in legal if isinstance(a, MonsterAttack)]
    if attacks:
        return min(attacks, key=lambda a: board.tie_key(a.target))
    return MonsterPass()
