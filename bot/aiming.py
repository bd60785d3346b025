"""Aiming a flick (Catacombs Conquest): any angle and power, and a private preview of the aim line.

The Play panel of a flick phase gets an "Aim…" button (``tt:aimform:<game>:<version>``) opening a
form (disk to flick, angle or disk/wall to aim at, offset, power).  Submitting it — or clicking a
nudge button (``tt:aim:<game>:<version>:<flick>``) — answers with a private picture of the arena
with the aim line only (never where the disks would go), plus nudge buttons and Fire, which is the
ordinary panel action button.  A preview is checked by a dry run of the pure rules (the state is
not changed) so a refused aim is explained before firing.
"""

from __future__ import annotations

import io
import re
from collections.abc import Sequence
from typing import Any

import discord

from bot import components, texts
from bot.errors import PRIVATE_PENDING_KEY, guarded
from core.i18n import t
from bot.replies import bot_of, defer_update, names_for, private_lang
from core.service import Outcome
from render import renderer
from render.common import render_off_loop
from rules.core import IllegalAction, Seat

FLICK_KIND = "flick"
PREVIEW_FILE = "aim.png"
ANGLE_STEPS = (-15, -2, 2, 15)
POWER_STEPS = (-10, 10)
NUMBER = re.compile(r"[+-]?\d+(?:[.,]\d+)?")


def offers_flicks(choices: Sequence[components.PanelChoice]) -> bool:
    return any(choice.group == FLICK_KIND for choice in choices)


def add_to_panel(view: discord.ui.View, game_pk: int, version: int, lang: str) -> None:
    """Put "Aim…" on the panel's last row (the row of Refresh), if there is room."""
    last_row = [item for item in view.children if getattr(item, "row", None) == components.ROWS - 1]
    if len(last_row) < components.BUTTONS_PER_ROW:
        view.add_item(components.AimFormButton.build(game_pk, version, lang, row=components.ROWS - 1))


async def open_form(interaction: discord.Interaction, game_pk: int, version: int) -> None:
    """Answer "Aim…" with the form (a modal must be the first answer, so nothing is deferred)."""
    await interaction.response.send_modal(AimForm(game_pk, version, private_lang(interaction)))


async def nudge(interaction: discord.Interaction, game_pk: int, version: int, notation: str) -> None:
    """A nudge button on a preview: redraw the preview for the nudged flick, in place."""
    await defer_update(interaction)
    await show_preview(interaction, game_pk, version, notation)


class AimForm(discord.ui.Modal):
    """Disk, aim and power typed freely: any angle (to a tenth of a degree) and any power 0–100."""

    def __init__(self, game_pk: int, version: int, lang: str) -> None:
        # One form per user at a time (discord.py keys modals by user and custom id), so no timeout is needed.
        super().__init__(title=t("bot.aim.title", lang), custom_id="tt:aimsubmit", timeout=None)
        self.game_pk, self.version = game_pk, version
        self.origin = discord.ui.TextInput(
            label=t("bot.aim.origin", lang), placeholder=t("bot.aim.origin_hint", lang), required=False, max_length=3
        )
        self.aim = discord.ui.TextInput(
            label=t("bot.aim.direction", lang), placeholder=t("bot.aim.direction_hint", lang), max_length=8
        )
        self.offset = discord.ui.TextInput(
            label=t("bot.aim.offset", lang), placeholder="0", required=False, max_length=6
        )
        self.power = discord.ui.TextInput(label=t("bot.aim.power", lang), placeholder="50", max_length=3)
        for field in (self.origin, self.aim, self.offset, self.power):
            self.add_item(field)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        async with guarded(interaction):
            bot_of(interaction).names.remember(interaction)
            await interaction.response.defer(thinking=True, ephemeral=True)
            interaction.extras[PRIVATE_PENDING_KEY] = True
            notation = flick_notation(self.origin.value, self.aim.value, self.offset.value, self.power.value)
            await show_preview(interaction, self.game_pk, self.version, notation)


