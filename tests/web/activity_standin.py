"""A stand-in for the Activity's ``/api/`` routes (the HTTP contract of issue 53) beside the real page:
the real :class:`GamePages` serves ``/`` and the built client, this serves a made-up table, so the browser
client's own behaviour (sign-in, taps, confirm, stale and refused moves, the socket, the poll fallback,
a silent sign-in again) is tested apart from the real server."""

from __future__ import annotations

import asyncio
import contextlib
import io
import itertools
import json
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web
from PIL import Image, ImageDraw

from tests.web.support import StandInSockets
from web import live

CELL = 160
BOARD = (4 * CELL, 3 * CELL)
HAND = (3 * CELL, CELL)
SPOTS = {  # notation → where it is tapped (picture, x, y, w, h)
    "open:B2": ("board", CELL, CELL, CELL, CELL),
    "walk:C1": ("board", 2 * CELL, 0, CELL, CELL),
    "dig:C1": ("board", 2 * CELL, 0, CELL, CELL),  # the same cell: a chooser asks which
    "play:lantern": ("hand", 0, 0, CELL, CELL),
    "discard:rope": ("hand", CELL, 0, CELL, CELL),  # throws something away: the server asks first
}
LABELS = {"open:B2": "Open the tile at B2", "walk:C1": "Walk to C1", "dig:C1": "Dig at C1",
          "play:lantern": "Play the lantern", "discard:rope": "Discard the rope", "pass": "Pass"}
