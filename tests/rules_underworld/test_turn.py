"""Setup, the three stages of a turn, both dice, the spaces and the actions (UW-SET-*, UW-TURN-*, UW-DIE-*, UW-SPACE-*)."""

from __future__ import annotations

import random

import pytest
from pydantic import ValidationError

from rules.core import IllegalAction, NotYourTurn, Transition
from rules.underworld.game import UNDERWORLD as G
from rules.underworld.model import Counter, Draw, SoloDraw, Stage, Tracks, UwOptions, UwState
from rules.underworld.sampling import sample_state
from tests.rules_underworld.helpers import (
    A,
    B,
    C,
    act,
    cards,
    game,
    hand_types,
    in_region,
    kinds,
    rig,
    trigger,
    with_counters,
    with_hands,
)


@pytest.mark.parametrize(("players", "hand", "medkits", "draws"), [(1, 8, 3, 2), (2, 8, 2, 1), (3, 6, 1, 1), (4, 6, 1, 1)])
def test_setup_by_player_count(players: int, hand: int, medkits: int, draws: int) -> None:  # UW-SET-2 UW-SET-3 UW-SET-4
    s = G.setup([None] * players, {}, seed=5)
    assert [len(h) for h in s.hands] == [hand] * players
    assert [c[Counter.MEDKIT] for c in s.counters] == [medkits] * players
    assert s.supply[Counter.MEDKIT] == 9 - medkits * players
    assert (s.health, s.max_health, s.adrenaline, s.region, s.active, s.stage) == (3, 3, 0, 0, 0, Stage.ROLL)
    assert len(s.enemy_pile) == 6 and s.enemy_line == []
    assert {o for o, p in s.objects.items() if p.where == "board"} == {
        "thor_gauntlet_1", "spear_gun", "sonar_map"}
    assert len(s.draw) + sum(len(h) for h in s.hands) == 60  # UW-CARD-1
    s = s.model_copy(update={"stage": Stage.MAIN})
    assert len(act(s, 0, "draw").state.hands[0]) == hand + draws


def test_lobby_and_options() -> None:  # UW-SET-1 UW-OPT-1
    assert G.roles(3) == [] and G.info.cooperative and (G.info.min_players, G.info.max_players) == (1, 4)
    with pytest.raises(IllegalAction) as err:
        G.check_roles([None] * 5)
    assert err.value.key == "error.underworld.player_count"
    assert G.setup([None], {"scoring": "competitive"}, 1).options.scoring.value == "competitive"


def drawn_each_turn(players: int, options: dict[str, str], turns: int) -> list[int]:
    """Cards the active player draws at the end of each of ``turns`` turns (the stage-3 draw only)."""
    s, counts = G.setup([None] * players, options, seed=3), []
    for _ in range(turns):
        s = s.model_copy(update={"stage": Stage.MAIN})
        seat, before = s.active, len(s.hands[s.active])
        announced = G.describe_action(s, seat, Draw())
        s = act(s, seat, "draw").state
        counts.append(len(s.hands[seat]) - before)
        assert announced == ("action.underworld.draw", {"count": counts[-1]}), "the button says what is drawn"
    return counts


def test_the_solo_draw_option_only_changes_solo_games() -> None:  # UW-OPT-2 UW-SET-4
    assert drawn_each_turn(1, {}, 6) == [2] * 6  # the rulebook is the default: older logs replay as played
    assert drawn_each_turn(1, {"solo_draw": "rulebook"}, 6) == [2] * 6
    assert drawn_each_turn(1, {"solo_draw": "challenge"}, 7) == [2, 1, 1, 2, 1, 1, 2]
    assert drawn_each_turn(2, {"solo_draw": "challenge"}, 4) == [1] * 4  # ignored with more players
    assert drawn_each_turn(4, {"solo_draw": "challenge"}, 4) == [1] * 4
    s = G.setup([None], {"solo_draw": "challenge"}, seed=3)
    assert G.view(s, None).solo_draw is SoloDraw.CHALLENGE  # public, so a search bot samples the same rule
    assert sample_state(G.view(s, 0), 0, random.Random(1)).options == s.options
    with pytest.raises(ValidationError):
        UwOptions.model_validate({"solo_draw": "easy"})


