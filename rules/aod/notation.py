"""Short text form of every action, used in logs, replays and Discord custom ids (≤ 60 characters).

Grammar (``<dir>`` is N/E/S/W, ``<cards>`` comma-separated card ids, seats are 0-based)::

    start:<dir><index 0-4>     reload:<energy|ammo|life>   energy:<cards>
    step:<dir>                 open:<dir>[:<rotation 0-3>]  orient:<rotation 0-3>
    rotate:<dir|->:<turns 1-3> shoot:<seat>:<cards>        claim:<counter>
    drop    give:<seat>    take:<seat>    ditch:<cards>    end    concede
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import ValidationError

from rules.aod.content import content
from rules.aod.model import (
    AodAction,
    CardType,
    Claim,
    Concede,
    Direction,
    Ditch,
    Drop,
    EndTurn,
    HandOver,
    OpenTile,
    Orient,
    PlaceStart,
    PlayEnergy,
    Reload,
    RotateTile,
    Shoot,
    Step,
    TakeOver,
)
from rules.core import IllegalAction

MAX_LENGTH = 60
OWN_TILE = "-"


def notation(action: AodAction) -> str:
    match action:
        case PlaceStart(side=side, index=index):
            return f"start:{side.value}{index}"
        case Reload(card_type=kind):
            return f"reload:{kind.value}"
        case PlayEnergy(cards=played):
            return "energy:" + ",".join(played)
        case Step(direction=d):
            return f"step:{d.value}"
        case OpenTile(direction=d, rotation=None):
            return f"open:{d.value}"
        case OpenTile(direction=d, rotation=r):
            return f"open:{d.value}:{r}"
        case Orient(rotation=r):
            return f"orient:{r}"
        case RotateTile(direction=d, rotation=r):
            return f"rotate:{d.value if d else OWN_TILE}:{r}"
        case Shoot(cards=played, target=target):
            return f"shoot:{target}:" + ",".join(played)
        case Claim(counter=counter):
            return f"claim:{counter}"
        case Drop():
            return "drop"
        case HandOver(to=to):
            return f"give:{to}"
        case TakeOver(source=source):
            return f"take:{source}"
        case Ditch(cards=ditched):
            return "ditch:" + ",".join(ditched)
        case EndTurn():
            return "end"
        case Concede():
            return "concede"
    raise TypeError(f"not an AoD action: {action!r}")


def parse_action(text: str) -> AodAction:
    """The action written as ``text``; :class:`IllegalAction` ``error.aod.bad_notation`` if malformed."""
    head, _, rest = text.strip().partition(":")
    parser = _PARSERS.get(head)
    try:
        if parser is None or len(text) > MAX_LENGTH:
            raise ValueError(text)
        return parser(rest.split(":") if rest else [])
    except (ValueError, ValidationError, IndexError, KeyError):
        raise IllegalAction("error.aod.bad_notation", text=text[:MAX_LENGTH]) from None


def _arity(parts: list[str], *allowed: int) -> list[str]:
    if len(parts) not in allowed:
        raise ValueError(parts)
    return parts


def _cards(text: str) -> tuple[str, ...]:
    ids = tuple(text.split(","))
    if not ids or any(c not in content().cards for c in ids):
        raise ValueError(text)
    return ids


def _seat(text: str) -> int:
    if not text.isdigit():
        raise ValueError(text)
    return int(text)


def _rotation(text: str) -> int:
    if not text.isdigit():
        raise ValueError(text)
    return int(text)


def _start(p: list[str]) -> PlaceStart:
    (code,) = _arity(p, 1)
    if len(code) != 2 or not code[1].isdigit():
        raise ValueError(code)
    return PlaceStart(side=Direction(code[0]), index=int(code[1]))


def _open(p: list[str]) -> OpenTile:
    _arity(p, 1, 2)
    return OpenTile(direction=Direction(p[0]), rotation=_rotation(p[1]) if len(p) == 2 else None)


def _rotate(p: list[str]) -> RotateTile:
    target, turns = _arity(p, 2)
    return RotateTile(direction=None if target == OWN_TILE else Direction(target), rotation=_rotation(turns))


def _shoot(p: list[str]) -> Shoot:
    target, played = _arity(p, 2)
    return Shoot(target=_seat(target), cards=_cards(played))


def _claim(p: list[str]) -> Claim:
    (counter,) = _arity(p, 1)
    if counter not in content().objects:
        raise ValueError(counter)
    return Claim(counter=counter)


def _bare(action: AodAction) -> Callable[[list[str]], AodAction]:
    def parse(p: list[str]) -> AodAction:
        _arity(p, 0)
        return action

    return parse


_PARSERS: dict[str, Callable[[list[str]], AodAction]] = {
    "start": _start,
    "reload": lambda p: Reload(card_type=CardType(_arity(p, 1)[0])),
    "energy": lambda p: PlayEnergy(cards=_cards(_arity(p, 1)[0])),
    "step": lambda p: Step(direction=Direction(_arity(p, 1)[0])),
    "open": _open,
    "orient": lambda p: Orient(rotation=_rotation(_arity(p, 1)[0])),
    "rotate": _rotate,
    "shoot": _shoot,
    "claim": _claim,
    "drop": _bare(Drop()),
    "give": lambda p: HandOver(to=_seat(_arity(p, 1)[0])),
    "take": lambda p: TakeOver(source=_seat(_arity(p, 1)[0])),
    "ditch": lambda p: Ditch(cards=_cards(_arity(p, 1)[0])),
    "end": _bare(EndTurn()),
    "concede": _bare(Concede()),
}
