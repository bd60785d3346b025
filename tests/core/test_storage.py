"""The database layer: migrations, the one-open-game-per-channel rule, versions, the append-only log."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest

from core.storage import ChannelBusy, GameRecord, GameStatus, StaleVersion, Store
from rules.core import Event
from tests.core.support import ALICE, CHANNEL, GUILD, HOST


async def new_lobby(store: Store, channel: int = CHANNEL) -> GameRecord:
    return await store.create_lobby(
        game_kind="fake", guild_id=GUILD, channel_id=channel, host_id=HOST, locale="fr", options={"target": 10}
    )


MIGRATIONS = sorted(p.name for p in (Path(__file__).parents[2] / "core" / "migrations").glob("[0-9]*.sql"))


def sqlite_rows(path: Path, sql: str) -> list[tuple[Any, ...]]:
    with closing(sqlite3.connect(path)) as raw:
        return raw.execute(sql).fetchall()


async def test_fresh_file_gets_every_migration_and_the_pragmas(sqlite_store: Store, db_path: Path) -> None:
    assert sqlite_rows(db_path, "SELECT version, name FROM schema_migrations") == [
        (int(name[:3]), name) for name in MIGRATIONS
    ]
    assert MIGRATIONS[:4] == ["001_initial.sql", "002_fair_dice_undo_clocks.sql", "003_seat_votes_autopilot.sql",
                              "004_outbox.sql"]
    tables = {name for (name,) in sqlite_rows(db_path, "SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"games", "seats", "actions", "schema_migrations", "timers", "undone_actions", "players", "seat_motions", "seat_votes"} <= tables
    assert sqlite_rows(db_path, "PRAGMA journal_mode") == [("wal",)]


async def test_reopening_applies_nothing_twice_and_keeps_the_data(db_path: Path) -> None:
    async with await Store.open(db_path) as store:
        lobby = await new_lobby(store)
    async with await Store.open(db_path) as store:
        again = await store.get(lobby.id)
    assert again == lobby
    assert sqlite_rows(db_path, "SELECT COUNT(*) FROM schema_migrations") == [(len(MIGRATIONS),)]


async def test_a_database_from_newer_code_is_refused(db_path: Path) -> None:
    async with await Store.open(db_path):
        pass
    with closing(sqlite3.connect(db_path)) as raw, raw:
        raw.execute("INSERT INTO schema_migrations VALUES (999, '999_future.sql', 'later')")
    with pytest.raises(RuntimeError, match="999"):
        await Store.open(db_path)


async def test_a_new_lobby_seats_its_host_and_keeps_its_options(backend_store: Store) -> None:
    store = backend_store
    lobby = await new_lobby(store)
    assert lobby.status is GameStatus.LOBBY
    assert (lobby.version, lobby.locale, lobby.options) == (0, "fr", {"target": 10})
    assert [(s.seat, s.user_id, s.role, s.dm_ok) for s in lobby.seats] == [(0, HOST, None, None)]
    assert lobby.state is None and lobby.seed is None


async def test_one_open_game_per_channel(backend_store: Store) -> None:
    store = backend_store
    lobby = await new_lobby(store)
    with pytest.raises(ChannelBusy):
        await new_lobby(store)
    assert await store.open_in_channel(CHANNEL) == lobby
    await store.end(lobby.id, lobby.version, GameStatus.ABANDONED)
    assert await store.open_in_channel(CHANNEL) is None
    assert (await new_lobby(store)).id != lobby.id


async def test_a_write_from_an_old_version_is_rejected_and_changes_nothing(backend_store: Store) -> None:
    store = backend_store
    lobby = await new_lobby(store)
    joined = await store.add_seat(lobby.id, lobby.version, ALICE, "blue")
    assert joined.version == lobby.version + 1
    with pytest.raises(StaleVersion):
        await store.set_options(lobby.id, lobby.version, {"target": 20})
    assert await store.get(lobby.id) == joined


async def test_leaving_moves_later_joiners_up_a_seat(backend_store: Store) -> None:
    store = backend_store
    record = await new_lobby(store)
    for user in (ALICE, 12, 13):
        record = await store.add_seat(record.id, record.version, user, None)
    record = await store.remove_seat(record.id, record.version, ALICE)
    assert [(s.seat, s.user_id) for s in record.seats] == [(0, HOST), (1, 12), (2, 13)]


async def test_the_action_log_is_append_only(sqlite_store: Store, db_path: Path) -> None:
    store = sqlite_store
    lobby = await new_lobby(store)
    started = await store.start(lobby.id, lobby.version, seed=7, state="{}", schema_version=1)
    await store.record_action(
        lobby.id,
        started.version,
        seat=0,
        notation="end",
        events=[Event(kind="end", params={"seat": 0}), Event(kind="drew", params={"card": 3}, to=frozenset({0}))],
        state="{}",
        schema_version=1,
        finished=False,
    )
    [logged] = await store.actions(lobby.id)
    assert (logged.n, logged.seat, logged.notation, logged.version_after) == (1, 0, "end", started.version + 1)
    assert logged.events[1].to == frozenset({0})
    for statement in ("UPDATE actions SET notation = 'x'", "DELETE FROM actions"):
        with closing(sqlite3.connect(db_path)) as raw, pytest.raises(sqlite3.IntegrityError, match="append-only"):
            raw.execute(statement)


async def test_bookkeeping_fields_do_not_bump_the_version(backend_store: Store) -> None:
    store = backend_store
    lobby = await new_lobby(store)
    await store.set_dm_ok(lobby.id, HOST, False)
    await store.set_board_message(lobby.id, 555)
    await store.set_lobby_message(lobby.id, 444)
    record = await store.get(lobby.id)
    assert record is not None
    assert (record.version, record.seats[0].dm_ok, record.board_message_id, record.lobby_message_id) == (
        0,
        False,
        555,
        444,
    )


async def test_games_of_lists_only_open_games_the_user_sits_in(backend_store: Store) -> None:
    store = backend_store
    first = await new_lobby(store, channel=1)
    second = await new_lobby(store, channel=2)
    await store.add_seat(second.id, second.version, ALICE, None)
    await store.end(first.id, first.version, GameStatus.ABANDONED)
    assert [g.id for g in await store.open_games_of(HOST)] == [second.id]
    assert [g.id for g in await store.open_games_of(ALICE)] == [second.id]
    assert await store.open_games_of(999) == []


async def test_a_sqlite_url_opens_the_same_file(db_path: Path) -> None:
    async with await Store.open(db_path) as store:
        lobby = await new_lobby(store)
    async with await Store.open(f"sqlite:///{db_path}") as store:  # sqlite:////absolute/path
        assert store.dialect == "sqlite"
        assert await store.get(lobby.id) == lobby
