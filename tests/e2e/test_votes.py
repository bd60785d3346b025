"""Through the real command tree: the pace in the lobby, away players on each board, and the table's
vote on a player who keeps timing out (replace with a claim button, or autopilot), across a restart."""

from __future__ import annotations

from pathlib import Path
from typing import Any


from core.i18n import t
from core.votes import TIMEOUTS_BEFORE_VOTE
from tests.e2e.conftest import ALICE, BRUNO, CHLOE
from tests.e2e.harness import CHANNEL_ID, FakeDiscord, Table, custom_ids
from tests.e2e.play import Driver
from tests.core.real_games import FakeClock

PACE = 12


async def paced_game(table: Table) -> int:
    """Alice opens a paced AoD game with ``/game new pace:``; Bruno joins; Alice starts."""
    await table.command(ALICE, "new", game="aod", pace=PACE)
    record = await table.bot.service.by_channel(CHANNEL_ID)
    assert record is not None and record.pace_hours == PACE and record.lobby_message_id is not None
    card = table.fake.messages[record.lobby_message_id]
    assert any(t("clock.lobby.pace", "en", hours=PACE) in field["value"] for field in card["embeds"][0]["fields"])
    await table.command(BRUNO, "join")
    await table.click(ALICE, record.lobby_message_id, f"tt:lobby:{record.id}:start")
    return record.id


def posts_with(table: Table, prefix: str) -> list[dict[str, Any]]:
    return [m for m in table.fake.messages.values() if custom_ids(m, prefix)]


async def until_alice_is_voted_on(table: Table, now: FakeClock, game_pk: int) -> dict[str, Any]:
    """Alice lets every one of her turns time out while Bruno plays his own; returns the vote post."""
    driver = Driver(table, [ALICE, BRUNO], game_pk)
    timeouts = 0
    while not posts_with(table, "tt:vote:"):
        outcome = await driver.current()
        assert outcome.result is None and timeouts <= TIMEOUTS_BEFORE_VOTE
        if 0 in outcome.to_act:
            now.advance(hours=PACE)
            fired = await table.bot.clock_dispatcher.run_due()
            await table.settle()
            timeouts += sum(1 for f in fired if f.outcome is not None)
        else:
            await driver.move()
    assert timeouts == TIMEOUTS_BEFORE_VOTE
    [post] = posts_with(table, "tt:vote:")
    return post


async def test_the_lobby_menu_sets_the_pace_and_the_card_shows_it(table: Table) -> None:
    await table.command(ALICE, "new", game="aod")
    record = await table.bot.service.by_channel(CHANNEL_ID)
    assert record is not None and record.lobby_message_id is not None
    card = table.fake.messages[record.lobby_message_id]
    assert t("clock.lobby.no_pace", "en") in str(card["embeds"])
    refused = await table.click(BRUNO, record.lobby_message_id, f"tt:pace:{record.id}", ["24"])
    assert refused.private_texts() and (await table.bot.service.load(record.id)).pace_hours is None
    await table.click(ALICE, record.lobby_message_id, f"tt:pace:{record.id}", ["24"])
    assert (await table.bot.service.load(record.id)).pace_hours == 24
    assert t("clock.lobby.pace", "en", hours=24) in str(table.fake.messages[record.lobby_message_id]["embeds"])
    await table.command(ALICE, "pace", hours=72)  # the command redraws the card too
    assert t("clock.lobby.pace", "en", hours=72) in str(table.fake.messages[record.lobby_message_id]["embeds"])


async def test_an_away_player_is_shown_on_each_board(clocked: Table, now: FakeClock) -> None:
    table = clocked
    game_pk = await paced_game(table)
    await table.command(BRUNO, "me away", days=2)
    moved = await Driver(table, [ALICE, BRUNO], game_pk).move()
    board = [s for s in moved.public_posts() if s.files]
    assert board and "⏸ **Bruno** is away until <t:" in board[-1].text
    shown = await table.command(ALICE, "board")
    assert "⏸ **Bruno** is away until" in shown.public_posts()[-1].text
    await table.command(BRUNO, "me away", days=0)
    again = await table.command(CHLOE, "board")  # not seated: shown to her alone
    assert again.private_texts() and "⏸" not in "\n".join(again.private_texts())


