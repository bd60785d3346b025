"""Bot players pick legal moves in every game at every level and repeat themselves for a seed."""

from __future__ import annotations

import pytest

from core.players.choose import Level, choose
from rules import registry
from tests.core_players.positions import NO_CAP, position

STAGES = (0, 12, 45)


@pytest.mark.parametrize("game_kind", sorted(registry.games()))
@pytest.mark.parametrize("moves", STAGES)
def test_every_level_plays_a_legal_move_at_several_stages(game_kind: str, moves: int) -> None:
    game = registry.get(game_kind)
    for n_players in sorted({game.info.min_players, game.info.max_players}):
        state, seat = position(game, n_players, seed=moves + n_players, moves=moves)
        for level in Level:
            notation = choose(game, game.view(state, seat), seat, level, seed=5)
            game.apply(state, seat, game.parse_action(notation))  # raises IllegalAction if not allowed


@pytest.mark.parametrize("game_kind", sorted(registry.games()))
def test_a_fixed_seed_gives_the_same_move(game_kind: str) -> None:
    game = registry.get(game_kind)
    state, seat = position(game, game.info.max_players, seed=2, moves=20)
    view = game.view(state, seat)
    assert len({choose(game, view, seat, Level.NORMAL, seed=11, budget_s=NO_CAP) for _ in range(3)}) == 1

