"""The careful party of ``rules/darktomb/playout.py`` (demo games, balance bench) plays a stage out.

When every hero has fallen, the ermine is the party (DT-FAM-5): the playout must walk it to the
face-down tiles, or to the monsters, so the stage ends instead of passing forever.
"""

from __future__ import annotations

import random

from rules.darktomb.game import DARKTOMB
from rules.darktomb.model import DarkTombState
from rules.darktomb.playout import choose_action
from tests.rules_darktomb.scenario import scenario


def play_out(s: DarkTombState, limit: int = 200) -> DarkTombState:
    rnd = random.Random(0)
    for _ in range(limit):
        if s.finished:
            break
        (seat,) = DARKTOMB.to_act(s)
        s = DARKTOMB.apply(s, seat, choose_action(s, seat, rnd, epsilon=0.0)).state
    return s


def fallen_party(rows: list[str], monsters: dict[str, str] | None = None, hidden: list[tuple[int, int]] | None = None,
                 rolls: tuple[int, ...] = ()) -> DarkTombState:
    s = scenario(rows, monsters, hidden=hidden or [], rolls=rolls)
    s.heroes[0] = s.heroes[0].model_copy(update={"hp": 0, "pos": None})
    s.phase = "familiar"
    s.mp_left = 5
    return s


def test_a_lone_ermine_explores_and_wins_the_stage() -> None:
    """DT-FAM-5, DT-END-1: Oash has fallen far from the last face-down tile; his ermine walks there and turns it."""
    rows = ["2...####", "....####", "....####", "...e####", "........", "........", "........", "........"]
    s = play_out(fallen_party(rows, hidden=[(4, 4)]))
    assert s.finished and s.won


def test_a_lone_ermine_goes_for_the_last_monster_rather_than_hiding() -> None:
    """DT-FAM-5, DT-END-2: a rock troll (move 2) can never cross the black ice (DT-MOVE-3) to the ermine, so
    the ermine crosses to it; the stage ends either way instead of passing forever."""
    rows = ["2e..I...", "....I...", "....I...", "....I..a"]
    s = play_out(fallen_party(rows, {"a": "rock_troll"}))
    assert s.finished
