"""Whole games of random purposeful play for 1–4 players, with the invariants checked at every step.

UW-INV-1 (cards, counters, enemies conserved), health bounds, UW-API-1 (input never changed),
replay = snapshot, JSON round trip, UW-HIDE-1 (no hand contents in public views or events),
UW-NOT-1 (every action's notation parses back to it).
"""

from __future__ import annotations

import random
import re
from collections import Counter as Tally
from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from core.i18n import has, t
from rules.core import Event
from rules.underworld.content import content
from rules.underworld.game import UNDERWORLD as G
from rules.underworld.model import Counter, UwState

CARD_ID = re.compile(r"\b(acr|bat|cun)\d\d\b")
LIMIT = 6000


def _given_tokens(s: UwState) -> list[str]:
    return [tok for tokens in (s.pending.given.values() if s.pending else []) for tok in tokens]


def check_invariants(s: UwState) -> None:
    data = content()
    tokens = _given_tokens(s)
    in_play = s.draw + s.discard + [c for h in s.hands for c in h] + [t for t in tokens if t not in ("vp", "treasure")]
    assert sorted(in_play) == sorted(data.cards)  # 60 progress cards, each exactly once
    held = Tally({c: 0 for c in Counter})
    for counters in s.counters:
        held.update(counters)
    held.update(Counter(t) for t in tokens if t in ("vp", "treasure"))
    assert {c: held[c] + s.supply[c] for c in Counter} == {Counter(k): n for k, n in data.supply.items()}
    assert all(n >= 0 for c in s.counters for n in c.values()) and all(n >= 0 for n in s.supply.values())
    future = [e for e, spec in data.enemies.items() if data.region_index(spec.region) > s.region]
    assert sorted(s.enemy_pile + s.enemy_line + s.enemies_out + future) == sorted(data.enemies)
    assert 0 <= s.health <= s.max_health <= data.health_cap
    assert len(s.enemy_line) < data.enemy_limit or s.loss == "c"


def check_public(s: UwState, events: Sequence[Event]) -> None:
    public = G.view(s, None)
    assert public.hand is None and not CARD_ID.search(public.model_dump_json())
    for event in events:
        assert has(f"event.underworld.{event.kind}", "en") and has(f"event.underworld.{event.kind}", "fr")
        for lang in ("en", "fr"):
            text = t(f"event.underworld.{event.kind}", lang, **event.params)
            assert "{" not in text, text
        if event.is_public:
            assert not CARD_ID.search(str(event.params))


def play(players: int, seed: int, competitive: bool) -> None:
    options = {"scoring": "competitive" if competitive else "cooperative"}
    start = G.setup([None] * players, options, seed)
    s, rnd, history = start, random.Random(seed), []
    for step in range(LIMIT):
        if s.finished:
            break
        seat = rnd.choice(sorted(G.to_act(s)))
        action = G.playout_action(s, seat, rnd)
        assert action in G.legal_actions(s, seat)
        assert G.parse_action(G.notation(action)) == action
        key, params = G.describe_action(s, seat, action)
        assert has(key, "en") and has(key, "fr") and "{" not in t(key, "fr", **params)
        before = s.model_dump_json() if step % 15 == 0 else None
        transition = G.apply(s, seat, action)
        if before is not None:
            assert s.model_dump_json() == before  # UW-API-1
        history.append((seat, G.notation(action)))
        s = transition.state
        check_invariants(s)
        check_public(s, transition.events)
        own = G.view(s, seat)
        assert own.hand is not None and sorted(c.id for c in own.hand) == sorted(s.hands[seat])
    assert s.finished and G.result(s) is not None and G.to_act(s) == frozenset()
    assert UwState.model_validate_json(s.model_dump_json()) == s
    replay = start
    for seat, text in history:
        replay = G.apply(replay, seat, G.parse_action(text)).state
    assert replay.model_dump() == s.model_dump()


SEEDS = st.integers(min_value=0, max_value=2**31)


@settings(max_examples=15, deadline=None)
@given(seed=SEEDS, competitive=st.booleans())
def test_solo_games_end_cleanly(seed: int, competitive: bool) -> None:
    play(1, seed, competitive)


@settings(max_examples=15, deadline=None)
@given(seed=SEEDS, competitive=st.booleans())
def test_two_player_games_end_cleanly(seed: int, competitive: bool) -> None:
    play(2, seed, competitive)


@settings(max_examples=15, deadline=None)
@given(seed=SEEDS, competitive=st.booleans())
def test_three_player_games_end_cleanly(seed: int, competitive: bool) -> None:
    play(3, seed, competitive)


@settings(max_examples=15, deadline=None)
@given(seed=SEEDS, competitive=st.booleans())
def test_four_player_games_end_cleanly(seed: int, competitive: bool) -> None:
    play(4, seed, competitive)
