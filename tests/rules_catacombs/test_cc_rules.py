"""Turn flow, armour, abilities, health bank, end and winner, advanced rules and variants."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from rules.catacombs.content import TOTAL_TOKENS, content
from rules.catacombs.game import CATACOMBS
from rules.catacombs.model import CcState, Side
from rules.core import IllegalAction, NotYourTurn, Seat
from tests.rules_catacombs.cc_scenario import act, activate, give_hand, keep_armour, kinds, layout, new_game

MID = 17.75
HIT_K1 = dict(S1=(10, MID), K1=(25, MID))


def sword_hits_k1(card: str, players: int = 2, **options: Any) -> tuple[CcState, Seat]:
    state = new_game(players, **options)
    seat = activate(state, "S1", [card])
    layout(state, **HIT_K1)
    return state, seat


# ---------------------------------------------------------------- setup and turn order


@pytest.mark.parametrize("players,sizes", [(2, [4, 4]), (3, [4, 8, 4]), (4, [4, 4, 4, 4])])
def test_starting_hands(players: int, sizes: list[int]) -> None:
    """CC-SET-4: four cards each; the lone player of a 3-player game draws eight."""
    state = CATACOMBS.setup({2: ["sword", "skull"], 3: ["sword_1", "skull_1", "sword_2"],
                             4: ["sword_1", "skull_1", "sword_2", "skull_2"]}[players], CATACOMBS.options_model(), 3)
    first = state.controllers[state.order[0]]
    expected = [n + (1 if seat == first else 0) for seat, n in enumerate(sizes)]  # the first player has drawn
    assert [len(h) for h in state.hands] == expected


def test_three_players_the_lone_player_runs_both_characters() -> None:
    """CC-SET-1."""
    state = new_game(3)
    assert state.seats == [Side.SWORD, Side.SKULL, Side.SWORD]
    assert state.controllers == {"K1": 1, "K2": 1, "S1": 0, "S2": 2}


def test_roles_refuse_an_empty_team() -> None:
    with pytest.raises(IllegalAction):
        CATACOMBS.check_roles(["sword_1", "sword_2", "skull_1", "sword_1"])
    with pytest.raises(IllegalAction):
        CATACOMBS.check_roles(["sword_1", "sword_2"])


def test_start_layout_is_fair_and_legal() -> None:
    """CC-SET-2, CC-SET-3: characters in their corners, obstacles mirror-symmetric about the centre."""
    state = new_game()
    by_id = {d.id: d for d in state.disks}
    w = content().physics.width_cm
    assert by_id["S1"].x < 10 and by_id["S2"].x < 10 and by_id["K1"].x > w - 10 and by_id["K2"].x > w - 10
    obstacles = sorted((round(d.x, 6), round(d.y, 6)) for d in state.disks if d.id.startswith("O"))
    mirrored = sorted((round(w - x, 6), y) for x, y in obstacles)
    assert obstacles == mirrored


def test_turns_alternate_teams_then_characters() -> None:
    """CC-TURN-1: the marker passes first team 1, second team 1, first team 2, second team 2."""
    state = new_game(4, seed=5)
    first = Side.SWORD if state.order[0] == "S1" else Side.SKULL
    assert [d[0] for d in state.order] == (["S", "K", "S", "K"] if first is Side.SWORD else ["K", "S", "K", "S"])
    assert [d[1] for d in state.order] == ["1", "1", "2", "2"]
    assert {new_game(2, seed=s).order[0] for s in range(12)} == {"S1", "K1"}


def test_a_full_turn_draw_play_obstacle_then_the_other_team() -> None:
    """CC-TURN-2, CC-TURN-3."""
    state = new_game(2)
    seat = activate(state, "S1", ["scout"])
    layout(state, S1=(10, MID))
    state, events = act(state, seat, "play:scout", "flick:0:10", "flick:90:10")
    assert state.phase == "obstacle" and "ability_draw" in kinds(events)
    with pytest.raises(IllegalAction) as refused:
        act(state, seat, "flick:0:10")
    assert refused.value.key == "error.catacombs.pick_obstacle"
    state, events = act(state, seat, "flick/O2:0:20")
    assert CATACOMBS.to_act(state) == frozenset({1}) and state.order[state.turn_index] in ("K1", "K2")
    assert "turn_started" in kinds(events) and "drew" in kinds(events)


def test_wrong_seat_and_wrong_phase_are_refused_without_change() -> None:
    state, seat = sword_hits_k1("berserker_mage")
    before = state.model_dump_json()
    with pytest.raises(NotYourTurn):
        CATACOMBS.apply(state, 1 - seat, CATACOMBS.parse_action("play:berserker_mage"))
    with pytest.raises(IllegalAction):
        CATACOMBS.apply(state, seat, CATACOMBS.parse_action("flick:0:50"))
    with pytest.raises(IllegalAction):
        CATACOMBS.apply(state, seat, CATACOMBS.parse_action("play:royal_archer"))
    assert state.model_dump_json() == before


# ---------------------------------------------------------------- armour


def test_armour_prompt_goes_to_every_defending_seat_and_cancels_the_shot() -> None:
    """CC-ARM-2..4: 4 players, the Skull pair is asked; one of them spends the Behemoth."""
    state, seat = sword_hits_k1("berserker_mage", players=4)
    keep_armour(state, Side.SKULL, "behemoth")
    before = state.health[Side.SKULL]
    state, events = act(state, seat, "play:berserker_mage", "flick@K1:+0:50")
    assert state.phase == "armour" and CATACOMBS.to_act(state) == frozenset({1, 3})
    assert CATACOMBS.view(state, None).pending_default == "skip"
    assert "armour:behemoth" in [CATACOMBS.notation(a) for a in CATACOMBS.legal_actions(state, 3)]
    assert CATACOMBS.legal_actions(state, seat) == []
    state, events = act(state, 3, "armour:behemoth")
    assert state.health[Side.SKULL] == before and state.armour[Side.SKULL] == [] and "behemoth" in state.discard[Side.SKULL]
    assert state.phase == "shot" and CATACOMBS.to_act(state) == frozenset({seat})


def test_declining_armour_takes_the_wounds() -> None:
    state, seat = sword_hits_k1("berserker_mage", players=4, armour_timeout="spend")
    keep_armour(state, Side.SKULL, "marauder")
    before = state.health[Side.SKULL]
    state, _ = act(state, seat, "play:berserker_mage", "flick@K1:+0:50")
    assert CATACOMBS.view(state, None).pending_default == "armour:marauder"
    state, events = act(state, 1, "skip")
    assert state.health[Side.SKULL] == before - 1 and state.armour[Side.SKULL] == ["marauder"]


def test_armour_card_is_kept_face_up_after_play() -> None:
    """CC-ARM-1."""
    state, seat = sword_hits_k1("shieldmaiden")
    state, events = act(state, seat, "play:shieldmaiden", "flick:90:5")
    assert state.armour[Side.SWORD] == ["shieldmaiden"] and "shieldmaiden" not in state.discard[Side.SWORD]
    assert CATACOMBS.view(state, None).armour[Side.SWORD] == ("shieldmaiden",)


def test_without_armour_variant_discards_armour_and_never_asks() -> None:
    """CC-VAR-2."""
    state, seat = sword_hits_k1("shieldmaiden", armour=False)
    keep_armour(state, Side.SKULL, "behemoth")
    state, _ = act(state, seat, "play:shieldmaiden", "flick@K1:+0:50")
    assert state.health[Side.SKULL] == 7 and state.phase == "obstacle"
    assert state.armour[Side.SWORD] == [] and "shieldmaiden" in state.discard[Side.SWORD]


def test_armour_cancels_the_stun_of_the_shot() -> None:
    """CC-ARM-3: on-wounding abilities are cancelled with the wounds."""
    state = new_game(2)
    seat = activate(state, "K1", ["behemoth"])
    layout(state, K1=(40, MID), S1=(25, MID))
    keep_armour(state, Side.SWORD, "paladin")
    state, _ = act(state, seat, "play:behemoth", "flick@S1:+0:50", )
    state, _ = act(state, 0, "armour:paladin")
    assert state.stunned[Side.SWORD] is False and state.health[Side.SWORD] == 8


# ---------------------------------------------------------------- abilities and shots


def test_behemoth_stuns_the_next_enemy_turn() -> None:
    """CC-ABL-3: draw, throw away a card, one move shot, then the obstacle; CC-SHOT-3 critical = 2 wounds."""
    state = new_game(2)
    seat = activate(state, "K1", ["behemoth"])
    layout(state, K1=(40, MID), S1=(25, MID))
    state, events = act(state, seat, "play:behemoth", "flick@S1:+0:50")
    assert state.health[Side.SWORD] == 6 and state.stunned[Side.SWORD]
    state, _ = act(state, seat, "flick:90:5", "flick/O1:0:0")
    assert state.phase == "stun" and state.order[state.turn_index].startswith("S")
    sword = CATACOMBS.to_act(state)
    (sword_seat,) = sword
    assert all(a.kind == "discard" for a in CATACOMBS.legal_actions(state, sword_seat))
    hand = list(state.hands[sword_seat])
    state, _ = act(state, sword_seat, f"discard:{hand[0]}", "flick:0:10")
    assert state.phase == "obstacle" and len(state.hands[sword_seat]) == len(hand) - 1
    assert state.stunned[Side.SWORD] is False


def test_marauder_steals_the_first_token_lost() -> None:
    """CC-ABL-2: the first token goes to the Skull pool, not the bank."""
    state = new_game(2)
    seat = activate(state, "K1", ["marauder"])
    layout(state, K1=(40, MID), S1=(20, MID))
    state, events = act(state, seat, "play:marauder", "flick:90:5", "flick@S1:+0:60")
    assert state.health == {Side.SWORD: 7, Side.SKULL: 9} and state.bank == 8
    assert "token_stolen" in kinds(events)


def test_powerful_wave_bonus_discard_makes_three_wounds() -> None:
    """CC-SHOT-8."""
    state = new_game(2)
    seat = activate(state, "K1", ["witch", "ghoul"])
    layout(state, K1=(40, MID), S1=(25, MID))
    state, _ = act(state, seat, "play:witch", "flick:90:5", "flick@S1:+0:60")
    assert state.phase == "bonus"
    state, events = act(state, seat, "discard:ghoul")
    assert state.health[Side.SWORD] == 5 and "ghoul" in state.discard[Side.SKULL]


def test_powerful_wave_without_bonus_is_two_wounds() -> None:
    state = new_game(2)
    seat = activate(state, "K1", ["witch", "ghoul"])
    layout(state, K1=(40, MID), S1=(25, MID))
    state, _ = act(state, seat, "play:witch", "flick:90:5", "flick@S1:+0:60", "skip")
    assert state.health[Side.SWORD] == 6


def test_enchantress_heals_even_when_her_shots_miss() -> None:
    """CC-ABL-1, CC-ABL-4, CC-HP-3 (above the starting health)."""
    state, seat = sword_hits_k1("enchantress")
    state, events = act(state, seat, "play:enchantress", "flick:90:5", "target:K2", "flick:90:5", "skip")
    assert state.health[Side.SWORD] == 10 and state.bank == TOTAL_TOKENS - 16 - 2


def test_without_abilities_no_heal() -> None:
    """CC-VAR-1."""
    state, seat = sword_hits_k1("enchantress", abilities=False)
    state, _ = act(state, seat, "play:enchantress", "flick:90:5", "target:K2", "flick:90:5", "skip")
    assert state.health[Side.SWORD] == 8 and state.phase == "obstacle"


def test_zombie_surprise_attack_plays_another_card() -> None:
    """CC-ABL-5."""
    state = new_game(2)
    seat = activate(state, "K1", ["zombie", "ghoul"])
    layout(state, K1=(40, MID), S1=(25, MID))
    state, _ = act(state, seat, "play:zombie", "flick:90:5", "flick:90:5")
    assert state.phase == "surprise"
    state, _ = act(state, seat, "play:ghoul", "flick:90:5", "flick@S1:+0:50")
    assert state.health[Side.SWORD] == 7 and state.phase == "obstacle"


def test_reset_shuffles_the_discard_back_and_nothing_else_does() -> None:
    """CC-ABL-6, CC-DECK-2."""
    state = new_game(2)
    seat = activate(state, "K1", ["phoenix"])
    layout(state, K1=(40, MID))
    state.discard[Side.SKULL] = [state.draw[Side.SKULL].pop() for _ in range(5)]
    size = len(state.draw[Side.SKULL])
    state, _ = act(state, seat, "play:phoenix", "flick:90:5", "flick:90:5")
    assert len(state.draw[Side.SKULL]) == size + 5 and state.discard[Side.SKULL] == ["phoenix"]


def test_pathfinder_moves_the_companion() -> None:
    """CC-ABL-7."""
    state = new_game(2)
    seat = activate(state, "S1", ["pathfinder"])
    layout(state, S1=(10, MID), S2=(10, 8))
    state, _ = act(state, seat, "play:pathfinder", "flick:90:5")
    assert state.phase == "companion"
    state, _ = act(state, seat, "flick:0:30")
    s2 = next(d for d in state.disks if d.id == "S2")
    assert s2.x > 20 and state.phase == "obstacle"


def test_necromancer_drains_the_bank_on_wounding() -> None:
    state = new_game(2)
    seat = activate(state, "K1", ["necromancer"])
    layout(state, K1=(40, MID), S1=(25, MID))
    state, _ = act(state, seat, "play:necromancer", "target:S1", "flick@S1:+0:60")
    assert state.health == {Side.SWORD: 7, Side.SKULL: 9} and state.bank == 8


# ---------------------------------------------------------------- health, end, winner


def test_a_team_out_of_health_ends_the_game_and_loses() -> None:
    """CC-END-1, CC-END-4."""
    state, seat = sword_hits_k1("war_griffin")
    state.health[Side.SKULL] = 2
    state.bank += 6
    state, events = act(state, seat, "play:war_griffin", "flick:90:5", "flick@K1:+0:50")
    assert state.finished and state.end_reason == "health" and "game_over_health" in kinds(events)
    result = CATACOMBS.result(state)
    assert result is not None and result.winners == frozenset({0}) and result.scores == {0: 8, 1: 0}
    assert CATACOMBS.to_act(state) == frozenset()


def test_an_empty_bank_ends_the_game() -> None:
    """CC-END-2, CC-ABL-4: heal takes only what the bank holds."""
    state, seat = sword_hits_k1("enchantress")
    state.bank, state.health[Side.SKULL] = 1, 15
    state, events = act(state, seat, "play:enchantress", "flick:90:5", "target:K2", "flick:90:5", "skip")
    assert state.health[Side.SWORD] == 9 and state.bank == 0 and state.end_reason == "bank"


def test_no_card_to_play_ends_the_game_and_the_tie_break_counts_cards() -> None:
    """CC-END-3, CC-END-4."""
    state = new_game(2)
    seat = activate(state, "S1", ["scout"])
    layout(state, S1=(10, MID))
    other = 1 - seat
    give_hand(state, other, [])
    state.discard[state.seats[other]], state.draw[state.seats[other]] = state.draw[state.seats[other]], []
    state, events = act(state, seat, "play:scout", "flick:0:5", "flick:0:5", "flick/O1:0:0")
    assert state.finished and state.end_reason == "no_card"
    result = CATACOMBS.result(state)
    assert result is not None and result.winners == frozenset({seat}) and result.summary_key == "result.catacombs.cards_win"


def test_exhaustion_costs_a_token_each_turn_once_the_pile_is_empty() -> None:
    """CC-ADV-2."""
    state = new_game(2, exhaustion=True)
    seat = activate(state, "S1", ["scout"])
    layout(state, S1=(10, MID))
    other = 1 - seat
    state.discard[state.seats[other]], state.draw[state.seats[other]] = state.draw[state.seats[other]], []
    state, events = act(state, seat, "play:scout", "flick:0:5", "flick:0:5", "flick/O1:0:0")
    assert "exhausted" in kinds(events) and state.health[state.seats[other]] == 7


def test_draw_at_end_starts_with_three_and_draws_after_the_obstacle() -> None:
    """CC-ADV-1."""
    state = new_game(2, draw_at_end=True)
    assert sorted(len(h) for h in state.hands) == [3, 3]
    seat = activate(state, "S1", ["squire", "scout", "paladin"])
    layout(state, S1=(10, MID))
    state, _ = act(state, seat, "play:squire", "flick:0:5", "flick:0:5")
    assert len(state.hands[seat]) == 2
    state, _ = act(state, seat, "flick/O1:0:0")
    assert len(state.hands[seat]) == 3 and sorted(len(h) for h in state.hands) == [3, 3]


def test_tokens_and_cards_are_conserved_in_a_scenario() -> None:
    """CC-HP-1, CC-DECK-1."""
    state, seat = sword_hits_k1("berserker_mage")
    state, _ = act(state, seat, "play:berserker_mage", "flick@K1:+0:50")
    assert sum(state.health.values()) + state.bank == TOTAL_TOKENS
    for side in Side:
        cards = [*state.draw[side], *state.discard[side], *state.armour[side],
                 *(c for s, h in enumerate(state.hands) if state.seats[s] is side for c in h)]
        if state.card and content().cards[state.card].team is side:
            cards.append(state.card)
        assert Counter(cards) == Counter(content().deck(side, state.options.deck))


@pytest.mark.parametrize("health,ok", [(2, False), (3, True), (11, True), (12, False)])
def test_starting_health_option_keeps_tokens_in_the_bank(health: int, ok: bool) -> None:
    """CC-OPT-1."""
    if not ok:
        with pytest.raises(ValueError):
            new_game(starting_health=health)
        return
    state = new_game(starting_health=health)
    assert state.health == {Side.SWORD: health, Side.SKULL: health} and state.bank == TOTAL_TOKENS - 2 * health


@pytest.mark.parametrize("players,deck,skull", [(4, "fifth", 7), (3, "fifth", 7), (2, "fifth", 8), (4, "fourth", 7),
                                                (3, "fourth", 8), (4, "third", 8)])
def test_the_skull_starts_a_token_short_with_three_or_four_players(players: int, deck: str, skull: int) -> None:
    """CC-SET-5: in the fifth tuning a Skull of three or four players starts one token short and the bank keeps
    it; two players start even, and so do games begun on an older tuning (the fourth: only four players)."""
    state = new_game(players, deck=deck)
    assert state.health == {Side.SWORD: 8, Side.SKULL: skull}
    assert sum(state.health.values()) + state.bank == TOTAL_TOKENS
    low = new_game(players, deck=deck, starting_health=3)
    assert low.health[Side.SKULL] == 3 - (8 - skull) and low.bank == TOTAL_TOKENS - 6 + (8 - skull)


def test_marauder_steal_does_not_outlive_its_card() -> None:
    """CC-ABL-2: a steal that found no token is not carried over to the other team's shots."""
    state = new_game(2)
    seat = activate(state, "K1", ["marauder"])
    layout(state, K1=(40, MID), S1=(20, MID))
    state, _ = act(state, seat, "play:marauder", "flick:90:5", "flick:90:5", "flick/O1:0:0")
    sword_seat = state.controllers[state.order[state.turn_index]]
    give_hand(state, sword_seat, ["berserker_mage"])
    layout(state, **{state.order[state.turn_index]: (10, MID)}, K1=(25, MID))
    state, events = act(state, sword_seat, "play:berserker_mage", "flick@K1:+0:50")
    assert state.phase == "armour"  # the Marauder stayed face up as armour
    state, more = act(state, seat, "skip")
    assert state.health == {Side.SWORD: 8, Side.SKULL: 7} and "token_stolen" not in kinds(events + more)


def test_registry_and_offline_demo_play_a_whole_game(tmp_path: Path) -> None:
    """``tombtable demo catacombs`` plays a seeded game offline and writes its pictures and log."""
    from bot.demo import run_demo
    from rules.registry import get

    assert get("catacombs") is CATACOMBS
    summary = run_demo("catacombs", 2, 3, tmp_path, "fr", echo=False)
    assert summary.finished and summary.boards > 5
    assert (tmp_path / "log.txt").read_text(encoding="utf-8").strip()
