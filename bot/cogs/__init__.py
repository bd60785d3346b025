"""Cogs, one per concern (lobby, play, info), whose slash commands all live under ``/game``.

discord.py gives each cog its own top-level commands; :func:`add_game_cog` moves a cog's commands
under the bot's single ``/game`` group, so several cogs can share it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord.ext import commands

if TYPE_CHECKING:
    from bot.app import TombTable


class GameCog(commands.Cog):
    """A cog whose app commands become ``/game`` subcommands; they leave the group on unload."""

    def __init__(self, bot: TombTable) -> None:
        self.bot = bot

    async def cog_unload(self) -> None:
        for command in self.get_app_commands():
            self.bot.game_group.remove_command(command.name)


async def add_game_cog(bot: TombTable, cog: GameCog) -> None:
    await bot.add_cog(cog)
    for command in cog.get_app_commands():
        bot.tree.remove_command(command.name)
        bot.game_group.add_command(command)
