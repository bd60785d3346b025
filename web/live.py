"""Live pages and tables: every open websocket of a game gets its new message within a second of a commit.

A commit in this process arrives through :class:`core.commits.CommitHub` at once; one made by another
process (a shard on the same PostgreSQL) is found by polling the watched games' versions every
``POLL_S``.  Each new message is built once per audience (what it is, whose view, which language) and
sent to every socket of that audience: a game page gets the public state, an Activity's table the view
of its person's seat, read from the game as it stands at each message (a player replaced meanwhile is
shown the public view at once).

A socket that has been sent nothing for ``ALIVE_S`` is sent ``{"type": "alive", "version": V}`` (the latest
version known, no state built for it): a page that hears nothing for over two of these knows its socket died
without a word (a phone changing networks, a proxy dropping an idle connection; aiohttp's protocol pings are
invisible to page scripts), and one told of a version it has not got knows it missed an update.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import NamedTuple

from aiohttp import web

from core.commits import CommitHub
from core.db.base import outage
from core.storage import GameRecord, Store
from rules.core import Seat

log = logging.getLogger(__name__)

POLL_S = 0.5
"""Seconds between two looks at the watched games' versions (moves committed by other processes)."""

ALIVE_S = 20.0
"""Seconds of silence on a socket after which it is sent an ``alive`` message (the pages read it too, for their
watchdog: :func:`web.html.game_page`, :func:`web.activity_page.activity_page`)."""

PAGE = "page"
"""The audience kind of a game page: the public state (``state`` messages)."""


class Audience(NamedTuple):
    """Whom a message is for: its ``kind`` (who builds it), the ``seat`` whose view it shows (``None``: the
    public) and its language.  Sockets of one audience get the same message, built once."""

    kind: str
    seat: Seat | None
    lang: str


Build = Callable[[GameRecord, Audience], Awaitable[str | None]]
"""A game's message for an audience, as JSON text, version first; ``None`` if it has none."""


@dataclass(eq=False)
class Watcher:
    socket: web.WebSocketResponse
    lang: str
    kind: str = PAGE
    user_id: int | None = None  # whose seat this socket shows (an Activity's person); None: the public
    version: int = -1  # the version this socket has
    sent_at: float = 0.0  # the loop's time of the last message sent on it (see ALIVE_S)

    def audience(self, record: GameRecord) -> Audience:
        """This socket's audience as the game stands: its person's seat read from ``record`` at each message."""
        return Audience(self.kind, record.seat_of(self.user_id) if self.user_id is not None else None, self.lang)


@dataclass
class _Game:
    watchers: set[Watcher] = field(default_factory=set)
    seen: int = -1  # the latest version told to its pages
    latest: int = -1  # the latest version heard of (a commit, the poll), told in ``alive`` messages
    dirty: bool = False
    pushing: asyncio.Task[None] | None = None


