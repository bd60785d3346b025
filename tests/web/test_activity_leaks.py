"""The leak scan of tests/web/test_leaks.py over the Activity: in every game at every table size, a game
played partway sends each seat (and a spectator) — its table, its pictures' alt texts, a refused tap's fresh
table, its socket's message — no seed or salt, no card another seat holds, and no notation of a move made
(the moves it is offered excepted: those are its own to see)."""

from __future__ import annotations

import json

import pytest

from core import fairplay
from core.service import GameService
from core.storage import Store
from tests.e2e.test_discord_leaks import private_cards
from tests.web.support import play, started
from tests.web.test_activity_table import WATCHER, activity, bearer
from tests.web.test_leaks import SEED, TABLES

MOVES = 8


@pytest.mark.parametrize(("kind", "players"), TABLES)
async def test_every_seat_is_sent_its_own_view_only(sqlite_store: Store, kind: str, players: int) -> None:
    service = GameService(sqlite_store, seed_source=lambda bits: SEED)
    outcome = await play(service, await started(service, kind, players, SEED), MOVES, SEED)
    record = outcome.record
    assert record.status.is_open and record.seed == SEED, "the scan is of a running game"
    live = [entry for entry in await sqlite_store.actions(record.id) if not entry.undone]
    states = list(fairplay.states_along(outcome.game, record.roles, record.options, SEED,
                                        [(a.seat, a.notation) for a in live]))
    hands = [private_cards(kind, state) for state in states]
    held = {seat: {card for card in hands[-1][seat] if all(card in hand.get(seat, set()) for hand in hands)}
            for seat in hands[-1]}  # in that seat's hand all along: never shown to anyone else
    notations = {entry.notation for entry in live if any(not c.isalpha() for c in entry.notation)}
    async with activity(sqlite_store, service) as (pages, client, _):
        assert pages.sessions is not None
        for seat in [*range(len(record.seats)), None]:
            user = record.user_of(seat) if seat is not None else WATCHER
            headers = bearer(pages, user, record.id, "fr" if seat == 1 else "en")
            table = await (await client.get("/api/table", headers=headers)).json()
            assert table["seat"] == seat and (seat is not None or table["hand"] is None)
            stale = await client.post("/api/act", headers=headers, json={"notation": "x", "version": record.version - 1})
            socket = await client.ws_connect("/api/ws")
            await socket.send_json({"session": pages.sessions.create(user, record.id, "en").token, "since": -1})
            sent = {"table": json.dumps(table, ensure_ascii=False), "refusal": await stale.text(),
                    "socket": await socket.receive_str(timeout=20)}
            await socket.close()
            mine = held.get(seat, set()) if seat is not None else set()
            assert all(card in sent["table"] for card in mine), "its own cards show (the scan can see cards)"
            offered = {action["notation"] for action in table["actions"]}
            others = {card for other, cards in held.items() if other != seat for card in cards}
            for where, text in sent.items():
                assert str(SEED) not in text, (seat, where)
                assert record.salt is None or record.salt not in text, (seat, where)
                for notation in notations - offered:
                    assert notation not in text, (seat, where, notation)
                for card in others:
                    assert card not in text, (seat, where, card)
