"""Content, lobby and setup rules (AOD-DATA-*, AOD-OPT-*, AOD-SET-*, AOD-PEND-1)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from data import load_json
from rules.aod.board import tile_edges
from rules.aod.content import _check_cards, _check_counters, _check_tiles, content
from rules.aod.game import AOD
from rules.aod.model import AodOptions, CardType, CollapseShape, CounterKind, Direction, HeadStart, Symbol, TileSpec
from rules.core import ContentError, IllegalAction, NotYourTurn
from tests.rules_aod.aod_scenario import CAST, kinds, new_game, play, refused, total_cards
from tests.stored_records import replay_record

RECORD = Path(__file__).with_name("record_before_head_start.json")


def test_tiles_are_25_with_five_secret_rooms_and_a_wall_each() -> None:
    """AOD-DATA-1: 25 tiles, 5 torches, every tile has a corridor and a wall."""
    tiles = content().tiles
    assert len(tiles) == 25
    assert sum(t.symbol is Symbol.TORCH for t in tiles.values()) == 5
    assert all(1 <= len(t.open) <= 3 for t in tiles.values())


def test_card_counts_match_the_known_split() -> None:
    """AOD-DATA-2: 25 energy, 16 ammo, 14 life, values 1 to 4."""
    cards = content().cards.values()
    assert {k: sum(c.type is k for c in cards) for k in CardType} == {
        CardType.ENERGY: 25, CardType.AMMO: 16, CardType.LIFE: 14}
    assert {c.value for c in cards} == {1, 2, 3, 4}


def test_discovery_counters_place_all_nine_objects() -> None:
    """AOD-DATA-3 and AOD-DATA-4: five discovery counters filling rooms with the nine counters."""
    data = content()
    assert sum(d.objects for d in data.discovery.values()) == len(data.objects) == 9
    assert sum(o.kind is CounterKind.LARGE for o in data.objects.values()) == 1


def test_every_data_file_says_where_it_comes_from() -> None:
    """AOD-DATA-1..4: each file carries a provenance note."""
    for name in ("tiles", "cards", "discovery", "objects"):
        assert "reconstructed" in load_json(f"aod/{name}.json")["provenance"]


def test_broken_content_fails_fast() -> None:
    """AOD-DATA-1, AOD-DATA-2: a file that contradicts known counts is rejected at load."""
    tiles = dict(content().tiles)
    tiles.pop("T01")
    with pytest.raises(ContentError):
        _check_tiles(tiles)
    cards = dict(content().cards)
    cards.pop("en01")
    with pytest.raises(ContentError):
        _check_cards(cards)
    objects = dict(content().objects)
    objects.pop("X")
    with pytest.raises(ContentError):
        _check_counters(content().discovery, objects)
    with pytest.raises(ValueError):
        TileSpec.model_validate({"id": "T99", "open": ["N"], "colour": "red"})


def test_options_have_defaults_and_bounds() -> None:
    """AOD-OPT-1, AOD-OPT-2: collapse shape and large counter value are lobby options."""
    opts = AodOptions()
    assert opts.collapse is CollapseShape.ORTHOGONAL and opts.large_counter_points == 4
    with pytest.raises(ValueError):
        AodOptions(large_counter_points=5)


@pytest.mark.parametrize("n, cast", [(2, {"lara", "pieter"}), (3, {"lara", "pieter", "joachim"}),
                                     (4, {"lara", "kurtis", "pieter", "joachim"})])
def test_cast_depends_on_player_count(n: int, cast: set[str]) -> None:
    """AOD-SET-1: the characters offered for 2, 3 and 4 players."""
    assert {r.id for r in AOD.roles(n)} == cast
    assert all(r.name_key == f"character.{r.id}" for r in AOD.roles(n))


def test_lobby_picks_are_checked() -> None:
    """AOD-SET-1: each character at most once, only characters of that cast."""
    AOD.check_roles(["pieter", "lara"])
    assert pytest.raises(IllegalAction, AOD.check_roles, ["lara", "lara"]).value.key == "error.aod.role_taken"
    assert pytest.raises(IllegalAction, AOD.check_roles, ["lara", "kurtis"]).value.key == "error.aod.role_not_in_game"
    assert pytest.raises(IllegalAction, AOD.check_roles, ["lara", "zip"]).value.key == "error.aod.unknown_role"
    assert pytest.raises(IllegalAction, AOD.check_roles, ["lara"]).value.key == "error.aod.player_count"


def test_empty_picks_get_the_free_characters() -> None:
    """AOD-SET-1: unpicked seats receive the remaining characters."""
    state = AOD.setup([None, "lara", None], AodOptions(), 1)
    assert [c.value for c in state.seats] == ["pieter", "lara", "joachim"]


def test_turn_order_starts_with_lara_and_alternates() -> None:
    """AOD-SET-2: Lara first; 4 players: Lara, Pieter, Kurtis, Joachim."""
    state = AOD.setup(["joachim", "kurtis", "pieter", "lara"], AodOptions(), 3)
    assert [state.seats[s].value for s in state.order] == ["lara", "pieter", "kurtis", "joachim"]
    assert AOD.to_act(state) == {3}


def test_tiles_are_shuffled_face_down() -> None:
    """AOD-SET-3: all 25 tiles, face down, in a seed-dependent layout."""
    a, b = AOD.setup(CAST[2], AodOptions(), 1), AOD.setup(CAST[2], AodOptions(), 2)
    tiles_a = [c.tile for row in a.grid for c in row]
    assert sorted(tiles_a) == sorted(content().tiles)
    assert not any(c.opened for row in a.grid for c in row)
    assert tiles_a != [c.tile for row in b.grid for c in row]


def test_everyone_starts_with_one_card_of_each_type() -> None:
    """AOD-SET-4: one energy, one ammo, one life card each; all 55 cards accounted for."""
    state = AOD.setup(CAST[4], AodOptions(), 5)
    for hand in state.hands:
        assert sorted(content().cards[c].type.value for c in hand) == ["ammo", "energy", "life"]
    assert total_cards(state) == 55


@pytest.mark.parametrize("players", [2, 3, 4])
def test_with_three_players_joachim_starts_with_one_more_energy_card(players: int) -> None:
    """AOD-SET-4 ruling, AOD-OPT-3: only the 3-player game gives its last seat (Joachim) a fourth card, an
    energy card, or both bad guys one each, unless the lobby chose the printed start; the same cards are
    still all accounted for, and Joachim's card is the same whether Pieter takes one too."""
    ahead = {HeadStart.RULEBOOK: set(), HeadStart.ENERGY: {"joachim"}, HeadStart.BAD_GUYS: {"pieter", "joachim"}}
    for head_start in HeadStart:
        state = AOD.setup(CAST[players], AodOptions(head_start=head_start), 11)
        hands = {state.seats[seat].value: sorted(content().cards[c].type.value for c in hand)
                 for seat, hand in enumerate(state.hands)}
        extra = ahead[head_start] if players == 3 else set()
        assert hands == {name: ["ammo", "energy", "energy", "life"] if name in extra else ["ammo", "energy", "life"]
                         for name in CAST[players]}
        assert total_cards(state) == 55
    joachims = {h: AOD.setup(CAST[3], AodOptions(head_start=h), 11).hands[2] for h in (HeadStart.ENERGY, HeadStart.BAD_GUYS)}
    assert joachims[HeadStart.ENERGY] == joachims[HeadStart.BAD_GUYS]
    assert AodOptions().head_start is HeadStart.ENERGY


