"""Clocks in Discord: the timer dispatcher, reminders, timeouts, ``/game pace``, ``remind``, ``away``, ``mine``.

One dispatcher task sleeps until the earliest pending timer (or until plans change), then lets
:class:`core.clock.GameClock` fire what is due and posts the results.  It starts once the bot is
connected; tests call :meth:`ClockDispatcher.run_due` after moving their injected clock.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from datetime import datetime
from typing import TYPE_CHECKING

import discord

from bot import components, lobby_flow, notify, pictures, questions, texts, vote_flow
from core.clock import Fired, GameClock
from bot.fair_flow import channel_post, reveal_if_over
from core.i18n import t
from bot.replies import answer_private, bot_of, defer_private, defer_public, game_here, post_public, private_lang
from core.service import Outcome
from core.storage import GameRecord, GameStatus

if TYPE_CHECKING:
    from bot.app import TombTable

log = logging.getLogger(__name__)

MAX_SLEEP_S = 3600.0  # wake at least hourly, so a wall-clock jump can't delay a timer for long


def stamp(moment: datetime, style: str = "R") -> str:
    """A Discord timestamp: every reader sees it in their own time zone and language."""
    return f"<t:{int(moment.timestamp())}:{style}>"


class ClockDispatcher:
    """Sleeps to the next timer, fires it, announces it; one task per bot."""

    def __init__(self, bot: TombTable, clock: GameClock) -> None:
        self._bot = bot
        self._clock = clock
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="tombtable-clock")

    async def stop(self) -> None:
        if self._task is not None:
            task, self._task = self._task, None
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _run(self) -> None:
        await self._clock.reconcile()
        while True:
            self._clock.wakeup.clear()
            due = await self._clock.next_due()
            delay = MAX_SLEEP_S if due is None else (due - self._clock.now()).total_seconds()
            if delay > 0:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._clock.wakeup.wait(), timeout=min(delay, MAX_SLEEP_S))
                continue
            try:
                await self.run_due()
            except Exception:  # noqa: BLE001 - the dispatcher must outlive one bad timer
                log.exception("firing timers failed")
                await asyncio.sleep(5)

    async def run_due(self) -> list[Fired]:
        """Fire and announce everything due now."""
        fired = await self._clock.fire_due()
        for item in fired:
            if item.outcome is not None:
                await self._announce_timeout(item)
            else:
                await self._remind(item)
        return fired

    async def _remind(self, fired: Fired) -> None:
        bot, record, seat = self._bot, fired.record, fired.timer.seat
        deadline = await self._clock.deadline_of(record, seat)
        left = stamp(deadline) if deadline else "—"
        game = bot.service.rules(record)
        user = record.user_of(seat)
        name = texts.game_name(game, record.locale)
        public = t("clock.reminder", record.locale, player=texts.mention(user), game=name, left=left)
        await channel_post(bot, record, public)
        if record.seats[seat].dm_ok is not False:
            lang = bot.names.language_of(user, record.locale)
            link = texts.channel_link(record)
            private = t("clock.reminder_dm", lang, game=texts.game_name(game, lang), left=left, link=link)
            if not await notify.send_dm(bot, user, content=private):
                await bot.service.set_dm_ok(record.id, user, False)

    async def _announce_timeout(self, fired: Fired) -> None:
        """The default action's board post, as after any move, headed by why the bot moved."""
        outcome = fired.outcome
        assert outcome is not None
        bot, record, game = self._bot, outcome.record, outcome.game
        lang = record.locale
        names = await bot.names.of_game(record, lang)
        public_events = [event for event in outcome.events if event.is_public]
        public = game.view(outcome.state, None)
        board = await pictures.board_file(game.info.id, public, names, lang, public_events)
        shot = await pictures.shot_files(game.info.id, public, public_events)
        seat = fired.timer.seat
        head_key = "vote.autopilot.played" if record.seats[seat].autopilot else "clock.timeout"
        head = t(head_key, lang, player=texts.mention(record.user_of(seat)))
        notes = await board_notes(bot, record, lang)
        content = f"{head}\n{texts.turn_message(record, outcome, lang, names, notes)}"[:2000]
        extra = {"view": components.turn_view(record.id, lang)} if outcome.result is None else {}
        message = await channel_post(bot, record, content, files=[board, *shot], **extra)
        if message is not None:
            await bot.service.set_board_message(record.id, message.id)
        await notify.send_hands(bot, outcome)
        await reveal_if_over(bot, outcome)
        await questions.ask_by_dm(bot, outcome, names)
        await vote_flow.announce_motions(bot, record)


