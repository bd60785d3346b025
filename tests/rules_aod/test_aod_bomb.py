"""The bomb, the collapse and the end of the game (AOD-BOMB-*, AOD-COL-*, AOD-END-1, AOD-END-2)."""

from __future__ import annotations

from typing import Any

from rules.aod.board import ALL_CELLS
from rules.aod.game import AOD
from rules.aod.model import AodState, ObjectPlace, ScoreMark
from tests.rules_aod.aod_scenario import (
    activate,
    event,
    kinds,
    lay,
    lay_object,
    new_game,
    play,
    put,
)

LARA, PIETER = 0, 1
BOMB = (2, 2)


def bomb_room(**options: Any) -> AodState:
    """Lara on C3 where the large counter lies on the bomb; C2 north of it is open toward it."""
    state = new_game(2, **options)
    lay(state, BOMB, "T22")  # opens N, E, S
    lay(state, (1, 2), "T23")  # opens N, E, S: its south edge faces C3
    lay_object(state, "X", BOMB)
    state.bomb_pos = BOMB
    put(state, LARA, BOMB)
    activate(state, LARA, energy=2)
    return state


def test_large_counter_comes_out_in_the_last_room() -> None:
    """AOD-BOMB-1: the fifth room receives the large counter, and the bomb lies on that tile."""
    state = new_game(2)
    lay(state, (0, 0), "T14")
    lay(state, (1, 0), "T05", opened=False)
    for counter in state.object_stack[:-1]:
        state.objects[counter] = ObjectPlace(where="destroyed", seat=PIETER)
    state.object_stack = ["X"]
    state.discovery_pile = ["D4"]
    put(state, LARA, (0, 0))
    activate(state, LARA, energy=1)
    after = play(state, LARA, "open:S:0").state
    assert after.objects["X"].where == "cell" and after.bomb_pos == (1, 0)


def test_first_claimer_keeps_the_bomb() -> None:
    """AOD-BOMB-2: claiming the large counter takes the bomb for good."""
    after = play(bomb_room(), LARA, "claim:X")
    assert after.state.bomb_holder == LARA
    assert event(after.events, "bomb_taken").params == {"seat": LARA, "pos": BOMB}
    state = play(after.state, LARA, "drop").state
    put(state, PIETER, BOMB)
    activate(state, PIETER)
    assert play(state, PIETER, "claim:X").state.bomb_holder == LARA


def test_bomb_tile_goes_when_the_holder_leaves() -> None:
    """AOD-BOMB-3: stepping off removes the tile with everything on it."""
    state = bomb_room()
    put(state, PIETER, BOMB)
    lay_object(state, "P1", BOMB)
    state = play(state, LARA, "claim:X").state
    after = play(state, LARA, "step:N")
    assert kinds(after.events)[1:3] == ["exploded", "object_lost"]
    assert after.state.grid[2][2].removed and after.state.bomb_exploded
    assert after.state.figures[PIETER].lost and after.state.objects["P1"].where == "lost"
    assert after.state.figures[LARA].carrying == "X" and AOD.to_act(after.state) == {LARA}


def test_bomb_goes_off_at_the_end_of_the_turn_if_the_holder_stays() -> None:
    """AOD-BOMB-4: no waiting on the bomb: ending the turn on it buries the holder."""
    state = play(bomb_room(), LARA, "claim:X").state
    after = play(state, LARA, "end")
    assert "exploded" in kinds(after.events)
    assert after.state.figures[LARA].lost and after.state.objects["X"].where == "lost"
    assert AOD.view(after.state, None).seats[LARA].score == -1


def exploded(**options: object) -> AodState:
    """The holder has left the bomb tile (now gone) and stands on the start tile."""
    state = play(bomb_room(**options), LARA, "claim:X").state
    state = play(state, LARA, "step:N").state
    put(state, LARA, state.start)
    return state


