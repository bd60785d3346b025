"""The web tests' shared fixture: a store on a SQLite file, for tests whose point is not the engine (those
that run on both take ``backend_store``)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from core.storage import Store


@pytest.fixture
async def sqlite_store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await Store.open(tmp_path / "games.sqlite3")
    yield opened
    await opened.close()
