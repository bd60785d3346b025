"""The Activity's browser client in Debian's Chromium: the real Embedded App SDK in the iframe of a stand-in
Discord client (tests/web/discord_parent.py), the real page (web/activity_page.py) and bundle, a stand-in
for the ``/api/`` routes (tests/web/activity_standin.py).  What a player sees and what reaches the server
when they sign in, tap the board, confirm, play a stale move, and when the connection comes and goes."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest
from aiohttp import web
from aiohttp.test_utils import TestServer
from playwright.async_api import Browser, FrameLocator, Locator, Page, ViewportSize, expect

from tests.web.activity_standin import BOARD, CELL, StandIn, until
from tests.web.browser import DESKTOP, PHONE, Tab, chromium, new_tab, screenshot
from tests.web.discord_parent import Launch, commands_sent, open_in_discord
from web import live
from web.activity_page import STATIC, serve_page
from web.settings import ActivitySettings

CLIENT_ID = "123456789012345678"
INSTANCE = "i-4242"


@pytest.fixture
async def browser() -> AsyncIterator[Browser]:
    async with chromium() as launched:
        yield launched


@asynccontextmanager
async def serving(*, dev: bool = False) -> AsyncIterator[tuple[StandIn, str]]:
    """The real page and bundle, the stand-in ``/api/``, on 127.0.0.1: the stand-in and the origin."""
    app = web.Application()
    serve_page(app, ActivitySettings(CLIENT_ID, "secret", "bot", dev=dev))
    app.router.add_static("/static/", STATIC)
    standin = StandIn()
    standin.install(app)
    server = TestServer(app, host="127.0.0.1")
    await server.start_server()
    try:
        yield standin, str(server.make_url("")).rstrip("/")
    finally:
        await server.close()


@pytest.fixture
async def served() -> AsyncIterator[tuple[StandIn, str]]:
    async with serving() as found:
        yield found


async def opened(browser: Browser, origin: str, viewport: ViewportSize, *, user_id: int = 1001,
                 dark: bool = False) -> tuple[Tab, FrameLocator]:
    tab = await new_tab(browser, viewport, color_scheme="dark" if dark else "light")
    frame = await open_in_discord(tab.page, origin, Launch(
        client_id=CLIENT_ID, code=f"code-{user_id}", user_id=user_id, username="alice", instance_id=INSTANCE,
        channel_id=70, guild_id=7))
    await expect(frame.locator("#table")).to_have_attribute("aria-busy", "false")
    return tab, frame


def spot(frame: FrameLocator, label: str) -> Locator:
    return frame.locator(f'.spot[aria-label="{label}"]')


def mistakes(tab: Tab) -> list[str]:
    """What the page's script threw or logged, but the answers it is built to take (401, 409, 422, a refused socket)."""
    return [error for error in tab.script_errors() if "Failed to load resource" not in error]


async def kept(page: Page, frame: FrameLocator, name: str) -> None:
    """A screenshot of the whole Activity (the stand-in client grows to the frame's content first)."""
    height = await frame.locator("html").evaluate("(html) => html.scrollHeight")
    size = page.viewport_size
    assert size is not None
    await page.set_viewport_size({"width": size["width"], "height": int(height)})
    path = await screenshot(page, name)
    await page.set_viewport_size(size)
    assert path.stat().st_size > 0


