"""Game clocks: each acting seat's reminders and deadline, as durable timers in the database.

When a game changes (:attr:`GameService.on_change`), :meth:`GameClock.plan` gives every seat now to
act a half-time reminder, a near-the-end reminder (or reminders every N hours if the player asked
for that with ``/game me remind``) and a deadline; timers of older versions are dropped unfired.
:meth:`GameClock.fire_due` fires what is due: a reminder is claimed (marked fired) before it is
sent, so it is sent at most once even across a restart; a deadline plays the game's default
action through the version-checked service, so it applies at most once and a crash before its
claim only leaves a timer that the new version already made stale; a default move that fails is tried
again later (:data:`DEADLINE_RETRY`).  A seat a bot plays (a bot player,
or a seat on autopilot, see :mod:`core.votes`) gets no clock: :mod:`core.autoplay` moves for it.
A game with no clock still gets deadlines: one for a question with a default answer, and else the
table's patience with a person to act, whose expiry plays nothing but lets the others vote on the seat.

No Discord here and no wall clock: ``now`` is injected, so tests move time.  The Discord side is
:mod:`bot.features.clock`.
"""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta, timezone

from core.db.base import outage
from core.service import GameService, Outcome, StaleAction, asks_reaction
from core.storage import GameRecord, GameStatus, Store, TimerKind, TimerPlan, TimerRecord
from core.votes import STALL_DAYS, voters
from rules.core import Seat

log = logging.getLogger(__name__)

Now = Callable[[], datetime]
MAX_REMINDERS = 24  # with a short interval and a long pace, remind at most this often per move
NEAR_END_SHARE = 12  # the "near the end" reminder comes 1/12 of the pace before the deadline
DEADLINE_RETRY = timedelta(minutes=2)
"""A deadline whose default move failed (the database out of reach mid-move) fires again this much later:
claimed anyway, it would be gone, and the table would wait on the absent player for good."""
REACTION_HOURS = 24
"""Without a pace, an out-of-turn question that has a default answer (Catacombs armour) still gets
this deadline, so one silent player cannot hold the table forever."""
STALL_VOTES = 4
"""Without a pace, how many times (every :data:`core.votes.STALL_DAYS`) the others may be asked to vote on a
seat nobody moves for: a table that chose to keep waiting is asked again later."""


def utc_now() -> datetime:
    return datetime.now(timezone.utc)


@dataclass(frozen=True, slots=True)
class Fired:
    """A timer that went off: a reminder to send, or a deadline with the default action it played."""

    timer: TimerRecord
    record: GameRecord
    outcome: Outcome | None = None  # deadlines only


