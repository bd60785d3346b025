"""Short text form of every action, for logs, replays and Discord custom ids (≤ 60 characters).

Grammar (``<sq>`` is a square such as ``C5``: column letter, row number from 1)::

    m:<sq>              walk to a square           a<1-4>[:<sq>]       play action card 1–4
    i:<item>[:<sq>]     attack with an item        x<1-4>              attempt a card (no effect)
    r:<sq>              reveal the tile of <sq>    p                   pick up what lies here
    d:<item>            drop an item               u:<item>            drink a draught
    g:<item>:<hero>     give to an adjacent hero   t:<item>:<hero>     take from an adjacent hero
    o:<sq>              open a door                e                   end the turn
    mm:<sq>             (monster player) move the active monster
    ma:<sq>             (monster player) attack    mp                  (monster player) done
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import ValidationError

from rules.core import IllegalAction
from rules.darktomb.board import parse_square, square_label
from rules.darktomb.model import (
    Attempt,
    DarkTombAction,
    DropItem,
    EndTurn,
    Give,
    MonsterAttack,
    MonsterMove,
    MonsterPass,
    Move,
    OpenDoor,
    PickUp,
    Pos,
    Reveal,
    Take,
    UseCard,
    UseItem,
)

MAX_LENGTH = 60


def _sq(pos: Pos | None) -> str:
    return "" if pos is None else ":" + square_label(pos)


def notation(action: DarkTombAction) -> str:
    match action:
        case Move(to=to):
            return f"m{_sq(to)}"
        case UseCard(card=None, item=item, target=target):
            return f"i:{item}{_sq(target)}"
        case UseCard(card=index, target=target):
            return f"a{index}{_sq(target)}"
        case Attempt(card=index):
            return f"x{index}"
        case Reveal(at=at):
            return f"r{_sq(at)}"
        case PickUp():
            return "p"
        case DropItem(item=item):
            return f"d:{item}"
        case UseItem(item=item):
            return f"u:{item}"
        case Give(item=item, hero=hero):
            return f"g:{item}:{hero}"
        case Take(item=item, hero=hero):
            return f"t:{item}:{hero}"
        case OpenDoor(at=at):
            return f"o{_sq(at)}"
        case EndTurn():
            return "e"
        case MonsterMove(to=to):
            return f"mm{_sq(to)}"
        case MonsterAttack(target=target):
            return f"ma{_sq(target)}"
        case MonsterPass():
            return "mp"
    raise TypeError(f"not a Dark Tomb action: {action!r}")


def parse_action(text: str) -> DarkTombAction:
    """The action written as ``text``; ``error.darktomb.bad_notation`` if malformed."""
    head, _, rest = text.strip().partition(":")
    parts = rest.split(":") if rest else []
    try:
        if len(text) > MAX_LENGTH:
            raise ValueError(text)
        if len(head) == 2 and head[0] in "ax" and head[1] in "1234":
            return _card(head, parts)
        parser = _PARSERS[head]
        return parser(parts)
    except (ValueError, ValidationError, KeyError, IndexError):
        raise IllegalAction("error.darktomb.bad_notation", text=text[:MAX_LENGTH]) from None


def _arity(parts: list[str], *allowed: int) -> list[str]:
    if len(parts) not in allowed:
        raise ValueError(parts)
    return parts


def _name(text: str) -> str:
    if not text.isascii() or not text.replace("_", "").isalnum() or len(text) > 20:
        raise ValueError(text)
    return text


def _card(head: str, parts: list[str]) -> DarkTombAction:
    if head[0] == "x":
        _arity(parts, 0)
        return Attempt(card=int(head[1]))
    _arity(parts, 0, 1)
    return UseCard(card=int(head[1]), target=parse_square(parts[0]) if parts else None)


def _item_attack(parts: list[str]) -> UseCard:
    _arity(parts, 1, 2)
    return UseCard(item=_name(parts[0]), target=parse_square(parts[1]) if len(parts) == 2 else None)


def _square(build: Callable[[Pos], DarkTombAction]) -> Callable[[list[str]], DarkTombAction]:
    return lambda p: build(parse_square(_arity(p, 1)[0]))


def _bare(action: DarkTombAction) -> Callable[[list[str]], DarkTombAction]:
    def parse(p: list[str]) -> DarkTombAction:
        _arity(p, 0)
        return action

    return parse


_PARSERS: dict[str, Callable[[list[str]], DarkTombAction]] = {
    "m": _square(lambda p: Move(to=p)),
    "i": _item_attack,
    "r": _square(lambda p: Reveal(at=p)),
    "p": _bare(PickUp()),
    "d": lambda p: DropItem(item=_name(_arity(p, 1)[0])),
    "u": lambda p: UseItem(item=_name(_arity(p, 1)[0])),
    "g": lambda p: Give(item=_name(_arity(p, 2)[0]), hero=_name(p[1])),
    "t": lambda p: Take(item=_name(_arity(p, 2)[0]), hero=_name(p[1])),
    "o": _square(lambda p: OpenDoor(at=p)),
    "e": _bare(EndTurn()),
    "mm": _square(lambda p: MonsterMove(to=p)),
    "ma": _square(lambda p: MonsterAttack(target=p)),
    "mp": _bare(MonsterPass()),
}
