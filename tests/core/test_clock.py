"""Game clocks with injected time: reminders, timeouts, away, mute, restarts, simultaneous timers."""

from __future__ import annotations

import logging
import random
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from core.clock import DEADLINE_RETRY, REACTION_HOURS, STALL_VOTES, GameClock
from core.service import GameService, default_action
from core.storage import Store
from core.votes import STALL_DAYS
from rules import registry
from rules.core import IllegalAction
from tests.core.support import known_games
from tests.core.real_games import USERS, FakeClock, random_move, start

HOST, OTHER = USERS[0], USERS[1]


def wired(store: Store, now: FakeClock, real_games: bool = False) -> tuple[GameService, GameClock]:
    """A service whose every change is planned by a clock reading ``now``, as the bot wires them."""
    extra = {} if real_games else {"games": {**known_games(), **registry.games()}.__getitem__}
    service = GameService(store, seed_source=lambda bits: 77, **extra)
    clock = GameClock(store, service, now)
    service.on_change = clock.plan
    return service, clock


async def fire(clock: GameClock) -> list[tuple[str, int]]:
    return [(f.timer.kind, f.timer.seat) for f in await clock.fire_due()]


async def test_reminders_at_half_time_and_near_the_end_then_the_default_move(store: Store) -> None:
    now = FakeClock()
    service, clock = wired(store, now)
    started = await start(service, "fake", pace=24)
    now.advance(hours=11, minutes=59)
    assert await fire(clock) == []
    now.advance(minutes=1)
    assert await fire(clock) == [("half", 0)]
    assert await fire(clock) == [], "a reminder fires once"
    now.advance(hours=10)
    assert await fire(clock) == [("near", 0)]
    now.advance(hours=2)
    fired = await clock.fire_due()
    assert [(f.timer.kind, f.timer.seat) for f in fired] == [("timeout", 0)]
    outcome = fired[0].outcome
    assert outcome is not None and outcome.record.version == started.record.version + 1
    assert (await store.actions(started.record.id))[-1].notation == "add 1", "the fake game's first legal move"
    assert await clock.deadline_of(outcome.record, 0) == now() + timedelta(hours=24), "a new clock for the next move"


async def test_acting_in_time_cancels_the_old_timers_and_starts_the_next_players_clock(store: Store) -> None:
    now = FakeClock()
    service, clock = wired(store, now)
    started = await start(service, "fake", pace=12)
    now.advance(hours=1)
    await service.act(started.record.id, HOST, "end")
    now.advance(hours=5, minutes=59)
    assert await fire(clock) == [], "the host's half-time reminder is gone; Alice's comes at 7 h"
    now.advance(minutes=1)
    assert await fire(clock) == [("half", 1)]


async def test_a_game_without_a_pace_has_no_reminders_and_its_patience_plays_no_move(store: Store) -> None:
    now = FakeClock()
    service, clock = wired(store, now)
    started = await start(service, "fake")
    timers = await store.timers_of(started.record.id)
    assert sorted((tm.kind, tm.seat, tm.due_at - now()) for tm in timers) == [
        ("timeout", 0, timedelta(days=STALL_DAYS * k)) for k in range(1, STALL_VOTES + 1)], "no reminders"
    now.advance(days=STALL_DAYS)
    assert await fire(clock) == [("timeout", 0)]
    assert not await store.actions(started.record.id), "the table's patience plays nothing for the seat"
    assert [(m.seat, m.status) for m in await store.motions_of(started.record.id)] == [(0, "open")], "a vote"
    now.advance(days=STALL_DAYS)
    await fire(clock)
    assert len(await store.motions_of(started.record.id)) == 1, "one vote at a time"
    with pytest.raises(IllegalAction, match="error.clock.bad_pace"):
        lobby = await service.open_lobby("fake", 1, 555, HOST, "en")
        await service.set_pace(lobby.id, HOST, 5)