def flick_notation(origin: str, aim: str, offset: str, power: str) -> str:
    """The flick the form describes: ``aim`` is an angle in degrees, or a disk or wall to aim at."""
    head = "flick" + (f"/{origin.strip().upper()}" if origin.strip() else "")
    aim, power = aim.strip().replace(",", "."), power.strip()
    if NUMBER.fullmatch(aim):
        return f"{head}:{aim}:{power}"
    shift = offset.strip().replace(",", ".") or "0"
    sign = "" if shift.startswith(("+", "-")) else "+"
    return f"{head}@{aim.upper()}:{sign}{shift}:{power}"


async def show_preview(interaction: discord.Interaction, game_pk: int, version: int, notation: str) -> None:
    """The arena with the aim line of ``notation``, privately, with nudges and Fire."""
    bot = bot_of(interaction)
    lang = private_lang(interaction)
    outcome = await bot.service.current(game_pk)
    if outcome.record.version != version:
        raise IllegalAction("bot.aim.stale")  # the turn went on since this aim was drawn
    seat = outcome.record.seat_of(interaction.user.id)
    if seat is None:
        raise IllegalAction("error.not_in_game")
    names = await names_for(interaction, outcome.record, lang)
    game = outcome.game
    flick = game.parse_action(notation)
    if getattr(flick, "kind", None) != FLICK_KIND:
        raise IllegalAction("error.catacombs.bad_notation", text=notation)
    game.apply(outcome.state, seat, flick)  # dry run: refuses a wrong disk or aim now; the result is dropped
    public = game.view(outcome.state, None)
    draw = renderer(game.info.id).render_board
    png = await render_off_loop(draw, public, names=dict(names), lang=lang, highlight=flick)
    label = texts.action_label(game, outcome.state, seat, flick, lang, names)
    content = t("bot.aim.preview", lang, action=label)
    picture = discord.File(io.BytesIO(png), filename=PREVIEW_FILE)
    view = preview_view(outcome, seat, flick, lang)
    interaction.extras.pop(PRIVATE_PENDING_KEY, None)  # filled here: the form's placeholder or the nudged preview
    await interaction.edit_original_response(content=content, attachments=[picture], view=view)


def preview_view(outcome: Outcome, seat: Seat, flick: Any, lang: str) -> discord.ui.View:
    """Nudge the angle (or the offset when aiming at a disk), nudge the power, fire, or type again."""
    record, game = outcome.record, outcome.game
    view = components.StatelessView()
    turned = "offset" if flick.at is not None else "angle"
    for step in ANGLE_STEPS:
        value = getattr(flick, turned) or 0.0
        value = max(-90.0, min(90.0, value + step)) if turned == "offset" else value + step
        nudged = flick.model_copy(update={turned: value})
        key = "bot.aim.turn_left" if step > 0 else "bot.aim.turn_right"
        _add_nudge(view, record.id, record.version, game.notation(game.parse_action(game.notation(nudged))),
                   t(key, lang, step=abs(step)), 0)
    for step in POWER_STEPS:
        nudged = flick.model_copy(update={"power": max(0, min(100, flick.power + step))})
        key = "bot.aim.power_up" if step > 0 else "bot.aim.power_down"
        _add_nudge(view, record.id, record.version, game.notation(nudged), t(key, lang, step=abs(step)), 1)
    fire = game.notation(flick)
    if components.fits(record.id, record.version, fire):
        button = discord.ui.Button(
            label=t("bot.aim.fire", lang), style=discord.ButtonStyle.danger,
            custom_id=f"tt:a:{record.id}:{record.version}:{fire}", row=2,
        )
        view.add_item(components.ActionButton(button, record.id, record.version, fire))
    view.add_item(components.AimFormButton.build(record.id, record.version, lang, row=2))
    return view


def _add_nudge(view: discord.ui.View, game_pk: int, version: int, notation: str, label: str, row: int) -> None:
    if len(f"tt:aim:{game_pk}:{version}:{notation}") <= components.CUSTOM_ID_LIMIT:
        view.add_item(components.AimNudge.build(game_pk, version, notation, label, row))

