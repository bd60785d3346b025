"""Leaving a running game (issue 50, item 3), through the real command tree: ``/game leave`` asks first,
then a bot takes the seat and plays its next turn, or (a two-player AoD game, AOD-END-4) the leaver
concedes and the game ends as any game ends; a player puts their own seat on autopilot and takes it
back; a table with no clock that waits days on one seat may vote to hand it to a bot.  A post caused by
a player's own command never pings them."""

from __future__ import annotations

import pytest

from core.i18n import language_of, t
from core.storage import GameStatus
from core.votes import STALL_DAYS
from tests.e2e.conftest import ALICE, BRUNO, CHLOE
from tests.e2e.harness import Exchange, Player, Sent, Table, custom_ids
from tests.e2e.lobby import start_game
from tests.e2e.play import Driver
from tests.e2e.test_votes import posts_with
from tests.core.real_games import FakeClock


def pings(sent: Sent, user_id: int) -> bool:
    """Whether Discord would notify ``user_id`` of this post (its allowed mentions, as sent)."""
    body = sent.body or {}
    allowed = (body.get("data") or body).get("allowed_mentions")
    if allowed is None:  # Discord's default: everyone mentioned in the text
        return f"<@{user_id}>" in sent.text
    listed = {int(user) for user in allowed.get("users", [])}
    return ("users" in allowed.get("parse", []) and f"<@{user_id}>" in sent.text) or user_id in listed


async def ask_to_leave(table: Table, player: Player) -> tuple[Exchange, int]:
    """``/game leave``: the private question and its message (which carries the confirm button)."""
    asked = await table.command(player, "leave")
    return asked, table.fake.originals[asked.tokens[0]]


async def leave(table: Table, player: Player) -> Exchange:
    """``/game leave`` then the confirm button."""
    asked, panel = await ask_to_leave(table, player)
    [button] = custom_ids(table.fake.messages[panel], "tt:leave:")
    return await table.click(player, panel, button)


async def test_leaving_a_two_player_catacombs_game_concedes_it_to_the_other_team(
    table: Table, fast_pictures: list[object]
) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO], game="catacombs")
    asked, _ = await ask_to_leave(table, ALICE)
    assert t("bot.leave.confirm_concede", "en", others="Bruno") in asked.private_texts()[0]
    done = await leave(table, ALICE)
    outcome = await table.bot.service.current(game_pk)
    assert outcome.record.status is GameStatus.FINISHED and outcome.result is not None
    assert outcome.result.winners == {1} and outcome.result.summary_key == "result.catacombs.conceded"
    assert any("concedes and leaves the game" in s.text for s in done.public_posts()), "the final post says so"
    assert not [s for s in done.public_posts() if pings(s, ALICE.id)]


async def test_leaving_a_two_player_aod_game_concedes_it_and_the_other_player_wins(table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    [acting] = (await table.bot.service.current(game_pk)).to_act
    typed = await table.command([ALICE, BRUNO][acting], "play", action="concede")
    assert t("error.leave.through_leave", "en" if acting == 0 else "fr") in typed.private_texts()[0]
    assert not typed.public_posts(), "a typed concession is refused: only /game leave, confirmed, concedes"
    asked, panel = await ask_to_leave(table, BRUNO)
    assert not asked.public_posts(), "nothing happens before the confirm"
    assert t("bot.leave.confirm_concede", "fr", others="Alice") in asked.private_texts()[0]
    assert (await table.bot.service.load(game_pk)).status is GameStatus.ACTIVE

    [button] = custom_ids(table.fake.messages[panel], "tt:leave:")
    done = await table.click(BRUNO, panel, button)
    outcome = await table.bot.service.current(game_pk)
    assert outcome.record.status is GameStatus.FINISHED
    assert outcome.result is not None and outcome.result.winners == {0}
    assert t("bot.leave.conceded", "fr") in done.private_texts()
    assert not custom_ids(table.fake.messages[panel], "tt:leave:"), "the question loses its button"
    final = [s for s in done.public_posts() if "conceded" in s.text]
    assert final and "**Bruno** concedes and leaves the game" in final[-1].text
    assert "Alice (Lara Croft) wins: Bruno conceded." in final[-1].text, "the final post names the result"
    assert not [s for s in done.public_posts() if pings(s, BRUNO.id)], "the leaver's own click pings nobody of them"
    assert (await table.bot.service.verify(game_pk)).ok, "the concession replays from the log"

    stats = await table.command(ALICE, "stats", user=ALICE)
    assert "1 played, 1 won" in stats.private_texts()[0], "the win counts like any other"
    over = await table.command(BRUNO, "leave")
    assert t("error.no_game_here", "fr") in over.private_texts()


async def bot_played_the_seat(table: Table, driver: Driver, seat: int) -> None:
    """The humans play on until the seat's next turn: a bot player makes it, without any clock."""
    store = table.bot.store
    before = len(await store.actions(driver.game_pk))
    for _ in range(300):
        await table.settle()
        outcome = await driver.current()
        if any(a.seat == seat for a in (await store.actions(driver.game_pk))[before:]):
            mine = [a for a in (await store.actions(driver.game_pk))[before:] if a.seat == seat]
            assert not any(a.by_clock for a in mine), "a bot's own moves"
            return
        assert outcome.result is None, "the game ended before the bot's turn"
        assert seat not in outcome.to_act, "a bot player answers at once"
        await driver.move()
    raise AssertionError("the bot never played")


@pytest.mark.parametrize(("game", "count", "leaver"), [  # the rulings: AOD-END-4, CC-END-5, DT-END-5, UW-END-6
    ("aod", 3, 1), ("aod", 4, 0), ("catacombs", 3, 2), ("darktomb", 2, 1), ("underworld", 2, 0),
])
async def test_leaving_hands_the_seat_to_a_bot_that_plays_the_next_turn(
    table: Table, fast_pictures: list[object], game: str, count: int, leaver: int
) -> None:
    players = [ALICE, BRUNO, CHLOE, Player(104, "David")][:count]
    game_pk, _ = await start_game(table, players, game=game)
    who = players[leaver]
    asked, _ = await ask_to_leave(table, who)
    lang = language_of(who.locale)
    assert t("bot.leave.confirm_bot", lang, level=t("bot.level.normal", lang)) in asked.private_texts()[0]
    if leaver == 0:
        assert t("bot.leave.confirm_host", lang, host=players[1].name) in asked.private_texts()[0]
    done = await leave(table, who)
    record = await table.bot.service.load(game_pk)
    seat = record.seats[leaver]
    assert seat.is_bot and seat.bot_level == "normal" and record.seat_of(who.id) is None
    assert record.status is GameStatus.ACTIVE
    [note] = [s for s in done.public_posts() if "🚪" in s.text]
    assert f"<@{who.id}>" in note.text and not pings(note, who.id), "named, not pinged: their own command"
    if leaver == 0:  # the host left: the next person seated hosts now, and is told
        assert record.host_id == players[1].id and pings(note, players[1].id)
    assert all(r.id != game_pk for r in await table.bot.service.games_of(who.id)), "no longer theirs"
    await bot_played_the_seat(table, Driver(table, players, game_pk), leaver)


async def test_the_last_person_playing_is_told_what_they_may_do_instead(table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO, CHLOE])
    await table.command(ALICE, "autopilot", user=BRUNO, level="easy")
    await leave(table, CHLOE)
    refused = await table.command(ALICE, "leave")
    assert t("error.leave.last_person", "en") in refused.private_texts()
    assert not refused.public_posts() and (await table.bot.service.load(game_pk)).seat_of(ALICE.id) == 0


