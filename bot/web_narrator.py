"""What the game pages get from the bot (:class:`web.narration.Narrator`): the players' names as Discord
knows them, and the channel's own texts, public ones only, so the page reads like the channel."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence

from pydantic import BaseModel

from bot import texts
from bot.names import Medium, NameBook
from bot.presenters import presenter_for
from core.service import Game
from core.storage import GameRecord
from rules.core import Event, Result, Seat
from web.narration import Names

NAMES_TTL_S = 300.0
"""How long a game's names serve its pages: a page view must not ask Discord again for a player it could
not name (every view would), and a nickname change shows within this time."""

_Key = tuple[int, str, tuple[int, ...]]  # game, language, the seats' users


class BotNarrator:
    def __init__(self, names: NameBook, clock: Callable[[], float] = time.monotonic) -> None:
        self._names = names
        self._clock = clock
        self._kept: dict[_Key, tuple[float, asyncio.Future[Names]]] = {}

    async def names(self, record: GameRecord, lang: str) -> Names:
        """The game's names, looked up once per ``NAMES_TTL_S`` however many pages ask meanwhile."""
        key = (record.id, lang, tuple(seat.user_id for seat in record.seats))
        now = self._clock()
        kept = self._kept.get(key)
        if kept is None or kept[0] <= now or (kept[1].done() and kept[1].exception() is not None):
            self._kept = {k: v for k, v in self._kept.items() if v[0] > now}
            kept = self._kept[key] = (now + NAMES_TTL_S, asyncio.ensure_future(
                self._names.of_game(record, lang, Medium.PLAIN)))
        return await asyncio.shield(kept[1])

    def log_lines(self, game: Game, seat: Seat, public_events: Sequence[Event], lang: str, names: Names) -> list[str]:
        return presenter_for(game.info.id).log_lines(game, names.get(seat, "?"), public_events, lang, names,
                                                     texts.LOG_BUDGET)

    def score_lines(self, game: Game, public_view: BaseModel, lang: str, names: Names) -> list[str]:
        return presenter_for(game.info.id).score_lines(public_view, lang, names)

    def result_lines(self, record: GameRecord, result: Result, lang: str, names: Names) -> list[str]:
        return texts.result_text(record, result, lang, names, mentions=False).split("\n")
