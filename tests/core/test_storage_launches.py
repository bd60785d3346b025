"""An Activity instance launched for a game is found again, by any process, on both database engines."""

from __future__ import annotations

from core.storage import Store
from tests.core.test_concurrency import started

CHANNEL = 600_000_000_000_000_102


async def test_an_instance_shows_the_game_it_was_first_launched_for(database_url: str) -> None:
    store = await Store.open(database_url)
    try:
        game = await started(store, CHANNEL)
        assert await store.launched_game("1300000000000000001") is None, "an instance the bot never launched"
        await store.record_launch("1300000000000000001", game.id, 42)
        await store.record_launch("1300000000000000001", game.id + 1000, 43)  # a second launch changes nothing
        assert await store.launched_game("1300000000000000001") == game.id
    finally:
        await store.close()
