"""Hero-side rules of rulebook 001 on hand-built positions: setup, initiative, movement, actions,
free actions, attack rolls, special actions, familiars and the end of a stage."""

from __future__ import annotations

import pytest

from rules.core import Event, IllegalAction, Transition
from rules.darktomb import board, flow
from rules.darktomb.game import DARKTOMB
from rules.darktomb.content import content
from rules.darktomb.model import DarkTombOptions, DarkTombState
from rules.darktomb.stats import max_hp
from tests.rules_darktomb.scenario import at, monster_pos, scenario

WALLS = "########"


def act(state: DarkTombState, text: str, seat: int = 0) -> Transition[DarkTombState]:
    return DARKTOMB.apply(state, seat, DARKTOMB.parse_action(text))


def legal(state: DarkTombState, seat: int = 0) -> set[str]:
    return {DARKTOMB.notation(a) for a in DARKTOMB.legal_actions(state, seat)}


def moves(state: DarkTombState) -> set[str]:
    return {a for a in legal(state) if a.startswith("m:")}


def with_items(state: DarkTombState, index: int, *items: str) -> DarkTombState:
    state.heroes[index] = state.heroes[index].model_copy(update={"items": list(items)})
    return state


# ---------------------------------------------------------------- setup and initiative


def test_roles_are_distinct_and_need_a_hero_player() -> None:
    """DT-SET-1, DT-OPT-3."""
    for bad in (["dalia", "dalia"], ["monsters"], ["nobody"], ["monsters", "monsters", "dalia"]):
        with pytest.raises(IllegalAction):
            DARKTOMB.check_roles(bad)
    s = DARKTOMB.setup([None, "dalia", "monsters"], DarkTombOptions(), 1)
    assert [(h.id, h.seat) for h in s.heroes] == [("oash", 0), ("dalia", 1)] and s.monster_seat == 2
    five = DARKTOMB.setup(["ilse", None, "dalia", None, "brakk"], DarkTombOptions(), 1)
    assert five.monster_seat == 3 and [h.seat for h in five.heroes] == [0, 1, 2, 4]


def test_solo_player_runs_several_heroes() -> None:
    """DT-OPT-2: one seat with heroes_per_player=3 controls three heroes, acting for each in turn."""
    s = DARKTOMB.setup(["brakk"], DarkTombOptions(heroes_per_player=3), 5)
    assert [(h.id, h.seat) for h in s.heroes] == [("brakk", 0), ("dalia", 0), ("oash", 0)]
    assert DARKTOMB.to_act(s) == {0}
    two = DARKTOMB.setup(["dalia", "ilse"], DarkTombOptions(heroes_per_player=4), 5)
    assert len(two.heroes) == 4 and sorted(h.seat for h in two.heroes) == [0, 0, 1, 1]


@pytest.mark.parametrize("party", [1, 2, 3, 4])
def test_one_player_alone_runs_one_to_four_heroes(party: int) -> None:
    """DT-OPT-2: the rulebook's solo mode, a single seat with 1 to 4 heroes; the seat plays every
    hero's turn of the first round and the monsters' HP follow the party size (DT-REV-3)."""
    s = DARKTOMB.setup(["ilse"], DarkTombOptions(heroes_per_player=party), 2)
    assert len(s.heroes) == s.heroes_at_start == party and {h.seat for h in s.heroes} == {0}
    played = set()
    while s.phase != "monsters" and s.round == 1:
        assert DARKTOMB.to_act(s) == {0}
        played.add(s.order[s.turn_index])
        s = act(s, "e").state
    assert played == {h.id for h in s.heroes}


def test_stage_setup_places_heroes_and_hides_tiles() -> None:
    """DT-SET-2, DT-SET-5, DT-HIDE-1: full HP on start squares, the ermine beside Oash, only the
    start tile face up, and the public view shows face-down squares as '?'."""
    s = DARKTOMB.setup(["dalia", "oash"], DarkTombOptions(), 3)
    assert all(board.terrain(s, h.pos) == "S" and h.hp == max_hp(h) for h in s.heroes if h.pos)
    (ermine,) = s.familiars
    oash = next(h for h in s.heroes if h.id == "oash")
    assert ermine.pos is not None and oash.pos is not None and board.manhattan(ermine.pos, oash.pos) == 1
    assert [t.revealed for t in s.tiles] == [True] + [False] * 5
    view = DARKTOMB.view(s, None)
    assert sum(sq.terrain == "?" for sq in view.squares) == 5 * 16


