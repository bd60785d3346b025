"""A page follows its game move by move, reading only the log it has not seen, and a taken-back move
leaves the page."""

from __future__ import annotations

import asyncio
from typing import Any

from core.service import GameService
from core.storage import ActionRecord, Store
from rules.core import IllegalAction
from tests.web.support import play, serving, started

SEED = 99


async def test_each_move_reads_only_the_new_log_and_a_taken_back_move_leaves_the_page(
    backend_store: Store,
) -> None:
    service = GameService(backend_store)
    outcome = await play(service, await started(service, "underworld", 1, SEED), 6, SEED)
    share = outcome.record.share_id
    reads: list[int] = []
    actions = backend_store.actions

    async def counted(game_id: int, since: int = 1, until: int | None = None) -> list[ActionRecord]:
        found = await actions(game_id, since, until)
        reads.append(len(found))
        return found

    backend_store.actions = counted
    async with serving(backend_store, service) as (_, client):
        before = await (await client.get(f"/g/{share}/state.json")).json()
        assert reads == [6], "the first view replays the whole log"
        moved = await play(service, outcome, 1, SEED + 1)
        after = await (await client.get(f"/g/{share}/state.json")).json()
        assert reads[1:] == [2], "the next version reads the last known action and the new one only"
        assert len(after["steps"]) == len(before["steps"]) + 1
        assert after["steps"][:-1] == before["steps"], "the steps seen before are unchanged"

        try:
            await service.undo(moved.record.id, moved.record.user_of(0))
        except IllegalAction:
            raise AssertionError("the last move of this game can be taken back") from None
        undone = await (await client.get(f"/g/{share}/state.json")).json()
        assert undone["steps"] == before["steps"], "the taken-back move is gone from the page"


async def test_many_pages_asking_at_one_version_have_its_state_assembled_once(backend_store: Store) -> None:
    service = GameService(backend_store)
    outcome = await play(service, await started(service, "aod", 2, SEED), 8, SEED)
    share = outcome.record.share_id
    async with serving(backend_store, service) as (pages, client):
        assembled: list[str] = []
        assemble = pages.story._assemble

        def counted(*args: Any) -> Any:
            assembled.append(args[1])
            return assemble(*args)

        pages.story._assemble = counted  # type: ignore[method-assign,assignment]
        answers = await asyncio.gather(*(client.get(f"/g/{share}{path}?lang={lang}")
                                         for path in ("", "/state.json") for lang in ("en", "fr") for _ in range(10)))
        assert all(answer.status == 200 for answer in answers)
        assert sorted(assembled) == ["en", "fr"], "once per language, not once per request"
        await play(service, outcome, 1, SEED)
        assert (await client.get(f"/g/{share}/state.json?lang=en")).status == 200
        assert sorted(assembled) == ["en", "en", "fr"], "and once more for the next version"
