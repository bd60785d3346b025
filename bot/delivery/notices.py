"""The notices posted once in the game's channel: the fair-dice commitment and reveal, a seat's failing DMs,
and the votes the clock opened.  Each carries a nonce of its own, so a resend after a crash posts it once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot import texts, widgets
from bot.delivery.discord_io import Messages
from core.i18n import t
from core.outbox import NoticeKind
from core.service import Outcome
from rules.core import Seat

if TYPE_CHECKING:
    from bot.app import TombTable


class ChannelNotices:
    """Posts the channel notices that are sent once, not kept up to date."""

    def __init__(self, bot: TombTable, messages: Messages) -> None:
        self._bot = bot
        self._io = messages

    async def deliver(self, kind: NoticeKind, seat: Seat | None, outcome: Outcome) -> None:
        record = outcome.record
        if kind is NoticeKind.DM_NOTICE and seat is not None:
            text = t("bot.dm.failed_notice", record.locale, player=texts.mention(record.user_of(seat)))
            await self._io.post(record, f"n{record.id}.{seat}.{record.version}", content=text)
        elif kind is NoticeKind.COMMITMENT and record.commitment is not None:
            text = t("fair.commitment", record.locale, commitment=record.commitment)
            await self._io.post(record, f"c{record.id}", content=text)
        elif kind is NoticeKind.REVEAL and outcome.result is not None and record.seed is not None and record.salt is not None:
            text = t("fair.reveal", record.locale, seed=str(record.seed), salt=record.salt, commitment=record.commitment)
            await self._io.post(record, f"r{record.id}", content=text)
        elif kind is NoticeKind.MOTION:
            for motion in await self._bot.service.pending_motions(record.id):  # the votes the channel has not seen
                view = widgets.vote_view(record.id, motion.id, record.locale)
                message = await self._io.post(record, f"m{motion.id}", content=texts.motion_text(record, motion), view=view)
                await self._bot.service.set_motion_message(motion.id, message.id)
