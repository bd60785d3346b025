"""An offline Discord for end-to-end tests of the real bot.

:class:`FakeDiscord` replaces the two places where discord.py talks to Discord over HTTP —
``HTTPClient.request`` (bot REST calls) and ``AsyncWebhookAdapter.request`` (interaction responses,
follow-ups, ``@original`` edits) — records every request (route, JSON body, files, whether the
world can see it) and answers with realistic payloads (messages with ids, DM channels, members).
Closed DMs answer 403 / 50007 like Discord.  A launch of the Activity (callback type 12) answers with a new
instance id (kept in :attr:`FakeDiscord.launches`), and the app's global commands are what the last global
sync wrote (a test may put the Entry Point there).  Any other aiohttp request fails the test, but those to a
server of the test's own on loopback named in :attr:`FakeDiscord.loopback` (the fake Discord API the
Activity's sign-in calls).

:class:`Table` logs the real bot in against it (so ``setup_hook`` runs exactly as in production)
and feeds Discord-shaped ``INTERACTION_CREATE`` payloads through
``bot._connection.parse_interaction_create``: the real command tree, autocomplete and dynamic items
dispatch them.  :meth:`Table.settle` waits until every task the interaction started is done.
"""

from __future__ import annotations

import asyncio
import io
import itertools
import json
import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, cast
from unittest import mock

import aiohttp
import discord
from discord.http import HTTPClient, Route
from discord.webhook.async_ import AsyncWebhookAdapter

from bot.app import TombTable, create_bot
from tests.e2e import discord_limits

if TYPE_CHECKING:  # discord.types only names JSON shapes; importing it first at runtime is circular
    from discord.types.interactions import Interaction as InteractionPayload

APP_ID = 900_000_000_000_000_001
BOT_USER_ID = APP_ID
GUILD_ID = 800_000_000_000_000_001
CHANNEL_ID = 700_000_000_000_000_001
EPHEMERAL = 64
SETTLE_TIMEOUT_S = 30.0
JOINED = "2026-01-01T00:00:00+00:00"
Files = list[tuple[str, bytes]]
JsonObject = dict[str, Any]
Options = dict[str, Any]  # a slash command's options by name: str, int, bool or a picked Player


@dataclass(frozen=True)
class Player:
    id: int
    name: str
    locale: str = "en-US"
    manage_channels: bool = False
    member: bool = True  # of the server (a user picked in a command may not be)
    bot: bool = False


@dataclass
class Sent:
    """One outgoing HTTP request, as Discord would have received it."""

    method: str
    path: str  # route template, e.g. "/channels/{channel_id}/messages"
    url: str
    body: JsonObject | None  # the JSON object sent, if any
    files: list[tuple[str, bytes]]
    public: bool  # visible to everyone in the channel (not ephemeral, not a DM)
    token: str | None = None  # the interaction token for responses and follow-ups
    at: float = field(default_factory=time.perf_counter)
    array: list[JsonObject] = field(default_factory=list)  # a JSON array body instead (the command sync's PUT)

    @property
    def text(self) -> str:
        """Everything a reader could see in this request, as one string (JSON body and file names)."""
        return json.dumps(self.array or self.body or {}, ensure_ascii=False) + " ".join(name for name, _ in self.files)


@dataclass
class Fault:
    """An injected failure of the fake Discord (see :meth:`FakeDiscord.fail`)."""

    method: str
    path: str
    status: int
    left: int
    code: int = 0
    where: str = ""
    hits: int = 0


