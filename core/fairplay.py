"""Fair dice and game records: the seed commitment, the JSON export, and replay verification.

Scheme: at start the bot draws a 63-bit seed and a 128-bit salt and publishes
``SHA-256("tombtable:<salt>:<seed>")``.  Every shuffle and die roll comes from the seed through
:class:`rules.core.Rng`, and every player decision is in the action log.  When the game ends the bot
reveals seed and salt; anyone can then hash them, and replay setup + log to the stored final
state.  The salt stops anyone from trying all seeds against the commitment while the game runs.

Nothing here touches Discord or the database: the service and the ``tombtable`` command share it.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict

from rules import registry
from rules.core import Event, GameRules, IllegalAction, Seat

Game = GameRules[Any, Any, Any]
RECORD_FORMAT = "tombtable-record"
RECORD_VERSION = 1


def new_salt() -> str:
    return secrets.token_hex(16)


def commitment(seed: int, salt: str) -> str:
    """The public hash that binds the bot to ``seed`` before any card is dealt."""
    return hashlib.sha256(f"tombtable:{salt}:{seed}".encode()).hexdigest()


class RecordSeat(BaseModel):
    model_config = ConfigDict(extra="forbid")
    seat: Seat
    user_id: int
    role: str | None


class RecordAction(BaseModel):
    """One logged action.  While the game runs only its public events are given: a notation can
    name a card from a hand (a ditch, say), so notations appear once the game is over."""

    model_config = ConfigDict(extra="forbid")
    n: int
    seat: Seat
    notation: str | None
    undone: bool = False  # taken back: kept for the record, skipped by replay
    public_events: list[dict[str, Any]] = []


class GameExport(BaseModel):
    """A game's record as exported by ``/game export``: enough to re-play it once it is over."""

    model_config = ConfigDict(extra="forbid")
    format: str = RECORD_FORMAT
    format_version: int = RECORD_VERSION
    game: str
    schema_version: int
    game_id: int
    options: dict[str, Any]
    seats: list[RecordSeat]
    commitment: str | None
    finished: bool
    seed: int | None = None  # revealed only once the game is over
    salt: str | None = None
    actions: list[RecordAction]
    final_state: dict[str, Any] | None = None  # only once over: a running state holds hands and the seed


@dataclass
class Verdict:
    """Outcome of a verification; ``problems`` are catalog keys (``fair.problem.*``), empty when all holds."""

    problems: list[str] = field(default_factory=list)
    commitment_checked: bool = False
    replayed: int = 0  # actions replayed

    @property
    def ok(self) -> bool:
        return not self.problems


@dataclass(frozen=True)
class Replayed:
    """A state rebuilt from setup and a log, with the events each replayed action produced."""

    state: BaseModel
    events: list[tuple[Event, ...]]


def replay(
    game: Game, roles: Sequence[str | None], options: dict[str, Any], seed: int, moves: Iterable[tuple[Seat, str]]
) -> Replayed:
    """Setup then every ``(seat, notation)``; raises :class:`IllegalAction` if the log breaks the rules."""
    state = game.setup(list(roles), game.options_model.model_validate(options), seed)
    events = []
    for seat, notation in moves:
        transition = game.apply(state, seat, game.parse_action(notation))
        state = transition.state
        events.append(transition.events)
    return Replayed(state, events)


def states_along(
    game: Game, roles: Sequence[str | None], options: dict[str, Any], seed: int, moves: Iterable[tuple[Seat, str]]
) -> Iterable[BaseModel]:
    """The initial state, then the state after each move (for ``/game replay turn:``)."""
    state = game.setup(list(roles), game.options_model.model_validate(options), seed)
    yield state
    for seat, notation in moves:
        state = game.apply(state, seat, game.parse_action(notation)).state
        yield state


def state_at_turn(
    game: Game, roles: Sequence[str | None], options: dict[str, Any], seed: int, moves: Iterable[tuple[Seat, str]],
    turn: int,
) -> BaseModel | None:
    """The state when game turn ``turn`` began, or ``None`` if the log does not reach it."""
    return next((state for state in states_along(game, roles, options, seed, moves) if game.turn_number(state) >= turn),
                None)


def verify_export(export: GameExport, games: Callable[[str], Game] = registry.get) -> Verdict:
    """Check a finished game's record: the commitment matches seed and salt, the log replays to its end."""
    verdict = Verdict()
    if export.format != RECORD_FORMAT:
        verdict.problems.append("fair.problem.format")
        return verdict
    if export.seed is None or export.salt is None or export.final_state is None:
        verdict.problems.append("fair.problem.not_over")
        return verdict
    verdict.commitment_checked = True
    if export.commitment != commitment(export.seed, export.salt):
        verdict.problems.append("fair.problem.commitment")
    try:
        game = games(export.game)
    except KeyError:
        verdict.problems.append("fair.problem.unknown_game")
        return verdict
    moves = [(a.seat, a.notation) for a in export.actions if not a.undone and a.notation is not None]
    if len(moves) != len([a for a in export.actions if not a.undone]):
        verdict.problems.append("fair.problem.not_over")
        return verdict
    roles = [s.role for s in sorted(export.seats, key=lambda s: s.seat)]
    try:
        replayed = replay(game, roles, export.options, export.seed, moves)
    except (IllegalAction, ValueError):
        verdict.problems.append("fair.problem.illegal")
        return verdict
    verdict.replayed = len(moves)
    try:
        expected = game.state_model.model_validate(export.final_state).model_dump(mode="json")
    except ValueError:
        expected = None
    if replayed.state.model_dump(mode="json") != expected:
        verdict.problems.append("fair.problem.final_state")
    return verdict
