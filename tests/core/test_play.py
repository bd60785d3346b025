"""Playing through the service: persistence, versions, races, restarts, replay and crash safety."""

from __future__ import annotations

import asyncio
import random
import sqlite3
import subprocess
import sys
import tempfile
import textwrap
from contextlib import closing
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.service import GameService, StaleAction
from core.storage import GameStatus, Store
from rules.core import IllegalAction
from tests.core.fake_game import FakeState
from tests.core.support import ALICE, BOB, CHANNEL, HOST, make_service, started_fake


async def test_an_action_is_saved_with_its_log_row_before_act_returns(service: GameService, store: Store) -> None:
    game = await started_fake(service)
    outcome = await service.act(game.id, HOST, "add 2", expected_version=game.version)
    assert outcome.record.version == game.version + 1
    assert outcome.seat == 0 and outcome.to_act == {0}
    assert [(e.kind, e.params) for e in outcome.events] == [("add", {"seat": 0, "amount": 2})]
    saved = await store.get(game.id)
    assert saved == outcome.record and saved.state == outcome.state.model_dump_json()
    [logged] = await store.actions(game.id)
    assert (logged.n, logged.seat, logged.notation, logged.version_after) == (1, 0, "add 2", saved.version)


async def test_hand_changed_names_only_seats_whose_hand_changed(service: GameService) -> None:
    game = await started_fake(service)
    assert (await service.act(game.id, HOST, "draw")).hand_changed == {0}
    assert (await service.act(game.id, HOST, "add 1")).hand_changed == set()
    ended = await service.act(game.id, HOST, "end")
    assert ended.hand_changed == set() and ended.to_act == {1}


async def test_play_mistakes_change_nothing(service: GameService) -> None:
    game = await started_fake(service)
    with pytest.raises(IllegalAction) as caught:
        await service.act(game.id, ALICE, "add 1")
    assert (caught.value.key, caught.value.params) == ("error.not_your_turn", {"seat": 0})
    for user, notation, key in [
        (BOB, "add 1", "error.not_in_game"),
        (HOST, "add 9", "error.fake.notation"),
        (HOST, "jump", "error.fake.notation"),
    ]:
        with pytest.raises(IllegalAction) as caught:
            await service.act(game.id, user, notation)
        assert caught.value.key == key
    assert await service.load(game.id) == game


async def test_acting_in_a_lobby_says_it_has_not_started(service: GameService) -> None:
    lobby = await service.open_lobby("fake", 1, CHANNEL, HOST, "en")
    with pytest.raises(IllegalAction, match="error.not_started"):
        await service.act(lobby.id, HOST, "end")


async def test_a_stale_version_is_rejected_and_nothing_changes(service: GameService, store: Store) -> None:
    game = await started_fake(service)
    moved = await service.act(game.id, HOST, "add 1", expected_version=game.version)
    with pytest.raises(StaleAction) as caught:
        await service.act(game.id, HOST, "add 3", expected_version=game.version)
    assert caught.value.key == "error.stale"
    assert await store.get(game.id) == moved.record
    assert len(await store.actions(game.id)) == 1


async def test_concurrent_actions_are_all_applied_once_in_turn(service: GameService, store: Store) -> None:
    game = await started_fake(service)
    outcomes = await asyncio.gather(*(service.act(game.id, HOST, "add 1") for _ in range(5)))
    assert sorted(o.record.version for o in outcomes) == [game.version + i for i in range(1, 6)]
    final = await service.current(game.id)
    assert isinstance(final.state, FakeState)
    assert final.state.scores == [5, 0] and final.record.version == game.version + 5
    assert [a.version_after for a in await store.actions(game.id)] == [game.version + i for i in range(1, 6)]


async def test_a_double_click_on_one_version_applies_once(service: GameService, store: Store) -> None:
    game = await started_fake(service)
    results = await asyncio.gather(
        service.act(game.id, HOST, "add 3", expected_version=game.version),
        service.act(game.id, HOST, "add 3", expected_version=game.version),
        return_exceptions=True,
    )
    assert sum(isinstance(r, StaleAction) for r in results) == 1
    current = (await service.current(game.id)).state
    assert isinstance(current, FakeState) and current.scores == [3, 0]
    assert len(await store.actions(game.id)) == 1


async def test_a_second_service_on_the_same_database_cannot_lose_an_update(store: Store) -> None:
    first, second = make_service(store), make_service(store)  # separate per-game locks: only versions protect
    game = await started_fake(first)
    results = await asyncio.gather(
        *(svc.act(game.id, HOST, "add 1") for svc in (first, second, first, second)), return_exceptions=True
    )
    applied = [r for r in results if not isinstance(r, BaseException)]
    assert all(isinstance(r, StaleAction) for r in results if isinstance(r, BaseException))
    final = await first.current(game.id)
    assert isinstance(final.state, FakeState)
    assert final.state.scores[0] == len(applied) == final.record.version - game.version
    assert len(await store.actions(game.id)) == len(applied)


