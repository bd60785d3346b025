"""Catalog key and parameters labelling an action for its player (buttons, autocomplete, logs).

Card names travel as ``card_type`` values ``cc_<id>`` (catalog ``card.cc_<id>``) so they never clash
with another game's cards; teams as ``side``; disks by the label printed on the arena picture.
"""

from __future__ import annotations

from typing import Any

from rules.catacombs.model import CcAction, CcState, Discard, Flick, Play, Skip, SpendArmour, Target
from rules.catacombs.arena import PROJECTILE
from rules.catacombs.content import content
from rules.catacombs.shots import PROJECTILE_OF, companion, current_shot
from rules.catacombs.tokens import active_disk
from rules.core import Seat


def card_param(card: str) -> str:
    return f"cc_{card}"


def describe(s: CcState, seat: Seat, action: CcAction) -> tuple[str, dict[str, Any]]:
    match action:
        case Play(card=card) | Discard(card=card) | SpendArmour(card=card):
            return f"action.catacombs.{action.kind}", {"card_type": card_param(card)}
        case Target(disk=disk):
            return "action.catacombs.target", {"disk": disk}
        case Skip():
            return f"action.catacombs.skip_{s.phase}", {}
        case Flick(origin=origin, angle=angle, at=at, offset=offset, power=power, place=place, gap=gap):
            disk = origin or _implied_disk(s)
            laid = "" if place is None else "_laid"
            params: dict[str, Any] = {"disk": disk, "power": power}
            if place is not None:
                gap = content().physics.projectile_default_gap_cm if gap is None else gap
                params |= {"place": place, "gap": gap}
            if at is not None:
                return f"action.catacombs.flick_at{laid}", params | {"at": at, "offset": offset}
            return f"action.catacombs.flick{laid}", params | {"angle": angle}
    return f"action.catacombs.{action.kind}", {}


def _implied_disk(s: CcState) -> str:
    """The disk a flick without an origin moves in this phase (the projectile for ranged shots)."""
    if s.finished or s.phase == "obstacle":
        return "—"
    if s.phase == "retry":
        return PROJECTILE
    if s.phase == "companion":
        return companion(s)
    shot = current_shot(s) if s.phase == "shot" else None
    return PROJECTILE if shot in PROJECTILE_OF else active_disk(s)
