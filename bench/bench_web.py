"""Speed of the game pages: first byte, live updates, and the event loop's stalls while serving.

Run by hand from the repository root::

    .venv/bin/python -m bench.bench_web [--moves 40] [--pages 200] [--sockets 50] [--render-processes N]

One store (a temporary SQLite file), the real service, the real pages server on a free port of
127.0.0.1, and an aiohttp client in the same process (its work counts against the loop too, so the
figures are an upper bound).  An AoD game of two is played ``--moves`` random moves, then it prints:

- the page's first byte (request sent until the answer's headers arrive) with its picture already
  drawn, p50/p99 over ``--pages`` requests (target: 50 ms);
- a live update: ``--sockets`` open websockets, a move committed through the service; the time from
  the move's call until the last page has the new state, p50/max over 10 moves (target: 200 ms);
- the event loop's lag (a 1 ms sleep's lateness) while a burst runs: every step's page of the game
  requested at once over ``--browsers`` connections (their pictures drawn by the render workers) while
  moves go live to the sockets (the moves' own work, the service's, counts too);
  p99 and max (target: 20 ms);
- the web server's own share of that lag: every uninterrupted run on the loop of a task the server
  started (aiohttp's request and websocket handlers, the live pushes) is timed during the burst, so
  the service's commits and this in-process client are left out; p99 and max of those runs, and how
  many went over 20 ms (the longest is the longest stall the web server caused), and the CPU time of
  those runs (what the server's code itself costs, without the machine's other work taking turns).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
import types
from collections.abc import Coroutine, Generator
from pathlib import Path
from typing import Any

import aiohttp

from core.service import GameService, Outcome
from core.storage import Store
from render.workers import default_processes, shutdown_render_executor, start_workers, use_processes
from tests.web.support import FixedNames, play, started
from web.limits import PeerLimits
from web.server import GamePages, WebServer
from web.settings import WebSettings


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def lag_probe(lags: list[float], stop: asyncio.Event) -> None:
    loop = asyncio.get_running_loop()
    while not stop.is_set():
        before = loop.time()
        await asyncio.sleep(0.001)
        lags.append((loop.time() - before - 0.001) * 1000)


WEB_CODE = (str(Path(__file__).resolve().parent.parent / "web") + "/", "/aiohttp/web_")
"""Where the code of the server's own tasks lives: the ``web`` package and aiohttp's server side."""


class RunTimes:
    """Times every uninterrupted run (a step between two awaits) of the web server's tasks, once on."""

    def __init__(self) -> None:
        self.runs: list[float] = []
        self.cpu: list[float] = []  # the same runs' CPU time: without the system's or other threads' turns
        self.on = False

    def factory(self, loop: asyncio.AbstractEventLoop, coro: Any, /, **kwargs: Any) -> asyncio.Task[Any]:
        """A task factory: the server's coroutines are wrapped so each of their steps is timed."""
        code = getattr(coro, "cr_code", None)
        if code is not None and any(part in code.co_filename for part in WEB_CODE):
            return asyncio.Task(self._timed(coro), loop=loop, **kwargs)
        return asyncio.Task(coro, loop=loop, **kwargs)

    @types.coroutine
    def _timed(self, coro: Coroutine[Any, Any, Any]) -> Generator[Any, Any, Any]:
        sent: Any = None
        thrown: BaseException | None = None
        while True:
            start = time.perf_counter(), time.thread_time()
            try:
                yielded = coro.send(sent) if thrown is None else coro.throw(thrown)
            except StopIteration as done:
                self._ran(start)
                return done.value
            except BaseException:
                self._ran(start)
                raise
            self._ran(start)
            sent, thrown = None, None
            try:
                sent = yield yielded
            except BaseException as error:  # noqa: BLE001 - handed on to the wrapped coroutine (a cancel, say)
                thrown = error

    def _ran(self, start: tuple[float, float]) -> None:
        if self.on:
            self.runs.append((time.perf_counter() - start[0]) * 1000)
            self.cpu.append((time.thread_time() - start[1]) * 1000)


