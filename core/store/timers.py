"""Durable timers: each seat's reminders and deadline of one game version (see :mod:`core.clock`).

Kept in a table so a restart fires what was due meanwhile; a timer is claimed before it fires, so two
processes never fire one twice.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from core.store.records import TimerPlan, TimerRecord
from core.store.rows import Tables, iso, read_time, record
from rules.core import Seat

_SAME_TIMER = "id = ? AND game_version = ? AND seat = ? AND kind = ? AND due_at = ? AND fired_at IS NULL"
"""The very timer read earlier, still unfired (SQLite reuses a dropped row's id, so the id alone is not enough)."""


def _same_timer(timer: TimerRecord) -> tuple[object, ...]:
    return (timer.id, timer.game_version, timer.seat, timer.kind, iso(timer.due_at))


class Timers(Tables):
    """Plan, find, claim and postpone the timers of the games being played."""

    async def plan_timers(self, game_id: int, game_version: int, plans: Iterable[TimerPlan]) -> None:
        """Drop pending timers of other versions and add these (a timer already there stays as it is); the
        game counts as planned for ``game_version`` (see :meth:`unplanned_games`).  Nothing happens if the game
        has moved on since: a plan made from a record read a moment ago (a sweep, a player's new away time)
        must not drop the newer version's timers; that version plans its own."""
        async with self._write() as db:
            current = await db.rows(f"SELECT version FROM games WHERE id = ?{self._database.lock_rows}", (game_id,))
            if not current or current[0]["version"] != game_version:
                return
            await db.execute("UPDATE games SET planned_version = ? WHERE id = ?", (game_version, game_id))
            await db.execute(
                "DELETE FROM timers WHERE game_id = ? AND game_version != ? AND fired_at IS NULL",
                (game_id, game_version),
            )
            await db.executemany(
                "INSERT INTO timers (game_id, game_version, seat, kind, due_at, turn_started_at)"
                " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                [
                    (game_id, game_version, p.seat, p.kind, iso(p.due_at), iso(p.turn_started_at))
                    for p in plans
                ],
            )

    async def drop_pending_timers(self, game_id: int, seat: Seat | None = None) -> None:
        """Forget a game's (or one seat's) pending timers, e.g. before planning them again."""
        async with self._write() as db:
            if seat is None:
                await db.execute("DELETE FROM timers WHERE game_id = ? AND fired_at IS NULL", (game_id,))
            else:
                await db.execute(
                    "DELETE FROM timers WHERE game_id = ? AND seat = ? AND fired_at IS NULL", (game_id, seat)
                )

    async def timers_of(self, game_id: int) -> list[TimerRecord]:
        async with self._read() as db:
            rows = await db.rows("SELECT * FROM timers WHERE game_id = ? ORDER BY due_at, id", (game_id,))
        return [record(TimerRecord, row) for row in rows]

    async def next_due(self) -> datetime | None:
        async with self._read() as db:
            rows = await db.rows("SELECT MIN(due_at) AS due FROM timers WHERE fired_at IS NULL")
        return read_time(rows[0]["due"])

    async def due_timers(self, now: datetime, limit: int | None = None) -> list[TimerRecord]:
        """Unfired timers due by ``now``, earliest first (the first ``limit`` of them)."""
        sql = "SELECT * FROM timers WHERE fired_at IS NULL AND due_at <= ? ORDER BY due_at, id"
        async with self._read() as db:
            rows = await db.rows(sql + (" LIMIT ?" if limit else ""), (iso(now), limit) if limit else (iso(now),))
        return [record(TimerRecord, row) for row in rows]

    async def claim_timer(self, timer: TimerRecord, now: datetime) -> bool:
        """Mark the timer fired; ``False`` if it already was (or is gone): then it must not fire.

        The row must still be this very timer: SQLite reuses the id of a dropped row, so a stale
        timer's id may already belong to a timer of the game's next version.
        """
        async with self._write() as db:
            return await db.execute(f"UPDATE timers SET fired_at = ? WHERE {_SAME_TIMER}", (iso(now), *_same_timer(timer))) == 1

    async def postpone_timer(self, timer: TimerRecord, due_at: datetime) -> bool:
        """Move an unfired timer to ``due_at``; ``False`` if it already fired or is gone (the very same
        timer as :meth:`claim_timer` checks)."""
        async with self._write() as db:
            return await db.execute(f"UPDATE timers SET due_at = ? WHERE {_SAME_TIMER}", (iso(due_at), *_same_timer(timer))) == 1

    async def mute_reminders(self, game_id: int, game_version: int, seat: Seat, now: datetime) -> int:
        """Silence this turn's pending reminders of one seat (not its deadline); how many were muted."""
        async with self._write() as db:
            changed = await db.execute(
                "UPDATE timers SET fired_at = ? WHERE game_id = ? AND game_version = ? AND seat = ?"
                " AND kind != 'timeout' AND fired_at IS NULL",
                (iso(now), game_id, game_version, seat),
            )
            return changed
