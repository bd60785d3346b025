"""Through the real bot: "Open the table" launches the Discord Activity, and ``--sync`` keeps its Entry Point."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.app import create_bot
from core.db.base import ConnectionLost
from core.i18n import t
from tests.e2e.conftest import ALICE, BRUNO, CHLOE
from tests.e2e.harness import CHANNEL_ID, GUILD_ID, FakeDiscord, Table, custom_ids, walk_components
from tests.e2e.lobby import start_game
from tests.e2e.test_clicks import forge
from tests.e2e.test_delivery import turn_posts
from tests.web.discord_api_fake import BOT_TOKEN, CLIENT_ID, CLIENT_SECRET
from web.settings import ActivitySettings

ACTIVITY = ActivitySettings(client_id=CLIENT_ID, client_secret=CLIENT_SECRET, bot_token=BOT_TOKEN,
                            discord_api="http://127.0.0.1:9")  # never called here: the sign-in is the server's
CALLBACK = "/interactions/{webhook_id}/{webhook_token}/callback"
ENTRY_POINT = {
    "id": "1200000000000000001", "application_id": "900000000000000001", "version": "1300000000000000001",
    "type": 4, "handler": 2, "name": "launch", "description": "Launch the Activity", "contexts": [0, 1, 2],
    "integration_types": [0, 1], "name_localizations": {"fr": "lancer"}, "description_localizations": None,
}


@pytest.fixture
async def activity(fake: FakeDiscord, db_path: Path) -> AsyncIterator[Table]:
    """The bot serving the game pages and the Activity."""
    opened = await Table.open(fake, db_path, seed_source=lambda bits: 12345, web_port=0, activity=ACTIVITY)
    yield opened
    await opened.close()


def dms_of(fake: FakeDiscord, user_id: int) -> list[dict[str, Any]]:
    return [m for m in fake.messages.values() if fake.dm_channels.get(int(m["channel_id"])) == user_id]


def table_button(message: dict[str, Any]) -> str:
    [custom_id] = custom_ids(message, "tt:table:")
    return custom_id


@pytest.mark.parametrize("options", [{}, {"web_port": 0}], ids=["no pages", "pages without the Activity"])
async def test_without_the_activity_no_post_offers_the_table(fake: FakeDiscord, db_path: Path, options: dict[str, int]) -> None:
    plain = await Table.open(fake, db_path, **options)
    try:
        await start_game(plain, [ALICE, BRUNO])
        await plain.settle()
        assert turn_posts(fake) and dms_of(fake, ALICE.id)
        assert not [m for m in fake.messages.values() if custom_ids(m, "tt:table:")]
    finally:
        await plain.close()


async def test_the_turn_post_and_the_hand_dm_offer_the_table(activity: Table, fake: FakeDiscord) -> None:
    game_pk, _ = await start_game(activity, [ALICE, BRUNO])
    await activity.settle()
    [post] = turn_posts(fake)
    assert table_button(post) == f"tt:table:{game_pk}"
    labels = [c.get("label") for c in walk_components(post)]
    assert labels[:3] == [t("bot.button.play", "en"), t("bot.button.hand", "en"), t("launch.button", "en")]
    assert len(labels) == 4, "and the page's link, all in one row"
    assert table_button(dms_of(fake, ALICE.id)[-1]) == f"tt:table:{game_pk}"
    french = [c.get("label") for c in walk_components(dms_of(fake, BRUNO.id)[-1])]
    assert t("launch.button", "fr") in french, "each DM in its player's language"


async def test_opening_the_table_launches_the_activity_and_records_which_game_it_shows(
        activity: Table, fake: FakeDiscord) -> None:
    game_pk, _ = await start_game(activity, [ALICE, BRUNO])
    await activity.settle()
    [post] = turn_posts(fake)
    store = activity.bot.store
    for player, message in ((CHLOE, post), (ALICE, dms_of(fake, ALICE.id)[-1])):  # a spectator in the channel; a DM
        exchange = await activity.click(player, int(message["id"]), f"tt:table:{game_pk}")
        [answer] = exchange.replies()
        assert answer.body is not None and answer.body["type"] == 12, "Discord's launch-activity response"
        assert not exchange.public_posts()
        instance = fake.launches[exchange.tokens[0]]
        assert await store.launched_game(instance) == game_pk


@pytest.mark.parametrize(("status", "code", "logged"), [(400, 50035, "Developer Portal"), (503, 0, "failed")],
                         ids=["activities off", "discord down"])
async def test_a_launch_discord_refuses_says_privately_how_to_play_instead(
        activity: Table, fake: FakeDiscord, caplog: pytest.LogCaptureFixture, status: int, code: int, logged: str) -> None:
    game_pk, _ = await start_game(activity, [ALICE, BRUNO])
    await activity.settle()
    [post] = turn_posts(fake)
    [page] = [str(c["url"]) for c in walk_components(post) if c.get("url")]
    fake.fail("POST", CALLBACK, status=status, code=code)
    with caplog.at_level(logging.INFO):
        exchange = await activity.click(BRUNO, int(post["id"]), f"tt:table:{game_pk}")
    assert exchange.private_texts() == [t("launch.refused_page", "fr", play=t("bot.button.play", "fr"), page=page)]
    assert not exchange.public_posts() and not fake.launches
    assert any(logged in record.getMessage() for record in caplog.records if record.levelno == logging.WARNING)
    assert not [record for record in caplog.records if record.levelno >= logging.ERROR or record.exc_info]


async def test_a_launch_the_database_cannot_record_still_opens_the_table(
        activity: Table, fake: FakeDiscord, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch) -> None:
    game_pk, _ = await start_game(activity, [ALICE, BRUNO])
    await activity.settle()
    [post] = turn_posts(fake)

    async def unreachable(instance_id: str, game_id: int, user_id: int) -> None:
        raise ConnectionLost("the database server restarted")

    monkeypatch.setattr(activity.bot.store, "record_launch", unreachable)
    with caplog.at_level(logging.INFO):
        exchange = await activity.click(ALICE, int(post["id"]), f"tt:table:{game_pk}")
    [answer] = exchange.replies()
    assert answer.body is not None and answer.body["type"] == 12, "nothing but the launch: no error answer"
    assert any("not recorded" in record.getMessage() for record in caplog.records if record.levelno == logging.WARNING)
    assert not [record for record in caplog.records if record.levelno >= logging.ERROR or record.exc_info]


async def test_a_forged_button_in_a_dm_opens_no_game_of_someone_else(activity: Table, fake: FakeDiscord) -> None:
    await start_game(activity, [ALICE, BRUNO])
    await activity.settle()
    elsewhere = await activity.bot.service.open_lobby("aod", GUILD_ID, CHANNEL_ID + 1, CHLOE.id, "en")
    dm = int(dms_of(fake, ALICE.id)[-1]["id"])
    forge(fake, dm, f"tt:table:{elsewhere.id}")
    exchange = await activity.click(ALICE, dm, f"tt:table:{elsewhere.id}")
    assert exchange.private_texts() == [t("error.not_in_game", "en")]
    assert not fake.launches


async def test_without_the_activity_an_old_table_button_says_how_to_play(fake: FakeDiscord, db_path: Path) -> None:
    table = await Table.open(fake, db_path, seed_source=lambda bits: 12345)
    try:
        game_pk, _ = await start_game(table, [ALICE, BRUNO])
        await table.settle()
        [post] = turn_posts(fake)
        forge(fake, int(post["id"]), f"tt:table:{game_pk}")  # a post from when the Activity was served
        exchange = await table.click(ALICE, int(post["id"]), f"tt:table:{game_pk}")
        assert exchange.private_texts() == [t("launch.refused", "en", play=t("bot.button.play", "en"))]
        assert not fake.launches
    finally:
        await table.close()


async def test_a_global_sync_keeps_the_entry_point_command_and_changes_nothing_else(
        fake: FakeDiscord, tmp_path: Path) -> None:
    plain = await Table.open(fake, tmp_path / "a.sqlite3", sync=True)
    await plain.close()
    [without] = [s for s in fake.requests if s.method == "PUT"]
    [game] = without.array
    fake.requests.clear()
    fake.global_commands.append(dict(ENTRY_POINT))  # Discord made it when Activities were enabled
    for round_ in range(2):  # and a second sync still finds it
        synced = await Table.open(fake, tmp_path / f"b{round_}.sqlite3", sync=True)
        await synced.close()
        [put] = [s for s in fake.requests if s.method == "PUT"]
        fake.requests.clear()
        assert put.array[0] == game, "the tree's commands as they were"
        [kept] = put.array[1:]
        assert kept["type"] == 4 and kept["id"] == ENTRY_POINT["id"] and kept["handler"] == 2
        assert kept["name"] == "launch" and kept["name_localizations"] == {"fr": "lancer"}, "in every language"
        assert "version" not in kept and "application_id" not in kept
    dev = await Table.open(fake, tmp_path / "c.sqlite3", sync=True, dev_guild=42)
    await dev.close()
    [guild_put] = [s for s in fake.requests if s.method == "PUT"]
    assert [c["name"] for c in guild_put.array] == ["game"], "a server's commands never had the Entry Point"
    assert not [s for s in fake.requests if s.method == "GET" and s.path.endswith("/commands")]


async def test_with_the_activity_the_pages_announce_moves_through_the_delivery(activity: Table) -> None:
    server = activity.bot.web_server
    assert server is not None
    assert server.pages.activity == ACTIVITY and server.pages.sessions is not None
    assert server.pages.announce == activity.bot.delivery.flush, "a move made in the Activity reaches the channel"


async def test_the_activity_is_set_up_from_the_environment_with_the_bots_token(
        db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISCORD_CLIENT_ID", CLIENT_ID)
    monkeypatch.setenv("DISCORD_CLIENT_SECRET", CLIENT_SECRET)
    bot = create_bot(db_path=db_path, web_port=0, bot_token=BOT_TOKEN)
    assert bot.web is not None and bot.web.activity is not None and bot.serves_activity
    assert (bot.web.activity.client_id, bot.web.activity.client_secret, bot.web.activity.bot_token) == (
        CLIENT_ID, CLIENT_SECRET, BOT_TOKEN)
    assert not create_bot(db_path=db_path, bot_token=BOT_TOKEN).serves_activity, "no web port, no Activity"
    monkeypatch.delenv("DISCORD_CLIENT_SECRET")
    assert not create_bot(db_path=db_path, web_port=0, bot_token=BOT_TOKEN).serves_activity, "both values, or none"
