"""The Activity's table API, bound to the session's seat: ``GET /api/table``, ``POST /api/act``,
``GET /api/picture/{version}/{board|hand}.png`` and the live socket ``GET /api/ws`` (the HTTP contract).

A tap plays through the same service call as the bot's buttons (``act`` with the version the player saw,
the same :class:`core.choosing.Pick`), then the bot's delivery announces it (turn post, pings, DMs): the
Activity is a second way in, never a second truth.  The seat is read from the game at every answer, so a
person replaced meanwhile gets the public view at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from typing import TYPE_CHECKING, Any, TypeGuard

from aiohttp import WSCloseCode, WSMsgType, web

from core.choosing import AsksFirst, Pick, echoed
from core.db.base import outage
from core.i18n import t
from core.service import Outcome, StaleAction
from core.storage import GameRecord, GameStatus
from rules.core import IllegalAction
from web.activity_auth import json_refusal, session_of
from web.languages import language
from web.limits import retry_after
from web.live import Watcher
from web.sessions import Session, Sessions
from web.table import TABLE, Table, Tables, Which, plain

if TYPE_CHECKING:
    from web.server import GamePages

log = logging.getLogger(__name__)

WS_HEARTBEAT_S = 20.0
"""Pings on an Activity's socket: a phone's webview drops a connection without telling (no close events)."""
WS_RETRY_S = 10.0
"""What a client refused a socket (its address has too many open) is told to wait before the next."""
FIRST_MESSAGE_S = 10.0
"""How long a socket may stay open without naming its session."""
NOTATION_MAX = 256
"""Longest notation read from a tap (a flick with its decimals is 20 characters)."""
PRIVATE = {"Cache-Control": "no-store"}  # one seat's answers: no cache keeps them for another
ANNOUNCE_WAIT_S = 1.0
"""How long a tap's answer waits for the table to be told (turn post, pings, DMs): past it the answer goes
and the telling carries on, so Discord being slow never holds the player's board (the move is saved, the
other pages already have it, and what the telling leaves undone the outbox retries)."""


def install(pages: GamePages) -> None:
    """Serve the table API on the pages' application (only when the Activity is set up)."""
    assert pages.sessions is not None, "the table API is the Activity's"
    TableRoutes(pages, pages.sessions)


