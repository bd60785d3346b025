"""A game's bot support, as its registry entry carries it (``SUPPORT`` in ``rules/<game>/sampling.py``)."""

from __future__ import annotations

from typing import Any

from rules import registry
from rules.core import BotSupport, GameRules

Support = BotSupport[Any, Any, Any]


def support_for(game: GameRules[Any, Any, Any]) -> Support:
    """The support registered beside the game's rules."""
    return registry.entry(game.info.id).support
