"""The database schema, declared once: every table, column, key and rule both engines must end up with.

The numbered migrations (one SQL file per engine and number, see :mod:`core.db.base`) are how an existing
database gets there; this is what they must add up to.  tests/core/test_schema.py migrates a fresh
database of each engine and compares what it finds (columns, types, nullability, defaults, keys, CHECK
rules, indexes) with this declaration, so a column that drifts between the engines, or a kind added to an
enum but not to its CHECK rule, fails there.  :mod:`core.migrate_db` copies the tables listed here.

Types are the schema's own, each one SQL type per engine: Discord ids and versions are 64-bit (``BIG``);
times are UTC ISO-8601 text compared as text (``TIME``: ``COLLATE "C"`` on PostgreSQL, a byte comparison
whatever the server's locale); ``FLAG`` is 0 or 1.  A column whose values an enum lists (``values``) has a
CHECK rule naming exactly that enum's values.
"""

from __future__ import annotations

import builtins
from dataclasses import dataclass
from enum import Enum

from core.outbox import DeliveryFault, NoticeKind
from core.players.choose import Level
from core.store.records import GameStatus, MotionStatus, Notify, TimerKind, VoteChoice


class Type(Enum):
    """A column's type in the schema, rendered per engine by :func:`sql_type`."""

    ID = "id"  # a row id the database hands out (SQLite's rowid, a PostgreSQL identity)
    BIG = "big"  # a Discord id, a game version, a seed: 64 bits
    INT = "int"  # a small count or number
    TEXT = "text"  # text, JSON included
    TIME = "time"  # UTC ISO-8601 text, compared as text
    FLAG = "flag"  # 0 or 1


_SQL_TYPES: dict[str, dict[Type, str]] = {
    "sqlite": {Type.ID: "INTEGER", Type.BIG: "INTEGER", Type.INT: "INTEGER", Type.TEXT: "TEXT", Type.TIME: "TEXT",
               Type.FLAG: "INTEGER"},
    "postgresql": {Type.ID: "bigint identity", Type.BIG: "bigint", Type.INT: "integer", Type.TEXT: "text",
                   Type.TIME: 'text collate "C"', Type.FLAG: "integer"},
}


def sql_type(kind: Type, dialect: str) -> str:
    """How an engine spells a schema type (as the schema test reads it back)."""
    return _SQL_TYPES[dialect][kind]


@dataclass(frozen=True)
class Column:
    name: str
    type: Type
    nullable: bool = False
    default: str | None = None  # an SQL literal: "0", "'lobby'"
    values: builtins.type[Enum] | None = None  # CHECK (name IN the enum's values)
    at_least: int | None = None  # CHECK (name >= at_least)

    def allowed(self) -> tuple[str, ...] | None:
        """The values the column's CHECK rule lists, as SQL literals; ``None`` if it has none."""
        if self.type is Type.FLAG:
            return ("0", "1")
        if self.values is not None:
            return tuple(f"'{member.value}'" for member in self.values)
        return None


@dataclass(frozen=True)
class Index:
    name: str
    columns: tuple[str, ...]
    unique: bool = False
    where: str | None = None  # a partial index's condition, for the reader (engines rewrite it)


@dataclass(frozen=True)
class ForeignKey:
    columns: tuple[str, ...]
    table: str
    refers: tuple[str, ...]


@dataclass(frozen=True)
class Table:
    name: str
    columns: tuple[Column, ...]
    primary_key: tuple[str, ...] = ()
    unique: tuple[tuple[str, ...], ...] = ()
    foreign_keys: tuple[ForeignKey, ...] = ()
    indexes: tuple[Index, ...] = ()
    append_only: bool = False  # rows are never updated nor deleted (triggers refuse it)
    order: tuple[str, ...] = ()  # one fixed order of the rows, when there is no primary key

    @property
    def row_order(self) -> tuple[str, ...]:
        """Columns that order the rows one way only (for copies and comparisons)."""
        return self.primary_key or self.order

    @property
    def identity(self) -> bool:
        """Whether the database hands out the table's ids."""
        return any(column.type is Type.ID for column in self.columns)


def _game(*columns: str) -> ForeignKey:
    return ForeignKey(columns, "games", ("id",) if len(columns) == 1 else columns)


_OPEN = "status IN ('lobby', 'active')"

