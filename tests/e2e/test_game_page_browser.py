"""The game page in a real browser (Debian's Chromium through Playwright), on the real bot: the link from the
turn post opens the board, the keys step back and forth, and a move made through the Discord command tree
appears on the open page by itself."""

from __future__ import annotations

import re
import time
from pathlib import Path

from playwright.async_api import Page, expect

from tests.e2e.conftest import ALICE, BRUNO
from tests.e2e.harness import FakeDiscord, Table
from tests.e2e.lobby import start_game
from tests.e2e.test_delivery import turn_posts
from tests.e2e.test_game_page import page_links
from tests.web.browser import DESKTOP, PHONE, chromium, new_tab, screenshot

LIVE_WITHIN_MS = 2000
"""The issue asks for a second; the bound leaves room for a 2-core machine shared with the rest of the suite."""


async def play_a_move(table: Table) -> None:
    """Whoever is to act plays the first action /game play offers them, through the command tree."""
    for player in (ALICE, BRUNO):
        choices = await table.autocomplete(player, "play", "action", "")
        if choices:
            await table.command(player, "play", action=choices[0]["value"])
            return
    raise AssertionError("nobody has a move")


async def shows(page: Page, share: str, n: int, count: int) -> None:
    """The board, the highlighted log line and the counter all say step ``n``."""
    await expect(page.locator("#board")).to_have_attribute("src", re.compile(rf"^/g/{share}/step/{n}\.png(\?|$)"))
    await expect(page.locator(f"#m{n}")).to_have_attribute("aria-current", "step")
    await expect(page.locator("#step-of")).to_have_text(f"Move {n} of {count}")


async def test_the_turn_posts_link_opens_a_live_replay_in_a_browser(fake: FakeDiscord, db_path: Path) -> None:
    table = await Table.open(fake, db_path, seed_source=lambda bits: 12345, web_port=0)
    try:
        game_pk, _ = await start_game(table, [ALICE, BRUNO])
        for _ in range(2):
            await play_a_move(table)
        await table.settle()
        link = page_links(turn_posts(fake)[-1])[0]
        record = await table.bot.service.load(game_pk)
        share = record.share_id or ""
        async with chromium() as browser:
            tab = await new_tab(browser, PHONE)
            page = tab.page
            await page.goto(link)
            await expect(page.locator("#link")).to_have_text("Live")
            last = int(await page.locator("#game").get_attribute("data-steps") or "0") - 1
            assert last >= 2, "the setup and two moves"
            await shows(page, share, last, last)
            assert await page.locator("#board").evaluate("img => img.complete && img.naturalWidth > 0"), "the board is drawn"
            assert await page.locator("#board").get_attribute("alt"), "the board has its alt text"
            await screenshot(page, "game-page-phone-400")

            await page.keyboard.press("ArrowLeft")
            await shows(page, share, last - 1, last)
            await page.keyboard.press("Home")
            await shows(page, share, 0, last)
            await page.keyboard.press("ArrowRight")
            await shows(page, share, 1, last)
            await page.keyboard.press("End")
            await shows(page, share, last, last)

            await play_a_move(table)
            moved = time.perf_counter()
            await shows(page, share, last + 1, last + 1)
            seen_ms = (time.perf_counter() - moved) * 1000
            print(f"a move reached the open page {seen_ms:.0f} ms after /game play answered")
            assert seen_ms < LIVE_WITHIN_MS
            assert await page.locator(f"#m{last + 1}").inner_text(), "the new move's log line"
            assert tab.script_errors() == []

            wide = (await new_tab(browser, DESKTOP)).page
            await wide.goto(f"{link}#1")
            await shows(wide, share, 1, last + 1)
            await screenshot(wide, "game-page-wide-1280")
    finally:
        await table.close()
