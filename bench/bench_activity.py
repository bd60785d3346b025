"""Speed of the Discord Activity's table API: taps, live tables on every open board, pictures, loop stalls.

Run by hand from the repository root (15-30 s on the 2-core machine, about 25 s of CPU with the workers')::

    .venv/bin/python -m bench.bench_activity [--taps 10] [--burst 5] [--render-processes N]

One store (a temporary SQLite file), the real service, the real pages server with the Activity set up
(sessions made directly, as the tests do: no OAuth) on a free port of 127.0.0.1, and aiohttp clients in the
same process (their work counts against the loop too, so the figures are an upper bound).  A game of each
kind with 4 seats (fewer where a game allows fewer), a few random moves in; each seat has its session and
socket (``/api/ws``), and 2 spectators watch.  Every socket does what the Activity's client does with each
table it is sent: fetches its board (and hand) picture.  Printed, per game and over all four:

- a tap's round trip: ``POST /api/act`` until its 200 with the new table, p50/p99 over ``--taps`` taps (a
  move that asks first is confirmed; only the tap that plays is timed);
- a commit (the service's commit hub) until every socket of the game has the new table, and until every
  socket has its pictures too (the board shown), p50/max (the issue's bar: on every open board within 1 s);
- ``GET /api/table`` cold (the first at a version for the seat to act, in a language no socket has: its
  moves labelled, its pictures and spots drawn) and cached (the same again), p50;
- payloads: the table JSON of the seat to act, of a waiting seat and of a spectator, and the board and hand
  PNGs, median bytes; and how many different board PNGs a version has among the views drawn (the seats'
  and the spectators'): 1 means every seat's board is drawn again for the same picture;
- a burst: the four games at once, ``--burst`` taps each as fast as their turns come, every table pushed
  to every socket and its pictures fetched: the event loop's lag (a 1 ms sleep's lateness, p99/max; target
  20 ms) and the web server's own runs on the loop, as ``bench_web`` times them (here the service's work
  for a tap runs inside the server's handler, so its commits and the rules' ``apply`` count as the
  server's), the collector's passes meanwhile, and the commit-to-every-board times under that load.

The collector is set as the bot sets it once started (``bot.app.GC_THRESHOLDS``, a collection, a freeze):
without it a full pass over the games' objects is a 100-300 ms stall in the burst.

The bot's announcement of a tap (``pages.announce``: turn post, pings, DMs through Discord) is left out:
the answer to a tap waits for it, so in production Discord's round trips add to the tap's figure.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import hashlib
import importlib
import json
import random
import statistics
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp

from bot.app import GC_THRESHOLDS
from core.service import GameService
from core.storage import Store
from render.workers import default_processes, shutdown_render_executor, start_workers, use_processes
from rules import registry
from tests.web.support import CHANNEL, USERS, FixedNames, play, started
from web.limits import PeerLimits
from web.server import GamePages, WebServer
from web.settings import ActivitySettings, WebSettings

# The game pages' bench: its loop-lag probe and its timing of the server's own tasks.  mypy checks bench/
# as top-level scripts; a plain import would make it see that file under two names (as in tests/bench/).
bench_web = importlib.import_module("bench.bench_web")
pct = bench_web.pct

KINDS = ("aod", "darktomb", "underworld", "catacombs")
SEATS = 4
SPECTATORS = (5001, 5002)
WARM_MOVES = 6  # random moves before the sockets open: a game under way, not its first turn
WAIT_S = 60.0  # longest wait for a table to reach every socket before the bench gives up


@dataclass(eq=False)
class Follower:
    """One open board: a session, its socket, and the latest table it was sent."""

    token: str
    french: str | None  # the same seat's session in French (cold tables: an audience no socket has); None: spectator
    socket: aiohttp.ClientWebSocketResponse
    latest: dict[str, Any] | None = None
    shown: int = -1  # the latest version whose pictures it has fetched


@dataclass(eq=False)
class Table:
    kind: str
    game_id: int
    followers: list[Follower]
    changed: asyncio.Event = field(default_factory=asyncio.Event)

    def version(self) -> int:
        return max(-1 if f.latest is None else int(f.latest["version"]) for f in self.followers)

    def mover(self, version: int, *, shown: bool) -> Follower | None:
        """The first seat whose socket has ``version`` (with its pictures, if ``shown``) and whose turn it is."""
        for follower in self.followers:
            table = follower.latest
            if table is not None and table["version"] >= version and table["your_turn"] \
                    and (not shown or follower.shown >= version):
                return follower
        return None

    def all_shown(self, version: int) -> bool:
        return all(follower.shown >= version for follower in self.followers)

    def moved_on(self, version: int) -> bool:
        """A seat to act has ``version``, or every board shows it (nobody is to act: the game is over)."""
        return self.mover(version, shown=False) is not None or self.all_shown(version)

    async def until(self, ready: Callable[[int], bool], version: int) -> None:
        async with asyncio.timeout(WAIT_S):
            while not ready(version):
                self.changed.clear()
                await self.changed.wait()


@dataclass
class Figures:
    commits: dict[tuple[int, int], float] = field(default_factory=dict)
    arrived: defaultdict[tuple[int, int], list[float]] = field(default_factory=lambda: defaultdict(list))
    shown: defaultdict[tuple[int, int], list[float]] = field(default_factory=lambda: defaultdict(list))
    taps: defaultdict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    cold: defaultdict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    cached: defaultdict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    sizes: defaultdict[tuple[str, str], list[int]] = field(default_factory=lambda: defaultdict(list))
    boards: defaultdict[tuple[int, int], set[str]] = field(default_factory=lambda: defaultdict(set))  # distinct PNGs
    asks: int = 0
    collections: list[float] = field(default_factory=list)  # the collector's passes (ms), while ``collecting``
    collecting: bool = False
    _collector_start: float = 0.0

    def collector(self, phase: str, info: dict[str, int]) -> None:
        """A ``gc.callbacks`` hook: each pass of the collector holds the interpreter, the loop included."""
        if phase == "start":
            self._collector_start = time.perf_counter()
        elif self.collecting:
            self.collections.append((time.perf_counter() - self._collector_start) * 1000)

    def committed(self, game_id: int, version: int) -> None:
        self.commits[(game_id, version)] = time.perf_counter()

    def spread(self, table: Table, version: int) -> tuple[float, float] | None:
        """Milliseconds from the commit of ``version`` until the last socket had it, and had its pictures."""
        key = (table.game_id, version)
        if key not in self.commits:
            return None
        start = self.commits[key]
        return (max(self.arrived[key]) - start) * 1000, (max(self.shown[key]) - start) * 1000


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def follow(http: aiohttp.ClientSession, base: str, table: Table, follower: Follower, figures: Figures) -> None:
    """What the client does with each table sent: keep it, and fetch its pictures."""
    async for message in follower.socket:
        if message.type is not aiohttp.WSMsgType.TEXT:
            continue
        sent = json.loads(message.data)
        if sent.get("type") != "table":
            continue
        version = int(sent["version"])
        figures.arrived[(table.game_id, version)].append(time.perf_counter())
        role = "spectator" if sent["seat"] is None else "to act" if sent["your_turn"] else "waiting"
        figures.sizes[(table.kind, f"table JSON, {role}")].append(len(message.data))
        follower.latest = sent
        table.changed.set()
        for which in ("board", "hand"):
            if sent[which] is not None:
                async with http.get(base + sent[which]["src"], headers=bearer(follower.token)) as answer:
                    data = await answer.read()
                if answer.status == 200:
                    figures.sizes[(table.kind, f"{which} PNG")].append(len(data))
                    if which == "board":
                        figures.boards[(table.game_id, version)].add(hashlib.sha256(data).hexdigest())
        follower.shown = version
        figures.shown[(table.game_id, version)].append(time.perf_counter())
        table.changed.set()


async def tap(http: aiohttp.ClientSession, base: str, table: Table, follower: Follower, pick: random.Random,
              figures: Figures) -> int:
    """One of the seat's moves, tapped; the version it made."""
    assert follower.latest is not None
    action = pick.choice(follower.latest["actions"])
    body = {"notation": action["notation"], "version": follower.latest["version"], "confirmed": False}
    while True:
        start = time.perf_counter()
        async with http.post(f"{base}/api/act", json=body, headers=bearer(follower.token)) as answer:
            reply = await answer.json()
        elapsed = (time.perf_counter() - start) * 1000
        if answer.status == 200 and "ask" in reply:
            figures.asks += 1
            body["confirmed"] = True
            continue
        if answer.status != 200 or "table" not in reply:
            raise RuntimeError(f"{table.kind}: the tap {body} was answered {answer.status} {reply}")
        figures.taps[table.kind].append(elapsed)
        return int(reply["table"]["version"])


