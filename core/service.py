"""The game service: every lobby and play operation the Discord layer calls.  No Discord here.

Each operation on a game runs under that game's ``asyncio.Lock``: it loads the record from the
store, checks that the caller may do this now, and writes through the store's version check.  An
action is committed before :meth:`GameService.act` returns, so the bot only announces what is saved.

User mistakes raise :class:`rules.core.IllegalAction` with a catalog key (``error.lobby.*`` or
``error.*``, texts in ``data/i18n/*/platform.ftl``, or the game's own ``error.<game>.*``); the bot
shows them to the caller.  Anything else is a bug or an outage and propagates.

Steps the rules take on their own (an automaton's move) would run here, inside :meth:`act`, through
the same apply-and-log path; no registered game needs one yet.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Literal, TypeVar, get_args, get_origin
from weakref import WeakValueDictionary

import annotated_types
from pydantic import BaseModel, ValidationError

from core import fairplay, votes
from core.commits import CommitHub
from core.db import base as db
from core.db.base import outage
from core.outbox import Notice, NoticeKind, end_notices, notices_for
from core.segments import is_interlude, next_mark, segment_turn
from core.storage import (
    DEFAULT_BOT_LEVEL,
    ActionRecord,
    ChannelBusy,
    GameRecord,
    GameStatus,
    MotionRecord,
    MotionStatus,
    StaleVersion,
    Store,
    VoteChoice,
)
from rules import registry
from rules.core import (
    Concedes,
    Event,
    GameOver,
    GameRules,
    HasHand,
    HasPendingDefault,
    IllegalAction,
    NotYourTurn,
    Result,
    Rng,
    Seat,
)

log = logging.getLogger(__name__)

Game = GameRules[Any, Any, Any]
Choose = Callable[[Game, BaseModel, Seat], BaseModel]
"""Picks a seat's action from the game's rules and state, under the game's lock (see :meth:`GameService.act`)."""
BOT_LEVELS = ("easy", "normal", "strong")
"""How well a bot player plays (see :mod:`core.players`)."""
PACES = (12, 24, 72)
"""Hours per move a host may pick in the lobby (or no clock at all)."""


class StaleAction(IllegalAction):
    """The caller acted on a version the game has since left: show them the new state."""

    def __init__(self) -> None:
        super().__init__("error.stale")


@dataclass(frozen=True, slots=True)
class Outcome:
    """A game after a start or an action, with what the bot needs to announce it."""

    record: GameRecord
    game: Game
    state: BaseModel
    events: tuple[Event, ...]
    hand_changed: frozenset[Seat]  # seats whose view ``hand`` differs: send them their hand again
    to_act: frozenset[Seat]
    result: Result | None
    seat: Seat | None = None  # who acted; None for a start or a plain look at the game
    views: dict[Seat | None, BaseModel] = field(default_factory=dict, compare=False, repr=False)

    @property
    def over(self) -> bool:
        """Finished or ended early: nobody is asked to move any more."""
        return self.result is not None or not self.record.status.is_open

    def view(self, seat: Seat | None) -> BaseModel:
        """The view of ``seat`` (``None``: the public), built once per outcome and then shared."""
        if seat not in self.views:
            self.views[seat] = self.game.view(self.state, seat)
        return self.views[seat]


@dataclass(frozen=True, slots=True)
class Leaving:
    """What a player leaving a running game does: concede (the game's ``concession`` action ends it), or
    hand the seat to a bot player at ``level``; ``host`` hosts afterwards."""

    seat: Seat
    concession: Any | None
    level: str
    host: int


@dataclass(frozen=True, slots=True)
class Ballot:
    """A vote after one ballot: the motion as it stands, and what the table decided (if it has)."""

    motion: MotionRecord
    record: GameRecord
    decided: str | None  # replace | remove | keep once a majority backs it


