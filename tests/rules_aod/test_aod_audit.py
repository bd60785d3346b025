"""Audit scenarios: rules the other AoD test modules reach only indirectly.

Each test names the rule ids of ``seeds/aod.md`` it checks; together they walk through the rulebook
from reloading to the tie-break, looking at the corners where two rules meet.
"""

from __future__ import annotations

from rules.aod.game import AOD
from rules.aod.model import AodState, ObjectPlace, ScoreMark
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
JOACHIM_3P = 2
KURTIS_4P, JOACHIM_4P = 2, 3


def carrying(state: AodState, seat: int, counter: str) -> None:
    if counter in state.object_stack:
        state.object_stack.remove(counter)
    state.objects[counter] = ObjectPlace(where="carried", seat=seat)
    state.figures[seat].carrying = counter


# ---------------------------------------------------------------- cards (AOD-CARD-*)


def test_reload_of_another_type_on_a_symbol_draws_one() -> None:
    """AOD-CARD-1: on an energy reload tile, energy brings two cards but ammo only one."""
    state = new_game()
    lay(state, (0, 0), "T12")  # energy reload, N–S straight
    put(state, LARA, (0, 0))
    give_hand(state, LARA, [])
    activate(state, LARA)
    state = play(state, LARA, "reload:ammo").state
    assert len(state.hands[LARA]) == 1
    state = play(state, LARA, "reload:energy").state
    assert len(state.hands[LARA]) == 3


def test_seven_cards_is_still_within_the_limit() -> None:
    """AOD-CARD-4: reaching exactly seven asks for nothing; the eighth card must be ditched."""
    state = new_game()
    give_hand(state, LARA, ["en01", "en02", "en03", "am01", "am02", "li01"])
    activate(state, LARA)
    state = play(state, LARA, "reload:life").state
    assert state.pending is None and len(state.hands[LARA]) == 7
    state = play(state, LARA, "reload:life").state
    assert state.pending is not None and state.pending.kind == "ditch" and state.pending.count == 1


def test_owner_chooses_any_card_to_ditch_after_a_bonus() -> None:
    """AOD-CARD-4, AOD-EN-4: a reload bonus over the limit lets the owner ditch a card of any type."""
    state = new_game()
    lay(state, (0, 0), "T14")
    lay(state, (1, 0), "T12", opened=False)  # energy reload tile, face down
    put(state, LARA, (0, 0))
    give_hand(state, LARA, ["en01", "en02", "en03", "am01", "am02", "li01", "li02"])
    activate(state, LARA, actions=2, energy=2)
    after = play(state, LARA, "open:S:0")
    assert "bonus" in kinds(after.events)
    assert after.state.pending is not None and after.state.pending.kind == "ditch"
    assert refused(after.state, PIETER, "ditch:am01").key  # only the owner answers
    state = play(after.state, LARA, "ditch:am01").state
    assert state.pending is None and "am01" not in state.hands[LARA] and len(state.hands[LARA]) == 7
    assert state.energy_left == 1  # the ditch did not cost the energy still to spend


def test_a_new_action_wastes_the_energy_left() -> None:
    """AOD-EN-2, AOD-CARD-5: reloading with energy unspent loses that energy."""
    state = new_game()
    put(state, LARA, (0, 0))
    lay(state, (0, 0), "T14")
    activate(state, LARA, actions=2, energy=3)
    after = play(state, LARA, "reload:life")
    assert event(after.events, "energy_wasted").params["amount"] == 3
    assert after.state.energy_left == 0 and after.state.actions_left == 1


# ---------------------------------------------------------------- energy (AOD-EN-*)


def test_opening_then_orienting_keeps_the_rest_of_the_budget() -> None:
    """AOD-EN-1, AOD-EN-4: open (1), choose how it lies, then walk in with the energy left."""
    state = new_game()
    lay(state, (0, 0), "T14")
    lay(state, (1, 0), "T04", opened=False)  # dead end, printed open to the north
    put(state, LARA, (0, 0))
    activate(state, LARA, actions=2, energy=3)
    state = play(state, LARA, "open:S").state
    assert state.pending is not None and state.pending.kind == "orient" and state.energy_left == 2
    state = play(state, LARA, "orient:0").state
    state = play(state, LARA, "step:S").state
    assert state.figures[LARA].pos == (1, 0) and state.energy_left == 1