@dataclass
class FakeDiscord:
    requests: list[Sent] = field(default_factory=list)
    messages: dict[int, dict[str, Any]] = field(default_factory=dict)
    closed_dms: set[int] = field(default_factory=set)
    dm_channels: dict[int, int] = field(default_factory=dict)  # DM channel id -> user id
    members: dict[int, Player] = field(default_factory=dict)
    originals: dict[str, int] = field(default_factory=dict)  # interaction token -> message id
    interactions: dict[str, dict[str, Any]] = field(default_factory=dict)  # token -> payload
    nonces: dict[tuple[int, str], int] = field(default_factory=dict)  # (channel, nonce) -> message id
    faults: list[Fault] = field(default_factory=list)
    over_limits: list[str] = field(default_factory=list)  # what real Discord would have refused (tests.e2e.discord_limits)
    global_commands: list[JsonObject] = field(default_factory=list)  # the app's, as a sync's PUT left them
    launches: dict[str, str] = field(default_factory=dict)  # interaction token -> Activity instance it launched
    loopback: list[str] = field(default_factory=list)  # base URLs of the test's own servers, reached for real
    _ids: Iterator[int] = field(default_factory=lambda: itertools.count(1_000_000_000_000_000_000))

    def fail(
        self, method: str, path: str, status: int = 500, times: int = 1, code: int = 0, where: str = ""
    ) -> Fault:
        """The next ``times`` requests matching ``method`` and route ``path`` (a template such as
        ``/channels/{channel_id}/messages``; ``*`` for any), whose URL contains ``where``, fail with
        HTTP ``status``."""
        fault = Fault(method, path, status, times, code, where)
        self.faults.append(fault)
        return fault

    def _injected(self, method: str, path: str, url: str) -> None:
        for fault in self.faults:
            if fault.left and fault.method in (method, "*") and fault.path in (path, "*") and fault.where in url:
                fault.left -= 1
                fault.hits += 1
                response = SimpleNamespace(status=fault.status, reason="injected")
                data = {"code": fault.code, "message": "injected"}
                if fault.status == 403:
                    raise discord.Forbidden(response, data)
                if fault.status == 404:
                    raise discord.NotFound(response, data)
                if fault.status >= 500:
                    raise discord.DiscordServerError(response, data)
                raise discord.HTTPException(response, data)

    def next_id(self) -> int:
        return next(self._ids)

    @contextmanager
    def patched(self) -> Iterator[None]:
        fake = self

        async def rest(client: HTTPClient, route: Route, *, files: Any = None, form: Any = None, **kwargs: Any) -> Any:
            return fake.rest(route, files=files, form=form, **kwargs)

        async def webhook(adapter: AsyncWebhookAdapter, route: Route, session: Any, **kwargs: Any) -> Any:
            return fake.webhook(route, **kwargs)

        real = aiohttp.ClientSession._request

        async def network(session: aiohttp.ClientSession, method: str, url: Any, **kwargs: Any) -> Any:
            if any(str(url).startswith(f"{base}/") for base in fake.loopback):
                return await real(session, method, url, **kwargs)
            raise AssertionError(f"a real network request escaped the fake: {method} {url}")

        with (
            mock.patch.object(HTTPClient, "request", rest),
            mock.patch.object(AsyncWebhookAdapter, "request", webhook),
            mock.patch.object(aiohttp.ClientSession, "_request", network),
        ):
            yield

    # ------------------------------------------------------------ payload helpers

    def user_payload(self, user_id: int) -> dict[str, Any]:
        if user_id == BOT_USER_ID:
            return {
                "id": str(BOT_USER_ID), "username": "Tomb Table", "discriminator": "0", "avatar": None, "bot": True,
                "global_name": None,
            }
        player = self.members.get(user_id)
        name = player.name if player else f"user{user_id}"
        return {"id": str(user_id), "username": name.lower(), "discriminator": "0", "avatar": None, "global_name": name}

    def _message(
        self, channel_id: int, body: dict[str, Any], files: Files, *, flags: int = 0, webhook: bool = False
    ) -> dict[str, Any]:
        message_id = self.next_id()
        message: dict[str, Any] = {
            "id": str(message_id),
            "channel_id": str(channel_id),
            "author": self.user_payload(BOT_USER_ID),
            "content": "",
            "timestamp": JOINED,
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": [],
            "components": [],
            "pinned": False,
            "type": 0,
            "flags": flags,
        }
        if channel_id not in self.dm_channels:
            message["guild_id"] = str(GUILD_ID)
        if webhook:
            message["webhook_id"] = str(APP_ID)
            message["application_id"] = str(APP_ID)
        self.messages[message_id] = message
        return self._apply(message, body, files)

    def _apply(self, message: dict[str, Any], body: dict[str, Any] | None, files: Files) -> dict[str, Any]:
        """What Discord stores after a create or edit carrying ``body`` and ``files``."""
        body = body or {}
        for key in ("content", "embeds", "components"):
            if key in body and body[key] is not None:
                message[key] = body[key]
        if "flags" in body and body["flags"] is not None:
            message["flags"] = int(body["flags"]) | (message["flags"] & EPHEMERAL)
        if files or "attachments" in body:
            message["attachments"] = [
                {"id": str(self.next_id()), "filename": name, "size": len(data), "url": url, "proxy_url": url}
                for name, data in files
                for url in [f"https://cdn.example/{name}"]
            ]
        return dict(message)

    @staticmethod
    def _unpack(kwargs: dict[str, Any], form: Any, files: Any) -> tuple[JsonObject | None, list[JsonObject], Files]:
        """The JSON object (or array) and the files of a request, however discord.py packed them."""
        body = kwargs.get("json") if "json" in kwargs else kwargs.get("payload")
        parts = form or kwargs.get("multipart") or []
        for part in parts:
            if part.get("name") == "payload_json":
                body = json.loads(part["value"])
        found = []
        for file in files or kwargs.get("files") or []:
            fp = file.fp
            data = fp.getvalue() if isinstance(fp, io.BytesIO) else fp.read()
            found.append((file.filename, data))
        if isinstance(body, list):
            return None, body, found
        return body, [], found

    @staticmethod
    def _params(route: Route) -> dict[str, str]:
        pattern = re.escape(Route.BASE + route.path)
        pattern = re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>[^/]+)", pattern)
        match = re.fullmatch(pattern, route.url)
        return match.groupdict() if match else {}

    def _forbidden(self, code: int, message: str) -> discord.Forbidden:
        return discord.Forbidden(SimpleNamespace(status=403, reason="Forbidden"), {"code": code, "message": message})

    # ------------------------------------------------------------ bot REST calls

    def rest(self, route: Route, *, files: Any, form: Any, **kwargs: Any) -> Any:
        body, array, found = self._unpack(kwargs, form, files)
        self.over_limits += discord_limits.problems(body, array)
        params = self._params(route)
        key = f"{route.method} {route.path}"
        channel_id = int(params["channel_id"]) if "channel_id" in params else None
        public = route.method in ("POST", "PATCH") and channel_id is not None and channel_id not in self.dm_channels
        self._injected(route.method, route.path, route.url)
        self.requests.append(Sent(route.method, route.path, route.url, body, found, public, array=array))
        if key == "GET /users/@me":
            return self.user_payload(BOT_USER_ID)
        if key == "GET /oauth2/applications/@me":
            return {
                "id": str(APP_ID), "name": "Tomb Table", "icon": None, "description": "", "bot_public": True,
                "bot_require_code_grant": False, "owner": self.user_payload(1), "verify_key": "0" * 64, "flags": 0,
            }
        if key == "POST /users/@me/channels":
            assert body is not None, "a DM is opened with its recipient"
            user_id = int(body["recipient_id"])
            dm_id = next((c for c, u in self.dm_channels.items() if u == user_id), None) or self.next_id()
            self.dm_channels[dm_id] = user_id
            return {"id": str(dm_id), "type": 1, "recipients": [self.user_payload(user_id)], "last_message_id": None}
        if key == "POST /channels/{channel_id}/messages":
            assert channel_id is not None
            if self.dm_channels.get(channel_id) in self.closed_dms:
                raise self._forbidden(50007, "Cannot send messages to this user")
            nonce = (body or {}).get("nonce")
            if nonce and (body or {}).get("enforce_nonce") and (channel_id, nonce) in self.nonces:
                return dict(self.messages[self.nonces[(channel_id, nonce)]])  # Discord: the same message again
            message = self._message(channel_id, body or {}, found)
            if nonce:
                self.nonces[(channel_id, nonce)] = int(message["id"])
            return message
        if key == "PATCH /channels/{channel_id}/messages/{message_id}":
            if self.dm_channels.get(channel_id or 0) in self.closed_dms:
                raise self._forbidden(50007, "Cannot send messages to this user")
            if int(params["message_id"]) not in self.messages:
                response = SimpleNamespace(status=404, reason="Not Found")
                raise discord.NotFound(response, {"code": 10008, "message": "Unknown Message"})
            return self._apply(self.messages[int(params["message_id"])], body, found)
        if key == "GET /guilds/{guild_id}/members/{member_id}":
            player = self.members.get(int(params["member_id"]))
            if player is None:
                response = SimpleNamespace(status=404, reason="Not Found")
                raise discord.NotFound(response, {"code": 10007, "message": "Unknown Member"})
            user = self.user_payload(player.id)
            return {"user": user, "nick": None, "roles": [], "joined_at": JOINED, "deaf": False, "mute": False}
        if key == "GET /applications/{application_id}/commands":
            if (kwargs.get("params") or {}).get("with_localizations") == "true":
                return [dict(command) for command in self.global_commands]
            return [{k: v for k, v in command.items() if not k.endswith("_localizations")} for command in self.global_commands]
        if route.method == "PUT" and route.path.endswith("/commands"):
            written = [dict(cmd, id=cmd.get("id") or str(self.next_id()), application_id=str(APP_ID), version="1")
                       for cmd in array]
            if "/guilds/" not in route.path:
                self.global_commands = [dict(command) for command in written]
            return written
        raise AssertionError(f"unexpected request to Discord: {key}")

    # ------------------------------------------------------------ interaction webhooks

    def webhook(self, route: Route, **kwargs: Any) -> Any:
        body, _, found = self._unpack(kwargs, None, None)
        self.over_limits += discord_limits.problems(body)
        params = self._params(route)
        token = params["webhook_token"]  # every interaction webhook route carries it
        key = f"{route.method} {route.path}"
        self._injected(route.method, route.path, route.url)
        if key == "POST /interactions/{webhook_id}/{webhook_token}/callback":
            return self._callback(route, token, body or {}, found)
        if key == "POST /webhooks/{webhook_id}/{webhook_token}":
            flags = int((body or {}).get("flags") or 0)
            self.requests.append(Sent(route.method, route.path, route.url, body, found, not flags & EPHEMERAL, token))
            interaction = self.interactions[token]
            channel_id = int(interaction["channel_id"])
            return self._message(channel_id, body or {}, found, flags=flags & EPHEMERAL, webhook=True)
        message = self.messages[self.originals[token]]
        public = not message["flags"] & EPHEMERAL and route.method != "GET"
        self.requests.append(Sent(route.method, route.path, route.url, body, found, public, token))
        if route.method == "PATCH":
            return self._apply(message, body, found)
        if route.method == "DELETE":
            self.messages.pop(int(message["id"]), None)
            return None
        return dict(message)

    def _callback(self, route: Route, token: str, body: JsonObject, found: Files) -> Any:
        kind = body.get("type")
        data = body.get("data") or {}
        interaction = self.interactions[token]
        flags = int(data.get("flags") or 0) & EPHEMERAL
        resource: dict[str, Any] = {"type": kind}
        if kind in (4, 5):  # a new message (or its "thinking…" placeholder)
            message = self._message(int(interaction["channel_id"]), data, found, flags=flags, webhook=True)
            self.originals[token] = int(message["id"])
            resource["message"] = message
            public = not flags
        elif kind in (6, 7):  # the message the component is on
            target = self.messages[int(interaction["message"]["id"])]
            self.originals[token] = int(target["id"])
            public = kind == 7 and not target["flags"] & EPHEMERAL
            if kind == 7:
                resource["message"] = self._apply(target, data, found)
        elif kind == 12:  # LAUNCH_ACTIVITY: Discord opens the app's Activity and names the instance
            instance = self.launches[token] = f"i-{self.next_id()}"
            resource["activity_instance"] = {"id": instance}
            public = False
        else:  # 8: autocomplete result
            public = False
        self.requests.append(Sent(route.method, route.path, route.url, body, found, public, token))
        return {
            "interaction": {
                "id": interaction["id"],
                "type": interaction["type"],
                "response_message_id": resource.get("message", {}).get("id"),
                "response_message_loading": kind == 5,
                "response_message_ephemeral": bool(flags),
                **({"activity_instance_id": resource["activity_instance"]["id"]} if kind == 12 else {}),
            },
            "resource": resource,
        }


