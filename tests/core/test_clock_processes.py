"""Two bot processes' clocks see the same deadline at the same moment: one default move, no alarm.

Every process polls the due timers; both try the timed-out seat's default move on the version the
timer names.  The version check lets exactly one apply it; the other learns the game moved on,
which is the normal course of things across processes, not an error to log with a traceback.
"""

from __future__ import annotations

import asyncio
import logging

import pytest

from core.storage import Store
from tests.core.real_games import FakeClock, start
from tests.core.test_clock import wired


async def test_a_deadline_seen_by_two_processes_plays_one_default_move(
    database_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    first, second = await Store.open(database_url), await Store.open(database_url)
    try:
        now = FakeClock()
        service, clock = wired(first, now)
        _, other_clock = wired(second, now)
        started = await start(service, "fake", pace=12)
        now.advance(hours=12)
        with caplog.at_level(logging.ERROR, logger="core.clock"):
            fired = await asyncio.gather(clock.fire_due(), other_clock.fire_due())
        timeouts = [f for batch in fired for f in batch if f.timer.kind == "timeout"]
        actions = await first.actions(started.record.id)
    finally:
        await first.close()
        await second.close()
    assert len(timeouts) == 1 and len(actions) == 1 and actions[0].by_clock, "one default move, once"
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], "losing the race is not an error"
