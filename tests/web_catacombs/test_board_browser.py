"""CC-AIM-3: the Activity's Catacombs board (web/client/src/activity/catacombs.ts) in Debian's Chromium, on a
phone: the presenter is bundled alone into a small page and given table JSON made by the real rules; its ``play``
is a stub that records notations, which the test then plays through the rules to make the next table."""

from __future__ import annotations

import math
import subprocess
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from playwright.async_api import Browser, Page, expect

from core.i18n import DEFAULT, catalog, t
from rules.catacombs.game import CATACOMBS
from rules.catacombs.model import CcOptions, CcState, Steadiness
from rules.catacombs.notation import notation
from tests.web.browser import PHONE, Tab, chromium, new_tab, screenshot
from web.catacombs_drag import drag_spec, drag_to_flick

CLIENT = Path(__file__).resolve().parents[2] / "web" / "client"
ESBUILD = CLIENT / "node_modules" / ".bin" / "esbuild"
PAGE = """<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'self'">
</head><body bgcolor="#16140f" text="#ece6da"><main id="table"></main></body></html>"""
"""The Activity page's CSP for styles (no inline style attribute) around the board alone."""
SETUP = """texts => {
  window.played = [];
  const play = notation => { window.played.push(notation); return Promise.resolve(); };
  window.drawTable = table => TombTableCatacombs.catacombs.draw(document.getElementById("table"), table, play, texts);
}"""


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The presenter alone, built by the client's own esbuild (``npm ci`` in web/client provides it)."""
    if not ESBUILD.is_file():
        pytest.fail(f"the board test needs {ESBUILD}: run npm ci in web/client", pytrace=False)
    out = tmp_path_factory.mktemp("bundle") / "catacombs.js"
    subprocess.run([str(ESBUILD), "src/activity/catacombs.ts", "--bundle", "--format=iife",
                    "--global-name=TombTableCatacombs", f"--outfile={out}", "--log-level=warning"], cwd=CLIENT, check=True)
    return out


tabs: list[Tab] = []


@pytest.fixture
async def browser() -> AsyncIterator[Browser]:
    """Chromium; after the test, nothing the board's script did was refused or threw (CSP included)."""
    tabs.clear()
    async with chromium() as launched:
        yield launched
        assert [error for tab in tabs for error in tab.errors] == []


def texts(lang: str = "en") -> dict[str, str]:
    """The ``activity.*`` texts as the Activity's page hands them to its client (prefix off, placeholders kept)."""
    return {key.removeprefix("activity."): t(key, lang) for key in catalog(DEFAULT) if key.startswith("activity.")}


def game(card: str, spots: dict[str, tuple[float, float]]) -> tuple[CcState, int]:
    """Sword's S1 to play ``card`` (exact hands, so a flick goes where it was aimed), disks moved to ``spots``."""
    state = CATACOMBS.setup(["sword", "skull"], CcOptions(steadiness=Steadiness.NONE), 7)
    state.turn_index = state.order.index("S1")
    seat = state.controllers["S1"]
    side = state.seats[seat]
    state.draw[side].extend(state.hands[seat])
    state.draw[side].remove(card)
    state.hands[seat] = [card]
    state.disks = [d.model_copy(update=dict(zip("xy", spots[d.id]))) if d.id in spots else d for d in state.disks]
    state = CATACOMBS.apply(state, seat, CATACOMBS.parse_action(f"play:{card}")).state
    return state, seat


def table(state: CcState, seat: int, version: int) -> dict[str, Any]:
    """The table JSON of the contract, as much of it as the board reads."""
    actions = [{"notation": notation(a), "label": notation(a), "kind": a.kind, "quiet": False, "spots": []}
               for a in CATACOMBS.legal_actions(state, seat)]
    picture = {"src": "", "width": 0, "height": 0, "alt": ""}
    return {"version": version, "game": {"kind": "catacombs", "name": "Catacombs"}, "lang": "en", "seat": seat,
            "you": "Alice", "over": state.finished, "your_turn": bool(actions), "actions": actions, "log": [],
            "status": {"headline": "", "to_act": [], "scores": [], "clock": None}, "board": picture, "hand": None,
            "view": CATACOMBS.view(state, seat).model_dump(mode="json")}


async def open_board(browser: Browser, bundle: Path, first: dict[str, Any], *, reduced_motion: bool = False) -> Page:
    tab = await new_tab(browser, PHONE, reduced_motion=reduced_motion)
    tabs.append(tab)
    page = tab.page
    await page.set_content(PAGE)
    await page.add_script_tag(path=str(bundle))
    await page.evaluate(SETUP, texts())
    await page.evaluate("table => drawTable(table)", first)
    await expect(page.locator("svg.cc-arena")).to_be_visible()
    return page


