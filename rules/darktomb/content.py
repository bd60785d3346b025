"""Dark Tomb components, loaded once from ``data/darktomb`` and checked before any game starts.

Nearly everything is reconstructed (``seeds/darktomb.md`` DT-DATA-*); the checks pin the facts the
rulebook gives and the design rules the engine relies on, so a bad edit fails at start-up.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from pydantic import PositiveInt, TypeAdapter, ValidationError

from data import load_json
from rules.core import ContentError
from rules.darktomb.model import (
    TILE,
    CardKind,
    FamiliarSpec,
    HeroSpec,
    ItemSpec,
    MonsterHp,
    MonsterSpec,
    StageSpec,
)

LEGEND = set(".#~BDITMS")
PASSABLE_EDGE = set(".ITM")
STAGES = ("I", "II", "III", "IV")


HpColumn = tuple[PositiveInt, PositiveInt, PositiveInt, PositiveInt]  # HP for 1, 2, 3 and 4 heroes


@dataclass(frozen=True)
class DarkTombContent:
    heroes: dict[str, HeroSpec]
    familiars: dict[str, FamiliarSpec]
    monsters: dict[str, MonsterSpec]
    items: dict[str, ItemSpec]
    stages: dict[str, StageSpec]
    hp_changes: dict[MonsterHp, dict[str, HpColumn]]  # later HP tables over the first

    def monster_hp(self, monster_id: str, table: MonsterHp, heroes: int) -> int:
        """A monster's HP when it appears: the game's HP table (DT-OPT-5), indexed by the number of
        heroes who started the stage (DT-REV-3)."""
        return self.hp_changes.get(table, {}).get(monster_id, self.monsters[monster_id].hp)[heroes - 1]


def _file(name: str, *keys: str) -> dict[str, Any]:
    raw: dict[str, Any] = load_json(f"darktomb/{name}.json")
    if set(raw) != {"provenance", *keys} or not str(raw["provenance"]).strip():
        raise ContentError(f"darktomb/{name}.json needs exactly 'provenance' and {keys}")
    return raw


_HP_CHANGE = TypeAdapter(dict[str, HpColumn])


def _hp_changes(raw: Any, monsters: dict[str, MonsterSpec]) -> dict[MonsterHp, dict[str, HpColumn]]:
    """``hp_changes``: for each HP table after the first, the monsters whose four HP values differ."""
    if not isinstance(raw, dict) or set(raw) != {t.value for t in MonsterHp} - {MonsterHp.FIRST.value}:
        raise ContentError("darktomb/monsters.json: 'hp_changes' needs exactly the later HP tables")
    out: dict[MonsterHp, dict[str, HpColumn]] = {}
    for name, change in raw.items():
        try:
            out[MonsterHp(name)] = _HP_CHANGE.validate_python(change)
        except ValidationError as error:
            raise ContentError(f"HP table {name}: four HP values of at least 1 per monster") from error
        if not set(out[MonsterHp(name)]) <= set(monsters):
            raise ContentError(f"HP table {name}: unknown monster")
    return out


def _by_id(specs: list[Any]) -> dict[str, Any]:
    out = {s.id: s for s in specs}
    if len(out) != len(specs):
        raise ContentError("duplicate ids")
    return out


def edge_middles() -> list[tuple[int, int]]:
    """The two middle squares of every tile edge (always passable: DT-DATA-4)."""
    mid = (1, 2)
    return [(0, c) for c in mid] + [(TILE - 1, c) for c in mid] + [(r, 0) for r in mid] + [(r, TILE - 1) for r in mid]


def _check_rows(owner: str, rows: tuple[str, ...]) -> None:
    if len(rows) != TILE or any(len(r) != TILE or set(r) - LEGEND for r in rows):
        raise ContentError(f"{owner}: tiles are {TILE}x{TILE} squares of {''.join(sorted(LEGEND))}")
    if any(rows[r][c] not in PASSABLE_EDGE | {"S"} for r, c in edge_middles()):
        raise ContentError(f"{owner}: the middle squares of every edge must be passable")


def _check_stage(stage: StageSpec, c: DarkTombContent) -> None:
    _check_rows(f"{stage.id} start", stage.start)
    if sum(row.count("S") for row in stage.start) < 4:
        raise ContentError(f"{stage.id}: the start tile needs 4 start squares")
    slots = "".join(stage.layout)
    if slots.count("S") != 1 or sorted(ch for ch in slots if ch.isdigit()) != [str(i + 1) for i in range(len(stage.tiles))]:
        raise ContentError(f"{stage.id}: layout needs one S and one slot per tile")
    for tile in stage.tiles:
        _check_rows(tile.id, tile.rows)
        if "S" in "".join(tile.rows):
            raise ContentError(f"{tile.id}: only the start tile has start squares")
    marks = "".join("".join(t.rows) for t in stage.tiles)
    if marks.count("M") != len(stage.monsters) or marks.count("T") != len(stage.items):
        raise ContentError(f"{stage.id}: one monster card per M square and one item per T square")
    unknown = (set(stage.monsters) - set(c.monsters)) | (set(stage.items) - set(c.items))
    if unknown:
        raise ContentError(f"{stage.id}: unknown ids {sorted(unknown)}")


@lru_cache(maxsize=1)
def content() -> DarkTombContent:
    """The validated components (cached: content never changes while the bot runs)."""
    hero_file, monster_file = _file("heroes", "heroes", "familiars"), _file("monsters", "monsters", "hp_changes")
    heroes = _by_id([HeroSpec.model_validate(x) for x in hero_file["heroes"]])
    familiars = _by_id([FamiliarSpec.model_validate(x) for x in hero_file["familiars"]])
    monsters = _by_id([MonsterSpec.model_validate(x) for x in monster_file["monsters"]])
    hp_changes = _hp_changes(monster_file["hp_changes"], monsters)
    items = _by_id([ItemSpec.model_validate(x) for x in _file("items", "items")["items"]])
    stages = _by_id([StageSpec.model_validate(x) for x in _file("stages", "stages")["stages"]])
    c = DarkTombContent(heroes, familiars, monsters, items, stages, hp_changes)
    if {"dalia", "oash"} - set(heroes) or len(heroes) < 4:
        raise ContentError("at least four heroes, Dalia and Oash among them (DT-DATA-1)")
    if heroes["oash"].familiar != "ermine" or familiars["ermine"].hp != 1:
        raise ContentError("Oash's ermine has 1 HP (DT-FAM-1)")
    if heroes["dalia"].attack != 3 or monsters["assassin"].armour != 13:
        raise ContentError("Dalia attacks at +3 and the assassin has armour 13 (rulebook example)")
    for h in heroes.values():
        if h.familiar is not None and h.familiar not in familiars:
            raise ContentError(f"{h.id}: unknown familiar")
        if len({a.id for a in h.actions}) != 4:
            raise ContentError(f"{h.id}: four distinct action cards")
        if any(a.kind is CardKind.REVIVE for a in h.actions) and h.familiar is None:
            raise ContentError(f"{h.id}: only a familiar's master can revive it")
    for f in familiars.values():
        if f.feral_monster not in monsters:
            raise ContentError(f"{f.id}: unknown feral monster")
    if tuple(stages) != STAGES:
        raise ContentError(f"stages must be {STAGES} in order")
    for stage in stages.values():
        _check_stage(stage, c)
    return c


def ref(component_id: str) -> str:
    """Event parameter value for a hero, familiar, monster, item or card: the catalog shows its name
    through ``card.darktomb.<id>`` (``*_type`` parameter convention of ``core.i18n``)."""
    return f"darktomb.{component_id}"
