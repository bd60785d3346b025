"""Dark Tomb's bot menu leaves out free actions that only undo each other, so a bot always gets on with its turn."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from core.players.choose import Level, _pick, choose
from core.players.search import Node
from rules.darktomb.game import DARKTOMB
from rules.darktomb.model import DarkTombAction, DarkTombOptions, DarkTombState
from rules.darktomb.playout import choose_action
from rules.darktomb.sampling import candidate_actions, sample_state
from tests.core_players.positions import NO_CAP
from tests.rules_darktomb.scenario import scenario

WALLS = "########"


def notations(actions: Sequence[DarkTombAction]) -> set[str]:
    return {DARKTOMB.notation(action) for action in actions}


def holding(state: DarkTombState, index: int, *items: str) -> DarkTombState:
    state.heroes[index] = state.heroes[index].model_copy(update={"items": list(items)})
    return state


def test_the_menu_gives_but_neither_takes_back_nor_drops() -> None:
    """DT-ITEM-3, DT-ITEM-4: both stay legal for players; a bot exchanges by giving only."""
    s = holding(holding(scenario(["12......", WALLS, WALLS, WALLS]), 0, "key"), 1, "vest")
    legal = notations(DARKTOMB.legal_actions(s, 0))
    menu = notations(candidate_actions(s, 0))
    assert {"d:key", "t:vest:oash", "g:key:oash"} <= legal
    assert "g:key:oash" in menu and "d:key" not in menu and "t:vest:oash" not in menu


def test_a_plank_is_dropped_only_when_it_is_what_keeps_its_hero_in_place() -> None:
    """DT-MOVE-3, DT-SPEC-5: Oash with a plank has 2 points and the only way on is ice (cost 3), so the
    plank may go; walls all round or points spent this turn are no reason to drop it."""
    blocked = holding(scenario(["2I......", WALLS, WALLS, WALLS]), 0, "plank")
    assert "d:plank" in notations(candidate_actions(blocked, 0))
    walled = holding(scenario(["1#......", "#.......", WALLS, WALLS]), 0, "plank")
    assert "d:plank" in notations(DARKTOMB.legal_actions(walled, 0))
    assert "d:plank" not in notations(candidate_actions(walled, 0))
    spent = holding(scenario(["1.......", WALLS, WALLS, WALLS]), 0, "plank")
    spent.mp_left, spent.acted = 0, True
    assert "d:plank" not in notations(candidate_actions(spent, 0))


def test_a_dropped_plank_that_would_block_again_is_left_lying() -> None:
    """Dropping it and picking it up again went round for ever in a Stage IV game (seed 100, four heroes)."""
    s = holding(scenario(["2I......", WALLS, WALLS, WALLS]), 0, "plank")
    s = DARKTOMB.apply(s, 0, DARKTOMB.parse_action("d:plank")).state
    assert "p" in notations(DARKTOMB.legal_actions(s, 0))
    assert "p" not in notations(candidate_actions(s, 0))


def test_no_tile_is_turned_up_while_a_monster_is_about() -> None:
    """A four-hero party's strong bot turned a tile up beside a fight: the second monster's blows fall
    after its look-ahead, the tile's worth inside it.  The careful party fights first; so does the menu."""
    fighting = scenario(["........", "........", "......a.", ".1......"] + ["........"] * 4, {"a": "brawler"},
                        hidden=[(4, 0)])
    assert any(n.startswith("r:") for n in notations(DARKTOMB.legal_actions(fighting, 0)))
    assert not any(n.startswith("r:") for n in notations(candidate_actions(fighting, 0)))
    quiet = scenario(["........", "........", "........", ".1......"] + ["........"] * 4, hidden=[(4, 0)])
    assert any(n.startswith("r:") for n in notations(candidate_actions(quiet, 0)))


