"""The table's vote on a player who keeps timing out: ballots and the seat claim.

The clock opens a vote (see :mod:`core.votes`) and the delivery posts it with Replace / Autopilot /
Keep waiting buttons.  Ballots are answered privately; once a majority decides, the vote post loses
its buttons and the decision is posted.  After a replace vote, anyone not playing may click "Take
this seat" and gets the hand by DM.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from bot import codec, texts, widgets
from bot.errors import answering
from bot.features import Clicked, GameCog, install
from bot.reply import Reply
from core.i18n import t
from core.storage import GameRecord
from core.votes import CHOICES, needed, voters

if TYPE_CHECKING:
    from bot.app import TombTable

log = logging.getLogger(__name__)
MENTIONS = discord.AllowedMentions(users=True, everyone=False, roles=False)


async def vote(reply: Reply, game_pk: int, motion_id: int, choice: str) -> None:
    """A ballot: counted privately; a decision closes the vote post and is announced to the table."""
    bot, lang = reply.bot, reply.lang
    ballot = await bot.service.vote(game_pk, motion_id, reply.user_id, choice)
    reply.committed = True
    motion, record = ballot.motion, ballot.record
    tally = ", ".join(
        t("vote.tally", lang, choice=t(f"vote.choice.{c}", lang), count=n)
        for c in CHOICES
        if (n := sum(1 for v in motion.votes.values() if v == c))
    )
    electorate = len(voters(record, motion.seat))
    await reply.private(
        t("vote.counted", lang, choice=t(f"vote.choice.{choice}", lang), tally=tally, needed=needed(electorate))
    )
    if ballot.decided is None:
        return
    decision = t(f"vote.decided.{ballot.decided}", record.locale, player=texts.mention(motion.user_id))
    await _close_post(reply.bot, record, motion.message_id, f"{texts.motion_text(record, motion)}\n{decision}")
    extra: dict[str, Any] = {}
    if ballot.decided == "replace":
        extra["view"] = widgets.claim_view(record.id, motion.id, record.locale)
    channel = bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
    await channel.send(decision, allowed_mentions=MENTIONS, **extra)
    await bot.delivery.flush(record.id)


async def claim(reply: Reply, game_pk: int, motion_id: int) -> None:
    """"Take this seat": the clicker gets the seat and, by DM, its hand; the table is told."""
    bot = reply.bot
    await reply.think_privately()
    outcome = await bot.service.claim_seat(game_pk, motion_id, reply.user_id)
    reply.committed = True
    record = outcome.record
    motion = await bot.store.motion(motion_id)
    assert motion is not None  # the claim just settled it
    await reply.private(t("vote.claimed", reply.lang))
    done = t("seat.replace.done", record.locale, old=texts.mention(motion.user_id), new=texts.mention(reply.user_id))
    if reply.interaction.message is not None:
        await _close_post(bot, record, reply.interaction.message.id, done)
    await bot.delivery.flush(record.id, outcome)


async def _close_post(bot: TombTable, record: GameRecord, message_id: int | None, content: str) -> None:
    """Replace a vote or claim post's text and drop its buttons (they would only be refused now)."""
    if message_id is None:
        return
    channel = bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
    try:
        await channel.get_partial_message(message_id).edit(content=content, view=None, allowed_mentions=MENTIONS)
    except discord.HTTPException as error:
        log.warning("could not close the vote post of game %s (HTTP %s)", record.id, error.status)


class VoteButton(Clicked, template=codec.VOTE):
    """A ballot of the other players on a seat whose clock keeps running out."""

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            await reply.think_privately()
            await vote(reply, codec.number(self.match["game"]), codec.number(self.match["motion"]), self.match["choice"])


class ClaimButton(Clicked, template=codec.CLAIM):
    """After a replace vote: whoever is not playing may take the seat."""

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            await claim(reply, codec.number(self.match["game"]), codec.number(self.match["motion"]))


class VotesCog(GameCog):
    """No command of its own: votes are opened by the clock and answered with buttons."""


async def setup(bot: TombTable) -> None:
    await install(bot, VotesCog(bot), (VoteButton, ClaimButton))
