"""Every game button and menu, as restart-proof :class:`discord.ui.DynamicItem` classes.

A component's ``custom_id`` carries all it needs (≤ 100 characters), so a click works after a
restart without any in-memory view:

- ``tt:lobby:<game>:<join|leave|start|cancel>``, ``tt:opt:<game>:<option>``, ``tt:role:<game>``
- ``tt:play:<game>:<page>`` (open or refresh the action panel), ``tt:hand:<game>``
- ``tt:a:<game>:<version>:<action>`` and ``tt:as:<game>:<version>:<menu>`` (menu values are actions)
- ``tt:aimform:<game>:<version>`` (the aiming form) and ``tt:aim:<game>:<version>:<flick>`` (a preview
  nudge), see :mod:`bot.aiming`
- ``tt:vote:<game>:<motion>:<replace|remove|keep>`` (a ballot on a player who keeps timing out) and
  ``tt:claim:<game>:<motion>`` (take the seat after a replace vote), see :mod:`bot.vote_flow`
- ``tt:pace:<game>`` (the lobby's clock menu)

``<action>`` is the action's notation (an action whose notation would not fit is left off the panel;
``/game play`` still takes it).  The version makes a click on an old panel harmless: the service
refuses it and the player gets the fresh panel.  Callbacks only parse and delegate to
:mod:`bot.lobby_flow` and :mod:`bot.play_flow`; :func:`bot.errors.guarded` answers any failure privately.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, get_args

import annotated_types
import discord
from pydantic import BaseModel

from bot import aiming, lobby_flow, play_flow, texts, vote_flow
from bot.errors import guarded
from core.i18n import t
from core.service import PACES, Game

CUSTOM_ID_LIMIT = 100
OPTIONS_PER_SELECT = 25
ROWS = 5
BUTTONS_PER_ROW = 5
ANY_ROLE = "-"


Button = discord.ui.Button
Select = discord.ui.Select
Interaction = discord.Interaction
Style = discord.ButtonStyle


class LobbyButton(discord.ui.DynamicItem[Button], template=r"tt:lobby:(?P<game>\d+):(?P<op>join|leave|start|cancel)"):
    STYLES = {"join": Style.success, "start": Style.primary, "cancel": Style.danger}

    def __init__(self, button: Button, game_pk: int, op: str) -> None:
        super().__init__(button)
        self.game_pk, self.op = game_pk, op

    @classmethod
    def build(cls, game_pk: int, op: str, lang: str) -> LobbyButton:
        style = cls.STYLES.get(op, Style.secondary)
        button = Button(label=t(f"bot.button.{op}", lang), style=style, custom_id=f"tt:lobby:{game_pk}:{op}", row=0)
        return cls(button, game_pk, op)

    @classmethod
    async def from_custom_id(cls, interaction: Interaction, item: Button, match: re.Match[str]) -> LobbyButton:
        return cls(item, int(match["game"]), match["op"])

    async def callback(self, interaction: Interaction) -> None:
        async with guarded(interaction):
            await lobby_flow.lobby_button(interaction, self.game_pk, self.op)


class OptionSelect(discord.ui.DynamicItem[Select], template=r"tt:opt:(?P<game>\d+):(?P<option>\w+)"):
    def __init__(self, select: Select, game_pk: int, option: str) -> None:
        super().__init__(select)
        self.game_pk, self.option = game_pk, option

    @classmethod
    async def from_custom_id(cls, interaction: Interaction, item: Select, match: re.Match[str]) -> OptionSelect:
        return cls(item, int(match["game"]), match["option"])

    async def callback(self, interaction: Interaction) -> None:
        async with guarded(interaction):
            await lobby_flow.set_option(interaction, self.game_pk, self.option, self.item.values[0])


class RoleSelect(discord.ui.DynamicItem[Select], template=r"tt:role:(?P<game>\d+)"):
    def __init__(self, select: Select, game_pk: int) -> None:
        super().__init__(select)
        self.game_pk = game_pk

    @classmethod
    async def from_custom_id(cls, interaction: Interaction, item: Select, match: re.Match[str]) -> RoleSelect:
        return cls(item, int(match["game"]))

    async def callback(self, interaction: Interaction) -> None:
        value = self.item.values[0]
        async with guarded(interaction):
            await lobby_flow.choose_role(interaction, self.game_pk, None if value == ANY_ROLE else value)


class PlayButton(discord.ui.DynamicItem[Button], template=r"tt:play:(?P<game>\d+):(?P<page>\d+)"):
    """Opens the clicking seat's action panel (on the public post) or refreshes/pages it (in the panel)."""

    def __init__(self, button: Button, game_pk: int, page: int) -> None:
        super().__init__(button)
        self.game_pk, self.page = game_pk, page

    @classmethod
    def build(
        cls, game_pk: int, label: str, *, page: int = 0, row: int | None = None, style: Style = Style.primary
    ) -> PlayButton:
        button = Button(label=label, style=style, custom_id=f"tt:play:{game_pk}:{page}", row=row)
        return cls(button, game_pk, page)

    @classmethod
    async def from_custom_id(cls, interaction: Interaction, item: Button, match: re.Match[str]) -> PlayButton:
        return cls(item, int(match["game"]), int(match["page"]))

    async def callback(self, interaction: Interaction) -> None:
        async with guarded(interaction):
            await play_flow.open_panel(interaction, self.game_pk, self.page)


