"""Player and team colours stay apart for players with red-green colour blindness (protanopia,
deuteranopia), not only for everybody else; the letters on the pieces stay as a second cue."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from render import aod_sprites, catacombs_sprites, darktomb_style, underworld_sprites
from tests.render.colour_vision import DEUTERANOPIA, PROTANOPIA, VISIONS, delta_e

MIN_DELTA_E = 30
PALETTES: dict[str, dict[Any, tuple[int, int, int]]] = {
    "aod figures": dict(aod_sprites.FIGURE_COLOURS),
    "catacombs teams": dict(catacombs_sprites.TEAM),
    "darktomb heroes": dict(darktomb_style.HERO_COLOURS),
    "underworld axes": dict(underworld_sprites.AXIS_COLOURS),
}


@pytest.mark.parametrize("vision", sorted(VISIONS))
@pytest.mark.parametrize("palette", sorted(PALETTES))
def test_every_pair_of_player_colours_stays_apart(palette: str, vision: str) -> None:
    colours = PALETTES[palette]
    close = [(a, b, round(delta_e(colours[a], colours[b], VISIONS[vision]))) for a, b in itertools.combinations(colours, 2)
             if delta_e(colours[a], colours[b], VISIONS[vision]) < MIN_DELTA_E]
    assert close == []


def test_the_simulation_merges_what_it_should() -> None:
    """Sanity of the matrices: pure red and green nearly meet for a deuteranope, and a protanope sees red darkened."""
    red, green = (200, 40, 40), (60, 160, 40)
    assert delta_e(red, green, DEUTERANOPIA) < 0.5 * delta_e(red, green, VISIONS["normal"])
    assert delta_e(red, (0, 0, 0), PROTANOPIA) < delta_e(red, (0, 0, 0), VISIONS["normal"])
