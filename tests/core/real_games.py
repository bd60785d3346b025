"""Helpers for the fair-dice, undo and clock tests: a started game of any registered game, random play."""

from __future__ import annotations

import random
from datetime import datetime, timedelta, timezone

from core.service import GameService, Outcome
from rules import registry

GUILD, CHANNEL = 1, 100
USERS = (10, 11, 12, 13)
MAX_ACTIONS = 4000  # bounds a runaway random game


async def start(
    service: GameService, game_kind: str, channel: int = CHANNEL, players: int | None = None, pace: int | None = None
) -> Outcome:
    """A started game of ``game_kind`` (by default with its minimum number of players: users 10, 11, …)."""
    game = registry.get(game_kind) if game_kind != "fake" else None
    count = players or (game.info.min_players if game else 2)
    lobby = await service.open_lobby(game_kind, GUILD, channel, USERS[0], "en")
    if pace is not None:
        lobby = await service.set_pace(lobby.id, USERS[0], pace)
    roles = service.rules(lobby).roles(count)
    if roles:
        await service.choose_role(lobby.id, USERS[0], roles[0].id)
    for index, user in enumerate(USERS[1:count], start=1):
        await service.join(lobby.id, user, roles[index].id if roles else None)
    return await service.start(lobby.id, USERS[0], seed=4242)


async def random_move(service: GameService, outcome: Outcome, rnd: random.Random) -> Outcome:
    seat = min(outcome.to_act)
    action = outcome.game.playout_action(outcome.state, seat, rnd)
    return await service.act(outcome.record.id, outcome.record.user_of(seat), outcome.game.notation(action))


async def play_out(service: GameService, outcome: Outcome, rnd: random.Random) -> Outcome:
    for _ in range(MAX_ACTIONS):
        if outcome.result is not None:
            return outcome
        outcome = await random_move(service, outcome, rnd)
    raise AssertionError("the random game did not end")


class FakeClock:
    """Injected time: tests move it by hand."""

    def __init__(self) -> None:
        self.moment = datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc)

    def __call__(self) -> datetime:
        return self.moment

    def advance(self, **delta: float) -> None:
        self.moment += timedelta(**delta)
