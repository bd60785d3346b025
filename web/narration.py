"""What the pages need from whoever starts them: the players' names and the texts around the pictures.

The channel's texts (log lines laid out per game, scores, results) are the bot's presenters'; the page
shows the same words, so the bot hands them over through this protocol instead of the web importing
the bot (see ``bot/web_narrator.py``).  Every method is given public information only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from pydantic import BaseModel

from core.service import Game
from core.storage import GameRecord
from rules.core import Event, Result, Seat

Names = Mapping[Seat, str]


class Narrator(Protocol):
    async def names(self, record: GameRecord, lang: str) -> Names:
        """Each seat's name as shown on pictures and in alt texts (plain text)."""
        ...

    def log_lines(self, game: Game, seat: Seat, public_events: Sequence[Event], lang: str, names: Names) -> list[str]:
        """One action's public events as the turn post writes them (``**bold**`` marks a name)."""
        ...

    def score_lines(self, game: Game, public_view: BaseModel, lang: str, names: Names) -> list[str]:
        """The scores of a running game, from its public view."""
        ...

    def result_lines(self, record: GameRecord, result: Result, lang: str, names: Names) -> list[str]:
        """A finished game's result: summary, winners, every seat's rank and score."""
        ...
