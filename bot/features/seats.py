"""Taking back a move, handing a seat to someone else or to a bot (a player may put their own seat on
autopilot), and the server's stats: ``/game undo``, ``/game replace``, ``/game autopilot``, ``/game stats``.
Refusals are checked before anything public is shown."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot import texts, widgets
from bot.errors import answering, in_time
from bot.features import GameCog, install
from bot.reply import Reply, pinging
from bot.translator import ls
from core.i18n import t
from core.service import BOT_LEVELS, GameService
from core.storage import GameRecord, Store
from rules.core import IllegalAction

if TYPE_CHECKING:
    from bot.app import TombTable


async def undo(reply: Reply) -> None:
    """The caller's last action is taken back; the turn post is redrawn as if it was never played."""
    bot = reply.bot
    record = await reply.game_here()
    await reply.names_of(record)  # a refusal names who acted since
    outcome = await bot.service.undo(record.id, reply.user_id)
    reply.committed = True
    text = t("seat.undo.done", outcome.record.locale, player=texts.mention(reply.user_id))
    await reply.public(outcome.record, text, allowed_mentions=pinging())  # the caller's own move: no ping
    await bot.delivery.flush(outcome.record.id, outcome)


async def replace(reply: Reply, new: discord.User | discord.Member, old: discord.User | discord.Member | None,
                  bot_seat: str | None = None) -> None:
    """The host (or a channel manager) gives a seat to ``new``, a person of this server not yet playing:
    ``old``'s, or a bot player's (``bot_seat``, so a friend who turns up can take the bot's place);
    ``new`` gets the seat's hand by DM."""
    bot = reply.bot
    record = await reply.game_here()
    if new.bot:
        raise IllegalAction("error.replace.not_a_person")
    if not isinstance(new, discord.Member):
        raise IllegalAction("error.replace.not_a_member")
    if old is not None and bot_seat is not None:
        raise IllegalAction("error.replace.who")
    old_id = old.id if old is not None else await _bot_leaving(reply, record, bot_seat)
    may_manage = bool(reply.interaction.permissions.manage_channels)
    outcome = await bot.service.replace(record.id, reply.user_id, may_manage, old_id, new.id)
    reply.committed = True
    text = t("seat.replace.done", outcome.record.locale, old=texts.mention(old_id), new=texts.mention(new.id))
    await reply.public(outcome.record, text)
    await bot.delivery.flush(outcome.record.id, outcome)


async def _bot_leaving(reply: Reply, record: GameRecord, bot_seat: str | None) -> int:
    """The id of the bot player ``bot_seat`` names: the seat number the autocomplete offers, or the start
    of one bot's name typed instead."""
    if bot_seat is None:
        raise IllegalAction("error.replace.who")
    bots = [seat for seat in record.seats if seat.is_bot]
    names = await reply.names_of(record)
    typed = bot_seat.strip().casefold()
    by_number = [seat for seat in bots if str(seat.seat) == typed]
    by_name = [seat for seat in bots if typed and names[seat.seat].casefold().startswith(typed)]
    chosen = by_number or by_name  # picked from the list, or typed (a name's start that fits one bot only)
    if len(chosen) != 1:
        listed = ", ".join(names[seat.seat] for seat in bots)
        raise IllegalAction("error.replace.not_a_bot", bots=listed) if bots else IllegalAction("error.replace.no_bots")
    return chosen[0].user_id


async def bot_seat_choices(reply: Reply, typed: str) -> list[app_commands.Choice[str]]:
    """The bot players of this channel's game, by name (the value is the seat number)."""
    record = await reply.bot.service.by_channel(reply.interaction.channel_id or 0)
    if record is None:
        return []
    names = await reply.names_of(record)
    wanted = typed.casefold().strip()
    return [
        widgets.suggestion(names[seat.seat], str(seat.seat))
        for seat in record.seats if seat.is_bot and wanted in names[seat.seat].casefold()
    ]


OFF = "off"
AUTOPILOT_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name=ls(f"seat.autopilot.choice.{level}"), value=level) for level in (*BOT_LEVELS, OFF)
]


async def autopilot(reply: Reply, player: discord.User | discord.Member | None, level: str) -> None:
    """The host puts a player's seat on autopilot at a bot level (or changes it), and a player their own;
    ``off`` gives the seat back.  A player's own call is announced without pinging them."""
    bot = reply.bot
    record = await reply.game_here()
    user_id = player.id if player is not None else reply.user_id
    may_manage = bool(reply.interaction.permissions.manage_channels)
    chosen = None if level == OFF else level
    saved = await bot.service.set_autopilot(record.id, reply.user_id, may_manage, user_id, chosen)
    reply.committed = True
    lang = saved.locale
    text = (t("seat.autopilot.off", lang, player=texts.mention(user_id)) if chosen is None else
            t("seat.autopilot.on", lang, player=texts.mention(user_id), level=t(f"bot.level.{chosen}", lang)))
    await reply.public(saved, text, allowed_mentions=pinging() if user_id == reply.user_id else pinging(user_id))
    await bot.delivery.flush(saved.id)


