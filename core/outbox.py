"""What the table must be told about a committed change, decided beside the change itself.

Every write that players should hear about (a start, an action, an undo, a seat handed over, a vote
opened) stores its notices in the same database transaction as the change: the turn post to bring
up to date, the seats to DM, the fair-dice reveal.  A delivery worker on the Discord side sends them,
retries what failed and resumes after a restart, so a committed move is never left unannounced.

Play is cut into *turn segments* (when a new turn post opens: :mod:`core.segments`), each with one
channel post kept up to date (what to send, edit or trim: :mod:`core.posts`).  A seat's DM is a new message only when the seat is called to act (a DM always
notifies); any other change to its hand edits the DM it has.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass
from datetime import timedelta
from enum import Enum

from rules.core import Seat

MAX_BACKOFF = timedelta(minutes=5)
GIVE_UP_AFTER = 12
"""Attempts before a notice that keeps failing is dropped (logged); transient outages are shorter.  The turn
post is never dropped while it fails: it is tried again every :data:`PROBE`, showing the latest state."""
PROBE = timedelta(minutes=10)
"""Wait between attempts once Discord refuses for good (a permission, a deleted channel) or a turn post
has failed :data:`GIVE_UP_AFTER` times: slow enough not to hammer Discord, soon enough to notice the fix."""


class NoticeKind(str, Enum):
    TURN = "turn"  # bring the channel's turn post up to date (a new post when the segment changed)
    SEAT = "seat"  # bring a seat's DM (its hand, whether it must act) up to date, in place
    CALL = "call"  # the same for a seat newly called to act: a new DM, which notifies its player
    REVEAL = "reveal"  # the game is over: reveal the fair-dice seed
    COMMITMENT = "commitment"  # the game started: publish the fair-dice commitment
    MOTION = "motion"  # post the vote the clock opened on a seat that keeps timing out
    DM_NOTICE = "dm_notice"  # tell the channel once that a seat's DMs fail


class DeliveryFault(str, Enum):
    """Why Discord refuses a game's messages for good, until someone fixes it (the Discord side decides which)."""

    PERMISSION = "permission"  # the bot lacks a permission in the channel
    ARCHIVED = "archived"  # the game's thread is archived
    CHANNEL_GONE = "channel_gone"  # the channel was deleted
    MEMBER_LEFT = "member_left"  # a seated player is no longer reachable: they left the server


CHANNEL = 0
"""The subject of a fault of the game's channel (other faults name the user their DMs cannot reach)."""


@dataclass(frozen=True, slots=True)
class Notice:
    kind: NoticeKind
    seat: Seat | None = None


@dataclass(frozen=True, slots=True)
class TurnMark:
    """The turn segment a game is in: its number, who acts in it, and its first action's number."""

    segment: int
    key: str
    first_n: int


@dataclass(frozen=True, slots=True)
class OutboxItem:
    """One pending notice, as a delivery worker claims it."""

    id: int
    game_id: int
    kind: NoticeKind
    seat: Seat | None
    game_version: int
    attempts: int


def notices_for(
    *,
    to_act_before: Collection[Seat],
    to_act_after: Collection[Seat],
    actor: Seat | None,
    hands_changed: Iterable[Seat],
    finished: bool,
    quiet: Collection[Seat] = (),
    same_segment: bool = False,
    people: Collection[Seat] = (),
) -> list[Notice]:
    """The turn post, a call for every seat that must now act and did not before (not the actor, not
    ``quiet`` seats such as those on autopilot), a DM update for every other seat whose hand changed,
    and the reveal when the game just ended.  Within the ``same_segment`` nobody is called: a seat asked
    again after a bots' interlude (see :func:`core.segments.next_mark`) was asked all along.  The end reaches every one
    of the ``people`` seated (see :func:`end_notices`)."""
    if finished:
        return [*end_notices(people), Notice(NoticeKind.REVEAL)]
    asked_now = set(to_act_after) - set(to_act_before) - ({actor} if actor is not None else set())
    called = set() if same_segment else asked_now - set(quiet)
    updated = sorted((set(hands_changed) | asked_now) - called - set(quiet))
    notices = [Notice(NoticeKind.TURN), *(Notice(NoticeKind.CALL, seat) for seat in sorted(called)),
               *(Notice(NoticeKind.SEAT, seat) for seat in updated)]
    return notices


def end_notices(people: Collection[Seat]) -> list[Notice]:
    """The end of a game (or its abandonment) is told to every person seated: the final post, which mentions
    them all, and each one's DM, edited to the result without its buttons."""
    return [Notice(NoticeKind.TURN), *(Notice(NoticeKind.SEAT, seat) for seat in sorted(people))]


def backoff(attempts: int) -> timedelta:
    """Wait before the next attempt: 2, 4, 8 … seconds, at most five minutes."""
    return min(timedelta(seconds=2 ** max(1, attempts)), MAX_BACKOFF)
