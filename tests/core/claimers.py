"""What one bot process does in the multi-process tests: open its own Store on the shared
database and claim work until none is left (the target of a ``multiprocessing`` process)."""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta, timezone
from multiprocessing.queues import Queue
from multiprocessing.synchronize import Barrier

from core.storage import Store

LEASE = timedelta(minutes=5)


async def _claim_all(url: str, batch: int) -> tuple[list[int], list[int]]:
    store = await Store.open(url)
    try:
        now = datetime.now(timezone.utc)
        notices: list[int] = []
        while items := await store.claim_notices(now, LEASE, limit=batch):
            notices += [item.id for item in items]
        timers = [timer.id for timer in await store.due_timers(now) if await store.claim_timer(timer, now)]
        return notices, timers
    finally:
        await store.close()


def claim_all(url: str, batch: int, start: Barrier, results: Queue[tuple[list[int], list[int]]]) -> None:
    """Wait for the other processes, then claim every due notice and timer this process can get."""
    start.wait()
    results.put(asyncio.run(_claim_all(url, batch)))