async def board_notes(bot: TombTable, record: GameRecord, lang: str) -> list[str]:
    """Lines every board post carries: who is away (clock frozen) and which seats are on autopilot."""
    notes = []
    for player in record.seats:
        away = await bot.clock.away_until(player.user_id)
        if player.autopilot:
            notes.append(t("clock.board.autopilot", lang, player=texts.mention(player.user_id)))
        elif away is not None:
            notes.append(t("clock.board.away", lang, player=texts.mention(player.user_id), until=stamp(away, "f")))
    return notes


async def status_lines(bot: TombTable, outcome: Outcome, lang: str) -> list[str]:
    """For ``/game status``: the pace, when the acting seats' time runs out, and who is away."""
    record = outcome.record
    if record.pace_hours is None or outcome.result is not None:
        return []
    lines = [t("clock.status.pace", lang, hours=record.pace_hours)]
    for seat in sorted(outcome.to_act):
        deadline = await bot.clock.deadline_of(record, seat)
        if deadline is not None:
            player = texts.mention(record.user_of(seat))
            lines.append(t("clock.status.deadline", lang, player=player, left=stamp(deadline)))
    for player in record.seats:
        away = await bot.clock.away_until(player.user_id)
        if away is not None:
            lines.append(t("clock.away.public", lang, player=texts.mention(player.user_id), until=stamp(away, "f")))
    return lines


# ---------------------------------------------------------------------- commands


async def pace_here(interaction: discord.Interaction, hours: int) -> None:
    """``/game pace``: the host sets the time per move in the lobby (0: no clock)."""
    await defer_public(interaction)
    bot = bot_of(interaction)
    record = await game_here(interaction)
    record = await bot.service.set_pace(record.id, interaction.user.id, hours or None)
    key = "clock.pace.set" if record.pace_hours else "clock.pace.none"
    await post_public(interaction, record, t(key, record.locale, hours=record.pace_hours))
    await lobby_flow.show_lobby(interaction, record)


async def remind_here(interaction: discord.Interaction, hours: int | None, mute: bool) -> None:
    """``/game remind``: the caller's reminder interval (all games), or mute this turn's reminders here."""
    await defer_private(interaction)
    bot = bot_of(interaction)
    lang = private_lang(interaction)
    lines = []
    if hours is not None:
        await bot.clock.set_remind_interval(interaction.user.id, hours)
        lines.append(t("clock.remind.every" if hours else "clock.remind.default", lang, hours=hours))
    if mute:
        record = await game_here(interaction)
        muted = await bot.clock.mute(record.id, interaction.user.id)
        lines.append(t("clock.remind.muted", lang, count=muted))
    await answer_private(interaction, "\n".join(lines) or t("clock.remind.usage", lang))


async def away_here(interaction: discord.Interaction, days: int) -> None:
    """``/game away``: freeze the caller's clocks in all their games; each game's channel is told."""
    await defer_private(interaction)
    bot = bot_of(interaction)
    lang = private_lang(interaction)
    until = await bot.clock.set_away(interaction.user.id, days)
    player = texts.mention(interaction.user.id)
    for record in await bot.service.games_of(interaction.user.id):
        if record.status is GameStatus.ACTIVE:
            key = "clock.away.public" if until else "clock.away.back_public"
            shown = stamp(until, "f") if until else ""
            await channel_post(bot, record, t(key, record.locale, player=player, until=shown))
    text = t("clock.away.set", lang, until=stamp(until, "f")) if until else t("clock.away.back", lang)
    await answer_private(interaction, text)


async def mine_here(interaction: discord.Interaction) -> None:
    """``/game mine``: the caller's games on this server, whose turn it is, and links."""
    await defer_private(interaction)
    bot = bot_of(interaction)
    lang = private_lang(interaction)
    lines = []
    for record in await bot.service.games_of(interaction.user.id):
        if record.guild_id != interaction.guild_id:
            continue
        game = bot.service.rules(record)
        name, link = texts.game_name(game, lang), texts.channel_link(record)
        if record.status is GameStatus.LOBBY:
            lines.append(t("clock.mine.lobby", lang, game=name, link=link))
            continue
        outcome = await bot.service.current(record.id)
        players = ", ".join(texts.mention(record.user_of(seat)) for seat in sorted(outcome.to_act))
        mine = record.seat_of(interaction.user.id) in outcome.to_act
        deadlines = [await bot.clock.deadline_of(record, seat) for seat in sorted(outcome.to_act)]
        due = min((d for d in deadlines if d is not None), default=None)
        key = "clock.mine.your_turn" if mine else "clock.mine.waiting"
        line = t(key, lang, game=name, link=link, players=players)
        lines.append(line + (" " + t("clock.mine.due", lang, left=stamp(due)) if due else ""))
    away = await bot.clock.away_until(interaction.user.id)
    if away:
        lines.append(t("clock.mine.away", lang, until=stamp(away, "f")))
    await answer_private(interaction, "\n".join(lines)[:2000] or t("clock.mine.none", lang))
