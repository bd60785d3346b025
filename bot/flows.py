"""What each command and component does, shared by slash commands and buttons.

Every flow answers the interaction within Discord's 3 seconds by deferring before it touches the
database or draws a picture.  Public posts use the game's language (the server's, stored at
creation) and the public view; private answers use the clicking user's language and their own view.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, cast

import discord

from bot import components, notify, pictures, texts
from bot.errors import NAMES_KEY, PRIVATE_PENDING_KEY, PUBLIC_DEFER_KEY, describe
from bot.i18n import language_of, t
from bot.service import Game, Outcome, StaleAction
from bot.storage import GameRecord, GameStatus
from rules.core import IllegalAction, Seat

if TYPE_CHECKING:
    from bot.app import TombTable

log = logging.getLogger(__name__)

LOG_LINES = 15


# ---------------------------------------------------------------- answering


def bot_of(interaction: discord.Interaction) -> TombTable:
    return cast("TombTable", interaction.client)


def private_lang(interaction: discord.Interaction) -> str:
    return language_of(interaction.locale)


async def defer_public(interaction: discord.Interaction) -> None:
    """Public "thinking…": the answer will be a post everyone sees."""
    bot_of(interaction).names.remember(interaction)
    await interaction.response.defer(thinking=True)
    interaction.extras[PUBLIC_DEFER_KEY] = True


async def defer_private(interaction: discord.Interaction) -> None:
    """Private "thinking…": the answer is only for the user."""
    bot_of(interaction).names.remember(interaction)
    await interaction.response.defer(thinking=True, ephemeral=True)
    interaction.extras[PRIVATE_PENDING_KEY] = True


async def defer_update(interaction: discord.Interaction) -> None:
    """Component click that will edit the message it sits on (no loading state shown)."""
    bot_of(interaction).names.remember(interaction)
    await interaction.response.defer()


async def answer_private(interaction: discord.Interaction, content: str, **message: Any) -> None:
    """Fill the private "thinking…" placeholder, or send a new private message."""
    if interaction.extras.pop(PRIVATE_PENDING_KEY, False):
        message.setdefault("attachments", message.pop("files", []))
        await interaction.edit_original_response(content=content, **message)
    else:
        await interaction.followup.send(content, ephemeral=True, **message)


async def post_public(interaction: discord.Interaction, record: GameRecord, content: str, **message: Any) -> discord.Message:
    """A post in the game's channel: fills a public placeholder, else a follow-up or a channel message."""
    mentions = discord.AllowedMentions(users=True, everyone=False, roles=False)
    if interaction.extras.pop(PUBLIC_DEFER_KEY, False):
        message.setdefault("attachments", message.pop("files", []))
        return await interaction.edit_original_response(content=content, allowed_mentions=mentions, **message)
    if interaction.channel_id == record.channel_id:
        return await interaction.followup.send(content, wait=True, allowed_mentions=mentions, **message)
    channel = bot_of(interaction).get_partial_messageable(record.channel_id, guild_id=record.guild_id)
    return await channel.send(content, allowed_mentions=mentions, **message)


async def _game_here(interaction: discord.Interaction) -> GameRecord:
    record = await bot_of(interaction).service.by_channel(interaction.channel_id or 0)
    if record is None:
        raise IllegalAction("error.no_game_here")
    return record


async def _names(interaction: discord.Interaction, record: GameRecord, lang: str) -> dict[Seat, str]:
    names = await bot_of(interaction).names.of_game(record, lang)
    interaction.extras[NAMES_KEY] = names
    return names


# ---------------------------------------------------------------- lobby


async def new_lobby(interaction: discord.Interaction, game_kind: str) -> None:
    await defer_public(interaction)
    bot = bot_of(interaction)
    lang = language_of(interaction.guild_locale)
    record = await bot.service.open_lobby(game_kind, interaction.guild_id or 0, interaction.channel_id or 0, interaction.user.id, lang)
    message = await post_public(interaction, record, "", **_lobby_message(bot, record))
    await bot.service.set_lobby_message(record.id, message.id)
    await _welcome(interaction, record)


async def join_here(interaction: discord.Interaction) -> None:
    await defer_private(interaction)
    record = await _game_here(interaction)
    await _join(interaction, record.id, via_button=False)


