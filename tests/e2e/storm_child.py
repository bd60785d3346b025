"""One bot process of the multi-process storm (see :mod:`tests.e2e.storm`).

``python -m tests.e2e.storm_child URL FOLDER SLOT GAMES [--setup] [--lease S] [--pictures] [--workers W]``

The real bot (command tree, delivery worker, clock) on the PostgreSQL database ``URL``, behind the
Discord shared by every process (``FOLDER/discord.jsonl``, :mod:`tests.e2e.shared_discord`).

- ``--setup``: open ``GAMES`` paced two-player games, one channel each, announce them, exit.
- otherwise: print ``ready``; once ``FOLDER/go`` names the storm's start and end, send Discord-shaped
  interactions for the games (``/game play``, the board's Play button, the panel's action buttons),
  in the same order as every other process, and a quarter of them on ten hot tables, so the same games
  get clicks from several processes at once (every fifth table stays idle); the clock runs fast during the storm and stops at its end.
  Latencies and memory go to ``FOLDER/stats-SLOT.json`` every second; at the end print ``stormed``
  and go on delivering and firing timers until SIGTERM.
"""

from __future__ import annotations

import asyncio
import json
import random
import signal
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from bot.delivery import worker as delivery_worker
from core.service import GameService
from tests.e2e.harness import GUILD_ID, Exchange, Player, Table
from tests.e2e.play import Driver
from tests.e2e.shared_discord import SharedDiscord

GAME = "aod"
PACE_HOURS = 12
TIMEOUT_SHARE = 0.45
"""During the storm the clock runs so fast that a move's 12 hours pass in this share of the storm:
reminders and timeouts fire on the idle tables (and on any other the storm leaves alone that long)."""
SHARDS = 1_000  # every launch gets a shard id of its own (its slot)
IDLE_EVERY = 5  # every fifth table is idle: nobody clicks there, its clocks run out
HOT_GAMES = 10
HOT_SHARE = 0.25
"""A quarter of the clicks go to ten hot tables that every process's workers hammer at once: the same
buttons, on the same versions, from different processes (the rest walk every table in turn)."""
SETUP_BATCH = 16
TICK_S = 0.2
ORDER_SEED = 20_26


def channel_of(index: int) -> int:
    return 710_000_000_000_000_000 + index


def players_of(index: int) -> list[Player]:
    return [Player(20_000_000 + 2 * index, f"A{index}"), Player(20_000_001 + 2 * index, f"B{index}")]


def rss_kib() -> int:
    """This process's resident memory."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def speed(seconds: float) -> float:
    """How much faster than real time the clock runs during a storm of ``seconds``."""
    return PACE_HOURS * 3600 / (TIMEOUT_SHARE * seconds)


def storm_time(wall: float, start: float, end: float) -> float:
    """Real time until the storm, :func:`speed` times faster during it, frozen at its end (so it drains)."""
    if wall <= start:
        return wall
    return start + (min(wall, end) - start) * speed(end - start)


class StormClock:
    """The bot's clock (:func:`storm_time`), once the storm's window is known."""

    def __init__(self) -> None:
        self.window: tuple[float, float] | None = None

    def __call__(self) -> datetime:
        wall = time.time() if self.window is None else storm_time(time.time(), *self.window)
        return datetime.fromtimestamp(wall, timezone.utc)


class GameTable(Table):
    """The bot as seen from one game's channel; an interaction waits only for what it started itself."""

    def __init__(self, table: Table, channel_id: int, latencies: list[float]) -> None:
        super().__init__(table.fake, table.bot, table._background)
        self.channel_id = channel_id
        self.latencies = latencies

    def _base(self, player: Player, kind: int, guild_locale: str) -> dict[str, Any]:
        payload = super()._base(player, kind, guild_locale)
        payload["channel_id"] = payload["channel"]["id"] = str(self.channel_id)
        return payload

    def click_payload(
        self, player: Player, message_id: int, custom_id: str, values: list[str] | None = None
    ) -> dict[str, Any]:
        assert isinstance(self.fake, SharedDiscord)
        self.fake.refresh()  # the message may have been posted by another process
        return super().click_payload(player, message_id, custom_id, values)

    async def run(self, *payloads: dict[str, Any]) -> Exchange:
        began = time.perf_counter()
        before = asyncio.all_tasks()
        tokens = [self._dispatch(payload) for payload in payloads]
        started = asyncio.all_tasks() - before  # dispatching is synchronous: these are this interaction's
        if started:
            await asyncio.wait(started)
        self.latencies.append(time.perf_counter() - began)
        return Exchange(self.fake, tokens, [], began, time.perf_counter())


async def setup(table: Table, games: int) -> None:
    """Open, pace and start every game through the service, then announce each (turn post, DMs)."""
    service: GameService = table.bot.service

    async def one(index: int) -> None:
        host, guest = players_of(index)
        record = await service.open_lobby(GAME, GUILD_ID, channel_of(index), host.id, "en")
        await service.join(record.id, guest.id)
        await service.set_pace(record.id, host.id, PACE_HOURS)
        outcome = await service.start(record.id, host.id)
        await table.bot.delivery.flush(record.id, outcome)

    for first in range(0, games, SETUP_BATCH):
        await asyncio.gather(*(one(index) for index in range(first, min(first + SETUP_BATCH, games))))


