"""Delivering the outbox (see :mod:`core.outbox`): every committed change reaches the table, once.

Whoever commits a change calls :meth:`Delivery.flush` right after (the player's interaction, the
clock), and a background worker retries what failed, with backoff, and picks up whatever a crash
left behind.  Notices are claimed with a lease, a game's all by one worker at a time (even across
processes), so two workers never send the same one nor edit one post from two states.

Idempotent by construction: the turn post and each seat's DM are *kept up to date* from the latest
committed state, so delivering twice edits the same message, and a new message carries a nonce
Discord uses to refuse a duplicate if a crash struck between sending and recording it.

- Turn post: one channel message per turn segment, edited in place while the same seats act; a new
  segment gets a new post, and only then are the players to act pinged (those whose ``/game me notify``
  is the channel, the default, or both; or the DM, when their DMs fail).
- Seat DM: one per seat and segment (hand picture, what they are asked, Play buttons), for a player whose
  ``/game me notify`` includes the DM, or while the channel refuses the bot; later changes in the segment
  edit it.  A player the channel alone notifies keeps one DM, edited (a first one is sent silent).  A
  closed inbox is never a reason to stop trying: the channel is told once ("open your DMs or use
  /game hand") and the next change tries again.

Refusals Discord will not take back are told apart from outages (see :func:`channel_refusal`): a missing
permission, an archived thread or a deleted channel stops the retries; the channel is probed again every
:data:`~core.outbox.PROBE`, and at once when something that may have fixed it happens (a channel, role or
thread update, an interaction there with the permissions back, the next move), so the channel catches up
with the current turn post.  Whoever can fix it is told once by DM (the host; every player if the channel
is gone), and the operator gets one log line per game and fault.  A player who left the server is not told
to open their DMs: the host is told once that the seat can be handed on with ``/game replace``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import defaultdict
from dataclasses import replace
from collections.abc import Iterator, Sequence
from itertools import takewhile
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

import discord

from bot import pictures, texts, widgets
from bot.background import Background
from bot.clock_notes import board_notes
from bot.names import Medium
from core.clock import utc_now
from core.db.base import Busy
from core.outages import OutageLog
from core.i18n import t
from core.outbox import (
    CHANNEL, GIVE_UP_AFTER, PROBE, DeliveryFault, Notice, NoticeKind, OutboxItem, backoff,
)
from core.segments import waits_for
from core.service import Outcome
from core.storage import ActionRecord, GameRecord, PostRecord
from rules.core import Event, HasHand, Seat

if TYPE_CHECKING:
    from bot.app import TombTable

log = logging.getLogger(__name__)

LEASE = timedelta(seconds=30)
BATCH_GAMES = 10
"""Games the worker claims at once: their notices are delivered one game after the other, well within
the lease, and a process that dies blocks only these games' announcements until the lease expires."""
IDLE_WAKE_S = 600.0
FOLLOW_UPS = 3
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
SENDING = "turn:sending"  # the new turn post being sent: what to look for if the process dies before keeping it
FULL = "turn:full"  # the last post a continuation took over from (or the last page of moves that piled up,
# posted ahead of a new turn post): moves taken back later are dropped from it
EARLIER = "turn:full:{last_n}"  # every such post, by the last move it was saved with: undo may empty the
# full post and go on into the one before it (it ends where the full post begins); dropped once the turn is over
EARLIER_PREFIX = "turn:full:"
COPY = "board:{segment}"  # the one public copy ``/game board`` made of a turn segment's post
COPY_PREFIX = "board:"
REMINDER = "remind:{segment}:{timer}:{where}"  # a clock reminder sent in a turn segment, in the channel or the DM
REMINDER_PREFIX = "remind:"
ORDER = (
    NoticeKind.TURN, NoticeKind.COMMITMENT, NoticeKind.SEAT, NoticeKind.DM_NOTICE, NoticeKind.MOTION, NoticeKind.REVEAL
)
CHANNEL_KINDS = frozenset(ORDER) - {NoticeKind.SEAT}
"""Notices posted in the game's channel (a seat's DM, and its call, go to the player)."""
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
MARKED_LOOKBACK = 40
"""Actions read back for the run of moves a board marks (the last seat's): more than one turn takes."""


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


