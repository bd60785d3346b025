"""CC-AIM-3: the drag-to-flick rule the Activity's page applies, as the bench and the browser test read it."""

from __future__ import annotations

import pytest

from rules.catacombs.content import content
from web.catacombs_drag import drag_spec, drag_to_flick, flick_to_drag


@pytest.mark.parametrize(("dx", "dy", "angle"), [(0, 60, 90.0), (60, 0, 180.0), (0, -60, 270.0), (-60, 0, 0.0),
                                                  (60, 60, 135.0), (-60, 60, 45.0)])
def test_the_aim_is_the_drag_turned_round_with_y_up(dx: float, dy: float, angle: float) -> None:
    """Screen y grows downwards, the rules' angles count anticlockwise from the right with y up."""
    flick = drag_to_flick(dx, dy, "shot")
    assert flick is not None and flick[0] == angle


def test_near_the_disk_cancels_and_the_power_grows_with_the_pull() -> None:
    spec = drag_spec()
    least = content().physics.min_card_shot_power
    assert drag_to_flick(0, spec.cancel_px, "shot") is None
    assert drag_to_flick(0, spec.cancel_px + 0.1, "shot") == (90.0, least)  # a card's shot is a real flick
    assert drag_to_flick(0, spec.cancel_px + 0.1, "obstacle") == (90.0, 1)  # an obstacle may be nudged
    assert drag_to_flick(0, spec.full_power_px, "shot") == (90.0, 100)
    assert drag_to_flick(0, 3 * spec.full_power_px, "shot") == (90.0, 100)
    powers = [flick[1] for n in range(31, 171) if (flick := drag_to_flick(0, n, "shot")) is not None]
    assert powers == sorted(powers) and len(set(powers)) > 90


@pytest.mark.parametrize("phase", ["shot", "obstacle"])
def test_the_drag_meant_for_a_flick_is_read_as_that_flick(phase: str) -> None:
    for angle in (0.0, 12.3, 90.0, 181.5, 359.9):
        for power in range(1 if phase == "obstacle" else 5, 101):
            assert drag_to_flick(*flick_to_drag(angle, power, phase), phase) == (angle, power)
