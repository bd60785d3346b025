"""Clock lines several features show: who is away or on autopilot (every turn post), deadlines (status)."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from bot import texts
from core.i18n import t
from core.storage import GameRecord
from rules.core import Seat

if TYPE_CHECKING:
    from bot.app import TombTable


def stamp(moment: datetime, style: str = "R") -> str:
    """A Discord timestamp: every reader sees it in their own time zone and language."""
    return f"<t:{int(moment.timestamp())}:{style}>"


async def board_notes(bot: TombTable, record: GameRecord, lang: str) -> list[str]:
    """Lines every turn post carries: who is away (clock frozen) and which seats are on autopilot.
    Names, not mentions: an edited post must not ping."""
    names = await bot.names.of_game(record, lang)
    notes = []
    for player in record.seats:
        name = f"**{names.get(player.seat, '?')}**"
        if player.autopilot:
            notes.append(t("clock.board.autopilot", lang, player=name))
            continue
        away = await bot.clock.away_until(player.user_id)
        if away is not None:
            notes.append(t("clock.board.away", lang, player=name, until=stamp(away, "f")))
    return notes


async def status_lines(bot: TombTable, record: GameRecord, to_act: frozenset[Seat], over: bool, lang: str) -> list[str]:
    """For ``/game status``: the pace, when the acting seats' time runs out, and who is away."""
    if record.pace_hours is None or over:
        return []
    lines = [t("clock.status.pace", lang, hours=record.pace_hours)]
    for seat in sorted(to_act):
        deadline = await bot.clock.deadline_of(record, seat)
        if deadline is not None:
            lines.append(t("clock.status.deadline", lang, player=texts.mention(record.user_of(seat)), left=stamp(deadline)))
    for player in record.seats:
        away = await bot.clock.away_until(player.user_id)
        if away is not None:
            lines.append(t("clock.away.public", lang, player=texts.mention(player.user_id), until=stamp(away, "f")))
    return lines