class GameService:
    """Lobby and play operations on stored games.

    ``seed_source(bits)`` gives each new game its seed; ``games(kind)`` finds a game's rules
    (tests pass their own games).
    """

    def __init__(
        self,
        store: Store,
        *,
        seed_source: Callable[[int], int] = secrets.randbits,
        games: Callable[[str], Game] = registry.get,
    ) -> None:
        self._store = store
        self._seed_source = seed_source
        self._games = games
        self._locks: WeakValueDictionary[int, asyncio.Lock] = WeakValueDictionary()
        self.commits = CommitHub()
        """Told of every committed version (the web pages' live updates listen)."""
        self.on_change: Callable[[GameRecord, Outcome | None], Awaitable[None]] | None = None
        """Called with the saved record after a start, action, undo, replacement or timeout (the clock plans),
        and the outcome when there is one: its state and views are handed on, so nobody reads the game again.
        The change is committed by then, so the hook must not raise: it retries its own failures, and the
        game stays behind its planned version until the clock has planned it (see ``Store.unplanned_games``)."""

    # ------------------------------------------------------------------ reading

    async def load(self, game_pk: int) -> GameRecord:
        record = await self._store.get(game_pk)
        if record is None:
            raise IllegalAction("error.no_game")
        return record

    async def by_channel(self, channel_id: int) -> GameRecord | None:
        """The lobby or active game of this channel, if any."""
        return await self._store.open_in_channel(channel_id)

    async def games_of(self, user_id: int) -> list[GameRecord]:
        """Lobbies and active games this user sits in, most recently changed first."""
        return await self._store.open_games_of(user_id)

    async def open_in_guild(self, guild_id: int) -> list[GameRecord]:
        """The server's lobbies and running games, oldest first (``/game list``)."""
        return await self._store.open_in_guild(guild_id)

    def rules(self, record: GameRecord) -> Game:
        return self._games(record.game_kind)

    def rules_of(self, game_kind: str) -> Game:
        return self._games(game_kind)

    async def current(self, game_pk: int) -> Outcome:
        """The started game as it stands (no events), for boards and ``/hand``."""
        record = await self.load(game_pk)
        game, state = self._started(record)
        return _outcome(record, game, state)

    async def replay(self, game_pk: int) -> BaseModel:
        """The state rebuilt from setup (roles, options, seed) and the action log."""
        async with self._locked(game_pk) as record:
            if record.seed is None:
                raise IllegalAction("error.not_started")
            live = _live(await self._store.actions(record.id))
            replayed = await _off_loop(fairplay.replay, self.rules(record), record.roles, record.options, record.seed, live)
            return replayed.state

    # ------------------------------------------------------------------ lobby

    async def open_lobby(
        self, game_kind: str, guild_id: int, channel_id: int, host_id: int, locale: str
    ) -> GameRecord:
        """A new lobby in this channel, the host seated first with no role yet."""
        try:
            game = self._games(game_kind)
        except KeyError:
            raise IllegalAction("error.lobby.unknown_game", game=game_kind) from None
        try:
            return await self._store.create_lobby(
                game_kind=game_kind,
                guild_id=guild_id,
                channel_id=channel_id,
                host_id=host_id,
                locale=locale,
                options=game.options_model().model_dump(mode="json"),
            )
        except ChannelBusy:
            raise IllegalAction("error.lobby.channel_busy") from None

    async def rematch(self, game_pk: int, user_id: int) -> GameRecord:
        """A new lobby in the ended game's channel with the same host, seats (in order), roles, options and
        pace; a seated player asks.  The host starts it (with a new seed), so anyone may still leave or join."""
        old = await self.load(game_pk)
        if old.status.is_open:
            raise IllegalAction("error.rematch.not_over")
        if old.seat_of(user_id) is None:
            raise IllegalAction("error.not_in_game")
        host = old.host_id if old.seat_of(old.host_id) is not None else old.seats[0].user_id
        try:
            record = await self._store.create_lobby(
                game_kind=old.game_kind, guild_id=old.guild_id, channel_id=old.channel_id, host_id=host,
                locale=old.locale, options=old.options,
            )
        except ChannelBusy:
            raise IllegalAction("error.lobby.channel_busy") from None
        for seat in old.seats:
            if seat.user_id == host:
                record = await self._store.set_role(record.id, record.version, host, seat.role)
            elif seat.bot_level is not None:  # the same bot players, at their levels
                record = await self._store.add_bot_seat(record.id, record.version, seat.bot_level, seat.role)
            else:
                record = await self._store.add_seat(record.id, record.version, seat.user_id, seat.role)
        if old.pace_hours:
            record = await self._store.set_pace(record.id, record.version, old.pace_hours)
        return record

    async def set_option(self, game_pk: int, user_id: int, name: str, value: Any) -> GameRecord:
        """Host only; ``value`` may be text ("4", "king"): the options model converts and checks it."""
        async with self._locked(game_pk) as record:
            _require_lobby_host(record, user_id)
            model = self.rules(record).options_model
            if name not in model.model_fields:
                raise IllegalAction("error.lobby.unknown_option", option=name, options=", ".join(model.model_fields))
            if not option_applies(model, name, len(record.seats)):
                raise IllegalAction("error.lobby.option_not_here", option=name, count=len(record.seats))
            try:
                options = model.model_validate({**record.options, name: value})
            except ValidationError:
                raise IllegalAction(
                    "error.lobby.bad_option", option=name, value=value, allowed=_allowed_values(model, name)
                ) from None
            return await self._store.set_options(record.id, record.version, options.model_dump(mode="json"))

    async def join(self, game_pk: int, user_id: int, role: str | None = None) -> GameRecord:
        async with self._locked(game_pk) as record:
            _require_lobby(record)
            game = self.rules(record)
            if record.seat_of(user_id) is not None:
                raise IllegalAction("error.lobby.already_joined")
            _check_role(game, role)
            if len(record.seats) >= game.info.max_players:
                bots = [seat for seat in record.seats if seat.is_bot]
                if not bots:
                    raise IllegalAction("error.lobby.full", max=game.info.max_players)
                # bots only fill seats nobody wants: a person joining a full table takes the last bot's
                return await self._store.replace_seat(record.id, record.version, bots[-1].seat, user_id, role=role)
            return await self._store.add_seat(record.id, record.version, user_id, role)

    async def add_bot(self, game_pk: int, user_id: int, level: str) -> GameRecord:
        """Host only, in the lobby: a bot player takes the next empty seat (any role the game gives it)."""
        async with self._locked(game_pk) as record:
            _require_lobby_host(record, user_id)
            game = self.rules(record)
            if level not in BOT_LEVELS:
                raise IllegalAction("error.lobby.bad_bot_level", allowed=", ".join(BOT_LEVELS))
            if len(record.seats) >= game.info.max_players:
                raise IllegalAction("error.lobby.full", max=game.info.max_players)
            return await self._store.add_bot_seat(record.id, record.version, level)

    async def remove_bot(self, game_pk: int, user_id: int) -> GameRecord:
        """Host only, in the lobby: the last bot player seated leaves."""
        async with self._locked(game_pk) as record:
            _require_lobby_host(record, user_id)
            bots = [seat for seat in record.seats if seat.is_bot]
            if not bots:
                raise IllegalAction("error.lobby.no_bot")
            return await self._store.remove_seat(record.id, record.version, bots[-1].user_id)

    async def set_bot_role(self, game_pk: int, user_id: int, bot: int, role: str | None) -> GameRecord:
        """Host only, in the lobby: bot player number ``bot`` plays ``role`` (``None``: what the game gives it)."""
        async with self._locked(game_pk) as record:
            _require_lobby_host(record, user_id)
            if record.seat_of(-bot) is None:
                raise IllegalAction("error.lobby.no_such_bot", number=bot)
            _check_role(self.rules(record), role)
            return await self._store.set_role(record.id, record.version, -bot, role)

    async def choose_role(self, game_pk: int, user_id: int, role: str | None) -> GameRecord:
        async with self._locked(game_pk) as record:
            _require_lobby(record)
            if record.seat_of(user_id) is None:
                raise IllegalAction("error.lobby.not_joined")
            _check_role(self.rules(record), role)
            return await self._store.set_role(record.id, record.version, user_id, role)

    async def leave(self, game_pk: int, user_id: int) -> GameRecord:
        """Leave a lobby; the host cancels instead, so a lobby always has its host."""
        async with self._locked(game_pk) as record:
            _require_lobby(record)
            if user_id == record.host_id:
                raise IllegalAction("error.lobby.host_cannot_leave")
            if record.seat_of(user_id) is None:
                raise IllegalAction("error.lobby.not_joined")
            return await self._store.remove_seat(record.id, record.version, user_id)

    async def cancel(self, game_pk: int, user_id: int) -> GameRecord:
        async with self._locked(game_pk) as record:
            _require_lobby_host(record, user_id)
            return await self._store.end(record.id, record.version, GameStatus.ABANDONED)

    async def start(self, game_pk: int, user_id: int, seed: int | None = None) -> Outcome:
        """Host only: seats in join order, roles checked by the game, initial state saved."""
        async with self._locked(game_pk) as record:
            _require_lobby_host(record, user_id)
            game = self.rules(record)
            count, info = len(record.seats), game.info
            if not info.min_players <= count <= info.max_players:
                raise IllegalAction(
                    "error.lobby.player_count", count=count, min=info.min_players, max=info.max_players
                )
            game.check_roles(record.roles)
            seed = self._seed_source(63) if seed is None else seed  # 63 bits: fits SQLite's signed INTEGER
            state = game.setup(record.roles, game.options_model.model_validate(record.options), seed)
            salt = fairplay.new_salt()
            to_act, views = game.to_act(state), _seat_views(game, state, count)
            dealt = _changed_hands([None] * count, _hand_of(views))
            notices = [
                *notices_for(to_act_before=(), to_act_after=to_act, actor=None, hands_changed=dealt, finished=False),
                Notice(NoticeKind.COMMITMENT),
            ]
            saved = await self._store.start(
                record.id,
                record.version,
                seed=seed,
                state=state.model_dump_json(),
                schema_version=game.schema_version,
                salt=salt,
                commitment=fairplay.commitment(seed, salt),
                mark=next_mark(None, to_act, False, 1, _segment_turn(record, game, state)),
                notices=notices,
            )
            return await self._announced(_outcome(saved, game, state, hand_changed=dealt, views=views))

    # ------------------------------------------------------------------ play

    async def act(self, game_pk: int, user_id: int, notation: str | Choose, expected_version: int | None = None) -> Outcome:
        """Apply one player's action and commit it before returning.

        ``expected_version`` is the version the player saw (a button carries it); if the game has
        moved on since, nothing happens and :class:`StaleAction` is raised.  ``notation`` may instead
        pick the action from the game as it stands (what a player typed); whatever it raises changes nothing.
        """
        async with self._locked(game_pk) as record:
            if expected_version is not None and expected_version != record.version:
                raise StaleAction()
            game, state, seat = self._playing(record, user_id)
            to_act = game.to_act(state)
            if not to_act:
                raise GameOver()
            if seat not in to_act:
                raise NotYourTurn(seat=min(to_act))
            action = notation(game, state, seat) if callable(notation) else game.parse_action(notation)
            if isinstance(game, Concedes) and action == game.concession(state, seat):
                raise IllegalAction("error.leave.through_leave")  # it can't be undone: /game leave asks first
            return await self._apply(record, game, state, seat, action)

    async def play_for_seat(self, game_pk: int, seat: Seat, notation: str | None, expected_version: int) -> Outcome | None:
        """A bot player's move for the seat it holds (``None``: what the clock would play), unless the game
        moved on meanwhile (then ``None``)."""
        async with self._locked(game_pk) as record:
            if record.status is not GameStatus.ACTIVE or record.version != expected_version:
                return None
            if record.seats[seat].bot_playing is None:
                return None  # a person took the seat back (replaced, or back from autopilot) while the bot thought
            game, state = self._started(record)
            if seat not in game.to_act(state):
                return None
            if notation is None:
                return await self._apply_default(record, game, state, seat)
            return await self._apply(record, game, state, seat, game.parse_action(notation))

    async def act_on_timeout(self, game_pk: int, seat: Seat, expected_version: int) -> Outcome | None:
        """The seat's clock ran out: play the game's default action for it, unless the game moved on or
        a bot plays the seat now (on autopilot: :mod:`core.autoplay` moves for it).  A timeout
        lengthens the seat's streak and may open a vote on it.  In a game with no clock the deadline is
        the table's patience (:data:`core.votes.STALL_DAYS`) unless a question with a default answer is
        open: no move is played, the others may vote on the seat (the outcome is the game as it stands)."""
        async with self._locked(game_pk) as record:
            if record.status is not GameStatus.ACTIVE or record.version != expected_version:
                return None
            if record.seats[seat].bot_playing is not None:
                return None
            game, state = self._started(record)
            if seat not in game.to_act(state):
                return None
            if record.pace_hours is None and not asks_reaction(game, state):
                if not votes.calls_for_stall_vote(record, seat, await self._store.motions_of(record.id)):
                    return None
                await self._store.open_motion(record.id, seat, record.user_of(seat))
                return _outcome(record, game, state)
            outcome = await self._apply_default(record, game, state, seat, timed_out=True, by_clock=True)
            if outcome.result is None:
                try:
                    motions = await self._store.motions_of(record.id)
                    if votes.calls_for_vote(outcome.record, seat, motions):
                        await self._store.open_motion(record.id, seat, outcome.record.user_of(seat))
                except Exception as error:  # noqa: BLE001 - the move is saved: it must be announced all the same
                    log.error("game %s: the vote on seat %s could not be opened (%s: %s); one opens if it keeps timing out",
                              record.id, seat, type(error).__name__, error, exc_info=None if outage(error) else error)
            return outcome

    async def _apply_default(
        self, record: GameRecord, game: Game, state: BaseModel, seat: Seat, *, timed_out: bool = False, by_clock: bool = False
    ) -> Outcome:
        """The game's default action for the seat (see :func:`default_action`), or its first legal one if the
        default is refused: a game's default must be legal, but if it is not, the table still never freezes."""
        try:
            action = default_action(game, state, seat)
            return await self._apply(record, game, state, seat, action, timed_out=timed_out, by_clock=by_clock)
        except IllegalAction:
            action = game.legal_actions(state, seat)[0]
            return await self._apply(record, game, state, seat, action, timed_out=timed_out, by_clock=by_clock)

    async def _apply(
        self,
        record: GameRecord,
        game: Game,
        state: BaseModel,
        seat: Seat,
        action: Any,
        *,
        timed_out: bool = False,
        by_clock: bool = False,
    ) -> Outcome:
        """Apply, commit (snapshot + log row + what the table must be told), let the clock plan, and
        describe what changed."""
        count = len(record.seats)
        hands_before = _hand_of(_seat_views(game, state, count))
        to_act_before = game.to_act(state)
        transition = game.apply(state, seat, action)
        result = game.result(transition.state)
        to_act = game.to_act(transition.state)
        views = _seat_views(game, transition.state, count)
        changed = _changed_hands(hands_before, _hand_of(views))
        bots = _autopiloted(record)
        interlude = is_interlude(to_act, bots, game.turn_number(state), game.turn_number(transition.state))
        mark = next_mark(record.turn, to_act, result is not None, 0, _segment_turn(record, game, transition.state),
                         interlude)  # 0: this action opens a new segment
        notices = notices_for(
            to_act_before=to_act_before,
            to_act_after=to_act,
            actor=seat,
            hands_changed=changed,
            finished=result is not None,
            quiet=bots,
            same_segment=mark == record.turn,
            people=_people(record),
        )
        saved = await self._store.record_action(
            record.id,
            record.version,
            seat=seat,
            notation=game.notation(action),
            events=transition.events,
            state=transition.state.model_dump_json(),
            schema_version=game.schema_version,
            finished=result is not None,
            timed_out=timed_out,
            by_clock=by_clock,
            mark=mark,
            notices=notices,
        )
        return await self._announced(_outcome(
            saved, game, transition.state, events=transition.events, hand_changed=changed, seat=seat, views=views
        ))

    async def undo(self, game_pk: int, user_id: int) -> Outcome:
        """Take back the caller's last action, as if never played, if it revealed nothing.

        Refused (Board Game Arena's policy, for every game alike) when another seat acted since, the
        caller's turn is over, the action produced a private event (hidden information reached
        someone), or it drew from the game's random source.  The log keeps the action, marked undone.
        """
        async with self._locked(game_pk) as record:
            game, state, seat = self._playing(record, user_id)
            log = [entry for entry in await self._store.actions(record.id) if not entry.undone]
            if not any(entry.seat == seat for entry in log):
                raise IllegalAction("error.undo.nothing")
            last = log[-1]
            if last.seat != seat:
                raise IllegalAction("error.undo.other_acted", seat=last.seat)
            if seat not in game.to_act(state):
                raise IllegalAction("error.undo.turn_over")
            if any(not event.is_public or event.kind in game.revealing_events for event in last.events):
                raise IllegalAction("error.undo.hidden_revealed")
            assert record.seed is not None  # an active game has one
            before = (await _off_loop(fairplay.replay, game, record.roles, record.options, record.seed, _live(log[:-1]))).state
            if rng_draws(before) != rng_draws(state):
                raise IllegalAction("error.undo.randomness")
            count = len(record.seats)
            views = _seat_views(game, before, count)
            changed = _changed_hands(_hand_of(_seat_views(game, state, count)), _hand_of(views))
            to_act = game.to_act(before)
            saved = await self._store.undo_action(
                record.id,
                record.version,
                n=last.n,
                state=before.model_dump_json(),
                schema_version=game.schema_version,
                mark=next_mark(record.turn, to_act, False, last.n, _segment_turn(record, game, before)),
                notices=notices_for(
                    to_act_before=game.to_act(state), to_act_after=to_act, actor=seat, hands_changed=changed,
                    finished=False, quiet=_autopiloted(record),
                ),
            )
            return await self._announced(_outcome(saved, game, before, hand_changed=changed, views=views))

    async def replace(self, game_pk: int, actor_id: int, may_manage: bool, old_user: int, new_user: int) -> Outcome:
        """Hand ``old_user``'s seat (and hidden hand) to ``new_user``: the host or a channel manager may."""
        async with self._locked(game_pk) as record:
            if record.status is not GameStatus.ACTIVE:
                raise IllegalAction("error.not_started") if record.status is GameStatus.LOBBY else GameOver()
            if actor_id != record.host_id and not may_manage:
                raise IllegalAction("error.not_allowed", host=f"<@{record.host_id}>")
            seat = record.seat_of(old_user)
            if seat is None:
                raise IllegalAction("error.replace.not_seated")
            if record.seat_of(new_user) is not None:
                raise IllegalAction("error.replace.already_seated")
            game, state = self._started(record)
            notices = [Notice(NoticeKind.TURN), Notice(NoticeKind.SEAT, seat)]
            saved = await self._store.replace_seat(record.id, record.version, seat, new_user, notices)
            return await self._announced(_outcome(saved, game, state, hand_changed=frozenset({seat})))

    # ------------------------------------------------------------------ votes on a seat that keeps timing out

    async def pending_motions(self, game_pk: int) -> list[MotionRecord]:
        """Votes not yet posted in the channel (the clock opens them on a timeout)."""
        return [m for m in await self._store.motions_of(game_pk) if m.status == MotionStatus.OPEN and m.message_id is None]

    async def set_motion_message(self, motion_id: int, message_id: int) -> None:
        await self._store.set_motion_message(motion_id, message_id)

    async def vote(self, game_pk: int, motion_id: int, user_id: int, choice: str) -> Ballot:
        """One of the other players' ballot; a majority decides (see :mod:`core.votes`).

        ``remove`` puts the seat on autopilot at once, played by a bot at the default level (the host
        may pick another with :meth:`set_autopilot`).
        """
        async with self._locked(game_pk) as record:
            motion = await self._open_motion(record, motion_id, MotionStatus.OPEN)
            if choice not in votes.CHOICES:
                raise IllegalAction("error.vote.closed")
            if user_id not in votes.voters(record, motion.seat):
                raise IllegalAction("error.vote.not_voter")
            motion = await self._store.cast_vote(motion.id, user_id, choice)
            decided = votes.decision(record, motion)
            if decided is None or not await self._store.settle_motion(motion.id, MotionStatus.OPEN, decided):
                return Ballot(motion, record, None)
            if decided == VoteChoice.REMOVE:
                record = await self._store.set_autopilot(record.id, record.version, motion.seat, DEFAULT_BOT_LEVEL)
                await self._changed(record)
            return Ballot(motion, record, decided)

    async def set_autopilot(self, game_pk: int, actor_id: int, may_manage: bool, user_id: int,
                            level: str | None) -> GameRecord:
        """Put ``user_id``'s seat on autopilot, played by a bot at ``level``, or (``None``) give it back.

        The host (or a channel manager) decides for any person's seat; a player for their own (on, at a
        level, or back).  Giving back a seat no bot plays is refused.  One person must keep playing, so
        the last seat no bot plays stays a person's.
        """
        async with self._locked(game_pk) as record:
            if record.status is not GameStatus.ACTIVE:
                raise IllegalAction("error.not_started") if record.status is GameStatus.LOBBY else GameOver()
            seat = record.seat_of(user_id)
            if seat is None or record.seats[seat].is_bot:
                raise IllegalAction("error.autopilot.not_seated")
            if actor_id != record.host_id and not may_manage and actor_id != user_id:
                raise IllegalAction("error.autopilot.not_allowed", host=f"<@{record.host_id}>")
            if level is None and not record.seats[seat].autopilot:
                raise IllegalAction("error.autopilot.not_on_own" if actor_id == user_id else "error.autopilot.not_on",
                                    player=f"<@{user_id}>")
            if level is not None and level not in BOT_LEVELS:
                raise IllegalAction("error.lobby.bad_bot_level", allowed=", ".join(BOT_LEVELS))
            if level is not None and all(s.bot_playing is not None for s in record.seats if s.seat != seat):
                raise IllegalAction("error.autopilot.last_person")
            notices = [Notice(NoticeKind.TURN)]
            if level is None:  # the player is back: their hand as it is now, and a call if it is their move
                game, state = self._started(record)
                notices.append(Notice(NoticeKind.CALL if seat in game.to_act(state) else NoticeKind.SEAT, seat))
            saved = await self._store.set_autopilot(record.id, record.version, seat, level, notices)
            await self._changed(saved)
            return saved

    async def leaving(self, game_pk: int, user_id: int) -> Leaving:
        """What the caller leaving the running game would do, or the reason they may not (asked before the
        confirm button is shown)."""
        record = await self.load(game_pk)
        game, state, seat = self._playing(record, user_id)
        return _leaving(record, game, state, seat)

    async def leave_game(self, game_pk: int, user_id: int) -> Outcome:
        """The caller leaves a running game for good, as :meth:`leaving` says: they concede, through the log
        like any move, and the game ends as any game does; or a bot player takes the seat (and a leaving
        host hands hosting on).  The table's post comes from the caller; the turn post is redrawn."""
        async with self._locked(game_pk) as record:
            game, state, seat = self._playing(record, user_id)
            terms = _leaving(record, game, state, seat)
            if terms.concession is not None:
                return await self._apply(record, game, state, seat, terms.concession)
            saved = await self._store.seat_bot(record.id, record.version, seat, terms.level, terms.host,
                                               [Notice(NoticeKind.TURN)])
            return await self._announced(_outcome(saved, game, state, seat=seat))

    async def claim_seat(self, game_pk: int, motion_id: int, user_id: int) -> Outcome:
        """After a ``replace`` vote, anyone not playing takes the seat and its hidden hand."""
        async with self._locked(game_pk) as record:
            motion = await self._open_motion(record, motion_id, MotionStatus.REPLACE)
            if record.seat_of(user_id) is not None:
                raise IllegalAction("error.replace.already_seated")
            game, state = self._started(record)
            notices = [Notice(NoticeKind.TURN), Notice(NoticeKind.SEAT, motion.seat)]
            saved = await self._store.replace_seat(record.id, record.version, motion.seat, user_id, notices)
            try:
                await self._store.settle_motion(motion.id, MotionStatus.REPLACE, MotionStatus.CLAIMED)
            except Exception as error:  # noqa: BLE001 - the seat is taken: the vote is closed anyway (not its player's)
                log.error("game %s: vote %s could not be marked claimed (%s: %s); the seat is taken all the same",
                          record.id, motion.id, type(error).__name__, error, exc_info=None if outage(error) else error)
            return await self._announced(_outcome(saved, game, state, hand_changed=frozenset({motion.seat})))

    async def _open_motion(self, record: GameRecord, motion_id: int, status: str) -> MotionRecord:
        """The game's vote ``motion_id`` if it is still at ``status`` and about the seat's current player."""
        if record.status is not GameStatus.ACTIVE:
            raise GameOver()
        motion = await self._store.motion(motion_id)
        if motion is None or motion.game_id != record.id or motion.status != status:
            raise IllegalAction("error.vote.closed")
        if record.user_of(motion.seat) != motion.user_id:
            raise IllegalAction("error.vote.closed")
        return motion

    async def set_pace(self, game_pk: int, user_id: int, hours: int | None) -> GameRecord:
        """Host only, in the lobby: time per move (one of :data:`PACES`) or ``None`` for no clock."""
        async with self._locked(game_pk) as record:
            _require_lobby_host(record, user_id)
            if hours is not None and hours not in PACES:
                raise IllegalAction("error.clock.bad_pace", allowed=", ".join(map(str, PACES)))
            return await self._store.set_pace(record.id, record.version, hours)

    # ------------------------------------------------------------------ records, replays, fair dice

    async def export(self, game_pk: int) -> fairplay.GameExport:
        """The game's record; seed, salt and final state only once the game is over."""
        record = await self.load(game_pk)
        if record.seed is None:
            raise IllegalAction("error.not_started")
        over = not record.status.is_open
        return fairplay.GameExport(
            game=record.game_kind,
            schema_version=record.schema_version or 0,
            game_id=record.id,
            options=record.options,
            seats=[fairplay.RecordSeat(seat=s.seat, user_id=s.user_id, role=s.role) for s in record.seats],
            commitment=record.commitment,
            finished=over,
            seed=record.seed if over else None,
            salt=record.salt if over else None,
            actions=[
                fairplay.RecordAction(n=a.n, seat=a.seat, notation=a.notation, undone=a.undone)
                if over
                else fairplay.RecordAction(
                    n=a.n, seat=a.seat, notation=None, undone=a.undone, public_events=_as_json(_public(a.events))
                )
                for a in await self._store.actions(record.id)
            ],
            final_state=self.rules(record).state_model.model_validate_json(record.state).model_dump(mode="json")
            if over and record.state
            else None,
        )

    async def verify(self, game_pk: int) -> fairplay.Verdict:
        """The bot's own check: the stored seed matches the commitment, and the log (events included)
        replays to the stored state.  Players check it themselves from the export once the game is over."""
        record = await self.load(game_pk)
        game, state = self._started(record)
        assert record.seed is not None
        verdict = fairplay.Verdict()
        if record.commitment is not None and record.salt is not None:
            verdict.commitment_checked = True
            if fairplay.commitment(record.seed, record.salt) != record.commitment:
                verdict.problems.append("fair.problem.commitment")
        log = [entry for entry in await self._store.actions(record.id) if not entry.undone]
        try:
            replayed = await _off_loop(fairplay.replay, game, record.roles, record.options, record.seed, _live(log))
        except (IllegalAction, ValueError):
            verdict.problems.append("fair.problem.illegal")
            return verdict
        verdict.replayed = len(log)
        if replayed.state.model_dump(mode="json") != state.model_dump(mode="json"):
            verdict.problems.append("fair.problem.final_state")
        if _as_json([e for entry in log for e in entry.events]) != _as_json([e for es in replayed.events for e in es]):
            verdict.problems.append("fair.problem.events")
        return verdict

    async def state_at_turn(self, game_pk: int, turn: int) -> Outcome:
        """The game as it was when turn ``turn`` began (the latest state if the game has not got there)."""
        record = await self.load(game_pk)
        game, current = self._started(record)
        assert record.seed is not None
        log = _live([entry for entry in await self._store.actions(record.id) if not entry.undone])
        found = await _off_loop(fairplay.state_at_turn, game, record.roles, record.options, record.seed, log, turn)
        return _outcome(record, game, found if found is not None else current)

    async def abandon(self, game_pk: int, user_id: int, may_manage: bool) -> GameRecord:
        """End a lobby or game early; the host may, and so may whoever manages the server."""
        async with self._locked(game_pk) as record:
            if not record.status.is_open:
                raise GameOver()
            if user_id != record.host_id and not may_manage:
                raise IllegalAction("error.not_allowed", host=f"<@{record.host_id}>")
            if record.status is GameStatus.LOBBY:
                return await self._store.end(record.id, record.version, GameStatus.ABANDONED, ended_by=user_id)
            ended = await self._end(record, GameStatus.ABANDONED, user_id)
            self.commits.publish(ended.id, ended.version)
            return ended

    async def _end(self, record: GameRecord, status: GameStatus, by: int | None) -> GameRecord:
        """End a started game without a move (ended early, say), committed with its notices: a final post that
        mentions every person seated, and each one's DM edited to the end (see :func:`core.outbox.end_notices`)."""
        mark = next_mark(record.turn, (), True, 0, None)
        return await self._store.end(record.id, record.version, status, ended_by=by, mark=mark,
                                     notices=end_notices(_people(record)))

    # ------------------------------------------------------------------ bookkeeping

    async def set_dm_ok(self, game_pk: int, user_id: int, ok: bool) -> None:
        await self._store.set_dm_ok(game_pk, user_id, ok)

    async def set_board_message(self, game_pk: int, message_id: int | None) -> None:
        await self._store.set_board_message(game_pk, message_id)

    async def set_lobby_message(self, game_pk: int, message_id: int | None) -> None:
        await self._store.set_lobby_message(game_pk, message_id)

    # ------------------------------------------------------------------ helpers

    async def _changed(self, record: GameRecord, outcome: Outcome | None = None) -> None:
        self.commits.publish(record.id, record.version)
        if self.on_change is not None:
            await self.on_change(record, outcome)

    async def _announced(self, outcome: Outcome) -> Outcome:
        """``outcome``, once :attr:`on_change` has seen it."""
        await self._changed(outcome.record, outcome)
        return outcome

    def _playing(self, record: GameRecord, user_id: int) -> tuple[Game, BaseModel, Seat]:
        """Game, state and the caller's seat of an active game, or the reason it is not one."""
        if record.status is GameStatus.LOBBY:
            raise IllegalAction("error.not_started")
        if record.status is not GameStatus.ACTIVE:
            raise GameOver()
        game, state = self._started(record)
        seat = record.seat_of(user_id)
        if seat is None:
            raise IllegalAction("error.not_in_game")
        return game, state, seat

    @asynccontextmanager
    async def _locked(self, game_pk: int) -> AsyncIterator[GameRecord]:
        """Hold the game's lock and give its fresh record; a lost version race becomes StaleAction.

        Waiting for the lock takes at most the database's busy timeout (then :class:`core.db.base.Busy`): the
        action before may be waiting out another process's lock on the file, and this one must not add
        its own wait to that."""
        lock = self._locks.get(game_pk)
        if lock is None:
            lock = self._locks[game_pk] = asyncio.Lock()
        try:
            async with asyncio.timeout(db.BUSY_TIMEOUT_MS / 1000):
                await lock.acquire()
        except TimeoutError:
            raise db.Busy("the game's previous action held it past the busy timeout") from None
        try:
            yield await self.load(game_pk)
        except StaleVersion:
            raise StaleAction() from None
        finally:
            lock.release()

    def _started(self, record: GameRecord) -> tuple[Game, BaseModel]:
        if record.state is None:
            raise IllegalAction("error.not_started")
        game = self.rules(record)
        return game, game.state_model.model_validate_json(record.state)


