"""The disk fills up right after a move is saved (issue 49, item 1), on each engine, through the real command tree.

The move's own transaction commits; every write after it (the clock's timers, the outbox claim, the bot's
move) fails as the engine fails then, until the disk has room again.  The player is told the move is saved,
never that nothing changed, and retrying changes nothing; once there is room, the bot workers running as
in production (the outbox's delivery, the follow-ups' retries) finish the job without a restart: the bot
seat moves, the paced game has its timers, and the turn post reaches the channel.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Any

import asyncpg
import pytest

from core.db.sqlite import _SqliteConn
from core.db.postgres import _PostgresConn
from core.i18n import language_of, t
from core.storage import Store
from tests.e2e.conftest import ALICE, BRUNO
from tests.e2e.harness import CHANNEL_ID, Exchange, FakeDiscord, Player, Table, walk_components
from tests.e2e.lobby import start_game
from tests.e2e.play import Driver
from tests.e2e.test_bot_players import seat_a_bot

WRITES = ("INSERT", "UPDATE", "DELETE")
RECOVERY_S = 30.0  # what the table may wait, once the disk has room, for everything the move still owes


class FullDisk:
    """Armed, the disk fills up as soon as the next action is saved: from then on every write statement on
    either engine's connection fails the way that engine fails on a full disk, until :meth:`make_room`."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.full = self.armed = False
        self.refused = 0
        for conn in (_SqliteConn, _PostgresConn):
            for name in ("rows", "execute", "executemany"):
                monkeypatch.setattr(conn, name, self._guarded(getattr(conn, name)))
        record_action = Store.record_action

        async def saved_then_full(store: Store, *args: Any, **kwargs: Any) -> Any:
            saved = await record_action(store, *args, **kwargs)
            if self.armed:
                self.armed, self.full = False, True
            return saved

        monkeypatch.setattr(Store, "record_action", saved_then_full)

    def _guarded(self, method: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
        async def guarded(conn: object, sql: str, *args: Any) -> Any:
            if self.full and sql.lstrip().split(None, 1)[0].upper() in WRITES:
                self.refused += 1
                if isinstance(conn, _SqliteConn):
                    error = sqlite3.OperationalError("database or disk is full")
                    error.sqlite_errorcode = sqlite3.SQLITE_FULL  # as sqlite3 sets it on the errors SQLite raises
                    raise error
                raise asyncpg.exceptions.DiskFullError("could not extend file: No space left on device")
            return await method(conn, sql, *args)
        return guarded

    def make_room(self) -> None:
        self.full = False


def run_workers(table: Table) -> None:
    """The background workers the bot starts once connected; :meth:`Table.settle` does not wait for them."""
    for worker in (table.bot.delivery, table.bot.follow_ups):
        worker.start()
        assert worker._task is not None
        table._background.add(worker._task)


async def move_payload(table: Table, players: list[Player], game_pk: int) -> tuple[Player, dict[str, Any]]:
    """Whoever must act, and their click in their Play panel (opened beforehand) on a legal action that hands the
    turn on."""
    driver = Driver(table, players, game_pk)
    for _ in range(40):  # a turn may take several actions: play them until the one that ends it
        outcome = await driver.current()
        game, state, seat = outcome.game, outcome.state, min(outcome.to_act)
        ending = [action for action in game.legal_actions(state, seat)
                  if seat not in game.to_act(game.apply(state, seat, action).state)]
        if ending:
            break
        await driver.move()
    player, version, notation = players[seat], outcome.record.version, game.notation(ending[0])
    panel = await driver.panel_with(player, notation, version)
    for component in walk_components(table.fake.messages[panel]):
        custom_id = component.get("custom_id", "")
        if custom_id == f"tt:a:{game_pk}:{version}:{notation}":
            return player, table.click_payload(player, panel, custom_id)
        if custom_id.startswith("tt:as:") and notation in [option["value"] for option in component.get("options", [])]:
            return player, table.click_payload(player, panel, custom_id, [notation])
    raise AssertionError(f"{notation} is not on the panel")


async def answer(table: Table, payload: dict[str, Any]) -> tuple[list[str], asyncio.Task[Exchange]]:
    """Dispatch an interaction and return the private answer as soon as it came, with the task that settles
    everything it started (a bot's run goes on retrying while the disk is full)."""
    start, token = len(table.fake.requests), payload["token"]
    me = asyncio.current_task()
    assert me is not None
    table._background.add(me)  # the test waits for the exchange: the exchange must not wait for the test
    exchange = asyncio.create_task(table.run(payload))
    said = t("bot.panel.saved_board_follows", language_of(payload["locale"]))
    async with asyncio.timeout(10):
        while True:
            texts = Exchange(table.fake, [token], table.fake.requests[start:]).private_texts()
            if any(said in text or "Nothing was changed" in text for text in texts) or exchange.done():
                return texts, exchange
            await asyncio.sleep(0.02)


async def until(check: Callable[[], Awaitable[bool]], what: str) -> None:
    try:
        async with asyncio.timeout(RECOVERY_S):
            while not await check():
                await asyncio.sleep(0.05)
    except TimeoutError:
        raise AssertionError(f"{what}: not within {RECOVERY_S:.0f} s of the disk having room again") from None


def posts_mentioning(fake: FakeDiscord, user: Player) -> list[dict[str, Any]]:
    return [m for m in fake.messages.values() if f"<@{user.id}>" in str(m.get("content")) and "webhook_id" not in m
            and int(m["channel_id"]) not in fake.dm_channels]


async def moves_of(table: Table, game_pk: int, seat: int) -> int:
    return sum(action.seat == seat for action in await table.bot.store.actions(game_pk))


def notation_of(click: dict[str, Any]) -> str:
    """The action a panel click plays: the option picked in a menu, or the button's own."""
    data = click["data"]
    return str(data["values"][0]) if "values" in data else str(data["custom_id"]).split(":", 4)[4]


def honest(texts: list[str], lang: str = "en") -> None:
    joined = " ".join(texts)
    assert t("bot.panel.saved_board_follows", lang) in joined, f"the player hears the move is saved: {texts}"
    assert "Nothing was changed" not in joined and t("error.internal", lang) not in joined


async def test_a_bot_seat_moves_once_the_disk_has_room(
    fake: FakeDiscord, table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A paced game against a bot: the clock's write fails first, yet the bot is planned, and moves."""
    game_pk, lobby = await seat_a_bot(table, "aod")
    await table.command(ALICE, "pace", hours=24)
    await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    run_workers(table)
    disk = FullDisk(monkeypatch)
    player, payload = await move_payload(table, [ALICE, ALICE], game_pk)
    bot_moves, alice_moves = await moves_of(table, game_pk, 1), await moves_of(table, game_pk, 0)
    disk.armed = True
    texts, exchange = await answer(table, payload)
    honest(texts)
    await asyncio.sleep(0.5)  # the disk stays full a while: the bot cannot save its move meanwhile
    assert disk.refused and await moves_of(table, game_pk, 1) == bot_moves, "the writes after the commit failed"
    assert await moves_of(table, game_pk, 0) == alice_moves + 1, "the move itself is saved"
    disk.make_room()

    async def bot_played_and_alice_is_told() -> bool:
        outcome = await table.bot.service.current(game_pk)
        return (await moves_of(table, game_pk, 1) > bot_moves and (outcome.to_act == {0} or outcome.result is not None)
                and await table.bot.store.pending_notice_count(game_pk) == 0)

    await until(bot_played_and_alice_is_told, "the bot's move")
    await exchange
    assert await moves_of(table, game_pk, 0) == alice_moves + 1, "Alice's move was applied once"
    record = await table.bot.service.load(game_pk)
    if record.status.is_open:
        timers = await table.bot.store.timers_of(game_pk)
        assert any(t.game_version == record.version and t.seat == 0 and t.kind == "timeout" for t in timers), \
            "Alice's clock runs again"
    assert "**Bot 1" in str(fake.messages[(await table.bot.service.load(game_pk)).board_message_id or 0]["content"])


async def test_a_paced_game_gets_its_timers_and_turn_post_once_the_disk_has_room(
    fake: FakeDiscord, table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO], pace=24)
    run_workers(table)
    disk = FullDisk(monkeypatch)
    player, payload = await move_payload(table, [ALICE, BRUNO], game_pk)
    other = BRUNO if player is ALICE else ALICE
    seat = 0 if player is ALICE else 1
    told_before, moves = len(posts_mentioning(fake, other)), await moves_of(table, game_pk, seat)
    disk.armed = True
    texts, exchange = await answer(table, payload)
    honest(texts, language_of(player.locale))
    await exchange
    saved = await table.bot.service.load(game_pk)
    assert not [timer for timer in await table.bot.store.timers_of(game_pk) if timer.game_version == saved.version]
    retried = await table.command(player, "play", action=notation_of(payload))
    assert retried.private_texts(), "a retry is answered"
    assert (await table.bot.service.load(game_pk)).version == saved.version, "and changes nothing"
    disk.make_room()

    async def clock_running_and_turn_posted() -> bool:
        timers = [timer for timer in await table.bot.store.timers_of(game_pk) if timer.game_version == saved.version]
        return any(timer.kind == "timeout" and timer.seat == 1 - seat for timer in timers) and len(
            posts_mentioning(fake, other)) > told_before

    await until(clock_running_and_turn_posted, "the next player's deadline and turn post")
    assert await moves_of(table, game_pk, seat) == moves + 1, "the move was applied once"
    assert {timer.kind for timer in await table.bot.store.timers_of(game_pk) if timer.game_version == saved.version} \
        == {"half", "near", "timeout"}, "the reminders too"


async def test_without_a_clock_the_turn_post_follows_once_the_disk_has_room(
    fake: FakeDiscord, table: Table, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    run_workers(table)
    disk = FullDisk(monkeypatch)
    player, payload = await move_payload(table, [ALICE, BRUNO], game_pk)
    other = BRUNO if player is ALICE else ALICE
    told_before = len(posts_mentioning(fake, other))
    disk.armed = True
    texts, exchange = await answer(table, payload)
    honest(texts, language_of(player.locale))
    await exchange
    version = (await table.bot.service.load(game_pk)).version
    await asyncio.sleep(0.5)
    assert len(posts_mentioning(fake, other)) == told_before, "nothing reached the channel while the disk was full"
    disk.make_room()

    async def turn_posted() -> bool:
        return len(posts_mentioning(fake, other)) > told_before and not await table.bot.store.pending_notice_count()

    await until(turn_posted, "the turn post")
    assert len(posts_mentioning(fake, other)) == told_before + 1, "one turn post"
    assert (await table.bot.service.load(game_pk)).version == version, "the move was applied once"
    errors = [record for record in caplog.records if record.levelno >= logging.ERROR]
    assert any("could not be delivered now" in record.getMessage() for record in errors), "the operator is told"
    assert all(record.exc_info is None and ("disk is full" in record.getMessage() or "No space left" in record.getMessage())
               for record in errors), "one line each, saying why, without a traceback"


async def test_a_change_another_process_saved_but_never_planned_gets_its_clock(
    fake: FakeDiscord, table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A process dies between a move's commit and its plan: the move's transaction left the game behind its
    planned version, so another process's sweep plans it (once the change is old enough not to be still
    under way), and does nothing more on its next sweep."""
    await table.command(ALICE, "new", game="aod", pace=24)
    record = await table.bot.service.by_channel(CHANNEL_ID)
    assert record is not None and record.lobby_message_id is not None
    await table.click(BRUNO, record.lobby_message_id, f"tt:lobby:{record.id}:join")
    await table.click(ALICE, record.lobby_message_id, f"tt:lobby:{record.id}:start")
    service = table.bot.service
    outcome = await service.current(record.id)
    seat = min(outcome.to_act)
    action = outcome.game.legal_actions(outcome.state, seat)[0]
    monkeypatch.setattr(service, "on_change", None)  # the process dies right after the commit
    saved = await service.act(record.id, (ALICE, BRUNO)[seat].id, outcome.game.notation(action))
    monkeypatch.undo()
    follow_ups = table.bot.follow_ups
    assert await follow_ups.catch_up() == 0, "a change this young is still being planned by its own process"
    monkeypatch.setattr("bot.follow_ups.GRACE", timedelta(0))
    assert await follow_ups.catch_up() == 1
    timers = [timer for timer in await table.bot.store.timers_of(record.id) if timer.game_version == saved.record.version]
    assert {timer.seat for timer in timers} == saved.to_act and "timeout" in {timer.kind for timer in timers}
    assert await follow_ups.catch_up() == 0, "planned once"
