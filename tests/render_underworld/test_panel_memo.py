"""The board remembers its panels (``render.underworld._panel``): a remembered panel must be exactly
what drawing it again gives, or a board would show a stale count.  Played move by move, so the memo
holds the panels of the moves just before, which is where a field missing from a key would show."""

from __future__ import annotations

import pytest

from render.common import recording_text
from render.underworld import board_image
from rules.underworld.game import UNDERWORLD
from rules.underworld.model import Axis
from tests.render_underworld.sample_views import NAMES, played_states


@pytest.mark.parametrize("players,seed", [(2, 5), (4, 2)])
def test_a_remembered_panel_draws_what_a_fresh_one_would(players: int, seed: int) -> None:
    states = played_states(players, seed)
    for n, state in enumerate(states):
        viewer = None if n % 3 == 0 else n % players  # public and seat views: "you" on a seat card
        lang = "fr" if n % 5 == 0 else "en"
        highlight = Axis.BATTLE if n % 7 == 0 else None
        view = UNDERWORLD.view(state, viewer)
        result = UNDERWORLD.result(state)
        kept = board_image(view, names=NAMES, lang=lang, highlight=highlight, result=result)
        with recording_text():  # draws every panel afresh
            fresh = board_image(view, names=NAMES, lang=lang, highlight=highlight, result=result)
        assert kept.size == fresh.size and kept.tobytes() == fresh.tobytes(), f"move {n} of {len(states)}"
