"""Boards sampled from seeded games of every game at every player count, to measure their proportions.

A phone shows a picture about 400 px wide; one twice as tall as wide or more shrinks to a thumbnail
strip.  The samples cover a game's start, evenly spaced moments, its busiest moments (Underworld's
open prices, the longest headlines) and the final board with its result; ``test_proportions`` and
``bench/bench_proportions.py`` draw them in both languages.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from render import renderer
from rules import registry
from rules.core import Result
from tests.render.stages import CAP, NAMES
from tests.render_underworld.sample_views import busy_late_view

LANGS = ("en", "fr")
LIMIT = 2.0
"""A board must stay less than this many times as tall as it is wide."""

OPTIONS: dict[str, tuple[dict[str, Any], ...]] = {
    "aod": ({}, {"collapse": "king", "large_counter_points": 3}),
    "catacombs": ({}, {"abilities": False, "armour": False}),
    "darktomb": ({}, {"stage": "II"}, {"stage": "III"}, {"stage": "IV"}, {"stage": "campaign", "heroes_per_player": 2}),
    "underworld": ({}, {"scoring": "competitive"}),
}
"""Lobby options the games are played with, one per seed in turn: the Dark Tomb stages differ in map size,
Underworld's competitive scoring adds points to every seat."""


@dataclass(frozen=True)
class Board:
    """One board to draw: which game, how many players, which moment, its public view and result."""

    game: str
    players: int
    moment: str
    view: Any
    result: Result | None


def player_counts(game_kind: str) -> range:
    """The player counts from one to four that ``game_kind`` accepts."""
    info = registry.get(game_kind).info
    return range(max(1, info.min_players), min(4, info.max_players) + 1)


@functools.lru_cache(maxsize=None)
def played(game_kind: str, players: int, seed: int) -> tuple[tuple[Any, ...], Result | None]:
    """Every state of a seeded playout by the rules' own policy, and its result."""
    game = registry.get(game_kind)
    offered = [role.id for role in game.roles(players)]
    roles: list[str | None] = list(offered[:players]) + [None] * max(0, players - len(offered))
    variants = OPTIONS[game_kind]
    options = game.options_model.model_validate(variants[seed % len(variants)])
    state = game.setup(roles, options, seed)
    rnd = random.Random(seed)
    states = [state]
    while game.result(state) is None and len(states) < CAP:
        seat = min(game.to_act(state))
        state = game.apply(state, seat, game.playout_action(state, seat, rnd)).state
        states.append(state)
    return tuple(states), game.result(state)


def _busy(view: Any) -> int:
    """How much a public view has to show: its size in words and numbers, and far more for an open price
    that the whole table answers (Underworld), which adds a panel and every seat's answer."""
    pending = getattr(view, "pending", None)
    shared_price = pending is not None and getattr(pending, "kind", None) == "cost" and getattr(pending, "scope", "self") != "self"
    return len(view.model_dump_json()) + (1_000_000 if shared_price else 0)


def boards(game_kind: str, players: int, seed: int, spread: int = 6, busiest: int = 2) -> Iterator[Board]:
    """``spread`` evenly spaced moments from the start, the ``busiest`` busiest others, and the final board."""
    game = registry.get(game_kind)
    states, result = played(game_kind, players, seed)
    last = len(states) - 1
    picked = sorted({round(i * last / spread) for i in range(spread)} - {last})
    views = {i: game.view(states[i], None) for i in picked}
    if busiest:
        stride = max(1, last // 60)
        others = [i for i in range(0, last, stride) if i not in views]
        busy = sorted(others, key=lambda i: -_busy(game.view(states[i], None)))[:busiest]
        views.update({i: game.view(states[i], None) for i in busy})
    for i in sorted(views):
        yield Board(game_kind, players, f"move {i}/{last}", views[i], None)
    yield Board(game_kind, players, f"final {last}", game.view(states[last], None), result)


def sample(game_kind: str, seeds: tuple[int, ...] = (1,), spread: int = 6, busiest: int = 2) -> list[Board]:
    """Boards of ``game_kind`` at every player count it accepts (one to four), one game per seed;
    Underworld also gets the busy hand-built Helheim board."""
    found = [board for players in player_counts(game_kind) for seed in seeds
             for board in boards(game_kind, players, seed, spread, busiest)]
    if game_kind == "underworld":
        found.append(Board(game_kind, 4, "busy Helheim", busy_late_view(), None))
    return found


def ratio(board: Board, lang: str) -> float:
    """Height over width of ``board`` drawn in ``lang`` (the picture before PNG encoding)."""
    image = renderer(board.game).board_image(board.view, names=NAMES, lang=lang, result=board.result)
    return float(image.height / image.width)
