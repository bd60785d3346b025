"""Votes on seats that keep timing out: the motion (``seat_motions``) and its ballots (``seat_votes``).

What a vote decides and when is :mod:`core.votes`; this module only keeps the motions and ballots, so a
decision survives a restart.
"""

from __future__ import annotations

from core.db.base import Conn, now_text
from core.outbox import Notice, NoticeKind
from core.store.games import version_of
from core.store.outbox import enqueue_in
from core.store.records import MotionRecord
from core.store.rows import Tables, record
from rules.core import Seat


class Motions(Tables):
    """Open, vote on and settle the others' vote on a seat."""

    async def open_motion(self, game_id: int, seat: Seat, user_id: int) -> MotionRecord:
        async with self._write() as db:
            [row] = await db.rows(
                "INSERT INTO seat_motions (game_id, seat, user_id, opened_at) VALUES (?, ?, ?, ?) RETURNING id",
                (game_id, seat, user_id, now_text()),
            )
            await enqueue_in(db, game_id, await version_of(db, game_id), [Notice(NoticeKind.MOTION)])
            return await _fetch_motion(db, row["id"])

    async def motions_of(self, game_id: int) -> list[MotionRecord]:
        """Every vote of a game, oldest first."""
        async with self._read() as db:
            rows = await db.rows("SELECT id FROM seat_motions WHERE game_id = ? ORDER BY id", (game_id,))
            return [await _fetch_motion(db, row["id"]) for row in rows]

    async def motion(self, motion_id: int) -> MotionRecord | None:
        async with self._read() as db:
            rows = await db.rows("SELECT id FROM seat_motions WHERE id = ?", (motion_id,))
            return await _fetch_motion(db, motion_id) if rows else None

    async def cast_vote(self, motion_id: int, voter_id: int, choice: str) -> MotionRecord:
        """Record (or change) a ballot of an open vote."""
        async with self._write() as db:
            await db.execute(
                "INSERT INTO seat_votes (motion_id, voter_id, choice, voted_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (motion_id, voter_id)"
                " DO UPDATE SET choice = excluded.choice, voted_at = excluded.voted_at",
                (motion_id, voter_id, choice, now_text()),
            )
            return await _fetch_motion(db, motion_id)

    async def settle_motion(self, motion_id: int, from_status: str, to_status: str) -> bool:
        """Move a vote on (open → decided, replace → claimed); ``False`` if it was no longer ``from_status``."""
        async with self._write() as db:
            changed = await db.execute(
                "UPDATE seat_motions SET status = ? WHERE id = ? AND status = ?", (to_status, motion_id, from_status)
            )
            return changed == 1

    async def set_motion_message(self, motion_id: int, message_id: int) -> None:
        async with self._write() as db:
            await db.execute("UPDATE seat_motions SET message_id = ? WHERE id = ?", (message_id, motion_id))


async def _fetch_motion(db: Conn, motion_id: int) -> MotionRecord:
    row = (await db.rows("SELECT * FROM seat_motions WHERE id = ?", (motion_id,)))[0]
    ballots = await db.rows(
        "SELECT voter_id, choice FROM seat_votes WHERE motion_id = ? ORDER BY voted_at", (motion_id,)
    )
    return record(MotionRecord, row, votes={ballot["voter_id"]: ballot["choice"] for ballot in ballots})
