"""One test per obstacle of the six regions (UW-OBS-NIF-1 … UW-OBS-HEL-6), through the real engine."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from rules.core import Event, IllegalAction
from rules.underworld.content import content
from rules.underworld.game import UNDERWORLD
from rules.underworld.model import Axis, Counter, Tracks
from tests.rules_underworld.helpers import (
    A,
    B,
    C,
    act,
    cards,
    game,
    hand_types,
    kinds,
    obstacle,
    rig,
    with_counters,
    with_hands,
)


def _rolls(events: Sequence[Event]) -> list[tuple[int, str]]:
    return [(e.params["seat"], e.params["face_type"]) for e in events if e.kind == "obstacle_rolled"]


# ---------------------------------------------------------------- Niflheim


def test_nif_1_cunning_and_treasure_or_lara_is_hurt() -> None:  # UW-OBS-NIF-1 UW-CON-4
    s = with_counters(with_hands(game(1), [cards(C, 1) + cards(A, 2)]), 0, treasure=1)
    t = obstacle(s, "niflheim", 1)
    assert t.state.pending is not None and t.state.pending.scope == "self"
    paid = act(t.state, 0, "pay:0").state
    assert paid.health == 3 and hand_types(paid, 0) == [A, A] and paid.counters[0][Counter.TREASURE] == 0
    declined = act(t.state, 0, "decline").state
    assert declined.health == 2 and len(declined.hands[0]) == 3
    broke = obstacle(with_hands(game(1), [cards(C, 1)]), "niflheim", 1)  # no treasure: no question asked
    assert broke.state.pending is None and broke.state.health == 2 and "cannot_pay" in kinds(broke.events)


def test_nif_2_each_player_gives_acrobatics_or_rolls() -> None:  # UW-OBS-NIF-2
    s = rig(with_hands(game(2), [cards(A, 1), cards(B, 2)]), "obstacle", "wound")
    t = obstacle(s, "niflheim", 2)
    assert t.state.pending.scope == "each"
    s1 = act(t.state, 0, "give:A1").state
    s2 = act(s1, 1, "pass").state
    end = act(s2, 0, "settle")
    assert _rolls(end.events) == [(1, "wound")] and end.state.health == 2
    assert end.state.hands[0] == [] and len(end.state.discard) == 1


def test_nif_3_players_pool_two_cunning_and_two_acrobatics() -> None:  # UW-OBS-NIF-3
    s = with_hands(game(2), [cards(A, 2), cards(C, 2)])
    t = obstacle(s, "niflheim", 3)
    s1 = act(t.state, 1, "give:C2").state
    s2 = act(s1, 0, "give:A2").state
    end = act(s2, 0, "settle")
    assert "pool_paid" in kinds(end.events) and not _rolls(end.events)
    assert end.state.hands == [[], []] and len(end.state.discard) == 4


def test_nif_4_gauntlet_door_rolls_unless_cunning_is_complete() -> None:  # UW-OBS-NIF-4
    s = rig(game(1), "obstacle", "wound")
    assert obstacle(s, "niflheim", 4).state.health == 2
    done = s.model_copy(update={"axes": {A: 0, B: 0, C: len(content().regions(Tracks.SECOND)[0].cunning)}})
    t = obstacle(done, "niflheim", 4)
    assert t.state.health == 3 and not _rolls(t.events) and "axis_done" in kinds(t.events)


def test_nif_5_short_pool_goes_back_and_one_roll() -> None:  # UW-OBS-NIF-5
    s = rig(with_hands(game(2), [cards(A, 1), cards(A, 1, start=2)]), "obstacle", "nothing")
    t = obstacle(s, "niflheim", 5)
    s1 = act(act(t.state, 0, "give:A1").state, 1, "give:A1").state
    end = act(s1, 0, "settle")
    assert "pool_short" in kinds(end.events) and _rolls(end.events) == [(0, "nothing")]
    assert hand_types(end.state, 0) == [A] and hand_types(end.state, 1) == [A]


def test_nif_6_each_player_gives_battle_or_rolls() -> None:  # UW-OBS-NIF-6
    s = with_hands(game(1), [cards(B, 1)])
    t = obstacle(s, "niflheim", 6)
    end = act(act(t.state, 0, "give:B1").state, 0, "settle")
    assert "share_paid" in kinds(end.events) and not _rolls(end.events)
    assert end.state.region_over  # UW-OBS-2: the sixth obstacle ends the region


# ---------------------------------------------------------------- Bhogavati


def test_bho_1_pool_four_acrobatics_and_a_battle() -> None:  # UW-OBS-BHO-1
    s = with_hands(game(3), [cards(A, 2), cards(A, 2, start=3) + cards(B, 1), []])
    t = obstacle(s, "bhogavati", 1)
    s1 = act(act(t.state, 1, "give:A2").state, 0, "give:A2").state
    s2 = act(s1, 1, "give:B1").state
    assert s2.pending is not None and 2 not in UNDERWORLD.to_act(s2)  # complete: nobody else is waited for
    assert "pool_paid" in kinds(act(s2, 0, "settle").events)


def test_bho_2_each_battle_or_everyone_missing_rolls() -> None:  # UW-OBS-BHO-2
    s = rig(with_hands(game(3), [cards(A, 2), cards(A, 2, start=3), cards(A, 2, start=5)]), "obstacle",
            "nothing", "nothing", "nothing")
    t = obstacle(s, "bhogavati", 2)
    end = act(t.state, 0, "settle")
    assert _rolls(end.events) == [(0, "nothing"), (1, "nothing"), (2, "nothing")]


def test_bho_3_three_treasures_buy_the_tranquilizer_gun() -> None:  # UW-OBS-BHO-3
    s = with_counters(game(1), 0, treasure=3)
    t = obstacle(s, "bhogavati", 3)
    end = act(t.state, 0, "pay:0").state
    assert end.objects["tranq_gun_1"].where == "held" and end.objects["tranq_gun_1"].seat == 0
    poor = obstacle(game(1), "bhogavati", 3)
    assert poor.state.pending is None and poor.state.health == 3 and poor.state.objects["tranq_gun_1"].where == "board"


def test_bho_4_settler_may_decline_a_complete_pool() -> None:  # UW-OBS-BHO-4
    s = rig(with_hands(game(1), [cards(C, 4)]), "obstacle", "wound")
    t = obstacle(s, "bhogavati", 4)
    full = act(t.state, 0, "give:C4").state
    end = act(full, 0, "decline")
    assert len(end.state.hands[0]) == 4 and end.state.health == 2 and "declined" in kinds(end.events)


def test_bho_5_each_victory_point_or_roll() -> None:  # UW-OBS-BHO-5
    s = rig(with_counters(game(2), 0, vp=2), "obstacle", "nothing")
    t = obstacle(s, "bhogavati", 5)
    end = act(act(act(t.state, 0, "give:V1").state, 1, "pass").state, 0, "settle")
    assert end.state.counters[0][Counter.VP] == 1 and _rolls(end.events) == [(1, "nothing")]


def test_bho_6_two_cunning_or_the_active_player_is_out() -> None:  # UW-OBS-BHO-6
    s = with_hands(game(2), [cards(A, 3), cards(C, 2)])
    t = obstacle(s, "bhogavati", 6)
    assert t.state.eliminated == [True, False] and t.state.active == 1  # UW-ELIM-3
    assert len(t.state.discard) == 3
    rich = obstacle(with_hands(game(2), [cards(C, 2), []]), "bhogavati", 6)
    assert not act(rich.state, 0, "pay:0").state.eliminated[0]


# ---------------------------------------------------------------- Croft Manor


def test_cro_1_two_cunning_or_roll() -> None:  # UW-OBS-CRO-1
    s = rig(with_hands(game(1), [cards(C, 2)]), "obstacle", "wound")
    t = obstacle(s, "croft_manor", 1)
    assert act(t.state, 0, "pay:0").state.health == 3
    assert act(t.state, 0, "decline").state.health == 2


def test_cro_2_finished_cunning_gives_the_manor_gun() -> None:  # UW-OBS-CRO-2
    s = game(1).model_copy(update={"axes": {A: 0, B: 0, C: 5}})
    t = obstacle(s, "croft_manor", 2)
    assert t.state.objects["tranq_gun_2"].where == "held" and not _rolls(t.events)
    rolled = obstacle(rig(game(1), "obstacle", "wound"), "croft_manor", 2)
    assert rolled.state.health == 2 and rolled.state.objects["tranq_gun_2"].where == "board"


def test_cro_3_each_acrobatics_or_roll() -> None:  # UW-OBS-CRO-3
    s = rig(with_hands(game(2), [[], cards(A, 1)]), "obstacle", "enemy")
    t = obstacle(s, "croft_manor", 3)
    end = act(act(t.state, 1, "give:A1").state, 0, "settle")
    assert _rolls(end.events) == [(0, "enemy")] and len(end.state.enemy_line) == 1


def test_cro_4_chapel_door_guess() -> None:  # UW-OBS-CRO-4
    s = with_hands(game(1), [cards(A, 2)])
    top = cards(B, 1)[0]
    s = s.model_copy(update={"draw": [top] + [c for c in s.draw if c != top]})
    t = obstacle(s, "croft_manor", 4)
    assert t.state.pending.kind == "guess"
    right = act(t.state, 0, "guess:B").state
    assert hand_types(right, 0) == [A, A, B]
    wrong = act(t.state, 0, "guess:C")
    assert wrong.state.hands[0] == [] and len(wrong.state.discard) == 3
    assert not wrong.state.eliminated[0] and "guessed_wrong" in kinds(wrong.events)


def test_cro_5_victory_point_and_treasure_or_out() -> None:  # UW-OBS-CRO-5
    s = with_counters(game(2), 0, vp=1, treasure=1)
    t = obstacle(s, "croft_manor", 5)
    paid = act(t.state, 0, "pay:0").state
    assert not paid.eliminated[0] and paid.counters[0][Counter.VP] == 0
    assert obstacle(with_counters(game(2), 0, vp=1), "croft_manor", 5).state.eliminated[0]


def test_cro_6_six_items_of_any_kind_together() -> None:  # UW-OBS-CRO-6
    s = with_counters(with_hands(game(2), [cards(A, 2), cards(B, 2)]), 0, vp=1, treasure=2)
    t = obstacle(s, "croft_manor", 6)
    s1 = act(act(t.state, 0, "give:A2").state, 1, "give:B2").state
    s2 = act(act(s1, 0, "give:V1").state, 0, "give:T1").state
    with pytest.raises(IllegalAction) as err:
        act(s2, 0, "give:T1")
    assert err.value.key == "error.underworld.not_needed"
    assert "pool_paid" in kinds(act(s2, 0, "settle").events)


# ---------------------------------------------------------------- Xibalba


def test_xib_1_each_failing_player_costs_one_health() -> None:  # UW-OBS-XIB-1
    s = with_hands(game(3), [cards(A, 1) + cards(B, 1), cards(A, 1, start=2), []])
    t = obstacle(s, "xibalba", 1)
    s1 = act(act(t.state, 0, "give:A1").state, 0, "give:B1").state
    end = act(act(s1, 1, "give:A1").state, 0, "settle")
    assert end.state.health == 1  # seats 1 (half paid) and 2 failed
    assert hand_types(end.state, 1) == [A]  # a half share goes back


def test_xib_2_finished_cunning_everybody_draws() -> None:  # UW-OBS-XIB-2
    s = game(2).model_copy(update={"axes": {A: 0, B: 0, C: 4}})
    t = obstacle(s, "xibalba", 2)
    assert [len(h) for h in t.state.hands] == [9, 9]
    rolled = obstacle(rig(game(2), "obstacle", "wound"), "xibalba", 2)
    assert _rolls(rolled.events) == [(0, "wound")]


def test_xib_3_two_acrobatics_or_one_health() -> None:  # UW-OBS-XIB-3
    t = obstacle(with_hands(game(1), [cards(A, 1)]), "xibalba", 3)
    end = act(act(t.state, 0, "give:A1").state, 0, "settle").state
    assert end.health == 2 and hand_types(end, 0) == [A]


def test_xib_4_two_acrobatics_from_two_players() -> None:  # UW-OBS-XIB-4
    t = obstacle(with_hands(game(2), [cards(A, 1), cards(A, 1, start=2)]), "xibalba", 4)
    end = act(act(act(t.state, 1, "give:A1").state, 0, "give:A1").state, 0, "settle").state
    assert end.health == 3 and end.hands == [[], []]


def test_xib_5_acrobatics_and_cunning_or_two_health() -> None:  # UW-OBS-XIB-5
    t = obstacle(with_hands(game(1), [cards(A, 1) + cards(C, 1)]), "xibalba", 5)
    assert act(t.state, 0, "pay:0").state.health == 3
    assert act(t.state, 0, "decline").state.health == 1


def test_xib_6_two_dice_unless_battle_is_complete() -> None:  # UW-OBS-XIB-6
    t = obstacle(rig(game(1), "obstacle", "wound", "wound"), "xibalba", 6)
    assert _rolls(t.events) == [(0, "wound"), (0, "wound")] and t.state.health == 1
    done = game(1).model_copy(update={"axes": {A: 0, B: 5, C: 0}})
    assert not _rolls(obstacle(done, "xibalba", 6).events)


# ---------------------------------------------------------------- Jan Mayen


def test_jan_1_five_victory_points_buy_two_cards_else_roll() -> None:  # UW-OBS-JAN-1
    s = rig(with_counters(with_hands(game(2), [[], []]), 0, vp=5), "obstacle", "nothing")
    t = obstacle(s, "jan_mayen", 1)
    end = act(act(act(t.state, 0, "give:V5").state, 1, "pass").state, 0, "settle")
    assert len(end.state.hands[0]) == 2 and end.state.counters[0][Counter.VP] == 0
    assert _rolls(end.events) == [(1, "nothing")]


def test_jan_2_treasure_or_three_points_or_out() -> None:  # UW-OBS-JAN-2
    s = with_counters(with_counters(game(3), 0, treasure=1), 1, vp=3)
    t = obstacle(s, "jan_mayen", 2)
    s1 = act(act(t.state, 0, "give:T1").state, 1, "give:V3").state
    end = act(s1, 0, "settle").state
    assert end.eliminated == [False, False, True]


def test_jan_3_two_cunning_or_lose_the_hand() -> None:  # UW-OBS-JAN-3
    t = obstacle(with_hands(game(1), [cards(C, 1) + cards(A, 3)]), "jan_mayen", 3)
    assert t.state.hands[0] == [] and "hand_lost" in kinds(t.events) and not t.state.eliminated[0]


def test_jan_4_bridge_asks_two_cards_of_the_shown_type() -> None:  # UW-OBS-JAN-4
    s = with_hands(game(1), [cards(B, 2) + cards(A, 1)])
    top = cards(B, 1, start=10)[0]
    s = s.model_copy(update={"draw": [top] + [c for c in s.draw if c != top]})
    t = obstacle(s, "jan_mayen", 4)
    assert t.state.revealed is Axis.BATTLE and t.state.pending.costs == [{"battle": 2}]
    assert act(t.state, 0, "pay:0").state.hands[0] == cards(A, 1)
    assert t.state.draw[0] == top  # the card is shown, not taken


def test_jan_5_three_acrobatics_or_two_dice() -> None:  # UW-OBS-JAN-5
    t = obstacle(rig(with_hands(game(1), [cards(A, 2)]), "obstacle", "nothing", "wound"), "jan_mayen", 5)
    assert _rolls(t.events) == [(0, "nothing"), (0, "wound")] and t.state.health == 2


def test_jan_6_five_battle_together_or_two_health() -> None:  # UW-OBS-JAN-6
    t = obstacle(with_hands(game(2), [cards(B, 3), cards(B, 2, start=4)]), "jan_mayen", 6)
    end = act(act(act(t.state, 0, "give:B3").state, 1, "give:B2").state, 0, "settle").state
    assert end.health == 3 and end.region_over
    short = act(t.state, 0, "settle").state
    assert short.health == 1


# ---------------------------------------------------------------- Helheim


def test_hel_1_two_cunning_or_roll() -> None:  # UW-OBS-HEL-1
    t = obstacle(rig(with_hands(game(1), [cards(C, 1)]), "obstacle", "enemies"), "helheim", 1)
    assert t.state.pending is None and len(t.state.enemy_line) == 2
    paying = obstacle(with_hands(game(1), [cards(C, 2)]), "helheim", 1)
    assert act(paying.state, 0, "pay:0").state.hands[0] == []


def test_hel_2_each_acrobatics_or_roll() -> None:  # UW-OBS-HEL-2
    s = rig(with_hands(game(2), [cards(A, 1), cards(B, 3)]), "obstacle", "discard1")
    t = obstacle(s, "helheim", 2)
    end = act(act(act(t.state, 0, "give:A1").state, 1, "pass").state, 0, "settle").state
    assert len(end.hands[1]) == 2  # seat 1 rolled "discard 1" and had one type only: automatic


def test_hel_3_four_battle_or_two_dice() -> None:  # UW-OBS-HEL-3
    t = obstacle(rig(with_hands(game(1), [cards(B, 3)]), "obstacle", "nothing", "nothing"), "helheim", 3)
    end = act(t.state, 0, "settle")
    assert _rolls(end.events) == [(0, "nothing"), (0, "nothing")]


def test_hel_4_five_battle_or_two_health() -> None:  # UW-OBS-HEL-4
    t = obstacle(with_hands(game(1), [cards(B, 5)]), "helheim", 4)
    assert act(act(t.state, 0, "give:B5").state, 0, "settle").state.health == 3
    assert act(t.state, 0, "decline").state.health == 1


def test_hel_5_two_points_or_two_treasures_or_lose_the_hand() -> None:  # UW-OBS-HEL-5
    s = with_counters(with_hands(game(2), [cards(A, 2), cards(B, 2)]), 0, treasure=2)
    t = obstacle(s, "helheim", 5)
    end = act(act(t.state, 0, "give:T2").state, 0, "settle").state
    assert len(end.hands[0]) == 2 and end.hands[1] == []


def test_hel_6_natla_wins() -> None:  # UW-OBS-HEL-6
    t = obstacle(game(2), "helheim", 6)
    assert t.state.finished and t.state.loss == "d" and "game_lost_d" in kinds(t.events)
