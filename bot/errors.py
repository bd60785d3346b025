"""One place that turns failures into private, localized answers.

A player's mistake (:class:`rules.core.IllegalAction`) becomes the catalog text for its key, in the
player's client language; a value Discord's own checks refused (a number out of range) becomes a
clear "not allowed" too, a database another process keeps locked a "busy, nothing changed, try
again", and a database out of reach (a dropped connection, a server restarting, a full disk: see
:func:`core.db.base.outage`) an "unreachable, nothing changed, try again shortly" in one log line — or, if the
connection broke during the commit itself, "may or may not be saved, look before trying again".  Anything
else is a bug: it is logged with its traceback and the user gets an apology.  Either says the move was
saved if it was (:attr:`bot.reply.Reply.committed`).
Exception texts never reach Discord, and user text echoed in a refusal is clipped so the answer
always fits.  Slash commands reach this module through :class:`GameTree` and :func:`answering`;
components call :func:`answering` too, because discord.py only logs their exceptions.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine
from contextlib import asynccontextmanager
from typing import Any, ParamSpec, TypeVar

import discord
from discord import app_commands

from bot.reply import Reply
from core.choosing import describe
from core.db.base import Busy, CommitUnknown, outage
from core.i18n import t
from rules.core import IllegalAction

log = logging.getLogger(__name__)

SUGGEST_BUDGET_S = 2.0  # an autocomplete cannot be deferred: past this (Discord allows 3 s) it offers nothing

P = ParamSpec("P")
Choice = TypeVar("Choice")


class GameTree(app_commands.CommandTree):
    """Command tree whose single error handler covers what fails before a handler runs (bad values)."""

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        await report(Reply(interaction), getattr(error, "original", None) or error)


def explain(reply: Reply, error: BaseException) -> str:
    """What the user is told about ``error``."""
    lang = reply.lang
    if isinstance(error, IllegalAction):
        log.info("refused for user %s: %s", reply.user_id, error.key)
        return describe(error, lang, reply.names)
    if isinstance(error, (app_commands.TransformerError, app_commands.CheckFailure, OverflowError)):
        log.info("refused a value from user %s: %s", reply.user_id, type(error).__name__)
        return t("error.bad_value", lang)
    if isinstance(error, Busy):  # another process holds the database (a backup, say): transient, this write undone
        log.warning("database locked by another process; interaction %s changed nothing", reply.interaction.id)
        return t("error.saved_anyway" if reply.committed else "error.busy", lang)
    if isinstance(error, CommitUnknown):  # neither "saved" nor "nothing changed" would be sure to be true
        log.warning("database connection lost while committing interaction %s (%s); its change may be saved",
                    reply.interaction.id, error)
        return t("error.commit_unknown", lang)
    if outage(error):  # transient, and the transaction was rolled back (or had committed): no traceback
        log.warning("database out of reach answering interaction %s (%s: %s); %s", reply.interaction.id,
                    type(error).__name__, error, "the change was saved" if reply.committed else "nothing changed")
        return t("error.saved_anyway" if reply.committed else "error.unreachable", lang)
    log.error("unexpected error answering interaction %s", reply.interaction.id, exc_info=error)
    return t("error.saved_anyway" if reply.committed else "error.internal", lang)


async def report(reply: Reply, error: BaseException) -> None:
    """Answer privately about ``error``, whatever state the interaction response is in."""
    text = explain(reply, error)
    if reply.interaction.type is discord.InteractionType.autocomplete:
        return  # an autocomplete has no message to answer with; it just offers nothing
    try:
        await reply.private(text)
        return
    except discord.HTTPException as failure:
        log.warning("could not answer interaction %s (HTTP %s, code %s)", reply.interaction.id, failure.status, failure.code)
    try:  # the placeholder could not be edited: a separate private message still reaches the user
        await reply.interaction.followup.send(text, ephemeral=True)
    except discord.HTTPException as failure:
        log.warning("no answer reached interaction %s (HTTP %s)", reply.interaction.id, failure.status)


@asynccontextmanager
async def answering(interaction: discord.Interaction) -> AsyncIterator[Reply]:
    """The :class:`Reply` of an interaction; any exception in the block is reported through it.

    A slash command is acknowledged privately before its handler runs, so nothing it waits for (a
    database another process keeps locked) costs it Discord's 3 s deadline; clicks and forms, whose
    acknowledgement depends on what they answer, do it first thing in their handler."""
    reply = Reply(interaction)
    try:
        if interaction.type is discord.InteractionType.application_command:
            await reply.think_privately()
        yield reply
        await reply.finish()
    except Exception as error:  # noqa: BLE001 - every failure is reported, none is swallowed silently
        await report(reply, error)


def in_time(suggest: Callable[P, Awaitable[list[Choice]]]) -> Callable[P, Coroutine[Any, Any, list[Choice]]]:
    """An autocomplete callback that offers nothing, rather than a failed list, when its suggestions are not
    ready within :data:`SUGGEST_BUDGET_S` (the database slow or out of reach): the command still checks
    whatever is typed when it is sent."""

    @functools.wraps(suggest)
    async def suggested(*args: P.args, **kwargs: P.kwargs) -> list[Choice]:
        try:
            async with asyncio.timeout(SUGGEST_BUDGET_S):
                return await suggest(*args, **kwargs)
        except TimeoutError:
            log.warning("suggestions took over %.1f s: none offered", SUGGEST_BUDGET_S)
            return []

    return suggested
