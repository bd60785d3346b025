"""The messages the bot keeps up to date, planned without Discord: what to send, edit, trim or recover.

The ``posts`` table keeps one row per *slot* (:class:`Slot`): the channel's live turn post, the one being
sent, the full posts a long turn left behind, each seat's DM, the one public board copy of a segment, the
clock's reminders.  The planners below read those rows (and the game's turn segment, see
:mod:`core.segments`) and return what a front end must do as plain data; ``bot.delivery`` carries it out
with Discord, and a page fed by a websocket could carry out the same plan with its own executor.

A turn post is planned in steps, because some of its facts are only known once its text is written:
:func:`plan_recovery` (a dead process's post to find again), :func:`plan_opening` (what the last post keeps,
where the new text starts), :func:`plan_continuation` (the post is full: a continuation, pages of moves that
piled up) and :func:`plan_turn_post` (edit it, or send a new one and whom it pings).  Undo reaching into a
long turn's full posts is :func:`plan_undo_reach` and :func:`plan_next_full`; a seat's DM is
:func:`plan_dm_recovery` and :func:`plan_seat_dm`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Protocol

from core.store.records import GameRecord, PostRecord
from core.segments import waits_for
from rules.core import Seat


class SlotKind(str, Enum):
    """What a kept message is; the value is the stored slot's pattern."""

    TURN = "turn"  # the channel's live turn post
    SENDING = "turn:sending"  # the new turn post being sent: what to look for if the process dies before keeping it
    FULL = "turn:full"  # the last post a continuation took over from (or the last page of moves that piled up)
    EARLIER = "turn:full:{last_n}"  # every such post, by the last move it was saved with (undo may reach it)
    DM = "dm:{seat}"  # a seat's DM
    DM_SENDING = "dm:{seat}:sending"  # a seat's new DM being sent
    COPY = "board:{segment}"  # the one public copy ``/game board`` made of a turn segment's post
    REMINDER = "remind:{segment}:{timer}:{where}"  # a clock reminder sent in a segment, in the channel or the DM

    @property
    def prefix(self) -> str:
        """What every stored slot of this kind starts with (for the store's prefix queries)."""
        return self.value.partition("{")[0]


@dataclass(frozen=True, slots=True)
class Slot:
    """A slot of the ``posts`` table as a value: ``str(slot)`` is what is stored, :meth:`parse` reads it back."""

    kind: SlotKind
    seat: Seat | None = None
    last_n: int | None = None
    segment: int | None = None
    timer: int | None = None
    where: str | None = None

    def __str__(self) -> str:
        return self.kind.value.format(seat=self.seat, last_n=self.last_n, segment=self.segment,
                                      timer=self.timer, where=self.where)

    @classmethod
    def parse(cls, text: str) -> Slot:
        """The slot a stored string names; ``ValueError`` for one no release wrote."""
        parts = text.split(":")
        match parts:
            case ["turn"]:
                return TURN
            case ["turn", "sending"]:
                return SENDING
            case ["turn", "full"]:
                return FULL
            case ["turn", "full", last_n]:
                return earlier(int(last_n))
            case ["dm", seat]:
                return dm(int(seat))
            case ["dm", seat, "sending"]:
                return Slot(SlotKind.DM_SENDING, seat=int(seat))
            case ["board", segment]:
                return copy_of(int(segment))
            case ["remind", segment, timer, where]:
                return reminder(int(segment), int(timer), where)
        raise ValueError(f"not a post slot: {text!r}")

    @property
    def sending(self) -> Slot:
        """The slot a new message of this one is kept in while it is being sent."""
        if self.kind is SlotKind.TURN:
            return SENDING
        if self.kind is SlotKind.DM:
            return Slot(SlotKind.DM_SENDING, seat=self.seat)
        raise ValueError(f"{self} is never sent under a slot of its own")

    @property
    def kept(self) -> Slot:
        """The slot a message being sent is kept in once sent."""
        if self.kind is SlotKind.SENDING:
            return TURN
        if self.kind is SlotKind.DM_SENDING:
            return dm(self.seat or 0)
        return self


TURN = Slot(SlotKind.TURN)
SENDING = Slot(SlotKind.SENDING)
FULL = Slot(SlotKind.FULL)


def earlier(last_n: int) -> Slot:
    return Slot(SlotKind.EARLIER, last_n=last_n)


def dm(seat: Seat) -> Slot:
    return Slot(SlotKind.DM, seat=seat)


def copy_of(segment: int) -> Slot:
    return Slot(SlotKind.COPY, segment=segment)


def reminder(segment: int, timer: int, where: str) -> Slot:
    return Slot(SlotKind.REMINDER, segment=segment, timer=timer, where=where)


def slot_of(post: PostRecord) -> Slot:
    return Slot.parse(post.slot)


def kept_as(post: PostRecord, slot: Slot) -> PostRecord:
    """The row ``post`` becomes when kept in ``slot``."""
    return replace(post, slot=str(slot))


