"""Compact scenario fixtures for Catacombs tests: a real setup, then the few facts a test needs.

Cards are only moved between a team's pile and hands, and disks only moved, so conservation checks
still hold in scenarios.  Steady hands (no deviation) unless a test asks otherwise.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules.catacombs.game import CATACOMBS
from rules.catacombs.physics import overlapping
from rules.catacombs.model import CcOptions, CcState, Disk, Side
from rules.core import Event, Transition

ROLES = {2: ["sword", "skull"], 3: ["sword_1", "skull_1", "sword_2"], 4: ["sword_1", "skull_1", "sword_2", "skull_2"]}
PARKING = {  # out of the way: along the top and bottom walls, far from the middle lane
    "S1": (5.0, 32.0), "S2": (5.0, 3.5), "K1": (56.0, 32.0), "K2": (56.0, 3.5),
    "O1": (16.0, 32.5), "O2": (24.0, 32.5), "O3": (32.0, 32.5), "O4": (40.0, 32.5), "O5": (48.0, 32.5),
}


def new_game(players: int = 2, seed: int = 1, **options: object) -> CcState:
    opts = {"steadiness": "none", **options}
    return CATACOMBS.setup(ROLES[players], CcOptions.model_validate(opts), seed)


def layout(state: CcState, **where: tuple[float, float]) -> None:
    """Every disk parked out of the way except those given (``S1=(10, 17.75)``)."""
    spots = {**PARKING, **where}
    state.disks = [d.model_copy(update={"x": spots[d.id][0], "y": spots[d.id][1]}) for d in state.disks]
    assert overlapping(state.disks) == [], "scenario layout overlaps"


def disk(state: CcState, disk_id: str) -> Disk:
    return next(d for d in state.disks if d.id == disk_id)


def give_hand(state: CcState, seat: int, cards: Iterable[str]) -> None:
    """Replace ``seat``'s hand with exactly ``cards``, swapped with copies from the team's pile."""
    side = state.seats[seat]
    state.draw[side].extend(state.hands[seat])
    state.hands[seat] = []
    for card in cards:
        state.draw[side].remove(card)
        state.hands[seat].append(card)


def activate(state: CcState, disk_id: str, cards: Iterable[str] = ()) -> int:
    """Put the turn marker on ``disk_id`` at the card step, with ``cards`` in hand; returns the seat."""
    state.turn_index = state.order.index(disk_id)
    state.phase = "play"
    seat = state.controllers[disk_id]
    wanted = list(cards)
    if wanted:
        give_hand(state, seat, wanted)
    return seat


def act(state: CcState, seat: int, *notations: str) -> tuple[CcState, list[Event]]:
    """Apply several actions in a row; returns the final state and every event."""
    events: list[Event] = []
    for text in notations:
        transition: Transition[CcState] = CATACOMBS.apply(state, seat, CATACOMBS.parse_action(text))
        state = transition.state
        events.extend(transition.events)
    return state, events


def kinds(events: Iterable[Event]) -> list[str]:
    return [e.kind for e in events]


def keep_armour(state: CcState, side: Side, card: str) -> None:
    """``side`` keeps ``card`` face up (taken from its pile)."""
    state.draw[side].remove(card)
    state.armour[side].append(card)

