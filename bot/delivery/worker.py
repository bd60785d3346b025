"""The delivery worker: claims a game's notices with a lease, carries each batch out, and retries what failed
with backoff (see :func:`core.outbox.verdict`); a further front end hears of each game delivered (see
:meth:`Delivery.subscribe`)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import defaultdict
from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

import discord

from bot.background import Background
from bot.delivery.discord_io import DmClosed, MemberLeft, Messages, channel_refusal, log, reason
from bot.delivery.faults import Faults
from bot.delivery.notices import ChannelNotices
from bot.delivery.reminders import Reminders
from bot.delivery.seat_dm import SeatDms
from bot.delivery.turn_post import TurnPosts
from core.clock import utc_now
from core.outages import OutageLog
from core.outbox import (
    CHANNEL_KINDS, GIVE_UP_AFTER, PROBE, Batch, DeliveryFault, NoticeKind, OutboxItem, Verdict, backoff,
    batches, verdict,
)
from core.posts import Carried, Listener
from core.service import Outcome
from rules.core import Seat

if TYPE_CHECKING:
    from bot.app import TombTable

LEASE = timedelta(seconds=30)
BATCH_GAMES = 10
"""Games the worker claims at once: their notices are delivered one game after the other, well within
the lease, and a process that dies blocks only these games' announcements until the lease expires."""
IDLE_WAKE_S = 600.0
FOLLOW_UPS = 3


