"""How much one address may ask of the game pages and the Activity: a token bucket per address for pages,
pictures, states, tables and every message its websockets send, and a cap on its open websockets, so one
browser gone wild (or a share-id scanner) cannot take the bot's event loop from everyone else.  Generous: a
page in use makes a few requests a second.

Behind a reverse proxy every request comes from the proxy; with ``trust_proxy`` the address is the last
one of ``X-Forwarded-For`` (the one the proxy itself added; those before it are the client's own claims).
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from aiohttp import web

RATE_PER_S = 30.0
BURST = 60
SOCKETS_PER_ADDRESS = 20
ADDRESSES_KEPT = 10_000
"""Buckets kept (the least recently seen go first: a forgotten address starts with a full bucket)."""


@dataclass
class _Bucket:
    tokens: float
    stamp: float


class PeerLimits:
    """The request buckets and the open websockets of each address."""

    def __init__(self, *, trust_proxy: bool = False, rate_per_s: float = RATE_PER_S, burst: int = BURST,
                 sockets: int = SOCKETS_PER_ADDRESS, clock: Callable[[], float] = time.monotonic) -> None:
        self.trust_proxy = trust_proxy
        self._rate = rate_per_s
        self._burst = float(burst)
        self._sockets_cap = sockets
        self._clock = clock
        self._buckets: OrderedDict[str, _Bucket] = OrderedDict()
        self._sockets: dict[str, int] = {}

    def address(self, request: web.Request) -> str:
        """Who is asking: the peer, or behind a trusted proxy the address it forwards for."""
        if self.trust_proxy:
            forwarded = request.headers.get("X-Forwarded-For", "").split(",")[-1].strip()
            if forwarded:
                return forwarded
        return request.remote or "?"

    def wait(self, address: str) -> float:
        """Take a token for one request: 0 if there was one, else the seconds until there is."""
        now = self._clock()
        bucket = self._buckets.pop(address, None) or _Bucket(self._burst, now)
        bucket.tokens = min(self._burst, bucket.tokens + (now - bucket.stamp) * self._rate)
        bucket.stamp = now
        self._buckets[address] = bucket
        while len(self._buckets) > ADDRESSES_KEPT:
            self._buckets.popitem(last=False)
        if bucket.tokens >= 1:
            bucket.tokens -= 1
            return 0.0
        return (1 - bucket.tokens) / self._rate

    def open_socket(self, address: str) -> bool:
        """Count a websocket of ``address`` opened, unless it already has as many as allowed."""
        count = self._sockets.get(address, 0)
        if count >= self._sockets_cap:
            return False
        self._sockets[address] = count + 1
        return True

    def close_socket(self, address: str) -> None:
        count = self._sockets.pop(address, 0) - 1
        if count > 0:
            self._sockets[address] = count


def retry_after(seconds: float) -> str:
    """``Retry-After``'s whole seconds, at least 1."""
    return str(max(1, math.ceil(seconds)))
