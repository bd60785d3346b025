"""A player leaving a running game (AOD-END-4): with two players they concede, out of turn, and the other
wins through the normal end; with three or four the game has no concession (a bot takes the seat)."""

from __future__ import annotations

import random

import pytest

from core import fairplay
from rules.aod.game import AOD
from rules.aod.model import AodOptions, Concede
from rules.core import Concedes, IllegalAction
from tests.rules_aod.aod_scenario import new_game


def test_two_players_the_leaver_concedes_out_of_turn_and_the_other_wins() -> None:
    state = new_game(2)
    (acting,) = AOD.to_act(state)
    leaver = 1 - acting
    assert isinstance(AOD, Concedes) and AOD.concession(state, leaver) == Concede()
    done = AOD.apply(state, leaver, Concede())
    assert [e.kind for e in done.events] == ["conceded"] and done.events[0].is_public
    assert AOD.to_act(done.state) == frozenset()
    result = AOD.result(done.state)
    assert result is not None and result.winners == {acting}
    assert result.summary_key == "result.aod.conceded" and result.summary_params["loser_seat"] == leaver
    with pytest.raises(IllegalAction):
        AOD.apply(done.state, acting, Concede())  # over: nobody concedes twice


def test_the_concession_is_never_a_move_and_replays_from_the_log() -> None:
    state = AOD.setup(["lara", "pieter"], AodOptions(), 3)
    rnd = random.Random(3)
    log: list[tuple[int, str]] = []
    for _ in range(12):
        (seat,) = AOD.to_act(state)
        assert all(not isinstance(action, Concede) for action in AOD.legal_actions(state, seat))
        action = AOD.playout_action(state, seat, rnd)
        log.append((seat, AOD.notation(action)))
        state = AOD.apply(state, seat, action).state
    log.append((0, AOD.notation(Concede())))
    state = AOD.apply(state, 0, AOD.parse_action("concede")).state
    replayed = fairplay.replay(AOD, ["lara", "pieter"], AodOptions().model_dump(mode="json"), 3, log).state
    assert replayed.model_dump(mode="json") == state.model_dump(mode="json") and state.conceded == 0


@pytest.mark.parametrize("players", [3, 4])
def test_three_or_four_players_have_no_concession(players: int) -> None:
    state = new_game(players)
    assert AOD.concession(state, 1) is None
    with pytest.raises(IllegalAction) as refused:
        AOD.apply(state, 1, Concede())
    assert refused.value.key == "error.aod.no_concession"
