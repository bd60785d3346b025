"""Game positions reached by the games' own careful random play, shared by the bot tests."""

from __future__ import annotations

import random
from typing import Any

from rules.core import GameRules, Seat

NO_CAP = 600.0  # the iteration count alone bounds the search, so a busy machine changes nothing


def position(game: GameRules[Any, Any, Any], n_players: int, seed: int, moves: int) -> tuple[Any, Seat]:
    """The state after up to ``moves`` careful random actions, and a seat to act (the game not over)."""
    state = game.setup([None] * n_players, game.options_model(), seed)
    rnd = random.Random(seed)
    for _ in range(moves):
        seat = min(game.to_act(state))
        after = game.apply(state, seat, game.playout_action(state, seat, rnd)).state
        if game.result(after) is not None:
            break
        state = after
    return state, min(game.to_act(state))
