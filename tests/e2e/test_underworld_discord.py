"""Tomb Raider Underworld played through Discord: a solo game, and a 3-player game whose shared
obstacle costs are paid into by several players (from the channel and from their DMs) and settled."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pytest

import render.underworld
from core.service import Outcome
from rules.core import Result
from rules.underworld.model import Axis, Pending, UwState, UwView
from tests.e2e.conftest import PLAYERS, TINY_PNG
from tests.e2e.harness import Exchange, Player, Sent, Table, custom_ids, walk_components
from tests.e2e.lobby import open_lobby, start_game
from tests.e2e.play import Driver, hand_card_ids, leaked_cards, state_as

MAX_MOVES = 3000  # a random purposeful game takes about 200; this only bounds a runaway loop
SHARED = ("each", "total")


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Skip drawing, but check that boards come from the public view and hands from their seat's."""
    seen: list[Any] = []

    def board(view: UwView, *, names: Mapping[int, str], lang: str = "en", highlight: Axis | None = None,
              result: Result | None = None) -> bytes:
        assert view.viewer is None and view.hand is None, "the board is drawn from the public view"
        seen.append(view)
        return TINY_PNG

    def hand(view: UwView, *, lang: str = "en") -> bytes:
        assert view.viewer is not None and view.hand is not None
        return TINY_PNG

    monkeypatch.setattr(render.underworld, "RENDERER", replace(render.underworld.RENDERER, render_board=board, render_hand=hand))
    return seen


def content_of(sent: Sent) -> str:
    body = sent.body or {}
    return str((body.get("data") or body).get("content") or "")


def board_post(exchange: Exchange) -> Sent:
    posts = [s for s in exchange.public_posts() if any(name == "board.png" for name, _ in s.files)]
    assert len(posts) == 1, "one public post with the board per action"
    return posts[0]


def shared_cost(outcome: Outcome) -> Pending | None:
    pending = state_as(outcome, UwState).pending
    if outcome.result is None and pending is not None and pending.kind == "cost" and pending.scope in SHARED:
        return pending
    return None


async def test_a_solo_game_reaches_its_end(table: Table, drawn: list[Any]) -> None:
    players = [PLAYERS[0]]
    game_pk, started = await start_game(table, players, game="underworld")
    assert [s for s in started.dms() if s.files], "the hand arrives by DM"
    driver = Driver(table, players, game_pk)
    outcome = await driver.current()
    first = outcome.record.version
    while outcome.result is None and driver.moves < MAX_MOVES:
        exchange = await driver.move()
        outcome = await driver.current()
        assert outcome.record.version == first + driver.moves, "each move applied exactly once"
        post = board_post(exchange)
        assert not leaked_cards(exchange, hand_card_ids(outcome))
    assert outcome.result is not None
    assert outcome.result.summary_key.startswith("result.underworld.")
    assert "tt:play" not in json.dumps(post.body), "a finished game offers no Play button"


def option_menus(table: Table, lobby: int) -> dict[str, Any]:
    return {c["custom_id"]: c for c in walk_components(table.fake.messages[lobby]) if "options" in c}


async def test_the_solo_draw_option_is_offered_to_a_lone_player_only(table: Table, drawn: list[Any]) -> None:  # UW-OPT-2
    host, friend = PLAYERS[0], PLAYERS[1]
    game_pk, lobby = await open_lobby(table, host, game="underworld")
    solo = f"tt:opt:{game_pk}:solo_draw"
    assert [o["value"] for o in option_menus(table, lobby)[solo]["options"]] == ["rulebook", "challenge"]
    await table.click(host, lobby, solo, ["challenge"])
    assert (await table.bot.service.load(game_pk)).options["solo_draw"] == "challenge"
    assert "Challenge (2 cards every third turn" in json.dumps(table.fake.messages[lobby])
    stale = table.click_payload(host, lobby, solo, ["rulebook"])
    await table.click(friend, lobby, f"tt:lobby:{game_pk}:join")
    assert solo not in option_menus(table, lobby) and "Solo draw" not in json.dumps(table.fake.messages[lobby])
    refused = await table.run(stale)
    assert any("does not apply with 2 players" in text for text in refused.private_texts())
    assert (await table.bot.service.load(game_pk)).options["solo_draw"] == "challenge", "kept, and ignored by the game"


