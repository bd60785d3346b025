"""What every table group shares: its database handle with the two kinds of transaction, the time format
of the stored columns, and the one generic row mapper.

A record class is read from its row by field name and type (:func:`record`), so a table group declares no
mapper of its own and a column added to a record is read the same way by every query.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable
from contextlib import AbstractAsyncContextManager
from dataclasses import fields
from datetime import datetime, timezone
from enum import Enum
from typing import Any, TypeVar, get_args, get_type_hints

from core.db.base import Conn, Database, Row

_R = TypeVar("_R", bound=Hashable)  # a record: a frozen dataclass


class Tables:
    """A group of tables with its queries; every group runs on the same :class:`~core.db.base.Database`."""

    def __init__(self, database: Database) -> None:
        self._database = database

    def _read(self) -> AbstractAsyncContextManager[Conn]:
        return self._database.read()

    def _write(self) -> AbstractAsyncContextManager[Conn]:
        """One write transaction; rolled back on any exception, including cancellation."""
        return self._database.write()


def read_time(text: str | None) -> datetime | None:
    return datetime.fromisoformat(text) if text else None


def iso(moment: datetime) -> str:
    """UTC text in one fixed format, so timers compare correctly as text in SQL."""
    return moment.astimezone(timezone.utc).isoformat(timespec="milliseconds")


def record(kind: type[_R], row: Row, **given: Any) -> _R:
    """One record from its row: each field not ``given`` is the column of the same name, read as the field's
    type says (a time from its ISO text, a flag as a boolean, an enum by its value)."""
    stored, read = _readers(kind, frozenset(given))
    return kind(**given, **{name: row[name] for name in stored}, **{name: how(row[name]) for name, how in read})


@functools.cache
def _readers(kind: type, given: frozenset[str]) -> tuple[tuple[str, ...], tuple[tuple[str, Callable[[Any], Any]], ...]]:
    """The fields of a record class taken from their columns as stored, and those read (once per class)."""
    hints = get_type_hints(kind)
    fields_read = [(field.name, _reader(hints[field.name])) for field in fields(kind) if field.name not in given]
    return (tuple(name for name, how in fields_read if how is None),
            tuple((name, how) for name, how in fields_read if how is not None))


def _reader(hint: Any) -> Callable[[Any], Any] | None:
    """How a column value becomes a field of type ``hint`` (``None``: as stored); NULL stays ``None`` in an
    optional field."""
    args = get_args(hint)
    optional = type(None) in args
    base = next(arg for arg in args if arg is not type(None)) if optional else hint
    read: Callable[[Any], Any]
    if base is datetime:
        read = datetime.fromisoformat
    elif base is bool:
        read = bool
    elif isinstance(base, type) and issubclass(base, Enum):
        read = base
    else:
        return None
    return (lambda value: None if value is None else read(value)) if optional else read