T = TypeVar("T")


async def _off_loop(work: Callable[..., T], *args: Any) -> T:
    """Run a replay of the log in a thread: a long game (a Catacombs flick re-simulates its physics, over
    a millisecond each) would otherwise hold the event loop, and every other game with it, for 100+ ms."""
    return await asyncio.to_thread(work, *args)


def _outcome(
    record: GameRecord,
    game: Game,
    state: BaseModel,
    *,
    events: tuple[Event, ...] = (),
    hand_changed: frozenset[Seat] = frozenset(),
    seat: Seat | None = None,
    views: dict[Seat | None, BaseModel] | None = None,
) -> Outcome:
    return Outcome(
        record=record,
        game=game,
        state=state,
        events=events,
        hand_changed=hand_changed,
        to_act=game.to_act(state),
        result=game.result(state),
        seat=seat,
        views=dict(views or {}),
    )


def asks_reaction(game: Game, state: BaseModel) -> bool:
    """Whether an out-of-turn question with a default answer is open (a view's ``pending_default``): even
    without a clock it has a deadline (:data:`core.clock.REACTION_HOURS`) that plays that answer."""
    public = game.view(state, None)
    return isinstance(public, HasPendingDefault) and public.pending_default is not None


def default_action(game: Game, state: BaseModel, seat: Seat) -> Any:
    """The game's own choice for a seat whose time ran out (part of :class:`rules.core.GameRules`)."""
    return game.default_action(state, seat)


