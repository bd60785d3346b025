"""A game's notices are delivered by one worker at a time, across processes.

Two processes delivering one game at once would edit its turn post from two states; if the older one
lands last, a move vanishes from the channel.  So while one worker holds notices of a game (an
unexpired lease), no other worker takes any notice of that game, not even a newer one: the holder
picks it up when done (its flush claims again), or anyone once the lease has expired.
"""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta, timezone

from core.outbox import Notice, NoticeKind
from core.storage import Store
from tests.core.test_concurrency import started

LEASE = timedelta(seconds=30)
CHANNEL = 600_000_000_000_000_001


async def test_a_second_worker_leaves_a_held_game_alone_until_released_or_expired(database_url: str) -> None:
    one, two = await Store.open(database_url), await Store.open(database_url)
    try:
        game = await started(one, CHANNEL)
        other = await started(one, CHANNEL + 1)
        await one.enqueue(game.id, [Notice(NoticeKind.TURN)])
        await one.enqueue(other.id, [Notice(NoticeKind.TURN)])
        now = datetime.now(timezone.utc)
        held = await one.claim_notices(now, LEASE, game_id=game.id)
        assert [item.game_id for item in held] == [game.id]
        await two.enqueue(game.id, [Notice(NoticeKind.TURN)])  # a newer change, committed by the other process
        assert await two.claim_notices(now, LEASE, game_id=game.id) == [], "the game is being delivered"
        swept = await two.claim_notices(now, LEASE)
        assert {item.game_id for item in swept} == {other.id}, "the sweep takes the other games only"
        await one.finish_notices([item.id for item in held])
        newer = await one.claim_notices(now, LEASE, game_id=game.id)
        assert len(newer) == 1, "released: the newer notice can be taken"
        later = now + LEASE + timedelta(seconds=1)
        assert [item.id for item in await two.claim_notices(later, LEASE, game_id=game.id)] == [newer[0].id], (
            "a dead holder's lease expires"
        )
    finally:
        await one.close()
        await two.close()


async def test_racing_claimers_of_one_game_never_both_get_notices(database_url: str) -> None:
    one, two = await Store.open(database_url), await Store.open(database_url)
    try:
        game = await started(one, CHANNEL)
        now = datetime.now(timezone.utc)
        for _ in range(10):
            await one.enqueue(game.id, [Notice(NoticeKind.TURN), Notice(NoticeKind.SEAT, 0)])
            got = await asyncio.gather(
                one.claim_notices(now, LEASE, game_id=game.id), two.claim_notices(now, LEASE, game_id=game.id)
            )
            assert sorted(len(items) for items in got) == [0, 2], got
            await one.finish_notices([item.id for items in got for item in items])
    finally:
        await one.close()
        await two.close()
