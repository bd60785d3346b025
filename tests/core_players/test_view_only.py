"""A bot decides from its own view: states that differ only where its seat cannot see give one decision.

In every game the two states also draw different future randomness (the state's seed), which no
seat may know either.
"""

from __future__ import annotations

import random
from typing import Any

from core.players.choose import Level, choose
from core.players.support import support_for
from rules import registry
from rules.aod.board import SIZE
from rules.core import Seat
from tests.core_players.positions import NO_CAP, position


def _same_decision(game_kind: str, real: Any, other: Any, seat: Seat) -> None:
    game = registry.get(game_kind)
    assert real != other, "the two states must differ in hidden information"
    assert game.view(real, seat) == game.view(other, seat)
    for level in (Level.EASY, Level.STRONG):
        assert choose(game, game.view(real, seat), seat, level, seed=42, budget_s=NO_CAP) == \
            choose(game, game.view(other, seat), seat, level, seed=42, budget_s=NO_CAP)


def _reseeded(state: Any) -> Any:
    """A deep copy whose random source will draw differently."""
    other = state.model_copy(deep=True)
    other.rng.seed += 1
    return other


def _swap_hand_with_pile(hands: list[list[str]], seat: Seat, piles: dict[Any, list[str]], kind_of: Any) -> None:
    """Trade every card of ``seat``'s hand for another card of the same pile kind (sizes unchanged)."""
    for i, card in enumerate(list(hands[seat])):
        pile = piles[kind_of(card)]
        if pile:
            hands[seat][i], pile[0] = pile[0], card


def test_aod_decision_ignores_the_opponents_hand_and_the_face_down_tiles() -> None:
    game = registry.get("aod")
    from rules.aod.cards import card_type

    for moves in (0, 25, 60):
        real, seat = position(game, 2, seed=9, moves=moves)
        other = _reseeded(real)
        opponent = 1 - seat
        _swap_hand_with_pile(other.hands, opponent, other.draw, card_type)
        hidden = [(r, c) for r in range(SIZE) for c in range(SIZE) if not other.grid[r][c].opened]
        random.Random(moves).shuffle(hidden)
        (r1, c1), (r2, c2) = hidden[:2]
        other.grid[r1][c1].tile, other.grid[r2][c2].tile = other.grid[r2][c2].tile, other.grid[r1][c1].tile
        other.grid[r1][c1].rotation = (other.grid[r1][c1].rotation + 1) % 4
        other.discovery_pile.reverse()
        other.object_stack[:-1] = reversed(other.object_stack[:-1])
        _same_decision("aod", real, other, seat)


def test_catacombs_decision_ignores_the_other_hands_and_the_deck_order() -> None:
    game = registry.get("catacombs")
    from rules.catacombs.content import content

    for moves in (0, 6, 30):
        real, seat = position(game, 3, seed=4, moves=moves)
        other = _reseeded(real)
        for opponent in range(len(other.seats)):
            if opponent != seat:
                _swap_hand_with_pile(other.hands, opponent, other.draw, lambda c: content().cards[c].team)
        for pile in other.draw.values():
            pile.reverse()
        _same_decision("catacombs", real, other, seat)


def test_underworld_decision_ignores_the_other_hands_the_deck_and_the_enemy_pile() -> None:
    game = registry.get("underworld")
    for moves in (0, 12, 40):
        real, seat = position(game, 3, seed=6, moves=moves)
        other = _reseeded(real)
        below_top = other.draw[1:]  # the top card's type may have been shown to everyone
        for opponent in range(len(other.hands)):
            if opponent != seat:
                n = len(other.hands[opponent])
                other.hands[opponent], below_top[:n] = below_top[:n], other.hands[opponent]
        other.draw[1:] = reversed(below_top)
        other.enemy_pile.reverse()
        _same_decision("underworld", real, other, seat)


def test_dark_tomb_decision_ignores_the_face_down_tiles_and_the_piles() -> None:
    game = registry.get("darktomb")
    for moves in (0, 10, 40):
        real, seat = position(game, 2, seed=3, moves=moves)
        other = _reseeded(real)
        other.monster_deck.reverse()
        other.item_deck.reverse()
        relaid: Any = support_for(game).sample_state(game.view(real, seat), seat, random.Random(moves))
        other.tiles, other.terrain = relaid.tiles, relaid.terrain  # face-down tiles dealt afresh, turned at random
        _same_decision("darktomb", real, other, seat)
