"""The Angel of Darkness components, loaded once from ``data/aod`` and checked before any game starts.

Most contents are reconstructed (see ``seeds/aod.md`` AOD-DATA-*); the checks below pin the facts the
rulebook and reviews do give, so an edited data file that breaks them fails at import, not mid-game.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from data import load_json
from rules.aod.model import (
    CardSpec,
    CardType,
    CounterKind,
    Direction,
    DiscoverySpec,
    ObjectSpec,
    Symbol,
    TileSpec,
)
from rules.core import ContentError

CARD_COUNTS = {CardType.ENERGY: 25, CardType.AMMO: 16, CardType.LIFE: 14}
TILE_COUNT = 25
TORCH_COUNT = 5
OBJECT_KINDS = {CounterKind.EVIDENCE: 4, CounterKind.PAINTING: 4, CounterKind.LARGE: 1}



@dataclass(frozen=True)
class AodContent:
    tiles: dict[str, TileSpec]
    cards: dict[str, CardSpec]
    discovery: dict[str, DiscoverySpec]
    objects: dict[str, ObjectSpec]

    @property
    def large_id(self) -> str:
        return next(o.id for o in self.objects.values() if o.kind is CounterKind.LARGE)


def _items(name: str, key: str) -> list[Any]:
    raw = load_json(f"aod/{name}.json")
    if set(raw) != {"provenance", key} or not str(raw["provenance"]).strip():
        raise ContentError(f"aod/{name}.json needs exactly 'provenance' and '{key}'")
    return list(raw[key])


def _by_id(specs: list[Any]) -> dict[str, Any]:
    out = {s.id: s for s in specs}
    if len(out) != len(specs):
        raise ContentError("duplicate ids")
    return out


def _check_tiles(tiles: dict[str, TileSpec]) -> None:
    if len(tiles) != TILE_COUNT:
        raise ContentError(f"expected {TILE_COUNT} tiles, got {len(tiles)}")
    if sum(t.symbol is Symbol.TORCH for t in tiles.values()) != TORCH_COUNT:
        raise ContentError(f"expected {TORCH_COUNT} torch tiles")
    for t in tiles.values():
        if not 1 <= len(t.open) < len(Direction):
            raise ContentError(f"tile {t.id} needs at least one corridor and one wall")


def _check_cards(cards: dict[str, CardSpec]) -> None:
    counts = Counter(c.type for c in cards.values())
    if dict(counts) != CARD_COUNTS:
        raise ContentError(f"card counts {dict(counts)} differ from {CARD_COUNTS}")


def _check_counters(discovery: dict[str, DiscoverySpec], objects: dict[str, ObjectSpec]) -> None:
    if len(discovery) != TORCH_COUNT:
        raise ContentError(f"expected {TORCH_COUNT} discovery counters")
    if Counter(o.kind for o in objects.values()) != Counter(OBJECT_KINDS):
        raise ContentError("expected 4 evidence, 4 paintings and 1 large counter")
    if sum(d.objects for d in discovery.values()) != len(objects):
        raise ContentError("discovery counters must place every object exactly once")


@lru_cache(maxsize=1)
def content() -> AodContent:
    """The validated components (cached: content never changes while the bot runs)."""
    tiles = _by_id([TileSpec.model_validate(x) for x in _items("tiles", "tiles")])
    cards = _by_id([CardSpec.model_validate(x) for x in _items("cards", "cards")])
    discovery = _by_id([DiscoverySpec.model_validate(x) for x in _items("discovery", "discovery")])
    objects = _by_id([ObjectSpec.model_validate(x) for x in _items("objects", "objects")])
    _check_tiles(tiles)
    _check_cards(cards)
    _check_counters(discovery, objects)
    return AodContent(tiles, cards, discovery, objects)
