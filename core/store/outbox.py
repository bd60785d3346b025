"""The outbox table: what the table must be told, stored with the change that calls for it, and leased to
one delivery worker at a time (see :mod:`core.outbox` for the delivery rules).

Game writes of other groups put their notices in through :func:`enqueue_in`, inside their own
transaction; the delivery worker claims, finishes and retries them through :class:`Outbox`.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timedelta
from typing import Any

from core.db.base import Conn, now_text
from core.outbox import Notice, NoticeKind, OutboxItem
from core.store.games import version_of
from core.store.rows import Tables, iso, read_time


class Outbox(Tables):
    """Notices waiting for delivery, and their leases."""

    async def enqueue(self, game_id: int, notices: Iterable[Notice]) -> None:
        """Notices that follow no game write of their own (a DM failure to tell the channel about)."""
        async with self._write() as db:
            await enqueue_in(db, game_id, await version_of(db, game_id), notices)

    async def claim_notices(
        self, now: datetime, lease: timedelta, *, game_id: int | None = None, limit: int = 100
    ) -> list[OutboxItem]:
        """Take pending notices for delivery (due ones of up to ``limit`` games, or all of one game):
        each is leased for ``lease`` so another worker leaves it alone, and counted as one more attempt.

        A game's notices go to one worker at a time: a game of which another worker holds notices (an
        unexpired lease) is left out.  Otherwise two processes could edit its turn post from two
        states, the older last, and a move would vanish from the channel.  The game's row is locked
        while claiming, so two claimers of one game take turns and the second sees the first's lease.
        """
        where = "game_id = ?" if game_id is not None else "due_at <= ?"
        param: Any = game_id if game_id is not None else iso(now)
        held = "SELECT game_id FROM outbox WHERE done_at IS NULL AND claimed_until > ?"
        lock = self._database.lock_rows if game_id is not None else self._database.skip_locked
        async with self._write() as db:
            games = await db.rows(
                f"SELECT id FROM games WHERE id IN (SELECT game_id FROM outbox WHERE done_at IS NULL AND {where})"
                f" AND id NOT IN ({held}) ORDER BY id LIMIT ?{lock}",
                (param, iso(now), limit),
            )
            if not games:
                return []
            ids = [row["id"] for row in games]
            rows = await db.rows(  # a new statement: it sees every lease committed before our locks
                "UPDATE outbox SET claimed_until = ?, attempts = attempts + 1"
                f" WHERE done_at IS NULL AND {where} AND game_id IN ({', '.join('?' for _ in ids)})"
                f" AND game_id NOT IN ({held}) RETURNING *",
                (iso(now + lease), param, *ids, iso(now)),
            )
        items = [
            OutboxItem(
                id=row["id"], game_id=row["game_id"], kind=NoticeKind(row["kind"]), seat=row["seat"],
                game_version=row["game_version"], attempts=row["attempts"],
            )
            for row in rows
        ]
        return sorted(items, key=lambda item: item.id)

    async def finish_notices(self, ids: Iterable[int], *, failed: bool = False, error: str | None = None) -> None:
        async with self._write() as db:
            await db.executemany(
                "UPDATE outbox SET done_at = ?, claimed_until = NULL, failed = ?, last_error = ? WHERE id = ?",
                [(now_text(), int(failed), error, item) for item in ids],
            )

    async def retry_notices(self, ids: Iterable[int], due_at: datetime, error: str) -> None:
        """Release notices that failed for now; they are tried again from ``due_at``."""
        async with self._write() as db:
            await db.executemany(
                "UPDATE outbox SET claimed_until = NULL, due_at = ?, last_error = ? WHERE id = ?",
                [(iso(due_at), error, item) for item in ids],
            )

    async def release_claims(self) -> None:
        """At start of the only process on the database (one running every shard, on either engine):
        leases taken by a run that died are void, its games are delivered at once.  Sharded processes
        never call this (the others may be alive): there a dead process's leases expire."""
        async with self._write() as db:
            await db.execute("UPDATE outbox SET claimed_until = NULL WHERE done_at IS NULL")

    async def next_notice_due(self) -> datetime | None:
        async with self._read() as db:
            rows = await db.rows("SELECT MIN(due_at) AS due FROM outbox WHERE done_at IS NULL")
        return read_time(rows[0]["due"]) if rows else None

    async def pending_notice_count(self, game_id: int | None = None) -> int:
        sql = "SELECT COUNT(*) AS n FROM outbox WHERE done_at IS NULL" + (" AND game_id = ?" if game_id else "")
        async with self._read() as db:
            return int((await db.rows(sql, (game_id,) if game_id else ()))[0]["n"])


async def enqueue_in(db: Conn, game_id: int, version: int, notices: Iterable[Notice]) -> None:
    """Store notices inside the caller's transaction: they commit, or vanish, with the change."""
    now = now_text()
    await db.executemany(
        "INSERT INTO outbox (game_id, kind, seat, game_version, created_at, due_at) VALUES (?, ?, ?, ?, ?, ?)",
        [(game_id, notice.kind.value, notice.seat, version, now, now) for notice in notices],
    )