async def test_signing_in_shows_the_board_whose_spots_are_buttons_where_a_tap_plays(
    browser: Browser, served: tuple[StandIn, str],
) -> None:
    standin, origin = served
    tab, frame = await opened(browser, origin, DESKTOP)
    board = frame.locator("#board img")
    await expect(board).to_have_attribute("alt", "The board at version 5: four columns A to D, three rows.")
    assert await commands_sent(tab.page) == ["HANDSHAKE", "AUTHORIZE", "AUTHENTICATE"]
    assert standin.tokens == [{"code": "code-1001", "instance_id": INSTANCE}]
    assert {"/api/picture/5/board.png", "/api/picture/5/hand.png"} <= set(standin.pictures), "fetched with the session"
    await expect(frame.locator("#headline")).to_have_text("Turn 5: Alice to move")
    await expect(frame.locator("#log li").last).to_have_text("Bruno opens A1.")
    await expect(frame.locator("#hand img")).to_have_attribute("alt", "Your hand: a lantern and a rope.")

    image = await board.bounding_box()
    tile = await spot(frame, "Open the tile at B2").bounding_box()
    assert image is not None and tile is not None
    scale = image["width"] / BOARD[0]
    assert abs(tile["x"] + tile["width"] / 2 - (image["x"] + 1.5 * CELL * scale)) < 2  # the middle of B2
    assert abs(tile["y"] + tile["height"] / 2 - (image["y"] + 1.5 * CELL * scale)) < 2
    assert abs(tile["width"] - CELL * scale) < 2
    moves = frame.locator("#actions button.move")
    await expect(moves).to_have_text(["Open the tile at B2", "Walk to C1", "Dig at C1", "Play the lantern",
                                      "Discard the rope", "Pass"])
    await expect(frame.locator("#actions .moves-quiet button")).to_have_text(["Pass"])  # the quiet one after, grey
    await kept(tab.page, frame, "activity-desktop")

    await spot(frame, "Open the tile at B2").focus()
    await tab.page.keyboard.press("Enter")  # a focusable button: the keyboard plays it too
    await expect(frame.locator("#notice")).to_have_text("Alice: Open the tile at B2.")
    await expect(board).to_have_attribute("alt", "The board at version 6: four columns A to D, three rows.")
    assert standin.acts == [{"notation": "open:B2", "version": 5, "confirmed": False}]

    await frame.locator('.spot[data-choices="2"]').click()  # C1: walk there or dig there
    chooser = frame.get_by_role("dialog", name="What to do here?")
    await expect(chooser.get_by_role("button")).to_have_text(["Walk to C1", "Dig at C1", "Cancel"])
    await chooser.get_by_role("button", name="Dig at C1").click()
    await expect(frame.locator("#notice")).to_have_text("Alice: Dig at C1.")
    assert standin.acts[-1] == {"notation": "dig:C1", "version": 6, "confirmed": False}
    assert mistakes(tab) == []


async def test_a_move_that_asks_first_a_stale_move_and_a_refused_one_on_a_phone(
    browser: Browser, served: tuple[StandIn, str],
) -> None:
    standin, origin = served
    tab, frame = await opened(browser, origin, PHONE, dark=True)
    await expect(frame.locator("#board img")).to_have_attribute("alt", "The board at version 5: four columns A to D, three rows.")
    board = await frame.locator("#board").bounding_box()
    actions = await frame.locator("#actions").bounding_box()
    assert board is not None and actions is not None and actions["y"] > board["y"] + board["height"], "buttons under the board"
    await kept(tab.page, frame, "activity-phone-dark")

    await spot(frame, "Discard the rope").click()
    confirm = frame.locator("dialog#confirm")
    await expect(confirm).to_contain_text("Discarding the rope leaves you without a way down. Discard it anyway?")
    await kept(tab.page, frame, "activity-phone-confirm")
    await confirm.get_by_role("button", name="Keep playing").click()
    await expect(confirm).to_be_hidden()
    assert standin.acts == [{"notation": "discard:rope", "version": 5, "confirmed": False}]

    await frame.locator("#actions button.move", has_text="Discard the rope").click()
    await confirm.get_by_role("button", name="Confirm").click()
    await expect(frame.locator("#notice")).to_have_text("Alice: Discard the rope.")
    assert standin.acts[-1] == {"notation": "discard:rope", "version": 5, "confirmed": True}

    standin.stale_next = True  # Bruno moved first
    await spot(frame, "Play the lantern").click()
    await expect(frame.locator("#notice")).to_have_text("Stale.")  # the server's own words for it
    await expect(frame.locator("#board img")).to_have_attribute("alt", "The board at version 7: four columns A to D, three rows.")
    await expect(frame.locator("#log li").last).to_have_text("Bruno opens D3.")

    standin.refuse_next = "A boulder blocks that way."
    await spot(frame, "Play the lantern").click()
    await expect(frame.locator("#notice")).to_have_text("Not played: A boulder blocks that way.")
    assert standin.acts[-1] == {"notation": "play:lantern", "version": 7, "confirmed": False}
    assert mistakes(tab) == []


