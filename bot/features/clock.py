"""Clocks in Discord: the timer dispatcher (reminders, timeouts) and ``/game mine``.

One dispatcher task sleeps until the earliest pending timer (or until plans change), then lets
:class:`core.clock.GameClock` fire what is due.  A timeout's default move is committed with its
notices like any move, so the delivery announces it; reminders are posted here, and recorded so the
turn that moves on retires them.  A reminder sent while the database is out of reach is recorded once it
answers again (before the next timers fire), so it is retired all the same.  The dispatcher starts once the
bot is connected; tests call :meth:`ClockDispatcher.run_due` after moving their injected clock.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot import texts
from bot.background import Background
from bot.clock_notes import stamp
from bot.errors import answering
from bot.features import GameCog, install
from bot.reply import Reply
from bot.translator import ls
from core.clock import Fired, GameClock
from core.db.base import Busy, outage
from core.i18n import t
from core.outages import OutageLog
from core.storage import GameRecord, GameStatus

if TYPE_CHECKING:
    from bot.app import TombTable

log = logging.getLogger(__name__)

FIRE_BATCH = 4  # timers fired, then announced, at a time
MAX_SLEEP_S = 3600.0  # wake at least hourly, so a wall-clock jump can't delay a timer for long
RETRY_S = 5.0  # after a failure (the database out of reach)
MENTIONS = discord.AllowedMentions(users=True, everyone=False, roles=False)
SILENT = discord.AllowedMentions.none()


@dataclass(frozen=True, slots=True)
class Sent:
    """The reminders one timer sent (the channel's, the DM) to ``user_id``, as :meth:`Delivery.keep_reminder` records them."""

    record: GameRecord
    timer: int
    user_id: int
    messages: Sequence[discord.Message]


class ClockDispatcher(Background):
    """Sleeps to the next timer, fires it, announces it; one task per bot."""

    task_name = "tombtable-clock"

    def __init__(self, bot: TombTable, clock: GameClock) -> None:
        super().__init__()
        self._bot = bot
        self._clock = clock
        self._outage = OutageLog(log, "the clock")
        self._unkept: list[Sent] = []  # reminders sent, not recorded yet: the database was out of reach

    async def _run(self) -> None:
        reconciled = False
        while True:
            self._clock.wakeup.clear()
            try:  # every database step: an outage (a restart of the server) is waited out, never the end of the clock
                if not reconciled:
                    await self._clock.reconcile()
                    reconciled = True
                await self._keep_unkept()
                due = await self._clock.next_due()
                delay = MAX_SLEEP_S if due is None else (due - self._clock.now()).total_seconds()
                if delay <= 0:
                    await self.run_due()
                self._outage.worked()
            except Exception as error:  # noqa: BLE001 - the dispatcher must outlive one bad timer or an outage
                self._outage.failed(error, "firing timers failed (%s: %s); tried again every %.0f s",
                                    type(error).__name__, error, RETRY_S)
                await asyncio.sleep(RETRY_S)
                continue
            if delay > 0:
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(min(delay, MAX_SLEEP_S)):  # no task of its own, unlike wait_for
                        await self._clock.wakeup.wait()

    async def run_due(self) -> list[Fired]:
        """Fire everything due now: a timeout's move is announced by the delivery, a reminder here.

        A reminder is marked fired before it is posted (at most once), so timers are fired a few at a
        time and announced before the next few: a process that dies loses at most one batch of them."""
        await self._keep_unkept()
        fired: list[Fired] = []
        while True:
            batch = await self._clock.fire_due(limit=FIRE_BATCH)
            for item in batch:
                if item.outcome is not None:
                    await self._bot.delivery.flush(item.outcome.record.id, item.outcome)
                else:
                    await self._remind(item)
            fired += batch
            due = await self._clock.next_due()
            if due is None or due > self._clock.now():
                return fired

    async def _remind(self, fired: Fired) -> None:
        bot, record, seat = self._bot, fired.record, fired.timer.seat
        deadline = await self._clock.deadline_of(record, seat)
        left = stamp(deadline) if deadline else "—"
        game = bot.service.rules(record)
        user = record.user_of(seat)
        how = (await bot.store.notify_of([user]))[user]  # the way the player's turn reaches them reminds them too
        public = t("clock.reminder", record.locale, player=texts.mention(user), game=texts.game_name(game, record.locale),
                   left=left)
        channel = bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
        sent: list[discord.Message] = []
        try:
            sent.append(await channel.send(
                public, allowed_mentions=MENTIONS if how.pings(record.seats[seat].dm_ok) else SILENT))
        except discord.HTTPException as error:
            log.warning("could not post a reminder in game %s (HTTP %s)", record.id, error.status)
        if how.wakes:
            lang = bot.names.language_of(user, record.locale)
            private = t("clock.reminder_dm", lang, game=texts.game_name(game, lang), left=left,
                        link=texts.channel_link(record))
            try:
                sent.append(await (await bot.create_dm(discord.Object(id=user))).send(private))
            except discord.HTTPException as error:
                log.info("no reminder DM to user %s (HTTP %s)", user, error.status)
        await self._keep(Sent(record, fired.timer.id, user, sent))

    async def _keep(self, reminder: Sent) -> None:
        """Record a reminder, so it is retired when the turn moves on; in an outage it waits for the next round."""
        try:
            await self._record(reminder)
        except Exception as error:
            if not _transient(error):
                raise
            log.warning("game %s: reminder sent, recorded once the database answers (%s: %s)", reminder.record.id,
                        type(error).__name__, error)
            self._unkept.append(reminder)

    async def _keep_unkept(self) -> None:
        """Record the reminders an outage left unrecorded, before firing more; still out of reach: raise, so the
        dispatcher waits and tries again.  One that fails otherwise (a bug) is logged and dropped: it must not
        hold every game's timers back."""
        while self._unkept:
            reminder = self._unkept[0]
            try:
                await self._record(reminder)
            except Exception as error:
                if _transient(error):
                    raise
                log.exception("game %s: a reminder could not be recorded; it stays as sent", reminder.record.id)
            self._unkept.pop(0)

    async def _record(self, reminder: Sent) -> None:
        await self._bot.delivery.keep_reminder(reminder.record, reminder.timer, reminder.user_id, reminder.messages)


def _transient(error: BaseException) -> bool:
    """The database out of reach or locked by another process for now: worth trying again in a moment."""
    return isinstance(error, Busy) or outage(error)


async def mine(reply: Reply) -> None:
    """``/game mine``: the caller's games on this server, whose turn it is, and links."""
    bot, lang = reply.bot, reply.lang
    lines = []
    for record in await bot.service.games_of(reply.user_id):
        if record.guild_id != reply.interaction.guild_id:
            continue
        game = bot.service.rules(record)
        name, link = texts.game_name(game, lang), texts.channel_link(record)
        if record.status is GameStatus.LOBBY:
            lines.append(t("clock.mine.lobby", lang, game=name, link=link))
            continue
        outcome = await bot.service.current(record.id)
        players = ", ".join(texts.mention(record.user_of(seat)) for seat in sorted(outcome.to_act))
        key = "clock.mine.your_turn" if record.seat_of(reply.user_id) in outcome.to_act else "clock.mine.waiting"
        deadlines = [await bot.clock.deadline_of(record, seat) for seat in sorted(outcome.to_act)]
        due = min((d for d in deadlines if d is not None), default=None)
        line = t(key, lang, game=name, link=link, players=players)
        lines.append(line + (" " + t("clock.mine.due", lang, left=stamp(due)) if due else ""))
    until = await bot.clock.away_until(reply.user_id)
    if until:
        lines.append(t("clock.mine.away", lang, until=stamp(until, "f")))
    await reply.private("\n".join(lines)[:2000] or t("clock.mine.none", lang))


class ClockCog(GameCog):
    @app_commands.command(name=ls("command.mine.name"), description=ls("command.mine.description"))
    async def mine(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            await mine(reply)


async def setup(bot: TombTable) -> None:
    await install(bot, ClockCog(bot))
