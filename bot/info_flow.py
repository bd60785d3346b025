"""Answers for the asker only: the game's status, its recent log, the rules and the help."""

from __future__ import annotations

import discord
from discord import app_commands

from bot import clock_flow, texts
from core.i18n import has, t
from bot.replies import answer_private, bot_of, defer_private, game_here, names_for, private_lang
from core.service import Game
from rules import registry

LOG_LINES = 15
MESSAGE_LIMIT = 2000
AUTOCOMPLETE_LIMIT = 25


async def status_here(interaction: discord.Interaction) -> None:
    await defer_private(interaction)
    lang = private_lang(interaction)
    outcome = await bot_of(interaction).service.current((await game_here(interaction)).id)
    names = await names_for(interaction, outcome.record, lang)
    clock = await clock_flow.status_lines(bot_of(interaction), outcome, lang)
    await answer_private(interaction, "\n".join([texts.status_text(outcome.record, outcome, lang, names), *clock]))


async def log_here(interaction: discord.Interaction) -> None:
    """The last public log lines of the actions that count: private events (a drawn card) are never
    listed, and actions taken back with ``/game undo`` are left out."""
    await defer_private(interaction)
    bot = bot_of(interaction)
    lang = private_lang(interaction)
    record = await game_here(interaction)
    names = await names_for(interaction, record, lang)
    entries = [(entry.seat, entry.events) for entry in await bot.store.actions(record.id) if not entry.undone]
    lines = texts.log_lines(bot.service.rules(record), entries, lang, names)[-LOG_LINES:]
    await answer_private(interaction, "\n".join(lines)[-MESSAGE_LIMIT:] or t("bot.log.empty", lang))


async def rules_here(interaction: discord.Interaction, topic: str | None) -> None:
    """One rules topic of the channel's game, or the list of topics."""
    await defer_private(interaction)
    lang = private_lang(interaction)
    game = await _game_of(interaction)
    if topic in game.info.rules_topics:
        text = t(f"rules.{game.info.id}.{topic}", lang)
    else:
        listed = "\n".join(f"• {topic_title(game, name, lang)}" for name in game.info.rules_topics)
        text = t("bot.rules.topics", lang, game=texts.game_name(game, lang), topics=listed)
    await answer_private(interaction, text[:MESSAGE_LIMIT])


async def rules_choices(interaction: discord.Interaction, typed: str) -> list[app_commands.Choice[str]]:
    lang = private_lang(interaction)
    game = await _game_of(interaction)
    wanted = typed.casefold()
    titles = {name: topic_title(game, name, lang) for name in game.info.rules_topics}
    matching = [name for name, title in titles.items() if wanted in title.casefold()]
    return [app_commands.Choice(name=titles[name][:100], value=name) for name in matching][:AUTOCOMPLETE_LIMIT]


def topic_title(game: Game, topic: str, lang: str) -> str:
    """``rules.<game>.<topic>.title`` if the catalog has it, else the topic id."""
    key = f"rules.{game.info.id}.{topic}.title"
    return t(key, lang) if has(key, lang) else topic


async def help_here(interaction: discord.Interaction) -> None:
    lang = private_lang(interaction)
    games = ", ".join(texts.game_name(game, lang) for game in registry.games().values())
    await interaction.response.send_message(t("bot.help", lang, games=games), ephemeral=True)


async def _game_of(interaction: discord.Interaction) -> Game:
    """The game played in this channel, else the first registered one."""
    bot = bot_of(interaction)
    record = await bot.service.by_channel(interaction.channel_id or 0)
    return bot.service.rules(record) if record else next(iter(registry.games().values()))
