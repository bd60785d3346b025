"""Play writes and the action log: a game starts, moves are recorded (snapshot, version bump, log row and
notices in one transaction), taken back, seats change hands or go on autopilot, and the game ends.

The one place that writes the ``actions`` and ``undone_actions`` tables, so replay reads the log that these
writes keep.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from pydantic import TypeAdapter

from core.db.base import Conn, Row, now_text
from core.outbox import Notice, NoticeKind, TurnMark
from core.store.games import bump, fetch_existing, next_bot_id
from core.store.outbox import enqueue_in
from core.store.records import ActionRecord, GameRecord, GameStatus
from core.store.rows import Tables, record
from rules.core import Event, Seat

_EVENTS = TypeAdapter(tuple[Event, ...])


class Play(Tables):
    """A game's life from its start to its end, and its log."""

    async def actions(self, game_id: int, since: int = 1, until: int | None = None) -> list[ActionRecord]:
        """The action log in play order, from action number ``since`` on (up to ``until``, if given)."""
        async with self._read() as db:
            rows = await db.rows(
                "SELECT a.*, u.n IS NOT NULL AS undone FROM actions a"
                " LEFT JOIN undone_actions u ON u.game_id = a.game_id AND u.n = a.n"
                " WHERE a.game_id = ? AND a.n >= ?" + (" AND a.n <= ?" if until is not None else "") + " ORDER BY a.n",
                (game_id, since) if until is None else (game_id, since, until),
            )
        return [_action_record(row) for row in rows]

    async def start(
        self,
        game_id: int,
        expected_version: int,
        *,
        seed: int,
        state: str,
        schema_version: int,
        salt: str | None = None,
        commitment: str | None = None,
        mark: TurnMark | None = None,
        notices: Iterable[Notice] = (),
    ) -> GameRecord:
        """Lobby → active with the initial snapshot; seats, options and seed now rebuild the game."""
        async with self._write() as db:
            await bump(
                db,
                game_id,
                expected_version,
                status=GameStatus.ACTIVE.value,
                seed=seed,
                state=state,
                schema_version=schema_version,
                started_at=now_text(),
                salt=salt,
                commitment=commitment,
                **_mark_columns(mark),
            )
            await enqueue_in(db, game_id, expected_version + 1, notices)
            return await fetch_existing(db, game_id)

    async def set_pace(self, game_id: int, expected_version: int, hours: int | None) -> GameRecord:
        async with self._write() as db:
            await bump(db, game_id, expected_version, pace_hours=hours)
            return await fetch_existing(db, game_id)

    async def undo_action(
        self,
        game_id: int,
        expected_version: int,
        *,
        n: int,
        state: str,
        schema_version: int,
        mark: TurnMark | None = None,
        notices: Iterable[Notice] = (),
    ) -> GameRecord:
        """Mark action ``n`` taken back and save the state without it, in one transaction."""
        async with self._write() as db:
            await bump(
                db, game_id, expected_version, state=state, schema_version=schema_version, **_mark_columns(mark)
            )
            await enqueue_in(db, game_id, expected_version + 1, notices)
            await db.execute(
                "INSERT INTO undone_actions (game_id, n, undone_at) VALUES (?, ?, ?)", (game_id, n, now_text())
            )
            return await fetch_existing(db, game_id)

    async def replace_seat(
        self, game_id: int, expected_version: int, seat: Seat, new_user_id: int, notices: Iterable[Notice] = (),
        role: str | None = None,
    ) -> GameRecord:
        """Hand ``seat`` to another user (DM reachability unknown again), with ``role`` if given (else the
        seat's); the change is recorded."""
        async with self._write() as db:
            await bump(db, game_id, expected_version)
            await enqueue_in(db, game_id, expected_version + 1, notices)
            await _reseat(db, game_id, seat, new_user_id, "dm_ok = NULL, bot_level = NULL, role = COALESCE(?, role)", (role,))
            return await fetch_existing(db, game_id)

    async def seat_bot(self, game_id: int, expected_version: int, seat: Seat, level: str, host_id: int,
                       notices: Iterable[Notice] = ()) -> GameRecord:
        """A bot player at ``level`` takes ``seat`` for good (its player left the running game), under the
        game's next bot id, and ``host_id`` hosts from now on; the change is recorded."""
        async with self._write() as db:
            await bump(db, game_id, expected_version, host_id=host_id)
            await enqueue_in(db, game_id, expected_version + 1, notices)
            await _reseat(db, game_id, seat, await next_bot_id(db, game_id), "dm_ok = 0, bot_level = ?", (level,))
            return await fetch_existing(db, game_id)

    async def record_action(
        self,
        game_id: int,
        expected_version: int,
        *,
        seat: Seat,
        notation: str,
        events: Iterable[Event],
        state: str,
        schema_version: int,
        finished: bool,
        timed_out: bool = False,
        by_clock: bool = False,
        mark: TurnMark | None = None,
        notices: Iterable[Notice] = (),
    ) -> GameRecord:
        """New snapshot, version bump and log row in one transaction (all or nothing).

        The acting seat's timeout streak grows by one if the clock played for it, else restarts at 0.
        """
        now = now_text()
        ended = {"status": GameStatus.FINISHED.value, "ended_at": now} if finished else {}
        events_json = _EVENTS.dump_json(tuple(events)).decode()
        async with self._write() as db:
            await bump(
                db, game_id, expected_version, state=state, schema_version=schema_version, **ended, **_mark_columns(mark)
            )
            await db.execute(
                "INSERT INTO actions (game_id, n, seat, notation, events, version_after, created_at, by_clock)"
                " VALUES (?, (SELECT COALESCE(MAX(n), 0) + 1 FROM actions WHERE game_id = ?), ?, ?, ?, ?, ?, ?)",
                (game_id, game_id, seat, notation, events_json, expected_version + 1, now, int(by_clock)),
            )
            if mark is not None and mark.first_n == 0:  # a new turn segment opens with this action
                await db.execute(
                    "UPDATE games SET turn_first_n = (SELECT MAX(n) FROM actions WHERE game_id = ?) WHERE id = ?",
                    (game_id, game_id),
                )
            await enqueue_in(db, game_id, expected_version + 1, notices)
            streak = "timeouts + 1" if timed_out else "0"
            await db.execute(f"UPDATE seats SET timeouts = {streak} WHERE game_id = ? AND seat = ?", (game_id, seat))
            return await fetch_existing(db, game_id)

    async def end(
        self, game_id: int, expected_version: int, status: GameStatus, *, ended_by: int | None = None,
        mark: TurnMark | None = None, notices: Iterable[Notice] = (),
    ) -> GameRecord:
        """Close the game (finished or abandoned), with what the table must be told, in one transaction; the
        channel is free again.  A ``mark`` opens the final turn segment after the last logged action."""
        async with self._write() as db:
            await bump(db, game_id, expected_version, status=status.value, ended_at=now_text(), ended_by=ended_by,
                       **_mark_columns(mark))
            if mark is not None:
                await db.execute(
                    "UPDATE games SET turn_first_n = (SELECT COALESCE(MAX(n), 0) + 1 FROM actions WHERE game_id = ?)"
                    " WHERE id = ?", (game_id, game_id),
                )
            await enqueue_in(db, game_id, expected_version + 1, notices)
            return await fetch_existing(db, game_id)

    async def set_autopilot(self, game_id: int, expected_version: int, seat: Seat, level: str | None,
                            notices: Sequence[Notice] = (Notice(NoticeKind.TURN),)) -> GameRecord:
        """From now on a bot at ``level`` plays every turn of ``seat``, or (``None``) its player again
        (a version bump: the clock and the bots plan again)."""
        async with self._write() as db:
            await bump(db, game_id, expected_version)
            await db.execute(
                "UPDATE seats SET autopilot = ?, autopilot_level = ? WHERE game_id = ? AND seat = ?",
                (int(level is not None), level, game_id, seat),
            )
            await enqueue_in(db, game_id, expected_version + 1, notices)
            return await fetch_existing(db, game_id)


