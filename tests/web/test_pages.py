"""The game pages as a browser sees them: the page without JavaScript, its JSON, pictures, live updates,
share ids and the 404 page."""

from __future__ import annotations

import asyncio
import re

import pytest

from core.service import GameService
from core.storage import Store
from render import renderer
from tests.web.support import hears_alive_until_closed, USERS, play, server_sends, serving, started
from web import live

SEED = 99


async def test_a_running_game_has_its_board_status_log_and_steps_on_a_page_that_needs_no_javascript(
    backend_store: Store,
) -> None:
    service = GameService(backend_store)
    outcome = await play(service, await started(service, "aod", 2, SEED), 4, SEED)
    share = outcome.record.share_id
    assert share is not None and len(share) >= 22 and str(outcome.record.id) != share
    async with serving(backend_store, service) as (_, client):
        answer = await client.get(f"/g/{share}", headers={"Accept-Language": "fr-CA,fr;q=0.9,en;q=0.5"})
        html = await answer.text()
        assert answer.status == 200
        assert '<html lang="fr">' in html
        assert f'data-share="{share}"' in html and f'data-version="{outcome.record.version}"' in html
        assert 'data-steps="5"' in html and 'data-step="4"' in html
        assert re.search(r'<img id="board" src="/g/[^"]+/step/4\.png\?lang=fr" alt="[^"]+" width="\d+" height="\d+">', html)
        assert '<ol id="log"' in html and html.count("<li id=\"m") == 5 and 'id="m0" data-step="0"' in html
        assert 'id="status"' in html and "À jouer" in html
        assert '<script type="application/json" id="texts">' in html and '"step": "Coup {n} sur {count}"' in html
        assert answer.headers["Content-Security-Policy"].startswith("default-src 'self'")
        assert answer.headers["Referrer-Policy"] == "no-referrer"
        assert answer.headers["Cache-Control"] == "no-cache"

        stepped = await (await client.get(f"/g/{share}?step=1&lang=en")).text()
        assert '<html lang="en">' in stepped and 'data-step="1"' in stepped
        assert 'id="m1" data-step="1" class="current"' in stepped
        assert f'href="/g/{share}?step=0&amp;lang=en"' in stepped and f'href="/g/{share}?step=2&amp;lang=en"' in stepped

        state = await (await client.get(f"/g/{share}/state.json?lang=en")).json()
        assert state["version"] == outcome.record.version and state["over"] is False
        assert state["game"]["kind"] == "aod" and [step["n"] for step in state["steps"]] == [0, 1, 2, 3, 4]
        assert state["status"]["to_act"] and state["steps"][0]["log"] == "The table is set up."
        assert (await client.get(f"/g/{share}/state.json?since={outcome.record.version}")).status == 204

        picture = await client.get(f"/g/{share}/step/4.png?lang=en")
        data = await picture.read()
        drawer = renderer("aod")
        view = outcome.view(None)
        names = {seat: f"Player{seat + 1}" for seat in range(2)}
        assert data == drawer.render_board(view, names=names, lang="en", highlight=drawer.last_move(
            [event for event in outcome.events if event.is_public]), result=None), "the channel's own public board"
        assert state["steps"][4]["alt"] == drawer.alt_text(view, names=names, lang="en", result=None)
        again = await client.get(f"/g/{share}/step/4.png?lang=en", headers={"If-None-Match": picture.headers["ETag"]})
        assert again.status == 304
        assert (await client.get(f"/g/{share}/export.json")).status == 404, "the record waits for the end"


async def test_unknown_share_ids_numbers_and_steps_out_of_range_get_the_localised_404_page(backend_store: Store) -> None:
    service = GameService(backend_store)
    outcome = await started(service, "underworld", 1, SEED)
    share = outcome.record.share_id
    async with serving(backend_store, service) as (_, client):
        for path in ("/g/nosuchgame0000000000000", f"/g/{outcome.record.id}", f"/g/{share}?step=9",
                     f"/g/{share}/step/9.png", f"/g/{share}/step/0.gif", "/g/x/state.json", "/elsewhere"):
            answer = await client.get(path, headers={"Accept-Language": "fr"})
            assert answer.status == 404, path
            text = await answer.text()
            assert "Partie introuvable" in text and '<html lang="fr">' in text, path
            assert answer.headers["Referrer-Policy"] == "no-referrer", path


