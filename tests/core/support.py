"""Shared test helpers: the players, the games the test service knows, a ready-made started game."""

from __future__ import annotations

from typing import Any

from core.service import GameService
from core.storage import GameRecord, Store
from rules.core import GameRules
from tests.core.fake_game import FAKE

GUILD, CHANNEL = 1, 100
HOST, ALICE, BOB = 10, 11, 12


def known_games() -> dict[str, GameRules[Any, Any, Any]]:
    """Games the test service knows: the fake one, plus AoD once its rules exist."""
    return {"fake": FAKE}


def make_service(store: Store) -> GameService:
    return GameService(store, seed_source=lambda bits: 1234, games=known_games().__getitem__)


async def started_fake(service: GameService, channel: int = CHANNEL) -> GameRecord:
    """A fake game between HOST (red, seat 0) and ALICE (blue, seat 1); HOST is to act."""
    lobby = await service.open_lobby("fake", GUILD, channel, HOST, "en")
    await service.choose_role(lobby.id, HOST, "red")
    await service.join(lobby.id, ALICE, "blue")
    return (await service.start(lobby.id, HOST, seed=42)).record
