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
import asyncpg

BUSY_TIMEOUT_MS = 5000  # how long a SQLite statement waits for another process's lock before giving up
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


class Busy(Exception):
    """Another process held the database's write lock past the busy timeout; nothing was written.

    Transient: the same action may simply be tried again in a moment."""


class ConnectionLost(Exception):
    """The connection to the database broke in the middle of a transaction, which the server rolls back: nothing
    was written.  Whatever the driver called the failure (the server's notice, a closed socket, a protocol
    state it could not leave), it is an outage."""


class CommitUnknown(Exception):
    """The connection was lost while the server committed: the write may or may not be saved.

    Nobody can tell which without reading again: a retry of the same action is refused if it was (the
    version moved on), and its notices are delivered if it was."""


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
    reach: a refused or dropped connection, a server shutting down or starting) rather than a bug: it is
    worth one log line and a retry, not a traceback."""
    if isinstance(error, (OSError, ConnectionLost, CommitUnknown)):  # refused, reset, timed out, no socket; cut
        return True
    if isinstance(error, sqlite3.Error):
        return (getattr(error, "sqlite_errorcode", 0) & 0xFF) in SQLITE_OUTAGES
    if isinstance(error, asyncpg.InterfaceError):  # asyncpg's own checks: a misuse is a bug, a closed connection is not
        return "closed" in str(error)
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
            async with asyncio.timeout(BUSY_TIMEOUT_MS / 1000):
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


async def _open(path: str, pragmas: Sequence[str]) -> aiosqlite.Connection:
    """One connection to the file: rows by column name, our own BEGIN/COMMIT, a busy timeout, ``pragmas``."""
    db = await aiosqlite.connect(path, isolation_level=None)
    try:
        db.row_factory = sqlite3.Row
        for pragma in (*pragmas, f"busy_timeout = {BUSY_TIMEOUT_MS}"):
            await db.execute(f"PRAGMA {pragma}")
    except BaseException:
        await db.close()
        raise
    return db
