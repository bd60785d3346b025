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


ORDER = (
    NoticeKind.TURN, NoticeKind.COMMITMENT, NoticeKind.SEAT, NoticeKind.DM_NOTICE, NoticeKind.MOTION, NoticeKind.REVEAL
)
"""The order a game's notices are delivered in: the turn post first, the reveal last."""
CHANNEL_KINDS = frozenset(ORDER) - {NoticeKind.SEAT}
"""Notices posted in the game's channel (a seat's DM, and its call, go to the player)."""


@dataclass(frozen=True, slots=True)
class Batch:
    """The claimed notices of one kind (and seat) delivered as one: ``called`` is the latest game version that
    called the seat to act, if one of them did (a seat's call and its updates are one DM)."""

    kind: NoticeKind
    seat: Seat | None
    ids: frozenset[int]
    attempts: int
    called: int | None


def batches(items: Iterable[OutboxItem]) -> list[Batch]:
    """A game's claimed notices, grouped by what they bring up to date, in delivery order (see :data:`ORDER`)."""
    grouped: dict[tuple[NoticeKind, Seat | None], list[OutboxItem]] = {}
    for item in items:
        kind = NoticeKind.SEAT if item.kind is NoticeKind.CALL else item.kind
        grouped.setdefault((kind, item.seat), []).append(item)
    return [
        Batch(kind, seat, frozenset(item.id for item in group), max(item.attempts for item in group),
              max((item.game_version for item in group if item.kind is NoticeKind.CALL), default=None))
        for (kind, seat), group in sorted(grouped.items(), key=lambda entry: (ORDER.index(entry[0][0]), entry[0][1] or 0))
    ]


class Verdict(str, Enum):
    """What becomes of a batch whose delivery failed."""

    RETRY = "retry"  # an outage: tried again after a backoff
    REFUSED = "refused"  # the channel refuses the bot for good: parked until the next probe
    KEEP_PROBING = "keep_probing"  # a turn post failing for long: never dropped, tried every PROBE
    GIVE_UP = "give_up"  # failed too often: dropped (logged)
    GIVE_UP_REFUSED = "give_up_refused"  # refused too often in a game that is over: nobody plays on


def verdict(kind: NoticeKind, attempts: int, refused: bool, game_open: bool) -> Verdict:
    """The fate of a failed batch, by its kind, its attempts so far, whether the channel refuses for good (a
    channel notice only) and whether the game is still being played."""
    if refused:
        return Verdict.GIVE_UP_REFUSED if attempts >= GIVE_UP_AFTER and not game_open else Verdict.REFUSED
    if attempts >= GIVE_UP_AFTER:
        return Verdict.KEEP_PROBING if kind is NoticeKind.TURN else Verdict.GIVE_UP
    return Verdict.RETRY
