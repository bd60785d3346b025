"""A renderer that declares its board public (``board_is_public``) keeps the promise: at every table size,
the board and its alt text drawn from any seat's view are the public view's, so the Activity may show the
spectators' one picture to every seat without anyone seeing less, or more, than their own view holds."""

from __future__ import annotations

import pytest

from render import renderer
from rules import registry
from tests.render.stages import GAMES, NAMES, playout

PUBLIC = tuple(kind for kind in GAMES if renderer(kind).board_is_public)
SIZES = tuple((kind, players) for kind in PUBLIC
              for players in range(registry.get(kind).info.min_players, registry.get(kind).info.max_players + 1))
MOMENTS = 4
"""Moments drawn per playout, evenly spread from the set-up to the end (its result on the board)."""


def test_the_games_whose_seats_only_add_a_hand_declare_it() -> None:
    assert PUBLIC == ("catacombs", "darktomb")


@pytest.mark.parametrize(("kind", "players"), SIZES)
def test_every_seat_is_drawn_the_public_board_and_told_the_same(kind: str, players: int) -> None:
    game, drawer = registry.get(kind), renderer(kind)
    history = playout(kind, players, 11 + players)
    for index in sorted({round(i * (len(history) - 1) / (MOMENTS - 1)) for i in range(MOMENTS)}):
        state, events = history[index]
        result = game.result(state)
        highlight = drawer.last_move(tuple(e for e in events if e.is_public))
        public = game.view(state, None)
        board = drawer.render_board(public, names=NAMES, lang="fr", highlight=highlight, result=result)
        alt = drawer.alt_text(public, names=NAMES, lang="fr", result=result)
        for seat in range(players):
            view = game.view(state, seat)
            assert view != public, "a seat's own view is drawn here, not the public one again"
            assert drawer.render_board(view, names=NAMES, lang="fr", highlight=highlight, result=result) == board, \
                f"{kind} at {players} seats, step {index}: seat {seat}'s board differs from the public one"
            assert drawer.alt_text(view, names=NAMES, lang="fr", result=result) == alt
