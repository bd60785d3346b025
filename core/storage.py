"""Persistence for games: lobby seats, state snapshots and the append-only action log.

The database is the truth: every change is committed before the bot announces it, so a restart
loses nothing.  Each game row carries a ``version``; every write names the version it read and
fails with :class:`StaleVersion` if another writer got there first (optimistic concurrency).  An
action is one transaction (new snapshot, version bump and log row together, or nothing).

The Store runs on the embedded SQLite file (default) or on PostgreSQL (several processes on one
database); :mod:`core.db` holds what differs between the two, so every method here is written once.

The tables are declared in :mod:`core.schema`; schema changes are numbered SQL files in ``core/migrations``
(``001_initial.sql``, …; the same names for PostgreSQL in ``core/migrations/postgresql``), applied in order
at :meth:`Store.open` and recorded in ``schema_migrations``.
"""

from __future__ import annotations

import functools
import json
import secrets
from collections.abc import Callable, Collection, Hashable, Iterable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, fields
from datetime import datetime, timedelta, timezone
from enum import Enum, StrEnum
from pathlib import Path
from typing import Any, TypeVar, get_args, get_type_hints

from pydantic import TypeAdapter

from core.db.base import Conn, Database, Duplicate, Row, now_text
from core.db.engine import connect
from core.outbox import CHANNEL, DeliveryFault, Notice, NoticeKind, OutboxItem, TurnMark
from rules.core import Event, Seat

_EVENTS = TypeAdapter(tuple[Event, ...])
_R = TypeVar("_R", bound=Hashable)  # a record: a frozen dataclass


class GameStatus(str, Enum):
    LOBBY = "lobby"
    ACTIVE = "active"
    FINISHED = "finished"
    ABANDONED = "abandoned"

    @property
    def is_open(self) -> bool:
        """Lobby or active: the game still occupies its channel."""
        return self in (GameStatus.LOBBY, GameStatus.ACTIVE)


class TimerKind(StrEnum):
    """What a durable timer does when it fires (see :mod:`core.clock`)."""

    HALF = "half"  # remind the seat at half its time
    NEAR = "near"  # remind it near the deadline
    EVERY = "every"  # the player's own reminder interval
    TIMEOUT = "timeout"  # the deadline: the default move is played


class MotionStatus(StrEnum):
    """Where the others' vote on a seat stands: open → replace → claimed, or open → remove / keep."""

    OPEN = "open"
    REPLACE = "replace"  # decided: waiting for someone to take the seat
    CLAIMED = "claimed"  # someone took it
    REMOVE = "remove"  # decided: the seat is on autopilot
    KEEP = "keep"  # decided: the table waits for the player


class VoteChoice(StrEnum):
    """A ballot on a seat (see :mod:`core.votes`)."""

    REPLACE = "replace"
    REMOVE = "remove"
    KEEP = "keep"


class Notify(str, Enum):
    """How a player's turn reaches them (``/game me notify``), in all their games."""

    CHANNEL = "channel"  # the turn post mentions them; their hand DM is edited, without a new notification
    DM = "dm"  # a new hand DM notifies them; the turn post names them without a ping
    BOTH = "both"

    def pings(self, dm_ok: bool | None) -> bool:
        """Whether the turn post notifies the player: also when their DMs are known to fail (``dm_ok`` false),
        so a player who chose the DM is still told it is their move."""
        return self is not Notify.DM or dm_ok is False

    @property
    def wakes(self) -> bool:
        """Whether the player's hand DM is sent anew (which notifies) when they are called to act."""
        return self is not Notify.CHANNEL


DEFAULT_NOTIFY = Notify.CHANNEL
"""The channel mention: the turn post always reaches the table, where a DM may be refused (an inbox closed to
the server), and one notification per turn is the point; the hand DM is still kept up to date, silently."""


class StaleVersion(Exception):
    """A write named a version the game no longer has: someone else changed it meanwhile."""

    def __init__(self, game_id: int, expected: int) -> None:
        super().__init__(f"game {game_id} is no longer at version {expected}")
        self.game_id = game_id
        self.expected = expected


class ChannelBusy(Exception):
    """The channel already has a lobby or an active game."""

    def __init__(self, channel_id: int) -> None:
        super().__init__(f"channel {channel_id} already has an open game")
        self.channel_id = channel_id


DEFAULT_BOT_LEVEL = "normal"


@dataclass(frozen=True, slots=True)
class SeatRecord:
    game_id: int
    seat: Seat
    user_id: int
    role: str | None
    dm_ok: bool | None  # None: not tested yet
    joined_at: datetime
    timeouts: int = 0  # clocks run out in a row; acting resets it (see core.votes)
    autopilot: bool = False  # a bot plays every turn of this seat (voted by the others, or the host's call)
    dm_notice: bool = False  # the channel was told this seat's DMs fail (until one gets through)
    bot_level: str | None = None  # a bot player holds this seat, at this level
    autopilot_level: str | None = None  # the level the bot plays an autopilot seat at

    @property
    def is_bot(self) -> bool:
        """A seat the host filled with a bot player (its user id is negative), not a person's."""
        return self.user_id < 0

    @property
    def bot_playing(self) -> str | None:
        """The level a bot plays this seat at now (a bot player's own, or its autopilot's); ``None``: a person."""
        if self.bot_level is not None:
            return self.bot_level
        return (self.autopilot_level or DEFAULT_BOT_LEVEL) if self.autopilot else None


