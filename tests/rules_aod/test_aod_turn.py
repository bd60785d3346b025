"""Turn structure, cards and energy (AOD-TURN-*, AOD-CARD-*, AOD-EN-*, AOD-MOVE-*, AOD-PEND-1)."""

from __future__ import annotations

from rules.aod.game import AOD
from rules.aod.model import AodState, CardType, Direction
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
    total_cards,
)

LARA, PIETER = 0, 1
COLUMN_A = [(0, 0), (1, 0), (2, 0)]


def museum() -> AodState:
    """2 players, start north of A1, a straight north–south corridor A1–A3, Lara at A2."""
    state = new_game(2)
    corridor(state, COLUMN_A, ["T14", "T15", "T16"], rotation=0)
    put(state, LARA, (1, 0))
    give_hand(state, LARA, ["en22", "en01", "am01", "li01"])
    activate(state, LARA)
    return state


# ---------------------------------------------------------------- turn


def test_three_actions_then_no_more() -> None:
    """AOD-TURN-1: a fourth action is refused; energy left may still be spent."""
    state = museum()
    state = play(state, LARA, "reload:life").state
    state = play(state, LARA, "reload:life").state
    state = play(state, LARA, "energy:en22").state
    assert state.actions_left == 0 and state.energy_left == 4
    assert refused(state, LARA, "reload:ammo").key == "error.aod.no_actions_left"
    assert play(state, LARA, "step:S").state.energy_left == 3


def test_passing_hands_the_turn_on() -> None:
    """AOD-TURN-1: ending the turn at once is a pass."""
    after = play(museum(), LARA, "end")
    assert kinds(after.events) == ["turn_ended", "turn_started"]
    assert AOD.to_act(after.state) == {PIETER} and after.state.actions_left == 3


def test_an_action_plays_cards_of_one_type_only() -> None:
    """AOD-TURN-2: life cards are not played as an action; cards must be in hand, once each."""
    state = museum()
    assert refused(state, LARA, "energy:li01").key == "error.aod.wrong_card_type"
    assert refused(state, LARA, "energy:en22,am01").key == "error.aod.wrong_card_type"
    assert refused(state, LARA, "energy:en05").key == "error.aod.not_in_hand"
    assert refused(state, LARA, "energy:en22,en22").key == "error.aod.duplicate_cards"


def test_free_actions_keep_the_energy() -> None:
    """AOD-TURN-3: claiming uses no action and wastes no energy."""
    state = museum()
    lay_object(state, "E1", (1, 0))
    state = play(state, LARA, "energy:en22").state
    after = play(state, LARA, "claim:E1").state
    assert after.energy_left == 4 and after.actions_left == 2 and after.figures[LARA].carrying == "E1"


def test_turn_ends_by_itself_when_nothing_is_left() -> None:
    """AOD-TURN-4: after the third action, with no energy and nothing free to do, the turn passes."""
    state = museum()
    for _ in range(2):
        state = play(state, LARA, "reload:ammo").state
    after = play(state, LARA, "reload:ammo")
    assert "turn_ended" in kinds(after.events) and AOD.to_act(after.state) == {PIETER}


def test_turn_waits_while_a_counter_can_be_claimed() -> None:
    """AOD-TURN-4: a claim still possible keeps the turn open after the last action."""
    state = museum()
    lay_object(state, "E2", (1, 0))
    for _ in range(3):
        state = play(state, LARA, "reload:ammo").state
    assert AOD.to_act(state) == {LARA}
    after = play(state, LARA, "claim:E2").state
    assert after.figures[LARA].carrying == "E2" and AOD.to_act(after) == {PIETER}


def test_lost_seats_are_skipped() -> None:
    """AOD-TURN-5: a seat whose figure is lost never gets the turn."""
    state = new_game(3)
    state.figures[1].lost = True
    after = play(state, 0, "end").state
    assert AOD.to_act(after) == {2}


# ---------------------------------------------------------------- cards


def test_reload_symbol_gives_two_of_its_type() -> None:
    """AOD-CARD-1: two energy on an energy reload tile, one of any other type."""
    state = museum()
    lay(state, (1, 0), "T12")
    two = play(state, LARA, "reload:energy")
    assert event(two.events, "reloaded").params["count"] == 2
    assert len(two.state.hands[LARA]) == 6
    one = play(state, LARA, "reload:ammo")
    assert event(one.events, "reloaded").params["count"] == 1


