"""Samplers deal hidden parts consistent with a seat's view, from what the seat has not seen."""

from __future__ import annotations

import random
from typing import Any

import pytest

from core.players.support import support_for
from rules import registry
from tests.core_players.positions import position


@pytest.mark.parametrize("game_kind", sorted(registry.games()))
@pytest.mark.parametrize("moves", (0, 10, 30, 80))
def test_a_sampled_state_looks_the_same_from_the_seat_and_allows_the_same_moves(game_kind: str, moves: int) -> None:
    game = registry.get(game_kind)
    sample_state = support_for(game).sample_state
    for n_players in sorted({game.info.min_players, game.info.max_players}):
        state, acting = position(game, n_players, seed=moves, moves=moves)
        for seat in range(n_players):
            view = game.view(state, seat)
            sampled = sample_state(view, seat, random.Random(seat))
            assert game.view(sampled, seat) == view
        sampled = sample_state(game.view(state, acting), acting, random.Random(1))
        legal = sorted(game.notation(a) for a in game.legal_actions(state, acting))
        assert sorted(game.notation(a) for a in game.legal_actions(sampled, acting)) == legal


@pytest.mark.parametrize("game_kind", ["aod", "catacombs"])
def test_other_hands_are_dealt_afresh_from_unseen_cards(game_kind: str) -> None:
    game = registry.get(game_kind)
    state, seat = position(game, 2, seed=1, moves=10)
    opponent = 1 - seat
    view = game.view(state, seat)
    sample_state = support_for(game).sample_state
    dealt: list[Any] = [sample_state(view, seat, random.Random(i)) for i in range(12)]  # AoD or Catacombs states
    hands_now: Any = state
    assert len({tuple(sorted(s.hands[opponent])) for s in dealt}) > 1
    assert all(sorted(s.hands[seat]) == sorted(hands_now.hands[seat]) for s in dealt)
