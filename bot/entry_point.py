"""The app's Entry Point command survives ``--sync``.

Enabling Activities in the Developer Portal gives the app a global command of type ``PRIMARY_ENTRY_POINT``
(4), Discord's own "Launch" button in the app launcher.  discord.py cannot describe it (its
``AppCommandType`` stops at 3), and a global sync is one bulk PUT that replaces *every* global command, so
a plain ``tree.sync()`` would delete it.  A global sync here first reads the app's global commands and
sends the Entry Point back beside the tree's own; a server's sync (the development server) never had it.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.abc import Snowflake
from discord.http import Route

from bot.errors import GameTree

ENTRY_POINT = 4
"""``PRIMARY_ENTRY_POINT``, the application command type that launches the Activity."""
READ_ONLY = frozenset({"application_id", "version", "guild_id", "name_localized", "description_localized"})
"""Fields Discord sets on a command it returns, not ones a command is written with (``id`` is kept: it names
the command to keep rather than one to create)."""


class KeepsEntryPoint(GameTree):
    """The bot's command tree: a global sync keeps the Entry Point command Discord made for the Activity."""

    async def sync(self, *, guild: Snowflake | None = None) -> list[app_commands.AppCommand]:
        """discord.py's sync, with the app's Entry Point commands added to a global one's bulk PUT."""
        if guild is not None:
            return await super().sync(guild=guild)
        application_id = self.client.application_id
        if application_id is None:
            raise app_commands.MissingApplicationID
        kept = await self.entry_points(application_id)
        commands = self._get_all_commands()
        translator = self.translator
        payload: list[dict[str, Any]] = [
            await command.get_translated_payload(self, translator) if translator else command.to_dict(self)
            for command in commands
        ]
        try:
            data = await self._http.bulk_upsert_global_commands(application_id, payload=[*payload, *kept])
        except discord.HTTPException as error:
            if error.status == 400 and error.code == 50035:  # as discord.py reports a command Discord refused
                raise app_commands.CommandSyncFailure(error, commands) from None
            raise
        return [app_commands.AppCommand(data=command, state=self._state) for command in data]

    async def entry_points(self, application_id: int) -> list[dict[str, Any]]:
        """The app's global Entry Point commands as they are to be written back (none until Activities are on),
        with their names and descriptions in every language (without them, Discord answers in one only)."""
        route = Route("GET", "/applications/{application_id}/commands", application_id=application_id)
        found: list[dict[str, Any]] = await self._http.request(route, params={"with_localizations": "true"})
        return [{key: value for key, value in command.items() if key not in READ_ONLY}
                for command in found if command.get("type") == ENTRY_POINT]
