"""Every registered game has each of its per-layer pieces: a fifth game missing one fails here, by name,
instead of in front of a table (a blank picture, a raw catalog key, the usual layout by accident).

The pieces: the rules registry's entry (rules and bot support), its ``RENDERER`` and palette, its catalog
files and name in both languages, a text for every event kind and action a seeded playout produces, a
kind on every action (panels group by it), and the presenter and renderer tables naming only registered
games."""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass, field
from typing import Any

import pytest

from bot import presenters
from bot.demo import pick_roles
from bot.presenters import Presenter, presenter_for
from core.i18n import LANGUAGES, catalog
from data import load_json
from render import _MODULES as RENDERER_MODULES
from render import renderer
from rules import registry
from rules.core import HasLastShot, kind_of

GAMES = sorted(registry.games())
SEED = 3
MAX_ACTIONS = 400


@dataclass
class Playout:
    """What a seeded playout at the most seats showed: event kinds, action kinds and description keys."""

    events: set[str] = field(default_factory=set)
    kinds: set[str] = field(default_factory=set)
    described: set[str] = field(default_factory=set)


def new_game(game_kind: str) -> Any:
    """A new game at the most seats, every offered role picked."""
    game = registry.get(game_kind)
    return game.setup(pick_roles(game, game.info.max_players), game.options_model(), SEED)


@functools.cache
def playout(game_kind: str) -> Playout:
    game, state = registry.get(game_kind), new_game(game_kind)
    rnd, seen = random.Random(SEED), Playout()
    for _ in range(MAX_ACTIONS):
        if game.result(state) is not None:
            break
        seat = min(game.to_act(state))
        for action in game.legal_actions(state, seat):
            seen.kinds.add(kind_of(action))
            seen.described.add(game.describe_action(state, seat, action)[0])
        transition = game.apply(state, seat, game.playout_action(state, seat, rnd))
        seen.events |= {event.kind for event in transition.events}
        state = transition.state
    return seen


def missing(keys: set[str]) -> dict[str, list[str]]:
    """The keys each language's catalog lacks (a fallback to English or to the key is a gap too)."""
    gaps = {lang: sorted(keys - catalog(lang).keys()) for lang in LANGUAGES}
    return {lang: keys for lang, keys in gaps.items() if keys}


@pytest.mark.parametrize("game_kind", GAMES)
def test_the_registry_entry_carries_the_rules_and_the_bot_support(game_kind: str) -> None:
    entry = registry.entry(game_kind)
    assert entry.rules.info.id == game_kind
    game = entry.rules
    state = new_game(game_kind)
    seat = min(game.to_act(state))
    sampled = entry.support.sample_state(game.view(state, seat), seat, random.Random(SEED))
    assert isinstance(sampled, game.state_model), "the bot players sample states of this game"


@pytest.mark.parametrize("game_kind", GAMES)
def test_the_game_has_a_renderer_and_a_palette(game_kind: str) -> None:
    drawer = renderer(game_kind)  # a module without a RENDERER fails here
    game = registry.get(game_kind)
    public = game.view(new_game(game_kind), None)
    assert (drawer.shots is not None) == isinstance(public, HasLastShot), "a game keeping its last shot animates it"
    colours = load_json(f"palettes/{game_kind}.json")
    assert len(colours) == 256, "the shipped palette (python -m render.palettes)"


@pytest.mark.parametrize("game_kind", GAMES)
def test_the_game_has_its_catalog_files_and_its_name(game_kind: str) -> None:
    for lang in LANGUAGES:
        assert catalog(lang, game_kind), f"data/i18n/{lang}/{game_kind}.ftl"
    assert not missing({registry.get(game_kind).info.name_key})


@pytest.mark.parametrize("game_kind", GAMES)
def test_every_event_and_action_of_a_playout_has_a_text(game_kind: str) -> None:
    seen = playout(game_kind)
    assert not missing({f"event.{game_kind}.{kind}" for kind in seen.events})
    assert not missing(seen.described)


@pytest.mark.parametrize("game_kind", GAMES)
def test_quiet_kinds_are_kinds_the_game_offers(game_kind: str) -> None:
    """A grey button is one the panel really shows: a misspelt quiet kind would leave "end turn" blue."""
    assert registry.get(game_kind).info.quiet_kinds <= playout(game_kind).kinds


@pytest.mark.parametrize("game_kind", GAMES)
def test_the_presenter_loads(game_kind: str) -> None:
    assert isinstance(presenter_for(game_kind), Presenter)


def test_the_render_and_presenter_tables_name_only_registered_games() -> None:
    assert set(RENDERER_MODULES) == set(GAMES)
    assert set(presenters._MODULES) <= set(GAMES)
