"""The delivery planners, without Discord: tables of stored rows and what must be done with them."""

from __future__ import annotations

import pytest

from core.outbox import GIVE_UP_AFTER, Batch, NoticeKind, OutboxItem, TurnMark, Verdict, batches, verdict
from core.posts import (
    FULL, SENDING, TURN, DropTakenBack, Edit, KeepFull, PageOut, Ping, Recover, SeatCall, Segment, Send, Slot,
    SlotKind, Trim, copy_of, dm, earlier, final_dm, plan_continuation, plan_dm_recovery, plan_next_full, plan_opening,
    plan_recovery, plan_seat_dm, plan_turn_post, plan_undo_reach, reminder,
)
from core.segments import is_interlude, next_mark, segment_turn, turn_key
from core.store.records import PostRecord

GAME, CHANNEL = 7, 99


def post(slot: Slot = TURN, segment: int = 2, *, last_n: int = 4, first_n: int = 0, key: str | None = "|1",
         nonce: str = "t7.2", message_id: int = 500, user_id: int | None = None, version: int = 0) -> PostRecord:
    return PostRecord(GAME, str(slot), segment, user_id, CHANNEL, message_id, key, last_n, first_n, nonce, version)


def at(number: int = 2, key: str | None = "|1", first_n: int = 3, over: bool = False) -> Segment:
    return Segment(GAME, CHANNEL, number, key, first_n, over)


@pytest.mark.parametrize(("text", "slot"), [
    ("turn", TURN),
    ("turn:sending", SENDING),
    ("turn:full", FULL),
    ("turn:full:12", earlier(12)),
    ("dm:3", dm(3)),
    ("dm:0:sending", dm(0).sending),
    ("board:5", copy_of(5)),
    ("remind:4:17:dm", reminder(4, 17, "dm")),
])
def test_a_slot_reads_back_what_it_stores(text: str, slot: Slot) -> None:
    assert Slot.parse(text) == slot and str(slot) == text


@pytest.mark.parametrize("text", ["", "turn:x", "dm", "dm:a", "board:1:2", "remind:1:2", "other"])
def test_a_slot_no_release_wrote_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        Slot.parse(text)


@pytest.mark.parametrize(("kind", "prefix"), [
    (SlotKind.EARLIER, "turn:full:"), (SlotKind.COPY, "board:"), (SlotKind.REMINDER, "remind:"), (SlotKind.DM, "dm:"),
])
def test_prefixes_select_a_kind_of_slot(kind: SlotKind, prefix: str) -> None:
    assert kind.prefix == prefix


def test_a_slot_being_sent_is_kept_in_its_own() -> None:
    assert TURN.sending == SENDING and SENDING.kept == TURN and dm(2).sending.kept == dm(2) and FULL.kept == FULL
    with pytest.raises(ValueError):
        _ = FULL.sending


@pytest.mark.parametrize(("live", "sending", "recovered"), [
    (None, None, False),
    (None, post(SENDING, segment=1, nonce="t7.1"), True),  # died sending a turn the game has left
    (post(segment=1, nonce="t7.1"), post(SENDING, segment=1, nonce="t7.1"), False),  # it was kept after all
    (post(segment=1, nonce="t7.0"), post(SENDING, segment=1, nonce="t7.1"), True),
    (None, post(SENDING, segment=2, nonce="t7.2"), False),  # the turn under way: this post goes out again anyway
])
def test_a_dead_process_s_turn_post_is_recovered_once_its_turn_is_left(
        live: PostRecord | None, sending: PostRecord | None, recovered: bool) -> None:
    assert plan_recovery(at(), live, sending) == (Recover(sending) if recovered and sending else None)


