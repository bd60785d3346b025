"""Questions put to players besides the one whose turn it is, and what happens if they stay silent.

Two games ask them: Tomb Raider Underworld's shared costs (every player asked may give from their
own hand; the view's ``pending.given`` says who put in what, which is public) and Catacombs
Conquest's armour prompt (the defending team decides; the view's ``pending_default`` is what the
bot plays for them when the deadline passes, see ``core.clock``).  The public lines about them are
:func:`bot.texts.question_lines`; this module DMs the players just asked, with the Play / My hand
buttons, so they can answer from the DM.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot import components, notify, texts
from core.i18n import t
from core.service import Outcome
from rules.core import Seat

if TYPE_CHECKING:
    from bot.app import TombTable

PROMPT_EVENTS = frozenset({"armour_prompt"})


def newly_asked(outcome: Outcome) -> frozenset[Seat]:
    """Seats other than the actor that this action has just put a question to."""
    if outcome.result is None and any(event.kind in PROMPT_EVENTS for event in outcome.events):
        return outcome.to_act - {outcome.seat} if outcome.seat is not None else outcome.to_act
    pending = texts.shared_cost(outcome.game.view(outcome.state, None))
    if pending is None or pending.given or pending.passed or outcome.seat != pending.seat:
        return frozenset()
    return outcome.to_act - {outcome.seat}


async def ask_by_dm(bot: TombTable, outcome: Outcome, names: texts.Names) -> None:
    """DM each seat just asked a question, with the Play / My hand buttons to answer from the DM."""
    record, game = outcome.record, outcome.game
    for seat in sorted(newly_asked(outcome)):
        player = record.seats[seat]
        if player.dm_ok is False:
            continue  # the channel mention is their notification
        lang = bot.names.language_of(player.user_id, record.locale)
        lines = [t("bot.ask.dm", lang, game=texts.game_name(game, lang), link=texts.channel_link(record))]
        lines += texts.question_lines(outcome, lang, names)
        view = components.turn_view(record.id, lang)
        if not await notify.send_dm(bot, player.user_id, content="\n".join(lines), view=view):
            await bot.service.set_dm_ok(record.id, player.user_id, False)
