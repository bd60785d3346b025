"""How an interaction is answered: one explicit :class:`Reply` per interaction, passed to the handler.

A handler first checks what it can (is there a game here, may this user do this) and only then
chooses to answer publicly or privately, so a refusal is never preceded by a public "thinking…"
placeholder.  The reply remembers what it already sent (a deferral, a placeholder to fill, the
message a button sits on), so whoever answers next does the right thing; nothing is kept in
``interaction.extras``.  Public posts use the game's language (the server's, stored at creation);
private answers use the user's client language.  After a change is committed, :attr:`Reply.committed`
is set so that a later failure is reported as "saved, the board will follow", never as "nothing changed".
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from enum import Enum
from typing import TYPE_CHECKING, Any, cast

import discord

from bot.names import Medium
from core.i18n import language_of
from core.storage import GameRecord
from rules.core import IllegalAction, Seat

if TYPE_CHECKING:
    from bot.app import TombTable

log = logging.getLogger(__name__)

MENTIONS = discord.AllowedMentions(users=True, everyone=False, roles=False)


def pinging(*user_ids: int) -> discord.AllowedMentions:
    """Mentions that notify only these people: a post caused by someone's own command names them unpinged."""
    return discord.AllowedMentions(users=[discord.Object(id=u) for u in user_ids if u > 0], everyone=False, roles=False)


class Pending(Enum):
    NOTHING = "nothing"  # nothing sent yet
    PRIVATE = "private"  # a private "thinking…" placeholder waits to be filled
    PUBLIC = "public"  # a public "thinking…" placeholder waits to be filled
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

    async def think_publicly(self) -> None:
        """Only once the checks passed: the answer will be a post everyone sees."""
        if self.pending is Pending.NOTHING:
            await self.interaction.response.defer(thinking=True)
            self.pending = Pending.PUBLIC

    async def acknowledge_click(self) -> None:
        """A click whose answer edits the message it sits on (no loading state shown)."""
        if self.pending is Pending.NOTHING:
            await self.interaction.response.defer()
            self.pending = Pending.COMPONENT

    # ------------------------------------------------------------ answering

    async def private(self, content: str, **message: Any) -> None:
        """An answer only the user sees: fills a private placeholder, else a new private message."""
        if self.pending is Pending.NOTHING:
            await self.interaction.response.send_message(content, ephemeral=True, **message)
        elif self.pending is Pending.PRIVATE:
            message.setdefault("attachments", message.pop("files", []))
            await self.interaction.edit_original_response(content=content, **message)
        else:
            if self.pending is Pending.PUBLIC:  # a public placeholder would make the answer public
                await self.interaction.delete_original_response()
            await self.interaction.followup.send(content, ephemeral=True, **message)
        self.pending = Pending.DONE

    async def update(self, content: str, **message: Any) -> None:
        """Replace the private message this answer belongs to: the panel clicked on, or the placeholder."""
        if self.pending in (Pending.PRIVATE, Pending.COMPONENT) or (self.on_private_panel and self.pending is not Pending.DONE):
            if self.pending is Pending.NOTHING:
                await self.interaction.response.defer()
            message.setdefault("attachments", message.pop("files", []))
            await self.interaction.edit_original_response(content=content, **message)
            self.pending = Pending.DONE
        else:
            await self.private(content, **message)

    async def edit_clicked(self, **message: Any) -> None:
        """Redraw the (public) message a component sits on, e.g. the lobby card."""
        if self.pending is Pending.NOTHING:
            await self.interaction.response.edit_message(**message)
        else:
            await self.interaction.edit_original_response(**message)
        self.pending = Pending.DONE

    async def public(self, record: GameRecord, content: str, **message: Any) -> discord.Message:
        """A post in the game's channel: fills a public placeholder, else answers or posts in the channel."""
        message.setdefault("allowed_mentions", MENTIONS)
        if self.pending is Pending.PUBLIC:
            message.setdefault("attachments", message.pop("files", []))
            self.pending = Pending.DONE
            return await self.interaction.edit_original_response(content=content, **message)
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