def test_rotating_costs_one_whatever_the_turns_and_figures_ride_along() -> None:
    """AOD-EN-5: three quarter turns of the tile Pieter stands on cost 1; he stays on it."""
    state = new_game()
    lay(state, (0, 0), "T14")
    lay(state, (1, 0), "T15")
    put(state, LARA, (0, 0))
    put(state, PIETER, (1, 0))
    activate(state, LARA, energy=2)
    state = play(state, LARA, "rotate:S:3").state
    assert state.energy_left == 1 and state.grid[1][0].rotation == 3
    assert state.figures[PIETER].pos == (1, 0)


def test_a_face_down_neighbour_cannot_be_rotated() -> None:
    """AOD-EN-5: only opened tiles turn; a face-down one must be opened first."""
    state = new_game()
    lay(state, (0, 0), "T14")
    lay(state, (1, 0), "T15", opened=False)
    put(state, LARA, (0, 0))
    activate(state, LARA, energy=2)
    assert refused(state, LARA, "rotate:S:1").key == "error.aod.rotate_where"


# ---------------------------------------------------------------- shooting (AOD-SHOOT-*, AOD-KO-*)


def test_figures_in_the_line_do_not_shield_the_chosen_target() -> None:
    """AOD-SHOOT-1, AOD-SHOOT-2: Lara fires past Joachim at Pieter; only the chosen target is hit."""
    state = new_game(3)
    corridor(state, [(0, 0), (1, 0), (2, 0)], ["T14", "T15", "T16"], rotation=0)
    put(state, LARA, (0, 0))
    put(state, JOACHIM_3P, (1, 0))
    put(state, PIETER, (2, 0))
    give_hand(state, LARA, ["am15"])
    give_hand(state, PIETER, [])
    give_hand(state, JOACHIM_3P, ["li01"])
    activate(state, LARA)
    after = play(state, LARA, "shoot:1:am15")
    assert after.state.figures[PIETER].knocked_out
    assert not after.state.figures[JOACHIM_3P].knocked_out and after.state.hands[JOACHIM_3P] == ["li01"]


def test_the_shooter_claims_what_the_knocked_out_carrier_dropped() -> None:
    """AOD-CARRY-3, AOD-KO-1: shoot the carrier down, then claim its counter in the same turn."""
    state = new_game()
    lay(state, (0, 0), "T14")
    put(state, LARA, (0, 0))
    put(state, PIETER, (0, 0))
    carrying(state, LARA, "E1")
    give_hand(state, LARA, ["li01"])
    give_hand(state, PIETER, ["am15"])
    activate(state, PIETER)
    assert refused(state, PIETER, "claim:E1").key == "error.aod.nothing_to_claim"
    state = play(state, PIETER, "shoot:0:am15").state
    assert state.figures[LARA].knocked_out and state.hands[LARA] == []
    state = play(state, PIETER, "claim:E1").state
    assert state.figures[PIETER].carrying == "E1"


def test_standing_up_gives_exactly_one_card_of_each_type() -> None:
    """AOD-KO-2, AOD-KO-3: the skipped turn passes, then the figure stands with three cards."""
    state = new_game()
    lay(state, (0, 0), "T14")
    put(state, LARA, (0, 0))
    put(state, PIETER, (0, 0))
    give_hand(state, LARA, [])
    give_hand(state, PIETER, ["am01"])
    activate(state, PIETER)
    state = play(state, PIETER, "shoot:0:am01").state
    state = play(state, PIETER, "end").state  # Lara's turn is skipped: Pieter again
    assert AOD.to_act(state) == {PIETER} and state.figures[LARA].knocked_out
    after = play(state, PIETER, "end")
    hand = after.state.hands[LARA]
    assert AOD.to_act(after.state) == {LARA} and not after.state.figures[LARA].knocked_out
    assert sorted(c[:2] for c in hand) == ["am", "en", "li"]


# ---------------------------------------------------------------- police (AOD-DISC-*)


