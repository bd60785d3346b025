"""Gathering players: the lobby post, its buttons and menus, roles, options, and command sync."""

from __future__ import annotations

import json
import re
from pathlib import Path

from core.i18n import t
from rules.aod.model import AodState
from tests.e2e.conftest import ALICE, BRUNO, CHLOE, DAVID
from tests.e2e.harness import FakeDiscord, Table, custom_ids, walk_components
from tests.e2e.lobby import open_lobby
from tests.e2e.play import state_as


def lobby_text(table: Table, message_id: int) -> str:
    message = table.fake.messages[message_id]
    return " ".join(str(embed) for embed in message["embeds"])


async def test_a_lobby_lists_players_and_offers_buttons_and_option_menus(table: Table) -> None:
    game_pk, lobby = await open_lobby(table, ALICE)
    ids = [c["custom_id"] for c in walk_components(table.fake.messages[lobby])]
    assert ids[:4] == [f"tt:lobby:{game_pk}:{op}" for op in ("join", "leave", "start", "cancel")]
    assert f"tt:opt:{game_pk}:collapse" in ids and f"tt:opt:{game_pk}:large_counter_points" in ids
    await table.click(BRUNO, lobby, f"tt:lobby:{game_pk}:join")
    assert "<@102>" in lobby_text(table, lobby), "the lobby post is redrawn with the new player"
    await table.click(BRUNO, lobby, f"tt:lobby:{game_pk}:leave")
    assert "<@102>" not in lobby_text(table, lobby)


async def test_only_the_host_changes_options(table: Table) -> None:
    game_pk, lobby = await open_lobby(table, ALICE)
    refused = await table.click(BRUNO, lobby, f"tt:opt:{game_pk}:collapse", ["king"])
    assert t("error.lobby.not_host", "fr", host="<@101>") in " ".join(refused.private_texts())
    await table.click(ALICE, lobby, f"tt:opt:{game_pk}:collapse", ["king"])
    assert (await table.bot.service.load(game_pk)).options["collapse"] == "king"
    menu = next(c for c in walk_components(table.fake.messages[lobby]) if c["custom_id"] == f"tt:opt:{game_pk}:collapse")
    assert [o["value"] for o in menu["options"] if o.get("default")] == ["king"]


async def test_joachims_head_start_is_offered_with_three_players_only(table: Table) -> None:  # AOD-OPT-3 AOD-SET-4
    game_pk, lobby = await open_lobby(table, ALICE)
    head_start = f"tt:opt:{game_pk}:head_start"

    def menus() -> dict[str, list[str]]:
        return {c["custom_id"]: [o["value"] for o in c["options"]]
                for c in walk_components(table.fake.messages[lobby]) if "options" in c}

    await table.click(BRUNO, lobby, f"tt:lobby:{game_pk}:join")
    assert head_start not in menus(), "two players: the option changes nothing, so it is not offered"
    await table.command(CHLOE, "join")
    assert menus()[head_start] == ["rulebook", "energy", "bad_guys"]
    assert "head start for the bad guys" in json.dumps(table.fake.messages[lobby])
    await table.click(ALICE, lobby, head_start, ["rulebook"])
    await table.command(DAVID, "join")
    assert head_start not in menus()
    await table.command(DAVID, "leave")
    await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    state = state_as(await table.bot.service.current(game_pk), AodState)
    assert [len(hand) for hand in state.hands] == [3, 3, 3], "the host chose the printed start"


async def test_a_joiner_may_pick_a_free_character(table: Table) -> None:
    game_pk, lobby = await open_lobby(table, ALICE)
    await table.click(BRUNO, lobby, f"tt:lobby:{game_pk}:join")
    picker = next(m for m in reversed(table.fake.messages.values()) if f"tt:role:{game_pk}" in custom_ids(m))
    assert picker["flags"] & 64, "the character menu is private"
    (menu,) = walk_components(picker)
    assert {o["value"] for o in menu["options"]} >= {"lara", "pieter"}, "characters of a two-player table"
    await table.click(BRUNO, int(picker["id"]), f"tt:role:{game_pk}", ["pieter"])
    assert (await table.bot.service.load(game_pk)).seats[1].role == "pieter"
    assert "Pieter" in lobby_text(table, lobby)


