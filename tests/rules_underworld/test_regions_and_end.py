"""Region changes, the enemy line, Jörmungandr and every way to lose (UW-REG-*, UW-ENE-*, UW-END-*)."""

from __future__ import annotations

from typing import Any

import pytest

from rules.core import GameOver, IllegalAction
from rules.underworld.content import content
from rules.underworld.effects import jormungandr_cost
from rules.underworld.flow import region_damage
from rules.underworld.game import UNDERWORLD as G
from rules.underworld.model import Counter, ObjectPlace, Scoring, Stage, Tracks, UwState
from tests.rules_underworld.helpers import A, B, C, act, cards, game, in_region, kinds, rig, trigger, with_counters, with_hands


@pytest.mark.parametrize(("visible", "lost"), [(0, 0), (3, 0), (4, 1), (5, 1), (6, 2), (7, 2)])
def test_region_change_damage_table(visible: int, lost: int) -> None:  # UW-ENE-6
    assert region_damage(visible) == lost
    line = sorted(e for e, spec in content().enemies.items() if spec.region == "niflheim")[:visible]
    s = game(1, health=3, region_over=True, stage=Stage.END, enemy_line=line, enemy_pile=[])
    t = act(s, 0, "draw")
    assert t.state.health == 3 - lost and t.state.region == 1
    assert t.state.enemy_line == line  # visible enemies follow Lara (UW-ENE-1)


def _last_but_one(region: int = 0) -> int:
    return len(content().regions(Tracks.SECOND)[region].acrobatics) - 1


def test_reaching_the_end_of_acrobatics_ends_the_region_after_stage_three() -> None:  # UW-REG-1
    s = with_hands(game(2), [cards(A, 2), []]).model_copy(
        update={"axes": {A: _last_but_one(), B: 1, C: 0}, "adrenaline": 2})
    t = act(s, 0, "play:A")
    assert t.state.region_over and t.state.stage is Stage.END and t.state.counters[0][Counter.VP] == 1
    with pytest.raises(IllegalAction) as err:
        act(t.state, 0, "play:A")
    assert err.value.key == "error.underworld.stage_end"
    assert [a.kind for a in G.legal_actions(t.state, 0)] == ["draw"]


def test_region_change_keeps_and_loses_the_right_things() -> None:  # UW-REG-2
    s = game(2, region_over=True, stage=Stage.END, adrenaline=2, health=2)
    s = s.model_copy(update={"objects": {**s.objects, "spear_gun": ObjectPlace(where="held", seat=1),
                                         "thor_gauntlet_1": ObjectPlace(where="thor")},
                             "enemy_line": ["nif_giant_squid"], "axes": {A: 7, B: 2, C: 4}, "natla": 3})
    t = act(s, 0, "draw")
    n = t.state
    assert (n.region, n.axes, n.natla, n.region_over, n.active, n.stage) == (1, {A: 0, B: 0, C: 0}, 0, False, 1, Stage.ROLL)
    assert n.objects["spear_gun"].where == "held" and n.objects["thor_gauntlet_1"].where == "thor"
    assert n.objects["sonar_map"].where == "lost" and n.objects["grapple"].where == "board"
    assert set(s.enemy_pile) <= set(n.enemies_out) and len(n.enemy_pile) == 6
    assert {content().enemies[e].region for e in n.enemy_pile} == {"bhogavati"}
    assert (n.adrenaline, n.health, n.enemy_line) == (2, 2, ["nif_giant_squid"])
    assert "region_entered" in kinds(t.events)


def test_leaving_jan_mayen_everybody_draws_two() -> None:  # UW-REG-3
    s = in_region(with_hands(game(3), [[], cards(A, 1), []]), "jan_mayen")
    s = s.model_copy(update={"region_over": True, "stage": Stage.END, "eliminated": [False, False, True]})
    t = act(s, 0, "draw")
    assert [len(h) for h in t.state.hands] == [3, 3, 0] and content().region_ids[t.state.region] == "helheim"


def test_the_region_end_drops_the_rest_of_a_move() -> None:  # UW-REG-1
    s = game(1).model_copy(update={"axes": {A: _last_but_one(), B: 0, C: 0}})
    t = trigger(s, [{"op": "advance", "axis": "acrobatics"}, {"op": "advance", "axis": "battle"}])
    assert t.state.region_over and t.state.axes[B] == 0


