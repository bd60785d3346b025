"""Secret rooms, police, carrying and scoring (AOD-DISC-*, AOD-CARRY-*, AOD-SCORE-*)."""

from __future__ import annotations

from typing import Any

from rules.aod.game import AOD
from rules.aod.model import AodState, ObjectPlace
from tests.rules_aod.aod_scenario import (
    activate,
    corridor,
    event,
    give_hand,
    kinds,
    lay,
    lay_object,
    new_game,
    play,
    put,
    refused,
)

LARA, PIETER = 0, 1


def room_ahead(n: int = 2, discovery: str = "D2") -> AodState:
    """Lara on A1 (straight corridor) with a face-down torch room at A2 and energy to spend."""
    state = new_game(n)
    lay(state, (0, 0), "T14")
    lay(state, (1, 0), "T05", opened=False)  # torch corner
    put(state, LARA, (0, 0))
    state.discovery_pile.remove(discovery)
    state.discovery_pile.insert(0, discovery)
    give_hand(state, LARA, ["en22"])
    activate(state, LARA, actions=2, energy=4)
    return state


def carrying(state: AodState, seat: int, counter: str) -> None:
    if counter in state.object_stack:
        state.object_stack.remove(counter)
    state.objects[counter] = ObjectPlace(where="carried", seat=seat)
    state.figures[seat].carrying = counter


# ---------------------------------------------------------------- discovery and police


def test_torch_gives_the_discovery_counter() -> None:
    """AOD-DISC-1, AOD-SCORE-1: the opener takes the top discovery counter, worth 1 point."""
    after = play(room_ahead(), LARA, "open:S:0")
    assert after.state.discovered == {"D2": LARA}
    assert event(after.events, "discovered").params["counter"] == "D2"
    assert AOD.view(after.state, None).seats[LARA].score == 1


def test_room_is_filled_from_the_top_of_the_stack() -> None:
    """AOD-DISC-2: D2 shows two counters; the top two lie face up in the room."""
    state = room_ahead()
    top_two = state.object_stack[:2]
    after = play(state, LARA, "open:S:0").state
    assert [c for c, p in after.objects.items() if p.where == "cell"] == top_two
    assert all(after.objects[c].pos == (1, 0) for c in top_two)
    assert len(after.object_stack) == 7


def test_police_send_hunted_figures_back_to_the_start() -> None:
    """AOD-DISC-3: every hunted figure in the museum returns, leaving its counter; others stay."""
    state = room_ahead(4, discovery="D3")  # police hunt the good guys
    put(state, 2, (3, 3))  # Kurtis elsewhere in the museum, lying down, carrying
    state.figures[2].knocked_out = True
    carrying(state, 2, "E1")
    put(state, PIETER, (3, 4))
    after = play(state, LARA, "open:S:0")
    figs = after.state.figures
    assert figs[2].pos == after.state.start and figs[2].knocked_out and figs[2].carrying is None
    assert after.state.objects["E1"].where == "cell" and after.state.objects["E1"].pos == (3, 3)
    assert figs[PIETER].pos == (3, 4)
    assert "police_good" in kinds(after.events)
    assert after.state.discovered == {"D3": LARA}


def test_the_last_raid_is_public_with_its_room_and_its_quarry() -> None:
    """AOD-DISC-3: the view keeps where the police last raided and whom they hunted, for the board's mark."""
    state = room_ahead(4, discovery="D3")
    assert AOD.view(state, None).last_raid is None
    after = play(state, LARA, "open:S:0").state  # Lara is hunted: her turn ends at once (AOD-DISC-4)
    raid = AOD.view(after, None).last_raid
    assert raid is not None and raid.pos == (1, 0) and raid.police.value == "good"
    assert raid.turn == state.turn == after.turn - 1


def test_hunted_player_loses_the_rest_of_the_turn() -> None:
    """AOD-DISC-4: Lara is hunted by her own discovery: the turn passes at once."""
    after = play(room_ahead(discovery="D5"), LARA, "open:S:0")
    assert after.state.figures[LARA].pos == after.state.start
    assert AOD.to_act(after.state) == {PIETER}
    assert event(after.events, "energy_wasted").params["amount"] == 3


# ---------------------------------------------------------------- carrying


def on_a_room(n: int = 2) -> AodState:
    state = new_game(n)
    corridor(state, [(0, 0), (1, 0)], ["T14", "T15"], rotation=0)
    put(state, LARA, (1, 0))
    lay_object(state, "E3", (1, 0))
    lay_object(state, "P1", (1, 0))
    activate(state, LARA, energy=3)
    return state


