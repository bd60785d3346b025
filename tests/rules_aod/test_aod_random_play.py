"""Whole random games for 2, 3 and 4 players, checking invariants after every action.

Covers AOD-END-3 (games always end), AOD-HIDE-1 (nothing hidden leaks into public views or events),
AOD-NOT-1 (notation round trip on real actions), conservation of cards and counters, replay, JSON
round trip, and that refused actions never change the state.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.aod.content import content
from rules.aod.game import AOD
from rules.aod.model import AodOptions, AodState
from rules.core import Event, IllegalAction
from tests.rules_aod.aod_scenario import CAST

MAX_ACTIONS = 5000
CARD_ID = re.compile(r"\b(en|am|li)\d\d\b")
TILE_ID = re.compile(r"\bT\d\d\b")
PROBES = ["step:N", "open:E", "rotate:-:1", "claim:X", "give:1", "take:0", "shoot:1:am01", "ditch:en01",
          "orient:0", "start:N0", "reload:life", "energy:en01", "drop", "end"]


def check_conservation(state: AodState) -> None:
    cards = [c for pile in (*state.draw.values(), *state.discard.values(), *state.hands) for c in pile]
    assert Counter(cards) == Counter(list(content().cards))
    assert sorted([*state.discovery_pile, *state.discovered]) == sorted(content().discovery)
    assert set(state.objects) == set(content().objects)
    assert sorted(c for c, p in state.objects.items() if p.where == "stack") == sorted(state.object_stack)
    for seat, fig in enumerate(state.figures):
        if fig.carrying is not None:
            assert state.objects[fig.carrying].where == "carried" and state.objects[fig.carrying].seat == seat
    assert all(len(h) <= 7 for h in state.hands) or state.pending is not None


def check_public(state: AodState, events: tuple[Event, ...]) -> None:
    public = AOD.view(state, None).model_dump_json()
    assert not CARD_ID.search(public) and not TILE_ID.search(public)
    assert '"hand":null' in public
    for e in events:
        if e.to is None:
            dumped = json.dumps(e.params, default=str)
            assert not CARD_ID.search(dumped) and not TILE_ID.search(dumped), e
        else:
            assert e.kind == "cards_drawn" and e.to == {e.params["seat"]}
        assert isinstance(e.kind, str) and e.kind


def check_refusals_leave_state(state: AodState) -> None:
    before = state.model_dump_json()
    for seat in range(len(state.seats)):
        for text in PROBES:
            try:
                AOD.apply(state, seat, AOD.parse_action(text))
            except IllegalAction:
                assert state.model_dump_json() == before, text


def check_legal_actions_apply(state: AodState, seat: int) -> None:
    for action in AOD.legal_actions(state, seat):
        text = AOD.notation(action)
        assert len(text) <= 60 and AOD.parse_action(text) == action
        AOD.apply(state, seat, action)
    for other in set(range(len(state.seats))) - AOD.to_act(state):
        assert AOD.legal_actions(state, other) == []


def play_out(n: int, seed: int) -> None:
    state = AOD.setup(CAST[n], AodOptions(), seed)
    rnd = random.Random(seed)
    log: list[tuple[int, str]] = []
    for step in range(MAX_ACTIONS):
        if state.finished:
            break
        (seat,) = AOD.to_act(state)
        action = AOD.playout_action(state, seat, rnd)
        text = AOD.notation(action)
        assert AOD.parse_action(text) == action and len(text) <= 60
        before = state.model_dump_json()
        transition = AOD.apply(state, seat, action)
        assert state.model_dump_json() == before
        log.append((seat, text))
        state = transition.state
        check_conservation(state)
        check_public(state, transition.events)
        if step % 40 == 0 and not state.finished:
            check_refusals_leave_state(state)
            check_legal_actions_apply(state, next(iter(AOD.to_act(state))))
    assert state.finished, f"AOD-END-3: game of {n} (seed {seed}) did not end in {MAX_ACTIONS} actions"
    result = AOD.result(state)
    assert result is not None and result.winners
    replayed = AOD.setup(CAST[n], AodOptions(), seed)
    for seat, text in log:
        replayed = AOD.apply(replayed, seat, AOD.parse_action(text)).state
    assert replayed.model_dump_json() == state.model_dump_json()
    assert AodState.model_validate_json(state.model_dump_json()).model_dump_json() == state.model_dump_json()


@pytest.mark.parametrize("n", [2, 3, 4])
@settings(max_examples=4, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**31 - 1))
def test_random_games_end_and_keep_invariants(n: int, seed: int) -> None:
    """AOD-END-3, AOD-HIDE-1, AOD-NOT-1, AOD-CARD-3: random purposeful games always end cleanly."""
    play_out(n, seed)
