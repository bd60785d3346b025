"""Drag to flick in the Activity (CC-AIM-3): how a slingshot drag on the screen becomes a ``flick`` notation.

The browser client (``web/client/src/activity/catacombs.ts``) does this in the page; this copy of the rule
(the numbers live once, in ``data/catacombs/drag.json``, which the client's bundle also reads) is what
``bench/bench_drag.py`` fires through the rules and what the browser test checks the page against.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from data import load_json
from rules.catacombs.content import content

CARD_SHOT_PHASES = frozenset({"shot", "companion"})
"""Phases whose flick is a card's shot, so it needs the least power of one (CC-SHOT-10)."""


@dataclass(frozen=True)
class DragSpec:
    """Screen lengths in CSS pixels: releasing within ``cancel_px`` of the disk's centre cancels, a drag of
    ``full_power_px`` or more is power 100, and the power grows linearly in between."""

    cancel_px: float
    full_power_px: float


@lru_cache(maxsize=1)
def drag_spec() -> DragSpec:
    raw = load_json("catacombs/drag.json")
    return DragSpec(cancel_px=float(raw["cancel_px"]), full_power_px=float(raw["full_power_px"]))


def least_power(phase: str) -> int:
    """The gentlest flick a drag just outside the cancel zone gives: a card's shot needs a real flick."""
    return content().physics.min_card_shot_power if phase in CARD_SHOT_PHASES else 1


def drag_to_flick(dx: float, dy: float, phase: str) -> tuple[float, int] | None:
    """Angle (rules' convention: 0 = right, 90 = up, one decimal) and power of a drag ending ``(dx, dy)`` CSS
    pixels from the disk's centre, screen ``y`` downwards; None when released near the disk (cancelled).

    The aim is the drag's opposite, as with a slingshot: dragging down aims up (90°)."""
    spec = drag_spec()
    length = math.hypot(dx, dy)
    if length <= spec.cancel_px:
        return None
    angle = math.floor(math.degrees(math.atan2(dy, -dx)) % 360 * 10 + 0.5) / 10 % 360
    least = least_power(phase)
    share = min(1.0, (length - spec.cancel_px) / (spec.full_power_px - spec.cancel_px))
    return angle, min(100, max(least, math.floor(least + (100 - least) * share + 0.5)))


def flick_to_drag(angle: float, power: int, phase: str) -> tuple[float, float]:
    """The drag (CSS pixels, screen ``y`` down) that :func:`drag_to_flick` reads as this flick, in the middle
    of the lengths that round to ``power``: what a player aims for, before the hand's error."""
    spec = drag_spec()
    least = least_power(phase)
    steps = max(power - least, 0.25)  # the least power's lengths start at the cancel zone's edge
    length = spec.cancel_px + min(1.0, steps / (100 - least)) * (spec.full_power_px - spec.cancel_px)
    rad = math.radians(angle)
    return -length * math.cos(rad), length * math.sin(rad)
