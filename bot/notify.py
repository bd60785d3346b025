"""Direct messages: the join-time reachability test and the hand sent after each change.

A hand DM carries the same Play / My hand buttons as the channel post, so a player on a phone can
act from the DM; the resulting board is still posted in the game's channel.

A closed inbox (Discord codes 50007 / 50278) is normal, not an error: it is remembered on the seat
(``dm_ok = false``) so the bot stops trying, and the player uses ``/game hand`` instead.  A DM
failure never interrupts a turn.  Log lines name users and games, never cards.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from bot import components, pictures, texts
from core.i18n import t
from core.service import Outcome
from core.storage import GameRecord

if TYPE_CHECKING:
    from bot.app import TombTable

log = logging.getLogger(__name__)

DM_CLOSED_CODES = frozenset({50007, 50278})  # cannot send to this user / no mutual guild


async def send_dm(bot: TombTable, user_id: int, **message: Any) -> bool:
    """Send a DM; ``False`` (never an exception) if the user can't be reached."""
    try:
        channel = await bot.create_dm(discord.Object(id=user_id))
        await channel.send(**message)
        return True
    except discord.HTTPException as error:
        if error.code in DM_CLOSED_CODES or error.status == 403:
            log.info("DMs closed for user %s (code %s)", user_id, error.code)
        else:
            log.warning("DM to user %s failed (HTTP %s, code %s)", user_id, error.status, error.code)
        return False


async def test_dm(bot: TombTable, record: GameRecord, user_id: int, lang: str) -> bool:
    """Greet a joiner by DM to learn early whether hands can reach them; the answer is stored."""
    game = bot.service.rules(record)
    greeting = t("bot.dm.welcome", lang, game=texts.game_name(game, lang), link=texts.channel_link(record))
    ok = await send_dm(bot, user_id, content=greeting)
    await bot.service.set_dm_ok(record.id, user_id, ok)
    return ok


async def send_hands(bot: TombTable, outcome: Outcome) -> None:
    """DM each seat whose hand changed its new hand picture, labelled with game, channel and turn."""
    record, game, state = outcome.record, outcome.game, outcome.state
    turn = game.turn_number(state)
    for seat in sorted(outcome.hand_changed):
        player = record.seats[seat]
        if player.dm_ok is False:
            continue  # known closed inbox: /game hand is their way to see it
        lang = bot.names.language_of(player.user_id, record.locale)
        picture = await pictures.hand_file(game.info.id, game.view(state, seat), lang)
        caption = t("bot.dm.hand", lang, game=texts.game_name(game, lang), link=texts.channel_link(record), turn=turn)
        buttons: dict[str, Any] = {"view": components.turn_view(record.id, lang)} if outcome.result is None else {}
        if not await send_dm(bot, player.user_id, content=caption, file=picture, **buttons):
            await bot.service.set_dm_ok(record.id, player.user_id, False)
