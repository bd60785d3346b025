"""How hard each level thinks.  Weaker levels search less, look less far ahead and pick less sharply."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class LevelParams:
    iterations: int  # deals searched (divided by a slow game's ITERATION_COST)
    rollout_depth: int  # careful-random moves after the tree before judging the position
    temperature: float  # 0: most visited move; higher: a visit-weighted draw
    time_cap_s: float  # safety net only; the iteration count is the budget


LEVELS: dict[str, LevelParams] = {
    "easy": LevelParams(iterations=24, rollout_depth=3, temperature=1.0, time_cap_s=0.18),
    "normal": LevelParams(iterations=100, rollout_depth=8, temperature=0.5, time_cap_s=0.8),
    "strong": LevelParams(iterations=240, rollout_depth=10, temperature=0.0, time_cap_s=1.8),
}

NO_CAP_S = 600.0
"""A time cap no decision reaches: benchmarks pass it so the iteration count alone bounds a search, and
a busy machine slows them without changing any decision."""
