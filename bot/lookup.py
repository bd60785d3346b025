"""Finding the game a command is about, shared by the features: the game menu of ``/game new`` and
``/game rules``, and the channel's running game or, once it ended, its last one (records, boards and
logs outlive the game)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord import app_commands

from bot.translator import ls
from core.storage import GameRecord
from rules import registry
from rules.core import IllegalAction

if TYPE_CHECKING:
    from bot.app import TombTable


def game_choices() -> list[app_commands.Choice[str]]:
    """Every registered game, named in the user's language (a ``game:`` option's choices)."""
    return [app_commands.Choice(name=ls(game.info.name_key), value=game_kind) for game_kind, game in registry.games().items()]


async def latest_game(bot: TombTable, channel_id: int) -> GameRecord:
    """The channel's lobby or running game, else the last game played in it; refused when it has none."""
    record = await bot.service.by_channel(channel_id)
    if record is None:
        record = await bot.store.last_in_channel(channel_id)
    if record is None:
        raise IllegalAction("error.no_game_here")
    return record


async def latest_started(bot: TombTable, channel_id: int) -> GameRecord:
    """:func:`latest_game`, which must have started (it has a state, a seed and a log)."""
    record = await latest_game(bot, channel_id)
    if record.seed is None:
        raise IllegalAction("error.not_started")
    return record
