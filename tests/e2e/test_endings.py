"""The end of a game reaches the whole table (issue 50, items 2 and 6).

A won game, a lost cooperative game and an abandoned one each end with one final post that mentions every
person seated once (and lets exactly them be notified), every hand DM edited to the end without its Play
button, and no message left saying "your move".  ``/game board`` posts in the channel only for a seated
player, once per turn; its copies lose "your move" and their buttons when the turn moves on, and so do the
clock's reminders (in the channel and by DM), even one the database failed to record (an outage) or one sent
as the game ended whose retirement Discord failed at first.

The move that ends a game is a real one, played through the command tree: the game's rules are only told
that it finishes the game, so a test needs no hundreds of moves to get there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pydantic import BaseModel

import render.aod
import render.underworld
from bot import texts
from core.db.base import ConnectionLost
from core.i18n import t
from core.storage import GameStatus, PostRecord
from rules.aod.game import AOD
from rules.core import Result, Seat, Transition
from rules.underworld.game import UNDERWORLD
from tests.e2e.conftest import ALICE, BRUNO, CHLOE, DAVID, TINY_PNG
from tests.e2e.harness import EPHEMERAL, Exchange, FakeDiscord, Player, Sent, Table, custom_ids
from tests.e2e.lobby import start_game
from tests.e2e.play import Driver
from tests.e2e.test_delivery import deliver_everything
from tests.e2e.test_trust import start_paced
from tests.trust.support import FakeClock

CHANNEL_POST = "/channels/{channel_id}/messages"
YOUR_MOVE = {"en": (", your move", "It's your move", "it’s your move", "Your move in"),
             "fr": ("à vous de jouer", "À vous de jouer")}


def newest_channel_post(fake: FakeDiscord) -> dict[str, Any]:
    """The bot's latest message in a server channel (a board copy is an ordinary channel message)."""
    return fake.messages[max(m for m, message in fake.messages.items()
                             if int(message["channel_id"]) not in fake.dm_channels and "webhook_id" not in message)]


@pytest.fixture(autouse=True)
def quick_pictures(monkeypatch: pytest.MonkeyPatch) -> None:
    """Boards and hands are not drawn: these tests read words and buttons."""
    for module in (render.aod, render.underworld):
        monkeypatch.setattr(module, "render_board", lambda view, **_: TINY_PNG)
        monkeypatch.setattr(module, "render_hand", lambda view, **_: TINY_PNG)


@pytest.fixture
def last_move(monkeypatch: pytest.MonkeyPatch) -> Callable[[Any, dict[str, Any]], None]:
    """``last_move(game, fields)``: the next action applied in ``game`` also sets ``fields`` of its state (say
    ``finished``), which ends the game."""

    def ending(game: Any, fields: dict[str, Any]) -> None:
        real = game.apply

        def apply(state: BaseModel, seat: Seat, action: Any) -> Transition[Any]:
            done = real(state, seat, action)
            return Transition.model_construct(state=done.state.model_copy(update=fields), events=done.events)
        monkeypatch.setattr(game, "apply", apply)
    return ending


def final_post(exchange: Exchange) -> Sent:
    created = [s for s in exchange.sent if s.method == "POST" and s.path == CHANNEL_POST and s.public
               and any(name == "board.png" for name, _ in s.files)]
    assert len(created) == 1, "one final post"
    return created[0]


def content(sent: Sent) -> str:
    return str((sent.body or {}).get("content") or "")


def told(sent: Sent) -> set[int]:
    """The users a post may notify."""
    allowed = (sent.body or {}).get("allowed_mentions") or {}
    assert "users" not in allowed.get("parse", []), "only the seated people, named one by one"
    return {int(user) for user in allowed.get("users", [])}


def dm_messages(fake: FakeDiscord) -> dict[int, dict[str, Any]]:
    """Each player's DMs from the bot, by message id."""
    return {m: message for m, message in fake.messages.items() if int(message["channel_id"]) in fake.dm_channels}


def live_your_move(fake: FakeDiscord) -> list[str]:
    """Every message players can still see (channel posts, DMs; not private answers) that asks someone to
    move or offers Play."""
    found = []
    for message in fake.messages.values():
        if message["flags"] & EPHEMERAL:
            continue
        text = str(message["content"])
        if custom_ids(message, "tt:play") or any(words in text for said in YOUR_MOVE.values() for words in said):
            found.append(text)
    return found


