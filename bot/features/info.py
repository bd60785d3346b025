"""``/game status``, ``log``, ``rules``, ``help``, ``list``: answers for the asker only.

Status and log keep answering for the channel's last game once it ended; the rules of any game can be
read anywhere, without a lobby; help is short, with a topic to pick for more."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot import lookup, texts, widgets
from bot.clock_notes import status_lines
from bot.errors import answering, in_time
from bot.features import GameCog, install
from bot.reply import Reply
from bot.translator import ls
from core.i18n import t
from core.service import Game
from core.storage import GameStatus
from rules import registry

if TYPE_CHECKING:
    from bot.app import TombTable

LOG_LINES = 15
MESSAGE_LIMIT = 2000
AUTOCOMPLETE_LIMIT = 25


HELP_TOPICS = ("start", "playing", "clocks", "records", "after")
"""``/game help topic:`` values; each has ``table.help.<topic>`` and ``table.help.<topic>.title``."""


async def status(reply: Reply) -> None:
    record = await lookup.latest_started(reply.bot, reply.interaction.channel_id or 0)
    outcome = await reply.bot.service.current(record.id)
    names = await reply.names_of(outcome.record)
    if outcome.record.status.is_open:
        clock = await status_lines(reply.bot, outcome.record, outcome.to_act, outcome.result is not None, reply.lang)
    else:  # over: no clock runs; the status says who won, or that the game was ended early
        clock = []
    await reply.private("\n".join([texts.status_text(outcome.record, outcome, reply.lang, names), *clock])[:MESSAGE_LIMIT])


async def log_lines(reply: Reply) -> None:
    """The last public log lines of the actions that count: private events (a drawn card) are never
    listed, and actions taken back with ``/game undo`` are left out."""
    bot, lang = reply.bot, reply.lang
    record = await lookup.latest_game(reply.bot, reply.interaction.channel_id or 0)
    names = await reply.names_of(record)
    entries = [(entry.seat, entry.events) for entry in await bot.store.actions(record.id) if not entry.undone]
    lines = texts.log_lines(bot.service.rules(record), entries, lang, names)[-LOG_LINES:]
    await reply.private("\n".join(lines)[-MESSAGE_LIMIT:] or t("bot.log.empty", lang))


async def rules_text(reply: Reply, game_kind: str | None, topic: str | None) -> None:
    """One rules topic of a game (the one asked, else the channel's), or the list of its topics."""
    lang = reply.lang
    game = await _game_of(reply, game_kind)
    if topic in game.info.rules_topics:
        text = f"**{topic_title(game, topic, lang)}**\n{t(f'rules.{game.info.id}.{topic}', lang)}"
    else:
        listed = "\n".join(f"• {topic_title(game, name, lang)}" for name in game.info.rules_topics)
        text = t("bot.rules.topics", lang, game=texts.game_name(game, lang), topics=listed)
    await reply.private(text[:MESSAGE_LIMIT])


def topic_title(game: Game, topic: str, lang: str) -> str:
    """``rules.<game>.<topic>.title``: every topic has one, so no internal id reaches a menu."""
    return t(f"rules.{game.info.id}.{topic}.title", lang)


async def _game_of(reply: Reply, game_kind: str | None) -> Game:
    """The game asked for, else the one of this channel (running or last played), else the first registered."""
    if game_kind in registry.games():
        return registry.get(game_kind)
    channel_id = reply.interaction.channel_id or 0
    record = await reply.bot.service.by_channel(channel_id) or await reply.bot.store.last_in_channel(channel_id)
    return reply.bot.service.rules(record) if record else next(iter(registry.games().values()))


async def help_text(reply: Reply, topic: str | None) -> None:
    """A few lines on what the bot is, and the topics; or one topic."""
    lang = reply.lang
    if topic in HELP_TOPICS:
        text = f"**{t(f'table.help.{topic}.title', lang)}**\n{t(f'table.help.{topic}', lang)}"
    else:
        games = ", ".join(texts.game_name(game, lang) for game in registry.games().values())
        listed = "\n".join(f"• {t(f'table.help.{name}.title', lang)}" for name in HELP_TOPICS)
        text = t("table.help.short", lang, games=games, topics=listed)
    await reply.private(text[:MESSAGE_LIMIT])


async def listing(reply: Reply) -> None:
    """``/game list``: the server's open lobbies and running games, with their channels and whose turn it is."""
    bot, lang = reply.bot, reply.lang
    lines = []
    for record in await bot.service.open_in_guild(reply.interaction.guild_id or 0):
        game = bot.service.rules(record)
        name, channel = texts.game_name(game, lang), f"<#{record.channel_id}>"
        if record.status is GameStatus.LOBBY:
            lines.append(t("table.list.lobby", lang, game=name, channel=channel, host=texts.mention(record.host_id),
                           count=len(record.seats), max=game.info.max_players))
        else:
            outcome = await bot.service.current(record.id)
            players = ", ".join(texts.mention(record.user_of(seat)) for seat in sorted(outcome.to_act))
            lines.append(t("table.list.active", lang, game=name, channel=channel, players=players,
                           **texts.turn_params(game, outcome.state)))
    text = t("table.list.title", lang, count=len(lines), games="\n".join(lines)) if lines else t("table.list.none", lang)
    await reply.private(texts.clip(text, MESSAGE_LIMIT))


def help_choices() -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=ls(f"table.help.{name}.title"), value=name) for name in HELP_TOPICS]


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
    @app_commands.rename(game=ls("table.command.rules.game.name"), topic=ls("command.rules.topic.name"))
    @app_commands.describe(game=ls("table.command.rules.game.description"), topic=ls("command.rules.topic.description"))
    @app_commands.choices(game=lookup.game_choices())
    async def rules(self, interaction: discord.Interaction, game: str | None = None, topic: str | None = None) -> None:
        async with answering(interaction) as reply:
            await rules_text(reply, game, topic)

    @rules.autocomplete("topic")
    @in_time
    async def rules_autocomplete(self, interaction: discord.Interaction, typed: str) -> list[app_commands.Choice[str]]:
        """The topics of the game picked in the same command, else of the channel's game."""
        reply = Reply(interaction)
        game = await _game_of(reply, getattr(interaction.namespace, "game", None))
        wanted = typed.casefold()
        titles = {name: topic_title(game, name, reply.lang) for name in game.info.rules_topics}
        matching = [name for name, title in titles.items() if wanted in title.casefold()]
        return [widgets.suggestion(titles[name], name) for name in matching][:AUTOCOMPLETE_LIMIT]

    @app_commands.command(name=ls("command.help.name"), description=ls("command.help.description"))
    @app_commands.rename(topic=ls("table.command.help.topic.name"))
    @app_commands.describe(topic=ls("table.command.help.topic.description"))
    @app_commands.choices(topic=help_choices())
    async def help(self, interaction: discord.Interaction, topic: str | None = None) -> None:
        async with answering(interaction) as reply:
            await help_text(reply, topic)

    @app_commands.command(name=ls("table.command.list.name"), description=ls("table.command.list.description"))
    async def list_games(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            await listing(reply)


async def setup(bot: TombTable) -> None:
    await install(bot, InfoCog(bot))