@dataclass(frozen=True, slots=True)
class GameRecord:
    id: int
    game_kind: str
    guild_id: int
    channel_id: int
    host_id: int
    status: GameStatus
    options: dict[str, Any]
    locale: str
    seed: int | None
    version: int
    state: str | None  # JSON snapshot, parsed by the game's state_model
    schema_version: int | None
    created_at: datetime
    updated_at: datetime
    started_at: datetime | None
    ended_at: datetime | None
    board_message_id: int | None
    lobby_message_id: int | None
    seats: tuple[SeatRecord, ...]  # ordered by seat (join order)
    salt: str | None = None  # secret until the game ends (see core.fairplay)
    commitment: str | None = None  # published at start
    pace_hours: int | None = None  # time per move; None: no clock
    turn: TurnMark | None = None  # the turn segment the channel's current post covers (see core.outbox)
    ended_by: int | None = None  # who ended the game early (``/game abandon``)
    share_id: str | None = None  # the unguessable id of the game's web page (set for every game since migration 016)

    def seat_of(self, user_id: int) -> Seat | None:
        return next((s.seat for s in self.seats if s.user_id == user_id), None)

    def user_of(self, seat: Seat) -> int:
        return self.seats[seat].user_id

    @property
    def roles(self) -> list[str | None]:
        return [s.role for s in self.seats]


@dataclass(frozen=True, slots=True)
class ActionRecord:
    game_id: int
    n: int  # 1, 2, 3… within the game
    seat: Seat
    notation: str
    events: tuple[Event, ...]
    version_after: int
    created_at: datetime
    undone: bool = False  # taken back by /game undo: kept in the log, skipped by replay
    by_clock: bool = False  # played by the clock (a timeout, or a seat on autopilot)


@dataclass(frozen=True, slots=True)
class TimerRecord:
    """A durable reminder or deadline of one seat, valid while the game stays at ``game_version``."""

    id: int
    game_id: int
    game_version: int
    seat: Seat
    kind: str  # a TimerKind
    due_at: datetime
    turn_started_at: datetime
    fired_at: datetime | None


@dataclass(frozen=True, slots=True)
class TimerPlan:
    """A timer to create (see :meth:`Store.plan_timers`)."""

    seat: Seat
    kind: str
    due_at: datetime
    turn_started_at: datetime


@dataclass(frozen=True, slots=True)
class MotionRecord:
    """The others' vote on a seat whose player keeps timing out (see :mod:`core.votes`)."""

    id: int
    game_id: int
    seat: Seat
    user_id: int  # the player the vote is about
    status: str  # a MotionStatus
    opened_at: datetime
    message_id: int | None
    votes: Mapping[int, str]  # voter id -> a VoteChoice


@dataclass(frozen=True, slots=True)
class PostRecord:
    """A message the bot keeps up to date in place: the turn post (slot ``turn``) or a seat's DM (``dm:<seat>``)."""

    game_id: int
    slot: str
    segment: int
    user_id: int | None
    channel_id: int
    message_id: int
    turn_key: str | None = None  # the segment's turn key (see core.outbox)
    last_n: int = 0  # the last action the message shows: a later post picks up from there
    first_n: int = 0  # turn post: the first action it shows, if before its segment's first (0: the segment's)
    nonce: str = ""  # what it was sent with: a resend with it finds the message Discord already has
    version: int = 0  # a seat's DM: the game version it was sent at (a call to act made later needs a new DM)


@dataclass(frozen=True, slots=True)
class PlayerPrefs:
    user_id: int
    away_until: datetime | None = None
    remind_hours: int | None = None  # None: half time and near the end
    notify: Notify = DEFAULT_NOTIFY


_SAME_TIMER = "id = ? AND game_version = ? AND seat = ? AND kind = ? AND due_at = ? AND fired_at IS NULL"
"""The very timer read earlier, still unfired (SQLite reuses a dropped row's id, so the id alone is not enough)."""


def _same_timer(timer: TimerRecord) -> tuple[object, ...]:
    return (timer.id, timer.game_version, timer.seat, timer.kind, _iso(timer.due_at))


