"""One long-running task of the bot (the outbox worker, the timer dispatcher), started once connected."""

from __future__ import annotations

import asyncio
import contextlib
from abc import ABC, abstractmethod


class Background(ABC):
    """Runs :meth:`_run` as one named task; :meth:`start` is idempotent (reconnects call it again)."""

    task_name = "tombtable"

    def __init__(self) -> None:
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name=self.task_name)

    async def stop(self) -> None:
        if self._task is not None:
            task, self._task = self._task, None
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    @abstractmethod
    async def _run(self) -> None:
        """The task's loop, running until :meth:`stop` cancels it."""
