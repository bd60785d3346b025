"""``/game me …``: a player's own settings, in all their games — ``remind``, ``away`` and ``notify``.

One subcommand group keeps them together and leaves room under ``/game``, which Discord caps at 25 options
(a group counts as one and holds up to 25 subcommands of its own)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot import texts
from bot.clock_notes import stamp
from bot.errors import answering
from bot.features import GameCog, install
from bot.reply import Reply
from bot.translator import ls
from core.i18n import t
from core.storage import GameStatus, Notify

if TYPE_CHECKING:
    from bot.app import TombTable

log = logging.getLogger(__name__)


async def remind(reply: Reply, hours: int | None, mute: bool) -> None:
    """``/game me remind``: the caller's reminder interval (all games), or mute this turn's reminders here."""
    bot, lang = reply.bot, reply.lang
    lines = []
    if mute:
        record = await reply.game_here()
        muted = await bot.clock.mute(record.id, reply.user_id)
        lines.append(t("clock.remind.muted", lang, count=muted))
    if hours is not None:
        await bot.clock.set_remind_interval(reply.user_id, hours)
        lines.insert(0, t("clock.remind.every" if hours else "clock.remind.default", lang, hours=hours))
    await reply.private("\n".join(lines) or t("clock.remind.usage", lang))


async def away(reply: Reply, days: int) -> None:
    """``/game me away``: freeze the caller's clocks in all their games; each game's channel is told."""
    bot, lang = reply.bot, reply.lang
    until = await bot.clock.set_away(reply.user_id, days)
    player = texts.mention(reply.user_id)
    for record in await bot.service.games_of(reply.user_id):
        if record.status is GameStatus.ACTIVE:
            key = "clock.away.public" if until else "clock.away.back_public"
            channel = bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
            try:
                await channel.send(t(key, record.locale, player=player, until=stamp(until, "f") if until else ""),
                                   allowed_mentions=discord.AllowedMentions.none())
            except discord.HTTPException as error:
                log.warning("could not post an away notice in game %s (HTTP %s)", record.id, error.status)
    await reply.private(t("clock.away.set", lang, until=stamp(until, "f")) if until else t("clock.away.back", lang))


async def notify(reply: Reply, by: Notify | None) -> None:
    """``/game me notify``: how the caller's turn reaches them in all their games (without ``by``: how it does
    now).  Global, like the reminders: a DM inbox is the person's, whichever server the game is on."""
    bot, lang = reply.bot, reply.lang
    key = "me.notify.set"
    if by is None:
        key, by = "me.notify.current", (await bot.store.prefs(reply.user_id)).notify
    else:
        await bot.store.set_notify(reply.user_id, by)
    how, detail = t(f"me.notify.{by.value}", lang), t(f"me.notify.{by.value}.detail", lang)
    await reply.private(t(key, lang, how=how, detail=detail))


NOTIFY_CHOICES = [app_commands.Choice(name=ls(f"command.me.notify.by.{how.value}"), value=how.value) for how in Notify]


class MeCog(GameCog):
    me = app_commands.Group(name=ls("command.me.name"), description=ls("command.me.description"))

    @me.command(name=ls("command.remind.name"), description=ls("command.remind.description"))
    @app_commands.rename(hours=ls("command.remind.hours.name"), mute=ls("command.remind.mute.name"))
    @app_commands.describe(hours=ls("command.remind.hours.description"), mute=ls("command.remind.mute.description"))
    async def remind(
        self, interaction: discord.Interaction, hours: app_commands.Range[int, 0, 72] | None = None, mute: bool = False
    ) -> None:
        async with answering(interaction) as reply:
            await remind(reply, hours, mute)

    @me.command(name=ls("command.away.name"), description=ls("command.away.description"))
    @app_commands.rename(days=ls("command.away.days.name"))
    @app_commands.describe(days=ls("command.away.days.description"))
    async def away(self, interaction: discord.Interaction, days: app_commands.Range[int, 0, 60]) -> None:
        async with answering(interaction) as reply:
            await away(reply, days)

    @me.command(name=ls("command.me.notify.name"), description=ls("command.me.notify.description"))
    @app_commands.rename(by=ls("command.me.notify.by.name"))
    @app_commands.describe(by=ls("command.me.notify.by.description"))
    @app_commands.choices(by=NOTIFY_CHOICES)
    async def notify(self, interaction: discord.Interaction, by: str | None = None) -> None:
        async with answering(interaction) as reply:
            await notify(reply, Notify(by) if by is not None else None)


async def setup(bot: TombTable) -> None:
    await install(bot, MeCog(bot))
