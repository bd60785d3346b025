"""A fresh database per test, on SQLite and on a real PostgreSQL server."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.storage import Store


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite3"


@pytest.fixture
def store(backend_store: Store) -> Store:
    """The clock, vote, undo and fair-dice suites run on both engines (see tests/conftest.py)."""
    return backend_store