def test_tiles_are_shuffled_and_turned() -> None:
    """DT-SET-3: slots and quarter turns differ between seeds; a quarter turn is clockwise."""
    layouts = {tuple((t.tile, t.rotation) for t in DARKTOMB.setup(["dalia"], DarkTombOptions(), seed).tiles)
               for seed in range(8)}
    assert len(layouts) > 4
    assert board.rotated(["ab..", "....", "....", "...."], 1) == ["...a", "...b", "....", "...."]


def test_initiative_highest_roll_starts_then_table_order_and_ties_roll_again() -> None:
    """DT-INIT-1, DT-INIT-2: one d20 per player, not per hero."""
    s = scenario(["1.2.3...", WALLS, WALLS, WALLS], rolls=(3, 15, 7))
    for seat, h in enumerate(s.heroes):
        s.heroes[seat] = h.model_copy(update={"seat": seat})
    s.round = 0
    flow.start_round(s, [])
    assert s.order == ["oash", "brakk", "dalia"]
    tie = scenario(["1.2.....", WALLS, WALLS, WALLS], rolls=(12, 12, 5, 9))
    tie.heroes[1] = tie.heroes[1].model_copy(update={"seat": 1})
    events: list[Event] = []
    flow.start_round(tie, events)
    assert tie.order == ["oash", "dalia"] and len([e for e in events if e.kind == "initiative"]) == 4


def test_a_player_running_several_heroes_rolls_once_for_them_all() -> None:
    """DT-INIT-1, DT-INIT-2, DT-OPT-2: seat 0 runs Dalia and Brakk, seat 1 runs Oash; two dice per
    round, and the winning seat's heroes play one after the other; a lone player never rolls."""
    s = DARKTOMB.setup(["dalia", "oash"], DarkTombOptions(heroes_per_player=2), 4)
    assert [(h.id, h.seat) for h in s.heroes] == [("dalia", 0), ("brakk", 0), ("oash", 1), ("ilse", 1)]
    for _ in range(6):
        events: list[Event] = []
        flow.start_round(s, events)
        rolls = [e for e in events if e.kind == "initiative"]
        assert len(rolls) % 2 == 0 and {e.params["seat"] for e in rolls} == {0, 1}
        assert s.order in (["dalia", "brakk", "oash", "ilse"], ["oash", "ilse", "dalia", "brakk"])
        assert s.initiative["dalia"] == s.initiative["brakk"] and s.initiative["oash"] == s.initiative["ilse"]
    solo = DARKTOMB.setup(["dalia"], DarkTombOptions(heroes_per_player=4), 4)
    events = []
    flow.start_round(solo, events)
    assert solo.order == ["dalia", "oash", "brakk", "ilse"] and not any(e.kind == "initiative" for e in events)


# ---------------------------------------------------------------- movement


def test_heroes_cross_heroes_but_not_monsters_and_never_end_on_a_figure() -> None:
    """DT-MOVE-1."""
    s = scenario(["1.2.....", WALLS, WALLS, WALLS])
    assert moves(s) == {"m:B1", "m:D1", "m:E1"}
    blocked = scenario(["1a......", WALLS, WALLS, WALLS], {"a": "rats"})
    assert moves(blocked) == set()


def test_black_ice_costs_three_and_crampons_make_it_one() -> None:
    """DT-MOVE-2: Dalia (move 4) can step onto B1's ice but not beyond; with crampons she walks 4."""
    s = scenario(["1I......", WALLS, WALLS, WALLS])
    assert moves(s) == {"m:B1"}
    assert moves(with_items(s, 0, "crampons")) == {"m:B1", "m:C1", "m:D1", "m:E1"}


def test_a_step_never_costs_more_than_the_points_left() -> None:
    """DT-MOVE-3: with a plank Oash has 2 points and cannot step onto ice (cost 3), not even as his
    first step; without it he has 3 and can; after one step, 2 points left keep him off the ice."""
    s = with_items(scenario(["2I......", WALLS, WALLS, WALLS]), 0, "plank")
    s.mp_left = 2  # Oash's 3, minus 1 for the plank
    assert moves(s) == set()
    assert moves(scenario(["2I......", WALLS, WALLS, WALLS])) == {"m:B1"}
    later = scenario(["2.I.....", WALLS, WALLS, WALLS])
    later = act(later, "m:B1").state
    assert moves(later) == {"m:A1"}  # 2 points left: back is fine, the ice at C1 is not