def walk_components(message: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for row in message.get("components", []):
        yield from row.get("components", [])


def custom_ids(message: dict[str, Any], prefix: str = "") -> list[str]:
    """The custom ids of a message's components that start with ``prefix``."""
    return [c["custom_id"] for c in walk_components(message) if c.get("custom_id", "").startswith(prefix)]


_WHILE_A_PAGE_IS_OPEN = {"RequestHandler.start", "RequestHandler._handle_request", "LiveGames._polling",
                         "LiveGames._keeping_alive"}


def _serves_a_browser(task: asyncio.Task[Any]) -> bool:
    """A task that lasts as long as a browser keeps a page open (Playwright's driver, the web server's
    keep-alive connections, websockets, live poll and keep-alive): not the bot's work, so settling does not wait for it."""
    code = getattr(task.get_coro(), "cr_code", None)
    return code is not None and ("/playwright/" in code.co_filename or code.co_qualname in _WHILE_A_PAGE_IS_OPEN)


class Table:
    """A channel with the real bot in it; players send it slash commands and clicks."""

    def __init__(self, fake: FakeDiscord, bot: TombTable, background: set[asyncio.Task[Any]]) -> None:
        self.fake = fake
        self.bot = bot
        self._background = background  # tasks that were running before the bot existed (the test runner's)

    @classmethod
    async def open(cls, fake: FakeDiscord, db_path: Path | str, **options: Any) -> Table:
        """The real bot logged in; ``options`` go to :func:`bot.app.create_bot`: ``web_port=0`` serves the game pages
        on a free port, and with ``activity=ActivitySettings(...)`` the Discord Activity beside them."""
        background = asyncio.all_tasks()
        options.setdefault("even_bot_pace", False)  # a bot's move at once: tests need not wait out its budget
        bot = create_bot(db_path=db_path, **options)
        await bot.login("fake-token")  # runs setup_hook against the fake HTTP layer
        return cls(fake, bot, background)

    async def close(self) -> None:
        await self.settle()
        await self.bot.close()
        assert not self.fake.over_limits, f"Discord would have refused: {self.fake.over_limits[:5]}"

    # ------------------------------------------------------------ sending interactions

    def _base(self, player: Player, kind: int, guild_locale: str) -> dict[str, Any]:
        self.fake.members[player.id] = player
        interaction_id = self.fake.next_id()
        token = f"token-{interaction_id}"
        permissions = str(discord.Permissions(manage_channels=player.manage_channels, send_messages=True).value)
        payload = {
            "id": str(interaction_id),
            "application_id": str(APP_ID),
            "type": kind,
            "token": token,
            "version": 1,
            "guild_id": str(GUILD_ID),
            "channel_id": str(CHANNEL_ID),
            "channel": {
                "id": str(CHANNEL_ID), "type": 0, "guild_id": str(GUILD_ID), "name": "games", "position": 0,
                "permission_overwrites": [], "nsfw": False, "parent_id": None, "topic": None, "rate_limit_per_user": 0,
                "last_message_id": None,
            },
            "member": {
                "user": self.fake.user_payload(player.id), "nick": None, "roles": [], "joined_at": JOINED,
                "deaf": False, "mute": False, "permissions": permissions, "flags": 0,
            },
            "locale": player.locale,
            "guild_locale": guild_locale,
            "app_permissions": str(discord.Permissions.all().value),
            "attachment_size_limit": 10 * 1024 * 1024,
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(GUILD_ID)},
            "context": 0,
        }
        self.fake.interactions[token] = payload
        return payload

    def _move_to_dm(self, payload: dict[str, Any], dm_channel_id: int) -> None:
        """Reshape a guild interaction into one from the player's DM with the bot."""
        payload["user"] = payload.pop("member")["user"]
        for key in ("guild_id", "guild_locale"):
            payload.pop(key)
        payload["channel_id"] = str(dm_channel_id)
        payload["channel"] = {"id": str(dm_channel_id), "type": 1, "recipients": [payload["user"]], "last_message_id": None}
        payload["context"] = 1

    def _dispatch(self, payload: JsonObject) -> str:
        # The payload is Discord's JSON built as a plain dict; discord.py names its shape with TypedDicts.
        self.bot._connection.parse_interaction_create(cast("InteractionPayload", payload))
        token: str = payload["token"]
        return token

    async def settle(self) -> None:
        """Wait until every task started by the interactions so far has finished."""
        me = asyncio.current_task()
        async with asyncio.timeout(SETTLE_TIMEOUT_S):
            while pending := [t for t in asyncio.all_tasks() - self._background
                              if t is not me and not t.done() and not _serves_a_browser(t)]:
                await asyncio.wait(pending)

    def command_payload(self, player: Player, sub: str, guild_locale: str = "en-US", **options: Any) -> dict[str, Any]:
        payload = self._base(player, 2, guild_locale)
        inner = [self._option(name, value) for name, value in options.items()]
        payload["data"] = {
            "id": str(APP_ID + 1), "name": "game", "type": 1, "guild_id": str(GUILD_ID),
            "options": _subcommand(sub, inner),
        }
        users = [value for value in options.values() if isinstance(value, Player)]
        if users:  # Discord sends the picked users' data alongside their ids
            for user in users:
                self.fake.members.setdefault(user.id, user)
            payload["data"]["resolved"] = {
                "users": {str(u.id): dict(self.fake.user_payload(u.id), bot=u.bot) for u in users},
                "members": {
                    str(u.id): {"nick": None, "roles": [], "joined_at": JOINED, "deaf": False, "mute": False,
                                "permissions": "0", "flags": 0}
                    for u in users if u.member
                },
            }
        return payload

    @staticmethod
    def _option(name: str, value: Any) -> dict[str, Any]:
        """An option as Discord types it: user (6), boolean (5), integer (4), else string (3)."""
        if isinstance(value, Player):
            return {"name": name, "type": 6, "value": str(value.id)}
        kind = 5 if isinstance(value, bool) else 4 if isinstance(value, int) else 3
        return {"name": name, "type": kind, "value": value}

    async def command(self, player: Player, sub: str, guild_locale: str = "en-US", **options: Any) -> Exchange:
        """``/game <sub> option:value…`` typed by ``player`` (``sub`` may name a group's subcommand: ``"me notify"``)."""
        return await self.run(self.command_payload(player, sub, guild_locale, **options))

    async def autocomplete(
        self, player: Player, sub: str, option: str, typed: str, **filled: Any
    ) -> list[dict[str, Any]]:
        """The choices offered while ``typed`` is in ``option``, the ``filled`` options already picked."""
        payload = self._base(player, 4, "en-US")
        focused = {"name": option, "type": 3, "value": typed, "focused": True}
        inner = [*(self._option(name, value) for name, value in filled.items()), focused]
        payload["data"] = {
            "id": str(APP_ID + 1), "name": "game", "type": 1, "guild_id": str(GUILD_ID),
            "options": _subcommand(sub, inner),
        }
        exchange = await self.run(payload)
        answers = [s.body for s in exchange.sent if s.body and s.body.get("type") == 8]
        return answers[0]["data"]["choices"] if answers else []

    def click_payload(
        self, player: Player, message_id: int, custom_id: str, values: list[str] | None = None
    ) -> dict[str, Any]:
        message = self.fake.messages[message_id]
        component = next(c for c in walk_components(message) if c.get("custom_id") == custom_id)
        payload = self._base(player, 3, "en-US")
        if int(message["channel_id"]) in self.fake.dm_channels:
            self._move_to_dm(payload, int(message["channel_id"]))
        payload["message"] = dict(message)
        payload["data"] = {"custom_id": custom_id, "component_type": component["type"]}
        if values is not None:
            payload["data"]["values"] = values
        return payload

    async def click(self, player: Player, message_id: int, custom_id: str, values: list[str] | None = None) -> Exchange:
        return await self.run(self.click_payload(player, message_id, custom_id, values))

    async def run(self, *payloads: dict[str, Any]) -> Exchange:
        """Dispatch the payloads at the same instant and wait for everything they caused."""
        start, began = len(self.fake.requests), time.perf_counter()
        tokens = [self._dispatch(payload) for payload in payloads]
        await self.settle()
        return Exchange(self.fake, tokens, self.fake.requests[start:], began, time.perf_counter())


