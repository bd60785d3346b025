"""The game page's browser client in Debian's Chromium, against a stand-in server (tests/web/fixture_pages.py):
what a viewer sees when stepping through a game and when moves arrive live, on a phone and a wide screen."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Literal

import pytest
from aiohttp.test_utils import TestServer
from playwright.async_api import Browser, Page, expect

from tests.web import browser as chromium_module
from tests.web.browser import DESKTOP, PHONE, chromium, new_tab, screenshot
from tests.web.fixture_pages import BASE, FixtureGame
from web import live

ALIVE_S = 0.5
WATCHDOG_S = 2.5 * ALIVE_S  # the client gives a socket up after 2.5 silent intervals

Open = Callable[[FixtureGame], Awaitable[str]]


@pytest.fixture
async def browser() -> AsyncIterator[Browser]:
    async with chromium() as launched:
        yield launched


@pytest.fixture
async def serve() -> AsyncIterator[Open]:
    """Serves a fixture game on 127.0.0.1; gives the page's address."""
    servers: list[TestServer] = []

    async def start(game: FixtureGame) -> str:
        server = TestServer(game.app(), host="127.0.0.1")
        await server.start_server()
        servers.append(server)
        return str(server.make_url(BASE))

    yield start
    for server in servers:
        await server.close()


async def shown_step(page: Page, n: int, count: int, timeout: float | None = None) -> None:
    """Board, alt text, highlighted log line, counter and address all say step ``n`` (the first within
    ``timeout`` ms)."""
    await expect(page.locator("#board")).to_have_attribute("src", f"{BASE}/step/{n}.png", timeout=timeout)
    await expect(page.locator("#board")).to_have_attribute("alt", f"The board after step {n}")
    await expect(page.locator("#log li.current")).to_have_count(1)
    await expect(page.locator(f"#m{n}")).to_have_attribute("aria-current", "step")
    await expect(page.locator("#step-of")).to_have_text(f"Move {n} of {count}")
    await expect(page.locator("#step-slider")).to_have_value(str(n))


async def test_keys_buttons_slider_and_links_step_through_the_game(browser: Browser, serve: Open) -> None:
    game = FixtureGame()
    url = await serve(game)
    tab = await new_tab(browser, PHONE)
    page = tab.page
    await page.goto(url)
    await expect(page.locator("#link")).to_have_text("Live")
    await shown_step(page, 3, 3)
    await expect(page.locator("button.step-next")).to_be_disabled()
    await screenshot(page, "client-phone-last-step")

    await page.keyboard.press("ArrowLeft")
    await page.keyboard.press("ArrowLeft")
    await shown_step(page, 1, 3)
    assert page.url.endswith("#1")
    assert {f"{BASE}/step/0.png", f"{BASE}/step/2.png"} <= set(game.requests), "the neighbours are preloaded"
    await screenshot(page, "client-phone-step-1")
    for key, n in (("Home", 0), ("ArrowRight", 1), ("End", 3), ("ArrowUp", 0), ("ArrowDown", 3)):
        await page.keyboard.press(key)
        await shown_step(page, n, 3)

    await page.locator("button.step-first").click()
    await shown_step(page, 0, 3)
    await expect(page.locator("button.step-prev")).to_be_disabled()
    await page.locator("button.step-next").click()
    await shown_step(page, 1, 3)

    await page.locator("#step-slider").focus()
    await page.keyboard.press("ArrowRight")  # the slider's own key: one step
    await shown_step(page, 2, 3)

    await page.locator("#m0 a").click()
    await shown_step(page, 0, 3)
    assert "?step=" not in page.url, "a log line is shown in place, without loading a page"

    await page.goto(f"{url}#2")
    await shown_step(page, 2, 3)
    await page.evaluate("location.hash = '#1'")
    await shown_step(page, 1, 3)
    assert tab.script_errors() == []


