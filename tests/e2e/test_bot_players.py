"""Bot players through Discord (issue 11): the host seats a bot, it plays its own turns at once, and
the table sees its moves like anyone's — named, never pinged, never DMed."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
import os
import signal
from pathlib import Path

import pytest

from bot import widgets
from core import autoplay
from core.i18n import t
from core.service import Outcome
from rules.core import Seat

from tests.e2e.conftest import ALICE, BRUNO, CHLOE, DAVID
from tests.e2e.harness import GUILD_ID
from tests.e2e.harness import FakeDiscord, Player, Table, custom_ids, walk_components
from tests.e2e.lobby import open_lobby
from tests.e2e.play import Driver


async def seat_a_bot(table: Table, game: str, level: str = "easy") -> tuple[int, int]:
    game_pk, lobby = await open_lobby(table, ALICE, game=game)
    menu = await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:bots")
    picker = table.fake.originals[menu.tokens[0]]
    await table.click(ALICE, picker, f"tt:bots:{game_pk}", [level])
    return game_pk, lobby


async def test_the_host_plays_the_angel_of_darkness_against_a_bot(fake: FakeDiscord, table: Table) -> None:
    game_pk, lobby = await seat_a_bot(table, "aod")
    record = await table.bot.service.load(game_pk)
    assert [seat.is_bot for seat in record.seats] == [False, True]
    card = fake.messages[lobby]
    assert "Bot 1" in str(card["embeds"]), "the lobby card lists the bot player"
    refused = await table.click(BRUNO, lobby, f"tt:lobby:{game_pk}:bots")
    assert refused.private_texts(), "only the host seats bots"
    await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    driver = Driver(table, [ALICE, ALICE], game_pk)
    bot_moves_seen, waiting_on_bot = 0, list[str]()
    for _ in range(12):
        outcome = await driver.current()
        if outcome.result is not None:
            break
        assert outcome.to_act == {0}, "after any move of Alice's, the bot's turn is already played"
        exchange = await driver.move()
        bot_moves_seen += sum("**Bot 1 (" in str((s.body or {}).get("content")) for s in exchange.public_posts())
        assert not [s for s in exchange.sent if "<@-" in s.text], "a bot is never mentioned"
        waiting_on_bot += [s.text for s in exchange.public_posts() if "🤖 **Bot 1**" in s.text]
    actions = await table.bot.store.actions(game_pk)
    assert any(a.seat == 1 for a in actions), "the bot played"
    assert bot_moves_seen, "its moves appear in the turn posts under its name"
    play_hint, bot_hint = t("bot.turn.hint", "en"), t("bot.turn.bot_hint", "en")
    assert waiting_on_bot, "the table saw the bot's turn in progress"
    assert all(play_hint not in text and bot_hint in text for text in waiting_on_bot), "nobody is asked to press Play for it"
    dm_users = set(fake.dm_channels.values())
    assert all(user > 0 for user in dm_users), "nobody DMs a bot"
    verdict = await table.bot.service.verify(game_pk)
    assert verdict.ok, "a bot's moves replay from the log like anyone's, without searching again"


async def test_the_host_picks_a_bots_character(fake: FakeDiscord, table: Table) -> None:
    """The bots menu has a character menu for each bot seated, as joining gives a person one: here the
    host seats two bots, then makes the first one Lara, who moves first; Alice plays Joachim."""
    game_pk, lobby = await seat_a_bot(table, "aod")
    picker = max(m for m in fake.messages if f"tt:bots:{game_pk}" in str(fake.messages[m]))
    await table.click(ALICE, picker, f"tt:bots:{game_pk}", ["normal"])
    menu = fake.messages[picker]
    assert custom_ids(menu, "tt:botrole:") == [f"tt:botrole:{game_pk}:1", f"tt:botrole:{game_pk}:2"], "one per bot"
    [first] = [c for c in walk_components(menu) if c.get("custom_id") == f"tt:botrole:{game_pk}:1"]
    assert [o["value"] for o in first["options"]] == ["-", "lara", "pieter", "joachim"], "any, or a free character"
    assert t("bot.level.role_hint", "en") in menu["content"]
    refused = await table.click(BRUNO, picker, f"tt:botrole:{game_pk}:1", ["lara"])
    assert refused.private_texts() and (await table.bot.service.load(game_pk)).seats[1].role is None
    forged = await table.click(ALICE, picker, f"tt:botrole:{game_pk}:1", ["nobody"])
    assert t("error.lobby.bad_role", "en", role="nobody") in " ".join(forged.private_texts())
    assert (await table.bot.service.load(game_pk)).seats[1].role is None, "refusals change nothing"
    chosen = await table.click(ALICE, picker, f"tt:botrole:{game_pk}:1", ["lara"])
    assert t("bot.level.role_set", "en", number=1, role="Lara Croft") in str([s.body for s in chosen.sent])
    [second] = [c for c in walk_components(fake.messages[picker]) if c.get("custom_id") == f"tt:botrole:{game_pk}:2"]
    assert "lara" not in [o["value"] for o in second["options"]], "Bot 2 can no longer be Lara"
    await table.click(ALICE, picker, f"tt:botrole:{game_pk}:2", ["pieter"])
    record = await table.bot.service.load(game_pk)
    assert [seat.role for seat in record.seats] == [None, "lara", "pieter"]
    assert "🤖 **Bot 1** (easy): Lara Croft" in str(fake.messages[lobby]["embeds"]), "the card: its level and character"
    await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    await table.settle()
    outcome = await table.bot.service.current(game_pk)
    assert [a.seat for a in await table.bot.store.actions(game_pk)][:1] == [1], "Lara, the bot, moved first"
    assert outcome.to_act == {0} or outcome.result is not None


async def test_a_rematch_seats_the_same_bots_and_they_play(fake: FakeDiscord, table: Table) -> None:
    """A rematch keeps the table, bots included: the same levels and characters, and they play."""
    game_pk, lobby = await seat_a_bot(table, "aod", "normal")
    picker = max(m for m in fake.messages if f"tt:botrole:{game_pk}:1" in str(fake.messages[m]))
    await table.click(ALICE, picker, f"tt:botrole:{game_pk}:1", ["lara"])
    await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    await table.command(ALICE, "abandon")
    old = await table.bot.service.load(game_pk)
    assert old.board_message_id is not None
    fake.messages[old.board_message_id]["components"] = widgets.rematch_view(game_pk, "en").to_components()
    await table.click(ALICE, old.board_message_id, f"tt:rematch:{game_pk}")
    new = await table.bot.service.by_channel(old.channel_id)
    assert new is not None and new.id != game_pk and new.lobby_message_id is not None
    assert [(s.user_id, s.role, s.bot_level) for s in new.seats] == [(ALICE.id, None, None), (-1, "lara", "normal")]
    await table.click(ALICE, new.lobby_message_id, f"tt:lobby:{new.id}:start")
    await table.settle()
    assert [a.seat for a in await table.bot.store.actions(new.id)][:1] == [1], "the bot, Lara again, moved first"


async def test_a_person_joining_a_table_full_of_bots_takes_the_last_bots_seat(fake: FakeDiscord, table: Table) -> None:
    """Bots fill seats nobody wants: when the table is full, a person who joins takes the last bot's seat,
    and is told so; a table full of people still refuses."""
    game_pk, lobby = await seat_a_bot(table, "aod", "easy")
    picker = max(m for m in fake.messages if f"tt:bots:{game_pk}" in str(fake.messages[m]))
    for level in ("normal", "strong"):
        await table.click(ALICE, picker, f"tt:bots:{game_pk}", [level])
    assert [seat.user_id for seat in (await table.bot.service.load(game_pk)).seats] == [ALICE.id, -1, -2, -3]
    joined = await table.click(BRUNO, lobby, f"tt:lobby:{game_pk}:join")
    assert t("bot.lobby.bot_made_room", "fr", number=3) in " ".join(joined.private_texts())
    record = await table.bot.service.load(game_pk)
    assert [seat.user_id for seat in record.seats] == [ALICE.id, -1, -2, BRUNO.id]
    assert record.seats[3].bot_playing is None
    card = str(fake.messages[lobby]["embeds"])
    assert "<@102>" in card and "Bot 3" not in card, "the lobby card lists Bruno in the bot's place"
    for person in (CHLOE, DAVID):
        await table.click(person, lobby, f"tt:lobby:{game_pk}:join")
    full = await table.click(Player(105, "Eric"), lobby, f"tt:lobby:{game_pk}:join")
    assert t("error.lobby.full", "en", max=4) in " ".join(full.private_texts())
    assert not any(seat.is_bot for seat in (await table.bot.service.load(game_pk)).seats)


async def test_a_friend_who_turns_up_takes_over_the_bots_seat(fake: FakeDiscord, table: Table) -> None:
    """The host hands a bot player's seat to a person mid-game with ``/game replace bot:``: the person
    gets the seat's hand by DM and plays it from then on; the bot no longer does."""
    game_pk, lobby = await seat_a_bot(table, "aod")
    await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    driver = Driver(table, [ALICE, CHLOE], game_pk)
    while not [a for a in await table.bot.store.actions(game_pk) if a.seat == 1]:
        await driver.move()
    await table.settle()
    offered = await table.autocomplete(ALICE, "replace", "bot", "")
    assert offered == [{"name": "Bot 1 (easy)", "value": "1"}], "the bot players of this game, by name"

    unnamed = await table.command(ALICE, "replace", new=CHLOE)
    assert t("error.replace.who", "en") in " ".join(unnamed.private_texts()) and not unnamed.public_posts()
    wrong = await table.command(ALICE, "replace", new=CHLOE, bot="0")
    assert t("error.replace.not_a_bot", "en", bots="Bot 1 (easy)") in " ".join(wrong.private_texts())
    outsider = await table.command(BRUNO, "replace", new=CHLOE, bot="1")
    assert outsider.private_texts() and not [s for s in outsider.public_posts() if (s.body or {}).get("type") != 5]
    assert (await table.bot.service.load(game_pk)).seats[1].is_bot, "refusals change nothing"

    handed = await table.command(ALICE, "replace", new=CHLOE, bot="bot 1")  # typed, not picked from the list
    said = [s.text for s in handed.public_posts() if (s.body or {}).get("type") != 5]
    assert t("seat.replace.done", "en", new="<@103>", old="🤖 **Bot 1**") in " ".join(said)
    record = await table.bot.service.load(game_pk)
    assert record.user_of(1) == CHLOE.id and record.seats[1].bot_playing is None
    [chloe_dm] = [channel for channel, user in fake.dm_channels.items() if user == CHLOE.id]
    assert [s for s in handed.dms() if s.files and str(chloe_dm) in s.url], "her hand, by DM"
    bot_moves = len([a for a in await table.bot.store.actions(game_pk) if a.seat == 1])
    for _ in range(40):  # Alice and Chloé play on; the seat waits for Chloé now
        outcome = await driver.current()
        if outcome.result is not None or 1 in outcome.to_act:
            break
        await driver.move()
    await table.settle()
    assert 1 in (await driver.current()).to_act, "Chloé's move: the bot did not take it"
    assert len([a for a in await table.bot.store.actions(game_pk) if a.seat == 1]) == bot_moves
    await driver.move()
    assert len([a for a in await table.bot.store.actions(game_pk) if a.seat == 1]) > bot_moves, "Chloé played it"