def test_a_ring_falls_after_each_later_turn_of_the_holder() -> None:
    """AOD-COL-1: none in the turn of the explosion, then one after each of the holder's turns."""
    state = play(exploded(), LARA, "end").state
    assert sum(state.grid[r][c].removed for r, c in ALL_CELLS) == 1
    state = play(state, PIETER, "end").state
    after = play(state, LARA, "end")
    assert event(after.events, "collapsed").params == {"seat": LARA, "count": 4, "left": 20}
    assert {p for p in ALL_CELLS if after.state.grid[p[0]][p[1]].removed} == {BOMB, (1, 2), (3, 2), (2, 1), (2, 3)}


def test_the_view_shows_what_falls_next_and_after_whose_turn() -> None:
    """AOD-BOMB-4, AOD-COL-1: the public view names the tiles of the next fall and the turn that ends
    with it: the armed bomb tile this turn, then no ring in the explosion's turn, then each ring."""
    armed = play(bomb_room(), LARA, "claim:X").state
    view = AOD.view(armed, None)
    assert view.falling_next == (BOMB,) and view.falls_after == LARA and view.falls_this_turn
    state = exploded()
    view = AOD.view(state, None)
    assert view.falls_after == LARA and not view.falls_this_turn  # no ring in the explosion's turn
    ring = set(view.falling_next)
    assert ring == {(1, 2), (3, 2), (2, 1), (2, 3)}
    state = play(state, LARA, "end").state
    view = AOD.view(state, None)
    assert set(view.falling_next) == ring and not view.falls_this_turn  # Pieter plays first
    state = play(state, PIETER, "end").state
    assert AOD.view(state, None).falls_this_turn
    after = play(state, LARA, "end").state
    assert {p for p in ALL_CELLS if after.grid[p[0]][p[1]].removed} == ring | {BOMB}


def test_nothing_falls_before_the_bomb() -> None:
    """AOD-COL-1: with no bomb holder yet, the view announces no fall."""
    view = AOD.view(bomb_room(), None)
    assert view.falling_next == () and view.falls_after is None


def test_skipped_and_lost_holders_still_bring_rings() -> None:
    """AOD-COL-1: the holder's skipped turn and, once lost, its seat's turns still count."""
    state = play(exploded(), LARA, "end").state
    state.figures[LARA].knocked_out = True
    after = play(state, PIETER, "end")
    assert "turn_skipped" in kinds(after.events) and "collapsed" in kinds(after.events)
    state = play(after.state, PIETER, "end").state  # Lara stands up and plays
    state = play(state, LARA, "end").state
    state.figures[LARA].lost = True
    lost_turn = play(state, PIETER, "end")
    assert "collapsed" in kinds(lost_turn.events) and AOD.to_act(lost_turn.state) == {PIETER}


def test_king_collapse_takes_the_corners_too() -> None:
    """AOD-COL-2: with the king shape, the ring is the eight surrounding tiles."""
    state = play(exploded(collapse="king"), LARA, "end").state
    state = play(state, PIETER, "end").state
    assert event(play(state, LARA, "end").events, "collapsed").params["count"] == 8


def test_everything_on_fallen_tiles_is_lost_but_the_start_is_safe() -> None:
    """AOD-COL-3: face-down tiles fall, figures on them are lost, the start tile stays."""
    state = play(exploded(), LARA, "end").state
    lay(state, (3, 2), "T10", opened=False)
    put(state, PIETER, (1, 2))
    activate(state, PIETER)
    state = play(state, PIETER, "end").state
    after = play(state, LARA, "end")
    assert after.state.grid[3][2].removed
    assert after.state.figures[PIETER].lost and "figure_lost" in kinds(after.events)
    assert after.state.figures[LARA].pos == after.state.start and not after.state.figures[LARA].lost


def test_game_ends_when_the_museum_is_gone() -> None:
    """AOD-END-1: the last ring ends the game; nobody acts any more; the result is known."""
    state = play(exploded(), LARA, "end").state
    while not state.finished:
        (seat,) = AOD.to_act(state)
        state = play(state, seat, "end").state
    assert AOD.to_act(state) == frozenset() and AOD.legal_actions(state, LARA) == []
    result = AOD.result(state)
    assert result is not None and result.scores == {LARA: 0, PIETER: 0}