@dataclass
class GameStats:
    played: int = 0
    won: int = 0
    with_bots: int = 0  # of those played, games with a bot player seated: wins there say less


async def server_stats(store: Store, service: GameService, guild_id: int, user_id: int | None) -> dict[str, GameStats]:
    """Finished games per game kind on this server: all of them, or the ones ``user_id`` sat in."""
    stats: dict[str, GameStats] = defaultdict(GameStats)
    for record in await store.ended_games(guild_id):
        seat = record.seat_of(user_id) if user_id is not None else None
        if user_id is not None and seat is None:
            continue
        entry = stats[record.game_kind]
        entry.played += 1
        entry.with_bots += any(player.is_bot for player in record.seats)
        result = (await service.current(record.id)).result
        if result is not None and (seat in result.winners if user_id is not None else bool(result.winners)):
            entry.won += 1
    return dict(stats)


async def stats(reply: Reply, user: discord.User | discord.Member | None) -> None:
    """``/game stats [@user]``: games and wins per game on this server; co-op games as a win rate."""
    bot, lang = reply.bot, reply.lang
    found = await server_stats(bot.store, bot.service, reply.interaction.guild_id or 0, user.id if user else None)
    lines = [t("seat.stats.user", lang, player=texts.mention(user.id)) if user else t("seat.stats.server", lang)]
    for kind, entry in sorted(found.items()):
        game = bot.service.rules_of(kind)
        name = texts.game_name(game, lang)
        rate = round(100 * entry.won / entry.played)
        if game.info.cooperative:
            line = t("seat.stats.coop_line", lang, game=name, played=entry.played, rate=rate)
        elif user is not None:
            line = t("seat.stats.line", lang, game=name, played=entry.played, won=entry.won)
        else:
            line = t("seat.stats.server_line", lang, game=name, played=entry.played)
        lines.append(line + (t("seat.stats.with_bots", lang, count=entry.with_bots) if entry.with_bots else ""))
    if not found:
        lines.append(t("seat.stats.none", lang))
    await reply.private("\n".join(lines)[:2000])


class SeatsCog(GameCog):
    @app_commands.command(name=ls("command.undo.name"), description=ls("command.undo.description"))
    async def undo(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            await undo(reply)

    @app_commands.command(name=ls("command.replace.name"), description=ls("command.replace.description"))
    @app_commands.rename(new=ls("command.replace.new.name"), old=ls("command.replace.old.name"),
                         bot=ls("command.replace.bot.name"))
    @app_commands.describe(new=ls("command.replace.new.description"), old=ls("command.replace.old.description"),
                           bot=ls("command.replace.bot.description"))
    async def replace(self, interaction: discord.Interaction, new: discord.User, old: discord.User | None = None,
                      bot: str | None = None) -> None:
        async with answering(interaction) as reply:
            await replace(reply, new, old, bot)

    @replace.autocomplete("bot")
    @in_time
    async def replace_autocomplete(self, interaction: discord.Interaction, typed: str) -> list[app_commands.Choice[str]]:
        return await bot_seat_choices(Reply(interaction), typed)

    @app_commands.command(name=ls("command.autopilot.name"), description=ls("command.autopilot.description"))
    @app_commands.rename(user=ls("command.autopilot.user.name"), level=ls("command.autopilot.level.name"))
    @app_commands.describe(user=ls("command.autopilot.user.description"),
                           level=ls("command.autopilot.level.description"))
    @app_commands.choices(level=AUTOPILOT_CHOICES)
    async def autopilot(self, interaction: discord.Interaction, level: str, user: discord.User | None = None) -> None:
        async with answering(interaction) as reply:
            await autopilot(reply, user, level)

    @app_commands.command(name=ls("command.stats.name"), description=ls("command.stats.description"))
    @app_commands.rename(user=ls("command.stats.user.name"))
    @app_commands.describe(user=ls("command.stats.user.description"))
    async def stats(self, interaction: discord.Interaction, user: discord.User | None = None) -> None:
        async with answering(interaction) as reply:
            await stats(reply, user)


async def setup(bot: TombTable) -> None:
    await install(bot, SeatsCog(bot))