async def test_a_replace_vote_lets_a_non_player_claim_the_seat_and_its_hand(
    fake: FakeDiscord, clocked: Table, now: FakeClock
) -> None:
    table = clocked
    game_pk = await paced_game(table)
    post = await until_alice_is_voted_on(table, now, game_pk)
    assert "<@101>" in post["content"] and f"{TIMEOUTS_BEFORE_VOTE}" in post["content"]
    vote = f"tt:vote:{game_pk}:" + custom_ids(post, "tt:vote:")[0].split(":")[3]
    refused = await table.click(ALICE, int(post["id"]), f"{vote}:remove")
    assert t("error.vote.not_voter", "en") in " ".join(refused.private_texts())
    decided = await table.click(BRUNO, int(post["id"]), f"{vote}:replace")  # Bruno's client is French
    assert "Votre vote : remplacer" in " ".join(decided.private_texts())
    assert not custom_ids(table.fake.messages[int(post["id"])]), "a decided vote keeps no buttons"
    [claim_post] = posts_with(table, "tt:claim:")
    assert t("vote.decided.replace", "en", player="<@101>") in claim_post["content"]
    [claim] = custom_ids(claim_post)
    refused = await table.click(BRUNO, int(claim_post["id"]), claim)
    assert t("error.replace.already_seated", "fr") in " ".join(refused.private_texts())
    claimed = await table.click(CHLOE, int(claim_post["id"]), claim)
    assert (await table.bot.service.load(game_pk)).user_of(0) == CHLOE.id
    chloe_dm = next(c for c, u in fake.dm_channels.items() if u == CHLOE.id)
    assert any(s.files and str(chloe_dm) in s.url for s in claimed.dms()), "the hand reaches the new player"
    assert "<@103>" in table.fake.messages[int(claim_post["id"])]["content"]
    assert not custom_ids(table.fake.messages[int(claim_post["id"])])


async def test_an_autopilot_vote_survives_a_restart_and_a_bot_plays_the_seat_at_once(
    fake: FakeDiscord, db_path: Path, now: FakeClock
) -> None:
    table = await Table.open(fake, db_path, seed_source=lambda bits: 12345, now=now)
    try:
        game_pk = await paced_game(table)
        post = await until_alice_is_voted_on(table, now, game_pk)
    finally:
        await table.close()
    table = await Table.open(fake, db_path, seed_source=lambda bits: 12345, now=now)  # the bot restarts
    try:
        [remove] = [c for c in custom_ids(post, "tt:vote:") if c.endswith(":remove")]
        await table.click(BRUNO, int(post["id"]), remove)
        record = await table.bot.service.load(game_pk)
        assert record.seats[0].autopilot
        assert t("vote.decided.remove", "en", player="<@101>") in table.fake.messages[int(post["id"])]["content"]
        await table.settle()
        driver = Driver(table, [ALICE, BRUNO], game_pk)
        moved_by_bruno = 0
        for _ in range(60):  # Alice's turns are played by a bot as soon as they come, without time passing
            outcome = await driver.current()
            if moved_by_bruno >= 4 or outcome.result is not None:
                break
            assert 0 not in outcome.to_act
            moved = await driver.move()
            board = [s for s in moved.public_posts() if s.files][-1]
            assert t("clock.board.autopilot", "en", player="**Alice**") in board.text
            moved_by_bruno += 1
        assert moved_by_bruno
        assert not await table.bot.clock_dispatcher.run_due(), "no clock runs for an autopilot seat"
        assert len(await table.bot.store.motions_of(game_pk)) == 1
    finally:
        await table.close()
