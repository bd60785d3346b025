"""Signing in to the Activity as a page inside Discord does it: a code and an instance traded for a session,
against a fake Discord API on loopback; who is refused, and what they read; sessions ending; nothing secret
in a log line."""

from __future__ import annotations

import asyncio
import logging
import socket
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from core.service import GameService
from core.storage import Store
from tests.web.discord_api_fake import BOT_TOKEN, CLIENT_ID, CLIENT_SECRET, FakeDiscordApi, serving
from tests.web.support import CHANNEL, GUILD, USERS, FixedNames, started
from web.activity_auth import session_of
from web.discord_api import DiscordApi, DiscordUnreachable
from web.limits import PeerLimits
from web.server import GamePages
from web.settings import ActivitySettings

Client = TestClient[web.Request, web.Application]
SPECTATOR = 5005
DM_CHANNEL = 900
HOURS = 12.0


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def whoami(request: web.Request) -> web.Response:
    """A route behind the sign-in, as the table's routes are."""
    session = session_of(request)
    return web.json_response({"user_id": session.user_id, "game_id": session.game_id, "lang": session.lang})


async def broken(request: web.Request) -> web.Response:
    session_of(request)
    raise RuntimeError("a bug behind the sign-in")


@asynccontextmanager
async def activity(store: Store, discord_api: str, *, secret: str = CLIENT_SECRET, bot_token: str = BOT_TOKEN,
                   dev: bool = False, limits: PeerLimits | None = None) -> AsyncIterator[tuple[GamePages, Client]]:
    settings = ActivitySettings(CLIENT_ID, secret, bot_token, discord_api=discord_api, session_hours=HOURS, dev=dev)
    pages = GamePages(store, GameService(store), FixedNames(), limits, activity=settings)
    pages.app.router.add_get("/api/whoami", whoami)
    pages.app.router.add_get("/api/broken", broken)
    async with TestClient(TestServer(pages.app)) as client:
        yield pages, client


async def sign_in(client: Client, code: str, instance_id: str, **more: Any) -> tuple[int, dict[str, Any]]:
    headers = {"Accept-Language": more.pop("accept_language", "en")}
    answer = await client.post("/api/token", json={"code": code, "instance_id": instance_id, **more}, headers=headers)
    assert answer.headers["Content-Type"].startswith("application/json")
    assert answer.headers["Cache-Control"] == "no-store"
    return answer.status, await answer.json()


async def who(client: Client, session: str) -> tuple[int, dict[str, Any]]:
    answer = await client.get("/api/whoami", headers={"Authorization": f"Bearer {session}"})
    return answer.status, await answer.json()


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def test_a_seated_player_signs_in_to_the_game_the_bot_launched_the_instance_for(backend_store: Store) -> None:
    game = (await started(GameService(backend_store), "aod", 2, 7)).record
    await backend_store.record_launch("i-launched", game.id, USERS[0])
    async with serving(FakeDiscordApi()) as api, activity(backend_store, api.base_url) as (_, client):
        api.join("i-launched", DM_CHANNEL, None, USERS[0], USERS[1])  # opened from the hand DM: not the game's channel
        status, signed = await sign_in(client, api.sign_in(USERS[1], "Bob", "fr"), "i-launched")
        assert status == 200, signed
        assert signed["game_id"] == game.id and signed["lang"] == "fr", "the Discord language setting wins"
        assert signed["access_token"] == api.token_for(USERS[1]), "for the page's authenticate command"
        assert signed["expires_in"] == HOURS * 3600 and len(signed["session"]) >= 40
        assert api.requests == ["POST /oauth2/token", "GET /users/@me",
                                f"GET /applications/{CLIENT_ID}/activity-instances/i-launched"]
        assert await who(client, signed["session"]) == (200, {"user_id": USERS[1], "game_id": game.id, "lang": "fr"})


