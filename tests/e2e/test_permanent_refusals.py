"""Refusals Discord will not take back are not outages (issue 49, items 2 and 5).

The channel loses a permission (403 50013), its thread is archived (400 50083) or it is deleted (404
10003): for six simulated hours the worker probes it slowly instead of retrying, the host (every player,
for a deleted channel) is told once by DM what to fix, the actor is not promised a board that cannot
come, the operator gets one log line, and once the cause is fixed the channel catches up with the current
turn post within a minute.  A player who left the server (50278 / 10007) is not told in the channel to
open their DMs; the host is told once that the seat can be handed on.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, cast

import discord
import pytest

from bot import texts
from bot.delivery.faults import HELD_BACK, TOLD
from core.clock import utc_now
from core.i18n import t
from core.outbox import PROBE, DeliveryFault
from tests.e2e.conftest import ALICE, BRUNO
from tests.e2e.harness import CHANNEL_ID, GUILD_ID, FakeDiscord, Player, Sent, Table
from tests.e2e.lobby import start_game
from tests.e2e.play import Driver
from tests.e2e.test_delivery import pass_the_turn, texts_of, turn_posts

if TYPE_CHECKING:  # discord.types only names JSON shapes; importing it first at runtime is circular
    from discord.types.gateway import ThreadUpdateEvent

HOURS = 6
CHANNEL_URL = f"/channels/{CHANNEL_ID}/"
REFUSALS = pytest.mark.parametrize(
    ("status", "code", "fault"),
    [(403, 50013, DeliveryFault.PERMISSION), (400, 50083, DeliveryFault.ARCHIVED),
     (404, 10003, DeliveryFault.CHANNEL_GONE)],
    ids=["missing-permission", "archived-thread", "deleted-channel"],
)


def dm_channel(fake: FakeDiscord, player: Player) -> int:
    return next(channel for channel, user in fake.dm_channels.items() if user == player.id)


def dm_texts(fake: FakeDiscord, player: Player) -> list[str]:
    """Every new DM the player got, as text."""
    url = f"/channels/{dm_channel(fake, player)}/"
    return [str((s.body or {}).get("content")) for s in fake.requests if s.method == "POST" and url in s.url]


async def told_text(table: Table, game_pk: int, fault: DeliveryFault, lang: str = "en", player: str = "") -> str:
    outcome = await table.bot.service.current(game_pk)
    return t(TOLD[fault], lang, game=texts.game_name(outcome.game, lang), link=texts.channel_link(outcome.record),
             player=player)


async def hours_of_worker(table: Table, start: datetime, hours: int) -> None:
    """The delivery worker waking every minute of ``hours`` simulated hours from ``start``."""
    for minute in range(1, hours * 60 + 1):
        await table.bot.delivery.run_due(now=start + timedelta(minutes=minute))


@REFUSALS
async def test_a_channel_refusing_for_good_is_probed_slowly_told_once_and_caught_up_after_the_fix(
    fake: FakeDiscord, table: Table, caplog: pytest.LogCaptureFixture, status: int, code: int, fault: DeliveryFault
) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    driver = Driver(table, [ALICE, BRUNO], game_pk)
    refusal = fake.fail("*", "*", status=status, code=code, times=10**9, where=CHANNEL_URL)
    caplog.set_level(logging.INFO, logger="bot.delivery")
    dms = len(dm_texts(fake, BRUNO))
    said = texts_of(await pass_the_turn(driver))  # Alice's moves until Bruno is to act
    assert refusal.hits, "the channel was tried"
    assert t("bot.panel.saved_board_follows", "en") not in said, "no promise of a board"
    assert t(HELD_BACK[fault], "en") in said, "the actor hears the move is saved and what keeps the board out"
    assert len(dm_texts(fake, BRUNO)) > dms, "Bruno is still called to act by DM"

    start, hits = utc_now(), refusal.hits  # a refused request never reaches Discord's log: count the refusals
    await hours_of_worker(table, start, HOURS)
    probes = refusal.hits - hits
    assert probes <= HOURS * (timedelta(hours=1) // PROBE + 1), f"{probes} requests in {HOURS} h: no blind retries"
    assert probes >= HOURS, "the channel is probed again, to notice the fix"
    told_host = await told_text(table, game_pk, fault)
    assert dm_texts(fake, ALICE).count(told_host) == 1, "the host is told once"
    if fault is DeliveryFault.CHANNEL_GONE:
        assert dm_texts(fake, BRUNO).count(await told_text(table, game_pk, fault, "fr")) == 1, "so is every player"
    refused = [r for r in caplog.records if r.levelno >= logging.WARNING and "refuses channel" in r.getMessage()]
    assert len(refused) == 1, "one log line for the game and fault, not one per probe"
    assert not [r for r in caplog.records if "gave up" in r.getMessage()], "no notice dropped"
    assert not [r for r in caplog.records if r.exc_info], "no traceback"

    refusal.left = 0  # the host gives the permission back (or unarchives the thread)
    fixed = start + timedelta(hours=HOURS)
    await table.command(BRUNO, "status")  # the next interaction there shows the bot's permissions
    await table.bot.delivery.run_due(now=fixed + timedelta(minutes=1))
    outcome = await table.bot.service.current(game_pk)
    live = fake.messages[outcome.record.board_message_id or 0]
    assert int(live["channel_id"]) == CHANNEL_ID and live is turn_posts(fake)[-1], "the channel has the current post"
    assert f"<@{BRUNO.id}>" in str(live["content"]), "calling the player to act now"
    assert not await table.bot.store.pending_notice_count(game_pk), "nothing left behind"
    assert await table.bot.store.channel_fault(game_pk) is None


async def test_the_slow_probe_alone_notices_a_fix_no_event_told_of(fake: FakeDiscord, table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    refusal = fake.fail("*", "*", status=403, code=50013, times=10**9, where=CHANNEL_URL)
    await pass_the_turn(Driver(table, [ALICE, BRUNO], game_pk))
    start = utc_now()
    await hours_of_worker(table, start, 1)
    refusal.left = 0
    after = start + timedelta(hours=1)
    for minute in range(1, PROBE // timedelta(minutes=1) + 2):
        await table.bot.delivery.run_due(now=after + timedelta(minutes=minute))
    record = await table.bot.service.load(game_pk)
    assert f"<@{BRUNO.id}>" in str(fake.messages[record.board_message_id or 0]["content"])
    assert not await table.bot.store.pending_notice_count(game_pk)


async def test_a_deleted_channel_is_not_taken_for_a_deleted_turn_post(fake: FakeDiscord, table: Table) -> None:
    """Editing the turn post answers 404 Unknown Channel: the bot does not post it again and again."""
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    outcome = await table.bot.service.current(game_pk)
    move = outcome.game.notation(outcome.game.legal_actions(outcome.state, 0)[0])
    posts = fake.fail("POST", "/channels/{channel_id}/messages", status=404, code=10003, times=10**9, where=CHANNEL_URL)
    edits = fake.fail("*", "*", status=404, code=10003, times=10**9, where=CHANNEL_URL)
    await table.command(ALICE, "play", action=move)
    await hours_of_worker(table, utc_now(), 1)
    assert edits.hits, "the turn post was edited (the same segment goes on)"
    assert posts.hits <= 1, "the failed edit is not followed by a new post each time"


@pytest.mark.parametrize("code", [50278, 10007], ids=["no-mutual-guild", "unknown-member"])
async def test_a_player_who_left_is_not_told_to_open_dms_and_the_host_hears_of_replace_once(
    fake: FakeDiscord, table: Table, code: int
) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    driver = Driver(table, [ALICE, BRUNO], game_pk)
    fake.fail("*", "*", status=403 if code == 50278 else 404, code=code, times=10**9,
              where=f"/channels/{dm_channel(fake, BRUNO)}/")
    public: list[Sent] = []
    for _ in range(3):  # Alice hands the turn to Bruno, who plays from the channel, and back to him again
        public += [s for s in await pass_the_turn(driver) if s.public]
    await hours_of_worker(table, utc_now(), 1)
    public += [s for s in fake.requests if s.public]
    for lang in ("en", "fr"):
        assert t("bot.dm.failed_notice", lang, player=f"<@{BRUNO.id}>") not in texts_of(public), "no 'open your DMs'"
    replace_told = [text for text in dm_texts(fake, ALICE) if "/game replace" in text]
    assert len(replace_told) == 1, "the host is told once that the seat can be handed on"
    assert "Bruno" in replace_told[0]


async def test_a_thread_unarchived_catches_up_within_a_minute_without_anyone_acting(
    fake: FakeDiscord, table: Table
) -> None:
    """Discord's THREAD_UPDATE (the thread unarchived) is what the bot hears: it tries the thread again at once."""
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    archived = fake.fail("*", "*", status=400, code=50083, times=10**9, where=CHANNEL_URL)
    await pass_the_turn(Driver(table, [ALICE, BRUNO], game_pk))
    start = utc_now()
    await hours_of_worker(table, start, 1)
    archived.left = 0
    unarchived = {"id": str(CHANNEL_ID), "type": 11, "guild_id": str(GUILD_ID), "parent_id": str(CHANNEL_ID + 1),
                  "thread_metadata": {"archived": False}}
    # The payload is Discord's JSON built as a plain dict; discord.py names its shape with a TypedDict.
    table.bot.dispatch("raw_thread_update", discord.RawThreadUpdateEvent(cast("ThreadUpdateEvent", unarchived)))
    await table.settle()
    await table.bot.delivery.run_due(now=start + timedelta(hours=1, minutes=1))
    record = await table.bot.service.load(game_pk)
    assert f"<@{BRUNO.id}>" in str(fake.messages[record.board_message_id or 0]["content"])
    assert not await table.bot.store.pending_notice_count(game_pk)


