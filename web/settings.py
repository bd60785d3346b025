"""Where the game pages are served and the one place their public addresses are built."""

from __future__ import annotations

import os
from dataclasses import dataclass

DEFAULT_HOST = "127.0.0.1"


@dataclass(frozen=True, slots=True)
class WebSettings:
    """The port and interface the server listens on, the public base URL links use (a reverse proxy's
    or tunnel's address; by default the server's own), and whether a proxy's ``X-Forwarded-For`` names
    the client (only when a proxy sets it: otherwise any client could claim any address)."""

    port: int
    host: str = DEFAULT_HOST
    base_url: str | None = None
    trust_proxy: bool = False

    @classmethod
    def from_env(cls, port: int) -> WebSettings:
        """``TOMBTABLE_WEB_HOST``, ``TOMBTABLE_WEB_URL`` and ``TOMBTABLE_WEB_TRUST_PROXY`` from the
        environment, for this port."""
        return cls(port=port, host=os.environ.get("TOMBTABLE_WEB_HOST") or DEFAULT_HOST,
                   base_url=os.environ.get("TOMBTABLE_WEB_URL") or None,
                   trust_proxy=os.environ.get("TOMBTABLE_WEB_TRUST_PROXY") == "1")

    @property
    def public_url(self) -> str:
        """The base of every link, without a trailing slash."""
        return (self.base_url or f"http://{self.host}:{self.port}").rstrip("/")

    def page_url(self, share_id: str) -> str:
        """The address of a game's page: the share id is all it names."""
        return f"{self.public_url}{page_path(share_id)}"


def page_path(share_id: str) -> str:
    return f"/g/{share_id}"