class GameClock:
    """Plans and fires the timers of every paced game; ``wakeup`` is set whenever plans change."""

    def __init__(self, store: Store, service: GameService, now: Now = utc_now) -> None:
        self._store = store
        self._service = service
        self.now = now
        self.wakeup = asyncio.Event()
        self._planning: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)

    # ------------------------------------------------------------------ planning

    async def plan(self, record: GameRecord, current: Outcome | None = None) -> None:
        """Timers for the seats to act in this version of the game (idempotent: planned seats stay); an active
        game is marked planned for this version in the same write, even when it needs no timer (a game that
        never will is marked so once), so a game whose plan failed is found again
        (:meth:`core.storage.Store.unplanned_games`).

        ``current`` is the game as just saved, if the caller has it (the service's ``on_change`` does):
        then the game is not read and parsed again."""
        async with self._planning[record.id]:  # a retry and a new change: one at a time, or both would see
            await self._plan(record, current)  # no timer yet and plan the seat twice

    async def _plan(self, record: GameRecord, current: Outcome | None) -> None:
        if record.pace_hours is None:
            await self._plan_reaction(record, current)  # no clock but for questions with a default answer
            return
        if record.status is not GameStatus.ACTIVE or record.state is None:
            await self._store.drop_pending_timers(record.id)
            self.wakeup.set()
            return
        planned = {t.seat for t in await self._store.timers_of(record.id) if t.game_version == record.version}
        to_act = (await self._current(record, current)).to_act
        plans: list[TimerPlan] = []
        for seat in sorted(to_act - planned):
            plans += await self._plans_for(record, seat, self.now())
        await self._store.plan_timers(record.id, record.version, plans)
        self.wakeup.set()

    async def _current(self, record: GameRecord, current: Outcome | None) -> Outcome:
        """``current`` if it is this version of the game, else the game as stored."""
        if current is not None and current.record.id == record.id and current.record.version == record.version:
            return current
        return await self._service.current(record.id)

    async def _plan_reaction(self, record: GameRecord, current: Outcome | None) -> None:
        """Deadlines of an unpaced game: an open question whose public view names a ``pending_default`` gets
        :data:`REACTION_HOURS`; otherwise each person to act gets the table's patience, every
        :data:`core.votes.STALL_DAYS` without a move at the table (then the others may vote on the seat)."""
        if record.status is not GameStatus.ACTIVE or record.state is None:
            return
        outcome = await self._current(record, current)
        planned = {t.seat for t in await self._store.timers_of(record.id) if t.game_version == record.version}
        started = self.now()
        waiting = sorted(outcome.to_act - planned)
        if asks_reaction(outcome.game, outcome.state):
            deadline = started + timedelta(hours=REACTION_HOURS)
            plans = [TimerPlan(seat, TimerKind.TIMEOUT, deadline, started) for seat in waiting]
        else:
            plans = [TimerPlan(seat, TimerKind.TIMEOUT, started + timedelta(days=STALL_DAYS * k), started)
                     for seat in waiting if record.seats[seat].bot_playing is None and voters(record, seat)
                     for k in range(1, STALL_VOTES + 1)]
        await self._store.plan_timers(record.id, record.version, plans)  # drops older versions' timers, marks planned
        self.wakeup.set()

    async def reconcile(self) -> None:
        """After a restart: make sure every active paced game has its timers (nothing is duplicated)."""
        for record in await self._store.active_games():
            await self.plan(record)

    async def replan_player(self, user_id: int) -> None:
        """The player's away time or reminder interval changed: plan their running clocks again."""
        for record in await self._service.games_of(user_id):
            seat = record.seat_of(user_id)
            if record.status is not GameStatus.ACTIVE or record.pace_hours is None or seat is None:
                continue
            current = [t for t in await self._store.timers_of(record.id) if t.game_version == record.version]
            mine = [t for t in current if t.seat == seat]
            if not mine:
                continue
            started = mine[0].turn_started_at
            await self._store.drop_pending_timers(record.id, seat)
            await self._store.plan_timers(record.id, record.version, await self._plans_for(record, seat, started))
        self.wakeup.set()

    async def _plans_for(self, record: GameRecord, seat: Seat, started: datetime) -> list[TimerPlan]:
        """Reminders then deadline of one seat whose turn began at ``started``; away time freezes the clock."""
        assert record.pace_hours is not None
        if record.seats[seat].bot_playing is not None:  # a bot player or the autopilot's bot moves at once
            return []
        prefs = await self._store.prefs(record.user_of(seat))
        begin = max(started, prefs.away_until) if prefs.away_until else started
        pace = timedelta(hours=record.pace_hours)
        deadline = begin + pace
        if prefs.remind_hours:
            step = timedelta(hours=prefs.remind_hours)
            moments = [begin + step * k for k in range(1, MAX_REMINDERS + 1) if begin + step * k < deadline]
            reminders = [(TimerKind.EVERY, moment) for moment in moments]
        else:
            reminders = [(TimerKind.HALF, begin + pace / 2), (TimerKind.NEAR, deadline - pace / NEAR_END_SHARE)]
        plans = [TimerPlan(seat, kind, due, started) for kind, due in reminders]
        return [*plans, TimerPlan(seat, TimerKind.TIMEOUT, deadline, started)]

    # ------------------------------------------------------------------ player preferences

    async def set_away(self, user_id: int, days: int) -> datetime | None:
        """Freeze the player's clocks for ``days`` (0: back now); returns when they are due back."""
        prefs = await self._store.prefs(user_id)
        until = self.now() + timedelta(days=days) if days > 0 else None
        await self._store.set_prefs(replace(prefs, away_until=until))
        await self.replan_player(user_id)
        return until

    async def set_remind_interval(self, user_id: int, hours: int | None) -> None:
        prefs = await self._store.prefs(user_id)
        await self._store.set_prefs(replace(prefs, remind_hours=hours or None))
        await self.replan_player(user_id)

    async def away_until(self, user_id: int) -> datetime | None:
        """When the player is back, if they are away now."""
        until = (await self._store.prefs(user_id)).away_until
        return until if until is not None and until > self.now() else None

    async def mute(self, game_pk: int, user_id: int) -> int:
        """Silence the caller's remaining reminders for this turn; how many were muted."""
        record = await self._service.load(game_pk)
        seat = record.seat_of(user_id)
        if seat is None:
            return 0
        return await self._store.mute_reminders(record.id, record.version, seat, self.now())

    async def deadline_of(self, record: GameRecord, seat: Seat) -> datetime | None:
        timers = await self._store.timers_of(record.id)
        return next(
            (t.due_at for t in timers if t.game_version == record.version and t.seat == seat and t.kind == TimerKind.TIMEOUT),
            None,
        )

    # ------------------------------------------------------------------ firing

    async def next_due(self) -> datetime | None:
        return await self._store.next_due()

    async def fire_due(self, limit: int | None = None) -> list[Fired]:
        """Fire every timer due by now (the first ``limit`` of them), in due order; each fires at most once."""
        now = self.now()
        fired: list[Fired] = []
        for timer in await self._store.due_timers(now, limit):
            if timer.kind == TimerKind.TIMEOUT:
                try:
                    outcome = await self._service.act_on_timeout(timer.game_id, timer.seat, timer.game_version)
                except StaleAction:  # another process fired this deadline at the same moment: it played
                    outcome = None
                except Exception as error:  # noqa: BLE001 - one broken game must not stop every other clock
                    if outage(error):
                        raise  # not this game's fault: the dispatcher waits the outage out, the deadline still due
                    log.exception("default action failed in game %s; its deadline fires again in %s",
                                  timer.game_id, DEADLINE_RETRY)
                    await self._store.postpone_timer(timer, now + DEADLINE_RETRY)
                    continue
                await self._store.claim_timer(timer, now)  # usually already dropped by the new version
                if outcome is not None:
                    fired.append(Fired(timer, outcome.record, outcome))
                continue
            if not await self._store.claim_timer(timer, now):
                continue
            record = await self._service.load(timer.game_id)
            if record.status is GameStatus.ACTIVE and record.version == timer.game_version:
                fired.append(Fired(timer, record))
        return fired
