"""Every saved move reaches the table once, whatever fails between the commit and Discord (issue 9).

Faults are injected into the fake Discord (5xx, 403, closed DMs) and restarts are real: a second bot
opens the same database.  Each test ends with what players notice: the board posted once, the next
player mentioned once, the hand delivered, nothing applied twice, and never a false "nothing changed".
"""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from bot.delivery.worker import Delivery
from core.clock import utc_now
from core.i18n import t
from core.service import Outcome
from rules import registry
from tests.e2e.conftest import ALICE, BRUNO, CHLOE
from tests.e2e.harness import CHANNEL_ID, FakeDiscord, Sent, Table, custom_ids
from tests.e2e.lobby import open_lobby, start_game
from tests.e2e.play import Driver, undoable

CHANNEL_POST = "/channels/{channel_id}/messages"
PANEL_EDIT = "/webhooks/{webhook_id}/{webhook_token}/messages/@original"


def turn_posts(fake: FakeDiscord) -> list[dict[str, Any]]:
    """The channel's turn posts (messages carrying the board picture), oldest first."""
    return [
        m for m in fake.messages.values()
        if int(m["channel_id"]) == CHANNEL_ID and "webhook_id" not in m
        and any(a["filename"] == "board.png" for a in m.get("attachments", []))
    ]


def posts_created(sent: list[Sent]) -> list[Sent]:
    return [s for s in sent if s.method == "POST" and s.path == CHANNEL_POST and s.public
            and any(name == "board.png" for name, _ in s.files)]


def pings(sent: Sent) -> bool:
    """Whether a post notifies a user it mentions (all of them, or those it lists)."""
    allowed = (sent.body or {}).get("allowed_mentions") or {}
    return "users" in allowed.get("parse", []) or bool(allowed.get("users"))


async def pass_the_turn(driver: Driver) -> list[Sent]:
    """Moves until the turn passes to another seat; every request sent meanwhile."""
    sent: list[Sent] = []
    first = min((await driver.current()).to_act)
    for _ in range(40):
        sent += (await driver.move()).sent
        if min((await driver.current()).to_act) != first:
            return sent
    raise AssertionError("the turn never passed")


async def passes_the_turn(driver: Driver) -> bool:
    """Whether the driver's next move hands the turn to another seat (its random choices left as they are)."""
    now = await driver.current()
    seat = min(now.to_act)
    choices = random.Random()
    choices.setstate(driver.rnd.getstate())
    after = now.game.apply(now.state, seat, now.game.playout_action(now.state, seat, choices)).state
    return now.game.to_act(after) != now.to_act


async def deliver_everything(table: Table) -> None:
    """What the delivery worker does over the next minutes: retry until nothing is pending."""
    for minutes in range(1, 30):
        await table.bot.delivery.run_due(now=utc_now() + timedelta(minutes=minutes))
        if not await table.bot.store.pending_notice_count():
            return
    raise AssertionError("notices still pending after half an hour of retries")


async def asleep(self: Delivery, *args: object, **kwargs: object) -> bool:
    """Patched over ``Delivery.run_due`` / ``flush``: no delivery runs (nor does the worker retry) until the test says."""
    return True


def texts_of(sent: list[Sent]) -> str:
    return " ".join(str(((s.body or {}).get("data") or s.body or {}).get("content")) for s in sent)


