"""The small interface every game implements, shared by the bot, the renderer, the demo and the tests.

Rules modules are pure: no Discord, no I/O, no clock, no global random.  A game is an object that
satisfies :class:`GameRules`; it is registered once in :mod:`rules.registry`.

Texts never live here.  Errors and events carry a message key plus parameters; the bot turns them
into English or French through the catalog in ``data/i18n``.  That keeps the rules language-free
and lets the same event be phrased per reader.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar, Generic, Protocol, TypeVar, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

Seat = int
"""Index of a player in the order they were given to ``setup`` (0-based)."""


class Frozen(BaseModel):
    """Base for immutable, strict value models (actions, events, views)."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class IllegalAction(Exception):
    """An action that is well formed but not allowed now.

    ``key`` names a catalog message (``error.<game>.<reason>``); ``params`` fill it.  The message must
    never contain hidden information, because it is shown to the acting player and logged.
    """

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key, params)
        self.key = key
        self.params = params

    def __str__(self) -> str:  # for logs and test failure messages only
        return f"{self.key} {self.params}" if self.params else self.key


class NotYourTurn(IllegalAction):
    def __init__(self, **params: Any) -> None:
        super().__init__("error.not_your_turn", **params)


class GameOver(IllegalAction):
    def __init__(self) -> None:
        super().__init__("error.game_over")


class ContentError(ValueError):
    """A game's data file contradicts a known fact or a rule the engine relies on (fail at start-up)."""


class Event(Frozen):
    """Something that happened, phrased later by the catalog key ``event.<game>.<kind>``.

    ``to`` is ``None`` for public events, or the seats allowed to see it (a drawn card's value, say).
    Public events must not carry hidden information in ``params``.
    """

    kind: str
    params: dict[str, Any] = Field(default_factory=dict)
    to: frozenset[Seat] | None = None

    @property
    def is_public(self) -> bool:
        return self.to is None


class Termination(str, Enum):
    NORMAL = "normal"
    ABANDONED = "abandoned"


class Result(Frozen):
    """Final outcome: winners (empty for a cooperative loss) and per-seat or per-side scores."""

    termination: Termination = Termination.NORMAL
    winners: frozenset[Seat]
    scores: dict[Seat, int]
    summary_key: str = "result.default"
    summary_params: dict[str, Any] = Field(default_factory=dict)


class Rng(BaseModel):
    """Seeded random source that lives inside the game state, so a game replays exactly.

    It stores the seed and how many draws were made; each draw re-derives a generator from
    ``(seed, counter)``, which keeps the state a couple of integers and JSON-friendly.
    """

    model_config = ConfigDict(extra="forbid")
    seed: int
    draws: int = 0

    def _next(self) -> random.Random:
        self.draws += 1
        return random.Random(f"{self.seed}:{self.draws}")

    def shuffled(self, items: Sequence[Any]) -> list[Any]:
        out = list(items)
        self._next().shuffle(out)
        return out

    def randint(self, low: int, high: int) -> int:
        return self._next().randint(low, high)

    def choice(self, items: Sequence[Any]) -> Any:
        return self._next().choice(list(items))


class RoleChoice(Frozen):
    """A role (character, hero, team) a joiner may pick in the lobby."""

    id: str
    name_key: str


class GameInfo(Frozen):
    """Facts the lobby, help and registry read; no per-game facts are hard-coded elsewhere."""

    id: str
    name_key: str
    min_players: int
    max_players: int
    cooperative: bool
    hidden_information: bool
    rules_topics: tuple[str, ...] = ()
    turn_unit: str = "turn"  # what ``turn_number`` counts, as texts name it: "turn", or "round" (every seat once)
    quiet_kinds: frozenset[str] = frozenset()
    """Action kinds that give up what is left of a turn (end it, pass): panels draw them as grey buttons."""
    idle_kinds: frozenset[str] = frozenset()
    """Action kinds that change nothing that matters (an attempt "with no effect"): grey too, after the real moves."""