def test_drawn_values_are_private_and_the_reload_public() -> None:
    """AOD-CARD-3: the public event says type and count; the values go to the drawer only."""
    after = play(museum(), LARA, "reload:ammo")
    public = event(after.events, "reloaded")
    assert public.to is None and public.params["card_type"] is CardType.AMMO
    private = event(after.events, "cards_drawn")
    assert private.to == frozenset({LARA}) and len(private.params["cards"]) == 1


def test_empty_pile_reshuffles_discards() -> None:
    """AOD-CARD-2: the discards of that type become the new pile; with none left, no reload."""
    state = museum()
    state.discard[CardType.LIFE] = state.draw[CardType.LIFE]
    state.draw[CardType.LIFE] = []
    after = play(state, LARA, "reload:life")
    assert "reshuffled" in kinds(after.events) and after.state.discard[CardType.LIFE] == []
    state.discard[CardType.LIFE] = []
    assert refused(state, LARA, "reload:life").key == "error.aod.pile_empty"


def test_hand_limit_makes_the_owner_ditch() -> None:
    """AOD-CARD-4, AOD-PEND-1: over 7 cards the owner picks what to discard; the game waits."""
    state = museum()
    give_hand(state, LARA, ["en01", "en02", "en03", "en04", "en05", "am01", "li01"])
    state = play(state, LARA, "reload:ammo").state
    assert state.pending is not None and state.pending.kind == "ditch" and state.pending.count == 1
    assert AOD.to_act(state) == {LARA}
    assert refused(state, LARA, "reload:ammo").key == "error.aod.pending_ditch"
    assert refused(state, LARA, "ditch:en01,en02").key == "error.aod.ditch_count"
    assert refused(state, LARA, "ditch:en20").key == "error.aod.ditch_not_in_hand"
    after = play(state, LARA, "ditch:en05")
    assert len(after.state.hands[LARA]) == 7 and after.state.pending is None
    assert event(after.events, "ditched").params == {"seat": LARA, "count": 1, "cards": [1]}
    assert total_cards(after.state) == 55


def test_unused_points_are_wasted() -> None:
    """AOD-CARD-5, AOD-EN-2: 4+1 energy, one step, then a reload wastes the 4 left."""
    state = play(museum(), LARA, "energy:en22,en01").state
    assert state.energy_left == 5
    state = play(state, LARA, "step:S").state
    after = play(state, LARA, "reload:ammo")
    assert event(after.events, "energy_wasted").params == {"seat": LARA, "amount": 4}
    assert after.state.energy_left == 0


# ---------------------------------------------------------------- energy


def test_each_move_costs_one_energy() -> None:
    """AOD-EN-1: step, open and rotate each take 1 from the budget."""
    state = museum()
    lay(state, (1, 1), "T22", opened=False)
    state = play(state, LARA, "energy:en22").state
    state = play(state, LARA, "step:N").state
    state = play(state, LARA, "step:S").state
    state = play(state, LARA, "open:E:0").state
    assert play(state, LARA, "rotate:-:1").state.energy_left == 0


def test_ending_the_turn_wastes_energy() -> None:
    """AOD-EN-2: energy left at the end of the turn is lost."""
    state = play(museum(), LARA, "energy:en22").state
    assert event(play(state, LARA, "end").events, "energy_wasted").params["amount"] == 4


def test_moves_need_energy() -> None:
    """AOD-EN-1: without a budget, moving is refused and says to play energy."""
    assert refused(museum(), LARA, "step:S").key == "error.aod.no_energy"


def test_open_only_a_face_down_neighbour() -> None:
    """AOD-EN-3: any face-down neighbour, walls or not; not an opened tile, not two tiles away."""
    state = museum()
    lay(state, (1, 1), "T04", opened=False)
    state = play(state, LARA, "energy:en22").state
    err = refused(state, LARA, "open:S")
    assert err.key == "error.aod.open_where" and err.params["directions"] == [Direction.E]
    assert play(state, LARA, "open:E").state.grid[1][1].opened


def test_from_the_start_only_the_entrance_opens() -> None:
    """AOD-EN-3: from the start tile the entrance is the only neighbour."""
    state = new_game(2)
    give_hand(state, LARA, ["en22"])
    state = play(state, LARA, "energy:en22").state
    assert refused(state, LARA, "open:E").key == "error.aod.open_where"
    assert play(state, LARA, "open:S:0").state.grid[0][0].opened