@pytest.mark.parametrize(("live", "full", "operations", "since", "full_after"), [
    (None, None, (), 1, None),  # the game's first post shows everything
    (post(segment=2, last_n=4), None, (), 3, 4),  # the segment's post: the text from its first action
    (post(segment=2, last_n=4, first_n=2), None, (), 2, 4),  # it starts earlier (moves a crash left it)
    (post(segment=1, last_n=1), None, (), 2, None),  # a segment never posted: from after the last post
    (post(segment=1, last_n=5), None, (), 3, None),  # the previous post went past this segment's first
    (post(segment=1, last_n=1, first_n=1), None, (Trim(post(segment=1, last_n=1, first_n=1), 1),), 2, None),
    (None, post(FULL, last_n=2, first_n=1), (DropTakenBack(post(FULL, last_n=2, first_n=1)),), 1, None),
    (None, post(FULL, last_n=0, first_n=1), (), 1, None),  # an emptied full post: nothing left to drop
])
def test_the_opening_of_a_turn_post(live: PostRecord | None, full: PostRecord | None,
                                    operations: tuple[object, ...], since: int, full_after: int | None) -> None:
    opening = plan_opening(at(first_n=3), live, full)
    assert (opening.operations, opening.since, opening.full_after) == (operations, since, full_after)


@pytest.mark.parametrize(("live", "shown_from", "clipped", "continued", "operations"), [
    (post(), 3, False, False, ()),  # the segment's post, its moves fit
    (post(), 3, True, False, ()),  # a live post that is clipped but not full: edited, a "…" for now
    (post(), 5, False, True, (Trim(post(), 3), KeepFull(post(first_n=3)))),  # full: continued after move 4
    (post(), 5, True, True, (Trim(post(), 3), KeepFull(post(first_n=3)), PageOut(5))),
    (post(segment=1), 3, True, False, (PageOut(3),)),  # a new segment whose moves piled up
    (None, 3, True, False, (PageOut(3),)),
    (None, 3, False, False, ()),
])
def test_a_full_post_is_continued_and_piled_up_moves_paged_out(
        live: PostRecord | None, shown_from: int, clipped: bool, continued: bool, operations: tuple[object, ...]) -> None:
    plan = plan_continuation(at(), live, 3, shown_from, clipped)
    assert (plan.continued, plan.operations) == (continued, operations)


def sent(segment: Segment, shown_from: int, last_n: int, nonce: str, ping: Ping, retire: bool) -> Send:
    kept = PostRecord(GAME, "turn", segment.number, None, CHANNEL, 0, segment.key, last_n, shown_from, nonce)
    return Send(kept, ping, retire)


@pytest.mark.parametrize(("segment", "live", "continued", "shown_from", "last_n", "plan"), [
    (at(), post(last_n=4), False, 3, 4, Edit(post(last_n=4), sent(at(), 3, 4, "t7.2", Ping.QUIET, False))),
    (at(), post(last_n=4), False, 3, 6,
     Edit(post(last_n=4), sent(at(), 3, 6, "t7.2", Ping.QUIET, False), post(last_n=6))),  # kept with its new last move
    (at(), post(last_n=4), True, 5, 6, sent(at(), 5, 6, "t7.2.5", Ping.QUIET, False)),  # a continuation
    (at(key="|0"), post(segment=1, key="|1"), False, 3, 3, sent(at(key="|0"), 3, 3, "t7.2", Ping.CALL, True)),
    (at(key="5|1"), post(segment=1, key="4|1"), False, 3, 3,  # a solo player's next round: no ping
     sent(at(key="5|1"), 3, 3, "t7.2", Ping.QUIET, True)),
    (at(), None, False, 1, 3, sent(at(), 1, 3, "t7.2", Ping.CALL, True)),
    (at(key="over", over=True), post(segment=1), False, 3, 4,
     sent(at(key="over", over=True), 3, 4, "t7.2", Ping.FINAL, True)),
])
def test_the_live_post_is_edited_or_sent(segment: Segment, live: PostRecord | None, continued: bool, shown_from: int,
                                         last_n: int, plan: Edit | Send) -> None:
    assert plan_turn_post(segment, live, continued, shown_from, last_n) == plan


