"""A stand-in game server that speaks the Web API contract (README, "Game pages") with made-up steps, so the
browser client's own behaviour (keys, links, live, reconnects, the poll fallback) is tested apart from the
real server; tests/e2e/test_game_page_browser.py runs the client on the real one."""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from html import escape

from aiohttp import WSMsgType, web
from PIL import Image, ImageDraw

from tests.web.browser import BUNDLE
from tests.web.support import StandInSockets
from web import live
from web.html import client_texts

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
SHARE = "fixtureShare0123456789"
BASE = f"/g/{SHARE}"
TEXTS = json.loads(client_texts("en"))  # the real server's client texts
COLOURS = ["#c0392b", "#2980b9", "#27ae60", "#8e44ad", "#d35400", "#16a085", "#7f8c8d", "#f1c40f"]


def picture(n: int, kind: str = "png") -> bytes:
    """A board that says which step it is (its colour too), so a screenshot shows the step."""
    image = Image.new("RGB", (480, 360), COLOURS[n % len(COLOURS)])
    ImageDraw.Draw(image).text((20, 20), f"step {n}", fill="white", font_size=64)
    out = io.BytesIO()
    image.save(out, kind.upper())
    return out.getvalue()


def marked(text: str) -> str:
    """A log line as the real page writes it: escaped, with the channel's bold and code marks."""
    return re.sub(r"`([^`]+)`", r"<code>\1</code>", re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", escape(text)))


@dataclass
class FixtureGame(StandInSockets):
    """The game the stand-in serves; :meth:`move` commits one more step and tells every open socket."""

    logs: list[str] = field(default_factory=lambda: ["The table is set up.", "**Alice** plays `a1`.",
                                                     "**Bruno** plays `b2`.", "**Alice** plays `c3`."])
    live: bool = True
    animated: frozenset[int] = frozenset()
    requests: list[str] = field(default_factory=list)
    sinces: list[int] = field(default_factory=list)
    missed: bool = False  # the next move reaches no socket (an update lost on its way)

    @property
    def version(self) -> int:
        return len(self.logs) * 10

    def state(self) -> dict[str, object]:
        return {
            "version": self.version, "game": {"kind": "aod", "name": "Fixture"}, "over": False,
            "status": {"headline": f"Turn {len(self.logs)}", "to_act": ["Bruno"], "scores": ["Alice 3", "Bruno 2"],
                       "clock": None},
            "steps": [{"n": n, "log": log, "alt": f"The board after step {n}", "picture": f"{BASE}/step/{n}.png",
                       "animation": f"{BASE}/step/{n}.gif" if n in self.animated else None} for n, log in enumerate(self.logs)],
        }

    async def move(self, log: str) -> None:
        self.logs.append(log)
        if self.missed:
            self.missed = False
            return
        for socket in self.speaking():
            await socket.send_str(json.dumps({"type": "state", **self.state()}))

    async def drop_sockets(self) -> None:
        """As a restarted server would: every live page loses its connection."""
        for socket in list(self.sockets):
            await socket.close()

    def app(self) -> web.Application:
        app = web.Application(middlewares=[self._record])
        app.add_routes([web.get(BASE, self._page), web.get(f"{BASE}/state.json", self._state),
                        web.get(BASE + r"/step/{n:\d+}.{kind:png|gif}", self._picture)])
        if self.live:
            app.add_routes([web.get(f"{BASE}/live", self._socket)])
        app.router.add_static("/static/", BUNDLE.parent)
        app.on_shutdown.append(self._closing)
        return app

    async def _closing(self, app: web.Application) -> None:
        await self.drop_sockets()  # else the server waits for the pages' sockets to end

    @web.middleware
    async def _record(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        self.requests.append(request.path_qs)
        return await handler(request)

    async def _page(self, request: web.Request) -> web.Response:
        last = len(self.logs) - 1
        step = int(request.query.get("step", last))
        log = "".join(f'<li id="m{n}" data-step="{n}"><a href="{BASE}?step={n}">{marked(text)}</a></li>'
                      for n, text in enumerate(self.logs))
        html = (
            '<!doctype html><html lang="en"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Fixture</title>'
            '<link rel="stylesheet" href="/static/app.css"><script type="module" src="/static/app.js"></script></head>'
            f'<body><main id="game" data-share="{SHARE}" data-version="{self.version}" data-step="{step}"'
            f' data-steps="{len(self.logs)}" data-alive="{live.ALIVE_S:g}"><h1>Fixture</h1>'
            f'<figure id="board-frame"><img id="board" src="{BASE}/step/{step}.png" alt="The board after step {step}"'
            ' width="480" height="360"></figure>'
            f'<nav id="steps"><a href="{BASE}?step=0">First move</a><span id="step-of">Move {step} of {last}</span></nav>'
            '<section id="status" aria-live="polite"><p id="headline">Turn</p></section>'
            f'<section id="moves"><h2>Moves</h2><ol id="log" start="0">{log}</ol></section></main>'
            f'<script type="application/json" id="texts">{json.dumps(TEXTS)}</script></body></html>')
        return web.Response(text=html, content_type="text/html")

    async def _state(self, request: web.Request) -> web.Response:
        if int(request.query.get("since", "-1")) >= self.version:
            return web.Response(status=204)
        return web.json_response(self.state())

    async def _picture(self, request: web.Request) -> web.Response:
        kind = request.match_info["kind"]
        return web.Response(body=picture(int(request.match_info["n"]), kind), content_type=f"image/{kind}")

    async def _socket(self, request: web.Request) -> web.WebSocketResponse:
        socket = web.WebSocketResponse()
        await socket.prepare(request)
        self.sockets.append(socket)
        self.opened += 1
        alive = asyncio.create_task(self._keep_alive(socket))
        try:
            await socket.send_str(json.dumps({"type": "state", **self.state()}))
            async for message in socket:
                if message.type is WSMsgType.TEXT:
                    since = json.loads(message.data).get("since")
                    self.sinces.append(since)
                    if since < self.version and socket not in self.quiet:
                        await socket.send_str(json.dumps({"type": "state", **self.state()}))
        finally:
            alive.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await alive
            self.sockets.remove(socket)
        return socket

    async def _keep_alive(self, socket: web.WebSocketResponse) -> None:
        """As the real server: ``alive`` every ``ALIVE_S`` (sent also after other messages: the stand-in is simple)."""
        while not socket.closed:
            await asyncio.sleep(live.ALIVE_S)
            if socket not in self.quiet:
                await socket.send_str(json.dumps({"type": "alive", "version": self.version}))
