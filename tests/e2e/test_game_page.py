"""Through the real bot: the turn post links to the game's web page, and the link opens that page."""

from __future__ import annotations

import asyncio
from pathlib import Path
from urllib.parse import urlsplit

from tests.e2e.conftest import ALICE, BRUNO
from tests.e2e.harness import FakeDiscord, Table, walk_components
from tests.e2e.lobby import start_game
from tests.e2e.test_delivery import turn_posts


async def http_get(url: str) -> tuple[int, str]:
    """A plain HTTP/1.1 GET over a socket (the harness forbids aiohttp's client any network)."""
    parts = urlsplit(url)
    reader, writer = await asyncio.open_connection(parts.hostname, parts.port)
    path = parts.path + (f"?{parts.query}" if parts.query else "")
    writer.write(f"GET {path} HTTP/1.1\r\nHost: {parts.netloc}\r\nAccept-Language: en\r\nConnection: close\r\n\r\n".encode())
    await writer.drain()
    answer = (await reader.read()).decode()
    writer.close()
    await writer.wait_closed()
    head, _, body = answer.partition("\r\n\r\n")
    return int(head.split()[1]), body


def page_links(message: dict[str, object]) -> list[str]:
    return [str(c["url"]) for c in walk_components(message) if c.get("url")]


async def test_the_turn_post_has_a_link_button_that_opens_the_games_page(fake: FakeDiscord, db_path: Path) -> None:
    table = await Table.open(fake, db_path, seed_source=lambda bits: 12345, web_port=0)
    try:
        game_pk, _ = await start_game(table, [ALICE, BRUNO])
        await table.settle()
        [post] = turn_posts(fake)
        [link] = page_links(post)
        record = await table.bot.service.load(game_pk)
        assert record.share_id is not None and link.endswith(f"/g/{record.share_id}"), link
        assert str(game_pk) not in urlsplit(link).path.replace(record.share_id, "")
        status, html = await http_get(link)
        assert status == 200
        assert f'data-share="{record.share_id}"' in html and '<img id="board"' in html and 'id="m0"' in html
        await table.command(ALICE, "abandon")
        await table.settle()
        final = turn_posts(fake)[-1]
        assert final is not post and page_links(final) == [link], "the final post links to the page too"
    finally:
        await table.close()


async def test_without_a_web_port_the_turn_post_has_no_link(table: Table, fake: FakeDiscord) -> None:
    await start_game(table, [ALICE, BRUNO])
    await table.settle()
    assert all(not page_links(post) for post in turn_posts(fake))