class SharedCosts:
    """Answers every shared cost with several players: DMs for one, the channel for the others."""

    def __init__(self, table: Table, players: list[Player], game_pk: int) -> None:
        self.table, self.players, self.game_pk = table, players, game_pk
        self.settled: list[set[int]] = []  # for each settled cost, the seats that answered it
        self.from_dm = 0
        self.gifts = 0

    async def current(self) -> Outcome:
        return await self.table.bot.service.current(self.game_pk)

    async def answer(self, outcome: Outcome, opened_by: Exchange | None) -> None:
        """Everyone asked answers in turn (a gift if one helps, else a pass); then the settler settles."""
        settler = state_as(outcome, UwState).pending.seat
        if opened_by is not None:
            self.check_asked(opened_by, outcome, settler)
        answered: set[int] = set()
        while shared_cost(outcome) is not None and outcome.to_act - {settler}:
            seat = min(outcome.to_act - {settler})
            player = self.players[seat]
            legal = [outcome.game.notation(a) for a in outcome.game.legal_actions(outcome.state, seat)]
            gifts = [n for n in legal if n.startswith("give:")]
            notation = gifts[-1] if gifts else "pass"
            use_dm = not answered and self.last_prompt(player) is not None
            exchange = await self.click(player, notation, outcome.record.version, from_dm=use_dm)
            self.from_dm += use_dm
            outcome = await self.current()
            answered.add(seat)
            post = board_post(exchange)
            assert not leaked_cards(exchange, hand_card_ids(outcome))
            if notation != "pass":
                self.gifts += 1
                assert self.players[seat].name in content_of(post), "the log names who put in"
            if (still := shared_cost(outcome)) is not None:
                assert "put in so far" in content_of(post), "the post shows the pool"
                assert still.given or still.passed
        if shared_cost(outcome) is not None:
            exchange = await self.click(self.players[settler], "settle", outcome.record.version)
            answered.add(settler)
            assert board_post(exchange)
        self.settled.append(answered)

    def check_asked(self, opened_by: Exchange, outcome: Outcome, settler: int) -> None:
        """The post pings everyone asked; each of them gets a DM with a Play button."""
        post = content_of(board_post(opened_by))
        assert "Shared cost" in post or "Coût partagé" in post
        for seat in outcome.to_act:
            assert f"<@{self.players[seat].id}>" in post
        prompted = {
            user for user, sent in opened_by.dm_updates().items()
            if any(f"tt:play:{self.game_pk}:0" in json.dumps(s.body) for s in sent)
        }
        assert {self.players[seat].id for seat in outcome.to_act - {settler}} <= prompted

    def last_prompt(self, player: Player) -> int | None:
        dms = {c for c, u in self.table.fake.dm_channels.items() if u == player.id}
        found = [
            message_id for message_id, message in self.table.fake.messages.items()
            if int(message["channel_id"]) in dms and f"tt:play:{self.game_pk}:0" in custom_ids(message)
        ]
        return found[-1] if found else None

    async def click(self, player: Player, notation: str, version: int, from_dm: bool = False) -> Exchange:
        """Play (on the board post, or on the player's last DM) → the private panel → the action."""
        record = (await self.current()).record
        where = self.last_prompt(player) if from_dm else record.board_message_id
        assert where is not None
        opened = await self.table.click(player, where, f"tt:play:{self.game_pk}:0")
        panel = self.table.fake.originals[opened.tokens[0]]
        wanted = f"tt:a:{self.game_pk}:{version}:{notation}"
        for component in walk_components(self.table.fake.messages[panel]):
            if component.get("custom_id") == wanted:
                return await self.table.click(player, panel, wanted)
            if notation in [o["value"] for o in component.get("options", [])]:
                return await self.table.click(player, panel, component["custom_id"], [notation])
        raise AssertionError(f"{notation} is not on {player.name}'s panel")


async def test_a_three_player_game_pays_shared_costs_together(table: Table, drawn: list[Any]) -> None:
    players = list(PLAYERS[:3])
    game_pk, _ = await start_game(table, players, game="underworld")
    driver = Driver(table, players, game_pk)
    shared = SharedCosts(table, players, game_pk)
    outcome = await driver.current()
    last: Exchange | None = None
    moves = 0
    while outcome.result is None and moves < MAX_MOVES:
        moves += 1
        if shared_cost(outcome) is not None and len(outcome.to_act) > 1:
            await shared.answer(outcome, last)
            last = None
        else:
            last = await driver.move()
            board_post(last)
        outcome = await driver.current()
        if last is not None:
            assert not leaked_cards(last, hand_card_ids(outcome)), "no hand card in anything public"
    assert outcome.result is not None
    assert shared.settled and max(len(seats) for seats in shared.settled) == 3, "all three answered one cost"
    assert shared.gifts >= 1 and shared.from_dm >= 1, "gifts were made, some from a DM"
