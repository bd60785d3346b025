"""Latency of the Discord layer, end to end, with real pictures and a real database (offline).

Run by hand from the repository root::

    .venv/bin/python -m bench.bench_bot [--actions 200] [--burst 20]

A four-player AoD game is played through the e2e harness (tests/e2e): every move is a Discord
interaction (panel clicks and ``/game play``) handled by the real bot, with HTTP faked.  For each
move it reports the time to the first response (Discord's deadline: 3 s) and the time until every
follow-up (board post, panel, hand DMs) was sent.  Then ``--burst`` players ask ``/game board`` at
the same instant, the worst case for the 3-second acknowledgement.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

from tests.e2e.conftest import PLAYERS
from tests.e2e.harness import FakeDiscord, Table
from tests.e2e.lobby import start_game
from tests.e2e.play import Driver


def summary(label: str, seconds: list[float]) -> str:
    ms = sorted(value * 1000 for value in seconds)
    pick = lambda q: ms[min(len(ms) - 1, int(q * len(ms)))]  # noqa: E731
    median = statistics.median(ms)
    return f"{label:<28} n={len(ms):<4} p50={median:7.1f}  p90={pick(0.9):7.1f}  p99={pick(0.99):7.1f}  max={ms[-1]:7.1f} ms"


async def run(actions: int, burst: int) -> None:
    fake = FakeDiscord()
    with fake.patched(), tempfile.TemporaryDirectory() as folder:
        table = await Table.open(fake, Path(folder) / "bench.sqlite3", seed_source=lambda bits: 7)
        try:
            game_pk, _ = await start_game(table, list(PLAYERS))
            driver = Driver(table, list(PLAYERS), game_pk)
            acks, totals = [], []
            while driver.moves < actions and (await driver.current()).result is None:
                exchange = await driver.move()
                acks.append(exchange.acknowledged_after(exchange.tokens[-1]))
                totals.append(exchange.ended - exchange.began)
            print(summary("move: first response", acks))
            print(summary("move: all follow-ups sent", totals))
            started = time.perf_counter()
            crowd = await table.run(*(table.command_payload(PLAYERS[i % 4], "board") for i in range(burst)))
            print(summary(f"burst of {burst} /game board: ack", [crowd.acknowledged_after(t) for t in crowd.tokens]))
            elapsed_ms = 1000 * (time.perf_counter() - started)
            print(f"burst of {burst} /game board: all boards posted after {elapsed_ms:.0f} ms")
        finally:
            await table.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--actions", type=int, default=200)
    parser.add_argument("--burst", type=int, default=20)
    args = parser.parse_args()
    asyncio.run(run(args.actions, args.burst))


if __name__ == "__main__":
    main()