async def test_a_custom_interval_and_muting_this_turn(store: Store) -> None:
    now = FakeClock()
    service, clock = wired(store, now)
    await clock.set_remind_interval(HOST, 5)
    started = await start(service, "fake", pace=24)
    kinds = [(t.kind, (t.due_at - now()).total_seconds() / 3600) for t in await store.timers_of(started.record.id)]
    assert kinds == [("every", 5), ("every", 10), ("every", 15), ("every", 20), ("timeout", 24)]
    now.advance(hours=5)
    assert await fire(clock) == [("every", 0)]
    assert await clock.mute(started.record.id, HOST) == 3
    now.advance(hours=18)
    assert await fire(clock) == []
    now.advance(hours=1)
    assert await fire(clock) == [("timeout", 0)], "muting silences reminders, never the deadline"


async def test_away_freezes_the_clock_until_the_player_is_back(store: Store) -> None:
    now = FakeClock()
    service, clock = wired(store, now)
    started = await start(service, "fake", pace=12)
    now.advance(hours=2)
    until = await clock.set_away(HOST, 2)
    assert until == now() + timedelta(days=2) and await clock.away_until(HOST) == until
    now.advance(days=2)
    assert await fire(clock) == [], "no reminder while away"
    now.advance(hours=6)
    assert await fire(clock) == [("half", 0)]
    now.advance(hours=6)
    assert await fire(clock) == [("near", 0), ("timeout", 0)]
    assert (await store.actions(started.record.id))[-1].notation == "add 1"
    await clock.set_away(HOST, 0)
    assert await clock.away_until(HOST) is None


async def test_a_restart_between_planning_and_firing_fires_once(db_path: Path) -> None:
    now = FakeClock()
    async with await Store.open(db_path) as store:
        service, clock = wired(store, now)
        started = await start(service, "fake", pace=12)
        planned = await store.timers_of(started.record.id)
    now.advance(hours=6)
    async with await Store.open(db_path) as store:  # the bot restarts: only the file survives
        service, clock = wired(store, now)
        await clock.reconcile()
        assert await store.timers_of(started.record.id) == planned, "nothing planned twice"
        assert await fire(clock) == [("half", 0)]
    async with await Store.open(db_path) as store:  # and restarts again right after firing
        service, clock = wired(store, now)
        await clock.reconcile()
        assert await fire(clock) == []
        now.advance(hours=6)
        assert await fire(clock) == [("near", 0), ("timeout", 0)]
        assert await fire(clock) == []
        assert len(await store.actions(started.record.id)) == 1, "one default move"


