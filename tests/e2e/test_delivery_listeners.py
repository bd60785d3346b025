"""A further front end (a web page's websocket) hears of each committed change once the table has been told."""

from __future__ import annotations

from core.posts import Carried
from tests.e2e.conftest import ALICE, BRUNO
from tests.e2e.harness import FakeDiscord, Table
from tests.e2e.lobby import start_game
from tests.e2e.play import Driver


async def test_a_listener_hears_each_move_after_its_turn_post_and_a_failing_one_stops_nothing(
        fake: FakeDiscord, table: Table) -> None:
    heard: list[Carried] = []
    posted_before: list[bool] = []

    async def listener(carried: Carried) -> None:
        heard.append(carried)
        posted_before.append(bool(fake.messages))

    async def broken(carried: Carried) -> None:
        raise RuntimeError("the page's socket is gone")

    table.bot.delivery.subscribe(broken)
    table.bot.delivery.subscribe(listener)
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    driver = Driver(table, [ALICE, BRUNO], game_pk)
    moved = await driver.move()
    assert moved.sent, "the move still reached the table"
    latest = await table.bot.store.get(game_pk)
    assert latest is not None
    assert heard and heard[-1].game_id == game_pk and heard[-1].version == latest.version
    assert "turn" in heard[-1].kinds and all(posted_before)
