"""Lobby flows through the game service, and the errors a player gets for each mistake."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Any

import pytest

from core.i18n import catalog
from core.service import GameService
from core.storage import GameRecord, GameStatus
from rules.core import IllegalAction
from tests.core.fake_game import FakeState
from tests.core.support import ALICE, BOB, CHANNEL, GUILD, HOST, started_fake


async def refused(key: str, call: Awaitable[Any]) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        await call
    assert caught.value.key == key
    if not key.startswith("error.fake."):
        assert key in catalog("en") and key in catalog("fr"), f"{key} has no catalog text"
    return caught.value


async def open_fake(service: GameService, channel: int = CHANNEL) -> GameRecord:
    return await service.open_lobby("fake", GUILD, channel, HOST, "fr")


async def test_open_seats_the_host_without_a_role_and_shows_default_options(service: GameService) -> None:
    lobby = await open_fake(service)
    assert [(s.user_id, s.role) for s in lobby.seats] == [(HOST, None)]
    assert lobby.options == {"target": 10, "pace": "plain", "open_hands": False}
    assert await service.by_channel(CHANNEL) == lobby


async def test_a_busy_channel_refuses_a_second_lobby(service: GameService) -> None:
    await open_fake(service)
    await refused("error.lobby.channel_busy", service.open_lobby("fake", GUILD, CHANNEL, ALICE, "en"))


async def test_an_unknown_game_is_refused(service: GameService) -> None:
    await refused("error.lobby.unknown_game", service.open_lobby("chess", GUILD, CHANNEL, HOST, "en"))


async def test_players_join_in_order_pick_roles_and_leave(service: GameService) -> None:
    lobby = await open_fake(service)
    await service.join(lobby.id, ALICE, "blue")
    await service.join(lobby.id, BOB)
    record = await service.choose_role(lobby.id, BOB, "green")
    seated = [(s.seat, s.user_id, s.role) for s in record.seats]
    assert seated == [(0, HOST, None), (1, ALICE, "blue"), (2, BOB, "green")]
    record = await service.leave(lobby.id, ALICE)
    assert [(s.seat, s.user_id) for s in record.seats] == [(0, HOST), (1, BOB)]
    assert [g.id for g in await service.games_of(BOB)] == [lobby.id]
    assert await service.games_of(ALICE) == []


async def test_joining_mistakes(service: GameService) -> None:
    lobby = await open_fake(service)
    await refused("error.lobby.already_joined", service.join(lobby.id, HOST))
    await refused("error.lobby.bad_role", service.join(lobby.id, ALICE, "purple"))
    await service.join(lobby.id, ALICE)
    await service.join(lobby.id, BOB)
    full = await refused("error.lobby.full", service.join(lobby.id, 13))
    assert full.params == {"max": 3}
    await refused("error.lobby.not_joined", service.choose_role(lobby.id, 13, "red"))
    await refused("error.lobby.not_joined", service.leave(lobby.id, 13))
    await refused("error.lobby.host_cannot_leave", service.leave(lobby.id, HOST))
    await refused("error.no_game", service.join(lobby.id + 1, ALICE))


async def test_bot_characters_and_a_person_taking_a_bots_seat(service: GameService) -> None:
    """The host gives bot players characters; a person joining a full table takes the last bot's seat,
    with the character they ask for, or else the bot's."""
    lobby = await open_fake(service)
    await service.add_bot(lobby.id, HOST, "easy")
    await service.add_bot(lobby.id, HOST, "strong")
    await refused("error.lobby.not_host", service.set_bot_role(lobby.id, ALICE, 1, "red"))
    await refused("error.lobby.no_such_bot", service.set_bot_role(lobby.id, HOST, 3, "red"))
    await refused("error.lobby.bad_role", service.set_bot_role(lobby.id, HOST, 1, "purple"))
    await service.set_bot_role(lobby.id, HOST, 1, "red")
    record = await service.set_bot_role(lobby.id, HOST, 2, "green")
    assert [(s.user_id, s.role) for s in record.seats] == [(HOST, None), (-1, "red"), (-2, "green")]
    record = await service.join(lobby.id, ALICE, "blue")
    assert [(s.user_id, s.role, s.bot_level) for s in record.seats] == [
        (HOST, None, None), (-1, "red", "easy"), (ALICE, "blue", None)]
    record = await service.join(lobby.id, BOB)
    assert [(s.user_id, s.role) for s in record.seats] == [(HOST, None), (BOB, "red"), (ALICE, "blue")]
    await refused("error.lobby.full", service.join(lobby.id, 13))