def test_water_stops_heroes_unless_they_float_on_a_plank() -> None:
    """DT-MOVE-4, DT-SPEC-5: the plank also costs 1 movement point."""
    s = scenario(["1~......", WALLS, WALLS, WALLS])
    assert moves(s) == set()
    floating = with_items(scenario(["1~......", WALLS, WALLS, WALLS]), 0, "plank")
    floating.mp_left = 3
    assert moves(floating) == {"m:B1", "m:C1", "m:D1"}


def test_a_hero_in_water_keeps_its_last_plank() -> None:
    """DT-SPEC-5."""
    s = with_items(scenario(["~2......", "1.......", WALLS, WALLS], active="oash"), 1, "plank")
    s.heroes[1] = s.heroes[1].model_copy(update={"pos": (0, 0)})
    assert not {"d:plank", "g:plank:dalia"} & legal(s)
    with pytest.raises(IllegalAction):
        act(s, "d:plank")


def test_barrels_stop_movement() -> None:
    """DT-MOVE-5."""
    assert moves(scenario(["1B......", WALLS, WALLS, WALLS])) == set()


def test_doors_open_with_a_key_used_up_or_a_lockpick_kept_and_stay_open() -> None:
    """DT-MOVE-6."""
    s = scenario(["1D......", WALLS, WALLS, WALLS])
    assert moves(s) == set() and "o:B1" not in legal(s)
    keyed = act(with_items(s, 0, "key"), "o:B1").state
    assert keyed.heroes[0].items == [] and "key" in keyed.spent and board.terrain(keyed, (0, 1)) == "d"
    assert "m:E1" in moves(keyed)
    picked = act(with_items(scenario(["1D......", WALLS, WALLS, WALLS]), 0, "lockpick"), "o:B1").state
    assert picked.heroes[0].items == ["lockpick"]


# ---------------------------------------------------------------- the action and free actions


def test_one_action_then_no_more_walking() -> None:
    """DT-ACT-1, DT-MOVE-7: walking may be split around free actions but stops after the action."""
    s = scenario(["1.a.....", "........", "........", "........"], {"a": "brawler"}, rolls=(2,))
    s = act(s, "m:B2").state
    s = act(s, "m:B1").state
    assert moves(s)
    s = act(s, "a2:C1").state
    assert not moves(s) and not any(a.startswith(("a", "x")) for a in legal(s))
    with pytest.raises(IllegalAction):
        act(s, "m:B2")


def test_the_same_card_cannot_be_used_twice_in_a_row() -> None:
    """DT-ACT-2."""
    s = scenario(["1a......", "........", "........", "........"], {"a": "brawler"})
    s.heroes[0] = s.heroes[0].model_copy(update={"last_action": "slash"})
    assert "a2:B1" not in legal(s) and "a3:B1" in legal(s)
    with pytest.raises(IllegalAction):
        act(s, "a2:B1")


def test_attempting_a_card_moves_the_cube_without_effect() -> None:
    """DT-ACT-3: the attempt frees the card used last turn for the next one."""
    s = scenario(["1.......", "........", "........", "........"])
    s.heroes[0] = s.heroes[0].model_copy(update={"last_action": "slash"})
    t = act(s, "x1")
    assert t.state.heroes[0].last_action == "throw" and t.state.acted
    assert [e.kind for e in t.events] == ["attempted"]


def test_revealing_an_adjacent_tile_places_cubes_and_monsters_with_starting_hero_count_hp() -> None:
    """DT-REV-1, DT-REV-2, DT-REV-3: a cube on the item square, the top monster card on the monster
    square, with HP from the number of heroes who started the stage (fallen ones included)."""
    rows = ["1.......", "........", "........", "........", "M..T....", "........", "........", "........"]
    s = scenario(rows, hidden=[(4, 0)], heroes_at_start=2)
    s.monster_deck, s.item_deck = ["brawler", "rats"], ["key"]
    assert "r:A5" not in legal(s)
    s = act(s, "m:A4").state
    t = act(s, "r:A5")
    assert t.state.tiles[2].revealed and t.state.cubes == [(4, 3)]
    assert at(t.state, (4, 0)) == "brawler" and t.state.monsters[0].hp == content().monsters["brawler"].hp[1] and t.state.monster_deck == ["rats"]


def test_picking_up_takes_the_top_item_and_the_cube() -> None:
    """DT-ITEM-1."""
    s = scenario(["1.......", WALLS, WALLS, WALLS])
    s.cubes, s.item_deck = [(0, 0)], ["vest", "key"]
    t = act(s, "p")
    assert t.state.heroes[0].items == ["vest"] and t.state.cubes == [] and t.state.item_deck == ["key"]
    assert "p" not in legal(t.state)


