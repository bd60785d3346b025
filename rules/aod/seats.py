"""Characters, sides, turn order and scoring units (AOD-SET-1, AOD-SET-2, AOD-SCORE-5)."""

from __future__ import annotations

from collections.abc import Sequence

from rules.aod.model import AodState, Character, Side
from rules.core import IllegalAction, Seat

SIDE = {
    Character.LARA: Side.GOOD,
    Character.KURTIS: Side.GOOD,
    Character.PIETER: Side.BAD,
    Character.JOACHIM: Side.BAD,
}

# AOD-SET-1: who plays for each player count; the tuple order is also the turn order (AOD-SET-2).
CAST: dict[int, tuple[Character, ...]] = {
    2: (Character.LARA, Character.PIETER),
    3: (Character.LARA, Character.PIETER, Character.JOACHIM),
    4: (Character.LARA, Character.PIETER, Character.KURTIS, Character.JOACHIM),
}


def cast_for(n_players: int) -> tuple[Character, ...]:
    if n_players not in CAST:
        raise IllegalAction("error.aod.player_count", minimum=2, maximum=4, count=n_players)
    return CAST[n_players]


def resolve_roles(picks: Sequence[str | None]) -> list[Character]:
    """Seat → character; empty picks get the characters nobody chose, in turn order."""
    cast = cast_for(len(picks))
    chosen: list[Character] = []
    for pick in picks:
        if pick is None:
            continue
        try:
            character = Character(pick)
        except ValueError:
            raise IllegalAction("error.aod.unknown_role", role=pick) from None
        if character not in cast:
            raise IllegalAction("error.aod.role_not_in_game", character=character.value, count=len(picks))
        if character in chosen:
            raise IllegalAction("error.aod.role_taken", character=character.value)
        chosen.append(character)
    free = iter(c for c in cast if c not in chosen)
    return [Character(p) if p is not None else next(free) for p in picks]


def turn_order(seats: Sequence[Character]) -> list[Seat]:
    cast = CAST[len(seats)]
    return sorted(range(len(seats)), key=lambda seat: cast.index(seats[seat]))


def side_of(state: AodState, seat: Seat) -> Side:
    return SIDE[state.seats[seat]]


def is_team_game(state: AodState) -> bool:
    """Four players play as two teams; otherwise everyone scores alone (AOD-SCORE-5)."""
    return len(state.seats) == 4


def unit_of(state: AodState, seat: Seat) -> str:
    return side_of(state, seat).value if is_team_game(state) else f"seat:{seat}"


def units(state: AodState) -> list[str]:
    seen: list[str] = []
    for seat in range(len(state.seats)):
        if unit_of(state, seat) not in seen:
            seen.append(unit_of(state, seat))
    return seen


def seats_of_unit(state: AodState, unit: str) -> list[Seat]:
    return [seat for seat in range(len(state.seats)) if unit_of(state, seat) == unit]


def are_partners(state: AodState, a: Seat, b: Seat) -> bool:
    """Team mates exist only in the 4-player game (AOD-CARRY-4)."""
    return a != b and is_team_game(state) and side_of(state, a) is side_of(state, b)


def may_shoot_at(state: AodState, shooter: Seat, target: Seat) -> bool:
    """Opponents only; in the 3-player game everyone is an opponent (AOD-SHOOT-5)."""
    return shooter != target and not are_partners(state, shooter, target)
