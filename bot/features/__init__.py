"""Feature modules, one per concern, each owning its ``/game`` subcommands, its restart-proof
components (``DynamicItem`` classes matching :mod:`bot.codec` ids) and their handlers.

Features never import each other: what several need (the reply object, widgets, texts, the
delivery of the outbox) lives in shared ``bot`` modules.  discord.py gives each cog its own
top-level commands; :func:`install` moves a cog's commands under the bot's single ``/game`` group
and registers the feature's components.  A component's click reaches its handler only from where its
game is played (:func:`check_place`), whatever its custom id claims.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord.ext import commands

from bot import codec
from bot.errors import answering
from bot.reply import Reply
from rules.core import IllegalAction

if TYPE_CHECKING:
    from bot.app import TombTable

FEATURES = (
    "bot.features.lobby",
    "bot.features.play",
    "bot.features.aim",
    "bot.features.info",
    "bot.features.seats",
    "bot.features.records",
    "bot.features.clock",
    "bot.features.me",
    "bot.features.votes",
    "bot.features.activity",
)
"""Loaded in this order by the bot at start (each is a discord.py extension with ``setup``)."""
PLACES_KEPT = 10_000
"""Games whose server and channel a process keeps (``TombTable.places``) before it starts the list again."""


class GameCog(commands.Cog):
    """A cog whose app commands become ``/game`` subcommands; they leave the group on unload."""

    def __init__(self, bot: TombTable) -> None:
        self.bot = bot

    async def cog_unload(self) -> None:
        for command in self.get_app_commands():
            self.bot.game_group.remove_command(command.name)


async def install(bot: TombTable, cog: GameCog, items: Sequence[type[discord.ui.DynamicItem[Any]]] = ()) -> None:
    await bot.add_cog(cog)
    for command in cog.get_app_commands():
        bot.tree.remove_command(command.name)
        bot.game_group.add_command(command)
    bot.add_dynamic_items(*items)


class Clicked(discord.ui.DynamicItem[discord.ui.Item[Any]], template=r"tt:never"):
    """Base of the features' components: keeps the match of the custom id; callbacks read it."""

    in_dms: ClassVar[bool] = False
    """Whether the component is sent in DMs too (a turn DM's buttons, the panels opened from it); its handler
    then refuses whoever has no seat in the game."""

    def __init__(self, item: discord.ui.Item[Any], match: re.Match[str]) -> None:
        super().__init__(item)
        self.match = match

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Clicked:
        return cls(item, match)

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Every click is acted on only where its game is played (see :func:`check_place`); otherwise it is
        refused privately before its handler runs, so nothing is changed, answered publicly or copied."""
        async with answering(interaction) as reply:
            await check_place(reply, codec.number(self.match["game"]), self.in_dms)
            return True
        return False

    def values(self) -> list[str]:
        """A menu's picked values (nothing for a button)."""
        return list(self.item.values) if isinstance(self.item, discord.ui.Select) else []

    def picked(self) -> str:
        """The value picked in a one-choice menu; a click that carries none is refused."""
        values = self.values()
        if not values:
            raise IllegalAction("error.bad_component")
        return values[0]


async def check_place(reply: Reply, game_pk: int, in_dms: bool) -> None:
    """Refuse a click that did not come from the game's own channel, nor (for a component sent in DMs) from a DM:
    a forged or copied custom id naming the game of another channel or server.  A game's server and channel
    never change, so each process reads them once per game."""
    interaction = reply.interaction
    if interaction.guild_id is None:
        if not in_dms:
            raise IllegalAction("error.elsewhere")
        return
    places = reply.bot.places
    place = places.get(game_pk)
    if place is None:
        record = await reply.bot.service.load(game_pk)
        if len(places) >= PLACES_KEPT:
            places.clear()
        place = places[game_pk] = (record.guild_id, record.channel_id)
    if (interaction.guild_id, interaction.channel_id) != place:
        raise IllegalAction("error.elsewhere")
