"""The clock's reminders, kept so that they stop asking a player to move once the turn has moved on."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING

import discord

from bot import texts
from bot.delivery.discord_io import Messages, channel_refusal, is_outage, log, reason
from core.i18n import t
from core.outbox import Notice, NoticeKind
from core.posts import SlotKind, reminder, segment_of
from core.service import Outcome
from core.storage import GameRecord, PostRecord

if TYPE_CHECKING:
    from bot.app import TombTable


class Reminders:
    """Records the reminders sent in a turn segment and retires them once it is over."""

    def __init__(self, bot: TombTable, messages: Messages, flush: Callable[[int], Awaitable[bool]]) -> None:
        self._bot = bot
        self._outbox = bot.store.outbox
        self._posts = bot.store.kept_posts
        self._io = messages
        self._flush = flush  # the worker's: delivers a game's notices now

    async def keep(self, record: GameRecord, timer: int, user_id: int, sent: Sequence[discord.Message]) -> None:
        """Record the reminders just sent for timer ``timer`` (the channel's, the DM), so they stop asking
        ``user_id`` to move once the turn moves on or the game ends (see :meth:`retire`); if it already
        has (a move saved while they were sent, whose turn post found none to retire, maybe the game's last), a
        turn notice retires them now, retried like any notice until it is done."""
        segment = segment_of(record, False).number
        for message in sent:
            where = "dm" if message.channel.id != record.channel_id else "channel"
            slot = str(reminder(segment, timer, where))
            await self._posts.save_post(PostRecord(record.id, slot, segment, user_id, message.channel.id, message.id))
        latest = await self._bot.service.load(record.id) if sent else record
        if latest.turn is not None and latest.turn.segment != segment:  # the turn moved on as they went out
            await self._outbox.enqueue(record.id, [Notice(NoticeKind.TURN)])
            await self._flush(record.id)

    async def retire(self, outcome: Outcome) -> None:
        """Reminders of earlier turn segments (every one, once the game is over: its end opens a segment) say the
        turn they asked for is over.  One Discord will not edit (deleted, a closed inbox) is left as it is; an
        outage, or the channel refusing the bot, is retried with the turn notice."""
        bot, record = self._bot, outcome.record
        segment = segment_of(record, outcome.over).number
        for post in await self._posts.posts_like(record.id, SlotKind.REMINDER.prefix, before_segment=segment):
            user = post.user_id or 0
            in_channel = post.channel_id == record.channel_id
            lang = record.locale if in_channel else bot.names.language_of(user, record.locale)
            game = texts.game_name(outcome.game, lang)
            content = (t("clock.reminder_past", lang, player=texts.mention(user), game=game) if in_channel
                       else t("clock.reminder_dm_past", lang, game=game, link=texts.channel_link(record)))
            try:
                await self._io.edit(post, {"content": content})
            except discord.HTTPException as error:
                if is_outage(error) or (in_channel and channel_refusal(error) is not None):
                    raise
                log.info("game %s: reminder %s left as it is (%s)", record.id, post.message_id, reason(error))
            await self._posts.drop_post(record.id, post.slot)
