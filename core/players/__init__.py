"""Bot players for any game, deciding from their own seat's view (Discord-free, pure, CPU-bound).

``choose`` runs the generic information-set search of :mod:`core.players.search` with the budget of a
level.  The budget is counted in iterations, so a seed gives the same move on any machine; a
wall-clock cap (``budget_s`` or the level's) only guards against a slow host.
"""

from __future__ import annotations

import random
import time
from enum import Enum
from typing import Any

from pydantic import BaseModel

from core.players.levels import LEVELS
from core.players.search import Budget, Node, menu, search
from core.players.support import support_for
from rules.core import GameRules, Seat


class Level(str, Enum):
    EASY = "easy"
    NORMAL = "normal"
    STRONG = "strong"


def choose(game: GameRules[Any, Any, Any], view: BaseModel, seat: Seat, level: Level, seed: int, *,
           budget_s: float | None = None) -> str:
    """Notation of the action ``seat`` plays, searched from its own ``view`` only."""
    started = time.perf_counter()
    params = LEVELS[Level(level).value]
    rng = random.Random(seed)
    support = support_for(game)
    options = menu(game, support, support.sample_state(view, seat, rng), seat)
    if not options:
        raise ValueError(f"seat {seat} has nothing to play")
    if len(options) == 1:
        return options[0][0]
    budget = Budget(
        iterations=max(len(options), round(params.iterations / support.iteration_cost)),
        rollout_depth=min(params.rollout_depth, support.max_rollout or params.rollout_depth),
        deadline=started + (params.time_cap_s if budget_s is None else budget_s),
    )
    return _pick(search(game, view, seat, budget, rng), params.temperature, rng)


def _pick(children: dict[str, Node], temperature: float, rng: random.Random) -> str:
    """Most visited action (best value on ties), or a visit-weighted draw for the weaker levels."""
    visited = sorted((k, n) for k, n in children.items() if n.visits)
    if temperature <= 0:
        return max(visited, key=lambda kn: (kn[1].visits, kn[1].total / kn[1].visits))[0]
    weights = [n.visits ** (1.0 / temperature) for _, n in visited]
    return rng.choices([k for k, _ in visited], weights=weights)[0]


__all__ = ["Level", "choose"]