@pytest.mark.parametrize(("standing_last", "shrunk_to", "look_before"), [
    (6, None, None),  # nothing of it taken back
    (5, 5, None),
    (2, 2, earlier(2)),  # all taken back: undo goes on into the post before it
])
def test_undo_reaches_into_the_full_post(standing_last: int, shrunk_to: int | None, look_before: Slot | None) -> None:
    full = post(FULL, last_n=6, first_n=3)
    reach = plan_undo_reach(full, standing_last)
    assert reach.shrunk == (post(FULL, last_n=shrunk_to, first_n=3) if shrunk_to is not None else None)
    assert reach.look_before == look_before


@pytest.mark.parametrize(("before", "becomes_full"), [
    (None, False),
    (post(earlier(2), segment=2, message_id=400), True),
    (post(earlier(2), segment=1, message_id=400), False),  # an earlier turn's: undo stops at the turn's start
    (post(earlier(2), segment=2, message_id=500), False),  # the full post itself
])
def test_the_post_before_an_emptied_full_post(before: PostRecord | None, becomes_full: bool) -> None:
    full = post(FULL, last_n=2, first_n=3)
    expected = post(FULL, segment=2, message_id=400) if becomes_full else None
    assert plan_next_full(full, before) == expected


def dm_post(user_id: int = 42, version: int = 5) -> PostRecord:
    return post(dm(1), user_id=user_id, version=version, nonce="d7.1.2")


def dm_sent(ping: Ping, version: int = 9) -> Send:
    return Send(PostRecord(GAME, "dm:1", 2, 42, 0, 0, "|1", nonce="d7.1.2", version=version), ping)


@pytest.mark.parametrize(("live", "call", "plan"), [
    (dm_post(), SeatCall(asked=False, called=None, wakes=True), Edit(dm_post(), dm_sent(Ping.WAKE))),
    (dm_post(), SeatCall(asked=True, called=9, wakes=True), dm_sent(Ping.WAKE)),  # called after its DM: a new one
    (dm_post(version=9), SeatCall(asked=True, called=9, wakes=True), Edit(dm_post(version=9), dm_sent(Ping.WAKE))),
    (dm_post(), SeatCall(asked=False, called=9, wakes=True), Edit(dm_post(), dm_sent(Ping.WAKE))),  # no longer asked
    (dm_post(), SeatCall(asked=True, called=9, wakes=False), Edit(dm_post(), dm_sent(Ping.SILENT))),  # the channel pings
    (None, SeatCall(asked=True, called=9, wakes=False), dm_sent(Ping.SILENT)),  # a first DM, silent
    (dm_post(user_id=43), SeatCall(asked=False, called=None, wakes=False), dm_sent(Ping.SILENT)),  # a replaced player
])
def test_a_seat_s_dm_is_edited_or_sent(live: PostRecord | None, call: SeatCall, plan: Edit | Send) -> None:
    assert plan_seat_dm(at(), 9, 1, 42, live, call) == plan


@pytest.mark.parametrize(("live", "sending", "recovered"), [
    (None, None, False),
    (None, post(dm(1).sending, user_id=42, nonce="d7.1.2"), True),
    (dm_post(), post(dm(1).sending, user_id=42, nonce="d7.1.2"), False),  # it was kept
    (None, post(dm(1).sending, user_id=43, nonce="d7.1.2"), False),  # sent to the seat's player before
])
def test_a_dead_process_s_dm_is_recovered(live: PostRecord | None, sending: PostRecord | None, recovered: bool) -> None:
    assert plan_dm_recovery(42, live, sending) == (Recover(sending) if recovered and sending else None)


def test_the_end_is_told_in_the_player_s_own_dm_only() -> None:
    assert final_dm(dm_post(), 42) == dm_post() and final_dm(dm_post(), 43) is None and final_dm(None, 42) is None


