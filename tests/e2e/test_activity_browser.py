"""The Discord Activity end to end, offline: the real bot on the e2e harness's offline Discord serves the
Activity; Debian's Chromium opens it in the stand-in Discord client (tests/web/discord_parent.py), where the
real Embedded App SDK signs each player in against the fake Discord API on loopback.  Then they play on the
board itself: a tap in one page commits through the same service call as a button, shows in the other page
within a second or two and in the channel's turn post; a Catacombs drag fires a flick both pages animate; a
tap on a board a Discord move made stale is refused with the fresh board; a page whose socket dropped resumes
from the version it has.  Each page only ever receives its own seat's hand.  Screenshots at phone and desktop
widths are kept in test-artifacts/."""

from __future__ import annotations

import asyncio
import json
import math
import re
import statistics
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from playwright.async_api import (
    Browser, FrameLocator, Locator, Page, Request, Response, ViewportSize, WebSocket, WebSocketRoute, expect,
)

from bot import codec
from core import fairplay
from core.service import Outcome
from tests.e2e.conftest import ALICE, BRUNO
from tests.e2e.harness import CHANNEL_ID, GUILD_ID, FakeDiscord, Player, Sent, Table, custom_ids
from tests.e2e.lobby import start_game
from tests.e2e.test_delivery import pings, turn_posts
from tests.e2e.test_discord_leaks import private_cards
from tests.web.browser import DESKTOP, PHONE, Tab, chromium, new_tab, screenshot
from tests.web.discord_api_fake import BOT_TOKEN, CLIENT_ID, CLIENT_SECRET, FakeDiscordApi, serving
from tests.web.discord_parent import Launch, commands_sent, open_in_discord
from web.settings import ActivitySettings

LIVE_WITHIN_MS = 2000
"""The issue asks for a second; the bound leaves room for a 2-core machine shared with the rest of the suite."""
WAIT_MS = 10_000
"""How long a step may take before the test gives up on it (signing in, a picture, a post)."""
SIGN_IN = ["HANDSHAKE", "AUTHORIZE", "AUTHENTICATE"]
FLICK = re.compile(r"^flick:-?\d+(\.\d+)?:\d+(\.\d+)?$")
DISKS = "[data-disk]"
"""The arena's disks in the Catacombs presenter (SVG elements carrying the disk's id)."""


@dataclass
class Activity:
    """The bot serving the Activity, the fake Discord API it signs players in against, and a browser."""

    table: Table
    api: FakeDiscordApi
    browser: Browser
    origin: str

    @property
    def fake(self) -> FakeDiscord:
        return self.table.fake


@dataclass
class Held:
    """A page's websocket whose server frames never reach the page while ``on`` (a phone in a tunnel)."""

    on: bool = False
    sockets: list[WebSocketRoute] = field(default_factory=list)  # the page's connections, newest last
    hellos: list[dict[str, Any]] = field(default_factory=list)  # what the page said on them, in order


