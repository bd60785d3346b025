"""PostgreSQL's own faults (issue 49), through the real command tree with every HTTP request intercepted.

A connection the server ends in the middle of a move's transaction rolls the move back: the player hears the
database is unavailable and nothing changed, and the pool's next connection plays the move; one ended as the
COMMIT is sent may have saved it, and the player is told exactly that.  A server restart
leaves the bot running: while the server is down every interaction is answered the same way, each background
worker logs the outage once (no traceback a retry), and once the server is back a move saved just before the
stop gets its timers and is announced once, its deadline fires, and the next move is announced as usual.
"""

from __future__ import annotations

import asyncio
import logging
import tempfile
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import asyncpg
import pytest
from asyncpg.transaction import Transaction

from core.db.base import CommitUnknown, ConnectionLost, outage
from core.db.postgres import _PostgresConn
from core.i18n import language_of, t
from core.storage import GameRecord, Store
from tests.e2e.conftest import ALICE, BRUNO
from tests.e2e.harness import FakeDiscord, Player, Table
from tests.e2e.lobby import start_game
from tests.e2e.test_after_commit import answer, move_payload, posts_mentioning, run_workers
from tests.pgserver import Restartable, admin, restartable_server, run_apart
from tests.core.real_games import FakeClock

RECOVERY_S = 30.0  # what the table may wait, once the server is back, for what the move still owes
OUTAGE_S = 6.0  # longer than the workers' 5 s retry: each has failed at least twice by the restart


def _unreachable(texts: list[str], player: Player) -> None:
    lang = language_of(player.locale)
    assert t("error.unreachable", lang) in texts, f"told the database is unavailable and nothing changed: {texts}"
    assert t("error.internal", lang) not in texts