class Delivery(Background):
    """Sends the outbox: on demand right after a commit, and from a background worker."""

    task_name = "tombtable-delivery"

    def __init__(self, bot: TombTable) -> None:
        super().__init__()
        self._bot = bot
        self._outbox = bot.store.outbox
        self._reach = bot.store.reach
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self.wakeup = asyncio.Event()
        self.sent = 0  # notices delivered by this process (health and benchmarks)
        self._parked: set[int] = set()  # outbox ids waiting for the next probe of a refusing channel
        self._outage = OutageLog(log, "the outbox's delivery")
        self._listeners: list[Listener] = []
        messages = Messages(bot)
        self.reminders = Reminders(bot, messages, self.flush)
        self.turn_posts = TurnPosts(bot, messages, self.reminders)
        self.seat_dms = SeatDms(bot, messages)
        self.faults = Faults(bot, messages, self.wakeup)
        self._notices = ChannelNotices(bot, messages)
        # What the features call, kept on the worker (see bot.features.play, bot.features.clock).
        self.board_copy = self.turn_posts.board_copy
        self.claim_copy = self.turn_posts.claim_copy
        self.keep_copy = self.turn_posts.keep_copy
        self.keep_reminder = self.reminders.keep
        self.held_back = self.faults.held_back

    def subscribe(self, listener: Listener) -> None:
        """``listener`` hears of every game whose notices this process carries out, after they are."""
        self._listeners.append(listener)

    # ------------------------------------------------------------ running

    async def _run(self) -> None:
        while True:
            self.wakeup.clear()
            try:
                await self.run_due()
                due = await self._outbox.next_notice_due()
                self._outage.worked()
            except Exception as error:  # noqa: BLE001 - the worker must outlive one bad notice or outage
                self._outage.failed(error, "delivering the outbox failed (%s: %s); tried again every 5 s",
                                    type(error).__name__, error)
                due = utc_now() + timedelta(seconds=5)
            delay = IDLE_WAKE_S if due is None else max(0.0, (due - utc_now()).total_seconds())
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(min(delay, IDLE_WAKE_S) or 0.05):  # no task of its own, unlike wait_for
                    await self.wakeup.wait()

    async def run_due(self, now: datetime | None = None) -> int:
        """Deliver every notice due at ``now`` (default: the real time); the count delivered."""
        items = await self._outbox.claim_notices(now or utc_now(), LEASE, limit=BATCH_GAMES)
        by_game: defaultdict[int, list[OutboxItem]] = defaultdict(list)
        for item in items:
            by_game[item.game_id].append(item)
        done = 0
        for game_id, group in by_game.items():
            async with self._locks[game_id]:
                done += await self._deliver(game_id, group, None, now)
        return done

    async def flush(self, game_id: int, outcome: Outcome | None = None) -> bool:
        """Deliver the game's pending notices now; ``True`` if none is left waiting for a retry.

        ``outcome`` is the change just committed: its state and views are used instead of reading
        the game again, unless a newer change is already waiting.  The change is saved whatever happens
        here, so a failure (the database refusing the claim) is left to the worker, which is woken in
        any case, and never reaches the caller.
        """
        left = 1
        try:
            async with self._locks[game_id]:
                for _ in range(FOLLOW_UPS):  # a delivery may add a notice (a DM failed: tell the channel)
                    items = await self._outbox.claim_notices(utc_now(), LEASE, game_id=game_id)
                    if not items:
                        break
                    await self._deliver(game_id, items, outcome)
                left = await self._outbox.pending_notice_count(game_id)
            self._outage.worked()
        except Exception as error:  # noqa: BLE001 - the worker retries; the caller's change is saved
            self._outage.failed(error, "game %s: its notices could not be delivered now (%s: %s); the delivery "
                                "worker tries again", game_id, type(error).__name__, error)
        finally:
            if left:
                self.wakeup.set()
        return left == 0

    # ------------------------------------------------------------ one game's notices

    async def _deliver(self, game_id: int, items: Sequence[OutboxItem], outcome: Outcome | None,
                       now: datetime | None = None) -> int:
        faulted = await self._reach.channel_fault(game_id)
        newest = max(item.game_version for item in items)
        if outcome is None or outcome.record.version < newest:
            outcome = await self._bot.service.current(game_id)
        planned = batches(items)
        # Hands are drawn while the turn post is (the render workers draw side by side), but queue behind
        # its board and shot: the longest pictures first finish the whole delivery soonest.
        board_started = asyncio.Event()
        if not any(batch.kind is NoticeKind.TURN for batch in planned):
            board_started.set()
        hands: dict[Seat | None, asyncio.Task[discord.File] | None] = {
            batch.seat: self.seat_dms.hand_picture(outcome, batch.seat, board_started)
            for batch in planned if batch.kind is NoticeKind.SEAT and batch.seat is not None
        }
        carried: list[Batch] = []
        refused: DeliveryFault | None = None  # the channel refused this time: its other notices wait too
        try:
            for batch in planned:
                # Known refused and already tried (a flush's follow-up claims them again): only a new notice, a
                # probe falling due or something that may have fixed it asks Discord again.
                held = refused or (faulted if now is None and batch.ids <= self._parked else None)
                if held is not None and batch.kind in CHANNEL_KINDS:
                    await self._outbox.retry_notices(batch.ids, (now or utc_now()) + PROBE, _refusal_reason(held))
                    board_started.set()  # no board to draw: the hands go ahead
                    continue
                settled = await self._deliver_batch(outcome, batch, hands.get(batch.seat), board_started, now)
                board_started.set()  # the turn post is done (or failed): nothing to wait for
                if isinstance(settled, DeliveryFault):
                    refused = settled
                    continue
                carried += [batch] if settled else []
                self._parked -= batch.ids
                if faulted is not None and batch.kind is NoticeKind.TURN and settled:  # it always asks Discord
                    await self.faults.channel_back(outcome.record)
                    faulted = None
        finally:
            _stop_drawing(hands.values())
        done = sum(len(batch.ids) for batch in carried)
        self.sent += done
        if carried:
            await self._tell_listeners(Carried(game_id, outcome.record.version, frozenset(b.kind.value for b in carried)))
        return done

    async def _deliver_batch(self, outcome: Outcome, batch: Batch, hand: asyncio.Task[discord.File] | None,
                             board_started: asyncio.Event, now: datetime | None = None) -> int | DeliveryFault:
        """Carry out one batch; the number of notices it settled, or the fault of a channel that refuses for good."""
        try:
            await self._carry_out(outcome, batch, hand, board_started)
        except DmClosed:
            await self._outbox.finish_notices(batch.ids, error="dm closed")
            await self.faults.dm_failed(outcome.record, batch.seat)
            return 0
        except MemberLeft:
            await self._outbox.finish_notices(batch.ids, error="member left")
            await self.faults.member_left(outcome, batch.seat)
            return 0
        except Exception as error:  # noqa: BLE001 - classified below, retried or dropped, never lost silently
            return await self._failed(outcome, batch, error, now or utc_now())
        await self._outbox.finish_notices(batch.ids)
        return len(batch.ids)

    async def _carry_out(self, outcome: Outcome, batch: Batch, hand: asyncio.Task[discord.File] | None,
                         board_started: asyncio.Event) -> None:
        if batch.kind is NoticeKind.TURN:
            await self.turn_posts.deliver(outcome, board_started)
        elif batch.kind is NoticeKind.SEAT and batch.seat is not None:
            await self.seat_dms.deliver(outcome, batch.seat, hand, batch.called)
        else:
            await self._notices.deliver(batch.kind, batch.seat, outcome)

    async def _failed(self, outcome: Outcome, batch: Batch, error: Exception, now: datetime) -> int | DeliveryFault:
        """A batch that failed, retried or dropped as :func:`core.outbox.verdict` rules, and logged once."""
        game_id, kind, attempts, why = outcome.record.id, batch.kind, batch.attempts, reason(error)
        refusal = channel_refusal(error) if kind in CHANNEL_KINDS else None
        fate = verdict(kind, attempts, refusal is not None, outcome.record.status.is_open)
        if refusal is not None and fate is Verdict.GIVE_UP_REFUSED:
            log.warning("gave up %s notice of game %s, over, whose channel refuses the bot (%s)",
                        kind.value, game_id, refusal.value)  # nobody plays on: no reason to knock for ever
            await self._outbox.finish_notices(batch.ids, failed=True, error=_refusal_reason(refusal))
            return refusal
        if refusal is not None:
            await self._outbox.retry_notices(batch.ids, now + PROBE, _refusal_reason(refusal))
            self._parked.update(batch.ids)
            await self.faults.channel_refused(outcome, refusal, why)
            return refusal
        if fate is Verdict.KEEP_PROBING:  # never dropped: the latest state follows
            log.log(logging.ERROR if attempts == GIVE_UP_AFTER else logging.DEBUG,
                    "turn notice of game %s keeps failing after %d attempts (%s); trying every %d minutes",
                    game_id, attempts, why, PROBE.seconds // 60)
            await self._outbox.retry_notices(batch.ids, now + PROBE, why)
        elif fate is Verdict.GIVE_UP:
            log.error("gave up %s notice of game %s after %d attempts: %s", kind.value, game_id, attempts, why)
            await self._outbox.finish_notices(batch.ids, failed=True, error=why)
        else:
            level = logging.WARNING if isinstance(error, discord.HTTPException) else logging.ERROR
            log.log(level, "%s notice of game %s failed (%s); retrying", kind.value, game_id, why,
                    exc_info=not isinstance(error, discord.HTTPException))
            await self._outbox.retry_notices(batch.ids, now + backoff(attempts), why)
        return 0

    async def _tell_listeners(self, carried: Carried) -> None:
        for listener in self._listeners:
            try:
                await listener(carried)
            except Exception:  # noqa: BLE001 - a further front end's trouble never holds up the table's messages
                log.exception("a delivery listener failed on game %s", carried.game_id)


def _stop_drawing(hands: Iterable[asyncio.Task[discord.File] | None]) -> None:
    """A hand whose DM was not sent: stop drawing it, or drop its failure."""
    for task in hands:
        if task is not None and not task.done():
            task.cancel()
        elif task is not None and not task.cancelled():
            task.exception()


def _refusal_reason(fault: DeliveryFault) -> str:
    return f"refused: {fault.value}"
