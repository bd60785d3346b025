"""The Angel of Darkness through the real registry: lobby options, a stored game played out, replay."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from core.service import GameService, Outcome
from core.storage import GameStatus, Store
from rules.core import IllegalAction
from tests.core.support import ALICE, BOB, CHANNEL, GUILD, HOST

pytest.importorskip("rules.aod.game")

CAROL = 13
MAX_ACTIONS = 3000  # random 4-player games take a few hundred actions; the cap bounds a broken run


def aod_service(store: Store) -> GameService:
    return GameService(store, seed_source=lambda bits: 99)  # real registry


async def open_aod(service: GameService) -> int:
    lobby = await service.open_lobby("aod", GUILD, CHANNEL, HOST, "fr")
    return lobby.id


async def test_aod_options_are_validated_with_their_allowed_values(store: Store) -> None:
    service = aod_service(store)
    game_pk = await open_aod(service)
    record = await service.set_option(game_pk, HOST, "collapse", "king")
    assert record.options["collapse"] == "king"
    for name, value, allowed in [("large_counter_points", "5", "3–4"), ("collapse", "diagonal", "orthogonal, king")]:
        with pytest.raises(IllegalAction) as caught:
            await service.set_option(game_pk, HOST, name, value)
        assert (caught.value.key, caught.value.params["allowed"]) == ("error.lobby.bad_option", allowed)


async def test_aod_role_clashes_are_refused_at_start(store: Store) -> None:
    service = aod_service(store)
    game_pk = await open_aod(service)
    await service.choose_role(game_pk, HOST, "lara")
    await service.join(game_pk, ALICE, "lara")
    with pytest.raises(IllegalAction, match="error.aod.role_taken"):
        await service.start(game_pk, HOST)
    assert (await service.load(game_pk)).status is GameStatus.LOBBY


async def play(service: GameService, outcome: Outcome, rnd: random.Random, actions: int) -> Outcome:
    """Random purposeful play; checks that whoever's hand size changed is told to look at their hand."""
    for _ in range(actions):
        if outcome.result is not None:
            break
        seat = min(outcome.to_act)
        action = outcome.game.playout_action(outcome.state, seat, rnd)
        before = outcome.game.view(outcome.state, None)
        outcome = await service.act(
            outcome.record.id, outcome.record.user_of(seat), outcome.game.notation(action), outcome.record.version
        )
        after = outcome.game.view(outcome.state, None)
        resized = {s.seat for s, t in zip(before.seats, after.seats) if s.hand_size != t.hand_size}
        assert resized <= outcome.hand_changed
    return outcome


async def test_a_stored_aod_game_survives_a_restart_and_replays_to_its_snapshot(db_path: Path) -> None:
    from rules.aod.model import AodState

    rnd = random.Random(3)
    async with await Store.open(db_path) as store:
        service = aod_service(store)
        game_pk = await open_aod(service)
        await service.choose_role(game_pk, HOST, "pieter")
        for user in (ALICE, BOB, CAROL):
            await service.join(game_pk, user)
        started = await service.start(game_pk, HOST)
        assert started.hand_changed == {0, 1, 2, 3}
        assert isinstance(started.state, AodState) and started.state.seats[0].value == "pieter"
        midway = await play(service, started, rnd, 40)
    async with await Store.open(db_path) as store:  # a restart: nothing but the file survives
        service = aod_service(store)
        resumed = await service.current(game_pk)
        assert resumed.record == midway.record
        final = await play(service, resumed, rnd, MAX_ACTIONS)
        assert final.result is not None and final.record.status is GameStatus.FINISHED
        log = await store.actions(game_pk)
        assert [a.version_after for a in log] == list(range(started.record.version + 1, final.record.version + 1))
        assert (await service.replay(game_pk)).model_dump_json() == final.record.state
