"""How hard the bot knocks on a channel that refuses it: requests per hour, DMs to the host, log lines.

Run by hand from the repository root::

    .venv/bin/python -m bench.bench_refusals [--hours 6]

A two-player game of Tomb Raider is started through the e2e harness (the real bot, every HTTP request
intercepted), then every request to its channel fails: a missing permission (403 50013), an archived
thread (400 50083), a deleted channel (404 10003), or, for comparison, an outage (503).  The first player
moves until the turn passes (each move tries the channel once), then the delivery worker wakes every
simulated minute for ``--hours``.  Printed per fault: the channel requests during the moves and per hour
of the worker (worst hour and mean), the DMs telling the host what to fix, the warning-or-worse log lines,
and whether the current turn post reached the channel within a minute once the refusal stopped (an
interaction in the channel shows the bot's permissions back; an outage has no such sign, so it waits for
the next retry).  Target (issue 49): a refusal is probed about every ten minutes, the host told once, one
log line per game and fault, and the channel caught up within a minute of the fix.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import tempfile
from datetime import timedelta
from pathlib import Path
from unittest import mock

import render.aod
from core.clock import utc_now
from tests.e2e.conftest import ALICE, BRUNO, TINY_PNG
from tests.e2e.harness import CHANNEL_ID, FakeDiscord, Table
from tests.e2e.lobby import start_game
from tests.e2e.play import Driver
from tests.e2e.test_delivery import pass_the_turn

FAULTS = (("missing permission", 403, 50013), ("archived thread", 400, 50083), ("deleted channel", 404, 10003),
          ("outage (for comparison)", 503, 0))


class Counting(logging.Handler):
    """Counts the delivery's warning-or-worse lines: what lands on an operator's console."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.lines = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.lines += 1


async def refused(name: str, status: int, code: int, hours: int) -> str:
    fake = FakeDiscord()
    with fake.patched(), tempfile.TemporaryDirectory() as folder:
        table = await Table.open(fake, Path(folder) / "refusals.sqlite3", seed_source=lambda bits: 31)
        counting = Counting()
        logging.getLogger("bot.delivery").addHandler(counting)
        try:
            game_pk, _ = await start_game(table, [ALICE, BRUNO])
            host_dm = next(channel for channel, user in fake.dm_channels.items() if user == ALICE.id)
            fault = fake.fail("*", "*", status=status, code=code, times=10**9, where=f"/channels/{CHANNEL_ID}/")
            dms = len(fake.requests)
            driver = Driver(table, [ALICE, BRUNO], game_pk)
            await pass_the_turn(driver)
            during_moves, start = fault.hits, utc_now()
            per_hour = []
            for hour in range(hours):
                before = fault.hits
                for minute in range(1, 61):
                    await table.bot.delivery.run_due(now=start + timedelta(hours=hour, minutes=minute))
                per_hour.append(fault.hits - before)
            told = [s for s in fake.requests[dms:] if s.method == "POST" and f"/channels/{host_dm}/" in s.url
                    and not s.files]
            fault.left = 0
            await table.command(BRUNO, "status")
            await table.bot.delivery.run_due(now=start + timedelta(hours=hours, minutes=1))
            record = await table.bot.service.load(game_pk)
            live = fake.messages.get(record.board_message_id or 0, {})
            caught_up = int(live.get("channel_id", 0)) == CHANNEL_ID and f"<@{BRUNO.id}>" in str(live.get("content"))
            return (
                f"{name:<24} moves={driver.moves:<3} requests during them={during_moves:<3} per worker hour: worst={max(per_hour):<3}"
                f" mean={sum(per_hour) / hours:<5.1f} host told={len(told)} log lines={counting.lines:<3}"
                f" caught up within a minute of the fix={'yes' if caught_up else 'no'}"
            )
        finally:
            logging.getLogger("bot.delivery").removeHandler(counting)
            await table.close()


async def run(hours: int) -> None:
    with (
        mock.patch.object(render.aod, "render_board", lambda *a, **k: TINY_PNG),
        mock.patch.object(render.aod, "render_hand", lambda *a, **k: TINY_PNG),
    ):
        for name, status, code in FAULTS:
            print(await refused(name, status, code, hours), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hours", type=int, default=6)
    asyncio.run(run(parser.parse_args().hours))


if __name__ == "__main__":
    main()
