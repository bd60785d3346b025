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

from core.db.base import CommitUnknown, Conn, ConnectionLost, Duplicate, Row, migrations, now_text, outage, pending

_MIGRATION_LOCK = 0x70_6D_62_74  # advisory lock key: one process migrates at a time
POOL_SIZE = 10
_DRIVER_ERRORS = (asyncpg.PostgresError, asyncpg.InterfaceError, asyncpg.exceptions.InternalClientError, OSError)
"""What asyncpg raises when a statement or the commit fails (not the Store's own exceptions from the block)."""


@functools.lru_cache(maxsize=512)
def numbered(sql: str) -> str:
    """``?`` placeholders as PostgreSQL's ``$1, $2, …`` (the Store's SQL has no ``?`` in literals)."""
    parts = sql.split("?")
    return "".join(f"{part}${index}" for index, part in enumerate(parts[:-1], start=1)) + parts[-1]


def _lost(conn: PoolConnectionProxy) -> bool:
    """Whether the connection is gone (the pool takes a closed one back at once, and its proxy then refuses even
    this question)."""
    try:
        return conn.is_closed()
    except asyncpg.InterfaceError:
        return True


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
        # No floor of idle connections: asyncpg would restore one during an outage with a traceback a second
        # (core.outages logs one line); a connection broken by a restart is replaced when next acquired.
        pool = await asyncpg.create_pool(url, min_size=0, max_size=pool_size)
        return cls(pool)

    async def close(self) -> None:
        await self._pool.close()

    @asynccontextmanager
    async def _connection(self) -> AsyncIterator[PoolConnectionProxy]:
        """A pooled connection; one that cannot be made is an outage that says so (the driver's own words for
        it can be a bare "No such file or directory": the server's socket gone while it restarts)."""
        try:
            conn = await self._pool.acquire()
        except _DRIVER_ERRORS as error:
            if outage(error):
                raise ConnectionLost(f"cannot connect to PostgreSQL ({type(error).__name__}: {error})") from error
            raise
        try:
            yield conn
        finally:
            await self._pool.release(conn)

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Conn]:
        async with self._connection() as conn:
            try:
                async with conn.transaction(isolation="repeatable_read", readonly=True):
                    yield _PostgresConn(conn)
            except _DRIVER_ERRORS as error:
                if _lost(conn):
                    raise ConnectionLost(f"{type(error).__name__}: {error}") from error
                raise

    @asynccontextmanager
    async def write(self) -> AsyncIterator[Conn]:
        committing = False
        async with self._connection() as conn:
            try:
                async with conn.transaction():
                    yield _PostgresConn(conn)
                    committing = True
            except asyncpg.UniqueViolationError as error:
                raise Duplicate(error.constraint_name or str(error)) from error
            except _DRIVER_ERRORS as error:
                lost = _lost(conn)
                refused = isinstance(error, asyncpg.PostgresError) and not outage(error)  # the server said no
                if committing and not refused:  # cut during COMMIT: the server may have saved it
                    raise CommitUnknown(f"{type(error).__name__}: {error}") from error
                if lost:
                    raise ConnectionLost(f"{type(error).__name__}: {error}") from error
                raise

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