async def test_a_bot_takes_its_turn_after_a_restart(fake: FakeDiscord, db_path: Path) -> None:
    first = await Table.open(fake, db_path)
    game_pk, lobby = await seat_a_bot(first, "catacombs")
    await first.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    outcome = await first.bot.service.current(game_pk)
    await first.close()
    second = await Table.open(fake, db_path)
    try:
        await second.bot.autoplayer.reconcile()
        await second.settle()
        after = await second.bot.service.current(game_pk)
        assert after.result is not None or after.to_act == {0} or outcome.to_act == {0}
    finally:
        await second.close()



async def test_a_long_run_of_bot_moves_pauses_then_goes_on(
        fake: FakeDiscord, table: Table, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """Bots must not spin flat out (a table of bots alone can make thousands of moves): a run pauses after
    MAX_BOT_MOVES moves and tells the operator, then goes on, so the bot's turn still ends and the player
    is asked again.  Here the cap is one move, and an AoD turn takes several."""
    monkeypatch.setattr(autoplay, "MAX_BOT_MOVES", 1)
    monkeypatch.setattr(autoplay, "BREATHER_S", 0.0)
    game_pk, lobby = await seat_a_bot(table, "aod")
    await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    driver = Driver(table, [ALICE, ALICE], game_pk)
    with caplog.at_level(logging.WARNING, logger="core.autoplay"):
        while (await driver.current()).to_act == {0}:
            await driver.move()
        await table.settle()
    now = await driver.current()
    assert now.to_act == {0} or now.result is not None, "the bot's turn was played to its end"
    assert sum(action.seat == 1 for action in await table.bot.store.actions(game_pk)) > 1
    assert f"game {game_pk}: bots made 1 moves in a row; pausing" in caplog.text


async def test_a_bot_back_in_a_position_it_played_from_plays_the_default_move(
        fake: FakeDiscord, table: Table, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """A bot going round in a circle of free moves would never end its turn: once it is back in a position
    it already played from this run, it plays what the clock would (in AoD, ending the turn).  Every
    position is made to look the same here, so the bot's second move of the turn is the default; and once
    a default leaves it in a position it already defaulted from, the run stops and the operator is told."""
    monkeypatch.setattr(autoplay, "_position", lambda current: b"same")
    game_pk, lobby = await seat_a_bot(table, "aod")
    await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    driver = Driver(table, [ALICE, ALICE], game_pk)

    async def bot_moves() -> list[str]:
        return [action.notation for action in await table.bot.store.actions(game_pk) if action.seat == 1]

    while not await bot_moves():  # Alice's first turn
        await driver.move()
    await table.settle()
    assert len(await bot_moves()) == 2 and (await bot_moves())[-1] == "end", "a first move, then the default"
    assert (await driver.current()).to_act == {0}, "the bot's turn ended and Alice is asked again"
    with caplog.at_level(logging.WARNING, logger="core.autoplay"):
        for _ in range(200):  # until a default does not end the bot's turn (a discard): then it stops
            if "keep coming back" in caplog.text or (await driver.current()).to_act != {0}:
                break
            await driver.move()
        await table.settle()
    assert f"game {game_pk}: bots keep coming back to the same position" in caplog.text, "the operator is told"


async def test_a_bots_answer_in_the_middle_of_a_turn_does_not_call_the_player_back(fake: FakeDiscord, table: Table) -> None:
    """Alice's shot wounds the bot's team and the bot answers the armour question at once: her turn goes on
    in the same post, without a new post, a ping or a new DM, since she never stopped being the one to play."""
    from tests.e2e.test_delivery import CHANNEL_POST, posts_created

    game_pk, lobby = await seat_a_bot(table, "catacombs")
    await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    driver = Driver(table, [ALICE, ALICE], game_pk)
    interludes = 0
    for _ in range(300):
        before = await driver.current()
        if before.result is not None or interludes >= 2:
            break
        logged = len(await table.bot.store.actions(game_pk))
        sent = (await driver.move()).sent
        after = await driver.current()
        answered = [a for a in (await table.bot.store.actions(game_pk))[logged:] if a.seat == 1]
        if answered and 0 in after.to_act and after.game.turn_number(after.state) == before.game.turn_number(before.state):
            interludes += 1
            assert not posts_created(sent), "the turn goes on in its post"
            assert not [s for s in sent if s.method == "POST" and s.path == CHANNEL_POST and not s.public], "no new DM"
    assert interludes, "the bot answered in the middle of Alice's turn"


@pytest.mark.parametrize("game", ["underworld", "darktomb"])
async def test_a_bot_companion_plays_its_share_of_a_cooperative_game(fake: FakeDiscord, table: Table, game: str) -> None:
    """Alone with a bot companion in the cooperative games (issue 11: a solo player brings bot
    companions): whenever Alice has moved, nothing waits on the bot, whose turns and answers to the
    table's questions (a shared price, initiative) are already played, and the record replays."""
    game_pk, lobby = await seat_a_bot(table, game)
    await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    driver = Driver(table, [ALICE, ALICE], game_pk)
    bots = {seat.seat for seat in (await table.bot.service.load(game_pk)).seats if seat.is_bot}
    for _ in range(60):
        outcome = await driver.current()
        if outcome.result is not None:
            break
        assert not outcome.to_act & bots, f"the game waits on the bot: {outcome.to_act}"
        await driver.move()
    actions = await table.bot.store.actions(game_pk)
    assert any(a.seat in bots for a in actions), "the bot played its share"
    assert (await table.bot.service.verify(game_pk)).ok


async def test_a_bot_plays_the_dark_tomb_monsters_against_a_person(fake: FakeDiscord, table: Table) -> None:
    """The optional fifth player of Dark Tomb can be a bot: the host makes Bot 1 the monsters, and
    the monster phases are played by it while Alice's heroes are never kept waiting."""
    game_pk, lobby = await seat_a_bot(table, "darktomb", "normal")
    picker = max(m for m in fake.messages if f"tt:bots:{game_pk}" in str(fake.messages[m]))
    await table.click(ALICE, picker, f"tt:botrole:{game_pk}:1", ["monsters"])
    record = await table.bot.service.load(game_pk)
    assert record.seats[1].role == "monsters"
    await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    driver = Driver(table, [ALICE, ALICE], game_pk)
    for _ in range(60):
        outcome = await driver.current()
        if outcome.result is not None:
            break
        assert 1 not in outcome.to_act, "the monsters' bot never keeps the table waiting"
        await driver.move()
    assert any(a.seat == 1 for a in await table.bot.store.actions(game_pk)), "the monsters moved"
    assert (await table.bot.service.verify(game_pk)).ok


async def test_a_bot_whose_worker_is_killed_still_plays_its_turn(fake: FakeDiscord, table: Table) -> None:
    """The system kills the process bots think in (out of memory, say): the next decision gets a fresh
    worker, and the bot's turn is played as if nothing happened."""
    game_pk, lobby = await seat_a_bot(table, "aod")
    await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    driver = Driver(table, [ALICE, ALICE], game_pk)
    workers = table.bot.autoplayer.workers
    for _ in range(50):
        if workers.pids():
            break
        await driver.move()  # until the bot has thought once
    killed = workers.pids()
    assert killed, "the bot thought in a worker process"
    for pid in killed:
        os.kill(pid, signal.SIGKILL)
    played = sum(a.seat == 1 for a in await table.bot.store.actions(game_pk))
    for _ in range(40):
        if sum(a.seat == 1 for a in await table.bot.store.actions(game_pk)) > played + 1:
            break
        await driver.move()
    assert sum(a.seat == 1 for a in await table.bot.store.actions(game_pk)) > played + 1, "the bot went on playing"
    assert workers.pids() and not set(workers.pids()) & set(killed), "in a fresh worker"
    outcome = await driver.current()
    assert outcome.result is not None or 1 not in outcome.to_act


async def _bot_defaults_with(table: Table, monkeypatch: pytest.MonkeyPatch,
                             think: Callable[..., Awaitable[str]]) -> int:
    """An AoD game against a bot whose worker answers with ``think``: once Alice has moved, the bot's only
    move is the default (ending its turn) and Alice is asked again."""
    monkeypatch.setattr(table.bot.autoplayer.workers, "run", think)
    game_pk, lobby = await seat_a_bot(table, "aod")
    await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    driver = Driver(table, [ALICE, ALICE], game_pk)
    for _ in range(50):
        if [a for a in await table.bot.store.actions(game_pk) if a.seat == 1] or 0 not in (await driver.current()).to_act:
            break
        await driver.move()
    await table.settle()
    assert [a.notation for a in await table.bot.store.actions(game_pk) if a.seat == 1] == ["end"]
    assert (await driver.current()).to_act == {0}, "Alice is asked again"
    return game_pk


async def test_a_bot_that_cannot_decide_plays_the_default_move_instead_of_stalling(
        fake: FakeDiscord, table: Table, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """Even a fresh worker fails (a bug in a game's search): the bot's seat plays what the clock would
    (in AoD, ending the turn), so the table is not left waiting on it, and the operator is told."""
    async def failing(*args: object, **kwargs: object) -> str:
        raise RuntimeError("search failed")

    caplog.set_level(logging.ERROR, logger="core.autoplay")
    game_pk = await _bot_defaults_with(table, monkeypatch, failing)
    assert f"game {game_pk}: the bot of seat 1 could not decide; it plays the seat's default move" in caplog.text


async def test_a_bot_move_the_game_refuses_is_replaced_by_the_default_move(
        fake: FakeDiscord, table: Table, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """A search that went wrong names a move the real game refuses (a counter not there): the bot's seat
    plays its default move instead of leaving the table waiting, and the log does not repeat the move."""
    async def wrong(*args: object, **kwargs: object) -> str:
        return "claim:X"

    caplog.set_level(logging.ERROR, logger="core.autoplay")
    await _bot_defaults_with(table, monkeypatch, wrong)
    assert "the game refused the move the bot of seat 1 chose" in caplog.text and "claim:X" not in caplog.text


async def test_after_a_restart_only_the_process_serving_the_games_server_plays_its_bots(
        fake: FakeDiscord, db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Several processes share the games (PostgreSQL, one set of shards each): after a restart, the bot
    whose turn it is is played by the process serving its server only; before, every process thought
    every bot's move (one of them won, the others' work was thrown away)."""
    first = await Table.open(fake, db_path)

    async def not_yet(*args: object, **kwargs: object) -> None:
        return None

    monkeypatch.setattr(first.bot.autoplayer, "plan", not_yet)  # the process dies before the bot moves
    game_pk, lobby = await seat_a_bot(first, "aod")
    picker = max(m for m in fake.messages if f"tt:bots:{game_pk}" in str(fake.messages[m]))
    await first.click(ALICE, picker, f"tt:botrole:{game_pk}:1", ["lara"])
    await first.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    assert (await first.bot.service.current(game_pk)).to_act == {1}, "Lara, the bot, is to move"
    await first.close()
    ours = (GUILD_ID >> 22) % 2
    for shard, moves in ((1 - ours, False), (ours, True)):
        table = await Table.open(fake, db_path, shard_ids=[shard], shard_count=2)
        try:
            await table.bot.autoplayer.reconcile(table.bot.serves)  # as the bot does once connected
            await table.settle()
            played = any(a.seat == 1 for a in await table.bot.store.actions(game_pk))
            assert played is moves, f"shard {shard} of 2 (the server's is {ours})"
        finally:
            await table.close()


async def test_a_bot_whose_move_fails_to_save_tries_again_and_plays_its_turn(
        fake: FakeDiscord, table: Table, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """The database is out of reach when the bot saves its move: nobody else may move meanwhile and no
    clock plays for a bot, so instead of leaving the table waiting until the next restart, the bot's
    run tries again a little later, plays its turn, and Alice is asked again."""
    monkeypatch.setattr(autoplay, "RETRY_FIRST_S", 0.01)
    service = table.bot.service
    saving = service.play_for_seat
    failures = [ConnectionError("database went away")]

    async def flaky(game_pk: int, seat: Seat, notation: str | None, expected_version: int) -> Outcome | None:
        if failures:
            raise failures.pop()
        return await saving(game_pk, seat, notation, expected_version)

    monkeypatch.setattr(service, "play_for_seat", flaky)
    game_pk, lobby = await seat_a_bot(table, "aod")
    await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    driver = Driver(table, [ALICE, ALICE], game_pk)
    with caplog.at_level(logging.ERROR, logger="core.autoplay"):
        for _ in range(50):
            if not failures:
                break
            await driver.move()
        await table.settle()
    assert not failures, "the bot's first save failed"
    assert f"game {game_pk}: a bot move failed; its run tries again in 0 s" in caplog.text, "the operator is told"
    assert any(a.seat == 1 for a in await table.bot.store.actions(game_pk)), "the bot played after all"
    now = await driver.current()
    assert now.to_act == {0} or now.result is not None, "its turn was played to its end"

