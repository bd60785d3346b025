"""Fixtures for the storage and game-service tests: a fresh database per test, SQLite and PostgreSQL."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from core.service import GameService
from core.storage import Store
from tests.core.support import make_service


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite3"


@pytest.fixture
def store(backend_store: Store) -> Store:
    """The storage and service suites run on both engines (see tests/conftest.py)."""
    return backend_store


@pytest.fixture
async def sqlite_store(db_path: Path) -> AsyncIterator[Store]:
    """For the tests that check the SQLite file itself (pragmas, triggers seen through a raw connection)."""
    opened = await Store.open(db_path)
    yield opened
    await opened.close()


@pytest.fixture
def service(store: Store) -> GameService:
    return make_service(store)
