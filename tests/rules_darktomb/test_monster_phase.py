"""The monster phase, square by square on hand-built maps: one test per sentence of the rulebook's
monster section (seismic event, reading order, fewest squares, several targets, backing off, −1 when
blocked, both tie-breaks, no path, no anticipation, the monster player, no tiles or items)."""

from __future__ import annotations

from rules.core import Event, IllegalAction
from rules.darktomb.game import DARKTOMB
from rules.darktomb.model import DarkTombState
from tests.rules_darktomb.scenario import at, monster_pos, scenario

import pytest

CALM = 10


def end_heroes(state: DarkTombState) -> tuple[DarkTombState, list[Event]]:
    """End every hero's (and familiar's) turn; the monster phase runs inside the last apply."""
    while True:
        t = DARKTOMB.apply(state, 0, DARKTOMB.parse_action("e"))
        state = t.state
        if any(e.kind == "monster_phase" for e in t.events):
            return state, list(t.events)


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def attacks(events: list[Event]) -> list[Event]:
    return [e for e in events if e.kind in ("attack_hit", "attack_missed")]


def test_seismic_event_hurts_every_hero_not_monsters_nor_familiars_on_19_or_20() -> None:
    """DT-MON-1, DT-FAM-3, DT-INIT-3: once every hero has played, a d20 opens the monster phase;
    19–20 costs every hero 1 HP; the ermine (1 HP) and the monsters are untouched."""
    rows = ["1.e#####", "2..#####", "####.a.#", "########"]
    for roll, loss in ((18, 0), (19, 1), (20, 1)):
        before = scenario(rows, {"a": "brawler"}, rolls=(roll,))
        after, events = end_heroes(before)
        assert events[1].kind == ("seismic_quake" if loss else "seismic_calm") and events[1].params["roll"] == roll
        assert [h.hp for h in after.heroes] == [h.hp - loss for h in before.heroes]
        assert after.monsters[0].hp == before.monsters[0].hp
        assert after.familiars[0].pos is not None and after.familiars[0].hp == 1


def test_monsters_act_in_reading_order() -> None:
    """DT-MON-2: top row first, left to right — the monster on row 1 at G moves before the one on row 3 at A."""
    state = scenario(["......a.", "........", "b.......", "...1...."], {"a": "brawler", "b": "brawler"}, rolls=(CALM,))
    _, events = end_heroes(state)
    moves = [e.params["from_square"] for e in events if e.kind == "monster_moved"]
    assert moves == ["G1", "A3"]


def test_monster_moves_the_fewest_squares_needed_to_attack() -> None:
    """DT-MON-3: from F2 with move 4 the brawler stops on C2 (3 squares), next to Dalia on B2, and attacks."""
    state = scenario(["........", ".1...a..", "........", "........"], {"a": "brawler"}, rolls=(CALM, 15))
    after, events = end_heroes(state)
    assert monster_pos(after, "brawler") == (1, 2)
    assert [e.params["target_type"] for e in attacks(events)] == ["darktomb.dalia"]


def test_monster_already_in_reach_does_not_move() -> None:
    """DT-MON-3: zero squares is the fewest — a monster that can attack from where it stands stays."""
    state = scenario(["........", ".1a.....", "........", "........"], {"a": "brawler"}, rolls=(CALM, 15))
    after, events = end_heroes(state)
    assert monster_pos(after, "brawler") == (1, 2) and "monster_moved" not in kinds(events)
    assert len(attacks(events)) == 1


def test_multi_target_monster_moves_further_to_hit_more_heroes() -> None:
    """DT-MON-4: the shaman (every target within 1–3, move 3) could attack Dalia after 2 squares at F1,
    but goes 3 squares to E1, from where it reaches Dalia (C1) and Oash (E4) both."""
    state = scenario(["..1....a", "........", "........", "....2..."], {"a": "ice_shaman"}, rolls=(CALM, 15, 15))
    after, events = end_heroes(state)
    assert monster_pos(after, "ice_shaman") == (0, 4)
    assert sorted(e.params["target_type"] for e in attacks(events)) == ["darktomb.dalia", "darktomb.oash"]


