"""A player leaving a running game (CC-END-5): with two players they concede, out of turn, and the other
team wins through the normal end; with three or four the game has no concession (a bot takes the seat)."""

from __future__ import annotations

import random

import pytest

from core import fairplay
from rules.catacombs.game import CATACOMBS
from rules.catacombs.model import CcOptions, Concede
from rules.core import Concedes, IllegalAction
from tests.rules_catacombs.cc_scenario import ROLES, new_game


def test_two_players_the_leaver_concedes_out_of_turn_and_the_other_team_wins() -> None:
    state = new_game(2)
    (acting,) = CATACOMBS.to_act(state)
    leaver = 1 - acting
    assert isinstance(CATACOMBS, Concedes) and CATACOMBS.concession(state, leaver) == Concede()
    done = CATACOMBS.apply(state, leaver, CATACOMBS.parse_action("concede"))
    assert [e.kind for e in done.events] == ["conceded"] and done.events[0].is_public
    assert done.state.finished and done.state.end_reason == "conceded" and not CATACOMBS.to_act(done.state)
    result = CATACOMBS.result(done.state)
    assert result is not None and result.winners == {acting}
    assert result.summary_key == "result.catacombs.conceded" and result.summary_params["loser_seat"] == leaver
    with pytest.raises(IllegalAction):
        CATACOMBS.apply(done.state, acting, Concede())


def test_the_concession_is_never_a_move_and_replays_from_the_log() -> None:
    options = CcOptions.model_validate({"steadiness": "none"})
    state = CATACOMBS.setup(ROLES[2], options, 5)
    rnd = random.Random(5)
    log: list[tuple[int, str]] = []
    for _ in range(6):
        seat = min(CATACOMBS.to_act(state))
        assert all(not isinstance(action, Concede) for action in CATACOMBS.legal_actions(state, seat))
        action = CATACOMBS.playout_action(state, seat, rnd)
        log.append((seat, CATACOMBS.notation(action)))
        state = CATACOMBS.apply(state, seat, action).state
    log.append((1, "concede"))
    state = CATACOMBS.apply(state, 1, Concede()).state
    replayed = fairplay.replay(CATACOMBS, ROLES[2], options.model_dump(mode="json"), 5, log).state
    assert replayed.model_dump(mode="json") == state.model_dump(mode="json") and state.conceded == 1


@pytest.mark.parametrize("players", [3, 4])
def test_three_or_four_players_have_no_concession(players: int) -> None:
    state = new_game(players)
    assert CATACOMBS.concession(state, 1) is None
    with pytest.raises(IllegalAction) as refused:
        CATACOMBS.apply(state, 1, Concede())
    assert refused.value.key == "error.catacombs.no_concession"