def assert_dms_tell_the_end(fake: FakeDiscord, players: list[Player], key: str, game: str) -> None:
    """Every seated player's hand DM was edited to the end (in their language), with no button left."""
    by_user: dict[int, list[dict[str, Any]]] = {}
    for message in dm_messages(fake).values():
        by_user.setdefault(fake.dm_channels[int(message["channel_id"])], []).append(message)
    for player in players:
        dms = by_user.get(player.id, [])
        assert dms, f"{player.name} had a hand DM"
        lang = "fr" if player.locale == "fr" else "en"
        opening = t(key, lang, game=t(f"game.{game}.name", lang), link="", player="").split("(")[0]
        for message in dms:
            assert not message["components"], f"{player.name}'s DM keeps no button"
        assert any(str(m["content"]).startswith(opening) for m in dms), (player.name, [m["content"] for m in dms])


async def test_a_won_game_is_told_to_every_seat(table: Table, last_move: Callable[[Any, dict[str, Any]], None]) -> None:
    players = [ALICE, BRUNO, CHLOE]
    game_pk, _ = await start_game(table, players)
    driver = Driver(table, players, game_pk)
    await driver.move()
    last_move(AOD, {"finished": True})
    ended = await driver.move()
    outcome = await driver.current()
    result = outcome.result
    assert result is not None and outcome.record.status is GameStatus.FINISHED
    post = final_post(ended)
    text = content(post)
    for player in players:
        assert text.count(f"<@{player.id}>") == 1, f"{player.name} is mentioned once"
    mover = players[(await table.bot.store.actions(game_pk))[-1].seat].id
    assert told(post) == {player.id for player in players} - {mover}, "the last mover is named, not notified"
    for rank, seat in texts.ranks(result, range(len(players))):
        key = "bot.result.rank_won" if seat in result.winners else "bot.result.rank"
        assert t(key, "en", rank=rank, player=f"<@{players[seat].id}>", points=result.scores[seat]) in text
    names = ", ".join(f"**{players[seat].name}**" for seat in sorted(result.winners))
    assert t("bot.result.winners", "en", players=names, count=len(result.winners)) in text, "the winners named"
    assert "tt:play" not in post.text and f"tt:rematch:{game_pk}" in post.text
    assert_dms_tell_the_end(table.fake, players, "bot.dm.over", "aod")
    assert not live_your_move(table.fake), "no message still asks anyone to move"


async def test_a_lost_cooperative_game_is_told_to_every_seat(
    table: Table, last_move: Callable[[Any, dict[str, Any]], None]
) -> None:
    players = [ALICE, BRUNO]
    game_pk, _ = await start_game(table, players, game="underworld")
    last_move(UNDERWORLD, {"finished": True, "won": False, "loss": "a"})
    ended = await Driver(table, players, game_pk).move()
    outcome = await table.bot.service.current(game_pk)
    assert outcome.result is not None and not outcome.result.winners, "a lost cooperative game: nobody wins"
    post = final_post(ended)
    text = content(post)
    for player in players:
        assert text.count(f"<@{player.id}>") == 1, "a lost game names everyone, not nobody"
    mover = players[(await table.bot.store.actions(game_pk))[-1].seat].id
    assert told(post) == {ALICE.id, BRUNO.id} - {mover}, "everyone but the last mover, who made it end"
    assert t("bot.result.no_winner", "en") in text
    assert_dms_tell_the_end(table.fake, players, "bot.dm.over", "underworld")
    assert not live_your_move(table.fake)


