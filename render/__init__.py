"""Pictures of games, drawn from views only (never from a full state) and returned as PNG bytes.

Each game has a module here with ``render_board(view, *, names, lang, highlight, result)`` (the final
board names the winners and scores when given the public :class:`rules.core.Result`; ``highlight`` is
what ``last_move(events)`` reads from the public events of the latest actions: the moves to mark),
``render_hand(view, *, lang)`` and ``alt_text(view, *, names, lang, result)`` (the picture in words,
for Discord's attachment description); :func:`renderer` finds it by game id.  The bot runs them through
:func:`render.workers.render_off_loop` so drawing never blocks the event loop.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, cast, runtime_checkable

from rules.core import Event, Result

_MODULES = {"aod": "render.aod", "catacombs": "render.catacombs", "darktomb": "render.darktomb", "underworld": "render.underworld"}


class GameRenderer(Protocol):
    def render_board(self, view: Any, *, names: Mapping[int, str], lang: str = ..., highlight: Any = ...,
                     result: Result | None = ...) -> bytes: ...

    def last_move(self, events: Sequence[Event]) -> Any: ...

    def render_hand(self, view: Any, *, lang: str = ...) -> bytes: ...

    def alt_text(self, view: Any, *, names: Mapping[int, str], lang: str = ..., result: Result | None = ...) -> str: ...


@runtime_checkable
class ShotRenderer(Protocol):
    """The optional part of a dexterity game's renderer: a short animation of the last shot, and
    that shot in words (the animation's alt text)."""

    def render_shot_gif(self, view: Any, *, names: Mapping[int, str] | None = ..., lang: str = ...,
                        events: Sequence[Event] = ...) -> bytes: ...

    def shot_alt_text(self, view: Any, *, names: Mapping[int, str] | None = ..., lang: str = ...,
                      events: Sequence[Event] = ...) -> str: ...


def shot_renderer(game_kind: str) -> ShotRenderer | None:
    """The game's picture module if it draws shots, else ``None``."""
    drawer = renderer(game_kind)
    return drawer if isinstance(drawer, ShotRenderer) else None


def renderer(game_kind: str) -> GameRenderer:
    """The picture module of a registered game; ``KeyError`` if it has none."""
    return cast(GameRenderer, importlib.import_module(_MODULES[game_kind]))
