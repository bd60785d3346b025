"""Tomb Raider Underworld's presentation: the open shared cost, who has put what into it."""

from __future__ import annotations

from pydantic import BaseModel

from bot.presenters import Names, Presenter
from core.i18n import t
from core.service import Game
from rules.core import Seat
from rules.underworld.model import UwView

SHARED_SCOPES = ("each", "total")  # costs every player asked may pay into


class UnderworldPresenter(Presenter):
    def question_lines(
        self, game: Game, state: BaseModel, public: BaseModel, to_act: frozenset[Seat], lang: str, names: Names
    ) -> list[str]:
        assert isinstance(public, UwView)
        lines = super().question_lines(game, state, public, to_act, lang, names)
        pending = public.pending
        if pending is None or pending.kind != "cost" or pending.scope not in SHARED_SCOPES:
            return lines
        gifts = [
            t("bot.ask.gift", lang, names, seat=seat, count=count, item_type=str(getattr(item, "value", item)))
            for seat, items in sorted(pending.given.items())
            for item, count in items.items()
            if count
        ]
        gifts += [t("bot.ask.passed", lang, names, seat=seat) for seat in pending.passed if seat not in pending.given]
        key = "bot.ask.pool" if gifts else "bot.ask.pool_empty"
        return [t(key, lang, names, seat=pending.seat, gifts=", ".join(gifts)), *lines]


PRESENTER = UnderworldPresenter()
