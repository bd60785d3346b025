"""Clicks (issue 49, items 7, 8 and 10): a panel Discord will not edit any more gets a fresh private one; a
click is acted on only where its game is played; a click on a public post is answered privately; what the
bot sends follows Discord's current API description (forms with Label components, ``contexts``), within
Discord's limits."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from core.i18n import t
from tests.e2e import discord_limits
from tests.e2e.conftest import ALICE, BRUNO, CHLOE
from tests.e2e.harness import EPHEMERAL, GUILD_ID, FakeDiscord, Player, Table, custom_ids
from tests.e2e.lobby import open_lobby, start_game

PANEL_EDIT = "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
FOLLOWUP = "/webhooks/{webhook_id}/{webhook_token}"
GENERIC = "something went wrong"
OTHER_GUILD = 800_000_000_000_000_999
OTHER_CHANNEL = 700_000_000_000_000_999
REFUSED_EDITS = pytest.mark.parametrize(
    ("status", "code"), [(404, 10008), (401, 50027)], ids=["unknown-message", "invalid-webhook-token"]
)


def forge(fake: FakeDiscord, message_id: int, custom_id: str) -> None:
    """Put a button with a hand-made custom id on a message, as a modified client could claim."""
    fake.messages[message_id]["components"] = [
        {"type": 1, "components": [{"type": 2, "custom_id": custom_id, "style": 1, "label": "x"}]}
    ]


async def open_panel(table: Table, player: Player, game_pk: int) -> int:
    """Play on the turn post: the player's private panel (its message id)."""
    board = (await table.bot.service.load(game_pk)).board_message_id
    assert board is not None
    exchange = await table.click(player, board, f"tt:play:{game_pk}:0")
    panel = table.fake.originals[exchange.tokens[0]]
    assert table.fake.messages[panel]["flags"] & EPHEMERAL
    return panel


@REFUSED_EDITS
async def test_a_panel_discord_will_not_edit_gets_a_fresh_private_one(
    fake: FakeDiscord, table: Table, status: int, code: int
) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    panel = await open_panel(table, ALICE, game_pk)
    version = (await table.bot.service.load(game_pk)).version
    fake.fail("PATCH", PANEL_EDIT, status=status, code=code, times=2)
    refreshed = await table.click(ALICE, panel, f"tt:play:{game_pk}:0")
    fresh = [s for s in refreshed.replies() if s.path == FOLLOWUP]
    assert len(fresh) == 1 and not fresh[0].public, "a new private message"
    assert fresh[0].body is not None and f"tt:a:{game_pk}:{version}:" in str(fresh[0].body["components"])
    assert GENERIC not in " ".join(refreshed.private_texts()).lower()
    action = next(c for c in custom_ids(fake.messages[panel]) if c.startswith(f"tt:a:{game_pk}:"))
    played = await table.click(ALICE, panel, action)  # the old panel's button still plays, answered anew
    assert (await table.bot.service.load(game_pk)).version == version + 1
    said = " ".join(played.private_texts())
    assert t("bot.panel.done", "en", events="")[:5] in said and GENERIC not in said.lower()
    assert [s for s in played.replies() if s.path == FOLLOWUP and not s.public], "the new panel in a new private reply"


async def test_a_forged_join_of_another_servers_lobby_is_refused_and_copies_nothing(
    fake: FakeDiscord, table: Table
) -> None:
    elsewhere = await table.bot.service.open_lobby("aod", OTHER_GUILD, OTHER_CHANNEL, CHLOE.id, "en")
    _, lobby = await open_lobby(table, ALICE)  # a message in the forger's server
    forge(fake, lobby, f"tt:lobby:{elsewhere.id}:join")
    before = copy.deepcopy(fake.messages[lobby])
    exchange = await table.click(BRUNO, lobby, f"tt:lobby:{elsewhere.id}:join")
    assert t("error.elsewhere", "fr") in exchange.private_texts()
    assert not exchange.public_posts() and not exchange.dms(), "nothing posted, edited or sent"
    assert fake.messages[lobby] == before, "the lobby card of the other server is not copied here"
    after = await table.bot.service.load(elsewhere.id)
    assert after.version == elsewhere.version and after.seat_of(BRUNO.id) is None, "no seat taken"


