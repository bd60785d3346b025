"""Fixtures every suite may use to run against both storage engines.

``database_url`` is parametrized ``["sqlite", "postgresql"]``: a fresh SQLite file, or a fresh
database on one real PostgreSQL server started once per test worker (see :mod:`tests.pgserver`).
``backend_store`` is a :class:`core.storage.Store` opened on it.  A suite switches to both engines
by defining ``store`` as ``backend_store`` in its conftest.
"""

from __future__ import annotations

import itertools
import tempfile
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from core.storage import Store
from tests.pgserver import admin, run_apart, running_server
from tests.pgserver import database_url as url_of

_TEMPLATE = "tombtable_template"
_numbers = itertools.count(1)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """One PostgreSQL server for the whole session, with a migrated template database.

    Its folder is not under pytest's numbered temp folders: another pytest run rotates those away."""
    with tempfile.TemporaryDirectory(prefix="tombtable-pg-") as folder, running_server(
        Path(folder) / "data", durable=False
    ) as url:

        async def prepare() -> None:
            await admin(url, f"CREATE DATABASE {_TEMPLATE}")
            await (await Store.open(url_of(url, _TEMPLATE))).close()

        run_apart(prepare())
        yield url


@pytest.fixture(params=["sqlite", "postgresql"])
async def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A fresh, migrated database of each engine."""
    return await _fresh(request, tmp_path, f" TEMPLATE {_TEMPLATE}")


@pytest.fixture(params=["sqlite", "postgresql"])
async def empty_database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A database of each engine with nothing in it, not even the migrations (to build an older release's)."""
    return await _fresh(request, tmp_path, "")


async def _fresh(request: pytest.FixtureRequest, tmp_path: Path, template: str) -> str:
    if request.param == "sqlite":
        return str(tmp_path / "games.sqlite3")  # SQLite migrates it at the first Store.open
    server: str = request.getfixturevalue("postgres_server")
    name = f"test_{next(_numbers)}"
    await admin(server, f"CREATE DATABASE {name}{template}")
    return url_of(server, name)


@pytest.fixture
async def backend_store(database_url: str) -> AsyncIterator[Store]:
    opened = await Store.open(database_url)
    yield opened
    await opened.close()
