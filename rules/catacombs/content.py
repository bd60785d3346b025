"""Catacombs Conquest components, loaded once from ``data/catacombs`` and checked before any game.

Most numbers are reconstructed (seeds/catacombs.md CC-DATA-*); the checks pin what is known (28 cards
per team, the cards the tutorial names) so an edited data file fails at import, not mid-game.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from data import load_json
from rules.catacombs.model import (
    Ability,
    CardSpec,
    Deck,
    DiskKind,
    PhysicsSpec,
    ShotKind,
    ShotSpec,
    Side,
    Steadiness,
    SteadinessSpec,
)
from rules.core import ContentError

DECK_SIZE = 28
TUTORIAL_CARDS = {
    "berserker_mage": (Side.SWORD, ("combat", "move", "combat"), None),
    "royal_archer": (Side.SWORD, ("longbow", "longbow"), None),
    "enchantress": (Side.SWORD, ("move", "fireball*"), Ability.HEAL),
    "witch_hunter": (Side.SWORD, None, Ability.RESET),
    "zombie": (Side.SKULL, ("move", "move"), Ability.SURPRISE_ATTACK),
    "marauder": (Side.SKULL, ("move", "missile"), Ability.STEAL),
    "behemoth": (Side.SKULL, ("critical", "move"), Ability.STUN),
    "witch": (Side.SKULL, ("move", "powerful_wave"), None),
    "phoenix": (Side.SKULL, None, Ability.RESET),
}
TOTAL_TOKENS = 24  # double-sided health tokens in the box (review [C1]); the bank holds the rest



@dataclass(frozen=True)
class CcContent:
    cards: dict[str, CardSpec]
    copies: dict[Deck, dict[str, int]]  # copies of every card in each mix (0: not in it)
    skull_short: dict[Deck, dict[int, int]]  # per mix and player count: tokens the Skull starts short (CC-SET-5)
    physics: PhysicsSpec
    steadiness: dict[Steadiness, SteadinessSpec]
    clip_sigmas: float

    def radius(self, kind: DiskKind) -> float:
        return self.physics.disks[kind].diameter_cm / 2

    def mass(self, kind: DiskKind) -> float:
        """Grams: area × thickness × wood density (mass proportional to area, thin disks lighter)."""
        spec = self.physics.disks[kind]
        return math.pi * (spec.diameter_cm / 2) ** 2 * spec.thickness_cm * self.physics.wood_density_g_cm3

    def deck(self, side: Side, mix: Deck) -> list[str]:
        """Every card of a team's deck in that mix, one id per copy, in data-file order."""
        return [c.id for c in self.cards.values() if c.team is side for _ in range(self.copies[mix][c.id])]


def _shot(code: str) -> ShotSpec:
    return ShotSpec(kind=ShotKind(code.rstrip("*")), targeted=code.endswith("*"))


def _card(raw: dict[str, Any]) -> CardSpec:
    fields = dict(raw)
    fields["card_class"] = fields.pop("class")
    fields["shots"] = tuple(_shot(code) for code in fields["shots"])
    return CardSpec.model_validate(fields)


def _physics(raw: dict[str, Any]) -> PhysicsSpec:
    fields = {k: v for k, v in raw.items() if k not in ("provenance", "arena", "obstacle_cross_cm")}
    fields["width_cm"] = raw["arena"]["width_cm"]
    fields["height_cm"] = raw["arena"]["height_cm"]
    fields["obstacle_dx_cm"] = raw["obstacle_cross_cm"]["dx"]
    fields["obstacle_dy_cm"] = raw["obstacle_cross_cm"]["dy"]
    return PhysicsSpec.model_validate(fields)


