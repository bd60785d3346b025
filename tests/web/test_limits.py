"""One address asking too much: past its burst it is told to come back later (429, Retry-After) while
others are served; its open live pages are capped; behind a trusted proxy the forwarded address counts."""

from __future__ import annotations

import asyncio

import aiohttp
import pytest
from aiohttp.test_utils import TestClient, TestServer

from core.service import GameService
from core.storage import Store
from tests.web.support import FixedNames, started
from web.limits import BURST, SOCKETS_PER_ADDRESS, PeerLimits
from web.server import GamePages


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.parametrize("trust_proxy", [False, True])
async def test_past_its_burst_an_address_gets_429_with_retry_after_and_others_are_still_served(
    backend_store: Store, trust_proxy: bool,
) -> None:
    service = GameService(backend_store)
    outcome = await started(service, "aod", 2, 99)
    clock = Clock()
    pages = GamePages(backend_store, service, FixedNames(), PeerLimits(trust_proxy=trust_proxy, clock=clock))
    state = f"/g/{outcome.record.share_id}/state.json?since={outcome.record.version}"
    proxied = {"X-Forwarded-For": "203.0.113.9, 198.51.100.7"}
    async with TestClient(TestServer(pages.app)) as client:
        for _ in range(BURST):
            assert (await client.get(state, headers=proxied)).status == 204
        refused = await client.get(state, headers={**proxied, "Accept-Language": "fr"})
        assert refused.status == 429 and refused.headers["Retry-After"] == "1"
        assert "Trop de requêtes" in await refused.text()
        assert refused.headers["Referrer-Policy"] == "no-referrer"
        assert (await client.get(f"/g/{outcome.record.share_id}/step/0.png", headers=proxied)).status == 429

        other = await client.get(state, headers={"X-Forwarded-For": "198.51.100.8"})
        assert other.status == (204 if trust_proxy else 429), "a client's own X-Forwarded-For counts only behind a proxy"
        spoofed = await client.get(state, headers={"X-Forwarded-For": "198.51.100.8, 198.51.100.7"})
        assert spoofed.status == 429, "the address the proxy added counts, not what the client claimed before it"

        clock.now += 1.0
        assert (await client.get(state, headers=proxied)).status == 204, "a second later it is served again"


async def test_an_address_may_keep_only_so_many_live_pages_open(backend_store: Store) -> None:
    service = GameService(backend_store)
    outcome = await started(service, "aod", 2, 99)
    pages = GamePages(backend_store, service, FixedNames(), PeerLimits(rate_per_s=1000.0, burst=1000))
    live = f"/g/{outcome.record.share_id}/live"
    async with TestClient(TestServer(pages.app)) as client:
        sockets = [await client.ws_connect(live) for _ in range(SOCKETS_PER_ADDRESS)]
        for socket in sockets:
            assert (await socket.receive_json(timeout=5))["type"] == "state"
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await client.ws_connect(live)
        assert refused.value.status == 429 and refused.value.headers is not None
        assert refused.value.headers["Retry-After"] == "10"
        await sockets.pop().close()
        for _ in range(50):  # the server counts the page gone once its handler ends
            try:
                again = await client.ws_connect(live)
                break
            except aiohttp.WSServerHandshakeError:
                await asyncio.sleep(0.02)
        else:
            raise AssertionError("a closed page's place is given back")
        assert (await again.receive_json(timeout=5))["type"] == "state"
        for socket in [*sockets, again]:
            await socket.close()
