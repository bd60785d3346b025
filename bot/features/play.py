"""Playing: ``/game play``, ``hand``, ``board``; the Play / My hand buttons and the private action panel.

An action is committed by the service together with what the table must be told; this feature only
answers the player (their panel, refreshed) and asks the delivery to announce it.  The panel shows
the seat's legal actions as buttons, or as menus grouped by kind when there are many; an action that
would throw away what the turn still offers asks once first.  ``/game play`` takes what a button says
(in either language, any case) as well as the notation.
"""

from __future__ import annotations

import logging
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from pydantic import BaseModel

from bot import codec, lookup, pictures, texts, walkthrough, widgets
from bot.errors import answering, in_time
from bot.features import Clicked, GameCog, install
from bot.names import Medium
from bot.presenters import presenter_for
from bot.reply import Reply
from bot.translator import ls
from core.choosing import AsksFirst, Pick, choices, describe, forfeit
from core.i18n import LANGUAGES, t
from core.service import Game, Outcome, StaleAction
from rules.core import HasHand, IllegalAction, Seat

if TYPE_CHECKING:
    from bot.app import TombTable

log = logging.getLogger(__name__)

PANEL_NOTICE_LIMIT = 1500  # leaves the panel's own lines room within Discord's 2000 characters
AUTOCOMPLETE_LIMIT = 25
UNKNOWN_MOVE = "bot.play.unknown"
EXAMPLES = 3  # labels of real moves a refusal of typed text offers


@dataclass
class TypedPick(Pick):
    """A :class:`core.choosing.Pick` of what the player typed, matched with ``names`` (plain names per
    language) by :func:`typed_action`."""

    names: Mapping[str, texts.Names] = field(default_factory=dict)

    def read(self, game: Game, state: BaseModel, seat: Seat) -> BaseModel:
        return typed_action(game, state, seat, self.text, self.names)


def folded(text: str) -> str:
    """Text compared the way a player means it: no case, accents, invisible marks or extra spaces."""
    decomposed = unicodedata.normalize("NFKD", text.replace("’", "'"))
    kept = "".join(c for c in decomposed if not unicodedata.combining(c) and unicodedata.category(c) != "Cf")
    return " ".join(kept.casefold().split())


def typed_action(game: Game, state: BaseModel, seat: Seat, typed: str, names: Mapping[str, texts.Names]) -> BaseModel:
    """What the player typed: a legal action's notation in any case, a notation the rules read (a flick is
    never listed, and an illegal one gets the rules' own reason), else a legal action's button label in any
    language; :data:`UNKNOWN_MOVE` if none."""
    wanted = folded(typed)
    legal: list[BaseModel] = game.legal_actions(state, seat)
    for action in legal:
        if folded(game.notation(action)) == wanted:
            return action
    try:
        read: BaseModel = game.parse_action(typed.strip())
    except IllegalAction:
        pass
    else:
        return read
    for action in legal:
        if any(folded(texts.action_label(game, state, seat, action, lang, names[lang])) == wanted for lang in names):
            return action
    raise IllegalAction(UNKNOWN_MOVE, text=typed.strip())


