"""``/game undo`` through the service: Board Game Arena's policy, the same for every game."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from core.fairplay import verify_export
from core.service import GameService, Outcome, rng_draws
from core.storage import Store
from rules import registry
from rules.core import IllegalAction
from tests.core.fake_game import FakeState
from tests.core.support import ALICE, HOST, make_service, started_fake
from tests.core.real_games import USERS, start

STEPS = 150
REVEALING_SAMPLES = {
    "aod": ("opened", "discovered"),
    "underworld": ("enemy_revealed",),
    "darktomb": ("tile_revealed", "monster_appeared"),
}
"""Public events that turn something face up: such an action must never be taken back."""


def expected_refusal(before: Outcome, after: Outcome, seat: int) -> str | None:
    """What the policy says about taking back the action that led from ``before`` to ``after``."""
    if after.result is not None:
        return "error.game_over"
    if seat not in after.to_act:
        return "error.undo.turn_over"
    if any(not event.is_public or event.kind in after.game.revealing_events for event in after.events):
        return "error.undo.hidden_revealed"
    if rng_draws(before.state) != rng_draws(after.state):
        return "error.undo.randomness"
    return None


async def refusal(service: GameService, game_pk: int, user: int) -> str | None:
    try:
        await service.undo(game_pk, user)
    except IllegalAction as error:
        return error.key
    return None


@pytest.mark.parametrize("game_kind", sorted(registry.games()))
async def test_undo_is_allowed_exactly_when_nothing_was_revealed(store: Store, game_kind: str) -> None:
    service = GameService(store)
    info = registry.get(game_kind).info
    outcome = await start(service, game_kind, players=min(max(2, info.min_players), info.max_players))
    game_pk, game = outcome.record.id, outcome.game
    rnd = random.Random(11)
    seen: Counter[str] = Counter()
    previous: int | None = None
    for _ in range(STEPS):
        if outcome.result is not None:
            break
        seat = min(outcome.to_act)
        user = outcome.record.user_of(seat)
        notation = game.notation(game.playout_action(outcome.state, seat, rnd))
        before = outcome
        after = await service.act(game_pk, user, notation)
        if previous is not None and previous != seat and after.result is None:
            key = await refusal(service, game_pk, USERS[previous])
            assert key == "error.undo.other_acted"
            seen[key] += 1
        expected = expected_refusal(before, after, seat)
        if any(event.kind in REVEALING_SAMPLES.get(game_kind, ()) for event in after.events):
            assert expected in ("error.undo.hidden_revealed", "error.game_over"), notation
            seen["revealed in public"] += 1
        try:
            undone = await service.undo(game_pk, user)
        except IllegalAction as error:
            assert error.key == expected, notation
            seen[error.key] += 1
            outcome, previous = after, seat
            continue
        assert expected is None, notation
        seen["allowed"] += 1
        assert undone.state.model_dump_json() == before.state.model_dump_json(), "as if never played"
        assert undone.to_act == before.to_act
        outcome = await service.act(game_pk, user, notation)  # the same action again: the same result
        assert outcome.state.model_dump_json() == after.state.model_dump_json()
        previous = seat
    if game_kind in REVEALING_SAMPLES:
        assert seen["revealed in public"], seen
    assert seen["allowed"] and seen["error.undo.turn_over"] and seen["error.undo.other_acted"], seen
    if game_kind in ("aod", "underworld", "darktomb"):
        assert seen["error.undo.hidden_revealed"] or seen["error.undo.randomness"], seen
    log = await store.actions(game_pk)
    assert sum(entry.undone for entry in log) == seen["allowed"], "the log keeps every undone action, marked"
    assert (await service.replay(game_pk)).model_dump_json() == outcome.state.model_dump_json()
    assert (await service.verify(game_pk)).ok


async def test_each_refusal_of_the_fake_game(store: Store) -> None:
    service = make_service(store)
    game = await started_fake(service)
    assert await refusal(service, game.id, HOST) == "error.undo.nothing"
    await service.act(game.id, HOST, "add 2")
    assert await refusal(service, game.id, 99) == "error.not_in_game"
    undone = await service.undo(game.id, HOST)
    assert isinstance(undone.state, FakeState) and undone.state.scores == [0, 0]
    await service.act(game.id, HOST, "draw")
    assert await refusal(service, game.id, HOST) == "error.undo.hidden_revealed"
    await service.act(game.id, HOST, "end")
    assert await refusal(service, game.id, HOST) == "error.undo.turn_over"
    await service.act(game.id, ALICE, "add 1")
    assert await refusal(service, game.id, HOST) == "error.undo.other_acted"


async def test_an_export_with_undone_actions_still_verifies(store: Store) -> None:
    service = GameService(store)
    outcome = await start(service, "underworld")
    rnd = random.Random(1)
    undone = 0
    for _ in range(3000):
        if outcome.result is not None:
            break
        seat = min(outcome.to_act)
        user = outcome.record.user_of(seat)
        notation = outcome.game.notation(outcome.game.playout_action(outcome.state, seat, rnd))
        outcome = await service.act(outcome.record.id, user, notation)
        if await refusal(service, outcome.record.id, user) is None:
            undone += 1
            outcome = await service.act(outcome.record.id, user, notation)
    export = await service.export(outcome.record.id)
    assert undone and sum(a.undone for a in export.actions) == undone
    assert verify_export(export).ok
