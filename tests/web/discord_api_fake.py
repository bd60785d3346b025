"""Discord's HTTP API as far as the Activity's sign-in uses it, served on loopback for tests.

The three calls the Activity's server makes (see Discord's docs on Activities): the OAuth code traded for a
token with the client secret (``POST /oauth2/token``), who the token belongs to (``GET /users/@me``), and
who is in an activity instance (``GET /applications/{id}/activity-instances/{instance}`` with the bot
token).  Tests set up who holds which code, who is in which instance, and which tokens have expired; every
request is recorded so a test can say what the server asked.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

from aiohttp import web
from aiohttp.test_utils import TestServer

CLIENT_ID = "1100000000000000001"
CLIENT_SECRET = "test-client-secret"
BOT_TOKEN = "test-bot-token"


@dataclass
class Instance:
    channel_id: int
    guild_id: int | None
    users: set[int] = field(default_factory=set)


@dataclass
class FakeDiscordApi:
    """What the fake knows: codes (one use each) → user, users' names and locales, instances, expired tokens."""

    codes: dict[str, int] = field(default_factory=dict)
    users: dict[int, tuple[str, str]] = field(default_factory=dict)  # id → (name, locale)
    instances: dict[str, Instance] = field(default_factory=dict)
    expired: set[str] = field(default_factory=set)
    requests: list[str] = field(default_factory=list)  # "METHOD path" of every request, in order
    base_url: str = ""

    def sign_in(self, user_id: int, name: str, locale: str = "en-US") -> str:
        """A fresh code the Discord client would hand this user's Activity; its token is ``token_for``."""
        self.users[user_id] = (name, locale)
        code = f"code-{user_id}-{len(self.codes)}"
        self.codes[code] = user_id
        return code

    def join(self, instance_id: str, channel_id: int, guild_id: int | None, *users: int) -> None:
        self.instances.setdefault(instance_id, Instance(channel_id, guild_id)).users.update(users)

    @staticmethod
    def token_for(user_id: int) -> str:
        return f"access-{user_id}"

    # ------------------------------------------------------------------ the routes

    def app(self) -> web.Application:
        app = web.Application(middlewares=[self._record])
        app.add_routes([
            web.post("/oauth2/token", self._token),
            web.get("/users/@me", self._me),
            web.get("/applications/{app}/activity-instances/{instance}", self._instance),
        ])
        return app

    @web.middleware
    async def _record(self, request: web.Request,
                      handler: Callable[[web.Request], Awaitable[web.StreamResponse]]) -> web.StreamResponse:
        self.requests.append(f"{request.method} {request.path}")
        return await handler(request)

    async def _token(self, request: web.Request) -> web.Response:
        form = await request.post()
        if form.get("client_id") != CLIENT_ID or form.get("client_secret") != CLIENT_SECRET:
            return web.json_response({"error": "invalid_client"}, status=401)
        if form.get("grant_type") != "authorization_code":
            return web.json_response({"error": "unsupported_grant_type"}, status=400)
        user_id = self.codes.pop(str(form.get("code", "")), None)
        if user_id is None:
            return web.json_response({"error": "invalid_grant", "error_description": "Invalid \"code\" in request."},
                                     status=400)
        return web.json_response({"access_token": self.token_for(user_id), "token_type": "Bearer",
                                  "expires_in": 604800, "refresh_token": f"refresh-{user_id}", "scope": "identify"})

    async def _me(self, request: web.Request) -> web.Response:
        token = request.headers.get("Authorization", "").removeprefix("Bearer ")
        user_id = next((user for user in self.users if self.token_for(user) == token), None)
        if user_id is None or token in self.expired:
            return web.json_response({"message": "401: Unauthorized", "code": 0}, status=401)
        name, locale = self.users[user_id]
        return web.json_response({"id": str(user_id), "username": name, "global_name": name, "discriminator": "0",
                                  "avatar": None, "locale": locale})

    async def _instance(self, request: web.Request) -> web.Response:
        if request.headers.get("Authorization") != f"Bot {BOT_TOKEN}":
            return web.json_response({"message": "401: Unauthorized", "code": 0}, status=401)
        if request.match_info["app"] != CLIENT_ID:
            return web.json_response({"message": "Unknown Application", "code": 10002}, status=404)
        instance_id = request.match_info["instance"]
        instance = self.instances.get(instance_id)
        if instance is None:
            return web.json_response({"message": "Unknown Activity Instance", "code": 10053}, status=404)
        location = {"id": f"gc-{instance.guild_id}-{instance.channel_id}", "kind": "gc" if instance.guild_id else "pc",
                    "channel_id": str(instance.channel_id),
                    "guild_id": str(instance.guild_id) if instance.guild_id is not None else None}
        return web.json_response({"application_id": CLIENT_ID, "instance_id": instance_id, "launch_id": "1",
                                  "location": location, "users": [str(user) for user in sorted(instance.users)]})


@asynccontextmanager
async def serving(api: FakeDiscordApi) -> AsyncIterator[FakeDiscordApi]:
    """The fake listening on a free loopback port; ``api.base_url`` is where to point the server."""
    server = TestServer(api.app(), host="127.0.0.1")
    await server.start_server()
    api.base_url = str(server.make_url("")).rstrip("/")
    try:
        yield api
    finally:
        await server.close()