# ---------------------------------------------------------------- operations


class Ping(str, Enum):
    """Whom a new message notifies."""

    CALL = "call"  # the players to act the channel may ping
    QUIET = "quiet"  # nobody: the same seats act (a solo player's next round), or a page of moves
    FINAL = "final"  # every person seated but whoever ended the game
    WAKE = "wake"  # a DM that notifies its player
    SILENT = "silent"  # a DM that must not buzz its player (the channel pings them)


@dataclass(frozen=True, slots=True)
class Recover:
    """Send ``sending`` again with its nonce (Discord hands back the message a dead process sent) and keep it."""

    sending: PostRecord


@dataclass(frozen=True, slots=True)
class Trim:
    """Leave ``post`` as a record of its moves from ``since`` on: no "your move" line, no buttons."""

    post: PostRecord
    since: int


@dataclass(frozen=True, slots=True)
class KeepFull:
    """``post`` is now the full post (the one undo reaches first), findable later as an earlier one."""

    post: PostRecord


@dataclass(frozen=True, slots=True)
class DropTakenBack:
    """Leave out of the full post (and the ones before it) the moves undo took back."""

    full: PostRecord


@dataclass(frozen=True, slots=True)
class PageOut:
    """Post the oldest moves from ``since`` in silent pages of their own, so no move hides behind a "…"."""

    since: int


@dataclass(frozen=True, slots=True)
class Send:
    """A new message, kept as ``post`` (its nonce set; the executor fills in the message and channel ids).
    ``retire_earlier``: a new turn, whose undo never reaches into the earlier turns' full posts."""

    post: PostRecord
    ping: Ping
    retire_earlier: bool = False


@dataclass(frozen=True, slots=True)
class Edit:
    """Bring ``post`` up to date; kept again as ``save`` if that differs; ``otherwise`` if the message is gone."""

    post: PostRecord
    otherwise: Send
    save: PostRecord | None = None


Operation = Recover | Trim | KeepFull | DropTakenBack | PageOut | Send | Edit


# ---------------------------------------------------------------- the turn post


@dataclass(frozen=True, slots=True)
class Segment:
    """Where the game stands, as the turn post sees it: its game, segment, turn key and first action."""

    game_id: int
    channel_id: int
    number: int
    key: str | None
    first_n: int
    over: bool = False


@dataclass(frozen=True, slots=True)
class Opening:
    """What happens before the live post's text is written: ``operations``, then the text starts at action
    ``since``; ``full_after`` is the last move the post already shows, if it is the segment's post."""

    operations: tuple[Operation, ...]
    since: int
    full_after: int | None


def segment_of(record: GameRecord, over: bool) -> Segment:
    """The segment a game's stored turn mark says it is in (a game never marked: segment 0, from action 1)."""
    mark = record.turn
    return Segment(record.id, record.channel_id, mark.segment if mark else 0, mark.key if mark else None,
                   mark.first_n if mark else 1, over)


def plan_recovery(segment: Segment, post: PostRecord | None, sending: PostRecord | None) -> Recover | None:
    """A dead process's post for a turn the game has left, that never became the turn post: found again
    (kept as it is, the next post starts after its moves instead of showing them twice)."""
    if sending is not None and sending.segment != segment.number and (post is None or post.nonce != sending.nonce):
        return Recover(sending)
    return None


def plan_opening(segment: Segment, post: PostRecord | None, full: PostRecord | None) -> Opening:
    """Before the live post is written: undo's moves leave the full post, a post of an earlier segment that
    started before its segment is trimmed, and the text starts where no post shows the moves yet (a segment
    never posted, after a crash, is picked up here)."""
    operations: list[Operation] = []
    if full is not None and full.last_n >= full.first_n:
        operations.append(DropTakenBack(full))
    since = segment.first_n
    current = post is not None and post.segment == segment.number
    if post is None or not current:
        if post is not None and post.first_n:
            operations.append(Trim(post, post.first_n))
        since = min(since, post.last_n + 1 if post is not None else 1)
    elif post.first_n:  # where this post starts: moves a crash left it, or after the full post it continues
        since = post.first_n
    return Opening(tuple(operations), since, post.last_n if post is not None and current else None)


@dataclass(frozen=True, slots=True)
class Continuation:
    """Once the text is written: ``continued`` (the segment's post is full, a new one goes on from where its
    moves end) and what happens before the live post goes out."""

    continued: bool
    operations: tuple[Operation, ...]


def plan_continuation(segment: Segment, post: PostRecord | None, since: int, shown_from: int, clipped: bool
                      ) -> Continuation:
    """The text is written from ``shown_from`` (later than ``since`` when the segment's post is full): the full
    post keeps its moves and a new post continues the turn; a new post whose moves do not fit in one message
    pages the oldest out first."""
    operations: list[Operation] = []
    continued = shown_from != since
    if post is not None and continued:
        operations += [Trim(post, since), KeepFull(replace(post, first_n=since))]
    current = post is not None and post.segment == segment.number
    if (continued or not current) and clipped:
        operations.append(PageOut(shown_from))
    return Continuation(continued, tuple(operations))


