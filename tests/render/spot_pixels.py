"""Reading the pictures under a tap spot, for the spot tests of AoD and Dark Tomb: what is drawn there
tells the test it sits on the thing its action names, without trusting the layout that placed it."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from PIL import Image

from render import Spot
from tests.render.spot_checks import Moment, moments, pictures, spots_of


@dataclass(frozen=True, eq=False)
class Case:
    """One sampled moment with its spots and its pictures (read only)."""

    moment: Moment
    spots: list[tuple[Spot, ...]]
    drawn: dict[str, Image.Image]
    players: int

    @property
    def view(self) -> Any:
        return self.moment.view


@functools.lru_cache(maxsize=None)
def cases(game_kind: str, players: int, seed: int) -> tuple[Case, ...]:
    """The sampled moments of a table size where the seat has something to do."""
    return tuple(Case(moment, spots_of(game_kind, moment, players), pictures(game_kind, moment, players), players)
                 for moment in moments(game_kind, players, seed) if moment.actions)


def pixel(case: Case, spot: Spot, fx: float, fy: float) -> tuple[int, ...]:
    """The colour drawn at a fraction of the way across and down the spot."""
    value = case.drawn[spot.picture].getpixel((int(spot.x + fx * spot.w), int(spot.y + fy * spot.h)))
    assert isinstance(value, tuple)
    return value


def near(colour: tuple[int, ...], wanted: tuple[int, int, int], slack: int = 12) -> bool:
    return all(abs(a - b) <= slack for a, b in zip(colour, wanted))


def centre(spot: Spot) -> tuple[float, float]:
    return spot.x + spot.w / 2, spot.y + spot.h / 2


def within(point: tuple[float, float], box: tuple[float, float, float, float]) -> bool:
    return box[0] <= point[0] < box[2] and box[1] <= point[1] < box[3]
