"""What the start-up check of the SQLite file (:mod:`core.db_check`, ``PRAGMA quick_check``) costs.

Run by hand from the repository root::

    .venv/bin/python -m bench.bench_db_check [--mb 20 100 400]

Builds a migrated bot database of about each size (lobbies whose options carry filler text, one row
per ~4 KiB), checkpointed as after a clean stop, then times :func:`core.db_check.damage` on it three
times and prints the best and worst in milliseconds, and the rate in MiB/s.  The file is freshly written,
so it is read from the page cache: a cold start also waits for the disk to read the whole file once.
"""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
import tempfile
import time
from pathlib import Path

from core import db_check
from core.storage import Store

ROW_BYTES = 4000
RUNS = 3


async def build(path: Path, megabytes: int) -> None:
    """A migrated database grown to about ``megabytes`` MiB with lobby rows."""
    await (await Store.open(path)).close()
    rows = megabytes * 1024 * 1024 // ROW_BYTES
    with sqlite3.connect(path) as db:
        db.executemany(
            "INSERT INTO games (game_kind, guild_id, channel_id, host_id, options, locale, created_at, updated_at)"
            " VALUES ('aod', 1, ?, 1, ?, 'en', '2026-01-01', '2026-01-01')",
            ((channel, '{"note": "' + "x" * ROW_BYTES + '"}') for channel in range(rows)),
        )
        db.commit()
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=int, nargs="+", default=[20, 100, 400], help="database sizes in MiB")
    args = parser.parse_args()
    print(f"{'size MiB':>9} {'best ms':>9} {'worst ms':>9} {'MiB/s':>7}")
    for megabytes in args.mb:
        with tempfile.TemporaryDirectory(prefix="tombtable-check-") as folder:
            path = Path(folder) / "tombtable.sqlite3"
            asyncio.run(build(path, megabytes))
            size = path.stat().st_size / 1024 / 1024
            times = []
            for _ in range(RUNS):
                began = time.perf_counter()
                found = db_check.damage(path)
                times.append(time.perf_counter() - began)
                assert found is None, found
            print(f"{size:9.1f} {min(times) * 1000:9.1f} {max(times) * 1000:9.1f} {size / min(times):7.0f}")


if __name__ == "__main__":
    main()
