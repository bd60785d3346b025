"""Choosing a seat's action, the same for every way in (the bot's panel, the Activity's table): the legal
actions labelled and ordered as a player sees them, the pick by notation that asks once before throwing
something away, and the words of a refusal.  No Discord here: the bot adds its typed-text matching and its
buttons, the web its JSON."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from core.i18n import t
from core.service import Game
from rules.core import IllegalAction, Seat, WarnsOfWaste, kind_of

Names = Mapping[Seat, str]
ECHO_LIMIT = 80
"""Characters of the player's own text quoted back in a refusal (a whole pasted paragraph is not)."""
REASON_LIMIT = 2000
"""The longest refusal text (Discord's message limit: the bot sends it as is)."""
Question = tuple[str, dict[str, Any]]
"""A catalog key and its params: what a player is asked before an action that throws something away."""


class AsksFirst(Exception):
    """The action would throw away what the turn still offers: the player confirms it first (nothing applied);
    ``question`` is what to ask, as the game words it for the state the action was picked in."""

    def __init__(self, action: BaseModel, question: Question) -> None:
        super().__init__()
        self.action = action
        self.question = question


@dataclass
class Pick:
    """Chooses the player's action under the game's lock (a ``core.service.Choose``): by notation (a button,
    a menu, a tap).  Unless ``confirmed``, an action that forfeits something raises :class:`AsksFirst`
    instead; :attr:`action` is the action applied."""

    text: str
    confirmed: bool = False
    action: BaseModel | None = field(default=None, init=False)

    def __call__(self, game: Game, state: BaseModel, seat: Seat) -> BaseModel:
        action = self.read(game, state, seat)
        question = None if self.confirmed else forfeit(game, state, seat, action)
        if question is not None:
            game.apply(state, seat, action)  # a move the rules refuse gets their reason, not a question
            raise AsksFirst(action, question)
        self.action = action
        return action

    def read(self, game: Game, state: BaseModel, seat: Seat) -> BaseModel:
        """The action :attr:`text` names (its notation)."""
        action: BaseModel = game.parse_action(self.text)
        return action


@dataclass(frozen=True, slots=True)
class Choice:
    """One legal action as a player is offered it; ``quiet`` ones give up the turn or change nothing
    (grey, after the real moves)."""

    action: BaseModel
    notation: str
    label: str
    kind: str
    quiet: bool


def forfeit(game: Game, state: BaseModel, seat: Seat, action: BaseModel) -> Question | None:
    """The game's question before ``action`` if it throws something away (``rules.core.WarnsOfWaste``)."""
    return game.forfeit(state, seat, action) if isinstance(game, WarnsOfWaste) else None


def action_label(game: Game, state: BaseModel, seat: Seat, action: BaseModel, lang: str, names: Names) -> str:
    """The action in words, as its button says it (``names``: plain names, a label shows no markdown)."""
    key, params = game.describe_action(state, seat, action)
    return t(key, lang, names, **params)


def quiet_kinds(game: Game) -> frozenset[str]:
    """Action kinds shown grey: those that give up the turn, and those that change nothing that matters."""
    return game.info.quiet_kinds | game.info.idle_kinds


def choices(game: Game, state: BaseModel, seat: Seat, lang: str, names: Names) -> list[Choice]:
    """The seat's legal actions, labelled for it (its own cards may show: only it is offered them), the
    real moves first, then the quiet ones."""
    quiet = quiet_kinds(game)
    offered = []
    for action in game.legal_actions(state, seat):
        kind = kind_of(action)
        offered.append(Choice(action, game.notation(action), action_label(game, state, seat, action, lang, names),
                              kind, kind in quiet))
    return sorted(offered, key=lambda choice: choice.quiet)


def describe(error: IllegalAction, lang: str, names: Names | None = None) -> str:
    """The catalog text of a refused action, in ``lang``; quoted user text is clipped."""
    return t(error.key, lang, names, **echoed(error))[:REASON_LIMIT]


def echoed(error: IllegalAction) -> dict[str, Any]:
    """The refusal's params for its text, the player's own text among them clipped to :data:`ECHO_LIMIT`."""
    return {name: (value if not isinstance(value, str) or len(value) <= ECHO_LIMIT else value[: ECHO_LIMIT - 1] + "…")
            for name, value in error.params.items()}
