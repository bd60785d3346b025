"""Whatever a player types after ``/game play``, every game answers with an action or a refusal.

Any other exception would reach the player as the bot's generic apology instead of a reason.  Inputs
are mutations of the legal notations at real positions of random games (a number pushed out of range,
a field dropped or doubled, another game's action, odd digits and signs) plus arbitrary text.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.i18n import has, t
from rules import registry
from rules.core import IllegalAction

STEPS = 60
NAMES = {seat: f"Player {seat + 1}" for seat in range(4)}
ODD_FIELDS = ("-1", "0", "999999", "1e9", "nan", "-inf", "٣", "１", "", " ", "é", "A0", "Z99", "0x10", "+", "::")


def positions(game_kind: str, seed: int) -> list[tuple[Any, int]]:
    """(state, acting seat) along a random purposeful game."""
    game = registry.get(game_kind)
    rnd = random.Random(seed)
    players = max(2, game.info.min_players) if game.info.max_players > 1 else 1
    state = game.setup([None] * players, game.options_model(), seed)
    found = []
    for _ in range(STEPS):
        if game.result(state) is not None or not game.to_act(state):
            break
        seat = min(game.to_act(state))
        found.append((state, seat))
        state = game.apply(state, seat, game.playout_action(state, seat, rnd)).state
    return found


def mutations(notation: str, rnd: random.Random) -> list[str]:
    fields = notation.split(":")
    out = [notation + ":" + notation, ":".join(fields[:-1]), notation.upper(), notation + ":x", " " + notation + " "]
    for index in range(len(fields)):
        for odd in rnd.sample(ODD_FIELDS, 4):
            out.append(":".join(fields[:index] + [odd] + fields[index + 1 :]))
    return out


def answer(game: Any, state: Any, seat: int, text: str) -> None:
    """Parse and apply ``text``: an applied action, or a refusal the catalog phrases in both languages."""
    try:
        game.apply(state, seat, game.parse_action(text))
    except IllegalAction as refused:
        for lang in ("en", "fr"):
            assert has(refused.key, lang), (refused.key, lang)
            said = t(refused.key, lang, NAMES, **refused.params)
            unfilled = said
            for value in refused.params.values():
                unfilled = unfilled.replace(str(value), "")
            assert "{" not in unfilled and len(said) < 1500, said


@pytest.mark.parametrize("game_kind", sorted(registry.games()))
def test_mutated_and_foreign_notations_are_applied_or_refused(game_kind: str) -> None:
    game = registry.get(game_kind)
    rnd = random.Random(7)
    foreign = [
        registry.get(other).notation(registry.get(other).legal_actions(state, seat)[0])
        for other in registry.games()
        if other != game_kind
        for state, seat in positions(other, 3)[:1]
    ]
    for state, seat in positions(game_kind, 11)[::3]:
        legal = [game.notation(action) for action in game.legal_actions(state, seat)]
        for notation in rnd.sample(legal, min(4, len(legal))) + foreign:
            for text in mutations(notation, rnd):
                answer(game, state, seat, text)


@pytest.mark.parametrize("game_kind", sorted(registry.games()))
@settings(max_examples=30, deadline=None)
@given(text=st.text(min_size=0, max_size=60))
def test_arbitrary_text_is_applied_or_refused(game_kind: str, text: str) -> None:
    game = registry.get(game_kind)
    state, seat = positions(game_kind, 5)[2]
    answer(game, state, seat, text)
