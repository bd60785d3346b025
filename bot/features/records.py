"""Records and fair dice: ``/game verify``, ``export`` and ``replay turn:``.  The commitment at start
and the reveal at the end are notices of the outbox; the scheme itself lives in :mod:`core.fairplay`."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot import lookup, pictures, texts
from bot.errors import answering
from bot.features import GameCog, install
from bot.names import Medium
from bot.reply import Reply
from bot.translator import ls
from core.i18n import t
from core.storage import GameStatus
from rules.core import HasHand

if TYPE_CHECKING:
    from bot.app import TombTable

EXPORT_FILE = "tombtable-game-{id}.json"


async def verify(reply: Reply) -> None:
    """``/game verify``: the bot re-checks the commitment and replays the log to the stored state."""
    lang = reply.lang
    record = await lookup.latest_started(reply.bot, reply.interaction.channel_id or 0)
    verdict = await reply.bot.service.verify(record.id)
    lines = [t("fair.verify.ok" if verdict.ok else "fair.verify.failed", lang, actions=verdict.replayed)]
    lines += [t(problem, lang) for problem in verdict.problems]
    if record.status.is_open:
        lines.append(t("fair.verify.until_end", lang, commitment=record.commitment or "—"))
    else:
        lines.append(t("fair.verify.revealed", lang, seed=str(record.seed), salt=record.salt or "—"))
    await reply.private("\n".join(lines))


async def export(reply: Reply) -> None:
    """``/game export``: the record as a JSON file (the seed only once the game is over)."""
    record = await lookup.latest_started(reply.bot, reply.interaction.channel_id or 0)
    exported = await reply.bot.service.export(record.id)
    data = exported.model_dump_json(indent=1).encode()
    file = discord.File(io.BytesIO(data), filename=EXPORT_FILE.format(id=record.id))
    key = "fair.export.over" if exported.finished else "fair.export.running"
    await reply.private(t(key, reply.lang), files=[file])


async def replay(reply: Reply, turn: int) -> None:
    """``/game replay turn:``: the board as it was when that turn began; hands too once the game is over."""
    lang = reply.lang
    record = await lookup.latest_started(reply.bot, reply.interaction.channel_id or 0)
    outcome = await reply.bot.service.state_at_turn(record.id, turn)
    game, state = outcome.game, outcome.state
    names = await reply.names_of(record, medium=Medium.PLAIN)  # pictures and alt texts
    files = [await pictures.board_file(game.info.id, outcome.view(None), names, lang, result=outcome.result)]
    if record.status is not GameStatus.ACTIVE:  # over: every hand may be shown
        for seat in range(len(record.seats)):
            seat_view = outcome.view(seat)
            if isinstance(seat_view, HasHand) and seat_view.hand is not None:
                hand = await pictures.hand_file(game.info.id, seat_view, lang, description=names.get(seat))
                hand.filename = f"hand-{seat + 1}.png"
                files.append(hand)
    caption = t("fair.replay.caption", lang, game=texts.game_name(game, lang), **texts.turn_params(game, state))
    await reply.private(caption, files=files)


class RecordsCog(GameCog):
    @app_commands.command(name=ls("command.replay.name"), description=ls("command.replay.description"))
    @app_commands.rename(turn=ls("command.replay.turn.name"))
    @app_commands.describe(turn=ls("command.replay.turn.description"))
    async def replay(self, interaction: discord.Interaction, turn: app_commands.Range[int, 0, 100_000]) -> None:
        async with answering(interaction) as reply:
            await replay(reply, turn)

    @app_commands.command(name=ls("command.export.name"), description=ls("command.export.description"))
    async def export(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            await export(reply)

    @app_commands.command(name=ls("command.verify.name"), description=ls("command.verify.description"))
    async def verify(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            await verify(reply)


async def setup(bot: TombTable) -> None:
    await install(bot, RecordsCog(bot))
