"""Playing turns through Discord: panels, stale and simultaneous clicks, mistakes, closed DMs, restarts."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import NoReturn

import pytest

from core.i18n import t
from tests.e2e.conftest import ALICE, BRUNO, CHLOE
from tests.e2e.harness import CHANNEL_ID, FakeDiscord, Player, Sent, Table, custom_ids, walk_components
from tests.e2e.lobby import start_game
from tests.e2e.play import Driver, hand_card_ids, leaked_cards


async def open_panel(table: Table, game_pk: int, player: Player = ALICE) -> int:
    """Click Play under the latest board post; returns the private panel's message id."""
    board = (await table.bot.service.load(game_pk)).board_message_id
    assert board is not None, "a started game has a board post"
    exchange = await table.click(player, board, f"tt:play:{game_pk}:0")
    return table.fake.originals[exchange.tokens[0]]


def first_action(table: Table, panel: int) -> str:
    return custom_ids(table.fake.messages[panel], "tt:a:")[0]


async def test_the_play_button_opens_a_private_panel_of_legal_actions(table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    panel = await open_panel(table, game_pk)
    message = table.fake.messages[panel]
    assert message["flags"] & 64, "the panel is ephemeral"
    outcome = await table.bot.service.current(game_pk)
    legal = {outcome.game.notation(action) for action in outcome.game.legal_actions(outcome.state, 0)}
    components = list(walk_components(message))
    offered = {c["custom_id"].split(":", 4)[-1] for c in components if c["custom_id"].startswith("tt:a:")}
    offered |= {o["value"] for c in components if c["custom_id"].startswith("tt:as:") for o in c["options"]}
    assert offered == legal
    assert all(len(c["custom_id"]) <= 100 for c in components)


async def test_a_click_applies_the_action_and_refreshes_the_panel_in_place(table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    panel = await open_panel(table, game_pk)
    before = await table.bot.service.load(game_pk)
    exchange = await table.click(ALICE, panel, first_action(table, panel))
    after = await table.bot.service.load(game_pk)
    assert after.version == before.version + 1
    edits = [s for s in exchange.replies() if s.method == "PATCH"]
    assert edits and not edits[0].public, "the panel is redrawn privately"
    assert all(f":{after.version}:" in custom_id for custom_id in custom_ids(table.fake.messages[panel], "tt:a"))
    boards = [s for s in exchange.public_posts() if s.files]
    assert len(boards) == 1 and boards[0].files[0][0] == "board.png"
    assert "<@101>" in boards[0].text or "<@102>" in boards[0].text, "the post mentions who plays next"


async def test_a_stale_click_changes_nothing_and_shows_the_fresh_panel(table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    panel = await open_panel(table, game_pk)
    old_button = first_action(table, panel)
    old_panel = dict(table.fake.messages[panel])
    await table.click(ALICE, panel, old_button)  # the game moves on
    version = (await table.bot.service.load(game_pk)).version
    table.fake.messages[panel] = old_panel  # e.g. the same panel open in another client
    stale = await table.click(ALICE, panel, old_button)
    assert (await table.bot.service.load(game_pk)).version == version, "never applied twice"
    assert not stale.public_posts()
    assert t("bot.panel.moved_on", "en") in " ".join(stale.private_texts())
    fresh = table.fake.messages[panel]
    assert any(f":{version}:" in c["custom_id"] for c in walk_components(fresh) if c["custom_id"].startswith("tt:a"))


async def test_two_clicks_at_the_same_instant_apply_once(table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    panel = await open_panel(table, game_pk)
    version = (await table.bot.service.load(game_pk)).version
    button = first_action(table, panel)
    both = await table.run(table.click_payload(ALICE, panel, button), table.click_payload(ALICE, panel, button))
    assert (await table.bot.service.load(game_pk)).version == version + 1
    assert len([s for s in both.public_posts() if s.files]) == 1, "one announcement"
    texts = both.private_texts(both.tokens[0]) + both.private_texts(both.tokens[1])
    assert any(t("bot.panel.moved_on", "en") in text for text in texts), "the loser is told the game moved on"


async def test_two_players_acting_at_once_one_applies_and_the_other_is_told_why(table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    panel = await open_panel(table, game_pk)
    version = (await table.bot.service.load(game_pk)).version
    notation = first_action(table, panel).split(":", 4)[-1]
    both = await table.run(
        table.click_payload(ALICE, panel, first_action(table, panel)),
        table.command_payload(BRUNO, "play", action=notation),
    )
    assert (await table.bot.service.load(game_pk)).version == version + 1
    refused = " ".join(both.private_texts(both.tokens[1]))
    assert "Alice" in refused or "moved on" in refused or "avancé" in refused


async def test_an_illegal_move_is_refused_privately_and_changes_nothing(table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    version = (await table.bot.service.load(game_pk)).version
    for typed in ("fly:away", "end"):  # malformed, then well formed but not allowed before the start tile
        exchange = await table.command(ALICE, "play", action=typed)
        assert (await table.bot.service.load(game_pk)).version == version
        assert not exchange.public_posts()
        replies = exchange.private_texts()
        assert replies and "Traceback" not in replies[0]
    wrong_seat = await table.command(BRUNO, "play", action="end")
    assert "Alice" in " ".join(wrong_seat.private_texts()), "says whose turn it is"


async def test_autocomplete_offers_only_the_invoking_seats_actions(table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    mine = await table.autocomplete(ALICE, "play", "action", "")
    outcome = await table.bot.service.current(game_pk)
    legal = [outcome.game.notation(a) for a in outcome.game.legal_actions(outcome.state, 0)]
    assert mine and {c["value"] for c in mine} <= set(legal) and len(mine) == min(25, len(legal))
    assert await table.autocomplete(BRUNO, "play", "action", "") == [], "not Bruno's turn"


def _dms_to(fake: FakeDiscord, sent: list[Sent], user_id: int) -> list[Sent]:
    """What was sent to the player's DM: new messages, and edits of their hand DM (``/game me notify``'s default,
    the channel, edits it when they are called)."""
    return [
        s for s in sent
        if s.path.startswith("/channels/{channel_id}/messages") and s.method in ("POST", "PATCH")
        and fake.dm_channels.get(int(s.url.split("/channels/")[1].split("/")[0])) == user_id
    ]


def _notices(sent: list[Sent], user_id: int) -> list[Sent]:
    """Channel posts telling the table that ``user_id``'s DMs fail."""
    return [s for s in sent if s.public and s.method == "POST" and "/game hand" in str((s.body or {}).get("content"))
            and f"<@{user_id}>" in str((s.body or {}).get("content"))]


async def test_closed_dms_are_told_once_in_the_channel_and_the_game_goes_on(fake: FakeDiscord, table: Table) -> None:
    fake.closed_dms.add(BRUNO.id)
    game_pk, started = await start_game(table, [ALICE, BRUNO])
    record = await table.bot.service.load(game_pk)
    assert record.seats[1].dm_ok is False
    (notice,) = _notices(started.sent, BRUNO.id)
    assert "png" not in notice.text and not notice.files, "the notice carries no hidden content"
    hand = await table.command(BRUNO, "hand")
    images = [s for s in hand.replies() if s.files]
    assert images and not images[0].public, "/game hand shows the hand privately instead"
    driver = Driver(table, [ALICE, BRUNO], game_pk)
    later: list[Sent] = []
    for _ in range(10):
        later += (await driver.move()).sent
    assert (await table.bot.service.load(game_pk)).version == record.version + 10
    assert not _notices(later, BRUNO.id), "the channel is told once, not at every turn"


async def test_dms_closed_mid_game_are_retried_and_reach_the_player_once_open(fake: FakeDiscord, table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    fake.closed_dms.update({ALICE.id, BRUNO.id})
    driver = Driver(table, [ALICE, BRUNO], game_pk)
    sent: list[Sent] = []
    for _ in range(30):
        exchange = await driver.move()
        assert len([s for s in exchange.public_posts() if s.files]) == 1, "the turn is announced anyway"
        sent += exchange.sent
    record = await table.bot.service.load(game_pk)
    assert [seat.dm_ok for seat in record.seats] == [False, False]
    assert len(_notices(sent, ALICE.id)) == 1 and len(_notices(sent, BRUNO.id)) == 1
    assert len(_dms_to(fake, sent, BRUNO.id)) >= 2, "a failed DM is tried again at the next change"
    fake.closed_dms.clear()
    reached = []
    for _ in range(6):
        reached += _dms_to(fake, (await driver.move()).sent, BRUNO.id)
    assert reached and any(s.files for s in reached), "once DMs are open, the next change reaches the player"
    assert (await table.bot.service.load(game_pk)).seats[1].dm_ok is True


async def test_the_joiner_with_closed_dms_is_told_how_to_open_them(fake: FakeDiscord, table: Table) -> None:
    fake.closed_dms.add(CHLOE.id)
    exchange = await table.command(ALICE, "new", game="aod")
    joined = await table.command(CHLOE, "join")
    assert t("bot.dm.closed_help", "fr") in " ".join(joined.private_texts()), "in the joiner's language"
    assert exchange.public_posts()


async def test_a_button_still_works_after_a_restart(fake: FakeDiscord, db_path: Path) -> None:
    first = await Table.open(fake, db_path)
    game_pk, _ = await start_game(first, [ALICE, BRUNO])
    panel = await open_panel(first, game_pk)
    board = (await first.bot.service.load(game_pk)).board_message_id
    assert board is not None
    button = first_action(first, panel)
    await first.close()
    second = await Table.open(fake, db_path)
    try:
        version = (await second.bot.service.load(game_pk)).version
        exchange = await second.click(ALICE, panel, button)
        assert (await second.bot.service.load(game_pk)).version == version + 1
        assert [s for s in exchange.public_posts() if s.files]
        reopened = await second.click(BRUNO, board, f"tt:play:{game_pk}:0")
        assert reopened.private_texts(), "the old board's Play button answers too"
    finally:
        await second.close()


async def test_no_public_message_ever_shows_a_card_in_hand(table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO, CHLOE])
    driver = Driver(table, [ALICE, BRUNO, CHLOE], game_pk)
    for _ in range(40):
        exchange = await driver.move()
        assert not leaked_cards(exchange, hand_card_ids(await driver.current()))
    for command in ("board", "status", "log"):
        exchange = await table.command(BRUNO, command)
        assert not leaked_cards(exchange, hand_card_ids(await driver.current()))


async def test_an_unexpected_error_gets_an_apology_without_details(table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])

    async def broken(*args: object, **kwargs: object) -> NoReturn:
        raise RuntimeError("database on fire at /secret/path")

    monkeypatch.setattr(table.bot.service, "act", broken)
    exchange = await table.command(ALICE, "play", action="end")
    replies = " ".join(exchange.private_texts())
    assert t("error.internal", "en") in replies
    assert "fire" not in " ".join(s.text for s in exchange.sent)
    panel = await open_panel(table, game_pk)
    clicked = await table.click(ALICE, panel, first_action(table, panel))
    assert t("error.internal", "en") in " ".join(clicked.private_texts())
    assert not clicked.public_posts()


async def test_logs_never_show_a_card_in_hand(fake: FakeDiscord, db_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    table = await Table.open(fake, db_path)
    try:
        fake.closed_dms.add(BRUNO.id)
        game_pk, _ = await start_game(table, [ALICE, BRUNO])
        driver = Driver(table, [ALICE, BRUNO], game_pk)
        seen: set[str] = set()
        for _ in range(30):
            await driver.move()
            seen |= hand_card_ids(await driver.current())
        await table.command(ALICE, "hand")
        await table.command(BRUNO, "play", action="fly:away")
    finally:
        await table.close()
    logged = "\n".join(record.getMessage() for record in caplog.records)
    assert "refused" in logged, "mistakes are logged (by key)"
    assert not [card for card in seen if card in logged]


async def test_the_hand_dm_says_which_game_channel_and_turn(fake: FakeDiscord, table: Table) -> None:
    _, started = await start_game(table, [ALICE, BRUNO])
    caption = next(s for s in started.dms() if s.files and fake.dm_channels[int(s.url.split("/")[-2])] == ALICE.id)
    assert caption.body is not None
    text = caption.body["content"]
    assert "Angel of Darkness" in text and "https://discord.com/channels/" in text and "turn 0" in text


async def test_public_posts_speak_the_servers_language_and_panels_the_players(table: Table) -> None:
    game_pk, started = await start_game(table, [ALICE, BRUNO], guild_locale="fr")
    (board,) = [s for s in started.public_posts() if s.files]
    assert "à vous de jouer" in board.text
    panel = await open_panel(table, game_pk)
    assert t("bot.panel.your_turn", "en").split("(")[0] in table.fake.messages[panel]["content"]


async def test_a_player_can_act_from_the_hand_dm(fake: FakeDiscord, table: Table) -> None:
    game_pk, started = await start_game(table, [ALICE, BRUNO])
    dm = next(s for s in started.dms() if s.files and fake.dm_channels[int(s.url.split("/")[-2])] == ALICE.id)
    assert dm.body is not None
    dm_message = next(m for m in reversed(fake.messages.values()) if m["content"] == dm.body["content"])
    opened = await table.click(ALICE, int(dm_message["id"]), f"tt:play:{game_pk}:0")
    panel = fake.originals[opened.tokens[0]]
    assert fake.messages[panel]["flags"] & 64
    version = (await table.bot.service.load(game_pk)).version
    played = await table.click(ALICE, panel, first_action(table, panel))
    assert (await table.bot.service.load(game_pk)).version == version + 1
    (board,) = [s for s in played.public_posts() if s.files]
    assert board.path.startswith("/channels/{channel_id}/messages") and f"/channels/{CHANNEL_ID}/" in board.url


async def test_a_log_line_names_its_player_once(fake: FakeDiscord, table: Table) -> None:
    """A line reads "**Alice** plays 3 energy", not "**Alice**: Alice plays 3 energy": on a phone's narrow
    post the name heads the line once; a line whose sentence starts elsewhere keeps "**Alice**: …"."""
    import re

    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    driver = Driver(table, [ALICE, BRUNO], game_pk)
    for _ in range(16):
        await driver.move()
    lines = [line for m in fake.messages.values() if int(m["channel_id"]) == CHANNEL_ID
             for line in str(m.get("content")).splitlines()]
    assert not [line for line in lines if re.match(r"^\*\*([^*]+)\*\* ?:? ?\1\b", line)], "a name said twice"
    assert [line for line in lines if re.match(r"^\*\*Alice\*\* [a-z]", line)], "the name leads its sentence"
    assert [line for line in lines if re.match(r"^\*\*Alice\*\*: ", line)], "other sentences follow the name"
