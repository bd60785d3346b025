"""A process dies while posting reminders: it loses at most one small batch of them.

A reminder is marked fired before it is posted, so it is never posted twice, even by two processes;
the price is that a process dying between the two loses it.  The dispatcher therefore fires a few
timers, posts them, then fires the next few: it never holds many claimed, unposted reminders.
"""

from __future__ import annotations

import pytest

from bot.features.clock import FIRE_BATCH, ClockDispatcher
from core.clock import Fired
from tests.e2e.harness import GUILD_ID, FakeDiscord, Table
from tests.core.real_games import FakeClock

GAMES = 4  # two reminders each come due: more than one batch


class Died(Exception):
    """The process is killed while it posts a reminder."""


async def test_a_death_while_posting_reminders_loses_at_most_one_batch(
    fake: FakeDiscord, database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    now = FakeClock()
    table = await Table.open(fake, database_url, now=now)
    try:
        service, store = table.bot.service, table.bot.store
        games = []
        for index in range(GAMES):
            lobby = await service.open_lobby("aod", GUILD_ID, 710_000_000_000_000_000 + index, 30 + 2 * index, "en")
            await service.join(lobby.id, 31 + 2 * index)
            await service.set_pace(lobby.id, 30 + 2 * index, 12)
            games.append((await service.start(lobby.id, 30 + 2 * index)).record.id)
        now.advance(hours=11, minutes=30)  # half-time and near-the-end reminders of every game are due

        async def dies(self: ClockDispatcher, fired: Fired) -> None:
            raise Died()

        with monkeypatch.context() as patch:
            patch.setattr(ClockDispatcher, "_remind", dies)
            with pytest.raises(Died):
                await table.bot.clock_dispatcher.run_due()
        claimed = [t for game in games for t in await store.timers_of(game) if t.fired_at is not None]
        assert 0 < len(claimed) <= FIRE_BATCH, "only the batch being posted was claimed"
        fired = await table.bot.clock_dispatcher.run_due()  # the restarted process
        assert len(fired) == 2 * GAMES - len(claimed), "it posts every reminder the dead one had not claimed"
    finally:
        await table.close()