async def test_only_the_host_starts_and_cancels(table: Table) -> None:
    game_pk, lobby = await open_lobby(table, ALICE)
    await table.command(BRUNO, "join")
    refused = await table.command(BRUNO, "start")
    assert t("error.lobby.not_host", "fr", host="<@101>") in " ".join(refused.private_texts())
    shown = [s for s in refused.public_posts() if s.body != {"type": 5}]  # beyond the brief "thinking…" placeholder
    assert not shown, "the refusal is private even though /game start answers publicly"
    await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:cancel")
    assert (await table.bot.service.load(game_pk)).status.value == "abandoned"
    assert not list(walk_components(table.fake.messages[lobby])), "a cancelled lobby has no buttons"


async def test_a_server_manager_may_abandon_someone_elses_game(table: Table) -> None:
    game_pk, _ = await open_lobby(table, ALICE)
    refused = await table.command(BRUNO, "abandon")
    assert refused.private_texts() and (await table.bot.service.load(game_pk)).status.value == "lobby"
    done = await table.command(DAVID, "abandon")
    assert (await table.bot.service.load(game_pk)).status.value == "abandoned"
    assert done.public_posts()


async def test_public_texts_follow_the_server_language(table: Table) -> None:
    _, lobby = await open_lobby(table, ALICE, guild_locale="fr")
    assert t("bot.lobby.footer", "fr") in lobby_text(table, lobby)
    joined = await table.command(CHLOE, "join")
    assert t("bot.dm.welcome", "fr").split("{")[0] in " ".join(s.text for s in joined.dms())


async def test_no_game_here_is_explained(table: Table) -> None:
    exchange = await table.command(ALICE, "status")
    assert t("error.no_game_here", "en") in " ".join(exchange.private_texts())


async def test_commands_are_published_only_when_asked_with_french_names(fake: FakeDiscord, tmp_path: Path) -> None:
    quiet = await Table.open(fake, tmp_path / "a.sqlite3")
    await quiet.close()
    assert not [s for s in fake.requests if s.method == "PUT"], "no sync unless asked"
    synced = await Table.open(fake, tmp_path / "b.sqlite3", sync=True)
    await synced.close()
    (put,) = [s for s in fake.requests if s.method == "PUT"]
    assert put.path == "/applications/{application_id}/commands"
    (game,) = put.array
    assert game["name"] == "game" and game["name_localizations"]["fr"] == "partie"
    subcommands = {o["name"]: o for o in game["options"]}
    expected = {"new", "join", "leave", "start", "cancel", "abandon", "play", "hand", "board", "status", "log", "rules", "help"}
    expected |= {"undo", "replace", "autopilot", "stats", "replay", "export", "verify", "pace", "me", "mine", "list"}
    assert set(subcommands) == expected
    assert {o["name"] for o in subcommands["me"]["options"]} == {"remind", "away", "notify"}
    assert subcommands["play"]["name_localizations"]["fr"] == "jouer"
    names = [o["name_localizations"]["fr"] for o in game["options"]]
    assert all(re.fullmatch(r"[-_\w]{1,32}", n) and n == n.lower() for n in names) and len(set(names)) == len(names)
    choices = subcommands["new"]["options"][0]["choices"]
    assert {c["value"] for c in choices} >= {"aod"} and all("name_localizations" in c for c in choices)
    dev = await Table.open(fake, tmp_path / "c.sqlite3", sync=True, dev_guild=42)
    await dev.close()
    guild_puts = [s for s in fake.requests if s.method == "PUT" and "/guilds/" in s.path]
    assert len(guild_puts) == 1 and guild_puts[0].url.endswith("/guilds/42/commands")


async def test_joining_again_offers_the_character_menu_again(table: Table) -> None:
    game_pk, _ = await open_lobby(table, ALICE)
    again = await table.command(ALICE, "join")
    assert f"tt:role:{game_pk}" in " ".join(s.text for s in again.replies()), "the host may pick a character too"
    assert len((await table.bot.service.load(game_pk)).seats) == 1