async def test_the_socket_redraws_and_when_it_drops_a_poll_keeps_the_board_until_it_resumes(
    browser: Browser, served: tuple[StandIn, str],
) -> None:
    standin, origin = served
    tab, frame = await opened(browser, origin, DESKTOP)
    await expect(frame.locator("#link")).to_have_text("Live")
    assert standin.hellos[0]["session"] == "session-1"
    await standin.commit("**Bruno** walks to D2.")
    await expect(frame.locator("#board img")).to_have_attribute("alt", "The board at version 6: four columns A to D, three rows.")
    await expect(frame.locator("#log li").last).to_have_text("Bruno walks to D2.")

    standin.sockets_refused = True
    standin.expire_sessions()  # and the sign-in lapsed meanwhile: the next call signs in again, silently
    await standin.drop_sockets()
    await expect(frame.locator("#link")).to_have_text("Connection lost, reconnecting…")
    await standin.commit("**Bruno** opens C3.")
    await expect(frame.locator("#board img")).to_have_attribute(
        "alt", "The board at version 7: four columns A to D, three rows.", timeout=8000)  # by the poll
    assert await commands_sent(tab.page) == ["HANDSHAKE", "AUTHORIZE", "AUTHENTICATE", "AUTHORIZE", "AUTHENTICATE"]
    assert len(standin.tokens) == 2

    standin.sockets_refused = False
    await until(lambda: len(standin.sockets) == 1, timeout=15)
    await expect(frame.locator("#link")).to_have_text("Live")
    assert standin.hellos[-1] == {"session": "session-2", "since": 7}, "resumes from the version it has"
    await standin.commit("**Bruno** digs at B1.")
    await expect(frame.locator("#log li").last).to_have_text("Bruno digs at B1.")
    assert mistakes(tab) == []


async def test_a_socket_gone_silent_without_closing_is_given_up_for_a_poll_and_a_new_one(
    browser: Browser, monkeypatch: pytest.MonkeyPatch,
) -> None:
    alive_s = 0.5
    watchdog_s = 2.5 * alive_s  # the client gives a socket up after 2.5 silent intervals
    monkeypatch.setattr(live, "ALIVE_S", alive_s)  # the page's config says so, and the stand-in keeps to it
    async with serving() as (standin, origin):
        tab, frame = await opened(browser, origin, PHONE)
        await expect(frame.locator("#link")).to_have_text("Live")
        await asyncio.sleep(3 * watchdog_s)
        await expect(frame.locator("#link")).to_have_text("Live")
        assert standin.opened == 1, "a quiet table's socket is kept: the alive messages keep it"

        loop = asyncio.get_running_loop()
        standin.go_quiet()  # the socket dies without a word: the browser still thinks it open
        silent = loop.time()
        polls = standin.polls
        await standin.commit("**Bruno** walks to D2.")
        await expect(frame.locator("#link")).to_have_text("Connection lost, reconnecting…", timeout=4 * watchdog_s * 1000)
        assert loop.time() - silent < watchdog_s + 1.0, "given up within the watchdog's time"
        await expect(frame.locator("#board img")).to_have_attribute(
            "alt", "The board at version 6: four columns A to D, three rows.")  # by a poll at once
        assert standin.polls > polls

        await expect(frame.locator("#link")).to_have_text("Live", timeout=10_000)
        assert standin.opened == 2 and standin.hellos[-1] == {"session": "session-1", "since": 6}, "resumes"
        await standin.commit("**Bruno** digs at B1.")
        await expect(frame.locator("#log li").last).to_have_text("Bruno digs at B1.")
        assert mistakes(tab) == []


async def test_outside_discord_the_page_says_where_to_open_it_and_a_dev_server_uses_the_sdks_mock_with_a_retry(
    browser: Browser,
) -> None:
    async with serving() as (standin, origin):
        tab = await new_tab(browser, PHONE)
        await tab.page.goto(f"{origin}/")
        await expect(tab.page.locator("#outside")).to_have_text(
            "Open this table from Discord: its “Open the table” button on the game’s turn post.")
        assert standin.tokens == []
    async with serving(dev=True) as (standin, origin):
        standin.sign_in_refused = "You are not in this activity: join it from the channel first."
        tab = await new_tab(browser, PHONE)
        await tab.page.goto(f"{origin}/?user_id=1002&channel_id=70")
        await expect(tab.page.locator("#signed-out")).to_have_text(standin.sign_in_refused)
        standin.sign_in_refused = None
        await tab.page.get_by_role("button", name="Try again").click()
        await expect(tab.page.locator("#board img")).to_have_attribute(
            "alt", "The board at version 5: four columns A to D, three rows.")
        assert standin.tokens == 2 * [{"code": "mock_code", "instance_id": "123456789012345678", "user_id": "1002",
                                       "channel_id": "70"}]
        assert mistakes(tab) == []
