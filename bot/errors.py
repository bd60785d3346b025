"""One place that turns failures into private, localized answers.

A player's mistake (:class:`rules.core.IllegalAction`) becomes the catalog text for its key, in the
player's client language.  Anything else is a bug: it is logged with its traceback and the user gets
a generic apology.  Exception texts never reach Discord.  Slash commands reach this module through
:class:`GameTree`; components call :func:`guarded`, because discord.py only logs their exceptions.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager

import discord
from discord import app_commands

from core.i18n import language_of, t
from rules.core import IllegalAction

log = logging.getLogger(__name__)

NAMES_KEY = "tt_names"
"""``interaction.extras`` key where flows leave the seat → player name map for error texts."""

PUBLIC_DEFER_KEY = "tt_public_defer"
"""``interaction.extras`` flag: the response was deferred as a public "thinking…" placeholder."""

PRIVATE_PENDING_KEY = "tt_private_pending"
"""``interaction.extras`` flag: a private "thinking…" placeholder waits to be filled."""


class GameTree(app_commands.CommandTree):
    """Command tree whose single error handler covers every slash command and autocomplete."""

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        await report(interaction, getattr(error, "original", error) or error)


def describe(error: IllegalAction, lang: str, names: Mapping[int, str] | None = None) -> str:
    """The catalog text of a refused action, in ``lang``."""
    return t(error.key, lang, names, **error.params)


async def report(interaction: discord.Interaction, error: BaseException) -> None:
    """Answer ``interaction`` privately about ``error``: the reason for a mistake, else an apology."""
    lang = language_of(interaction.locale)
    if isinstance(error, IllegalAction):
        log.info("refused for user %s: %s", interaction.user.id if interaction.user else "?", error.key)
        text = describe(error, lang, interaction.extras.get(NAMES_KEY))
    else:
        log.error("unexpected error answering interaction %s", interaction.id, exc_info=error)
        text = t("error.internal", lang)
    if interaction.type is discord.InteractionType.autocomplete:
        return  # an autocomplete has no message to answer with; it just offers nothing
    await reply_privately(interaction, text)


async def reply_privately(interaction: discord.Interaction, text: str) -> None:
    """Send ``text`` only to the user, whatever state the interaction response is in."""
    try:
        if not interaction.response.is_done():
            await interaction.response.send_message(text, ephemeral=True)
            return
        if interaction.extras.pop(PRIVATE_PENDING_KEY, False):
            await interaction.edit_original_response(content=text, attachments=[], view=None)
            return
        if interaction.extras.pop(PUBLIC_DEFER_KEY, False):
            # A public "thinking…" placeholder would turn the answer public: remove it first.
            await interaction.delete_original_response()
        await interaction.followup.send(text, ephemeral=True)
    except discord.HTTPException as error:
        log.warning("could not answer interaction %s (HTTP %s, code %s)", interaction.id, error.status, error.code)


@asynccontextmanager
async def guarded(interaction: discord.Interaction) -> AsyncIterator[None]:
    """Run a component callback, reporting any exception the same way slash commands do."""
    try:
        yield
    except Exception as error:  # noqa: BLE001 - every failure is reported, none is swallowed silently
        await report(interaction, error)