def rng_draws(value: object) -> list[int]:
    """Draw counters of every :class:`Rng` inside a state: unchanged means no randomness was used."""
    if isinstance(value, Rng):
        return [value.draws]
    if isinstance(value, BaseModel):
        return [draws for name in type(value).model_fields for draws in rng_draws(getattr(value, name))]
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, (list, tuple)) and value and isinstance(value[0], (BaseModel, list, tuple, dict)):
        return [draws for item in value for draws in rng_draws(item)]
    return []


def _public(events: Sequence[Event]) -> list[Event]:
    return [event for event in events if event.is_public]


def _as_json(events: Sequence[Event]) -> list[dict[str, Any]]:
    return [event.model_dump(mode="json") for event in events]


def _live(log: Sequence[ActionRecord]) -> list[tuple[Seat, str]]:
    """``(seat, notation)`` of the log's actions that were not taken back."""
    return [(entry.seat, entry.notation) for entry in log if not entry.undone]


def _leaving(record: GameRecord, game: Game, state: BaseModel, seat: Seat) -> Leaving:
    """A concession where the game ends on it (:class:`rules.core.Concedes`); else a bot takes the seat at
    the level its autopilot had, else that of the bot players the host seated, else the default; unless
    that leaves no person playing."""
    concession = game.concession(state, seat) if isinstance(game, Concedes) else None
    people = [s for s in record.seats if s.seat != seat and s.bot_playing is None]
    if concession is None and not people:
        raise IllegalAction("error.leave.last_person")
    leaver = record.seats[seat]
    host = people[0].user_id if people and leaver.user_id == record.host_id else record.host_id
    hosts_bots = next((s.bot_level for s in record.seats if s.bot_level is not None), None)
    return Leaving(seat, concession, leaver.autopilot_level or hosts_bots or DEFAULT_BOT_LEVEL, host)