async def test_a_new_move_shows_at_once_on_the_last_step_and_is_signalled_elsewhere(browser: Browser, serve: Open) -> None:
    game = FixtureGame()
    page = (await new_tab(browser, PHONE)).page
    await page.goto(await serve(game))
    await expect(page.locator("#link")).to_have_text("Live")

    await game.move("**Bruno** plays `d4`.")
    await shown_step(page, 4, 4)
    await expect(page.locator("#m4")).to_have_text("Bruno plays d4.")
    await expect(page.locator("#m4 strong")).to_have_text("Bruno")
    await expect(page.locator("#headline")).to_have_text("Turn 5")

    await page.keyboard.press("Home")
    await game.move("**Alice** plays `e5`.")
    await expect(page.locator("#new-move")).to_be_visible()
    await expect(page.locator("#m5")).to_be_attached()
    await expect(page.locator("#board")).to_have_attribute("src", f"{BASE}/step/0.png")
    await screenshot(page, "client-phone-new-move")
    await page.locator("#new-move").click()
    await shown_step(page, 5, 5)
    await expect(page.locator("#new-move")).to_be_hidden()


async def test_a_dropped_connection_resumes_from_the_version_it_had(browser: Browser, serve: Open) -> None:
    game = FixtureGame()
    page = (await new_tab(browser, PHONE)).page
    await page.goto(await serve(game))
    await expect(page.locator("#link")).to_have_text("Live")
    had = game.version

    await game.drop_sockets()
    await expect(page.locator("#link")).to_have_text("Connection lost, reconnecting…")
    await game.move("**Bruno** plays `d4`.")  # while nobody is connected
    await expect(page.locator("#link")).to_have_text("Live", timeout=10_000)
    await shown_step(page, 4, 4)
    assert had in game.sinces[1:], f"the reconnect asked for what is newer than {had}: {game.sinces}"


