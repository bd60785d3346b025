"""Playing: the public post after each action, the private action panel, ``/game play``, hands and boards."""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot import aiming, clock_flow, components, fair_flow, notify, pictures, questions, texts
from bot.errors import PRIVATE_PENDING_KEY, describe
from core.i18n import t
from bot.replies import (
    answer_private,
    bot_of,
    defer_private,
    defer_public,
    defer_update,
    game_here,
    names_for,
    post_public,
    private_lang,
)
from core.service import Outcome, StaleAction
from rules.core import IllegalAction, Seat

log = logging.getLogger(__name__)

PANEL_NOTICE_LIMIT = 1500  # leaves the panel's own lines room within Discord's 2000 characters


async def announce(interaction: discord.Interaction, outcome: Outcome) -> None:
    """The one public post after a start or an action (board, what happened, who is next), then hands by DM."""
    bot = bot_of(interaction)
    record, game = outcome.record, outcome.game
    lang = record.locale
    names = await names_for(interaction, record, lang)
    public_events = [event for event in outcome.events if event.is_public]
    public = game.view(outcome.state, None)
    board = await pictures.board_file(game.info.id, public, names, lang, public_events)
    shot = await pictures.shot_files(game.info.id, public, public_events)
    content = texts.turn_message(record, outcome, lang, names, await clock_flow.board_notes(bot, record, lang))
    extra: dict[str, Any] = {"view": components.turn_view(record.id, lang)} if outcome.result is None else {}
    message = await post_public(interaction, record, content, files=[board, *shot], **extra)
    await bot.service.set_board_message(record.id, message.id)
    await notify.send_hands(bot, outcome)
    await fair_flow.reveal_if_over(bot, outcome)
    await questions.ask_by_dm(bot, outcome, names)


async def play_command(interaction: discord.Interaction, notation: str) -> None:
    """``/game play``: the typed or autocompleted action, checked again by the rules."""
    await defer_private(interaction)
    record = await game_here(interaction)
    await _act(interaction, record.id, notation, None)


async def act_from_panel(interaction: discord.Interaction, game_pk: int, version: int, notation: str) -> None:
    """A panel button or menu: apply its action if the game is still at the panel's version."""
    await defer_update(interaction)
    await _act(interaction, game_pk, notation, version)


async def _act(interaction: discord.Interaction, game_pk: int, notation: str, version: int | None) -> None:
    bot = bot_of(interaction)
    lang = private_lang(interaction)
    try:
        outcome = await bot.service.act(game_pk, interaction.user.id, notation, version)
    except StaleAction:
        await show_panel(interaction, await bot.service.current(game_pk), 0, notice=t("bot.panel.moved_on", lang))
        return
    except IllegalAction as error:  # say why, then show what is allowed instead
        log.info("refused an action of user %s in game %s: %s", interaction.user.id, game_pk, error.key)
        current = await bot.service.current(game_pk)
        if current.record.seat_of(interaction.user.id) is None:
            raise
        names = await names_for(interaction, current.record, lang)
        await show_panel(interaction, current, 0, notice=describe(error, lang, names))
        return
    names = await names_for(interaction, outcome.record, lang)
    seen = texts.event_texts(outcome.game, outcome.events, lang, names, seat=outcome.seat)
    done = t("bot.panel.done", lang, events=" · ".join(seen) or notation)  # the channel post has the whole log
    await show_panel(interaction, outcome, 0, notice=texts.clip(done, PANEL_NOTICE_LIMIT))
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
    names = await names_for(interaction, record, lang)
    header = [notice] if notice else []
    view: discord.ui.View | None = None
    if outcome.result is not None:
        header.append(texts.result_text(record, outcome.result, lang, names))
    elif not record.status.is_open:  # abandoned: its state still has seats to act, but nobody may
        header.append(t("error.game_over", lang))
    elif seat in outcome.to_act:
        choices = panel_choices(outcome, seat, lang, names)
        header.append(t("bot.panel.your_turn", lang, turn=game.turn_number(state), count=len(choices)))
        view = components.panel_view(record.id, record.version, choices, page, lang)
        if aiming.offers_flicks(choices):
            aiming.add_to_panel(view, record.id, record.version, lang)
    else:
        waiting = ", ".join(names[s] for s in sorted(outcome.to_act))
        header.append(t("bot.panel.waiting", lang, players=waiting))
        view = components.StatelessView()
        refresh = t("bot.button.refresh", lang)
        view.add_item(components.PlayButton.build(record.id, refresh, style=discord.ButtonStyle.secondary))
    content = "\n".join(header)
    on_panel = interaction.message is not None and interaction.message.flags.ephemeral
    if interaction.extras.pop(PRIVATE_PENDING_KEY, False) or on_panel:
        await interaction.edit_original_response(content=content, view=view)
    else:
        await interaction.followup.send(content, ephemeral=True, **({"view": view} if view else {}))


def panel_choices(outcome: Outcome, seat: Seat, lang: str, names: dict[Seat, str]) -> list[components.PanelChoice]:
    """The seat's legal actions, labelled for it (its own cards may show: the panel is private)."""
    game, state, record = outcome.game, outcome.state, outcome.record
    choices = []
    for action in game.legal_actions(state, seat):
        notation = game.notation(action)
        if not components.fits(record.id, record.version, notation):
            continue
        kind = str(getattr(action, "kind", notation.split(":")[0]))
        style = discord.ButtonStyle.secondary if kind in ("end", "end_turn") else discord.ButtonStyle.primary
        label = texts.action_label(game, state, seat, action, lang, names)
        choices.append(components.PanelChoice(notation, label, kind, style))
    return choices


async def show_hand(interaction: discord.Interaction, game_pk: int | None) -> None:
    """``/game hand`` and the "My hand" button: the seat's own view, privately, as a picture."""
    await defer_private(interaction)
    bot = bot_of(interaction)
    if game_pk is None:
        game_pk = (await game_here(interaction)).id
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


async def board_here(interaction: discord.Interaction) -> None:
    await defer_public(interaction)
    record = await game_here(interaction)
    await announce_board(interaction, await bot_of(interaction).service.current(record.id))


async def announce_board(interaction: discord.Interaction, outcome: Outcome) -> None:
    record, game = outcome.record, outcome.game
    names = await names_for(interaction, record, record.locale)
    board = await pictures.board_file(game.info.id, game.view(outcome.state, None), names, record.locale)
    notes = await clock_flow.board_notes(bot_of(interaction), record, record.locale)
    content = texts.turn_message(record, outcome, record.locale, names, notes)
    view = components.turn_view(record.id, record.locale)
    message = await post_public(interaction, record, content, files=[board], view=view)
    await bot_of(interaction).service.set_board_message(record.id, message.id)
