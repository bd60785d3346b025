"""Turn posts when deliveries and moves overlap: every move is shown in exactly one post.

- A process dies holding a game's notices.  On PostgreSQL several processes deliver, and a dead
  process's leases are not voided (the others may be alive): they expire.  Meanwhile the game goes
  on, so the next turn post has to pick up the moves the dead process never showed, and keep showing
  them when it is edited later (the crash test on PostgreSQL lost two moves' lines this way).
- A move is saved while an older change is being delivered.  The older delivery must not show it:
  if that move passed the turn, it heads the next post too (the storm test showed it twice).
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.delivery.worker import LEASE, Delivery
from core.clock import utc_now
from tests.e2e.conftest import ALICE, BRUNO
from tests.e2e.harness import CHANNEL_ID, FakeDiscord, Table
from tests.e2e.lobby import start_game
from tests.e2e.play import Driver
from tests.e2e.test_delivery import turn_posts
from tests.e2e.shared_discord import LOGGED_MOVE

TRIES = 6


def shown_moves(fake: FakeDiscord) -> int:
    return sum(len(LOGGED_MOVE.findall(str(post["content"]))) for post in turn_posts(fake))


async def died(self: Delivery, game_id: int, outcome: object = None) -> bool:
    return True  # the process that made the move dies (or is slow) before announcing it


async def test_moves_a_dead_process_left_leased_stay_in_the_turn_posts(
    fake: FakeDiscord, table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    driver = Driver(table, [ALICE, BRUNO], game_pk)
    store = table.bot.store
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
    shown = shown_moves(fake)
    assert shown == len(live), f"the turn posts show {shown} of {len(live)} moves"
    assert await store.pending_notice_count(game_pk) == 0
    assert int(turn_posts(fake)[-1]["channel_id"]) == CHANNEL_ID


async def test_a_move_saved_during_an_older_delivery_is_shown_once(
    fake: FakeDiscord, table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    driver = Driver(table, [ALICE, BRUNO], game_pk)
    store = table.bot.store
    for _ in range(TRIES * 4):  # until a move passes the turn right after the one being delivered
        with monkeypatch.context() as patch:
            patch.setattr(Delivery, "flush", died)
            await driver.move()
            older = await driver.current()
            held = await store.claim_notices(utc_now(), LEASE, game_id=game_pk)  # its delivery begins
            await driver.move()  # meanwhile the next move is saved
        passed = (await driver.current()).record.turn != older.record.turn
        await table.bot.delivery._deliver(game_pk, held, older)  # the older delivery goes on
        await table.bot.delivery.flush(game_pk)
        live = [action for action in await store.actions(game_pk) if not action.undone]
        assert shown_moves(fake) == len(live), "every move in exactly one turn post"
        if passed:
            return
    pytest.skip("no move passed the turn")