async def act(reply: Reply, game_pk: int, pick: Pick, version: int | None) -> None:
    """Apply one action if the game is still at ``version``; the panel says what happened or why not."""
    bot = reply.bot
    try:
        outcome = await bot.service.act(game_pk, reply.user_id, pick, version)
    except StaleAction:
        await show_panel(reply, await bot.service.current(game_pk), 0, notice=t("bot.panel.moved_on", reply.lang))
        return
    except AsksFirst as asked:
        await ask_first(reply, game_pk, asked.action)
        return
    except IllegalAction as error:  # say why, then show what is allowed instead
        log.info("refused an action of user %s in game %s: %s", reply.user_id, game_pk, error.key)
        current = await bot.service.current(game_pk)
        seat = current.record.seat_of(reply.user_id)
        if seat is None:
            raise
        names = await reply.names_of(current.record)
        notice = None if error.key == "error.not_your_turn" else describe(error, reply.lang, names)
        if error.key == UNKNOWN_MOVE and seat in current.to_act:
            notice = f"{notice} {await examples(reply, current, seat)}"
        await show_panel(reply, current, 0, notice=notice)  # the panel itself says whose turn it is
        return
    reply.committed = True
    names = await reply.names_of(outcome.record)
    seen = texts.event_texts(outcome.game, outcome.events, reply.lang, names, seat=outcome.seat)
    if seen:
        label = " · ".join(seen)
    else:  # nothing happened to tell (a hero hands over to its familiar): name the button pressed
        assert pick.action is not None, "the service applied the action it picked"
        action = texts.action_label(outcome.game, outcome.state, outcome.seat or 0, pick.action, reply.lang, names)
        label = t("bot.panel.chosen", reply.lang, action=action)
    done = t("bot.panel.done", reply.lang, events=label)  # the channel post has the whole log
    try:
        await show_panel(reply, outcome, 0, notice=texts.clip(done, PANEL_NOTICE_LIMIT))
    finally:
        announced = await bot.delivery.flush(outcome.record.id, outcome)
    if not announced:
        await reply.private(await bot.delivery.held_back(outcome.record.id, reply.lang))


async def show_panel(reply: Reply, outcome: Outcome, page: int, notice: str | None = None) -> None:
    """The seat's legal actions as buttons or menus, with a header saying where the game stands."""
    record, game, state = outcome.record, outcome.game, outcome.state
    lang = reply.lang
    seat = record.seat_of(reply.user_id)
    if seat is None:
        raise IllegalAction("error.not_in_game")
    names = await reply.names_of(record)
    header = [notice] if notice else []
    view: discord.ui.View = widgets.StatelessView()
    if outcome.result is not None:
        header.append(texts.result_text(record, outcome.result, lang, names))
    elif not record.status.is_open:  # abandoned: its state still has seats to act, but nobody may
        header.append(t("error.game_over", lang))
    elif seat in outcome.to_act:
        choices = panel_choices(outcome, seat, lang, await reply.names_of(record, medium=Medium.PLAIN))
        header.append(t("bot.panel.your_turn", lang, count=len(choices), **texts.turn_params(game, state)))
        view = widgets.panel_view(record.id, record.version, choices, page, lang)
        aim = presenter_for(game.info.id).aim
        if aim is not None and any(choice.group == aim.kind for choice in choices):
            widgets.add_aim_button(view, record.id, record.version, lang)
    else:
        waiting = ", ".join(names[s] for s in sorted(outcome.to_act))
        header.append(t("bot.panel.waiting", lang, players=waiting))
        view.add_item(widgets.button(t("bot.button.refresh", lang), codec.play(record.id)))
    await reply.update("\n".join(header), view=view)


def panel_choices(outcome: Outcome, seat: Seat, lang: str, names: texts.Names) -> list[widgets.PanelChoice]:
    """The seat's legal actions, labelled for it (its own cards may show: the panel is private); the ones
    that give up the turn or change nothing are grey and come after the real moves."""
    record = outcome.record
    return [widgets.PanelChoice(choice.notation, choice.label, choice.kind,
                                discord.ButtonStyle.secondary if choice.quiet else discord.ButtonStyle.primary)
            for choice in choices(outcome.game, outcome.state, seat, lang, names)
            if widgets.fits(record.id, record.version, choice.notation)]


