"""Underworld components, loaded once from ``data/underworld`` and checked before any game starts.

Known facts of rulebook 003 (60 progress cards, 6 obstacles and 6 enemies per region, 20 objects,
four Thor objects…) are checked here, and every effect in the data is checked against the effect
vocabulary, so an edited data file fails at import, not mid-game (UW-DATA-*).
"""

from __future__ import annotations

from collections import Counter as Tally
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any

from data import load_json
from rules.core import ContentError
from rules.underworld.model import (
    Axis,
    EnemySpec,
    Item,
    ObjectSpec,
    RegionSpec,
    SetupSpec,
    Tracks,
)

OBSTACLES_PER_REGION = 6
ENEMIES_PER_REGION = 6
OBJECT_COUNT = 20
THOR_COUNT = 4
MAX_COST_KINDS = 2  # action labels name at most two kinds of items
SIMPLE_SPACES = {"vp", "die", "card", "adr", "med", "tre", "rel"}
REVEALED = "revealed"  # cost item: the type of the card shown by ``reveal_top`` (UW-OBS-JAN-4)

# op -> (required keys, optional keys); "seat" is added by the engine, never written in data.
EFFECT_KEYS: dict[str, tuple[set[str], set[str]]] = {
    "cost": ({"scope", "costs"}, {"fail", "reward"}),
    "if_axis": ({"axis", "finished", "then"}, {"else"}),
    "roll": ({"n"}, set()),
    "wound": ({"n"}, set()),
    "heal": ({"n"}, set()),
    "draw": ({"n"}, set()),
    "all_draw": ({"n"}, set()),
    "defeat": ({"n"}, set()),
    "advance": ({"axis"}, set()),
    "choose_axis": (set(), set()),
    "gain": ({"counter"}, set()),
    "object": ({"id"}, set()),
    "eliminate": (set(), set()),
    "discard_hand": (set(), set()),
    "guess": (set(), set()),
    "reveal_top": (set(), set()),
    "lose": ({"reason"}, set()),
}



@dataclass(frozen=True)
class UwContent:
    boards: dict[Tracks, tuple[RegionSpec, ...]]  # the region boards under each set of tracks (UW-BAL-4)
    objects: dict[str, ObjectSpec]
    enemies: dict[str, EnemySpec]
    cards: dict[str, Axis]  # progress card id -> type
    setup: dict[int, SetupSpec]
    supply: dict[str, int]
    start_health: int
    health_cap: int
    adrenaline_max: int
    actions_per_turn: int
    progress_die: tuple[str, ...]
    obstacle_die: tuple[str, ...]
    enemy_limit: int
    region_damage: tuple[tuple[int, int], ...]  # (at least this many visible, health lost)
    jormungandr_base: int
    jormungandr_per_missing: int
    solo_challenge_draws: tuple[int, ...]  # cards drawn on successive solo turns with the challenge option (UW-OPT-2)

    @property
    def thor(self) -> tuple[str, ...]:
        return tuple(o.id for o in self.objects.values() if o.thor)

    @cached_property
    def region_ids(self) -> tuple[str, ...]:
        """The regions in play order (the same under every set of tracks); read on the search's hot path."""
        return tuple(r.id for r in self.boards[Tracks.FIRST])

    def regions(self, tracks: Tracks) -> tuple[RegionSpec, ...]:
        return self.boards[tracks]

    def region_index(self, region_id: str) -> int:
        return self.region_ids.index(region_id)


def _check_effect(effect: Any, objects: set[str], where: str) -> None:
    if not isinstance(effect, dict) or effect.get("op") not in EFFECT_KEYS:
        raise ContentError(f"{where}: unknown effect {effect!r}")
    required, optional = EFFECT_KEYS[effect["op"]]
    keys = set(effect) - {"op"}
    if not required <= keys <= required | optional:
        raise ContentError(f"{where}: effect {effect['op']} needs {sorted(required)}, got {sorted(keys)}")
    if "axis" in effect:
        Axis(effect["axis"])
    if effect["op"] == "object" and effect["id"] not in objects:
        raise ContentError(f"{where}: unknown object {effect['id']}")
    if effect["op"] == "cost":
        _check_cost(effect, where)
    for inner in _inner(effect):
        _check_effect(inner, objects, where)


