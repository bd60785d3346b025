"""What the game pages get from the bot (:class:`web.narration.Narrator`): the players' names as Discord
knows them, and the channel's own texts, public ones only, so the page reads like the channel."""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel

from bot import texts
from bot.names import Medium, NameBook
from bot.presenters import presenter_for
from core.service import Game
from core.storage import GameRecord
from rules.core import Event, Result, Seat
from web.narration import Names


class BotNarrator:
    def __init__(self, names: NameBook) -> None:
        self._names = names

    async def names(self, record: GameRecord, lang: str) -> Names:
        return await self._names.of_game(record, lang, Medium.PLAIN)

    def log_lines(self, game: Game, seat: Seat, public_events: Sequence[Event], lang: str, names: Names) -> list[str]:
        return presenter_for(game.info.id).log_lines(game, names.get(seat, "?"), public_events, lang, names,
                                                     texts.LOG_BUDGET)

    def score_lines(self, game: Game, public_view: BaseModel, lang: str, names: Names) -> list[str]:
        return presenter_for(game.info.id).score_lines(public_view, lang, names)

    def result_lines(self, record: GameRecord, result: Result, lang: str, names: Names) -> list[str]:
        return texts.result_text(record, result, lang, names, mentions=False).split("\n")