def test_a_game_stored_before_the_head_start_replays_as_it_was_dealt() -> None:
    """AOD-OPT-3: a whole 3-player game (careful random play, seed 7) stored by the code before the option
    existed, its options naming only the first two: replayed today, Joachim starts with three cards and every
    move leads to the same end."""
    record, replayed = replay_record(AOD, RECORD)
    assert "head_start" not in record["options"]
    assert AodOptions.model_validate(record["options"]).head_start is HeadStart.RULEBOOK
    assert AodOptions.model_validate({"collapse": "king"}).head_start is HeadStart.ENERGY  # a partial dict is not a record
    assert replayed == record["final"]


def test_large_counter_is_at_the_bottom_of_the_stack() -> None:
    """AOD-SET-5: eight shuffled counters on top of the large one; discovery pile shuffled."""
    state = AOD.setup(CAST[2], AodOptions(), 9)
    assert state.object_stack[-1] == "X" and len(state.object_stack) == 9
    assert sorted(state.discovery_pile) == ["D1", "D2", "D3", "D4", "D5"]


def test_lara_places_the_start_tile_first() -> None:
    """AOD-SET-6, AOD-PEND-1: only Lara's player answers, with a start placement; figures start there."""
    state = AOD.setup(["pieter", "lara"], AodOptions(), 4)
    assert state.pending is not None and state.pending.kind == "place_start"
    assert len(AOD.legal_actions(state, 1)) == 20 and AOD.legal_actions(state, 0) == []
    with pytest.raises(NotYourTurn):
        play(state, 0, "start:S3")
    assert refused(state, 1, "end").key == "error.aod.pending_place_start"
    after = play(state, 1, "start:S3")
    assert after.state.start == (5, 3)
    assert all(f.pos == (5, 3) for f in after.state.figures)
    assert kinds(after.events)[:2] == ["start_placed", "turn_started"]
    assert AOD.to_act(after.state) == {1}


def test_start_tile_opens_only_toward_its_entrance() -> None:
    """AOD-SET-6: the start tile touches one border tile; only that tile can be opened from it."""
    state = new_game(side=Direction.W, index=2)
    assert state.start == (2, -1)
    seat = state.order[0]
    state.energy_left = 1
    assert [a.direction for a in AOD.legal_actions(state, seat) if a.kind == "open"] == [Direction.E]
    assert tile_edges("T04", 1) == {Direction.E}


def test_state_round_trips_through_json() -> None:
    """AOD-SET-1..6: a fresh game survives a JSON round trip unchanged."""
    state = new_game(4)
    again = type(state).model_validate_json(state.model_dump_json())
    assert again == state
    assert json.loads(again.model_dump_json()) == json.loads(state.model_dump_json())


def test_paintings_outweigh_evidence_by_one_point() -> None:
    """AOD-DATA-4, AOD-BAL-1: every normal counter is worth 2 or 3; the second mover's paintings give 11, evidence 10."""
    objects = content().objects.values()
    assert {o.points for o in objects if o.kind is not CounterKind.LARGE} == {2, 3}
    total = {kind: sum(o.points for o in objects if o.kind is kind) for kind in (CounterKind.EVIDENCE, CounterKind.PAINTING)}
    assert total == {CounterKind.EVIDENCE: 10, CounterKind.PAINTING: 11}


def test_neither_side_runs_away_with_two_player_games() -> None:
    """AOD-BAL-1: with the same playout in both seats, each side wins a fair part of 40 games."""
    wins = 0
    for seed in range(40):
        state = AOD.setup(CAST[2], AodOptions(), seed)
        rnd = random.Random(seed)
        while not state.finished:
            (seat,) = AOD.to_act(state)
            state = AOD.apply(state, seat, AOD.playout_action(state, seat, rnd)).state
        wins += AOD.result(state).winners == {0}
    assert 12 <= wins <= 28
