"""The lobby: opening, joining, roles and options, starting, cancelling and abandoning games."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from bot import components, fair_flow, notify, play_flow, texts
from core.i18n import language_of, t
from bot.replies import (
    answer_private,
    bot_of,
    defer_private,
    defer_public,
    defer_update,
    game_here,
    post_public,
    private_lang,
)
from core.service import Game
from core.storage import GameRecord, GameStatus

if TYPE_CHECKING:
    from bot.app import TombTable

log = logging.getLogger(__name__)


async def new_lobby(interaction: discord.Interaction, game_kind: str, pace: int | None = None) -> None:
    """``/game new game: [pace:]``: the lobby card, with the clock the host picked (none by default)."""
    await defer_public(interaction)
    bot = bot_of(interaction)
    lang = language_of(interaction.guild_locale)
    guild_id, channel_id = interaction.guild_id or 0, interaction.channel_id or 0
    record = await bot.service.open_lobby(game_kind, guild_id, channel_id, interaction.user.id, lang)
    if pace:
        record = await bot.service.set_pace(record.id, interaction.user.id, pace)
    message = await post_public(interaction, record, "", **_lobby_message(bot, record))
    await bot.service.set_lobby_message(record.id, message.id)
    await _welcome(interaction, record)


async def join_here(interaction: discord.Interaction) -> None:
    await defer_private(interaction)
    record = await game_here(interaction)
    await _join(interaction, record.id, via_button=False)


async def leave_here(interaction: discord.Interaction) -> None:
    await defer_private(interaction)
    record = await bot_of(interaction).service.leave((await game_here(interaction)).id, interaction.user.id)
    await _show_lobby(interaction, record, via_button=False)
    await answer_private(interaction, t("bot.lobby.left", private_lang(interaction)))


async def start_here(interaction: discord.Interaction) -> None:
    await defer_public(interaction)
    await _start(interaction, (await game_here(interaction)).id, via_button=False)


async def cancel_here(interaction: discord.Interaction) -> None:
    await defer_public(interaction)
    await _cancel(interaction, (await game_here(interaction)).id, via_button=False)


async def lobby_button(interaction: discord.Interaction, game_pk: int, op: str) -> None:
    """Join / Leave / Start / Cancel clicked on the lobby post, which is then redrawn in place."""
    await defer_update(interaction)
    if op == "join":
        await _join(interaction, game_pk, via_button=True)
    elif op == "leave":
        record = await bot_of(interaction).service.leave(game_pk, interaction.user.id)
        await _show_lobby(interaction, record, via_button=True)
    elif op == "start":
        await _start(interaction, game_pk, via_button=True)
    else:
        await _cancel(interaction, game_pk, via_button=True)


async def set_option(interaction: discord.Interaction, game_pk: int, option: str, value: str) -> None:
    await defer_update(interaction)
    record = await bot_of(interaction).service.set_option(game_pk, interaction.user.id, option, value)
    await _show_lobby(interaction, record, via_button=True)


async def set_pace(interaction: discord.Interaction, game_pk: int, hours: int | None) -> None:
    """The lobby's clock menu: the host picks the time per move; the card shows it."""
    await defer_update(interaction)
    record = await bot_of(interaction).service.set_pace(game_pk, interaction.user.id, hours)
    await _show_lobby(interaction, record, via_button=True)


async def show_lobby(interaction: discord.Interaction, record: GameRecord) -> None:
    """Redraw the lobby card after a command changed it (``/game pace``)."""
    await _show_lobby(interaction, record, via_button=False)


async def choose_role(interaction: discord.Interaction, game_pk: int, role: str | None) -> None:
    await defer_update(interaction)
    bot = bot_of(interaction)
    record = await bot.service.choose_role(game_pk, interaction.user.id, role)
    lang = private_lang(interaction)
    game = bot.service.rules(record)
    chosen = texts.role_name(game, role, lang)
    await interaction.edit_original_response(content=t("bot.lobby.role_set", lang, role=chosen))
    await _show_lobby(interaction, record, via_button=False)


