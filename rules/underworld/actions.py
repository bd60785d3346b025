"""One handler per action kind.  Each checks its arguments, then changes the working copy.

Handlers receive a working copy (see :mod:`rules.underworld.working`); raising
:class:`IllegalAction` drops that copy, so a refused action leaves no trace.  Errors say what is
allowed instead.
"""

from __future__ import annotations

from collections import Counter as Tally
from collections.abc import Callable
from typing import Any

from rules.core import Event, IllegalAction, Seat
from rules.underworld import contributions, supplies
from rules.underworld.content import content
from rules.underworld.effects import PROGRESS_FACES, axis_finished, push
from rules.underworld.flow import end_turn
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
    ObjectPlace,
    Pass,
    Pay,
    PlayCard,
    PlayTreasure,
    Roll,
    Settle,
    Stage,
    UseObject,
    UwState,
)

Handler = Callable[[UwState, Seat, Any, list[Event]], None]


# ---------------------------------------------------------------- stage 1


def roll(s: UwState, seat: Seat, action: Roll, events: list[Event]) -> None:
    _require_stage(s, Stage.ROLL)
    face = s.rng.choice(content().progress_die)
    events.append(Event(kind="progress_rolled", params={"seat": seat, "face_type": face}))
    s.stage = Stage.MAIN
    push(s, PROGRESS_FACES[face], seat, source=f"face_{face}")


# ---------------------------------------------------------------- stage 2 (UW-ACT-*)


def play_card(s: UwState, seat: Seat, action: PlayCard, events: list[Event]) -> None:
    _require_action(s, action.axis)
    card = next((c for c in s.hands[seat] if supplies.card_type(c) is action.axis), None)
    if card is None:
        raise IllegalAction("error.underworld.no_such_card", card_type=action.axis.value)
    s.hands[seat].remove(card)
    s.discard.append(card)
    _spend_action(s, seat, action.axis, "card_played", events)


def play_treasure(s: UwState, seat: Seat, action: PlayTreasure, events: list[Event]) -> None:
    _require_action(s, action.axis)
    if s.counters[seat][Counter.TREASURE] <= 0:
        raise IllegalAction("error.underworld.no_treasure")
    s.counters[seat] = {**s.counters[seat], Counter.TREASURE: s.counters[seat][Counter.TREASURE] - 1}
    s.supply[Counter.TREASURE] += 1
    _spend_action(s, seat, action.axis, "treasure_played", events)


def use_object(s: UwState, seat: Seat, action: UseObject, events: list[Event]) -> None:
    _require_stage(s, Stage.MAIN)
    if s.actions_left <= 0:
        raise IllegalAction("error.underworld.no_actions_left")
    place = s.objects.get(action.object)
    if place is None or place.where != "held" or place.seat != seat:
        raise IllegalAction("error.underworld.object_not_held", object_type=action.object)
    effects = content().objects[action.object].effects
    if effects[0]["op"] == "defeat" and not s.enemy_line:
        raise IllegalAction("error.underworld.no_enemy", object_type=action.object)
    s.objects[action.object] = ObjectPlace(where="used")
    s.actions_left -= 1
    events.append(Event(kind="object_used", params={"seat": seat, "object_type": action.object}))
    push(s, effects, seat, source=action.object)


def defeat(s: UwState, seat: Seat, action: Defeat, events: list[Event]) -> None:
    """Pay the rightmost enemy's condition; free, as often as paid for (UW-ENE-5)."""
    if s.stage is Stage.ROLL:
        raise IllegalAction("error.underworld.roll_first")
    if not s.enemy_line:
        raise IllegalAction("error.underworld.no_enemy_visible")
    enemy = content().enemies[s.enemy_line[0]]
    if not supplies.affords(supplies.owned(s, seat), enemy.cost):
        raise IllegalAction("error.underworld.cannot_defeat", enemy_type=enemy.kind)
    supplies.spend(s, supplies.take_all(s, seat, enemy.cost))
    push(s, [{"op": "defeat", "n": 1}], seat)


# ---------------------------------------------------------------- stage 3 (UW-TURN-3)


def draw(s: UwState, seat: Seat, action: Draw, events: list[Event]) -> None:
    if s.stage is Stage.ROLL:
        raise IllegalAction("error.underworld.roll_first")
    supplies.draw_cards(s, seat, supplies.stage_draw_count(s), events)
    end_turn(s, events)


