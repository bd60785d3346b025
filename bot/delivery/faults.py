"""Refusals Discord will not take back, told apart from outages (see :func:`~bot.delivery.discord_io.channel_refusal`):
a missing permission, an archived thread or a deleted channel stops the retries; the channel is probed again
every :data:`~core.outbox.PROBE`, and at once when something that may have fixed it happens (a channel, role
or thread update, an interaction there with the permissions back, the next move), so the channel catches up
with the current turn post.  Whoever can fix it is told once by DM (the host; every player if the channel is
gone), and the operator gets one log line per game and fault.  A player who left the server is not told to
open their DMs: the host is told once that the seat can be handed on with ``/game replace``."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from bot import texts
from bot.delivery.discord_io import SILENT, Messages, is_outage, log, may_post, reason
from core.clock import utc_now
from core.i18n import t
from core.outbox import CHANNEL, PROBE, DeliveryFault, Notice, NoticeKind
from core.service import Outcome
from core.storage import GameRecord
from rules.core import Seat

if TYPE_CHECKING:
    from bot.app import TombTable

HELD_BACK = {
    None: "bot.panel.saved_board_follows",
    DeliveryFault.PERMISSION: "bot.panel.saved_permission",
    DeliveryFault.ARCHIVED: "bot.panel.saved_archived",
    DeliveryFault.CHANNEL_GONE: "bot.panel.saved_channel_gone",
}
"""What the actor hears when a saved move is not in the channel yet, by what keeps it out."""
TOLD = {
    DeliveryFault.PERMISSION: "bot.fault.permission",
    DeliveryFault.ARCHIVED: "bot.fault.archived",
    DeliveryFault.CHANNEL_GONE: "bot.fault.channel_gone",
    DeliveryFault.MEMBER_LEFT: "bot.fault.member_left",
}
"""What whoever can fix a fault is told, once."""


class Faults:
    """A game's channel refusing the bot, a player's closed inbox, a player who left: recorded, told once, and
    the refused channels probed again when something may have fixed them (``wakeup``: the worker's)."""

    def __init__(self, bot: TombTable, messages: Messages, wakeup: asyncio.Event) -> None:
        self._bot = bot
        self._outbox = bot.store.outbox
        self._reach = bot.store.reach
        self._io = messages
        self._wakeup = wakeup
        self._refused: dict[int, int] = {}  # channel id -> guild id of the refused channels this process saw
        bot.add_listener(self._on_interaction, "on_interaction")
        bot.add_listener(self._on_channel_update, "on_guild_channel_update")
        bot.add_listener(self._on_role_update, "on_guild_role_update")
        bot.add_listener(self._on_member_update, "on_member_update")
        bot.add_listener(self._on_thread_update, "on_raw_thread_update")

    async def held_back(self, game_id: int, lang: str) -> str:
        """What the actor of a saved move hears when the channel does not show it yet: that it will shortly
        (an outage), or what keeps the channel from showing it (no promise then)."""
        return t(HELD_BACK[await self._reach.channel_fault(game_id)], lang)

    async def dm_failed(self, record: GameRecord, seat: Seat | None) -> None:
        """A DM did not get through: remember it, and tell the channel the first time (no hidden content)."""
        if seat is None:
            return
        await self._bot.service.set_dm_ok(record.id, record.user_of(seat), False)
        if record.status.is_open and await self._reach.set_dm_notice(record.id, seat, True):
            await self._outbox.enqueue(record.id, [Notice(NoticeKind.DM_NOTICE, seat)])
            self._wakeup.set()

    async def channel_refused(self, outcome: Outcome, fault: DeliveryFault, why: str) -> None:
        """The game's channel refuses the bot for good: one log line, whoever can fix it told once."""
        record = outcome.record
        self._refused[record.channel_id] = record.guild_id
        new, told = await self._reach.note_delivery_fault(record.id, CHANNEL, fault)
        if new:
            log.warning("game %s: Discord refuses channel %s (%s, %s); its notices wait, re-probed every %d minutes",
                        record.id, record.channel_id, fault.value, why, PROBE.seconds // 60)
        if told:
            return
        seated = [player.user_id for player in record.seats if not player.is_bot]
        everyone = [record.host_id, *(user for user in seated if user != record.host_id)]
        if await self._tell(outcome, everyone if fault is DeliveryFault.CHANNEL_GONE else [record.host_id], fault):
            await self._reach.fault_told(record.id, CHANNEL)

    async def channel_back(self, record: GameRecord) -> None:
        """A channel that refused the bot took a notice again: its fault is over."""
        self._refused.pop(record.channel_id, None)
        fault = await self._reach.clear_delivery_fault(record.id, CHANNEL)
        if fault is not None:
            log.info("game %s: channel %s takes messages again (was %s)", record.id, record.channel_id, fault.value)

    async def member_left(self, outcome: Outcome, seat: Seat | None) -> None:
        """A seated player left the server: not a closed inbox to tell them about in a channel they no longer
        see, but a seat the host can hand on, which the host is told once."""
        record = outcome.record
        if seat is None:
            return
        user = record.user_of(seat)
        await self._bot.service.set_dm_ok(record.id, user, False)
        if not record.status.is_open:  # the game is over: no seat is left to hand on
            return
        new, told = await self._reach.note_delivery_fault(record.id, user, DeliveryFault.MEMBER_LEFT)
        if new:
            log.warning("game %s: the player of seat %s left the server; the host is told to hand the seat on",
                        record.id, seat)
        others = [player.user_id for player in record.seats if not player.is_bot and player.user_id != user]
        hosts = [record.host_id] if record.host_id != user else others  # a host who left: the others may decide
        if not told and await self._tell(outcome, hosts, DeliveryFault.MEMBER_LEFT, seat):
            await self._reach.fault_told(record.id, user)

    async def _tell(self, outcome: Outcome, users: Sequence[int], fault: DeliveryFault, seat: Seat | None = None
                    ) -> bool:
        """DM each of ``users`` what is wrong and how to fix it; ``True`` once nothing is left to try again
        (someone got it, or every inbox refused for good), ``False`` if an outage kept all of them from it."""
        record, reached, outage = outcome.record, False, False
        for user in users:
            lang = self._bot.names.language_of(user, record.locale)
            names = await self._bot.names.of_game(record, lang) if seat is not None else {}
            text = t(TOLD[fault], lang, game=texts.game_name(outcome.game, lang),
                     link=texts.channel_link(record), player=names.get(seat, "") if seat is not None else "")
            try:
                channel = await self._io.dm_channel(user)
                await channel.send(content=text, allowed_mentions=SILENT)
            except discord.HTTPException as error:
                outage = outage or is_outage(error)
                log.info("could not tell user %s of game %s's %s (%s)", user, record.id, fault.value, reason(error))
                continue
            reached = True
        return reached or not outage

    async def _reprobe(self, guild_id: int | None, channel_id: int | None = None) -> None:
        """Something changed that may let a refused channel of the guild take messages again: try it now."""
        if guild_id is None or guild_id not in self._refused.values():
            return
        if await self._reach.reprobe_refused(utc_now(), guild_id, channel_id):
            self._wakeup.set()

    async def _on_interaction(self, interaction: discord.Interaction) -> None:
        """Someone acts in a channel that refused the bot, whose permissions there now allow posting."""
        if interaction.channel_id in self._refused and may_post(interaction.app_permissions):
            await self._reprobe(interaction.guild_id, interaction.channel_id)

    async def _on_channel_update(self, before: discord.abc.GuildChannel, after: discord.abc.GuildChannel) -> None:
        await self._reprobe(after.guild.id)  # its permission overwrites (a category's reach its channels)

    async def _on_role_update(self, before: discord.Role, after: discord.Role) -> None:
        await self._reprobe(after.guild.id)

    async def _on_member_update(self, before: discord.Member, after: discord.Member) -> None:
        if self._bot.user is not None and after.id == self._bot.user.id:  # the bot was given a role
            await self._reprobe(after.guild.id)

    async def _on_thread_update(self, payload: discord.RawThreadUpdateEvent) -> None:
        await self._reprobe(payload.guild_id, payload.thread_id)  # unarchived, say