@dataclass
class Exchange:
    """What the bot sent while handling some interactions."""

    fake: FakeDiscord
    tokens: list[str]
    sent: list[Sent]
    began: float = 0.0
    ended: float = 0.0

    def acknowledged_after(self, token: str | None = None) -> float:
        """Seconds from dispatch to the interaction's first response (Discord allows 3)."""
        return self.replies(token)[0].at - self.began

    def replies(self, token: str | None = None) -> list[Sent]:
        """Requests answering the interaction (callback, follow-ups, edits of the original)."""
        wanted = token or self.tokens[0]
        return [s for s in self.sent if s.token == wanted]

    def private_texts(self, token: str | None = None) -> list[str]:
        return [_content(s) for s in self.replies(token) if not s.public and _content(s)]

    def public_posts(self) -> list[Sent]:
        return [s for s in self.sent if s.public and s.method in ("POST", "PATCH")]

    def dms(self) -> list[Sent]:
        """New DMs (and other private channel messages)."""
        return [s for s in self.sent if s.path == "/channels/{channel_id}/messages" and not s.public]

    def dm_updates(self) -> dict[int, list[Sent]]:
        """By player: every new DM and DM edit they got (a hand DM is edited when ``/game me notify`` is the channel)."""
        found: dict[int, list[Sent]] = {}
        for sent in self.sent:
            if sent.method in ("POST", "PATCH") and sent.path.startswith("/channels/{channel_id}/messages"):
                user = self.fake.dm_channels.get(int(sent.url.split("/channels/")[1].split("/")[0]))
                if user is not None:
                    found.setdefault(user, []).append(sent)
        return found

    def original(self, token: str | None = None) -> dict[str, Any]:
        return self.fake.messages[self.fake.originals[token or self.tokens[0]]]


def _subcommand(sub: str, options: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The ``options`` of ``/game`` for subcommand ``sub`` (type 1), or ``"group sub"`` inside its group (type 2)."""
    *group, name = sub.split()
    called = [{"name": name, "type": 1, "options": options}]
    return [{"name": group[0], "type": 2, "options": called}] if group else called


def _content(sent: Sent) -> str:
    body = sent.body or {}
    return str((body.get("data") or body).get("content") or "")
