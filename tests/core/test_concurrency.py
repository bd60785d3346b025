"""Several bot processes on one database: every due timer and outbox notice is claimed by exactly
one of them, and of two racing moves on one game exactly one is saved (the other is stale).

Runs on both engines: PostgreSQL is the multi-process deployment; SQLite must hold too when two
processes share the file (its write lock serialises them)."""

from __future__ import annotations

import asyncio
import multiprocessing
from datetime import datetime, timedelta, timezone

import pytest

from core.outbox import Notice, NoticeKind
from core.storage import GameRecord, StaleVersion, Store, TimerPlan
from tests.core.support import ALICE, CHANNEL, GUILD, HOST
from tests.core.claimers import LEASE, claim_all

GAMES, NOTICES_PER_GAME = 6, 10


async def started(store: Store, channel: int) -> GameRecord:
    lobby = await store.create_lobby(
        game_kind="fake", guild_id=GUILD, channel_id=channel, host_id=HOST, locale="en", options={}
    )
    lobby = await store.add_seat(lobby.id, lobby.version, ALICE, None)
    return await store.start(lobby.id, lobby.version, seed=7, state="{}", schema_version=1)


async def due_work(store: Store) -> tuple[set[int], int]:
    """Games with due notices and due timers; the game ids and the number of timers."""
    past = datetime.now(timezone.utc) - timedelta(minutes=1)
    games = set()
    for channel in range(CHANNEL, CHANNEL + GAMES):
        game = await started(store, channel)
        games.add(game.id)
        await store.enqueue(game.id, [Notice(NoticeKind.SEAT, seat % 2) for seat in range(NOTICES_PER_GAME)])
        await store.plan_timers(
            game.id, game.version, [TimerPlan(seat, kind, past, past) for seat in (0, 1) for kind in ("half", "near")]
        )
    return games, GAMES * 4


async def test_two_stores_claim_each_notice_and_timer_once(database_url: str) -> None:
    first, second = await Store.open(database_url), await Store.open(database_url)
    try:
        _, timer_count = await due_work(first)
        now = datetime.now(timezone.utc)

        async def drain(store: Store) -> tuple[list[int], list[int]]:
            notices: list[int] = []
            while items := await store.claim_notices(now, LEASE, limit=3):
                notices += [item.id for item in items]
                await asyncio.sleep(0)
            timers = [t.id for t in await store.due_timers(now) if await store.claim_timer(t, now)]
            return notices, timers

        (notices_a, timers_a), (notices_b, timers_b) = await asyncio.gather(drain(first), drain(second))
    finally:
        await first.close()
        await second.close()
    assert not set(notices_a) & set(notices_b) and not set(timers_a) & set(timers_b)
    assert len(notices_a) + len(notices_b) == GAMES * NOTICES_PER_GAME
    assert len(timers_a) + len(timers_b) == timer_count


def test_separate_processes_claim_each_notice_and_timer_once(database_url: str) -> None:
    async def prepare() -> int:
        async with await Store.open(database_url) as store:
            await due_work(store)
            return await store.pending_notice_count()

    pending = asyncio.run(prepare())
    context = multiprocessing.get_context("spawn")
    start, results = context.Barrier(3), context.Queue()
    workers = [context.Process(target=claim_all, args=(database_url, 2, start, results)) for _ in range(3)]
    for worker in workers:
        worker.start()
    claimed = [results.get(timeout=120) for _ in workers]
    for worker in workers:
        worker.join(timeout=30)
        assert worker.exitcode == 0
    notices = [n for got, _ in claimed for n in got]
    timers = [t for _, got in claimed for t in got]
    assert len(notices) == len(set(notices)) == pending
    assert len(timers) == len(set(timers)) == GAMES * 4


async def move(store: Store, game: GameRecord, seat: int) -> GameRecord:
    """A move by ``seat`` on the version the caller read."""
    return await store.record_action(
        game.id, game.version, seat=seat, notation=f"by {seat}", events=[],
        state=f'{{"by": {seat}}}', schema_version=1, finished=False,
    )


@pytest.mark.parametrize("rounds", [15])
async def test_of_two_racing_moves_exactly_one_is_saved(database_url: str, rounds: int) -> None:
    first, second = await Store.open(database_url), await Store.open(database_url)
    try:
        game = await started(first, CHANNEL)
        for _ in range(rounds):
            outcomes = await asyncio.gather(move(first, game, 0), move(second, game, 1), return_exceptions=True)
            saved = [o for o in outcomes if isinstance(o, GameRecord)]
            stale = [o for o in outcomes if isinstance(o, StaleVersion)]
            assert (len(saved), len(stale)) == (1, 1), outcomes
            game = saved[0]
        log = await second.actions(game.id)
    finally:
        await first.close()
        await second.close()
    assert [a.n for a in log] == list(range(1, rounds + 1))
    assert game.version == log[-1].version_after
