"""Ending a hero's turn asks first only when it gives up an attack on a monster in reach (DT-ACT-1)."""

from __future__ import annotations

from rules.darktomb.game import DARKTOMB
from rules.darktomb.model import Attempt, EndTurn
from tests.rules_darktomb.scenario import scenario


def test_ending_the_turn_beside_a_monster_asks_first() -> None:
    s = scenario(["....", ".1a.", "....", "...."], {"a": "rats"})
    assert DARKTOMB.forfeit(s, 0, EndTurn()) == ("confirm.darktomb.attack_left", {})
    assert DARKTOMB.forfeit(s, 0, Attempt(card=1)) is None, "only the end of the turn gives the action up"


def test_ending_the_turn_after_acting_or_out_of_reach_asks_nothing() -> None:
    s = scenario(["....", ".1a.", "....", "...."], {"a": "rats"})
    acted = s.model_copy(update={"acted": True})
    assert DARKTOMB.forfeit(acted, 0, EndTurn()) is None
    far = scenario(["1.......", "........", "........", ".......a"], {"a": "rats"})
    assert DARKTOMB.forfeit(far, 0, EndTurn()) is None, "a dash or a shield left unused is an ordinary choice"
