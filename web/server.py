"""The game pages' HTTP server: routes, headers, and its start and stop beside the bot.

Routes (the Web API contract, also in the README): ``/g/{share}`` the page (``?step=n``, ``?lang=``),
``/g/{share}/state.json`` (``?since=V``: 204 when nothing is newer), ``/g/{share}/step/{n}.png`` and
``.gif``, ``/g/{share}/live`` (websocket), ``/g/{share}/export.json`` once the game is over, and
``/static/`` (the browser client's bundle).  An unknown share id, a lobby or a step out of range is a
localised 404; an address asking too much (see :mod:`web.limits`) a 429 with ``Retry-After``.
When the Discord Activity is set up, ``/api/`` is its (JSON) side: the sign-in is :mod:`web.activity_auth`.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
from collections.abc import Awaitable, Callable
from pathlib import Path

from aiohttp import WSCloseCode, WSMsgType, web
from aiohttp.typedefs import Middleware

from core.db.base import Busy, CommitUnknown, outage
from core.i18n import LANGUAGES, t
from core.service import GameService, Outcome
from core.storage import GameRecord, GameStatus, Store
from web import activity_auth, activity_page, table_routes
from web.activity_auth import API_PREFIX, api_language, json_refusal
from web.html import error_page, game_page, notice_page, not_found_page
from web.languages import language
from web.limits import PeerLimits, retry_after
from web.live import PAGE, Audience, LiveGames, Watcher, state_message
from web.narration import Narrator
from web.pictures import PictureBook
from web.sessions import Sessions
from web.settings import ActivitySettings, WebSettings
from web.steps import Steps, StepBook
from web.story import Story

log = logging.getLogger(__name__)

STATIC = Path(__file__).parent / "static"
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self'; object-src 'none'; base-uri 'none';"
                               " form-action 'self'; frame-ancestors 'none'",
    "Referrer-Policy": "no-referrer",  # the share id is the page's only key: it must not leave in a Referer
    "X-Content-Type-Options": "nosniff",
    "X-Robots-Tag": "noindex",
}
RUNNING = "no-cache"  # revalidate: the next move may come any second
FINISHED = "public, max-age=86400, immutable"  # a finished game's steps never change
WS_HEARTBEAT_S = 30.0
WS_RETRY_S = 10.0
"""What a page refused a websocket (its address has too many open) is told to wait before the next."""

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
Announce = Callable[[int, Outcome], Awaitable[bool]]
"""Carries out what a committed move must tell the table (the bot's delivery ``flush``: turn post, pings,
DMs); ``False`` if some of it waits for a retry.  Without it the outbox worker delivers it on its own."""


class GamePages:
    """The application and the state it shares between requests: steps, pictures and texts kept."""

    def __init__(self, store: Store, service: GameService, narrator: Narrator, limits: PeerLimits | None = None,
                 activity: ActivitySettings | None = None, announce: Announce | None = None) -> None:
        self.store = store
        self.service = service
        self.narrator = narrator
        self.activity = activity  # the Discord Activity (``/`` and ``/api/``), when it is set up
        self.sessions = Sessions(activity.session_hours) if activity is not None else None
        self.announce = announce
        self.steps = StepBook(store, service)
        self.pictures = PictureBook()
        self.story = Story(store, narrator)
        self.live = LiveGames(store, service.commits, {PAGE: self._message})
        self.limits = limits or PeerLimits()
        self.app = web.Application(middlewares=[_headers, _limited(self.limits)])
        self.app.add_routes([
            web.get("/g/{share}", self.page),
            web.get("/g/{share}/state.json", self.state),
            web.get("/g/{share}/export.json", self.export),
            web.get("/g/{share}/live", self.socket),
            web.get(r"/g/{share}/step/{n:\d+}.{kind:png|gif}", self.picture),
        ])
        if activity is not None:
            activity_auth.install(self)
            activity_page.install(self)
            table_routes.install(self)
        if STATIC.is_dir():  # the browser client's bundle (the page works without it)
            self.app.router.add_static("/static/", STATIC, append_version=False)
        self.app.on_startup.append(self._warm_up)
        self.app.on_shutdown.append(self._stopping)

    async def _warm_up(self, app: web.Application) -> None:
        """Load every language's catalogs now, in a thread: the first text of a language parses them all
        (150–200 ms), which the first page asked in that language would otherwise hold the loop for."""
        await asyncio.to_thread(lambda: [t("web.title", lang, game="") for lang in LANGUAGES])

    async def _stopping(self, app: web.Application) -> None:
        await self.live.stop()

    # ------------------------------------------------------------------ routes

    async def page(self, request: web.Request) -> web.Response:
        lang = language(request)
        steps = await self._steps(request, lang)
        state = await self.story.state(steps, lang)
        step = _step_number(request, steps, lang)
        names = await self.story.names(steps, lang)
        picture = await self.pictures.board(steps, steps.steps[step], lang, names)
        html = await asyncio.to_thread(  # a long game's log is many milliseconds of HTML
            game_page, steps.record.share_id or "", state, step, picture, lang, "lang" in request.query)
        return web.Response(text=html, content_type="text/html", headers=_caching(steps, vary=True))

    async def state(self, request: web.Request) -> web.Response:
        lang = language(request)
        record = await self._record(request, lang)
        since = request.query.get("since", "")
        if since.lstrip("-").isdigit() and record.version <= int(since):
            return web.Response(status=204, headers={"Cache-Control": RUNNING})
        steps = await self.steps.of(record)
        return web.Response(text=await self.story.state_json(steps, lang), content_type="application/json",
                            headers={"Cache-Control": RUNNING, "Vary": "Accept-Language"})

    async def picture(self, request: web.Request) -> web.Response:
        lang = language(request)
        steps = await self._steps(request, lang)
        n = int(request.match_info["n"])
        if n >= len(steps.steps):
            raise _not_found(lang)
        step = steps.steps[n]
        names = await self.story.names(steps, lang)
        if request.match_info["kind"] == "gif":
            found = await self.pictures.shot(steps, step, lang, names)
            if found is None:
                raise _not_found(lang)
            picture = found
        else:
            picture = await self.pictures.board(steps, step, lang, names)
        tag = f'"{steps.record.id}-{step.action_n}-{lang}-{request.match_info["kind"]}"'
        headers = {**_caching(steps, vary=True), "ETag": tag}
        if request.headers.get("If-None-Match") == tag:
            return web.Response(status=304, headers=headers)
        return web.Response(body=picture.data, content_type=picture.content_type, headers=headers)

    async def export(self, request: web.Request) -> web.Response:
        """The record ``/game export`` gives, once the game is over (seed, salt, notations and final state)."""
        lang = language(request)
        record = await self._record(request, lang)
        if record.status.is_open:
            raise _not_found(lang)
        exported = await self.service.export(record.id)
        return web.Response(text=exported.model_dump_json(indent=1), content_type="application/json",
                            headers={"Cache-Control": FINISHED})

    async def socket(self, request: web.Request) -> web.WebSocketResponse:
        """Sends the state at once and after every commit; ``{"since": V}`` from the page (a reconnect)
        is answered with the state if the game is past ``V``."""
        lang = language(request)
        record = await self._record(request, lang)
        address = self.limits.address(request)
        if not self.limits.open_socket(address):
            raise _too_many(lang, retry_after(WS_RETRY_S))
        socket = web.WebSocketResponse(heartbeat=WS_HEARTBEAT_S, compress=False)  # deflating one state per page: CPU on the loop
        watcher = Watcher(socket, lang)
        try:
            await socket.prepare(request)  # not a websocket handshake: its 400, the count given back
            self.live.watch(record.id, watcher)
            await self._follow(request, record.id, watcher)
        finally:
            self.live.unwatch(record.id, watcher)
            self.limits.close_socket(address)
        return socket

    # ------------------------------------------------------------------ helpers

    async def _follow(self, request: web.Request, game_id: int, watcher: Watcher) -> None:
        """The state at once, then again for each ``{"since": V}`` the page sends, until it goes; a failure
        closes the socket (code 1011), logged as any failed answer.  Each message takes a token of the
        address's bucket (a page sends one per reconnect): past it, messages go unanswered."""
        address = self.limits.address(request)
        try:
            await self.live.send(game_id, watcher, -1)
            async for message in watcher.socket:
                if message.type is not WSMsgType.TEXT or self.limits.wait(address) > 0:
                    continue
                since = _since(message.data)
                if since is not None:
                    await self.live.send(game_id, watcher, since)
        except Exception as error:  # noqa: BLE001 - the upgraded connection has no page to show: closed, logged
            _failed(request, error)
            await watcher.socket.close(code=WSCloseCode.INTERNAL_ERROR)

    async def _record(self, request: web.Request, lang: str) -> GameRecord:
        """The started game the share id names, else the 404 page."""
        record = await self.store.by_share(request.match_info["share"])
        if record is None or record.status is GameStatus.LOBBY or record.seed is None or record.state is None:
            raise _not_found(lang)
        return record

    async def _steps(self, request: web.Request, lang: str) -> Steps:
        return await self.steps.of(await self._record(request, lang))

    async def _message(self, record: GameRecord, audience: Audience) -> str | None:
        """A game page's ``state`` message (the public state: the audience has no seat)."""
        if record.state is None:
            return None
        return state_message(await self.story.state_json(await self.steps.of(record), audience.lang))


