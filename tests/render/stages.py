"""Real views of every game at its start, middle and end, played by the rules' own playout policy.

They feed the cross-game picture tests (text size, clipping, alt text) with what a table really shows.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass
from typing import Any

from rules import registry
from rules.core import Event, Result

GAMES = tuple(sorted(registry.games()))
STAGES = ("start", "mid", "final")
SEATS = 4
"""Seats played, within what each game allows: a full table shows the most names and seat panels."""
NAMES = {0: "Alice", 1: "Bertrand", 2: "Chloé", 3: "Dmitri-with-a-very-long-name"}
CAP = 3000


@dataclass(frozen=True)
class Stage:
    """One moment of a game: its public view, one seat's view, the public events just before, the result."""

    game: str
    stage: str
    state: Any
    public: Any
    seat_view: Any
    events: tuple[Event, ...]
    result: Result | None


@functools.lru_cache(maxsize=None)
def playout(game_kind: str, players: int, seed: int) -> tuple[tuple[Any, tuple[Event, ...]], ...]:
    """Every state of a seeded playout of ``game_kind`` at ``players`` seats, each with the events that led to it."""
    game = registry.get(game_kind)
    offered = [role.id for role in game.roles(players)]
    roles: list[str | None] = list(offered[:players]) + [None] * max(0, players - len(offered))
    state = game.setup(roles, game.options_model(), seed)
    rnd = random.Random(seed)
    history: list[tuple[Any, tuple[Event, ...]]] = [(state, ())]
    while game.result(state) is None and len(history) < CAP:
        seat = min(game.to_act(state))
        transition = game.apply(state, seat, game.playout_action(state, seat, rnd))
        state = transition.state
        history.append((state, transition.events))
    return tuple(history)


@functools.lru_cache(maxsize=None)
def stage(game_kind: str, name: str, seed: int = 5) -> Stage:
    """The view of ``game_kind`` at ``name`` (start, mid or final) of a seeded playout."""
    game = registry.get(game_kind)
    history = playout(game_kind, max(game.info.min_players, min(SEATS, game.info.max_players)), seed)
    index = {"start": 0, "mid": len(history) // 2, "final": len(history) - 1}[name]
    chosen, events = history[index]
    acting = sorted(game.to_act(chosen)) or [0]
    public_events = tuple(e for e in events if e.is_public)
    return Stage(game_kind, name, chosen, game.view(chosen, None), game.view(chosen, acting[0]), public_events, game.result(chosen))