def _inner(effect: dict[str, Any]) -> list[Any]:
    return [inner for key in ("then", "else", "fail", "reward") for inner in effect.get(key, ())]


def _granted(effects: tuple[Any, ...] | list[Any]) -> list[str]:
    """Objects an obstacle hands out (the tranquilizer guns), however deeply nested."""
    found: list[str] = []
    for effect in effects:
        found += [effect["id"]] if effect["op"] == "object" else []
        found += _granted(_inner(effect))
    return found


def _check_cost(effect: dict[str, Any], where: str) -> None:
    if effect["scope"] not in ("self", "each", "total") or not effect["costs"]:
        raise ContentError(f"{where}: bad cost {effect!r}")
    if effect["scope"] == "total" and len(effect["costs"]) != 1:
        raise ContentError(f"{where}: a pooled cost has exactly one alternative")
    for alternative in effect["costs"]:
        if len(alternative) > MAX_COST_KINDS:
            raise ContentError(f"{where}: at most {MAX_COST_KINDS} kinds of items per price (UW-NOT-2)")
        for item, count in alternative.items():
            if item != REVEALED:
                Item(item)
            if count < 1:
                raise ContentError(f"{where}: counts start at 1")


def _check_space(code: str, region: RegionSpec, objects: dict[str, ObjectSpec]) -> None:
    if code in SIMPLE_SPACES or code == "jormungandr":
        return
    name = code.removeprefix("obj:")
    if name == code or name not in objects or objects[name].region != region.id:
        raise ContentError(f"{region.id}: bad space {code!r}")


def _check_regions(regions: tuple[RegionSpec, ...], objects: dict[str, ObjectSpec], order: list[str]) -> None:
    if [r.id for r in regions] != order:
        raise ContentError(f"regions must be {order}")
    on_track: list[str] = []
    for region in regions:
        if len(region.obstacles) != OBSTACLES_PER_REGION:
            raise ContentError(f"{region.id}: {OBSTACLES_PER_REGION} obstacles expected")
        for axis in Axis:
            for code in region.track(axis):
                _check_space(code, region, objects)
                on_track += [code.removeprefix("obj:")] if code.startswith("obj:") else []
        finale = [code == "jormungandr" for code in region.acrobatics]
        if any(finale[:-1]) or (finale[-1] != (region is regions[-1])):
            raise ContentError("Jörmungandr is the last acrobatics space of the last region only")
        for obstacle in region.obstacles:
            for effect in obstacle.effects:
                _check_effect(effect, set(objects), obstacle.id)
            on_track += _granted(obstacle.effects)
        for effect in region.on_leave:
            _check_effect(effect, set(objects), region.id)
    if len(on_track) != len(set(on_track)):
        raise ContentError("an object appears on two spaces")
    if set(on_track) != set(objects):
        raise ContentError(f"objects nobody can find: {sorted(set(objects) - set(on_track))}")


def _check_pieces(objects: dict[str, ObjectSpec], enemies: dict[str, EnemySpec], order: list[str]) -> None:
    if len(objects) != OBJECT_COUNT or sum(o.thor for o in objects.values()) != THOR_COUNT:
        raise ContentError(f"{OBJECT_COUNT} objects with {THOR_COUNT} Thor objects expected")
    if Tally(e.region for e in enemies.values()) != Tally({r: ENEMIES_PER_REGION for r in order}):
        raise ContentError(f"{ENEMIES_PER_REGION} enemies per region expected")
    if any(len(e.cost) > MAX_COST_KINDS for e in enemies.values()):
        raise ContentError(f"an enemy asks for more than {MAX_COST_KINDS} kinds of items")
    for spec in objects.values():
        if spec.region not in order:
            raise ContentError(f"object {spec.id}: unknown region")
        for effect in spec.effects:
            _check_effect(effect, set(objects), spec.id)