@dataclass
class Seat:
    """One player's Activity: their browser tab, the Activity's frame, and everything the page received."""

    player: Player
    tab: Tab
    frame: FrameLocator | None = None
    received: list[str] = field(default_factory=list)  # every /api/ answer and websocket frame, in order
    tables: list[dict[str, Any]] = field(default_factory=list)  # the table JSONs among them
    acts: list[dict[str, Any]] = field(default_factory=list)  # the bodies the page POSTed to /api/act

    @property
    def page(self) -> Page:
        return self.tab.page

    @property
    def shown(self) -> FrameLocator:
        assert self.frame is not None, "the Activity is open"
        return self.frame

    def table(self) -> dict[str, Any]:
        """The newest table the page received."""
        assert self.tables, f"{self.player.name}'s page received no table"
        return max(self.tables, key=lambda table: int(table["version"]))

    def receive(self, text: str, *, withheld: bool = False) -> None:
        """Keep ``text`` for the leak scan, and the table it carries unless the page never got it (``withheld``)."""
        self.received.append(text)
        if withheld:
            return
        try:
            parsed = json.loads(text)
        except ValueError:
            return
        if isinstance(parsed, dict) and isinstance(parsed.get("table"), dict):
            parsed = parsed["table"]
        if isinstance(parsed, dict) and "version" in parsed and "board" in parsed:
            self.tables.append(parsed)

    def listen(self, held: Held | None = None) -> None:
        """Record every /api/ JSON answer, websocket frame (those ``held`` back too, for the leak scan) and
        move sent."""

        async def answered(response: Response) -> None:
            if "/api/" in response.url and "json" in response.headers.get("content-type", ""):
                try:
                    self.receive(await response.text())
                except Exception:  # noqa: BLE001 - the page went away before the body was read
                    return

        def sent(request: Request) -> None:
            body = request.post_data_json if request.url.endswith("/api/act") and request.method == "POST" else None
            if isinstance(body, dict):
                self.acts.append(body)

        def socket(ws: WebSocket) -> None:
            ws.on("framereceived", lambda payload: self.receive(
                payload if isinstance(payload, str) else payload.decode(), withheld=held is not None and held.on))

        self.page.on("response", answered)
        self.page.on("request", sent)
        self.page.on("websocket", socket)


@pytest.fixture
async def activity(fake: FakeDiscord, db_path: Path) -> AsyncIterator[Activity]:
    """SQLite only: the Activity reads and writes through the same service and store calls on both engines
    (tests/web and tests/e2e cover PostgreSQL there)."""
    async with serving(FakeDiscordApi()) as api:
        fake.loopback.append(api.base_url)
        settings = ActivitySettings(client_id=CLIENT_ID, client_secret=CLIENT_SECRET, bot_token=BOT_TOKEN,
                                    discord_api=api.base_url)
        async with chromium() as browser:  # fails first, in one line, when Chromium or the bundle is missing
            table = await Table.open(fake, db_path, seed_source=lambda bits: 12345, web_port=0, activity=settings)
            try:
                assert table.bot.web_server is not None
                yield Activity(table, api, browser, f"http://127.0.0.1:{table.bot.web_server.port}")
            finally:
                await table.close()


# ---------------------------------------------------------------------- opening and signing in


async def launch(activity: Activity, game_pk: int, player: Player) -> str:
    """``player`` presses "Open the table" on the turn post: Discord launches the Activity (callback type 12)
    and the bot records which game the instance shows; returns the instance id."""
    post = turn_posts(activity.fake)[-1]
    assert codec.table(game_pk) in custom_ids(post, "tt:table:"), "the turn post offers the table"
    exchange = await activity.table.click(player, int(post["id"]), codec.table(game_pk))
    callback = exchange.replies()[0].body or {}
    assert callback.get("type") == 12, "the button answers with Discord's launch-activity response"
    instance = activity.fake.launches[exchange.tokens[0]]
    assert await activity.table.bot.store.launched_game(instance) == game_pk
    return instance


async def sign_in(activity: Activity, player: Player, instance: str, viewport: ViewportSize,
                  held: Held | None = None) -> Seat:
    """``player`` joins the instance and opens the Activity in the stand-in Discord client: the real SDK's
    handshake, authorize (the fake API's code), the server's token exchange, authenticate; then the table."""
    activity.api.join(instance, CHANNEL_ID, GUILD_ID, player.id)
    code = activity.api.sign_in(player.id, player.name, player.locale)
    seat = Seat(player, await new_tab(activity.browser, viewport, locale=player.locale))
    seat.listen(held)
    if held is not None:
        await hold_socket(seat, held)
    platform = "mobile" if viewport["width"] < 600 else "desktop"
    seat.frame = await open_in_discord(seat.page, activity.origin, Launch(
        CLIENT_ID, code, player.id, player.name.lower(), instance, CHANNEL_ID, GUILD_ID, platform, player.locale))
    await expect(seat.shown.locator("#table")).to_have_attribute("aria-busy", "false", timeout=WAIT_MS)
    assert (await commands_sent(seat.page))[:3] == SIGN_IN, "the SDK's sign-in, in Discord's order"
    await until(lambda: bool(seat.tables), f"{player.name}'s page gets the table")
    return seat


