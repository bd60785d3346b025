"""Cheap copy-on-write of the game state, so ``apply`` never touches its input.

Top-level containers are copied; nested models stay shared and are replaced, never changed in place,
through the setters below.
"""

from __future__ import annotations

from typing import Any

from rules.darktomb.model import DarkTombState


def working_copy(state: DarkTombState) -> DarkTombState:
    s = state.model_copy()
    s.rng = state.rng.model_copy()
    for name in ("stage_order", "stages_won", "terrain", "tiles", "heroes", "familiars", "monsters",
                 "monster_deck", "item_deck", "cubes", "drops", "spent", "order", "monster_queue"):
        setattr(s, name, list(getattr(state, name)))
    s.initiative = dict(state.initiative)
    return s


def set_hero(s: DarkTombState, index: int, **changes: Any) -> None:
    s.heroes[index] = s.heroes[index].model_copy(update=changes)


def set_monster(s: DarkTombState, index: int, **changes: Any) -> None:
    s.monsters[index] = s.monsters[index].model_copy(update=changes)


def set_familiar(s: DarkTombState, index: int, **changes: Any) -> None:
    s.familiars[index] = s.familiars[index].model_copy(update=changes)


def set_tile(s: DarkTombState, index: int, **changes: Any) -> None:
    s.tiles[index] = s.tiles[index].model_copy(update=changes)