def test_monster_backs_away_to_reach_its_minimum_range() -> None:
    """DT-MON-5: the crossbowman (2–5) next to Dalia steps one square back — to C1, the leftmost of
    C1, C3 and D2 — and shoots at its full modifier."""
    state = scenario(["........", ".1a.....", "........", "........"], {"a": "crossbowman"}, rolls=(CALM, 15))
    after, events = end_heroes(state)
    assert monster_pos(after, "crossbowman") == (0, 2)
    assert attacks(events)[0].params["modifier"] == 3


def test_monster_blocked_from_its_minimum_range_attacks_at_minus_one() -> None:
    """DT-MON-6: walled in behind Dalia, the crossbowman cannot back off; it still shoots, at +3 − 1."""
    state = scenario(["########", "#a1.....", "########", "........"], {"a": "crossbowman"}, rolls=(CALM, 15))
    after, events = end_heroes(state)
    assert monster_pos(after, "crossbowman") == (1, 1)
    (shot,) = attacks(events)
    assert shot.params["modifier"] == 2 and shot.params["total"] == 17


def test_equal_distance_tie_goes_to_the_leftmost_hero() -> None:
    """DT-MON-7: Dalia (B2) and Oash (H2) are both 2 squares away; the brawler goes left, to C2."""
    state = scenario(["........", ".1..a..2", "........", "........"], {"a": "brawler"}, rolls=(CALM, 15))
    after, events = end_heroes(state)
    assert monster_pos(after, "brawler") == (1, 2)
    assert attacks(events)[0].params["target_type"] == "darktomb.dalia"


def test_equal_distance_in_the_same_column_goes_to_the_top_hero() -> None:
    """DT-MON-7: same column, same distance: the upper hero (B1) wins over the lower one (B7)."""
    rows = [".1..", "....", "....", ".a..", "....", "....", ".2..", "...."]
    state = scenario(rows, {"a": "brawler"}, rolls=(CALM, 15))
    after, events = end_heroes(state)
    assert monster_pos(after, "brawler") == (1, 1)
    assert attacks(events)[0].params["target_type"] == "darktomb.dalia"


def test_attack_ties_are_broken_the_same_way() -> None:
    """DT-MON-7: two heroes in reach without moving: the left one, then the top one, is attacked."""
    left = scenario(["........", "2a......", ".1......", "........"], {"a": "brawler"}, rolls=(CALM, 15))
    _, events = end_heroes(left)
    assert attacks(events)[0].params["target_type"] == "darktomb.oash"
    top = scenario([".2......", ".a......", ".1......", "........"], {"a": "brawler"}, rolls=(CALM, 15))
    _, events = end_heroes(top)
    assert attacks(events)[0].params["target_type"] == "darktomb.oash"


def test_monster_without_any_path_to_a_hero_does_not_move() -> None:
    """DT-MON-8: a monster walled off from every hero stays where it is."""
    state = scenario(["1...####", "....#a.#", "....####", "........"], {"a": "brawler"}, rolls=(CALM,))
    after, events = end_heroes(state)
    assert monster_pos(after, "brawler") == (1, 5) and "monster_moved" not in kinds(events)


def test_monster_with_a_long_path_walks_its_full_move_toward_the_hero() -> None:
    """DT-MON-8: a path that will lead to a hero in later rounds is followed (4 squares here)."""
    state = scenario(["1.......", "#######.", "........", ".......a"], {"a": "brawler"}, rolls=(CALM,))
    after, _ = end_heroes(state)
    assert monster_pos(after, "brawler") == (0, 6)  # H3, H2, H1, G1


