"""Pictures are sent in each game's fixed, shipped palette (``data/palettes``): the posted PNG shows the
colours that were drawn, so the palette still fits after a colour change (else: ``python -m render.palettes``)."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops

from render import renderer
from tests.render.stages import GAMES, NAMES, stage

TOLERANCE = 24
"""Largest channel difference (of 255) a pixel may show: a shade apart, not another colour."""
OFF_SHARE = 0.001
"""Share of pixels allowed beyond it: a few antialiased edge pixels."""


def off_share(drawn: Image.Image, png: bytes) -> float:
    sent = Image.open(io.BytesIO(png)).convert("RGB")
    assert sent.size == drawn.size
    r, g, b = ImageChops.difference(drawn.convert("RGB"), sent).split()
    worst = ImageChops.lighter(ImageChops.lighter(r, g), b).histogram()
    return sum(worst[TOLERANCE + 1:]) / sum(worst)


@pytest.mark.parametrize("when", ["mid", "final"])
@pytest.mark.parametrize("game", GAMES)
def test_board_and_hand_are_sent_in_the_colours_drawn(game: str, when: str) -> None:
    module = renderer(game)
    moment = stage(game, when)
    board = module.board_image(moment.public, names=NAMES, result=moment.result)
    assert off_share(board, module.render_board(moment.public, names=NAMES, result=moment.result)) <= OFF_SHARE
    hand = module.hand_image(moment.seat_view)
    assert off_share(hand, module.render_hand(moment.seat_view)) <= OFF_SHARE
