"""Notation, views, labels and catalog texts (AOD-NOT-1, AOD-HIDE-1, AOD-CARD-3)."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

from core.i18n import catalog, t, variables
from rules.aod.game import AOD
from rules.aod.model import AodOptions, CardType, Direction
from rules.core import IllegalAction
from rules.registry import get
from tests.rules_aod.aod_scenario import activate, give_hand, lay, new_game, put

CANONICAL = ["start:N2", "start:W0", "reload:ammo", "energy:en03,en11", "step:E", "open:S", "open:S:1", "orient:3",
             "rotate:-:2", "rotate:N:3", "shoot:2:am04,am07", "claim:E3", "claim:X", "drop", "give:1", "take:1",
             "ditch:li02", "ditch:en01,am01", "end"]
MALFORMED = ["", "walk:N", "step", "step:Q", "start:N9", "start:N", "open:S:7", "rotate:-:0", "rotate:N:4",
             "energy:", "energy:en99", "energy:en01,,en02", "shoot:x:am01", "shoot:1", "claim:E9", "drop:1",
             "end:now", "reload:gold", "give:-1", "x" * 70]


@pytest.mark.parametrize("text", CANONICAL)
def test_notation_round_trips(text: str) -> None:
    """AOD-NOT-1: canonical text parses and prints back identically, within 60 characters."""
    action = AOD.parse_action(text)
    assert AOD.notation(action) == text and len(text) <= 60


@pytest.mark.parametrize("text", MALFORMED)
def test_malformed_notation_is_refused(text: str) -> None:
    """AOD-NOT-1: malformed text gives error.aod.bad_notation with the text."""
    with pytest.raises(IllegalAction) as err:
        AOD.parse_action(text)
    assert err.value.key == "error.aod.bad_notation" and err.value.params["text"] == text[:60]


def test_registry_exposes_the_game() -> None:
    """AOD-SET-1: the registry serves AoD with its lobby facts."""
    game = get("aod")
    assert game.info.min_players == 2 and game.info.max_players == 4 and game.info.hidden_information
    assert not game.info.cooperative and "bomb" in game.info.rules_topics


def test_public_view_hides_hands_and_face_down_tiles() -> None:
    """AOD-HIDE-1, AOD-CARD-3: hand sizes only; face-down tiles show no symbol; seat view adds the hand."""
    state = new_game(2)
    lay(state, (0, 0), "T12")
    public = AOD.view(state, None)
    assert public.hand is None and public.seats[0].hand_size == 3
    assert public.cells[0].state == "open" and public.cells[0].symbol.value == "reload_energy"
    hidden = [c for c in public.cells if c.state == "hidden"]
    assert len(hidden) == 24 and all(c.symbol.value == "none" and not c.open_edges for c in hidden)
    assert public.discovery_pile_size == 5 and public.object_stack_size == 9 and public.objects == ()
    dumped = public.model_dump_json()
    assert not re.search(r"\b(en|am|li)\d\d\b", dumped) and "rng" not in dumped and "seed" not in dumped
    own = AOD.view(state, 0)
    assert own.hand is not None and {c.id for c in own.hand} == set(state.hands[0])
    assert [c.type for c in own.hand] == [CardType.ENERGY, CardType.AMMO, CardType.LIFE]


def test_describe_action_uses_catalog_conventions() -> None:
    """AOD-NOT-1: labels name the action kind with values, seats, cells and directions."""
    state = new_game(2)
    lay(state, (0, 0), "T14")
    lay(state, (1, 0), "T15")
    put(state, 0, (0, 0))
    put(state, 1, (1, 0))
    give_hand(state, 0, ["am15", "am01", "en22"])
    activate(state, 0, energy=2)
    key, params = AOD.describe_action(state, 0, AOD.parse_action("shoot:1:am15,am01"))
    assert key == "action.aod.shoot" and params == {"cards": [4, 1], "target_seat": 1, "hits": 5}
    key, params = AOD.describe_action(state, 0, AOD.parse_action("step:S"))
    assert key == "action.aod.step" and params == {"direction": Direction.S, "pos": (1, 0)}
    assert t(key, "en", names={0: "Ann"}, **params) == "Walk south to A2"
    assert AOD.describe_action(state, 0, AOD.parse_action("reload:ammo")) == (
        "action.aod.reload", {"card_type": CardType.AMMO})


def _keys_in_code() -> set[str]:
    text = "".join(p.read_text() for p in Path("rules/aod").glob("*.py"))
    keys = set(re.findall(r'"((?:error|event|action|result|rules|option|prompt)\.aod\.[a-z_.]+)"', text))
    keys |= {f"event.aod.{k}" for k in re.findall(r'Event\(kind="([a-z_]+)"', text)}
    return keys


def _played_games() -> tuple[set[tuple[str, tuple[str, ...]]], set[str]]:
    """Events (key, param names) and action labels met in random games of 2, 3 and 4 players."""
    emitted: set[tuple[str, tuple[str, ...]]] = set()
    labels: set[str] = set()
    for cast in (["lara", "pieter"], ["lara", "pieter", "joachim"], ["lara", "pieter", "kurtis", "joachim"]):
        for seed in (1, 2):
            state = AOD.setup(cast, AodOptions(), seed)
            rnd = random.Random(seed)
            while not state.finished:
                (seat,) = AOD.to_act(state)
                action = AOD.playout_action(state, seat, rnd)
                labels.add(AOD.describe_action(state, seat, action)[0])
                transition = AOD.apply(state, seat, action)
                emitted |= {(f"event.aod.{e.kind}", tuple(e.params)) for e in transition.events}
                state = transition.state
    return emitted, labels


def _hand_over_events() -> set[tuple[str, tuple[str, ...]]]:
    state = new_game(4)
    put(state, 0, (0, 0))
    put(state, 2, (0, 0))
    lay(state, (0, 0), "T14")
    state.figures[0].carrying = "E1"
    state.object_stack.remove("E1")
    state.objects["E1"] = state.objects["E1"].model_copy(update={"where": "carried", "seat": 0})
    return {(f"event.aod.{e.kind}", tuple(e.params)) for e in AOD.apply(state, 0, AOD.parse_action("give:2")).events}


def _concession_events() -> set[tuple[str, tuple[str, ...]]]:
    state = new_game(2)
    (waiting,) = set(range(2)) - AOD.to_act(state)
    return {(f"event.aod.{e.kind}", tuple(e.params)) for e in AOD.apply(state, waiting, AOD.parse_action("concede")).events}


def test_catalog_has_every_key_in_both_languages() -> None:
    """AOD-NOT-1: every key the rules can emit exists in English and French and formats cleanly."""
    emitted, labels = _played_games()
    emitted |= _hand_over_events() | _concession_events()
    code_keys = _keys_in_code()
    assert {k for k in code_keys if k.startswith("event.")} <= {k for k, _ in emitted} | {
        f"event.aod.police_{p}" for p in ("good", "bad", "both")}
    extra = {f"event.aod.police_{p}" for p in ("good", "bad", "both")}
    extra |= {f"error.aod.pending_{p}" for p in ("place_start", "orient", "ditch")}
    extra |= {f"rules.aod.{topic}" for topic in AOD.info.rules_topics}
    extra |= {"option.aod.collapse.orthogonal", "option.aod.collapse.king", "option.aod.large_counter_points.3",
              "option.aod.large_counter_points.4", "game.aod.name"}
    extra |= {f"action.aod.{k}" for k in ("place_start", "reload", "energy", "step", "open", "orient", "rotate",
                                          "shoot", "claim", "drop", "hand_over", "take_over", "ditch", "end_turn",
                                          "concede")}
    wanted = code_keys | {k for k, _ in emitted} | labels | extra
    for lang in ("en", "fr"):
        missing = {k for k in wanted if k not in catalog(lang)}
        assert not missing, (lang, missing)
    assert set(catalog("en")) >= {k for k in catalog("fr") if ".aod." in k}
    for key, params in emitted:
        for lang in ("en", "fr"):
            text = t(key, lang, **{p: _sample(p) for p in params})
            assert "{" not in text, (key, lang, text)


def _sample(name: str) -> Any:
    samples: dict[str, Any] = {"pos": (0, 0), "cards": [1, 2], "card_type": CardType.AMMO,
                                  "direction": Direction.N, "directions": [Direction.N, Direction.E]}
    if name.endswith("_pos"):
        return (1, 1)
    return samples.get(name, 1)


def test_card_choices_are_listed_once_per_value_combination() -> None:
    """AOD-CARD-5: equal values are interchangeable, so menus list each sum of values once."""
    state = new_game(2)
    give_hand(state, 0, ["en01", "en02", "en14", "am01"])  # energy 1, 1, 3
    plays = [a.cards for a in AOD.legal_actions(state, 0) if a.kind == "energy"]
    assert plays == [("en14",), ("en01",), ("en01", "en14"), ("en01", "en02"), ("en01", "en02", "en14")]
    assert all(len(AOD.notation(a)) <= 60 for a in AOD.legal_actions(state, 0))


def test_error_texts_only_use_the_parameters_the_rules_pass() -> None:
    """AOD-NOT-1: every placeholder of an error text is filled by the IllegalAction raising it."""
    code = "".join(p.read_text() for p in Path("rules/aod").glob("*.py"))
    raised = re.finditer(r'IllegalAction\(\s*"(error\.aod\.[a-z_]+)"((?:[^()]|\([^()]*\))*)\)', code)
    checked = 0
    for match in raised:
        params = set(re.findall(r"(\w+)=", match.group(2)))
        for lang in ("en", "fr"):
            assert variables(match.group(1), lang) <= params, (lang, match.group(1))
        checked += 1
    assert checked > 20