def _mixes(cards: dict[str, CardSpec], changes: dict[str, Any]) -> dict[Deck, dict[str, int]]:
    """Each mix's copies: a card's own ``copies`` make the first mix, ``deck_changes`` retune later ones."""
    first = {c.id: c.copies for c in cards.values()}
    if set(changes) != set(Deck) - {Deck.FIRST}:
        raise ContentError("catacombs/cards.json: 'deck_changes' needs exactly the later mixes")
    mixes = {Deck.FIRST: first}
    for name, change in changes.items():
        if not {"provenance", "copies"} <= set(change) <= {"provenance", "copies", "skull_tokens_short"}:
            raise ContentError(f"deck mix {name}: needs 'provenance' and 'copies', may add 'skull_tokens_short'")
        copies = change["copies"]
        if not set(copies) <= set(first) or not all(0 <= n <= 4 for n in copies.values()):
            raise ContentError(f"deck mix {name}: unknown card or copies outside 0-4")
        mixes[Deck(name)] = {**first, **copies}
    for mix, counts in mixes.items():
        for side in Side:
            count = sum(n for card_id, n in counts.items() if cards[card_id].team is side)
            if count != DECK_SIZE:
                raise ContentError(f"{side.value} deck ({mix.value}) has {count} cards, expected {DECK_SIZE}")
    return mixes


def _skull_short(changes: dict[str, Any]) -> dict[Deck, dict[int, int]]:
    """Per mix, the tokens the Skull starts short at each player count named (none in the first mix)."""
    out: dict[Deck, dict[int, int]] = {Deck.FIRST: {}}
    for name, change in changes.items():
        short = {int(n): k for n, k in change.get("skull_tokens_short", {}).items()}
        if not set(short) <= {2, 3, 4} or not all(0 <= k <= 2 for k in short.values()):
            raise ContentError(f"deck mix {name}: 'skull_tokens_short' maps 2, 3 or 4 players to 0-2 tokens")
        out[Deck(name)] = short
    return out


def _check_cards(cards: dict[str, CardSpec]) -> None:
    for card_id, (side, shots, ability) in TUTORIAL_CARDS.items():
        spec = cards.get(card_id)
        if spec is None or spec.team is not side or spec.ability is not ability:
            raise ContentError(f"{card_id} contradicts the rulebook tutorial")
        if shots is not None and shots != tuple(s.kind.value + ("*" if s.targeted else "") for s in spec.shots):
            raise ContentError(f"{card_id} shot sequence contradicts the rulebook tutorial")
    for spec in cards.values():
        if not spec.shots:
            raise ContentError(f"{spec.id} needs a shot sequence")
        if any(s.targeted and s.kind in (ShotKind.MOVE, ShotKind.COMBAT, ShotKind.CRITICAL) for s in spec.shots):
            raise ContentError(f"{spec.id}: only ranged shots may be targeted")
    if not cards["marauder"].armour or not cards["behemoth"].armour:
        raise ContentError("the Marauder and the Behemoth carry armour (rulebook tutorial)")


@lru_cache(maxsize=1)
def content() -> CcContent:
    """The validated components (cached: content never changes while the bot runs)."""
    raw_cards = load_json("catacombs/cards.json")
    if set(raw_cards) != {"provenance", "cards", "deck_changes"}:
        raise ContentError("catacombs/cards.json needs exactly 'provenance', 'cards' and 'deck_changes'")
    cards = {c.id: c for c in (_card(x) for x in raw_cards["cards"])}
    if len(cards) != len(raw_cards["cards"]):
        raise ContentError("duplicate card ids")
    _check_cards(cards)
    copies = _mixes(cards, raw_cards["deck_changes"])
    skull_short = _skull_short(raw_cards["deck_changes"])
    physics = _physics(load_json("catacombs/physics.json"))
    if set(physics.disks) != set(DiskKind):
        raise ContentError("physics.json must size every disk kind")
    hands = load_json("catacombs/steadiness.json")
    steadiness = {Steadiness(k): SteadinessSpec.model_validate(v) for k, v in hands["levels"].items()}
    if set(steadiness) != set(Steadiness):
        raise ContentError("steadiness.json must define every level")
    if not steadiness[Steadiness.NONE].exact or not 1 <= hands["clip_sigmas"] <= 4:
        raise ContentError("steadiness.json: 'none' must be exact and clip_sigmas between 1 and 4")
    return CcContent(cards, copies, skull_short, physics, steadiness, float(hands["clip_sigmas"]))
