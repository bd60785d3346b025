"""Every playable game, by id, with what the bot players need beside its rules.

The lobby, help, demo and bot players read this; nothing else lists games.  A new game is one
:class:`GameEntry` line in :func:`_builtin` (and one line in the render and presenter tables).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, Generic

from rules.core import A, BotSupport, GameRules, S, V

if TYPE_CHECKING:
    from rules.aod.model import AodAction, AodState, AodView
    from rules.catacombs.model import CcAction, CcState, CcView
    from rules.darktomb.model import DarkTombAction, DarkTombState, DarkTombView
    from rules.underworld.model import UwAction, UwState, UwView


@dataclass(frozen=True)
class GameEntry(Generic[S, A, V]):
    """One registered game: its rules and the bot players' support (``rules/<game>/sampling.py``), typed
    with the same models so mypy proves they fit together."""

    rules: GameRules[S, A, V]
    support: BotSupport[S, A, V]


Entry = GameEntry[Any, Any, Any]


def _builtin() -> dict[str, Entry]:
    from rules.aod.game import AOD
    from rules.aod.sampling import SUPPORT as AOD_SUPPORT
    from rules.catacombs.game import CATACOMBS
    from rules.catacombs.sampling import SUPPORT as CATACOMBS_SUPPORT
    from rules.darktomb.game import DARKTOMB
    from rules.darktomb.sampling import SUPPORT as DARKTOMB_SUPPORT
    from rules.underworld.game import UNDERWORLD
    from rules.underworld.sampling import SUPPORT as UNDERWORLD_SUPPORT

    # Typed with each game's own models, so mypy proves every game satisfies the protocol.
    aod: GameEntry[AodState, AodAction, AodView] = GameEntry(AOD, AOD_SUPPORT)
    underworld: GameEntry[UwState, UwAction, UwView] = GameEntry(UNDERWORLD, UNDERWORLD_SUPPORT)
    catacombs: GameEntry[CcState, CcAction, CcView] = GameEntry(CATACOMBS, CATACOMBS_SUPPORT)
    darktomb: GameEntry[DarkTombState, DarkTombAction, DarkTombView] = GameEntry(DARKTOMB, DARKTOMB_SUPPORT)
    return {entry.rules.info.id: entry for entry in (aod, underworld, catacombs, darktomb)}


@cache
def entries() -> dict[str, Entry]:
    """All registered games, loaded (and their content validated) on first use."""
    return _builtin()


@cache
def games() -> dict[str, GameRules[Any, Any, Any]]:
    """The rules of every registered game, by id."""
    return {game_kind: found.rules for game_kind, found in entries().items()}


def entry(game_kind: str) -> Entry:
    """The registered game with this id; ``KeyError`` if unknown (the bot offers only registered ids)."""
    return entries()[game_kind]


def get(game_kind: str) -> GameRules[Any, Any, Any]:
    """The rules of the game with this id; ``KeyError`` if unknown."""
    return entry(game_kind).rules
