"""Every button and menu the bot sends, built here from :mod:`bot.codec` ids and catalog labels.

Only builders live here: the clicks are handled by the restart-proof ``DynamicItem`` classes each
feature registers for its own ids (see ``bot/features``), so a message can carry buttons of several
features without those features knowing each other.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, get_args

import annotated_types
import discord
from pydantic import BaseModel

from bot import codec, texts
from core.i18n import t
from core.service import BOT_LEVELS, PACES, Game, option_applies

OPTIONS_PER_SELECT = 25
ROWS = 5
BUTTONS_PER_ROW = 5
ANY_ROLE = "-"
LOBBY_STYLES = {"join": discord.ButtonStyle.success, "start": discord.ButtonStyle.primary, "cancel": discord.ButtonStyle.danger}
VOTE_STYLES = {
    "replace": discord.ButtonStyle.primary, "remove": discord.ButtonStyle.danger, "keep": discord.ButtonStyle.secondary,
}

Button = discord.ui.Button
Select = discord.ui.Select
Style = discord.ButtonStyle


def button(label: str, custom_id: str, style: Style = Style.secondary, row: int | None = None) -> Button[Any]:
    return Button(label=texts.clip(label), style=style, custom_id=custom_id, row=row)


class StatelessView(discord.ui.View):
    """Only a container for sending components.

    Clicks reach the :class:`DynamicItem` classes registered with the bot, so discord.py need not
    keep this view in memory (nor run a 15-minute timer for each ephemeral panel).
    """

    def __init__(self) -> None:
        super().__init__(timeout=None)

    def is_dispatchable(self) -> bool:
        return False

    @property
    def timeout(self) -> float | None:
        """Never a timeout: discord.py would give an ephemeral answer's view a 15-minute timer task."""
        return None

    @timeout.setter
    def timeout(self, value: float | None) -> None:
        """Ignored (see the getter)."""


def lobby_view(
    game_pk: int, game: Game, options: BaseModel, lang: str, pace: int | None = None, *, players: int
) -> discord.ui.View:
    """Join / Leave / Start / Cancel, one menu per lobby option that matters for ``players`` seated
    (at most four), then the clock menu if a row is left (otherwise ``/game new pace:`` or ``/game pace`` set it)."""
    view = StatelessView()
    for op in ("join", "leave", "start", "cancel", "bots"):
        view.add_item(button(t(f"bot.button.{op}", lang), codec.lobby(game_pk, op), LOBBY_STYLES.get(op, Style.secondary), 0))
    model = type(options)
    fields = [field for field in model.model_fields if option_applies(model, field, players)]
    if len(fields) < ROWS - 1:
        view.add_item(pace_select(game_pk, pace, lang, row=len(fields) + 1))
    for row, field in enumerate(fields[: ROWS - 1], start=1):
        values = option_values(model, field)
        if values:
            current = _raw(getattr(options, field))
            choices = [
                discord.SelectOption(
                    label=texts.clip(texts.option_label(game, field, value, lang), 100),
                    value=str(_raw(value)),
                    default=_raw(value) == current,
                )
                for value in values
            ]
            placeholder = texts.clip(texts.option_name(game, field, lang), 150)
            view.add_item(Select(custom_id=codec.option(game_pk, field), placeholder=placeholder, row=row, options=choices))
    return view


def bots_view(game_pk: int, lang: str, role_picks: Sequence[Select[Any]] = ()) -> discord.ui.View:
    """The host's private menu: seat a bot player at a level, or take the last one off; under it
    ``role_picks``, the character menus of the bots seated (see :func:`role_select`), as many as fit."""
    choices = [discord.SelectOption(label=t(f"bot.level.add.{level}", lang), value=level) for level in BOT_LEVELS]
    choices.append(discord.SelectOption(label=t("bot.level.remove", lang), value="remove"))
    view = StatelessView()
    view.add_item(Select(custom_id=codec.bots(game_pk), placeholder=t("bot.level.menu", lang), options=choices))
    for pick in role_picks[: ROWS - 1]:
        view.add_item(pick)
    return view


def pace_select(game_pk: int, pace: int | None, lang: str, row: int) -> Select[Any]:
    """Hours per move the host may pick (``core.service.PACES``), or no clock (value 0)."""
    choices = [
        discord.SelectOption(
            label=t(f"clock.pace.choice.{hours or 'none'}", lang), value=str(hours), default=hours == (pace or 0)
        )
        for hours in (0, *PACES)
    ]
    placeholder = t("clock.lobby.pace_menu", lang)
    return Select(custom_id=codec.pace(game_pk), placeholder=placeholder, row=row, options=choices)


def vote_view(game_pk: int, motion_id: int, lang: str) -> discord.ui.View:
    """Replace / Autopilot / Keep waiting under the vote post."""
    view = StatelessView()
    for choice in ("replace", "remove", "keep"):
        view.add_item(button(t(f"vote.button.{choice}", lang), codec.vote(game_pk, motion_id, choice), VOTE_STYLES[choice]))
    return view


def claim_view(game_pk: int, motion_id: int, lang: str) -> discord.ui.View:
    view = StatelessView()
    view.add_item(button(t("vote.button.claim", lang), codec.claim(game_pk, motion_id), Style.success))
    return view


def option_values(model: type[BaseModel], field: str) -> list[Any]:
    """The values a lobby menu offers: an enum's members, a bounded int's range, or true/false."""
    info = model.model_fields[field]
    kind = info.annotation
    if isinstance(kind, type) and issubclass(kind, Enum):
        return list(kind)[:OPTIONS_PER_SELECT]
    if kind is bool:
        return [False, True]
    low: Any = next((m.ge for m in info.metadata if isinstance(m, annotated_types.Ge)), None)
    high: Any = next((m.le for m in info.metadata if isinstance(m, annotated_types.Le)), None)
    if kind is int and low is not None and high is not None and high - low < OPTIONS_PER_SELECT:
        return list(range(int(low), int(high) + 1))
    return list(get_args(kind))[:OPTIONS_PER_SELECT]  # Literal[...] choices; empty for anything else


