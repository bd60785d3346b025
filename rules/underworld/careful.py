"""A careful group of players, to measure balance (UW-BAL-1): the data is tuned so it wins more often than not.

Unlike :mod:`playout` it plans a little: it keeps enough cards for forced discards, pays obstacles
whenever the penalty is worse than the price, keeps the enemy line short before a region change,
heals early and hurries along acrobatics once the side-axis bonuses are in.  :func:`next_mover`
lets every contributor answer before the settler settles, as a patient table would.
"""

from __future__ import annotations

import random

from rules.core import Event, Seat
from rules.underworld import supplies
from rules.underworld.content import content
from rules.underworld.effects import axis_finished
from rules.underworld.legal import legal_actions, to_act
from rules.underworld.model import (
    Axis,
    ChooseAxis,
    Counter,
    Decline,
    Defeat,
    Discard,
    Draw,
    Give,
    Heal,
    Item,
    Pass,
    Pay,
    PlayCard,
    PlayTreasure,
    Settle,
    Stage,
    UseObject,
    UwAction,
    UwState,
)

RESERVE = 3  # cards kept against forced discards
MOVERS = {"sonar_map", "grapple", "flare", "motorcycle", "climbing_gear", "pda"}  # objects that are not weapons


def next_mover(s: UwState, rnd: random.Random) -> Seat:
    """Contributors first, the settler last."""
    seats = to_act(s)
    if s.pending is not None and len(seats) > 1:
        others = sorted(seats - {s.pending.seat})
        return rnd.choice(others)
    return rnd.choice(sorted(seats))


def careful_action(s: UwState, seat: Seat, rnd: random.Random) -> UwAction:
    legal = legal_actions(s, seat)
    if s.pending is not None:
        return _answer(s, seat, legal)
    if s.stage is Stage.ROLL:
        return legal[0]
    return _turn(s, seat, legal)


def _answer(s: UwState, seat: Seat, legal: list[UwAction]) -> UwAction:
    p = s.pending
    assert p is not None
    if p.kind == "axis":
        return min((a for a in legal if isinstance(a, ChooseAxis)), key=lambda a: _axis_rank(s, a.axis))
    if p.kind == "guess":
        return legal[0]
    if p.kind == "discard":
        have = supplies.owned(s, seat)
        return max((a for a in legal if isinstance(a, Discard)),
                   key=lambda a: sum(have[Item(x.value)] for x in a.cards))
    if p.scope == "self":
        pays = [a for a in legal if isinstance(a, Pay)]
        return pays[0] if pays else Decline()
    gives = [a for a in legal if isinstance(a, Give) and not _dear(p.costs, p.fail, a.item)]
    if gives:
        return max(gives, key=lambda a: (a.item not in (Item.VP, Item.TREASURE), a.count))
    return Settle() if seat == p.seat else Pass()


def _dear(costs: list[dict[Item, int]], fail: list[dict[str, object]], item: Item) -> bool:
    """Victory points are saved for Jörmungandr unless the penalty is worse than a roll."""
    mild = all(f["op"] == "roll" for f in fail)
    return item is Item.VP and mild and any(c.get(Item.VP, 0) >= 3 for c in costs)


def _axis_rank(s: UwState, axis: Axis) -> int:
    """Side axes while their bonuses matter, else acrobatics."""
    hurry = s.region == len(content().region_ids) - 1 or s.natla >= 4
    if axis is not Axis.ACROBATICS and not axis_finished(s, axis) and s.axes[Axis.ACROBATICS] < 3 and not hurry:
        return 0
    return 1 if axis is Axis.ACROBATICS else 2


def _turn(s: UwState, seat: Seat, legal: list[UwAction]) -> UwAction:
    hand = len(s.hands[seat])
    if any(isinstance(a, Defeat) for a in legal) and (len(s.enemy_line) >= 3 or hand > RESERVE + 2):
        return Defeat()
    uses = [a for a in legal if isinstance(a, UseObject)]
    weapons = [a for a in uses if a.object not in MOVERS]
    if weapons and len(s.enemy_line) >= 2:
        return weapons[0]
    if s.actions_left and uses and not weapons:
        return uses[0]
    treasures = [a for a in legal if isinstance(a, PlayTreasure)]
    cards = [a for a in legal if isinstance(a, PlayCard)]
    if cards and hand > RESERVE:
        return min(cards, key=lambda a: _axis_rank(s, a.axis))
    if treasures and s.counters[seat][Counter.TREASURE] > 1:
        return min(treasures, key=lambda a: _axis_rank(s, a.axis))
    heals = [a for a in legal if isinstance(a, Heal)]
    if heals and s.health < s.max_health:
        return heals[-1]
    return Draw()


def play_game(players: int, seed: int, careful: bool = True, limit: int = 20000,
              events: list[Event] | None = None, options: dict[str, str] | None = None) -> tuple[UwState, int]:
    """A whole game with the careful (or the random playout) policy; returns the end state and actions.

    ``events``, when given, receives every event of the game (the balance bench counts them);
    ``options`` are lobby options (the bench compares the solo draw rules, UW-OPT-2).
    """
    from rules.underworld.game import UNDERWORLD
    from rules.underworld.playout import choose_action

    s = UNDERWORLD.setup([None] * players, options or {}, seed)
    rnd = random.Random(seed)
    actions = 0
    while not s.finished and actions < limit:
        if careful:
            seat = next_mover(s, rnd)
            action = careful_action(s, seat, rnd)
        else:
            seat = rnd.choice(sorted(to_act(s)))
            action = choose_action(s, seat, rnd)
        transition = UNDERWORLD.apply(s, seat, action)
        if events is not None:
            events.extend(transition.events)
        s = transition.state
        actions += 1
    return s, actions

