"""When a new turn post opens: the turn-segment rule, in one place (see :mod:`core.outbox` for the notices).

Play is cut into *turn segments*: a segment lasts while the same seats are to act (at a table of one person,
in the same game turn too).  The channel gets one post per segment, edited in place as the segment goes on;
a new segment means a new post, which mentions the players to act only if they changed (a solo player's next
round gets a fresh post without a ping); only bots acting within the game turn under way do not open one.
"""

from __future__ import annotations

from collections.abc import Collection

from core.outbox import TurnMark
from rules.core import Seat


def turn_key(to_act: Collection[Seat], over: bool, turn: int | None) -> str:
    """Who the channel is waiting for (in which game turn, when ``turn`` is given): ``"7|0,2"`` or
    ``"|0,2"``, or ``"over"`` once finished."""
    return "over" if over else f"{'' if turn is None else turn}|{seats_of(to_act)}"


def seats_of(to_act: Collection[Seat]) -> str:
    return ",".join(str(seat) for seat in sorted(to_act))


def waits_for(key: str | None) -> str:
    """The seats part of a turn key: a new post mentions players only when this changes."""
    return (key or "").rpartition("|")[2]


def segment_turn(people: int, turn: int) -> int | None:
    """The game turn that splits turn posts, only at a table of one person (with or without bots):
    elsewhere a post lasts while the same seats act, since a new one comes with a change of player."""
    return turn if people <= 1 else None


def is_interlude(to_act: Collection[Seat], bots: Collection[Seat], turn_before: int, turn_after: int) -> bool:
    """Only bots must act, within the game turn that is going on (a bot answering an armour question in the
    middle of a player's turn): the segment goes on, so the player is not called back."""
    return bool(to_act) and set(to_act) <= set(bots) and turn_before == turn_after


def next_mark(
    current: TurnMark | None, to_act: Collection[Seat], over: bool, action_n: int, turn: int | None,
    interlude: bool = False,
) -> TurnMark:
    """The segment after a change: the same one while the same seats act (and, when ``turn`` is given,
    in the same game turn), else a new one that opens with action ``action_n`` (the move that passed
    the turn heads the next post).  Tables of several people pass ``None`` (see :func:`segment_turn`);
    an ``interlude`` (see :func:`is_interlude`) keeps the segment."""
    key = turn_key(to_act, over, turn)
    if current is not None and (current.key == key or interlude):
        return current
    return TurnMark(segment=(current.segment if current else 0) + 1, key=key, first_n=action_n)
