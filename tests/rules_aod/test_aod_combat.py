"""Shooting, defence and knock-out (AOD-SHOOT-*, AOD-LIFE-*, AOD-KO-*)."""

from __future__ import annotations

from rules.aod.cards import best_defence
from rules.aod.game import AOD
from rules.aod.model import AodState, CardType
from tests.rules_aod.aod_scenario import (
    activate,
    corridor,
    event,
    give_hand,
    kinds,
    lay,
    new_game,
    play,
    put,
    refused,
    total_cards,
)

LARA, PIETER = 0, 1


def duel(n: int = 2) -> AodState:
    """Column A is a straight corridor A1–A3; Lara at A1, Pieter at A3, both armed."""
    state = new_game(n)
    corridor(state, [(0, 0), (1, 0), (2, 0)], ["T14", "T15", "T16"], rotation=0)
    put(state, LARA, (0, 0))
    put(state, PIETER, (2, 0))
    give_hand(state, LARA, ["am15", "am01", "en01"])
    give_hand(state, PIETER, ["li12", "li04", "li05", "li08"])
    activate(state, LARA)
    return state


def test_hits_are_the_sum_of_the_ammo_played() -> None:
    """AOD-SHOOT-1: 4+1 ammo is 5 hits at one chosen figure."""
    after = play(duel(), LARA, "shoot:1:am15,am01")
    assert event(after.events, "shot").params == {"seat": LARA, "target_seat": PIETER, "cards": [4, 1], "hits": 5}
    assert after.state.actions_left == 2


def test_line_of_sight_needs_an_open_straight_corridor() -> None:
    """AOD-SHOOT-2: a wall across the corridor, or a face-down tile, stops the shot."""
    state = duel()
    lay(state, (1, 0), "T15", rotation=1)
    assert refused(state, LARA, "shoot:1:am15").key == "error.aod.target_out_of_sight"
    state = duel()
    lay(state, (1, 0), "T15", opened=False)
    assert refused(state, LARA, "shoot:1:am15").key == "error.aod.target_out_of_sight"
    state = duel()
    put(state, PIETER, (2, 1))
    lay(state, (2, 1), "T22", rotation=0)
    assert refused(state, LARA, "shoot:1:am15").key == "error.aod.target_out_of_sight"


def test_figures_on_one_tile_can_shoot_each_other() -> None:
    """AOD-SHOOT-3: the same tile is always in sight."""
    state = duel()
    lay(state, (1, 0), "T04", rotation=1)
    put(state, LARA, (1, 0))
    put(state, PIETER, (1, 0))
    assert "shot" in kinds(play(state, LARA, "shoot:1:am01").events)


def test_start_tile_is_a_safe_zone() -> None:
    """AOD-SHOOT-4: no shots from the start tile nor at a figure on it."""
    state = duel()
    put(state, PIETER, state.start)
    assert refused(state, LARA, "shoot:1:am15").key == "error.aod.target_safe"
    state = duel()
    put(state, LARA, state.start)
    assert refused(state, LARA, "shoot:1:am15").key == "error.aod.shoot_from_start"


def test_partners_are_not_targets_but_rival_bad_guys_are() -> None:
    """AOD-SHOOT-5: no friendly fire with 4 players; in the 3-player game bad guys shoot each other."""
    state = duel(4)
    put(state, 2, (2, 0))  # Kurtis, Lara's partner
    assert refused(state, LARA, "shoot:2:am15").key == "error.aod.target_partner"
    state = duel(3)
    put(state, 2, (2, 0))  # Joachim
    give_hand(state, PIETER, ["am15"])
    put(state, PIETER, (0, 0))
    activate(state, PIETER)
    assert "shot" in kinds(play(state, PIETER, "shoot:2:am15").events)


def test_knocked_out_figures_cannot_be_shot() -> None:
    """AOD-SHOOT-6: a figure lying down is no target."""
    state = duel()
    state.figures[PIETER].knocked_out = True
    assert refused(state, LARA, "shoot:1:am15").key == "error.aod.target_down"


def test_life_cards_absorb_the_hits_and_the_rest_is_wasted() -> None:
    """AOD-LIFE-1: 1 hit stopped by the cheapest life card; nothing wasted when it fits."""
    after = play(duel(), LARA, "shoot:1:am01")
    blocked = event(after.events, "blocked")
    assert blocked.params == {"seat": PIETER, "cards": [2], "wasted": 1}
    assert len(after.state.hands[PIETER]) == 3


def test_defence_wastes_least_then_uses_fewest_cards() -> None:
    """AOD-LIFE-2: cover with the smallest total, then the fewest cards."""
    life = ["li12", "li04", "li05", "li08"]  # 4, 2, 2, 3
    assert best_defence(life, 3) == ["li08"]
    assert best_defence(life, 4) == ["li12"]
    assert best_defence(life, 5) == ["li04", "li08"]
    assert best_defence(life, 12) is None
    assert best_defence([], 0) == []


def test_not_enough_life_knocks_the_target_out() -> None:
    """AOD-KO-1: hand discarded, carried counter left on the tile, figure lying down."""
    state = duel()
    give_hand(state, PIETER, ["li01", "en05"])
    state.figures[PIETER].carrying = "P1"
    state.objects["P1"] = state.objects["P1"].model_copy(update={"where": "carried", "seat": PIETER})
    state.object_stack.remove("P1")
    after = play(state, LARA, "shoot:1:am15")
    fig = after.state.figures[PIETER]
    assert fig.knocked_out and fig.carrying is None and fig.pos == (2, 0)
    assert after.state.hands[PIETER] == []
    assert after.state.objects["P1"].where == "cell" and after.state.objects["P1"].pos == (2, 0)
    assert total_cards(after.state) == 55
    assert AOD.view(after.state, None).seats[PIETER].missing_next_turn


def test_knocked_out_seat_misses_a_turn_then_stands_up() -> None:
    """AOD-KO-2, AOD-KO-3: the next turn is skipped; the one after starts with a card of each type."""
    state = duel()
    give_hand(state, PIETER, [])
    state = play(state, LARA, "shoot:1:am15").state
    skipped = play(state, LARA, "end")
    assert "turn_skipped" in kinds(skipped.events) and AOD.to_act(skipped.state) == {LARA}
    back = play(skipped.state, LARA, "end")
    assert "stood_up" in kinds(back.events) and AOD.to_act(back.state) == {PIETER}
    fig = back.state.figures[PIETER]
    assert not fig.knocked_out
    hand_types = sorted(c[:2] for c in back.state.hands[PIETER])
    assert hand_types == ["am", "en", "li"]
    assert {e.params["card_type"] for e in back.events if e.kind == "cards_drawn"} == set(CardType)
