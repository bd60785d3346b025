"""The Activity under storage faults answers as the bot's buttons do: a tap the database could not take says
nothing changed and changes nothing; a tap saved whose answer then failed says it was saved, never the
opposite; a database out of reach is a "try again shortly", not a bare error; and a Discord slow to take
the announcement never holds the player's answer."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from core.db import base as db
from core.i18n import t
from core.service import GameService, Outcome
from core.storage import Store
from tests.e2e.test_locked_db import locked_by_another_process
from tests.web.support import USERS, started
from tests.web.test_activity_table import activity, bearer, table_of
from web import table_routes

SEED = 99


async def test_a_tap_while_another_process_holds_the_database_changes_nothing_and_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(db, "BUSY_TIMEOUT_MS", 500)  # the same path as 5 s, sooner
    path = tmp_path / "tombtable.sqlite3"
    store = await Store.open(path)
    try:
        service = GameService(store)
        outcome = await started(service, "aod", 2, SEED)
        (seat,) = outcome.to_act
        async with activity(store, service) as (pages, client, announced):
            headers = bearer(pages, USERS[seat], outcome.record.id)
            table = await table_of(client, headers)
            move = {"notation": table["actions"][0]["notation"], "version": table["version"]}
            with locked_by_another_process(path):
                answer = await client.post("/api/act", json=move, headers=headers)
                refused = await answer.json()
            assert answer.status == 503 and answer.headers["Retry-After"]
            assert refused["text"] == t("error.busy", "en"), "busy, nothing changed, try again"
            assert (await store.get(outcome.record.id)).version == table["version"], "nothing was applied"
            assert announced.calls == []

            answer = await client.post("/api/act", json=move, headers=headers)
            assert answer.status == 200, "the same tap, once the lock is gone, plays"
            assert (await store.get(outcome.record.id)).version == table["version"] + 1
    finally:
        await store.close()


async def test_a_saved_tap_whose_answer_fails_says_it_was_saved(backend_store: Store,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    service = GameService(backend_store)
    outcome = await started(service, "aod", 2, SEED)
    (seat,) = outcome.to_act
    async with activity(backend_store, service) as (pages, client, announced):
        headers = bearer(pages, USERS[seat], outcome.record.id)
        table = await table_of(client, headers)

        def cut_off(*args: object, **kwargs: object) -> list[str]:
            raise ConnectionResetError("database connection lost")

        monkeypatch.setattr(pages.narrator, "log_lines", cut_off)
        answer = await client.post("/api/act", json={"notation": table["actions"][0]["notation"],
                                                     "version": table["version"]}, headers=headers)
        body = await answer.json()
        assert answer.status == 200 and body["done"] == t("error.saved_anyway", "en"), "never 'nothing changed'"
        assert (await backend_store.get(outcome.record.id)).version == table["version"] + 1
        assert len(announced.calls) == 1, "the table is told of the saved move all the same"


async def test_a_table_asked_while_the_database_is_out_of_reach_is_a_try_again(backend_store: Store,
                                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    service = GameService(backend_store)
    outcome = await started(service, "aod", 2, SEED)
    async with activity(backend_store, service) as (pages, client, _):
        headers = bearer(pages, USERS[0], outcome.record.id, "fr")

        async def unreachable(game_id: int) -> None:
            raise ConnectionRefusedError("database down")

        monkeypatch.setattr(pages.store, "get", unreachable)
        answer = await client.get("/api/table", headers=headers)
        body = await answer.json()
        assert answer.status == 503 and body["text"] == t("error.unreachable", "fr")
        assert "database down" not in await answer.text()


async def test_a_tap_is_answered_while_a_slow_discord_is_still_being_told(backend_store: Store,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """Discord slow to take the turn post (rate limits, say): the player's board does not wait for it."""
    monkeypatch.setattr(table_routes, "ANNOUNCE_WAIT_S", 0.2)
    service = GameService(backend_store)
    outcome = await started(service, "aod", 2, SEED)
    (seat,) = outcome.to_act
    told = asyncio.Event()
    async with activity(backend_store, service) as (pages, client, announced):
        slow = announced.__call__

        async def slowly(game_id: int, moved: Outcome) -> bool:
            await asyncio.sleep(1.5)
            told.set()
            return await slow(game_id, moved)

        pages.announce = slowly
        headers = bearer(pages, USERS[seat], outcome.record.id)
        table = await table_of(client, headers)
        started_at = asyncio.get_running_loop().time()
        answer = await client.post("/api/act", json={"notation": table["actions"][0]["notation"],
                                                     "version": table["version"]}, headers=headers)
        body = await answer.json()
        waited = asyncio.get_running_loop().time() - started_at
        assert answer.status == 200 and body["table"]["version"] == table["version"] + 1
        assert waited < 1.2 and not told.is_set(), f"answered after {waited:.2f} s, before Discord was told"
        await asyncio.wait_for(told.wait(), 5)
        assert len(announced.calls) == 1, "the telling carried on after the answer"