async def leave_here(interaction: discord.Interaction) -> None:
    await defer_private(interaction)
    record = await bot_of(interaction).service.leave((await _game_here(interaction)).id, interaction.user.id)
    await _show_lobby(interaction, record, via_button=False)
    await answer_private(interaction, t("bot.lobby.left", private_lang(interaction)))


async def start_here(interaction: discord.Interaction) -> None:
    await defer_public(interaction)
    await _start(interaction, (await _game_here(interaction)).id, via_button=False)


async def cancel_here(interaction: discord.Interaction) -> None:
    await defer_public(interaction)
    await _cancel(interaction, (await _game_here(interaction)).id, via_button=False)


async def lobby_button(interaction: discord.Interaction, game_pk: int, op: str) -> None:
    """Join / Leave / Start / Cancel clicked on the lobby post, which is then redrawn in place."""
    if op == "join":
        await defer_update(interaction)
        await _join(interaction, game_pk, via_button=True)
    elif op == "leave":
        await defer_update(interaction)
        record = await bot_of(interaction).service.leave(game_pk, interaction.user.id)
        await _show_lobby(interaction, record, via_button=True)
    elif op == "start":
        await defer_update(interaction)
        await _start(interaction, game_pk, via_button=True)
    else:
        await defer_update(interaction)
        await _cancel(interaction, game_pk, via_button=True)


async def set_option(interaction: discord.Interaction, game_pk: int, option: str, value: str) -> None:
    await defer_update(interaction)
    record = await bot_of(interaction).service.set_option(game_pk, interaction.user.id, option, value)
    await _show_lobby(interaction, record, via_button=True)


async def choose_role(interaction: discord.Interaction, game_pk: int, role: str | None) -> None:
    await defer_update(interaction)
    bot = bot_of(interaction)
    record = await bot.service.choose_role(game_pk, interaction.user.id, role)
    lang = private_lang(interaction)
    game = bot.service.rules(record)
    await interaction.edit_original_response(content=t("bot.lobby.role_set", lang, role=texts.role_name(game, role, lang)))
    await _show_lobby(interaction, record, via_button=False)


async def _join(interaction: discord.Interaction, game_pk: int, *, via_button: bool) -> None:
    record = await bot_of(interaction).service.join(game_pk, interaction.user.id)
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
    """Roles offered at the current table size that nobody else has picked."""
    taken = {seat.role for seat in record.seats if seat.user_id != user_id}
    return [choice.id for choice in game.roles(len(record.seats)) if choice.id not in taken]


def _lobby_message(bot: TombTable, record: GameRecord) -> dict[str, Any]:
    game = bot.service.rules(record)
    options = game.options_model.model_validate(record.options)
    return {
        "embed": texts.lobby_embed(record, game, record.locale),
        "view": components.lobby_view(record.id, game, options, record.locale),
    }


async def _show_lobby(interaction: discord.Interaction, record: GameRecord, *, via_button: bool) -> None:
    """Redraw the lobby post: in place when clicked on it, else through the channel."""
    bot = bot_of(interaction)
    if record.status is GameStatus.LOBBY:
        message = _lobby_message(bot, record)
    else:
        key = "bot.lobby.started" if record.status is GameStatus.ACTIVE else "bot.lobby.cancelled"
        message = {"embed": texts.closed_lobby_embed(record, bot.service.rules(record), record.locale, key), "view": None}
    if via_button:
        await interaction.edit_original_response(**message)
    elif record.lobby_message_id is not None:
        lobby = bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id).get_partial_message(record.lobby_message_id)
        try:
            await lobby.edit(**message)
        except discord.HTTPException as error:
            log.warning("could not redraw lobby of game %s (HTTP %s)", record.id, error.status)


async def _start(interaction: discord.Interaction, game_pk: int, *, via_button: bool) -> None:
    bot = bot_of(interaction)
    outcome = await bot.service.start(game_pk, interaction.user.id)
    await _show_lobby(interaction, outcome.record, via_button=via_button)
    await announce(interaction, outcome)


async def _cancel(interaction: discord.Interaction, game_pk: int, *, via_button: bool) -> None:
    record = await bot_of(interaction).service.cancel(game_pk, interaction.user.id)
    await _show_lobby(interaction, record, via_button=via_button)
    if not via_button:
        await post_public(interaction, record, t("bot.lobby.cancelled", record.locale))


# ---------------------------------------------------------------- play