async def test_a_player_puts_their_own_seat_on_autopilot_and_takes_it_back_unpinged(table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO, CHLOE])
    on = await table.command(BRUNO, "autopilot", level="easy")
    said = t("seat.autopilot.on", "en", player="<@102>", level="easy")
    [post] = [s for s in on.public_posts() if said in s.text]
    assert not pings(post, BRUNO.id)
    assert (await table.bot.service.load(game_pk)).seats[1].bot_playing == "easy"
    other = await table.command(CHLOE, "autopilot", user=BRUNO, level="off")
    assert t("error.autopilot.not_allowed", "fr", host="<@101>") in other.private_texts()

    back = await table.command(BRUNO, "autopilot", user=BRUNO, level="off")
    said = t("seat.autopilot.off", "en", player="<@102>")
    [post] = [s for s in back.public_posts() if said in s.text]
    assert not pings(post, BRUNO.id)
    assert (await table.bot.service.load(game_pk)).seats[1].bot_playing is None

    again = await table.command(BRUNO, "autopilot", level="off")
    assert t("error.autopilot.not_on_own", "fr", player="<@102>") in again.private_texts()
    assert not again.public_posts(), "no \"is back\" for someone never away"
    host = await table.command(ALICE, "autopilot", user=CHLOE, level="off")
    assert t("error.autopilot.not_on", "en", player="<@103>") in host.private_texts() and not host.public_posts()


@pytest.mark.parametrize("game", ["aod", "darktomb", "underworld", "catacombs"])
async def test_a_table_with_no_clock_votes_a_silent_seat_to_a_bot(
    clocked: Table, now: FakeClock, fast_pictures: list[object], game: str
) -> None:
    table = clocked
    game_pk, _ = await start_game(table, [ALICE, BRUNO], game=game)
    record = await table.bot.service.load(game_pk)
    assert record.pace_hours is None
    [waiting] = (await table.bot.service.current(game_pk)).to_act
    waiter, voter = (ALICE, BRUNO) if waiting == 0 else (BRUNO, ALICE)

    now.advance(days=STALL_DAYS - 1)
    await table.bot.clock_dispatcher.run_due()
    await table.settle()
    assert not posts_with(table, "tt:vote:"), "not yet"

    now.advance(days=1)
    await table.bot.clock_dispatcher.run_due()
    await table.settle()
    [post] = posts_with(table, "tt:vote:")
    assert t("vote.motion_stalled", record.locale, player=f"<@{waiter.id}>", days=STALL_DAYS, needed=1, voters=1) \
        in post["content"]
    assert not await table.bot.store.actions(game_pk), "the wait plays nothing for the seat"
    refused = await table.click(waiter, int(post["id"]), [c for c in custom_ids(post) if c.endswith(":remove")][0])
    assert t("error.vote.not_voter", language_of(waiter.locale)) in refused.private_texts()

    [remove] = [c for c in custom_ids(post, "tt:vote:") if c.endswith(":remove")]
    await table.click(voter, int(post["id"]), remove)
    await table.settle()
    record = await table.bot.service.load(game_pk)
    assert record.seats[waiting].bot_playing == "normal"
    outcome = await table.bot.service.current(game_pk)
    assert waiting not in outcome.to_act, "the bot made the seat's move"
    assert [a.seat for a in await table.bot.store.actions(game_pk)][:1] == [waiting]
