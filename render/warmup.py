"""Drawing each game's pictures once when a render worker starts, so a player's first move after a restart
is not the one that pays for it.

A worker's first board of a game builds that game's sprites, backgrounds and fonts (Underworld's first
board: about 230 ms, then about 20 ms; ``bench/bench_render_underworld.py`` prints both).  A restarted
bot would otherwise hand that cost to the first move of each game in each worker.
"""

from __future__ import annotations

import random

from core.i18n import LANGUAGES
from render import renderer
from rules import registry

WARM_MOVES = 12
"""Moves of a seeded playout before drawing: enough for a board with figures, cards and a last shot."""


def warm_up() -> None:
    """Draw a board, a hand and (where the game has one) a shot of every game, in every language."""
    for game_kind in registry.games():
        game = registry.get(game_kind)
        players = game.info.max_players
        state = game.setup([None] * players, game.options_model(), seed=1)
        rnd = random.Random(1)
        for _ in range(WARM_MOVES):
            acting = game.to_act(state)
            if not acting or game.result(state) is not None:
                break
            seat = min(acting)
            state = game.apply(state, seat, game.playout_action(state, seat, rnd)).state
        drawer = renderer(game_kind)
        names = {seat: f"P{seat + 1}" for seat in range(players)}
        public, own = game.view(state, None), game.view(state, 0)
        shot = drawer.shots
        for lang in LANGUAGES:
            drawer.render_board(public, names=names, lang=lang)
            drawer.render_hand(own, lang=lang)
            if shot is not None:
                shot.render_gif(public, names=names, lang=lang)
