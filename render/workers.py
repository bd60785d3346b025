"""Where pictures are drawn: off the event loop, in worker processes when the machine has a core to spare.

Drawing and encoding a picture is 5–30 ms of CPU, most of it holding the interpreter lock.  In one
thread of the bot's process it queues behind every other picture and competes with the event loop for
that lock; two threads are no faster (the drawing calls hold the lock).  Worker processes draw on
other cores: a turn's board, shot and hands are drawn side by side, and the event loop keeps its core
(measured in ``bench/bench_bot.py`` with ``--render-processes``; the baselines measured 1.95× the
throughput of one thread with two processes).  A machine with one core keeps the single thread.

Jobs are module-level functions of :mod:`render` given views: both pickle, so a job runs the same in a
worker as in the thread.
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
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
T = TypeVar("T")

_executor: Executor | None = None
_processes = 0


def default_processes() -> int:
    """Worker processes for this machine: two where there are at least two cores (the event loop keeps
    running beside them), none (the render thread) on one core."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    return 2 if cores >= 2 else 0


def use_processes(count: int) -> None:
    """Draw in ``count`` worker processes from now on (0: in one thread of this process)."""
    global _processes
    if count != _processes:
        shutdown_render_executor()
        _processes = max(0, count)


ORPHAN_CHECK_S = 1.0
JOB_TIMEOUT_S = 60.0
"""Longest a picture may take in a worker (a busy board is 20–60 ms): beyond it the pool is presumed stuck."""


def _start_worker(parent: int) -> None:
    """A worker's start: draw every game's pictures once, so its first real picture is drawn at full
    speed, and leave when the bot's process is gone (killed with -9, its workers would otherwise wait
    forever)."""
    from render.warmup import warm_up

    try:
        warm_up()
    except Exception:  # noqa: BLE001 - a failed warm-up only leaves the first pictures slower
        logging.getLogger(__name__).exception("warming up the render worker failed; pictures are drawn cold")

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(ORPHAN_CHECK_S)
        os._exit(0)
    threading.Thread(target=watch, name="render-orphan-watch", daemon=True).start()


def _render_executor() -> Executor:
    global _executor
    if _executor is None:
        if _processes:
            context = multiprocessing.get_context("spawn")  # a clean interpreter: no copied threads or locks
            _executor = ProcessPoolExecutor(max_workers=_processes, mp_context=context, initializer=_start_worker,
                                            initargs=(os.getpid(),))
        else:
            _executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="render")
    return _executor


async def start_workers() -> None:
    """Start the worker processes now (the bot's start-up) rather than on the first picture, which
    would otherwise wait a second for them."""
    if _processes:
        loop = asyncio.get_running_loop()
        executor = _render_executor()
        await asyncio.gather(*(loop.run_in_executor(executor, os.getpid) for _ in range(_processes)))


async def render_off_loop(fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """Run ``fn(*args, **kwargs)`` in a render worker (or the render thread) and await its result.

    Renders queue for the workers instead of competing with the event loop, so it keeps answering
    interactions while ten boards are drawn.  When a worker dies (the system killed it), the pool is
    replaced and the job run once more; a pool that has not answered in ``JOB_TIMEOUT_S`` is treated
    the same way (on Python 3.11 a worker dying while a job is being handed to it can leave the pool
    waiting forever, gh-94777).
    """
    loop = asyncio.get_running_loop()
    job = functools.partial(fn, *args, **kwargs)
    try:
        return await _run(loop, job)
    except (BrokenProcessPool, TimeoutError):
        shutdown_render_executor(wait=False)  # its threads may be stuck: drop it, start afresh
        return await _run(loop, job)


async def _run(loop: asyncio.AbstractEventLoop, job: Callable[[], T]) -> T:
    executor = _render_executor()
    waiting = loop.run_in_executor(executor, job)
    if isinstance(executor, ProcessPoolExecutor):
        return await asyncio.wait_for(waiting, JOB_TIMEOUT_S)
    return await waiting  # a thread cannot be stopped: waiting less would only start a second copy


def worker_pids() -> list[int]:
    """The worker processes' ids (benchmarks add up their CPU time); none in thread mode."""
    if isinstance(_executor, ProcessPoolExecutor):
        return [process.pid for process in list(_executor._processes.values()) if process.pid is not None]
    return []


def shutdown_render_executor(wait: bool = True) -> None:
    """Stop the render workers (bot shutdown, tests; without ``wait`` for a broken pool, whose threads may be
    stuck); the next render starts fresh ones."""
    global _executor
    if _executor is not None:
        executor, _executor = _executor, None
        executor.shutdown(wait=wait, cancel_futures=True)