async def timed_get(http: aiohttp.ClientSession, url: str, token: str) -> tuple[float, bytes]:
    start = time.perf_counter()
    async with http.get(url, headers=bearer(token)) as answer:
        data = await answer.read()
    assert answer.status == 200, data
    return (time.perf_counter() - start) * 1000, data


async def quiet_taps(http: aiohttp.ClientSession, base: str, table: Table, taps: int, figures: Figures,
                     spreads: list[tuple[float, float]]) -> None:
    """``taps`` taps one after another, each once every board shows the last; a cold and a cached table between."""
    pick = random.Random(table.game_id)
    version = table.version()
    for _ in range(taps):
        await table.until(table.all_shown, version)
        mover = table.mover(version, shown=True)
        if mover is None:
            return  # the game is over
        version = await tap(http, base, table, mover, pick, figures)
        await table.until(table.all_shown, version)
        spread = figures.spread(table, version)
        if spread is not None:
            spreads.append(spread)
        following = table.mover(version, shown=True)
        if following is not None and following.french is not None:
            cold, _ = await timed_get(http, f"{base}/api/table", following.french)
            cached, _ = await timed_get(http, f"{base}/api/table", following.french)
            figures.cold[table.kind].append(cold)
            figures.cached[table.kind].append(cached)


async def burst_taps(http: aiohttp.ClientSession, base: str, table: Table, taps: int, figures: Figures,
                     spreads: list[tuple[float, float]]) -> None:
    """``taps`` taps, each as soon as the seat to act has the table (not waiting for the other boards)."""
    pick = random.Random(table.game_id + 1)
    version = table.version()
    made = []
    for _ in range(taps):
        await table.until(table.moved_on, version)
        mover = table.mover(version, shown=False)
        if mover is None:
            break
        version = await tap(http, base, table, mover, pick, figures)
        made.append(version)
    await table.until(table.all_shown, version)
    spreads.extend(spread for made_version in made if (spread := figures.spread(table, made_version)) is not None)