class HandButton(discord.ui.DynamicItem[Button], template=r"tt:hand:(?P<game>\d+)"):
    def __init__(self, button: Button, game_pk: int) -> None:
        super().__init__(button)
        self.game_pk = game_pk

    @classmethod
    def build(cls, game_pk: int, lang: str) -> HandButton:
        button = Button(label=t("bot.button.hand", lang), style=Style.secondary, custom_id=f"tt:hand:{game_pk}")
        return cls(button, game_pk)

    @classmethod
    async def from_custom_id(cls, interaction: Interaction, item: Button, match: re.Match[str]) -> HandButton:
        return cls(item, int(match["game"]))

    async def callback(self, interaction: Interaction) -> None:
        async with guarded(interaction):
            await play_flow.show_hand(interaction, self.game_pk)


class ActionButton(discord.ui.DynamicItem[Button], template=r"tt:a:(?P<game>\d+):(?P<version>\d+):(?P<notation>.+)"):
    def __init__(self, button: Button, game_pk: int, version: int, notation: str) -> None:
        super().__init__(button)
        self.game_pk, self.version, self.notation = game_pk, version, notation

    @classmethod
    async def from_custom_id(cls, interaction: Interaction, item: Button, match: re.Match[str]) -> ActionButton:
        return cls(item, int(match["game"]), int(match["version"]), match["notation"])

    async def callback(self, interaction: Interaction) -> None:
        async with guarded(interaction):
            await play_flow.act_from_panel(interaction, self.game_pk, self.version, self.notation)


class ActionSelect(discord.ui.DynamicItem[Select], template=r"tt:as:(?P<game>\d+):(?P<version>\d+):(?P<menu>\d+)"):
    def __init__(self, select: Select, game_pk: int, version: int) -> None:
        super().__init__(select)
        self.game_pk, self.version = game_pk, version

    @classmethod
    async def from_custom_id(cls, interaction: Interaction, item: Select, match: re.Match[str]) -> ActionSelect:
        return cls(item, int(match["game"]), int(match["version"]))

    async def callback(self, interaction: Interaction) -> None:
        async with guarded(interaction):
            await play_flow.act_from_panel(interaction, self.game_pk, self.version, self.item.values[0])


