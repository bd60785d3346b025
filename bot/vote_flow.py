"""The table's vote on a player who keeps timing out, in Discord: the vote post, ballots, the seat claim.

The clock opens a vote (see :mod:`core.votes`); right after the timeout's board post,
:func:`announce_motions` posts it with Replace / Autopilot / Keep waiting buttons.  Ballots are
answered privately; once a majority decides, the vote post loses its buttons and the decision is
posted.  After a replace vote, anyone not playing may click "Take this seat" and gets the hand by DM.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot import components, notify, texts
from bot.fair_flow import channel_post
from core.i18n import t
from bot.replies import answer_private, bot_of, defer_private, private_lang
from core.storage import GameRecord, MotionRecord
from core.votes import CHOICES, needed, voters

if TYPE_CHECKING:
    from bot.app import TombTable

log = logging.getLogger(__name__)


async def announce_motions(bot: TombTable, record: GameRecord) -> None:
    """Post every vote the clock opened and the channel has not seen yet."""
    for motion in await bot.service.pending_motions(record.id):
        message = await channel_post(bot, record, motion_text(record, motion), view=components.vote_view(
            record.id, motion.id, record.locale
        ))
        if message is not None:
            await bot.service.set_motion_message(motion.id, message.id)


def motion_text(record: GameRecord, motion: MotionRecord) -> str:
    lang, electorate = record.locale, voters(record, motion.seat)
    player = texts.mention(motion.user_id)
    return t(
        "vote.motion", lang, player=player, count=record.seats[motion.seat].timeouts,
        needed=needed(len(electorate)), voters=len(electorate),
    )


async def vote_clicked(interaction: discord.Interaction, game_pk: int, motion_id: int, choice: str) -> None:
    """A ballot: counted privately; a decision closes the vote post and is announced to the table."""
    await defer_private(interaction)
    bot = bot_of(interaction)
    lang = private_lang(interaction)
    ballot = await bot.service.vote(game_pk, motion_id, interaction.user.id, choice)
    motion, record = ballot.motion, ballot.record
    tally = ", ".join(
        t("vote.tally", lang, choice=t(f"vote.choice.{c}", lang), count=n)
        for c in CHOICES
        if (n := sum(1 for v in motion.votes.values() if v == c))
    )
    electorate = len(voters(record, motion.seat))
    counted = t("vote.counted", lang, choice=t(f"vote.choice.{choice}", lang), tally=tally, needed=needed(electorate))
    await answer_private(interaction, counted)
    if ballot.decided is None:
        return
    decision = t(f"vote.decided.{ballot.decided}", record.locale, player=texts.mention(motion.user_id))
    await _close_post(bot, record, motion.message_id, f"{motion_text(record, motion)}\n{decision}")
    extra = {"view": components.claim_view(record.id, motion.id, record.locale)} if ballot.decided == "replace" else {}
    await channel_post(bot, record, decision, **extra)


async def claim_clicked(interaction: discord.Interaction, game_pk: int, motion_id: int) -> None:
    """"Take this seat": the clicker gets the seat and, by DM, its hand; the table is told."""
    await defer_private(interaction)
    bot = bot_of(interaction)
    outcome = await bot.service.claim_seat(game_pk, motion_id, interaction.user.id)
    record = outcome.record
    motion = await bot.store.motion(motion_id)
    assert motion is not None  # the claim just settled it
    await answer_private(interaction, t("vote.claimed", private_lang(interaction)))
    old, new = texts.mention(motion.user_id), texts.mention(interaction.user.id)
    done = t("seat.replace.done", record.locale, old=old, new=new)
    if interaction.message is not None:
        await _close_post(bot, record, interaction.message.id, done)
    else:
        await channel_post(bot, record, done)
    await notify.send_hands(bot, outcome)


async def _close_post(bot: TombTable, record: GameRecord, message_id: int | None, content: str) -> None:
    """Replace a vote or claim post's text and drop its buttons (they would only be refused now)."""
    if message_id is None:
        return
    channel = bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
    mentions = discord.AllowedMentions(users=True, everyone=False, roles=False)
    try:
        await channel.get_partial_message(message_id).edit(content=content, view=None, allowed_mentions=mentions)
    except discord.HTTPException as error:
        log.warning("could not close the vote post of game %s (HTTP %s)", record.id, error.status)
