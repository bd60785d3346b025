"""A bot process for the kill -9 test: plays a storm of moves against a fake Discord kept on disk.

``python -m tests.e2e.crash_child DB LOG [--finish]``: opens the real bot on ``DB``, rebuilds the fake
Discord's messages from ``LOG`` (what earlier, killed processes sent), delivers what they left
pending (as the worker does at start), then plays moves until killed.  Every message Discord stores
is appended to ``LOG`` as one JSON line before the call returns, like Discord's own durable state.
With ``--finish`` it only delivers what is pending and exits.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import sys
from pathlib import Path
from typing import Any

from tests.e2e.conftest import ALICE, BRUNO
from tests.e2e.harness import CHANNEL_ID, FakeDiscord, Table
from tests.e2e.lobby import start_game
from tests.e2e.play import Driver


class DurableDiscord(FakeDiscord):
    """The fake Discord whose messages outlive the bot process (appended to a JSON-lines file)."""

    def __init__(self, log: Path) -> None:
        super().__init__()
        self.log = log
        highest = 1_000_000_000_000_000_000
        if log.exists():
            for line in log.read_text().splitlines():
                message = json.loads(line)
                dms = message.pop("dm", {})
                self.messages[int(message["id"])] = message
                highest = max(highest, int(message["id"]))
                if message.get("nonce"):
                    self.nonces[(int(message["channel_id"]), message["nonce"])] = int(message["id"])
                for dm, user in dms.items():
                    self.dm_channels[int(dm)] = int(user)
        self._ids = itertools.count(highest + 1000)

    def _record(self, message: dict[str, Any], nonce: str | None = None) -> None:
        kept = dict(message, nonce=nonce)
        kept["dm"] = {str(k): v for k, v in self.dm_channels.items()}
        with self.log.open("a") as out:
            out.write(json.dumps(kept) + "\n")

    def _message(self, channel_id: int, body: dict[str, Any], files: Any, **options: Any) -> dict[str, Any]:
        message = super()._message(channel_id, body, files, **options)
        self._record(message, body.get("nonce") if body.get("enforce_nonce") else None)
        return message

    def _apply(self, message: dict[str, Any], body: dict[str, Any] | None, files: Any) -> dict[str, Any]:
        applied = super()._apply(message, body, files)
        if int(applied["id"]) in self.messages and body:
            self._record(self.messages[int(applied["id"])], self.messages[int(applied["id"])].get("nonce"))
        return applied


async def main(db: Path, log: Path, finish: bool) -> None:
    fake = DurableDiscord(log)
    with fake.patched():
        table = await Table.open(fake, db, seed_source=lambda bits: 4242)
        try:
            await table.bot.delivery.run_due()  # what on_ready's worker does first
            if finish:
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


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1]), Path(sys.argv[2]), "--finish" in sys.argv))
