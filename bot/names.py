"""Players' display names and languages, without the privileged members intent.

Names are remembered from each player's own interactions and, when unknown (after a restart, say),
fetched once from Discord.  The database keeps only user ids, so a nickname change shows up.  The
client language seen in a player's last interaction picks the language of their DMs.

A name is whatever its owner typed, so it is neutralised here, once, for the medium it is shown in
(:class:`Medium`), never interpreted: in a message its markdown is escaped (a ``**``, ``||`` or code fence
in a nickname must not reformat a turn post) and mentions are defused; everywhere, the bidirectional
controls it carries are dropped and a name that reads right to left (or tried to) is wrapped in a
first-strong isolate, so it cannot turn the rest of a line around.  Pictures get the plain name; the
renderer leaves out the invisible characters it has no glyph for.  Names are never logged (user ids are).
"""

from __future__ import annotations

import logging
import re
import unicodedata
from enum import Enum

import discord

from core.i18n import language_of, t
from core.storage import GameRecord
from rules.core import Seat

log = logging.getLogger(__name__)

FSI, PDI = "\u2068", "\u2069"  # first-strong isolate … pop directional isolate
_BIDI_CONTROLS = re.compile("[\u202a-\u202e\u2066-\u2069]")  # embeddings, overrides, isolates
_RIGHT_TO_LEFT = frozenset({"R", "AL", "AN"})  # bidi classes that reorder the text around them
_ESCAPED_OR_LIVE = re.compile(r"\\.|<|:(?=/)", re.DOTALL)  # an escape pair, or what escape_markdown leaves live
_LIST_MARKER = re.compile(r"^(\s*)(\+|\d+\.)(?=\s)")


class Medium(Enum):
    """Where a name is shown, which decides how it is neutralised."""

    MESSAGE = "message"  # Discord markdown: message content, embeds
    PLAIN = "plain"  # shown as written: button and menu labels, autocomplete, alt text, pictures


def _cleaned(name: str) -> tuple[str, bool] | None:
    """``name`` without control codes and bidi controls, and whether it must be isolated (it holds
    right-to-left text or held bidi controls); ``None`` if nothing visible is left."""
    kept = _BIDI_CONTROLS.sub("", "".join(" " if unicodedata.category(c) == "Cc" else c for c in name)).strip()
    if not any(unicodedata.category(c) not in ("Cf", "Mn", "Zs") for c in kept):
        return None
    return kept, bool(_BIDI_CONTROLS.search(name)) or any(unicodedata.bidirectional(c) in _RIGHT_TO_LEFT for c in kept)


def _isolated(text: str, isolate: bool) -> str:
    return f"{FSI}{text}{PDI}" if isolate else text


def plain_name(name: str) -> str | None:
    """``name`` safe to show as plain text (see :func:`_cleaned`)."""
    cleaned = _cleaned(name)
    return _isolated(*cleaned) if cleaned else None


def message_name(name: str) -> str | None:
    """``name`` for Discord markdown, shown literally: discord.py's escaping (emphasis, spoilers, code,
    strike, headings, quotes, ``-`` lists, masked links), plus what it leaves live — ``<`` (mentions,
    channels, timestamps, custom emoji), links (``://``), ``+`` and ``1.`` lists — and defused mentions."""
    cleaned = _cleaned(name)
    if cleaned is None:
        return None
    text, isolate = cleaned
    escaped = discord.utils.escape_markdown(discord.utils.escape_mentions(text), ignore_links=False)
    escaped = _ESCAPED_OR_LIVE.sub(lambda m: m[0] if m[0].startswith("\\") else "\\" + m[0], escaped)
    escaped = _LIST_MARKER.sub(lambda m: m[1] + m[2][:-1] + "\\" + m[2][-1], escaped)
    return _isolated(escaped, isolate)


_NEUTRALISE = {Medium.MESSAGE: message_name, Medium.PLAIN: plain_name}


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

    async def of_game(self, record: GameRecord, lang: str, medium: Medium = Medium.MESSAGE) -> dict[Seat, str]:
        """Seat → display name, neutralised for ``medium``; a player Discord can't tell us about (or whose
        name shows nothing) is "Player N"."""
        neutralise = _NEUTRALISE[medium]
        names: dict[Seat, str] = {}
        for seat in record.seats:
            if seat.is_bot:
                level = t(f"bot.level.{seat.bot_level or 'normal'}", lang)
                names[seat.seat] = t("bot.player.bot_name", lang, number=-seat.user_id, level=level)
                continue
            name = self._names.get(seat.user_id) or await self._fetch(record.guild_id, seat.user_id)
            shown = neutralise(name) if name else None
            names[seat.seat] = shown or t("bot.player_number", lang, number=seat.seat + 1)
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
