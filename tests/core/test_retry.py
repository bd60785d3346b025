"""A bot's run that failed waits before it tries again, but never longer than the next change."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import cast

from core.autoplay import AutoPlayer
from core.service import GameService, Outcome
from core.storage import GameRecord, GameStatus, Store


async def test_a_change_wakes_a_bot_run_waiting_after_a_failure() -> None:
    """A run waiting out a failure looks again as soon as the game changes, instead of sleeping on
    while the table waits for the bot."""
    reads: list[int] = []

    async def current(game_pk: int) -> object:
        reads.append(game_pk)
        if len(reads) == 1:
            raise ConnectionError("database went away")
        return SimpleNamespace(record=SimpleNamespace(status=GameStatus.FINISHED), result=None, to_act=set())

    async def announce(game_pk: int, outcome: Outcome) -> None:
        raise AssertionError("no bot moves here")

    bots = AutoPlayer(cast(Store, None), cast(GameService, SimpleNamespace(current=current)), announce)
    record = SimpleNamespace(id=7, status=GameStatus.ACTIVE, version=3,
                             seats=[SimpleNamespace(bot_playing="easy")])
    await bots.plan(cast(GameRecord, record))
    for _ in range(20):
        if 7 in bots._retrying:
            break
        await asyncio.sleep(0)
    assert 7 in bots._retrying, "the first read failed; the run waits (5 s) before it tries again"
    waiting = bots._running[7]
    await bots.plan(cast(GameRecord, record))
    await asyncio.wait_for(bots._running[7], timeout=1.0)
    assert reads == [7, 7], "the change made the new run read the game at once"
    await asyncio.sleep(0)
    assert waiting.cancelled(), "and the waiting run is gone: one run per game, never two"
    await bots.close()