KEY = 24
KEYS = {  # two small keys side by side in D2, a gap of half a key between them (StandIn.small_spots)
    "take:brass": ("board", 3 * CELL + 40, CELL + 60, KEY, KEY),
    "take:iron": ("board", 3 * CELL + 40 + 3 * KEY // 2, CELL + 60, KEY, KEY),
}
KEY_LABELS = {"take:brass": "Take the brass key", "take:iron": "Take the iron key"}
ASKS = {"discard:rope": "Discarding the rope leaves you without a way down. Discard it anyway?"}


def picture(size: tuple[int, int], version: int, label: str) -> bytes:
    """A grid of cells named A1…, saying which version it is (a screenshot shows which table it is)."""
    image = Image.new("RGB", size, "#d9c7a3" if label == "board" else "#b8cde0")
    draw = ImageDraw.Draw(image)
    for x in range(0, size[0], CELL):
        for y in range(0, size[1], CELL):
            draw.rectangle((x, y, x + CELL - 1, y + CELL - 1), outline="#5b4a2f", width=3)
            draw.text((x + 12, y + 10), f"{'ABCD'[x // CELL]}{y // CELL + 1}", fill="#3a2f1c", font_size=28)
    draw.text((12, size[1] - 40), f"{label} v{version}", fill="#7a1f1f", font_size=28)
    if label == "board":
        for _, x, y, w, h in KEYS.values():
            draw.rectangle((x, y, x + w - 1, y + h - 1), fill="#c9a227", outline="#3a2f1c")
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


@dataclass
class StandIn(StandInSockets):
    """The table one seat sees; :meth:`commit` is a move made elsewhere (Discord, a bot)."""

    version: int = 5
    log: list[str] = field(default_factory=lambda: ["The table is set up.", "**Bruno** opens A1."])
    tokens: list[dict[str, Any]] = field(default_factory=list)  # POST /api/token bodies
    acts: list[dict[str, Any]] = field(default_factory=list)  # POST /api/act bodies
    hellos: list[dict[str, Any]] = field(default_factory=list)  # socket messages from the client
    polls: int = 0  # GET /api/table after the first
    pictures: list[str] = field(default_factory=list)  # picture addresses fetched with a valid session
    sessions: set[str] = field(default_factory=set)
    stale_next: bool = False
    refuse_next: str | None = None
    sockets_refused: bool = False
    sign_in_refused: str | None = None  # the words of a 403 from /api/token
    small_spots: bool = False  # the keys are there to take too: two spots smaller than a fingertip
    _numbers: itertools.count[int] = field(default_factory=lambda: itertools.count(1))

    def install(self, app: web.Application) -> None:
        app.router.add_post("/api/token", self.token)
        app.router.add_get("/api/table", self.table_route)
        app.router.add_post("/api/act", self.act)
        app.router.add_get(r"/api/picture/{version:\d+}/{which:board|hand}.png", self.picture)
        app.router.add_get("/api/ws", self.socket)
        app.on_shutdown.append(lambda _: self.drop_sockets())  # open pages would hold the server's close

    def table(self) -> dict[str, Any]:
        v = self.version
        spots, labels = (SPOTS | KEYS, KEY_LABELS | LABELS) if self.small_spots else (SPOTS, LABELS)
        actions = [{"notation": notation, "label": label, "kind": notation.split(":")[0], "quiet": notation == "pass",
                    "spots": [dict(zip(("on", "x", "y", "w", "h"), spots[notation], strict=True))] if notation in spots else []}
                   for notation, label in labels.items()]
        return {
            "version": v, "game": {"kind": "standin", "name": "Stand-in Tomb"}, "lang": "en", "seat": 0, "you": "Alice",
            "over": False, "your_turn": True,
            "status": {"headline": f"Turn {v}: **Alice** to move", "to_act": ["Alice"], "scores": ["Alice 3", "Bruno 2"],
                       "clock": "Alice has until 12:00 (UTC) to move."},
            "board": {"src": f"/api/picture/{v}/board.png", "width": BOARD[0], "height": BOARD[1],
                      "alt": f"The board at version {v}: four columns A to D, three rows."},
            "hand": {"src": f"/api/picture/{v}/hand.png", "width": HAND[0], "height": HAND[1],
                     "alt": "Your hand: a lantern and a rope."},
            "actions": actions, "log": self.log[-20:], "view": {"turn": v},
        }

    async def commit(self, line: str) -> None:
        """A move made elsewhere: the version goes up and every open socket gets the table."""
        self.version += 1
        self.log.append(line)
        message = json.dumps({"type": "table", **self.table()})
        for socket in self.speaking():
            await socket.send_str(message)

    async def drop_sockets(self) -> None:
        """The connection goes (a phone's network, a proxy restart): no close reaches the page first."""
        for socket in list(self.sockets):
            await socket.close()
        self.sockets.clear()

    def expire_sessions(self) -> None:
        self.sessions.clear()

    # ------------------------------------------------------------------ routes

    def _signed_in(self, request: web.Request) -> bool:
        return request.headers.get("Authorization", "").removeprefix("Bearer ") in self.sessions

    @staticmethod
    def _signed_out() -> web.Response:
        return web.json_response({"error": "activity.signed_out", "text": "Signed out."}, status=401)

    async def token(self, request: web.Request) -> web.Response:
        body = await request.json()
        self.tokens.append(body)
        if self.sign_in_refused is not None:
            return web.json_response({"error": "activity.not_in_instance", "text": self.sign_in_refused}, status=403)
        session = f"session-{next(self._numbers)}"
        self.sessions.add(session)
        return web.json_response({"access_token": f"discord-{body.get('code')}", "session": session,
                                  "expires_in": 3600, "lang": "en", "game_id": 1})

    async def table_route(self, request: web.Request) -> web.Response:
        if not self._signed_in(request):
            return self._signed_out()
        self.polls += 1
        return web.json_response(self.table())

    async def picture(self, request: web.Request) -> web.Response:
        if not self._signed_in(request):
            return self._signed_out()
        version = int(request.match_info["version"])
        if version != self.version:
            raise web.HTTPNotFound()
        self.pictures.append(request.path)
        which = request.match_info["which"]
        return web.Response(body=picture(BOARD if which == "board" else HAND, version, which), content_type="image/png")

    async def act(self, request: web.Request) -> web.Response:
        if not self._signed_in(request):
            return self._signed_out()
        body = await request.json()
        self.acts.append(body)
        notation = body["notation"]
        if self.stale_next or body["version"] != self.version:
            self.stale_next = False
            await self.commit("**Bruno** opens D3.")
            return web.json_response({"error": "activity.stale", "text": "Stale.", "table": self.table()}, status=409)
        if self.refuse_next is not None:
            text, self.refuse_next = self.refuse_next, None
            return web.json_response({"error": "illegal.blocked", "text": text, "table": self.table()}, status=422)
        if notation in ASKS and not body.get("confirmed"):
            return web.json_response({"ask": ASKS[notation], "notation": notation})
        done = f"**Alice**: {(KEY_LABELS | LABELS).get(notation, notation)}."
        await self.commit(done)
        return web.json_response({"done": done, "table": self.table()})

    async def socket(self, request: web.Request) -> web.StreamResponse:
        if self.sockets_refused:
            raise web.HTTPServiceUnavailable()
        socket = web.WebSocketResponse(heartbeat=30)
        await socket.prepare(request)
        self.sockets.append(socket)
        self.opened += 1
        alive = asyncio.create_task(self._keep_alive(socket))
        try:
            async for message in socket:
                if message.type is not WSMsgType.TEXT:
                    continue
                hello = json.loads(message.data)
                self.hellos.append(hello)
                if socket in self.quiet:
                    continue
                if "session" in hello and hello["session"] not in self.sessions:
                    await socket.send_str(json.dumps({"type": "signed_out"}))
                    await socket.close()
                elif hello.get("since", -1) < self.version:
                    await socket.send_str(json.dumps({"type": "table", **self.table()}))
        finally:
            alive.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await alive
            if socket in self.sockets:
                self.sockets.remove(socket)
        return socket

    async def _keep_alive(self, socket: web.WebSocketResponse) -> None:
        """As the real server: ``alive`` every ``ALIVE_S`` (sent also after other messages: the stand-in is simple)."""
        while not socket.closed:
            await asyncio.sleep(live.ALIVE_S)
            if socket not in self.quiet and not socket.closed:
                await socket.send_str(json.dumps({"type": "alive", "version": self.version}))


async def until(check: Any, timeout: float = 10.0) -> None:
    """Waits for ``check()`` to hold (the page acts on its own timers)."""
    async with asyncio.timeout(timeout):
        while not check():
            await asyncio.sleep(0.05)