def heal(s: UwState, seat: Seat, action: Heal, events: list[Event]) -> None:
    if s.stage is Stage.ROLL:
        raise IllegalAction("error.underworld.roll_first")
    room = s.max_health - s.health
    have = s.counters[seat][Counter.MEDKIT]
    if action.count > min(room, have):
        raise IllegalAction("error.underworld.cannot_heal", count=action.count, medkits=have, room=room)
    s.counters[seat] = {**s.counters[seat], Counter.MEDKIT: have - action.count}
    s.supply[Counter.MEDKIT] += action.count
    s.health += action.count
    events.append(Event(kind="medkits_used", params={"seat": seat, "count": action.count, "health": s.health}))
    end_turn(s, events)


# ---------------------------------------------------------------- answers to a pending question


def choose_axis(s: UwState, seat: Seat, action: ChooseAxis, events: list[Event]) -> None:
    if axis_finished(s, action.axis):
        raise IllegalAction("error.underworld.axis_finished", axis_type=action.axis.value)
    assert s.pending is not None
    source = s.pending.source
    s.pending = None
    push(s, [{"op": "advance", "axis": action.axis.value}], seat, source=source)


def discard(s: UwState, seat: Seat, action: Discard, events: list[Event]) -> None:
    assert s.pending is not None
    count = s.pending.count
    wanted = Tally(Item(kind.value) for kind in action.cards)
    if len(action.cards) != count or not supplies.affords(supplies.owned(s, seat), wanted):
        raise IllegalAction("error.underworld.discard_count", count=count)
    s.discard.extend(supplies.take_all(s, seat, wanted))
    s.pending = None
    events.append(Event(kind="discarded", params={"seat": seat, "count": count}))


def guess(s: UwState, seat: Seat, action: Guess, events: list[Event]) -> None:
    """The chapel door: name a type, turn the top card; wrong means losing the whole hand (UW-OBS-CRO-4)."""
    s.pending = None
    card = supplies.top_card(s, events)
    if card is None:
        events.append(Event(kind="guess_no_card", params={"seat": seat}))
        return
    s.draw.pop(0)
    shown = supplies.card_type(card)
    right = shown is action.axis
    events.append(Event(kind="guessed_right" if right else "guessed_wrong",
                        params={"seat": seat, "guess_type": action.axis.value, "card_type": shown.value}))
    if right:
        s.hands[seat].append(card)
    else:
        s.discard.append(card)
        push(s, [{"op": "discard_hand"}], seat)


def give(s: UwState, seat: Seat, action: Give, events: list[Event]) -> None:
    contributions.give(s, seat, action.item, action.count, events)


def pass_(s: UwState, seat: Seat, action: Pass, events: list[Event]) -> None:
    contributions.pass_(s, seat, events)


def pay(s: UwState, seat: Seat, action: Pay, events: list[Event]) -> None:
    contributions.pay(s, seat, action.option, events)


def settle(s: UwState, seat: Seat, action: Settle, events: list[Event]) -> None:
    contributions.settle(s, seat, events)


def decline(s: UwState, seat: Seat, action: Decline, events: list[Event]) -> None:
    contributions.decline(s, seat, events)


# ---------------------------------------------------------------- shared checks


def _require_stage(s: UwState, stage: Stage) -> None:
    if s.stage is not stage:
        raise IllegalAction(f"error.underworld.stage_{s.stage.value}")


def _require_action(s: UwState, axis: Axis) -> None:
    _require_stage(s, Stage.MAIN)
    if s.actions_left <= 0:
        raise IllegalAction("error.underworld.no_actions_left")
    if axis_finished(s, axis):
        raise IllegalAction("error.underworld.axis_finished", axis_type=axis.value)


def _spend_action(s: UwState, seat: Seat, axis: Axis, kind: str, events: list[Event]) -> None:
    s.actions_left -= 1
    events.append(Event(kind=kind, params={"seat": seat, "axis_type": axis.value}))
    push(s, [{"op": "advance", "axis": axis.value}], seat)


TURN_HANDLERS: dict[str, Handler] = {
    "roll": roll, "play": play_card, "treasure": play_treasure, "use": use_object, "defeat": defeat,
    "draw": draw, "heal": heal,
}
PENDING_HANDLERS: dict[str, dict[str, Handler]] = {
    "axis": {"axis": choose_axis},
    "discard": {"discard": discard},
    "guess": {"guess": guess},
    "cost": {"give": give, "pass": pass_, "pay": pay, "settle": settle, "decline": decline},
}