@dataclass
class Stats:
    """What this launch saw, saved every second during the storm (a killed launch keeps its last save)."""

    path: Path
    latencies: list[float] = field(default_factory=list)
    refused: int = 0
    rss_kib: dict[str, int] = field(default_factory=dict)  # resident memory at: start, fake, ready, end
    reconcile_s: float = 0.0  # the clock's pass over every active game at start

    def save(self) -> None:
        data = {"latencies": self.latencies, "refused": self.refused, "rss_kib": self.rss_kib,
                "reconcile_s": self.reconcile_s}
        self.path.write_text(json.dumps(data))


async def storm(table: Table, games: int, slot: int, workers: int, end: float, stats: Stats) -> None:
    """Every process walks the games in the same order; ``workers`` interactions in flight at a time."""
    latencies = stats.latencies
    pks = {record.channel_id: record.id for record in await table.bot.store.active_games()}
    order = [index for index in range(games) if index % IDLE_EVERY != IDLE_EVERY - 1]
    random.Random(ORDER_SEED).shuffle(order)
    rnd = random.Random(slot)
    hot = order[: min(HOT_GAMES, len(order))]
    drivers: dict[int, Driver] = {}
    position = 0  # every process starts at the same game, so they keep colliding

    async def worker() -> None:
        nonlocal position
        while time.time() < end:
            if rnd.random() < HOT_SHARE:
                index = rnd.choice(hot)
            else:
                index = order[position % len(order)]
                position += 1
            pk = pks.get(channel_of(index))
            if pk is None:
                continue  # the game is over
            driver = drivers.get(index)
            if driver is None:
                driver = drivers[index] = Driver(
                    GameTable(table, channel_of(index), latencies), players_of(index), pk, random.Random(rnd.random())
                )
            try:
                if (await driver.current()).result is not None:
                    pks.pop(channel_of(index), None)
                    continue
                await driver.move()
            except Exception:  # noqa: BLE001 - another process moved first: the driver's panel is stale
                stats.refused += 1  # (what counts is checked afterwards, in the database and on Discord)

    async def saving() -> None:
        while True:
            await asyncio.sleep(1.0)
            stats.save()

    saver = asyncio.create_task(saving())
    await asyncio.gather(*(worker() for _ in range(workers)))
    saver.cancel()


async def main(url: str, folder: Path, slot: int, games: int, *, setup_only: bool, workers: int) -> None:
    stats = Stats(folder / f"stats-{slot}.json", rss_kib={"start": rss_kib()})
    fake = SharedDiscord(folder / "discord.jsonl", slot)
    stats.rss_kib["fake"] = rss_kib()
    for index in range(games):
        for player in players_of(index):
            fake.members[player.id] = player
    clock = StormClock()
    with fake.patched():
        # A sharded process, as in production: it never voids the others' leases at start.
        table = await Table.open(fake, url, now=clock, shard_ids=[slot], shard_count=SHARDS)
        try:
            if setup_only:
                await setup(table, games)
                return
            await run(table, folder, slot, games, clock, workers, stats)
        finally:
            await table.bot.delivery.stop()
            await table.close()


async def run(
    table: Table, folder: Path, slot: int, games: int, clock: StormClock, workers: int, stats: Stats
) -> None:
    bot = table.bot
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    bot.delivery.start()  # what on_ready starts
    began = time.perf_counter()
    await bot.clock.reconcile()
    stats.reconcile_s = time.perf_counter() - began

    async def tick() -> None:  # the dispatcher's loop, polling: the storm clock outruns its sleeps
        while True:
            await bot.clock_dispatcher.run_due()
            await asyncio.sleep(TICK_S)

    ticking = asyncio.create_task(tick())
    table._background |= {ticking}
    stats.rss_kib["ready"] = rss_kib()
    print("ready", flush=True)
    go = folder / "go"
    while not go.exists():
        await asyncio.sleep(0.05)
    start, end = json.loads(go.read_text())
    clock.window = (start, end)
    await asyncio.sleep(max(0.0, start - time.time()))
    await storm(table, games, slot, workers, end, stats)
    stats.rss_kib["end"] = rss_kib()
    stats.save()
    print("stormed", flush=True)
    await stop.wait()
    ticking.cancel()


def _option(name: str, default: str, cast: Callable[[str], Any]) -> Any:
    return cast(sys.argv[sys.argv.index(name) + 1]) if name in sys.argv else cast(default)


if __name__ == "__main__":
    delivery_worker.LEASE = timedelta(seconds=_option("--lease", "30", float))
    if "--pictures" not in sys.argv:  # the storm measures coordination; bench_bot measures drawing
        import render.aod

        from tests.e2e.conftest import TINY_PNG

        render.aod.render_board = lambda *args, **kwargs: TINY_PNG
        render.aod.render_hand = lambda *args, **kwargs: TINY_PNG
    asyncio.run(
        main(sys.argv[1], Path(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), setup_only="--setup" in sys.argv,
             workers=_option("--workers", "4", int))
    )
