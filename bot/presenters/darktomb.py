"""Dark Tomb's presentation: the channel log of an action, one line per thing that happened in the round.

Ending the last hero turn runs a whole automatic monster phase and the next initiative inside one
action, so a single joined line would run on for dozens of dice.  Here the hero's own events open
the log, the monster phase gets a line, each monster activation its own line, and the initiative
rolls are gathered on one line.  Every die stays in the log; when the long wording would not fit
the budget, the short ``log.darktomb.*`` wording of the catalog is used instead.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pydantic import BaseModel

from bot.presenters import Names, Presenter, log_line
from core.i18n import has, t
from core.service import Game
from rules.core import Event, Seat
from rules.darktomb.model import DarkTombView

PHASE_BREAKS = frozenset({"monster_phase", "stage_won", "stage_lost", "stage_started", "game_won", "game_lost"})
"""Events that always open a new line."""

MONSTER_ACTS = frozenset({"monster_moved", "attack_hit", "attack_missed", "monster_fled"})
"""What monsters do; a move, or an attack not following the same monster's move or attack, starts an activation."""

ROUND_START = frozenset({"initiative", "round_started"})

UNLOGGED = frozenset({"turn_started"})
"""Left out: the post's last line already names the hero to move and mentions their player."""


def log_lines(
    events: Sequence[Event], lang: str, names: Mapping[Seat, str], actor: str | None, budget: int
) -> list[str]:
    """The public events as lines; ``actor`` (the acting player's name) heads the first line."""
    public = [event for event in events if event.is_public and event.kind not in UNLOGGED]
    lines = _layout(public, lang, names, actor, short=False)
    if sum(len(line) + 1 for line in lines) > budget:
        lines = _layout(public, lang, names, actor, short=True)
    return lines


def _phrase(event: Event, lang: str, names: Mapping[Seat, str], short: bool) -> str:
    short_key = f"log.darktomb.{event.kind}"
    key = short_key if short and has(short_key, lang) else f"event.darktomb.{event.kind}"
    return t(key, lang, names, **event.params)


def _starts_activation(kind: str, who: object, last_act: tuple[str, object] | None) -> bool:
    """A monster's activation is a move then attacks; a fumble's retreat move belongs to it."""
    if last_act is None:
        return True
    if kind == "monster_moved":
        return last_act[0] != "monster_fled"
    if kind == "monster_fled":
        return False
    return last_act[1] != who or last_act[0] == "monster_fled"


def _layout(
    events: Sequence[Event], lang: str, names: Mapping[Seat, str], actor: str | None, short: bool
) -> list[str]:
    groups: list[list[str]] = []
    kinds: list[str] = []  # what opened each group: "action", "phase", "monster", "round"
    in_monster_phase = False
    last_act: tuple[str, object] | None = None  # the last monster deed of the phase: (kind, monster)
    rolls: list[list[str]] = []  # initiative rolls; a tie is rolled again by the tied heroes only
    rolled: set[object] = set()

    def open_group(kind: str) -> list[str]:
        groups.append([])
        kinds.append(kind)
        return groups[-1]

    current = open_group("action")
    for event in events:
        if event.kind in ROUND_START:
            in_monster_phase = False
            if kinds[-1] != "round":
                current, rolls = open_group("round"), []
            if event.kind == "initiative":
                who = event.params.get("who_type")
                if not rolls or who in rolled:
                    rolls.append([])
                    rolled = set()
                rolled.add(who)
                rolls[-1].append(t("log.darktomb.roll", lang, names, **event.params))
                continue
            if rolls:
                shown = " | ".join(", ".join(group) for group in rolls)
                current.append(t("log.darktomb.initiative", lang, rolls=shown))
                rolls = []
        elif event.kind in PHASE_BREAKS:
            in_monster_phase = event.kind == "monster_phase"
            last_act = None
            current = open_group("phase")
        elif in_monster_phase and event.kind in MONSTER_ACTS:
            who = event.params.get("who_type")
            if _starts_activation(event.kind, who, last_act):
                current = open_group("monster")
            last_act = (event.kind, who)
        current.append(_phrase(event, lang, names, short))
    lines = []
    for kind, phrases in zip(kinds, groups):
        if not phrases:
            continue
        text = " · ".join(phrases)
        if kind == "action" and actor is not None:
            text = log_line(actor, text, lang)
        elif kind == "monster":
            text = t("log.darktomb.monster_line", lang, events=text)
        lines.append(text)
    return lines


class DarkTombPresenter(Presenter):
    def log_lines(
        self, game: Game, actor: str | None, events: Sequence[Event], lang: str, names: Names, budget: int
    ) -> list[str]:
        return log_lines(events, lang, names, actor, budget)

    def acting_line(self, public: BaseModel, players: str, turn: int, lang: str) -> str:
        """Who is next, naming the hero (a solo player runs several) or the monster, with the mentions."""
        assert isinstance(public, DarkTombView)
        if public.phase == "monsters":  # the monster player moves one monster at a time
            spec = next((m.spec for m in public.monsters if m.uid == public.active), None)
            return t("bot.darktomb.monsters_acting", lang, players=players, turn=turn, who_type=f"darktomb.{spec}")
        return t("bot.darktomb.acting", lang, players=players, turn=turn, who_type=f"darktomb.{public.active}")


PRESENTER = DarkTombPresenter()
