"""Server stats from finished games, seat hand-overs, and the undo marks that keep the log append-only."""

from __future__ import annotations

import random
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from bot.features.seats import server_stats
from core.i18n import t
from core.service import GameService
from core.storage import Store
from rules import registry
from rules.core import IllegalAction
from tests.core.support import ALICE, BOB, HOST, known_games, started_fake
from tests.core.real_games import play_out, start


def service_with_every_game(store: Store) -> GameService:
    return GameService(store, games={**known_games(), **registry.games()}.__getitem__)


async def test_stats_count_games_and_wins_per_game_and_player(store: Store) -> None:
    service = service_with_every_game(store)
    for channel in (301, 302):
        game = await started_fake(service, channel)
        await service.act(game.id, HOST, "add 3")
        await service.act(game.id, HOST, "add 3")
        await service.act(game.id, HOST, "add 3")
        await service.act(game.id, HOST, "add 3")
    await started_fake(service, 303)  # still running: not counted
    coop = await play_out(service, await start(service, "underworld", channel=304), random.Random(1))
    everyone = await server_stats(store, service, 1, None)
    assert (everyone["fake"].played, everyone["fake"].won) == (2, 2)
    assert everyone["underworld"].played == 1 and everyone["underworld"].won == int(bool(coop.result.winners))
    host = await server_stats(store, service, 1, HOST)
    alice = await server_stats(store, service, 1, ALICE)
    assert (host["fake"].won, alice["fake"].won) == (2, 0)
    assert await server_stats(store, service, 999, None) == {}


async def test_stats_say_how_many_games_had_a_bot_player(store: Store) -> None:
    """Wins against bots say less than wins against people: each line counts the games a bot sat in."""
    service = service_with_every_game(store)
    await started_fake(service, 301)  # against Alice, still running
    lobby = await service.open_lobby("fake", 1, 302, HOST, "en")
    await service.choose_role(lobby.id, HOST, "red")
    await service.add_bot(lobby.id, HOST, "easy")
    await service.set_bot_role(lobby.id, HOST, 1, "blue")
    game = (await service.start(lobby.id, HOST, seed=42)).record
    for _ in range(4):
        await service.act(game.id, HOST, "add 3")
    host = await server_stats(store, service, 1, HOST)
    assert (host["fake"].played, host["fake"].won, host["fake"].with_bots) == (1, 1, 1)
    line = t("seat.stats.line", "en", game="Fake", played=1, won=1) + t("seat.stats.with_bots", "en", count=1)
    assert line == "• Fake: 1 played, 1 won (1 with bot players)"


async def test_replace_moves_the_seat_and_only_the_host_or_a_manager_may(store: Store) -> None:
    service = service_with_every_game(store)
    game = await started_fake(service)
    with pytest.raises(IllegalAction, match="error.not_allowed"):
        await service.replace(game.id, ALICE, False, ALICE, BOB)
    with pytest.raises(IllegalAction, match="error.replace.already_seated"):
        await service.replace(game.id, HOST, False, ALICE, HOST)
    with pytest.raises(IllegalAction, match="error.replace.not_seated"):
        await service.replace(game.id, HOST, False, BOB, 77)
    replaced = await service.replace(game.id, 55, True, ALICE, BOB)
    assert replaced.record.user_of(1) == BOB and replaced.hand_changed == {1}
    assert replaced.record.seats[1].dm_ok is None, "the newcomer's DMs are tested again"
    await service.act(game.id, HOST, "end")
    await service.act(game.id, BOB, "add 1")  # Bob plays the seat now


async def test_undo_marks_cannot_be_edited_or_deleted(db_path: Path) -> None:
    """On the SQLite file itself (tests/core checks PostgreSQL's triggers)."""
    async with await Store.open(db_path) as store:
        service = service_with_every_game(store)
        game = await started_fake(service)
        await service.act(game.id, HOST, "add 1")
        await service.undo(game.id, HOST)
        with closing(sqlite3.connect(db_path)) as raw:
            for sql in ("DELETE FROM undone_actions", "UPDATE undone_actions SET n = 2"):
                with pytest.raises(sqlite3.IntegrityError, match="append-only"):
                    raw.execute(sql)
        assert [(a.notation, a.undone) for a in await store.actions(game.id)] == [("add 1", True)]
