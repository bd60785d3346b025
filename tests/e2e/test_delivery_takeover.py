"""A process dies holding a game's notices; another process goes on and later takes them over.

On PostgreSQL several processes deliver, and a dead process's leases are not voided (the others may
be alive): they expire.  Meanwhile the game goes on, so the next turn post has to pick up the moves
the dead process never showed, and keep showing them when it is edited later (the crash test on
PostgreSQL lost two moves' lines this way).
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.delivery import LEASE, Delivery
from core.clock import utc_now
from tests.e2e.conftest import ALICE, BRUNO
from tests.e2e.harness import CHANNEL_ID, FakeDiscord, Table
from tests.e2e.lobby import start_game
from tests.e2e.play import Driver
from tests.e2e.test_delivery import turn_posts
from tests.e2e.shared_discord import LOGGED_MOVE

TRIES = 6


async def test_moves_a_dead_process_left_leased_stay_in_the_turn_posts(
    fake: FakeDiscord, table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    driver = Driver(table, [ALICE, BRUNO], game_pk)
    store = table.bot.store

    async def died(self: Delivery, game_id: int, outcome: object = None) -> bool:
        return True  # the process that made the move dies before announcing it

    for _ in range(TRIES):  # until a seat makes two moves or more before the turn passes
        first = min((await driver.current()).to_act)
        moves = 0
        with monkeypatch.context() as patch:
            patch.setattr(Delivery, "flush", died)
            while min((await driver.current()).to_act) == first:
                await store.claim_notices(utc_now(), LEASE, game_id=game_pk)  # the dead process's lease
                await driver.move()
                moves += 1
        await table.bot.delivery.flush(game_pk)  # the live process announces the move that passed the turn
        await table.bot.delivery.run_due(now=utc_now() + LEASE + timedelta(seconds=1))  # leases expired
        if moves >= 2:
            break
    else:
        pytest.skip("no seat made two moves in a row")
    live = [action for action in await store.actions(game_pk) if not action.undone]
    shown = sum(len(LOGGED_MOVE.findall(str(post["content"]))) for post in turn_posts(fake))
    assert shown == len(live), f"the turn posts show {shown} of {len(live)} moves"
    assert await store.pending_notice_count(game_pk) == 0
    assert int(turn_posts(fake)[-1]["channel_id"]) == CHANNEL_ID
