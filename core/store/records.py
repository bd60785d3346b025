"""The values the store hands out and takes: records of rows, the enums of their kinds and statuses, and the
errors a write can end in.

Kept apart from the queries so that callers (the service, the bot, core.schema's CHECK rules) can name a
record or a status without loading any SQL, and so that every table group maps rows with the same
:func:`core.store.rows.record`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from enum import Enum, StrEnum
from typing import Any

from core.outbox import TurnMark
from rules.core import Event, Seat


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
    turn: TurnMark | None = None  # the turn segment the channel's current post covers (see core.segments)
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
    turn_key: str | None = None  # the segment's turn key (see core.segments)
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
