"""``/game status``, ``log``, ``rules``, ``help``: answers for the asker only."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot import info_flow
from bot.cogs import GameCog, add_game_cog
from bot.translator import ls

if TYPE_CHECKING:
    from bot.app import TombTable


class InfoCog(GameCog):
    @app_commands.command(name=ls("command.status.name"), description=ls("command.status.description"))
    async def status(self, interaction: discord.Interaction) -> None:
        await info_flow.status_here(interaction)

    @app_commands.command(name=ls("command.log.name"), description=ls("command.log.description"))
    async def log(self, interaction: discord.Interaction) -> None:
        await info_flow.log_here(interaction)

    @app_commands.command(name=ls("command.rules.name"), description=ls("command.rules.description"))
    @app_commands.rename(topic=ls("command.rules.topic.name"))
    @app_commands.describe(topic=ls("command.rules.topic.description"))
    async def rules(self, interaction: discord.Interaction, topic: str | None = None) -> None:
        await info_flow.rules_here(interaction, topic)

    @rules.autocomplete("topic")
    async def rules_autocomplete(self, interaction: discord.Interaction, typed: str) -> list[app_commands.Choice[str]]:
        return await info_flow.rules_choices(interaction, typed)

    @app_commands.command(name=ls("command.help.name"), description=ls("command.help.description"))
    async def help(self, interaction: discord.Interaction) -> None:
        await info_flow.help_here(interaction)


async def setup(bot: TombTable) -> None:
    await add_game_cog(bot, InfoCog(bot))
