"""``/game play``, ``hand``, ``board``: taking actions and seeing the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot import play_flow, replies, texts
from bot.cogs import GameCog, add_game_cog
from core.service import Outcome
from bot.translator import ls
from rules.core import IllegalAction

if TYPE_CHECKING:
    from bot.app import TombTable

AUTOCOMPLETE_LIMIT = 25
CHOICE_LIMIT = 100  # Discord's limit for a choice's name and value


class PlayCog(GameCog):
    @app_commands.command(name=ls("command.play.name"), description=ls("command.play.description"))
    @app_commands.rename(action=ls("command.play.action.name"))
    @app_commands.describe(action=ls("command.play.action.description"))
    async def play(self, interaction: discord.Interaction, action: str) -> None:
        await play_flow.play_command(interaction, action)

    @play.autocomplete("action")
    async def play_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        """The invoking seat's legal actions, labelled in their language; a suggestion, checked again on submit."""
        record = await self.bot.service.by_channel(interaction.channel_id or 0)
        if record is None or record.seat_of(interaction.user.id) is None or record.state is None:
            return []
        outcome = await self.bot.service.current(record.id)
        seat = record.seat_of(interaction.user.id)
        if seat not in outcome.to_act:
            return []
        lang = replies.private_lang(interaction)
        names = await self.bot.names.of_game(record, lang)
        wanted = current.casefold().strip()
        choices = _typed_choice(outcome, seat, current.strip(), lang, names)
        for action in outcome.game.legal_actions(outcome.state, seat):
            value = outcome.game.notation(action)
            label = texts.action_label(outcome.game, outcome.state, seat, action, lang, names)
            if len(value) <= CHOICE_LIMIT and (wanted in label.casefold() or wanted in value.casefold()):
                choices.append(app_commands.Choice(name=texts.clip(label, CHOICE_LIMIT), value=value))
            if len(choices) >= AUTOCOMPLETE_LIMIT:
                break
        return choices

    @app_commands.command(name=ls("command.hand.name"), description=ls("command.hand.description"))
    async def hand(self, interaction: discord.Interaction) -> None:
        await play_flow.show_hand(interaction, None)

    @app_commands.command(name=ls("command.board.name"), description=ls("command.board.description"))
    async def board(self, interaction: discord.Interaction) -> None:
        await play_flow.board_here(interaction)


def _typed_choice(outcome: Outcome, seat: int, typed: str, lang: str, names: texts.Names) -> list[app_commands.Choice[str]]:
    """A fully typed action that is legal right now (say ``flick:37.3:63``) is offered first.

    Continuous choices cannot all be listed, so the player's own text is checked by a dry run of
    the pure rules; the real submit is validated again.
    """
    if not typed or len(typed) > CHOICE_LIMIT:
        return []
    game = outcome.game
    try:
        action = game.parse_action(typed)
        game.apply(outcome.state, seat, action)
    except IllegalAction:
        return []
    label = texts.action_label(game, outcome.state, seat, action, lang, names)
    return [app_commands.Choice(name=texts.clip(label, CHOICE_LIMIT), value=game.notation(action))]


async def setup(bot: TombTable) -> None:
    await add_game_cog(bot, PlayCog(bot))