def _step_number(request: web.Request, steps: Steps, lang: str) -> int:
    asked = request.query.get("step", "")
    if not asked:
        return len(steps.steps) - 1
    if not asked.isdigit() or int(asked) >= len(steps.steps):
        raise _not_found(lang)
    return int(asked)


def _since(data: str) -> int | None:
    try:
        parsed = json.loads(data)
    except ValueError:
        return None
    since = parsed.get("since") if isinstance(parsed, dict) else None
    return since if isinstance(since, int) and not isinstance(since, bool) else None


def _caching(steps: Steps, *, vary: bool) -> dict[str, str]:
    headers = {"Cache-Control": FINISHED if steps.over else RUNNING}
    if vary:
        headers["Vary"] = "Accept-Language"
    return headers


def _not_found(lang: str) -> web.HTTPNotFound:
    return web.HTTPNotFound(text=not_found_page(lang), content_type="text/html",
                            headers={"Cache-Control": "no-store", "Content-Language": lang})


def _too_many(lang: str, retry: str) -> web.HTTPTooManyRequests:
    return web.HTTPTooManyRequests(text=notice_page("web.too_many", "too-many", lang), content_type="text/html",
                                   headers={"Cache-Control": "no-store", "Content-Language": lang, "Retry-After": retry})


def _limited(limits: PeerLimits) -> Middleware:
    """Every request for a game (its page, state, pictures, record, live socket) or to the Activity's ``/api/``
    takes a token of its address's bucket; without one it is a 429 telling when to come back (JSON under
    ``/api/``)."""

    @web.middleware
    async def limited(request: web.Request, handler: Handler) -> web.StreamResponse:
        if request.path.startswith(("/g/", API_PREFIX)):
            wait = limits.wait(limits.address(request))
            if wait > 0:
                if request.path.startswith(API_PREFIX):  # the Activity's client reads JSON
                    raise json_refusal(429, "activity.too_many", language(request),
                                       headers={"Retry-After": retry_after(wait)})
                raise _too_many(language(request), retry_after(wait))
        return await handler(request)

    return limited