def test_opener_orients_after_seeing_the_tile() -> None:
    """AOD-EN-4, AOD-PEND-1: open asks for the orientation; the bonus comes once it is laid."""
    state = museum()
    lay(state, (1, 1), "T20", opened=False)  # ammo reload T-junction
    state = play(state, LARA, "energy:en22").state
    opened = play(state, LARA, "open:E")
    assert opened.state.pending is not None and opened.state.pending.kind == "orient"
    assert "bonus" not in kinds(opened.events)
    assert len(AOD.legal_actions(opened.state, LARA)) == 4
    assert refused(opened.state, LARA, "step:N").key == "error.aod.pending_orient"
    laid = play(opened.state, LARA, "orient:2")
    assert laid.state.grid[1][1].rotation == 2
    assert event(laid.events, "oriented").params["directions"] == [Direction.N, Direction.S, Direction.W]
    assert event(laid.events, "bonus").params["card_type"] is CardType.AMMO
    assert len(laid.state.hands[LARA]) == 4 and laid.state.energy_left == 3


def test_direct_orientation_in_the_open_action() -> None:
    """AOD-EN-4: open:<dir>:<r> lays the tile at once."""
    state = museum()
    lay(state, (1, 1), "T04", opened=False)
    state = play(state, LARA, "energy:en22").state
    after = play(state, LARA, "open:E:3").state
    assert after.pending is None and after.grid[1][1].rotation == 3


def test_rotate_own_or_an_opened_neighbour() -> None:
    """AOD-EN-5: quarter turns clockwise on the own tile or an opened neighbour, 1 energy."""
    state = museum()
    lay(state, (1, 1), "T04", opened=False)
    state = play(state, LARA, "energy:en22").state
    after = play(state, LARA, "rotate:-:1")
    assert after.state.grid[1][0].rotation == 1
    assert event(after.events, "rotated").params["directions"] == [Direction.E, Direction.W]
    assert play(state, LARA, "rotate:N:3").state.grid[0][0].rotation == 3
    assert refused(state, LARA, "rotate:E:1").key == "error.aod.rotate_where"


def test_start_tile_cannot_be_rotated() -> None:
    """AOD-EN-5: from the start tile only the entrance turns."""
    state = new_game(2)
    lay(state, (0, 0), "T14")
    give_hand(state, LARA, ["en22"])
    state = play(state, LARA, "energy:en22").state
    assert refused(state, LARA, "rotate:-:1").key == "error.aod.rotate_where"
    assert play(state, LARA, "rotate:S:1").state.grid[0][0].rotation == 1


# ---------------------------------------------------------------- moving


def test_step_moves_one_tile_for_one_energy() -> None:
    """AOD-MOVE-1: a step to the next tile."""
    state = play(museum(), LARA, "energy:en01").state
    after = play(state, LARA, "step:S")
    assert after.state.figures[LARA].pos == (2, 0)
    assert event(after.events, "moved").params == {"seat": LARA, "direction": Direction.S, "pos": (2, 0)}


def test_walls_on_either_side_block_a_step() -> None:
    """AOD-MOVE-2: both facing edges must be open; face-down tiles cannot be entered."""
    state = museum()
    lay(state, (1, 1), "T17", rotation=1)  # east–west straight: its west edge faces A2
    lay(state, (2, 0), "T04", rotation=1)  # dead end opening east only: wall faces A2
    lay(state, (0, 0), "T25", opened=False)
    state = play(state, LARA, "energy:en22").state
    err = refused(state, LARA, "step:S")
    assert err.key == "error.aod.step_blocked" and err.params["directions"] == []
    assert refused(state, LARA, "step:E").key == "error.aod.step_blocked"  # A2 itself is closed to the east
    assert refused(state, LARA, "step:N").key == "error.aod.step_blocked"  # face-down
    state = play(state, LARA, "rotate:-:1").state  # A2 now opens east–west
    assert play(state, LARA, "step:E").state.figures[LARA].pos == (1, 1)


def test_figures_walk_out_to_the_start_tile() -> None:
    """AOD-MOVE-2: the entrance connects to the start tile when its outer edge is open."""
    state = museum()
    put(state, LARA, (0, 0))
    state = play(state, LARA, "energy:en01").state
    assert play(state, LARA, "step:N").state.figures[LARA].pos == (-1, 0)