async def test_a_spectator_gets_the_channels_game_open_or_finished_and_a_lobby_is_not_shown_yet(
    backend_store: Store,
) -> None:
    service = GameService(backend_store)
    game = (await started(service, "underworld", 1, 7)).record
    await service.open_lobby("aod", GUILD, CHANNEL + 1, USERS[1], "en")
    async with serving(FakeDiscordApi()) as api, activity(backend_store, api.base_url) as (_, client):
        api.join("i-channel", CHANNEL, GUILD, SPECTATOR)
        api.join("i-lobby", CHANNEL + 1, GUILD, SPECTATOR)
        api.join("i-empty", CHANNEL + 2, GUILD, SPECTATOR)
        status, signed = await sign_in(client, api.sign_in(SPECTATOR, "Sam", "de"), "i-channel", accept_language="fr")
        assert status == 200 and signed["game_id"] == game.id
        assert signed["lang"] == "fr", "a language the catalogs lack: the browser's"
        assert (await who(client, signed["session"]))[1]["user_id"] == SPECTATOR

        await service.abandon(game.id, USERS[0], may_manage=False)
        status, signed = await sign_in(client, api.sign_in(SPECTATOR, "Sam"), "i-channel")
        assert status == 200 and signed["game_id"] == game.id, "a finished game still shows its final table"

        status, refused = await sign_in(client, api.sign_in(SPECTATOR, "Sam"), "i-lobby")
        assert (status, refused["error"]) == (404, "activity.not_started")
        assert refused["text"].startswith("This game has not started yet.")
        status, refused = await sign_in(client, api.sign_in(SPECTATOR, "Sam", "fr"), "i-empty")
        assert (status, refused["error"]) == (404, "activity.no_game")
        assert refused["text"].startswith("Aucune partie à montrer dans ce salon.") and "/partie nouvelle" in refused["text"]


async def test_an_unknown_instance_and_someone_not_in_it_are_refused_without_a_session(sqlite_store: Store) -> None:
    async with serving(FakeDiscordApi()) as api, activity(sqlite_store, api.base_url) as (_, client):
        api.join("i-1", CHANNEL, GUILD, USERS[0])
        status, refused = await sign_in(client, api.sign_in(USERS[2], "Hugo"), "i-gone")
        assert (status, refused["error"]) == (404, "activity.no_instance")
        assert refused["text"] == "Discord no longer knows this activity. Open the table again from the game’s turn post."
        status, refused = await sign_in(client, api.sign_in(USERS[2], "Hugo", "fr-FR"), "i-1")
        assert (status, refused["error"]) == (403, "activity.not_in_instance") and "session" not in refused
        assert refused["text"].startswith("Discord ne vous compte pas dans cette activité.")


async def test_a_used_or_unknown_code_and_the_mock_code_outside_dev_mode_are_refused(sqlite_store: Store) -> None:
    async with serving(FakeDiscordApi()) as api, activity(sqlite_store, api.base_url) as (_, client):
        api.join("i-1", CHANNEL, GUILD, USERS[0])
        code = api.sign_in(USERS[0], "Ilse")
        await sign_in(client, code, "i-1")  # no game in the channel: refused, but the code is spent
        for spent in (code, "made-up", "mock_code"):
            status, refused = await sign_in(client, spent, "i-1", user_id=str(USERS[0]), channel_id=str(CHANNEL))
            assert (status, refused["error"]) == (401, "activity.code_refused"), spent
            assert "open it again from the game’s turn post" in refused["text"]
        assert api.requests.count("POST /oauth2/token") == 4, "outside dev mode the mock code is Discord's to judge"


async def test_in_dev_mode_the_mock_code_signs_in_as_the_page_says_without_asking_discord(backend_store: Store) -> None:
    game = (await started(GameService(backend_store), "aod", 2, 7)).record
    async with serving(FakeDiscordApi()) as api, activity(backend_store, api.base_url, dev=True) as (_, client):
        status, signed = await sign_in(client, "mock_code", "mock-instance", user_id=str(USERS[1]), channel_id=CHANNEL)
        assert status == 200 and signed["game_id"] == game.id
        assert (await who(client, signed["session"]))[1]["user_id"] == USERS[1]
        status, refused = await sign_in(client, "mock_code", "mock-instance", channel_id=CHANNEL)
        assert (status, refused["error"]) == (400, "activity.bad_request"), "no user named"
        assert api.requests == []


