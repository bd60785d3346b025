"""``tombtable migrate-db``: every game, log, timer, vote, post, outbox row and preference moves
from SQLite to PostgreSQL and back unchanged, proven by replaying each started game."""

from __future__ import annotations

import asyncio
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from bot.cli import main
from core.migrate_db import migrate
from core.outbox import Notice, NoticeKind
from core.service import GameService
from core.storage import PlayerPrefs, PostRecord, Store, TimerPlan
from tests.pgserver import admin, database_url
from tests.core.fake_game import FAKE, FakeState
from tests.core.support import ALICE, BOB, HOST, make_service, started_fake

SOON = datetime(2030, 1, 2, 3, 4, 5, 678000, tzinfo=timezone.utc)


async def play(service: GameService, game_pk: int, moves: int, rnd: random.Random) -> None:
    outcome = await service.current(game_pk)
    for _ in range(moves):
        if outcome.result is not None:
            return
        seat = min(outcome.to_act)
        assert isinstance(outcome.state, FakeState)
        notation = FAKE.notation(FAKE.playout_action(outcome.state, seat, rnd))
        outcome = await service.act(game_pk, outcome.record.user_of(seat), notation)


async def fill(url: str) -> None:
    """Games in every state with everything a table leaves behind."""
    rnd = random.Random(3)
    async with await Store.open(url) as store:
        service = make_service(store)
        ongoing = await started_fake(service, channel=100)
        for user, notation in ((HOST, "add 1"), (HOST, "draw"), (HOST, "end"), (ALICE, "add 2"), (ALICE, "end")):
            await service.act(ongoing.id, user, notation)
        await service.act(ongoing.id, HOST, "add 1")
        await service.undo(ongoing.id, HOST)
        await service.replace(ongoing.id, HOST, True, ALICE, BOB)
        finished = await started_fake(service, channel=101)
        await play(service, finished.id, 400, rnd)
        await service.open_lobby("fake", 1, 102, HOST, "fr")
        record = await store.get(ongoing.id)
        assert record is not None
        await store.plan_timers(ongoing.id, record.version, [TimerPlan(0, "half", SOON, SOON), TimerPlan(0, "timeout", SOON + timedelta(hours=1), SOON)])
        [half, _] = await store.timers_of(ongoing.id)
        assert await store.claim_timer(half, SOON)
        await store.set_prefs(PlayerPrefs(HOST, SOON, 6))
        motion = await store.open_motion(ongoing.id, 1, BOB)
        await store.cast_vote(motion.id, HOST, "keep")
        await store.save_post(PostRecord(ongoing.id, "turn", 2, None, 100, 2**62 + 5))
        await store.enqueue(ongoing.id, [Notice(NoticeKind.DM_NOTICE, 1)])
        [first, *_] = await store.claim_notices(SOON, timedelta(seconds=30), limit=1)
        await store.finish_notices([first.id], failed=True, error="503")


async def snapshot(url: str) -> list[Any]:
    """Everything the Store API shows about the three games and the host."""
    seen: list[Any] = []
    async with await Store.open(url) as store:
        for channel in (100, 101, 102):
            record = await store.last_in_channel(channel)
            assert record is not None
            seen += [record, await store.actions(record.id), await store.timers_of(record.id)]
            seen += [await store.motions_of(record.id), await store.post(record.id, "turn")]
            seen += [await store.pending_notice_count(record.id)]
        seen += [await store.prefs(HOST), await store.next_notice_due()]
    return seen


@pytest.fixture
async def empty_postgres(postgres_server: str) -> str:
    name = f"migrate_{random.randrange(10**9)}"
    await admin(postgres_server, f"CREATE DATABASE {name}")
    return database_url(postgres_server, name)


async def test_sqlite_to_postgresql_and_back_changes_nothing(tmp_path: Path, empty_postgres: str) -> None:
    source, back = str(tmp_path / "source.sqlite3"), str(tmp_path / "back.sqlite3")
    await fill(source)
    there = await migrate(source, empty_postgres, games=lambda _: FAKE)
    assert there.ok, there.problems
    assert there.replayed == 2 and there.rows["actions"] >= 7 and there.rows["undone_actions"] == 1
    assert all(there.rows[table] for table in ("timers", "players", "seat_changes", "seat_motions", "seat_votes", "outbox", "posts"))
    returned = await migrate(empty_postgres, back, games=lambda _: FAKE)
    assert returned.ok and returned.rows == there.rows
    expected = await snapshot(source)
    assert await snapshot(empty_postgres) == expected
    assert await snapshot(back) == expected


async def test_the_destination_goes_on_after_the_copy(tmp_path: Path, empty_postgres: str) -> None:
    source = str(tmp_path / "source.sqlite3")
    await fill(source)
    assert (await migrate(source, empty_postgres, games=lambda _: FAKE)).ok
    async with await Store.open(empty_postgres) as store:
        service = make_service(store)
        ongoing = await store.last_in_channel(100)
        assert ongoing is not None
        await play(service, ongoing.id, 3, random.Random(9))  # the log continues where SQLite left it
        fresh = await started_fake(service, channel=103)  # new ids follow the copied ones
        assert fresh.id > ongoing.id + 2
        motion = await store.open_motion(fresh.id, 0, HOST)
        assert motion.id > 1
    assert (await migrate(empty_postgres, str(tmp_path / "again.sqlite3"), games=lambda _: FAKE)).ok


def test_a_destination_with_games_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source, destination = tmp_path / "a.sqlite3", tmp_path / "b.sqlite3"
    asyncio.run(fill(str(source)))
    asyncio.run(fill(str(destination)))
    assert main(["migrate-db", str(source), str(destination)]) == 2
    assert "already holds games" in capsys.readouterr().err