class TableRoutes:
    def __init__(self, pages: GamePages, sessions: Sessions) -> None:
        self.pages = pages
        self.sessions = sessions
        self.tables = Tables(pages.steps, pages.story, pages.narrator)
        self._announcing: set[asyncio.Task[None]] = set()
        pages.live.builds[TABLE] = self.tables.message
        pages.app.on_shutdown.append(self._stopping)
        pages.app.add_routes([
            web.get("/api/table", self.table),
            web.post("/api/act", self.act),
            web.get(r"/api/picture/{version:\d+}/{which:board|hand}.png", self.picture),
            web.get("/api/ws", self.socket),
        ])

    async def table(self, request: web.Request) -> web.Response:
        session = session_of(request)
        table = await self._table(await self._record(session), session)
        return web.Response(text=table.model_dump_json(), content_type="application/json", headers=PRIVATE)

    async def act(self, request: web.Request) -> web.Response:
        """One tap: the move applied through the service (200 ``done``), a question first (200 ``ask``,
        nothing applied), or the reason it is refused with the fresh table (409 stale, 422 refused)."""
        session = session_of(request)
        notation, version, confirmed = await _move(request, session.lang)
        pick = Pick(notation, confirmed=confirmed)
        game_id = session.game_id
        try:
            outcome = await self.pages.service.act(game_id, session.user_id, pick, version)
        except StaleAction:
            raise json_refusal(409, "activity.stale", session.lang, body=await self._fresh(session)) from None
        except AsksFirst as asked:
            record = await self._record(session)
            key, params = asked.question
            names = await self.pages.narrator.names(record, session.lang)
            return _json({"ask": t(key, session.lang, names, **params), "notation": notation})
        except IllegalAction as error:
            log.info("refused a tap of user %s in game %s: %s", session.user_id, game_id, error.key)
            names = await self.pages.narrator.names(await self._record(session), session.lang)
            raise json_refusal(422, error.key, session.lang, body=await self._fresh(session), names=names,
                               **echoed(error)) from None
        telling = asyncio.create_task(self._announce(outcome), name=f"activity-announce-{game_id}")
        self._announcing.add(telling)
        telling.add_done_callback(self._announcing.discard)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.shield(telling), ANNOUNCE_WAIT_S)
        try:
            done = await self._done(outcome, session.lang)
            table = await self.tables.table(outcome.record, outcome.record.seat_of(session.user_id), session.lang)
        except Exception as error:  # noqa: BLE001 - the move is saved: never answered as if nothing changed
            log.warning("game %s: a move made on the Activity is saved but its answer failed (%s: %s)", game_id,
                        type(error).__name__, error, exc_info=None if outage(error) else error)
            return _json({"done": t("error.saved_anyway", session.lang)})  # the socket brings the new table
        return _json({"done": done, "table": table.model_dump(mode="json")})

    async def picture(self, request: web.Request) -> web.Response:
        """The session seat's board or hand at the game's current version; a 404 for any other version."""
        session = session_of(request)
        record = await self._record(session)
        found = None
        if int(request.match_info["version"]) == record.version:
            which: Which = "hand" if request.match_info["which"] == "hand" else "board"
            found = await self.tables.picture(record, record.seat_of(session.user_id), session.lang, which)
        if found is None:
            raise json_refusal(404, "activity.table.no_picture", session.lang)
        return web.Response(body=found.data, content_type=found.content_type, headers=PRIVATE)

    async def socket(self, request: web.Request) -> web.WebSocketResponse:
        """The table at once if newer than the client's ``since``, again within a second of every commit;
        each client message ``{"since": V}`` is answered the same way.  A session unknown or expired (at the
        first message, any later one, or when it runs out) is told ``signed_out`` and the socket closed."""
        limits = self.pages.limits
        address = limits.address(request)
        if not limits.open_socket(address):
            raise json_refusal(429, "activity.too_many", language(request), headers={"Retry-After": retry_after(WS_RETRY_S)})
        try:
            return await self._follow(request, address)
        finally:
            limits.close_socket(address)

    async def _follow(self, request: web.Request, address: str) -> web.WebSocketResponse:
        """Bound to the first message's session; each message takes a token of the address's bucket (a page
        sends one per reconnect): past it, messages go unanswered."""
        socket = web.WebSocketResponse(heartbeat=WS_HEARTBEAT_S, compress=False)
        await socket.prepare(request)
        watcher: Watcher | None = None
        watched, token = 0, ""
        try:
            while not socket.closed:
                known = self.sessions.get(token) if token else None
                wait = FIRST_MESSAGE_S if known is None else max(0.0, known.expires - self.sessions.clock())
                try:
                    message = await socket.receive(timeout=wait)
                except TimeoutError:  # no first message, or the session ran out: checked below
                    asked: dict[str, Any] = {}
                else:
                    if message.type in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED, WSMsgType.ERROR):
                        break
                    if message.type is not WSMsgType.TEXT or self.pages.limits.wait(address) > 0:
                        continue
                    asked = _parsed(message.data)
                if not token and isinstance(asked.get("session"), str):
                    token = asked["session"]  # the first message's: the socket stays bound to it
                session = self.sessions.get(token) if token else None
                if session is None:
                    await socket.send_json({"type": "signed_out"})
                    await socket.close()
                    break
                if watcher is None:
                    watched, watcher = session.game_id, Watcher(socket, session.lang, kind=TABLE, user_id=session.user_id)
                    self.pages.live.watch(watched, watcher)
                if asked:
                    since = asked.get("since", -1)
                    await self.pages.live.send(session.game_id, watcher, since if _is_int(since) else -1)
        except Exception as error:  # noqa: BLE001 - the upgraded connection has no page to show: closed, logged
            _log_failure(error)
            await socket.close(code=WSCloseCode.INTERNAL_ERROR)
        finally:
            if watcher is not None:
                self.pages.live.unwatch(watched, watcher)
        return socket

    # ------------------------------------------------------------------ helpers

    async def _record(self, session: Session) -> GameRecord:
        """The session's started game, else a 404 (a game gone, or not started)."""
        record = await self.pages.store.get(session.game_id)
        if record is None or record.status is GameStatus.LOBBY or record.state is None:
            raise json_refusal(404, "activity.no_game", session.lang)
        return record

    async def _table(self, record: GameRecord, session: Session) -> Table:
        return await self.tables.table(record, record.seat_of(session.user_id), session.lang)

    async def _fresh(self, session: Session) -> dict[str, Any]:
        """A refusal's ``table``: the game as it stands, for the page to show instead."""
        return {"table": (await self._table(await self._record(session), session)).model_dump(mode="json")}

    async def _stopping(self, app: web.Application) -> None:
        """The server stops: what is still being told is left to the outbox (it is saved there, and the
        delivery worker sends it after the restart)."""
        for task in list(self._announcing):
            task.cancel()
        await asyncio.gather(*self._announcing, return_exceptions=True)

    async def _announce(self, outcome: Outcome) -> None:
        """Have the table told (turn post, pings, DMs); the move is saved whatever happens here, and what
        fails waits in the outbox for its worker."""
        if self.pages.announce is None:
            return
        try:
            await self.pages.announce(outcome.record.id, outcome)
        except Exception as error:  # noqa: BLE001 - the move is committed: the player is told it was played
            log.warning("game %s: a move made on the Activity is not announced yet (%s: %s)", outcome.record.id,
                        type(error).__name__, error, exc_info=None if outage(error) else error)

    async def _done(self, outcome: Outcome, lang: str) -> str:
        """What the move did, in the public log's words."""
        names = await self.pages.narrator.names(outcome.record, lang)
        public = [event for event in outcome.events if event.is_public]
        assert outcome.seat is not None, "an action's outcome names who acted"
        lines = self.pages.narrator.log_lines(outcome.game, outcome.seat, public, lang, names)
        return "\n".join(plain(line) for line in lines)


async def _move(request: web.Request, lang: str) -> tuple[str, int, bool]:
    """``notation``, ``version`` and ``confirmed`` of a tap's body, else a 400."""
    try:
        body = await request.json()
    except ValueError:
        body = None
    if isinstance(body, dict):
        notation, version, confirmed = body.get("notation"), body.get("version"), body.get("confirmed", False)
        if isinstance(notation, str) and 0 < len(notation) <= NOTATION_MAX and _is_int(version) \
                and isinstance(confirmed, bool):
            return notation, version, confirmed
    raise json_refusal(400, "activity.table.bad_move", lang)


def _parsed(data: str) -> dict[str, Any]:
    try:
        parsed = json.loads(data)
    except ValueError:
        return {}
    return parsed if isinstance(parsed, dict) else {}


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _json(body: Any) -> web.Response:
    return web.json_response(body, headers=PRIVATE)


def _log_failure(error: Exception) -> None:
    if outage(error):
        log.warning("web: database out of reach on an Activity socket (%s: %s)", type(error).__name__, error)
    else:
        log.error("web: unexpected error on an Activity socket", exc_info=error)