async def hold_socket(seat: Seat, held: Held) -> None:
    """The page's websocket through a route that passes the server's frames on unless ``held.on``."""

    async def route(ws: WebSocketRoute) -> None:
        server = ws.connect_to_server()
        held.sockets.append(ws)

        def up(message: str | bytes) -> None:
            parsed = json.loads(message)
            held.hellos.append({key: value for key, value in parsed.items() if key != "session"})
            server.send(message)

        def down(message: str | bytes) -> None:
            if not held.on:
                ws.send(message)

        ws.on_message(up)
        server.on_message(down)

    await seat.page.route_web_socket(re.compile(r"/api/ws"), route)


# ---------------------------------------------------------------------- acting on the board


async def tap(seat: Seat, action: dict[str, Any]) -> Response:
    """A tap on the first place the action is drawn (the middle of its spot, scaled to the picture as the
    page shows it), else on its big button; returns the answer to the move it sent."""
    spots = action["spots"]
    async with seat.page.expect_response(lambda r: r.url.endswith("/api/act"), timeout=WAIT_MS) as answer:
        if spots:
            x, y, _ = await spot_centre(seat, spots[0])
            await seat.page.mouse.click(x, y)
        else:
            await seat.shown.get_by_role("button", name=action["label"], exact=True).first.click()
    response: Response = await answer.value
    return response


async def spot_centre(seat: Seat, spot: dict[str, Any]) -> tuple[float, float, float]:
    """Where the middle of ``spot`` is on the page (its picture scrolled into view), and the picture's scale
    (page pixels per picture pixel)."""
    picture = seat.table()[spot["on"]]
    image = await picture_of(seat, picture)
    await image.scroll_into_view_if_needed()
    box = await image.bounding_box()
    assert box is not None
    scale = box["width"] / picture["width"]
    return box["x"] + (spot["x"] + spot["w"] / 2) * scale, box["y"] + (spot["y"] + spot["h"] / 2) * scale, scale