async def open_table(http: aiohttp.ClientSession, base: str, pages: GamePages, service: GameService, kind: str,
                     figures: Figures) -> tuple[Table, list[asyncio.Task[None]]]:
    seats = min(SEATS, registry.get(kind).info.max_players)
    channel = CHANNEL + KINDS.index(kind)  # one game a channel
    outcome = await play(service, await started(service, kind, seats, 7, channel), WARM_MOVES, 7)
    assert pages.sessions is not None
    sessions = pages.sessions
    followers = []
    for user in (*USERS[:seats], *SPECTATORS):
        token = sessions.create(user, outcome.record.id, "en").token
        french = sessions.create(user, outcome.record.id, "fr").token if user not in SPECTATORS else None
        socket = await http.ws_connect(f"{base}/api/ws")
        await socket.send_json({"session": token, "since": -1})
        followers.append(Follower(token, french, socket))
    table = Table(kind, outcome.record.id, followers)
    tasks = [asyncio.create_task(follow(http, base, table, follower, figures)) for follower in followers]
    await table.until(table.all_shown, outcome.record.version)
    return table, tasks


def ms(values: list[float]) -> str:
    return f"p50 {pct(values, .5):6.1f}" if values else "p50      -"


def spread_line(spreads: list[tuple[float, float]]) -> str:
    sockets, boards = [s for s, _ in spreads], [b for _, b in spreads]
    return (f"every socket p50 {pct(sockets, .5):6.1f} max {max(sockets):6.1f} ms;"
            f" every board shown p50 {pct(boards, .5):6.1f} max {max(boards):6.1f} ms")


