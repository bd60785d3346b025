"""Pictures of games, drawn from views only (never from a full state) and returned as PNG bytes.

Each game has a module here with ``render_board(view, *, names, lang, highlight)`` and
``render_hand(view, *, lang)``; :func:`renderer` finds it by game id.  The bot runs them through
:func:`render.common.render_off_loop` so drawing never blocks the event loop.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any, Protocol, cast

_MODULES = {"aod": "render.aod"}


class GameRenderer(Protocol):
    def render_board(self, view: Any, *, names: Mapping[int, str], lang: str = ..., highlight: Any = ...) -> bytes: ...

    def render_hand(self, view: Any, *, lang: str = ...) -> bytes: ...


def renderer(game_id: str) -> GameRenderer:
    """The picture module of a registered game; ``KeyError`` if it has none."""
    return cast(GameRenderer, importlib.import_module(_MODULES[game_id]))
