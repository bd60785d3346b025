"""A damaged SQLite file is refused at start, before anything writes to it.

Opening a damaged file the usual way hides the damage: SQLite takes a zero-length file for a new,
empty database and the migrations would fill it with empty tables (every game gone for the players),
and a corrupt page only shows when a player's move reads it.  So the file is first read through a
read-only connection (``mode=ro``: its bytes cannot change, yet a write-ahead log a crash left beside it
is read, so a healthy file whose games are still in the log is not mistaken for an empty one) and
checked with ``PRAGMA quick_check``.  PostgreSQL keeps its own files: nothing to check here.
"""

from __future__ import annotations

import sqlite3
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from core.db.base import POSTGRES_SCHEMES, migrations

BUSY_TIMEOUT_S = 5.0
"""How long the check waits for another process's lock, as the bot's own connection does."""
MIGRATIONS_TABLE = "schema_migrations"  # every database this project created has it (core.db.base.Database.migrate)


@dataclass(frozen=True)
class Damage:
    """Why a database file is refused: a catalog key (``cli.db.*``) and SQLite's own words, on one line."""

    key: str
    detail: str = ""


def sqlite_file(target: str | Path) -> Path | None:
    """The file a database target names (a path or ``sqlite:///path``, as :func:`core.db.engine.connect` reads
    it); ``None`` for PostgreSQL or an in-memory database."""
    text = str(target)
    if text.startswith(POSTGRES_SCHEMES):
        return None
    name = text.removeprefix("sqlite:///")
    return None if name in ("", ":memory:") else Path(name)


def damage(path: Path) -> Damage | None:
    """What is wrong with the database file at ``path``, or ``None`` when the bot may open it (a missing
    file is fine: the bot creates a new database there)."""
    if not path.exists():
        return None
    if not path.is_file():
        return Damage("cli.db.not_a_file")
    try:
        with closing(sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_S)) as db:
            problems = [str(row[0]) for row in db.execute("PRAGMA quick_check(1)")]
            tables = {str(row[0]) for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            applied = ({int(row[0]) for row in db.execute(f"SELECT version FROM {MIGRATIONS_TABLE}")}
                       if MIGRATIONS_TABLE in tables and problems == ["ok"] else set())
    except sqlite3.Error as error:
        return _refusal(error)
    if problems != ["ok"]:
        return Damage("cli.db.damaged", _first_line(problems[0] if problems else ""))
    if not tables:
        return Damage("cli.db.empty")
    if MIGRATIONS_TABLE not in tables:
        return Damage("cli.db.foreign")
    unknown = applied - {number for number, _, _ in migrations("sqlite")}
    if unknown:  # a newer version of the bot wrote it: this one would misread its games
        return Damage("cli.db.newer", ", ".join(f"{number:03d}" for number in sorted(unknown)))
    return None


def _refusal(error: sqlite3.Error) -> Damage:
    """SQLite's error while reading the file, sorted by what the operator can do about it."""
    name = getattr(error, "sqlite_errorname", None) or ""
    detail = _first_line(str(error))
    if name == "SQLITE_NOTADB":
        return Damage("cli.db.not_sqlite", detail)
    if name.startswith("SQLITE_CORRUPT"):
        return Damage("cli.db.damaged", detail)
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return Damage("cli.db.busy", detail)
    return Damage("cli.db.unreadable", detail)


def _first_line(text: str) -> str:
    """The first line that says something (quick_check starts with a ``*** in database main ***`` banner)."""
    lines = [line.strip() for line in text.splitlines() if line.strip() and not line.startswith("***")]
    return lines[0] if lines else text.strip()
