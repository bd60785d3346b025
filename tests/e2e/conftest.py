"""Fixtures: an offline Discord, the real bot logged in against it, and four players."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator, Mapping
from dataclasses import replace
from pathlib import Path

import pytest

from render.common import LastMove
from rules.aod.model import AodView
from rules.core import Result
from tests.e2e.harness import FakeDiscord, Player, Table
from tests.core.real_games import FakeClock

ALICE = Player(101, "Alice")
BRUNO = Player(102, "Bruno", locale="fr")
CHLOE = Player(103, "Chloé", locale="fr")
DAVID = Player(104, "David", manage_channels=True)
PLAYERS = (ALICE, BRUNO, CHLOE, DAVID)


@pytest.fixture
def fake() -> Iterator[FakeDiscord]:
    discord_ = FakeDiscord()
    with discord_.patched():
        yield discord_


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite3"


@pytest.fixture
async def table(fake: FakeDiscord, database_url: str) -> AsyncIterator[Table]:
    """The real bot on a fresh database of each engine: SQLite and a real PostgreSQL (tests/conftest.py)."""
    opened = await Table.open(fake, database_url, seed_source=lambda bits: 12345)
    yield opened
    await opened.close()


@pytest.fixture
def now() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def clocked(fake: FakeDiscord, database_url: str, now: FakeClock) -> AsyncIterator[Table]:
    """The bot with an injected clock, on each engine: tests move time, then let the dispatcher fire what is due."""
    opened = await Table.open(fake, database_url, seed_source=lambda bits: 12345, now=now)
    yield opened
    await opened.close()


TINY_PNG = (
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89"
    b"\x00\x00\x00\rIDATx\x9cc\xf8\xff\xff?\x00\x05\xfe\x02\xfe\xa7\x35\x81\x84\x00\x00\x00\x00IEND\xaeB`\x82"
)


@pytest.fixture
def fast_pictures(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Skip drawing in long games, but check what is drawn: boards from the public view, hands from one seat's."""
    import render.aod

    drawn: list[object] = []

    def board(view: AodView, *, names: Mapping[int, str], lang: str = "en", highlight: LastMove | None = None,
              result: Result | None = None) -> bytes:
        assert view.viewer is None and view.hand is None, "a board must be drawn from the public view"
        drawn.append(view)
        return TINY_PNG

    def hand(view: AodView, *, lang: str = "en") -> bytes:
        assert view.viewer is not None and view.hand is not None, "a hand is drawn from its seat's own view"
        drawn.append(view)
        return TINY_PNG

    monkeypatch.setattr(render.aod, "RENDERER", replace(render.aod.RENDERER, render_board=board, render_hand=hand))
    return drawn
