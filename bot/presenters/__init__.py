"""Per-game presentation around the pictures: log layout, who-is-next line, open questions, aiming.

Generic code asks :func:`presenter_for` and never names a game.  A game that lays its texts out the
usual way needs no presenter; one that does not (a whole monster phase inside one action, a shared
cost several players pay into, a flick aimed with a form) has a module here whose ``PRESENTER``
overrides what differs, listed in :data:`_MODULES`.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Protocol

from pydantic import BaseModel

from core.i18n import t
from core.service import Game
from rules.core import Event, HasPendingDefault, HasTeamScores, Seat

Names = Mapping[Seat, str]
_MODULES = {"catacombs": "bot.presenters.catacombs", "darktomb": "bot.presenters.darktomb",
            "underworld": "bot.presenters.underworld"}
"""The games laid out their own way, and their presenter module (imported on first use: each builds on
:class:`Presenter`)."""


def log_line(actor: str, events: str, lang: str) -> str:
    """One action's line headed by who acted: ``**Alice** plays 2 energy`` when the first event already
    names the actor (bolding it rather than repeating it: "Alice: Alice plays…" wastes a phone's narrow
    line), else ``**Alice**: the tile at E5 opens…``."""
    if actor and events.startswith(actor) and events[len(actor):][:1] in (" ", "'", "’"):
        return t("bot.turn.log_line_named", lang, player=actor, events=events[len(actor):])
    return t("bot.turn.log_line", lang, player=actor, events=events)


class AimForm(Protocol):
    """A game whose action is aimed freely (an angle and a power): the panel offers a form and a preview."""

    @property
    def kind(self) -> str:
        """The action kind the form builds."""
        ...

    def notation(self, origin: str, aim: str, offset: str, power: str) -> str:
        """The action the form's four fields describe."""
        ...

    def nudges(self, game: Game, action: BaseModel) -> list[tuple[str, dict[str, object], str, int]]:
        """``(catalog key, params, notation, row)`` of the small corrections offered under a preview."""
        ...


class Presenter:
    """The usual presentation; a game's presenter overrides what it lays out differently."""

    aim: AimForm | None = None

    def log_lines(
        self, game: Game, actor: str | None, events: Sequence[Event], lang: str, names: Names, budget: int
    ) -> list[str]:
        """The public events of one action as post lines, headed by the acting player's name."""
        said = event_texts(game, events, lang, names)
        if actor is not None:
            return [log_line(actor, " · ".join(said) or "…", lang)]
        return [" · ".join(said)] if said else []

    def acting_line(self, public: BaseModel, players: str, turn: int, lang: str) -> str:
        """Who must act now (``players`` are mentions), with the turn number."""
        return t("bot.turn.to_act", lang, players=players, turn=turn)

    def question_lines(
        self, game: Game, state: BaseModel, public: BaseModel, to_act: frozenset[Seat], lang: str, names: Names
    ) -> list[str]:
        """The open out-of-turn question and the answer played if nobody answers in time."""
        default = public.pending_default if isinstance(public, HasPendingDefault) else None
        if default is None or not to_act:
            return []
        seat = min(to_act)
        key, params = game.describe_action(state, seat, game.parse_action(default))
        return [t("bot.ask.default", lang, action=t(key, lang, names, **params))]

    def score_lines(self, public: BaseModel, lang: str, names: Names) -> list[str]:
        """Team or side totals for ``/game status``; a seat playing alone is shown by name."""
        if not isinstance(public, HasTeamScores):
            return []
        lines = []
        for unit, points in public.team_scores.items():
            if unit.startswith("seat:"):
                lines.append(t("bot.result.score", lang, names, seat=int(unit.split(":")[1]), points=points))
            else:
                lines.append(t("bot.status.team_score", lang, side=unit, points=points))
        return lines


def event_texts(game: Game, events: Sequence[Event], lang: str, names: Names, *, seat: Seat | None = None) -> list[str]:
    """Phrases of the events ``seat`` may see; with no seat, PUBLIC events only (shared texts)."""
    return [
        t(f"event.{game.info.id}.{event.kind}", lang, names, **event.params)
        for event in events
        if event.to is None or (seat is not None and seat in event.to)
    ]


USUAL = Presenter()


@cache
def presenter_for(game_kind: str) -> Presenter:
    """The game's presenter: its module's ``PRESENTER`` if it has one in :data:`_MODULES`, else the usual one."""
    if game_kind not in _MODULES:
        return USUAL
    presenter = importlib.import_module(_MODULES[game_kind]).PRESENTER
    if not isinstance(presenter, Presenter):
        raise TypeError(f"{_MODULES[game_kind]}.PRESENTER must be a bot.presenters.Presenter")
    return presenter