async def test_only_the_host_sets_options_and_bad_values_name_the_allowed_ones(service: GameService) -> None:
    lobby = await open_fake(service)
    await service.join(lobby.id, ALICE)
    await refused("error.lobby.not_host", service.set_option(lobby.id, ALICE, "target", "20"))
    record = await service.set_option(lobby.id, HOST, "target", "20")
    record = await service.set_option(lobby.id, HOST, "pace", "double")
    assert record.options == {"target": 20, "pace": "double", "open_hands": False}
    bad = await refused("error.lobby.bad_option", service.set_option(lobby.id, HOST, "pace", "slow"))
    assert bad.params["allowed"] == "plain, double"
    bad = await refused("error.lobby.bad_option", service.set_option(lobby.id, HOST, "target", "99"))
    assert bad.params["allowed"] == "5–50"
    bad = await refused("error.lobby.bad_option", service.set_option(lobby.id, HOST, "open_hands", "maybe"))
    assert bad.params["allowed"] == "true, false"
    unknown = await refused("error.lobby.unknown_option", service.set_option(lobby.id, HOST, "speed", "1"))
    assert unknown.params["options"] == "target, pace, open_hands"
    assert (await service.load(lobby.id)).options == record.options


async def test_start_checks_host_player_count_and_roles(service: GameService) -> None:
    lobby = await open_fake(service)
    await refused("error.lobby.player_count", service.start(lobby.id, HOST))
    await service.join(lobby.id, ALICE, "blue")
    await refused("error.lobby.not_host", service.start(lobby.id, ALICE))
    await refused("error.fake.roles", service.start(lobby.id, HOST))  # the host has no role yet
    assert (await service.load(lobby.id)).status is GameStatus.LOBBY


async def test_start_deals_from_the_seed_and_saves_the_initial_state(service: GameService) -> None:
    lobby = await open_fake(service)
    await service.choose_role(lobby.id, HOST, "red")
    await service.join(lobby.id, ALICE, "blue")
    outcome = await service.start(lobby.id, HOST)
    record = outcome.record
    assert record.status is GameStatus.ACTIVE and record.seed == 1234  # from the service's seed source
    assert record.state == outcome.state.model_dump_json()
    assert outcome.to_act == {0} and outcome.hand_changed == {0, 1} and outcome.result is None
    assert isinstance(outcome.state, FakeState) and outcome.state.colours == ["red", "blue"]
    await refused("error.lobby.closed", service.join(lobby.id, BOB))
    await refused("error.lobby.closed", service.start(lobby.id, HOST))


async def test_cancel_frees_the_channel_and_only_the_host_may(service: GameService) -> None:
    lobby = await open_fake(service)
    await service.join(lobby.id, ALICE)
    await refused("error.lobby.not_host", service.cancel(lobby.id, ALICE))
    cancelled = await service.cancel(lobby.id, HOST)
    assert cancelled.status is GameStatus.ABANDONED and cancelled.ended_at is not None
    assert await service.by_channel(CHANNEL) is None
    await open_fake(service)


async def test_abandon_is_for_the_host_or_a_manager(service: GameService) -> None:
    game = await started_fake(service)
    await refused("error.not_allowed", service.abandon(game.id, ALICE, may_manage=False))
    abandoned = await service.abandon(game.id, BOB, may_manage=True)
    assert abandoned.status is GameStatus.ABANDONED
    await refused("error.game_over", service.abandon(game.id, HOST, may_manage=False))
    await refused("error.game_over", service.act(game.id, HOST, "end"))