async def test_an_abandoned_game_is_told_to_every_seat(table: Table) -> None:
    players = [ALICE, BRUNO, CHLOE]
    game_pk, _ = await start_game(table, players)
    await Driver(table, players, game_pk).move()
    await table.command(ALICE, "autopilot", level="normal", user=CHLOE)  # her DM hears the end all the same
    assert (await table.bot.service.load(game_pk)).seats[2].autopilot
    live = (await table.bot.service.load(game_pk)).board_message_id or 0
    assert custom_ids(table.fake.messages[live], "tt:play")
    ended = await table.command(DAVID, "abandon")  # a server manager, not seated
    assert ended.private_texts() == [t("bot.ended.done", "en")]
    post = final_post(ended)
    text = content(post)
    for player in players:
        assert text.count(f"<@{player.id}>") == 1, f"{player.name} is mentioned once"
    assert told(post) == {player.id for player in players}, "whoever ended it is named, not notified"
    assert t("bot.abandoned", "en", game=t("game.aod.name", "en"), player=f"<@{DAVID.id}>") in text
    assert not custom_ids(table.fake.messages[live]), "the last turn post lost its Play button"
    assert not live_your_move(table.fake), "no message still asks anyone to move"
    assert_dms_tell_the_end(table.fake, players, "bot.dm.abandoned", "aod")
    status = "\n".join((await table.command(ALICE, "status")).private_texts())
    assert t("table.status.ended_early", "en") in status and f"<@{DAVID.id}>" in status
    assert t("bot.status.to_act", "en", players="").strip() not in status, "nobody is to play"


async def test_the_host_abandoning_is_named_and_mentioned_once(table: Table) -> None:
    players = [ALICE, BRUNO]
    await start_game(table, players)
    text = content(final_post(await table.command(ALICE, "abandon")))
    assert text.count(f"<@{ALICE.id}>") == 1 and f"**{ALICE.name}**" in text


async def test_the_board_is_posted_publicly_once_per_turn_by_a_seated_player(table: Table) -> None:
    players = [ALICE, BRUNO]
    game_pk, _ = await start_game(table, players)
    outsider = await table.command(CHLOE, "board")
    assert not outsider.public_posts(), "a non-player cannot make the bot post"
    assert outsider.private_texts()[0].startswith(t("bot.board.not_seated", "fr"))
    first = await table.command(BRUNO, "board")
    copies = [s for s in first.public_posts() if any(name == "board.png" for name, _ in s.files)]
    assert len(copies) == 1, "a seated player's copy goes to the channel"
    copy = newest_channel_post(table.fake)
    assert custom_ids(copy, "tt:play"), "a copy of the live post works like it while the turn lasts"
    again = await table.command(ALICE, "board")
    assert not [s for s in again.public_posts() if s.files], "one public copy per turn"
    assert table.fake.originals[again.tokens[0]] not in table.fake.messages or not again.public_posts(), \
        "no public placeholder is left"
    assert again.private_texts()[0].startswith(t("bot.board.once_per_turn", "en"))
    driver = Driver(table, players, game_pk)
    first_to_act = min((await driver.current()).to_act)
    while min((await driver.current()).to_act) == first_to_act:
        await driver.move()
    assert not custom_ids(copy), "the copy lost its buttons once the turn moved on"
    assert not any(words in str(copy["content"]) for words in YOUR_MOVE["en"]), "nor does it say your move"
    next_turn = await table.command(ALICE, "board")
    assert next_turn.public_posts(), "a new turn: a copy may be posted again"


async def test_the_end_reaches_a_dm_discord_failed_to_edit_at_first(fake: FakeDiscord, table: Table) -> None:
    players = [ALICE, BRUNO]
    game_pk, _ = await start_game(table, players)
    hands = [m for m, message in dm_messages(fake).items() if custom_ids(message, "tt:play")]
    assert hands, "the player to act has a DM with Play"
    outage = fake.fail("PATCH", "/channels/{channel_id}/messages/{message_id}", status=503, where=str(hands[0]))
    await table.command(ALICE, "abandon")
    await deliver_everything(table)
    assert outage.hits == 1, "Discord failed the first edit"
    assert not custom_ids(fake.messages[hands[0]]), "the end was retried until the DM shows it"
    assert_dms_tell_the_end(fake, players, "bot.dm.abandoned", "aod")


async def test_a_copy_discord_will_not_edit_does_not_hold_the_turn_back(fake: FakeDiscord, table: Table) -> None:
    players = [ALICE, BRUNO]
    game_pk, _ = await start_game(table, players)
    await table.command(ALICE, "board")
    copy = newest_channel_post(table.fake)
    refused = fake.fail("PATCH", "*", status=403, code=50005, times=10, where=str(copy["id"]))
    driver = Driver(table, players, game_pk)
    first_to_act = min((await driver.current()).to_act)
    while min((await driver.current()).to_act) == first_to_act:
        await driver.move()
    assert refused.hits == 1, "tried once, then left as it is"
    assert not await table.bot.store.pending_notice_count(game_pk), "the new turn post is out, nothing waits"