def _raw(value: Any) -> Any:
    return value.value if isinstance(value, Enum) else value


def role_view(game_pk: int, game: Game, free_roles: Sequence[str], lang: str) -> discord.ui.View:
    """The private character menu a joiner gets; "any" leaves the choice to the game."""
    view = StatelessView()
    view.add_item(role_select(game_pk, game, free_roles, lang))
    return view


def role_select(game_pk: int, game: Game, free_roles: Sequence[str], lang: str, bot: int | None = None,
                current: str | None = None) -> Select[Any]:
    """A character menu: the joiner's own, or (``bot``: its number) the one the host picks for a bot player;
    ``current``, the character it has now, shows as picked."""
    options = [discord.SelectOption(label=t("bot.lobby.any_role", lang), value=ANY_ROLE, default=bot is not None and current is None)]
    for role in free_roles:
        label = texts.clip(texts.role_name(game, role, lang), 100)
        options.append(discord.SelectOption(label=label, value=role, default=role == current))
    if bot is None:
        custom_id, placeholder = codec.role(game_pk), t("bot.lobby.pick_role", lang)
    else:
        custom_id, placeholder = codec.bot_role(game_pk, bot), t("bot.level.pick_role", lang, number=bot)
    return Select(custom_id=custom_id, placeholder=placeholder, options=options[:OPTIONS_PER_SELECT])


def turn_view(game_pk: int, lang: str) -> discord.ui.View:
    """The buttons under every public turn post: open my action panel, show my hand."""
    view = StatelessView()
    view.add_item(button(t("bot.button.play", lang), codec.play(game_pk), Style.primary))
    view.add_item(button(t("bot.button.hand", lang), codec.hand(game_pk)))
    return view


def rematch_view(game_pk: int, lang: str) -> discord.ui.View:
    """The button under a finished game's final post: a new lobby with the same table."""
    view = StatelessView()
    view.add_item(button(t("table.button.rematch", lang), codec.rematch(game_pk), Style.success))
    return view


@dataclass(frozen=True, slots=True)
class PanelChoice:
    """One legal action as the panel offers it."""

    notation: str
    label: str
    group: str  # action kind: menus gather one kind each
    style: Style


def fits(game_pk: int, version: int, notation: str) -> bool:
    """Whether a button for this action stays within Discord's custom id (and menu value) limit."""
    return codec.fits(codec.action(game_pk, version, notation))


def panel_view(game_pk: int, version: int, choices: Sequence[PanelChoice], page: int, lang: str) -> discord.ui.View:
    """The seat's legal actions: buttons when they fit in four rows, else menus grouped by kind.

    The last row holds Refresh, and Previous / Next when there are more menus than rows.
    """
    view = StatelessView()
    last_row = ROWS - 1

    def nav(key: str, to_page: int) -> None:
        view.add_item(button(t(key, lang), codec.play(game_pk, to_page), row=last_row))

    if len(choices) <= last_row * BUTTONS_PER_ROW:
        for index, choice in enumerate(choices):
            custom_id = codec.action(game_pk, version, choice.notation)
            view.add_item(button(choice.label, custom_id, choice.style, index // BUTTONS_PER_ROW))
        nav("bot.button.refresh", 0)
        return view
    menus = _menus(choices)
    pages = -(-len(menus) // last_row)
    page = min(page, pages - 1)
    for row, (number, group) in enumerate(menus[page * last_row : (page + 1) * last_row]):
        select: Select[Any] = Select(
            custom_id=codec.action_menu(game_pk, version, number),
            placeholder=texts.clip(t("bot.panel.menu", lang, first=group[0].label, count=len(group)), 150),
            row=row,
            options=[discord.SelectOption(label=texts.clip(c.label, 100), value=c.notation) for c in group],
        )
        view.add_item(select)
    if page > 0:
        nav("bot.button.previous", page - 1)
    nav("bot.button.refresh", page)
    if page < pages - 1:
        nav("bot.button.next", page + 1)
    return view


def _menus(choices: Sequence[PanelChoice]) -> list[tuple[int, list[PanelChoice]]]:
    """Choices grouped by kind (first-seen order), each group cut into menus of at most 25."""
    groups: dict[str, list[PanelChoice]] = {}
    for choice in choices:
        groups.setdefault(choice.group, []).append(choice)
    menus = [
        chunk
        for group in groups.values()
        for chunk in (group[i : i + OPTIONS_PER_SELECT] for i in range(0, len(group), OPTIONS_PER_SELECT))
    ]
    return list(enumerate(menus))


def add_aim_button(view: discord.ui.View, game_pk: int, version: int, lang: str) -> None:
    """Put "Aim…" on the panel's last row (the row of Refresh), if there is room."""
    last_row = [item for item in view.children if item.row == ROWS - 1]
    if len(last_row) < BUTTONS_PER_ROW:
        view.add_item(button(t("bot.aim.button", lang), codec.aim_form(game_pk, version), Style.success, ROWS - 1))


def confirm_view(game_pk: int, version: int, notation: str, lang: str) -> discord.ui.View:
    """Under the question asked before an action that throws something away: Keep playing (the panel
    again, nothing changed) and Confirm (the action, for the game as it was asked)."""
    view = StatelessView()
    view.add_item(button(t("bot.confirm.keep_playing", lang), codec.play(game_pk), Style.primary))
    view.add_item(button(t("bot.confirm.confirm", lang), codec.confirm(game_pk, version, notation), Style.danger))
    return view