class LiveGames:
    """The games with open sockets, told of commits by ``hub`` and by a poll of ``store``; ``builds`` writes
    the messages of each audience kind (the game pages'; the Activity adds its tables')."""

    def __init__(self, store: Store, hub: CommitHub, builds: dict[str, Build]) -> None:
        self._store = store
        self.builds = builds
        self._games: dict[int, _Game] = {}
        self._unsubscribe = hub.subscribe(self._committed)
        self._poll: asyncio.Task[None] | None = None
        self._alive: asyncio.Task[None] | None = None
        self._outage = False

    async def stop(self) -> None:
        self._unsubscribe()
        tasks = [game.pushing for game in self._games.values() if game.pushing is not None]
        tasks += [task for task in (self._poll, self._alive) if task is not None]
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        for game in list(self._games.values()):  # a socket closing unwatches, which may drop its game
            for watcher in list(game.watchers):
                await watcher.socket.close()
        self._games.clear()

    def watch(self, game_id: int, watcher: Watcher) -> None:
        """Keep this page up to date; the poll and the keep-alive run while any page is open."""
        watcher.sent_at = asyncio.get_running_loop().time()
        self._games.setdefault(game_id, _Game()).watchers.add(watcher)
        if self._poll is None or self._poll.done():
            self._poll = asyncio.create_task(self._polling(), name="web-live-poll")
        if self._alive is None or self._alive.done():
            self._alive = asyncio.create_task(self._keeping_alive(), name="web-live-alive")

    def unwatch(self, game_id: int, watcher: Watcher) -> None:
        game = self._games.get(game_id)
        if game is not None:
            game.watchers.discard(watcher)
            if not game.watchers and game.pushing is None:
                del self._games[game_id]

    async def send(self, game_id: int, watcher: Watcher, version: int) -> None:
        """Send this socket its message if the game has moved past ``version`` (a socket resuming after a drop)."""
        record = await self._store.get(game_id)
        message = None if record is None else await self._build(record, watcher.audience(record))
        if message is not None:
            game = self._games.get(game_id)
            if game is not None:
                game.seen = max(game.seen, _version_of(message))
            await self._send(watcher, message, _version_of(message), version)

    def _committed(self, game_id: int, version: int) -> None:
        game = self._games.get(game_id)
        if game is not None:
            game.latest = max(game.latest, version)
            if version > game.seen:
                self._push(game_id, game)

    def _push(self, game_id: int, game: _Game) -> None:
        """Build and send the new state; a commit meanwhile sends again once this one is out."""
        if game.pushing is not None:
            game.dirty = True
            return
        game.pushing = asyncio.create_task(self._pushing(game_id, game), name=f"web-live-{game_id}")

    async def _pushing(self, game_id: int, game: _Game) -> None:
        try:
            while True:
                game.dirty = False
                record = await self._store.get(game_id)
                if record is None:
                    return
                audiences = {watcher: watcher.audience(record) for watcher in game.watchers}
                distinct = list(dict.fromkeys(audiences.values()))  # each built once, side by side (a seat's board
                messages = dict(zip(distinct, await asyncio.gather(  # is drawn by the render workers)
                    *(self._build(record, audience) for audience in distinct))))
                sends = []
                for watcher, audience in audiences.items():
                    message = messages.get(audience)
                    if message is not None:
                        game.seen = max(game.seen, _version_of(message))
                        sends.append(self._send(watcher, message, _version_of(message), watcher.version))
                await asyncio.gather(*sends)
                if not game.dirty:
                    return
        except Exception as error:  # noqa: BLE001 - a page misses this update; the next commit or poll retries
            log.warning("game %s: the live pages could not be updated (%s: %s)", game_id, type(error).__name__, error,
                        exc_info=None if outage(error) else error)
        finally:
            game.pushing = None
            if not game.watchers:
                self._games.pop(game_id, None)

    async def _build(self, record: GameRecord, audience: Audience) -> str | None:
        return await self.builds[audience.kind](record, audience)

    async def _send(self, watcher: Watcher, message: str, version: int, since: int) -> None:
        if version <= since or watcher.socket.closed:
            return
        if await self._sent(watcher, message):
            watcher.version = version

    async def _sent(self, watcher: Watcher, message: str) -> bool:
        try:
            await watcher.socket.send_str(message)
        except (ConnectionError, RuntimeError):  # the page went away meanwhile: its handler unwatches it
            return False
        watcher.sent_at = asyncio.get_running_loop().time()
        return True

    async def _keeping_alive(self) -> None:
        """Every socket sent nothing for ``ALIVE_S`` is sent ``alive`` with the latest version known (looked at
        four times an interval: a quiet socket hears something at least every 1.25 ``ALIVE_S``)."""
        loop = asyncio.get_running_loop()
        while self._games:
            await asyncio.sleep(ALIVE_S / 4)
            due = loop.time() - ALIVE_S
            sends = [self._sent(watcher, _alive(max(game.latest, game.seen, watcher.version)))
                     for game in list(self._games.values()) for watcher in list(game.watchers)
                     if watcher.sent_at <= due and not watcher.socket.closed]
            await asyncio.gather(*sends)

    async def _polling(self) -> None:
        while True:
            await asyncio.sleep(POLL_S)
            if not self._games:
                return
            try:
                versions = await self._store.versions(list(self._games))
            except Exception as error:  # noqa: BLE001 - the poll goes on; pages keep their last state meanwhile
                if not self._outage:
                    log.warning("web: the games' versions cannot be read (%s: %s)", type(error).__name__, error,
                                exc_info=None if outage(error) else error)
                self._outage = True
                continue
            self._outage = False
            for game_id, version in versions.items():
                game = self._games.get(game_id)
                if game is not None:
                    game.latest = max(game.latest, version)
                    if version > game.seen:
                        self._push(game_id, game)


def _version_of(message: str) -> int:
    """The version a message carries (it starts with it: see :func:`state_message`)."""
    head = message[:64]
    start = head.index('"version":') + len('"version":')
    return int(head[start:head.index(",", start)])


def _alive(version: int) -> str:
    """The keep-alive message: the socket is still there, and the game is at ``version``."""
    return f'{{"type":"alive","version":{version}}}'


def state_message(state_json: str) -> str:
    """The websocket message for a ``state.json`` body: ``{"type": "state", ...}``, version first."""
    return '{"type":"state",' + state_json[1:]
