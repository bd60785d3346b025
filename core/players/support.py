"""Finding a game's bot support without naming games: ``rules/<game>/sampling.py`` beside its rules.

A sampling module must define ``sample_state(view, seat, rng) -> state``.  It may also define
``evaluate(state, seat) -> float`` (a win-chance guess in [0, 1] where a rollout stops early),
``candidate_actions(state, seat) -> list`` (a finite, deterministic menu when legal actions are
continuous or too many), ``rollout_action(state, seat, rng) -> action`` (the policy that plays on after
the tree, when the game has a better one than its ``playout_action``), ``hint_action(state, seat) ->
action`` (the game's own considered move, which a strong bot plays unless its search shows another
better with confidence: where a short look-ahead cannot see what a plan pays, near ties must not go to
whatever the dice favoured), ``ITERATION_COST`` (how many ordinary iterations one costs, so levels
keep to their time budget in slow games) and ``MAX_ROLLOUT`` (a cap on rollout moves where each is
slow and ``evaluate`` judges well).
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from pydantic import BaseModel

from rules.core import GameRules, Seat

Sampler = Callable[[BaseModel, Seat, random.Random], BaseModel]
Evaluator = Callable[[BaseModel, Seat], float]
Menu = Callable[[BaseModel, Seat], list[Any]]
Policy = Callable[[BaseModel, Seat, random.Random], Any]
Hint = Callable[[BaseModel, Seat], Any]


@dataclass(frozen=True)
class Support:
    sample_state: Sampler
    evaluate: Evaluator | None
    candidate_actions: Menu | None
    rollout_action: Policy | None
    hint_action: Hint | None
    iteration_cost: float
    max_rollout: int | None


@lru_cache(maxsize=None)
def _load(package: str) -> Support:
    module = importlib.import_module(f"{package}.sampling")
    return Support(
        sample_state=module.sample_state,
        evaluate=getattr(module, "evaluate", None),
        candidate_actions=getattr(module, "candidate_actions", None),
        rollout_action=getattr(module, "rollout_action", None),
        hint_action=getattr(module, "hint_action", None),
        iteration_cost=float(getattr(module, "ITERATION_COST", 1.0)),
        max_rollout=getattr(module, "MAX_ROLLOUT", None),
    )


def support_for(game: GameRules[Any, Any, Any]) -> Support:
    """The sampling module of the package the game object comes from (``rules.<game>``)."""
    return _load(type(game).__module__.rsplit(".", 1)[0])