async def test_only_the_buttons_sent_in_dms_work_from_a_dm(fake: FakeDiscord, table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    bruno_dm = max(m for m, message in fake.messages.items() if int(message["channel_id"]) in fake.dm_channels
                   and fake.dm_channels[int(message["channel_id"])] == BRUNO.id)
    lobby = await table.bot.service.open_lobby("aod", OTHER_GUILD, OTHER_CHANNEL, CHLOE.id, "en")
    forge(fake, bruno_dm, f"tt:lobby:{lobby.id}:join")
    exchange = await table.click(BRUNO, bruno_dm, f"tt:lobby:{lobby.id}:join")
    assert t("error.elsewhere", "fr") in exchange.private_texts(), "a lobby button is never sent in a DM"
    assert (await table.bot.service.load(lobby.id)).seat_of(BRUNO.id) is None
    forge(fake, bruno_dm, f"tt:play:{game_pk}:0")  # his own game's buttons work from his DM
    opened = await table.click(BRUNO, bruno_dm, f"tt:play:{game_pk}:0")
    assert opened.private_texts() and not opened.public_posts()


@pytest.mark.parametrize("who", ["other seat", "stale"])
async def test_a_forged_action_click_on_the_public_turn_post_is_answered_privately(
    fake: FakeDiscord, table: Table, who: str
) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    outcome = await table.bot.service.current(game_pk)
    record = outcome.record
    assert record.board_message_id is not None and outcome.to_act == {0}
    notation = outcome.game.notation(outcome.game.legal_actions(outcome.state, 0)[0])
    clicker, version = (BRUNO, record.version) if who == "other seat" else (ALICE, record.version - 1)
    forge(fake, record.board_message_id, f"tt:a:{game_pk}:{version}:{notation}")
    before = copy.deepcopy(fake.messages[record.board_message_id])
    exchange = await table.click(clicker, record.board_message_id, f"tt:a:{game_pk}:{version}:{notation}")
    assert exchange.private_texts(), "answered privately"
    assert not exchange.public_posts(), "the public turn post is not edited"
    assert fake.messages[record.board_message_id] == before
    assert (await table.bot.service.load(game_pk)).version == record.version, "nothing changed"


@pytest.mark.parametrize("guild", [GUILD_ID, OTHER_GUILD], ids=["this server", "another server"])
async def test_a_forged_click_naming_a_game_of_another_channel_is_refused(
    fake: FakeDiscord, table: Table, guild: int
) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    board = (await table.bot.service.load(game_pk)).board_message_id
    assert board is not None
    elsewhere = await table.bot.service.open_lobby("aod", guild, OTHER_CHANNEL, ALICE.id, "en")
    for custom_id in (f"tt:lobby:{elsewhere.id}:cancel", f"tt:play:{elsewhere.id}:0", f"tt:hand:{elsewhere.id}"):
        forge(fake, board, custom_id)
        exchange = await table.click(ALICE, board, custom_id)
        assert t("error.elsewhere", "en") in exchange.private_texts(), custom_id
        assert not exchange.public_posts(), custom_id
    assert (await table.bot.service.load(elsewhere.id)).status.is_open, "the other lobby is not cancelled"


async def test_the_game_command_is_declared_with_contexts_not_dm_permission(fake: FakeDiscord, table: Table) -> None:
    await table.bot.sync_commands()
    synced = [s for s in fake.requests if s.method == "PUT" and s.path.endswith("/commands")][-1]
    (game,) = synced.array
    assert game["contexts"] == [0] and game["integration_types"] == [0], "servers only, installed in a server"
    assert "dm_permission" not in game
    assert not discord_limits.problems(None, synced.array), "names, descriptions and choices fit, in every language"
    assert len(game["options"]) < discord_limits.COMMAND_OPTIONS, "room for one more /game subcommand or group"


def test_the_limits_check_catches_what_discord_refuses() -> None:
    """The check every fake request goes through is not vacuous."""
    button: dict[str, Any] = {"type": 2, "custom_id": "x" * 101, "label": "y" * 81, "style": 1}
    old_form = {"type": 9, "data": {"title": "t", "custom_id": "f", "components": [
        {"type": 1, "components": [{"type": 4, "custom_id": "a", "label": "z", "style": 1}]}
    ]}}
    assert len(discord_limits.problems({"content": "c" * 2001, "components": [{"type": 1, "components": [button]}]})) == 3
    assert discord_limits.problems(old_form), "a text input in an action row is the deprecated form"
    subcommand = {"type": 1, "name": "sub", "description": "d"}
    crowded = {"name": "game", "description": "d", "options": [subcommand] * 26}
    nested = {"name": "game", "description": "d", "options": [
        {"type": 2, "name": "me", "description": "d", "options": [{"type": 2, "name": "deeper", "description": "d"}]}]}
    group = {"type": 2, "name": "g", "description": "d", "options": [{**subcommand, "description": "w" * 100}] * 25}
    wordy = {"name": "game", "description": "d", "options": [group, group], "name_localizations": {"fr": "partie"}}
    assert discord_limits.command_problems(crowded) == ["game has 26 options (at most 25)"]
    assert discord_limits.command_problems(nested) == ["deeper is nested too deep under me"]
    assert len(discord_limits.command_problems(wordy)) == 2, "over 4000 characters, in English and in French"
