"""The channel's turn post carried out as :mod:`core.posts` plans it: one post per turn segment, edited in
place while the same seats act; a new segment gets a new post, and only then are the players to act pinged
(those whose ``/game me notify`` is the channel, the default, or both; or the DM, when their DMs fail).  A
turn whose moves no longer fit is continued in a new post, moves that piled up are paged out first, and the
board copies ``/game board`` made of earlier segments become records of their moves."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import replace
from itertools import takewhile
from typing import TYPE_CHECKING, Any

import discord

from bot import pictures, texts, widgets
from bot.clock_notes import board_notes
from bot.delivery.discord_io import SILENT, Messages, channel_refusal, is_outage, log, reason
from bot.delivery.reminders import Reminders
from bot.names import Medium
from core.db.base import Busy
from core.i18n import t
from core.posts import (
    FULL, SENDING, TURN, DropTakenBack, Edit, KeepFull, Operation, PageOut, Ping, Segment, Send, SlotKind, Trim,
    copy_of, earlier, kept_as, page, plan_continuation, plan_next_full, plan_opening, plan_recovery, plan_turn_post,
    plan_undo_reach, segment_of,
)
from core.service import Outcome
from core.storage import ActionRecord, GameRecord, PostRecord
from rules.core import Event

if TYPE_CHECKING:
    from bot.app import TombTable

MARKED_LOOKBACK = 40
"""Actions read back for the run of moves a board marks (the last seat's): more than one turn takes."""


class TurnPosts:
    """The turn post, its pages and full posts, and the board copies of the segments it leaves behind."""

    def __init__(self, bot: TombTable, messages: Messages, reminders: Reminders) -> None:
        self._bot = bot
        self._posts = bot.store.kept_posts
        self._io = messages
        self._reminders = reminders

    async def deliver(self, outcome: Outcome, board_started: asyncio.Event) -> None:
        """The live turn post brought up to date, then the board copies and reminders the turn has left behind."""
        await self._live_post(outcome, board_started)
        await self._retire_copies(outcome)
        await self._reminders.retire(outcome)

    # ------------------------------------------------------------ what a post shows

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
        page = self._bot.page_url(record)  # the web page's link button, when pages are served
        parts["view"] = (widgets.rematch_view(record.id, lang, page) if final
                         else widgets.turn_view(record.id, lang, page, table=self._bot.serves_activity))
        parts["first_n"] = first_n
        parts["last_n"] = everything[-1].n if everything else first_n - 1
        return parts

    async def _marked_events(self, record: GameRecord, last_n: int) -> list[Event]:
        """The public events whose moves the board marks: the run of actions, up to action ``last_n``, of
        the seat that acted last (its turn so far, or the turn just ended when the post opens the next)."""
        logged = [entry for entry in await self._bot.store.play.actions(record.id, since=max(1, last_n - MARKED_LOOKBACK), until=last_n)
                  if not entry.undone and entry.version_after <= record.version]
        run = list(takewhile(lambda entry: entry.seat == logged[-1].seat, reversed(logged))) if logged else []
        return [event for entry in reversed(run) for event in entry.events if event.is_public]

    async def _turn_text(self, outcome: Outcome, lang: str, first_n: int, names: texts.Names, notes: Sequence[str]
                         ) -> tuple[str, list[ActionRecord], list[Event]]:
        """The post's words from action ``first_n`` on, the actions they show (undone ones included) and
        the public events of the last one (what the board outlines)."""
        record = outcome.record
        # Only the moves this state contains: one committed since (another process, or a move this one
        # saves while the post is drawn) belongs to its own delivery, maybe to the next segment's post.
        logged_since = await self._bot.store.play.actions(record.id, since=first_n)
        everything = [entry for entry in logged_since if entry.version_after <= record.version]
        entries = [entry for entry in everything if not entry.undone]
        content = texts.turn_message(record, outcome, _shown(record, entries), lang, names, notes)
        last_events = [event for event in (entries[-1].events if entries else ()) if event.is_public]
        return content, everything, last_events

    async def _moves_text(self, outcome: Outcome, first_n: int, last_n: int) -> str:
        """The log lines of actions ``first_n`` to ``last_n``, without the board or the hint of a live post."""
        record, lang = outcome.record, outcome.record.locale
        names = await self._bot.names.of_game(record, lang)
        logged = await self._bot.store.play.actions(record.id, since=first_n, until=last_n)
        return texts.moves_message(outcome, _shown(record, logged), lang, names)

    # ------------------------------------------------------------ the live post, as planned

    async def _live_post(self, outcome: Outcome, board_started: asyncio.Event) -> None:
        record = outcome.record
        segment = segment_of(record, outcome.over)
        found = await self._posts.posts(record.id, (str(TURN), str(SENDING), str(FULL)))
        post, sending, full = found.get(str(TURN)), found.get(str(SENDING)), found.get(str(FULL))
        recovery = plan_recovery(segment, post, sending)
        if recovery is not None:
            post = await self._recover(outcome, recovery.sending)
        opening = plan_opening(segment, post, full)
        await self._carry_out(outcome, opening.operations)
        parts = await self.turn_parts(outcome, record.locale, opening.since, board_started, opening.full_after)
        last_n, shown_from = parts.pop("last_n"), parts.pop("first_n")
        continuation = plan_continuation(segment, post, opening.since, shown_from, texts.clipped(parts["content"]))
        for operation in continuation.operations:
            if isinstance(operation, PageOut):
                shown_from = await self._page_out(outcome, operation.since, segment)
                parts = await self.turn_parts(outcome, record.locale, shown_from)
                last_n = parts.pop("last_n")
                parts.pop("first_n")
            else:
                await self._carry_out(outcome, (operation,))
        plan = plan_turn_post(segment, post, continuation.continued, shown_from, last_n)
        if isinstance(plan, Edit):
            if await self._io.edit(plan.post, parts):
                if plan.save is not None:
                    await self._posts.save_post(plan.save)
                return
            plan = plan.otherwise
        await self._send(outcome, plan, parts)

    async def _carry_out(self, outcome: Outcome, operations: Sequence[Operation]) -> None:
        for operation in operations:
            if isinstance(operation, Trim):
                await self._trim(outcome, operation.post, operation.since)
            elif isinstance(operation, KeepFull):
                await self._keep_full(operation.post)
            elif isinstance(operation, DropTakenBack):
                await self._drop_taken_back(outcome, operation.full)
            else:
                raise TypeError(f"not an operation on kept posts: {operation!r}")

    async def _send(self, outcome: Outcome, send: Send, parts: dict[str, Any]) -> None:
        """A new live post, kept under :data:`~core.posts.SENDING` while it goes out, so a process that dies
        before keeping it finds it again by its nonce."""
        record, kept = outcome.record, send.post
        mentions = await self._mentions(outcome, send.ping)
        await self._posts.save_post(kept_as(kept, SENDING))
        message = await self._io.post(record, kept.nonce, mentions=mentions, **parts)
        kept = replace(kept, message_id=message.id)
        if message.content != parts["content"]:  # Discord returned the post a killed run made: bring it up to date
            fresh = await self.turn_parts(outcome, record.locale, kept.first_n)
            fresh.pop("last_n"), fresh.pop("first_n")
            await self._io.edit(kept, fresh)
        await self._posts.save_post(kept)
        if send.retire_earlier:
            await self._posts.forget_posts(record.id, SlotKind.EARLIER.prefix, before_segment=kept.segment)
        await self._bot.service.set_board_message(record.id, message.id)

    async def _mentions(self, outcome: Outcome, ping: Ping) -> discord.AllowedMentions:
        """Who a new turn post notifies: the people to act (not on autopilot) whose ``/game me notify`` lets the
        channel ping them (anyone else it names, a player away say, is not pinged); the final post every person
        seated, and only them, but whoever ended it."""
        record = outcome.record
        if ping is Ping.QUIET:
            return SILENT
        if ping is Ping.FINAL:
            ender = await self._ender(record)
            return discord.AllowedMentions(users=[discord.Object(id=player.user_id) for player in record.seats
                                                  if not player.is_bot and player.user_id != ender],
                                           everyone=False, roles=False)
        people = [record.seats[seat] for seat in sorted(outcome.to_act)
                  if not record.seats[seat].is_bot and not record.seats[seat].autopilot]
        how = await self._bot.store.players.notify_of([player.user_id for player in people])
        users = [discord.Object(id=player.user_id) for player in people if how[player.user_id].pings(player.dm_ok)]
        return discord.AllowedMentions(users=users, everyone=False, roles=False)

    async def _ender(self, record: GameRecord) -> int | None:
        """The person whose own command ended the game (abandoned it, or made its last move: a concession
        included), named but not pinged by the final post; ``None`` when a bot or the clock ended it."""
        if record.ended_by is not None:
            return record.ended_by
        played = [entry for entry in await self._bot.store.play.actions(record.id) if not entry.undone]
        if not played or played[-1].by_clock:
            return None
        player = record.seats[played[-1].seat]
        return None if player.is_bot else player.user_id

    async def _page_out(self, outcome: Outcome, since: int, segment: Segment) -> int:
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
            kept = page(segment, since, standing[count - 1].n)
            message = await self._io.post(record, kept.nonce, mentions=SILENT, content=text)
            kept = replace(kept, message_id=message.id)
            if message.content != text:  # Discord handed back the page a killed run sent: its moves may differ
                await self._io.edit(kept, {"content": text})
            await self._keep_full(kept)
            since = kept.last_n + 1

    async def _keep_full(self, post: PostRecord) -> None:
        """``post`` is now the full post (the one undo reaches first), and stays findable as an earlier one."""
        await self._posts.save_post(kept_as(post, earlier(post.last_n)))
        await self._posts.save_post(kept_as(post, FULL))

    async def _trim(self, outcome: Outcome, post: PostRecord, since: int) -> None:
        """Leave a post that a new one takes over from (a continuation, or the next turn's post) as a record:
        exactly the moves it was saved with, from ``since`` to ``post.last_n``, and its board picture, but no
        longer who must act nor the Play button (they belong to the live post).  Saved moves only: a process
        that died after editing it, before saving how far it got, may have added later ones, which the new
        post shows."""
        moves = await self._moves_text(outcome, since, post.last_n)
        if not moves:  # the game's first post, taken over by the move that passed the first turn
            moves = t("bot.turn.started", outcome.record.locale, game=texts.game_name(outcome.game, outcome.record.locale))
        await self._io.edit(post, {"content": moves, "view": None})

    async def _drop_taken_back(self, outcome: Outcome, full: PostRecord) -> None:
        """Undo takes a turn's moves back one by one, so it can reach those of the full post a continuation
        took over from: that post then leaves them out (the live post shows the board as it is now).  Once
        all of its moves are taken back, undo may go on into the post before it, which becomes the full one."""
        record = outcome.record
        while True:
            logged = await self._bot.store.play.actions(record.id, since=full.first_n, until=full.last_n)
            reach = plan_undo_reach(full, max((entry.n for entry in logged if not entry.undone), default=full.first_n - 1))
            if reach.shrunk is not None:
                content = (await self._moves_text(outcome, full.first_n, reach.shrunk.last_n)
                           or t("bot.turn.taken_back", record.locale))
                await self._io.edit(full, {"content": content})
                await self._posts.save_post(reach.shrunk)
            if reach.look_before is None:
                return
            before = plan_next_full(full, await self._posts.post(record.id, str(reach.look_before)))
            if before is None:
                return
            full = before
            await self._posts.save_post(full)

    async def _recover(self, outcome: Outcome, sending: PostRecord) -> PostRecord:
        """The post a process was sending when it died, for a turn the game has left since: sent again with
        its nonce (Discord hands back the message if it got it; otherwise this posts it now, silently, as
        nobody is waiting on that turn any more), trimmed to its moves and kept as the turn post, so the
        next post starts after them instead of leaving an orphan showing them twice."""
        record = outcome.record
        content = await self._moves_text(outcome, sending.first_n, sending.last_n)
        message = await self._io.post(record, sending.nonce, mentions=SILENT, content=content)
        post = kept_as(replace(sending, message_id=message.id), TURN)
        if message.content != content:
            await self._io.edit(post, {"content": content})
        await self._posts.save_post(post)
        return post

    # ------------------------------------------------------------ board copies

    async def board_copy(self, outcome: Outcome) -> dict[str, Any]:
        """What ``/game board`` posts: the live turn post again, from the move it starts at (a long turn's
        continuation starts after its full posts), so the copy never hides moves behind a "…"; ``first_n``
        and ``last_n`` are the moves it shows (see :meth:`keep_copy`)."""
        record = outcome.record
        post = await self._posts.post(record.id, str(TURN))
        live = post is not None and record.turn is not None and post.segment == record.turn.segment
        return await self.turn_parts(outcome, record.locale, post.first_n if live and post and post.first_n else None)

    async def claim_copy(self, outcome: Outcome, user_id: int) -> str | None:
        """Whether ``user_id`` may post a copy of the board in the channel: ``None`` once this call took the turn
        segment's one public copy, else the catalog key of why the copy is only for them (a non-player; a copy
        already posted this turn; the database locked by another process: the board is still read and shown)."""
        record = outcome.record
        if record.seat_of(user_id) is None:
            return "bot.board.not_seated"
        segment = segment_of(record, outcome.over).number
        claim = PostRecord(record.id, str(copy_of(segment)), segment, user_id, record.channel_id, 0)
        try:
            claimed = await self._posts.claim_post(claim)
        except Busy:
            return "bot.board.busy"
        return None if claimed else "bot.board.once_per_turn"

    async def keep_copy(self, outcome: Outcome, message_id: int | None, first_n: int = 0, last_n: int = 0) -> None:
        """Record the public copy just posted (showing moves ``first_n`` to ``last_n``), so it loses who must act
        and its buttons once the turn moves on; ``None``: it could not be posted, someone else may try."""
        record = outcome.record
        segment = segment_of(record, outcome.over).number
        slot = str(copy_of(segment))
        if message_id is None:
            await self._posts.drop_post(record.id, slot)
            return
        await self._posts.save_post(
            PostRecord(record.id, slot, segment, None, record.channel_id, message_id, None, last_n, first_n))

    async def _retire_copies(self, outcome: Outcome) -> None:
        """Board copies of earlier turn segments become records of their moves, like the turn post they copied:
        no "your move" line, no buttons (see :meth:`_trim`)."""
        record = outcome.record
        segment = segment_of(record, outcome.over).number
        for copy in await self._posts.posts_like(record.id, SlotKind.COPY.prefix, before_segment=segment):
            try:
                if copy.message_id:
                    await self._trim(outcome, copy, copy.first_n or copy.last_n + 1)
            except discord.HTTPException as error:  # an outage, or the channel refusing: the turn notice retries
                if is_outage(error) or channel_refusal(error) is not None:
                    raise
                log.info("game %s: board copy %s left as it is (%s)", record.id, copy.message_id, reason(error))
            await self._posts.drop_post(record.id, copy.slot)


def _shown(record: GameRecord, entries: Sequence[ActionRecord]) -> list[texts.LoggedAction]:
    """The logged actions a post shows (undone ones left out), each marked if the clock or autopilot played it."""
    autopiloted = {player.seat for player in record.seats if player.autopilot}
    return [
        texts.LoggedAction(entry.seat, entry.events, entry.by_clock, entry.seat in autopiloted)
        for entry in entries if not entry.undone
    ]