def test_police_leave_figures_at_the_start_and_its_turn_goes_on() -> None:
    """AOD-DISC-3, AOD-DISC-4: opening the entrance from the start, Lara is already outside."""
    state = new_game()
    lay(state, (0, 0), "T01", opened=False)  # torch dead end at the entrance A1
    state.discovery_pile.remove("D3")
    state.discovery_pile.insert(0, "D3")  # police hunt the good guys
    activate(state, LARA, actions=2, energy=2)
    after = play(state, LARA, "open:S:2")  # laid open to the south... and the start is north
    assert "police_good" in kinds(after.events) and "hunted" not in kinds(after.events)
    assert AOD.to_act(after.state) == {LARA} and after.state.energy_left == 1


def test_police_called_by_the_orientation_answer_end_the_turn() -> None:
    """AOD-PEND-1, AOD-EN-4, AOD-DISC-4: the room takes effect once oriented; hunted, Lara's turn ends."""
    state = new_game()
    lay(state, (0, 0), "T14")
    lay(state, (1, 0), "T05", opened=False)  # torch corner
    put(state, LARA, (0, 0))
    state.discovery_pile.remove("D5")
    state.discovery_pile.insert(0, "D5")  # police hunt everybody
    activate(state, LARA, actions=2, energy=3)
    state = play(state, LARA, "open:S").state
    assert state.discovered == {} and AOD.to_act(state) == {LARA}
    after = play(state, LARA, "orient:3")
    assert after.state.discovered == {"D5": LARA} and after.state.figures[LARA].pos == after.state.start
    assert AOD.to_act(after.state) == {PIETER} and after.state.actions_left == 3


def test_hunted_bad_guys_both_flee_in_the_three_player_game() -> None:
    """AOD-DISC-3: police after the bad guys send Pieter and Joachim out, leaving their counters."""
    state = new_game(3)
    lay(state, (0, 0), "T14")
    lay(state, (1, 0), "T05", opened=False)
    lay(state, (3, 3), "T22")
    put(state, LARA, (0, 0))
    put(state, PIETER, (3, 3))
    put(state, JOACHIM_3P, (3, 3))
    carrying(state, JOACHIM_3P, "P1")
    state.discovery_pile.remove("D4")
    state.discovery_pile.insert(0, "D4")
    activate(state, LARA, energy=2)
    after = play(state, LARA, "open:S:0").state
    assert after.figures[PIETER].pos == after.start and after.figures[JOACHIM_3P].pos == after.start
    assert after.objects["P1"].where == "cell" and after.objects["P1"].pos == (3, 3)
    assert after.figures[LARA].pos == (0, 0) and AOD.to_act(after) == {LARA}


# ---------------------------------------------------------------- three players (AOD-SCORE-5, AOD-CARRY-4)


def test_three_player_bad_guys_are_no_partners() -> None:
    """AOD-CARRY-4, AOD-CARRY-5, AOD-SCORE-5: Pieter cannot pass to Joachim; each scores alone."""
    state = new_game(3)
    corridor(state, [(0, 0)], ["T14"], rotation=0)
    put(state, PIETER, (0, 0))
    put(state, JOACHIM_3P, (0, 0))
    carrying(state, PIETER, "P3")
    activate(state, PIETER, energy=1)
    assert refused(state, PIETER, "give:2").key == "error.aod.cannot_give"
    activate(state, JOACHIM_3P, energy=1)
    assert refused(state, JOACHIM_3P, "take:1").key == "error.aod.cannot_take"
    activate(state, PIETER, energy=1)
    after = play(state, PIETER, "step:N").state
    view = AOD.view(after, None)
    assert view.seats[PIETER].score == 3 and view.seats[JOACHIM_3P].score == 0
    assert AOD.view(after, None).seats[LARA].score == 0


def test_hand_over_needs_the_partner_on_the_same_tile() -> None:
    """AOD-CARRY-4 (ruling): Lara cannot pass her counter to Kurtis two tiles away."""
    state = new_game(4)
    corridor(state, [(0, 0), (1, 0)], ["T14", "T15"], rotation=0)
    put(state, LARA, (0, 0))
    put(state, KURTIS_4P, (1, 0))
    carrying(state, LARA, "E2")
    activate(state, LARA, energy=1)
    assert refused(state, LARA, "give:2").key == "error.aod.cannot_give"
    state = play(state, LARA, "step:S").state
    assert play(state, LARA, "give:2").state.figures[KURTIS_4P].carrying == "E2"


