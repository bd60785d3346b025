"""``/game undo``, ``replace``, ``replay``, ``export``, ``verify``, ``pace``, ``remind``, ``away``, ``mine``,
``stats``: trust, clocks and records around every game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot import clock_flow, fair_flow, seat_flow
from bot.cogs import GameCog, add_game_cog
from bot.translator import ls

if TYPE_CHECKING:
    from bot.app import TombTable

PACE_CHOICES = [
    app_commands.Choice(name=ls("clock.pace.choice.none"), value=0),
    app_commands.Choice(name=ls("clock.pace.choice.12"), value=12),
    app_commands.Choice(name=ls("clock.pace.choice.24"), value=24),
    app_commands.Choice(name=ls("clock.pace.choice.72"), value=72),
]


class TableCog(GameCog):
    @app_commands.command(name=ls("command.undo.name"), description=ls("command.undo.description"))
    async def undo(self, interaction: discord.Interaction) -> None:
        await seat_flow.undo_here(interaction)

    @app_commands.command(name=ls("command.replace.name"), description=ls("command.replace.description"))
    @app_commands.rename(old=ls("command.replace.old.name"), new=ls("command.replace.new.name"))
    @app_commands.describe(old=ls("command.replace.old.description"), new=ls("command.replace.new.description"))
    async def replace(self, interaction: discord.Interaction, old: discord.User, new: discord.User) -> None:
        await seat_flow.replace_here(interaction, old, new)

    @app_commands.command(name=ls("command.stats.name"), description=ls("command.stats.description"))
    @app_commands.rename(user=ls("command.stats.user.name"))
    @app_commands.describe(user=ls("command.stats.user.description"))
    async def stats(self, interaction: discord.Interaction, user: discord.User | None = None) -> None:
        await seat_flow.stats_here(interaction, user)

    @app_commands.command(name=ls("command.replay.name"), description=ls("command.replay.description"))
    @app_commands.rename(turn=ls("command.replay.turn.name"))
    @app_commands.describe(turn=ls("command.replay.turn.description"))
    async def replay(self, interaction: discord.Interaction, turn: app_commands.Range[int, 0, 100_000]) -> None:
        await fair_flow.replay_here(interaction, turn)

    @app_commands.command(name=ls("command.export.name"), description=ls("command.export.description"))
    async def export(self, interaction: discord.Interaction) -> None:
        await fair_flow.export_here(interaction)

    @app_commands.command(name=ls("command.verify.name"), description=ls("command.verify.description"))
    async def verify(self, interaction: discord.Interaction) -> None:
        await fair_flow.verify_here(interaction)

    @app_commands.command(name=ls("command.pace.name"), description=ls("command.pace.description"))
    @app_commands.rename(hours=ls("command.pace.hours.name"))
    @app_commands.describe(hours=ls("command.pace.hours.description"))
    @app_commands.choices(hours=PACE_CHOICES)
    async def pace(self, interaction: discord.Interaction, hours: int) -> None:
        await clock_flow.pace_here(interaction, hours)

    @app_commands.command(name=ls("command.remind.name"), description=ls("command.remind.description"))
    @app_commands.rename(hours=ls("command.remind.hours.name"), mute=ls("command.remind.mute.name"))
    @app_commands.describe(hours=ls("command.remind.hours.description"), mute=ls("command.remind.mute.description"))
    async def remind(
        self, interaction: discord.Interaction, hours: app_commands.Range[int, 0, 72] | None = None, mute: bool = False
    ) -> None:
        await clock_flow.remind_here(interaction, hours, mute)

    @app_commands.command(name=ls("command.away.name"), description=ls("command.away.description"))
    @app_commands.rename(days=ls("command.away.days.name"))
    @app_commands.describe(days=ls("command.away.days.description"))
    async def away(self, interaction: discord.Interaction, days: app_commands.Range[int, 0, 60]) -> None:
        await clock_flow.away_here(interaction, days)

    @app_commands.command(name=ls("command.mine.name"), description=ls("command.mine.description"))
    async def mine(self, interaction: discord.Interaction) -> None:
        await clock_flow.mine_here(interaction)


async def setup(bot: TombTable) -> None:
    await add_game_cog(bot, TableCog(bot))