def test_dropping_trading_and_drinking() -> None:
    """DT-ITEM-3, DT-ITEM-4, DT-ITEM-5."""
    s = with_items(scenario(["12......", WALLS, WALLS, WALLS]), 0, "key", "draught")
    s.heroes[0] = s.heroes[0].model_copy(update={"hp": 3})
    given = act(s, "g:key:oash").state
    assert given.heroes[1].items == ["key"] and given.heroes[0].items == ["draught"]
    taken = act(given, "t:key:oash").state
    assert taken.heroes[0].items == ["draught", "key"]
    dropped = act(taken, "d:key").state
    assert dropped.drops[0].pos == (0, 0) and dropped.drops[0].items == ["key"]
    drunk = act(dropped, "u:draught").state
    assert drunk.heroes[0].hp == 6 and drunk.heroes[0].items == [] and "draught" in drunk.spent


def test_a_fallen_hero_leaves_its_items_on_its_square() -> None:
    """DT-DEF-1, DT-DEF-2."""
    s = with_items(scenario(["1a......", WALLS, WALLS, WALLS], {"a": "brawler"}, rolls=(10, 18)), 0, "key")
    s.heroes[0] = s.heroes[0].model_copy(update={"hp": 1})
    t = act(s, "e")
    assert t.state.drops[0].items == ["key"] and t.state.drops[0].pos == (0, 0)
    assert any(e.kind == "defeated" for e in t.events)


# ---------------------------------------------------------------- attack rolls


def test_rulebook_example_dalia_throws_her_sickle_at_the_assassin() -> None:
    """DT-ATK-5: 14 + 3 = 17 ≥ 13: the assassin loses 1 HP."""
    s = scenario(["1.a.....", "........", "........", "........"], {"a": "assassin"}, rolls=(14,))
    t = act(s, "a1:C1")
    hit = next(e for e in t.events if e.kind == "attack_hit")
    assert (hit.params["roll"], hit.params["total"], hit.params["armour"]) == (14, 17, 13)
    assert t.state.monsters[0].hp == s.monsters[0].hp - 1


def test_natural_20_deals_one_more_damage_and_natural_1_hurts_the_hero() -> None:
    """DT-ATK-6, DT-ATK-7."""
    s = scenario(["1.a.....", "........", "........", "........"], {"a": "smuggler_boss"}, rolls=(20,), heroes_at_start=4)
    assert act(s, "a1:C1").state.monsters[0].hp == s.monsters[0].hp - 2
    s = scenario(["1.a.....", "........", "........", "........"], {"a": "smuggler_boss"}, rolls=(1,), heroes_at_start=4)
    t = act(s, "a1:C1")
    assert t.state.monsters[0].hp == s.monsters[0].hp and t.state.heroes[0].hp == max_hp(s.heroes[0]) - 1
    assert [e.kind for e in t.events if e.kind.startswith("attack")] == ["attack_missed"]


def test_monster_rolling_1_to_5_misses_and_backs_off_4_squares() -> None:
    """DT-ATK-8: the brawler on B1 fumbles on 5 and retreats to the farthest square 4 steps away."""
    s = scenario(["1a......", "........", "........", "........"], {"a": "brawler"}, rolls=(10, 5))
    t = act(s, "e")
    assert t.state.heroes[0].hp == max_hp(s.heroes[0])
    assert monster_pos(t.state, "brawler") == (0, 5) or board.manhattan(monster_pos(t.state, "brawler"), (0, 0)) == 5


# ---------------------------------------------------------------- special actions


def test_double_action_stealth_follows_even_a_missed_attack_and_hides_the_hero() -> None:
    """DT-SPEC-1, DT-SPEC-3: after Stealth Strike Dalia is ignored; the brawler goes for Oash."""
    s = scenario(["1a.2....", "........", "........", "........"], {"a": "brawler"}, rolls=(2, 10, 10, 15))
    t = act(s, "a3:B1")
    assert t.state.heroes[0].stealth and any(e.kind == "stealth" for e in t.events)
    s = t.state
    for _ in range(3):
        t = act(s, "e")
        s = t.state
        if any(e.kind == "monster_phase" for e in t.events):
            break
    targets = [e.params["target_type"] for e in t.events if e.kind.startswith("attack_")]
    assert targets == ["darktomb.oash"] and not s.heroes[0].stealth


