"""Whole random games for 2, 3 and 4 players with every option mix, checking invariants after each action.

Covers CC-HP-1 and CC-DECK-1 (conservation), CC-PHY-4 (no overlap, inside the walls), CC-HIDE-1 (no
hand in public views or events), replay = snapshot, JSON round trip, notation round trip, and that
every game ends (CC-END-*).
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.catacombs.content import TOTAL_TOKENS, content
from rules.catacombs.game import CATACOMBS
from rules.catacombs.model import CcOptions, CcState, Side
from rules.catacombs.notation import MAX_LENGTH
from rules.catacombs.physics import overlapping
from rules.core import Event, IllegalAction
from tests.rules_catacombs.cc_scenario import ROLES

MAX_ACTIONS = 3000


def check_conservation(state: CcState) -> None:
    assert sum(state.health.values()) + state.bank == TOTAL_TOKENS
    assert all(v >= 0 for v in state.health.values()) and state.bank >= 0
    for side in Side:
        cards = [*state.draw[side], *state.discard[side], *state.armour[side],
                 *(c for seat, hand in enumerate(state.hands) if state.seats[seat] is side for c in hand)]
        if state.card is not None and content().cards[state.card].team is side:
            cards.append(state.card)
        assert Counter(cards) == Counter(content().deck(side, state.options.deck))


def check_public(state: CcState, events: tuple[Event, ...]) -> None:
    public = CATACOMBS.view(state, None)
    assert public.hand is None and "rng" not in public.model_dump_json()
    for event in events:
        if event.kind == "drew_card":
            assert event.to is not None and len(event.to) == 1
        else:
            assert event.to is None
    for seat in range(len(state.seats)):
        assert CATACOMBS.view(state, seat).hand == tuple(state.hands[seat])


@settings(max_examples=25, deadline=None)
@given(
    players=st.sampled_from([2, 3, 4]),
    seed=st.integers(0, 10_000),
    options=st.fixed_dictionaries({
        "starting_health": st.integers(3, 11),
        "draw_at_end": st.booleans(),
        "exhaustion": st.booleans(),
        "abilities": st.booleans(),
        "armour": st.booleans(),
        "steadiness": st.sampled_from(["none", "mild", "realistic"]),
    }),
)
def test_random_games_end_with_every_invariant_kept(players: int, seed: int, options: dict[str, object]) -> None:
    state = CATACOMBS.setup(ROLES[players], CcOptions.model_validate(options), seed)
    initial = state
    rnd = random.Random(seed)
    history: list[tuple[int, str]] = []
    for _ in range(MAX_ACTIONS):
        if state.finished:
            break
        seats = sorted(CATACOMBS.to_act(state))
        seat = rnd.choice(seats)
        action = CATACOMBS.playout_action(state, seat, rnd)
        text = CATACOMBS.notation(action)
        assert len(text) <= MAX_LENGTH and CATACOMBS.parse_action(text) == action
        key, _ = CATACOMBS.describe_action(state, seat, action)
        assert key.startswith("action.catacombs.")
        before = state.model_dump_json()
        transition = CATACOMBS.apply(state, seat, action)
        assert state.model_dump_json() == before  # apply never mutates its input
        state = transition.state
        history.append((seat, text))
        check_conservation(state)
        assert overlapping(state.disks) == []
        check_public(state, transition.events)
    assert state.finished and CATACOMBS.result(state) is not None
    assert all(d.id != "P" for d in state.disks) and state.strike is None
    assert CATACOMBS.to_act(state) == frozenset()
    replayed = initial
    for seat, text in history:
        replayed = CATACOMBS.apply(replayed, seat, CATACOMBS.parse_action(text)).state
    assert replayed.model_dump_json() == state.model_dump_json()
    assert CcState.model_validate_json(state.model_dump_json()) == state


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 60))
def test_menu_actions_are_all_accepted_and_refusals_change_nothing(seed: int, steps: int) -> None:
    """Every action in ``legal_actions`` applies; a refused one leaves the state as it was."""
    state = CATACOMBS.setup(ROLES[4], CATACOMBS.options_model(), seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        if state.finished:
            return
        seat = min(CATACOMBS.to_act(state))
        state = CATACOMBS.apply(state, seat, CATACOMBS.playout_action(state, seat, rnd)).state
    if state.finished:
        return
    seat = min(CATACOMBS.to_act(state))
    menu = CATACOMBS.legal_actions(state, seat)
    assert menu
    for action in rnd.sample(menu, min(5, len(menu))):
        CATACOMBS.apply(state, seat, action)
    before = state.model_dump_json()
    for probe in ("play:imp", "discard:ghoul", "target:S1", "armour:paladin", "skip", "flick/O9:0:1"):
        try:
            CATACOMBS.apply(state, seat, CATACOMBS.parse_action(probe))
        except IllegalAction:
            pass
    assert state.model_dump_json() == before