async def picture_of(seat: Seat, picture: dict[str, Any]) -> Locator:
    """The loaded <img> showing the table's board or hand picture (told apart by its size)."""
    images = seat.shown.locator("img")
    wanted = [picture["width"], picture["height"]]
    for _ in range(WAIT_MS // 50):
        sizes = await images.evaluate_all("imgs => imgs.map(i => i.complete ? [i.naturalWidth, i.naturalHeight] : null)")
        if wanted in sizes:
            return images.nth(sizes.index(wanted))
        await asyncio.sleep(0.05)
    raise AssertionError(f"no picture of {wanted} px in {seat.player.name}'s page")


async def shows(seat: Seat, version: int, line: str) -> None:
    """The page received the table at ``version`` and draws it: its newest log ``line`` is on screen."""
    await until(lambda: seat.table()["version"] >= version, f"{seat.player.name}'s page receives version {version}")
    await expect(seat.shown.locator("#table")).to_contain_text(line, timeout=WAIT_MS)
    seat.received.append(await seat.shown.locator("html").inner_html())  # what the page shows is scanned too


async def follows(seat: Seat, version: int) -> None:
    """The page receives ``version`` (made elsewhere) and draws it: its own newest log line is on screen."""
    await until(lambda: seat.table()["version"] >= version, f"{seat.player.name}'s page receives version {version}")
    await shows(seat, version, seat.table()["log"][-1])


async def until(check: Callable[[], bool], what: str, within_ms: int = WAIT_MS) -> None:
    """Wait for something the test sees outside the page (what a page received, what Discord got)."""
    deadline = time.perf_counter() + within_ms / 1000
    while not check():
        if time.perf_counter() > deadline:
            raise AssertionError(f"timed out: {what}")
        await asyncio.sleep(0.02)


def passes_the_turn(outcome: Outcome, notation: str) -> bool:
    """Whether playing ``notation`` now hands the turn to someone else."""
    seat = min(outcome.to_act)
    after = outcome.game.apply(outcome.state, seat, outcome.game.parse_action(notation)).state
    return outcome.game.to_act(after) != outcome.to_act


def mover_of(outcome: Outcome, *seats: Seat) -> tuple[Seat, Seat]:
    """(the seat to act, the other one)."""
    acting = outcome.record.user_of(min(outcome.to_act))
    first, second = seats
    return (first, second) if first.player.id == acting else (second, first)


def channel_posts(sent: list[Sent]) -> list[Sent]:
    """Posts and edits in the game's channel (the turn posts), in order."""
    return [s for s in sent if s.public and s.method in ("POST", "PATCH") and f"/channels/{CHANNEL_ID}/" in s.url]


def content(sent: Sent) -> str:
    return str((sent.body or {}).get("content") or "").replace("**", "")


async def hands_never_shown(activity: Activity, game_pk: int) -> dict[int, set[str]]:
    """Per seat, the cards in its hand from the start to now: no other seat may ever see their ids."""
    record = await activity.table.bot.service.load(game_pk)
    outcome = await activity.table.bot.service.current(game_pk)
    live = [entry for entry in await activity.table.bot.store.actions(game_pk) if not entry.undone]
    assert record.seed is not None
    states = list(fairplay.states_along(outcome.game, record.roles, record.options, record.seed,
                                        [(entry.seat, entry.notation) for entry in live]))
    hands = [private_cards(record.game_kind, state) for state in states]
    return {seat: set.intersection(*(hand[seat] for hand in hands)) for seat in hands[0]}


async def check_hidden(activity: Activity, game_pk: int, *seats: Seat) -> None:
    """No page received or showed a card another seat held all along, and each saw its own hand."""
    never_shown = await hands_never_shown(activity, game_pk)
    record = await activity.table.bot.service.load(game_pk)
    for seat in seats:
        own = record.seat_of(seat.player.id)
        assert own is not None
        seat.received.append(await seat.shown.locator("html").inner_html())
        hidden = {card for other, cards in never_shown.items() if other != own for card in cards}
        assert hidden, "the other seat holds cards to hide"
        for text in seat.received:
            leaked = [card for card in hidden if re.search(rf"\b{card}\b", text)]
            assert not leaked, f"{seat.player.name}'s page received another seat's cards {leaked}: {text[:200]}"
        hand = seat.table()["view"]["hand"]
        assert {card["id"] for card in hand} >= never_shown[own], f"{seat.player.name}'s page has their own hand"


# ---------------------------------------------------------------------- the tests


async def test_two_players_sign_in_and_a_tap_on_the_board_shows_in_the_other_page_and_the_turn_post(
    activity: Activity,
) -> None:
    table, fake = activity.table, activity.fake
    game_pk, _ = await start_game(table, [ALICE, BRUNO], game="aod")
    instance = await launch(activity, game_pk, ALICE)
    alice = await sign_in(activity, ALICE, instance, PHONE)
    bruno = await sign_in(activity, BRUNO, instance, DESKTOP)
    assert activity.api.requests.count("POST /oauth2/token") == 2, "each code traded once, by the bot's server"
    assert activity.api.requests.count("GET /users/@me") == 2
    assert activity.api.requests.count(f"GET /applications/{CLIENT_ID}/activity-instances/{instance}") == 2

    outcome = await table.bot.service.current(game_pk)
    for seat in (alice, bruno):
        assert seat.table()["seat"] == outcome.record.seat_of(seat.player.id), "bound to the player's own seat"
        await picture_of(seat, seat.table()["hand"])  # with that seat's hand on screen
    mover, waiter = mover_of(outcome, alice, bruno)
    assert mover.table()["your_turn"] and not waiter.table()["your_turn"]
    assert waiter.table()["actions"] == [], "nothing to tap out of turn"

    first = next(a for a in mover.table()["actions"] if a["spots"] and a["spots"][0]["on"] == "board")
    version = mover.table()["version"]
    start = len(fake.requests)
    answer = await tap(mover, first)
    tapped = time.perf_counter()
    assert answer.status == 200, await answer.text()
    assert mover.acts[-1] == {"notation": first["notation"], "version": version, "confirmed": False}
    line = (await answer.json())["table"]["log"][-1]  # in the mover's language, the channel's here
    await follows(waiter, version + 1)
    seen_ms = (time.perf_counter() - tapped) * 1000
    print(f"a tap reached the other page {seen_ms:.0f} ms after its answer")
    assert seen_ms < LIVE_WITHIN_MS
    await shows(mover, version + 1, line)
    await until(lambda: any(line in content(s) for s in channel_posts(fake.requests[start:])),
                "the turn post shows the tapped move")
    assert not any(pings(s) and f"<@{waiter.player.id}>" in content(s) for s in channel_posts(fake.requests[start:])), \
        "the turn stays with the mover: nobody else is called"
    await screenshot(mover.page, "activity-aod-phone-400")

    for _ in range(10):  # the mover's other moves, made on Discord, until the next one passes the turn
        now = await table.bot.service.current(game_pk)
        if passes_the_turn(now, mover.table()["actions"][0]["notation"]):
            break
        await table.command(mover.player, "play", action=mover.table()["actions"][0]["notation"])
        for seat in (waiter, mover):
            await follows(seat, now.record.version + 1)
    last = mover.table()["actions"][0]
    start = len(fake.requests)
    answer = await tap(mover, last)
    assert answer.status == 200, await answer.text()
    await until(lambda: waiter.table()["your_turn"], "the turn passes to the other page")
    assert waiter.table()["actions"], "who now has moves to tap"
    await until(lambda: any(s.method == "POST" for s in channel_posts(fake.requests[start:])), "a new turn post")
    await table.settle()
    called = [s for s in channel_posts(fake.requests[start:]) if pings(s) and f"<@{waiter.player.id}>" in content(s)]
    assert len(called) == 1 and called[0].method == "POST", "the next player is called once, by the new turn post"
    assert [name for name, _ in called[0].files] == ["board.png"]
    await screenshot(waiter.page, "activity-aod-desktop-1280")

    await check_hidden(activity, game_pk, alice, bruno)
    for seat in (alice, bruno):
        assert seat.tab.script_errors() == []


async def test_a_tap_on_a_board_a_discord_move_made_stale_is_refused_with_the_fresh_board(activity: Activity) -> None:
    table, fake = activity.table, activity.fake
    game_pk, _ = await start_game(table, [ALICE, BRUNO], game="aod")
    outcome = await table.bot.service.current(game_pk)
    mover = ALICE if outcome.record.user_of(min(outcome.to_act)) == ALICE.id else BRUNO
    opening = outcome.game.notation(outcome.game.legal_actions(outcome.state, min(outcome.to_act))[0])
    await table.command(mover, "play", action=opening)  # the start tile: now the same moves stay on offer
    held = Held()
    seat = await sign_in(activity, mover, await launch(activity, game_pk, mover), DESKTOP, held)
    stale = seat.table()
    action = stale["actions"][0]

    held.on = True  # the page misses what happens next, as a phone in a tunnel would
    await table.command(mover, "play", action=action["notation"])  # the same move, made on Discord meanwhile
    fresh = (await table.bot.service.current(game_pk)).record
    assert fresh.version == stale["version"] + 1 and seat.table()["version"] == stale["version"]
    moves = len(await table.bot.store.actions(game_pk))
    start = len(fake.requests)

    answer = await tap(seat, action)
    assert answer.status == 409, await answer.text()
    refused = await answer.json()
    assert refused["error"] == "activity.stale" and refused["table"]["version"] == fresh.version
    assert seat.acts[-1]["version"] == stale["version"]
    await shows(seat, fresh.version, refused["table"]["log"][-1])
    await expect(seat.shown.locator("#notice")).to_have_text(refused["text"])  # the player is told why
    await table.settle()
    after = await table.bot.service.current(game_pk)
    assert after.record.version == fresh.version and len(await table.bot.store.actions(game_pk)) == moves, \
        "nothing applied"
    assert channel_posts(fake.requests[start:]) == [], "nor announced"
    await check_hidden(activity, game_pk, seat)
    assert [e for e in seat.tab.script_errors() if "409" not in e] == []



async def test_a_page_whose_socket_dropped_resumes_from_the_version_it_has(activity: Activity) -> None:
    table = activity.table
    game_pk, _ = await start_game(table, [ALICE, BRUNO], game="aod")
    outcome = await table.bot.service.current(game_pk)
    mover = ALICE if outcome.record.user_of(min(outcome.to_act)) == ALICE.id else BRUNO
    held = Held()
    seat = await sign_in(activity, mover, await launch(activity, game_pk, mover), PHONE, held)
    had = seat.table()["version"]
    await until(lambda: held.hellos == [{"since": had}], "the socket opens saying which version the page has")

    held.on = True
    await table.command(mover, "play", action=seat.table()["actions"][0]["notation"])  # missed by the page
    assert seat.table()["version"] == had
    held.on = False
    await held.sockets[-1].close()  # the connection drops
    await follows(seat, had + 1)
    assert len(held.sockets) == 2 and held.hellos[-1] == {"since": had}, "the new socket resumes from the page's version"
    assert seat.tab.script_errors() == []

async def test_a_drag_in_catacombs_fires_a_flick_that_both_pages_animate_and_the_channel_posts(
    activity: Activity,
) -> None:
    table, fake = activity.table, activity.fake
    game_pk, _ = await start_game(table, [ALICE, BRUNO], game="catacombs")
    outcome = await table.bot.service.current(game_pk)
    card = outcome.game.notation(outcome.game.legal_actions(outcome.state, min(outcome.to_act))[0])
    shooter_player = ALICE if outcome.record.user_of(min(outcome.to_act)) == ALICE.id else BRUNO
    await table.command(shooter_player, "play", action=card)  # the card played: the shot is next
    instance = await launch(activity, game_pk, shooter_player)
    alice = await sign_in(activity, ALICE, instance, DESKTOP)
    bruno = await sign_in(activity, BRUNO, instance, PHONE)
    shooter, watcher = (alice, bruno) if shooter_player == ALICE else (bruno, alice)
    view = shooter.table()["view"]
    assert view["phase"] == "shot" and shooter.table()["your_turn"]
    disk = view["active_disk"]
    await expect(shooter.shown.locator(f'[data-disk="{disk}"]')).to_be_visible(timeout=WAIT_MS)
    await screenshot(watcher.page, "activity-catacombs-phone-400-before")
    presets = shooter.shown.locator("#actions details.moves-presets")
    await expect(presets).not_to_have_attribute("open", re.compile(".*"))  # the board, not a wall of presets
    await expect(presets.locator("button.move").first).to_be_hidden()
    version = shooter.table()["version"]
    start = len(fake.requests)

    watching = [asyncio.ensure_future(disk_frames(seat)) for seat in (shooter, watcher)]
    async with shooter.page.expect_response(lambda r: r.url.endswith("/api/act"), timeout=WAIT_MS) as answer:
        await drag_back(shooter, disk)
    fired = await answer.value
    assert fired.status == 200, await fired.text()
    assert FLICK.match(shooter.acts[-1]["notation"]), shooter.acts[-1]
    assert shooter.acts[-1]["version"] == version
    shot, seen = await asyncio.gather(*watching)
    for frames, seat in ((shot, shooter), (seen, watcher)):
        moving = [d for d in frames[0] if len({frame[d] for frame in frames if d in frame}) > 2]
        assert disk in moving, f"{seat.player.name}'s page animates the shot over frames, not a jump"
    assert frames_close(shot[-1], seen[-1]), "both pages end at the same layout"
    assert drawn_as(shot[-1], shooter.table()["view"]), "where the server's view puts the disks"
    await until(lambda: any(any(name == "shot.gif" for name, _ in s.files) for s in channel_posts(fake.requests[start:])),
                "the channel's post shows the shot")
    posted = next(s for s in channel_posts(fake.requests[start:]) if any(n == "shot.gif" for n, _ in s.files))
    shot_line = next(line for line in (await fired.json())["table"]["log"] if disk in line)
    assert shot_line in content(posted), "the post tells the shot as the page's log does"
    await screenshot(shooter.page, "activity-catacombs-desktop-1280")
    await screenshot(watcher.page, "activity-catacombs-phone-400")
    for seat in (alice, bruno):
        assert seat.tab.script_errors() == []


Layout = dict[str, tuple[float, float]]
"""Disk id → its centre, as fractions of the arena's width and height."""


async def disk_frames(seat: Seat, within_ms: int = WAIT_MS) -> list[Layout]:
    """The disks' places at every animation frame from now until they moved and then rested for half a second."""
    frames = await seat.shown.locator("body").evaluate("""async (_, [selector, within]) => {
      const frames = [], end = performance.now() + within;
      let moved = false, still = 0;
      while (performance.now() < end && still < 30) {
        await new Promise(r => requestAnimationFrame(r));
        const disks = [...document.querySelectorAll(selector)];
        if (!disks.length) continue;
        const arena = disks[0].ownerSVGElement.getBoundingClientRect(), at = {};
        for (const disk of disks) {
          const r = disk.getBoundingClientRect();
          at[disk.dataset.disk] = [((r.left + r.right) / 2 - arena.left) / arena.width,
                                   ((r.top + r.bottom) / 2 - arena.top) / arena.height];
        }
        const last = frames[frames.length - 1];
        const same = last && JSON.stringify(last) === JSON.stringify(at);
        if (!same && last) moved = true;
        still = moved && same ? still + 1 : 0;
        frames.push(at);
      }
      return frames;
    }""", [DISKS, within_ms])
    return [{disk: (x, y) for disk, (x, y) in frame.items()} for frame in frames]


def drawn_as(shown: Layout, view: dict[str, Any], within: float = 0.005) -> bool:
    """Whether the page's disks are the view's, drawn to some scale and offset on each axis (the arena's
    margins and which way its y runs are the presenter's to choose)."""
    disks = [d for d in view["disks"] if d["id"] in shown]
    for axis, (at, size) in enumerate((("x", "width_cm"), ("y", "height_cm"))):
        cm = [d[at] / view[size] for d in disks]
        page = [shown[d["id"]][axis] for d in disks]
        fit = statistics.linear_regression(cm, page)
        if any(abs(fit.slope * c + fit.intercept - p) > within for c, p in zip(cm, page, strict=True)):
            return False
    return len(disks) == len(view["disks"])


def frames_close(one: Layout, other: Layout, within: float = 0.01) -> bool:
    shared = one.keys() & other.keys()
    return bool(shared) and all(math.dist(one[d], other[d]) <= within for d in shared)


async def drag_back(seat: Seat, disk: str, pull_px: float = 100) -> None:
    """Press on the disk and pull it back ``pull_px`` away from the arena's centre (a slingshot: the shot goes
    towards the centre), staying on the screen; release fires."""
    disk_box = await seat.shown.locator(f'[data-disk="{disk}"]').bounding_box()
    arena_box = await seat.shown.locator("svg", has=seat.shown.locator(f'[data-disk="{disk}"]')).bounding_box()
    viewport = seat.page.viewport_size
    assert disk_box is not None and arena_box is not None and viewport is not None
    x, y = disk_box["x"] + disk_box["width"] / 2, disk_box["y"] + disk_box["height"] / 2
    away = math.atan2(y - (arena_box["y"] + arena_box["height"] / 2), x - (arena_box["x"] + arena_box["width"] / 2))
    to_x = min(max(x + pull_px * math.cos(away), 2), viewport["width"] - 2)
    to_y = min(max(y + pull_px * math.sin(away), 2), viewport["height"] - 2)
    await seat.page.mouse.move(x, y)
    await seat.page.mouse.down()
    await seat.page.mouse.move(to_x, to_y, steps=8)
    await seat.page.mouse.up()
