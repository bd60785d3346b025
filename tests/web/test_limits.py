"""One address asking too much: past its burst it is told to come back later (429, Retry-After) while
others are served; its open live pages are capped, and what their sockets send counts too; behind a trusted
proxy the forwarded address counts."""

from __future__ import annotations

import asyncio

import aiohttp
import pytest
from aiohttp.test_utils import TestClient, TestServer

from core.service import GameService
from core.storage import Store
from tests.web.discord_api_fake import BOT_TOKEN, CLIENT_ID, CLIENT_SECRET
from tests.web.support import FixedNames, started
from web.limits import BURST, SOCKETS_PER_ADDRESS, PeerLimits
from web.server import GamePages
from web.settings import ActivitySettings


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


async def test_a_socket_sending_too_much_goes_unanswered_past_its_addresss_burst(backend_store: Store) -> None:
    """A page asks again once per reconnect; a script asking in a loop gets its burst answered, then nothing
    until its bucket refills — for the game page's socket and the Activity's alike."""
    service = GameService(backend_store)
    outcome = await started(service, "aod", 2, 99)
    clock = Clock()
    settings = ActivitySettings(client_id=CLIENT_ID, client_secret=CLIENT_SECRET, bot_token=BOT_TOKEN)
    pages = GamePages(backend_store, service, FixedNames(), PeerLimits(rate_per_s=1.0, burst=8, clock=clock),
                      activity=settings)
    assert pages.sessions is not None
    session = pages.sessions.create(outcome.record.user_of(0), outcome.record.id, "en").token
    async with TestClient(TestServer(pages.app)) as client:
        for path, hello, kind in ((f"/g/{outcome.record.share_id}/live", {}, "state"),
                                  ("/api/ws", {"session": session}, "table")):
            clock.now += 100.0  # a full bucket for each socket
            socket = await client.ws_connect(path)
            if hello:
                await socket.send_json({**hello, "since": -1})
            assert (await socket.receive_json(timeout=5))["type"] == kind
            for _ in range(20):
                await socket.send_json({"since": -1})
            answered = 0
            while True:
                try:
                    answered += (await socket.receive_json(timeout=0.5))["type"] == kind
                except TimeoutError:
                    break
            assert 0 < answered < 8, f"{path}: {answered} of 20 answered: the burst, less what the opening took"
            clock.now += 5.0
            await socket.send_json({"since": -1})
            assert (await socket.receive_json(timeout=5))["type"] == kind, "answered again once the bucket refills"
            await socket.close()
