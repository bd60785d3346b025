"""Short text form of every action, for logs, replays and Discord custom ids (UW-NOT-1).

Grammar (``<t>`` is a card type letter A=acrobatics B=battle C=cunning; ``<i>`` also allows
V=victory point and T=treasure)::

    roll             axis:<t>          discard:<t>[<t>]   guess:<t>
    play:<t>         treasure:<t>      use:<object id>    defeat
    pay[:<option>]   give:<i><count>   pass    settle     decline
    draw             heal[:<count>]
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import ValidationError

from rules.core import IllegalAction
from rules.underworld.content import content
from rules.underworld.model import (
    ITEM_OF_LETTER,
    LETTER,
    Axis,
    ChooseAxis,
    Decline,
    Defeat,
    Discard,
    Draw,
    Give,
    Guess,
    Heal,
    Item,
    Pass,
    Pay,
    PlayCard,
    PlayTreasure,
    Roll,
    Settle,
    UseObject,
    UwAction,
)

MAX_LENGTH = 60
AXIS_LETTER = {a: LETTER[Item(a.value)] for a in Axis}
AXIS_OF_LETTER = {v: k for k, v in AXIS_LETTER.items()}


def notation(action: UwAction) -> str:
    match action:
        case ChooseAxis(axis=a) | Guess(axis=a) | PlayCard(axis=a) | PlayTreasure(axis=a):
            return f"{action.kind}:{AXIS_LETTER[a]}"
        case Discard(cards=cards):
            return "discard:" + "".join(AXIS_LETTER[a] for a in cards)
        case UseObject(object=obj):
            return f"use:{obj}"
        case Pay(option=option):
            return f"pay:{option}"
        case Give(item=item, count=count):
            return f"give:{LETTER[item]}{count}"
        case Heal(count=count):
            return f"heal:{count}"
    return action.kind


def parse_action(text: str) -> UwAction:
    """The action written as ``text``; ``error.underworld.bad_notation`` if malformed."""
    head, _, rest = text.strip().partition(":")
    parser = _PARSERS.get(head)
    try:
        if parser is None or len(text) > MAX_LENGTH:
            raise ValueError(text)
        return parser(rest)
    except (ValueError, ValidationError, KeyError):
        raise IllegalAction("error.underworld.bad_notation", text=text[:MAX_LENGTH]) from None


def _bare(action: UwAction) -> Callable[[str], UwAction]:
    def parse(rest: str) -> UwAction:
        if rest:
            raise ValueError(rest)
        return action

    return parse


def _axis(rest: str) -> Axis:
    return AXIS_OF_LETTER[rest]


def _object(rest: str) -> UseObject:
    if rest not in content().objects:
        raise ValueError(rest)
    return UseObject(object=rest)


def _give(rest: str) -> Give:
    if len(rest) < 2 or not rest[1:].isdigit():
        raise ValueError(rest)
    return Give(item=ITEM_OF_LETTER[rest[0]], count=int(rest[1:]))


def _number(rest: str, default: int) -> int:
    if not rest:
        return default
    if not rest.isdigit():
        raise ValueError(rest)
    return int(rest)


_PARSERS: dict[str, Callable[[str], UwAction]] = {
    "roll": _bare(Roll()),
    "axis": lambda r: ChooseAxis(axis=_axis(r)),
    "guess": lambda r: Guess(axis=_axis(r)),
    "play": lambda r: PlayCard(axis=_axis(r)),
    "treasure": lambda r: PlayTreasure(axis=_axis(r)),
    "discard": lambda r: Discard(cards=tuple(_axis(ch) for ch in r) if r else ()),
    "use": _object,
    "defeat": _bare(Defeat()),
    "pay": lambda r: Pay(option=_number(r, 0)),
    "give": _give,
    "pass": _bare(Pass()),
    "settle": _bare(Settle()),
    "decline": _bare(Decline()),
    "draw": _bare(Draw()),
    "heal": lambda r: Heal(count=_number(r, 1)),
}