async def ask_first(reply: Reply, game_pk: int, action: BaseModel) -> None:
    """Ask once before an action that throws away what the turn still offers: Confirm, or Keep playing."""
    outcome = await reply.bot.service.current(game_pk)
    record, game = outcome.record, outcome.game
    seat = record.seat_of(reply.user_id)
    question = forfeit(game, outcome.state, seat, action) if seat in outcome.to_act and seat is not None else None
    if question is None:  # the game moved on since
        await show_panel(reply, outcome, 0, notice=t("bot.panel.moved_on", reply.lang))
        return
    key, params = question
    text = t(key, reply.lang, await reply.names_of(record), **params)
    await reply.update(text, view=widgets.confirm_view(record.id, record.version, game.notation(action), reply.lang))


async def examples(reply: Reply, outcome: Outcome, seat: Seat) -> str:
    """A few of the seat's real moves as their buttons say them, for a refusal of typed text."""
    names = await reply.names_of(outcome.record, medium=Medium.PLAIN)
    labels = list(dict.fromkeys(choice.label for choice in panel_choices(outcome, seat, reply.lang, names)))
    quoted = ", ".join(t("bot.play.example", reply.lang, label=label) for label in labels[:EXAMPLES])
    return t("bot.play.examples", reply.lang, examples=quoted)


async def show_hand(reply: Reply, game_pk: int) -> None:
    """``/game hand`` and the "My hand" button: the seat's own view, privately, as a picture."""
    await reply.think_privately()
    outcome = await reply.bot.service.current(game_pk)
    seat = outcome.record.seat_of(reply.user_id)
    if seat is None:
        raise IllegalAction("error.not_in_game")
    lang, game = reply.lang, outcome.game
    own = outcome.view(seat)
    if not isinstance(own, HasHand) or own.hand is None:
        await reply.private(t("bot.hand.none", lang))
        return
    name = texts.game_name(game, lang)
    caption = t("bot.hand.caption", lang, game=name, **texts.turn_params(game, outcome.state))
    picture = await pictures.hand_file(game.info.id, own, lang, description=t("bot.dm.hand_alt", lang, game=name))
    await reply.private(caption, files=[picture])


async def board(reply: Reply) -> None:
    """``/game board``: the current turn post again, at the bottom of the channel (no mention), once per turn
    and only for a seated player, so nobody can flood the channel with pictures; anyone else gets it privately,
    with why."""
    delivery = reply.bot.delivery
    record = await lookup.latest_started(reply.bot, reply.interaction.channel_id or 0)
    outcome = await reply.bot.service.current(record.id)
    why = await delivery.claim_copy(outcome, reply.user_id)
    if why is not None:  # the answer is private
        parts = await delivery.board_copy(outcome)
        content = texts.clip(f"{t(why, reply.lang)}\n{parts['content']}", texts.MESSAGE_LIMIT)
        await reply.private(content, files=parts["files"])  # no buttons: nothing updates a private copy
        return
    try:
        parts = await delivery.board_copy(outcome)
        first_n, last_n = parts.pop("first_n"), parts.pop("last_n")
        if parts.get("view") is None:
            parts.pop("view")
        parts["allowed_mentions"] = discord.AllowedMentions.none()
        message = await reply.public(record, parts.pop("content"), **parts)
    except Exception:
        await delivery.keep_copy(outcome, None)  # not posted: the turn's public copy is free again
        raise
    await delivery.keep_copy(outcome, message.id, first_n, last_n)  # it loses "your move" when the turn moves on


# ---------------------------------------------------------------------- components


class PlayButton(Clicked, template=codec.PLAY):
    """Opens the clicking seat's action panel (on a post) or refreshes/pages it (in the panel)."""

    in_dms = True

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            game_pk, page = codec.number(self.match["game"]), codec.number(self.match["page"])
            if reply.on_private_panel:
                await reply.acknowledge_click()
            else:
                await reply.think_privately()
            outcome = await reply.bot.service.current(game_pk)
            await show_panel(reply, outcome, page)
            if (guide := await walkthrough.guide_once(reply, outcome.record.game_kind)) is not None:
                await reply.private(guide)


class HandButton(Clicked, template=codec.HAND):
    in_dms = True

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            await show_hand(reply, codec.number(self.match["game"]))


