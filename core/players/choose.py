"""Bot players for any game, deciding from their own seat's view (Discord-free, pure, CPU-bound).

``choose`` runs the generic information-set search of :mod:`core.players.search` with the budget of a
level.  The budget is counted in iterations, so a seed gives the same move on any machine; a
wall-clock cap (``budget_s`` or the level's) only guards against a slow host.
"""

from __future__ import annotations

import math
import random
import time
from enum import Enum
from typing import Any

from pydantic import BaseModel

from core.players.levels import LEVELS
from core.players.search import Budget, Node, menu, search
from core.players.support import support_for
from rules.core import GameRules, Seat

CONFIDENCE = 1.96  # standard errors by which the search must beat a game's own considered move


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
    state = support.sample_state(view, seat, rng)
    options = menu(game, support, state, seat)
    if not options:
        raise ValueError(f"seat {seat} has nothing to play")
    if len(options) == 1:
        return options[0][0]
    budget = Budget(
        iterations=max(len(options), round(params.iterations / support.iteration_cost)),
        rollout_depth=min(params.rollout_depth, support.max_rollout or params.rollout_depth),
        deadline=started + (params.time_cap_s if budget_s is None else budget_s),
    )
    hint = game.notation(support.hint_action(state, seat)) if support.hint_action and params.temperature <= 0 else None
    return _pick(search(game, view, seat, budget, rng), params.temperature, rng, hint)


def _pick(children: dict[str, Node], temperature: float, rng: random.Random, hint: str | None = None) -> str:
    """Most visited action (best value on ties), unless the game's ``hint`` is not shown worse at about
    95 % confidence; or a visit-weighted draw for the weaker levels."""
    visited = sorted((k, n) for k, n in children.items() if n.visits)
    if temperature <= 0:
        best, node = max(visited, key=lambda kn: (kn[1].visits, kn[1].mean()))
        hinted = children.get(hint) if hint is not None else None
        if hint is not None and hinted is not None and hinted.visits and not _clearly_better(node, hinted):
            return hint  # the game's own move, not shown worse
        return best
    weights = [n.visits ** (1.0 / temperature) for _, n in visited]
    return rng.choices([k for k, _ in visited], weights=weights)[0]


def _clearly_better(a: Node, b: Node) -> bool:
    """Whether ``a``'s mean reward beats ``b``'s by more than about twice their combined standard error."""
    return a.mean() - b.mean() > CONFIDENCE * math.hypot(a.standard_error(), b.standard_error())


__all__ = ["Level", "choose"]