def test_monsters_cross_water_and_other_monsters_but_not_heroes() -> None:
    """DT-MOVE-1: water does not stop monsters, other monsters can be crossed, heroes cannot."""
    state = scenario(["........", "1~~ba...", "........", "........"], {"a": "brawler", "b": "rats"}, rolls=(CALM, 15, 15))
    after, _ = end_heroes(state)
    assert at(after, (1, 1)) is not None  # one of them waded in next to Dalia
    walled = scenario(["1.######", "23a#####", "########", "########"], {"a": "brawler"}, rolls=(CALM, 15))
    after, events = end_heroes(walled)
    assert monster_pos(after, "brawler") == (1, 2)  # Brakk blocks the way to Dalia; Brakk is attacked
    assert attacks(events)[0].params["target_type"] == "darktomb.brakk"


def test_monsters_do_not_reveal_tiles_or_take_items() -> None:
    """DT-MON-10: a monster next to a face-down tile leaves it face down; it ends on an item cube
    and the cube stays."""
    rows = ["1.......", "........", "......a.", "........"] + ["........"] * 4
    state = scenario(rows, {"a": "brawler"}, rolls=(CALM, 15), hidden=[(4, 4)])
    state.cubes = [(0, 2)]
    after, _ = end_heroes(state)
    assert after.tiles[3].revealed is False and after.cubes == [(0, 2)]


def test_monster_player_moves_freely_within_movement() -> None:
    """DT-MON-9: with a monster player, the phase waits for them; any end square within the monster's
    movement is offered, farther ones are refused; attacking ends that monster's activation."""
    state = scenario(["1.......", "....a...", "........", "........"], {"a": "brawler"}, rolls=(CALM, 15), monster_seat=1)
    after, events = end_heroes(state)
    assert after.phase == "monsters" and DARKTOMB.to_act(after) == {1}
    moves = {DARKTOMB.notation(a) for a in DARKTOMB.legal_actions(after, 1) if a.kind == "mmove"}
    assert {"mm:B1", "mm:A2", "mm:H2"} <= moves and "mm:H4" not in moves  # 4 squares each; H4 is 5
    with pytest.raises(IllegalAction):
        DARKTOMB.apply(after, 1, DARKTOMB.parse_action("mm:H4"))
    after = DARKTOMB.apply(after, 1, DARKTOMB.parse_action("mm:B1")).state
    assert DARKTOMB.notation(DARKTOMB.legal_actions(after, 1)[0]) == "ma:A1"
    t = DARKTOMB.apply(after, 1, DARKTOMB.parse_action("ma:A1"))
    assert t.state.phase == "heroes" and attacks(list(t.events))


def test_monsters_pay_for_black_ice_unless_they_ignore_it() -> None:
    """DT-MOVE-2, DT-MON-3: the brawler walks round the ice (E2); the ice harpy flies over it (C1)."""
    rows = ["1...IIIa", "........", "........", "........"]
    after, _ = end_heroes(scenario(rows, {"a": "brawler"}, rolls=(CALM,)))
    assert monster_pos(after, "brawler") == (1, 4)
    after, _ = end_heroes(scenario(rows, {"a": "ice_harpy"}, rolls=(CALM,)))
    assert monster_pos(after, "ice_harpy") == (0, 2)


def test_a_monster_with_move_2_never_steps_onto_black_ice() -> None:
    """DT-MOVE-3, DT-MON-8: the rock troll (move 2) facing ice on its only way to Dalia stays put
    (each ice step costs 3), while a brawler (move 4) pays 1 + 3 to stop on the ice at D1."""
    rows = ["1..I.a..", "########", "########", "########"]
    after, events = end_heroes(scenario(rows, {"a": "rock_troll"}, rolls=(CALM,)))
    assert monster_pos(after, "rock_troll") == (0, 5)
    assert not any(e.kind == "monster_moved" for e in events)
    walker, _ = end_heroes(scenario(rows, {"a": "brawler"}, rolls=(CALM,)))
    assert monster_pos(walker, "brawler") == (0, 3)
