"""Attack rolls, damage and defeat, for heroes, familiars and monsters (DT-ATK-*, DT-DEF-*).

Every die roll becomes a public event, so the channel log shows each one.
"""

from __future__ import annotations

from rules.core import Event
from rules.darktomb.content import ref
from rules.darktomb import board
from rules.darktomb.board import square_label
from rules.darktomb.model import DarkTombState, Drop, Pos
from rules.darktomb.stats import familiar_armour, hero_armour, monster_spec
from rules.darktomb.working import set_familiar, set_hero, set_monster

NATURAL_MAX = 20
HERO_FUMBLE = 1
MONSTER_FUMBLE = 5  # natural 1–5: the monster backs off (DT-ATK-8)
RETREAT = 4


def roll_hits(roll: int, modifier: int, armour: int) -> bool:
    """d20 + modifier ≥ armour hits; a natural 20 always hits, a natural 1 always misses (DT-ATK-5)."""
    if roll == NATURAL_MAX:
        return True
    if roll == 1:
        return False
    return roll + modifier >= armour


def damage_for(roll: int, damage: int) -> int:
    """A natural 20 adds 1 damage (DT-ATK-6)."""
    return damage + (1 if roll == NATURAL_MAX else 0)


def target_at(s: DarkTombState, pos: Pos) -> tuple[str, int] | None:
    """``("hero"|"familiar"|"monster", index)`` of the figure on ``pos``."""
    for i, h in enumerate(s.heroes):
        if h.pos == pos:
            return ("hero", i)
    for i, f in enumerate(s.familiars):
        if f.pos == pos:
            return ("familiar", i)
    for i, m in enumerate(s.monsters):
        if m.pos == pos:
            return ("monster", i)
    return None


def armour_at(s: DarkTombState, pos: Pos) -> int:
    found = target_at(s, pos)
    assert found is not None
    kind, i = found
    if kind == "hero":
        return hero_armour(s.heroes[i])
    if kind == "familiar":
        return familiar_armour(s.familiars[i])
    return monster_spec(s.monsters[i].spec).armour


def name_at(s: DarkTombState, pos: Pos) -> str:
    found = target_at(s, pos)
    assert found is not None
    kind, i = found
    return s.heroes[i].id if kind == "hero" else s.familiars[i].id if kind == "familiar" else s.monsters[i].spec


def hurt(s: DarkTombState, pos: Pos, amount: int, events: list[Event]) -> None:
    """Take ``amount`` HP from the figure on ``pos``; below 1 HP it is defeated (DT-DEF-1)."""
    found = target_at(s, pos)
    if found is None or amount <= 0:
        return
    kind, i = found
    if kind == "hero":
        h = s.heroes[i]
        hp = h.hp - amount
        events.append(Event(kind="hurt", params={"who_type": ref(h.id), "amount": amount, "hp": max(hp, 0), "pos": pos}))
        if hp < 1:
            _defeat_hero(s, i, events)
        else:
            set_hero(s, i, hp=hp)
    elif kind == "familiar":
        f = s.familiars[i]
        events.append(Event(kind="hurt", params={"who_type": ref(f.id), "amount": amount, "hp": max(f.hp - amount, 0), "pos": pos}))
        if f.hp - amount < 1:
            set_familiar(s, i, hp=0, pos=None)
            events.append(Event(kind="defeated", params={"who_type": ref(f.id), "pos": pos, "square": square_label(pos)}))
        else:
            set_familiar(s, i, hp=f.hp - amount)
    else:
        m = s.monsters[i]
        events.append(Event(kind="hurt", params={"who_type": ref(m.spec), "amount": amount, "hp": max(m.hp - amount, 0), "pos": pos}))
        if m.hp - amount < 1:
            del s.monsters[i]
            events.append(Event(kind="defeated", params={"who_type": ref(m.spec), "pos": pos, "square": square_label(pos)}))
        else:
            set_monster(s, i, hp=m.hp - amount)


def _defeat_hero(s: DarkTombState, i: int, events: list[Event]) -> None:
    """A defeated hero leaves the map; its items stay on its square (DT-DEF-2)."""
    h = s.heroes[i]
    assert h.pos is not None
    if h.items:
        add_drop(s, h.pos, h.items)
    set_hero(s, i, hp=0, pos=None, items=[], shield=0, stealth=False)
    events.append(Event(kind="defeated", params={"who_type": ref(h.id), "pos": h.pos, "square": square_label(h.pos)}))


def add_drop(s: DarkTombState, pos: Pos, items: list[str]) -> None:
    for j, d in enumerate(s.drops):
        if d.pos == pos:
            s.drops[j] = Drop(pos=pos, items=[*d.items, *items])
            return
    s.drops.append(Drop(pos=pos, items=list(items)))


def attack_roll(s: DarkTombState, who: str, source: Pos, target: Pos, modifier: int, damage: int,
                events: list[Event], *, hero_side: bool) -> int:
    """One attack die against the figure on ``target``; returns the natural roll.

    A hero (or familiar) rolling a natural 1 takes 1 damage itself (DT-ATK-7); the caller handles a
    monster's natural 1–5 retreat (DT-ATK-8).
    """
    roll = s.rng.randint(1, NATURAL_MAX)
    armour = armour_at(s, target)
    fumble = not hero_side and roll <= MONSTER_FUMBLE
    hit = roll_hits(roll, modifier, armour) and not fumble
    events.append(Event(kind="attack_hit" if hit else "attack_missed", params={
        "who_type": ref(who), "target_type": ref(name_at(s, target)), "roll": roll, "modifier": modifier, "total": roll + modifier,
        "armour": armour, "pos": target, "square": square_label(target)}))
    if hit:
        hurt(s, target, damage_for(roll, damage), events)
    if hero_side and roll == HERO_FUMBLE:
        hurt(s, source, 1, events)
    return roll


def retreat_square(s: DarkTombState, start: Pos, away_from: Pos) -> Pos:
    """Where a fumbling monster backs off to: up to 4 squares, as far as possible from its target.

    Farthest by counted squares from the target, then fewest squares walked, then the tie-break
    order (DT-ATK-8); squares are counted, so black ice costs no more here.
    """
    reach = board.reachable(s, start, RETREAT, monster=True, ice_free=True)
    taken = board.occupied(s) - {start}
    ends = [p for p in reach if p not in taken]
    return min(ends, key=lambda p: (-board.manhattan(p, away_from), reach[p], board.tie_key(p)))