async def bench(args: argparse.Namespace) -> None:
    use_processes(args.render_processes)
    runs = RunTimes()
    asyncio.get_running_loop().set_task_factory(runs.factory)
    await start_workers()
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(Path(folder) / "bench.sqlite3")
        service = GameService(store)
        outcome: Outcome = await play(service, await started(service, "aod", 2, 7), args.moves, 7)
        unlimited = PeerLimits(rate_per_s=1e9, burst=10**9, sockets=10**9)  # one client stands for many browsers
        server = WebServer(WebSettings(port=0), GamePages(store, service, FixedNames(), unlimited))
        await server.start()
        base = server.settings.public_url
        share = outcome.record.share_id
        try:
            async with aiohttp.ClientSession() as session:
                page = f"{base}/g/{share}"
                async with session.get(page) as answer:  # draws and keeps the picture
                    await answer.read()
                firsts = []
                for _ in range(args.pages):
                    start = time.perf_counter()
                    async with session.get(page) as answer:
                        firsts.append((time.perf_counter() - start) * 1000)
                        await answer.read()
                print(f"page first byte (cached picture): p50 {pct(firsts, .5):.1f} ms, p99 {pct(firsts, .99):.1f} ms"
                      f" over {args.pages} requests")

                sockets = [await session.ws_connect(f"{base}/g/{share}/live") for _ in range(args.sockets)]
                for socket in sockets:
                    await socket.receive_json()
                pick = random.Random(3)
                arrivals = []
                for _ in range(10):
                    outcome, elapsed = await live_move(service, outcome, sockets, pick)
                    arrivals.append(elapsed)
                print(f"live update to {args.sockets} open pages after a commit: p50 {pct(arrivals, .5):.1f} ms,"
                      f" max {max(arrivals):.1f} ms over 10 moves")

                lags: list[float] = []
                stop = asyncio.Event()
                probe = asyncio.create_task(lag_probe(lags, stop))
                runs.on = True
                steps = len((await (await session.get(f"{base}/g/{share}/state.json")).json())["steps"])

                browsers = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=args.browsers))

                async def fetch(n: int) -> None:
                    async with browsers.get(f"{page}?step={n}&lang=fr") as answer:
                        await answer.read()
                    async with browsers.get(f"{base}/g/{share}/step/{n}.png?lang=fr") as picture:
                        await picture.read()
                async with browsers:
                    burst = asyncio.gather(*(fetch(n) for n in range(steps)))
                    for _ in range(5):
                        outcome, _ = await live_move(service, outcome, sockets, pick)
                    await burst
                stop.set()
                runs.on = False
                await probe
                print(f"burst ({steps} uncached pages and pictures over {args.browsers} connections, 5 live moves to"
                      f" {args.sockets} pages): event-loop lag p99 {pct(lags, .99):.1f} ms, max {max(lags):.1f} ms")
                print(f"  of which the web server's own runs on the loop: p99 {pct(runs.runs, .99):.1f} ms,"
                      f" max {max(runs.runs):.1f} ms, {sum(run > 20 for run in runs.runs)} over 20 ms"
                      f" ({len(runs.runs)} runs, {sum(runs.runs):.0f} ms in all); their CPU time p99"
                      f" {pct(runs.cpu, .99):.1f} ms, max {max(runs.cpu):.1f} ms")
                for socket in sockets:
                    await socket.close()
        finally:
            await server.stop()
            await store.close()
            shutdown_render_executor()


async def live_move(service: GameService, outcome: Outcome, sockets: list[aiohttp.ClientWebSocketResponse],
                    pick: random.Random) -> tuple[Outcome, float]:
    """One move, and the milliseconds from its call until every socket has its state."""
    seat = min(outcome.to_act)
    action = pick.choice(outcome.game.legal_actions(outcome.state, seat))
    start = time.perf_counter()
    moved = await service.act(outcome.record.id, outcome.record.user_of(seat), outcome.game.notation(action))
    for socket in sockets:
        while (await socket.receive_json())["version"] < moved.record.version:
            pass
    return moved, (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--pages", type=int, default=200)
    parser.add_argument("--sockets", type=int, default=50)
    parser.add_argument("--browsers", type=int, default=10, help="connections the burst's pages share")
    parser.add_argument("--render-processes", type=int, default=default_processes())
    asyncio.run(bench(parser.parse_args()))


if __name__ == "__main__":
    main()
