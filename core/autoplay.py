"""Bot players at the table: after every change, the seats a bot plays that must act get its move (a bot
player's seat, or a person's seat on autopilot at the level the host picked, until they come back).

A bot thinks in a worker process (:func:`core.players.choose` is pure, CPU-bound Python), so a strong
bot's two seconds never delay another game's clicks; it sees only its own seat's view.  Several games'
bots think side by side with more workers (``bot_workers``).  A worker that dies or hangs is replaced
(:class:`core.workers.WorkerPool`); a bot that still cannot decide, or whose move the game refuses, plays
its seat's default move, as the clock would, so a table is never left waiting on it; a run that fails
otherwise (the database out of reach) tries again a little later.  Its move is an
ordinary action: committed through the service with its notices, announced by the caller's
``announce`` (the Discord side's delivery), logged, replayed and verified like anyone's — a replay
never searches again.  The seed of each decision comes from the game's seed and version, so the same
game position gets the same decision.

Every bot move takes at least its level's whole time budget, however quickly it was found: a move that
came at once would tell the table the bot had only one thing it could do, which its hand decides
(``even_pace``; tests turn it off).
"""

from __future__ import annotations

import asyncio
import hashlib
import itertools
import logging
from collections.abc import Awaitable, Callable

from pydantic import BaseModel

from core.outages import OutageLog
from core.players.levels import LEVELS
from core.service import GameService, Outcome
from core.storage import DEFAULT_BOT_LEVEL, GameRecord, GameStatus, Store
from core.workers import WorkerPool
from rules.core import IllegalAction, Seat

log = logging.getLogger(__name__)

MAX_BOT_MOVES = 500
"""Moves a run makes in a row before it pauses for :data:`BREATHER_S` (an all-bot Dark Tomb game takes
several hundred, a campaign thousands): a game that never ends must not spin flat out."""
BREATHER_S = 60.0
RETRY_FIRST_S = 5.0
RETRY_LONGEST_S = 600.0
"""A run that failed (the database out of reach, a delivery that raised) tries again after these many
seconds, doubling up to the longest: nobody else may move while a bot's seat must act, and a clock never
plays for a bot, so a run that just gave up would leave the table waiting until the next restart."""
THINK_TIMEOUT_S = 60.0
"""Longest a decision may take in a worker (strong: 1.8 s; a fresh worker's first one also loads the game's
data) before the worker is presumed stuck and replaced."""

Announce = Callable[[int, Outcome], Awaitable[object]]


def think(game_kind: str, view: BaseModel, seat: Seat, level: str, seed: int) -> str:
    """In a worker process: the bot's move for ``seat`` from its own ``view``."""
    from core.players.choose import Level, choose
    from rules import registry

    return choose(registry.get(game_kind), view, seat, Level(level), seed)


def pace_s(level: str) -> float:
    """The least time a bot of ``level`` takes over a move: its search's time cap, which bounds every search."""
    return LEVELS[level].time_cap_s


def bot_workers(processes: int = 1) -> WorkerPool:
    """The worker processes bots think in (started on the first decision: a table without bots never pays)."""
    return WorkerPool(processes, "bot", job_timeout_s=THINK_TIMEOUT_S)


def decision_seed(record: GameRecord, seat: Seat) -> int:
    return ((record.seed or 0) * 1_000_003 + record.version * 31 + seat) % (2**63)