class Delivery(Background):
    """Sends the outbox: on demand right after a commit, and from a background worker."""

    task_name = "tombtable-delivery"

    def __init__(self, bot: TombTable) -> None:
        super().__init__()
        self._bot = bot
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self.wakeup = asyncio.Event()
        self.sent = 0  # notices delivered by this process (health and benchmarks)
        self._refused: dict[int, int] = {}  # channel id -> guild id of the refused channels this process saw
        self._parked: set[int] = set()  # outbox ids waiting for the next probe of a refusing channel
        self._outage = OutageLog(log, "the outbox's delivery")
        bot.add_listener(self._on_interaction, "on_interaction")
        bot.add_listener(self._on_channel_update, "on_guild_channel_update")
        bot.add_listener(self._on_role_update, "on_guild_role_update")
        bot.add_listener(self._on_member_update, "on_member_update")
        bot.add_listener(self._on_thread_update, "on_raw_thread_update")

    # ------------------------------------------------------------ running

    async def _run(self) -> None:
        while True:
            self.wakeup.clear()
            try:
                await self.run_due()
                due = await self._bot.store.next_notice_due()
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
        items = await self._bot.store.claim_notices(now or utc_now(), LEASE, limit=BATCH_GAMES)
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
                    items = await self._bot.store.claim_notices(utc_now(), LEASE, game_id=game_id)
                    if not items:
                        break
                    await self._deliver(game_id, items, outcome)
                left = await self._bot.store.pending_notice_count(game_id)
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
        bot = self._bot
        faulted = await bot.store.channel_fault(game_id)
        newest = max(item.game_version for item in items)
        if outcome is None or outcome.record.version < newest:
            outcome = await bot.service.current(game_id)
        kinds: defaultdict[tuple[NoticeKind, Seat | None], list[OutboxItem]] = defaultdict(list)
        called: dict[Seat | None, int] = {}  # seat: the latest version that called it to act
        for item in items:  # a seat's call and its updates are one DM
            if item.kind is NoticeKind.CALL:
                called[item.seat] = max(item.game_version, called.get(item.seat, 0))
            kinds[(NoticeKind.SEAT if item.kind is NoticeKind.CALL else item.kind, item.seat)].append(item)
        done = 0
        # Hands are drawn while the turn post is (the render workers draw side by side), but queue behind
        # its board and shot: the longest pictures first finish the whole delivery soonest.
        board_started = asyncio.Event()
        if (NoticeKind.TURN, None) not in kinds:
            board_started.set()
        hands = {
            seat: self._hand_picture(outcome, seat, board_started)
            for kind, seat in kinds if kind is NoticeKind.SEAT and seat is not None
        }
        refused: DeliveryFault | None = None  # the channel refused this time: its other notices wait too
        try:
            for kind, seat in sorted(kinds, key=lambda key: (ORDER.index(key[0]), key[1] or 0)):
                group = kinds[(kind, seat)]
                ids = {item.id for item in group}
                # Known refused and already tried (a flush's follow-up claims them again): only a new notice, a
                # probe falling due or something that may have fixed it asks Discord again.
                held = refused or (faulted if now is None and ids <= self._parked else None)
                if held is not None and kind in CHANNEL_KINDS:
                    await bot.store.retry_notices(ids, (now or utc_now()) + PROBE, _refusal_reason(held))
                    board_started.set()  # no board to draw: the hands go ahead
                    continue
                hand = hands.get(seat) if seat is not None else None
                settled = await self._deliver_kind(outcome, kind, seat, group, hand, board_started, called.get(seat), now)
                board_started.set()  # the turn post is done (or failed): nothing to wait for
                if isinstance(settled, DeliveryFault):
                    refused = settled
                    continue
                done += settled
                self._parked -= ids
                if faulted is not None and kind is NoticeKind.TURN and settled:  # it always asks Discord
                    await self._channel_back(outcome.record)
                    faulted = None
        finally:
            for task in hands.values():  # a hand whose DM was not sent: stop drawing it, or drop its failure
                if task is not None and not task.done():
                    task.cancel()
                elif task is not None and not task.cancelled():
                    task.exception()
        self.sent += done
        return done

    async def _deliver_kind(self, outcome: Outcome, kind: NoticeKind, seat: Seat | None, group: Sequence[OutboxItem],
                            hand: asyncio.Task[discord.File] | None, board_started: asyncio.Event, called: int | None,
                            now: datetime | None = None) -> int | DeliveryFault:
        """Send one kind of notice (for one seat; ``called``: the game version that called that seat to act,
        if one did); the number of notices it settled, or the fault of a channel that refuses for good."""
        bot, game_id = self._bot, outcome.record.id
        ids = [item.id for item in group]
        now = now or utc_now()
        try:
            await self._send(kind, seat, outcome, hand, board_started, called)
        except DmClosed:
            await bot.store.finish_notices(ids, error="dm closed")
            await self._dm_failed(outcome.record, seat)
            return 0
        except MemberLeft:
            await bot.store.finish_notices(ids, error="member left")
            await self._member_left(outcome, seat)
            return 0
        except Exception as error:  # noqa: BLE001 - classified below, retried or dropped, never lost silently
            attempts = max(item.attempts for item in group)
            reason = _reason(error)
            refusal = channel_refusal(error) if kind in CHANNEL_KINDS else None
            if refusal is not None and attempts >= GIVE_UP_AFTER and not outcome.record.status.is_open:
                log.warning("gave up %s notice of game %s, over, whose channel refuses the bot (%s)",
                            kind.value, game_id, refusal.value)  # nobody plays on: no reason to knock for ever
                await bot.store.finish_notices(ids, failed=True, error=_refusal_reason(refusal))
                return refusal
            if refusal is not None:
                await bot.store.retry_notices(ids, now + PROBE, _refusal_reason(refusal))
                self._parked.update(ids)
                await self._channel_refused(outcome, refusal, reason)
                return refusal
            if attempts >= GIVE_UP_AFTER and kind is NoticeKind.TURN:  # never dropped: the latest state follows
                log.log(logging.ERROR if attempts == GIVE_UP_AFTER else logging.DEBUG,
                        "turn notice of game %s keeps failing after %d attempts (%s); trying every %d minutes",
                        game_id, attempts, reason, PROBE.seconds // 60)
                await bot.store.retry_notices(ids, now + PROBE, reason)
            elif attempts >= GIVE_UP_AFTER:
                log.error("gave up %s notice of game %s after %d attempts: %s", kind.value, game_id, attempts, reason)
                await bot.store.finish_notices(ids, failed=True, error=reason)
            else:
                level = logging.WARNING if isinstance(error, discord.HTTPException) else logging.ERROR
                log.log(level, "%s notice of game %s failed (%s); retrying", kind.value, game_id, reason,
                        exc_info=not isinstance(error, discord.HTTPException))
                await bot.store.retry_notices(ids, now + backoff(attempts), reason)
            return 0
        await bot.store.finish_notices(ids)
        return len(ids)

    async def _send(self, kind: NoticeKind, seat: Seat | None, outcome: Outcome,
                    hand: asyncio.Task[discord.File] | None, board_started: asyncio.Event, called: int | None) -> None:
        if kind is NoticeKind.TURN:
            await self._turn_post(outcome, board_started)
        elif kind is NoticeKind.SEAT and seat is not None:
            await self._seat_dm(outcome, seat, hand, called)
        elif kind is NoticeKind.DM_NOTICE and seat is not None:
            record = outcome.record
            text = t("bot.dm.failed_notice", record.locale, player=texts.mention(record.user_of(seat)))
            await self._post(record, f"n{record.id}.{seat}.{record.version}", content=text)
        elif kind is NoticeKind.COMMITMENT:
            record = outcome.record
            if record.commitment is not None:
                text = t("fair.commitment", record.locale, commitment=record.commitment)
                await self._post(record, f"c{record.id}", content=text)
        elif kind is NoticeKind.REVEAL:
            record = outcome.record
            if outcome.result is not None and record.seed is not None and record.salt is not None:
                text = t("fair.reveal", record.locale, seed=str(record.seed), salt=record.salt, commitment=record.commitment)
                await self._post(record, f"r{record.id}", content=text)
        elif kind is NoticeKind.MOTION:
            await self._motions(outcome.record)

    # ------------------------------------------------------------ the turn post

    async def turn_parts(self, outcome: Outcome, lang: str, since: int | None = None,
                         board_started: asyncio.Event | None = None, full_after: int | None = None) -> dict[str, Any]:
        """Content, pictures and buttons of the post for the current turn segment, showing the actions
        from number ``since`` (default: the segment's first); ``first_n`` and ``last_n`` are the first and
        last shown.  If those lines would not fit in one message and a post already shows them up to
        action ``full_after``, this post starts after it (a continuation) instead of leaving lines out.
        ``board_started`` is set once its pictures are queued for drawing."""
        record, game = outcome.record, outcome.game
        first_n = since if since is not None else (record.turn.first_n if record.turn else 1)
        names = await self._bot.names.of_game(record, lang)
        notes = await board_notes(self._bot, record, lang)
        content, everything, last_events = await self._turn_text(outcome, lang, first_n, names, notes)
        if full_after is not None and first_n <= full_after < (everything[-1].n if everything else 0) and texts.clipped(content):
            first_n = full_after + 1
            content, everything, last_events = await self._turn_text(outcome, lang, first_n, names, notes)
        public = outcome.view(None)
        drawn = await self._bot.names.of_game(record, lang, Medium.PLAIN)  # pictures and alt texts: no markdown
        marked = await self._marked_events(record, everything[-1].n if everything else first_n - 1)
        drawing = asyncio.gather(  # drawn side by side by the render workers
            pictures.board_file(game.info.id, public, drawn, lang, marked, outcome.result),
            pictures.shot_files(game.info.id, public, last_events, drawn, lang),
        )
        if board_started is not None:
            board_started.set()  # the hands waiting to be drawn queue behind these two
        board, shot = await drawing
        parts: dict[str, Any] = {"content": content, "files": [board, *shot]}
        final = outcome.over  # the final post offers a rematch instead of Play
        parts["view"] = widgets.rematch_view(record.id, lang) if final else widgets.turn_view(record.id, lang)
        parts["first_n"] = first_n
        parts["last_n"] = everything[-1].n if everything else first_n - 1
        return parts

    async def board_copy(self, outcome: Outcome) -> dict[str, Any]:
        """What ``/game board`` posts: the live turn post again, from the move it starts at (a long turn's
        continuation starts after its full posts), so the copy never hides moves behind a "…"; ``first_n``
        and ``last_n`` are the moves it shows (see :meth:`keep_copy`)."""
        record = outcome.record
        post = (await self._bot.store.posts(record.id, ("turn",))).get("turn")
        live = post is not None and record.turn is not None and post.segment == record.turn.segment
        return await self.turn_parts(outcome, record.locale, post.first_n if live and post and post.first_n else None)

    async def claim_copy(self, outcome: Outcome, user_id: int) -> str | None:
        """Whether ``user_id`` may post a copy of the board in the channel: ``None`` once this call took the turn
        segment's one public copy, else the catalog key of why the copy is only for them (a non-player; a copy
        already posted this turn; the database locked by another process: the board is still read and shown)."""
        record = outcome.record
        if record.seat_of(user_id) is None:
            return "bot.board.not_seated"
        segment = record.turn.segment if record.turn else 0
        claim = PostRecord(record.id, COPY.format(segment=segment), segment, user_id, record.channel_id, 0)
        try:
            claimed = await self._bot.store.claim_post(claim)
        except Busy:
            return "bot.board.busy"
        return None if claimed else "bot.board.once_per_turn"

    async def keep_copy(self, outcome: Outcome, message_id: int | None, first_n: int = 0, last_n: int = 0) -> None:
        """Record the public copy just posted (showing moves ``first_n`` to ``last_n``), so it loses who must act
        and its buttons once the turn moves on; ``None``: it could not be posted, someone else may try."""
        record = outcome.record
        segment = record.turn.segment if record.turn else 0
        slot = COPY.format(segment=segment)
        if message_id is None:
            await self._bot.store.drop_post(record.id, slot)
            return
        await self._bot.store.save_post(
            PostRecord(record.id, slot, segment, None, record.channel_id, message_id, None, last_n, first_n))

    async def _retire_copies(self, outcome: Outcome) -> None:
        """Board copies of earlier turn segments become records of their moves, like the turn post they copied:
        no "your move" line, no buttons (see :meth:`_trim`)."""
        record = outcome.record
        segment = record.turn.segment if record.turn else 0
        for copy in await self._bot.store.posts_like(record.id, COPY_PREFIX, before_segment=segment):
            try:
                if copy.message_id:
                    await self._trim(outcome, copy, copy.first_n or copy.last_n + 1)
            except discord.HTTPException as error:  # an outage, or the channel refusing: the turn notice retries
                if error.status >= 500 or error.status == 429 or channel_refusal(error) is not None:
                    raise
                log.info("game %s: board copy %s left as it is (%s)", record.id, copy.message_id, _reason(error))
            await self._bot.store.drop_post(record.id, copy.slot)

    async def keep_reminder(self, record: GameRecord, timer: int, user_id: int, sent: Sequence[discord.Message]) -> None:
        """Record the reminders just sent for timer ``timer`` (the channel's, the DM), so they stop asking
        ``user_id`` to move once the turn moves on or the game ends (see :meth:`_retire_reminders`); if it already
        has (a move saved while they were sent, whose turn post found none to retire), they are retired now."""
        segment = record.turn.segment if record.turn else 0
        for message in sent:
            where = "dm" if message.channel.id != record.channel_id else "channel"
            slot = REMINDER.format(segment=segment, timer=timer, where=where)
            await self._bot.store.save_post(PostRecord(record.id, slot, segment, user_id, message.channel.id, message.id))
        latest = await self._bot.service.load(record.id) if sent else record
        if latest.turn is not None and latest.turn.segment != segment:  # the turn moved on as they went out
            try:
                await self._retire_reminders(await self._bot.service.current(record.id))
            except discord.HTTPException as error:  # still recorded: the next turn post retires them
                log.info("game %s: reminders not retired yet (%s)", record.id, _reason(error))

    async def _retire_reminders(self, outcome: Outcome) -> None:
        """Reminders of earlier turn segments (every one, once the game is over: its end opens a segment) say the
        turn they asked for is over.  One Discord will not edit (deleted, a closed inbox) is left as it is; an
        outage, or the channel refusing the bot, is retried with the turn notice."""
        bot, record = self._bot, outcome.record
        segment = record.turn.segment if record.turn else 0
        for post in await bot.store.posts_like(record.id, REMINDER_PREFIX, before_segment=segment):
            user = post.user_id or 0
            in_channel = post.channel_id == record.channel_id
            lang = record.locale if in_channel else bot.names.language_of(user, record.locale)
            game = texts.game_name(outcome.game, lang)
            content = (t("clock.reminder_past", lang, player=texts.mention(user), game=game) if in_channel
                       else t("clock.reminder_dm_past", lang, game=game, link=texts.channel_link(record)))
            try:
                await self._edit(post, {"content": content})
            except discord.HTTPException as error:
                if error.status >= 500 or error.status == 429 or (in_channel and channel_refusal(error) is not None):
                    raise
                log.info("game %s: reminder %s left as it is (%s)", record.id, post.message_id, _reason(error))
            await bot.store.drop_post(record.id, post.slot)

    async def _marked_events(self, record: GameRecord, last_n: int) -> list[Event]:
        """The public events whose moves the board marks: the run of actions, up to action ``last_n``, of
        the seat that acted last (its turn so far, or the turn just ended when the post opens the next)."""
        log = [entry for entry in await self._bot.store.actions(record.id, since=max(1, last_n - MARKED_LOOKBACK), until=last_n)
               if not entry.undone and entry.version_after <= record.version]
        run = list(takewhile(lambda entry: entry.seat == log[-1].seat, reversed(log))) if log else []
        return [event for entry in reversed(run) for event in entry.events if event.is_public]

    async def _turn_text(self, outcome: Outcome, lang: str, first_n: int, names: texts.Names, notes: Sequence[str]
                         ) -> tuple[str, list[ActionRecord], list[Event]]:
        """The post's words from action ``first_n`` on, the actions they show (undone ones included) and
        the public events of the last one (what the board outlines)."""
        record = outcome.record
        # Only the moves this state contains: one committed since (another process, or a move this one
        # saves while the post is drawn) belongs to its own delivery, maybe to the next segment's post.
        logged_since = await self._bot.store.actions(record.id, since=first_n)
        everything = [entry for entry in logged_since if entry.version_after <= record.version]
        entries = [entry for entry in everything if not entry.undone]
        content = texts.turn_message(record, outcome, _shown(record, entries), lang, names, notes)
        last_events = [event for event in (entries[-1].events if entries else ()) if event.is_public]
        return content, everything, last_events

    async def _turn_post(self, outcome: Outcome, board_started: asyncio.Event) -> None:
        """The live turn post brought up to date, then the board copies and reminders the turn has left behind."""
        await self._live_post(outcome, board_started)
        await self._retire_copies(outcome)
        await self._retire_reminders(outcome)

    async def _live_post(self, outcome: Outcome, board_started: asyncio.Event) -> None:
        record = outcome.record
        segment = record.turn.segment if record.turn else 0
        key = record.turn.key if record.turn else None
        since = record.turn.first_n if record.turn else 1
        found = await self._bot.store.posts(record.id, ("turn", SENDING, FULL))
        post, sending, full = found.get("turn"), found.get(SENDING), found.get(FULL)
        if sending is not None and sending.segment != segment and (post is None or post.nonce != sending.nonce):
            post = await self._recover(outcome, sending)  # a dead process's post for a turn the game has left
        current = post is not None and post.segment == segment
        if full is not None and full.last_n >= full.first_n:
            await self._drop_taken_back(outcome, full)
        if post is None or post.segment != segment:  # a segment never posted (a crash) is picked up here
            if post is not None and post.first_n:
                await self._trim(outcome, post, post.first_n)
            since = min(since, post.last_n + 1 if post is not None else 1)
        elif post.first_n:  # where this post starts: moves a crash left it, or after the full post it continues
            since = post.first_n
        full_after = post.last_n if post is not None and current else None
        parts = await self.turn_parts(outcome, record.locale, since, board_started, full_after)
        last_n, shown_from = parts.pop("last_n"), parts.pop("first_n")
        continued = shown_from != since  # the post is full: it keeps its moves, a new one continues the turn
        if post is not None and continued:
            await self._trim(outcome, post, since)
            await self._keep_full(replace(post, first_n=since))
        if (continued or not current) and texts.clipped(parts["content"]):  # more moves piled up than one post holds
            shown_from = await self._page_out(outcome, shown_from, segment)
            parts = await self.turn_parts(outcome, record.locale, shown_from)
            last_n = parts.pop("last_n")
            parts.pop("first_n")
        if post is not None and current and not continued:
            if await self._edit(post, parts):
                if last_n != post.last_n:
                    await self._bot.store.save_post(replace(post, last_n=last_n))
                return
        same_seats = post is not None and waits_for(post.turn_key) == waits_for(key)
        mentions = SILENT if same_seats else await self._calling(outcome)  # a solo player's next round: no ping
        if outcome.over:  # the final post tells every person seated, and only them, but whoever ended it
            ender = await self._ender(record)
            mentions = discord.AllowedMentions(users=[discord.Object(id=player.user_id) for player in record.seats
                                                      if not player.is_bot and player.user_id != ender],
                                               everyone=False, roles=False)
        content = parts["content"]
        nonce = f"t{record.id}.{segment}" + (f".{shown_from}" if continued else "")
        kept = PostRecord(record.id, "turn", segment, None, record.channel_id, 0, key, last_n, shown_from, nonce)
        await self._bot.store.save_post(replace(kept, slot=SENDING))
        message = await self._post(record, nonce, mentions=mentions, **parts)
        kept = replace(kept, message_id=message.id)
        if message.content != content:  # Discord returned the post a killed run made: bring it up to date
            fresh = await self.turn_parts(outcome, record.locale, shown_from)
            fresh.pop("last_n"), fresh.pop("first_n")
            await self._edit(kept, fresh)
        await self._bot.store.save_post(kept)
        if not current:  # a new turn: undo never reaches into the earlier turns' full posts
            await self._bot.store.forget_posts(record.id, EARLIER_PREFIX, before_segment=segment)
        await self._bot.service.set_board_message(record.id, message.id)

    async def _calling(self, outcome: Outcome) -> discord.AllowedMentions:
        """Who a new turn post notifies: the people to act (not on autopilot) whose ``/game me notify`` lets the
        channel ping them; anyone else it names (a player away, say) is not pinged."""
        record = outcome.record
        people = [record.seats[seat] for seat in sorted(outcome.to_act)
                  if not record.seats[seat].is_bot and not record.seats[seat].autopilot]
        how = await self._bot.store.notify_of([player.user_id for player in people])
        users = [discord.Object(id=player.user_id) for player in people if how[player.user_id].pings(player.dm_ok)]
        return discord.AllowedMentions(users=users, everyone=False, roles=False)

    async def _ender(self, record: GameRecord) -> int | None:
        """The person whose own command ended the game (abandoned it, or made its last move: a concession
        included), named but not pinged by the final post; ``None`` when a bot or the clock ended it."""
        if record.ended_by is not None:
            return record.ended_by
        played = [entry for entry in await self._bot.store.actions(record.id) if not entry.undone]
        if not played or played[-1].by_clock:
            return None
        player = record.seats[played[-1].seat]
        return None if player.is_bot else player.user_id

    async def _page_out(self, outcome: Outcome, since: int, segment: int) -> int:
        """A new turn post (a segment's first, or a continuation) that would show more moves than one message
        holds (they piled up while Discord was down or a process was dead): the oldest go first, in silent
        posts of their own, each as full as it can be, so no move hides behind a "…".  The action the live
        post starts from is returned; the last page is kept as the full post (see :meth:`_drop_taken_back`)."""
        record, lang = outcome.record, outcome.record.locale
        names = await self._bot.names.of_game(record, lang)
        notes = await board_notes(self._bot, record, lang)
        while True:
            content, everything, _ = await self._turn_text(outcome, lang, since, names, notes)
            standing = [entry for entry in everything if not entry.undone]
            shown = _shown(record, standing)
            count = min(texts.moves_that_fit(outcome, shown, lang, names), len(standing) - 1)  # the live post keeps one
            if not texts.clipped(content) or count < 1:
                return since
            text = texts.moves_message(outcome, shown[:count], lang, names)
            last_n = standing[count - 1].n
            nonce = f"t{record.id}.{segment}.{since}p"
            message = await self._post(record, nonce, mentions=SILENT, content=text)
            page = PostRecord(record.id, FULL, segment, None, record.channel_id, message.id, None, last_n, since, nonce)
            if message.content != text:  # Discord handed back the page a killed run sent: its moves may differ
                await self._edit(page, {"content": text})
            await self._keep_full(page)
            since = last_n + 1

    async def _keep_full(self, post: PostRecord) -> None:
        """``post`` is now the full post (the one undo reaches first), and stays findable as an earlier one."""
        await self._bot.store.save_post(replace(post, slot=EARLIER.format(last_n=post.last_n)))
        await self._bot.store.save_post(replace(post, slot=FULL))

    async def _trim(self, outcome: Outcome, post: PostRecord, since: int) -> None:
        """Leave a post that a new one takes over from (a continuation, or the next turn's post) as a record:
        exactly the moves it was saved with, from ``since`` to ``post.last_n``, and its board picture, but no
        longer who must act nor the Play button (they belong to the live post).  Saved moves only: a process
        that died after editing it, before saving how far it got, may have added later ones, which the new
        post shows."""
        moves = await self._moves_text(outcome, since, post.last_n)
        if not moves:  # the game's first post, taken over by the move that passed the first turn
            moves = t("bot.turn.started", outcome.record.locale, game=texts.game_name(outcome.game, outcome.record.locale))
        await self._edit(post, {"content": moves, "view": None})

    async def _drop_taken_back(self, outcome: Outcome, full: PostRecord) -> None:
        """Undo takes a turn's moves back one by one, so it can reach those of the full post a continuation
        took over from: that post then leaves them out (the live post shows the board as it is now).  Once
        all of its moves are taken back, undo may go on into the post before it, which becomes the full one."""
        record = outcome.record
        while True:
            logged = await self._bot.store.actions(record.id, since=full.first_n, until=full.last_n)
            standing = [entry.n for entry in logged if not entry.undone]
            last = max(standing, default=full.first_n - 1)
            if last < full.last_n:
                content = await self._moves_text(outcome, full.first_n, last) or t("bot.turn.taken_back", record.locale)
                await self._edit(full, {"content": content})
                await self._bot.store.save_post(replace(full, last_n=last))
            if last >= full.first_n:
                return
            slot = EARLIER.format(last_n=full.first_n - 1)
            earlier = (await self._bot.store.posts(record.id, (slot,))).get(slot)
            if earlier is None or earlier.segment != full.segment or earlier.message_id == full.message_id:
                return
            full = replace(earlier, slot=FULL)
            await self._bot.store.save_post(full)

    async def _moves_text(self, outcome: Outcome, first_n: int, last_n: int) -> str:
        """The log lines of actions ``first_n`` to ``last_n``, without the board or the hint of a live post."""
        record, lang = outcome.record, outcome.record.locale
        names = await self._bot.names.of_game(record, lang)
        logged = await self._bot.store.actions(record.id, since=first_n, until=last_n)
        return texts.moves_message(outcome, _shown(record, logged), lang, names)

    async def _recover(self, outcome: Outcome, sending: PostRecord) -> PostRecord:
        """The post a process was sending when it died, for a turn the game has left since: sent again with
        its nonce (Discord hands back the message if it got it; otherwise this posts it now, silently, as
        nobody is waiting on that turn any more), trimmed to its moves and kept as the turn post, so the
        next post starts after them instead of leaving an orphan showing them twice."""
        record = outcome.record
        content = await self._moves_text(outcome, sending.first_n, sending.last_n)
        message = await self._post(record, sending.nonce, mentions=SILENT, content=content)
        post = replace(sending, slot="turn", message_id=message.id)
        if message.content != content:
            await self._edit(post, {"content": content})
        await self._bot.store.save_post(post)
        return post

    # ------------------------------------------------------------ a seat's DM

    def _hand_picture(self, outcome: Outcome, seat: Seat, after: asyncio.Event | None = None) -> asyncio.Task[discord.File] | None:
        """Start drawing the hand picture of the seat's DM, if it gets one (a person's seat, a hand to show),
        once ``after`` is set."""
        record, game = outcome.record, outcome.game
        player = record.seats[seat]
        own = outcome.view(seat)
        if player.autopilot or player.is_bot or outcome.over or not isinstance(own, HasHand) or own.hand is None:
            return None  # at the end the DM keeps its last picture: only its words change
        lang = self._bot.names.language_of(player.user_id, record.locale)
        alt = t("bot.dm.hand_alt", lang, game=texts.game_name(game, lang))

        async def draw() -> discord.File:
            if after is not None:
                await after.wait()
            return await pictures.hand_file(game.info.id, own, lang, description=alt)
        return asyncio.create_task(draw())

    async def _seat_dm(self, outcome: Outcome, seat: Seat, hand: asyncio.Task[discord.File] | None = None,
                       called: int | None = None) -> None:
        """The seat's DM: its hand and whether it must act.  A new message (one that notifies) only when game
        version ``called`` called the seat to act, it still must, its DM is older than that call and the player's
        ``/game me notify`` includes the DM or the channel refuses the bot (see :meth:`_wakes`; a first DM for
        one who chose the channel goes out silent); else
        the DM is edited in place (the player's own move ending their turn, say, must not buzz their phone), and
        at the end of the game it says how the game ended."""
        bot, record, game = self._bot, outcome.record, outcome.game
        player = record.seats[seat]
        if player.is_bot or (player.autopilot and not outcome.over):  # a seat on autopilot hears the end too
            return
        lang = bot.names.language_of(player.user_id, record.locale)
        if outcome.over:
            await self._final_dm(outcome, seat, lang)
            return
        name, link = texts.game_name(game, lang), texts.channel_link(record)
        asked = seat in outcome.to_act and outcome.result is None
        lines = [t("bot.dm.your_turn" if asked else "bot.dm.hand", lang, game=name, link=link,
                   **texts.turn_params(game, outcome.state))]
        names = await bot.names.of_game(record, lang)
        if asked:
            lines += texts.question_lines(outcome, lang, names)
        picture = hand if hand is not None else self._hand_picture(outcome, seat)
        files = [await picture] if picture is not None else []
        parts: dict[str, Any] = {"content": "\n".join(lines)[:2000], "files": files}
        parts["view"] = widgets.turn_view(record.id, lang) if outcome.result is None else None
        segment = record.turn.segment if record.turn else 0
        slot = f"dm:{seat}"
        key = record.turn.key if record.turn else None
        found = await bot.store.posts(record.id, (slot, f"{slot}:sending"))
        post, sending = found.get(slot), found.get(f"{slot}:sending")
        with _reaching(player.user_id):
            if sending is not None and sending.user_id == player.user_id and (post is None or post.nonce != sending.nonce):
                post = await self._recover_dm(sending, player.user_id, parts["content"])
            wakes = await self._wakes(record, player.user_id, called)
            wake = wakes and called is not None and asked and (post is None or post.version < called)
            current = post is not None and post.user_id == player.user_id and not wake
            if post is None or not current or not await self._edit(post, parts):
                channel = await bot.create_dm(discord.Object(id=player.user_id))
                files_now = parts.pop("files")
                view = parts.pop("view")
                extra: dict[str, Any] = {"view": view} if view is not None else {}
                if not wakes:  # a first DM for a player the channel pings: it must not buzz them a second time
                    extra["silent"] = True
                kept = PostRecord(record.id, slot, segment, player.user_id, channel.id, 0, key,
                                  nonce=f"d{record.id}.{seat}.{segment}", version=record.version)
                await bot.store.save_post(replace(kept, slot=f"{slot}:sending"))
                message = await channel.send(files=files_now, nonce=kept.nonce, **parts, **extra)
                await bot.store.save_post(replace(kept, message_id=message.id))
        if player.dm_ok is not True or player.dm_notice:
            await bot.service.set_dm_ok(record.id, player.user_id, True)
            await bot.store.set_dm_notice(record.id, seat, False)
            await bot.store.clear_delivery_fault(record.id, player.user_id)  # a player back in the server

    async def _wakes(self, record: GameRecord, user_id: int, called: int | None) -> bool:
        """Whether the player's call to act comes as a new DM: their ``/game me notify`` includes the DM, or the
        channel that would ping them refuses the bot for now (the DM is then the only way to tell them)."""
        if (await self._bot.store.notify_of([user_id]))[user_id].wakes:
            return True
        return called is not None and await self._bot.store.channel_fault(record.id) is not None

    async def _final_dm(self, outcome: Outcome, seat: Seat, lang: str) -> None:
        """The end reaches the seat's DM: edited to the result (or to who ended the game early), without its
        Play button.  A seat without a DM gets none: the final post in the channel mentioned them."""
        bot, record = self._bot, outcome.record
        player = record.seats[seat]
        post = await bot.store.post(record.id, f"dm:{seat}")
        if post is None or post.user_id != player.user_id:
            return
        names = await bot.names.of_game(record, lang)
        game, link = texts.game_name(outcome.game, lang), texts.channel_link(record)
        if outcome.result is not None:
            lines = [t("bot.dm.over", lang, game=game, link=link),
                     texts.result_text(record, outcome.result, lang, names, mentions=False)]
        else:
            lines = [t("bot.dm.abandoned", lang, game=game, link=link, player=texts.ender(record, names))]
        with _reaching(player.user_id):
            await self._edit(post, {"content": "\n".join(lines)[:2000], "view": None})

    async def _recover_dm(self, sending: PostRecord, user_id: int, content: str) -> PostRecord:
        """The DM a process was sending when it died: sent again with its nonce, Discord hands back the
        one it got (or, if it got none or has forgotten the nonce, this sends the text now), and it is kept
        as the seat's DM of its turn, so a later change edits it instead of leaving it beside a new one."""
        channel = await self._bot.create_dm(discord.Object(id=user_id))
        message = await channel.send(content=content, nonce=sending.nonce)
        post = replace(sending, slot=sending.slot.removesuffix(":sending"), message_id=message.id)
        await self._bot.store.save_post(post)
        return post

    async def _dm_failed(self, record: GameRecord, seat: Seat | None) -> None:
        """A DM did not get through: remember it, and tell the channel the first time (no hidden content)."""
        if seat is None:
            return
        await self._bot.service.set_dm_ok(record.id, record.user_of(seat), False)
        if record.status.is_open and await self._bot.store.set_dm_notice(record.id, seat, True):
            await self._bot.store.enqueue(record.id, [Notice(NoticeKind.DM_NOTICE, seat)])
            self.wakeup.set()

    # ------------------------------------------------------------ refusals Discord will not take back

    async def held_back(self, game_id: int, lang: str) -> str:
        """What the actor of a saved move hears when the channel does not show it yet: that it will shortly
        (an outage), or what keeps the channel from showing it (no promise then)."""
        return t(HELD_BACK[await self._bot.store.channel_fault(game_id)], lang)

    async def _channel_refused(self, outcome: Outcome, fault: DeliveryFault, reason: str) -> None:
        """The game's channel refuses the bot for good: one log line, whoever can fix it told once."""
        record = outcome.record
        self._refused[record.channel_id] = record.guild_id
        new, told = await self._bot.store.note_delivery_fault(record.id, CHANNEL, fault)
        if new:
            log.warning("game %s: Discord refuses channel %s (%s, %s); its notices wait, re-probed every %d minutes",
                        record.id, record.channel_id, fault.value, reason, PROBE.seconds // 60)
        if told:
            return
        seated = [player.user_id for player in record.seats if not player.is_bot]
        everyone = [record.host_id, *(user for user in seated if user != record.host_id)]
        if await self._tell(outcome, everyone if fault is DeliveryFault.CHANNEL_GONE else [record.host_id], fault):
            await self._bot.store.fault_told(record.id, CHANNEL)

    async def _channel_back(self, record: GameRecord) -> None:
        """A channel that refused the bot took a notice again: its fault is over."""
        self._refused.pop(record.channel_id, None)
        fault = await self._bot.store.clear_delivery_fault(record.id, CHANNEL)
        if fault is not None:
            log.info("game %s: channel %s takes messages again (was %s)", record.id, record.channel_id, fault.value)

    async def _member_left(self, outcome: Outcome, seat: Seat | None) -> None:
        """A seated player left the server: not a closed inbox to tell them about in a channel they no longer
        see, but a seat the host can hand on, which the host is told once."""
        record = outcome.record
        if seat is None:
            return
        user = record.user_of(seat)
        await self._bot.service.set_dm_ok(record.id, user, False)
        if not record.status.is_open:  # the game is over: no seat is left to hand on
            return
        new, told = await self._bot.store.note_delivery_fault(record.id, user, DeliveryFault.MEMBER_LEFT)
        if new:
            log.warning("game %s: the player of seat %s left the server; the host is told to hand the seat on",
                        record.id, seat)
        others = [player.user_id for player in record.seats if not player.is_bot and player.user_id != user]
        hosts = [record.host_id] if record.host_id != user else others  # a host who left: the others may decide
        if not told and await self._tell(outcome, hosts, DeliveryFault.MEMBER_LEFT, seat):
            await self._bot.store.fault_told(record.id, user)

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
                channel = await self._bot.create_dm(discord.Object(id=user))
                await channel.send(content=text, allowed_mentions=SILENT)
            except discord.HTTPException as error:
                outage = outage or error.status >= 500 or error.status == 429
                log.info("could not tell user %s of game %s's %s (%s)", user, record.id, fault.value, _reason(error))
                continue
            reached = True
        return reached or not outage

    async def _reprobe(self, guild_id: int | None, channel_id: int | None = None) -> None:
        """Something changed that may let a refused channel of the guild take messages again: try it now."""
        if guild_id is None or guild_id not in self._refused.values():
            return
        if await self._bot.store.reprobe_refused(utc_now(), guild_id, channel_id):
            self.wakeup.set()

    async def _on_interaction(self, interaction: discord.Interaction) -> None:
        """Someone acts in a channel that refused the bot, whose permissions there now allow posting."""
        if interaction.channel_id in self._refused and _may_post(interaction.app_permissions):
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

    # ------------------------------------------------------------ votes

    async def _motions(self, record: GameRecord) -> None:
        """Post every vote the clock opened that the channel has not seen yet."""
        for motion in await self._bot.service.pending_motions(record.id):
            view = widgets.vote_view(record.id, motion.id, record.locale)
            message = await self._post(record, f"m{motion.id}", content=texts.motion_text(record, motion), view=view)
            await self._bot.service.set_motion_message(motion.id, message.id)

    # ------------------------------------------------------------ Discord

    async def _post(self, record: GameRecord, nonce: str, *, mentions: discord.AllowedMentions = MENTIONS,
                    **message: Any) -> discord.Message:
        """A new channel message; the nonce makes a resend after a crash return the first one."""
        channel = self._bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
        if message.get("view", 0) is None:
            message.pop("view")
        return await channel.send(nonce=nonce[:25], allowed_mentions=mentions, **message)

    async def _edit(self, post: PostRecord, parts: dict[str, Any]) -> bool:
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
def _reaching(user_id: int) -> Iterator[None]:
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


def _shown(record: GameRecord, entries: Sequence[ActionRecord]) -> list[texts.LoggedAction]:
    """The logged actions a post shows (undone ones left out), each marked if the clock or autopilot played it."""
    autopiloted = {player.seat for player in record.seats if player.autopilot}
    return [
        texts.LoggedAction(entry.seat, entry.events, entry.by_clock, entry.seat in autopiloted)
        for entry in entries if not entry.undone
    ]


def _may_post(permissions: discord.Permissions) -> bool:
    """Whether the bot may post a turn post with these permissions (in a thread, or in a channel)."""
    sending = permissions.send_messages or permissions.send_messages_in_threads
    return permissions.view_channel and sending and permissions.attach_files and permissions.embed_links


def _refusal_reason(fault: DeliveryFault) -> str:
    return f"refused: {fault.value}"


def _reason(error: BaseException) -> str:
    if isinstance(error, discord.HTTPException):
        return f"HTTP {error.status} code {error.code}"
    return type(error).__name__