def _tracebacks(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [f"{r.name}: {r.getMessage()}" for r in caplog.records if r.exc_info]


async def _until(check: Any, what: str) -> None:
    try:
        async with asyncio.timeout(RECOVERY_S):
            while not await check():
                await asyncio.sleep(0.05)
    except TimeoutError:
        raise AssertionError(f"{what}: not within {RECOVERY_S:.0f} s of the server being back") from None


class Terminated:
    """Armed, the server ends the bot's backend (``pg_terminate_backend`` from another connection) right after
    the next move's transaction bumped the game's version: the transaction is open, with a write in it."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, server: str) -> None:
        self.armed = self.done = False
        execute = _PostgresConn.execute

        async def cut(conn: _PostgresConn, sql: str, params: Any = ()) -> int:
            count = await execute(conn, sql, params)
            if self.armed and sql.lstrip().upper().startswith("UPDATE GAMES"):
                self.armed, self.done = False, True
                await admin(server, f"SELECT pg_terminate_backend({conn._conn.get_server_pid()})")
            return count

        monkeypatch.setattr(_PostgresConn, "execute", cut)


@pytest.mark.parametrize("database_url", ["postgresql"], indirect=True)
async def test_a_connection_dropped_mid_move_changes_nothing_and_the_next_move_works(
    fake: FakeDiscord, table: Table, postgres_server: str, monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    cut = Terminated(monkeypatch, postgres_server)
    player, payload = await move_payload(table, [ALICE, BRUNO], game_pk)
    other = BRUNO if player is ALICE else ALICE
    before, told = await table.bot.service.load(game_pk), len(posts_mentioning(fake, other))
    actions = len(await table.bot.store.actions(game_pk))
    cut.armed = True

    dropped = await table.run(payload)

    assert cut.done, "the backend was ended inside the move's transaction"
    _unreachable(dropped.private_texts(), player)
    assert (await table.bot.service.load(game_pk)).version == before.version, "nothing half-applied"
    assert len(await table.bot.store.actions(game_pk)) == actions
    assert len(posts_mentioning(fake, other)) == told and not await table.bot.store.pending_notice_count()
    assert not _tracebacks(caplog), "one line, no traceback"

    player, payload = await move_payload(table, [ALICE, BRUNO], game_pk)  # no restart: the pool connects again
    again = await table.run(payload)
    assert again.private_texts() and not any("Nothing was changed" in text for text in again.private_texts())
    assert (await table.bot.service.load(game_pk)).version > before.version, "the move is played"
    assert len(await table.bot.store.actions(game_pk)) == actions + 1, "once"
    assert len(posts_mentioning(fake, other)) == told + 1, "and announced"


@pytest.mark.parametrize("database_url", ["postgresql"], indirect=True)
async def test_a_connection_dropped_in_the_commit_is_not_told_as_nothing_changed(
    fake: FakeDiscord, table: Table, postgres_server: str, monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The backend ends as the move's COMMIT is sent: whether the server saved it, nobody knows without
    looking, so the player is told just that, and to look before playing it again."""
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    player, payload = await move_payload(table, [ALICE, BRUNO], game_pk)
    before = await table.bot.service.load(game_pk)
    leave = Transaction.__aexit__
    cut: list[int] = []

    async def cut_at_commit(transaction: Transaction, extype: Any, *rest: Any) -> Any:
        # asyncpg's own fields, not in its stubs: a write transaction's connection
        if extype is None and not cut and not transaction._readonly:  # type: ignore[attr-defined]
            cut.append(transaction._connection.get_server_pid())  # type: ignore[attr-defined]
            await admin(postgres_server, f"SELECT pg_terminate_backend({cut[0]})")
        return await leave(transaction, extype, *rest)

    monkeypatch.setattr(Transaction, "__aexit__", cut_at_commit)
    dropped = await table.run(payload)
    monkeypatch.undo()

    assert cut, "the commit was cut"
    lang = language_of(player.locale)
    said = dropped.private_texts()
    assert t("error.commit_unknown", lang) in said, f"told it may or may not be saved: {said}"
    assert not any(t(key, lang) in said for key in ("error.unreachable", "error.internal", "error.saved_anyway"))
    assert (await table.bot.service.load(game_pk)).version == before.version, "this server had not committed it"
    assert not _tracebacks(caplog)


@pytest.fixture
def restartable() -> Iterator[Restartable]:
    """A server of this test's own, migrated: stopping the shared one would fail the worker's other tests."""
    with tempfile.TemporaryDirectory(prefix="tombtable-pg-") as folder, \
            restartable_server(Path(folder) / "data") as server:
        run_apart(_migrated(server.url))
        yield server


async def _migrated(url: str) -> None:
    await (await Store.open(url)).close()


@pytest.fixture
async def restarting(fake: FakeDiscord, restartable: Restartable, now: FakeClock) -> AsyncIterator[Table]:
    """The bot on the restartable server, with an injected clock."""
    table = await Table.open(fake, restartable.url, seed_source=lambda bits: 12345, now=now)
    yield table
    await table.close()


async def test_after_a_server_restart_everything_resumes_without_restarting_the_bot(
    fake: FakeDiscord, restarting: Table, restartable: Restartable, now: FakeClock, monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    table = restarting
    game_pk, _ = await start_game(table, [ALICE, BRUNO], pace=24)
    run_workers(table)
    dispatcher = table.bot.clock_dispatcher
    dispatcher.start()
    assert dispatcher._task is not None
    table._background.add(dispatcher._task)
    players = [ALICE, BRUNO]
    player, payload = await move_payload(table, players, game_pk)
    other = BRUNO if player is ALICE else ALICE
    told = len(posts_mentioning(fake, other))
    follow_ups = table.bot.follow_ups.after
    committed: list[int] = []

    async def stop_then_follow_up(record: GameRecord, *args: Any) -> bool:  # the move is committed: the server stops
        if not committed:
            committed.append(record.version)
            await asyncio.to_thread(restartable.stop)
        return await follow_ups(record, *args)

    monkeypatch.setattr(table.bot.follow_ups, "after", stop_then_follow_up)
    caplog.clear()

    texts, exchange = await answer(table, payload)
    await exchange
    assert committed, "the server stopped right after the move's commit"
    saved = committed[0]
    joined = " ".join(texts)
    assert texts and "Nothing was changed" not in joined and t("error.internal", "en") not in joined, \
        f"the player is not told a saved move failed: {texts}"
    board = await table.command(other, "board")
    _unreachable(board.private_texts(), other)
    retried = await table.command(player, "play", action="x")
    _unreachable(retried.private_texts(), player)
    table.bot.clock.wakeup.set()  # the timer dispatcher looks at the database too
    await asyncio.sleep(OUTAGE_S)
    assert len(posts_mentioning(fake, other)) == told, "nothing could be announced while the server was down"

    await asyncio.to_thread(restartable.start)

    async def announced_with_its_clock() -> bool:
        timers = [timer for timer in await table.bot.store.timers_of(game_pk) if timer.game_version == saved]
        return len(posts_mentioning(fake, other)) > told and any(timer.kind == "timeout" for timer in timers) \
            and not await table.bot.store.pending_notice_count()

    await _until(announced_with_its_clock, "the move saved before the stop: its timers and turn post")
    await asyncio.sleep(0.5)
    assert len(posts_mentioning(fake, other)) == told + 1, "announced once"
    assert (await table.bot.service.load(game_pk)).version == saved, "the retry during the outage changed nothing"
    assert not _tracebacks(caplog), "no traceback for an outage"
    down = [r for r in caplog.records if r.levelno >= logging.ERROR]
    by_worker = {r.name for r in down}
    assert by_worker == {"bot.delivery", "bot.follow_ups", "bot.features.clock"} and all(sum(r.name == name for r in down) == 1 for name in by_worker), \
        f"one line per worker for the whole outage, not one a retry: {[r.getMessage() for r in down]}"
    assert any("answers again" in r.getMessage() for r in caplog.records), "and one when it is over"

    now.advance(hours=25)  # the clock still runs: the deadline planned after the restart plays for the late seat
    table.bot.clock.wakeup.set()
    told_player = len(posts_mentioning(fake, player))
    await _until(lambda: _more(fake, player, told_player), "the deadline's default move announced")

    nxt, payload = await move_payload(table, players, game_pk)
    after = BRUNO if nxt is ALICE else ALICE
    told_after = len(posts_mentioning(fake, after))
    moved = await table.run(payload)
    assert moved.private_texts() and not any("Nothing was changed" in text for text in moved.private_texts())
    await _until(lambda: _more(fake, after, told_after), "the move made after the restart announced")


async def _more(fake: FakeDiscord, player: Player, than: int) -> bool:
    return len(posts_mentioning(fake, player)) > than


@pytest.mark.parametrize("error", [
    asyncpg.exceptions.ConnectionDoesNotExistError("connection was closed in the middle of operation"),
    asyncpg.exceptions.CannotConnectNowError("the database system is starting up"),
    asyncpg.exceptions.AdminShutdownError("terminating connection due to administrator command"),
    asyncpg.InterfaceError("cannot perform operation: connection is closed"),
    ConnectionRefusedError(111, "Connection refused"),
    FileNotFoundError(2, "No such file or directory"),  # a server's socket file, gone while it is down
    ConnectionLost("InternalClientError: cannot switch to state 15"),  # what core.db.postgres makes of a broken one
    CommitUnknown("ConnectionDoesNotExistError: connection was closed in the middle of operation"),
])
def test_a_lost_or_refused_connection_is_an_outage(error: BaseException) -> None:
    assert outage(error)


@pytest.mark.parametrize("error", [
    asyncpg.InterfaceError("cannot use Connection.transaction() in a manually started transaction"),
    asyncpg.exceptions.UndefinedColumnError("column does not exist"),
    ValueError("a bug"),
])
def test_a_bug_is_not_an_outage(error: BaseException) -> None:
    assert not outage(error)
