"""The thin layer between :class:`core.storage.Store` and a database engine.

The Store writes its SQL once, with ``?`` placeholders and syntax that SQLite and PostgreSQL share
(``INSERT … RETURNING``, ``ON CONFLICT``); a :class:`Database` runs it.  Two engines implement it:
the embedded SQLite file (default, :class:`SqliteDatabase` here) and PostgreSQL through asyncpg
(:mod:`core.db_pg`), chosen by :func:`connect` from a path or a URL.

What differs per engine stays here: transactions, row counts, the row-locking clause of claims
(:attr:`Database.skip_locked`), unique-violation errors (:class:`Duplicate`) and the migration
files (``core/migrations/*.sql`` for SQLite, ``core/migrations/postgresql/*.sql`` with the same
numbers for PostgreSQL).
"""

from __future__ import annotations

import asyncio
import re
import sqlite3
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from datetime import datetime, timezone
from importlib import resources
from pathlib import Path
from typing import Any, Protocol

import aiosqlite

_MIGRATION_FILE = re.compile(r"^(\d{3})_[a-z0-9_]+\.sql$")
POSTGRES_SCHEMES = ("postgresql://", "postgres://")


class Row(Protocol):
    """A result row by column name: ``sqlite3.Row`` or ``asyncpg.Record``."""

    def __getitem__(self, key: str) -> Any: ...

    def keys(self) -> Iterable[str]: ...


class Duplicate(Exception):
    """A write broke a unique rule; ``detail`` names the index or columns (engine wording)."""

    def __init__(self, detail: str) -> None:
        super().__init__(detail)
        self.detail = detail


class Conn(Protocol):
    """One connection inside a read or a write transaction."""

    async def rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Rows of a SELECT (or of an INSERT/UPDATE … RETURNING)."""
        ...

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; how many rows it changed."""
        ...

    async def executemany(self, sql: str, params: Iterable[Sequence[Any]]) -> None:
        """Run one statement once per parameter tuple."""
        ...


class Database(Protocol):
    """An engine the Store runs on."""

    dialect: str  # sqlite | postgresql
    skip_locked: str  # appended to a claim's SELECT: other processes' locked rows are skipped
    lock_rows: str  # appended to a claim's SELECT: the rows are locked (waiting for other processes)

    def read(self) -> AbstractAsyncContextManager[Conn]:
        """A consistent read."""
        ...

    def write(self) -> AbstractAsyncContextManager[Conn]:
        """One write transaction, rolled back on any exception."""
        ...

    async def migrate(self) -> None: ...

    async def close(self) -> None: ...


async def connect(target: str | Path) -> Database:
    """A path or ``sqlite:///path`` opens SQLite; ``postgresql://…`` opens PostgreSQL.  Migrated."""
    text = str(target)
    database: Database
    if text.startswith(POSTGRES_SCHEMES):
        from core.db_pg import PostgresDatabase  # asyncpg is only loaded by those who use it

        database = await PostgresDatabase.connect(text)
    else:
        database = await SqliteDatabase.connect(text.removeprefix("sqlite:///"))  # sqlite:////abs or sqlite:///rel
    try:
        await database.migrate()
    except BaseException:
        await database.close()
        raise
    return database


SQLITE_OUTAGES = frozenset({sqlite3.SQLITE_FULL, sqlite3.SQLITE_IOERR, sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED,
                            sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_READONLY, sqlite3.SQLITE_NOMEM})
"""SQLite's primary result codes of a database that cannot do the work for now (extended codes add high bits)."""
POSTGRES_OUTAGE_CLASSES = frozenset({"08", "53", "57", "58"})  # connection, resources, operator intervention, system


def outage(error: BaseException) -> bool:
    """Whether ``error`` is the database unable to do the work for now (disk full, I/O error, locked, out of
    reach) rather than a bug: it is worth one log line and a retry, not a traceback."""
    if isinstance(error, OSError):
        return True
    if isinstance(error, sqlite3.Error):
        return (getattr(error, "sqlite_errorcode", 0) & 0xFF) in SQLITE_OUTAGES
    return str(getattr(error, "sqlstate", "") or "")[:2] in POSTGRES_OUTAGE_CLASSES  # asyncpg's errors


def now_text() -> str:
    """The current UTC time as stored: ISO-8601 text with milliseconds (both engines)."""
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


def migrations(dialect: str) -> list[tuple[int, str, str]]:
    """``(number, file name, sql)`` of every migration of a dialect, checked to run 1, 2, 3… without gaps."""
    folder = resources.files("core").joinpath("migrations")
    if dialect != "sqlite":
        folder = folder.joinpath(dialect)
    found = []
    for entry in folder.iterdir():
        match = _MIGRATION_FILE.match(entry.name)
        if match:
            found.append((int(match.group(1)), entry.name, entry.read_text(encoding="utf-8")))
    found.sort()
    if [number for number, _, _ in found] != list(range(1, len(found) + 1)):
        raise RuntimeError(f"migrations must be numbered 001, 002, … without gaps: {[n for n, _, _ in found]}")
    return found


def pending(applied: set[int], known: list[tuple[int, str, str]]) -> list[tuple[int, str, str]]:
    """The migrations still to apply; refuses a database that has migrations this code does not know."""
    unknown = applied - {number for number, _, _ in known}
    if unknown:
        raise RuntimeError(f"the database has migrations this code does not know: {sorted(unknown)}")
    return [migration for migration in known if migration[0] not in applied]


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
    """One file, one connection on aiosqlite's thread.

    aiosqlite serialises single statements, but a transaction spanning several awaits is not atomic
    against other coroutines on that connection.  So every access takes one ``asyncio.Lock``;
    readers then never see another coroutine's uncommitted writes.
    """

    dialect = "sqlite"
    skip_locked = ""  # one writer at a time already (BEGIN IMMEDIATE)
    lock_rows = ""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db
        self._conn = _SqliteConn(db)
        self._lock = asyncio.Lock()

    @classmethod
    async def connect(cls, path: str) -> SqliteDatabase:
        """Connect and set the pragmas (WAL, foreign keys, a busy timeout for other processes)."""
        db = await aiosqlite.connect(path, isolation_level=None)  # we issue BEGIN/COMMIT ourselves
        try:
            db.row_factory = sqlite3.Row
            for pragma in ("journal_mode = WAL", "synchronous = NORMAL", "foreign_keys = ON", "busy_timeout = 5000"):
                await db.execute(f"PRAGMA {pragma}")
        except BaseException:
            await db.close()
            raise
        return cls(db)

    async def close(self) -> None:
        async with self._lock:
            await self._db.close()

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Conn]:
        async with self._lock:
            yield self._conn

    @asynccontextmanager
    async def write(self) -> AsyncIterator[Conn]:
        async with self._lock:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
                await self._db.execute("COMMIT")
            except BaseException as error:
                if self._db.in_transaction:
                    await self._db.execute("ROLLBACK")
                if isinstance(error, sqlite3.IntegrityError) and str(error).startswith("UNIQUE"):
                    raise Duplicate(str(error)) from error
                raise

    async def migrate(self) -> None:
        """Apply each pending migration in its own transaction, recording it in ``schema_migrations``."""
        db = self._db
        await db.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations"
            " (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
        )
        applied = {row["version"] for row in await db.execute_fetchall("SELECT version FROM schema_migrations")}
        for number, name, sql in pending(applied, migrations(self.dialect)):
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
