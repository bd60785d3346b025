"""A finite, representative menu of actions for buttons, autocomplete and tests.

Flicks are continuous (any angle, any power); the menu offers 16 directions at three powers plus a
straight aim at each enemy the shot may wound, which is enough to play.  ``apply`` accepts any
angle, offset and power, and the random player samples them freely (CC-AIM-1).
"""

from __future__ import annotations

from rules.catacombs.arena import OBSTACLES, enemies
from rules.catacombs.flow import own_characters
from rules.catacombs.model import CcAction, CcState, Discard, Flick, Play, ShotKind, Skip, SpendArmour, Target
from rules.catacombs.shots import DAMAGE, PROJECTILE_OF, fits
from rules.catacombs.tokens import active_disk, active_side, defender
from rules.core import Seat

DIRECTIONS = tuple(i * 22.5 for i in range(16))
POWERS = (20, 50, 90)
AIMED_POWERS = (40, 70, 100)
OBSTACLE_DIRECTIONS = tuple(i * 45.0 for i in range(8))
OBSTACLE_POWERS = (15, 40)
LAID_PLACES = (60.0, -60.0)  # projectile laid beside the shooter, to shoot round something in the way (CC-SHOT-9)


def legal_actions(s: CcState, seat: Seat, to_act: frozenset[Seat]) -> list[CcAction]:
    if seat not in to_act:
        return []
    hand = sorted(set(s.hands[seat]))
    match s.phase:
        case "play":
            return [Play(card=c) for c in hand]
        case "surprise":
            return [*(Play(card=c) for c in hand), Skip()]
        case "stun":
            return [Discard(card=c) for c in hand]
        case "bonus":
            return [*(Discard(card=c) for c in hand), Skip()]
        case "armour":
            return [*(SpendArmour(card=c) for c in sorted(set(s.armour[defender(s)]))), Skip()]
        case "target":
            return [Target(disk=d) for d in enemies(active_side(s))]
        case "retry":
            return _flicks(None, _aims(s)) + [Skip()]
        case "companion":
            return _flicks(None, ())
        case "obstacle":
            return [Flick(origin=o, angle=a, power=p) for o in OBSTACLES for a in OBSTACLE_DIRECTIONS for p in OBSTACLE_POWERS]
        case "shot":
            origins: tuple[str | None, ...] = (None,)
            if s.shots[0] is ShotKind.LONGBOW:
                origins = tuple(d for d in own_characters(s) if d != active_disk(s)) + (None,)
            flicks = [a for o in origins for a in _flicks(o, _aims(s))]
            if s.shots[0] in PROJECTILE_OF:
                flicks += [a for o in origins for a in _laid(s, o)]
            return flicks
    return []


def _aims(s: CcState) -> tuple[str, ...]:
    """Disks worth aiming at straight: the named target, else both enemies for a damaging shot."""
    if s.target is not None:
        return (s.target,)
    if s.phase == "shot" and DAMAGE[s.shots[0]]:
        return enemies(active_side(s))
    return ()


def _flicks(origin: str | None, aims: tuple[str, ...]) -> list[CcAction]:
    aimed: list[CcAction] = [Flick(origin=origin, at=d, power=p) for d in aims for p in AIMED_POWERS]
    free: list[CcAction] = [Flick(origin=origin, angle=a, power=p) for a in DIRECTIONS for p in POWERS]
    return aimed + free


def _laid(s: CcState, origin: str | None) -> list[CcAction]:
    """Aimed ranged flicks with the projectile laid beside the shooter, where there is room."""
    offers = [Flick(origin=origin, at=d, power=AIMED_POWERS[1], place=p) for d in _aims(s) for p in LAID_PLACES]
    return [a for a in offers if fits(s, a)]