TABLES: tuple[Table, ...] = (
    Table("games", (
        Column("id", Type.ID),
        Column("game_kind", Type.TEXT),
        Column("guild_id", Type.BIG),
        Column("channel_id", Type.BIG),
        Column("host_id", Type.BIG),
        Column("status", Type.TEXT, default="'lobby'", values=GameStatus),
        Column("options", Type.TEXT, default="'{}'"),  # JSON object, validated by the game's options model
        Column("locale", Type.TEXT),
        Column("seed", Type.BIG, nullable=True),  # set at start; with seats and options it rebuilds the game
        Column("version", Type.BIG, default="0"),  # bumped by every change players can see (optimistic lock)
        Column("state", Type.TEXT, nullable=True),  # latest state snapshot (JSON), NULL while in the lobby
        Column("schema_version", Type.INT, nullable=True),
        Column("created_at", Type.TIME),
        Column("updated_at", Type.TIME),
        Column("started_at", Type.TIME, nullable=True),
        Column("ended_at", Type.TIME, nullable=True),
        Column("board_message_id", Type.BIG, nullable=True),
        Column("lobby_message_id", Type.BIG, nullable=True),
        Column("salt", Type.TEXT, nullable=True),  # secret mixed into the seed commitment
        Column("commitment", Type.TEXT, nullable=True),  # SHA-256 hex, public at start
        Column("pace_hours", Type.INT, nullable=True),  # time per move; NULL: no clock
        Column("turn_segment", Type.INT, default="0"),
        Column("turn_key", Type.TEXT, nullable=True),
        Column("turn_first_n", Type.INT, default="1"),
        Column("ended_by", Type.BIG, nullable=True),  # who ended the game early
        Column("planned_version", Type.BIG, default="0"),  # the version whose timers and bot runs are done
        Column("share_id", Type.TEXT, nullable=True),  # unguessable id of the game's web page (/g/<share_id>)
    ), primary_key=("id",), indexes=(
        Index("games_one_open_per_channel", ("channel_id",), unique=True, where=_OPEN),
        Index("games_open_by_guild", ("guild_id",), where=_OPEN),
        Index("games_by_share", ("share_id",), unique=True),
    )),
    Table("seats", (
        Column("game_id", Type.BIG),
        Column("seat", Type.INT, at_least=0),  # join order; the rules' seat number once started
        Column("user_id", Type.BIG),  # negative for a bot player
        Column("role", Type.TEXT, nullable=True),
        Column("dm_ok", Type.FLAG, nullable=True),  # NULL: DM reachability not tested yet
        Column("joined_at", Type.TIME),
        Column("timeouts", Type.INT, default="0"),
        Column("autopilot", Type.FLAG, default="0"),
        Column("dm_notice", Type.FLAG, default="0"),
        Column("bot_level", Type.TEXT, nullable=True, values=Level),
        Column("autopilot_level", Type.TEXT, nullable=True, values=Level),
    ), primary_key=("game_id", "seat"), unique=(("game_id", "user_id"),), foreign_keys=(_game("game_id"),),
        indexes=(Index("seats_by_user", ("user_id",)),)),
    Table("actions", (
        Column("game_id", Type.BIG),
        Column("n", Type.INT, at_least=1),  # 1, 2, 3… per game
        Column("seat", Type.INT),
        Column("notation", Type.TEXT),  # canonical notation, re-parsed by replay
        Column("events", Type.TEXT),  # JSON list of rules.core.Event (private ones included)
        Column("version_after", Type.BIG),
        Column("created_at", Type.TIME),
        Column("by_clock", Type.FLAG, default="0"),
    ), primary_key=("game_id", "n"), foreign_keys=(_game("game_id"),), append_only=True),
    Table("undone_actions", (
        Column("game_id", Type.BIG),
        Column("n", Type.INT),
        Column("undone_at", Type.TIME),
    ), primary_key=("game_id", "n"), foreign_keys=(ForeignKey(("game_id", "n"), "actions", ("game_id", "n")),),
        append_only=True),
    Table("timers", (
        Column("id", Type.ID),
        Column("game_id", Type.BIG),
        Column("game_version", Type.BIG),
        Column("seat", Type.INT),
        Column("kind", Type.TEXT, values=TimerKind),
        Column("due_at", Type.TIME),
        Column("turn_started_at", Type.TIME),
        Column("fired_at", Type.TIME, nullable=True),  # NULL: pending; else fired or muted
    ), primary_key=("id",), unique=(("game_id", "game_version", "seat", "kind", "due_at"),),
        foreign_keys=(_game("game_id"),), indexes=(Index("timers_pending_by_due", ("due_at",), where="fired_at IS NULL"),)),
    Table("players", (
        Column("user_id", Type.BIG),
        Column("away_until", Type.TIME, nullable=True),
        Column("remind_hours", Type.INT, nullable=True),
        Column("notify", Type.TEXT, nullable=True, values=Notify),
    ), primary_key=("user_id",)),
    Table("seat_changes", (
        Column("game_id", Type.BIG),
        Column("seat", Type.INT),
        Column("old_user_id", Type.BIG),
        Column("new_user_id", Type.BIG),
        Column("changed_at", Type.TIME),
    ), foreign_keys=(_game("game_id"),), order=("game_id", "seat", "changed_at", "old_user_id", "new_user_id")),
    Table("seat_motions", (
        Column("id", Type.ID),
        Column("game_id", Type.BIG),
        Column("seat", Type.INT),
        Column("user_id", Type.BIG),  # the player the vote is about
        Column("status", Type.TEXT, default="'open'", values=MotionStatus),
        Column("opened_at", Type.TIME),
        Column("message_id", Type.BIG, nullable=True),  # the public post carrying the vote buttons
    ), primary_key=("id",), foreign_keys=(_game("game_id"),),
        indexes=(Index("seat_motions_by_game", ("game_id", "seat")),)),
    Table("seat_votes", (
        Column("motion_id", Type.BIG),
        Column("voter_id", Type.BIG),
        Column("choice", Type.TEXT, values=VoteChoice),
        Column("voted_at", Type.TIME),
    ), primary_key=("motion_id", "voter_id"), foreign_keys=(ForeignKey(("motion_id",), "seat_motions", ("id",)),)),
    Table("outbox", (
        Column("id", Type.ID),
        Column("game_id", Type.BIG),
        Column("kind", Type.TEXT, values=NoticeKind),
        Column("seat", Type.INT, nullable=True),  # the seat a DM or a dm_notice is about
        Column("game_version", Type.BIG),  # the version that produced it
        Column("created_at", Type.TIME),
        Column("due_at", Type.TIME),  # next attempt
        Column("attempts", Type.INT, default="0"),
        Column("claimed_until", Type.TIME, nullable=True),  # a delivering process's lease
        Column("done_at", Type.TIME, nullable=True),
        Column("failed", Type.FLAG, default="0"),  # given up (logged)
        Column("last_error", Type.TEXT, nullable=True),
    ), primary_key=("id",), foreign_keys=(_game("game_id"),), indexes=(
        Index("outbox_pending", ("due_at",), where="done_at IS NULL"),
        Index("outbox_by_game", ("game_id",), where="done_at IS NULL"),
    )),
    Table("posts", (
        Column("game_id", Type.BIG),
        Column("slot", Type.TEXT),  # turn, turn:sending, dm:<seat>, board:<segment>
        Column("segment", Type.INT),
        Column("turn_key", Type.TEXT, nullable=True),
        Column("last_n", Type.INT, default="0"),
        Column("user_id", Type.BIG, nullable=True),  # a DM's recipient
        Column("channel_id", Type.BIG),
        Column("message_id", Type.BIG),
        Column("first_n", Type.INT, default="0"),
        Column("nonce", Type.TEXT, default="''"),
        Column("version", Type.BIG, default="0"),
    ), primary_key=("game_id", "slot"), foreign_keys=(_game("game_id"),)),
    Table("delivery_faults", (
        Column("game_id", Type.BIG),
        Column("subject", Type.BIG),  # 0: the game's channel; else the user id its DMs cannot reach
        Column("fault", Type.TEXT, values=DeliveryFault),
        Column("since", Type.TIME),
        Column("told", Type.FLAG, default="0"),  # whoever can fix it has been told
    ), primary_key=("game_id", "subject"), foreign_keys=(_game("game_id"),)),
    Table("activity_launches", (
        Column("instance_id", Type.TEXT),  # Discord's id of the Activity instance (never reused)
        Column("game_id", Type.BIG),
        Column("user_id", Type.BIG),  # who pressed "Open the table"
        Column("created_at", Type.TIME),
    ), primary_key=("instance_id",), foreign_keys=(_game("game_id"),)),
    Table("guided", (
        Column("user_id", Type.BIG),
        Column("game_kind", Type.TEXT),
        Column("shown_at", Type.TIME),
    ), primary_key=("user_id", "game_kind")),
)
"""Every table, in foreign-key order (a table comes after those it refers to)."""