class AutoPlayer:
    """Plays the seats bots play in every game; one task per game at a time."""

    def __init__(self, store: Store, service: GameService, announce: Announce, workers: WorkerPool | None = None,
                 even_pace: bool = True) -> None:
        self._store = store
        self._even_pace = even_pace
        self._service = service
        self._announce = announce
        self.workers = workers or bot_workers()
        self._running: dict[int, asyncio.Task[None]] = {}
        self._retrying: set[int] = set()  # games whose run failed and waits to try again
        self._outage = OutageLog(log, "the bot players")

    async def plan(self, record: GameRecord, current: Outcome | None = None) -> None:
        """Called after every saved change: start the game's bot run if a bot seat may have to act.

        ``current`` is the game as just saved, when the caller has it: then a change after which no bot
        seat must act starts nothing, and the run's first move is thought on it without reading the game."""
        if record.status is not GameStatus.ACTIVE or not any(seat.bot_playing for seat in record.seats):
            return
        running = self._running.get(record.id)
        if running is not None and not running.done():
            if record.id not in self._retrying:
                return  # the run already going on looks again after each move
            running.cancel()  # waiting out a failure: the change is a reason to look again now
        known = current if current is not None and current.record.version == record.version else None
        if known is not None and _bot_to_act(known) is None:
            return
        self._running[record.id] = asyncio.create_task(self._run(record.id, known), name=f"tombtable-bots-{record.id}")

    async def reconcile(self, mine: Callable[[GameRecord], bool] | None = None) -> None:
        """After a restart: every active game whose bot seats must act gets its run; only the games ``mine``
        accepts, where several processes share the games (each runs its own servers' bots, or every one
        would think every bot's move)."""
        for record in await self._store.active_games():
            if mine is None or mine(record):
                await self.plan(record)

    async def _run(self, game_pk: int, known: Outcome | None = None) -> None:
        """Bot seats move while one must act; after a failure, again from the stored game once
        :data:`RETRY_FIRST_S` (doubling, up to :data:`RETRY_LONGEST_S`) has passed or the game changed."""
        wait = RETRY_FIRST_S
        while True:
            try:
                await self._moves(game_pk, known)
                self._outage.worked()
                return
            except Exception as error:  # noqa: BLE001 - a bot's failure must not take the bot down
                self._outage.failed(error, "game %s: a bot move failed; its run tries again in %.0f s, doubling "
                                    "(%s: %s)", game_pk, wait, type(error).__name__, error)
            known = None
            self._retrying.add(game_pk)
            try:
                await asyncio.sleep(wait)
            finally:
                self._retrying.discard(game_pk)
            wait = min(2 * wait, RETRY_LONGEST_S)

    async def _moves(self, game_pk: int, known: Outcome | None) -> None:
        """Bot seats move one after another while one must act.  ``known`` (the game as this run last saw
        it: no read needed) may be stale by now, so only the game as stored ends the run.

        A bot back in a position it already played from in this run is going round in a circle (free
        moves undone by free moves): from there it plays the seat's default move, as the clock would, so
        the game goes on; if even that comes back round, the run stops and tells the operator."""
        seen: set[bytes] = set()
        defaulted: set[bytes] = set()
        for moves in itertools.count(1):
            current = known or await self._service.current(game_pk)
            seat = _bot_to_act(current)
            if seat is None and known is None:
                return
            if seat is None:
                known = None
                continue
            position = _position(current)
            if position in defaulted:
                log.warning("game %s: bots keep coming back to the same position; they wait for the next change", game_pk)
                return
            circling = position in seen
            if circling:
                defaulted.add(position)
                log.info("game %s: seat %s is back in a position it played from; it plays its default move", game_pk, seat)
            seen.add(position)
            known = await self._move(game_pk, current, seat, default=circling)
            if moves % MAX_BOT_MOVES == 0:
                log.warning("game %s: bots made %d moves in a row; pausing %.0f s", game_pk, moves, BREATHER_S)
                await asyncio.sleep(BREATHER_S)

    async def _move(self, game_pk: int, current: Outcome, seat: Seat, default: bool = False) -> Outcome | None:
        """The bot holding ``seat`` thinks on ``current`` (or plays the seat's default move) and plays: the
        saved outcome, or ``None`` if the game moved on meanwhile (the move is then refused)."""
        record = current.record
        level = record.seats[seat].bot_playing or DEFAULT_BOT_LEVEL
        loop = asyncio.get_running_loop()
        started = loop.time()
        notation: str | None = None  # the default: the service plays what the clock would
        if not default:
            try:
                notation = await self.workers.run(
                    think, record.game_kind, current.view(seat), seat, level, decision_seed(record, seat))
            except Exception:  # noqa: BLE001 - even a fresh worker failed: the table must not wait on the bot
                log.exception("game %s: the bot of seat %s could not decide; it plays the seat's default move",
                              game_pk, seat)
        if self._even_pace:
            await asyncio.sleep(max(0.0, started + pace_s(level) - loop.time()))
        try:
            outcome = await self._service.play_for_seat(game_pk, seat, notation, record.version)
        except IllegalAction:
            if notation is None:
                raise
            # a search that chose from a wrong deal: not the move itself in the log, it may show the bot's hand
            log.error("game %s: the game refused the move the bot of seat %s chose; it plays the seat's default move",
                      game_pk, seat)
            outcome = await self._service.play_for_seat(game_pk, seat, None, record.version)
        if outcome is not None:
            await self._announce(game_pk, outcome)
        return outcome

    async def close(self) -> None:
        for task in self._running.values():
            task.cancel()
        await asyncio.gather(*self._running.values(), return_exceptions=True)
        self.workers.shutdown(wait=False)


def _position(current: Outcome) -> bytes:
    """A short fingerprint of the game's whole state, from the snapshot the service stored (a run remembers
    one per move)."""
    snapshot = current.record.state or current.state.model_dump_json()
    return hashlib.blake2b(snapshot.encode(), digest_size=16).digest()


def _bot_to_act(current: Outcome) -> Seat | None:
    """The first seat a bot plays that must act now, if any."""
    record = current.record
    if record.status is not GameStatus.ACTIVE or current.result is not None:
        return None
    return next((seat for seat in sorted(current.to_act) if record.seats[seat].bot_playing is not None), None)