class Store:
    """All database access.  Create with ``await Store.open(path_or_url)``; close with :meth:`close`."""

    def __init__(self, database: Database) -> None:
        self._database = database

    @classmethod
    async def open(cls, path: str | Path) -> Store:
        """Connect and apply pending migrations: a file path or ``sqlite:///…`` opens SQLite,
        ``postgresql://…`` opens PostgreSQL."""
        return cls(await connect(path))

    @property
    def dialect(self) -> str:
        """``sqlite`` or ``postgresql``."""
        return self._database.dialect

    async def close(self) -> None:
        await self._database.close()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    # ------------------------------------------------------------------ reads

    async def get(self, game_id: int) -> GameRecord | None:
        async with self._read() as db:
            return await _fetch_game(db, game_id)

    async def by_share(self, share_id: str) -> GameRecord | None:
        """The game whose web page this share id names, if any."""
        async with self._read() as db:
            rows = await _rows(db, "SELECT id FROM games WHERE share_id = ?", (share_id,))
            return await _fetch_game(db, rows[0]["id"]) if rows else None

    async def versions(self, game_ids: Collection[int]) -> dict[int, int]:
        """The current version of each of these games (the web pages' cheap poll for moves another process
        committed)."""
        if not game_ids:
            return {}
        ids = sorted(game_ids)
        async with self._read() as db:
            rows = await _rows(db, f"SELECT id, version FROM games WHERE id IN ({', '.join('?' * len(ids))})",
                               tuple(ids))
        return {row["id"]: row["version"] for row in rows}

    async def open_in_channel(self, channel_id: int) -> GameRecord | None:
        """The lobby or active game of this channel, if any."""
        async with self._read() as db:
            rows = await _rows(
                db, "SELECT id FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')", (channel_id,)
            )
            return await _fetch_game(db, rows[0]["id"]) if rows else None

    async def open_games_of(self, user_id: int) -> list[GameRecord]:
        """Lobbies and active games where this user has a seat, most recently changed first."""
        async with self._read() as db:
            rows = await _rows(
                db,
                "SELECT g.id FROM games g JOIN seats s ON s.game_id = g.id"
                " WHERE s.user_id = ? AND g.status IN ('lobby', 'active') ORDER BY g.updated_at DESC, g.id DESC",
                (user_id,),
            )
            return [await _fetch_existing(db, row["id"]) for row in rows]

    async def actions(self, game_id: int, since: int = 1, until: int | None = None) -> list[ActionRecord]:
        """The action log in play order, from action number ``since`` on (up to ``until``, if given)."""
        async with self._read() as db:
            rows = await _rows(
                db,
                "SELECT a.*, u.n IS NOT NULL AS undone FROM actions a"
                " LEFT JOIN undone_actions u ON u.game_id = a.game_id AND u.n = a.n"
                " WHERE a.game_id = ? AND a.n >= ?" + (" AND a.n <= ?" if until is not None else "") + " ORDER BY a.n",
                (game_id, since) if until is None else (game_id, since, until),
            )
        return [_action_record(row) for row in rows]

    async def last_in_channel(self, channel_id: int) -> GameRecord | None:
        """The most recent game of this channel, ended or not (records outlive the game)."""
        async with self._read() as db:
            rows = await _rows(db, "SELECT id FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,))
            return await _fetch_game(db, rows[0]["id"]) if rows else None

    async def active_games(self) -> list[GameRecord]:
        """Every game being played, oldest first (the clock's reconciliation after a restart)."""
        async with self._read() as db:
            rows = await _rows(db, "SELECT id FROM games WHERE status = 'active' ORDER BY id")
            return [await _fetch_existing(db, row["id"]) for row in rows]

    async def unplanned_games(self) -> list[GameRecord]:
        """Games being played whose latest change the clock has not planned yet (its timers, and the bot
        seats' runs, are still owed), oldest game first; ``updated_at`` says when that change was saved."""
        async with self._read() as db:
            rows = await _rows(
                db, "SELECT id FROM games WHERE status = 'active' AND planned_version < version ORDER BY id"
            )
            return [await _fetch_existing(db, row["id"]) for row in rows]

    async def open_in_guild(self, guild_id: int) -> list[GameRecord]:
        """Lobbies and games being played on a server, oldest first (``/game list``)."""
        async with self._read() as db:
            rows = await _rows(
                db, "SELECT id FROM games WHERE guild_id = ? AND status IN ('lobby', 'active') ORDER BY id", (guild_id,)
            )
            return [await _fetch_existing(db, row["id"]) for row in rows]

    async def ended_games(self, guild_id: int) -> list[GameRecord]:
        """Finished games of a server, for stats."""
        async with self._read() as db:
            rows = await _rows(
                db, "SELECT id FROM games WHERE guild_id = ? AND status = 'finished' ORDER BY id", (guild_id,)
            )
            return [await _fetch_existing(db, row["id"]) for row in rows]

    # ------------------------------------------------------------------ lobby writes

    async def create_lobby(
        self, *, game_kind: str, guild_id: int, channel_id: int, host_id: int, locale: str, options: Mapping[str, Any]
    ) -> GameRecord:
        """A new lobby with the host in seat 0; :class:`ChannelBusy` if the channel has an open game."""
        now = _now()
        try:
            async with self._write() as db:
                [row] = await _rows(
                    db,
                    "INSERT INTO games (game_kind, guild_id, channel_id, host_id, options, locale,"
                    " created_at, updated_at, share_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                    (game_kind, guild_id, channel_id, host_id, json.dumps(dict(options)), locale, now, now,
                     new_share_id()),
                )
                game_id = row["id"]
                await db.execute(
                    "INSERT INTO seats (game_id, seat, user_id, joined_at) VALUES (?, 0, ?, ?)", (game_id, host_id, now)
                )
                return await _fetch_existing(db, game_id)
        except Duplicate as error:
            if "channel" in error.detail:  # SQLite names the column, PostgreSQL the index
                raise ChannelBusy(channel_id) from error
            raise

    async def add_seat(self, game_id: int, expected_version: int, user_id: int, role: str | None) -> GameRecord:
        """Seat the user after the others (join order)."""
        async with self._write() as db:
            await _bump(db, game_id, expected_version)
            await db.execute(
                "INSERT INTO seats (game_id, seat, user_id, role, joined_at)"
                " VALUES (?, (SELECT COUNT(*) FROM seats WHERE game_id = ?), ?, ?, ?)",
                (game_id, game_id, user_id, role, _now()),
            )
            return await _fetch_existing(db, game_id)

    async def add_bot_seat(self, game_id: int, expected_version: int, level: str, role: str | None = None) -> GameRecord:
        """Seat a bot player after the others; bot seats get user ids -1, -2 … within the game."""
        async with self._write() as db:
            await _bump(db, game_id, expected_version)
            [row] = await _rows(db, "SELECT COALESCE(MIN(user_id), 0) AS low FROM seats WHERE game_id = ?", (game_id,))
            await db.execute(
                "INSERT INTO seats (game_id, seat, user_id, role, joined_at, bot_level, dm_ok)"
                " VALUES (?, (SELECT COUNT(*) FROM seats WHERE game_id = ?), ?, ?, ?, ?, 0)",
                (game_id, game_id, min(int(row["low"]), 0) - 1, role, _now(), level),
            )
            return await _fetch_existing(db, game_id)

    async def set_role(self, game_id: int, expected_version: int, user_id: int, role: str | None) -> GameRecord:
        async with self._write() as db:
            await _bump(db, game_id, expected_version)
            await db.execute("UPDATE seats SET role = ? WHERE game_id = ? AND user_id = ?", (role, game_id, user_id))
            return await _fetch_existing(db, game_id)

    async def remove_seat(self, game_id: int, expected_version: int, user_id: int) -> GameRecord:
        """Unseat the user; later joiners move up one seat so seats stay 0..n-1 in join order."""
        async with self._write() as db:
            await _bump(db, game_id, expected_version)
            rows = await _rows(db, "SELECT seat FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id))
            if rows:
                gone = rows[0]["seat"]
                await db.execute("DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, gone))
                later = await _rows(
                    db, "SELECT seat FROM seats WHERE game_id = ? AND seat > ? ORDER BY seat", (game_id, gone)
                )
                for row in later:  # one by one, upwards, so (game_id, seat) stays unique at every step
                    await db.execute(
                        "UPDATE seats SET seat = seat - 1 WHERE game_id = ? AND seat = ?", (game_id, row["seat"])
                    )
            return await _fetch_existing(db, game_id)

    async def set_options(self, game_id: int, expected_version: int, options: Mapping[str, Any]) -> GameRecord:
        async with self._write() as db:
            await _bump(db, game_id, expected_version, options=json.dumps(dict(options)))
            return await _fetch_existing(db, game_id)

    # ------------------------------------------------------------------ play writes

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
            await _bump(
                db,
                game_id,
                expected_version,
                status=GameStatus.ACTIVE.value,
                seed=seed,
                state=state,
                schema_version=schema_version,
                started_at=_now(),
                salt=salt,
                commitment=commitment,
                **_mark_columns(mark),
            )
            await _enqueue(db, game_id, expected_version + 1, notices)
            return await _fetch_existing(db, game_id)

    async def set_pace(self, game_id: int, expected_version: int, hours: int | None) -> GameRecord:
        async with self._write() as db:
            await _bump(db, game_id, expected_version, pace_hours=hours)
            return await _fetch_existing(db, game_id)

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
            await _bump(
                db, game_id, expected_version, state=state, schema_version=schema_version, **_mark_columns(mark)
            )
            await _enqueue(db, game_id, expected_version + 1, notices)
            await db.execute(
                "INSERT INTO undone_actions (game_id, n, undone_at) VALUES (?, ?, ?)", (game_id, n, _now())
            )
            return await _fetch_existing(db, game_id)

    async def replace_seat(
        self, game_id: int, expected_version: int, seat: Seat, new_user_id: int, notices: Iterable[Notice] = (),
        role: str | None = None,
    ) -> GameRecord:
        """Hand ``seat`` to another user (DM reachability unknown again), with ``role`` if given (else the
        seat's); the change is recorded."""
        async with self._write() as db:
            await _bump(db, game_id, expected_version)
            await _enqueue(db, game_id, expected_version + 1, notices)
            await _reseat(db, game_id, seat, new_user_id, "dm_ok = NULL, bot_level = NULL, role = COALESCE(?, role)", (role,))
            return await _fetch_existing(db, game_id)

    async def seat_bot(self, game_id: int, expected_version: int, seat: Seat, level: str, host_id: int,
                       notices: Iterable[Notice] = ()) -> GameRecord:
        """A bot player at ``level`` takes ``seat`` for good (its player left the running game), under the
        game's next bot id, and ``host_id`` hosts from now on; the change is recorded."""
        async with self._write() as db:
            await _bump(db, game_id, expected_version, host_id=host_id)
            await _enqueue(db, game_id, expected_version + 1, notices)
            [low] = await _rows(db, "SELECT COALESCE(MIN(user_id), 0) AS low FROM seats WHERE game_id = ?", (game_id,))
            await _reseat(db, game_id, seat, min(int(low["low"]), 0) - 1, "dm_ok = 0, bot_level = ?", (level,))
            return await _fetch_existing(db, game_id)

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
        now = _now()
        ended = {"status": GameStatus.FINISHED.value, "ended_at": now} if finished else {}
        events_json = _EVENTS.dump_json(tuple(events)).decode()
        async with self._write() as db:
            await _bump(
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
            await _enqueue(db, game_id, expected_version + 1, notices)
            streak = "timeouts + 1" if timed_out else "0"
            await db.execute(f"UPDATE seats SET timeouts = {streak} WHERE game_id = ? AND seat = ?", (game_id, seat))
            return await _fetch_existing(db, game_id)

    async def end(
        self, game_id: int, expected_version: int, status: GameStatus, *, ended_by: int | None = None,
        mark: TurnMark | None = None, notices: Iterable[Notice] = (),
    ) -> GameRecord:
        """Close the game (finished or abandoned), with what the table must be told, in one transaction; the
        channel is free again.  A ``mark`` opens the final turn segment after the last logged action."""
        async with self._write() as db:
            await _bump(db, game_id, expected_version, status=status.value, ended_at=_now(), ended_by=ended_by,
                        **_mark_columns(mark))
            if mark is not None:
                await db.execute(
                    "UPDATE games SET turn_first_n = (SELECT COALESCE(MAX(n), 0) + 1 FROM actions WHERE game_id = ?)"
                    " WHERE id = ?", (game_id, game_id),
                )
            await _enqueue(db, game_id, expected_version + 1, notices)
            return await _fetch_existing(db, game_id)

    async def set_autopilot(self, game_id: int, expected_version: int, seat: Seat, level: str | None,
                            notices: Sequence[Notice] = (Notice(NoticeKind.TURN),)) -> GameRecord:
        """From now on a bot at ``level`` plays every turn of ``seat``, or (``None``) its player again
        (a version bump: the clock and the bots plan again)."""
        async with self._write() as db:
            await _bump(db, game_id, expected_version)
            await db.execute(
                "UPDATE seats SET autopilot = ?, autopilot_level = ? WHERE game_id = ? AND seat = ?",
                (int(level is not None), level, game_id, seat),
            )
            await _enqueue(db, game_id, expected_version + 1, notices)
            return await _fetch_existing(db, game_id)

    # ------------------------------------------------------------------ votes on seats that keep timing out

    async def open_motion(self, game_id: int, seat: Seat, user_id: int) -> MotionRecord:
        async with self._write() as db:
            [row] = await _rows(
                db,
                "INSERT INTO seat_motions (game_id, seat, user_id, opened_at) VALUES (?, ?, ?, ?) RETURNING id",
                (game_id, seat, user_id, _now()),
            )
            version = (await _rows(db, "SELECT version FROM games WHERE id = ?", (game_id,)))[0]["version"]
            await _enqueue(db, game_id, version, [Notice(NoticeKind.MOTION)])
            return await _fetch_motion(db, row["id"])

    async def motions_of(self, game_id: int) -> list[MotionRecord]:
        """Every vote of a game, oldest first."""
        async with self._read() as db:
            rows = await _rows(db, "SELECT id FROM seat_motions WHERE game_id = ? ORDER BY id", (game_id,))
            return [await _fetch_motion(db, row["id"]) for row in rows]

    async def motion(self, motion_id: int) -> MotionRecord | None:
        async with self._read() as db:
            rows = await _rows(db, "SELECT id FROM seat_motions WHERE id = ?", (motion_id,))
            return await _fetch_motion(db, motion_id) if rows else None

    async def cast_vote(self, motion_id: int, voter_id: int, choice: str) -> MotionRecord:
        """Record (or change) a ballot of an open vote."""
        async with self._write() as db:
            await db.execute(
                "INSERT INTO seat_votes (motion_id, voter_id, choice, voted_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (motion_id, voter_id)"
                " DO UPDATE SET choice = excluded.choice, voted_at = excluded.voted_at",
                (motion_id, voter_id, choice, _now()),
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

    # ------------------------------------------------------------------ bookkeeping (no version bump)

    async def set_dm_ok(self, game_id: int, user_id: int, ok: bool) -> None:
        async with self._write() as db:
            await db.execute("UPDATE seats SET dm_ok = ? WHERE game_id = ? AND user_id = ?", (int(ok), game_id, user_id))

    async def set_board_message(self, game_id: int, message_id: int | None) -> None:
        async with self._write() as db:
            await db.execute("UPDATE games SET board_message_id = ? WHERE id = ?", (message_id, game_id))

    async def set_lobby_message(self, game_id: int, message_id: int | None) -> None:
        async with self._write() as db:
            await db.execute("UPDATE games SET lobby_message_id = ? WHERE id = ?", (message_id, game_id))

    # ------------------------------------------------------------------ timers and player preferences

    async def plan_timers(self, game_id: int, game_version: int, plans: Iterable[TimerPlan]) -> None:
        """Drop pending timers of other versions and add these (a timer already there stays as it is); the
        game counts as planned for ``game_version`` (see :meth:`unplanned_games`).  Nothing happens if the game
        has moved on since: a plan made from a record read a moment ago (a sweep, a player's new away time)
        must not drop the newer version's timers; that version plans its own."""
        async with self._write() as db:
            current = await _rows(db, f"SELECT version FROM games WHERE id = ?{self._database.lock_rows}", (game_id,))
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
                    (game_id, game_version, p.seat, p.kind, _iso(p.due_at), _iso(p.turn_started_at))
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
            rows = await _rows(db, "SELECT * FROM timers WHERE game_id = ? ORDER BY due_at, id", (game_id,))
        return [_timer_record(row) for row in rows]

    async def next_due(self) -> datetime | None:
        async with self._read() as db:
            rows = await _rows(db, "SELECT MIN(due_at) AS due FROM timers WHERE fired_at IS NULL")
        return _time(rows[0]["due"])

    async def due_timers(self, now: datetime, limit: int | None = None) -> list[TimerRecord]:
        """Unfired timers due by ``now``, earliest first (the first ``limit`` of them)."""
        sql = "SELECT * FROM timers WHERE fired_at IS NULL AND due_at <= ? ORDER BY due_at, id"
        async with self._read() as db:
            rows = await _rows(db, sql + (" LIMIT ?" if limit else ""), (_iso(now), limit) if limit else (_iso(now),))
        return [_timer_record(row) for row in rows]

    async def claim_timer(self, timer: TimerRecord, now: datetime) -> bool:
        """Mark the timer fired; ``False`` if it already was (or is gone): then it must not fire.

        The row must still be this very timer: SQLite reuses the id of a dropped row, so a stale
        timer's id may already belong to a timer of the game's next version.
        """
        async with self._write() as db:
            return await db.execute(f"UPDATE timers SET fired_at = ? WHERE {_SAME_TIMER}", (_iso(now), *_same_timer(timer))) == 1

    async def postpone_timer(self, timer: TimerRecord, due_at: datetime) -> bool:
        """Move an unfired timer to ``due_at``; ``False`` if it already fired or is gone (the very same
        timer as :meth:`claim_timer` checks)."""
        async with self._write() as db:
            return await db.execute(f"UPDATE timers SET due_at = ? WHERE {_SAME_TIMER}", (_iso(due_at), *_same_timer(timer))) == 1

    async def mute_reminders(self, game_id: int, game_version: int, seat: Seat, now: datetime) -> int:
        """Silence this turn's pending reminders of one seat (not its deadline); how many were muted."""
        async with self._write() as db:
            changed = await db.execute(
                "UPDATE timers SET fired_at = ? WHERE game_id = ? AND game_version = ? AND seat = ?"
                " AND kind != 'timeout' AND fired_at IS NULL",
                (_iso(now), game_id, game_version, seat),
            )
            return changed

    async def prefs(self, user_id: int) -> PlayerPrefs:
        async with self._read() as db:
            rows = await _rows(db, "SELECT * FROM players WHERE user_id = ?", (user_id,))
        if not rows:
            return PlayerPrefs(user_id)
        row = rows[0]
        return PlayerPrefs(user_id, _time(row["away_until"]), row["remind_hours"], _notify(row["notify"]))

    async def notify_of(self, user_ids: Collection[int]) -> dict[int, Notify]:
        """How each of ``user_ids`` wants their turn to reach them (one read for a turn's players)."""
        if not user_ids:
            return {}
        marks = ", ".join("?" * len(user_ids))
        async with self._read() as db:
            rows = await _rows(db, f"SELECT user_id, notify FROM players WHERE user_id IN ({marks})", tuple(user_ids))
        chosen = {row["user_id"]: _notify(row["notify"]) for row in rows}
        return {user: chosen.get(user, DEFAULT_NOTIFY) for user in user_ids}

    async def set_prefs(self, prefs: PlayerPrefs) -> None:
        """The clock preferences (``notify`` is set by :meth:`set_notify`)."""
        async with self._write() as db:
            await db.execute(
                "INSERT INTO players (user_id, away_until, remind_hours) VALUES (?, ?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET away_until = excluded.away_until,"
                " remind_hours = excluded.remind_hours",
                (prefs.user_id, _iso(prefs.away_until) if prefs.away_until else None, prefs.remind_hours),
            )

    async def set_notify(self, user_id: int, notify: Notify) -> None:
        """Only this column: a clock preference set at the same moment is not written back over it."""
        async with self._write() as db:
            await db.execute(
                "INSERT INTO players (user_id, notify) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET notify = excluded.notify",
                (user_id, notify.value),
            )

    async def mark_guided(self, user_id: int, game_kind: str) -> bool:
        """Remember that this player had the guide to this game's panel; ``True`` the first time only."""
        async with self._write() as db:
            changed = await db.execute(
                "INSERT INTO guided (user_id, game_kind, shown_at) VALUES (?, ?, ?)"
                " ON CONFLICT (user_id, game_kind) DO NOTHING",
                (user_id, game_kind, _now()),
            )
            return changed == 1

    # ------------------------------------------------------------------ outbox (see core.outbox)

    async def enqueue(self, game_id: int, notices: Iterable[Notice]) -> None:
        """Notices that follow no game write of their own (a DM failure to tell the channel about)."""
        async with self._write() as db:
            version = (await _rows(db, "SELECT version FROM games WHERE id = ?", (game_id,)))[0]["version"]
            await _enqueue(db, game_id, version, notices)

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
        param: Any = game_id if game_id is not None else _iso(now)
        held = "SELECT game_id FROM outbox WHERE done_at IS NULL AND claimed_until > ?"
        lock = self._database.lock_rows if game_id is not None else self._database.skip_locked
        async with self._write() as db:
            games = await _rows(
                db,
                f"SELECT id FROM games WHERE id IN (SELECT game_id FROM outbox WHERE done_at IS NULL AND {where})"
                f" AND id NOT IN ({held}) ORDER BY id LIMIT ?{lock}",
                (param, _iso(now), limit),
            )
            if not games:
                return []
            ids = [row["id"] for row in games]
            rows = await _rows(  # a new statement: it sees every lease committed before our locks
                db,
                "UPDATE outbox SET claimed_until = ?, attempts = attempts + 1"
                f" WHERE done_at IS NULL AND {where} AND game_id IN ({', '.join('?' for _ in ids)})"
                f" AND game_id NOT IN ({held}) RETURNING *",
                (_iso(now + lease), param, *ids, _iso(now)),
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
                [(_now(), int(failed), error, item) for item in ids],
            )

    async def retry_notices(self, ids: Iterable[int], due_at: datetime, error: str) -> None:
        """Release notices that failed for now; they are tried again from ``due_at``."""
        async with self._write() as db:
            await db.executemany(
                "UPDATE outbox SET claimed_until = NULL, due_at = ?, last_error = ? WHERE id = ?",
                [(_iso(due_at), error, item) for item in ids],
            )

    async def release_claims(self) -> None:
        """At start of the only process on the database (one running every shard, on either engine):
        leases taken by a run that died are void, its games are delivered at once.  Sharded processes
        never call this (the others may be alive): there a dead process's leases expire."""
        async with self._write() as db:
            await db.execute("UPDATE outbox SET claimed_until = NULL WHERE done_at IS NULL")

    async def next_notice_due(self) -> datetime | None:
        async with self._read() as db:
            rows = await _rows(db, "SELECT MIN(due_at) AS due FROM outbox WHERE done_at IS NULL")
        return _time(rows[0]["due"]) if rows else None

    async def pending_notice_count(self, game_id: int | None = None) -> int:
        sql = "SELECT COUNT(*) AS n FROM outbox WHERE done_at IS NULL" + (" AND game_id = ?" if game_id else "")
        async with self._read() as db:
            return int((await _rows(db, sql, (game_id,) if game_id else ()))[0]["n"])

    async def post(self, game_id: int, slot: str) -> PostRecord | None:
        return (await self.posts(game_id, (slot,))).get(slot)

    async def posts(self, game_id: int, slots: Sequence[str]) -> dict[str, PostRecord]:
        """The kept messages of these slots that exist, by slot, in one read."""
        marks = ", ".join("?" * len(slots))
        async with self._read() as db:
            rows = await _rows(db, f"SELECT * FROM posts WHERE game_id = ? AND slot IN ({marks})", (game_id, *slots))
        return {row["slot"]: _post_record(row) for row in rows}

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
            rows = await _rows(db, "SELECT * FROM posts WHERE game_id = ? AND segment < ? AND substr(slot, 1, ?) = ?"
                               " ORDER BY segment", (game_id, before_segment, len(slot_prefix), slot_prefix))
        return [_post_record(row) for row in rows]

    async def drop_post(self, game_id: int, slot: str) -> None:
        async with self._write() as db:
            await db.execute("DELETE FROM posts WHERE game_id = ? AND slot = ?", (game_id, slot))

    async def forget_posts(self, game_id: int, slot_prefix: str, before_segment: int) -> None:
        """Drop the kept messages whose slot starts with ``slot_prefix`` from segments before this one (records
        only the turn they belong to may need)."""
        async with self._write() as db:
            await db.execute("DELETE FROM posts WHERE game_id = ? AND segment < ? AND substr(slot, 1, ?) = ?",
                             (game_id, before_segment, len(slot_prefix), slot_prefix))

    async def set_dm_notice(self, game_id: int, seat: Seat, told: bool) -> bool:
        """Record whether the channel knows this seat's DMs fail; ``True`` if that changed the flag."""
        async with self._write() as db:
            changed = await db.execute(
                "UPDATE seats SET dm_notice = ? WHERE game_id = ? AND seat = ? AND dm_notice != ?",
                (int(told), game_id, seat, int(told)),
            )
            return changed == 1

    # ------------------------------------------------------------------ delivery faults (see core.outbox)

    async def note_delivery_fault(self, game_id: int, subject: int, fault: DeliveryFault) -> tuple[bool, bool]:
        """Record that Discord refuses the game's channel (``subject`` :data:`~core.outbox.CHANNEL`) or a
        user's DMs for good: whether this is news (a new fault, or another kind), and whether whoever can
        fix it was already told of it."""
        async with self._write() as db:
            rows = await _rows(db, "SELECT fault, told FROM delivery_faults WHERE game_id = ? AND subject = ?",
                               (game_id, subject))
            if rows and rows[0]["fault"] == fault.value:
                return False, bool(rows[0]["told"])
            await db.execute(
                "INSERT INTO delivery_faults (game_id, subject, fault, since) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (game_id, subject) DO UPDATE SET fault = excluded.fault, since = excluded.since, told = 0",
                (game_id, subject, fault.value, _now()),
            )
            return True, False

    async def fault_told(self, game_id: int, subject: int) -> None:
        """Whoever can fix the fault has been told (so they are not told again)."""
        async with self._write() as db:
            await db.execute("UPDATE delivery_faults SET told = 1 WHERE game_id = ? AND subject = ?", (game_id, subject))

    async def clear_delivery_fault(self, game_id: int, subject: int) -> DeliveryFault | None:
        """A message got through again: the fault that was recorded, if any, is over."""
        async with self._write() as db:
            rows = await _rows(db, "DELETE FROM delivery_faults WHERE game_id = ? AND subject = ? RETURNING fault",
                               (game_id, subject))
        return DeliveryFault(rows[0]["fault"]) if rows else None

    async def channel_fault(self, game_id: int) -> DeliveryFault | None:
        """Why the game's channel refuses the bot for now, if it does."""
        async with self._read() as db:
            rows = await _rows(db, "SELECT fault FROM delivery_faults WHERE game_id = ? AND subject = ?",
                               (game_id, CHANNEL))
        return DeliveryFault(rows[0]["fault"]) if rows else None

    async def reprobe_refused(self, now: datetime, guild_id: int, channel_id: int | None = None) -> int:
        """The pending notices of the guild's games (of one channel, if given) whose channel refused the bot
        are due at ``now``: something changed that may have fixed it.  The number of notices made due."""
        where = "g.guild_id = ?" + (" AND g.channel_id = ?" if channel_id is not None else "")
        params = (guild_id,) if channel_id is None else (guild_id, channel_id)
        async with self._write() as db:
            return await db.execute(
                "UPDATE outbox SET due_at = ? WHERE done_at IS NULL AND due_at > ? AND game_id IN"
                " (SELECT f.game_id FROM delivery_faults f JOIN games g ON g.id = f.game_id"
                f" WHERE f.subject = ? AND {where})",
                (_iso(now), _iso(now), CHANNEL, *params),
            )

    # ------------------------------------------------------------------ transactions

    def _read(self) -> AbstractAsyncContextManager[Conn]:
        return self._database.read()

    def _write(self) -> AbstractAsyncContextManager[Conn]:
        """One write transaction; rolled back on any exception, including cancellation."""
        return self._database.write()


# ---------------------------------------------------------------------- helpers


_now = now_text


def new_share_id() -> str:
    """A game's share id: 128 random bits as 22 url-safe characters, so nobody finds a page by guessing."""
    return secrets.token_urlsafe(16)


def _notify(text: str | None) -> Notify:
    return Notify(text) if text else DEFAULT_NOTIFY


def _time(text: str | None) -> datetime | None:
    return datetime.fromisoformat(text) if text else None


def _iso(moment: datetime) -> str:
    """UTC text in one fixed format, so timers compare correctly as text in SQL."""
    return moment.astimezone(timezone.utc).isoformat(timespec="milliseconds")


async def _rows(db: Conn, sql: str, parameters: tuple[Any, ...] = ()) -> list[Row]:
    return await db.rows(sql, parameters)


async def _reseat(db: Conn, game_id: int, seat: Seat, user_id: int, assignments: str, parameters: tuple[Any, ...]) -> None:
    """Give ``seat`` to ``user_id`` as a fresh seat (no timeouts, no autopilot, no pending DM notice) with the
    caller's other ``assignments`` (SQL of this module, never from users), and log the change."""
    [old] = await _rows(db, "SELECT user_id FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat))
    await db.execute(
        "UPDATE seats SET user_id = ?, dm_notice = 0, timeouts = 0, autopilot = 0, autopilot_level = NULL, "
        f"{assignments} WHERE game_id = ? AND seat = ?",
        (user_id, *parameters, game_id, seat),
    )
    await db.execute(
        "INSERT INTO seat_changes (game_id, seat, old_user_id, new_user_id, changed_at) VALUES (?, ?, ?, ?, ?)",
        (game_id, seat, old["user_id"], user_id, _now()),
    )


async def _bump(db: Conn, game_id: int, expected_version: int, **columns: Any) -> None:
    """Apply ``columns`` and bump the version, only if the game is still at ``expected_version``."""
    assignments = "".join(f"{name} = ?, " for name in columns)  # names come from this module, never from users
    changed = await db.execute(
        f"UPDATE games SET {assignments}version = version + 1, updated_at = ? WHERE id = ? AND version = ?",
        (*columns.values(), _now(), game_id, expected_version),
    )
    if changed != 1:
        raise StaleVersion(game_id, expected_version)


def _mark_columns(mark: TurnMark | None) -> dict[str, Any]:
    if mark is None:
        return {}
    return {"turn_segment": mark.segment, "turn_key": mark.key, "turn_first_n": mark.first_n}


async def _enqueue(db: Conn, game_id: int, version: int, notices: Iterable[Notice]) -> None:
    """Store notices inside the caller's transaction: they commit, or vanish, with the change."""
    now = _now()
    await db.executemany(
        "INSERT INTO outbox (game_id, kind, seat, game_version, created_at, due_at) VALUES (?, ?, ?, ?, ?, ?)",
        [(game_id, notice.kind.value, notice.seat, version, now, now) for notice in notices],
    )


async def _fetch_game(db: Conn, game_id: int) -> GameRecord | None:
    rows = await _rows(db, "SELECT * FROM games WHERE id = ?", (game_id,))
    if not rows:
        return None
    seats = await _rows(db, "SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))
    return _game_record(rows[0], [_seat_record(row) for row in seats])


async def _fetch_existing(db: Conn, game_id: int) -> GameRecord:
    record = await _fetch_game(db, game_id)
    if record is None:  # only called inside the transaction that just wrote this row
        raise LookupError(f"game {game_id} vanished inside its own transaction")
    return record


def _game_record(row: Row, seats: list[SeatRecord]) -> GameRecord:
    turn = TurnMark(row["turn_segment"], row["turn_key"], row["turn_first_n"]) if row["turn_key"] else None
    return _record(GameRecord, row, seats=tuple(seats), options=json.loads(row["options"]), turn=turn)


_INSERT_POST = ("INSERT INTO posts (game_id, slot, segment, user_id, channel_id, message_id, turn_key, last_n,"
                " first_n, nonce, version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")


def _post_row(post: PostRecord) -> tuple[Any, ...]:
    return (post.game_id, post.slot, post.segment, post.user_id, post.channel_id, post.message_id, post.turn_key,
            post.last_n, post.first_n, post.nonce, post.version)


def _post_record(row: Row) -> PostRecord:
    return _record(PostRecord, row)


def _seat_record(row: Row) -> SeatRecord:
    return _record(SeatRecord, row)


async def _fetch_motion(db: Conn, motion_id: int) -> MotionRecord:
    row = (await _rows(db, "SELECT * FROM seat_motions WHERE id = ?", (motion_id,)))[0]
    ballots = await _rows(
        db, "SELECT voter_id, choice FROM seat_votes WHERE motion_id = ? ORDER BY voted_at", (motion_id,)
    )
    return _record(MotionRecord, row, votes={ballot["voter_id"]: ballot["choice"] for ballot in ballots})


def _action_record(row: Row) -> ActionRecord:
    return _record(ActionRecord, row, events=_EVENTS.validate_json(row["events"]))


def _timer_record(row: Row) -> TimerRecord:
    return _record(TimerRecord, row)


def _record(kind: type[_R], row: Row, **given: Any) -> _R:
    """One record from its row: each field not ``given`` is the column of the same name, read as the field's
    type says (a time from its ISO text, a flag as a boolean, an enum by its value)."""
    stored, read = _readers(kind, frozenset(given))
    return kind(**given, **{name: row[name] for name in stored}, **{name: how(row[name]) for name, how in read})


@functools.cache
def _readers(kind: type, given: frozenset[str]) -> tuple[tuple[str, ...], tuple[tuple[str, Callable[[Any], Any]], ...]]:
    """The fields of a record class taken from their columns as stored, and those read (once per class)."""
    hints = get_type_hints(kind)
    fields_read = [(field.name, _reader(hints[field.name])) for field in fields(kind) if field.name not in given]
    return (tuple(name for name, how in fields_read if how is None),
            tuple((name, how) for name, how in fields_read if how is not None))


def _reader(hint: Any) -> Callable[[Any], Any] | None:
    """How a column value becomes a field of type ``hint`` (``None``: as stored); NULL stays ``None`` in an
    optional field."""
    args = get_args(hint)
    optional = type(None) in args
    base = next(arg for arg in args if arg is not type(None)) if optional else hint
    read: Callable[[Any], Any]
    if base is datetime:
        read = datetime.fromisoformat
    elif base is bool:
        read = bool
    elif isinstance(base, type) and issubclass(base, Enum):
        read = base
    else:
        return None
    return (lambda value: None if value is None else read(value)) if optional else read