def test_shield_covers_the_user_and_adjacent_heroes_for_the_next_monster_phase() -> None:
    """DT-SPEC-2."""
    s = scenario(["31.2....", "........", "........", "........"], active="brakk")
    t = act(s, "a3")
    wall = next(a.amount for a in content().heroes["brakk"].actions if a.id == "shield_wall")
    assert [(h.id, h.shield) for h in t.state.heroes] == [("dalia", wall), ("oash", 0), ("brakk", wall)]
    assert {e.params["who_type"] for e in t.events if e.kind == "shielded"} == {"darktomb.brakk", "darktomb.dalia"}


def test_heal_is_capped_and_never_revives() -> None:
    """DT-SPEC-4: Ilse heals an adjacent hero up to the maximum; a fallen hero is no target."""
    s = scenario(["41......", "........", "........", "........"], active="ilse")
    s.heroes[0] = s.heroes[0].model_copy(update={"hp": 7})
    assert "a1:A1" not in legal(s)  # Ilse is unhurt: nothing to heal on herself
    t = act(s, "a1:B1")
    assert t.state.heroes[0].hp == 8  # +3 capped at the maximum 8
    s.heroes[0] = s.heroes[0].model_copy(update={"hp": 0, "pos": None})
    assert not any(a.startswith("a1") for a in legal(s))


def test_dash_walks_again_as_the_action() -> None:
    """DT-SPEC-6: after walking 4, Dash takes Dalia 4 squares further."""
    s = scenario(["1.......", "........", "........", "........"])
    s = act(s, "m:E1").state
    assert "a4:H2" in legal(s)
    t = act(s, "a4:H2")
    assert t.state.heroes[0].pos == (1, 7) and t.state.heroes[0].last_action == "dash"


# ---------------------------------------------------------------- familiars


def test_familiar_plays_after_its_master_may_reveal_but_not_pick_up() -> None:
    """DT-FAM-1."""
    rows = ["2e......", "........", "........", "........", "........", "........", "........", "........"]
    s = scenario(rows, hidden=[(4, 0)])
    s.cubes, s.item_deck = [(1, 1)], ["key"]
    s = act(s, "e").state
    assert s.phase == "familiar" and DARKTOMB.to_act(s) == {0}
    s = act(s, "m:B4").state
    assert "r:B5" in legal(s) and "p" not in legal(s)
    with pytest.raises(IllegalAction):
        act(s, "p")


def test_familiar_does_not_count_for_monster_hp() -> None:
    """DT-FAM-2: Oash alone (with his ermine) makes monsters use the one-hero HP."""
    s = DARKTOMB.setup(["oash"], DarkTombOptions(), 2)
    assert s.heroes_at_start == 1 and len(s.familiars) == 1


def test_calling_the_ermine_back_may_turn_it_feral() -> None:
    """DT-FAM-4: a d20 of 7 brings it back beside Oash; a 2 makes it the Feral Ermine monster."""
    s = scenario(["2.......", "........", "........", "........"], rolls=(7,))
    t = act(s, "a4:B1")
    assert t.state.familiars[0].pos == (0, 1) and t.state.familiars[0].hp == 1
    s = scenario(["2.......", "........", "........", "........"], rolls=(2,))
    t = act(s, "a4:B1")
    assert t.state.familiars[0].feral and at(t.state, (0, 1)) == "feral_ermine"
    assert "a4:A2" not in legal(scenario(["2e......", "........", "........", "........"]))


def test_familiar_can_finish_the_stage_when_every_hero_has_fallen() -> None:
    """DT-FAM-5, DT-END-1: the ermine turns the last tile over; no monster appears; stage won."""
    rows = ["2e......", "........", "........", "........", "........", "........", "........", "........"]
    s = scenario(rows, hidden=[(4, 0)])
    s.heroes[0] = s.heroes[0].model_copy(update={"hp": 0, "pos": None})
    s.phase = "familiar"
    s.mp_left = 5
    s = act(s, "m:B4").state
    t = act(s, "r:B5")
    assert t.state.finished and t.state.won and DARKTOMB.result(t.state).winners == {0}


# ---------------------------------------------------------------- end of a stage


def test_stage_is_won_when_every_tile_is_up_and_no_monster_is_left() -> None:
    """DT-END-1, DT-END-4, DT-DATA-5: no requirement beyond tiles and monsters."""
    s = scenario(["1a......", "........", "........", "........"], {"a": "rats"}, rolls=(15,))
    t = act(s, "a2:B1")
    assert [e.kind for e in t.events][-2:] == ["stage_won", "game_won"] and t.state.finished


