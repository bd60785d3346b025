"""Taking back a move, handing a seat to someone else, and the server's stats: ``/game undo``,
``/game replace``, ``/game stats``."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

import discord

from bot import notify, play_flow, texts
from core.i18n import t
from bot.replies import answer_private, bot_of, defer_private, defer_public, game_here, post_public, private_lang
from core.service import GameService
from core.storage import Store


async def undo_here(interaction: discord.Interaction) -> None:
    """The caller's last action is taken back; the channel sees the board as if it was never played."""
    await defer_public(interaction)
    bot = bot_of(interaction)
    record = await game_here(interaction)
    outcome = await bot.service.undo(record.id, interaction.user.id)
    text = t("seat.undo.done", outcome.record.locale, player=texts.mention(interaction.user.id))
    await post_public(interaction, outcome.record, text)
    await play_flow.announce_board(interaction, outcome)
    await notify.send_hands(bot, outcome)


async def replace_here(interaction: discord.Interaction, old: discord.abc.User, new: discord.abc.User) -> None:
    """The host (or a channel manager) gives ``old``'s seat to ``new``, whose hand comes by DM."""
    await defer_public(interaction)
    bot = bot_of(interaction)
    record = await game_here(interaction)
    may_manage = bool(interaction.permissions.manage_channels)
    outcome = await bot.service.replace(record.id, interaction.user.id, may_manage, old.id, new.id)
    text = t("seat.replace.done", outcome.record.locale, old=texts.mention(old.id), new=texts.mention(new.id))
    await post_public(interaction, outcome.record, text)
    await notify.send_hands(bot, outcome)


@dataclass
class GameStats:
    played: int = 0
    won: int = 0


async def server_stats(store: Store, service: GameService, guild_id: int, user_id: int | None) -> dict[str, GameStats]:
    """Finished games per game kind on this server: all of them, or the ones ``user_id`` sat in."""
    stats: dict[str, GameStats] = defaultdict(GameStats)
    for record in await store.ended_games(guild_id):
        seat = record.seat_of(user_id) if user_id is not None else None
        if user_id is not None and seat is None:
            continue
        entry = stats[record.game_kind]
        entry.played += 1
        result = (await service.current(record.id)).result
        if result is not None and (seat in result.winners if user_id is not None else bool(result.winners)):
            entry.won += 1
    return dict(stats)


async def stats_here(interaction: discord.Interaction, user: discord.abc.User | None) -> None:
    """``/game stats [@user]``: games and wins per game on this server; co-op games as a win rate."""
    await defer_private(interaction)
    bot = bot_of(interaction)
    lang = private_lang(interaction)
    stats = await server_stats(bot.store, bot.service, interaction.guild_id or 0, user.id if user else None)
    title = t("seat.stats.user", lang, player=texts.mention(user.id)) if user else t("seat.stats.server", lang)
    lines = [title]
    for kind, entry in sorted(stats.items()):
        game = bot.service.rules_of(kind)
        name = texts.game_name(game, lang)
        rate = round(100 * entry.won / entry.played)
        if game.info.cooperative:
            lines.append(t("seat.stats.coop_line", lang, game=name, played=entry.played, rate=rate))
        elif user is not None:
            lines.append(t("seat.stats.line", lang, game=name, played=entry.played, won=entry.won))
        else:
            lines.append(t("seat.stats.server_line", lang, game=name, played=entry.played))
    if not stats:
        lines.append(t("seat.stats.none", lang))
    await answer_private(interaction, "\n".join(lines)[:2000])
