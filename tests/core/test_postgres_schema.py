"""The PostgreSQL schema keeps SQLite's rules: the same migration numbers, an append-only log, a
refusal of databases from newer code, and processes starting together migrate once."""

from __future__ import annotations

import asyncio
import itertools

import asyncpg
import pytest

from core.db.base import migrations
from core.storage import Store
from tests.pgserver import admin, database_url

_names = itertools.count(1)


@pytest.fixture
async def empty_url(postgres_server: str) -> str:
    name = f"schema_{next(_names)}"
    await admin(postgres_server, f"CREATE DATABASE {name}")
    return database_url(postgres_server, name)


async def fetch(url: str, sql: str) -> list[tuple[object, ...]]:
    conn = await asyncpg.connect(url)
    try:
        return [tuple(row) for row in await conn.fetch(sql)]
    finally:
        await conn.close()


def test_both_engines_have_the_same_migration_numbers_and_names() -> None:
    assert [(n, name) for n, name, _ in migrations("postgresql")] == [(n, name) for n, name, _ in migrations("sqlite")]


async def test_processes_starting_together_migrate_once(empty_url: str) -> None:
    stores = await asyncio.gather(*(Store.open(empty_url) for _ in range(3)))
    for store in stores:
        await store.close()
    rows = await fetch(empty_url, "SELECT version, name FROM schema_migrations ORDER BY version")
    assert rows == [(n, name) for n, name, _ in migrations("sqlite")]


async def test_the_log_and_undo_marks_are_append_only(empty_url: str) -> None:
    async with await Store.open(empty_url) as store:
        lobby = await store.create_lobby(game_kind="fake", guild_id=1, channel_id=2, host_id=3, locale="en", options={})
        started = await store.start(lobby.id, lobby.version, seed=2**63 - 1, state="{}", schema_version=1)
        await store.record_action(
            lobby.id, started.version, seat=0, notation="end", events=[], state="{}", schema_version=1, finished=False
        )
        moved = await store.get(lobby.id)
        assert moved is not None
        await store.undo_action(lobby.id, moved.version, n=1, state="{}", schema_version=1)
        assert (await store.get(lobby.id)).seed == 2**63 - 1
    for statement, rule in (
        ("UPDATE actions SET notation = 'x'", "actions are append-only"),
        ("DELETE FROM actions", "actions are append-only"),
        ("DELETE FROM undone_actions", "undo marks are append-only"),
    ):
        with pytest.raises(asyncpg.IntegrityConstraintViolationError, match=rule):
            await fetch(empty_url, statement)


async def test_a_database_from_newer_code_is_refused(empty_url: str) -> None:
    await (await Store.open(empty_url)).close()
    await fetch(empty_url, "INSERT INTO schema_migrations VALUES (999, '999_future.sql', 'later')")
    with pytest.raises(RuntimeError, match="999"):
        await Store.open(empty_url)
