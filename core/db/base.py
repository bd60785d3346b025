"""What every database engine offers the Store, and the migration files both engines share by number.

The Store writes its SQL once, with ``?`` placeholders and syntax that SQLite and PostgreSQL share
(``INSERT … RETURNING``, ``ON CONFLICT``); a :class:`Database` runs it.  Two engines implement it, each in
a module of its own that imports only this one: the embedded SQLite file (:mod:`core.db.sqlite`) and
PostgreSQL through asyncpg (:mod:`core.db.postgres`); :func:`core.db.engine.connect` picks one from a
path or a URL.  What differs per engine stays in its module: transactions, row counts, the row-locking
clause of claims (:attr:`Database.skip_locked`), unique-violation errors (:class:`Duplicate`).

Migrations are numbered SQL files, one per engine and number: ``core/migrations/NNN_name.sql`` for
SQLite and ``core/migrations/postgresql/NNN_name.sql`` for PostgreSQL, with the same names.  What they
must add up to is declared once in :mod:`core.schema` (tests/core/test_schema.py holds both engines to it).
"""

from __future__ import annotations

import re
import sqlite3
from collections import Counter
from collections.abc import Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from datetime import datetime, timezone
from importlib import resources
from typing import Any, Protocol

import asyncpg

BUSY_TIMEOUT_MS = 5000  # how long a write waits for another process's lock (or this one's queue) before giving up
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
    """The connection to the database could not be made, or broke in the middle of a transaction, which the
    server rolls back: nothing was written.  Whatever the driver called the failure (the server's notice, a closed socket, a protocol
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

    async def migrate(self, until: int | None = None) -> None:
        """Apply the pending migrations in order (``until``: only those numbered up to it)."""
        ...

    async def close(self) -> None: ...


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
    numbers = Counter(number for number, _, _ in found)
    shared = [name for number, name, _ in found if numbers[number] > 1]
    if shared:  # two branches each added the next migration: one of them takes the number after
        raise RuntimeError(f"two migrations share a number, renumber one: {shared}")
    if [number for number, _, _ in found] != list(range(1, len(found) + 1)):
        raise RuntimeError(f"migrations must be numbered 001, 002, … without gaps: {[n for n, _, _ in found]}")
    return found


def pending(
    applied: set[int], known: list[tuple[int, str, str]], until: int | None = None
) -> list[tuple[int, str, str]]:
    """The migrations still to apply (up to ``until``, if given); refuses a database that has migrations
    this code does not know."""
    unknown = applied - {number for number, _, _ in known}
    if unknown:
        raise RuntimeError(f"the database has migrations this code does not know: {sorted(unknown)}")
    return [migration for migration in known if migration[0] not in applied and (until is None or migration[0] <= until)]
