"""The search's cut-off estimate (UW-BAL-3) sees what the careful group plans for: short hands, deadly
obstacles ahead, partners put out, the enemy line, Natla's race, and the acrobatics track as the way out."""

from __future__ import annotations

import pytest

from rules.underworld.effects import region
from rules.underworld.model import UwState
from rules.underworld.estimate import evaluate
from tests.rules_underworld.helpers import A, B, C, cards, game, in_region, with_counters, with_hands


def test_a_hand_too_small_for_a_forced_discard_looks_worse() -> None:  # UW-ELIM-1
    full = with_hands(game(1), [cards(A, 2) + cards(B, 2)])
    short = with_hands(game(1), [cards(A, 1)])
    empty = with_hands(game(1), [[]])
    assert evaluate(full, 0) > evaluate(short, 0) > evaluate(empty, 0) > 0


def test_spending_the_treasure_croft_manors_fifth_obstacle_asks_for_looks_worse() -> None:  # UW-OBS-CRO-5
    """Natla one step before 'a VP and a treasure, or out': the last treasure is worth keeping."""
    near = in_region(with_hands(game(1), [cards(A, 4)]), "croft_manor").model_copy(update={"natla": 4})
    keeps = with_counters(near, 0, vp=2, treasure=1)
    spent = with_counters(near, 0, vp=2, treasure=0)
    assert evaluate(keeps, 0) > evaluate(spent, 0)
    far = keeps.model_copy(update={"natla": 0})
    assert evaluate(with_counters(far, 0, treasure=0), 0) > evaluate(spent, 0)  # the danger is farther off


def test_every_player_out_is_worth_nothing() -> None:  # UW-END-1
    out = with_hands(game(2), [cards(C, 3), cards(C, 3)]).model_copy(update={"eliminated": [True, True]})
    assert evaluate(out, 0) == 0.0


def test_a_partner_put_out_looks_worse() -> None:  # UW-ELIM-2
    both = with_hands(game(2), [cards(C, 3), cards(C, 3)])
    assert evaluate(both.model_copy(update={"eliminated": [False, True]}), 0) < evaluate(both, 0)


def _helheim(players: int, acrobatics: int, natla: int) -> UwState:
    s = in_region(with_hands(game(players), [cards(A, 3)] * players), "helheim")
    return s.model_copy(update={"natla": natla, "axes": {**s.axes, A: acrobatics}}, deep=True)


def test_natla_near_the_heart_of_jormungandr_looks_worse_the_farther_lara_has_to_go() -> None:  # UW-OBS-HEL-6
    for players in (1, 3):
        assert evaluate(_helheim(players, 4, 5), 0) < evaluate(_helheim(players, 4, 1), 0)
        assert evaluate(_helheim(players, 2, 4), 0) < evaluate(_helheim(players, 8, 4), 0)


def test_entering_the_last_region_is_not_judged_a_setback() -> None:  # UW-REG-1
    leaving = in_region(with_hands(game(2), [cards(A, 3)] * 2), "jan_mayen")
    leaving = leaving.model_copy(update={"axes": {**leaving.axes, A: len(region(leaving).acrobatics)}}, deep=True)
    assert evaluate(_helheim(2, 0, 0), 0) == pytest.approx(evaluate(leaving, 0))


def test_only_the_acrobatics_track_leads_out_of_a_region() -> None:  # UW-REG-1
    s = with_hands(game(1), [cards(A, 3)])
    side = s.model_copy(update={"axes": {**s.axes, B: 5}}, deep=True)
    road = s.model_copy(update={"axes": {**s.axes, A: 5}}, deep=True)
    assert evaluate(side, 0) == evaluate(s, 0) < evaluate(road, 0)


def test_victory_points_toward_jormungandrs_price_count() -> None:  # UW-END-3
    s = with_hands(game(1), [cards(A, 3)])
    assert evaluate(with_counters(s, 0, vp=6), 0) > evaluate(with_counters(s, 0, vp=1), 0)


def test_a_longer_enemy_line_looks_worse() -> None:  # UW-ENE-2
    s = with_hands(game(2), [cards(A, 3)] * 2)
    values = [evaluate(s.model_copy(update={"enemy_line": s.enemy_pile[:n]}), 0) for n in (0, 3, 6)]
    assert values[0] > values[1] > values[2]
