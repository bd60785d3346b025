"""A graceful stop (Ctrl-C, SIGTERM, a restart) with a move in flight (issue 49, item 9).

The bot's ``close`` lets the interactions being answered finish before it closes Discord and the
database: the move is saved once, its player answered and the table told, with no error in the log.
A handler that outlasts the grace period is cut short in one warning line, and what it had not saved
stays unsaved.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from bot import app
from core.i18n import language_of, t
from core.storage import Store
from tests.e2e.conftest import ALICE, BRUNO
from tests.e2e.harness import Exchange, FakeDiscord, Table
from tests.e2e.lobby import open_lobby, start_game

STOP_TIMEOUT_S = 20.0


class Hold:
    """Wraps a store method so its call waits until released: a handler caught in the middle of its work."""

    def __init__(self, method: Callable[..., Awaitable[Any]]) -> None:
        self.method = method
        self.entered = asyncio.Event()
        self.released = asyncio.Event()

    async def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self.entered.set()
        await self.released.wait()
        return await self.method(*args, **kwargs)


async def _in_flight(table: Table, payload: dict[str, Any], hold: Hold) -> tuple[str, int]:
    """Dispatch without waiting for the answer; returns its token once the handler reached ``hold``."""
    start = len(table.fake.requests)
    token = table._dispatch(payload)
    await asyncio.wait_for(hold.entered.wait(), STOP_TIMEOUT_S)
    return token, start


def _errors(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]


async def _stop_while_held(table: Table, hold: Hold) -> None:
    """Start the bot's close; it must wait for the held handler, which is then released."""
    closing = asyncio.create_task(table.bot.close())
    await asyncio.sleep(0.3)
    assert not closing.done(), "the stop waits for the interaction being answered"
    hold.released.set()
    await asyncio.wait_for(closing, STOP_TIMEOUT_S)


async def test_a_move_in_flight_at_a_stop_is_saved_and_answered(
    fake: FakeDiscord, db_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    table = await Table.open(fake, db_path, seed_source=lambda bits: 12345)
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    outcome = await table.bot.service.current(game_pk)
    seat = min(outcome.to_act)
    mover = ALICE if outcome.record.user_of(seat) == ALICE.id else BRUNO
    action = outcome.game.notation(outcome.game.legal_actions(outcome.state, seat)[0])
    hold = Hold(table.bot.store.record_action)
    monkeypatch.setattr(table.bot.store, "record_action", hold)
    token, start = await _in_flight(table, table.command_payload(mover, "play", action=action), hold)

    await _stop_while_held(table, hold)

    answered = Exchange(fake, [token], fake.requests[start:])
    said, lang = answered.private_texts(), language_of(mover.locale)
    assert said and t("error.internal", lang) not in said and t("error.saved_anyway", lang) not in said
    assert answered.public_posts(), "the table is told of the move before the bot goes"
    assert not _errors(caplog), "no traceback in the operator's log"
    store = await Store.open(db_path)
    try:
        assert len(await store.actions(game_pk)) == 1, "the move is saved, once"
        assert not await store.pending_notice_count(), "nothing left to announce at the next start"
    finally:
        await store.close()


async def test_a_click_in_flight_at_a_stop_is_answered(
    fake: FakeDiscord, db_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    table = await Table.open(fake, db_path)
    game_pk, lobby = await open_lobby(table, ALICE)
    hold = Hold(table.bot.store.add_seat)
    monkeypatch.setattr(table.bot.store, "add_seat", hold)
    token, start = await _in_flight(table, table.click_payload(BRUNO, lobby, f"tt:lobby:{game_pk}:join"), hold)

    await _stop_while_held(table, hold)

    assert Exchange(fake, [token], fake.requests[start:]).replies(), "Bruno's click is answered"
    assert not _errors(caplog)
    store = await Store.open(db_path)
    try:
        record = await store.get(game_pk)
        assert record is not None and [s.user_id for s in record.seats] == [ALICE.id, BRUNO.id]
    finally:
        await store.close()


async def test_a_handler_outlasting_the_grace_is_cut_short_in_one_line(
    fake: FakeDiscord, db_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(app, "CLOSE_GRACE_S", 0.5)
    table = await Table.open(fake, db_path)
    game_pk, lobby = await open_lobby(table, ALICE)
    hold = Hold(table.bot.store.add_seat)  # never released
    monkeypatch.setattr(table.bot.store, "add_seat", hold)
    await _in_flight(table, table.click_payload(BRUNO, lobby, f"tt:lobby:{game_pk}:join"), hold)

    await asyncio.wait_for(table.bot.close(), STOP_TIMEOUT_S)

    warned = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING and r.name == app.log.name]
    assert len(warned) == 1 and "cut short" in warned[0]
    assert not _errors(caplog)
    store = await Store.open(db_path)
    try:
        record = await store.get(game_pk)
        assert record is not None and [s.user_id for s in record.seats] == [ALICE.id], "nothing half-saved"
    finally:
        await store.close()