@pytest.mark.parametrize(("stage", "heroes", "seed", "rounds"), [("I", 1, 0, 15), ("IV", 4, 100, 6)])
def test_a_strong_bot_gets_on_with_its_turns(stage: str, heroes: int, seed: int, rounds: int) -> None:
    """In the first game it once picked items up and dropped them again for ever from round 13 on (its
    attack spent, a monster beside it): free moves put the monsters' blows beyond what the search looks
    ahead, so ending the turn looked worse than anything free.  In the second a hero whose points were
    spent dropped its plank and picked it up again for ever in round 5."""
    s = DARKTOMB.setup(["dalia"], DarkTombOptions(stage=stage, heroes_per_player=heroes, retries=0), seed)
    moves_this_turn, turn = 0, (s.round, s.turn_index, s.phase)
    for k in range(70):
        if s.finished:
            break
        (seat,) = DARKTOMB.to_act(s)
        notation = choose(DARKTOMB, DARKTOMB.view(s, seat), seat, Level.STRONG, seed=seed * 7919 + k,
                          budget_s=NO_CAP)
        s = DARKTOMB.apply(s, seat, DARKTOMB.parse_action(notation)).state
        now = (s.round, s.turn_index, s.phase)
        moves_this_turn = moves_this_turn + 1 if now == turn else 0
        turn = now
        assert moves_this_turn < 10, f"round {s.round}: ten moves in one turn, the last {notation}"
    assert s.finished or s.round > rounds


def test_a_feral_familiar_is_public_so_a_bot_never_tries_to_call_it_back() -> None:
    """DT-FAM-4: the view hid that the ermine came back as a monster, so a bot's sampled state offered to
    call it back, the real game refused, and the bot's seat stalled."""
    s = _until_the_ermine_turns_feral()
    view = DARKTOMB.view(s, 0)
    assert [familiar.feral for familiar in view.familiars] == [True]
    sampled = sample_state(view, 0, random.Random(0))
    assert notations(DARKTOMB.legal_actions(sampled, 0)) == notations(DARKTOMB.legal_actions(s, 0))


def _until_the_ermine_turns_feral() -> DarkTombState:
    """The first two-hero Stage I game (seeds from 0) in which the ermine comes back feral, at that moment."""
    for seed in range(200):  # it takes a fallen ermine and a revival roll of 1-2
        s = DARKTOMB.setup(["dalia"], DarkTombOptions(stage="I", heroes_per_player=2, retries=0), seed)
        rnd = random.Random(seed)
        while not s.finished:
            if any(familiar.feral for familiar in s.familiars):
                return s
            (seat,) = DARKTOMB.to_act(s)
            s = DARKTOMB.apply(s, seat, choose_action(s, seat, rnd)).state
    raise AssertionError("the ermine never came back feral in 200 games")


def test_a_strong_party_walks_on_to_the_next_tile_instead_of_idling() -> None:
    """Stage I, seed 0, round 16 of the careful party's game: walking on toward the next face-down tile and
    ending the turn looked alike to a short look-ahead (a revealed monster's blow lands inside it, the
    progress after), so the dice chose and a strong party idled for rounds while quakes wore it down; the
    careful party's move now stands unless the search shows another clearly better."""
    s = DARKTOMB.setup(["dalia"], DarkTombOptions(stage="I", heroes_per_player=1, retries=0), 0)
    for _ in range(41):
        (seat,) = DARKTOMB.to_act(s)
        s = DARKTOMB.apply(s, seat, choose_action(s, seat, random.Random(0), epsilon=0.0)).state
    careful = DARKTOMB.notation(choose_action(s, 0, random.Random(0), epsilon=0.0))
    assert careful.startswith("m:") and not s.monsters
    assert {choose(DARKTOMB, DARKTOMB.view(s, 0), 0, Level.STRONG, seed=k, budget_s=NO_CAP)
            for k in range(6)} == {careful}


def test_the_careful_move_gives_way_only_to_one_the_search_shows_clearly_better() -> None:
    def node(rewards: list[float]) -> Node:
        return Node(visits=len(rewards), total=sum(rewards), squares=sum(r * r for r in rewards))
    hint = node([0.0, 1.0] * 15)  # mean 0.5, standard error about 0.09
    assert _pick({"e": node([0.6, 0.7] * 20), "m:A4": hint}, 0.0, random.Random(0), "m:A4") == "m:A4"
    assert _pick({"e": node([0.9, 1.0] * 20), "m:A4": hint}, 0.0, random.Random(0), "m:A4") == "e"
