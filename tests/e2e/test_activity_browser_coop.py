"""The Discord Activity end to end for the two cooperative games, Dark Tomb and Tomb Raider Underworld: two
players sign in through the real SDK (the fixtures and helpers of test_activity_browser), and the one to act
plays by tapping the pictures — a square or a track space on the board, a card on the hand — choosing in the
chooser when a spot carries several moves.  Each spot's button sits over what its move names, each tap commits
through the service, shows in the other page within a second or two and in the channel's turn post, and no page
ever receives another seat's hand.  Screenshots at phone width are kept in test-artifacts/."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from playwright.async_api import expect

from tests.e2e.conftest import ALICE, DAVID
from tests.e2e.lobby import start_game
from tests.e2e.test_activity_browser import (
    LIVE_WITHIN_MS, WAIT_MS, Activity, Seat, channel_posts, check_hidden, content, follows, launch,
    mover_of, shows, sign_in, spot_centre, tap, until,
)
from tests.e2e.test_activity_browser import activity as activity  # the fixture, shared (re-exported for pytest)
from tests.e2e.test_darktomb_discord import lobby_with
from tests.web.browser import PHONE, screenshot

PLAYERS = (ALICE, DAVID)
"""Both English, like the channel: the line a page logs is the line the turn post tells."""
PLACE_PX = 1.5
"""How far (page pixels) a spot's button may sit from the spot scaled from its picture: rounding only."""
SHARED_WITHIN = 30
"""Moves an Underworld game takes at most (seeded) before a spot carries several moves (the chooser)."""
MIN_TAP_PX = 44
"""The smallest button the client draws over a spot (web/client/src/activity/picture.ts)."""


def spot_key(spot: dict[str, Any]) -> tuple[str, int, int, int, int]:
    return spot["on"], spot["x"], spot["y"], spot["w"], spot["h"]


def sharing(table: dict[str, Any], spot: dict[str, Any]) -> list[dict[str, Any]]:
    """The actions tapped at ``spot``, in the table's order (one button on the page carries them all)."""
    return [action for action in table["actions"] if spot_key(spot) in {spot_key(s) for s in action["spots"]}]


def kind(wanted: str) -> Callable[[dict[str, Any]], bool]:
    return lambda action: action["kind"] == wanted


async def tap_spot(activity: Activity, game_pk: int, seats: tuple[Seat, Seat], on: str,
                   wanted: Callable[[dict[str, Any]], bool]) -> int:
    """The player to act taps on picture ``on`` the spot of the first action ``wanted`` (choosing it in the
    chooser if the spot carries several); checks the button sits over the spot, the move sent is that action,
    the version moved on, the other page redrew within ``LIVE_WITHIN_MS`` and the turn post tells the move.
    Returns how many actions the spot carried."""
    table, fake = activity.table, activity.fake
    mover, waiter = mover_of(await table.bot.service.current(game_pk), *seats)
    shown = mover.table()
    found = next(((action, spot) for action in shown["actions"] if wanted(action)
                  for spot in action["spots"] if spot["on"] == on), None)
    assert found, f"an action wanted drawn on the {on} among {[a['notation'] for a in shown['actions']]}"
    chosen, spot = found
    here = sharing(shown, spot)
    x, y, scale = await spot_centre(mover, spot)
    button = mover.shown.locator(f"#{on} .spot[data-notation='{' '.join(a['notation'] for a in here)}']")
    await expect(button).to_have_count(1)
    box = await button.bounding_box()
    assert box is not None
    assert abs(box["x"] + box["width"] / 2 - x) <= PLACE_PX and abs(box["y"] + box["height"] / 2 - y) <= PLACE_PX, \
        f"the button of {[a['notation'] for a in here]} is centred on its spot: {box} vs ({x:.1f}, {y:.1f})"
    for size, drawn in ((box["width"], spot["w"]), (box["height"], spot["h"])):
        assert abs(size - max(MIN_TAP_PX, drawn * scale)) <= PLACE_PX, f"and as big as the spot: {box} vs {spot}"
    shared = len(here) > 1
    version = shown["version"]
    start = len(fake.requests)
    async with mover.page.expect_response(lambda r: r.url.endswith("/api/act"), timeout=WAIT_MS) as answer:
        await mover.page.mouse.click(x, y)
        if shared:
            chooser = mover.shown.locator("#chooser")
            await expect(chooser).to_be_visible()
            offered = chooser.locator(".choices button")
            panel = [await mover.shown.locator(f"#actions button.move[data-notation='{a['notation']}']").inner_text()
                     for a in here]
            assert panel == [a["label"] for a in here], "the panel's buttons say what the table's actions say"
            await expect(offered).to_have_text(panel)  # exactly the spot's moves, labelled as the panel's buttons
            await screenshot(mover.page, f"activity-{shown['game']['kind']}-phone-400-chooser-{on}")
            await offered.nth(here.index(chosen)).click()
    tapped = time.perf_counter()
    response = await answer.value
    assert response.status == 200, await response.text()
    assert mover.acts[-1] == {"notation": chosen["notation"], "version": version, "confirmed": False}, \
        "the tap sent the move whose spot it is"
    body = await response.json()
    assert "table" in body, f"played at once, not asked first: {body}"
    after = body["table"]["version"]
    assert after > version, "the move committed: the version moved on"
    await follows(waiter, after)
    seen_ms = (time.perf_counter() - tapped) * 1000
    print(f"{shown['game']['kind']}: a tap on the {on} reached the other page {seen_ms:.0f} ms after its answer")
    assert seen_ms < LIVE_WITHIN_MS
    told = [line for line in body["table"]["log"] if line not in shown["log"]]
    assert told, "the log tells the move"
    await shows(mover, after, told[-1])
    await until(lambda: any(told[0] in content(s) for s in channel_posts(fake.requests[start:])),
                f"the turn post tells {told[0]!r}")
    return len(here)