async def announce(interaction: discord.Interaction, outcome: Outcome) -> None:
    """The one public post after a start or an action (board, what happened, who is next), then hands by DM."""
    bot = bot_of(interaction)
    record, game = outcome.record, outcome.game
    lang = record.locale
    names = await _names(interaction, record, lang)
    board = await pictures.board_file(game.info.id, game.view(outcome.state, None), names, lang)
    content = texts.turn_message(record, outcome, lang, names)
    extra: dict[str, Any] = {"view": components.turn_view(record.id, lang)} if outcome.result is None else {}
    message = await post_public(interaction, record, content, files=[board], **extra)
    await bot.service.set_board_message(record.id, message.id)
    await notify.send_hands(bot, outcome)


async def play_command(interaction: discord.Interaction, notation: str) -> None:
    """``/game play``: the typed or autocompleted action, checked again by the rules."""
    await defer_private(interaction)
    record = await _game_here(interaction)
    await _act(interaction, record.id, notation, None)


async def act_from_panel(interaction: discord.Interaction, game_pk: int, version: int, ref: str) -> None:
    """A panel button or menu: apply its action if the game is still at the panel's version."""
    await defer_update(interaction)
    notation = ref
    if ref.startswith("#"):
        notation = await _notation_at(interaction, game_pk, version, int(ref[1:]))
    await _act(interaction, game_pk, notation, version)


async def _notation_at(interaction: discord.Interaction, game_pk: int, version: int, index: int) -> str:
    """The notation a ``#index`` reference meant; only meaningful while the game is at ``version``."""
    current = await bot_of(interaction).service.current(game_pk)
    seat = current.record.seat_of(interaction.user.id)
    if current.record.version != version:
        raise StaleAction()
    if seat is None:
        raise IllegalAction("error.not_in_game")
    actions = current.game.legal_actions(current.state, seat)
    if not 0 <= index < len(actions):
        raise StaleAction()
    return current.game.notation(actions[index])


async def _act(interaction: discord.Interaction, game_pk: int, notation: str, version: int | None) -> None:
    bot = bot_of(interaction)
    lang = private_lang(interaction)
    try:
        outcome = await bot.service.act(game_pk, interaction.user.id, notation, version)
    except StaleAction:
        await show_panel(interaction, await bot.service.current(game_pk), 0, notice=t("bot.panel.moved_on", lang))
        return
    except IllegalAction as error:
        current = await bot.service.current(game_pk)
        names = await _names(interaction, current.record, lang)
        if current.record.seat_of(interaction.user.id) is None:
            raise
        await show_panel(interaction, current, 0, notice=describe(error, lang, names))
        return
    names = await _names(interaction, outcome.record, lang)
    seen = texts.event_texts(outcome.game, outcome.events, lang, names, seat=outcome.seat)
    await show_panel(interaction, outcome, 0, notice=t("bot.panel.done", lang, events=" · ".join(seen) or notation))
    await announce(interaction, outcome)


async def open_panel(interaction: discord.Interaction, game_pk: int, page: int) -> None:
    """Play / Refresh / page buttons: the clicking seat's panel, privately."""
    message = interaction.message
    if message is not None and message.flags.ephemeral:
        await defer_update(interaction)
    else:
        await defer_private(interaction)
    await show_panel(interaction, await bot_of(interaction).service.current(game_pk), page)


async def show_panel(interaction: discord.Interaction, outcome: Outcome, page: int, notice: str | None = None) -> None:
    """The seat's legal actions as buttons or menus, with a header saying where the game stands."""
    record, game, state = outcome.record, outcome.game, outcome.state
    lang = private_lang(interaction)
    seat = record.seat_of(interaction.user.id)
    if seat is None:
        raise IllegalAction("error.not_in_game")
    names = await _names(interaction, record, lang)
    header = [notice] if notice else []
    view: discord.ui.View | None = None
    if outcome.result is not None:
        header.append(texts.result_text(record, outcome.result, lang, names))
    elif seat in outcome.to_act:
        choices = panel_choices(outcome, seat, lang, names)
        header.append(t("bot.panel.your_turn", lang, turn=game.turn_number(state), count=len(choices)))
        view = components.panel_view(record.id, record.version, choices, page, lang)
    else:
        waiting = ", ".join(names[s] for s in sorted(outcome.to_act))
        header.append(t("bot.panel.waiting", lang, players=waiting))
        view = components.StatelessView()
        view.add_item(components.PlayButton.build(record.id, t("bot.button.refresh", lang), style=discord.ButtonStyle.secondary))
    content = "\n".join(header)
    if interaction.extras.pop(PRIVATE_PENDING_KEY, False) or interaction.message is not None and interaction.message.flags.ephemeral:
        await interaction.edit_original_response(content=content, view=view)
    else:
        await interaction.followup.send(content, ephemeral=True, **({"view": view} if view else {}))


