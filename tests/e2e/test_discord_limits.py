"""Every component the bot builds stays within Discord's limits, in both languages, with the longest names
Discord allows: lobby cards at every table size, the host's bot and character menus, vote and turn
buttons, the aiming form, and the action panels (every page) of games played a while by the rules."""

from __future__ import annotations

import random
from typing import Any

import discord
import pytest

from bot import codec, widgets
from bot.features.aim import AimFormModal
from bot.features.play import panel_choices
from rules import registry
from tests.e2e import discord_limits
from tests.e2e.harness import CHANNEL_ID, GUILD_ID, Table

LANGS = ("en", "fr")
MOVES = 40
LONGEST_NAME = "W" * 32  # Discord's longest display name
HOST = 101


def over(view: discord.ui.View) -> list[str]:
    return discord_limits.problems({"components": view.to_components()})


@pytest.mark.parametrize("lang", LANGS)
async def test_the_lobby_vote_turn_and_form_components_fit(lang: str) -> None:
    found: list[str] = []
    for game_kind in sorted(registry.games()):
        game = registry.get(game_kind)
        options = game.options_model()
        for players in range(1, game.info.max_players + 1):
            views = [widgets.lobby_view(codec.MAX_ID, game, options, lang, 24, players=players)]
            roles = [choice.id for choice in game.roles(max(players, game.info.min_players))]
            if roles:
                picks = [widgets.role_select(codec.MAX_ID, game, roles, lang, bot=n, current=roles[0])
                         for n in range(1, players + 1)]
                views += [widgets.role_view(codec.MAX_ID, game, roles, lang), widgets.bots_view(codec.MAX_ID, lang, picks)]
            found += [f"{game_kind}, {players} players: {problem}" for view in views for problem in over(view)]
    for view in (widgets.vote_view(1, 2, lang), widgets.claim_view(1, 2, lang), widgets.turn_view(1, lang),
                 widgets.turn_view(codec.MAX_ID, lang, "https://tomb.example/g/x", table=True), widgets.rematch_view(1, lang), widgets.bots_view(1, lang)):
        found += over(view)
    form = AimFormModal(codec.MAX_ID, codec.MAX_ID, lang).to_dict()
    found += discord_limits.problems({"type": discord_limits.MODAL, "data": form})
    assert not found


@pytest.mark.parametrize("game_kind", sorted(registry.games()))
async def test_every_page_of_every_panel_fits(table: Table, game_kind: str) -> None:
    """Panels as the seats to act see them, move after move, in English and French."""
    service = table.bot.service
    game = registry.get(game_kind)
    record = await service.open_lobby(game_kind, GUILD_ID, CHANNEL_ID, HOST, "en")
    for user in range(HOST + 1, HOST + game.info.max_players):
        await service.join(record.id, user)
    outcome = await service.start(record.id, HOST, seed=7)
    names = {seat: LONGEST_NAME for seat in range(len(outcome.record.seats))}
    rnd, panels = random.Random(5), 0
    found: list[str] = []
    for _ in range(MOVES):
        if outcome.result is not None:
            break
        for seat in sorted(outcome.to_act):
            for lang in LANGS:
                for view in pages(outcome, seat, lang, names):
                    panels += 1
                    found += over(view)
        seat = min(outcome.to_act)
        action = outcome.game.notation(outcome.game.playout_action(outcome.state, seat, rnd))
        outcome = await service.act(record.id, outcome.record.seats[seat].user_id, action)
    assert panels and not found


def pages(outcome: Any, seat: int, lang: str, names: dict[int, str]) -> list[discord.ui.View]:
    """Every page of the seat's panel (Next leads to the following one)."""
    record = outcome.record
    choices = panel_choices(outcome, seat, lang, names)
    views = [widgets.panel_view(record.id, record.version, choices, 0, lang)]
    while codec.play(record.id, len(views)) in {getattr(item, "custom_id", None) for item in views[-1].children}:
        views.append(widgets.panel_view(record.id, record.version, choices, len(views), lang))
    return views
