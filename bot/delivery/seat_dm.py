"""A seat's DM carried out as :mod:`core.posts` plans it: one per seat and segment (hand picture, what they are
asked, Play buttons), for a player whose ``/game me notify`` includes the DM, or while the channel refuses the
bot; later changes in the segment edit it.  A player the channel alone notifies keeps one DM, edited (a first
one is sent silent).  A closed inbox is never a reason to stop trying: the channel is told once ("open your
DMs or use /game hand") and the next change tries again."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import discord

from bot import pictures, texts, widgets
from bot.delivery.discord_io import Messages, reaching
from core.i18n import t
from core.posts import Edit, Ping, SeatCall, Send, dm, final_dm, kept_as, plan_dm_recovery, plan_seat_dm, segment_of, slot_of
from core.service import Outcome
from core.storage import GameRecord, PostRecord
from rules.core import HasHand, Seat

if TYPE_CHECKING:
    from bot.app import TombTable


class SeatDms:
    """Each seat's DM: its hand and whether it must act, then how the game ended."""

    def __init__(self, bot: TombTable, messages: Messages) -> None:
        self._bot = bot
        self._posts = bot.store.kept_posts
        self._reach = bot.store.reach
        self._io = messages

    def hand_picture(self, outcome: Outcome, seat: Seat, after: asyncio.Event | None = None
                     ) -> asyncio.Task[discord.File] | None:
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

    async def deliver(self, outcome: Outcome, seat: Seat, hand: asyncio.Task[discord.File] | None = None,
                      called: int | None = None) -> None:
        """The seat's DM: its hand and whether it must act.  A new message (one that notifies) only when game
        version ``called`` called the seat to act, it still must, its DM is older than that call and the player's
        ``/game me notify`` includes the DM or the channel refuses the bot (see :meth:`_wakes`; a first DM for
        one who chose the channel goes out silent); else the DM is edited in place (the player's own move ending
        their turn, say, must not buzz their phone), and at the end of the game it says how the game ended."""
        bot, record = self._bot, outcome.record
        player = record.seats[seat]
        if player.is_bot or (player.autopilot and not outcome.over):  # a seat on autopilot hears the end too
            return
        lang = bot.names.language_of(player.user_id, record.locale)
        if outcome.over:
            await self._final_dm(outcome, seat, lang)
            return
        asked = seat in outcome.to_act and outcome.result is None
        parts = await self._parts(outcome, seat, lang, asked, hand)
        slot = dm(seat)
        found = await self._posts.posts(record.id, (str(slot), str(slot.sending)))
        post, sending = found.get(str(slot)), found.get(str(slot.sending))
        with reaching(player.user_id):
            recovery = plan_dm_recovery(player.user_id, post, sending)
            if recovery is not None:
                post = await self._recover(recovery.sending, player.user_id, parts["content"])
            call = SeatCall(asked, called, await self._wakes(record, player.user_id, called))
            plan = plan_seat_dm(segment_of(record, False), record.version, seat, player.user_id, post, call)
            if not isinstance(plan, Edit):
                await self._send(plan, parts)
            elif not await self._io.edit(plan.post, parts):  # the DM is gone (deleted): a new one
                await self._send(plan.otherwise, parts)
        if player.dm_ok is not True or player.dm_notice:
            await bot.service.set_dm_ok(record.id, player.user_id, True)
            await self._reach.set_dm_notice(record.id, seat, False)
            await self._reach.clear_delivery_fault(record.id, player.user_id)  # a player back in the server

    async def _parts(self, outcome: Outcome, seat: Seat, lang: str, asked: bool,
                     hand: asyncio.Task[discord.File] | None) -> dict[str, Any]:
        """The DM's words (what the seat is asked, if it must act), its hand picture and its buttons."""
        record, game = outcome.record, outcome.game
        name, link = texts.game_name(game, lang), texts.channel_link(record)
        lines = [t("bot.dm.your_turn" if asked else "bot.dm.hand", lang, game=name, link=link,
                   **texts.turn_params(game, outcome.state))]
        if asked:
            lines += texts.question_lines(outcome, lang, await self._bot.names.of_game(record, lang))
        picture = hand if hand is not None else self.hand_picture(outcome, seat)
        files = [await picture] if picture is not None else []
        view = widgets.turn_view(record.id, lang, table=self._bot.serves_activity) if outcome.result is None else None
        return {"content": "\n".join(lines)[:2000], "files": files, "view": view}

    async def _send(self, send: Send, parts: dict[str, Any]) -> None:
        """A new DM, kept under its sending slot while it goes out (a dead process's is found by its nonce)."""
        user_id = send.post.user_id or 0
        channel = await self._io.dm_channel(user_id)
        fields = dict(parts)
        files, view = fields.pop("files"), fields.pop("view")
        extra: dict[str, Any] = {"view": view} if view is not None else {}
        if send.ping is Ping.SILENT:  # a first DM for a player the channel pings: it must not buzz them a second time
            extra["silent"] = True
        kept = replace(send.post, channel_id=channel.id)
        await self._posts.save_post(kept_as(kept, slot_of(kept).sending))
        message = await channel.send(files=files, nonce=kept.nonce, **fields, **extra)
        await self._posts.save_post(replace(kept, message_id=message.id))

    async def _wakes(self, record: GameRecord, user_id: int, called: int | None) -> bool:
        """Whether the player's call to act comes as a new DM: their ``/game me notify`` includes the DM, or the
        channel that would ping them refuses the bot for now (the DM is then the only way to tell them)."""
        if (await self._bot.store.players.notify_of([user_id]))[user_id].wakes:
            return True
        return called is not None and await self._reach.channel_fault(record.id) is not None

    async def _final_dm(self, outcome: Outcome, seat: Seat, lang: str) -> None:
        """The end reaches the seat's DM: edited to the result (or to who ended the game early), without its
        Play button.  A seat without a DM gets none: the final post in the channel mentioned them."""
        record = outcome.record
        player = record.seats[seat]
        post = final_dm(await self._posts.post(record.id, str(dm(seat))), player.user_id)
        if post is None:
            return
        names = await self._bot.names.of_game(record, lang)
        game, link = texts.game_name(outcome.game, lang), texts.channel_link(record)
        if outcome.result is not None:
            lines = [t("bot.dm.over", lang, game=game, link=link),
                     texts.result_text(record, outcome.result, lang, names, mentions=False)]
        else:
            lines = [t("bot.dm.abandoned", lang, game=game, link=link, player=texts.ender(record, names))]
        with reaching(player.user_id):
            await self._io.edit(post, {"content": "\n".join(lines)[:2000], "view": None})

    async def _recover(self, sending: PostRecord, user_id: int, content: str) -> PostRecord:
        """The DM a process was sending when it died: sent again with its nonce, Discord hands back the
        one it got (or, if it got none or has forgotten the nonce, this sends the text now), and it is kept
        as the seat's DM of its turn, so a later change edits it instead of leaving it beside a new one."""
        channel = await self._io.dm_channel(user_id)
        message = await channel.send(content=content, nonce=sending.nonce)
        post = kept_as(replace(sending, message_id=message.id), slot_of(sending).kept)
        await self._posts.save_post(post)
        return post
