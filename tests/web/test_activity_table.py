"""The Activity's table API as its page sees it: one seat's table, taps played through the service and
announced, stale and refused taps with the fresh table, the question before a wasteful move, each seat's
own live updates, resuming, and signing out.  Sessions are made directly (no OAuth)."""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

import pytest
from aiohttp import WSMsgType, web
from aiohttp.test_utils import TestClient, TestServer

from core.choosing import Pick, describe
from core.i18n import t
from core.service import GameService, Outcome
from core.storage import Store
from render import Spot, renderer
from rules.aod.game import AOD
from rules.aod.model import AodState, PlayEnergy
from rules.core import HasHand, IllegalAction, Result
from tests.web.discord_api_fake import BOT_TOKEN, CLIENT_ID, CLIENT_SECRET
from tests.web.support import hears_alive_until_closed, USERS, FixedNames, play, server_sends, serving, started
from web.server import GamePages
from web import live
from web import table as web_table
from web.settings import ActivitySettings

SEED = 99
WATCHER = 4242  # a user at no seat
Client = TestClient[web.Request, web.Application]


@dataclass
class Announced:
    """The bot's delivery ``flush``, recorded."""

    calls: list[tuple[int, Outcome]] = field(default_factory=list)

    async def __call__(self, game_id: int, outcome: Outcome) -> bool:
        self.calls.append((game_id, outcome))
        return True


@asynccontextmanager
async def activity(store: Store, service: GameService) -> AsyncIterator[tuple[GamePages, Client, Announced]]:
    announced = Announced()
    settings = ActivitySettings(client_id=CLIENT_ID, client_secret=CLIENT_SECRET, bot_token=BOT_TOKEN)
    pages = GamePages(store, service, FixedNames(), activity=settings, announce=announced)
    async with TestClient(TestServer(pages.app)) as client:
        yield pages, client, announced


def bearer(pages: GamePages, user_id: int, game_id: int, lang: str = "en") -> dict[str, str]:
    assert pages.sessions is not None
    return {"Authorization": f"Bearer {pages.sessions.create(user_id, game_id, lang).token}"}


async def table_of(client: Client, headers: dict[str, str]) -> dict[str, Any]:
    answer = await client.get("/api/table", headers=headers)
    assert answer.status == 200, await answer.text()
    body: dict[str, Any] = await answer.json()
    return body


def own_hand(outcome: Outcome, seat: int) -> Any:
    view = outcome.view(seat)
    assert isinstance(view, HasHand)
    return view.model_dump(mode="json")["hand"]


async def test_a_seated_player_sees_their_moves_and_hand_and_a_spectator_neither(backend_store: Store) -> None:
    service = GameService(backend_store)
    outcome = await started(service, "aod", 2, SEED)
    game_id, version = outcome.record.id, outcome.record.version
    (acting,) = outcome.to_act
    waiting = 1 - acting
    async with activity(backend_store, service) as (pages, client, _):
        assert (await client.get("/api/table")).status == 401
        mine = await table_of(client, bearer(pages, USERS[acting], game_id))
        assert mine["version"] == version and mine["seat"] == acting and mine["your_turn"] is True
        assert mine["you"] == f"Player{acting + 1}" and mine["game"]["kind"] == "aod" and mine["lang"] == "en"
        legal = [outcome.game.notation(a) for a in outcome.game.legal_actions(outcome.state, acting)]
        assert sorted(action["notation"] for action in mine["actions"]) == sorted(legal)
        assert all(action["label"] and action["spots"] is not None for action in mine["actions"])
        quiet = [action["quiet"] for action in mine["actions"]]
        assert quiet == sorted(quiet), "the grey moves come last, as on the panel"
        assert mine["view"]["hand"] == own_hand(outcome, acting)
        assert mine["board"]["src"] == f"/api/picture/{version}/board.png" and mine["board"]["alt"]
        assert mine["hand"]["src"] == f"/api/picture/{version}/hand.png"
        assert mine["log"] == ["The table is set up."] and mine["status"]["to_act"] == [f"Player{acting + 1}"]

        headers = bearer(pages, USERS[acting], game_id)
        hand = await client.get(mine["hand"]["src"], headers=headers)
        data = await hand.read()
        assert hand.status == 200 and hand.headers["Content-Type"] == "image/png" and data[:4] == b"\x89PNG"
        assert int.from_bytes(data[16:20], "big") == mine["hand"]["width"]
        board = await client.get(mine["board"]["src"], headers=headers)
        assert board.status == 200 and int.from_bytes((await board.read())[20:24], "big") == mine["board"]["height"]
        assert (await client.get(f"/api/picture/{version - 1}/board.png", headers=headers)).status == 404
        assert (await client.get(mine["board"]["src"])).status == 401

        theirs = await table_of(client, bearer(pages, USERS[waiting], game_id))
        assert theirs["seat"] == waiting and theirs["your_turn"] is False and theirs["actions"] == []
        assert theirs["view"]["hand"] == own_hand(outcome, waiting) != mine["view"]["hand"]

        watching = bearer(pages, WATCHER, game_id, "fr")
        spectator = await table_of(client, watching)
        assert spectator["seat"] is None and spectator["actions"] == [] and spectator["hand"] is None
        assert spectator["you"] == t("activity.table.watching", "fr")
        assert spectator["view"] == outcome.view(None).model_dump(mode="json")
        assert (await client.get(f"/api/picture/{version}/hand.png", headers=watching)).status == 404