async def test_a_body_that_is_not_a_sign_in_is_a_400(sqlite_store: Store) -> None:
    async with activity(sqlite_store, f"http://127.0.0.1:{closed_port()}") as (_, client):
        for body in ("not json", "[1]", '{"code": "x"}', '{"code": 5, "instance_id": "i"}',
                     '{"code": "' + "x" * 300 + '", "instance_id": "i"}'):
            answer = await client.post("/api/token", data=body, headers={"Content-Type": "application/json"})
            assert answer.status == 400, body
            assert (await answer.json())["error"] == "activity.bad_request"


async def test_refused_credentials_are_an_operators_error_line_and_a_503_that_names_no_secret(
    sqlite_store: Store, caplog: pytest.LogCaptureFixture,
) -> None:
    async with serving(FakeDiscordApi()) as api:
        api.join("i-1", CHANNEL, GUILD, USERS[0])
        for secret, bot_token, needs in (("wrong-secret-1234", BOT_TOKEN, "DISCORD_CLIENT_SECRET"),
                                         (CLIENT_SECRET, "wrong-bot-token-5678", "bot token")):
            caplog.clear()
            async with activity(sqlite_store, api.base_url, secret=secret, bot_token=bot_token) as (_, client):
                answer = await client.post("/api/token", json={"code": api.sign_in(USERS[0], "Ilse"), "instance_id": "i-1"})
                text = await answer.text()
                assert answer.status == 503 and (await answer.json())["error"] == "activity.not_set_up"
                assert "tell whoever runs the bot" in text
            errors = [record for record in caplog.records if record.levelno == logging.ERROR]
            assert len(errors) == 1 and needs in errors[0].getMessage(), [r.getMessage() for r in caplog.records]
            assert secret not in text and bot_token not in text and secret not in caplog.text and bot_token not in caplog.text


async def test_discord_out_of_reach_or_failing_is_a_503_to_try_again(sqlite_store: Store,
                                                                   caplog: pytest.LogCaptureFixture) -> None:
    async with activity(sqlite_store, f"http://127.0.0.1:{closed_port()}") as (_, client):
        status, refused = await sign_in(client, "code-1", "i-1", accept_language="fr")
        assert (status, refused["error"]) == (503, "activity.discord_down")
        assert refused["text"].startswith("Discord est injoignable pour l’instant. Réessayez")
    assert any(record.levelno == logging.WARNING and "out of reach" in record.getMessage() for record in caplog.records)


def failing_discord(status: int, delay: float) -> Callable[[web.Request], Awaitable[web.Response]]:
    async def answer(request: web.Request) -> web.Response:
        await asyncio.sleep(delay)
        return web.Response(status=status, text="<html>oops</html>", content_type="text/html")
    return answer


@pytest.mark.parametrize(("status", "delay"), [(502, 0.0), (429, 0.0), (200, 0.0), (200, 0.5)])
async def test_a_5xx_a_rate_limit_garbage_or_a_timeout_is_discord_unreachable(status: int, delay: float) -> None:
    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", failing_discord(status, delay))
    async with TestServer(app, host="127.0.0.1") as server:
        settings = ActivitySettings(CLIENT_ID, CLIENT_SECRET, BOT_TOKEN, discord_api=str(server.make_url("")).rstrip("/"))
        api = DiscordApi(settings, timeout_s=0.1)
        running = api.running(web.Application())
        await anext(running)
        try:
            with pytest.raises(DiscordUnreachable):
                await api.exchange_code("code-1")
            with pytest.raises(DiscordUnreachable):
                await api.activity_instance("i-1")
        finally:
            await running.aclose()


