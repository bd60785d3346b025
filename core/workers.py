"""Worker processes for CPU-bound jobs the event loop must not wait on: pictures and bot decisions.

A plain :class:`~concurrent.futures.ProcessPoolExecutor` fails a long-running bot in three ways, each
of which this pool handles:

- a worker the system kills (out of memory) breaks the pool for good: every later job would fail
  until a restart, so a broken pool is replaced and the job run once more;
- on Python 3.11 a worker dying while a job is handed to it can leave the pool waiting forever
  (gh-94777), so a job that has not come back within ``job_timeout_s`` is treated the same way; jobs
  wait for a free worker before that clock starts, so a busy table is never mistaken for a stuck pool;
- when the bot's process is killed with -9 its workers would wait forever on their queue (they hold
  its write end themselves), so each worker leaves once its parent is gone.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
T = TypeVar("T")

log = logging.getLogger(__name__)

ORPHAN_CHECK_S = 1.0


def _start_worker(parent: int, name: str, warm_up: Callable[[], None] | None) -> None:
    """A worker's start: ``warm_up`` (so its first real job runs at full speed), then a watch that ends the
    worker once the process that started it is gone."""
    if warm_up is not None:
        try:
            warm_up()
        except Exception:  # noqa: BLE001 - a failed warm-up only makes the first jobs slower
            log.exception("warming up a %s worker failed; its first jobs run cold", name)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(ORPHAN_CHECK_S)
        os._exit(0)
    threading.Thread(target=watch, name=f"{name}-orphan-watch", daemon=True).start()


class WorkerPool:
    """``processes`` spawned workers (clean interpreters: no copied threads or locks), started on first use."""

    def __init__(self, processes: int, name: str, *, job_timeout_s: float,
                 warm_up: Callable[[], None] | None = None) -> None:
        self.processes = max(1, processes)
        self.name = name
        self.job_timeout_s = job_timeout_s
        self._warm_up = warm_up
        self._executor: ProcessPoolExecutor | None = None
        self._free: tuple[asyncio.AbstractEventLoop, asyncio.Semaphore] | None = None

    def _pool(self) -> ProcessPoolExecutor:
        if self._executor is None:
            self._executor = ProcessPoolExecutor(
                max_workers=self.processes, mp_context=multiprocessing.get_context("spawn"),
                initializer=_start_worker, initargs=(os.getpid(), self.name, self._warm_up))
        return self._executor

    def _slots(self, loop: asyncio.AbstractEventLoop) -> asyncio.Semaphore:
        """One slot per worker, for the running event loop (tests run one loop after another)."""
        if self._free is None or self._free[0] is not loop:
            self._free = (loop, asyncio.Semaphore(self.processes))
        return self._free[1]

    async def start(self) -> None:
        """Start every worker now rather than on the first job, which would otherwise wait for them."""
        loop = asyncio.get_running_loop()
        await asyncio.gather(*(loop.run_in_executor(self._pool(), os.getpid) for _ in range(self.processes)))

    async def run(self, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """``fn(*args, **kwargs)`` in a worker, once a worker is free; on a broken or stuck pool, once more in a
        fresh one.  ``fn`` and its arguments must pickle (module-level functions, pydantic views)."""
        loop = asyncio.get_running_loop()
        job = functools.partial(fn, *args, **kwargs)
        async with self._slots(loop):
            try:
                return await self._once(loop, job)
            except (BrokenProcessPool, TimeoutError):
                log.warning("the %s workers died or stopped answering; starting fresh ones", self.name)
            return await self._once(loop, job)

    async def _once(self, loop: asyncio.AbstractEventLoop, job: Callable[[], T]) -> T:
        try:
            return await asyncio.wait_for(loop.run_in_executor(self._pool(), job), self.job_timeout_s)
        except (BrokenProcessPool, TimeoutError):
            self.shutdown(wait=False)  # its threads may be stuck: drop it, the next job starts afresh
            raise

    @property
    def broken(self) -> bool:
        """Whether the pool has noticed a dead worker (the next job gets a fresh pool)."""
        return bool(getattr(self._executor, "_broken", False))

    def pids(self) -> list[int]:
        """The workers' process ids (benchmarks add up their CPU time; tests kill them)."""
        if self._executor is None:
            return []
        return [process.pid for process in list(self._executor._processes.values()) if process.pid is not None]

    def shutdown(self, wait: bool = True) -> None:
        """Stop the workers (without ``wait`` for a broken pool, whose threads may be stuck); the next job
        starts fresh ones."""
        if self._executor is not None:
            executor, self._executor = self._executor, None
            executor.shutdown(wait=wait, cancel_futures=True)
