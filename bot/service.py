"""The game service: every lobby and play operation the Discord layer calls.  No Discord here.

Each operation on a game runs under that game's ``asyncio.Lock``: it loads the record from the
store, checks that the caller may do this now, and writes through the store's version check.  An
action is committed before :meth:`GameService.act` returns, so the bot only announces what is saved.

User mistakes raise :class:`rules.core.IllegalAction` with a catalog key (``error.lobby.*`` or
``error.*``, texts in ``data/i18n/*/platform.json``, or the game's own ``error.<game>.*``); the bot
shows them to the caller.  Anything else is a bug or an outage and propagates.

Steps the rules take on their own (an automaton's move) would run here, inside :meth:`act`, through
the same apply-and-log path; no registered game needs one yet.
"""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from enum import Enum
from typing import Any, Literal, get_args, get_origin
from weakref import WeakValueDictionary

import annotated_types
from pydantic import BaseModel, ValidationError

from bot.storage import ChannelBusy, GameRecord, GameStatus, StaleVersion, Store
from rules import registry
from rules.core import Event, GameOver, GameRules, IllegalAction, NotYourTurn, Result, Seat

Game = GameRules[Any, Any, Any]


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

    def rules(self, record: GameRecord) -> Game:
        return self._games(record.game_kind)

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
            game = self.rules(record)
            state = game.setup(record.roles, game.options_model.model_validate(record.options), record.seed)
            for logged in await self._store.actions(record.id):
                state = game.apply(state, logged.seat, game.parse_action(logged.notation)).state
            return state

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

    async def set_option(self, game_pk: int, user_id: int, name: str, value: Any) -> GameRecord:
        """Host only; ``value`` may be text ("4", "king"): the options model converts and checks it."""
        async with self._locked(game_pk) as record:
            _require_lobby_host(record, user_id)
            model = self.rules(record).options_model
            if name not in model.model_fields:
                raise IllegalAction("error.lobby.unknown_option", option=name, options=", ".join(model.model_fields))
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
            if len(record.seats) >= game.info.max_players:
                raise IllegalAction("error.lobby.full", max=game.info.max_players)
            _check_role(game, role)
            return await self._store.add_seat(record.id, record.version, user_id, role)

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
            saved = await self._store.start(
                record.id, record.version, seed=seed, state=state.model_dump_json(), schema_version=game.schema_version
            )
            dealt = _changed_hands([None] * count, _hands(game, state, count))
            return _outcome(saved, game, state, hand_changed=dealt)

    # ------------------------------------------------------------------ play

    async def act(self, game_pk: int, user_id: int, notation: str, expected_version: int | None = None) -> Outcome:
        """Apply one player's action and commit it before returning.

        ``expected_version`` is the version the player saw (a button carries it); if the game has
        moved on since, nothing happens and :class:`StaleAction` is raised.
        """
        async with self._locked(game_pk) as record:
            if expected_version is not None and expected_version != record.version:
                raise StaleAction()
            if record.status is GameStatus.LOBBY:
                raise IllegalAction("error.not_started")
            if record.status is not GameStatus.ACTIVE:
                raise GameOver()
            game, state = self._started(record)
            seat = record.seat_of(user_id)
            if seat is None:
                raise IllegalAction("error.not_in_game")
            to_act = game.to_act(state)
            if not to_act:
                raise GameOver()
            if seat not in to_act:
                raise NotYourTurn(seat=min(to_act))
            action = game.parse_action(notation)
            hands_before = _hands(game, state, len(record.seats))
            transition = game.apply(state, seat, action)
            result = game.result(transition.state)
            saved = await self._store.record_action(
                record.id,
                record.version,
                seat=seat,
                notation=game.notation(action),
                events=transition.events,
                state=transition.state.model_dump_json(),
                schema_version=game.schema_version,
                finished=result is not None,
            )
            hands_after = _hands(game, transition.state, len(record.seats))
            return _outcome(
                saved,
                game,
                transition.state,
                events=transition.events,
                hand_changed=_changed_hands(hands_before, hands_after),
                seat=seat,
            )

    async def abandon(self, game_pk: int, user_id: int, may_manage: bool) -> GameRecord:
        """End a lobby or game early; the host may, and so may whoever manages the server."""
        async with self._locked(game_pk) as record:
            if not record.status.is_open:
                raise GameOver()
            if user_id != record.host_id and not may_manage:
                raise IllegalAction("error.not_allowed")
            return await self._store.end(record.id, record.version, GameStatus.ABANDONED)

    # ------------------------------------------------------------------ bookkeeping

    async def set_dm_ok(self, game_pk: int, user_id: int, ok: bool) -> None:
        await self._store.set_dm_ok(game_pk, user_id, ok)

    async def set_board_message(self, game_pk: int, message_id: int | None) -> None:
        await self._store.set_board_message(game_pk, message_id)

    async def set_lobby_message(self, game_pk: int, message_id: int | None) -> None:
        await self._store.set_lobby_message(game_pk, message_id)

    # ------------------------------------------------------------------ helpers

    @asynccontextmanager
    async def _locked(self, game_pk: int) -> AsyncIterator[GameRecord]:
        """Hold the game's lock and give its fresh record; a lost version race becomes StaleAction."""
        lock = self._locks.get(game_pk)
        if lock is None:
            lock = self._locks[game_pk] = asyncio.Lock()
        async with lock:
            try:
                yield await self.load(game_pk)
            except StaleVersion:
                raise StaleAction() from None

    def _started(self, record: GameRecord) -> tuple[Game, BaseModel]:
        if record.state is None:
            raise IllegalAction("error.not_started")
        game = self.rules(record)
        return game, game.state_model.model_validate_json(record.state)


def _outcome(
    record: GameRecord,
    game: Game,
    state: BaseModel,
    *,
    events: tuple[Event, ...] = (),
    hand_changed: frozenset[Seat] = frozenset(),
    seat: Seat | None = None,
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
    )


def _require_lobby(record: GameRecord) -> None:
    if record.status is not GameStatus.LOBBY:
        raise IllegalAction("error.lobby.closed")


def _require_lobby_host(record: GameRecord, user_id: int) -> None:
    _require_lobby(record)
    if user_id != record.host_id:
        raise IllegalAction("error.lobby.not_host")


def _check_role(game: Game, role: str | None) -> None:
    """A role must be one the game offers at some table size; whether the picks fit is checked at start."""
    if role is None:
        return
    offered = {
        choice.id for n in range(game.info.min_players, game.info.max_players + 1) for choice in game.roles(n)
    }
    if role not in offered:
        raise IllegalAction("error.lobby.bad_role", role=role)


def _hands(game: Game, state: BaseModel, seats: int) -> list[object]:
    """Each seat's private ``hand`` from its own view (the convention in ``rules.core``)."""
    return [getattr(game.view(state, seat), "hand", None) for seat in range(seats)]


def _changed_hands(before: Sequence[object], after: Sequence[object]) -> frozenset[Seat]:
    return frozenset(seat for seat, (old, new) in enumerate(zip(before, after)) if old != new)


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
