"""A random but purposeful player, so demo games and property tests reach the end.

It aims damaging shots at an enemy with a small random offset and a firm flick, wanders on move
shots, nudges an obstacle gently, and takes optional steps most of the time.  Every action it
returns is legal: it samples angles and powers inside the ranges ``apply`` accepts.
"""

from __future__ import annotations

import random

from rules.catacombs.arena import OBSTACLES, enemies
from rules.catacombs.flow import own_characters
from rules.catacombs.model import CcAction, CcState, Discard, Flick, Play, ShotKind, Skip, SpendArmour, Target
from rules.catacombs.shots import DAMAGE
from rules.catacombs.tokens import active_disk, active_side, defender
from rules.core import Seat

OPTIONAL_TAKEN = 0.7


def choose_action(s: CcState, seat: Seat, rnd: random.Random) -> CcAction:
    hand = sorted(s.hands[seat])
    match s.phase:
        case "play":
            return Play(card=rnd.choice(hand))
        case "surprise":
            return Play(card=rnd.choice(hand)) if hand and rnd.random() < OPTIONAL_TAKEN else Skip()
        case "stun":
            return Discard(card=rnd.choice(hand))
        case "bonus":
            return Discard(card=rnd.choice(hand)) if hand and rnd.random() < OPTIONAL_TAKEN else Skip()
        case "armour":
            cards = sorted(s.armour[defender(s)])
            return SpendArmour(card=rnd.choice(cards)) if rnd.random() < OPTIONAL_TAKEN else Skip()
        case "target":
            return Target(disk=rnd.choice(enemies(active_side(s))))
        case "retry":
            return _aimed(rnd, None, s.target or rnd.choice(enemies(active_side(s))))
        case "obstacle":
            return Flick(origin=rnd.choice(OBSTACLES), angle=round(rnd.uniform(0, 360), 1), power=rnd.randint(0, 35))
        case "companion":
            return _wander(rnd)
    shot = s.shots[0]
    if not DAMAGE[shot]:
        return _aimed(rnd, None, rnd.choice(enemies(active_side(s))), low=15, high=45) if rnd.random() < 0.5 else _wander(rnd)
    origin = None
    if shot is ShotKind.LONGBOW and rnd.random() < 0.5:
        origin = next(d for d in own_characters(s) if d != active_disk(s))
    return _aimed(rnd, origin, s.target or rnd.choice(enemies(active_side(s))))


def _aimed(rnd: random.Random, origin: str | None, at: str, low: int = 45, high: int = 95) -> Flick:
    return Flick(origin=origin, at=at, offset=round(rnd.uniform(-4, 4), 1), power=rnd.randint(low, high))


def _wander(rnd: random.Random) -> Flick:
    return Flick(angle=round(rnd.uniform(0, 360), 1), power=rnd.randint(5, 60))