async def test_a_restart_mid_game_loses_nothing(db_path: Path) -> None:
    async with await Store.open(db_path) as store:
        service = make_service(store)
        game = await started_fake(service)
        await service.act(game.id, HOST, "draw")
        before = await service.act(game.id, HOST, "end")
    async with await Store.open(db_path) as store:
        service = make_service(store)
        assert (await service.by_channel(CHANNEL)) == before.record
        after = await service.act(game.id, ALICE, "add 2", expected_version=before.record.version)
        assert isinstance(after.state, FakeState)
        assert after.state.scores == [0, 2] and len(after.state.hands[0]) == 3
        assert [a.n for a in await store.actions(game.id)] == [1, 2, 3]


async def test_replay_of_a_whole_game_equals_the_snapshot(service: GameService, store: Store) -> None:
    game = await started_fake(service)
    rnd = random.Random(5)
    outcome = await service.current(game.id)
    while outcome.result is None:
        [seat] = outcome.to_act
        action = outcome.game.playout_action(outcome.state, seat, rnd)
        outcome = await service.act(game.id, outcome.record.user_of(seat), outcome.game.notation(action))
    assert outcome.record.status is GameStatus.FINISHED and outcome.record.ended_at is not None
    assert await service.by_channel(CHANNEL) is None
    assert (await service.replay(game.id)).model_dump_json() == outcome.record.state
    with pytest.raises(IllegalAction, match="error.game_over"):
        await service.act(game.id, HOST, "end")


async def test_a_failure_between_apply_and_commit_leaves_the_previous_state(sqlite_store: Store, db_path: Path) -> None:
    store = sqlite_store
    service = make_service(store)
    game = await started_fake(service)
    with closing(sqlite3.connect(db_path)) as raw, raw:  # the log insert fails after the game row was updated
        raw.execute("CREATE TRIGGER break_log BEFORE INSERT ON actions BEGIN SELECT RAISE(ABORT, 'disk gone'); END")
    with pytest.raises(sqlite3.IntegrityError, match="disk gone"):
        await service.act(game.id, HOST, "add 3")
    assert await store.get(game.id) == game and await store.actions(game.id) == []
    with closing(sqlite3.connect(db_path)) as raw, raw:
        raw.execute("DROP TRIGGER break_log")
    assert (await service.act(game.id, HOST, "add 3")).record.version == game.version + 1  # nothing left locked


REPO = Path(__file__).resolve().parents[2]

CRASH_MID_TRANSACTION = """
    import asyncio, os, sys
    import aiosqlite
    from core.storage import Store
    from tests.core.support import HOST, make_service

    execute = aiosqlite.Connection.execute

    async def crash_before_logging(self, sql, *args):
        if sql.startswith("INSERT INTO actions"):  # the game row is already updated, uncommitted
            os._exit(3)
        return await execute(self, sql, *args)

    async def main():
        store = await Store.open(sys.argv[1])
        aiosqlite.Connection.execute = crash_before_logging
        await make_service(store).act(int(sys.argv[2]), HOST, "add 3")

    asyncio.run(main())
"""


async def test_a_process_killed_mid_transaction_leaves_the_previous_state(db_path: Path) -> None:
    async with await Store.open(db_path) as store:
        game = await started_fake(make_service(store))
    script = textwrap.dedent(CRASH_MID_TRANSACTION)
    killed = subprocess.run([sys.executable, "-c", script, str(db_path), str(game.id)], cwd=REPO, timeout=60)
    assert killed.returncode == 3
    async with await Store.open(db_path) as store:
        assert await store.get(game.id) == game and await store.actions(game.id) == []
        assert (await make_service(store).act(game.id, HOST, "add 3")).record.version == game.version + 1


NOTATIONS = st.sampled_from(["add 1", "add 2", "draw", "end", "add 7"])
MOVES = st.tuples(st.sampled_from([HOST, ALICE, BOB]), NOTATIONS, st.booleans())


@settings(max_examples=20, deadline=None)
@given(batches=st.lists(st.lists(MOVES, min_size=1, max_size=4), min_size=1, max_size=6))
async def test_any_mix_of_concurrent_moves_keeps_log_snapshot_and_versions_in_step(batches: list[list[tuple[int, str, bool]]]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        async with await Store.open(Path(folder) / "games.sqlite3") as store:
            service = make_service(store)
            game = await started_fake(service)
            applied = 0
            for batch in batches:
                version = (await service.load(game.id)).version
                calls = [service.act(game.id, user, text, version if pinned else None) for user, text, pinned in batch]
                results = await asyncio.gather(*calls, return_exceptions=True)
                assert all(isinstance(r, IllegalAction) for r in results if isinstance(r, BaseException))
                applied += sum(not isinstance(r, BaseException) for r in results)
            final = await service.load(game.id)
            log = await store.actions(game.id)
            assert len(log) == applied == final.version - game.version
            assert [a.version_after for a in log] == list(range(game.version + 1, final.version + 1))
            assert (await service.replay(game.id)).model_dump_json() == final.state
