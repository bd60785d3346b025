"""PostgreSQL for :mod:`core.db.base`: an asyncpg pool, so several bot processes can share one database.

Writes run at READ COMMITTED: the Store's guarded updates (``… WHERE version = ?``, ``… AND fired_at
IS NULL``) wait for a concurrent writer's row lock and then re-check their condition on the
committed row, so exactly one of two racing writers wins.  Outbox claims lock the games' rows
(``FOR NO KEY UPDATE``, with ``SKIP LOCKED`` for the background sweep), so two processes never take
notices of the same game at once.  Reads that span several statements
run in one read-only REPEATABLE READ transaction, so a game and its seats come from one snapshot.
"""

from __future__ import annotations

import functools
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from typing import Any

import asyncpg
from asyncpg.pool import PoolConnectionProxy

from core.db.base import Conn, Duplicate, Row, migrations, now_text, pending

_MIGRATION_LOCK = 0x70_6D_62_74  # advisory lock key: one process migrates at a time
POOL_SIZE = 10


@functools.lru_cache(maxsize=512)
def numbered(sql: str) -> str:
    """``?`` placeholders as PostgreSQL's ``$1, $2, …`` (the Store's SQL has no ``?`` in literals)."""
    parts = sql.split("?")
    return "".join(f"{part}${index}" for index, part in enumerate(parts[:-1], start=1)) + parts[-1]


class _PostgresConn:
    def __init__(self, conn: asyncpg.Connection | PoolConnectionProxy) -> None:
        self._conn = conn

    async def rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return list(await self._conn.fetch(numbered(sql), *params))

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        status: str = await self._conn.execute(numbered(sql), *params)  # e.g. "UPDATE 1", "INSERT 0 1"
        return int(status.rsplit(" ", 1)[-1])

    async def executemany(self, sql: str, params: Iterable[Sequence[Any]]) -> None:
        batch = list(params)
        if batch:
            await self._conn.executemany(numbered(sql), batch)


class PostgresDatabase:
    dialect = "postgresql"
    skip_locked = " FOR NO KEY UPDATE SKIP LOCKED"
    lock_rows = " FOR NO KEY UPDATE"

    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool = pool

    @classmethod
    async def connect(cls, url: str, pool_size: int = POOL_SIZE) -> PostgresDatabase:
        pool = await asyncpg.create_pool(url, min_size=1, max_size=pool_size)
        return cls(pool)

    async def close(self) -> None:
        await self._pool.close()

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Conn]:
        async with self._pool.acquire() as conn, conn.transaction(isolation="repeatable_read", readonly=True):
            yield _PostgresConn(conn)

    @asynccontextmanager
    async def write(self) -> AsyncIterator[Conn]:
        try:
            async with self._pool.acquire() as conn, conn.transaction():
                yield _PostgresConn(conn)
        except asyncpg.UniqueViolationError as error:
            raise Duplicate(error.constraint_name or str(error)) from error

    async def migrate(self, until: int | None = None) -> None:
        """Apply pending migrations, each in its own transaction; an advisory lock keeps a second
        process starting at the same moment from applying them twice."""
        async with self._pool.acquire() as conn:
            await conn.execute("SELECT pg_advisory_lock($1)", _MIGRATION_LOCK)
            try:
                await conn.execute(
                    "CREATE TABLE IF NOT EXISTS schema_migrations"
                    " (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
                )
                applied = {row["version"] for row in await conn.fetch("SELECT version FROM schema_migrations")}
                for number, name, sql in pending(applied, migrations(self.dialect), until):
                    async with conn.transaction():
                        await conn.execute(sql)
                        await conn.execute(
                            "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
                            number,
                            name,
                            now_text(),
                        )
            finally:
                await conn.execute("SELECT pg_advisory_unlock($1)", _MIGRATION_LOCK)
