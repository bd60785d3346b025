"""Every picture has a description for screen readers (Discord's attachment description): built from
the public view, in the table's language, short enough for Discord, and never telling a hidden card."""

from __future__ import annotations

import random
import re

import pytest

from core.i18n import t
from render import renderer
from rules import registry
from rules.catacombs.model import CcState
from tests.rules.test_public_views import hidden_ids, perturb_hidden
from tests.render.stages import GAMES, NAMES, STAGES, stage


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("when", STAGES)
@pytest.mark.parametrize("game", GAMES)
def test_alt_text_says_who_acts_and_the_scores_within_discords_limit(game: str, when: str, lang: str) -> None:
    moment = stage(game, when)
    words = renderer(game).alt_text(moment.public, names=NAMES, lang=lang, result=moment.result)
    assert 40 < len(words) <= 1000
    assert any(name in words for name in NAMES.values()), "the players are named"
    if moment.result is not None:
        assert t(moment.result.summary_key, lang, NAMES, **moment.result.summary_params) in words
        winners = [NAMES[seat] for seat in sorted(moment.result.winners)]
        assert all(name in words for name in winners)
        assert t("render.result.scores", lang, scores="").split("{")[0].strip(" :") in words


@pytest.mark.parametrize("game", GAMES)
def test_alt_text_follows_the_language(game: str) -> None:
    moment = stage(game, "mid")
    en, fr = (renderer(game).alt_text(moment.public, names=NAMES, lang=lang) for lang in ("en", "fr"))
    assert en != fr


@pytest.mark.parametrize("game", GAMES)
def test_public_alt_text_does_not_change_with_what_nobody_sees(game: str) -> None:
    """Shuffling piles, swapping hand cards with pile cards and moving face-down tiles leaves the
    public description exactly as it was (the audit's invariance check, applied to the words)."""
    rules = registry.get(game)
    moment = stage(game, "mid")
    rnd = random.Random(7)
    for _ in range(5):
        other = rules.view(perturb_hidden(game, moment.state, rnd), None)
        assert renderer(game).alt_text(other, names=NAMES) == renderer(game).alt_text(moment.public, names=NAMES)


@pytest.mark.parametrize("game", GAMES)
def test_public_alt_text_names_no_hidden_component(game: str) -> None:
    moment = stage(game, "mid")
    words = set(re.findall(r"\w+", renderer(game).alt_text(moment.public, names=NAMES)))
    assert not words & hidden_ids(game, moment.state)


def test_catacombs_alt_text_names_no_card_held_in_a_hand() -> None:
    moment = stage("catacombs", "mid")
    state = moment.state
    assert isinstance(state, CcState)
    view = moment.public
    shown = {view.card, *view.discard_tops.values(), *(c for kept in view.armour.values() for c in kept)}
    held = {card for hand in state.hands for card in hand} - shown
    assert held
    for lang in ("en", "fr"):
        words = renderer("catacombs").alt_text(view, names=NAMES, lang=lang)
        assert not [card for card in held if t(f"card.cc_{card}", lang) in words]