async def centre(page: Page, disk: str) -> tuple[float, float]:
    """Where ``disk``'s centre is on the screen (CSS px)."""
    x, y = await page.evaluate("id => { const m = document.querySelector(`[data-disk=${id}]`).getScreenCTM();"
                               " return [m.e, m.f]; }", disk)
    return float(x), float(y)


async def drag(page: Page, disk: str, dx: float, dy: float, *, release: bool = True) -> None:
    x, y = await centre(page, disk)
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x + dx, y + dy, steps=6)
    if release:
        await page.mouse.up()


async def played(page: Page) -> list[str]:
    return list(await page.evaluate("window.played"))


def flick_parts(text: str) -> tuple[float, int]:
    head, angle, power = text.split(":")
    assert head == "flick"
    return float(angle), int(power)


async def test_a_drag_back_flicks_the_other_way_and_the_line_says_how_far(browser: Browser, bundle: Path) -> None:
    state, seat = game("berserker_mage", {"S1": (6.0, 6.0)})
    page = await open_board(browser, bundle, table(state, seat, 1))
    await expect(page.locator("[data-disk=S1].cc-flickable")).to_have_count(1)
    await expect(page.locator(".cc-flickable")).to_have_count(1)  # only the disk holding the turn moves

    # Down and to the left on the screen: the aim is up and to the right, 0–90° in the rules' counting.
    await drag(page, "S1", -30, 70, release=False)
    aim = await page.locator("svg.cc-arena").get_attribute("data-aim")
    assert aim is not None, "the predicted line is drawn while dragging"
    await expect(page.locator(".cc-aim line")).not_to_have_count(0)
    await expect(page.locator(".cc-readout")).to_contain_text("S1: aim")
    await screenshot(page, "catacombs-phone-drag")
    reach = float(await page.locator("svg.cc-arena").get_attribute("data-reach") or "0")
    await page.mouse.up()
    sent = await played(page)
    assert len(sent) == 1
    angle, power = flick_parts(sent[0])
    expected = drag_to_flick(-30, 70, "shot")
    assert expected is not None
    assert 0 < angle < 90
    assert abs(angle - expected[0]) <= 0.5 and abs(power - expected[1]) <= 1, (sent, expected)

    # The line's length is how far the rules then move the disk (exact hands, nothing in the way).
    after = CATACOMBS.apply(state, seat, CATACOMBS.parse_action(sent[0])).state
    moved = next(d for d in after.disks if d.id == "S1")
    assert (await page.locator("svg.cc-arena").get_attribute("data-touches")) == ""
    assert abs(math.hypot(moved.x - 6.0, moved.y - 6.0) - reach) < 1.5, (moved, reach)


async def test_a_short_drag_cancels_and_a_long_one_is_full_power(browser: Browser, bundle: Path) -> None:
    state, seat = game("berserker_mage", {"S1": (30.5, 3.0)})
    page = await open_board(browser, bundle, table(state, seat, 1))
    await drag(page, "S1", 0, drag_spec().cancel_px - 8)
    assert await played(page) == []
    await expect(page.locator(".cc-readout")).to_have_text(t("activity.catacombs.cancelled", disk="S1"))
    first = table(state, seat, 1)
    await drag(page, "S1", 0, drag_spec().full_power_px + 40, release=False)  # straight down the screen: up the arena
    await page.evaluate("table => drawTable(table)", first)  # the same table again (a poll) mid-drag
    await page.mouse.up()
    assert await played(page) == ["flick:90:100"]


async def test_a_new_shot_plays_back_on_the_board_and_ends_where_the_disks_rest(browser: Browser, bundle: Path) -> None:
    state, seat = game("berserker_mage", {"S1": (6.0, 6.0)})
    before = table(state, seat, 1)
    page = await open_board(browser, bundle, before)
    await drag(page, "S1", -120, 20)
    sent = await played(page)
    after = CATACOMBS.apply(state, seat, CATACOMBS.parse_action(sent[0])).state
    rest = next(d for d in after.disks if d.id == "S1")
    await page.evaluate("table => drawTable(table)", table(after, seat, 2))
    arena = page.locator("svg.cc-arena")
    await expect(arena).to_have_attribute("data-animating", "true")
    s1 = page.locator("[data-disk=S1]")
    seen = set()
    for _ in range(8):
        seen.add(await s1.get_attribute("data-x"))
        await page.wait_for_timeout(40)
    assert len(seen) >= 3, f"S1 moves over several frames: {seen}"
    await expect(arena).not_to_have_attribute("data-animating", "true", timeout=5000)
    await expect(s1).to_have_attribute("data-x", f"{rest.x:.2f}")
    await expect(s1).to_have_attribute("data-y", f"{rest.y:.2f}")
    await expect(page.locator(".cc-trails polyline")).not_to_have_count(0)
    await screenshot(page, "catacombs-phone-after-shot")

    # The same table again (the socket after the answer) is not a new shot; a board opened now shows it done.
    await page.evaluate("table => drawTable(table)", table(after, seat, 2))
    await expect(arena).not_to_have_attribute("data-animating", "true")
    later = await open_board(browser, bundle, table(after, seat, 2))
    await expect(later.locator("svg.cc-arena")).not_to_have_attribute("data-animating", "true")
    await expect(later.locator("[data-disk=S1]")).to_have_attribute("data-x", f"{rest.x:.2f}")