def test_turn_stages_in_order() -> None:  # UW-TURN-1 UW-TURN-2 UW-TURN-4
    s = rig(with_hands(game(2, stage=Stage.ROLL), [cards(A, 3), cards(B, 3)]), "progress", "battle")
    with pytest.raises(IllegalAction):
        act(s, 0, "play:A")
    with pytest.raises(NotYourTurn):
        act(s, 1, "roll")
    s = act(s, 0, "roll").state
    assert s.stage is Stage.MAIN and s.axes[B] == 1
    s = act(act(s, 0, "play:A").state, 0, "play:A").state  # the same action twice
    assert s.axes[A] == 2 and s.actions_left == 0
    with pytest.raises(IllegalAction) as err:
        act(s, 0, "play:A")
    assert err.value.key == "error.underworld.no_actions_left"
    t = act(s, 0, "draw")
    assert t.state.active == 1 and t.state.stage is Stage.ROLL and t.state.turn == 2
    assert "turn_started" in kinds(t.events)


def test_zero_actions_then_heal_several_medkits_up_to_the_maximum() -> None:  # UW-TURN-3
    s = with_counters(game(1, health=1), 0, medkit=3)
    assert [a.count for a in G.legal_actions(s, 0) if a.kind == "heal"] == [1, 2]
    with pytest.raises(IllegalAction) as err:
        act(s, 0, "heal:3")
    assert err.value.key == "error.underworld.cannot_heal"
    t = act(s, 0, "heal:2")
    assert t.state.health == 3 and t.state.counters[0][Counter.MEDKIT] == 1 and t.state.supply[Counter.MEDKIT] == 8


# ---------------------------------------------------------------- the progress die (white)


def _roll(s: UwState, face: str) -> Transition[UwState]:
    return act(rig(s.model_copy(update={"stage": Stage.ROLL}), "progress", face), 0, "roll")


def test_progress_face_acrobatics() -> None:  # UW-DIE-P-1
    t = _roll(game(1), "acrobatics")
    assert t.state.axes[A] == 1 and t.state.counters[0][Counter.VP] == 1


def test_progress_face_battle() -> None:  # UW-DIE-P-2
    t = _roll(game(1), "battle")
    moved = [e.params for e in t.events if e.kind == "advanced"]
    assert t.state.axes[B] == 1 and moved[0]["axis_type"] == "battle" and moved[0]["space"] == 1


def test_progress_face_cunning() -> None:  # UW-DIE-P-3
    t = _roll(game(1, tracks=Tracks.FIRST), "cunning")  # there Niflheim's cunning track opens on a treasure
    assert t.state.axes[C] == 1 and t.state.counters[0][Counter.TREASURE] == 1
    t = _roll(game(1), "cunning")  # on the second tracks, on a VP (UW-BAL-4)
    assert t.state.axes[C] == 1 and t.state.counters[0][Counter.VP] == 1 and t.state.counters[0][Counter.TREASURE] == 0


def test_progress_face_wild_lets_the_player_choose() -> None:  # UW-DIE-P-4
    t = _roll(game(1), "wild")
    assert t.state.pending.kind == "axis"
    assert act(t.state, 0, "axis:C").state.axes[C] == 1


def test_progress_face_natla() -> None:  # UW-DIE-P-5
    t = _roll(with_hands(game(1), [cards(A, 2)]), "natla")
    assert t.state.natla == 1 and "obstacle" in kinds(t.events) and t.state.health == 2


def test_progress_face_discard_then_natla() -> None:  # UW-DIE-P-6
    t = _roll(with_hands(game(1), [cards(A, 1) + cards(B, 1)]), "discard_natla")
    assert t.state.pending.kind == "discard" and t.state.natla == 0
    after = act(t.state, 0, "discard:B")
    assert hand_types(after.state, 0) == [A] and after.state.natla == 1


def test_progress_discard_without_cards_eliminates_the_player_but_natla_still_steps() -> None:
    # UW-ELIM-1 UW-ELIM-3 UW-DIE-P-6: the step is the die's, not the roller's; the next seat faces it
    t = _roll(with_hands(game(2), [[], cards(A, 2)]), "discard_natla")
    assert t.state.eliminated == [True, False] and t.state.active == 1
    assert t.state.natla == 1 and t.state.health == 2  # Niflheim 1: seat 1 has no cunning + treasure


