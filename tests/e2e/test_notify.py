"""How a turn reaches its player (issue 50, item 5): ``/game me notify`` picks a mention in the channel (the
default), a new DM, or both, and the player gets exactly that over the turns; the hand DM stays up to date
either way.  Item 10: ``/game`` keeps room for more subcommands, and the moved ones answer under ``/game me``."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import pytest

from core.i18n import catalog, t
from tests.e2e.conftest import ALICE, BRUNO
from tests.e2e.harness import FakeDiscord, Sent, Table
from tests.e2e.lobby import start_game
from tests.e2e.play import Driver

CHANNEL_POST = "/channels/{channel_id}/messages"
SILENT_FLAG = 1 << 12  # SUPPRESS_NOTIFICATIONS: delivered without a push or a sound
TURNS = 4  # calls to act of each player followed


@dataclass
class Heard:
    """What one player noticed each time they were called to act after the start."""

    pinged: list[bool] = field(default_factory=list)  # the new turn post notifies them
    named: list[bool] = field(default_factory=list)  # the new turn post shows their mention
    new_dm: list[bool] = field(default_factory=list)  # a new, notifying DM reached them
    dm_kept: list[bool] = field(default_factory=list)  # their hand DM was brought up to date (edited or new)


def notifies(sent: Sent) -> bool:
    return not int((sent.body or {}).get("flags") or 0) & SILENT_FLAG


async def play_turns(table: Table, driver: Driver) -> dict[int, Heard]:
    """Moves until each player was called to act ``TURNS`` times; what each noticed at every call."""
    record = (await driver.current()).record
    heard = {player.id: Heard() for player in driver.players}
    asked = (await driver.current()).to_act
    for _ in range(200):
        exchange = await driver.move()
        now = await driver.current()
        assert now.result is None, "the game went on long enough"
        called = {record.user_of(seat) for seat in now.to_act - asked}
        asked = now.to_act
        posts = [s for s in exchange.sent if s.public and s.method == "POST" and s.path == CHANNEL_POST and s.files]
        allowed = [{int(user) for user in ((s.body or {}).get("allowed_mentions") or {}).get("users", [])} for s in posts]
        for user in called:
            dms = exchange.dm_updates().get(user, [])
            heard[user].pinged.append(any(user in listed for listed in allowed))
            heard[user].named.append(any(f"<@{user}>" in s.text for s in posts))
            heard[user].new_dm.append(any(s.method == "POST" and notifies(s) for s in dms))
            heard[user].dm_kept.append(bool(dms))
        if all(len(h.pinged) >= TURNS for h in heard.values()):
            return heard
    raise AssertionError(f"the turn did not go round {TURNS} times: {heard}")


@pytest.mark.parametrize(
    ("choice", "pinged", "new_dm"),
    [("channel", True, False), ("dm", False, True), ("both", True, True)],
)
async def test_each_setting_decides_the_ping_and_the_new_dm_over_the_turns(
    table: Table, choice: str, pinged: bool, new_dm: bool
) -> None:
    """Alice picks a setting; Bruno keeps the default (the channel).  At every call to act each hears their
    own way, once, and their hand DM is kept up to date whatever they chose."""
    answer = await table.command(ALICE, "me notify", by=choice)
    assert t(f"me.notify.{choice}", "en") in answer.private_texts()[0]
    players = [ALICE, BRUNO]
    game_pk, started = await start_game(table, players, game="underworld")
    first_dms = {user: [s for s in sent if s.method == "POST" and s.files] for user, sent in started.dm_updates().items()}
    assert first_dms[ALICE.id] and first_dms[BRUNO.id], "each gets their hand at the start"
    assert not any(notifies(s) for s in first_dms[BRUNO.id]), "the channel pings Bruno: his first hand DM comes silently"
    heard = await play_turns(table, Driver(table, players, game_pk))
    alice, bruno = heard[ALICE.id], heard[BRUNO.id]
    assert alice.pinged == [pinged] * len(alice.pinged), alice
    assert alice.new_dm == [new_dm] * len(alice.new_dm), alice
    assert all(alice.named) and all(alice.dm_kept), "named in the post and the hand DM up to date either way"
    assert bruno.pinged == [True] * len(bruno.pinged) and not any(bruno.new_dm), f"the default, the channel: {bruno}"
    assert all(bruno.dm_kept), "Bruno's hand DM is edited instead of sent anew"


async def test_a_player_who_chose_the_dm_is_pinged_in_the_channel_while_their_dms_fail(
    fake: FakeDiscord, table: Table
) -> None:
    await table.command(ALICE, "me notify", by="dm")
    fake.closed_dms.add(ALICE.id)
    players = [ALICE, BRUNO]
    game_pk, _ = await start_game(table, players, game="underworld")
    heard = await play_turns(table, Driver(table, players, game_pk))
    assert all(heard[ALICE.id].pinged), "no DM reaches her: the channel tells her instead"


async def test_the_setting_is_shown_changed_and_kept_in_both_languages(table: Table) -> None:
    def current(how: str) -> str:
        return t("me.notify.current", "fr", how=t(f"me.notify.{how}", "fr"), detail=t(f"me.notify.{how}.detail", "fr"))

    shown = await table.command(BRUNO, "me notify")
    assert shown.private_texts() == [current("channel")], "the default, in his language"
    assert not shown.public_posts()
    await table.command(BRUNO, "me notify", by="both")
    again = await table.command(BRUNO, "me notify")
    assert again.private_texts() == [current("both")]
    assert (await table.bot.store.prefs(BRUNO.id)).notify.value == "both", "stored, for all his games"


async def test_the_moved_settings_answer_under_game_me(table: Table) -> None:
    reminded = await table.command(ALICE, "me remind", hours=6)
    assert reminded.private_texts() == [t("clock.remind.every", "en", hours=6)]
    away = await table.command(ALICE, "me away", days=0)
    assert away.private_texts() == [t("clock.away.back", "en")]


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_every_command_a_text_names_is_one_discord_knows(fake: FakeDiscord, table: Table, lang: str) -> None:
    """Help topics and answers name commands as players type them: after a move (``/game me remind``) none may
    point to a command that is gone, in either language."""
    await table.bot.sync_commands()
    (game,) = [s for s in fake.requests if s.method == "PUT" and s.path.endswith("/commands")][-1].array

    def local(item: dict[str, Any]) -> str:
        return str((item.get("name_localizations") or {}).get(lang) or item["name"]) if lang != "en" else item["name"]

    top = {local(option): option for option in game["options"]}
    groups = {name: {local(sub) for sub in option.get("options") or []} for name, option in top.items()
              if option["type"] == 2}
    named: list[tuple[str, str]] = []
    wrong: list[tuple[str, str]] = []
    for key, text in catalog(lang).items():
        for match in re.finditer(rf"/{re.escape(local(game))} ([\w-]+)(?: ([\w-]+))?", text):
            sub, inner = match[1], match[2]
            named.append((match[0], key))
            if sub not in top or sub in groups and inner not in groups[sub]:
                wrong.append((match[0], key))
    assert named, "the catalog names commands"
    assert wrong == [], "a text names a command Discord does not know"