def panel_choices(outcome: Outcome, seat: Seat, lang: str, names: dict[Seat, str]) -> list[components.PanelChoice]:
    game, state, record = outcome.game, outcome.state, outcome.record
    prefix = len(f"tt:a:{record.id}:{record.version}:")
    choices = []
    for index, action in enumerate(game.legal_actions(state, seat)):
        notation = game.notation(action)
        kind = str(getattr(action, "kind", notation.split(":")[0]))
        style = discord.ButtonStyle.secondary if kind in ("end", "end_turn") else discord.ButtonStyle.primary
        label = texts.action_label(game, state, seat, action, lang, names)
        choices.append(components.PanelChoice(components.action_ref(notation, index, prefix), label, kind, style))
    return choices


async def show_hand(interaction: discord.Interaction, game_pk: int | None) -> None:
    """``/game hand`` and the "My hand" button: the seat's own view, privately, as a picture."""
    await defer_private(interaction)
    bot = bot_of(interaction)
    if game_pk is None:
        game_pk = (await _game_here(interaction)).id
    outcome = await bot.service.current(game_pk)
    seat = outcome.record.seat_of(interaction.user.id)
    if seat is None:
        raise IllegalAction("error.not_in_game")
    lang = private_lang(interaction)
    game = outcome.game
    own = game.view(outcome.state, seat)
    caption = t("bot.hand.caption", lang, game=texts.game_name(game, lang), turn=game.turn_number(outcome.state))
    if getattr(own, "hand", None) is None:
        await answer_private(interaction, t("bot.hand.none", lang))
        return
    picture = await pictures.hand_file(game.info.id, own, lang)
    await answer_private(interaction, caption, files=[picture])


# ---------------------------------------------------------------- looking at the game


async def board_here(interaction: discord.Interaction) -> None:
    await defer_public(interaction)
    record = await _game_here(interaction)
    await announce_board(interaction, await bot_of(interaction).service.current(record.id))


async def announce_board(interaction: discord.Interaction, outcome: Outcome) -> None:
    record, game = outcome.record, outcome.game
    names = await _names(interaction, record, record.locale)
    board = await pictures.board_file(game.info.id, game.view(outcome.state, None), names, record.locale)
    content = texts.turn_message(record, outcome, record.locale, names)
    message = await post_public(interaction, record, content, files=[board], view=components.turn_view(record.id, record.locale))
    await bot_of(interaction).service.set_board_message(record.id, message.id)


async def status_here(interaction: discord.Interaction) -> None:
    await defer_private(interaction)
    lang = private_lang(interaction)
    outcome = await bot_of(interaction).service.current((await _game_here(interaction)).id)
    names = await _names(interaction, outcome.record, lang)
    await answer_private(interaction, texts.status_text(outcome.record, outcome, lang, names))


async def log_here(interaction: discord.Interaction) -> None:
    await defer_private(interaction)
    bot = bot_of(interaction)
    lang = private_lang(interaction)
    record = await _game_here(interaction)
    game = bot.service.rules(record)
    names = await _names(interaction, record, lang)
    entries = [(entry.seat, entry.events) for entry in await bot.store.actions(record.id)]
    lines = texts.log_lines(game, entries, lang, names)[-LOG_LINES:]
    await answer_private(interaction, "\n".join(lines)[-2000:] or t("bot.log.empty", lang))


async def abandon_here(interaction: discord.Interaction) -> None:
    await defer_public(interaction)
    bot = bot_of(interaction)
    record = await _game_here(interaction)
    may_manage = bool(interaction.permissions.manage_channels)
    ended = await bot.service.abandon(record.id, interaction.user.id, may_manage)
    if record.status is GameStatus.LOBBY:
        await _show_lobby(interaction, ended, via_button=False)
    game = bot.service.rules(ended)
    await post_public(interaction, ended, t("bot.abandoned", ended.locale, game=texts.game_name(game, ended.locale), player=texts.mention(interaction.user.id)))