def _require_lobby(record: GameRecord) -> None:
    if record.status is not GameStatus.LOBBY:
        raise IllegalAction("error.lobby.closed")


def _require_lobby_host(record: GameRecord, user_id: int) -> None:
    _require_lobby(record)
    if user_id != record.host_id:
        raise IllegalAction("error.lobby.not_host", host=f"<@{record.host_id}>")


def _check_role(game: Game, role: str | None) -> None:
    """A role must be one the game offers at some table size; whether the picks fit is checked at start."""
    if role is None:
        return
    offered = {
        choice.id for n in range(game.info.min_players, game.info.max_players + 1) for choice in game.roles(n)
    }
    if role not in offered:
        raise IllegalAction("error.lobby.bad_role", role=role)


def _seat_views(game: Game, state: BaseModel, seats: int) -> dict[Seat | None, BaseModel]:
    """Every seat's own view, built once and handed on with the outcome."""
    return {seat: game.view(state, seat) for seat in range(seats)}


def _hand_of(views: dict[Seat | None, BaseModel]) -> list[object]:
    """Each seat's private hand (views that carry one satisfy :class:`rules.core.HasHand`)."""
    return [view.hand if isinstance(view, HasHand) else None for seat, view in sorted(views.items()) if seat is not None]


def _segment_turn(record: GameRecord, game: GameRules[Any, Any, Any], state: Any) -> int | None:
    return segment_turn(len({player.user_id for player in record.seats if not player.is_bot}), game.turn_number(state))


