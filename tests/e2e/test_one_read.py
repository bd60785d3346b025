"""An action reads its game once: the clock and the bot players plan from the outcome the action saved."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any
from unittest import mock

import pytest

from core.service import GameService
from core.storage import Store
from rules import registry
from tests.e2e.conftest import PLAYERS
from tests.e2e.harness import Table
from tests.e2e.lobby import start_game
from tests.e2e.play import offered


@pytest.mark.parametrize("game", sorted(registry.games()))
async def test_a_typed_action_reads_and_parses_its_game_once(table: Table, fast_pictures: list[object], game: str) -> None:
    players = list(PLAYERS[:2])
    game_pk, _ = await start_game(table, players, game=game)
    before = await table.bot.service.current(game_pk)
    seat = min(before.to_act)
    typed = before.game.notation(before.game.playout_action(before.state, seat, random.Random(1)))
    calls: Counter[str] = Counter()
    get, started = Store.get, GameService._started

    async def counted_get(self: Store, game_id: int) -> Any:
        calls["reads"] += 1
        return await get(self, game_id)

    def counted_started(self: GameService, record: Any) -> Any:
        calls["parses"] += 1
        return started(self, record)

    with mock.patch.object(Store, "get", counted_get), mock.patch.object(GameService, "_started", counted_started):
        exchange = await table.command(players[seat], "play", action=offered(before, seat, typed) or typed)
    after = await table.bot.service.current(game_pk)
    assert after.record.version == before.record.version + 1, exchange.private_texts()
    assert calls == Counter(reads=1, parses=1)