def _by_id(specs: list[Any]) -> dict[str, Any]:
    out = {s.id: s for s in specs}
    if len(out) != len(specs):
        raise ContentError("duplicate ids")
    return out


def _items(name: str, key: str) -> list[Any]:
    raw = load_json(f"underworld/{name}.json")
    if set(raw) != {"provenance", key} or not str(raw["provenance"]).strip():
        raise ContentError(f"underworld/{name}.json needs exactly 'provenance' and '{key}'")
    return list(raw[key])


def _cards(counts: dict[str, int]) -> dict[str, Axis]:
    if set(counts) != {a.value for a in Axis} or sum(counts.values()) != 60:
        raise ContentError("60 progress cards of the three types expected")
    return {f"{axis[:3]}{i:02d}": Axis(axis) for axis, n in counts.items() for i in range(1, n + 1)}


@lru_cache(maxsize=1)
def content() -> UwContent:
    """The validated components (cached: content never changes while the bot runs)."""
    numbers = load_json("underworld/rules.json")
    known, built = numbers["known"], numbers["reconstructed"]
    objects = _by_id([ObjectSpec.model_validate(x) for x in _items("objects", "objects")])
    enemies = _by_id([EnemySpec.model_validate(x) for x in _items("enemies", "enemies")])
    order = list(known["region_order"])
    boards = _boards()
    for regions in boards.values():
        _check_regions(regions, objects, order)
    _check_pieces(objects, enemies, order)
    return UwContent(
        boards=boards, objects=objects, enemies=enemies, cards=_cards(known["progress_cards"]),
        setup={int(n): SetupSpec.model_validate(s) for n, s in known["setup"].items()},
        supply=dict(known["supply"]), start_health=known["start_health"], health_cap=built["health_cap"],
        adrenaline_max=built["adrenaline_max"], actions_per_turn=known["actions_per_turn"],
        progress_die=tuple(known["progress_die"]), obstacle_die=tuple(known["obstacle_die"]),
        enemy_limit=known["enemy_limit"], region_damage=tuple(tuple(x) for x in known["region_change_damage"]),
        jormungandr_base=known["jormungandr"]["base"],
        jormungandr_per_missing=known["jormungandr"]["per_missing_thor"],
        solo_challenge_draws=_draw_cycle(built["solo_challenge_draws"]),
    )


def _boards() -> dict[Tracks, tuple[RegionSpec, ...]]:
    """Each set of tracks: the regions as written make the first, ``track_changes`` replace whole
    tracks of some regions for later sets; obstacles never change."""
    raw = load_json("underworld/regions.json")
    if set(raw) != {"provenance", "regions", "track_changes"} or not str(raw["provenance"]).strip():
        raise ContentError("underworld/regions.json needs exactly 'provenance', 'regions' and 'track_changes'")
    first = tuple(RegionSpec.model_validate(x) for x in raw["regions"])
    changes = raw["track_changes"]
    if set(changes) != {t.value for t in Tracks} - {Tracks.FIRST.value}:
        raise ContentError("underworld/regions.json: 'track_changes' needs exactly the later sets of tracks")
    boards = {Tracks.FIRST: first}
    for name, change in changes.items():
        if not set(change) <= {r.id for r in first} or any(not set(t) <= {a.value for a in Axis}
                                                            for t in change.values()):
            raise ContentError(f"tracks {name}: unknown region or track")
        boards[Tracks(name)] = tuple(r.model_copy(update={axis: tuple(spaces) for axis, spaces in
                                                          change.get(r.id, {}).items()}) for r in first)
    return boards


def _draw_cycle(counts: list[int]) -> tuple[int, ...]:
    if not counts or any(not isinstance(n, int) or n < 1 for n in counts):
        raise ContentError("solo_challenge_draws: a non-empty list of card counts, each at least 1")
    return tuple(counts)
