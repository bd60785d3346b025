"""Which engine a database target names, opened and migrated: the one entry point of :mod:`core.db`."""

from __future__ import annotations

from pathlib import Path

from core.db.base import POSTGRES_SCHEMES, Database
from core.db.sqlite import SqliteDatabase


async def connect(target: str | Path, until: int | None = None) -> Database:
    """A path or ``sqlite:///path`` opens SQLite; ``postgresql://…`` opens PostgreSQL.  Migrated (only up to
    migration ``until``, if given: the database an older release left)."""
    text = str(target)
    database: Database
    if text.startswith(POSTGRES_SCHEMES):
        from core.db.postgres import PostgresDatabase  # asyncpg is only loaded by those who use it

        database = await PostgresDatabase.connect(text)
    else:
        database = await SqliteDatabase.connect(text.removeprefix("sqlite:///"))  # sqlite:////abs or sqlite:///rel
    try:
        await database.migrate(until)
    except BaseException:
        await database.close()
        raise
    return database
