"""Delivering the outbox (see :mod:`core.outbox`): every committed change reaches the table, once.

Whoever commits a change calls :meth:`Delivery.flush` right after (the player's interaction, the
clock), and a background worker retries what failed, with backoff, and picks up whatever a crash
left behind.  Notices are claimed with a lease, a game's all by one worker at a time (even across
processes), so two workers never send the same one nor edit one post from two states.

Idempotent by construction: the turn post and each seat's DM are *kept up to date* from the latest
committed state, so delivering twice edits the same message, and a new message carries a nonce
Discord uses to refuse a duplicate if a crash struck between sending and recording it.

- Turn post: one channel message per turn segment, edited in place while the same seats act; a new
  segment gets a new post, and only then are the players to act mentioned.
- Seat DM: one per seat and segment (hand picture, what they are asked, Play buttons); later changes
  in the segment edit it.  A closed inbox is never a reason to stop trying: the channel is told once
  ("open your DMs or use /game hand") and the next change tries again.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import defaultdict
from dataclasses import replace
from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

import discord

from bot import pictures, texts, widgets
from bot.background import Background
from bot.clock_notes import board_notes
from core.clock import utc_now
from core.db import outage
from core.i18n import t
from core.outbox import GIVE_UP_AFTER, Notice, NoticeKind, OutboxItem, backoff, waits_for
from core.service import Outcome
from core.storage import ActionRecord, GameRecord, PostRecord
from core.votes import needed, voters
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
DM_CLOSED_CODES = frozenset({50007, 50278})  # cannot send to this user / no mutual guild
MENTIONS = discord.AllowedMentions(users=True, everyone=False, roles=False)
SILENT = discord.AllowedMentions.none()
SENDING = "turn:sending"  # the new turn post being sent: what to look for if the process dies before keeping it
FULL = "turn:full"  # the last post a continuation took over from (or the last page of moves that piled up,
# posted ahead of a new turn post): moves taken back later are dropped from it
EARLIER = "turn:full:{last_n}"  # every such post, by the last move it was saved with: undo may empty the
# full post and go on into the one before it (it ends where the full post begins); dropped once the turn is over
EARLIER_PREFIX = "turn:full:"
ORDER = (
    NoticeKind.TURN, NoticeKind.COMMITMENT, NoticeKind.SEAT, NoticeKind.DM_NOTICE, NoticeKind.MOTION, NoticeKind.REVEAL
)


class DmClosed(Exception):
    """The player's inbox refuses the bot (not an outage: retrying now would not help)."""