async def test_the_renderers_spots_put_each_action_where_it_is_tapped(
    backend_store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Until each game's renderer finds its spots (another lane), a stand-in one: every other action on the board."""
    asked: list[list[str]] = []

    def spots(view: Any, actions: Sequence[Any], *, names: Mapping[int, str], lang: str = "en",
              result: Result | None = None) -> list[tuple[Spot, ...]]:
        asked.append([AOD.notation(action) for action in actions])
        return [(Spot("board", n, 2 * n, 30, 40),) if n % 2 == 0 else () for n in range(len(actions))]

    monkeypatch.setattr(web_table, "renderer", lambda kind: dataclasses.replace(renderer(kind), spots=spots))
    service = GameService(backend_store)
    outcome = await started(service, "aod", 2, SEED)
    (seat,) = outcome.to_act
    async with activity(backend_store, service) as (pages, client, _):
        table = await table_of(client, bearer(pages, USERS[seat], outcome.record.id))
        assert asked == [[action["notation"] for action in table["actions"]]], "the actions offered, in order, once"
        assert [action["spots"] for action in table["actions"]][:2] == [[{"on": "board", "x": 0, "y": 0, "w": 30, "h": 40}], []]
        await table_of(client, bearer(pages, USERS[seat], outcome.record.id))
        assert len(asked) == 1, "drawn once per version, seat and language"


async def test_a_tap_plays_through_the_service_and_is_announced_once(backend_store: Store) -> None:
    service = GameService(backend_store)
    outcome = await started(service, "aod", 2, SEED)
    (seat,) = outcome.to_act
    async with activity(backend_store, service) as (pages, client, announced):
        headers = bearer(pages, USERS[seat], outcome.record.id)
        first = (await table_of(client, headers))["actions"][0]
        answer = await client.post("/api/act", headers=headers,
                                   json={"notation": first["notation"], "version": outcome.record.version})
        body = await answer.json()
        assert answer.status == 200, body
        assert body["table"]["version"] == outcome.record.version + 1 and body["done"].startswith(f"Player{seat + 1}")
        assert "**" not in body["done"] and body["table"]["log"][-1] in body["done"].split("\n")
        assert [(game_id, moved.record.version) for game_id, moved in announced.calls] == [
            (outcome.record.id, outcome.record.version + 1)]
        assert (await service.current(outcome.record.id)).record.version == outcome.record.version + 1

        stale = await client.post("/api/act", headers=headers,
                                  json={"notation": first["notation"], "version": outcome.record.version})
        refused = await stale.json()
        assert stale.status == 409 and refused["error"] == "activity.stale" and refused["text"]
        assert refused["table"]["version"] == outcome.record.version + 1 and len(announced.calls) == 1
        assert (await client.post("/api/act", headers=headers, json={"notation": 3})).status == 400


async def test_refused_taps_say_why_in_the_sessions_language_with_the_fresh_table(backend_store: Store) -> None:
    service = GameService(backend_store)
    outcome = await started(service, "aod", 2, SEED)
    (seat,) = outcome.to_act
    version = outcome.record.version
    async with activity(backend_store, service) as (pages, client, announced):
        french = bearer(pages, USERS[seat], outcome.record.id, "fr")
        answer = await client.post("/api/act", headers=french, json={"notation": "nowhere", "version": version})
        body = await answer.json()
        with pytest.raises(IllegalAction) as illegal:
            outcome.game.parse_action("nowhere")
        assert answer.status == 422 and body["error"] == illegal.value.key
        assert body["text"] == describe(illegal.value, "fr") != describe(illegal.value, "en")
        assert body["table"]["version"] == version and body["table"]["lang"] == "fr"

        other = bearer(pages, USERS[1 - seat], outcome.record.id)
        legal = outcome.game.notation(outcome.game.legal_actions(outcome.state, seat)[0])
        waiting = await client.post("/api/act", headers=other, json={"notation": legal, "version": version})
        body = await waiting.json()
        assert waiting.status == 422 and body["error"] == "error.not_your_turn"
        assert body["text"] == t("error.not_your_turn", "en", {seat: f"Player{seat + 1}"}, seat=seat)
        assert body["table"]["actions"] == []
        watching = await client.post("/api/act", headers=bearer(pages, WATCHER, outcome.record.id),
                                     json={"notation": legal, "version": version})
        assert watching.status == 422 and (await watching.json())["error"] == "error.not_in_game"
        assert announced.calls == [] and (await service.current(outcome.record.id)).record.version == version


async def test_a_move_that_throws_energy_away_asks_first_and_plays_once_confirmed(backend_store: Store) -> None:
    service = GameService(backend_store)
    outcome = await started(service, "aod", 2, SEED)
    (seat,) = outcome.to_act
    user = USERS[seat]
    game = outcome.game
    outcome = await service.act(outcome.record.id, user, Pick(game.notation(game.legal_actions(outcome.state, seat)[0])))
    energy = next(a for a in game.legal_actions(outcome.state, seat) if isinstance(a, PlayEnergy))
    outcome = await service.act(outcome.record.id, user, Pick(game.notation(energy)))
    left = outcome.state.energy_left if isinstance(outcome.state, AodState) else 0
    assert left > 0
    async with activity(backend_store, service) as (pages, client, announced):
        headers = bearer(pages, user, outcome.record.id)
        tap = {"notation": "end", "version": outcome.record.version}
        asked = await client.post("/api/act", headers=headers, json=tap)
        assert asked.status == 200
        assert await asked.json() == {"ask": t("confirm.aod.energy_left", "en", count=left), "notation": "end"}
        assert (await service.current(outcome.record.id)).record.version == outcome.record.version
        confirmed = await client.post("/api/act", headers=headers, json={**tap, "confirmed": True})
        assert confirmed.status == 200 and (await confirmed.json())["table"]["version"] == outcome.record.version + 1
        assert len(announced.calls) == 1


async def test_each_seats_socket_gets_its_own_view_of_a_move_made_on_discord(backend_store: Store) -> None:
    service = GameService(backend_store)
    outcome = await started(service, "aod", 2, SEED)
    game_id, version = outcome.record.id, outcome.record.version
    async with activity(backend_store, service) as (pages, client, _):
        sockets = []
        for seat in (0, 1):
            assert pages.sessions is not None
            socket = await client.ws_connect("/api/ws")
            await socket.send_json({"session": pages.sessions.create(USERS[seat], game_id, "en").token, "since": -1})
            first = await socket.receive_json(timeout=10)
            assert first["type"] == "table" and first["version"] == version and first["seat"] == seat
            sockets.append(socket)
        loop = asyncio.get_running_loop()
        moved = await play(service, outcome, 1, SEED)  # as a Discord button would: the service's act
        committed = loop.time()
        for seat, socket in enumerate(sockets):
            update = await socket.receive_json(timeout=5)
            assert update["type"] == "table" and update["version"] == version + 1 and update["seat"] == seat
            assert update["view"]["hand"] == own_hand(moved, seat)
            assert update["your_turn"] is (seat in moved.to_act) and bool(update["actions"]) is update["your_turn"]
        assert loop.time() - committed < 1.0

        socket = sockets[0]
        await socket.send_json({"since": version + 1})
        with pytest.raises(asyncio.TimeoutError):
            await socket.receive_json(timeout=0.3)  # nothing newer than what it has
        await socket.send_json({"since": version})
        assert (await socket.receive_json(timeout=5))["version"] == version + 1
        for socket in sockets:
            await socket.close()


async def test_a_quiet_table_socket_hears_alive_with_the_games_version_until_it_closes(
    backend_store: Store, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(live, "ALIVE_S", 0.2)
    sent = server_sends(monkeypatch)
    service = GameService(backend_store)
    outcome = await started(service, "aod", 2, SEED)
    game_id, version = outcome.record.id, outcome.record.version
    async with activity(backend_store, service) as (pages, client, _):
        assert pages.sessions is not None
        socket = await client.ws_connect("/api/ws")
        await socket.send_json({"session": pages.sessions.create(USERS[1], game_id, "en").token, "since": version})
        await hears_alive_until_closed(socket, sent, service, outcome, "table")


async def test_a_player_replaced_meanwhile_is_shown_the_public_table_at_once(backend_store: Store) -> None:
    service = GameService(backend_store)
    outcome = await started(service, "aod", 2, SEED)
    game_id = outcome.record.id
    async with activity(backend_store, service) as (pages, client, _):
        assert pages.sessions is not None
        leaving = pages.sessions.create(USERS[1], game_id, "en")
        socket = await client.ws_connect("/api/ws")
        await socket.send_json({"session": leaving.token, "since": -1})
        assert (await socket.receive_json(timeout=10))["seat"] == 1
        replaced = await service.replace(game_id, USERS[0], False, USERS[1], WATCHER)
        update = await socket.receive_json(timeout=5)
        assert update["version"] == replaced.record.version and update["seat"] is None and update["hand"] is None
        assert update["view"] == replaced.view(None).model_dump(mode="json")
        headers = {"Authorization": f"Bearer {leaving.token}"}
        assert (await client.get(f"/api/picture/{replaced.record.version}/hand.png", headers=headers)).status == 404
        taking_over = await table_of(client, bearer(pages, WATCHER, game_id))
        assert taking_over["seat"] == 1 and taking_over["view"]["hand"] == own_hand(replaced, 1)
        await socket.close()


async def test_a_socket_whose_session_expires_or_is_unknown_is_signed_out(backend_store: Store) -> None:
    service = GameService(backend_store)
    outcome = await started(service, "aod", 2, SEED)
    game_id, version = outcome.record.id, outcome.record.version
    async with activity(backend_store, service) as (pages, client, _):
        sessions = pages.sessions
        assert sessions is not None
        now = [0.0]
        sessions.clock = lambda: now[0]
        token = sessions.create(USERS[0], game_id, "en").token

        resumed = await client.ws_connect("/api/ws")
        await resumed.send_json({"session": token, "since": version - 1})
        assert (await resumed.receive_json(timeout=5))["version"] == version
        moved = await play(service, outcome, 1, SEED)
        assert (await resumed.receive_json(timeout=5))["version"] == moved.record.version
        now[0] += sessions.hours * 3600
        await resumed.send_json({"since": -1})
        assert await resumed.receive_json(timeout=5) == {"type": "signed_out"}
        assert (await resumed.receive(timeout=5)).type in (WSMsgType.CLOSE, WSMsgType.CLOSED)

        unknown = await client.ws_connect("/api/ws")
        await unknown.send_json({"session": "no-such-session", "since": -1})
        assert await unknown.receive_json(timeout=5) == {"type": "signed_out"}
        await unknown.close()
        assert (await client.get("/api/table", headers={"Authorization": f"Bearer {token}"})).status == 401


async def test_without_the_activity_set_up_there_is_no_table_api(backend_store: Store) -> None:
    service = GameService(backend_store)
    async with serving(backend_store, service) as (_, client):
        assert (await client.get("/api/table")).status == 404


@pytest.mark.parametrize(("kind", "players", "boards"), [("darktomb", 4, 1), ("aod", 2, 3)])
async def test_a_board_the_same_for_every_viewer_is_drawn_once_per_version_for_all(
    backend_store: Store, monkeypatch: pytest.MonkeyPatch, kind: str, players: int, boards: int,
) -> None:
    """Dark Tomb's map shows every seat what the public sees: one drawing serves all its seats and spectators
    (their hands and spots stay their own); AoD's board differs per seat, so each seat's is drawn."""
    drawn: list[tuple[str, int | None]] = []
    real = renderer(kind)

    def board(view: Any, **kwargs: Any) -> bytes:
        drawn.append(("board", view.viewer))
        return real.render_board(view, **kwargs)

    def alt(view: Any, **kwargs: Any) -> str:
        drawn.append(("alt", view.viewer))
        return real.alt_text(view, **kwargs)

    monkeypatch.setattr(web_table, "renderer", lambda _: dataclasses.replace(real, render_board=board, alt_text=alt))
    service = GameService(backend_store)
    outcome = await started(service, kind, players, SEED)
    async with activity(backend_store, service) as (pages, client, _):
        for version in (outcome.record.version, outcome.record.version + 1):
            drawn.clear()
            viewers = [bearer(pages, USERS[seat], outcome.record.id) for seat in range(players)]
            viewers += [bearer(pages, WATCHER, outcome.record.id), bearer(pages, WATCHER + 1, outcome.record.id)]
            tables = [await table_of(client, headers) for headers in viewers]
            assert {table["version"] for table in tables} == {version}
            pictures = {await (await client.get(table["board"]["src"], headers=headers)).read()
                        for table, headers in zip(tables, viewers)}
            assert sorted(what for what, _ in drawn) == ["alt"] * boards + ["board"] * boards
            if boards == 1:
                assert {viewer for _, viewer in drawn} == {None}, "drawn from the public view"
                assert len(pictures) == 1 and len({table["board"]["alt"] for table in tables}) == 1
            assert all(tables[seat]["hand"] is not None for seat in range(players))
            assert [table["seat"] for table in tables] == [*range(players), None, None]
            acting = min(tables[seat]["seat"] for seat in range(players) if tables[seat]["your_turn"])
            assert tables[acting]["actions"], "the seat to act is still offered its moves (and their spots)"
            outcome = await play(service, outcome, 1, SEED)