def finished_tie(lara_tick: int, pieter_tick: int) -> AodState:
    state = new_game(2)
    for row in state.grid:
        for cell in row:
            cell.removed = True
    state.finished = True
    state.discovered = {"D1": LARA, "D2": PIETER}
    state.marks = [ScoreMark(unit="seat:0", points=1, tick=lara_tick),
                   ScoreMark(unit="seat:1", points=1, tick=pieter_tick)]
    return state


def test_tie_goes_to_who_reached_the_score_last() -> None:
    """AOD-END-2: equal scores: the later one wins; at the same moment the win is shared."""
    result = AOD.result(finished_tie(5, 9))
    assert result is not None and result.winners == {PIETER} and result.summary_key == "result.aod.solo_win"
    shared = AOD.result(finished_tie(4, 4))
    assert shared is not None and shared.winners == {LARA, PIETER} and shared.summary_key == "result.aod.draw"
    assert AOD.result(new_game(2)) is None


def test_the_claim_button_of_the_large_counter_warns_of_the_bomb() -> None:
    """AOD-BOMB-4: claiming it with no way off the tile this turn buries the claimer, so its label says so."""
    state = bomb_room()
    claims = [a for a in AOD.legal_actions(state, LARA) if a.kind == "claim"]
    assert [AOD.describe_action(state, LARA, a)[0] for a in claims] == ["action.aod.claim_large"]


def test_dropping_the_large_counter_and_walking_off_waits_for_the_deadline() -> None:
    """AOD-BOMB-3, AOD-BOMB-4: only carrying the counter off sets the bomb off; left behind, it falls at turn end."""
    state = play(play(bomb_room(), LARA, "claim:X").state, LARA, "drop").state
    stepped = play(state, LARA, "step:N")
    assert "exploded" not in kinds(stepped.events) and stepped.state.objects["X"].where == "cell"
    after = play(stepped.state, LARA, "end")
    assert "exploded" in kinds(after.events) and after.state.objects["X"].where == "lost"
    assert after.state.bomb_holder == LARA and not after.state.figures[LARA].lost


def test_carrying_the_counter_off_gives_the_bomb_to_the_carrier() -> None:
    """AOD-BOMB-2, AOD-BOMB-3: the bomb goes with whoever takes the large counter off its tile."""
    state = play(bomb_room(), LARA, "claim:X").state
    state.bomb_holder = PIETER  # as if Pieter had armed it and Lara then carried it away
    after = play(state, LARA, "step:N")
    assert "exploded" in kinds(after.events) and after.state.bomb_holder == LARA


def test_a_bomb_turn_ended_on_the_tile_buries_everyone_there_and_an_empty_museum_falls_at_once() -> None:
    """AOD-BOMB-4, AOD-COL-1: nobody left standing, the remaining rings fall without waiting for turns."""
    state = play(bomb_room(), LARA, "claim:X").state
    put(state, PIETER, BOMB)
    after = play(state, LARA, "end")
    assert after.state.figures[LARA].lost and after.state.figures[PIETER].lost
    assert after.state.finished and all(after.state.grid[r][c].removed for r, c in ALL_CELLS)
    assert AOD.result(after.state).scores == {LARA: -1, PIETER: -1}


def test_with_someone_still_standing_the_rings_keep_their_rhythm() -> None:
    """AOD-BOMB-4, AOD-COL-1: a buried holder's seat still brings one ring per round, not all at once."""
    state = play(bomb_room(), LARA, "claim:X").state
    put(state, PIETER, (0, 0))
    state = play(state, LARA, "end").state
    fallen = []
    for _ in range(2):
        state = play(state, PIETER, "end").state
        fallen.append(sum(state.grid[r][c].removed for r, c in ALL_CELLS))
    assert fallen == [5, 13] and not state.finished and AOD.to_act(state) == {PIETER}
