"""Every playable game, by id.  The lobby, help and demo read this; nothing else lists games."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core import GameRules

if TYPE_CHECKING:
    from rules.aod.model import AodAction, AodState, AodView
    from rules.catacombs.model import CcAction, CcState, CcView
    from rules.darktomb.model import DarkTombAction, DarkTombState, DarkTombView
    from rules.underworld.model import UwAction, UwState, UwView


def _builtin() -> dict[str, GameRules[Any, Any, Any]]:
    from rules.aod.game import AOD
    from rules.catacombs.game import CATACOMBS
    from rules.darktomb.game import DARKTOMB
    from rules.underworld.game import UNDERWORLD

    # Typed with each game's own models, so mypy proves every game satisfies the protocol.
    aod: GameRules[AodState, AodAction, AodView] = AOD
    underworld: GameRules[UwState, UwAction, UwView] = UNDERWORLD
    catacombs: GameRules[CcState, CcAction, CcView] = CATACOMBS
    darktomb: GameRules[DarkTombState, DarkTombAction, DarkTombView] = DARKTOMB
    return {game.info.id: game for game in (aod, underworld, catacombs, darktomb)}


_GAMES: dict[str, GameRules[Any, Any, Any]] | None = None


def games() -> dict[str, GameRules[Any, Any, Any]]:
    """All registered games, loaded (and their content validated) on first use."""
    global _GAMES
    if _GAMES is None:
        _GAMES = _builtin()
    return _GAMES


def get(game_kind: str) -> GameRules[Any, Any, Any]:
    """The game with this id; ``KeyError`` if unknown (the bot offers only registered ids)."""
    return games()[game_kind]
