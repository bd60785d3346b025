"""Whole games of The Angel of Darkness played through Discord, from /game new to the final score."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import PLAYERS
from tests.e2e.harness import Table
from tests.e2e.lobby import start_game
from tests.e2e.play import Driver, hand_card_ids, leaked_cards

MAX_MOVES = 3000  # a random purposeful game takes about 500; this only bounds a runaway loop


@pytest.mark.parametrize("count", [2, 4])
async def test_a_full_game_reaches_its_final_score(table: Table, fast_pictures: list[object], count: int) -> None:
    players = list(PLAYERS[:count])
    game_pk, started = await start_game(table, players)
    assert len(started.public_posts()) >= 1
    assert {s.files[0][0] for s in started.dms() if s.files} == {"hand.png"}
    assert len([s for s in started.dms() if s.files]) == count  # every seat got its first hand by DM
    driver = Driver(table, players, game_pk)
    outcome = await driver.current()
    started_at = outcome.record.version
    while outcome.result is None and driver.moves < MAX_MOVES:
        exchange = await driver.move()
        outcome = await driver.current()
        assert outcome.record.version == started_at + driver.moves, "each move applied exactly once"
        boards = [s for s in exchange.public_posts() if any(name == "board.png" for name, _ in s.files)]
        assert len(boards) == 1, "one public post with the board per action"
        assert not leaked_cards(exchange, hand_card_ids(outcome))
    assert outcome.result is not None
    final = boards[0]
    for seat in outcome.result.winners:
        assert f"<@{players[seat].id}>" in final.text
    assert "tt:play" not in final.text, "a finished game offers no more Play button"
