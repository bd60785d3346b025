"""A bot's timing tells the table nothing: a move found at once (the bot had one thing it could do, which
its hand decides) is still played only once the level's whole time budget has passed."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any, Callable, cast

import pytest

from core.autoplay import AutoPlayer, pace_s
from core.service import GameService, Outcome
from core.storage import Store
from core.workers import WorkerPool


class AtOnce(WorkerPool):
    """A worker that has the bot's answer before it is asked: the fastest a decision can ever be."""

    def __init__(self) -> None:
        super().__init__(1, "instant", job_timeout_s=1.0)

    async def run(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        return "end"


async def _time_to_play(level: str, even_pace: bool) -> float:
    loop = asyncio.get_running_loop()
    played: list[float] = []

    async def play_for_seat(game_pk: int, seat: int, notation: str | None, version: int) -> None:
        played.append(loop.time())

    async def announce(game_pk: int, outcome: Outcome) -> None:
        raise AssertionError("nothing was saved, so nothing is announced")

    seat = SimpleNamespace(bot_playing=level)
    record = SimpleNamespace(seats=[seat, seat], game_kind="aod", version=7, seed=1)
    current = SimpleNamespace(record=record, view=lambda seat: None)
    service = cast(GameService, SimpleNamespace(play_for_seat=play_for_seat))
    bots = AutoPlayer(cast(Store, None), service, announce, AtOnce(), even_pace=even_pace)
    started = loop.time()
    await bots._move(1, cast(Outcome, current), 1)
    return played[0] - started


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
async def test_a_bot_that_decides_at_once_still_takes_its_levels_time(level: str) -> None:
    assert await _time_to_play(level, even_pace=True) >= pace_s(level) - 0.01


async def test_tests_may_let_bots_play_at_once() -> None:
    assert await _time_to_play("strong", even_pace=False) < pace_s("strong") / 2
