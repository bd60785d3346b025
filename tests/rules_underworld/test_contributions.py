"""The collective price of an obstacle, answered by several players in their own time (UW-CON-*)."""

from __future__ import annotations

import pytest

from rules.core import IllegalAction, NotYourTurn
from rules.underworld.game import UNDERWORLD as G
from rules.underworld.model import Counter, UwState
from tests.rules_underworld.helpers import A, B, C, act, cards, game, hand_types, kinds, obstacle, rig, with_counters, with_hands


def _kraken(players: int = 4) -> UwState:
    """Niflheim 3: the players pool 2 cunning + 2 acrobatics, or the active player rolls once."""
    hands = [cards(A, 1), cards(C, 2), cards(A, 1, start=2), cards(B, 2)][:players]
    return obstacle(rig(with_hands(game(players), hands), "obstacle", "wound"), "niflheim", 3).state


def test_everyone_may_contribute_in_any_order_and_the_table_sees_it() -> None:  # UW-CON-1 UW-PEND-1
    s = _kraken()
    assert G.to_act(s) == {0, 1, 2, 3}
    s = act(s, 2, "give:A1").state
    s = act(s, 3, "pass").state
    assert G.to_act(s) == {0, 1, 2}
    s = act(s, 1, "give:C2").state
    public = G.view(s, None).pending
    assert public.given == {1: {"cunning": 2}, 2: {"acrobatics": 1}} and public.passed == (3,)
    assert not public.complete
    assert UwState.model_validate_json(s.model_dump_json()) == s  # an open question survives storage
    s = act(s, 0, "give:A1").state
    assert G.view(s, None).pending.complete and G.to_act(s) == {0}  # nothing more is waited for
    t = act(s, 0, "settle")
    assert "pool_paid" in kinds(t.events) and t.state.health == 3
    assert [len(h) for h in t.state.hands] == [0, 0, 0, 2] and t.state.pending is None


def test_settling_player_may_roll_instead_and_everything_goes_back() -> None:  # UW-CON-3
    s = _kraken()
    s = act(act(act(s, 1, "give:C2").state, 2, "give:A1").state, 0, "give:A1").state
    t = act(s, 0, "decline")
    assert t.state.health == 2 and [len(h) for h in t.state.hands] == [1, 2, 1, 2]
    rolls = [e.params["seat"] for e in t.events if e.kind == "obstacle_rolled"]
    assert rolls == [0]  # only the player who triggered it rolls, once


def test_settling_early_with_too_little_is_the_penalty() -> None:  # UW-CON-3
    s = act(_kraken(), 1, "give:C1").state
    t = act(s, 0, "settle")
    assert "pool_short" in kinds(t.events) and hand_types(t.state, 1) == [C, C] and t.state.health == 2


def test_gifts_must_count_toward_the_price() -> None:  # UW-CON-2
    s = _kraken()
    for seat, notation, key in [(3, "give:B1", "error.underworld.not_needed"),
                                (1, "give:C3", "error.underworld.not_owned"),
                                (0, "give:V1", "error.underworld.not_owned"),
                                (0, "pass", "error.underworld.cannot_pass"),
                                (0, "pay:0", "error.underworld.collective_cost")]:
        with pytest.raises(IllegalAction) as err:
            act(s, seat, notation)
        assert err.value.key == key
    s = act(s, 3, "pass").state
    with pytest.raises(IllegalAction):
        act(s, 3, "give:B1")  # passing is final
    with pytest.raises(NotYourTurn):
        act(s, 3, "roll")


def test_each_player_answers_for_themselves() -> None:  # UW-CON-5
    s = rig(with_hands(game(3), [cards(B, 1), cards(B, 1, start=2), cards(A, 2)]), "obstacle", "discard2", "wound")
    s = obstacle(s, "niflheim", 6).state  # every player: 1 battle or roll
    with pytest.raises(IllegalAction) as err:
        act(s, 0, "decline")
    assert err.value.key == "error.underworld.decline_each"
    s = act(s, 1, "give:B1").state
    assert G.to_act(s) == {0, 2}
    with pytest.raises(NotYourTurn):
        act(s, 1, "give:B1")  # their share is paid: nothing more is asked of them
    t = act(s, 0, "settle")  # seat 0 did not give: seats 0 and 2 roll, in turn order
    assert [(e.params["seat"], e.params["face_type"]) for e in t.events if e.kind == "obstacle_rolled"] == [
        (0, "discard2"), (2, "wound")]
    assert t.state.eliminated == [True, False, False]  # one card, told to discard two (UW-ELIM-1)
    assert t.state.health == 2 and t.state.active == 1  # UW-ELIM-3: the turn moved on


def test_a_forced_discard_of_another_player_waits_for_them() -> None:  # UW-PEND-1
    s = rig(with_hands(game(2), [cards(A, 2), cards(A, 1) + cards(C, 1)]), "obstacle", "discard1")
    s = act(obstacle(s, "niflheim", 2).state, 0, "give:A1").state
    s = act(s, 0, "settle").state
    assert s.pending.kind == "discard" and G.to_act(s) == {1}
    with pytest.raises(NotYourTurn):
        act(s, 0, "draw")
    s = act(s, 1, "discard:C").state
    assert hand_types(s, 1) == [A] and G.to_act(s) == {0}


def test_eliminated_player_leaves_their_things() -> None:  # UW-ELIM-1 UW-ELIM-2
    s = with_counters(with_hands(game(3), [cards(A, 2), [], cards(B, 2)]), 1, vp=2, treasure=1)
    s = s.model_copy(update={"objects": {**s.objects, "spear_gun": s.objects["spear_gun"].model_copy(
        update={"where": "held", "seat": 1})}})
    supply_vp = s.supply[Counter.VP]
    s = obstacle(rig(s, "obstacle", "discard1", "nothing"), "niflheim", 2).state
    t = act(act(act(s, 0, "give:A1").state, 2, "pass").state, 0, "settle")
    assert t.state.eliminated == [False, True, False]
    assert t.state.supply[Counter.VP] == supply_vp + 2 and t.state.objects["spear_gun"].where == "lost"
    end = act(t.state, 0, "draw").state
    assert end.active == 2  # seat 1 is skipped from now on


def test_who_may_answer_does_not_depend_on_hands() -> None:  # UW-HIDE-2
    rich = obstacle(with_hands(game(3), [cards(A, 3), cards(A, 3, start=4), cards(A, 3, start=7)]), "niflheim", 5).state
    poor = obstacle(with_hands(game(3), [[], [], []]), "niflheim", 5).state
    assert G.to_act(rich) == G.to_act(poor) == {0, 1, 2}
