"""Opening the table: the "Open the table" button of the turn post and the hand DM launches the Discord Activity.

The click is answered with Discord's launch-activity response (callback type 12), whose answer names the
Activity instance it opened; the bot records which game that instance shows, so the Activity's server (maybe
another process) shows that game, even in a DM where no channel names it.  A launch Discord refuses (the
app's Activities switched off, or not offered on that device) gets a private answer saying how to play
instead, and the operator a log line saying what to turn on.  A record the database fails to keep does not
stop the Activity, whose server then finds the game by the channel.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord.interactions import InteractionCallbackActivityInstance

from bot import codec
from bot.errors import answering
from bot.features import Clicked, GameCog, install
from bot.reply import Pending, Reply
from core.db.base import Busy, outage
from core.i18n import t
from rules.core import IllegalAction

if TYPE_CHECKING:
    from bot.app import TombTable

log = logging.getLogger(__name__)

UNANSWERABLE = (10062, 40060)
"""Unknown interaction (its 3 s were over), already acknowledged: no answer reaches that click any more."""


async def open_table(reply: Reply, game_pk: int) -> None:
    """Launch the Activity for game ``game_pk`` and record its instance, or say privately why it cannot open."""
    bot, interaction = reply.bot, reply.interaction
    if not bot.serves_activity:  # an old post's button, after a restart without the Activity's settings
        await refuse(reply, game_pk)
        return
    if interaction.guild_id is None:  # the hand DM's button: only a seat of that game may open it there
        record = await bot.service.load(game_pk)
        if record.seat_of(reply.user_id) is None:
            raise IllegalAction("error.not_in_game")
    try:
        launched = await interaction.response.launch_activity()
    except discord.HTTPException as error:
        if error.code in UNANSWERABLE:
            log.info("game %s: the Activity's launch came too late for Discord (code %s)", game_pk, error.code)
            return
        if error.status >= 500:
            log.warning("game %s: Discord failed to launch the Activity (HTTP %s); the player was told how to play"
                        " without it", game_pk, error.status)
        else:
            log.warning("game %s: Discord refused to launch the Activity (HTTP %s, code %s: %s). Turn on Activities"
                        " for the application in the Developer Portal (Activities → Settings) and the platforms it"
                        " runs on; until then players use the buttons and the game page", game_pk, error.status,
                        error.code, error.text)
        await refuse(reply, game_pk)
        return
    reply.pending = Pending.DONE  # whatever follows can only be a follow-up
    resource = launched.resource
    instance = resource.id if isinstance(resource, InteractionCallbackActivityInstance) else launched.activity_id
    if instance is None:
        log.warning("game %s: Discord launched the Activity without naming its instance", game_pk)
        return
    try:
        await bot.store.record_launch(instance, game_pk, reply.user_id)
    except Exception as error:
        if not (isinstance(error, Busy) or outage(error)):
            raise
        log.warning("game %s: Activity instance %s opened but not recorded (%s: %s); its server finds the game by"
                    " the channel (not from a DM)", game_pk, instance, type(error).__name__, error)


async def refuse(reply: Reply, game_pk: int) -> None:
    """Why the table did not open, and the other ways to play: the Play button, and the game's page if served."""
    record = await reply.bot.service.load(game_pk)
    page = reply.bot.page_url(record)
    play = t("bot.button.play", reply.lang)
    text = t("launch.refused_page", reply.lang, play=play, page=page) if page else t("launch.refused", reply.lang, play=play)
    await reply.private(text)


class OpenTableButton(Clicked, template=codec.TABLE):
    """"Open the table": the game in the Discord Activity."""

    in_dms = True

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            await open_table(reply, codec.number(self.match["game"]))


class ActivityCog(GameCog):
    """No command of its own: the Activity opens from its button, or from Discord's app launcher."""


async def setup(bot: TombTable) -> None:
    await install(bot, ActivityCog(bot), (OpenTableButton,))