class AimFormButton(discord.ui.DynamicItem[Button], template=r"tt:aimform:(?P<game>\d+):(?P<version>\d+)"):
    """Opens the aiming form; a modal must be the first answer, so nothing is deferred here."""

    def __init__(self, button: Button, game_pk: int, version: int) -> None:
        super().__init__(button)
        self.game_pk, self.version = game_pk, version

    @classmethod
    def build(cls, game_pk: int, version: int, lang: str, row: int | None = None) -> AimFormButton:
        button = Button(
            label=t("bot.aim.button", lang), style=Style.success,
            custom_id=f"tt:aimform:{game_pk}:{version}", row=row,
        )
        return cls(button, game_pk, version)

    @classmethod
    async def from_custom_id(cls, interaction: Interaction, item: Button, match: re.Match[str]) -> AimFormButton:
        return cls(item, int(match["game"]), int(match["version"]))

    async def callback(self, interaction: Interaction) -> None:
        async with guarded(interaction):
            await aiming.open_form(interaction, self.game_pk, self.version)


class AimNudge(discord.ui.DynamicItem[Button], template=r"tt:aim:(?P<game>\d+):(?P<version>\d+):(?P<notation>.+)"):
    """A nudge of the previewed flick (angle or power): shows the new aim, still without firing."""

    def __init__(self, button: Button, game_pk: int, version: int, notation: str) -> None:
        super().__init__(button)
        self.game_pk, self.version, self.notation = game_pk, version, notation

    @classmethod
    def build(cls, game_pk: int, version: int, notation: str, label: str, row: int) -> AimNudge:
        custom_id = f"tt:aim:{game_pk}:{version}:{notation}"
        button = Button(label=label, style=Style.secondary, custom_id=custom_id, row=row)
        return cls(button, game_pk, version, notation)

    @classmethod
    async def from_custom_id(cls, interaction: Interaction, item: Button, match: re.Match[str]) -> AimNudge:
        return cls(item, int(match["game"]), int(match["version"]), match["notation"])

    async def callback(self, interaction: Interaction) -> None:
        async with guarded(interaction):
            await aiming.nudge(interaction, self.game_pk, self.version, self.notation)


VOTE_TEMPLATE = r"tt:vote:(?P<game>\d+):(?P<motion>\d+):(?P<choice>replace|remove|keep)"


class VoteButton(discord.ui.DynamicItem[Button], template=VOTE_TEMPLATE):
    """A ballot of the other players on a seat whose clock keeps running out."""

    STYLES = {"replace": Style.primary, "remove": Style.danger, "keep": Style.secondary}

    def __init__(self, button: Button, game_pk: int, motion_id: int, choice: str) -> None:
        super().__init__(button)
        self.game_pk, self.motion_id, self.choice = game_pk, motion_id, choice

    @classmethod
    def build(cls, game_pk: int, motion_id: int, choice: str, lang: str) -> VoteButton:
        custom_id = f"tt:vote:{game_pk}:{motion_id}:{choice}"
        button = Button(label=t(f"vote.button.{choice}", lang), style=cls.STYLES[choice], custom_id=custom_id)
        return cls(button, game_pk, motion_id, choice)

    @classmethod
    async def from_custom_id(cls, interaction: Interaction, item: Button, match: re.Match[str]) -> VoteButton:
        return cls(item, int(match["game"]), int(match["motion"]), match["choice"])

    async def callback(self, interaction: Interaction) -> None:
        async with guarded(interaction):
            await vote_flow.vote_clicked(interaction, self.game_pk, self.motion_id, self.choice)


