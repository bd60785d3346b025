"""Two bot processes on one PostgreSQL, conflicting clicks on the same games, one process killed -9.

The small, untimed version of ``bench/bench_scale.py`` (see :mod:`tests.e2e.storm` for what is
checked): 0 moves lost, 0 announced twice, every due timer fired once, every game replays.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from tests.e2e.storm import prepare, run_storm
from tests.pgserver import admin, database_url

GAMES = 20
SECONDS = 10.0


async def test_two_processes_storm_the_same_games_and_one_is_killed(postgres_server: str, tmp_path: Path) -> None:
    await admin(postgres_server, "CREATE DATABASE storm TEMPLATE tombtable_template")
    url = database_url(postgres_server, "storm")
    extra = ["--lease", "5", "--workers", "3"]
    await asyncio.to_thread(prepare, url, tmp_path, GAMES, extra)
    storm = await asyncio.to_thread(
        run_storm, url, tmp_path, games=GAMES, procs=2, seconds=SECONDS, kill_at=SECONDS / 2, extra=extra
    )
    print(storm.summary())
    assert storm.problems == []
    assert storm.player_moves > GAMES // 2, "the storm played moves"
    assert storm.clock_moves > 0, "clocks ran out and played for the absent players"
    assert storm.reminders_posted > 0, "reminders went out"
    assert storm.moved_on + storm.refused > 0, "clicks on the same games collided"