def test_lara_destroys_paintings_in_the_two_player_game() -> None:
    """AOD-SCORE-3: in the 2-player game a painting carried out by Lara scores nothing."""
    state = new_game()
    lay(state, (0, 0), "T14")
    put(state, LARA, (0, 0))
    carrying(state, LARA, "P4")
    activate(state, LARA, energy=2)
    after = play(state, LARA, "step:N")
    assert "destroyed" in kinds(after.events) and AOD.view(after.state, None).seats[LARA].score == 0


# ---------------------------------------------------------------- bomb and collapse (AOD-BOMB-*, AOD-COL-*)


def test_the_bomb_tile_takes_a_partner_left_on_it() -> None:
    """AOD-BOMB-3, AOD-BOMB-4, AOD-CARRY-4: Lara hands the large counter to Kurtis and walks off.

    The counter has not left the tile, so her step sets nothing off; the deadline at the end of her
    turn does, and Kurtis, still holding it there, falls with the tile.
    """
    state = new_game(4)
    lay(state, (2, 2), "T22")  # opens N, E, S
    lay(state, (1, 2), "T23")  # its south edge faces C3
    lay_object(state, "X", (2, 2))
    state.bomb_pos = (2, 2)
    put(state, LARA, (2, 2))
    put(state, KURTIS_4P, (2, 2))
    activate(state, LARA, energy=1)
    state = play(state, LARA, "claim:X").state
    state = play(state, LARA, "give:2").state
    assert state.bomb_holder == LARA and state.figures[KURTIS_4P].carrying == "X"
    stepped = play(state, LARA, "step:N")
    assert "exploded" not in kinds(stepped.events) and not stepped.state.bomb_exploded
    after = play(stepped.state, LARA, "end")
    assert "exploded" in kinds(after.events) and after.state.bomb_holder == LARA
    assert after.state.figures[KURTIS_4P].lost and after.state.objects["X"].where == "lost"
    assert not after.state.figures[LARA].lost


def test_no_ring_falls_after_other_players_turns() -> None:
    """AOD-COL-1: only the bomb holder's completed turns bring the collapse further."""
    state = new_game(3)
    lay(state, (2, 2), "T22")
    lay(state, (1, 2), "T23")
    lay_object(state, "X", (2, 2))
    state.bomb_pos = (2, 2)
    put(state, PIETER, (2, 2))
    activate(state, PIETER, energy=1)
    state = play(state, PIETER, "claim:X").state
    state = play(state, PIETER, "step:N").state

    def fallen(s: AodState) -> int:
        return sum(c.removed for row in s.grid for c in row)

    assert fallen(state) == 1
    state = play(state, PIETER, "end").state  # the turn the bomb went off: no ring
    assert fallen(state) == 1
    state = play(state, JOACHIM_3P, "end").state
    state = play(state, LARA, "end").state
    assert fallen(state) == 1
    after = play(state, PIETER, "end")
    assert fallen(after.state) == 5  # orthogonal ring around C3
    assert event(after.events, "collapsed").params["seat"] == PIETER  # the log says whose turn it was


# ---------------------------------------------------------------- end (AOD-END-*)


def test_three_player_tie_goes_to_the_last_to_reach_it() -> None:
    """AOD-END-2, AOD-SCORE-5: players, not sides, are compared in the 3-player game."""
    state = new_game(3)
    for row in state.grid:
        for c in row:
            c.removed = True
    state.discovered = {"D1": LARA, "D2": PIETER, "D3": JOACHIM_3P}
    state.marks = [ScoreMark(unit="seat:0", points=1, tick=3), ScoreMark(unit="seat:2", points=1, tick=9),
                   ScoreMark(unit="seat:1", points=1, tick=5)]
    state.finished = True
    result = AOD.result(state)
    assert result is not None and result.winners == {JOACHIM_3P}
    assert result.summary_key == "result.aod.solo_win"