class ClaimButton(discord.ui.DynamicItem[Button], template=r"tt:claim:(?P<game>\d+):(?P<motion>\d+)"):
    """After a replace vote: whoever is not playing may take the seat."""

    def __init__(self, button: Button, game_pk: int, motion_id: int) -> None:
        super().__init__(button)
        self.game_pk, self.motion_id = game_pk, motion_id

    @classmethod
    def build(cls, game_pk: int, motion_id: int, lang: str) -> ClaimButton:
        custom_id = f"tt:claim:{game_pk}:{motion_id}"
        button = Button(label=t("vote.button.claim", lang), style=Style.success, custom_id=custom_id)
        return cls(button, game_pk, motion_id)

    @classmethod
    async def from_custom_id(cls, interaction: Interaction, item: Button, match: re.Match[str]) -> ClaimButton:
        return cls(item, int(match["game"]), int(match["motion"]))

    async def callback(self, interaction: Interaction) -> None:
        async with guarded(interaction):
            await vote_flow.claim_clicked(interaction, self.game_pk, self.motion_id)


class PaceSelect(discord.ui.DynamicItem[Select], template=r"tt:pace:(?P<game>\d+)"):
    """The lobby's clock menu (host only): hours per move, or none."""

    def __init__(self, select: Select, game_pk: int) -> None:
        super().__init__(select)
        self.game_pk = game_pk

    @classmethod
    async def from_custom_id(cls, interaction: Interaction, item: Select, match: re.Match[str]) -> PaceSelect:
        return cls(item, int(match["game"]))

    async def callback(self, interaction: Interaction) -> None:
        async with guarded(interaction):
            await lobby_flow.set_pace(interaction, self.game_pk, int(self.item.values[0]) or None)


DYNAMIC_ITEMS = (
    LobbyButton, OptionSelect, RoleSelect, PlayButton, HandButton, ActionButton, ActionSelect, AimFormButton, AimNudge,
    VoteButton, ClaimButton, PaceSelect,
)


# ---------------------------------------------------------------- views


class StatelessView(discord.ui.View):
    """Only a container for sending components.

    Clicks reach the :class:`DynamicItem` classes registered with the bot, so discord.py need not
    keep this view in memory (nor run a 15-minute timer for each ephemeral panel).
    """

    def __init__(self) -> None:
        super().__init__(timeout=None)

    def is_dispatchable(self) -> bool:
        return False


def lobby_view(
    game_pk: int, game: Game, options: BaseModel, lang: str, pace: int | None = None
) -> discord.ui.View:
    """Join / Leave / Start / Cancel, one menu per lobby option (at most four), then the clock menu
    if a row is left (otherwise ``/game new pace:`` or ``/game pace`` set it)."""
    view = StatelessView()
    for op in ("join", "leave", "start", "cancel"):
        view.add_item(LobbyButton.build(game_pk, op, lang))
    fields = list(type(options).model_fields)
    if len(fields) < ROWS - 1:
        view.add_item(pace_select(game_pk, pace, lang, row=len(fields) + 1))
    for row, field in enumerate(fields[: ROWS - 1], start=1):
        values = option_values(type(options), field)
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
            select = Select(custom_id=f"tt:opt:{game_pk}:{field}", placeholder=placeholder, row=row, options=choices)
            view.add_item(OptionSelect(select, game_pk, field))
    return view


def pace_select(game_pk: int, pace: int | None, lang: str, row: int) -> PaceSelect:
    """Hours per move the host may pick (``core.service.PACES``), or no clock (value 0)."""
    choices = [
        discord.SelectOption(
            label=t(f"clock.pace.choice.{hours or 'none'}", lang), value=str(hours), default=hours == (pace or 0)
        )
        for hours in (0, *PACES)
    ]
    placeholder = t("clock.lobby.pace_menu", lang)
    select = Select(custom_id=f"tt:pace:{game_pk}", placeholder=placeholder, row=row, options=choices)
    return PaceSelect(select, game_pk)


def vote_view(game_pk: int, motion_id: int, lang: str) -> discord.ui.View:
    """Replace / Autopilot / Keep waiting under the vote post."""
    view = StatelessView()
    for choice in ("replace", "remove", "keep"):
        view.add_item(VoteButton.build(game_pk, motion_id, choice, lang))
    return view