def test_natla_obstacle_after_elimination_asks_the_next_seat() -> None:  # UW-DIE-P-6 UW-CON-1
    s = in_region(with_hands(game(3), [[], cards(A, 2), cards(C, 1)]), "bhogavati")
    t = _roll(s, "discard_natla")
    assert t.state.natla == 1 and t.state.pending.kind == "cost" and t.state.pending.seat == 1
    assert 0 not in G.to_act(t.state)


# ---------------------------------------------------------------- the obstacle die (black)


def _obstacle_die(s: UwState, face: str) -> Transition[UwState]:
    return trigger(rig(s, "obstacle", face), [{"op": "roll", "n": 1}])


def test_obstacle_face_nothing() -> None:  # UW-DIE-O-1
    t = _obstacle_die(game(1), "nothing")
    assert t.state.health == 3 and t.state.enemy_line == []


def test_obstacle_face_wound() -> None:  # UW-DIE-O-2
    assert _obstacle_die(game(1), "wound").state.health == 2


def test_obstacle_face_one_enemy() -> None:  # UW-DIE-O-3
    t = _obstacle_die(game(1), "enemy")
    assert len(t.state.enemy_line) == 1 and len(t.state.enemy_pile) == 5


def test_obstacle_face_two_enemies_placed_right_to_left() -> None:  # UW-DIE-O-4 UW-ENE-1
    s = game(1)
    t = _obstacle_die(s, "enemies")
    assert t.state.enemy_line == s.enemy_pile[:2]  # index 0 is the rightmost, revealed first


def test_obstacle_face_discard_one_hits_the_roller() -> None:  # UW-DIE-O-5
    s = with_hands(game(2), [cards(A, 1) + cards(B, 1), cards(C, 3)])
    t = trigger(rig(s, "obstacle", "discard1"), [{"op": "roll", "n": 1}], seat=1)
    assert len(t.state.hands[1]) == 2 and len(t.state.hands[0]) == 2


def test_obstacle_face_discard_two_asks_which_cards() -> None:  # UW-DIE-O-6
    t = _obstacle_die(with_hands(game(1), [cards(A, 2) + cards(B, 1)]), "discard2")
    assert t.state.pending.kind == "discard" and t.state.pending.count == 2
    with pytest.raises(IllegalAction):
        act(t.state, 0, "discard:BB")
    assert hand_types(act(t.state, 0, "discard:AB").state, 0) == [A]


# ---------------------------------------------------------------- spaces


def test_spaces_apply_in_order_and_the_start_space_does_nothing() -> None:  # UW-SPACE-1
    s = in_region(game(1), "helheim")
    t = trigger(s, [{"op": "advance", "axis": "cunning"}, {"op": "advance", "axis": "cunning"}])
    gains = [e.params.get("counter_type") for e in t.events if e.kind in ("advanced", "gained")]
    assert gains == [None, "treasure", None, "medkit"]  # Helheim cunning: treasure, then medkit
    assert t.state.counters[0][Counter.MEDKIT] == s.counters[0][Counter.MEDKIT] + 1


def test_finished_side_axis_blocks_die_and_cards() -> None:  # UW-SPACE-2
    s = with_hands(game(1).model_copy(update={"axes": {A: 0, B: 4, C: 0}}), [cards(B, 1)])
    with pytest.raises(IllegalAction) as err:
        act(s, 0, "play:B")
    assert err.value.key == "error.underworld.axis_finished"
    t = _roll(s, "battle")
    assert t.state.axes[B] == 4 and "axis_blocked" in kinds(t.events)


def test_adrenaline_rush_moves_and_eliminates() -> None:  # UW-SPACE-3
    s = trigger(rig(game(1, adrenaline=3), "obstacle", "enemy"), [{"op": "roll", "n": 1}]).state
    t = trigger(s, [{"op": "adrenaline"}])
    assert t.state.adrenaline == 0 and t.state.pending.kind == "axis"
    end = act(t.state, 0, "axis:A").state
    assert end.axes[A] == 1 and end.enemy_line == [] and end.counters[0][Counter.VP] == 2


