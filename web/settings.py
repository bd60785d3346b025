"""Where the game pages are served and the one place their public addresses are built."""

from __future__ import annotations

import os
from dataclasses import dataclass

DEFAULT_HOST = "127.0.0.1"
DISCORD_API = "https://discord.com/api/v10"
SESSION_HOURS = 12.0


@dataclass(frozen=True, slots=True)
class ActivitySettings:
    """What the Discord Activity needs besides the pages: the application's id and OAuth secret (the
    Developer Portal's OAuth2 page), the bot token (the activity-instance check is a bot call), where
    Discord's API is (tests point it at a loopback fake), how long a sign-in lasts, and ``dev``: the
    Activity also opens outside Discord (the SDK's mock client; never on a public server)."""

    client_id: str
    client_secret: str
    bot_token: str
    discord_api: str = DISCORD_API
    session_hours: float = SESSION_HOURS
    dev: bool = False

    @classmethod
    def from_env(cls, bot_token: str) -> ActivitySettings | None:
        """``DISCORD_CLIENT_ID`` and ``DISCORD_CLIENT_SECRET`` (both, or no Activity), ``TOMBTABLE_DISCORD_API``
        and ``TOMBTABLE_WEB_DEV=1``."""
        client_id = os.environ.get("DISCORD_CLIENT_ID", "").strip()
        secret = os.environ.get("DISCORD_CLIENT_SECRET", "").strip()
        if not client_id or not secret:
            return None
        return cls(client_id=client_id, client_secret=secret, bot_token=bot_token,
                   discord_api=(os.environ.get("TOMBTABLE_DISCORD_API") or DISCORD_API).rstrip("/"),
                   dev=os.environ.get("TOMBTABLE_WEB_DEV") == "1")


@dataclass(frozen=True, slots=True)
class WebSettings:
    """The port and interface the server listens on, the public base URL links use (a reverse proxy's
    or tunnel's address; by default the server's own), whether a proxy's ``X-Forwarded-For`` names
    the client (only when a proxy sets it: otherwise any client could claim any address), and the
    Discord Activity's settings when it is set up (served at ``/`` beside the pages)."""

    port: int
    host: str = DEFAULT_HOST
    base_url: str | None = None
    trust_proxy: bool = False
    activity: ActivitySettings | None = None

    @classmethod
    def from_env(cls, port: int, bot_token: str = "") -> WebSettings:
        """``TOMBTABLE_WEB_HOST``, ``TOMBTABLE_WEB_URL`` and ``TOMBTABLE_WEB_TRUST_PROXY`` from the
        environment, for this port, and the Activity's (:meth:`ActivitySettings.from_env`)."""
        return cls(port=port, host=os.environ.get("TOMBTABLE_WEB_HOST") or DEFAULT_HOST,
                   base_url=os.environ.get("TOMBTABLE_WEB_URL") or None,
                   trust_proxy=os.environ.get("TOMBTABLE_WEB_TRUST_PROXY") == "1",
                   activity=ActivitySettings.from_env(bot_token) if bot_token else None)

    @property
    def public_url(self) -> str:
        """The base of every link, without a trailing slash."""
        return (self.base_url or f"http://{self.host}:{self.port}").rstrip("/")

    def page_url(self, share_id: str) -> str:
        """The address of a game's page: the share id is all it names."""
        return f"{self.public_url}{page_path(share_id)}"


def page_path(share_id: str) -> str:
    return f"/g/{share_id}"
