"""A seat on autopilot is played by a bot player (issue 11): after the table's vote or the host's call,
at the level the host picks, its moves posted like anyone's; the player coming back stops the bot,
and a clock that runs out without autopilot still plays the game's default.  On SQLite and PostgreSQL."""

from __future__ import annotations

import re

from core.i18n import t
from tests.e2e.conftest import ALICE, BRUNO
from tests.e2e.harness import Table, custom_ids
from tests.e2e.play import Driver
from tests.e2e.test_votes import paced_game, until_alice_is_voted_on
from tests.core.real_games import FakeClock


async def bruno_plays_until_alice_moved(table: Table, driver: Driver, turns: int) -> list[int]:
    """Bruno makes his moves; Alice's seat is never left waiting.  Returns the log numbers of her moves."""
    before = len(await table.bot.store.actions(driver.game_pk))
    for _ in range(200):
        outcome = await driver.current()
        alice_moves = [a for a in (await table.bot.store.actions(driver.game_pk))[before:] if a.seat == 0]
        if outcome.result is not None or len({a.version_after for a in alice_moves}) >= turns:
            return [a.n for a in alice_moves]
        assert 0 not in outcome.to_act, "after Bruno's move settles, the bot has played Alice's seat"
        moved = await driver.move()
        pinged = [s.text[max(0, s.text.index("<@101>") - 200):s.text.index("<@101>") + 80] for s in moved.public_posts() if "<@101>" in s.text]
        assert not pinged, pinged
    raise AssertionError("the game did not go on")


async def test_a_voted_autopilot_is_played_by_a_bot_at_the_hosts_level_until_the_player_is_back(
    clocked: Table, now: FakeClock
) -> None:
    table = clocked
    game_pk = await paced_game(table)
    post = await until_alice_is_voted_on(table, now, game_pk)
    [remove] = [c for c in custom_ids(post, "tt:vote:") if c.endswith(":remove")]
    await table.click(BRUNO, int(post["id"]), remove)
    await table.settle()
    record = await table.bot.service.load(game_pk)
    assert record.seats[0].autopilot and record.seats[0].bot_playing == "normal", "the default level"
    assert "normal bot" in table.fake.messages[int(post["id"])]["content"]
    driver = Driver(table, [ALICE, BRUNO], game_pk)
    played = await bruno_plays_until_alice_moved(table, driver, turns=2)
    log = {a.n: a for a in await table.bot.store.actions(game_pk)}
    assert played and not any(log[n].by_clock for n in played), "a bot's moves, not the clock's default"
    assert not [tm for tm in await table.bot.store.timers_of(game_pk) if tm.seat == 0 and tm.fired_at is None]

    refused = await table.command(BRUNO, "autopilot", user=ALICE, level="easy")
    assert t("error.autopilot.not_allowed", "fr", host="<@101>") in " ".join(refused.private_texts())
    picked = await table.command(ALICE, "autopilot", user=ALICE, level="easy")  # Alice is the host
    assert t("seat.autopilot.on", "en", player="<@101>", level="easy") in picked.public_posts()[0].text
    assert (await table.bot.service.load(game_pk)).seats[0].bot_playing == "easy"
    await bruno_plays_until_alice_moved(table, driver, turns=1)

    back = await table.command(ALICE, "autopilot", level="off")
    assert t("seat.autopilot.off", "en", player="<@101>") in back.public_posts()[0].text
    record = await table.bot.service.load(game_pk)
    assert not record.seats[0].autopilot and record.seats[0].bot_playing is None
    hand_dms = [s for s in back.sent if not s.public and re.search(r"/channels/\d+/messages", s.url)
                and table.fake.dm_channels.get(int(re.findall(r"/channels/(\d+)/", s.url)[0])) == ALICE.id
                and any(name == "hand.png" for name, _ in s.files)]
    assert hand_dms, "back from autopilot, Alice's DM shows her hand as the bot left it"
    called = 0 in (await driver.current()).to_act
    assert [s.method for s in hand_dms] == ["POST" if called else "PATCH"], "a new DM only if it is her move"
    for _ in range(200):  # Bruno plays on; Alice's turn now waits for her, with her clock running
        outcome = await driver.current()
        if outcome.result is not None or 0 in outcome.to_act:
            break
        await driver.move()
    await table.settle()
    outcome = await driver.current()
    if outcome.result is None:
        assert 0 in outcome.to_act, "the bot stopped: Alice's turn waits for her"
        [deadline] = [tm for tm in await table.bot.store.timers_of(game_pk)
                      if tm.seat == 0 and tm.kind == "timeout" and tm.game_version == outcome.record.version]
        now.advance(hours=24)
        fired = await table.bot.clock_dispatcher.run_due()
        await table.settle()
        assert any(f.timer.id == deadline.id and f.outcome is not None for f in fired)
        last = (await table.bot.store.actions(game_pk))[-1]
        assert last.seat == 0 and last.by_clock, "without autopilot, a clock that runs out plays the default"


async def test_the_host_puts_a_seat_on_autopilot_but_one_person_keeps_playing(clocked: Table) -> None:
    table = clocked
    game_pk = await paced_game(table)
    refused = await table.command(BRUNO, "autopilot", user=ALICE, level="strong")  # not another's seat
    assert t("error.autopilot.not_allowed", "fr", host="<@101>") in " ".join(refused.private_texts())
    await table.command(ALICE, "autopilot", user=BRUNO, level="easy")
    assert (await table.bot.service.load(game_pk)).seats[1].bot_playing == "easy"
    last = await table.command(ALICE, "autopilot", user=ALICE, level="normal")
    assert t("error.autopilot.last_person", "en") in " ".join(last.private_texts())
    driver = Driver(table, [ALICE, BRUNO], game_pk)
    await table.settle()
    for _ in range(40):  # Alice plays; Bruno's seat answers at once
        outcome = await driver.current()
        if outcome.result is not None:
            break
        assert outcome.to_act == {0}
        await driver.move()
    assert any(a.seat == 1 and not a.by_clock for a in await table.bot.store.actions(game_pk))
    assert (await table.bot.service.verify(game_pk)).ok, "autopilot moves replay from the log without a search"