class Delivery(Background):
    """Sends the outbox: on demand right after a commit, and from a background worker."""

    task_name = "tombtable-delivery"

    def __init__(self, bot: TombTable) -> None:
        super().__init__()
        self._bot = bot
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self.wakeup = asyncio.Event()
        self.sent = 0  # notices delivered by this process (health and benchmarks)

    # ------------------------------------------------------------ running

    async def _run(self) -> None:
        while True:
            self.wakeup.clear()
            try:
                await self.run_due()
                due = await self._bot.store.next_notice_due()
            except Exception as error:  # noqa: BLE001 - the worker must outlive one bad notice or outage
                log.error("delivering the outbox failed (%s: %s); tried again in 5 s", type(error).__name__, error,
                          exc_info=None if outage(error) else error)
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
                done += await self._deliver(game_id, group, None)
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
        except Exception as error:  # noqa: BLE001 - the worker retries; the caller's change is saved
            log.error("game %s: its notices could not be delivered now (%s: %s); the delivery worker tries again",
                      game_id, type(error).__name__, error, exc_info=None if outage(error) else error)
        finally:
            if left:
                self.wakeup.set()
        return left == 0

    # ------------------------------------------------------------ one game's notices

    async def _deliver(self, game_id: int, items: Sequence[OutboxItem], outcome: Outcome | None) -> int:
        bot = self._bot
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
        try:
            for kind, seat in sorted(kinds, key=lambda key: (ORDER.index(key[0]), key[1] or 0)):
                hand = hands.get(seat) if seat is not None else None
                done += await self._deliver_kind(outcome, kind, seat, kinds[(kind, seat)], hand, board_started,
                                                 called.get(seat))
                board_started.set()  # the turn post is done (or failed): nothing to wait for
        finally:
            for task in hands.values():  # a hand whose DM was not sent: stop drawing it, or drop its failure
                if task is not None and not task.done():
                    task.cancel()
                elif task is not None and not task.cancelled():
                    task.exception()
        self.sent += done
        return done

    async def _deliver_kind(self, outcome: Outcome, kind: NoticeKind, seat: Seat | None, group: Sequence[OutboxItem],
                            hand: asyncio.Task[discord.File] | None, board_started: asyncio.Event, called: int | None
                            ) -> int:
        """Send one kind of notice (for one seat; ``called``: the game version that called that seat to act,
        if one did); the number of notices it settled."""
        bot, game_id = self._bot, outcome.record.id
        ids = [item.id for item in group]
        try:
            await self._send(kind, seat, outcome, hand, board_started, called)
        except DmClosed:
            await bot.store.finish_notices(ids, error="dm closed")
            await self._dm_failed(outcome.record, seat)
            return 0
        except Exception as error:  # noqa: BLE001 - classified below, retried or dropped, never lost silently
            attempts = max(item.attempts for item in group)
            reason = _reason(error)
            if attempts >= GIVE_UP_AFTER:
                log.error("gave up %s notice of game %s after %d attempts: %s", kind.value, game_id, attempts, reason)
                await bot.store.finish_notices(ids, failed=True, error=reason)
            else:
                level = logging.WARNING if isinstance(error, discord.HTTPException) else logging.ERROR
                log.log(level, "%s notice of game %s failed (%s); retrying", kind.value, game_id, reason,
                        exc_info=not isinstance(error, discord.HTTPException))
                await bot.store.retry_notices(ids, utc_now() + backoff(attempts), reason)
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
        drawing = asyncio.gather(  # drawn side by side by the render workers
            pictures.board_file(game.info.id, public, names, lang, last_events, outcome.result),
            pictures.shot_files(
                game.info.id, public, last_events, names, lang, description=texts.picture_text(record, outcome, lang, names)
            ),
        )
        if board_started is not None:
            board_started.set()  # the hands waiting to be drawn queue behind these two
        board, shot = await drawing
        parts: dict[str, Any] = {"content": content, "files": [board, *shot]}
        final = outcome.result is not None  # the final post offers a rematch instead of Play
        parts["view"] = widgets.rematch_view(record.id, lang) if final else widgets.turn_view(record.id, lang)
        parts["first_n"] = first_n
        parts["last_n"] = everything[-1].n if everything else first_n - 1
        return parts

    async def board_copy(self, outcome: Outcome) -> dict[str, Any]:
        """What ``/game board`` posts: the live turn post again, from the move it starts at (a long turn's
        continuation starts after its full posts), so the copy never hides moves behind a "…"."""
        record = outcome.record
        post = (await self._bot.store.posts(record.id, ("turn",))).get("turn")
        live = post is not None and record.turn is not None and post.segment == record.turn.segment
        parts = await self.turn_parts(outcome, record.locale, post.first_n if live and post and post.first_n else None)
        parts.pop("last_n"), parts.pop("first_n")
        return parts

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
        mentions = SILENT if same_seats else MENTIONS  # a solo player's next round: a fresh post, no ping
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
        if player.autopilot or player.is_bot or not isinstance(own, HasHand) or own.hand is None:
            return None
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
        version ``called`` called the seat to act, it still must, and its DM is older than that call; else
        the DM is edited in place (the player's own move ending their turn, say, must not buzz their phone)."""
        bot, record, game = self._bot, outcome.record, outcome.game
        player = record.seats[seat]
        if player.autopilot or player.is_bot:
            return
        lang = bot.names.language_of(player.user_id, record.locale)
        name, link, turn = texts.game_name(game, lang), texts.channel_link(record), game.turn_number(outcome.state)
        asked = seat in outcome.to_act and outcome.result is None
        lines = [t("bot.dm.your_turn" if asked else "bot.dm.hand", lang, game=name, link=link, turn=turn)]
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
        try:
            if sending is not None and sending.user_id == player.user_id and (post is None or post.nonce != sending.nonce):
                post = await self._recover_dm(sending, player.user_id, parts["content"])
            wake = called is not None and asked and (post is None or post.version < called)
            current = post is not None and post.user_id == player.user_id and not wake
            if post is None or not current or not await self._edit(post, parts):
                channel = await bot.create_dm(discord.Object(id=player.user_id))
                files_now = parts.pop("files")
                view = parts.pop("view")
                extra: dict[str, Any] = {"view": view} if view is not None else {}
                kept = PostRecord(record.id, slot, segment, player.user_id, channel.id, 0, key,
                                  nonce=f"d{record.id}.{seat}.{segment}", version=record.version)
                await bot.store.save_post(replace(kept, slot=f"{slot}:sending"))
                message = await channel.send(files=files_now, nonce=kept.nonce, **parts, **extra)
                await bot.store.save_post(replace(kept, message_id=message.id))
        except discord.HTTPException as error:
            if error.code in DM_CLOSED_CODES or error.status == 403:
                log.info("DMs closed for user %s (code %s)", player.user_id, error.code)
                raise DmClosed() from error
            raise
        if player.dm_ok is not True or player.dm_notice:
            await bot.service.set_dm_ok(record.id, player.user_id, True)
            await bot.store.set_dm_notice(record.id, seat, False)

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
        if await self._bot.store.set_dm_notice(record.id, seat, True):
            await self._bot.store.enqueue(record.id, [Notice(NoticeKind.DM_NOTICE, seat)])
            self.wakeup.set()

    # ------------------------------------------------------------ votes

    async def _motions(self, record: GameRecord) -> None:
        """Post every vote the clock opened that the channel has not seen yet."""
        for motion in await self._bot.service.pending_motions(record.id):
            electorate = voters(record, motion.seat)
            text = t(
                "vote.motion", record.locale, player=texts.mention(motion.user_id),
                count=record.seats[motion.seat].timeouts, needed=needed(len(electorate)), voters=len(electorate),
            )
            view = widgets.vote_view(record.id, motion.id, record.locale)
            message = await self._post(record, f"m{motion.id}", content=text, view=view)
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
        except discord.NotFound:
            return False
        return True


def _shown(record: GameRecord, entries: Sequence[ActionRecord]) -> list[texts.LoggedAction]:
    """The logged actions a post shows (undone ones left out), each marked if the clock or autopilot played it."""
    autopiloted = {player.seat for player in record.seats if player.autopilot}
    return [
        texts.LoggedAction(entry.seat, entry.events, entry.by_clock, entry.seat in autopiloted)
        for entry in entries if not entry.undone
    ]


def _reason(error: BaseException) -> str:
    if isinstance(error, discord.HTTPException):
        return f"HTTP {error.status} code {error.code}"
    return type(error).__name__