async def whole(seat: Seat, name: str) -> None:
    """A screenshot of the whole Activity at the page's width: the frame scrolls inside the stand-in client, so
    the window is made as tall as the Activity for the shot."""
    viewport = seat.page.viewport_size
    assert viewport is not None
    tall = await seat.shown.locator("html").evaluate("html => html.scrollHeight")
    await seat.page.set_viewport_size({"width": viewport["width"], "height": max(viewport["height"], int(tall))})
    await screenshot(seat.page, name)
    await seat.page.set_viewport_size(viewport)


async def opened(activity: Activity, game_pk: int) -> tuple[Seat, Seat]:
    """Both players sign in to the game's Activity (launched from the turn post), at phone width."""
    instance = await launch(activity, game_pk, PLAYERS[0])
    first, second = [await sign_in(activity, player, instance, PHONE) for player in PLAYERS]
    outcome = await activity.table.bot.service.current(game_pk)
    for seat in (first, second):
        assert seat.table()["seat"] == outcome.record.seat_of(seat.player.id), "bound to the player's own seat"
    return first, second


async def test_dark_tomb_two_heroes_walk_and_play_a_card_by_tapping(activity: Activity) -> None:
    game_pk, lobby = await lobby_with(activity.table, ALICE, {ALICE: "dalia", DAVID: "brakk"}, stage="I")
    await activity.table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    seats = await opened(activity, game_pk)
    await whole(mover_of(await activity.table.bot.service.current(game_pk), *seats)[0], "activity-darktomb-phone-400-start")
    assert await tap_spot(activity, game_pk, seats, "board", kind("reveal")) == 1  # a face-down tile opened
    assert await tap_spot(activity, game_pk, seats, "board", kind("move")) == 2, "a square: walk there, or Dash"
    assert await tap_spot(activity, game_pk, seats, "hand", kind("card")) > 1, "a card: each square it reaches, or attempted"
    for seat in seats:
        await whole(seat, f"activity-darktomb-phone-400-{seat.player.name.lower()}")
    # A hero sheet shows only public things, but each page gets its own seat's sheet and no other.
    record = await activity.table.bot.service.load(game_pk)
    for seat in seats:
        own = {s.role for s in record.seats if s.user_id == seat.player.id}
        sheets = [set(table["view"]["hand"]["heroes"]) for table in seat.tables if table["view"].get("hand")]
        assert sheets and all(heroes == own for heroes in sheets), f"{seat.player.name} sees their own sheet only"
        assert seat.tab.script_errors() == []


async def test_underworld_two_players_climb_a_track_and_play_a_card_by_tapping(activity: Activity) -> None:
    game_pk, _ = await start_game(activity.table, list(PLAYERS), game="underworld")
    seats = await opened(activity, game_pk)
    mover, waiter = mover_of(await activity.table.bot.service.current(game_pk), *seats)
    roll = next(action for action in mover.table()["actions"] if action["kind"] == "roll")
    assert roll["spots"] == [], "the die is drawn nowhere: a big button"
    answer = await tap(mover, roll)
    assert answer.status == 200, await answer.text()
    await follows(waiter, (await answer.json())["table"]["version"])
    await whole(mover, "activity-underworld-phone-400-rolled")
    assert await tap_spot(activity, game_pk, seats, "board", kind("play")) == 1  # a card on its track's next space
    assert await tap_spot(activity, game_pk, seats, "hand", kind("play")) == 1  # a card tapped on the hand
    for _ in range(SHARED_WITHIN):  # moves made on Discord until a spot carries several moves
        outcome = await activity.table.bot.service.current(game_pk)
        mover, waiter = mover_of(outcome, *seats)
        shared = next(((action, spot["on"]) for action in mover.table()["actions"] for spot in action["spots"]
                       if len(sharing(mover.table(), spot)) > 1), None)
        if shared is not None:
            break
        await activity.table.command(mover.player, "play", action=mover.table()["actions"][0]["notation"])
        for seat in seats:
            await follows(seat, outcome.record.version + 1)
    assert shared is not None, f"a spot shared by several moves within {SHARED_WITHIN} moves"
    action, on = shared
    assert await tap_spot(activity, game_pk, seats, on, lambda a: a == action) > 1  # through the chooser
    for seat in seats:
        await whole(seat, f"activity-underworld-phone-400-{seat.player.name.lower()}")
    await check_hidden(activity, game_pk, *seats)
    for seat in seats:
        assert seat.tab.script_errors() == []
