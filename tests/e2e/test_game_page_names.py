"""Through the real bot: the game page names its players without asking Discord at every view."""

from __future__ import annotations

from pathlib import Path

from tests.e2e.conftest import ALICE, BRUNO
from tests.e2e.harness import FakeDiscord, Table
from tests.e2e.lobby import start_game
from tests.e2e.test_delivery import turn_posts
from tests.e2e.test_game_page import http_get, page_links

VIEWS = 12


async def test_a_player_discord_cannot_name_is_looked_up_once_however_many_page_views(
    fake: FakeDiscord, db_path: Path,
) -> None:
    table = await Table.open(fake, db_path, seed_source=lambda bits: 12345, web_port=0)
    try:
        await start_game(table, [ALICE, BRUNO])
        await table.settle()
        [link] = page_links(turn_posts(fake)[0])
        table.bot.names._names.clear()  # a restart: nobody's name is remembered
        del fake.members[BRUNO.id]  # and Discord no longer knows Bruno
        asked = len([sent for sent in fake.requests if sent.path == "/guilds/{guild_id}/members/{member_id}"])
        for _ in range(VIEWS):
            status, html = await http_get(link)
            assert status == 200 and "Player 2" in html and "Alice" in html
        lookups = [sent for sent in fake.requests if sent.path == "/guilds/{guild_id}/members/{member_id}"][asked:]
        assert len(lookups) == 2, "Alice and Bruno asked once each, not once per view"
    finally:
        await table.close()