def _failed(request: web.Request, error: Exception) -> None:
    """One log line for an answer that failed, as the bot logs an interaction that did: the database out of
    reach is a warning without a traceback, anything else an error with it.  The route is named by its
    template (a share id is a game's only key: it stays out of the logs)."""
    route = request.match_info.route.resource
    where = f"{request.method} {route.canonical if route is not None else '?'}"
    if outage(error):
        log.warning("web: database out of reach answering %s (%s: %s)", where, type(error).__name__, error)
    else:
        log.error("web: unexpected error answering %s", where, exc_info=error)


_RETRY = {"Retry-After": "5"}
"""How long the Activity's client is told to wait after a database fault (a retry is the player's tap)."""


def _api_failure(error: Exception) -> tuple[int, str]:
    """The status and text of an Activity request that failed: the database busy (another process holds it),
    cut off while committing (it may be saved: look first) or out of reach is a 503 saying whether anything
    changed, as the bot's answers do; anything else a 500 that tells nothing of what went wrong."""
    if isinstance(error, Busy):
        return 503, "error.busy"
    if isinstance(error, CommitUnknown):
        return 503, "error.commit_unknown"
    if outage(error):
        return 503, "error.unreachable"
    return 500, "activity.error"


@web.middleware
async def _headers(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Security headers on every answer, errors included; an unknown address is the localised 404 page,
    a failure the localised error page (a 500 that tells nothing of what went wrong)."""
    try:
        response = await handler(request)
    except web.HTTPNotFound as error:
        if error.content_type not in ("text/html", "application/json"):  # the router's plain text
            error = _not_found(language(request))
        error.headers.update(SECURITY_HEADERS)
        raise error from None
    except web.HTTPException as error:
        error.headers.update(SECURITY_HEADERS)
        raise
    except Exception as error:  # noqa: BLE001 - logged once here; the browser gets the error page
        _failed(request, error)
        lang = language(request)
        if request.path.startswith(API_PREFIX):
            refusal = json_refusal(*_api_failure(error), api_language(request), headers=_RETRY)
            refusal.headers.update(SECURITY_HEADERS)
            raise refusal from None
        return web.Response(status=500, text=error_page(lang), content_type="text/html", headers={
            **SECURITY_HEADERS, "Cache-Control": "no-store", "Content-Language": lang})
    if not response.prepared:  # a route's own header (the Activity page's CSP) stands
        for name, value in SECURITY_HEADERS.items():
            response.headers.setdefault(name, value)
    return response


class WebServer:
    """The pages served on ``settings``' port in the running event loop (the bot's), until :meth:`stop`."""

    def __init__(self, settings: WebSettings, pages: GamePages) -> None:
        self.settings = settings
        self.pages = pages
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        self._runner = web.AppRunner(self.pages.app, access_log=None, handle_signals=False)
        await self._runner.setup()
        await web.TCPSite(self._runner, self.settings.host, self.settings.port).start()
        if self.settings.port == 0:  # the system chose the port: links must carry it
            self.settings = dataclasses.replace(self.settings, port=self.port)
        log.info("game pages served on %s:%d (links: %s)", self.settings.host, self.settings.port,
                 self.settings.public_url)

    @property
    def port(self) -> int:
        """The port listened on (the one the system chose when ``settings.port`` is 0)."""
        if self._runner is None or not self._runner.addresses:
            return self.settings.port
        return int(self._runner.addresses[0][1])

    async def stop(self) -> None:
        if self._runner is not None:
            runner, self._runner = self._runner, None
            await runner.cleanup()
