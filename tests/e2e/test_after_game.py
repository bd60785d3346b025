"""Around the games: rules of any game anywhere, short help, the server's list of games, the Rematch
button, the last game's records after it ended, the first-game guide, and clearer lobby answers."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

from bot import walkthrough, widgets
from bot.reply import Reply
from core.i18n import t
from core.storage import GameStatus
from tests.e2e.conftest import ALICE, BRUNO, CHLOE
from tests.e2e.harness import CHANNEL_ID, GUILD_ID, Table, custom_ids
from tests.e2e.lobby import open_lobby, start_game

OTHER_CHANNEL = CHANNEL_ID + 1


def said(exchange: Any) -> str:
    return "\n".join(exchange.private_texts())


async def test_rules_of_any_game_without_a_lobby(table: Table) -> None:
    listed = said(await table.command(ALICE, "rules", game="underworld"))
    assert t("rules.underworld.goal.title", "en") in listed
    assert "Underworld" in listed or t("game.underworld.name", "en") in listed, "not The Angel of Darkness"
    topic = said(await table.command(BRUNO, "rules", game="catacombs", topic="shots"))
    assert topic == f"**{t('rules.catacombs.shots.title', 'fr')}**\n{t('rules.catacombs.shots', 'fr')}", "one topic, in the asker's language"


async def test_rules_topics_follow_the_game_picked_in_the_command(table: Table) -> None:
    offered = await table.autocomplete(ALICE, "rules", "topic", "")
    assert offered, "without a game here the first game's topics are offered"
    familiars = said(await table.command(ALICE, "rules", game="darktomb", topic="familiars"))
    assert familiars.endswith(t("rules.darktomb.familiars", "en"))


async def test_help_is_short_and_has_topics(table: Table) -> None:
    short = said(await table.command(ALICE, "help"))
    assert t("table.help.clocks.title", "en") in short and t("table.help.clocks", "en") not in short
    assert len(short) < 700, "short enough for a phone screen"
    clocks = said(await table.command(BRUNO, "help", topic="clocks"))
    assert t("table.help.clocks", "fr") in clocks


async def test_the_list_shows_the_servers_games_with_links_and_whose_turn(table: Table) -> None:
    assert said(await table.command(ALICE, "list")) == t("table.list.none", "en")
    await start_game(table, [ALICE, BRUNO])
    service = table.bot.service
    await service.open_lobby("catacombs", GUILD_ID, OTHER_CHANNEL, CHLOE.id, "en")
    await service.open_lobby("underworld", GUILD_ID + 1, CHANNEL_ID + 9, CHLOE.id, "en")  # another server
    listing = said(await table.command(ALICE, "list"))
    assert f"<#{CHANNEL_ID}>" in listing and f"<#{OTHER_CHANNEL}>" in listing
    assert f"<#{CHANNEL_ID + 9}>" not in listing, "only this server's games"
    running = await service.by_channel(CHANNEL_ID)
    assert running is not None
    outcome = await service.current(running.id)
    for seat in outcome.to_act:
        assert f"<@{outcome.record.user_of(seat)}>" in listing, "whose turn it is"
    assert t("table.list.title", "en", count=2, games="").strip() in listing


async def test_records_board_log_and_status_outlive_the_game(table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    await table.command(ALICE, "abandon")
    assert (await table.bot.service.load(game_pk)).status is GameStatus.ABANDONED
    no_game = t("error.no_game_here", "en")
    for command in ("status", "log", "export", "verify"):
        answer = await table.command(ALICE, command)
        assert no_game not in said(answer), f"/game {command} still answers for the last game"
    status = said(await table.command(ALICE, "status"))
    assert t("game.aod.name", "en") in status and t("table.status.ended_early", "en") in status


async def test_rematch_opens_a_lobby_with_the_same_table(table: Table) -> None:
    game_pk, started = await start_game(table, [ALICE, BRUNO])
    service = table.bot.service
    old = await service.load(game_pk)
    board = old.board_message_id
    assert board is not None
    final = widgets.rematch_view(game_pk, "en")  # the lead's delivery puts it under the final post
    table.fake.messages[board]["components"] = final.to_components()
    early = await table.click(BRUNO, board, f"tt:rematch:{game_pk}")
    assert t("error.rematch.not_over", "fr") in said(early)
    await table.command(ALICE, "abandon")
    board = (await service.load(game_pk)).board_message_id or 0  # the final post, which offers the rematch
    assert f"tt:rematch:{game_pk}" in custom_ids(table.fake.messages[board])
    stranger = await table.click(CHLOE, board, f"tt:rematch:{game_pk}")
    assert t("error.not_in_game", "fr") in said(stranger), "only a seated player asks for a rematch"
    clicked = await table.click(BRUNO, board, f"tt:rematch:{game_pk}")
    new = await service.by_channel(CHANNEL_ID)
    assert new is not None and new.id != game_pk and new.status is GameStatus.LOBBY
    assert [s.user_id for s in new.seats] == [s.user_id for s in old.seats]
    assert new.roles == old.roles and new.options == old.options and new.pace_hours == old.pace_hours
    assert new.host_id == old.host_id and new.lobby_message_id is not None
    card = table.fake.messages[new.lobby_message_id]
    assert f"tt:lobby:{new.id}:start" in custom_ids(card), "the host starts it from the lobby card"
    assert any("<@102>" in post.text for post in clicked.public_posts()), "the card says who asked"
    again = await table.click(ALICE, board, f"tt:rematch:{game_pk}")
    assert t("error.lobby.channel_busy", "en") in said(again), "one open game per channel"
    await table.click(ALICE, new.lobby_message_id, f"tt:lobby:{new.id}:start")
    assert (await service.load(new.id)).status is GameStatus.ACTIVE


async def test_joining_again_says_you_are_already_seated(table: Table) -> None:
    game_pk, lobby = await open_lobby(table, ALICE)
    await table.click(BRUNO, lobby, f"tt:lobby:{game_pk}:join")
    again = said(await table.click(BRUNO, lobby, f"tt:lobby:{game_pk}:join"))
    assert t("bot.lobby.already_in", "fr") in again
    assert t("bot.lobby.joined", "fr", game=t("game.aod.name", "fr")) not in again


async def test_only_the_host_refusals_name_the_host(table: Table) -> None:
    game_pk, lobby = await open_lobby(table, ALICE)
    await table.command(BRUNO, "join")
    refused = said(await table.command(BRUNO, "start"))
    assert refused == t("error.lobby.not_host", "fr", host=f"<@{ALICE.id}>") and f"<@{ALICE.id}>" in refused
    ended = said(await table.command(BRUNO, "abandon"))
    assert ended == t("error.not_allowed", "fr", host=f"<@{ALICE.id}>") and f"<@{ALICE.id}>" in ended


async def test_the_first_game_guide_is_shown_once_per_player_and_game(table: Table) -> None:
    def reply_of(user_id: int, lang: str) -> Reply:
        return cast(Reply, SimpleNamespace(bot=table.bot, user_id=user_id, lang=lang))

    first = await walkthrough.guide_once(reply_of(BRUNO.id, "fr"), "catacombs")
    assert first is not None and t("table.guide.catacombs", "fr") in first
    assert t("game.catacombs.name", "fr") in first
    assert await walkthrough.guide_once(reply_of(BRUNO.id, "fr"), "catacombs") is None, "once only"
    assert await walkthrough.guide_once(reply_of(BRUNO.id, "fr"), "aod") is not None, "each game kind has its own"
    assert await walkthrough.guide_once(reply_of(ALICE.id, "en"), "catacombs") is not None, "each player too"


def test_aod_orientations_with_the_same_open_sides_read_differently() -> None:
    labels = {t("action.aod.orient", lang, directions=["N", "S"], rotation=r) for lang in ("en", "fr") for r in (0, 2)}
    assert len(labels) == 4