def claim_view(game_pk: int, motion_id: int, lang: str) -> discord.ui.View:
    view = StatelessView()
    view.add_item(ClaimButton.build(game_pk, motion_id, lang))
    return view


def option_values(model: type[BaseModel], field: str) -> list[Any]:
    """The values a lobby menu offers: an enum's members, a bounded int's range, or true/false."""
    info = model.model_fields[field]
    kind = info.annotation
    if isinstance(kind, type) and issubclass(kind, Enum):
        return list(kind)[:OPTIONS_PER_SELECT]
    if kind is bool:
        return [False, True]
    low = next((m.ge for m in info.metadata if isinstance(m, annotated_types.Ge)), None)
    high = next((m.le for m in info.metadata if isinstance(m, annotated_types.Le)), None)
    if kind is int and low is not None and high is not None and high - low < OPTIONS_PER_SELECT:
        return list(range(int(low), int(high) + 1))
    return list(get_args(kind))[:OPTIONS_PER_SELECT]  # Literal[...] choices; empty for anything else


def _raw(value: Any) -> Any:
    return value.value if isinstance(value, Enum) else value


def role_view(game_pk: int, game: Game, free_roles: Sequence[str], lang: str) -> discord.ui.View:
    """The private character menu a joiner gets; "any" leaves the choice to the game."""
    options = [discord.SelectOption(label=t("bot.lobby.any_role", lang), value=ANY_ROLE)]
    for role in free_roles:
        options.append(discord.SelectOption(label=texts.clip(texts.role_name(game, role, lang), 100), value=role))
    placeholder = t("bot.lobby.pick_role", lang)
    select = Select(custom_id=f"tt:role:{game_pk}", placeholder=placeholder, options=options[:OPTIONS_PER_SELECT])
    view = StatelessView()
    view.add_item(RoleSelect(select, game_pk))
    return view


def turn_view(game_pk: int, lang: str) -> discord.ui.View:
    """The buttons under every public turn post: open my action panel, show my hand."""
    view = StatelessView()
    view.add_item(PlayButton.build(game_pk, t("bot.button.play", lang)))
    view.add_item(HandButton.build(game_pk, lang))
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
    return len(f"tt:a:{game_pk}:{version}:{notation}") <= CUSTOM_ID_LIMIT


def panel_view(game_pk: int, version: int, choices: Sequence[PanelChoice], page: int, lang: str) -> discord.ui.View:
    """The seat's legal actions: buttons when they fit in four rows, else menus grouped by kind.

    The last row holds Refresh, and Previous / Next when there are more menus than rows.
    """
    view = StatelessView()
    last_row = ROWS - 1

    def nav(key: str, to_page: int) -> None:
        view.add_item(PlayButton.build(game_pk, t(key, lang), page=to_page, row=last_row, style=Style.secondary))

    if len(choices) <= last_row * BUTTONS_PER_ROW:
        for index, choice in enumerate(choices):
            custom_id = f"tt:a:{game_pk}:{version}:{choice.notation}"
            label = texts.clip(choice.label)
            button = Button(label=label, style=choice.style, custom_id=custom_id, row=index // BUTTONS_PER_ROW)
            view.add_item(ActionButton(button, game_pk, version, choice.notation))
        nav("bot.button.refresh", 0)
        return view
    menus = _menus(choices)
    pages = -(-len(menus) // last_row)
    page = min(page, pages - 1)
    for row, (number, group) in enumerate(menus[page * last_row : (page + 1) * last_row]):
        select = Select(
            custom_id=f"tt:as:{game_pk}:{version}:{number}",
            placeholder=texts.clip(t("bot.panel.menu", lang, first=group[0].label, count=len(group)), 150),
            row=row,
            options=[discord.SelectOption(label=texts.clip(c.label, 100), value=c.notation) for c in group],
        )
        view.add_item(ActionSelect(select, game_pk, version))
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
