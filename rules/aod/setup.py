"""A new game: shuffled face-down museum, card piles, counter stacks, starting hands (AOD-SET-3..6)."""

from __future__ import annotations

from rules.aod import seats
from rules.aod.board import SIZE
from rules.aod.content import content
from rules.aod.model import AodOptions, AodState, CardType, Cell, Character, Figure, HeadStart, ObjectPlace, Pending
from rules.core import Rng

STARTING_CARDS_PER_TYPE = 1


def new_state(characters: list[Character], options: AodOptions, seed: int) -> AodState:
    rng = Rng(seed=seed)
    grid = _museum(rng)
    draw = {k: rng.shuffled(sorted(c.id for c in content().cards.values() if c.type is k)) for k in CardType}
    hands = [_starting_hand(draw) for _ in characters]
    stack = _object_stack(rng)
    order = seats.turn_order(characters)
    if len(characters) == 3:  # AOD-SET-4 ruling, AOD-OPT-3: Joachim's card first, so ENERGY deals a subset
        for seat in _head_start_seats(order, options.head_start):
            hands[seat].append(draw[CardType.ENERGY].pop(0))
    return AodState(
        options=options, rng=rng, seats=characters, order=order, grid=grid,
        figures=[Figure(character=c) for c in characters],
        draw=draw, discard={k: [] for k in CardType}, hands=hands,
        discovery_pile=rng.shuffled(sorted(content().discovery)), discovered={},
        object_stack=stack, objects={o: ObjectPlace(where="stack") for o in stack},
        restarted=[False] * len(characters),
        pending=Pending(kind="place_start", seat=order[0]),
    )


def _head_start_seats(order: list[int], head_start: HeadStart) -> list[int]:
    """Seats of the 3-player game that take one more energy card, in the order they take it."""
    return {HeadStart.RULEBOOK: [], HeadStart.ENERGY: [order[2]], HeadStart.BAD_GUYS: [order[2], order[1]]}[head_start]


def _museum(rng: Rng) -> list[list[Cell]]:
    """All tiles face down in a random layout and random orientations (AOD-SET-3)."""
    tiles = rng.shuffled(sorted(content().tiles))
    return [[Cell(tile=tiles[r * SIZE + c], rotation=rng.randint(0, 3)) for c in range(SIZE)] for r in range(SIZE)]


def _starting_hand(draw: dict[CardType, list[str]]) -> list[str]:
    """One card of each type from the top of its pile (AOD-SET-4)."""
    return [draw[kind].pop(0) for kind in CardType for _ in range(STARTING_CARDS_PER_TYPE)]


def _object_stack(rng: Rng) -> list[str]:
    """The eight normal counters shuffled, on top of the large one (AOD-SET-5)."""
    large = content().large_id
    return rng.shuffled(sorted(o for o in content().objects if o != large)) + [large]
