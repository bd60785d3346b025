"""Every registered game can be opened, started and played through Discord with real pictures."""

from __future__ import annotations

import pytest

from rules import registry
from tests.e2e.conftest import PLAYERS
from tests.e2e.harness import Table
from tests.e2e.lobby import start_game
from tests.e2e.play import Driver

MOVES = 25


@pytest.mark.parametrize("game_kind", sorted(registry.games()))
async def test_a_game_starts_and_takes_moves_through_discord(table: Table, game_kind: str) -> None:
    count = registry.get(game_kind).info.min_players
    players = list(PLAYERS[:count])
    game_pk, started = await start_game(table, players, game=game_kind)
    assert [s for s in started.public_posts() if s.files], "the start posts the first board"
    driver = Driver(table, players, game_pk)
    outcome = await driver.current()
    first = outcome.record.version
    while outcome.result is None and driver.moves < MOVES:
        exchange = await driver.move()
        outcome = await driver.current()
        assert outcome.record.version == first + driver.moves
        assert len([s for s in exchange.public_posts() if s.files]) == 1
