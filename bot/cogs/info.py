"""``/game status``, ``log``, ``rules``, ``help``: answers for the asker only."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot import flows
from bot.cogs import GameCog, add_game_cog
from bot.i18n import has, t
from bot.service import Game
from bot.translator import ls
from rules import registry

if TYPE_CHECKING:
    from bot.app import TombTable


class InfoCog(GameCog):
    @app_commands.command(name=ls("command.status.name"), description=ls("command.status.description"))
    async def status(self, interaction: discord.Interaction) -> None:
        await flows.status_here(interaction)

    @app_commands.command(name=ls("command.log.name"), description=ls("command.log.description"))
    async def log(self, interaction: discord.Interaction) -> None:
        await flows.log_here(interaction)

    @app_commands.command(name=ls("command.rules.name"), description=ls("command.rules.description"))
    @app_commands.rename(topic=ls("command.rules.topic.name"))
    @app_commands.describe(topic=ls("command.rules.topic.description"))
    async def rules(self, interaction: discord.Interaction, topic: str | None = None) -> None:
        await flows.defer_private(interaction)
        lang = flows.private_lang(interaction)
        game = await self._game_of(interaction)
        if topic in game.info.rules_topics:
            text = t(f"rules.{game.info.id}.{topic}", lang)
        else:
            listed = "\n".join(f"• {topic_title(game, name, lang)}" for name in game.info.rules_topics)
            text = t("bot.rules.topics", lang, game=t(game.info.name_key, lang), topics=listed)
        await flows.answer_private(interaction, text[:2000])

    @rules.autocomplete("topic")
    async def rules_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        lang = flows.private_lang(interaction)
        game = await self._game_of(interaction)
        wanted = current.casefold()
        return [
            app_commands.Choice(name=topic_title(game, name, lang)[:100], value=name)
            for name in game.info.rules_topics
            if wanted in topic_title(game, name, lang).casefold()
        ][:25]

    @app_commands.command(name=ls("command.help.name"), description=ls("command.help.description"))
    async def help(self, interaction: discord.Interaction) -> None:
        lang = flows.private_lang(interaction)
        games = ", ".join(t(game.info.name_key, lang) for game in registry.games().values())
        await interaction.response.send_message(t("bot.help", lang, games=games), ephemeral=True)

    async def _game_of(self, interaction: discord.Interaction) -> Game:
        """The game played in this channel, else the first registered one."""
        record = await self.bot.service.by_channel(interaction.channel_id or 0)
        return self.bot.service.rules(record) if record else next(iter(registry.games().values()))


def topic_title(game: Game, topic: str, lang: str) -> str:
    key = f"rules.{game.info.id}.{topic}.title"
    return t(key, lang) if has(key, lang) else topic


async def setup(bot: TombTable) -> None:
    await add_game_cog(bot, InfoCog(bot))
