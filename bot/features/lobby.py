"""The lobby: ``/game new``, ``join``, ``leave``, ``start``, ``cancel``, ``abandon``, ``pace``; the lobby
card's Join / Leave / Start / Cancel buttons and its option, role and clock menus; the Rematch button
of a finished game's final post, which opens the next lobby.  ``leave`` in a running game asks first,
then a bot takes the seat or the player concedes (see :meth:`core.service.GameService.leaving`)."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot import codec, lookup, texts, widgets
from bot.errors import answering
from bot.features import Clicked, GameCog, install
from bot.reply import Reply, pinging
from bot.translator import ls
from core.i18n import language_of, t
from core.service import Game
from core.storage import GameRecord, GameStatus
from rules.core import IllegalAction

if TYPE_CHECKING:
    from bot.app import TombTable

log = logging.getLogger(__name__)

PACE_CHOICES: list[app_commands.Choice[int]] = [
    app_commands.Choice(name=ls("clock.pace.choice.none"), value=0),
    app_commands.Choice(name=ls("clock.pace.choice.12"), value=12),
    app_commands.Choice(name=ls("clock.pace.choice.24"), value=24),
    app_commands.Choice(name=ls("clock.pace.choice.72"), value=72),
]


# ---------------------------------------------------------------------- handlers


async def new_lobby(reply: Reply, game_kind: str, pace: int | None = None) -> None:
    """``/game new game: [pace:]``: the lobby card, with the clock the host picked (none by default)."""
    bot, interaction = reply.bot, reply.interaction
    lang = language_of(interaction.guild_locale)
    guild_id, channel_id = interaction.guild_id or 0, interaction.channel_id or 0
    record = await bot.service.open_lobby(game_kind, guild_id, channel_id, reply.user_id, lang)
    if pace:
        record = await bot.service.set_pace(record.id, reply.user_id, pace)
    message = await reply.public(record, "", **lobby_message(bot, record))
    await bot.service.set_lobby_message(record.id, message.id)
    await welcome(reply, record)


async def join(reply: Reply, game_pk: int) -> None:
    """Take a seat; someone already seated (the host, say) is told so, with the character menu again."""
    service = reply.bot.service
    record = await service.load(game_pk)
    if record.status is GameStatus.LOBBY and record.seat_of(reply.user_id) is not None:
        await offer_roles(reply, record, t("bot.lobby.already_in", reply.lang))
        return
    joined = await service.join(game_pk, reply.user_id)
    await redraw(reply, joined)
    made_room = [seat for seat in record.seats if seat.is_bot and joined.seat_of(seat.user_id) is None]
    await welcome(reply, joined, [t("bot.lobby.bot_made_room", reply.lang, number=-seat.user_id) for seat in made_room])


async def welcome(reply: Reply, record: GameRecord, notes: Sequence[str] = ()) -> None:
    """Tell a new player they are in (with ``notes``), test their DMs, and offer the free roles if the game
    has any."""
    bot, lang = reply.bot, reply.lang
    game = bot.service.rules(record)
    lines = [t("bot.lobby.joined", lang, game=texts.game_name(game, lang)), *notes]
    greeting = t("bot.dm.welcome", lang, game=texts.game_name(game, lang), link=texts.channel_link(record))
    reachable = await _dm(bot, reply.user_id, greeting)
    await bot.service.set_dm_ok(record.id, reply.user_id, reachable)
    if not reachable:
        lines.append(t("bot.dm.closed_help", lang))
    await offer_roles(reply, record, "\n".join(lines))


async def offer_roles(reply: Reply, record: GameRecord, text: str) -> None:
    """``text`` privately, with the menu of the free characters if the game has any."""
    game = reply.bot.service.rules(record)
    roles = _free_roles(game, record, reply.user_id)
    extra: dict[str, Any] = {"view": widgets.role_view(record.id, game, roles, reply.lang)} if roles else {}
    await reply.private(text, **extra)


async def _dm(bot: TombTable, user_id: int, content: str) -> bool:
    try:
        channel = await bot.create_dm(discord.Object(id=user_id))
        await channel.send(content)
    except discord.HTTPException as error:
        log.info("no DM to user %s (HTTP %s, code %s)", user_id, error.status, error.code)
        return False
    return True


def _role_picked(clicked: Clicked) -> str | None:
    """A character menu's pick: a role, or ``None`` for "any" (the game's choice)."""
    picked = clicked.picked()
    return None if picked == widgets.ANY_ROLE else picked


def _free_roles(game: Game, record: GameRecord, user_id: int) -> list[str]:
    """Roles offered at the current table size (at least the minimum) that nobody else has picked."""
    taken = {seat.role for seat in record.seats if seat.user_id != user_id}
    table_size = max(len(record.seats), game.info.min_players)
    return [choice.id for choice in game.roles(table_size) if choice.id not in taken]


def lobby_message(bot: TombTable, record: GameRecord) -> dict[str, Any]:
    game = bot.service.rules(record)
    if record.status is GameStatus.LOBBY:
        options = game.options_model.model_validate(record.options)
        return {
            "embed": texts.lobby_embed(record, game, record.locale),
            "view": widgets.lobby_view(record.id, game, options, record.locale, record.pace_hours,
                                       players=len(record.seats)),
        }
    key = "bot.lobby.started" if record.status is GameStatus.ACTIVE else "bot.lobby.cancelled"
    return {"embed": texts.closed_lobby_embed(record, game, record.locale, key), "view": None}


async def redraw(reply: Reply, record: GameRecord) -> None:
    """Redraw the lobby card: in place when a component on it was used, else through the channel."""
    message = lobby_message(reply.bot, record)
    clicked = reply.interaction.message
    if clicked is not None and clicked.id == record.lobby_message_id:
        await reply.edit_clicked(**message)
    elif record.lobby_message_id is not None:
        channel = reply.bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
        try:
            await channel.get_partial_message(record.lobby_message_id).edit(**message)
        except discord.HTTPException as error:
            log.warning("could not redraw lobby of game %s (HTTP %s)", record.id, error.status)


async def start(reply: Reply, game_pk: int) -> None:
    """Host only: the game starts; the first board and the hands follow through the outbox."""
    bot = reply.bot
    outcome = await bot.service.start(game_pk, reply.user_id)
    reply.committed = True
    await redraw(reply, outcome.record)
    if reply.interaction.type is discord.InteractionType.application_command:
        await reply.private(t("bot.lobby.started_private", reply.lang))
    await bot.delivery.flush(outcome.record.id, outcome)


async def cancel(reply: Reply, game_pk: int) -> None:
    record = await reply.bot.service.cancel(game_pk, reply.user_id)
    reply.committed = True
    await redraw(reply, record)
    if reply.interaction.type is discord.InteractionType.application_command:
        await reply.public(record, t("bot.lobby.cancelled", record.locale))


async def rematch(reply: Reply, game_pk: int) -> None:
    """The final post's Rematch button (any seated player): a lobby like the ended game's, same seats,
    characters, options and pace, posted in the same channel; its host starts it, with a new seed."""
    bot = reply.bot
    record = await bot.service.rematch(game_pk, reply.user_id)
    reply.committed = True
    text = t("table.rematch.opened", record.locale, player=texts.mention(reply.user_id), host=texts.mention(record.host_id))
    mentions = pinging(record.host_id if record.host_id != reply.user_id else 0)
    message = await reply.public(record, text, allowed_mentions=mentions, **lobby_message(bot, record))
    await bot.service.set_lobby_message(record.id, message.id)


async def abandon(reply: Reply) -> None:
    """The host (or a channel manager) ends the lobby or game early; checked before anything is shown.  A game's
    end is committed with its final post and DM updates, which the delivery carries out (and retries)."""
    bot = reply.bot
    record = await reply.game_here()
    may_manage = bool(reply.interaction.permissions.manage_channels)
    ended = await bot.service.abandon(record.id, reply.user_id, may_manage)
    reply.committed = True
    if record.status is not GameStatus.LOBBY:  # the final post tells the whole table; the asker hears it is done
        try:
            await reply.private(t("bot.ended.done", reply.lang))
        finally:
            await bot.delivery.flush(ended.id)
        return
    await redraw(reply, ended)
    game = bot.service.rules(ended)
    text = t("bot.abandoned", ended.locale, game=texts.game_name(game, ended.locale), player=texts.mention(reply.user_id))
    await reply.public(ended, text, allowed_mentions=pinging())  # named, not pinged: their own command


async def leave(reply: Reply, game_pk: int) -> None:
    """Out of a lobby at once; out of a running game only with the confirm button, since it can't be
    undone: the private question says what will happen (or why it can't)."""
    bot, lang = reply.bot, reply.lang
    record = await bot.service.load(game_pk)
    if record.status is not GameStatus.ACTIVE:
        left = await bot.service.leave(game_pk, reply.user_id)
        if reply.interaction.type is discord.InteractionType.application_command:  # the card's button redraws it
            await reply.private(t("bot.lobby.left", lang))
        await redraw(reply, left)
        return
    terms = await bot.service.leaving(game_pk, reply.user_id)
    names = await reply.names_of(record)
    if terms.concession is not None:
        others = ", ".join(names[seat.seat] for seat in record.seats if seat.seat != terms.seat)
        question = t("bot.leave.confirm_concede", lang, others=others)
    else:
        question = t("bot.leave.confirm_bot", lang, level=t(f"bot.level.{terms.level}", lang))
        new_host = record.seat_of(terms.host)
        if terms.host != record.host_id and new_host is not None:
            question += "\n" + t("bot.leave.confirm_host", lang, host=names[new_host])
    await reply.private(question, view=widgets.leave_view(game_pk, lang))


async def leave_game(reply: Reply, game_pk: int) -> None:
    """The confirm was clicked: the seat goes to a bot (the table is told, the leaver not pinged) or the
    player concedes (the game's final post says so); the question loses its button."""
    bot = reply.bot
    before = await bot.service.load(game_pk)
    outcome = await bot.service.leave_game(game_pk, reply.user_id)
    reply.committed = True
    record, seat = outcome.record, outcome.seat
    assert seat is not None  # the seat that changed hands, or conceded
    await reply.update(t("bot.leave.conceded" if outcome.result else "bot.leave.left", reply.lang), view=None)
    if outcome.result is None:
        lang = record.locale
        text = t("seat.leave.done", lang, player=texts.mention(reply.user_id), bot=texts.mention(record.user_of(seat)),
                 level=t(f"bot.level.{record.seats[seat].bot_playing}", lang))
        if record.host_id != before.host_id:
            text += " " + t("seat.leave.host", lang, host=texts.mention(record.host_id))
        await reply.public(record, text, allowed_mentions=pinging(record.host_id if record.host_id != before.host_id else 0))
    await bot.delivery.flush(record.id, outcome)


async def set_pace(reply: Reply, game_pk: int, hours: int | None, *, announce: bool) -> None:
    record = await reply.bot.service.set_pace(game_pk, reply.user_id, hours)
    if announce:
        key = "clock.pace.set" if record.pace_hours else "clock.pace.none"
        await reply.public(record, t(key, record.locale, hours=record.pace_hours))
    await redraw(reply, record)


# ---------------------------------------------------------------------- components


class LobbyButton(Clicked, template=codec.LOBBY):
    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            game_pk, op = codec.number(self.match["game"]), self.match["op"]
            # the card is redrawn in place (a refusal comes privately); the bots menu is a private answer
            await (reply.think_privately() if op == "bots" else reply.acknowledge_click())
            if op == "join":
                await join(reply, game_pk)
            elif op == "leave":
                await leave(reply, game_pk)
            elif op == "start":
                await start(reply, game_pk)
            elif op == "bots":
                record = await reply.bot.service.load(game_pk)
                if record.host_id != reply.user_id:
                    raise IllegalAction("error.lobby.not_host", host=texts.mention(record.host_id))
                await reply.private(t("bot.level.explain", reply.lang), view=widgets.bots_view(game_pk, reply.lang))
            else:
                await cancel(reply, game_pk)


class LeaveButton(Clicked, template=codec.LEAVE):
    """The confirm under ``/game leave`` in a running game."""

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            await leave_game(reply, codec.number(self.match["game"]))


class RematchButton(Clicked, template=codec.REMATCH):
    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            await reply.acknowledge_click()  # the new lobby card is a channel post; a refusal a private one
            await rematch(reply, codec.number(self.match["game"]))


class OptionSelect(Clicked, template=codec.OPTION):
    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            picked = self.picked()
            game_pk = codec.number(self.match["game"])
            await reply.acknowledge_click()
            record = await reply.bot.service.set_option(game_pk, reply.user_id, self.match["option"], picked)
            await redraw(reply, record)


class RoleSelect(Clicked, template=codec.ROLE):
    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            role = _role_picked(self)
            bot = reply.bot
            await reply.acknowledge_click()  # the menu sits on a private message, which the answer replaces
            record = await bot.service.choose_role(codec.number(self.match["game"]), reply.user_id, role)
            chosen = texts.role_name(bot.service.rules(record), role, reply.lang)
            await reply.update(t("bot.lobby.role_set", reply.lang, role=chosen))
            await redraw(reply, record)


class BotsSelect(Clicked, template=codec.BOTS):
    """The host seats a bot player at a level, or takes the last one off; the lobby card shows it."""

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            picked = self.picked()
            game_pk, service = codec.number(self.match["game"]), reply.bot.service
            await reply.acknowledge_click()
            if picked == "remove":
                record = await service.remove_bot(game_pk, reply.user_id)
            else:
                record = await service.add_bot(game_pk, reply.user_id, picked)
            lines = [t("bot.level.done", reply.lang, count=sum(seat.is_bot for seat in record.seats))]
            picks = _bot_role_picks(reply, record)
            if picks:
                lines.append(t("bot.level.role_hint", reply.lang))
            await reply.update("\n".join(lines), view=widgets.bots_view(game_pk, reply.lang, picks))
            await redraw(reply, record)


class BotRoleSelect(Clicked, template=codec.BOT_ROLE):
    """The host picks the character of a bot player they seated (or leaves it to the game)."""

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            role = _role_picked(self)
            game_pk, number = codec.number(self.match["game"]), codec.number(self.match["bot"])
            await reply.acknowledge_click()
            record = await reply.bot.service.set_bot_role(game_pk, reply.user_id, number, role)
            if role is None:
                text = t("bot.level.role_any", reply.lang, number=number)
            else:
                chosen = texts.role_name(reply.bot.service.rules(record), role, reply.lang)
                text = t("bot.level.role_set", reply.lang, number=number, role=chosen)
            await reply.update(text, view=widgets.bots_view(game_pk, reply.lang, _bot_role_picks(reply, record)))
            await redraw(reply, record)


def _bot_role_picks(reply: Reply, record: GameRecord) -> list[discord.ui.Select[Any]]:
    """A character menu for each bot seated, showing its character, in games that have characters: the host
    picks them as joiners pick their own."""
    game = reply.bot.service.rules(record)
    picks = []
    for seat in record.seats:
        roles = _free_roles(game, record, seat.user_id) if seat.is_bot else []
        if roles:
            picks.append(widgets.role_select(record.id, game, roles, reply.lang, bot=-seat.user_id, current=seat.role))
    return picks


class PaceSelect(Clicked, template=codec.PACE):
    """The lobby's clock menu (host only): hours per move, or none."""

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            picked = self.picked()
            if not picked.isdigit():
                raise IllegalAction("error.bad_component")
            await reply.acknowledge_click()
            await set_pace(reply, codec.number(self.match["game"]), int(picked) or None, announce=False)


# ---------------------------------------------------------------------- commands


class LobbyCog(GameCog):
    @app_commands.command(name=ls("command.new.name"), description=ls("command.new.description"))
    @app_commands.rename(game=ls("command.new.game.name"), pace=ls("command.new.pace.name"))
    @app_commands.describe(game=ls("command.new.game.description"), pace=ls("command.new.pace.description"))
    @app_commands.choices(game=lookup.game_choices())
    @app_commands.choices(pace=PACE_CHOICES)
    async def new(self, interaction: discord.Interaction, game: str, pace: int | None = None) -> None:
        async with answering(interaction) as reply:
            await new_lobby(reply, game, pace)

    @app_commands.command(name=ls("command.join.name"), description=ls("command.join.description"))
    async def join(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            await join(reply, (await reply.game_here()).id)

    @app_commands.command(name=ls("command.leave.name"), description=ls("command.leave.description"))
    async def leave(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            await leave(reply, (await reply.game_here()).id)

    @app_commands.command(name=ls("command.start.name"), description=ls("command.start.description"))
    async def start(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            await start(reply, (await reply.game_here()).id)

    @app_commands.command(name=ls("command.cancel.name"), description=ls("command.cancel.description"))
    async def cancel(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            await cancel(reply, (await reply.game_here()).id)

    @app_commands.command(name=ls("command.abandon.name"), description=ls("command.abandon.description"))
    async def abandon(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            await abandon(reply)

    @app_commands.command(name=ls("command.pace.name"), description=ls("command.pace.description"))
    @app_commands.rename(hours=ls("command.pace.hours.name"))
    @app_commands.describe(hours=ls("command.pace.hours.description"))
    @app_commands.choices(hours=PACE_CHOICES)
    async def pace(self, interaction: discord.Interaction, hours: int) -> None:
        async with answering(interaction) as reply:
            await set_pace(reply, (await reply.game_here()).id, hours or None, announce=True)


async def setup(bot: TombTable) -> None:
    await install(bot, LobbyCog(bot), (LobbyButton, LeaveButton, RematchButton, OptionSelect, RoleSelect, PaceSelect, BotsSelect, BotRoleSelect))
