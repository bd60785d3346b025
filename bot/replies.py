"""Answering interactions on time and in the right place and language.

Every flow defers before it touches the database or draws a picture (Discord allows 3 seconds),
choosing at that moment whether the answer is public or private.  Public posts use the game's
language (the server's, stored at creation); private answers use the user's client language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import discord

from bot.errors import NAMES_KEY, PRIVATE_PENDING_KEY, PUBLIC_DEFER_KEY
from core.i18n import language_of
from core.storage import GameRecord
from rules.core import IllegalAction, Seat

if TYPE_CHECKING:
    from bot.app import TombTable


def bot_of(interaction: discord.Interaction) -> TombTable:
    return cast("TombTable", interaction.client)


def private_lang(interaction: discord.Interaction) -> str:
    return language_of(interaction.locale)


async def defer_public(interaction: discord.Interaction) -> None:
    """Public "thinking…": the answer will be a post everyone sees."""
    bot_of(interaction).names.remember(interaction)
    await interaction.response.defer(thinking=True)
    interaction.extras[PUBLIC_DEFER_KEY] = True


async def defer_private(interaction: discord.Interaction) -> None:
    """Private "thinking…": the answer is only for the user."""
    bot_of(interaction).names.remember(interaction)
    await interaction.response.defer(thinking=True, ephemeral=True)
    interaction.extras[PRIVATE_PENDING_KEY] = True


async def defer_update(interaction: discord.Interaction) -> None:
    """Component click that will edit the message it sits on (no loading state shown)."""
    bot_of(interaction).names.remember(interaction)
    await interaction.response.defer()


async def answer_private(interaction: discord.Interaction, content: str, **message: Any) -> None:
    """Fill the private "thinking…" placeholder, or send a new private message."""
    if interaction.extras.pop(PRIVATE_PENDING_KEY, False):
        message.setdefault("attachments", message.pop("files", []))
        await interaction.edit_original_response(content=content, **message)
    else:
        await interaction.followup.send(content, ephemeral=True, **message)


async def post_public(
    interaction: discord.Interaction, record: GameRecord, content: str, **message: Any
) -> discord.Message:
    """A post in the game's channel: fills a public placeholder, else a follow-up or a channel message."""
    mentions = discord.AllowedMentions(users=True, everyone=False, roles=False)
    if interaction.extras.pop(PUBLIC_DEFER_KEY, False):
        message.setdefault("attachments", message.pop("files", []))
        return await interaction.edit_original_response(content=content, allowed_mentions=mentions, **message)
    if interaction.channel_id == record.channel_id:
        return await interaction.followup.send(content, wait=True, allowed_mentions=mentions, **message)
    channel = bot_of(interaction).get_partial_messageable(record.channel_id, guild_id=record.guild_id)
    return await channel.send(content, allowed_mentions=mentions, **message)


async def game_here(interaction: discord.Interaction) -> GameRecord:
    """The lobby or game of the interaction's channel; a clear refusal if there is none."""
    record = await bot_of(interaction).service.by_channel(interaction.channel_id or 0)
    if record is None:
        raise IllegalAction("error.no_game_here")
    return record


async def names_for(interaction: discord.Interaction, record: GameRecord, lang: str) -> dict[Seat, str]:
    """Seat → player name, also left on the interaction so error texts can name players."""
    names = await bot_of(interaction).names.of_game(record, lang)
    interaction.extras[NAMES_KEY] = names
    return names