def test_lost_stage_is_retried_from_scratch_or_ends_the_game() -> None:
    """DT-END-2, DT-END-4, DT-OPT-4."""
    s = scenario(["1a......", WALLS, WALLS, WALLS], {"a": "smuggler_boss"}, rolls=(10, 18))
    s.heroes[0] = s.heroes[0].model_copy(update={"hp": 1})
    s.retries_left = 1
    t = act(s, "e")
    assert "stage_lost" in [e.kind for e in t.events] and t.state.attempt == 2 and not t.state.finished
    assert t.state.heroes[0].hp == max_hp(s.heroes[0]) and t.state.monsters == [] and t.state.round == 1
    s.retries_left = 0
    t = act(s, "e")
    assert t.state.finished and not t.state.won and DARKTOMB.result(t.state).winners == frozenset()


def test_campaign_moves_on_with_full_health_and_no_items() -> None:
    """DT-END-3."""
    s = with_items(scenario(["1a......", "........", "........", "........"], {"a": "rats"}, rolls=(15,)), 0, "vest")
    s.heroes[0] = s.heroes[0].model_copy(update={"hp": 2})
    s.stage_order = ["I", "II"]
    t = act(s, "a2:B1")
    assert t.state.stage == "II" and t.state.stages_won == ["I"] and not t.state.finished
    assert t.state.heroes[0].hp == max_hp(s.heroes[0]) and t.state.heroes[0].items == []


def test_options_choose_a_stage_or_the_campaign() -> None:
    """DT-OPT-1."""
    assert DARKTOMB.setup(["dalia"], DarkTombOptions(stage="III"), 1).stage_order == ["III"]
    assert DARKTOMB.setup(["dalia"], DarkTombOptions(stage="campaign"), 1).stage_order == ["I", "II", "III", "IV"]


def test_monster_and_item_piles_are_shuffled() -> None:
    """DT-SET-4."""
    decks = [DARKTOMB.setup(["dalia"], DarkTombOptions(stage="IV"), seed) for seed in range(6)]
    assert all(sorted(d.monster_deck) == sorted(decks[0].monster_deck) for d in decks)
    assert len({tuple(d.monster_deck) for d in decks}) > 1 and len({tuple(d.item_deck) for d in decks}) > 1


def test_vest_adds_armour_and_cloak_keeps_off_seismic_damage() -> None:
    """DT-ITEM-6."""
    s = with_items(scenario(["1.2.....", WALLS, WALLS, WALLS], rolls=(20,)), 0, "vest", "cloak")
    assert DARKTOMB.view(s, None).heroes[0].armour == 14
    s = act(act(s, "e").state, "e").state
    s = act(s, "e").state if s.phase == "familiar" else s
    assert s.heroes[0].hp == max_hp(s.heroes[0]) and s.heroes[1].hp == max_hp(s.heroes[1]) - 1


def test_skates_carry_their_holder_six_squares_with_ice_at_one() -> None:
    """DT-ITEM-7."""
    s = with_items(scenario(["1IIIII..", WALLS, WALLS, WALLS]), 0, "skates")
    s.mp_left = 6
    assert "m:G1" in moves(s) and "m:H1" not in moves(s)


def test_monsters_attack_familiars_too() -> None:
    """DT-FAM-3: the brawler next to the ermine only bites it."""
    s = scenario(["2.......", "........", "......ea", "........"], {"a": "brawler"}, rolls=(10, 18))
    for _ in range(2):
        s = act(s, "e").state
    assert s.familiars[0].pos is None


def test_a_fallen_masters_familiar_keeps_his_place_in_the_round() -> None:
    """DT-FAM-6, DT-INIT-1: Oash has fallen; the ermine still rolls and plays in his slot."""
    s = scenario(["1.......", "...e....", "........", "........"] + ["2......."] + ["........"] * 3, rolls=(5, 17))
    s.heroes[1] = s.heroes[1].model_copy(update={"hp": 0, "pos": None, "seat": 1})
    s.familiars = [s.familiars[0]]
    s.seats, s.round = 2, 0
    events: list[Event] = []
    flow.start_round(s, events)
    assert s.order == ["oash", "dalia"] and s.phase == "familiar"
    assert DARKTOMB.notation(DARKTOMB.legal_actions(s, 1)[-1]) == "e"