def test_claim_one_counter_on_your_tile() -> None:
    """AOD-CARRY-1: claim what lies here, one at a time."""
    state = on_a_room()
    assert refused(state, LARA, "claim:E4").key == "error.aod.nothing_to_claim"
    state = play(state, LARA, "claim:E3").state
    assert state.objects["E3"].where == "carried" and state.figures[LARA].carrying == "E3"
    assert refused(state, LARA, "claim:P1").key == "error.aod.already_carrying"
    state = play(state, LARA, "step:N").state
    assert state.figures[LARA].pos == (0, 0) and state.objects["E3"].seat == LARA


def test_drop_leaves_the_counter_here() -> None:
    """AOD-CARRY-2: dropping is free and puts the counter on the figure's tile."""
    state = play(on_a_room(), LARA, "claim:E3").state
    after = play(state, LARA, "drop").state
    assert after.objects["E3"].where == "cell" and after.objects["E3"].pos == (1, 0)
    assert after.energy_left == 3
    assert refused(after, LARA, "drop").key == "error.aod.not_carrying"


def test_carried_counters_are_taken_only_by_knocking_out() -> None:
    """AOD-CARRY-3: an opponent on the tile cannot claim a carried counter until the carrier is down."""
    state = on_a_room()
    carrying(state, PIETER, "P2")
    put(state, PIETER, (1, 0))
    give_hand(state, LARA, ["am15"])
    give_hand(state, PIETER, [])
    assert refused(state, LARA, "claim:P2").key == "error.aod.nothing_to_claim"
    state = play(state, LARA, "shoot:1:am15").state
    assert play(state, LARA, "claim:P2").state.figures[LARA].carrying == "P2"


def test_partners_hand_over_on_the_same_tile() -> None:
    """AOD-CARRY-4: free hand-over to a partner on the tile; never between rival bad guys."""
    state = on_a_room(4)
    carrying(state, LARA, "E1")
    put(state, 2, (1, 0))
    after = play(state, LARA, "give:2")
    assert after.state.figures[2].carrying == "E1" and after.state.figures[LARA].carrying is None
    assert refused(state, LARA, "give:1").key == "error.aod.cannot_give"
    three = on_a_room(3)
    carrying(three, PIETER, "P2")
    put(three, PIETER, (1, 0))
    put(three, 2, (1, 0))
    activate(three, PIETER)
    assert refused(three, PIETER, "give:2").key == "error.aod.cannot_give"


def test_take_over_from_a_partner() -> None:
    """AOD-CARRY-5: a free-handed figure takes its partner's counter on the same tile."""
    state = on_a_room(4)
    carrying(state, 2, "E1")
    put(state, 2, (1, 0))
    after = play(state, LARA, "take:2").state
    assert after.figures[LARA].carrying == "E1" and after.objects["E1"].seat == LARA
    put(state, 2, (0, 0))
    assert refused(state, LARA, "take:2").key == "error.aod.cannot_take"


# ---------------------------------------------------------------- scoring


def at_the_door(n: int, seat: int, counter: str, **options: Any) -> AodState:
    state = new_game(n, **options)
    lay(state, (0, 0), "T14")
    put(state, seat, (0, 0))
    carrying(state, seat, counter)
    activate(state, seat, energy=1)
    return state


def test_own_counters_score_at_the_start_tile() -> None:
    """AOD-SCORE-2: evidence carried out by a good guy scores its points."""
    after = play(at_the_door(2, LARA, "E3"), LARA, "step:N")
    assert after.state.objects["E3"].where == "scored"
    assert event(after.events, "smuggled").params["points"] == 3
    assert AOD.view(after.state, None).seats[LARA].score == 3


def test_the_other_sides_counters_are_destroyed() -> None:
    """AOD-SCORE-3: a painting carried out by a good guy is destroyed, scoring nothing."""
    after = play(at_the_door(2, LARA, "P3"), LARA, "step:N")
    assert after.state.objects["P3"].where == "destroyed"
    assert "destroyed" in kinds(after.events)
    assert AOD.view(after.state, None).seats[LARA].score == 0


def test_large_counter_scores_for_anyone() -> None:
    """AOD-SCORE-4: the large counter is worth large_counter_points to whoever brings it out."""
    after = play(at_the_door(2, PIETER, "X", large_counter_points=3), PIETER, "step:N").state
    assert AOD.view(after, None).seats[PIETER].score == 3


def test_teams_add_up_with_four_players_only() -> None:
    """AOD-SCORE-5: team totals with 4 players; each player alone with 3."""
    four = play(at_the_door(4, 2, "E1"), 2, "step:N").state
    assert AOD.view(four, None).team_scores == {"good": 2, "bad": 0}
    three = play(at_the_door(3, 2, "P1"), 2, "step:N").state
    assert AOD.view(three, None).team_scores == {"seat:0": 0, "seat:1": 0, "seat:2": 2}


def test_a_lost_figure_costs_a_point() -> None:
    """AOD-SCORE-6: being buried scores −1."""
    state = new_game(2)
    state.figures[PIETER].lost = True
    assert AOD.view(state, None).seats[PIETER].score == -1
