"""A bot process for the kill -9 test: plays a storm of moves against a fake Discord kept on disk.

``python -m tests.e2e.crash_child DB LOG SLOT [--finish]``: opens the real bot on ``DB`` (a SQLite file
or a PostgreSQL URL), rebuilds the fake Discord from ``LOG`` (what earlier, killed processes sent;
see :mod:`tests.e2e.shared_discord`), delivers what they left pending (as the worker does at start),
then plays moves until killed.  ``SLOT`` numbers the launch (its message ids).  With ``--finish`` it
only delivers what is pending and exits.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from tests.e2e.conftest import ALICE, BRUNO
from tests.e2e.harness import CHANNEL_ID, Table
from tests.e2e.lobby import start_game
from tests.e2e.play import Driver
from tests.e2e.shared_discord import SharedDiscord


FINISH_WITHIN_S = 90.0


async def main(db: str, log: Path, slot: int, finish: bool) -> None:
    fake = SharedDiscord(log, slot)
    with fake.patched():
        table = await Table.open(fake, db, seed_source=lambda bits: 4242)
        try:
            await table.bot.delivery.run_due()  # what on_ready's worker does first
            if finish:
                await deliver_everything(table)
                return
            record = await table.bot.service.by_channel(CHANNEL_ID)
            if record is None:
                game_pk, _ = await start_game(table, [ALICE, BRUNO])
            else:
                game_pk = record.id
            driver = Driver(table, [ALICE, BRUNO], game_pk)
            print("ready", flush=True)  # the parent kills us at a random moment from now on
            for _ in range(400):
                if (await driver.current()).result is not None:
                    break
                await driver.move()
        finally:
            await table.close()


async def deliver_everything(table: Table) -> None:
    """Deliver until nothing is pending (the worker takes ten games at a time; retries wait a little)."""
    store = table.bot.store
    async with asyncio.timeout(FINISH_WITHIN_S):
        while await store.pending_notice_count():
            await asyncio.sleep(0.5)
            await table.bot.delivery.run_due()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], Path(sys.argv[2]), int(sys.argv[3]), "--finish" in sys.argv))
