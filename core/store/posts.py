"""The messages the bot keeps up to date in place (``posts``): the channel's turn post and each seat's DM,
by slot (a :class:`core.posts.Slot`) and turn segment (see :mod:`core.segments`).

Kept so that an edit after a restart finds the message again instead of sending a second one; a slot is
claimed before its message is sent, so two senders at once send one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.store.records import PostRecord
from core.store.rows import Tables, record


class Posts(Tables):
    """Find, keep, claim and forget the kept messages of a game."""

    async def post(self, game_id: int, slot: str) -> PostRecord | None:
        return (await self.posts(game_id, (slot,))).get(slot)

    async def posts(self, game_id: int, slots: Sequence[str]) -> dict[str, PostRecord]:
        """The kept messages of these slots that exist, by slot, in one read."""
        marks = ", ".join("?" * len(slots))
        async with self._read() as db:
            rows = await db.rows(f"SELECT * FROM posts WHERE game_id = ? AND slot IN ({marks})", (game_id, *slots))
        return {row["slot"]: record(PostRecord, row) for row in rows}

    async def save_post(self, post: PostRecord) -> None:
        async with self._write() as db:
            await db.execute(
                _INSERT_POST + " ON CONFLICT (game_id, slot) DO UPDATE SET segment = excluded.segment, user_id = excluded.user_id,"
                " channel_id = excluded.channel_id, message_id = excluded.message_id, turn_key = excluded.turn_key,"
                " last_n = excluded.last_n, first_n = excluded.first_n,"
                " nonce = excluded.nonce, version = excluded.version",
                _post_row(post),
            )

    async def claim_post(self, post: PostRecord) -> bool:
        """Keep ``post`` only if its slot is free: ``True`` if this call took it (two askers at once get one)."""
        async with self._write() as db:
            return await db.execute(_INSERT_POST + " ON CONFLICT (game_id, slot) DO NOTHING", _post_row(post)) == 1

    async def posts_like(self, game_id: int, slot_prefix: str, before_segment: int) -> list[PostRecord]:
        """The kept messages whose slot starts with ``slot_prefix``, from segments before this one."""
        async with self._read() as db:
            rows = await db.rows("SELECT * FROM posts WHERE game_id = ? AND segment < ? AND substr(slot, 1, ?) = ?"
                               " ORDER BY segment", (game_id, before_segment, len(slot_prefix), slot_prefix))
        return [record(PostRecord, row) for row in rows]

    async def drop_post(self, game_id: int, slot: str) -> None:
        async with self._write() as db:
            await db.execute("DELETE FROM posts WHERE game_id = ? AND slot = ?", (game_id, slot))

    async def forget_posts(self, game_id: int, slot_prefix: str, before_segment: int) -> None:
        """Drop the kept messages whose slot starts with ``slot_prefix`` from segments before this one (records
        only the turn they belong to may need)."""
        async with self._write() as db:
            await db.execute("DELETE FROM posts WHERE game_id = ? AND segment < ? AND substr(slot, 1, ?) = ?",
                             (game_id, before_segment, len(slot_prefix), slot_prefix))


_INSERT_POST = ("INSERT INTO posts (game_id, slot, segment, user_id, channel_id, message_id, turn_key, last_n,"
                " first_n, nonce, version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")


def _post_row(post: PostRecord) -> tuple[Any, ...]:
    return (post.game_id, post.slot, post.segment, post.user_id, post.channel_id, post.message_id, post.turn_key,
            post.last_n, post.first_n, post.nonce, post.version)
