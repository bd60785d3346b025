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
import os
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import ParamSpec, TypeVar

from core.workers import WorkerPool

P = ParamSpec("P")
T = TypeVar("T")

JOB_TIMEOUT_S = 60.0
"""Longest a picture may take in a worker (a busy board is 20–60 ms): beyond it the pool is presumed stuck."""

_pool: WorkerPool | None = None
_thread: ThreadPoolExecutor | None = None
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


def _warm_up() -> None:
    """Draw every game's pictures once in a new worker, so its first real picture is drawn at full speed."""
    from render.warmup import warm_up

    warm_up()


def render_pool() -> WorkerPool | None:
    """The render worker processes (None in thread mode)."""
    global _pool
    if _processes and _pool is None:
        _pool = WorkerPool(_processes, "render", job_timeout_s=JOB_TIMEOUT_S, warm_up=_warm_up)
    return _pool


async def start_workers() -> None:
    """Start the worker processes now (the bot's start-up) rather than on the first picture, which
    would otherwise wait a second for them."""
    pool = render_pool()
    if pool is not None:
        await pool.start()


async def render_off_loop(fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """Run ``fn(*args, **kwargs)`` in a render worker (or the render thread) and await its result.

    Renders queue for the workers instead of competing with the event loop, so it keeps answering
    interactions while ten boards are drawn.  A dead or stuck worker pool is replaced and the job run
    once more (:class:`core.workers.WorkerPool`).
    """
    pool = render_pool()
    if pool is not None:
        return await pool.run(fn, *args, **kwargs)
    global _thread
    if _thread is None:
        _thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="render")
    # a thread cannot be stopped: waiting less would only start a second copy
    return await asyncio.get_running_loop().run_in_executor(_thread, functools.partial(fn, *args, **kwargs))


def worker_pids() -> list[int]:
    """The worker processes' ids (benchmarks add up their CPU time); none in thread mode."""
    return _pool.pids() if _pool is not None else []


def shutdown_render_executor(wait: bool = True) -> None:
    """Stop the render workers or thread (bot shutdown, tests); the next render starts fresh ones."""
    global _pool, _thread
    if _pool is not None:
        pool, _pool = _pool, None
        pool.shutdown(wait=wait)
    if _thread is not None:
        thread, _thread = _thread, None
        thread.shutdown(wait=wait, cancel_futures=True)