async def _join(interaction: discord.Interaction, game_pk: int, *, via_button: bool) -> None:
    """Take a seat; someone already seated (the host, say) gets the welcome and character menu again."""
    service = bot_of(interaction).service
    record = await service.load(game_pk)
    if record.status is not GameStatus.LOBBY or record.seat_of(interaction.user.id) is None:
        record = await service.join(game_pk, interaction.user.id)
        await _show_lobby(interaction, record, via_button=via_button)
    await _welcome(interaction, record)


async def _welcome(interaction: discord.Interaction, record: GameRecord) -> None:
    """Tell a new player they are in, test their DMs, and offer the free roles if the game has any."""
    bot = bot_of(interaction)
    lang = private_lang(interaction)
    game = bot.service.rules(record)
    lines = [t("bot.lobby.joined", lang, game=texts.game_name(game, lang))]
    if not await notify.test_dm(bot, record, interaction.user.id, lang):
        lines.append(t("bot.dm.closed_help", lang))
    roles = _free_roles(game, record, interaction.user.id)
    extra: dict[str, Any] = {"view": components.role_view(record.id, game, roles, lang)} if roles else {}
    await answer_private(interaction, "\n".join(lines), **extra)


def _free_roles(game: Game, record: GameRecord, user_id: int) -> list[str]:
    """Roles offered at the current table size (at least the minimum) that nobody else has picked."""
    taken = {seat.role for seat in record.seats if seat.user_id != user_id}
    table_size = max(len(record.seats), game.info.min_players)
    return [choice.id for choice in game.roles(table_size) if choice.id not in taken]


def _lobby_message(bot: TombTable, record: GameRecord) -> dict[str, Any]:
    game = bot.service.rules(record)
    options = game.options_model.model_validate(record.options)
    return {
        "embed": texts.lobby_embed(record, game, record.locale),
        "view": components.lobby_view(record.id, game, options, record.locale, record.pace_hours),
    }


async def _show_lobby(interaction: discord.Interaction, record: GameRecord, *, via_button: bool) -> None:
    """Redraw the lobby post: in place when clicked on it, else through the channel."""
    bot = bot_of(interaction)
    if record.status is GameStatus.LOBBY:
        message = _lobby_message(bot, record)
    else:
        key = "bot.lobby.started" if record.status is GameStatus.ACTIVE else "bot.lobby.cancelled"
        embed = texts.closed_lobby_embed(record, bot.service.rules(record), record.locale, key)
        message = {"embed": embed, "view": None}
    if via_button:
        await interaction.edit_original_response(**message)
    elif record.lobby_message_id is not None:
        channel = bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
        lobby = channel.get_partial_message(record.lobby_message_id)
        try:
            await lobby.edit(**message)
        except discord.HTTPException as error:
            log.warning("could not redraw lobby of game %s (HTTP %s)", record.id, error.status)


async def _start(interaction: discord.Interaction, game_pk: int, *, via_button: bool) -> None:
    bot = bot_of(interaction)
    outcome = await bot.service.start(game_pk, interaction.user.id)
    await _show_lobby(interaction, outcome.record, via_button=via_button)
    await play_flow.announce(interaction, outcome)
    await fair_flow.announce_commitment(bot, outcome.record)


async def _cancel(interaction: discord.Interaction, game_pk: int, *, via_button: bool) -> None:
    record = await bot_of(interaction).service.cancel(game_pk, interaction.user.id)
    await _show_lobby(interaction, record, via_button=via_button)
    if not via_button:
        await post_public(interaction, record, t("bot.lobby.cancelled", record.locale))


async def abandon_here(interaction: discord.Interaction) -> None:
    await defer_public(interaction)
    bot = bot_of(interaction)
    record = await game_here(interaction)
    may_manage = bool(interaction.permissions.manage_channels)
    ended = await bot.service.abandon(record.id, interaction.user.id, may_manage)
    if record.status is GameStatus.LOBBY:
        await _show_lobby(interaction, ended, via_button=False)
    game = bot.service.rules(ended)
    lang = ended.locale
    text = t("bot.abandoned", lang, game=texts.game_name(game, lang), player=texts.mention(interaction.user.id))
    await post_public(interaction, ended, text)