async def test_a_deadline_whose_default_move_fails_fires_again_later(
        store: Store, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """The default move fails in this game (a bug, not an outage): the deadline is not used up (the table
    would wait on the absent player for good) but fires again DEADLINE_RETRY later.  A database outage
    instead goes back to the dispatcher, which waits it out with the deadline still due."""
    now = FakeClock()
    service, clock = wired(store, now)
    started = await start(service, "fake", pace=12)
    playing = service.act_on_timeout
    failures = [ValueError("a broken game"), ConnectionError("database went away")]

    async def flaky(*args: Any, **kwargs: Any) -> Any:
        if failures:
            raise failures.pop()
        return await playing(*args, **kwargs)

    monkeypatch.setattr(service, "act_on_timeout", flaky)
    now.advance(hours=12)
    with pytest.raises(ConnectionError):
        await clock.fire_due()
    assert await clock.next_due() == now(), "an outage leaves the deadline due"
    with caplog.at_level(logging.ERROR, logger="core.clock"):
        assert [f for f in await clock.fire_due() if f.outcome is not None] == []
    assert f"default action failed in game {started.record.id}; its deadline fires again in 0:02:00" in caplog.text
    assert await store.actions(started.record.id) == [], "nothing was played"
    assert await clock.next_due() == now() + DEADLINE_RETRY, "the deadline is still there"
    now.advance(minutes=1)
    assert await fire(clock) == []
    now.advance(minutes=1)
    assert await fire(clock) == [("timeout", 0)]
    assert [a.notation for a in await store.actions(started.record.id)] == ["add 1"], "the default, once"


async def test_two_timers_expiring_in_the_same_second_both_fire(store: Store) -> None:
    now = FakeClock()
    service, clock = wired(store, now)
    first = await start(service, "fake", channel=201, pace=12)
    second = await start(service, "fake", channel=202, pace=12)
    now.advance(hours=12)
    fired = await clock.fire_due()
    timeouts = sorted(f.record.id for f in fired if f.timer.kind == "timeout")
    assert timeouts == [first.record.id, second.record.id]
    assert len(await store.actions(first.record.id)) == len(await store.actions(second.record.id)) == 1


@pytest.mark.parametrize("game_kind", sorted(registry.games()))
async def test_a_timeout_plays_the_games_default_action(store: Store, game_kind: str) -> None:
    now = FakeClock()
    service, clock = wired(store, now, real_games=True)
    outcome = await start(service, game_kind, pace=72)
    for _ in range(3):  # a few timeouts in a row: the game never freezes
        seat = min(outcome.to_act)
        expected = outcome.game.notation(default_action(outcome.game, outcome.state, seat))
        now.advance(hours=72)
        fired = [f for f in await clock.fire_due() if f.outcome is not None]
        assert len(fired) == 1 and fired[0].timer.seat == seat and fired[0].outcome is not None
        assert (await store.actions(outcome.record.id))[-1].notation == expected
        outcome = fired[0].outcome
        if outcome.result is not None:
            break
        assert await store.timers_of(outcome.record.id), "the next move has its clock"


async def test_an_unpaced_armour_question_still_has_a_deadline(store: Store) -> None:
    """Catacombs' armour reaction waits at most REACTION_HOURS, then its announced default is played."""
    now = FakeClock()
    service, clock = wired(store, now, real_games=True)
    outcome = await start(service, "catacombs", players=2)
    rnd = random.Random(3)
    for _ in range(2000):
        if outcome.result is not None or outcome.game.view(outcome.state, None).pending_default is not None:
            break
        assert await fire(clock) == [], "no clock while nobody is asked anything"
        outcome = await random_move(service, outcome, rnd)
    public = outcome.game.view(outcome.state, None)
    assert public.pending_default is not None, "random play reached an armour question"
    now.advance(hours=REACTION_HOURS, minutes=-1)
    assert await fire(clock) == []
    now.advance(minutes=1)
    fired = [f for f in await clock.fire_due() if f.outcome is not None]
    assert len(fired) == 1
    assert (await store.actions(outcome.record.id))[-1].notation == public.pending_default


async def test_a_plan_from_a_record_the_game_has_left_keeps_the_newer_timers(store: Store) -> None:
    """A sweep (or a player's new away time) plans from a record read a moment ago; if the game moved on
    meanwhile, that plan changes nothing: the newer version's clock stays, and the game stays planned."""
    now = FakeClock()
    service, clock = wired(store, now)
    started = await start(service, "fake", pace=24)
    stale = started.record
    moved = await service.act(stale.id, HOST, "add 1")
    assert await store.unplanned_games() == [], "each change is planned"
    before = await store.timers_of(stale.id)
    await clock.plan(stale)
    assert await store.timers_of(stale.id) == before
    assert {t.game_version for t in before} == {moved.record.version}
    service.on_change = None  # a change nobody planned (its process died): found again
    seat = min(moved.to_act)
    action = moved.game.notation(moved.game.legal_actions(moved.state, seat)[0])
    later = await service.act(stale.id, (HOST, OTHER)[seat], action)
    assert [record.id for record in await store.unplanned_games()] == [later.record.id]
    await clock.plan(later.record)
    assert await store.unplanned_games() == []
