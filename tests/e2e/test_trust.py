"""Clocks, undo, replacements, replays, records and fair dice through the real command tree."""

from __future__ import annotations

import asyncio
import hashlib
import json

import pytest

from core.fairplay import GameExport, verify_export
from core.i18n import t
from tests.e2e.conftest import ALICE, BRUNO, CHLOE, DAVID
from tests.e2e.harness import Exchange, FakeDiscord, Player, Sent, Table
from tests.e2e.lobby import open_lobby, start_game
from tests.e2e.play import Driver, undoable
from tests.core.real_games import FakeClock


async def start_paced(table: Table, players: list[Player], hours: int) -> int:
    game_pk, lobby = await open_lobby(table, players[0])
    paced = await table.command(players[0], "pace", hours=hours)
    assert f"{hours} h" in said_publicly(paced)[0].text
    for player in players[1:]:
        await table.command(player, "join")
    await table.click(players[0], lobby, f"tt:lobby:{game_pk}:start")
    return game_pk


def texts_of(exchange: Exchange) -> str:
    return " ".join(exchange.private_texts())


def said_publicly(exchange: Exchange) -> list[Sent]:
    """Public posts with something in them (not the "thinking…" placeholder a refusal then deletes)."""
    return [s for s in exchange.public_posts() if (s.body or {}).get("type") != 5]


async def test_the_start_publishes_the_commitment_and_export_verify_keep_the_seed_secret(table: Table) -> None:
    game_pk, started = await start_game(table, [ALICE, BRUNO])
    record = await table.bot.service.load(game_pk)
    assert record.commitment and any(record.commitment in s.text for s in started.public_posts())
    assert not any(str(record.seed) in s.text for s in started.public_posts())
    exported = await table.command(BRUNO, "export")
    [(name, data)] = [f for s in exported.replies() for f in s.files]
    assert name.endswith(".json") and not any(s.public for s in exported.replies())
    export = GameExport.model_validate_json(data)
    assert export.seed is None and export.commitment == record.commitment and str(record.seed) not in data.decode()
    verified = await table.command(BRUNO, "verify", guild_locale="fr")
    assert "✅" in texts_of(verified) and record.commitment in texts_of(verified)


async def test_a_finished_game_reveals_its_seed_and_its_export_verifies(table: Table, fast_pictures: list[object]) -> None:
    players = [ALICE, BRUNO]
    game_pk, _ = await start_game(table, players)
    driver = Driver(table, players, game_pk)
    outcome = await driver.current()
    reveal = None
    while outcome.result is None and driver.moves < 3000:
        exchange = await driver.move()
        outcome = await driver.current()
    reveal = [s for s in exchange.public_posts() if str(outcome.record.seed) in s.text]
    assert outcome.record.salt is not None, "a game keeps the salt of its commitment"
    assert reveal and outcome.record.salt in reveal[0].text
    salted = f"tombtable:{outcome.record.salt}:{outcome.record.seed}".encode()
    assert hashlib.sha256(salted).hexdigest() == outcome.record.commitment
    exported = await table.command(ALICE, "export")
    [(_, data)] = [f for s in exported.replies() for f in s.files]
    export = GameExport.model_validate_json(data)
    assert verify_export(export).ok
    forged = json.loads(data)
    forged["actions"][3]["notation"] = "end_turn"
    assert not verify_export(GameExport.model_validate(forged)).ok
    assert "✅" in texts_of(await table.command(ALICE, "verify"))
    replay = await table.command(BRUNO, "replay", turn=2)
    assert [name for s in replay.replies() for name, _ in s.files] == ["board.png", "hand-1.png", "hand-2.png"]
    mine = await table.command(ALICE, "stats", user=ALICE)
    won = int(0 in outcome.result.winners)
    assert t("seat.stats.line", "en", game="Tomb Raider – The Angel of Darkness", played=1, won=won) in texts_of(mine)


async def test_undo_takes_back_a_quiet_action_and_refuses_others(table: Table) -> None:
    players = [ALICE, BRUNO]
    game_pk, _ = await start_game(table, players)
    driver = Driver(table, players, game_pk)
    outcome = await driver.current()
    while (notation := undoable(outcome, min(outcome.to_act))) is None:
        await driver.move()
        outcome = await driver.current()
    seat = min(outcome.to_act)
    actor, other = players[seat], players[1 - seat]
    log_before = texts_of(await table.command(actor, "log"))
    await table.command(actor, "play", action=notation)
    assert texts_of(await table.command(actor, "log")) != log_before
    refused = await table.command(other, "undo")
    assert not said_publicly(refused) and refused.private_texts()
    undone = await table.command(actor, "undo")
    posts = said_publicly(undone)
    assert t("seat.undo.done", "en", player=f"<@{actor.id}>") in posts[0].text
    assert (posts[0].body or {}).get("data", posts[0].body or {}).get("allowed_mentions", {}).get("users") == [], \
        "the caller's own undo pings nobody"
    assert any(s.files for s in posts), "the board as if the action was never played"
    after = await driver.current()
    assert after.state.model_dump_json() == outcome.state.model_dump_json()
    assert [a.undone for a in await table.bot.store.actions(game_pk)][-1] is True
    assert texts_of(await table.command(actor, "log")) == log_before, "the taken-back action is not in /game log"


