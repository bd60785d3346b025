"""Every button and menu the bot sends, built here from :mod:`bot.codec` ids and catalog labels.

Only builders live here: the clicks are handled by the restart-proof ``DynamicItem`` classes each
feature registers for its own ids (see ``bot/features``), so a message can carry buttons of several
features without those features knowing each other.  Every component is made by :func:`button`,
:func:`menu`, :func:`menu_option`, :func:`form_field` or :func:`suggestion`, which clip its texts to
Discord's limits and check its custom id, so that no caller has to know them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, get_args

import annotated_types
import discord
from discord import app_commands
from pydantic import BaseModel

from bot import codec, texts
from core.i18n import t
from core.service import BOT_LEVELS, PACES, Game, option_applies

OPTIONS_PER_SELECT = 25
BUTTON_LABEL = 80
MENU_TEXT = 100  # a menu option's label and value
PLACEHOLDER = 150  # a menu's
FIELD_LABEL = 45  # a form field's label, and the form's title
FIELD_TEXT = 100  # a form field's placeholder and description
SUGGESTION = 100  # an autocomplete choice's name and value
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
    return Button(label=texts.clip(label, BUTTON_LABEL), style=style, custom_id=_checked(custom_id), row=row)


def menu(custom_id: str, placeholder: str, choices: Sequence[discord.SelectOption], row: int | None = None) -> Select[Any]:
    """A one-choice menu of at most 25 of ``choices`` (see :func:`menu_option`)."""
    return Select(custom_id=_checked(custom_id), placeholder=texts.clip(placeholder, PLACEHOLDER), row=row,
                  options=list(choices[:OPTIONS_PER_SELECT]))


def menu_option(label: str, value: str, default: bool = False) -> discord.SelectOption:
    """A menu option; its value is read back like a custom id, so it is checked, not clipped."""
    return discord.SelectOption(label=texts.clip(label, MENU_TEXT), value=_checked(value, MENU_TEXT), default=default)


def _checked(custom_id: str, limit: int = codec.LIMIT) -> str:
    """A custom id (or menu value) Discord takes: a longer one is a bug, never sent (nor quoted: it may name cards)."""
    if len(custom_id) > limit:
        raise ValueError(f"a custom id of {len(custom_id)} characters, over Discord's {limit}")
    return custom_id


def suggestion(name: str, value: str) -> app_commands.Choice[str]:
    """An autocomplete choice; its value is what the command then receives, so it is checked, not clipped."""
    return app_commands.Choice(name=texts.clip(name, SUGGESTION), value=_checked(value, SUGGESTION))


class FieldInput(discord.ui.TextInput[Any]):
    """A form's text input inside a :class:`discord.ui.Label`, which carries its label: Discord deprecates a
    label on the input itself, which discord.py still sends (empty)."""

    def to_component_dict(self) -> Any:
        return {key: value for key, value in super().to_component_dict().items() if key != "label"}


def form_title(title: str) -> str:
    return texts.clip(title, FIELD_LABEL)


def form_field(form: discord.ui.Modal, label: str, placeholder: str, *, max_length: int, required: bool = True) -> FieldInput:
    """Add a labelled text input to ``form``; returns the input, whose ``value`` is read on submit."""
    text = FieldInput(placeholder=texts.clip(placeholder, FIELD_TEXT), required=required, max_length=max_length)
    form.add_item(discord.ui.Label(text=texts.clip(label, FIELD_LABEL), component=text))
    return text


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
                menu_option(texts.option_label(game, field, value, lang), str(_raw(value)), _raw(value) == current)
                for value in values
            ]
            view.add_item(menu(codec.option(game_pk, field), texts.option_name(game, field, lang), choices, row))
    return view


def bots_view(game_pk: int, lang: str, role_picks: Sequence[Select[Any]] = ()) -> discord.ui.View:
    """The host's private menu: seat a bot player at a level, or take the last one off; under it
    ``role_picks``, the character menus of the bots seated (see :func:`role_select`), as many as fit."""
    choices = [menu_option(t(f"bot.level.add.{level}", lang), level) for level in BOT_LEVELS]
    choices.append(menu_option(t("bot.level.remove", lang), "remove"))
    view = StatelessView()
    view.add_item(menu(codec.bots(game_pk), t("bot.level.menu", lang), choices))
    for pick in role_picks[: ROWS - 1]:
        view.add_item(pick)
    return view


def pace_select(game_pk: int, pace: int | None, lang: str, row: int) -> Select[Any]:
    """Hours per move the host may pick (``core.service.PACES``), or no clock (value 0)."""
    choices = [
        menu_option(t(f"clock.pace.choice.{hours or 'none'}", lang), str(hours), hours == (pace or 0)) for hours in (0, *PACES)
    ]
    return menu(codec.pace(game_pk), t("clock.lobby.pace_menu", lang), choices, row)


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


def leave_view(game_pk: int, lang: str) -> discord.ui.View:
    """The one button that makes leaving a running game happen (it cannot be undone)."""
    view = StatelessView()
    view.add_item(button(t("bot.leave.button", lang), codec.leave(game_pk), Style.danger))
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
    options = [menu_option(t("bot.lobby.any_role", lang), ANY_ROLE, bot is not None and current is None)]
    options += [menu_option(texts.role_name(game, role, lang), role, role == current) for role in free_roles]
    if bot is None:
        custom_id, placeholder = codec.role(game_pk), t("bot.lobby.pick_role", lang)
    else:
        custom_id, placeholder = codec.bot_role(game_pk, bot), t("bot.level.pick_role", lang, number=bot)
    return menu(custom_id, placeholder, options)


def turn_view(game_pk: int, lang: str, page: str | None = None, *, table: bool = False) -> discord.ui.View:
    """The buttons under every public turn post and in the hand DM: open my action panel, show my hand, open
    the table in the Discord Activity when the bot serves it (``table``), and the game's web page when the
    bot serves one: four buttons, one row."""
    view = StatelessView()
    view.add_item(button(t("bot.button.play", lang), codec.play(game_pk), Style.primary))
    view.add_item(button(t("bot.button.hand", lang), codec.hand(game_pk)))
    if table:
        view.add_item(button(t("launch.button", lang), codec.table(game_pk), Style.success))
    add_page_link(view, page, lang)
    return view


def rematch_view(game_pk: int, lang: str, page: str | None = None) -> discord.ui.View:
    """The button under a finished game's final post: a new lobby with the same table (and the page)."""
    view = StatelessView()
    view.add_item(button(t("table.button.rematch", lang), codec.rematch(game_pk), Style.success))
    add_page_link(view, page, lang)
    return view


def add_page_link(view: discord.ui.View, page: str | None, lang: str) -> None:
    """A link button to the game's web page (a link opens in the browser: no interaction, no custom id)."""
    if page is not None:
        view.add_item(discord.ui.Button(label=t("web.open", lang), url=page, style=Style.link))


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
        placeholder = t("bot.panel.menu", lang, first=group[0].label, count=len(group))
        options = [menu_option(c.label, c.notation) for c in group]
        view.add_item(menu(codec.action_menu(game_pk, version, number), placeholder, options, row))
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
