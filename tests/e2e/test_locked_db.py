"""Another process holding SQLite's write lock (a backup, say) costs no interaction its deadline (issue 49, item 3).

A raw ``sqlite3`` connection holds ``BEGIN EXCLUSIVE`` on the bot's file while players use the real
command tree.  Every interaction is acknowledged before the bot touches the database; reads are
answered while the lock is held (WAL: readers have their own connection); a write that cannot get
the lock gets a private "busy, nothing changed" and changes nothing.  The bench
``bench/bench_locked_db.py`` measures the acknowledgement times.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any
from unittest import mock

import pytest

from bot import errors
from core.db import base as db
from core.db.base import Busy
from core.db.sqlite import SqliteDatabase
from core.i18n import t
from tests.e2e.conftest import ALICE, BRUNO
from tests.e2e.harness import Exchange, FakeDiscord, Table, custom_ids
from tests.e2e.lobby import start_game
from tests.e2e.play import offered

CALLBACK = "/interactions/{webhook_id}/{webhook_token}/callback"


@contextmanager
def locked_by_another_process(path: Path) -> Iterator[None]:
    """The file's write lock held by a connection of its own, as a backup or a second program would."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        yield
    finally:
        other.execute("ROLLBACK")
        other.close()


@pytest.fixture
async def table(fake: FakeDiscord, db_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[Table]:
    """The bot on a SQLite file; a blocked write gives up after 1 s instead of 5 (same path, shorter test)."""
    monkeypatch.setattr(db, "BUSY_TIMEOUT_MS", 1000)
    opened = await Table.open(fake, db_path, seed_source=lambda bits: 12345)
    yield opened
    await opened.close()


class DatabaseUse:
    """Where, among the requests sent to Discord, the bot started each read or write."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.at: list[int] = []  # len(fake.requests) when a read or write began

    @contextmanager
    def watched(self) -> Iterator[None]:
        read, write = SqliteDatabase.read, SqliteDatabase.write

        def counting(original: Any) -> Any:
            @asynccontextmanager
            async def entered(database: SqliteDatabase) -> AsyncIterator[Any]:
                self.at.append(len(self.fake.requests))
                async with original(database) as conn:
                    yield conn

            return entered

        with mock.patch.object(SqliteDatabase, "read", counting(read)), \
                mock.patch.object(SqliteDatabase, "write", counting(write)):
            yield

    async def run(self, table: Table, payload: dict[str, Any]) -> Exchange:
        """Run one interaction; asserts it was acknowledged before its first database access."""
        start, self.at = len(self.fake.requests), []
        exchange = await table.run(payload)
        acks = [i for i, sent in enumerate(self.fake.requests[start:], start)
                if sent.path == CALLBACK and sent.token == exchange.tokens[0]]
        assert acks, "the interaction was acknowledged"
        assert self.at, "the interaction used the database"
        assert acks[0] < min(self.at), "acknowledged before anything waited for the database"
        return exchange


def said(exchange: Exchange) -> str:
    return " ".join(exchange.private_texts())


async def test_reads_are_answered_and_writes_refused_clearly_while_another_process_holds_the_lock(
    fake: FakeDiscord, table: Table, db_path: Path, fast_pictures: list[object]
) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    before = await table.bot.service.current(game_pk)
    seat = min(before.to_act)
    player = (ALICE, BRUNO)[seat]
    action = before.game.notation(before.game.legal_actions(before.state, seat)[0])
    turn_post = max(m for m, message in fake.messages.items()
                    if f"tt:play:{game_pk}:0" in custom_ids(message) and "webhook_id" not in message)
    use = DatabaseUse(fake)
    busy = t("error.busy", "en")
    with locked_by_another_process(db_path), use.watched():
        status = await use.run(table, table.command_payload(player, "status"))
        assert t("error.internal", "en") not in said(status) and said(status), "the status is read"
        hand = await use.run(table, table.command_payload(player, "hand"))
        assert any(sent.files for sent in hand.replies()), "the hand is shown"
        board = await use.run(table, table.command_payload(player, "board"))
        assert not board.public_posts(), "claiming the turn's public copy is a write: none is posted"
        assert [sent.files for sent in board.replies() if sent.files], "the board is shown privately instead"
        assert said(board).startswith(t("bot.board.busy", "en")), "saying why"
        panel = await use.run(table, table.click_payload(player, turn_post, f"tt:play:{game_pk}:0"))
        assert busy not in said(panel) and custom_ids(panel.original(), f"tt:a:{game_pk}:"), "the panel offers moves"
        typed = await use.run(table, table.command_payload(player, "play", action=offered(before, seat, action) or action))
        assert busy in said(typed), "a write that cannot get the lock says so"
        button = custom_ids(panel.original(), f"tt:a:{game_pk}:")[0]
        clicked = await use.run(table, table.click_payload(player, fake.originals[panel.tokens[0]], button))
        assert busy in said(clicked), "a click's write that cannot get the lock says so"
        suggested = await table.autocomplete(player, "play", "action", "")
        assert suggested, "the autocomplete still offers the legal actions"
    assert not [s for s in (typed.sent + clicked.sent) if s.public], "a refused write posts nothing"
    after = await table.bot.service.current(game_pk)
    assert after.record.version == before.record.version, "nothing was half-applied"
    retried = await table.command(player, "play", action=offered(before, seat, action) or action)
    assert busy not in said(retried)
    assert (await table.bot.service.current(game_pk)).record.version == before.record.version + 1, "tried again: played"


async def test_a_read_is_not_queued_behind_a_write_waiting_for_the_lock(
    fake: FakeDiscord, table: Table, db_path: Path
) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    waiting_since = asyncio.Event()
    write = SqliteDatabase.write

    @asynccontextmanager
    async def signalled(database: SqliteDatabase) -> AsyncIterator[Any]:
        waiting_since.set()  # the original then takes the connection's lock at once and waits in BEGIN
        async with write(database) as conn:
            yield conn

    gave_up_at: list[int] = []
    with locked_by_another_process(db_path), mock.patch.object(SqliteDatabase, "write", signalled):
        waiting = asyncio.create_task(table.bot.store.mark_guided(ALICE.id, "aod"))
        waiting.add_done_callback(lambda _: gave_up_at.append(len(fake.requests)))
        await waiting_since.wait()
        use = DatabaseUse(fake)
        with use.watched():
            status = await use.run(table, table.command_payload(BRUNO, "status"))
        with pytest.raises(Busy):
            await waiting
    answered_at = fake.requests.index(status.replies()[-1])
    assert said(status) and t("error.busy", "en") not in said(status)
    assert answered_at < gave_up_at[0], "the status was answered while the write still waited for the lock"
    assert (await table.bot.service.load(game_pk)).status.is_open


async def test_an_autocomplete_the_database_cannot_feed_in_time_offers_nothing_rather_than_failing(
    fake: FakeDiscord, table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    await start_game(table, [ALICE, BRUNO])
    monkeypatch.setattr(errors, "SUGGEST_BUDGET_S", 0.05)

    @asynccontextmanager
    async def stuck(database: SqliteDatabase) -> AsyncIterator[Any]:
        await asyncio.Event().wait()  # a read that never comes back
        yield None

    start = len(fake.requests)
    with mock.patch.object(SqliteDatabase, "read", stuck):
        suggested = await table.autocomplete(ALICE, "play", "action", "")
    answers = [s.body for s in fake.requests[start:] if s.path == CALLBACK and (s.body or {}).get("type") == 8]
    assert suggested == [] and answers == [{"type": 8, "data": {"choices": []}}], "an empty list, answered"
