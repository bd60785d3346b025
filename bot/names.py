"""Players' display names and languages, without the privileged members intent.

Names are remembered from each player's own interactions and, when unknown (after a restart, say),
fetched once from Discord.  The database keeps only user ids, so a nickname change shows up.  The
client language seen in a player's last interaction picks the language of their DMs.
"""

from __future__ import annotations

import logging

import discord

from core.i18n import language_of, t
from core.storage import GameRecord
from rules.core import Seat

log = logging.getLogger(__name__)


class NameBook:
    def __init__(self, client: discord.Client) -> None:
        self._client = client
        self._names: dict[int, str] = {}
        self._languages: dict[int, str] = {}

    def remember(self, interaction: discord.Interaction) -> None:
        self._names[interaction.user.id] = interaction.user.display_name
        self._languages[interaction.user.id] = language_of(interaction.locale)

    def language_of(self, user_id: int, default: str) -> str:
        return self._languages.get(user_id, default)

    async def of_game(self, record: GameRecord, lang: str) -> dict[Seat, str]:
        """Seat → display name; a player Discord can't tell us about is "Player N"."""
        names: dict[Seat, str] = {}
        for seat in record.seats:
            if seat.is_bot:
                level = t(f"bot.level.{seat.bot_level or 'normal'}", lang)
                names[seat.seat] = t("bot.player.bot_name", lang, number=-seat.user_id, level=level)
                continue
            name = self._names.get(seat.user_id) or await self._fetch(record.guild_id, seat.user_id)
            names[seat.seat] = name or t("bot.player_number", lang, number=seat.seat + 1)
        return names

    async def _fetch(self, guild_id: int, user_id: int) -> str | None:
        try:
            data = await self._client.http.get_member(guild_id, user_id)
        except discord.HTTPException as error:
            log.info("no name for user %s in guild %s (HTTP %s)", user_id, guild_id, error.status)
            return None
        user = data.get("user", {})
        name = data.get("nick") or user.get("global_name") or user.get("username")
        if name:
            self._names[user_id] = name
        return name