async def test_the_host_is_told_once_even_across_a_restart(fake: FakeDiscord, db_path: Path) -> None:
    first = await Table.open(fake, db_path, seed_source=lambda bits: 7)
    game_pk, _ = await start_game(first, [ALICE, BRUNO])
    fake.fail("*", "*", status=403, code=50013, times=10**9, where=CHANNEL_URL)
    await pass_the_turn(Driver(first, [ALICE, BRUNO], game_pk))
    told = await told_text(first, game_pk, DeliveryFault.PERMISSION)
    await first.close()
    second = await Table.open(fake, db_path)
    try:
        await hours_of_worker(second, utc_now(), 1)
        assert dm_texts(fake, ALICE).count(told) == 1, "the restarted bot remembers the host was told"
    finally:
        await second.close()


async def test_a_turn_post_is_never_dropped_however_long_an_outage_lasts(fake: FakeDiscord, table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    outage = fake.fail("*", "*", status=503, times=10**9, where=CHANNEL_URL)
    await pass_the_turn(Driver(table, [ALICE, BRUNO], game_pk))
    start = utc_now()
    await hours_of_worker(table, start, 3)
    outage.left = 0
    for minute in range(1, PROBE // timedelta(minutes=1) + 2):
        await table.bot.delivery.run_due(now=start + timedelta(hours=3, minutes=minute))
    record = await table.bot.service.load(game_pk)
    assert f"<@{BRUNO.id}>" in str(fake.messages[record.board_message_id or 0]["content"]), "the current turn, at last"


async def test_an_abandoned_game_in_a_deleted_channel_stops_knocking(fake: FakeDiscord, table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    gone = fake.fail("*", "*", status=404, code=10003, times=10**9, where=CHANNEL_URL)
    await table.command(ALICE, "abandon")
    start = utc_now()
    await hours_of_worker(table, start, HOURS // 2)
    hits = gone.hits
    await hours_of_worker(table, start + timedelta(hours=HOURS // 2), HOURS // 2)
    assert gone.hits == hits, "nobody plays on: the bot stops probing the channel"
    assert not await table.bot.store.pending_notice_count(game_pk)