async def test_a_socket_gone_silent_without_closing_is_given_up_for_a_poll_and_a_new_one(
        browser: Browser, serve: Open, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(live, "ALIVE_S", ALIVE_S)
    game = FixtureGame()
    tab = await new_tab(browser, PHONE)
    page = tab.page
    await page.goto(await serve(game))
    await expect(page.locator("#link")).to_have_text("Live")
    await asyncio.sleep(3 * WATCHDOG_S)
    await expect(page.locator("#link")).to_have_text("Live")
    assert game.opened == 1, "a quiet game's socket is kept: the alive messages keep it"

    loop = asyncio.get_running_loop()
    game.go_quiet()  # the socket dies without a word: the page's browser still thinks it open
    silent = loop.time()
    await game.move("**Bruno** plays `d4`.")
    await expect(page.locator("#link")).to_have_text("Connection lost, reconnecting…", timeout=4 * WATCHDOG_S * 1000)
    assert loop.time() - silent < WATCHDOG_S + 1.0, "given up within the watchdog's time"
    await shown_step(page, 4, 4)  # by a poll at once
    assert f"{BASE}/state.json?since=40" in game.requests

    await expect(page.locator("#link")).to_have_text("Live", timeout=10_000)
    assert game.opened == 2 and game.sinces[-1] == 50, "a new socket resumes from the version polled"
    await game.move("**Alice** plays `e5`.")
    await shown_step(page, 5, 5)
    assert tab.script_errors() == []


async def test_an_alive_naming_a_newer_version_fetches_the_update_the_socket_missed(
        browser: Browser, serve: Open, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(live, "ALIVE_S", ALIVE_S)
    game = FixtureGame()
    page = (await new_tab(browser, PHONE)).page
    await page.goto(await serve(game))
    await expect(page.locator("#link")).to_have_text("Live")
    game.missed = True
    await game.move("**Bruno** plays `d4`.")  # reaches no socket; the next alive says version 50
    await shown_step(page, 4, 4)
    assert f"{BASE}/state.json?since=40" in game.requests
    await expect(page.locator("#link")).to_have_text("Live")
    assert game.opened == 1, "the socket is fine: only the update was lost"


async def seen_as(page: Page, visibility: str) -> None:
    """The tab hidden or shown again, as a phone's sleep and wake tell the page."""
    await page.evaluate("""(visibility) => {
        Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
        document.dispatchEvent(new Event("visibilitychange"));
    }""", visibility)


async def test_back_online_or_to_a_tab_hidden_a_while_the_page_looks_at_once_without_waiting_for_its_watchdog(
        browser: Browser, serve: Open, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(live, "ALIVE_S", 4.0)  # the watchdog would wait 10 s
    game = FixtureGame()
    tab = await new_tab(browser, PHONE)
    page = tab.page
    await page.goto(await serve(game))
    await expect(page.locator("#link")).to_have_text("Live")

    game.go_quiet()
    await game.move("**Bruno** plays `d4`.")
    await tab.page.context.set_offline(True)
    await tab.page.context.set_offline(False)  # the browser says "online"
    await shown_step(page, 4, 4, timeout=3000)
    await expect(page.locator("#link")).to_have_text("Live", timeout=3000)
    assert game.opened == 2

    game.go_quiet()
    await game.move("**Alice** plays `e5`.")
    await seen_as(page, "hidden")  # the phone sleeps
    await asyncio.sleep(4.2)  # longer than one keep-alive interval
    await seen_as(page, "visible")
    await shown_step(page, 5, 5, timeout=3000)
    await expect(page.locator("#link")).to_have_text("Live", timeout=3000)
    assert game.opened == 3
    assert tab.script_errors() == []


async def test_without_a_websocket_the_page_polls(browser: Browser, serve: Open) -> None:
    game = FixtureGame(live=False)
    tab = await new_tab(browser, PHONE)
    page = tab.page
    await page.goto(await serve(game))
    await game.move("**Bruno** plays `d4`.")
    await shown_step(page, 4, 4)
    assert any(path.startswith(f"{BASE}/state.json?since=") for path in game.requests)
    assert tab.script_errors() == []


@pytest.mark.parametrize("reduced", [False, True], ids=["motion", "reduced-motion"])
async def test_a_catacombs_shot_plays_its_animation_unless_motion_is_reduced(
        browser: Browser, serve: Open, reduced: bool) -> None:
    url = await serve(FixtureGame(animated=frozenset({2})))
    page = (await new_tab(browser, PHONE, reduced_motion=reduced)).page
    await page.goto(f"{url}#2")
    await expect(page.locator("#board")).to_have_attribute("src", f"{BASE}/step/2.{'png' if reduced else 'gif'}")
    await page.keyboard.press("ArrowRight")
    await shown_step(page, 3, 3)


@pytest.mark.parametrize("scheme", ["light", "dark"])
async def test_phone_layout_folds_the_log_under_the_board_and_wide_puts_it_beside(
        browser: Browser, serve: Open, scheme: Literal["light", "dark"]) -> None:
    game = FixtureGame(logs=[f"**Alice** plays move {n} of a long game." for n in range(40)])
    url = await serve(game)
    phone = (await new_tab(browser, PHONE, color_scheme=scheme)).page
    await phone.goto(url)
    await expect(phone.locator("#m39")).to_have_class("current")
    board, log = await phone.locator("#board").bounding_box(), await phone.locator("#moves").bounding_box()
    assert board is not None and log is not None
    assert log["y"] >= board["y"] + board["height"], "on a phone the log is under the board"
    assert board["width"] >= 360, "the board fills a phone's width"
    assert await phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], "no sideways scrolling"
    assert (await phone.locator("button.step-prev").bounding_box() or {"height": 0})["height"] >= 44, "big tap targets"
    await screenshot(phone, f"client-phone-400-{scheme}")

    wide = (await new_tab(browser, DESKTOP, color_scheme=scheme)).page
    await wide.goto(f"{url}#20")
    await expect(wide.locator("#m20")).to_have_class("current")
    board, log = await wide.locator("#board").bounding_box(), await wide.locator("#moves").bounding_box()
    assert board is not None and log is not None
    assert log["x"] >= board["x"] + board["width"], "on a wide screen the log is beside the board"
    assert await wide.locator("#m20").is_visible()
    await screenshot(wide, f"client-wide-1280-{scheme}")


async def test_without_chromium_the_browser_tests_fail_saying_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(chromium_module, "CHROMIUM", Path("/nonexistent/chromium"))
    with pytest.raises(pytest.fail.Exception, match="apt-get install -y chromium"):
        async with chromium():
            pass
