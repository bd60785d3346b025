"""Catacombs Conquest's presentation: flicks aimed with a form (any angle and power) and nudged."""

from __future__ import annotations

import re
from dataclasses import dataclass

from pydantic import BaseModel

from bot.presenters import AimForm, Presenter
from core.service import Game
from rules.catacombs.model import Flick

ANGLE_STEPS = (-15, -2, 2, 15)
POWER_STEPS = (-10, 10)
NUMBER = re.compile(r"[+-]?\d+(?:[.,]\d+)?")


@dataclass(frozen=True, slots=True)
class FlickForm:
    """The Catacombs aim form (an :class:`bot.presenters.AimForm`)."""

    kind: str

    def notation(self, origin: str, aim: str, offset: str, power: str) -> str:
        """The flick the form describes: ``aim`` is an angle in degrees, or a disk or wall to aim at."""
        head = "flick" + (f"/{origin.strip().upper()}" if origin.strip() else "")
        aim, power = aim.strip().replace(",", "."), power.strip()
        if NUMBER.fullmatch(aim):
            return f"{head}:{aim}:{power}"
        shift = offset.strip().replace(",", ".") or "0"
        sign = "" if shift.startswith(("+", "-")) else "+"
        return f"{head}@{aim.upper()}:{sign}{shift}:{power}"

    def nudges(self, game: Game, action: BaseModel) -> list[tuple[str, dict[str, object], str, int]]:
        """Turn the aim (the offset when aiming at a disk) left or right, and the power up or down."""
        assert isinstance(action, Flick)
        out: list[tuple[str, dict[str, object], str, int]] = []
        turned = "offset" if action.at is not None else "angle"
        for step in ANGLE_STEPS:
            value = float(getattr(action, turned) or 0.0)
            value = max(-90.0, min(90.0, value + step)) if turned == "offset" else value + step
            nudged = game.parse_action(game.notation(action.model_copy(update={turned: value})))
            key = "bot.aim.turn_left" if step > 0 else "bot.aim.turn_right"
            out.append((key, {"step": abs(step)}, game.notation(nudged), 0))
        for step in POWER_STEPS:
            nudged = action.model_copy(update={"power": max(0, min(100, action.power + step))})
            key = "bot.aim.power_up" if step > 0 else "bot.aim.power_down"
            out.append((key, {"step": abs(step)}, game.notation(nudged), 1))
        return out


class CatacombsPresenter(Presenter):
    aim: AimForm | None = FlickForm(kind="flick")


PRESENTER = CatacombsPresenter()