async def test_a_route_behind_the_sign_in_refuses_no_unknown_or_expired_sessions(sqlite_store: Store) -> None:
    game = (await started(GameService(sqlite_store), "aod", 2, 7)).record
    clock = Clock()
    async with serving(FakeDiscordApi()) as api, activity(sqlite_store, api.base_url) as (pages, client):
        assert pages.sessions is not None
        pages.sessions.clock = clock
        api.join("i-1", CHANNEL, GUILD, USERS[0])
        status, signed = await sign_in(client, api.sign_in(USERS[0], "Ilse"), "i-1")
        assert status == 200 and signed["game_id"] == game.id
        assert (await who(client, signed["session"]))[0] == 200
        for headers in ({}, {"Authorization": signed["session"]}, {"Authorization": "Bearer nope"},
                        {"Authorization": f"Basic {signed['session']}"}):
            answer = await client.get("/api/whoami", headers={**headers, "Accept-Language": "fr"})
            assert answer.status == 401 and answer.headers["WWW-Authenticate"] == "Bearer", headers
            assert await answer.json() == {"error": "activity.signed_out",
                                           "text": "Votre connexion a pris fin. Rouvrez la table pour vous reconnecter."}
        clock.now += HOURS * 3600 - 1
        assert (await who(client, signed["session"]))[0] == 200
        clock.now += 1
        status, refused = await who(client, signed["session"])
        assert (status, refused["error"]) == (401, "activity.signed_out"), "twelve hours later"


async def test_a_failure_behind_the_sign_in_is_a_json_500_and_too_many_requests_a_json_429(sqlite_store: Store) -> None:
    await started(GameService(sqlite_store), "aod", 2, 7)
    clock = Clock()
    limits = PeerLimits(rate_per_s=1.0, burst=3, clock=clock)
    async with serving(FakeDiscordApi()) as api, activity(sqlite_store, api.base_url, dev=True, limits=limits) as (
            _, client):
        status, signed = await sign_in(client, "mock_code", "i-1", user_id=USERS[0], channel_id=CHANNEL)
        assert status == 200
        answer = await client.get("/api/broken", headers={"Authorization": f"Bearer {signed['session']}"})
        assert answer.status == 500 and (await answer.json())["error"] == "activity.error"
        assert (await who(client, signed["session"]))[0] == 200
        answer = await client.get("/api/whoami", headers={"Authorization": f"Bearer {signed['session']}"})
        assert answer.status == 429 and answer.headers["Retry-After"] == "1"
        assert (await answer.json())["error"] == "activity.too_many"
        clock.now += 1.0
        assert (await who(client, signed["session"]))[0] == 200


async def test_no_code_token_secret_or_session_reaches_a_log_line(sqlite_store: Store,
                                                                  caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    await started(GameService(sqlite_store), "aod", 2, 7)
    secrets: list[str] = [CLIENT_SECRET, BOT_TOKEN]
    async with serving(FakeDiscordApi()) as api, activity(sqlite_store, api.base_url) as (_, client):
        api.join("i-1", CHANNEL, GUILD, USERS[0])
        code = api.sign_in(USERS[0], "Ilse")
        status, signed = await sign_in(client, code, "i-1")
        assert status == 200
        secrets += [code, signed["session"], signed["access_token"]]
        assert (await sign_in(client, code, "i-1"))[0] == 401
        api.expired.add(api.token_for(USERS[0]))
        assert (await sign_in(client, api.sign_in(USERS[0], "Ilse"), "i-1"))[0] == 401
        assert (await sign_in(client, api.sign_in(USERS[1], "Bob"), "i-1"))[0] == 403
        assert (await who(client, signed["session"]))[0] == 200
    async with activity(sqlite_store, api.base_url) as (_, client):  # the fake has gone: Discord out of reach
        assert (await sign_in(client, "code-9-9", "i-1"))[0] == 503
    secrets.append("code-9-9")
    logged = "\n".join(f"{record.getMessage()} {record.exc_text or ''}" for record in caplog.records)
    assert "refused a sign-in code" in logged and "out of reach" in logged
    assert not [secret for secret in secrets if secret in logged]