S = TypeVar("S", bound=BaseModel)
A = TypeVar("A", bound=BaseModel)
V_co = TypeVar("V_co", bound=BaseModel, covariant=True)


class Transition(Frozen, Generic[S]):
    state: S
    events: tuple[Event, ...] = ()


class GameRules(Protocol[S, A, V_co]):
    """What every game module provides (see ``rules/aod`` for the first one)."""

    info: ClassVar[GameInfo]
    schema_version: ClassVar[int]
    revealing_events: ClassVar[frozenset[str]]
    """Kinds of PUBLIC events that turn hidden information face up (a tile opened, a card revealed):
    an action that caused one can't be undone.  May be empty: private events and random draws are
    detected without it."""

    # Read-only, so a game may declare its own model classes (a class attribute is enough).
    @property
    def options_model(self) -> type[BaseModel]:
        """The lobby options a game accepts (``setup`` receives one of these)."""

    @property
    def state_model(self) -> type[S]:
        """The state's class, to load a stored snapshot."""

    def roles(self, n_players: int) -> list[RoleChoice]:
        """Roles offered to joiners when ``n_players`` will play (empty: no choice)."""

    def check_roles(self, roles: Sequence[str | None]) -> None:
        """Raise :class:`IllegalAction` unless these lobby picks can start a game."""

    def setup(self, roles: Sequence[str | None], options: BaseModel, seed: int) -> S:
        """A new game; seat ``i`` is the player who picked ``roles[i]``."""

    def parse_action(self, notation: str) -> A:
        """Action from its short text notation; raises :class:`IllegalAction` if malformed."""

    def notation(self, action: A) -> str:
        """Short canonical text of an action (used in logs, custom ids and autocomplete)."""

    def to_act(self, state: S) -> frozenset[Seat]:
        """Seats that may act now (empty when the game is over)."""

    def legal_actions(self, state: S, seat: Seat) -> list[A]:
        """Every action ``seat`` may take now, for buttons, autocomplete and random play."""

    def apply(self, state: S, seat: Seat, action: A) -> Transition[S]:
        """New state and events, or :class:`IllegalAction`; never mutates ``state``."""

    def view(self, state: S, seat: Seat | None) -> V_co:
        """What ``seat`` may know (``None``: the public), as its own model with no hidden data."""

    def result(self, state: S) -> Result | None:
        """The outcome once the game is over, else ``None``."""

    def turn_number(self, state: S) -> int:
        """Counter shown to players to label messages (DMs, logs)."""

    def describe_action(self, state: S, seat: Seat, action: A) -> tuple[str, dict[str, Any]]:
        """Catalog key and params labelling ``action`` for ``seat`` (its own cards may show)."""

    def default_action(self, state: S, seat: Seat) -> A:
        """What the bot plays for ``seat`` when its clock runs out: the safest legal choice (pass,
        end the turn, give up the least), deterministic so a replay of the log reaches the same state."""

    def playout_action(self, state: S, seat: Seat, rnd: random.Random) -> A:
        """A legal action picked at random but with purpose, so demo and property-test games end.

        Every action model carries its ``kind`` (:class:`HasKind`), which panels group actions by.

        Views of a seat keep their private part (the hand) in a field named ``hand``; the bot
        compares it before and after an action to know whose hand to send by DM.
        """


# ---------------------------------------------------------------- what a view may carry beyond the basics
# Generic code (the bot's texts, the service) asks ``isinstance(view, HasHand)`` instead of probing
# attributes by name; a game's view model satisfies a protocol simply by having the field.


@runtime_checkable
class HasHand(Protocol):
    """A seat's view with a private part (cards, items) the player is sent by DM; ``None`` for others."""

    hand: Any


@runtime_checkable
class HasPendingDefault(Protocol):
    """A view that may show an out-of-turn question (notation of the answer played if nobody answers)."""

    pending_default: str | None


@runtime_checkable
class HasTeamScores(Protocol):
    """Points (or health) per scoring unit: a side, a team, or ``seat:N`` for a seat playing alone."""

    team_scores: dict[str, int]


