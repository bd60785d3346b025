"""``/game new``, ``join``, ``leave``, ``start``, ``cancel``, ``abandon``: gathering players and ending games."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot import lobby_flow
from bot.cogs import GameCog, add_game_cog
from bot.cogs.table import PACE_CHOICES
from bot.translator import ls
from rules import registry

if TYPE_CHECKING:
    from bot.app import TombTable

GAME_CHOICES = [
    app_commands.Choice(name=ls(game.info.name_key), value=game_id) for game_id, game in registry.games().items()
]


class LobbyCog(GameCog):
    @app_commands.command(name=ls("command.new.name"), description=ls("command.new.description"))
    @app_commands.rename(game=ls("command.new.game.name"), pace=ls("command.new.pace.name"))
    @app_commands.describe(game=ls("command.new.game.description"), pace=ls("command.new.pace.description"))
    @app_commands.choices(game=GAME_CHOICES, pace=PACE_CHOICES)
    async def new(self, interaction: discord.Interaction, game: str, pace: int | None = None) -> None:
        await lobby_flow.new_lobby(interaction, game, pace)

    @app_commands.command(name=ls("command.join.name"), description=ls("command.join.description"))
    async def join(self, interaction: discord.Interaction) -> None:
        await lobby_flow.join_here(interaction)

    @app_commands.command(name=ls("command.leave.name"), description=ls("command.leave.description"))
    async def leave(self, interaction: discord.Interaction) -> None:
        await lobby_flow.leave_here(interaction)

    @app_commands.command(name=ls("command.start.name"), description=ls("command.start.description"))
    async def start(self, interaction: discord.Interaction) -> None:
        await lobby_flow.start_here(interaction)

    @app_commands.command(name=ls("command.cancel.name"), description=ls("command.cancel.description"))
    async def cancel(self, interaction: discord.Interaction) -> None:
        await lobby_flow.cancel_here(interaction)

    @app_commands.command(name=ls("command.abandon.name"), description=ls("command.abandon.description"))
    async def abandon(self, interaction: discord.Interaction) -> None:
        await lobby_flow.abandon_here(interaction)


async def setup(bot: TombTable) -> None:
    await add_game_cog(bot, LobbyCog(bot))