def plan_turn_post(segment: Segment, post: PostRecord | None, continued: bool, shown_from: int, last_n: int
                   ) -> Edit | Send:
    """The live post showing actions ``shown_from`` to ``last_n``: the segment's post edited in place, or a new
    one (a new segment, a continuation, a post gone), which pings the players to act only if they changed."""
    current = post is not None and post.segment == segment.number
    if segment.over:
        ping = Ping.FINAL
    elif post is not None and waits_for(post.turn_key) == waits_for(segment.key):
        ping = Ping.QUIET
    else:
        ping = Ping.CALL
    nonce = f"t{segment.game_id}.{segment.number}" + (f".{shown_from}" if continued else "")
    kept = PostRecord(segment.game_id, str(TURN), segment.number, None, segment.channel_id, 0, segment.key, last_n,
                      shown_from, nonce)
    send = Send(kept, ping, retire_earlier=not current)
    if post is not None and current and not continued:
        return Edit(post, send, replace(post, last_n=last_n) if last_n != post.last_n else None)
    return send


def page(segment: Segment, since: int, last_n: int) -> PostRecord:
    """The full post a page of moves ``since`` to ``last_n`` is kept as (see :class:`PageOut`)."""
    return PostRecord(segment.game_id, str(FULL), segment.number, None, segment.channel_id, 0, None, last_n, since,
                      f"t{segment.game_id}.{segment.number}.{since}p")


@dataclass(frozen=True, slots=True)
class UndoReach:
    """Undo reached the full post: the row it is kept as now (``None``: unchanged) and, once all of its moves
    are taken back, the slot of the post before it, which may become the full post (see :func:`plan_next_full`)."""

    shrunk: PostRecord | None
    look_before: Slot | None


def plan_undo_reach(full: PostRecord, standing_last: int) -> UndoReach:
    """The full post's moves still standing end at ``standing_last`` (``full.first_n - 1``: none)."""
    shrunk = replace(full, last_n=standing_last) if standing_last < full.last_n else None
    return UndoReach(shrunk, earlier(full.first_n - 1) if standing_last < full.first_n else None)


def plan_next_full(full: PostRecord, before: PostRecord | None) -> PostRecord | None:
    """The post before an emptied full post becomes the full one, if it is another post of the same segment."""
    if before is None or before.segment != full.segment or before.message_id == full.message_id:
        return None
    return kept_as(before, FULL)


# ---------------------------------------------------------------- a seat's DM


@dataclass(frozen=True, slots=True)
class SeatCall:
    """What a seat's DM must say about acting: ``asked`` (it must act now), ``called`` (the game version that
    called it, if one did) and ``wakes`` (its call comes as a new DM: see ``bot.delivery``)."""

    asked: bool
    called: int | None
    wakes: bool


def plan_dm_recovery(user_id: int, post: PostRecord | None, sending: PostRecord | None) -> Recover | None:
    """The DM a dead process was sending to this player, never kept: found again with its nonce."""
    if sending is not None and sending.user_id == user_id and (post is None or post.nonce != sending.nonce):
        return Recover(sending)
    return None


def plan_seat_dm(segment: Segment, version: int, seat: Seat, user_id: int, post: PostRecord | None, call: SeatCall
                 ) -> Edit | Send:
    """The seat's DM edited in place, or a new one: when the seat has none (or it is another player's), or its
    call to act comes as a new DM and its DM is older than that call.  A new DM for a player the channel pings
    goes out silent."""
    wake = call.wakes and call.called is not None and call.asked and (post is None or post.version < call.called)
    kept = PostRecord(segment.game_id, str(dm(seat)), segment.number, user_id, 0, 0, segment.key,
                      nonce=f"d{segment.game_id}.{seat}.{segment.number}", version=version)
    send = Send(kept, Ping.WAKE if call.wakes else Ping.SILENT)
    if post is not None and post.user_id == user_id and not wake:
        return Edit(post, send)
    return send


def final_dm(post: PostRecord | None, user_id: int) -> PostRecord | None:
    """The DM the end of the game is told in: the seat's, if it is this player's (others get none)."""
    return post if post is not None and post.user_id == user_id else None


# ---------------------------------------------------------------- what a further front end hears


@dataclass(frozen=True, slots=True)
class Carried:
    """A game's committed change whose notices a delivery worker just carried out (``kinds``: their values)."""

    game_id: int
    version: int
    kinds: frozenset[str]


class Listener(Protocol):
    """A further front end (a web page's websocket, say): told after each game's notices are carried out.
    It must not raise for a listener's own trouble to matter to delivery; one that does is logged."""

    async def __call__(self, carried: Carried) -> None: ...
