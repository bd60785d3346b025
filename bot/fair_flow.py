"""Fair dice and records in Discord: the commitment at start, the reveal at the end, ``/game verify``,
``/game export`` and ``/game replay turn:``.  The scheme itself lives in :mod:`core.fairplay`."""

from __future__ import annotations

import io
import logging
from typing import TYPE_CHECKING, Any

import discord

from bot import pictures, texts
from core.i18n import t
from bot.replies import answer_private, bot_of, defer_private, names_for, private_lang
from core.service import Outcome
from core.storage import GameRecord, GameStatus
from rules.core import IllegalAction

if TYPE_CHECKING:
    from bot.app import TombTable

log = logging.getLogger(__name__)

EXPORT_FILE = "tombtable-game-{id}.json"


async def channel_post(bot: TombTable, record: GameRecord, content: str, **message: Any) -> discord.Message | None:
    """A post in the game's channel outside any interaction (timers, reveals); ``None`` if Discord refuses."""
    channel = bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
    mentions = discord.AllowedMentions(users=True, everyone=False, roles=False)
    try:
        return await channel.send(content, allowed_mentions=mentions, **message)
    except discord.HTTPException as error:
        log.warning("could not post in the channel of game %s (HTTP %s)", record.id, error.status)
        return None


async def announce_commitment(bot: TombTable, record: GameRecord) -> None:
    """Right after the first board: the hash that binds the bot to this game's seed."""
    if record.commitment is not None:
        await channel_post(bot, record, t("fair.commitment", record.locale, commitment=record.commitment))


async def reveal_if_over(bot: TombTable, outcome: Outcome) -> None:
    """Once the game is over: reveal seed and salt, so anyone can check the commitment and replay."""
    record = outcome.record
    if outcome.result is None or record.seed is None or record.salt is None:
        return
    text = t("fair.reveal", record.locale, seed=str(record.seed), salt=record.salt, commitment=record.commitment)
    await channel_post(bot, record, text)


async def verify_here(interaction: discord.Interaction) -> None:
    """``/game verify``: the bot re-checks the commitment and replays the log to the stored state."""
    await defer_private(interaction)
    bot = bot_of(interaction)
    lang = private_lang(interaction)
    record = await _latest_here(interaction)
    verdict = await bot.service.verify(record.id)
    lines = [t("fair.verify.ok" if verdict.ok else "fair.verify.failed", lang, actions=verdict.replayed)]
    lines += [t(problem, lang) for problem in verdict.problems]
    if record.status.is_open:
        lines.append(t("fair.verify.until_end", lang, commitment=record.commitment or "—"))
    else:
        lines.append(t("fair.verify.revealed", lang, seed=str(record.seed), salt=record.salt or "—"))
    await answer_private(interaction, "\n".join(lines))


async def export_here(interaction: discord.Interaction) -> None:
    """``/game export``: the record as a JSON file (the seed only once the game is over)."""
    await defer_private(interaction)
    bot = bot_of(interaction)
    record = await _latest_here(interaction)
    export = await bot.service.export(record.id)
    data = export.model_dump_json(indent=1).encode()
    file = discord.File(io.BytesIO(data), filename=EXPORT_FILE.format(id=record.id))
    key = "fair.export.over" if export.finished else "fair.export.running"
    await answer_private(interaction, t(key, private_lang(interaction)), files=[file])


async def replay_here(interaction: discord.Interaction, turn: int) -> None:
    """``/game replay turn:``: the board as it was when that turn began; hands too once the game is over."""
    await defer_private(interaction)
    bot = bot_of(interaction)
    lang = private_lang(interaction)
    record = await _latest_here(interaction)
    outcome = await bot.service.state_at_turn(record.id, turn)
    game, state = outcome.game, outcome.state
    names = await names_for(interaction, record, lang)
    files = [await pictures.board_file(game.info.id, game.view(state, None), names, lang)]
    if record.status is not GameStatus.ACTIVE:  # over: every hand may be shown
        for seat in range(len(record.seats)):
            seat_view = game.view(state, seat)
            if getattr(seat_view, "hand", None) is not None:
                hand = await pictures.hand_file(game.info.id, seat_view, lang)
                hand.filename = f"hand-{seat + 1}.png"
                files.append(hand)
    caption = t("fair.replay.caption", lang, game=texts.game_name(game, lang), turn=game.turn_number(state))
    await answer_private(interaction, caption, files=files)


async def _latest_here(interaction: discord.Interaction) -> GameRecord:
    """The channel's running game, else the last game played in it (records outlive the game)."""
    bot = bot_of(interaction)
    record = await bot.service.by_channel(interaction.channel_id or 0)
    if record is None:
        record = await bot.store.last_in_channel(interaction.channel_id or 0)
    if record is None:
        raise IllegalAction("error.no_game_here")
    if record.seed is None:
        raise IllegalAction("error.not_started")
    return record
