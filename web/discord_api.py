"""Discord's HTTP API as far as the Activity's sign-in needs it: an OAuth code traded for a token, whom the
token belongs to, and who is in an activity instance.

Every call has one of three outcomes the sign-in tells apart: an answer; :class:`DiscordRefused` (a 4xx:
the request itself is wrong — a used code, a bad secret — so trying again changes nothing); or
:class:`DiscordUnreachable` (no connection, a timeout, a 5xx or a rate limit: try again later).  The
exceptions carry the HTTP status and Discord's own error code only, never a token, code or secret, so
whoever logs them leaks nothing.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncGenerator, Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

import aiohttp
from aiohttp import web

from web.settings import ActivitySettings

TIMEOUT_S = 10.0
"""A sign-in waits this long for Discord, at most, per call: a page left spinning is worse than a retry."""
USER_AGENT = "DiscordBot (https://discord.com/developers/docs/activities/overview, 1) Tomb Table"
_CODE = re.compile(r"[^\w.]")


@dataclass(frozen=True, slots=True)
class Me:
    """Who an access token belongs to."""

    user_id: int
    name: str
    locale: str  # Discord's language setting, such as ``fr`` or ``en-US`` (empty when not given)


@dataclass(frozen=True, slots=True)
class Instance:
    """Where an activity instance runs and who is in it, as Discord knows it."""

    channel_id: int
    guild_id: int | None
    users: frozenset[int]


class DiscordRefused(Exception):
    """Discord answered 4xx: ``status`` and Discord's error code (``invalid_grant``, ``10053``…)."""

    def __init__(self, status: int, code: str) -> None:
        super().__init__(f"HTTP {status} {code}".strip())
        self.status = status
        self.code = code


class DiscordUnreachable(Exception):
    """No usable answer from Discord: what went wrong, in words that name no secret."""


class DiscordApi:
    """One HTTP client session for the application's life (:meth:`running` opens and closes it)."""

    def __init__(self, settings: ActivitySettings, timeout_s: float = TIMEOUT_S) -> None:
        self.settings = settings
        self.timeout_s = timeout_s
        self._session: aiohttp.ClientSession | None = None

    async def running(self, app: web.Application) -> AsyncGenerator[None, None]:
        """The session, for an application's ``cleanup_ctx``: opened on startup, closed on shutdown."""
        self._session = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=self.timeout_s),
                                              headers={"User-Agent": USER_AGENT})
        try:
            yield
        finally:
            session, self._session = self._session, None
            await session.close()

    async def exchange_code(self, code: str) -> str:
        """The access token the OAuth ``code`` the Discord client gave the Activity is worth (one use)."""
        answer = await self._call("POST", "/oauth2/token", data={
            "client_id": self.settings.client_id, "client_secret": self.settings.client_secret,
            "grant_type": "authorization_code", "code": code})
        return _text(answer, "access_token")

    async def me(self, access_token: str) -> Me:
        """Who ``access_token`` belongs to."""
        answer = await self._call("GET", "/users/@me", headers={"Authorization": f"Bearer {access_token}"})
        user_id = _snowflake(answer.get("id"))
        if user_id is None:
            raise DiscordUnreachable("a user without an id")
        name = answer.get("global_name") or answer.get("username")
        locale = answer.get("locale")
        return Me(user_id, name if isinstance(name, str) else str(user_id), locale if isinstance(locale, str) else "")

    async def activity_instance(self, instance_id: str) -> Instance | None:
        """The instance, or None if Discord knows none of that id for this application (a bot call)."""
        path = f"/applications/{quote(self.settings.client_id, safe='')}/activity-instances/{quote(instance_id, safe='')}"
        try:
            answer = await self._call("GET", path, headers={"Authorization": f"Bot {self.settings.bot_token}"})
        except DiscordRefused as refusal:
            if refusal.status == 404:
                return None
            raise
        location = answer.get("location")
        location = location if isinstance(location, dict) else {}
        channel_id, users = _snowflake(location.get("channel_id")), answer.get("users")
        if channel_id is None or not isinstance(users, list):
            raise DiscordUnreachable("an instance without a channel or users")
        return Instance(channel_id, _snowflake(location.get("guild_id")),
                        frozenset(user for user in map(_snowflake, users) if user is not None))

    async def _call(self, method: str, path: str, *, headers: Mapping[str, str] | None = None,
                    data: Mapping[str, str] | None = None) -> dict[str, Any]:
        """Discord's JSON object answering ``method path``; refusals and failures as the module says."""
        if self._session is None:
            raise RuntimeError("the Discord API client is used outside its application's life")
        try:
            async with self._session.request(method, f"{self.settings.discord_api}{path}", headers=headers,
                                             data=data) as response:
                status = response.status
                try:
                    answer = await response.json(content_type=None)
                except ValueError:
                    answer = None
        except (aiohttp.ClientError, asyncio.TimeoutError) as error:
            raise DiscordUnreachable(type(error).__name__) from None
        if status == 429 or status >= 500:
            raise DiscordUnreachable(f"HTTP {status}")
        if status >= 400:
            raise DiscordRefused(status, _error_code(answer))
        if not isinstance(answer, dict):
            raise DiscordUnreachable(f"HTTP {status} without a JSON object")
        return answer


def _text(answer: Mapping[str, Any], name: str) -> str:
    value = answer.get(name)
    if not isinstance(value, str) or not value:
        raise DiscordUnreachable(f"an answer without {name}")
    return value


def _snowflake(value: object) -> int | None:
    """A Discord id (a string of digits in the API's JSON)."""
    if isinstance(value, str) and value.isdigit():
        return int(value)
    return None


def _error_code(answer: object) -> str:
    """Discord's error code from a refusal's body (OAuth's ``error`` or the API's ``code``), kept to a short
    word so that nothing else of the body (which could echo the request) reaches a log."""
    if not isinstance(answer, dict):
        return ""
    code = answer.get("error", answer.get("code", ""))
    return _CODE.sub("", str(code))[:40]