@pytest.mark.parametrize(("people", "turn", "split"), [(1, 8, 8), (0, 8, 8), (2, 8, None)])
def test_only_a_table_of_one_person_splits_posts_by_game_turn(people: int, turn: int, split: int | None) -> None:
    assert segment_turn(people, turn) == split


@pytest.mark.parametrize(("to_act", "bots", "before", "after", "interlude"), [
    ({1}, {1}, 3, 3, True),  # a bot answers within the turn
    ({1}, {1}, 3, 4, False),  # the bot's own turn
    ({0, 1}, {1}, 3, 3, False),  # a person acts too
    (set(), {1}, 3, 3, False),  # nobody: the game is over
])
def test_a_bots_interlude(to_act: set[int], bots: set[int], before: int, after: int, interlude: bool) -> None:
    assert is_interlude(to_act, bots, before, after) is interlude


@pytest.mark.parametrize(("current", "to_act", "over", "turn", "interlude", "mark"), [
    (None, {0}, False, None, False, TurnMark(1, "|0", 5)),
    (TurnMark(1, "|0", 1), {0}, False, None, False, TurnMark(1, "|0", 1)),  # the same seats: the segment goes on
    (TurnMark(1, "|0", 1), {1}, False, None, False, TurnMark(2, "|1", 5)),
    (TurnMark(1, "|0", 1), {1}, False, None, True, TurnMark(1, "|0", 1)),  # a bots' interlude
    (TurnMark(1, "3|0", 1), {0}, False, 4, False, TurnMark(2, "4|0", 5)),  # a solo player's next round
    (TurnMark(1, "|0", 1), set(), True, None, False, TurnMark(2, "over", 5)),
])
def test_when_a_new_segment_opens(current: TurnMark | None, to_act: set[int], over: bool, turn: int | None,
                                  interlude: bool, mark: TurnMark) -> None:
    assert next_mark(current, to_act, over, 5, turn, interlude) == mark
    assert interlude or mark.key == turn_key(to_act, over, turn)


def item(id: int, kind: NoticeKind, seat: int | None = None, version: int = 1, attempts: int = 1) -> OutboxItem:
    return OutboxItem(id, GAME, kind, seat, version, attempts)


def test_a_game_s_notices_are_delivered_turn_post_first_a_seat_s_call_and_updates_as_one_dm() -> None:
    claimed = [item(1, NoticeKind.REVEAL), item(2, NoticeKind.SEAT, 1, 3), item(3, NoticeKind.CALL, 1, 4, attempts=2),
               item(4, NoticeKind.TURN), item(5, NoticeKind.SEAT, 0, 4), item(6, NoticeKind.TURN, version=2)]
    assert batches(claimed) == [
        Batch(NoticeKind.TURN, None, frozenset({4, 6}), 1, None),
        Batch(NoticeKind.SEAT, 0, frozenset({5}), 1, None),
        Batch(NoticeKind.SEAT, 1, frozenset({2, 3}), 2, 4),
        Batch(NoticeKind.REVEAL, None, frozenset({1}), 1, None),
    ]


@pytest.mark.parametrize(("kind", "attempts", "refused", "game_open", "fate"), [
    (NoticeKind.SEAT, 1, False, True, Verdict.RETRY),
    (NoticeKind.SEAT, GIVE_UP_AFTER, False, True, Verdict.GIVE_UP),
    (NoticeKind.TURN, GIVE_UP_AFTER, False, True, Verdict.KEEP_PROBING),  # the turn post is never dropped
    (NoticeKind.TURN, 1, True, True, Verdict.REFUSED),
    (NoticeKind.TURN, GIVE_UP_AFTER, True, True, Verdict.REFUSED),  # players wait for the fix
    (NoticeKind.REVEAL, GIVE_UP_AFTER, True, False, Verdict.GIVE_UP_REFUSED),  # nobody plays on
])
def test_what_becomes_of_a_failed_notice(kind: NoticeKind, attempts: int, refused: bool, game_open: bool,
                                         fate: Verdict) -> None:
    assert verdict(kind, attempts, refused, game_open) is fate
