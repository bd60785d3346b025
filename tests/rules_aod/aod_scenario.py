"""Compact scenario fixtures for AoD rule tests: a real setup, then the few facts a test needs.

Everything stays a permutation of the real components (tiles swapped, cards moved between piles and
hands), so conservation checks hold in scenarios too.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules.aod.game import AOD
from rules.aod.model import AodOptions, AodState, CardType, Direction, ObjectPlace, Pos
from rules.core import Event, IllegalAction, Transition

CAST = {2: ["lara", "pieter"], 3: ["lara", "pieter", "joachim"], 4: ["lara", "pieter", "kurtis", "joachim"]}


def new_game(n: int = 2, seed: int = 7, side: Direction = Direction.N, index: int = 0, **options: object) -> AodState:
    """A game of ``n`` players whose start tile is already placed (north side, column A by default)."""
    state = AOD.setup(CAST[n], AodOptions(**options), seed)
    return AOD.apply(state, state.order[0], AOD.parse_action(f"start:{side.value}{index}")).state


def lay(state: AodState, pos: Pos, tile: str, rotation: int = 0, opened: bool = True) -> None:
    """Put ``tile`` at ``pos`` (swapping it with the tile found there) in the given orientation."""
    for row in state.grid:
        for c in row:
            if c.tile == tile:
                c.tile = state.grid[pos[0]][pos[1]].tile
    here = state.grid[pos[0]][pos[1]]
    here.tile, here.rotation, here.opened = tile, rotation, opened


def corridor(state: AodState, cells: Iterable[Pos], tiles: Iterable[str], rotation: int) -> None:
    for pos, tile in zip(cells, tiles):
        lay(state, pos, tile, rotation)


def put(state: AodState, seat: int, pos: Pos | None) -> None:
    state.figures[seat].pos = pos


def give_hand(state: AodState, seat: int, cards: Iterable[str]) -> None:
    """Replace ``seat``'s hand with exactly ``cards`` (taken from wherever they are)."""
    wanted = list(cards)
    for card in state.hands[seat]:
        state.draw[_type(card)].append(card)
    state.hands[seat] = []
    for card in wanted:
        for pile in (*state.draw.values(), *state.discard.values(), *state.hands):
            if card in pile:
                pile.remove(card)
    state.hands[seat] = wanted


def activate(state: AodState, seat: int, actions: int = 3, energy: int = 0) -> None:
    state.turn_seat_index = state.order.index(seat)
    state.actions_left, state.energy_left = actions, energy


def lay_object(state: AodState, counter: str, pos: Pos) -> None:
    if counter in state.object_stack:
        state.object_stack.remove(counter)
    state.objects[counter] = ObjectPlace(where="cell", pos=pos)


def play(state: AodState, seat: int, text: str) -> Transition[AodState]:
    return AOD.apply(state, seat, AOD.parse_action(text))


def refused(state: AodState, seat: int, text: str) -> IllegalAction:
    """The error raised for ``text``; also checks that the refused action left the state untouched."""
    before = state.model_dump_json()
    try:
        play(state, seat, text)
    except IllegalAction as err:
        assert state.model_dump_json() == before
        return err
    raise AssertionError(f"{text} was accepted")


def kinds(events: Iterable[Event]) -> list[str]:
    return [e.kind for e in events]


def event(events: Iterable[Event], kind: str) -> Event:
    return next(e for e in events if e.kind == kind)


def _type(card: str) -> CardType:
    return {"en": CardType.ENERGY, "am": CardType.AMMO, "li": CardType.LIFE}[card[:2]]


def total_cards(state: AodState) -> int:
    return sum(len(p) for p in state.draw.values()) + sum(len(p) for p in state.discard.values()) + sum(
        len(h) for h in state.hands)


