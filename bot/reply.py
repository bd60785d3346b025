"""How an interaction is answered: one explicit :class:`Reply` per interaction, passed to the handler.

An interaction is acknowledged before anything waits for the database (a locked or slow database
must not cost it Discord's 3 s deadline): a slash command with a private "thinking…" placeholder
(:func:`bot.errors.answering` does it), a click as its handler says — silently when the answer
edits the clicked message, else privately.  A refusal therefore never follows a public placeholder:
a public answer goes to the channel and the private placeholder nobody filled is removed.  The reply
remembers what it already sent (a deferral, a placeholder to fill, the message a button sits on), so
whoever answers next does the right thing; nothing is kept in ``interaction.extras``.  Public posts
use the game's language (the server's, stored at creation); private answers use the user's client
language.  After a change is committed, :attr:`Reply.committed`
is set so that a later failure is reported as "saved, the board will follow", never as "nothing changed".
Every text it sends is clipped to Discord's 2000 characters.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from enum import Enum
from typing import TYPE_CHECKING, Any, cast

import discord

from bot import texts
from bot.names import Medium
from core.i18n import language_of
from core.storage import GameRecord
from rules.core import IllegalAction, Seat

if TYPE_CHECKING:
    from bot.app import TombTable

log = logging.getLogger(__name__)

MENTIONS = discord.AllowedMentions(users=True, everyone=False, roles=False)
GONE = (10008, 50027)
"""Unknown Message, Invalid Webhook Token: Discord will not edit that private panel any more (too old, dismissed)."""


def pinging(*user_ids: int) -> discord.AllowedMentions:
    """Mentions that notify only these people: a post caused by someone's own command names them unpinged."""
    return discord.AllowedMentions(users=[discord.Object(id=u) for u in user_ids if u > 0], everyone=False, roles=False)


class Pending(Enum):
    NOTHING = "nothing"  # nothing sent yet
    PRIVATE = "private"  # a private "thinking…" placeholder waits to be filled
    COMPONENT = "component"  # a click was acknowledged; the message it sits on may be edited
    DONE = "done"  # answered; anything further is a follow-up


class Reply:
    """The answer to one interaction."""

    def __init__(self, interaction: discord.Interaction) -> None:
        self.interaction = interaction
        self.pending = Pending.NOTHING
        self.committed = False
        self.names: Mapping[Seat, str] = {}
        self.bot.names.remember(interaction)

    @property
    def bot(self) -> TombTable:
        return cast("TombTable", self.interaction.client)

    @property
    def lang(self) -> str:
        """The user's own language, for private answers."""
        return language_of(self.interaction.locale)

    @property
    def user_id(self) -> int:
        return self.interaction.user.id

    @property
    def on_private_panel(self) -> bool:
        """Whether the click came from a private (ephemeral) message, which can be edited in place."""
        message = self.interaction.message
        return message is not None and message.flags.ephemeral

    # ------------------------------------------------------------ acknowledging

    async def think_privately(self) -> None:
        if self.pending is Pending.NOTHING:
            await self.interaction.response.defer(thinking=True, ephemeral=True)
            self.pending = Pending.PRIVATE

    async def acknowledge_click(self) -> None:
        """A click whose answer edits the message it sits on (no loading state shown)."""
        if self.pending is Pending.NOTHING:
            await self.interaction.response.defer()
            self.pending = Pending.COMPONENT

    async def finish(self) -> None:
        """Remove a private placeholder nobody filled (the answer was a channel post); a failure only logs."""
        if self.pending is Pending.PRIVATE:
            try:
                await self.interaction.delete_original_response()
            except discord.HTTPException as error:
                log.info("could not remove the placeholder of interaction %s (HTTP %s)", self.interaction.id, error.status)
            self.pending = Pending.DONE

    # ------------------------------------------------------------ answering

    async def private(self, content: str, **message: Any) -> None:
        """An answer only the user sees: fills a private placeholder, else a new private message."""
        content = texts.clip(content, texts.MESSAGE_LIMIT)
        if self.pending is Pending.NOTHING:
            await self.interaction.response.send_message(content, ephemeral=True, **message)
        elif self.pending is Pending.PRIVATE:
            message.setdefault("attachments", message.pop("files", []))
            await self.interaction.edit_original_response(content=content, **message)
        else:
            await self.interaction.followup.send(content, ephemeral=True, **message)
        self.pending = Pending.DONE

    async def update(self, content: str, **message: Any) -> None:
        """Replace the private message this answer belongs to: the panel clicked on, or the placeholder.

        A click on a public message is answered privately, never by turning that post into a panel; a panel
        Discord will not edit any more gets a fresh private message instead of a dead end."""
        content = texts.clip(content, texts.MESSAGE_LIMIT)
        on_panel = self.on_private_panel and self.pending in (Pending.NOTHING, Pending.COMPONENT)
        if self.pending is not Pending.PRIVATE and not on_panel:
            await self.private(content, **message)
            return
        if self.pending is Pending.NOTHING:
            await self.interaction.response.defer()
            self.pending = Pending.COMPONENT
        files = message.pop("files", [])
        try:
            await self.interaction.edit_original_response(content=content, attachments=files, **message)
        except discord.HTTPException as error:
            if error.code not in GONE:
                raise
            log.info("interaction %s: Discord refused the panel's edit (code %s); sent anew", self.interaction.id, error.code)
            for file in files:  # the refused edit read them to the end
                file.reset()
            await self.interaction.followup.send(content, ephemeral=True, files=files, **message)
        self.pending = Pending.DONE

    async def edit_clicked(self, **message: Any) -> None:
        """Redraw the (public) message a component sits on, e.g. the lobby card."""
        if self.pending is Pending.NOTHING:
            await self.interaction.response.edit_message(**message)
        else:
            await self.interaction.edit_original_response(**message)
        self.pending = Pending.DONE

    async def public(self, record: GameRecord, content: str, **message: Any) -> discord.Message:
        """A post in the game's channel: the answer itself if nothing was sent yet, else a channel message."""
        content = texts.clip(content, texts.MESSAGE_LIMIT)
        message.setdefault("allowed_mentions", MENTIONS)
        if self.pending is Pending.NOTHING and self.interaction.channel_id == record.channel_id:
            await self.interaction.response.send_message(content, **message)
            self.pending = Pending.DONE
            return await self.interaction.original_response()
        channel = self.bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
        return await channel.send(content, **message)

    # ------------------------------------------------------------ game lookups shared by the features

    async def game_here(self) -> GameRecord:
        """The lobby or game of the interaction's channel; a clear refusal if there is none."""
        record = await self.bot.service.by_channel(self.interaction.channel_id or 0)
        if record is None:
            raise IllegalAction("error.no_game_here")
        return record

    async def names_of(self, record: GameRecord, lang: str | None = None, medium: Medium = Medium.MESSAGE
                       ) -> Mapping[Seat, str]:
        """Seat → player name shown in ``medium``; a message's names are kept so that a refusal's text can
        name players too."""
        names = await self.bot.names.of_game(record, lang or self.lang, medium)
        if medium is Medium.MESSAGE:
            self.names = names
        return names