async def _reseat(db: Conn, game_id: int, seat: Seat, user_id: int, assignments: str, parameters: tuple[Any, ...]) -> None:
    """Give ``seat`` to ``user_id`` as a fresh seat (no timeouts, no autopilot, no pending DM notice) with the
    caller's other ``assignments`` (SQL of this module, never from users), and log the change."""
    [old] = await db.rows("SELECT user_id FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat))
    await db.execute(
        "UPDATE seats SET user_id = ?, dm_notice = 0, timeouts = 0, autopilot = 0, autopilot_level = NULL, "
        f"{assignments} WHERE game_id = ? AND seat = ?",
        (user_id, *parameters, game_id, seat),
    )
    await db.execute(
        "INSERT INTO seat_changes (game_id, seat, old_user_id, new_user_id, changed_at) VALUES (?, ?, ?, ?, ?)",
        (game_id, seat, old["user_id"], user_id, now_text()),
    )


def _mark_columns(mark: TurnMark | None) -> dict[str, Any]:
    if mark is None:
        return {}
    return {"turn_segment": mark.segment, "turn_key": mark.key, "turn_first_n": mark.first_n}


def _action_record(row: Row) -> ActionRecord:
    return record(ActionRecord, row, events=_EVENTS.validate_json(row["events"]))