async def bench(args: argparse.Namespace) -> None:
    use_processes(args.render_processes)
    runs = bench_web.RunTimes()
    asyncio.get_running_loop().set_task_factory(runs.factory)
    await start_workers()
    figures = Figures()
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(Path(folder) / "bench.sqlite3")
        service = GameService(store)
        unlimited = PeerLimits(rate_per_s=1e9, burst=10**9, sockets=10**9)  # one client stands for many players
        activity = ActivitySettings(client_id="bench", client_secret="bench", bot_token="bench")
        pages = GamePages(store, service, FixedNames(), unlimited, activity=activity)
        service.commits.subscribe(figures.committed)
        server = WebServer(WebSettings(port=0), pages)
        await server.start()
        base = server.settings.public_url
        tasks: list[asyncio.Task[None]] = []
        try:
            async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as http:
                tables = []
                for kind in KINDS:
                    table, following = await open_table(http, base, pages, service, kind, figures)
                    tables.append(table)
                    tasks.extend(following)
                gc.set_threshold(*GC_THRESHOLDS)  # the collector as the bot sets it once started (bot/app.py)
                gc.collect()
                gc.freeze()
                gc.callbacks.append(figures.collector)
                print(f"render processes: {args.render_processes}; {len(SPECTATORS)} spectators a game;"
                      f" {args.taps} taps a game, one at a time")
                quiet: dict[str, list[tuple[float, float]]] = {}
                for table in tables:
                    quiet[table.kind] = []
                    await quiet_taps(http, base, table, args.taps, figures, quiet[table.kind])
                for table in tables:
                    seats = len(table.followers) - len(SPECTATORS)
                    print(f"{table.kind:10} {seats} seats: tap {ms(figures.taps[table.kind])}"
                          f" p99 {pct(figures.taps[table.kind], .99):6.1f} ms; commit ->"
                          f" {spread_line(quiet[table.kind])}")
                    print(f"{'':10}          GET /api/table cold {ms(figures.cold[table.kind])} ms,"
                          f" cached {ms(figures.cached[table.kind])} ms")
                everyone = [spread for spreads in quiet.values() for spread in spreads]
                taps = [elapsed for kind_taps in figures.taps.values() for elapsed in kind_taps]
                print(f"all games: tap p50 {pct(taps, .5):.1f} ms, p99 {pct(taps, .99):.1f} ms over {len(taps)} taps"
                      f" ({figures.asks} asked first); commit -> {spread_line(everyone)}")
                print("payloads (median bytes):")
                for table in tables:
                    named = sorted((what, int(statistics.median(sizes)))
                                   for (kind, what), sizes in figures.sizes.items() if kind == table.kind)
                    distinct = [len(found) for (game_id, _), found in figures.boards.items() if game_id == table.game_id]
                    print(f"  {table.kind:10} " + ", ".join(f"{what} {size:,}" for what, size in named)
                          + f"; distinct board PNGs a version (of {SEATS + 1} views drawn): {max(distinct)}")

                lags: list[float] = []
                stop = asyncio.Event()
                probe = asyncio.create_task(bench_web.lag_probe(lags, stop))
                runs.on = figures.collecting = True
                burst: list[tuple[float, float]] = []
                start = time.perf_counter()
                await asyncio.gather(*(burst_taps(http, base, table, args.burst, figures, burst) for table in tables))
                wall = time.perf_counter() - start
                stop.set()
                runs.on = figures.collecting = False
                gc.callbacks.remove(figures.collector)
                await probe
                print(f"burst ({len(tables)} games at once, {args.burst} taps each, {len(burst)} commits, {wall:.1f} s):"
                      f" event-loop lag p99 {pct(lags, .99):.1f} ms, max {max(lags):.1f} ms")
                print(f"  of which the web server's own runs on the loop: p99 {pct(runs.runs, .99):.1f} ms,"
                      f" max {max(runs.runs):.1f} ms, {sum(run > 20 for run in runs.runs)} over 20 ms"
                      f" ({len(runs.runs)} runs, {sum(runs.runs):.0f} ms in all); their CPU time p99"
                      f" {pct(runs.cpu, .99):.1f} ms, max {max(runs.cpu):.1f} ms")
                passes = figures.collections or [0.0]
                print(f"  the collector meanwhile: {len(figures.collections)} passes, longest {max(passes):.1f} ms")
                print(f"  commit -> {spread_line(burst)}")
                for table in tables:
                    for follower in table.followers:
                        await follower.socket.close()
                await asyncio.gather(*tasks)
        finally:
            for task in tasks:
                task.cancel()
            await server.stop()
            await store.close()
            shutdown_render_executor()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--taps", type=int, default=10, help="taps a game, one at a time")
    parser.add_argument("--burst", type=int, default=5, help="taps a game in the burst, the four games at once")
    parser.add_argument("--render-processes", type=int, default=default_processes())
    asyncio.run(bench(parser.parse_args()))


if __name__ == "__main__":
    main()
