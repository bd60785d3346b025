"""Aiming freely (games whose presenter has an :class:`bot.presenters.AimForm`): a form, then a private
preview of the aim line only (never where the disks would go), with nudges and Fire.

The panel's "Aim…" button (``codec.aim_form``) opens the form; submitting it, or clicking a nudge
(``codec.aim``), answers with a picture of the arena and the aim line.  A preview is checked by a dry
run of the pure rules (the state is not changed), so a refused aim is explained before firing.  Fire
is the ordinary panel action button, handled by the play feature.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

import discord
from pydantic import BaseModel

from bot import codec, texts, widgets
from bot.errors import answering
from bot.features import Clicked, GameCog, install
from bot.names import Medium
from bot.presenters import AimForm, presenter_for
from bot.reply import Reply
from core.i18n import t
from render import renderer
from render.workers import render_off_loop
from rules.core import HasKind, IllegalAction

if TYPE_CHECKING:
    from bot.app import TombTable

PREVIEW_FILE = "aim.png"
TEXT_LIMIT = 12  # what the form's fields accept; longer text is refused before it is parsed


def _aim_of(reply: Reply, game_kind: str) -> AimForm:
    aim = presenter_for(game_kind).aim
    if aim is None:
        raise IllegalAction("error.bad_component")
    return aim


async def show_preview(reply: Reply, game_pk: int, version: int, notation: str) -> None:
    """The arena with the aim line of ``notation``, privately, with nudges and Fire."""
    bot, lang = reply.bot, reply.lang
    outcome = await bot.service.current(game_pk)
    if outcome.record.version != version:
        raise IllegalAction("bot.aim.stale")  # the turn went on since this aim was drawn
    record, game = outcome.record, outcome.game
    seat = record.seat_of(reply.user_id)
    if seat is None:
        raise IllegalAction("error.not_in_game")
    aim = _aim_of(reply, game.info.id)
    names = await reply.names_of(record)
    flick = game.parse_action(notation)
    if not isinstance(flick, HasKind) or flick.kind != aim.kind or not isinstance(flick, BaseModel):
        raise IllegalAction("bot.aim.not_an_aim")
    game.apply(outcome.state, seat, flick)  # dry run: refuses a wrong disk or aim now; the result is dropped
    draw = renderer(game.info.id).render_board
    drawn = await reply.names_of(record, medium=Medium.PLAIN)
    png = await render_off_loop(draw, outcome.view(None), names=dict(drawn), lang=lang, highlight=flick)
    label = texts.action_label(game, outcome.state, seat, flick, lang, names)
    view = widgets.StatelessView()
    for key, params, nudged, row in aim.nudges(game, flick):
        custom_id = codec.aim(record.id, record.version, nudged)
        if codec.fits(custom_id):
            view.add_item(widgets.button(t(key, lang, None, **params), custom_id, row=row))
    fire = codec.action(record.id, record.version, game.notation(flick))
    if codec.fits(fire):
        view.add_item(widgets.button(t("bot.aim.fire", lang), fire, discord.ButtonStyle.danger, 2))
    view.add_item(widgets.button(t("bot.aim.button", lang), codec.aim_form(record.id, record.version),
                                 discord.ButtonStyle.success, 2))
    picture = discord.File(io.BytesIO(png), filename=PREVIEW_FILE, description=label)
    await reply.update(t("bot.aim.preview", lang, action=label), files=[picture], view=view)


class AimFormModal(discord.ui.Modal):
    """Disk, aim and power typed freely: any angle (to a tenth of a degree) and any power 0–100."""

    def __init__(self, game_pk: int, version: int, lang: str) -> None:
        # One form per user at a time (discord.py keys modals by user and custom id), so no timeout is needed.
        super().__init__(title=widgets.form_title(t("bot.aim.title", lang)), custom_id="tt:aimsubmit", timeout=None)
        self.game_pk, self.version = game_pk, version
        self.origin = widgets.form_field(self, t("bot.aim.origin", lang), t("bot.aim.origin_hint", lang),
                                         max_length=3, required=False)
        self.aim = widgets.form_field(self, t("bot.aim.direction", lang), t("bot.aim.direction_hint", lang), max_length=8)
        self.offset = widgets.form_field(self, t("bot.aim.offset", lang), "0", max_length=6, required=False)
        self.power = widgets.form_field(self, t("bot.aim.power", lang), "50", max_length=3)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            fields = (self.origin.value, self.aim.value, self.offset.value, self.power.value)
            if any(len(value) > TEXT_LIMIT for value in fields):
                raise IllegalAction("bot.aim.bad_form")
            await reply.think_privately()
            record = await reply.bot.service.load(self.game_pk)
            notation = _aim_of(reply, record.game_kind).notation(*fields)
            try:
                await show_preview(reply, self.game_pk, self.version, notation)
            except IllegalAction as error:
                if error.key.endswith("bad_notation"):  # the form's words, not our internal notation
                    raise IllegalAction("bot.aim.bad_form") from None
                raise


class AimFormButton(Clicked, template=codec.AIM_FORM):
    """Opens the aiming form; a form must be the first answer, so nothing is deferred here."""

    in_dms = True

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            game_pk, version = codec.number(self.match["game"]), codec.number(self.match["version"])
            await interaction.response.send_modal(AimFormModal(game_pk, version, reply.lang))


class AimNudge(Clicked, template=codec.AIM):
    """A nudge of the previewed aim (angle or power): shows the new aim, still without firing."""

    in_dms = True

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answering(interaction) as reply:
            game_pk, version = codec.number(self.match["game"]), codec.number(self.match["version"])
            await reply.acknowledge_click()
            await show_preview(reply, game_pk, version, self.match["notation"])


class AimCog(GameCog):
    """No command of its own: aiming starts from the action panel."""


async def setup(bot: TombTable) -> None:
    await install(bot, AimCog(bot), (AimFormButton, AimNudge))
