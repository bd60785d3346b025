"""What follows each saved change besides its notices: the clock's timers and the bot seats' runs.

A change is committed first (with its notices, which :mod:`bot.delivery` sends); its follow-ups come
after, and the database may refuse them even though the change is saved (the disk filled up in between).
So each step runs whatever the other did, a failure changes nothing about what the player is told (the
move is saved), and the steps are done again until they succeed:

- The need is recorded with the change itself: the change bumps the game's version in its own
  transaction, and the clock marks the version it planned (``planned_version``) in the write that stores
  its timers (a game that never needs one is marked once, for good).  A game whose mark lags behind is
  owed its follow-ups, whichever process saved it.
- This process retries the games it owes every :data:`RETRY_S` while a step keeps failing, and every
  :data:`SWEEP_S` looks for games of its servers that another process left behind (one that died between
  a commit and its plan) more than :data:`GRACE` ago — younger ones are still being planned by their process.

Both steps are idempotent: the clock keeps timers already planned, a bot run already going on is kept
(one waiting out a failure starts again at once), so doing them twice costs a read, never a second move.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from datetime import timedelta
from typing import TYPE_CHECKING

from bot.background import Background
from core.clock import utc_now
from core.outages import OutageLog
from core.service import Outcome
from core.storage import GameRecord

if TYPE_CHECKING:
    from bot.app import TombTable

log = logging.getLogger(__name__)

RETRY_S = 5.0
"""Seconds between two tries of follow-ups that failed (the database refusing writes for now)."""
SWEEP_S = 60.0
"""Seconds between two looks for games another process left unplanned."""
GRACE = timedelta(seconds=30)
"""How old another process's unplanned change must be before this one plans it."""


class FollowUps(Background):
    """Runs the follow-ups of every change, and again for the games still owed them."""

    task_name = "tombtable-follow-ups"

    def __init__(self, bot: TombTable) -> None:
        super().__init__()
        self._bot = bot
        self._owed: set[int] = set()  # games whose last follow-up failed in this process
        self._failed = asyncio.Event()
        self._outage = OutageLog(log, "the follow-ups (timers, bot players)")

    async def after(self, record: GameRecord, outcome: Outcome | None = None) -> bool:
        """The clock plans the change's timers, then the bot seats to act start thinking, each whatever the
        other did (both work from ``outcome`` when there is one: the game is read once per action); ``False``
        if one failed, and the game is owed them."""
        bot, ok = self._bot, True
        for step, what in ((bot.clock.plan, "its timers"), (bot.autoplayer.plan, "its bot players")):
            try:
                await step(record, outcome)
            except Exception as error:  # noqa: BLE001 - the change is saved: retried below, never the player's failure
                ok = False
                self._outage.failed(error, "game %s: the change is saved, but planning %s failed (%s: %s); tried "
                                    "again every %.0f s", record.id, what, type(error).__name__, error, RETRY_S)
        if ok:
            self._outage.worked()
            self._owed.discard(record.id)
        else:
            self._owed.add(record.id)
            self._failed.set()
        return ok

    async def catch_up(self) -> int:
        """The follow-ups of every game this process owes, or another process left unplanned too long: how
        many games got them all this time."""
        bot = self._bot
        behind = {record.id: record for record in await bot.store.unplanned_games()}
        old = utc_now() - GRACE
        due = [record for record in behind.values()
               if record.id in self._owed or (record.updated_at < old and bot.serves(record))]
        for game_pk in self._owed - behind.keys():  # planned, but a bot run failed to start
            due.append(await bot.service.load(game_pk))
        done = 0
        for record in due:
            done += await self.after(record)
        return done

    async def _run(self) -> None:
        while True:
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(SWEEP_S):
                    await self._failed.wait()
            if self._failed.is_set():
                await asyncio.sleep(RETRY_S)  # the database refused just now: give it a moment
            self._failed.clear()
            try:
                await self.catch_up()
            except Exception as error:  # noqa: BLE001 - the loop must outlive an outage
                self._outage.failed(error, "looking for games owed their timers or bot moves failed (%s: %s); tried "
                                    "again every %.0f s", type(error).__name__, error, RETRY_S)
                self._failed.set()
