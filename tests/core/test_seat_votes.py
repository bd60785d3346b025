"""Votes on a player who keeps timing out, with injected time: replace them, autopilot, or wait."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.clock import GameClock
from core.storage import Store
from core.votes import TIMEOUTS_BEFORE_VOTE, calls_for_vote, decision, needed, voters
from rules.core import IllegalAction
from tests.core.real_games import CHANNEL, GUILD, USERS, FakeClock, start
from tests.core.test_clock import wired

HOST, ALICE, BOB = USERS[0], USERS[1], USERS[2]
OUTSIDER = 99


async def time_out(clock: GameClock, now: FakeClock, times: int, hours: int = 12) -> None:
    """Let the acting seat's clock run out ``times`` times (the fake game's default keeps the turn)."""
    for _ in range(times):
        now.advance(hours=hours)
        assert [f.timer.kind for f in await clock.fire_due() if f.outcome is not None] == ["timeout"]


async def test_three_timeouts_in_a_row_open_one_vote_and_acting_resets_the_streak(store: Store) -> None:
    now = FakeClock()
    service, clock = wired(store, now)
    game = (await start(service, "fake", pace=12)).record.id
    await time_out(clock, now, TIMEOUTS_BEFORE_VOTE - 1)
    await service.act(game, HOST, "add 1")  # the host is back in time: the streak starts again
    assert (await service.load(game)).seats[0].timeouts == 0
    await time_out(clock, now, TIMEOUTS_BEFORE_VOTE - 1)
    assert await service.pending_motions(game) == []
    await time_out(clock, now, 1)
    [motion] = await service.pending_motions(game)
    assert (motion.seat, motion.user_id, motion.status) == (0, HOST, "open")
    await time_out(clock, now, TIMEOUTS_BEFORE_VOTE)
    assert len(await store.motions_of(game)) == 1, "no second vote while one is open"


async def test_remove_puts_the_seat_on_autopilot_for_a_bot_and_survives_a_restart(db_path: Path) -> None:
    now = FakeClock()
    async with await Store.open(db_path) as store:
        service, clock = wired(store, now)
        game = (await start(service, "fake", pace=12)).record.id
        await time_out(clock, now, TIMEOUTS_BEFORE_VOTE)
        [motion] = await service.pending_motions(game)
        with pytest.raises(IllegalAction, match="error.vote.not_voter"):
            await service.vote(game, motion.id, HOST, "keep")  # not about yourself
        ballot = await service.vote(game, motion.id, ALICE, "remove")
        assert ballot.decided == "remove" and ballot.record.seats[0].bot_playing == "normal"
        assert not [t for t in await store.timers_of(game) if t.fired_at is None], "a bot plays it: no clock"
    async with await Store.open(db_path) as store:  # a restart
        service, clock = wired(store, now)
        await clock.reconcile()
        now.advance(hours=48)
        assert not await clock.fire_due(), "the clock never plays a default for an autopilot seat"
        record = await service.load(game)
        assert record.seats[0].autopilot and record.seats[0].bot_playing == "normal"
        assert await service.act_on_timeout(game, 0, record.version) is None
        with pytest.raises(IllegalAction, match="error.vote.closed"):
            await service.vote(game, motion.id, ALICE, "keep")
        assert len(await store.motions_of(game)) == 1


async def test_replace_lets_a_non_player_claim_the_seat_with_its_hand(store: Store) -> None:
    now = FakeClock()
    service, clock = wired(store, now)
    game = (await start(service, "fake", pace=12)).record.id
    await time_out(clock, now, TIMEOUTS_BEFORE_VOTE)
    [motion] = await service.pending_motions(game)
    assert (await service.vote(game, motion.id, ALICE, "replace")).decided == "replace"
    with pytest.raises(IllegalAction, match="error.replace.already_seated"):
        await service.claim_seat(game, motion.id, ALICE)
    outcome = await service.claim_seat(game, motion.id, OUTSIDER)
    assert outcome.record.user_of(0) == OUTSIDER and outcome.hand_changed == {0}
    assert outcome.record.seats[0].timeouts == 0
    with pytest.raises(IllegalAction, match="error.vote.closed"):
        await service.claim_seat(game, motion.id, 98)
    await time_out(clock, now, TIMEOUTS_BEFORE_VOTE)
    [again] = await service.pending_motions(game)
    assert again.user_id == OUTSIDER, "the new player is judged on their own streak"


async def test_a_majority_of_the_other_players_decides_and_ballots_may_change(store: Store) -> None:
    now = FakeClock()
    service, clock = wired(store, now)
    game = (await start(service, "fake", players=3, pace=12)).record.id
    await time_out(clock, now, TIMEOUTS_BEFORE_VOTE)
    [motion] = await service.pending_motions(game)
    assert needed(2) == 2 and needed(3) == 2 and needed(4) == 3
    assert (await service.vote(game, motion.id, ALICE, "replace")).decided is None
    assert (await service.vote(game, motion.id, BOB, "keep")).decided is None
    with pytest.raises(IllegalAction, match="error.vote.not_voter"):
        await service.vote(game, motion.id, OUTSIDER, "remove")
    ballot = await service.vote(game, motion.id, ALICE, "keep")
    assert ballot.decided == "keep" and decision(ballot.record, ballot.motion) == "keep"
    assert not (await service.load(game)).seats[0].autopilot
    with pytest.raises(IllegalAction, match="error.vote.closed"):
        await service.vote(game, motion.id, BOB, "remove")


async def test_no_vote_when_nobody_else_could_vote(store: Store) -> None:
    """With the other seat on autopilot, the last human seat is never voted on (the game keeps a human)."""
    now = FakeClock()
    service, clock = wired(store, now)
    game = (await start(service, "fake", pace=12)).record.id
    await time_out(clock, now, TIMEOUTS_BEFORE_VOTE)
    [motion] = await service.pending_motions(game)
    await service.vote(game, motion.id, ALICE, "remove")
    record = await service.load(game)
    assert [s.autopilot for s in record.seats] == [True, False]
    assert voters(record, 1) == []
    assert not calls_for_vote(record, 1, await store.motions_of(game))


async def test_bot_players_never_vote(store: Store) -> None:
    """Bots do not vote, so they neither block a majority nor count as someone to ask: with a person
    and a bot at the table, the person decides alone; with only bots, no vote is opened."""
    now = FakeClock()
    service, clock = wired(store, now)
    lobby = await service.open_lobby("fake", GUILD, CHANNEL, HOST, "en")
    await service.set_pace(lobby.id, HOST, 12)
    await service.choose_role(lobby.id, HOST, "red")
    await service.join(lobby.id, ALICE, "blue")
    await service.add_bot(lobby.id, HOST, "easy")
    await service.set_bot_role(lobby.id, HOST, 1, "green")
    game = (await service.start(lobby.id, HOST, seed=1)).record.id
    await time_out(clock, now, TIMEOUTS_BEFORE_VOTE)
    [motion] = await service.pending_motions(game)
    assert voters(await service.load(game), 0) == [ALICE]
    assert (await service.vote(game, motion.id, ALICE, "keep")).decided == "keep", "Alice is the whole electorate"

    alone = await service.open_lobby("fake", GUILD, CHANNEL + 1, HOST, "en")
    await service.set_pace(alone.id, HOST, 12)
    await service.choose_role(alone.id, HOST, "red")
    await service.add_bot(alone.id, HOST, "easy")
    await service.set_bot_role(alone.id, HOST, 1, "green")
    with_bot = (await service.start(alone.id, HOST, seed=1)).record.id
    for _ in range(TIMEOUTS_BEFORE_VOTE):
        now.advance(hours=12)
        await clock.fire_due()
    assert (await service.load(with_bot)).seats[0].timeouts >= TIMEOUTS_BEFORE_VOTE
    assert await service.pending_motions(with_bot) == [], "nobody to ask: the clock just plays the default"


async def test_after_a_timeout_the_next_turns_first_reminder_still_fires(store: Store) -> None:
    """The dropped deadline's row id is reused by the next version's first timer: it must not be claimed."""
    now = FakeClock()
    service, clock = wired(store, now)
    await start(service, "fake", pace=12)
    await time_out(clock, now, 1)
    now.advance(hours=6)
    assert [f.timer.kind for f in await clock.fire_due()] == ["half"]


async def test_a_vote_that_cannot_be_opened_never_holds_back_the_timeout_it_follows(
    store: Store, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """The disk fills up between the default move's commit and the vote it calls for: the move is played and
    handed on to be announced (with its next clock), once; the vote opens when the seat keeps timing out."""
    now = FakeClock()
    service, clock = wired(store, now)
    game = (await start(service, "fake", pace=12)).record.id
    await time_out(clock, now, TIMEOUTS_BEFORE_VOTE - 1)
    opening = store.open_motion

    async def disk_full(*args: object) -> object:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store, "open_motion", disk_full)
    version = (await service.load(game)).version
    await time_out(clock, now, 1)  # the timeout fired, and its move came back to be announced
    assert (await service.load(game)).version == version + 1, "played once"
    assert await service.pending_motions(game) == []
    assert "could not be opened" in caplog.text and "Traceback" not in caplog.text
    monkeypatch.setattr(store, "open_motion", opening)
    await time_out(clock, now, TIMEOUTS_BEFORE_VOTE)
    assert len(await service.pending_motions(game)) == 1, "the table gets its vote after all"
