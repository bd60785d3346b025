"""Whole random stages (solo with 1–4 heroes, several players, a monster player, the campaign),
checking invariants after every action: HP within bounds, nobody on an occupied or impassable
square, items conserved, nothing hidden in public views or events, notation round trip, refused
actions change nothing, replay = snapshot, JSON round trip."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.i18n import has
from rules.core import Event, IllegalAction
from rules.darktomb import board
from rules.darktomb.content import content
from rules.darktomb.game import DARKTOMB
from rules.darktomb.model import DarkTombOptions, DarkTombState
from rules.darktomb.setup import item_instances
from rules.darktomb.stats import floats, item_spec, max_hp

MAX_ACTIONS = 6000
PROBES = ["m:A1", "a1:B2", "a4", "x2", "r:C3", "p", "d:key", "g:key:oash", "t:key:dalia", "u:draught",
          "o:B2", "e", "mm:C3", "ma:A1", "mp", "i:flask"]


def check_board(s: DarkTombState) -> None:
    spots = [h.pos for h in s.heroes if h.pos] + [f.pos for f in s.familiars if f.pos] + [m.pos for m in s.monsters]
    assert len(spots) == len(set(spots)), "two figures on one square"
    for h in s.heroes:
        assert 0 <= h.hp <= max_hp(h) and (h.pos is None) == (h.hp == 0)
        assert h.pos is None or board.ground_ok(s, h.pos, monster=False, floats=floats(h))
    for f in s.familiars:
        assert 0 <= f.hp <= 1 and (f.pos is None) == (f.hp == 0)
    for m in s.monsters:
        assert 1 <= m.hp <= m.max_hp and board.ground_ok(s, m.pos, monster=True)


def check_items(s: DarkTombState) -> None:
    carried = [i for h in s.heroes for i in h.items]
    lying = [i for d in s.drops for i in d.items]
    everything = Counter([*s.item_deck, *carried, *lying, *s.spent])
    assert everything == Counter(item_instances(content().stages[s.stage].items))
    assert len(s.cubes) <= len(s.item_deck)


def check_public(s: DarkTombState, events: tuple[Event, ...], seen: set[str]) -> None:
    """Face-down tiles show '?', piles only sizes; events name only components already in play."""
    view = DARKTOMB.view(s, None)
    for sq in view.squares:
        if not board.revealed(s, sq.pos):
            assert sq.terrain == "?"
    dumped = view.model_dump_json()
    assert '"hand":null' in dumped and "monster_deck\"" not in dumped and "item_deck\"" not in dumped
    seen.update(f"darktomb.{m.spec}" for m in s.monsters)
    seen.update(f"darktomb.{item_spec(i).id}" for h in s.heroes for i in h.items)
    seen.update(f"darktomb.{item_spec(i).id}" for d in s.drops for i in d.items)
    seen.update(f"darktomb.{item_spec(i).id}" for i in s.spent)
    for e in events:
        assert e.to is None and has(f"event.darktomb.{e.kind}", "fr"), e.kind
        for name in ("item_type", "target_type"):
            if name in e.params and e.kind != "defeated":
                value = e.params[name]
                assert value in seen or value.split(".")[1] in content().heroes or value.endswith("ermine"), (e, seen)
        json.dumps(e.params)


def check_refusals(s: DarkTombState) -> None:
    before = s.model_dump_json()
    for seat in range(s.seats):
        for text in PROBES:
            try:
                DARKTOMB.apply(s, seat, DARKTOMB.parse_action(text))
            except IllegalAction:
                assert s.model_dump_json() == before, text


def check_legal(s: DarkTombState) -> None:
    (seat,) = DARKTOMB.to_act(s)
    for action in DARKTOMB.legal_actions(s, seat):
        text = DARKTOMB.notation(action)
        assert len(text) <= 60 and DARKTOMB.parse_action(text) == action
        key, _ = DARKTOMB.describe_action(s, seat, action)
        assert has(key, "en") and has(key, "fr"), key
        DARKTOMB.apply(s, seat, action)
    for other in set(range(s.seats)) - {seat}:
        assert DARKTOMB.legal_actions(s, other) == []


def play(roles: list[str | None], options: DarkTombOptions, seed: int) -> DarkTombState:
    s = DARKTOMB.setup(roles, options, seed)
    rnd = random.Random(seed)
    log: list[tuple[int, str]] = []
    seen: set[str] = set()
    for step in range(MAX_ACTIONS):
        if s.finished:
            break
        (seat,) = DARKTOMB.to_act(s)
        action = DARKTOMB.playout_action(s, seat, rnd)
        text = DARKTOMB.notation(action)
        before = s.model_dump_json()
        t = DARKTOMB.apply(s, seat, action)
        assert s.model_dump_json() == before, "apply changed its input"
        log.append((seat, text))
        s = t.state
        check_board(s)
        check_items(s)
        check_public(s, t.events, seen)
        if step % 25 == 0 and not s.finished:
            check_refusals(s)
            check_legal(s)
    assert s.finished, f"DT-END-4: game (seed {seed}) did not end in {MAX_ACTIONS} actions"
    assert DARKTOMB.result(s) is not None
    replayed = DARKTOMB.setup(roles, options, seed)
    for seat, text in log:
        replayed = DARKTOMB.apply(replayed, seat, DARKTOMB.parse_action(text)).state
    assert replayed.model_dump_json() == s.model_dump_json()
    assert DarkTombState.model_validate_json(s.model_dump_json()).model_dump_json() == s.model_dump_json()
    return s


@pytest.mark.parametrize("heroes", [1, 2, 3, 4])
@settings(max_examples=3, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**31 - 1), stage=st.sampled_from(["I", "II", "III", "IV"]))
def test_solo_stages_end_and_keep_invariants(heroes: int, seed: int, stage: str) -> None:
    """DT-OPT-2, DT-END-4, DT-HIDE-1, DT-NOT-1: one player with 1–4 heroes."""
    play(["oash"], DarkTombOptions(stage=stage, heroes_per_player=heroes, retries=0), seed)


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**31 - 1), stage=st.sampled_from(["I", "II", "III", "IV"]))
def test_monster_player_games_end_and_keep_invariants(seed: int, stage: str) -> None:
    """DT-OPT-3, DT-MON-9: three hero players and a monster player."""
    play(["dalia", "brakk", "monsters", "ilse"], DarkTombOptions(stage=stage, retries=0), seed)


@settings(max_examples=2, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**31 - 1))
def test_campaign_with_retries_ends_and_keeps_invariants(seed: int) -> None:
    """DT-END-2, DT-END-3: a four-hero campaign with one retry."""
    play(["dalia", "oash"], DarkTombOptions(stage="campaign", heroes_per_player=2, retries=1), seed)
