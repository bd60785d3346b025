"""Enumerating legal actions (buttons, autocomplete, tests) and the automatic end of a turn.

Cards of the same type and value are interchangeable, so card choices are listed once per distinct
combination of values, using the lowest card ids; this keeps menus short without losing a choice.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, product

from rules.aod import cards
from rules.aod.board import COMPASS
from rules.aod.model import (
    AodAction,
    AodState,
    CardType,
    Claim,
    Ditch,
    Drop,
    EndTurn,
    HandOver,
    OpenTile,
    Orient,
    PlaceStart,
    PlayEnergy,
    Reload,
    RotateTile,
    Shoot,
    Step,
    TakeOver,
)
from rules.aod.queries import (
    claimable,
    give_targets,
    open_directions,
    rotate_targets,
    shoot_targets,
    step_directions,
    take_sources,
)
from rules.aod.turn import active_seat
from rules.core import Seat

def value_sets(hand_cards: list[str]) -> list[tuple[str, ...]]:
    """Every non-empty choice among ``hand_cards`` that differs in values (one per value multiset)."""
    groups: dict[tuple[CardType, int], list[str]] = {}
    for card in sorted(hand_cards):
        groups.setdefault((cards.card_type(card), cards.value(card)), []).append(card)
    keys = sorted(groups, key=lambda k: (k[0].value, k[1]))
    out = []
    for counts in product(*(range(len(groups[k]) + 1) for k in keys)):
        chosen = tuple(c for k, n in zip(keys, counts) for c in groups[k][:n])
        if chosen:
            out.append(chosen)
    return out


def ditch_sets(hand: list[str], count: int) -> list[tuple[str, ...]]:
    seen: set[tuple[tuple[str, int], ...]] = set()
    out = []
    for combo in combinations(sorted(hand), count):
        key = tuple(sorted((cards.card_type(c).value, cards.value(c)) for c in combo))
        if key not in seen:
            seen.add(key)
            out.append(combo)
    return out


def legal_actions(state: AodState, seat: Seat) -> list[AodAction]:
    if state.finished:
        return []
    if state.pending is not None:
        return list(_pending_actions(state, seat)) if seat == state.pending.seat else []
    if seat != active_seat(state):
        return []
    return [*_free_actions(state, seat), *_energy_moves(state, seat), *_main_actions(state, seat), EndTurn()]


def _pending_actions(state: AodState, seat: Seat) -> Iterator[AodAction]:
    assert state.pending is not None
    if state.pending.kind == "place_start":
        for side in COMPASS:
            for index in range(5):
                yield PlaceStart(side=side, index=index)
    elif state.pending.kind == "orient":
        for rotation in range(4):
            yield Orient(rotation=rotation)
    else:
        for combo in ditch_sets(state.hands[seat], state.pending.count):
            yield Ditch(cards=combo)


def _free_actions(state: AodState, seat: Seat) -> Iterator[AodAction]:
    for counter in claimable(state, seat):
        yield Claim(counter=counter)
    for partner in give_targets(state, seat):
        yield HandOver(to=partner)
    for partner in take_sources(state, seat):
        yield TakeOver(source=partner)
    if state.figures[seat].carrying is not None:
        yield Drop()


def _energy_moves(state: AodState, seat: Seat) -> Iterator[AodAction]:
    if state.energy_left <= 0:
        return
    for d in step_directions(state, seat):
        yield Step(direction=d)
    for d in open_directions(state, seat):
        yield OpenTile(direction=d)
    for target in rotate_targets(state, seat):
        for turns in (1, 2, 3):
            yield RotateTile(direction=target, rotation=turns)


def _main_actions(state: AodState, seat: Seat) -> Iterator[AodAction]:
    if state.actions_left <= 0:
        return
    for kind in CardType:
        if cards.available(state, kind):
            yield Reload(card_type=kind)
    for combo in value_sets(cards.cards_of(state, seat, CardType.ENERGY)):
        yield PlayEnergy(cards=combo)
    targets = shoot_targets(state, seat)
    if targets:
        for combo in value_sets(cards.cards_of(state, seat, CardType.AMMO)):
            for target in targets:
                yield Shoot(cards=combo, target=target)


def has_more_to_do(state: AodState, seat: Seat) -> bool:
    """Whether the active player can still do anything but end the turn or drop (AOD-TURN-4)."""
    if state.actions_left > 0 or energy_spendable(state, seat):
        return True
    return bool(claimable(state, seat) or give_targets(state, seat) or take_sources(state, seat))


def energy_spendable(state: AodState, seat: Seat) -> bool:
    """Whether energy is left and something to spend it on: ending the turn now would waste it (AOD-EN-2)."""
    return state.energy_left > 0 and bool(step_directions(state, seat) or open_directions(state, seat)
                                          or rotate_targets(state, seat))
