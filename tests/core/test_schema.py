"""One schema truth: both engines, migrated from nothing, hold exactly what :mod:`core.schema` declares
(columns, types, nullability, defaults, keys, indexes, CHECK rules naming every enum's values), and a
database the last release made upgrades in place, its games intact."""

from __future__ import annotations

from collections.abc import AsyncIterator
from enum import Enum

import pytest

from core import schema
from core.db.base import Database
from core.db.engine import connect
from core.outbox import DeliveryFault, NoticeKind
from core.storage import GameStatus, Store
from tests.core.schema_shape import declared, differences, found

RELEASE = 12
"""The last migration of the release in players' hands: its databases must upgrade in place."""


@pytest.fixture
async def migrated(empty_database_url: str) -> AsyncIterator[Database]:
    database = await connect(empty_database_url)
    yield database
    await database.close()


async def test_each_engine_holds_the_declared_schema(migrated: Database) -> None:
    assert differences(await found(migrated), declared(migrated.dialect)) == []


async def test_every_enum_is_its_columns_check_rule(migrated: Database) -> None:
    shapes = await found(migrated)
    enum_columns = [(t.name, c) for t in schema.TABLES for c in t.columns if c.values is not None]
    assert {c.values for _, c in enum_columns} >= {GameStatus, NoticeKind}
    for table, column in enum_columns:
        assert column.values is not None and issubclass(column.values, Enum)
        values = frozenset(f"'{member.value}'" for member in column.values)
        assert (column.name, "in", values) in shapes[table].checks, f"{table}.{column.name}"


def test_the_declared_tables_come_in_foreign_key_order() -> None:
    seen: set[str] = set()
    for table in schema.TABLES:
        assert {fk.table for fk in table.foreign_keys} <= seen | {table.name}, table.name
        assert table.row_order, f"{table.name} has no order of its rows"
        seen.add(table.name)


async def _release_tables(database: Database) -> None:
    """What a table of the release leaves behind, written with the release's own columns."""
    now = "2026-11-30T10:00:00.000+00:00"
    async with database.write() as conn:
        [game] = await conn.rows(
            "INSERT INTO games (game_kind, guild_id, channel_id, host_id, status, locale, seed, version, state,"
            " schema_version, created_at, updated_at, started_at, salt, commitment, pace_hours)"
            " VALUES ('fake', 1, 2, 3, 'active', 'fr', ?, 2, '{}', 1, ?, ?, ?, 'salt', 'c0ffee', 24) RETURNING id",
            (2**63 - 1, now, now, now),
        )
        game_id = game["id"]
        for seat, user in enumerate((3, -1)):
            await conn.execute(
                "INSERT INTO seats (game_id, seat, user_id, joined_at, bot_level) VALUES (?, ?, ?, ?, ?)",
                (game_id, seat, user, now, None if user > 0 else "strong"),
            )
        await conn.execute(
            "INSERT INTO actions (game_id, n, seat, notation, events, version_after, created_at)"
            " VALUES (?, 1, 0, 'end', '[]', 2, ?)", (game_id, now),
        )
        await conn.execute(
            "INSERT INTO timers (game_id, game_version, seat, kind, due_at, turn_started_at)"
            " VALUES (?, 2, 1, 'timeout', ?, ?)", (game_id, now, now),
        )
        await conn.execute(
            "INSERT INTO outbox (game_id, kind, seat, game_version, created_at, due_at) VALUES (?, 'call', 1, 2, ?, ?)",
            (game_id, now, now),
        )
        await conn.execute(
            "INSERT INTO posts (game_id, slot, segment, channel_id, message_id, nonce, version)"
            " VALUES (?, 'turn', 1, 2, ?, 'n1', 2)", (game_id, 2**62),
        )
        await conn.execute(
            "INSERT INTO delivery_faults (game_id, subject, fault, since) VALUES (?, 0, 'permission', ?)", (game_id, now)
        )


async def test_a_database_of_the_release_upgrades_in_place(empty_database_url: str) -> None:
    release = await connect(empty_database_url, until=RELEASE)
    try:
        await _release_tables(release)
    finally:
        await release.close()
    async with await Store.open(empty_database_url) as store:  # what a start of this version does
        record = await store.last_in_channel(2)
        assert record is not None and record.status is GameStatus.ACTIVE
        assert (record.seed, record.locale, record.pace_hours, record.version) == (2**63 - 1, "fr", 24, 2)
        assert [(s.user_id, s.bot_level) for s in record.seats] == [(3, None), (-1, "strong")]
        assert [a.notation for a in await store.actions(record.id)] == ["end"]
        assert [t.kind for t in await store.timers_of(record.id)] == ["timeout"]
        assert await store.pending_notice_count(record.id) == 1
        post = await store.post(record.id, "turn")
        assert post is not None and (post.message_id, post.nonce) == (2**62, "n1")
        assert await store.channel_fault(record.id) is DeliveryFault.PERMISSION
        assert await store.note_delivery_fault(record.id, 0, DeliveryFault.PERMISSION) == (False, False)
    upgraded = await connect(empty_database_url)
    try:
        shapes = await found(upgraded)
    finally:
        await upgraded.close()
    assert differences(shapes, declared(upgraded.dialect)) == []
