"""Every action a seat may take now: for buttons, autocomplete, random play and tests.

Cards of one type are interchangeable, so choices are listed per type, never per card id.
"""

from __future__ import annotations

from itertools import combinations_with_replacement

from rules.core import Seat
from rules.underworld import contributions, supplies
from rules.underworld.content import content
from rules.underworld.effects import axis_finished, open_axes
from rules.underworld.model import (
    Axis,
    ChooseAxis,
    Counter,
    Decline,
    Defeat,
    Discard,
    Draw,
    Give,
    Guess,
    Heal,
    Item,
    Pass,
    Pay,
    PlayCard,
    PlayTreasure,
    Roll,
    Settle,
    Stage,
    UseObject,
    UwAction,
    UwState,
)

GIVABLE = (Item.ACROBATICS, Item.BATTLE, Item.CUNNING, Item.VP, Item.TREASURE)


def to_act(s: UwState) -> frozenset[Seat]:
    if s.finished:
        return frozenset()
    if s.pending is None:
        return frozenset({s.active})
    if s.pending.kind == "cost":
        return contributions.contributors(s, s.pending)
    return frozenset({s.pending.seat})


def legal_actions(s: UwState, seat: Seat) -> list[UwAction]:
    if seat not in to_act(s):
        return []
    if s.pending is not None:
        return _answers(s, seat)
    if s.stage is Stage.ROLL:
        return [Roll()]
    out: list[UwAction] = []
    if s.stage is Stage.MAIN and s.actions_left > 0:
        kinds = {supplies.card_type(c) for c in s.hands[seat]}
        out += [PlayCard(axis=a) for a in Axis if a in kinds and not axis_finished(s, a)]
        if s.counters[seat][Counter.TREASURE]:
            out += [PlayTreasure(axis=a) for a in open_axes(s)]
        out += [UseObject(object=o) for o in usable_objects(s, seat)]
    if can_defeat(s, seat):
        out.append(Defeat())
    out.append(Draw())
    room = min(s.max_health - s.health, s.counters[seat][Counter.MEDKIT])
    out += [Heal(count=n) for n in range(1, room + 1)]
    return out


def usable_objects(s: UwState, seat: Seat) -> list[str]:
    held = [o for o, p in s.objects.items() if p.where == "held" and p.seat == seat]
    return [o for o in sorted(held) if s.enemy_line or content().objects[o].effects[0]["op"] != "defeat"]


def can_defeat(s: UwState, seat: Seat) -> bool:
    if not s.enemy_line:
        return False
    return supplies.affords(supplies.owned(s, seat), content().enemies[s.enemy_line[0]].cost)


def _answers(s: UwState, seat: Seat) -> list[UwAction]:
    p = s.pending
    assert p is not None
    if p.kind == "axis":
        return [ChooseAxis(axis=a) for a in open_axes(s)]
    if p.kind == "guess":
        return [Guess(axis=a) for a in Axis]
    if p.kind == "discard":
        return [Discard(cards=combo) for combo in discard_choices(s, seat, p.count)]
    if p.scope == "self":
        have = supplies.owned(s, seat)
        return [*(Pay(option=i) for i, c in enumerate(p.costs) if supplies.affords(have, c)), Decline()]
    out: list[UwAction] = []
    have = supplies.owned(s, seat)
    for item in GIVABLE:
        for count in range(1, have[item] + 1):
            if contributions.useful(s, p, seat, item, count):
                out.append(Give(item=item, count=count))
    if seat == p.seat:
        out.append(Settle())
        if p.scope == "total":
            out.append(Decline())
    else:
        out.append(Pass())
    return out


def discard_choices(s: UwState, seat: Seat, count: int) -> list[tuple[Axis, ...]]:
    have = supplies.owned(s, seat)
    return [combo for combo in combinations_with_replacement(list(Axis), count)
            if all(have[Item(a.value)] >= combo.count(a) for a in set(combo))]
