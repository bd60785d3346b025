"""Kept messages a turn no longer needs are dropped, on both database engines."""

from __future__ import annotations

from core.storage import PostRecord, Store
from tests.core.test_concurrency import started

CHANNEL = 600_000_000_000_000_101


async def test_only_the_earlier_turns_full_posts_are_forgotten(database_url: str) -> None:
    store = await Store.open(database_url)
    try:
        game = await started(store, CHANNEL)
        kept = [PostRecord(game.id, slot, segment, None, CHANNEL, 1000 + i)
                for i, (slot, segment) in enumerate([("turn", 2), ("turn:full", 1), ("turn:full:3", 1),
                                                     ("turn:full:9", 2), ("dm:0", 1)])]
        for post in kept:
            await store.save_post(post)
        await store.forget_posts(game.id, "turn:full:", before_segment=2)
        left = await store.posts(game.id, [post.slot for post in kept])
        assert sorted(left) == ["dm:0", "turn", "turn:full", "turn:full:9"]
    finally:
        await store.close()
