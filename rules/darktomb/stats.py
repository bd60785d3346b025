"""What a figure's numbers are right now: printed values plus items, shield and familiar rules."""

from __future__ import annotations

from rules.darktomb.content import content
from rules.darktomb.model import ActionSpec, DarkTombState, Familiar, Hero, ItemKind, ItemSpec, MonsterSpec


def item_spec(item: str) -> ItemSpec:
    """Spec of an item instance (``draught2`` is the second copy of ``draught``)."""
    return content().items[item.rstrip("0123456789")]


def has_item(hero: Hero, kind: ItemKind) -> bool:
    return any(item_spec(i).kind is kind for i in hero.items)


def hero_armour(hero: Hero) -> int:
    bonus = sum(item_spec(i).amount for i in hero.items if item_spec(i).kind is ItemKind.ARMOUR)
    return content().heroes[hero.id].armour + bonus + hero.shield


def hero_move(hero: Hero) -> int:
    """Movement points: skates replace the walk (DT-ITEM-7); a plank costs 1 (DT-SPEC-5)."""
    move = content().heroes[hero.id].move
    skates = [item_spec(i).amount for i in hero.items if item_spec(i).kind is ItemKind.SKATES]
    if skates:
        move = max(move, *skates)
    if has_item(hero, ItemKind.PLANK):
        move -= 1
    return max(1, move)


def ice_free(hero: Hero) -> bool:
    return has_item(hero, ItemKind.CRAMPONS) or has_item(hero, ItemKind.SKATES)


def floats(hero: Hero) -> bool:
    return has_item(hero, ItemKind.PLANK)


def max_hp(hero: Hero) -> int:
    return content().heroes[hero.id].hp


def card(hero: Hero, index: int) -> ActionSpec:
    return content().heroes[hero.id].actions[index - 1]


def familiar_armour(familiar: Familiar) -> int:
    return content().familiars[familiar.id].armour


def monster_spec(spec: str) -> MonsterSpec:
    return content().monsters[spec]


def hero(state: DarkTombState, hero_id: str) -> Hero:
    return next(h for h in state.heroes if h.id == hero_id)


def hero_index(state: DarkTombState, hero_id: str) -> int:
    return next(i for i, h in enumerate(state.heroes) if h.id == hero_id)


def familiar_of(state: DarkTombState, hero_id: str) -> Familiar | None:
    return next((f for f in state.familiars if f.master == hero_id), None)