async def test_five_boards_at_once_make_one_public_copy(table: Table) -> None:
    players = [ALICE, BRUNO]
    await start_game(table, players)
    storm = await table.run(*(table.command_payload(players[n % 2], "board") for n in range(5)))
    copies = [s for s in storm.public_posts() if any(name == "board.png" for name, _ in s.files)]
    assert len(copies) == 1, "the channel gets one copy; the other four askers see it privately"
    assert sum(bool(storm.private_texts(token)) for token in storm.tokens) == 4


async def remind(table: Table, now: FakeClock, players: list[Player]) -> dict[int, dict[str, Any]]:
    """A paced game whose player to act gets the half-time reminder in the channel and by DM: the reminders, by
    message id."""
    for player in players:
        await table.command(player, "me notify", by="both")
    await start_paced(table, players, 12)
    now.advance(hours=6)
    assert [f.timer.kind for f in await table.bot.clock_dispatcher.run_due()] == ["half"]
    reminders = {m: message for m, message in table.fake.messages.items() if str(message["content"]).startswith("⏰")}
    assert len(reminders) == 2 and len(set(reminders) & set(dm_messages(table.fake))) == 1, "one post, one DM"
    assert all(any(words in str(m["content"]) for said in YOUR_MOVE.values() for words in said)
               for m in reminders.values()), "a reminder asks for the move"
    return reminders


def assert_retired(fake: FakeDiscord, reminders: dict[int, dict[str, Any]], player: Player) -> None:
    """The reminders now say the turn they asked for is over, in the channel's language and in the player's."""
    lang = "fr" if player.locale == "fr" else "en"
    dm = next(m for m in reminders if m in dm_messages(fake))
    post = next(m for m in reminders if m != dm)
    assert fake.messages[post]["content"] == t("clock.reminder_past", "en", player=f"<@{player.id}>",
                                               game=t("game.aod.name", "en"))
    assert str(fake.messages[dm]["content"]).startswith(
        t("clock.reminder_dm_past", lang, game=t("game.aod.name", lang), link="").split("(")[0])
    assert not [text for text in live_your_move(fake) if text.startswith("⏰")], "no reminder still asks to move"


async def test_reminders_stop_asking_once_the_turn_moves_on(clocked: Table, now: FakeClock) -> None:
    players = [ALICE, BRUNO]
    reminders = await remind(clocked, now, players)
    game_pk = max(game.id for game in await clocked.bot.service.games_of(ALICE.id))
    driver = Driver(clocked, players, game_pk)
    reminded = min((await driver.current()).to_act)
    while min((await driver.current()).to_act) == reminded:
        await driver.move()
    assert_retired(clocked.fake, reminders, players[reminded])
    assert not await clocked.bot.store.pending_notice_count(game_pk)


async def test_reminders_stop_asking_once_the_game_is_abandoned(clocked: Table, now: FakeClock) -> None:
    players = [ALICE, BRUNO]
    reminders = await remind(clocked, now, players)
    game_pk = max(game.id for game in await clocked.bot.service.games_of(ALICE.id))
    reminded = min((await clocked.bot.service.current(game_pk)).to_act)
    await clocked.command(DAVID, "abandon")
    assert_retired(clocked.fake, reminders, players[reminded])
    assert not live_your_move(clocked.fake), "no message still asks anyone to move"


async def test_a_reminder_sent_as_the_turn_moves_on_is_retired_at_once(clocked: Table, now: FakeClock) -> None:
    players = [ALICE, BRUNO]
    for player in players:
        await clocked.command(player, "me notify", by="both")
    game_pk = await start_paced(clocked, players, 12)
    now.advance(hours=6)
    [fired] = await clocked.bot.clock.fire_due()  # the reminder is due, taken, not yet sent...
    driver = Driver(clocked, players, game_pk)
    reminded = min((await driver.current()).to_act)
    while min((await driver.current()).to_act) == reminded:  # ...when the player moves
        await driver.move()
    await clocked.bot.clock_dispatcher._remind(fired)
    reminders = {m: message for m, message in clocked.fake.messages.items() if str(message["content"]).startswith("⏰")}
    assert len(reminders) == 2
    assert_retired(clocked.fake, reminders, players[reminded])