async def test_replay_shows_an_earlier_board_privately(table: Table) -> None:
    players = [ALICE, BRUNO]
    game_pk, _ = await start_game(table, players)
    driver = Driver(table, players, game_pk)
    for _ in range(8):
        await driver.move()
    replay = await table.command(CHLOE, "replay", turn=1)
    files = [name for s in replay.replies() for name, _ in s.files]
    assert files == ["board.png"] and not replay.public_posts()


async def test_replace_hands_the_seat_and_its_hand_to_the_new_player(fake: FakeDiscord, table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    refused = await table.command(CHLOE, "replace", old=BRUNO, new=CHLOE)
    assert refused.private_texts() and not said_publicly(refused)
    replaced = await table.command(DAVID, "replace", old=BRUNO, new=CHLOE)  # David manages the channel
    assert "<@103>" in said_publicly(replaced)[0].text
    record = await table.bot.service.load(game_pk)
    assert record.user_of(1) == CHLOE.id
    chloe_dm = [c for c, u in fake.dm_channels.items() if u == CHLOE.id]
    hands = [s for s in replaced.dms() if s.files and str(chloe_dm[0]) in s.url]
    assert hands and hands[0].files[0][0] == "hand.png"


async def test_remind_away_and_mine(clocked: Table, now: FakeClock) -> None:
    table = clocked
    game_pk = await start_paced(table, [ALICE, BRUNO], 24)
    interval = await table.command(ALICE, "me remind", hours=6)
    assert t("clock.remind.every", "en", hours=6) in texts_of(interval)
    muted = await table.command(ALICE, "me remind", mute=True)
    assert t("clock.remind.muted", "en", count=3) in texts_of(muted), "6, 12 and 18 h reminders of this turn"
    mine = await table.command(ALICE, "mine")
    assert "your move — https://discord.com/channels/" in texts_of(mine) and "<t:" in texts_of(mine)
    away = await table.command(BRUNO, "me away", days=3)
    assert away.private_texts() and any("<@102>" in s.text for s in away.public_posts())
    status = texts_of(await table.command(CHLOE, "status"))  # Chloé's client is French
    assert t("clock.status.pace", "fr", hours=24) in status
    assert "🏖️ <@102>" in status and "<@101> : le temps" in status
    now.advance(hours=24)
    fired = await table.bot.clock_dispatcher.run_due()
    await table.settle()
    assert [f.timer.kind for f in fired] == ["timeout"]
    record = await table.bot.service.load(game_pk)
    assert record.board_message_id is not None
    board = table.fake.messages[record.board_message_id]
    assert "<@101>" in board["content"] and board["attachments"][0]["filename"] == "board.png"


@pytest.mark.parametrize(("notify", "pinged", "dm"), [("channel", True, 0), ("dm", False, 1), ("both", True, 1)])
async def test_reminders_reach_the_player_the_way_their_turns_do(
    clocked: Table, now: FakeClock, notify: str, pinged: bool, dm: int
) -> None:
    """The channel always shows the reminder; it pings, and a DM comes, as ``/game me notify`` says."""
    table = clocked
    await table.command(ALICE, "me notify", by=notify)
    await start_paced(table, [ALICE, BRUNO], 12)
    before = len(table.fake.requests)
    now.advance(hours=6)
    fired = await table.bot.clock_dispatcher.run_due()
    sent = table.fake.requests[before:]
    assert [f.timer.kind for f in fired] == ["half"]
    public = [s for s in sent if s.public]
    private = [s for s in sent if not s.public and s.path == "/channels/{channel_id}/messages"]
    assert len(public) == 1 and "<@101>" in public[0].text and "<t:" in public[0].text
    assert ("users" in (public[0].body or {})["allowed_mentions"]["parse"]) is pinged
    assert len(private) == dm and all("discord.com/channels" in s.text for s in private)
    assert await table.bot.clock_dispatcher.run_due() == [], "a reminder is sent once"


async def test_stats_of_an_empty_server(table: Table) -> None:
    stats = await table.command(ALICE, "stats", user=BRUNO)
    assert t("seat.stats.none", "en") in texts_of(stats)


async def test_the_dispatcher_task_sleeps_until_the_next_timer_and_wakes_on_new_plans(
    clocked: Table, now: FakeClock
) -> None:
    table = clocked
    await start_paced(table, [ALICE, BRUNO], 12)
    dispatcher = table.bot.clock_dispatcher

    async def reminders_posted(count: int) -> bool:
        for _ in range(200):
            posted = [s for s in table.fake.requests if s.public and "⏰" in s.text]
            if len(posted) >= count:
                return len(posted) == count
            await asyncio.sleep(0.01)
        return False

    now.advance(hours=6)
    dispatcher.start()  # as on_ready does: reconcile, then fire what is already due
    try:
        assert await reminders_posted(1)
        now.advance(hours=5)  # the near-the-end reminder is due; a new plan (or the hourly check) wakes it
        table.bot.clock.wakeup.set()
        assert await reminders_posted(2)
    finally:
        await dispatcher.stop()