def _people(record: GameRecord) -> list[Seat]:
    """The seats of persons (autopilot or not), not of bot players: whom the end of the game is told."""
    return [player.seat for player in record.seats if not player.is_bot]


def _autopiloted(record: GameRecord) -> frozenset[Seat]:
    """Seats nobody needs to DM: on autopilot, or held by a bot."""
    return frozenset(player.seat for player in record.seats if player.bot_playing is not None)


def _changed_hands(before: Sequence[object], after: Sequence[object]) -> frozenset[Seat]:
    return frozenset(seat for seat, (old, new) in enumerate(zip(before, after)) if old != new)


def option_applies(model: type[BaseModel], field: str, players: int) -> bool:
    """Whether a lobby option matters at this table size: a field may declare ``min_players`` and
    ``max_players`` in its ``json_schema_extra`` (the game ignores it outside them), so the lobby hides it
    there and refuses to set it."""
    extra = model.model_fields[field].json_schema_extra
    limits = extra if isinstance(extra, dict) else {}
    low, high = limits.get("min_players"), limits.get("max_players")
    return (not isinstance(low, int) or players >= low) and (not isinstance(high, int) or players <= high)


def _allowed_values(model: type[BaseModel], name: str) -> str | None:
    """Values an option accepts, for the error message: choices, a number range, or true/false."""
    field = model.model_fields[name]
    kind = field.annotation
    if isinstance(kind, type) and issubclass(kind, Enum):
        return ", ".join(str(member.value) for member in kind)
    if get_origin(kind) is Literal:
        return ", ".join(str(value) for value in get_args(kind))
    if kind is bool:
        return "true, false"
    low = next((m.ge for m in field.metadata if isinstance(m, annotated_types.Ge)), None)
    high = next((m.le for m in field.metadata if isinstance(m, annotated_types.Le)), None)
    return f"{low}–{high}" if low is not None and high is not None else None  # the catalog shows "—"