def test_relic_raises_the_maximum_not_the_health() -> None:  # UW-SPACE-4
    t = trigger(game(1, max_health=5), [{"op": "relic"}, {"op": "relic"}])
    assert (t.state.health, t.state.max_health) == (3, 6)


def test_objects_and_thor_objects() -> None:  # UW-SPACE-5 UW-OBJ-1 UW-OBJ-3
    t = trigger(game(1), [{"op": "object", "id": "spear_gun"}, {"op": "object", "id": "thor_gauntlet_1"}])
    assert t.state.objects["spear_gun"].where == "held"
    assert t.state.objects["thor_gauntlet_1"].where == "thor" and t.state.counters[0][Counter.VP] == 1
    assert "thor_gauntlet_1" in G.view(t.state, None).thor


def test_empty_supply_gives_nothing() -> None:  # UW-SPACE-6
    s = game(1)
    s = s.model_copy(update={"supply": {**s.supply, Counter.TREASURE: 0}})
    t = trigger(s, [{"op": "gain", "counter": "treasure"}])
    assert t.state.counters[0][Counter.TREASURE] == 0 and "supply_empty" in kinds(t.events)


def test_empty_draw_pile_is_reshuffled() -> None:  # UW-CARD-2
    s = game(1)
    s = s.model_copy(update={"discard": list(s.draw), "draw": []})
    t = act(s, 0, "draw")
    assert len(t.state.hands[0]) == 10 and "reshuffled" in kinds(t.events)


# ---------------------------------------------------------------- actions


def test_treasure_is_a_joker_on_the_axes_only() -> None:  # UW-ACT-1
    s = with_counters(with_hands(game(1, tracks=Tracks.FIRST), [[]]), 0, treasure=1)  # a treasure space first
    t = act(s, 0, "treasure:C")
    assert t.state.axes[C] == 1 and t.state.counters[0][Counter.TREASURE] == 1  # spent one, the space gave one
    ob = trigger(with_counters(with_hands(game(1), [[]]), 0, treasure=3), [{"op": "natla"}], None)
    assert ob.state.pending is None  # Niflheim 1 wants a cunning card: treasures cannot stand in


def test_objects_are_single_use_actions() -> None:  # UW-ACT-2
    s = trigger(game(1), [{"op": "object", "id": "spear_gun"}, {"op": "object", "id": "sonar_map"}]).state
    with pytest.raises(IllegalAction) as err:
        act(s, 0, "use:spear_gun")
    assert err.value.key == "error.underworld.no_enemy"
    s = trigger(rig(s, "obstacle", "enemy"), [{"op": "roll", "n": 1}]).state
    s = act(s, 0, "use:spear_gun").state
    assert s.enemy_line == [] and s.objects["spear_gun"].where == "used" and s.actions_left == 1
    s = act(s, 0, "use:sonar_map").state
    assert s.axes[C] == 1 and s.actions_left == 0
    with pytest.raises(IllegalAction):
        act(s.model_copy(update={"actions_left": 2}), 0, "use:spear_gun")


def test_paying_enemy_conditions_is_free_and_repeatable() -> None:  # UW-ENE-3 UW-ENE-4 UW-ENE-5
    s = with_hands(game(1), [cards(A, 3) + cards(B, 4) + cards(C, 3)])
    s = s.model_copy(update={"enemy_line": ["nif_reef_shark_a", "nif_giant_squid", "nif_mercenary_diver_b"],
                             "enemy_pile": ["nif_reef_shark_b", "nif_mercenary_diver_a", "nif_amandas_gunman"],
                             "actions_left": 0})
    s = act(s, 0, "defeat").state  # reef shark: 2 acrobatics
    s = act(s, 0, "defeat").state  # giant squid: 3 battle
    assert s.enemy_line == ["nif_mercenary_diver_b"] and s.counters[0][Counter.VP] == 2
    assert hand_types(s, 0).count(A) == 1 and hand_types(s, 0).count(B) == 1
    poor = with_hands(s, [cards(A, 1)])
    with pytest.raises(IllegalAction) as err:
        act(poor, 0, "defeat")
    assert err.value.key == "error.underworld.cannot_defeat"
