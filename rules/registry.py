"""Every playable game, by id.  The lobby, help and demo read this; nothing else lists games."""

from __future__ import annotations

from typing import Any

from rules.core import GameRules


def _builtin() -> dict[str, GameRules[Any, Any, Any]]:
    from rules.aod.game import AOD
    from rules.catacombs.game import CATACOMBS
    from rules.darktomb.game import DARKTOMB
    from rules.underworld.game import UNDERWORLD

    return {AOD.info.id: AOD, UNDERWORLD.info.id: UNDERWORLD, CATACOMBS.info.id: CATACOMBS, DARKTOMB.info.id: DARKTOMB}


_GAMES: dict[str, GameRules[Any, Any, Any]] | None = None


def games() -> dict[str, GameRules[Any, Any, Any]]:
    """All registered games, loaded (and their content validated) on first use."""
    global _GAMES
    if _GAMES is None:
        _GAMES = _builtin()
    return _GAMES


def get(game_id: str) -> GameRules[Any, Any, Any]:
    """The game with this id; ``KeyError`` if unknown (the bot offers only registered ids)."""
    return games()[game_id]