async def test_a_restart_between_commit_and_post_still_announces_the_moves_once(
    fake: FakeDiscord, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = await Table.open(fake, db_path, seed_source=lambda bits: 7)
    game_pk, _ = await start_game(first, [ALICE, BRUNO])
    before = len(turn_posts(fake))

    async def crashed(self: Delivery, game_id: int, outcome: object = None) -> bool:
        return True  # the process "dies" right after each commit: nothing is sent

    with monkeypatch.context() as patch:
        patch.setattr(Delivery, "flush", crashed)
        await pass_the_turn(Driver(first, [ALICE, BRUNO], game_pk))
    await first.close()
    assert len(turn_posts(fake)) == before, "nothing was announced before the restart"
    second = await Table.open(fake, db_path)
    try:
        start = len(fake.requests)
        await second.bot.delivery.run_due()
        created = posts_created(fake.requests[start:])
        assert len(created) == 1, "the restarted bot posts the missed turn once"
        assert "<@102>" in str(created[0].body), "and mentions the player to act"
        record = await second.bot.service.load(game_pk)
        actions = [a for a in await second.bot.store.actions(game_pk) if not a.undone]
        shown = " ".join(str(m["content"]) for m in turn_posts(fake))
        assert shown.count("**Alice**") >= len([a for a in actions if a.seat == 0]), "every move is in a post"
        assert record.board_message_id == int(turn_posts(fake)[-1]["id"])
        await second.bot.delivery.run_due()
        assert len(turn_posts(fake)) == before + 1, "delivering again posts nothing twice"
    finally:
        await second.close()


FAILURES = pytest.mark.parametrize("status", [500, 503, 429], ids=["500", "503", "429-after-discord.py-retried"])
"""Server errors, and a rate limit discord.py gave up waiting out (it retries a 429 itself first)."""


@FAILURES
async def test_five_server_errors_on_the_board_post_delay_it_but_never_lose_or_double_it(
    fake: FakeDiscord, table: Table, status: int
) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    driver = Driver(table, [ALICE, BRUNO], game_pk)
    version = (await table.bot.service.load(game_pk)).version
    fault = fake.fail("POST", CHANNEL_POST, status=status, times=5, where=f"/channels/{CHANNEL_ID}/")
    sent = await pass_the_turn(driver)
    moves = (await table.bot.service.load(game_pk)).version - version
    said = texts_of(sent)
    assert t("bot.panel.saved_board_follows", "en") in said, "the player hears the move is saved"
    assert "Nothing was changed" not in said
    await deliver_everything(table)
    assert fault.hits == 5
    created = [s.body for s in posts_created(fake.requests) if s.body is not None and "<@102>" in str(s.body)]
    assert len({body["nonce"] for body in created}) == 1, "one turn post for Bruno's turn"
    assert len([m for m in turn_posts(fake) if "<@102>" in m["content"]]) == 1
    assert (await table.bot.service.load(game_pk)).version == version + moves, "nothing applied twice"


@FAILURES
async def test_five_server_errors_on_the_panel_edit_still_post_the_board_and_say_the_move_is_saved(
    fake: FakeDiscord, table: Table, status: int
) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    version = (await table.bot.service.load(game_pk)).version
    posts = len(turn_posts(fake))
    outcome = await table.bot.service.current(game_pk)
    legal = outcome.game.notation(outcome.game.legal_actions(outcome.state, 0)[0])
    fake.fail("PATCH", PANEL_EDIT, status=status, times=5)
    exchange = await table.command(ALICE, "play", action=legal)
    assert (await table.bot.service.load(game_pk)).version == version + 1, "applied exactly once"
    said = texts_of(exchange.sent)
    assert "Nothing was changed" not in said
    assert t("error.saved_anyway", "en") in said, "a later failure is reported as saved, not as nothing changed"
    board = turn_posts(fake)[-1]
    assert len(turn_posts(fake)) <= posts + 1 and "**Alice**" in board["content"], "the turn post shows the move"


async def test_a_server_error_on_a_dm_is_retried_without_telling_the_channel(fake: FakeDiscord, table: Table) -> None:
    await table.command(BRUNO, "me notify", by="dm")  # his turn comes as a new DM: the request that fails
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    bruno_dm = next(channel for channel, user in fake.dm_channels.items() if user == BRUNO.id)
    fault = fake.fail("POST", CHANNEL_POST, status=503, times=1, where=f"/channels/{bruno_dm}/")
    sent = await pass_the_turn(Driver(table, [ALICE, BRUNO], game_pk))
    assert fault.hits == 1
    assert "/game hand" not in texts_of([s for s in sent if s.public]), "an outage is not a closed inbox"
    await deliver_everything(table)
    reached = [s for s in fake.requests if s.method == "POST" and f"/channels/{bruno_dm}/" in s.url and s.files]
    assert reached, "the DM got through on a retry"
    assert (await table.bot.service.load(game_pk)).seats[1].dm_ok is not False


async def test_dms_closed_between_join_and_start_then_opened(fake: FakeDiscord, table: Table) -> None:
    game_pk, lobby = await open_lobby(table, ALICE)
    await table.click(BRUNO, lobby, f"tt:lobby:{game_pk}:join")
    fake.closed_dms.add(BRUNO.id)
    started = await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    notices = [s for s in started.sent if s.public and "<@102>" in str((s.body or {}).get("content"))
               and "/game hand" in str((s.body or {}).get("content"))]
    assert len(notices) == 1, "the channel is told once that Bruno's DMs fail"
    fake.closed_dms.clear()
    driver = Driver(table, [ALICE, BRUNO], game_pk)
    sent = await pass_the_turn(driver)
    bruno_dm = next(channel for channel, user in fake.dm_channels.items() if user == BRUNO.id)
    assert [s for s in sent if s.method == "POST" and f"/channels/{bruno_dm}/" in s.url], "the next change reaches him"


@pytest.mark.parametrize("game", ["aod", "darktomb", "underworld"])
async def test_one_post_and_one_mention_per_change_of_the_player_to_act(
    fake: FakeDiscord, table: Table, game: str
) -> None:
    players = [ALICE, BRUNO, CHLOE]
    game_pk, started = await start_game(table, players, game=game)
    driver = Driver(table, players, game_pk)
    sent = list(started.sent)
    changes = 1  # the start: the first player is to act
    last = (await driver.current()).to_act
    for _ in range(60):
        sent += (await driver.move()).sent
        now = await driver.current()
        if now.result is not None:
            break
        if now.to_act != last:
            changes += 1
            last = now.to_act
    created = posts_created(sent)
    assert len(created) <= changes, f"{len(created)} posts for {changes} changes of the player to act"
    assert len([s for s in created if pings(s)]) <= changes, "a mention only when someone else must act"
    dm_posts = [s for s in sent if s.method == "POST" and s.path == CHANNEL_POST and not s.public]
    assert len(dm_posts) <= 3 * changes, "at most one new DM per player per turn"


@pytest.mark.parametrize("game", sorted(registry.games()))
async def test_only_the_live_turn_post_says_who_must_act_and_offers_play(
    fake: FakeDiscord, table: Table, game: str
) -> None:
    """Scrolling up, a player finds the turns that are over as a record (their moves and board), without a
    "your move" line or a Play button that no longer belong to them."""
    players = [ALICE, BRUNO]
    game_pk, _ = await start_game(table, players, game=game)
    driver = Driver(table, players, game_pk)
    for _ in range(3):
        await pass_the_turn(driver)
    hint = t("bot.turn.hint", "en")
    *done, live = turn_posts(fake)
    assert len(done) >= 3, "each pass of the turn made a new post"
    assert hint in str(live["content"]) and custom_ids(live), "the live post says who is next and offers Play"
    for post in done:
        assert hint not in str(post["content"]) and not custom_ids(post), "a finished turn's post offers nothing"
        assert str(post["content"]).strip(), "it keeps what happened"


@pytest.mark.parametrize("game", sorted(registry.games()))
async def test_a_new_dm_comes_only_when_its_player_is_called_to_act(fake: FakeDiscord, table: Table, game: str) -> None:
    """A DM buzzes the phone: the hand DM is a new message only when its player is called to act, not
    when their own move (ending the turn, say) changed their hand; other changes edit it in place."""
    players = [ALICE, BRUNO]
    game_pk, _ = await start_game(table, players, game=game)
    driver = Driver(table, players, game_pk)
    record = (await driver.current()).record
    calls = {player.id: 0 for player in players}
    new_dms = dict(calls)
    asked = (await driver.current()).to_act
    for _ in range(40):
        sent = (await driver.move()).sent
        now = await driver.current()
        for seat in now.to_act - asked:
            calls[record.user_of(seat)] += 1
        asked = now.to_act
        for request in sent:
            if request.method == "POST" and request.path == CHANNEL_POST and not request.public:
                new_dms[fake.dm_channels[int(request.url.split("/")[-2])]] += 1
        if now.result is not None:
            break
    assert sum(calls.values()) >= 3, "the turn went round"
    assert all(new_dms[user] <= calls[user] for user in calls), f"new DMs {new_dms} for calls to act {calls}"


async def test_a_solo_player_gets_a_fresh_silent_post_for_each_game_turn(fake: FakeDiscord, table: Table) -> None:
    game_pk, started = await start_game(table, [ALICE], game="underworld")
    driver = Driver(table, [ALICE], game_pk)
    game = (await driver.current()).game
    turns = {game.turn_number((await driver.current()).state)}
    sent = list(started.sent)
    for _ in range(40):
        sent += (await driver.move()).sent
        now = await driver.current()
        if now.result is not None:
            break
        turns.add(game.turn_number(now.state))
    created = posts_created(sent)
    assert len(turns) > 1, "the solo game went past its first turn"
    assert len(created) == len(turns), "one post per game turn, so the channel shows where the game is"
    assert [pings(s) for s in created[1:]] == [False] * (len(created) - 1), "nobody else to wake: no ping"


async def test_a_turn_too_long_for_one_message_continues_in_a_silent_post(
    fake: FakeDiscord, table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A long stretch of one player's moves outgrows one message: its post keeps the moves it shows and a new
    post, without a ping, goes on, so every move stays in the channel once (none hidden behind a "…")."""
    from bot import texts
    from tests.e2e.shared_discord import LOGGED_MOVE

    monkeypatch.setattr(texts, "MESSAGE_LIMIT", 420)  # a few moves fill a post, as dozens do at 2,000 characters
    game_pk, started = await start_game(table, [ALICE, BRUNO])
    driver = Driver(table, [ALICE, BRUNO], game_pk)
    sent = list(started.sent)
    for _ in range(3):
        sent += await pass_the_turn(driver)
    live = [action for action in await table.bot.store.actions(game_pk) if not action.undone]
    posts = turn_posts(fake)
    assert not [post for post in posts if texts.clipped(str(post["content"]))], "no post hides moves behind '…'"
    assert sum(len(LOGGED_MOVE.findall(str(post["content"]))) for post in posts) == len(live), "every move shown once"
    created = posts_created(sent)
    assert len(created) > 4, "the turns went on in continuation posts"
    assert sum(pings(s) for s in created) == 4, "a ping at the start and at each of the 3 passes, none for a continuation"
    assert all(len(str(post["content"])) <= 420 for post in posts)


async def test_moves_that_piled_up_unannounced_go_out_in_full_pages_before_the_turn_post(
    fake: FakeDiscord, table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Discord (or the process) was down for three turns: when delivery resumes there are more moves than
    one message holds.  The oldest go out first in silent posts as full as they can be, then the post for
    the turn now being played, so every move is in the channel once and none hides behind a "…", and the
    next change goes on from there (the case a storm found: a later continuation cut the tail of a post
    that started clipped)."""
    from bot import texts
    from tests.e2e.shared_discord import LOGGED_MOVE

    monkeypatch.setattr(texts, "MESSAGE_LIMIT", 420)
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    driver = Driver(table, [ALICE, BRUNO], game_pk)
    with monkeypatch.context() as patch:
        patch.setattr(Delivery, "flush", asleep)
        patch.setattr(Delivery, "run_due", asleep)
        for _ in range(3):
            await pass_the_turn(driver)
    start = len(fake.requests)
    await deliver_everything(table)
    pages = [s for s in fake.requests[start:] if s.method == "POST" and s.path == CHANNEL_POST and s.public]
    assert len(pages) > 2, "the moves went out over several posts"
    assert not any(pings(s) for s in pages[:-1]) and pings(pages[-1]), "only the post for the turn now played pings"
    for _ in range(2):
        await pass_the_turn(driver)

    channel = [m for m in fake.messages.values() if int(m["channel_id"]) == CHANNEL_ID and "webhook_id" not in m]
    live = [action for action in await table.bot.store.actions(game_pk) if not action.undone]
    assert not [m for m in channel if texts.clipped(str(m["content"]))], "no post hides moves behind '…'"
    assert all(len(str(m["content"])) <= 420 for m in channel)
    assert sum(len(LOGGED_MOVE.findall(str(m["content"]))) for m in channel) == len(live), "every move shown once"


async def test_a_long_turn_that_piled_up_unannounced_goes_on_in_full_pages(
    fake: FakeDiscord, table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same within one turn: its post shows a move, then more moves than one message holds are saved
    while Discord is down.  The post keeps its move, pages follow, then the live post for the turn (which
    starts with a move, not as if the game had just begun)."""
    from bot import texts
    from tests.e2e.shared_discord import LOGGED_MOVE

    monkeypatch.setattr(texts, "MESSAGE_LIMIT", 200)
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    driver = Driver(table, [ALICE, BRUNO], game_pk)
    await pass_the_turn(driver)  # Bruno's turn: its post shows the move that passed it
    await driver.move()
    with monkeypatch.context() as patch:
        patch.setattr(Delivery, "flush", asleep)
        patch.setattr(Delivery, "run_due", asleep)
        while not await passes_the_turn(driver):
            await driver.move()
    start = len(fake.requests)
    await deliver_everything(table)
    posted = [s for s in fake.requests[start:] if s.method == "POST" and s.path == CHANNEL_POST and s.public]
    board = fake.messages[(await driver.current()).record.board_message_id or 0]
    assert len(posted) > 1 and board in turn_posts(fake) and int(board["id"]) == max(int(m["id"]) for m in turn_posts(fake))
    assert LOGGED_MOVE.search(str(board["content"])), "the live post starts with a move"
    assert not any(pings(s) for s in posted), "the same player goes on: nobody is pinged"
    channel = [m for m in fake.messages.values() if int(m["channel_id"]) == CHANNEL_ID and "webhook_id" not in m]
    live = [action for action in await table.bot.store.actions(game_pk) if not action.undone]
    assert not [m for m in channel if texts.clipped(str(m["content"]))], "no post hides moves behind '…'"
    assert all(len(str(m["content"])) <= 200 for m in channel if LOGGED_MOVE.search(str(m["content"])))
    assert sum(len(LOGGED_MOVE.findall(str(m["content"]))) for m in channel) == len(live), "every move shown once"
    copy = texts_of((await table.command(ALICE, "board")).public_posts()[-1:])
    assert copy == str(board["content"]), "/game board copies the live post, not the turn's moves behind a '…'"


async def test_moves_taken_back_leave_the_full_posts_continuations_took_over_from(
    fake: FakeDiscord, table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Undo goes back through a turn move by move: once it reaches the moves of posts continuations took
    over from (here a chain of three posts, one move each), those posts no longer show them, so the
    channel never shows a move that was taken back."""
    from bot import texts
    from tests.e2e.shared_discord import LOGGED_MOVE

    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    driver = Driver(table, [ALICE, BRUNO], game_pk)
    for _ in range(300):  # until the seat to act can make three quiet moves in a row (all can be taken back)
        now = await driver.current()
        seat = min(now.to_act)
        quiet = _quiet_run(now, seat, 3)
        if quiet:
            break
        await driver.move()
    else:
        raise AssertionError("no three quiet moves in a row")
    player = driver.players[seat]
    limit = texts.MESSAGE_LIMIT
    shown_on: list[str] = []
    for move in quiet:
        await table.command(player, "play", action=move)
        [post] = [m for m in turn_posts(fake) if m["id"] == str((await driver.current()).record.board_message_id)]
        shown_on.append(str(post["id"]))
        monkeypatch.setattr(texts, "MESSAGE_LIMIT", len(str(post["content"])) + 5)  # the next move's line won't fit
    assert len(set(shown_on)) == 3, "each move went on in a continuation post"
    monkeypatch.setattr(texts, "MESSAGE_LIMIT", limit)  # back to what the posts were written with
    for _ in range(3):
        assert "↩" in " ".join(s.text for s in (await table.command(player, "undo")).public_posts())
    live = [action for action in await table.bot.store.actions(game_pk) if not action.undone]
    shown = sum(len(LOGGED_MOVE.findall(str(m["content"]))) for m in turn_posts(fake))
    assert shown == len(live), "the moves taken back are in no post"
    for move in quiet[:2]:
        await table.command(player, "play", action=move)
    earlier = [f"turn:full:{n}" for n in range(1, len(await table.bot.store.actions(game_pk)) + 1)]
    assert await table.bot.store.posts(game_pk, earlier), "the turn keeps its full posts while undo may reach them"
    for _ in range(100):
        if seat not in (await driver.current()).to_act:
            break
        await driver.move()
    assert not await table.bot.store.posts(game_pk, earlier), "once the turn is over, they are dropped"


def _quiet_run(outcome: Outcome, seat: int, count: int) -> list[str]:
    """``count`` moves in a row that ``seat`` could take back one by one, or nothing."""
    moves: list[str] = []
    while len(moves) < count:
        move = undoable(outcome, seat)
        if move is None:
            return []
        moves.append(move)
        outcome = replace(outcome, state=outcome.game.apply(outcome.state, seat, outcome.game.parse_action(move)).state)
    return moves


async def test_a_full_post_a_dying_process_edited_shows_each_move_once(
    fake: FakeDiscord, table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A process may edit the turn post and die before saving how far it shows; when a new post takes over
    (a continuation, or the next turn picking those moves up), the old one is trimmed back to what was
    saved, so no move appears twice."""
    import random

    from bot import texts
    from core.store.posts import Posts
    from tests.e2e.shared_discord import LOGGED_MOVE

    monkeypatch.setattr(texts, "MESSAGE_LIMIT", 420)
    real_save = Posts.save_post
    dies = random.Random(4)

    async def dying_save(self: Posts, post: Any) -> None:
        kept = await self.post(post.game_id, post.slot)
        if post.slot == "turn" and kept is not None and kept.message_id == post.message_id and dies.random() < 0.5:
            return  # the post was edited, then the process died before saving how far it shows
        await real_save(self, post)

    monkeypatch.setattr(Posts, "save_post", dying_save)
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    driver = Driver(table, [ALICE, BRUNO], game_pk)
    for _ in range(3):
        await pass_the_turn(driver)
    live = [action for action in await table.bot.store.actions(game_pk) if not action.undone]
    posts = turn_posts(fake)
    assert sum(len(LOGGED_MOVE.findall(str(post["content"]))) for post in posts) == len(live)


async def test_a_new_post_a_dying_process_sent_is_found_again_after_the_game_moved_on(
    fake: FakeDiscord, table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A process sends a new turn post and dies before keeping it; the next player moves before any
    delivery runs again.  The post it sent is found again by its nonce and trimmed to its moves, and the
    next turn's post starts after them: no orphan post repeating moves, no move left out."""
    from core.store.posts import Posts
    from tests.e2e.shared_discord import LOGGED_MOVE

    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    driver = Driver(table, [ALICE, BRUNO], game_pk)
    real_save = Posts.save_post
    lost: list[int] = []

    async def dying_save(self: Posts, post: Any) -> None:
        kept = await self.post(post.game_id, post.slot)
        if post.slot == "turn" and (kept is None or kept.message_id != post.message_id):
            lost.append(post.message_id)
            raise ConnectionError("the process died after sending the new post, before keeping it")
        await real_save(self, post)

    with monkeypatch.context() as patch:
        patch.setattr(Posts, "save_post", dying_save)
        patch.setattr(Delivery, "run_due", asleep)
        await pass_the_turn(driver)  # the post pinging Bruno is sent (and resent: same message), never kept
        assert lost
        posts_before = len(turn_posts(fake))
        patch.setattr(Posts, "save_post", real_save)
        patch.setattr(Delivery, "flush", asleep)
        await pass_the_turn(driver)  # Bruno plays and passes the turn back to Alice, unannounced
    await deliver_everything(table)
    live = [action for action in await table.bot.store.actions(game_pk) if not action.undone]
    posts = turn_posts(fake)
    assert sum(len(LOGGED_MOVE.findall(str(post["content"]))) for post in posts) == len(live), "every move shown once"
    assert len(posts) == posts_before + 1, "the lost post is found again, not repeated by an orphan"
    assert "<@101>" in str(posts[-1]["content"]), "and the new turn's post mentions Alice"


async def test_a_dm_a_dying_process_sent_is_kept_and_edited_after_the_game_moved_on(
    fake: FakeDiscord, table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A process sends a solo player's hand DM and dies before keeping it; the player goes on to the next
    game turn before any delivery runs again.  The DM is found again by its nonce and edited to the new
    hand: the inbox holds one DM showing the current hand, not a stale one under it."""
    from core.store.posts import Posts

    real_save = Posts.save_post
    lost: list[int] = []

    async def dying_save(self: Posts, post: Any) -> None:
        if post.slot == "dm:0":
            lost.append(post.message_id)
            raise ConnectionError("the process died after sending the DM, before keeping it")
        await real_save(self, post)

    with monkeypatch.context() as patch:
        patch.setattr(Posts, "save_post", dying_save)
        patch.setattr(Delivery, "run_due", asleep)
        game_pk, _ = await start_game(table, [ALICE], game="underworld")
        assert lost, "the first hand DM was sent and not kept"
        patch.setattr(Delivery, "flush", asleep)
        driver = Driver(table, [ALICE], game_pk)
        game = (await driver.current()).game
        first = game.turn_number((await driver.current()).state)
        while game.turn_number((await driver.current()).state) == first:
            await driver.move()
    await deliver_everything(table)
    hands = [m for m in fake.messages.values() if fake.dm_channels.get(int(m["channel_id"])) == ALICE.id
             and any(a["filename"] == "hand.png" for a in m.get("attachments", []))]
    assert [m["id"] for m in hands] == [str(lost[0])], "one hand DM, the one the dying process sent"
    turn = game.turn_number((await driver.current()).state)
    now = t("bot.dm.your_turn", "en", game="", link="", turn=turn).split(")")[-1]  # ", turn N."
    assert now in str(hands[0]["content"]), "edited to the current turn's hand"
