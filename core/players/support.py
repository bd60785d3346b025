"""Finding a game's bot support without naming games: ``SUPPORT`` (a :class:`rules.core.BotSupport`) in
``rules/<game>/sampling.py`` beside its rules."""

from __future__ import annotations

import importlib
from functools import lru_cache
from typing import Any

from rules.core import BotSupport, GameRules

Support = BotSupport[Any, Any, Any]


@lru_cache(maxsize=None)
def _load(package: str) -> Support:
    support = importlib.import_module(f"{package}.sampling").SUPPORT
    if not isinstance(support, BotSupport):
        raise TypeError(f"{package}.sampling.SUPPORT must be a rules.core.BotSupport")
    return support


def support_for(game: GameRules[Any, Any, Any]) -> Support:
    """The sampling module's support of the package the game object comes from (``rules.<game>``)."""
    return _load(type(game).__module__.rsplit(".", 1)[0])