class ActionButton(Clicked, template=codec.ACTION):
    in_dms = True

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            game_pk, version = codec.number(self.match["game"]), codec.number(self.match["version"])
            await reply.acknowledge_click()
            await act(reply, game_pk, Pick(self.match["notation"]), version)


class ConfirmButton(Clicked, template=codec.CONFIRM):
    """Confirm on the question asked before an action that forfeits something: the action, unasked."""

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            game_pk, version = codec.number(self.match["game"]), codec.number(self.match["version"])
            await reply.acknowledge_click()
            await act(reply, game_pk, Pick(self.match["notation"], confirmed=True), version)


class ActionSelect(Clicked, template=codec.ACTION_MENU):
    in_dms = True

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            game_pk, version = codec.number(self.match["game"]), codec.number(self.match["version"])
            picked = self.picked()
            await reply.acknowledge_click()
            await act(reply, game_pk, Pick(picked), version)


# ---------------------------------------------------------------------- commands


class PlayCog(GameCog):
    @app_commands.command(name=ls("command.play.name"), description=ls("command.play.description"))
    @app_commands.rename(action=ls("command.play.action.name"))
    @app_commands.describe(action=ls("command.play.action.description"))
    async def play(self, interaction: discord.Interaction, action: str) -> None:
        async with answering(interaction) as reply:
            record = await reply.game_here()
            names = {lang: await reply.bot.names.of_game(record, lang, Medium.PLAIN) for lang in LANGUAGES}
            await act(reply, record.id, TypedPick(action, names=names), None)

    @play.autocomplete("action")
    @in_time
    async def play_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        """The invoking seat's legal actions, labelled in their language; a suggestion, checked again on submit."""
        record = await self.bot.service.by_channel(interaction.channel_id or 0)
        if record is None or record.seat_of(interaction.user.id) is None or record.state is None:
            return []
        outcome = await self.bot.service.current(record.id)
        seat = record.seat_of(interaction.user.id)
        if seat is None or seat not in outcome.to_act:
            return []
        reply = Reply(interaction)
        names = await reply.names_of(record, medium=Medium.PLAIN)  # choice labels show no markdown
        wanted = folded(current)
        choices = _typed_choice(outcome, seat, current.strip(), reply.lang, names)
        for action in outcome.game.legal_actions(outcome.state, seat):
            value = outcome.game.notation(action)
            label = texts.action_label(outcome.game, outcome.state, seat, action, reply.lang, names)
            if len(value) <= widgets.SUGGESTION and (wanted in folded(label) or wanted in folded(value)):
                choices.append(widgets.suggestion(label, value))
            if len(choices) >= AUTOCOMPLETE_LIMIT:
                break
        return choices

    @app_commands.command(name=ls("command.hand.name"), description=ls("command.hand.description"))
    async def hand(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            await show_hand(reply, (await reply.game_here()).id)

    @app_commands.command(name=ls("command.board.name"), description=ls("command.board.description"))
    async def board(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            await board(reply)


def _typed_choice(outcome: Outcome, seat: int, typed: str, lang: str, names: texts.Names) -> list[app_commands.Choice[str]]:
    """A fully typed action that is legal right now (say ``flick:37.3:63``) is offered first.

    Continuous choices cannot all be listed, so the player's own text is checked by a dry run of
    the pure rules; the real submit is validated again.
    """
    if not typed or len(typed) > widgets.SUGGESTION:
        return []
    game = outcome.game
    try:
        action = game.parse_action(typed)
        game.apply(outcome.state, seat, action)
    except IllegalAction:
        return []
    label = texts.action_label(game, outcome.state, seat, action, lang, names)
    return [widgets.suggestion(label, game.notation(action))]


async def setup(bot: TombTable) -> None:
    await install(bot, PlayCog(bot), (PlayButton, HandButton, ActionButton, ConfirmButton, ActionSelect))
