"""SQLite for :mod:`core.db.base`: one file in WAL mode, through aiosqlite (the default engine)."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from typing import Any

import aiosqlite

from core.db import base
from core.db.base import Busy, Conn, Duplicate, Row, migrations, now_text, pending


class _SqliteConn:
    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db

    async def rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return list(await self._db.execute_fetchall(sql, params))

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        cursor = await self._db.execute(sql, params)
        return cursor.rowcount

    async def executemany(self, sql: str, params: Iterable[Sequence[Any]]) -> None:
        await self._db.executemany(sql, params)


class SqliteDatabase:
    """One file in WAL mode: a writer connection and a reader connection, each on its own aiosqlite thread.

    aiosqlite serialises single statements, but a transaction spanning several awaits is not atomic
    against other coroutines on that connection, so each connection has its own ``asyncio.Lock``.
    Reads run on the reader, in a transaction of their own (one snapshot): in WAL mode they never wait
    for a writer, so a write waiting out another process's lock (a backup, say) holds no read up.
    A write that cannot get the lock within ``BUSY_TIMEOUT_MS`` raises :class:`Busy`, rolled back; so does
    one queued that long behind this process's other writes, which a locked file would otherwise answer
    one busy timeout after another.
    """

    dialect = "sqlite"
    skip_locked = ""  # one writer at a time already (BEGIN IMMEDIATE)
    lock_rows = ""

    def __init__(self, writer: aiosqlite.Connection, reader: aiosqlite.Connection) -> None:
        self._db = writer
        self._conn = _SqliteConn(writer)
        self._lock = asyncio.Lock()
        self._reader = reader
        self._reader_conn = _SqliteConn(reader)
        self._read_lock = asyncio.Lock()

    @classmethod
    async def connect(cls, path: str) -> SqliteDatabase:
        """Connect the writer (WAL, foreign keys, a busy timeout for other processes), then the reader."""
        writer = await _open(path, ("journal_mode = WAL", "synchronous = NORMAL", "foreign_keys = ON"))
        try:
            reader = await _open(path, ("query_only = ON",))
        except BaseException:
            await writer.close()
            raise
        return cls(writer, reader)

    async def close(self) -> None:
        async with self._read_lock:
            await self._reader.close()
        async with self._lock:
            await self._db.close()

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Conn]:
        async with self._read_lock:
            await self._reader.execute("BEGIN")
            try:
                yield self._reader_conn
            finally:
                if self._reader.in_transaction:
                    await self._reader.execute("COMMIT")  # ends the snapshot: later reads see later writes

    @asynccontextmanager
    async def write(self) -> AsyncIterator[Conn]:
        try:  # the writes queued before this one may each wait out the other process's lock: not in turn
            async with asyncio.timeout(base.BUSY_TIMEOUT_MS / 1000):
                await self._lock.acquire()
        except TimeoutError:
            raise Busy("the writes before this one waited out the busy timeout") from None
        try:
            try:
                await self._db.execute("BEGIN IMMEDIATE")
                yield self._conn
                await self._db.execute("COMMIT")
            except BaseException as error:
                if self._db.in_transaction:
                    await self._db.execute("ROLLBACK")
                if isinstance(error, sqlite3.IntegrityError) and str(error).startswith("UNIQUE"):
                    raise Duplicate(str(error)) from error
                if isinstance(error, sqlite3.OperationalError) and error.sqlite_errorcode & 0xFF == sqlite3.SQLITE_BUSY:
                    raise Busy(str(error)) from error
                raise
        finally:
            self._lock.release()

    async def migrate(self, until: int | None = None) -> None:
        """Apply each pending migration in its own transaction, recording it in ``schema_migrations``."""
        db = self._db
        await db.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations"
            " (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
        )
        applied = {row["version"] for row in await db.execute_fetchall("SELECT version FROM schema_migrations")}
        for number, name, sql in pending(applied, migrations(self.dialect), until):
            # The file name matched _MIGRATION_FILE, so it is safe to inline.
            script = (
                f"BEGIN IMMEDIATE;\n{sql}\n;\n"
                f"INSERT INTO schema_migrations (version, name, applied_at) VALUES ({number}, '{name}', '{now_text()}');\n"
                "COMMIT;"
            )
            try:
                await db.executescript(script)
            except BaseException:
                if db.in_transaction:
                    await db.execute("ROLLBACK")
                raise


async def _open(path: str, pragmas: Sequence[str]) -> aiosqlite.Connection:
    """One connection to the file: rows by column name, our own BEGIN/COMMIT, a busy timeout, ``pragmas``."""
    db = await aiosqlite.connect(path, isolation_level=None)
    try:
        db.row_factory = sqlite3.Row
        for pragma in (*pragmas, f"busy_timeout = {base.BUSY_TIMEOUT_MS}"):
            await db.execute(f"PRAGMA {pragma}")
    except BaseException:
        await db.close()
        raise
    return db