async def test_a_reminder_discord_will_not_edit_does_not_hold_the_turn_back(
    fake: FakeDiscord, clocked: Table, now: FakeClock
) -> None:
    players = [ALICE, BRUNO]
    reminders = await remind(clocked, now, players)
    dm = next(m for m in reminders if m in dm_messages(fake))
    refused = fake.fail("PATCH", "*", status=403, code=50007, times=10, where=str(dm))
    game_pk = max(game.id for game in await clocked.bot.service.games_of(ALICE.id))
    await clocked.command(DAVID, "abandon")
    await deliver_everything(clocked)
    assert refused.hits == 1, "tried once, then left as it is"
    assert not await clocked.bot.store.pending_notice_count(game_pk), "the final post is out, nothing waits"
    [post] = [m for m in reminders if m != dm]
    assert not any(words in str(fake.messages[post]["content"]) for words in YOUR_MOVE["en"]), \
        "the channel's reminder was retired all the same"


async def test_a_late_reminder_at_the_games_end_is_retired_once_discord_answers(
    fake: FakeDiscord, clocked: Table, now: FakeClock
) -> None:
    """The reminder goes out as the game is abandoned: no turn post will follow to retire it, so its own
    retirement is retried until it is done."""
    players = [ALICE, BRUNO]
    for player in players:
        await clocked.command(player, "me notify", by="both")
    game_pk = await start_paced(clocked, players, 12)
    reminded = min((await clocked.bot.service.current(game_pk)).to_act)
    now.advance(hours=6)
    [fired] = await clocked.bot.clock.fire_due()  # the reminder is due, taken, not yet sent...
    await clocked.command(DAVID, "abandon")  # ...when the game ends
    outage = fake.fail("PATCH", "*", status=503, times=10**9)
    await clocked.bot.clock_dispatcher._remind(fired)
    reminders = {m: message for m, message in fake.messages.items() if str(message["content"]).startswith("⏰")}
    assert len(reminders) == 2 and outage.hits, "sent, and Discord failed to retire them at once"
    assert await clocked.bot.store.pending_notice_count(game_pk), "their retirement waits to be tried again"
    outage.left = 0
    await deliver_everything(clocked)
    assert_retired(fake, reminders, players[reminded])
    assert not live_your_move(fake), "no message still asks anyone to move"


@pytest.mark.parametrize("moved_during_outage", [False, True], ids=["recorded-then-moved", "moved-then-recorded"])
async def test_a_reminder_the_database_failed_to_record_is_retired_all_the_same(
    clocked: Table, now: FakeClock, monkeypatch: pytest.MonkeyPatch, moved_during_outage: bool
) -> None:
    players = [ALICE, BRUNO]
    for player in players:
        await clocked.command(player, "me notify", by="both")
    game_pk = await start_paced(clocked, players, 12)
    store, posts = clocked.bot.store, clocked.bot.store.kept_posts  # posts: where the reminders are kept
    save_post, failed = posts.save_post, []

    async def down(post: PostRecord) -> None:
        if post.slot.startswith("remind:"):
            failed.append(post.slot)
            raise ConnectionLost("the server closed the connection")
        await save_post(post)
    monkeypatch.setattr(posts, "save_post", down)
    now.advance(hours=6)
    assert [f.timer.kind for f in await clocked.bot.clock_dispatcher.run_due()] == ["half"], "sent all the same"
    reminders = {m: message for m, message in clocked.fake.messages.items() if str(message["content"]).startswith("⏰")}
    assert len(reminders) == 2 and failed, "both reminders out, their recording refused"
    driver = Driver(clocked, players, game_pk)
    reminded = min((await driver.current()).to_act)

    async def move_on() -> None:
        while min((await driver.current()).to_act) == reminded:
            await driver.move()
    if moved_during_outage:
        await move_on()
    monkeypatch.setattr(posts, "save_post", save_post)  # the database answers again
    await clocked.bot.clock_dispatcher.run_due()  # the dispatcher's next round records them first
    if not moved_during_outage:
        await move_on()
    assert_retired(clocked.fake, reminders, players[reminded])
    assert not await store.pending_notice_count(game_pk)


def test_ranks_put_winners_first_and_share_ties() -> None:
    result = Result(winners=frozenset({2}), scores={0: 5, 1: 7, 2: 3, 3: 5})
    assert texts.ranks(result, range(4)) == [(1, 2), (2, 1), (3, 0), (3, 3)]
