"""Game pages on a real store and service, with the bot's texts and names fixed (no Discord)."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

import pytest

from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from bot.names import NameBook
from bot.web_narrator import BotNarrator
from core.service import GameService, Outcome
from core.storage import GameRecord, Store
from web.narration import Names
from web.server import GamePages

GUILD, CHANNEL = 7, 70
USERS = (1001, 1002, 1003, 1004)


@dataclass
class StandInSockets:
    """The open sockets of a stand-in server, some of which may have died without a word."""

    sockets: list[web.WebSocketResponse] = field(default_factory=list)
    opened: int = 0  # sockets opened so far
    quiet: set[web.WebSocketResponse] = field(default_factory=set)  # sockets sent nothing more, never closed

    def go_quiet(self) -> None:
        """The open sockets die without a word (a phone changing networks): nothing more reaches their pages,
        and no close either; sockets opened later speak again."""
        self.quiet.update(self.sockets)

    def speaking(self) -> list[web.WebSocketResponse]:
        return [socket for socket in self.sockets if socket not in self.quiet]


class FixedNames(BotNarrator):
    """The bot's texts with "Player N" names: the pages' tests do not ask Discord."""

    def __init__(self) -> None:
        super().__init__(NameBook.__new__(NameBook))

    async def names(self, record: GameRecord, lang: str) -> Names:
        return {seat.seat: f"Player{seat.seat + 1}" for seat in record.seats}


@asynccontextmanager
async def serving(store: Store, service: GameService) -> AsyncIterator[tuple[GamePages, TestClient[web.Request, web.Application]]]:
    pages = GamePages(store, service, FixedNames())
    async with TestClient(TestServer(pages.app)) as client:
        yield pages, client


def server_sends(monkeypatch: pytest.MonkeyPatch) -> list[tuple[web.WebSocketResponse, str]]:
    """Every text message the server's sockets send from now on, with the socket that sent it."""
    sent: list[tuple[web.WebSocketResponse, str]] = []
    send_str = web.WebSocketResponse.send_str

    async def recorded(socket: web.WebSocketResponse, data: str, *args: Any, **kwargs: Any) -> None:
        sent.append((socket, data))
        await send_str(socket, data, *args, **kwargs)

    monkeypatch.setattr(web.WebSocketResponse, "send_str", recorded)
    return sent


async def hears_alive_until_closed(socket: Any, sent: list[tuple[web.WebSocketResponse, str]], service: GameService,
                                   outcome: Outcome, update: str) -> None:
    """A quiet socket (``ALIVE_S`` shortened to 0.2 s) hears ``alive`` with the game's version once an
    interval, the ``update`` message after a move and ``alive`` with the new version, then nothing once closed."""
    loop = asyncio.get_running_loop()
    heard = []
    for _ in range(3):
        heard.append((await socket.receive_json(timeout=1), loop.time()))
    assert [message for message, _ in heard] == 3 * [{"type": "alive", "version": outcome.record.version}]
    gaps = [later - earlier for (_, earlier), (_, later) in zip(heard, heard[1:])]
    assert all(0.18 <= gap <= 0.3 for gap in gaps), f"one every ALIVE_S, not more: {gaps}"
    moved = await play(service, outcome, 1, 1)
    assert (await socket.receive_json(timeout=5))["type"] == update
    assert await socket.receive_json(timeout=1) == {"type": "alive", "version": moved.record.version}
    await socket.close()
    closed = len(sent)
    await asyncio.sleep(0.6)
    assert sent[closed:] == [], "a closed socket is sent nothing more"


async def started(service: GameService, kind: str, players: int, seed: int, channel: int = CHANNEL) -> Outcome:
    lobby = await service.open_lobby(kind, GUILD, channel, USERS[0], "en")
    for user in USERS[1:players]:
        await service.join(lobby.id, user)
    return await service.start(lobby.id, USERS[0], seed=seed)


async def play(service: GameService, outcome: Outcome, moves: int, seed: int) -> Outcome:
    """Up to ``moves`` random legal moves (the game stops earlier if it ends)."""
    pick = random.Random(seed)
    for _ in range(moves):
        if outcome.over or not outcome.to_act:
            break
        seat = min(outcome.to_act)
        action = pick.choice(outcome.game.legal_actions(outcome.state, seat))
        outcome = await service.act(outcome.record.id, outcome.record.user_of(seat), outcome.game.notation(action))
    return outcome