def test_natla_advances_one_obstacle_at_a_time() -> None:  # UW-OBS-1 UW-OBS-2
    s = with_hands(game(1), [cards(A, 4)])
    t = trigger(s, [{"op": "natla"}])
    assert t.state.natla == 1 and [e.params["number"] for e in t.events if e.kind == "obstacle"] == [1]
    last = trigger(rig(s.model_copy(update={"natla": 5}), "obstacle", "nothing"), [{"op": "natla"}])
    assert last.state.pending is not None
    done = act(act(last.state, 0, "settle").state, 0, "draw").state
    assert done.region == 1


def test_eight_enemies_in_sight_lose_at_once() -> None:  # UW-ENE-2 UW-END-1
    s = game(1, enemy_line=[e for e in content().enemies if e.startswith("bho")] + ["xib_jaguar_a"])
    t = trigger(rig(s, "obstacle", "enemy"), [{"op": "roll", "n": 1}])
    assert t.state.finished and t.state.loss == "c" and G.result(t.state).winners == frozenset()
    with pytest.raises(GameOver):
        act(t.state, 0, "draw")
    assert G.to_act(t.state) == frozenset()


def test_lara_without_health_loses() -> None:  # UW-END-1
    t = trigger(game(2, health=1), [{"op": "wound", "n": 1}])
    assert t.state.loss == "b" and G.result(t.state).summary_key == "result.underworld.lost_b"


def test_everybody_eliminated_loses() -> None:  # UW-END-1
    t = trigger(with_hands(game(1), [[]]), [{"op": "discard", "n": 1}])
    assert t.state.loss == "a"


@pytest.mark.parametrize(("thor", "cost"), [(4, 7), (3, 9), (1, 13), (0, 15)])
def test_jormungandr_cost(thor: int, cost: int) -> None:  # UW-END-3
    s = game(1)
    found = {o: ObjectPlace(where="thor") for o in content().thor[:thor]}
    s = s.model_copy(update={"objects": {**s.objects, **found}})
    assert jormungandr_cost(s) == cost and G.view(s, None).jormungandr_cost == cost


def _at_jormungandr(players: int, vp: list[int], active: int, **changes: Any) -> UwState:
    s = in_region(game(players, active=active, scoring=changes.pop("scoring", "cooperative")), "helheim")
    s = s.model_copy(update={"axes": {A: _last_but_one(-1), B: 0, C: 0},
                             "objects": {**s.objects, **{o: ObjectPlace(where="thor") for o in content().thor}},
                             **changes})
    for seat, points in enumerate(vp):
        s = with_counters(s, seat, vp=points)
    return s


def test_reaching_jormungandr_destroys_it_with_enough_points() -> None:  # UW-END-2 UW-END-4
    s = with_hands(_at_jormungandr(2, [3, 4], 0, eliminated=[False, False]), [cards(A, 1), []])
    t = act(s, 0, "play:A")
    assert t.state.finished and t.state.won and "jormungandr_destroyed" in kinds(t.events)
    result = G.result(t.state)
    assert result.winners == {0, 1} and result.summary_key == "result.underworld.won"
    assert sum(c[Counter.VP] for c in t.state.counters) == 0


def test_not_enough_points_at_jormungandr_loses() -> None:  # UW-END-1
    s = with_hands(_at_jormungandr(2, [3, 3], 0), [cards(A, 1), []])
    t = act(s, 0, "play:A")
    assert t.state.loss == "e" and "jormungandr_survives" in kinds(t.events)


def test_competitive_payment_goes_round_from_the_reacher() -> None:  # UW-END-3 UW-END-5
    s = with_hands(_at_jormungandr(3, [6, 2, 5], 1, scoring="competitive"), [[], cards(A, 1), []])
    t = act(s, 1, "play:A")
    assert [c[Counter.VP] for c in t.state.counters] == [4, 0, 2]
    result = G.result(t.state)
    assert result.winners == {0} and result.summary_key == "result.underworld.won_by"


def test_eliminated_players_neither_pay_nor_win_competitively() -> None:  # UW-ELIM-2 UW-END-5
    s = with_hands(_at_jormungandr(3, [8, 0, 0], 0, scoring="competitive"), [cards(A, 1), [], []])
    s = s.model_copy(update={"eliminated": [False, True, False]})
    t = act(s, 0, "play:A")
    assert G.result(t.state).winners == {0}
    coop = act(s.model_copy(update={"options": s.options.model_copy(update={"scoring": Scoring.COOPERATIVE})}), 0, "play:A")
    assert G.result(coop.state).winners == {0, 1, 2}  # co-op: the eliminated win too
