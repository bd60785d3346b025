"""Persistence for games: the one :class:`Store` the service, the clock and the bot are handed.

The database is the truth: every change is committed before the bot announces it, so a restart
loses nothing.  Each game row carries a ``version``; every write names the version it read and
fails with :class:`StaleVersion` if another writer got there first (optimistic concurrency).  An
action is one transaction (new snapshot, version bump and log row together, or nothing).

The queries live in :mod:`core.store`, one module per group of tables (games, lobby, play, motions,
timers, players, outbox, posts, reach); this façade opens the database, holds one object per group
(``store.timers``, ``store.outbox`` … for a caller that needs only that group) and offers every group's
methods under their own names (``store.claim_timer``), so callers need not know which group holds a table.
The records and enums are re-exported here: ``from core.storage import GameRecord`` keeps working.

The Store runs on the embedded SQLite file (default) or on PostgreSQL (several processes on one
database); :mod:`core.db` holds what differs between the two, so every query is written once.
The tables are declared in :mod:`core.schema`; schema changes are numbered SQL files in ``core/migrations``
(``001_initial.sql``, …; the same names for PostgreSQL in ``core/migrations/postgresql``), applied in order
at :meth:`Store.open` and recorded in ``schema_migrations``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import Any, Concatenate, Generic, ParamSpec, TypeVar, overload

from core.db.base import Database
from core.db.engine import connect
from core.store.games import Games
from core.store.launches import Launches
from core.store.lobby import Lobby
from core.store.motions import Motions
from core.store.outbox import Outbox
from core.store.play import Play
from core.store.players import Players
from core.store.posts import Posts
from core.store.reach import Reach
from core.store.records import (
    DEFAULT_BOT_LEVEL,
    DEFAULT_NOTIFY,
    ActionRecord,
    ChannelBusy,
    GameRecord,
    GameStatus,
    MotionRecord,
    MotionStatus,
    Notify,
    PlayerPrefs,
    PostRecord,
    SeatRecord,
    StaleVersion,
    TimerKind,
    TimerPlan,
    TimerRecord,
    VoteChoice,
)
from core.store.rows import Tables
from core.store.timers import Timers

__all__ = [
    "DEFAULT_BOT_LEVEL", "DEFAULT_NOTIFY", "ActionRecord", "ChannelBusy", "GameRecord", "GameStatus", "MotionRecord",
    "MotionStatus", "Notify", "PlayerPrefs", "PostRecord", "SeatRecord", "StaleVersion", "Store", "TimerKind",
    "TimerPlan", "TimerRecord", "VoteChoice",
]

_G = TypeVar("_G", bound=Tables)
_P = ParamSpec("_P")
_T = TypeVar("_T")


class _Delegated(Generic[_G, _P, _T]):
    """A façade method that is one group's method, with its signature and docstring: ``store.name(...)`` calls
    ``group.name(...)``.  As a class attribute (``Store.name``) it takes the store first, like any method,
    so a test may wrap it and put it back."""

    def __init__(self, group: Callable[[Store], _G], method: Callable[Concatenate[_G, _P], _T]) -> None:
        self._group = group
        self._method = method
        self.__doc__ = method.__doc__

    @overload
    def __get__(self, store: None, owner: type[Store]) -> Callable[Concatenate[Store, _P], _T]: ...

    @overload
    def __get__(self, store: Store, owner: type[Store]) -> Callable[_P, _T]: ...

    def __get__(self, store: Store | None, owner: type[Store]) -> Callable[..., _T]:
        if store is None:
            return self._on_store
        return functools.partial(self._method, self._group(store))

    def _on_store(self, store: Store, /, *args: Any, **kwargs: Any) -> _T:
        return self._method(self._group(store), *args, **kwargs)


class _Group(Generic[_G]):
    """Declares the façade methods of one group: ``name = _GROUP(Group.name)``."""

    def __init__(self, group: Callable[[Store], _G]) -> None:
        self._group = group

    def __call__(self, method: Callable[Concatenate[_G, _P], _T]) -> _Delegated[_G, _P, _T]:
        return _Delegated(self._group, method)


_GAMES: _Group[Games] = _Group(lambda store: store.games)
_LOBBY: _Group[Lobby] = _Group(lambda store: store.lobby)
_PLAY: _Group[Play] = _Group(lambda store: store.play)
_MOTIONS: _Group[Motions] = _Group(lambda store: store.motions)
_TIMERS: _Group[Timers] = _Group(lambda store: store.timers)
_PLAYERS: _Group[Players] = _Group(lambda store: store.players)
_OUTBOX: _Group[Outbox] = _Group(lambda store: store.outbox)
_POSTS: _Group[Posts] = _Group(lambda store: store.kept_posts)
_REACH: _Group[Reach] = _Group(lambda store: store.reach)
_LAUNCHES: _Group[Launches] = _Group(lambda store: store.launches)


class Store:
    """All database access.  Create with ``await Store.open(path_or_url)``; close with :meth:`close`."""

    games: Games
    lobby: Lobby
    play: Play
    motions: Motions
    timers: Timers
    players: Players
    outbox: Outbox
    kept_posts: Posts  # not ``posts``: that name is the method reading several slots
    reach: Reach
    launches: Launches

    def __init__(self, database: Database) -> None:
        self._database = database
        self.games = Games(database)
        self.lobby = Lobby(database)
        self.play = Play(database)
        self.motions = Motions(database)
        self.timers = Timers(database)
        self.players = Players(database)
        self.outbox = Outbox(database)
        self.kept_posts = Posts(database)
        self.reach = Reach(database)
        self.launches = Launches(database)

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

    get = _GAMES(Games.get)
    by_share = _GAMES(Games.by_share)
    versions = _GAMES(Games.versions)
    open_in_channel = _GAMES(Games.open_in_channel)
    open_games_of = _GAMES(Games.open_games_of)
    last_in_channel = _GAMES(Games.last_in_channel)
    active_games = _GAMES(Games.active_games)
    unplanned_games = _GAMES(Games.unplanned_games)
    open_in_guild = _GAMES(Games.open_in_guild)
    ended_games = _GAMES(Games.ended_games)
    set_board_message = _GAMES(Games.set_board_message)
    set_lobby_message = _GAMES(Games.set_lobby_message)

    create_lobby = _LOBBY(Lobby.create_lobby)
    add_seat = _LOBBY(Lobby.add_seat)
    add_bot_seat = _LOBBY(Lobby.add_bot_seat)
    set_role = _LOBBY(Lobby.set_role)
    remove_seat = _LOBBY(Lobby.remove_seat)
    set_options = _LOBBY(Lobby.set_options)

    actions = _PLAY(Play.actions)
    start = _PLAY(Play.start)
    set_pace = _PLAY(Play.set_pace)
    undo_action = _PLAY(Play.undo_action)
    replace_seat = _PLAY(Play.replace_seat)
    seat_bot = _PLAY(Play.seat_bot)
    record_action = _PLAY(Play.record_action)
    end = _PLAY(Play.end)
    set_autopilot = _PLAY(Play.set_autopilot)

    open_motion = _MOTIONS(Motions.open_motion)
    motions_of = _MOTIONS(Motions.motions_of)
    motion = _MOTIONS(Motions.motion)
    cast_vote = _MOTIONS(Motions.cast_vote)
    settle_motion = _MOTIONS(Motions.settle_motion)
    set_motion_message = _MOTIONS(Motions.set_motion_message)

    plan_timers = _TIMERS(Timers.plan_timers)
    drop_pending_timers = _TIMERS(Timers.drop_pending_timers)
    timers_of = _TIMERS(Timers.timers_of)
    next_due = _TIMERS(Timers.next_due)
    due_timers = _TIMERS(Timers.due_timers)
    claim_timer = _TIMERS(Timers.claim_timer)
    postpone_timer = _TIMERS(Timers.postpone_timer)
    mute_reminders = _TIMERS(Timers.mute_reminders)

    prefs = _PLAYERS(Players.prefs)
    notify_of = _PLAYERS(Players.notify_of)
    set_prefs = _PLAYERS(Players.set_prefs)
    set_notify = _PLAYERS(Players.set_notify)
    mark_guided = _PLAYERS(Players.mark_guided)

    enqueue = _OUTBOX(Outbox.enqueue)
    claim_notices = _OUTBOX(Outbox.claim_notices)
    finish_notices = _OUTBOX(Outbox.finish_notices)
    retry_notices = _OUTBOX(Outbox.retry_notices)
    release_claims = _OUTBOX(Outbox.release_claims)
    next_notice_due = _OUTBOX(Outbox.next_notice_due)
    pending_notice_count = _OUTBOX(Outbox.pending_notice_count)

    post = _POSTS(Posts.post)
    posts = _POSTS(Posts.posts)
    save_post = _POSTS(Posts.save_post)
    claim_post = _POSTS(Posts.claim_post)
    posts_like = _POSTS(Posts.posts_like)
    drop_post = _POSTS(Posts.drop_post)
    forget_posts = _POSTS(Posts.forget_posts)

    set_dm_ok = _REACH(Reach.set_dm_ok)
    set_dm_notice = _REACH(Reach.set_dm_notice)
    note_delivery_fault = _REACH(Reach.note_delivery_fault)
    fault_told = _REACH(Reach.fault_told)
    clear_delivery_fault = _REACH(Reach.clear_delivery_fault)
    channel_fault = _REACH(Reach.channel_fault)
    reprobe_refused = _REACH(Reach.reprobe_refused)

    record_launch = _LAUNCHES(Launches.record_launch)
    launched_game = _LAUNCHES(Launches.launched_game)