async def test_reduced_motion_shows_the_shot_done(browser: Browser, bundle: Path) -> None:
    state, seat = game("berserker_mage", {"S1": (6.0, 6.0)})
    page = await open_board(browser, bundle, table(state, seat, 1), reduced_motion=True)
    after = CATACOMBS.apply(state, seat, CATACOMBS.parse_action("flick:10:60")).state
    await page.evaluate("table => drawTable(table)", table(after, seat, 2))
    rest = next(d for d in after.disks if d.id == "S1")
    await expect(page.locator("svg.cc-arena")).not_to_have_attribute("data-animating", "true")
    await expect(page.locator("[data-disk=S1]")).to_have_attribute("data-x", f"{rest.x:.2f}")


async def test_the_keyboard_aims_sets_the_power_and_fires(browser: Browser, bundle: Path) -> None:
    state, seat = game("berserker_mage", {"S1": (6.0, 6.0)})
    page = await open_board(browser, bundle, table(state, seat, 1))
    disk = page.locator("[data-disk=S1]")
    await expect(disk).to_have_attribute("role", "button")
    await page.keyboard.press("Tab")
    await expect(disk).to_be_focused()
    start = math.degrees(math.atan2(35.5 / 2 - 6.0, 61 / 2 - 6.0))  # towards the middle of the arena first
    readout = page.locator(".cc-readout")
    await expect(readout).to_contain_text(t("activity.catacombs.aim", disk="S1", angle=f"{round(start):.1f}", power=50))
    for key in ("ArrowUp", "ArrowUp", "ArrowLeft", "Shift+ArrowRight", "Shift+ArrowDown"):
        await page.keyboard.press(key)
    await expect(readout).to_contain_text("power 59")
    await page.keyboard.press("Enter")
    assert await played(page) == [f"flick:{round(start) + 4}:59"]


async def test_a_target_is_named_by_a_tap_on_the_enemy(browser: Browser, bundle: Path) -> None:
    state, seat = game("crossbow_sentry", {})
    assert state.phase == "target"
    page = await open_board(browser, bundle, table(state, seat, 1))
    await expect(page.locator(".cc-target")).to_have_count(2)
    await expect(page.locator(".cc-flickable")).to_have_count(0)
    await expect(page.locator("[data-disk=K2]")).to_have_attribute("aria-label", t("activity.catacombs.target", disk="K2"))
    await page.locator("[data-disk=K2]").click()
    assert await played(page) == ["target:K2"]
    await screenshot(page, "catacombs-phone-target")


async def test_an_obstacle_flick_names_its_disk_and_may_be_gentle(browser: Browser, bundle: Path) -> None:
    state, seat = game("berserker_mage", {"S1": (6.0, 6.0)})
    for _ in range(3):  # the card's shots: combat, move, combat
        state = CATACOMBS.apply(state, seat, CATACOMBS.parse_action("flick:200:10")).state
    assert state.phase == "obstacle", state.phase
    page = await open_board(browser, bundle, table(state, seat, 3))
    await expect(page.locator(".cc-flickable")).to_have_count(5)
    await drag(page, "O1", 0, -(drag_spec().cancel_px + 1.5))  # up the screen, just past the cancel zone
    assert drag_to_flick(0, -(drag_spec().cancel_px + 1.5), "obstacle") == (270, 2)
    assert await played(page) == ["flick/O1:270:2"]  # an obstacle may be nudged gently (CC-TURN-3)


async def test_a_finger_drags_the_disk_and_never_scrolls_the_page(browser: Browser, bundle: Path) -> None:
    """A touch screen: the finger's drag reaches the board as pointer events, and the page stays put under it."""
    state, seat = game("berserker_mage", {"S1": (30.5, 3.0)})
    context = await browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    page = await context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    await page.set_content(PAGE)
    await page.add_script_tag(path=str(bundle))
    await page.evaluate(SETUP, texts())
    await page.evaluate("table => { document.body.style.minHeight = '3000px'; drawTable(table); }", table(state, seat, 1))
    x, y = await centre(page, "S1")
    touch = await context.new_cdp_session(page)
    await touch.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for step in range(1, 11):
        await touch.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y + 10 * step}]})
    await touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    for _ in range(20):
        if await played(page):
            break
        await page.wait_for_timeout(100)
    expected = drag_to_flick(0, 100, "shot")
    assert expected is not None and await played(page) == [f"flick:90:{expected[1]}"]
    assert await page.evaluate("window.scrollY") == 0
    assert errors == []
    await context.close()
