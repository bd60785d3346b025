"""Delivery's Discord I/O: new messages carry a nonce, kept ones are edited in place, and Discord's refusals
are told apart from outages (see :func:`channel_refusal` and :func:`reaching`)."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import discord

from core.outbox import DeliveryFault
from core.storage import PostRecord, GameRecord

if TYPE_CHECKING:
    from bot.app import TombTable

log = logging.getLogger("bot.delivery")
"""One logger for the whole package: operators (and the tests) filter delivery by this name."""

DM_CLOSED_CODES = frozenset({50007})  # cannot send messages to this user
MEMBER_GONE_CODES = frozenset({10007, 50278})  # unknown member / no mutual guild: they left the server
CHANNEL_REFUSALS = {
    50013: DeliveryFault.PERMISSION,  # missing permissions
    50001: DeliveryFault.PERMISSION,  # missing access (View Channel)
    50083: DeliveryFault.ARCHIVED,  # thread archived
    10003: DeliveryFault.CHANNEL_GONE,  # unknown channel
}
"""Discord error codes on a channel message that no retry will cure, by what the fault is."""
UNKNOWN_MESSAGE = 10008
MENTIONS = discord.AllowedMentions(users=True, everyone=False, roles=False)
SILENT = discord.AllowedMentions.none()


class DmClosed(Exception):
    """The player's inbox refuses the bot (not an outage: retrying now would not help)."""


class MemberLeft(Exception):
    """The player left the server: no DM reaches them, and only the host can hand their seat on."""


def channel_refusal(error: BaseException) -> DeliveryFault | None:
    """The fault a failed channel request shows if no retry will cure it; ``None`` for an outage (5xx, a rate
    limit, the network) or anything else, which is retried with backoff."""
    if isinstance(error, discord.HTTPException) and error.status < 500:
        return CHANNEL_REFUSALS.get(error.code)
    return None


def is_outage(error: discord.HTTPException) -> bool:
    """Discord down or rate limiting: tried again later."""
    return error.status >= 500 or error.status == 429


class Messages:
    """New channel messages, DMs and edits of the messages delivery keeps."""

    def __init__(self, bot: TombTable) -> None:
        self._bot = bot

    async def post(self, record: GameRecord, nonce: str, *, mentions: discord.AllowedMentions = MENTIONS,
                   **message: Any) -> discord.Message:
        """A new channel message; the nonce makes a resend after a crash return the first one."""
        channel = self._bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
        if message.get("view", 0) is None:
            message.pop("view")
        return await channel.send(nonce=nonce[:25], allowed_mentions=mentions, **message)

    async def dm_channel(self, user_id: int) -> discord.DMChannel:
        return await self._bot.create_dm(discord.Object(id=user_id))

    async def edit(self, post: PostRecord, parts: dict[str, Any]) -> bool:
        """Bring a kept message up to date; ``False`` if it is gone (deleted by a moderator, say)."""
        channel = self._bot.get_partial_messageable(post.channel_id)
        fields = dict(parts)
        if "files" in fields:  # the pictures are replaced; without files the message keeps its own
            fields["attachments"] = fields.pop("files")
        try:
            await channel.get_partial_message(post.message_id).edit(allowed_mentions=SILENT, **fields)
        except discord.NotFound as error:
            if error.code != UNKNOWN_MESSAGE:  # the channel itself is gone (10003): not a post to send again
                raise
            return False
        return True


@contextlib.contextmanager
def reaching(user_id: int) -> Iterator[None]:
    """Sending or editing a player's DM: a player gone from the server, or an inbox that refuses the bot, is
    told apart from an outage (retried)."""
    try:
        yield
    except discord.HTTPException as error:
        if error.code in MEMBER_GONE_CODES:
            raise MemberLeft() from error
        if error.code in DM_CLOSED_CODES or error.status == 403:
            log.info("DMs closed for user %s (code %s)", user_id, error.code)
            raise DmClosed() from error
        raise


def may_post(permissions: discord.Permissions) -> bool:
    """Whether the bot may post a turn post with these permissions (in a thread, or in a channel)."""
    sending = permissions.send_messages or permissions.send_messages_in_threads
    return permissions.view_channel and sending and permissions.attach_files and permissions.embed_links


def reason(error: BaseException) -> str:
    if isinstance(error, discord.HTTPException):
        return f"HTTP {error.status} code {error.code}"
    return type(error).__name__