@runtime_checkable
class HasTurnBudget(Protocol):
    """What is left of the current turn: actions, and (where the game has it) an energy budget."""

    actions_left: int


@runtime_checkable
class HasLastShot(Protocol):
    """A dexterity game's view that keeps the last shot (trail and contacts) for the board and its GIF."""

    last_shot: Any


@runtime_checkable
class HasEnergyBudget(Protocol):
    """What is left of an energy action spent step by step."""

    energy_left: int


@runtime_checkable
class Concedes(Protocol):
    """A game where a player leaving may end it (the others win by concession) instead of a bot taking the
    seat.  The action is in the log like any other, so a replay reaches the same end; it is never among
    ``legal_actions`` (bots and panels never offer it) and ``apply`` takes it from a seat out of turn."""

    def concession(self, state: Any, seat: Seat) -> Any | None:
        """The action ending the game when ``seat`` leaves now, or ``None``: a bot takes the seat."""


@runtime_checkable
class HasKind(Protocol):
    """An action model tagged with its kind (``"move"``, ``"flick"``…): panels group actions by it."""

    kind: str


def kind_of(action: BaseModel) -> str:
    """The kind of a game's action; every registered game's actions carry one (the wiring test checks)."""
    if not isinstance(action, HasKind):
        raise TypeError(f"{type(action).__name__} has no kind")
    return str(action.kind)


def cell_coordinate(pos: Any) -> str:
    """``(row, col)`` → ``"C4"``: column letter then row number, as boards print their edges."""
    row, col = pos
    return f"{chr(ord('A') + col)}{row + 1}"


@runtime_checkable
class LabelsCells(Protocol):
    """A game whose board names its cells its own way (a place off the grid, say) in the ``pos``
    parameters of its texts; the others show :func:`cell_coordinate`."""

    def cell_label(self, pos: Any) -> str:
        """The label of ``pos`` as the game's board prints it."""


V = TypeVar("V", bound=BaseModel)


@dataclass(frozen=True)
class BotSupport(Generic[S, A, V]):
    """What a game's ``sampling`` module (``rules/<game>/sampling.py``, as ``SUPPORT``, registered beside its
    rules in a :class:`rules.registry.GameEntry`) gives the generic bot search of ``core.players``; only
    ``sample_state`` is required.

    - ``sample_state``: a full state the seat's ``view`` could come from, hidden parts drawn with ``rng``.
    - ``evaluate``: a win-chance guess in [0, 1] for the seat where a rollout stops early.
    - ``candidate_actions``: a finite, deterministic menu where legal actions are continuous or too many.
    - ``rollout_action``: the policy that plays on after the tree, where the game has a better one than
      its ``playout_action``.
    - ``hint_action``: the game's own considered move, which a strong bot plays unless its search shows
      another better with confidence (where a short look-ahead cannot see what a plan pays).
    - ``iteration_cost``: how many ordinary iterations one costs, so levels keep to their time budget.
    - ``max_rollout``: a cap on rollout moves where each is slow and ``evaluate`` judges well.
    """

    sample_state: Callable[[V, Seat, random.Random], S]
    evaluate: Callable[[S, Seat], float] | None = None
    candidate_actions: Callable[[S, Seat], list[A]] | None = None
    rollout_action: Callable[[S, Seat, random.Random], A] | None = None
    hint_action: Callable[[S, Seat], A] | None = None
    iteration_cost: float = 1.0
    max_rollout: int | None = None


@runtime_checkable
class WarnsOfWaste(Protocol):
    """A game where an action can throw away what the turn still offers (energy left when it ends, an unused
    action): the bot asks the player once before sending it.  Bots and the clock never ask."""

    def forfeit(self, state: Any, seat: Seat, action: Any) -> tuple[str, dict[str, Any]] | None:
        """Catalog key and params of the question asked before ``action`` ("End the turn with 2 energy left?"),
        or ``None`` when it gives up nothing."""
