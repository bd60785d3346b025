"""``/game status``, ``log``, ``rules``, ``help``: answers for the asker only."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot import texts
from bot.clock_notes import status_lines
from bot.errors import answering
from bot.features import GameCog, install
from bot.reply import Reply
from bot.translator import ls
from core.i18n import has, t
from core.service import Game
from rules import registry

if TYPE_CHECKING:
    from bot.app import TombTable

LOG_LINES = 15
MESSAGE_LIMIT = 2000
AUTOCOMPLETE_LIMIT = 25


async def status(reply: Reply) -> None:
    record = await reply.game_here()
    outcome = await reply.bot.service.current(record.id)
    names = await reply.names_of(outcome.record)
    clock = await status_lines(reply.bot, outcome.record, outcome.to_act, outcome.result is not None, reply.lang)
    await reply.private("\n".join([texts.status_text(outcome.record, outcome, reply.lang, names), *clock])[:MESSAGE_LIMIT])


async def log_lines(reply: Reply) -> None:
    """The last public log lines of the actions that count: private events (a drawn card) are never
    listed, and actions taken back with ``/game undo`` are left out."""
    bot, lang = reply.bot, reply.lang
    record = await reply.game_here()
    names = await reply.names_of(record)
    entries = [(entry.seat, entry.events) for entry in await bot.store.actions(record.id) if not entry.undone]
    lines = texts.log_lines(bot.service.rules(record), entries, lang, names)[-LOG_LINES:]
    await reply.private("\n".join(lines)[-MESSAGE_LIMIT:] or t("bot.log.empty", lang))


async def rules_text(reply: Reply, topic: str | None) -> None:
    """One rules topic of the channel's game, or the list of topics."""
    lang = reply.lang
    game = await _game_of(reply)
    if topic in game.info.rules_topics:
        text = t(f"rules.{game.info.id}.{topic}", lang)
    else:
        listed = "\n".join(f"• {topic_title(game, name, lang)}" for name in game.info.rules_topics)
        text = t("bot.rules.topics", lang, game=texts.game_name(game, lang), topics=listed)
    await reply.private(text[:MESSAGE_LIMIT])


def topic_title(game: Game, topic: str, lang: str) -> str:
    """``rules.<game>.<topic>.title`` if the catalog has it, else the topic id."""
    key = f"rules.{game.info.id}.{topic}.title"
    return t(key, lang) if has(key, lang) else topic


async def _game_of(reply: Reply) -> Game:
    """The game played in this channel, else the first registered one."""
    record = await reply.bot.service.by_channel(reply.interaction.channel_id or 0)
    return reply.bot.service.rules(record) if record else next(iter(registry.games().values()))


class InfoCog(GameCog):
    @app_commands.command(name=ls("command.status.name"), description=ls("command.status.description"))
    async def status(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            await status(reply)

    @app_commands.command(name=ls("command.log.name"), description=ls("command.log.description"))
    async def log(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            await log_lines(reply)

    @app_commands.command(name=ls("command.rules.name"), description=ls("command.rules.description"))
    @app_commands.rename(topic=ls("command.rules.topic.name"))
    @app_commands.describe(topic=ls("command.rules.topic.description"))
    async def rules(self, interaction: discord.Interaction, topic: str | None = None) -> None:
        async with answering(interaction) as reply:
            await rules_text(reply, topic)

    @rules.autocomplete("topic")
    async def rules_autocomplete(self, interaction: discord.Interaction, typed: str) -> list[app_commands.Choice[str]]:
        reply = Reply(interaction)
        game = await _game_of(reply)
        wanted = typed.casefold()
        titles = {name: topic_title(game, name, reply.lang) for name in game.info.rules_topics}
        matching = [name for name, title in titles.items() if wanted in title.casefold()]
        return [app_commands.Choice(name=titles[name][:100], value=name) for name in matching][:AUTOCOMPLETE_LIMIT]

    @app_commands.command(name=ls("command.help.name"), description=ls("command.help.description"))
    async def help(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            games = ", ".join(texts.game_name(game, reply.lang) for game in registry.games().values())
            await reply.private(t("bot.help", reply.lang, games=games))


async def setup(bot: TombTable) -> None:
    await install(bot, InfoCog(bot))