async def test_an_open_page_gets_each_committed_move_and_a_reconnect_resumes_from_its_version(backend_store: Store) -> None:
    service = GameService(backend_store)
    outcome = await started(service, "aod", 2, SEED)
    share = outcome.record.share_id
    async with serving(backend_store, service) as (_, client):
        socket = await client.ws_connect(f"/g/{share}/live?lang=en")
        first = await socket.receive_json(timeout=5)
        assert first["type"] == "state" and first["version"] == outcome.record.version
        loop = asyncio.get_running_loop()
        moved = await play(service, outcome, 1, SEED)
        committed = loop.time()
        update = await socket.receive_json(timeout=5)
        assert loop.time() - committed < 1.0
        assert update["version"] == moved.record.version and len(update["steps"]) == 2
        await socket.close()

        resumed = await client.ws_connect(f"/g/{share}/live?lang=en")
        assert (await resumed.receive_json(timeout=5))["version"] == moved.record.version
        await resumed.send_json({"since": moved.record.version - 1})
        assert (await resumed.receive_json(timeout=5))["version"] == moved.record.version
        await resumed.send_json({"since": moved.record.version})
        later = await play(service, moved, 1, SEED + 1)
        assert (await resumed.receive_json(timeout=5))["version"] == later.record.version, "nothing stale in between"
        await resumed.close()


async def test_a_quiet_page_socket_hears_alive_with_the_games_version_until_it_closes(
    backend_store: Store, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(live, "ALIVE_S", 0.2)
    sent = server_sends(monkeypatch)
    service = GameService(backend_store)
    outcome = await started(service, "aod", 2, SEED)
    async with serving(backend_store, service) as (_, client):
        page = await client.get(f"/g/{outcome.record.share_id}")
        assert 'data-alive="0.2"' in await page.text(), "the page's script is told the rhythm to expect"
        socket = await client.ws_connect(f"/g/{outcome.record.share_id}/live")
        assert (await socket.receive_json(timeout=5))["type"] == "state"
        await hears_alive_until_closed(socket, sent, service, outcome, "state")


async def test_a_finished_game_offers_its_record_and_caches_its_pages_for_good(backend_store: Store) -> None:
    service = GameService(backend_store)
    outcome = await started(service, "aod", 2, SEED)
    ended = await service.abandon(outcome.record.id, USERS[0], may_manage=False)
    async with serving(backend_store, service) as (_, client):
        page = await client.get(f"/g/{ended.share_id}")
        assert "immutable" in page.headers["Cache-Control"]
        assert "/export.json" in await page.text()
        exported = await (await client.get(f"/g/{ended.share_id}/export.json")).json()
        assert exported["seed"] == SEED and exported["finished"] is True


async def test_a_move_committed_by_another_process_reaches_open_pages_through_the_version_poll(
    backend_store: Store,
) -> None:
    pages_service = GameService(backend_store)
    elsewhere = GameService(backend_store)  # another shard's service: its commits never reach this hub
    outcome = await started(elsewhere, "aod", 2, SEED)
    async with serving(backend_store, pages_service) as (_, client):
        socket = await client.ws_connect(f"/g/{outcome.record.share_id}/live")
        assert (await socket.receive_json(timeout=5))["version"] == outcome.record.version
        moved = await play(elsewhere, outcome, 1, SEED)
        update = await socket.receive_json(timeout=2)
        assert update["version"] == moved.record.version
        await socket.close()


async def test_a_catacombs_shot_step_animates_the_shot_as_the_channel_does(backend_store: Store) -> None:
    service = GameService(backend_store)
    outcome = await play(service, await started(service, "catacombs", 2, 5), 3, 5)
    async with serving(backend_store, service) as (_, client):
        state = await (await client.get(f"/g/{outcome.record.share_id}/state.json")).json()
        shots = [step for step in state["steps"] if step["animation"]]
        assert shots and state["steps"][0]["animation"] is None
        animation = await client.get(shots[0]["animation"])
        assert animation.status == 200 and animation.headers["Content-Type"] == "image/gif"
        assert (await animation.read())[:3] == b"GIF"
