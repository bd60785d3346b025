"""Catacombs Conquest played through Discord: flicks typed, picked from the panel or aimed in the
form with a private preview; every shot posts the arena and its GIF; armour is the defenders' call."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import pytest

import render.catacombs
from bot import texts
from core.service import Outcome
from rules.catacombs.model import CcState, CcView, Flick
from rules.core import Event, Result
from tests.e2e.conftest import PLAYERS, TINY_PNG
from tests.e2e.harness import Exchange, Player, Sent, Table, custom_ids
from tests.e2e.lobby import start_game
from tests.e2e.play import Driver, offered, state_as

MAX_MOVES = 1500  # a random purposeful game takes 50–200; this only bounds a runaway loop
TINY_GIF = b"GIF89a\x01\x00\x01\x00\x00\x00\x00;"
MODAL = 9


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> dict[str, list[Any]]:
    """Skip drawing, but record what is drawn: boards and GIFs from the public view only."""
    seen: dict[str, list[Any]] = {"boards": [], "gifs": [], "hands": []}

    def board(view: CcView, *, names: Mapping[int, str], lang: str = "en", highlight: object = None,
              result: Result | None = None) -> bytes:
        assert view.viewer is None and view.hand is None, "the arena is drawn from the public view"
        seen["boards"].append(highlight)
        return TINY_PNG

    def hand(view: CcView, *, lang: str = "en") -> bytes:
        assert view.viewer is not None and view.hand is not None
        seen["hands"].append(view.viewer)
        return TINY_PNG

    def gif(view: CcView, frames: render.catacombs.Frames | None = None, *, names: Mapping[int, str] | None = None,
            lang: str = "en", events: Sequence[Event] = ()) -> bytes:
        assert view.viewer is None and view.last_shot is not None, "the GIF replays the public last shot"
        seen["gifs"].append(view.last_shot)
        return TINY_GIF

    drawer = render.catacombs.RENDERER
    assert drawer.shots is not None
    shots = replace(drawer.shots, render_gif=gif)
    monkeypatch.setattr(render.catacombs, "RENDERER", replace(drawer, render_board=board, render_hand=hand, shots=shots))
    return seen


def content_of(sent: Sent) -> str:
    body = sent.body or {}
    return str((body.get("data") or body).get("content") or "")


def board_posts(exchange: Exchange) -> list[Sent]:
    return [s for s in exchange.public_posts() if any(name == "board.png" for name, _ in s.files)]


def player_of(players: list[Player], outcome: Outcome, seat: int) -> Player:
    user_id = outcome.record.user_of(seat)
    return next(p for p in players if p.id == user_id)


class CatacombsTable:
    """Plays a whole game for every seat, rotating the three ways to flick."""

    def __init__(self, table: Table, players: list[Player], game_pk: int) -> None:
        self.table, self.players, self.game_pk = table, players, game_pk
        self.driver = Driver(table, players, game_pk)
        self.rnd = random.Random(5)
        self.flicks = 0
        self.ways: dict[str, int] = {"typed": 0, "form": 0, "menu": 0}
        self.armour_answers: list[tuple[int, Exchange]] = []  # (seat that answered, exchange)

    async def current(self) -> Outcome:
        return await self.table.bot.service.current(self.game_pk)

    async def names(self, outcome: Outcome) -> dict[int, str]:
        return await self.table.bot.names.of_game(outcome.record, outcome.record.locale)

    async def move(self, before: Outcome) -> Exchange:
        if state_as(before, CcState).phase == "armour":
            return await self.answer_armour(before)
        seat = min(before.to_act)
        player = player_of(self.players, before, seat)
        action = before.game.playout_action(before.state, seat, self.rnd)
        notation = before.game.notation(action)
        if action.kind != "flick":
            listed = offered(before, seat, notation)
            if listed is None:
                return await self.table.command(player, "play", action=notation)
            return await self.driver.click_action(player, listed, before.record.version)
        self.flicks += 1
        way = ("typed", "form", "menu")[self.flicks % 3]
        self.ways[way] += 1
        if way == "typed":
            exchange = await self.table.command(player, "play", action=notation)
        elif way == "form":
            exchange = await self.aim_and_fire(player, before, action)
        else:
            menu = [before.game.notation(listed) for listed in before.game.legal_actions(before.state, seat)]
            exchange = await self.driver.click_action(player, self.rnd.choice(menu), before.record.version)
        self.check_shot_post(exchange)
        return exchange

    def check_shot_post(self, exchange: Exchange) -> None:
        """One public post carries both the arena and the shot's GIF, with the shot's log line."""
        posts = board_posts(exchange)
        assert len(posts) == 1
        assert [name for name, _ in posts[0].files] == ["board.png", "shot.gif"]
        assert "flicks" in content_of(posts[0]), "the log names the flick"

    async def aim_and_fire(self, player: Player, before: Outcome, flick: Flick) -> Exchange:
        """Play panel → Aim… → the form (typed freely) → private preview → a nudge → Fire."""
        version = before.record.version
        panel = await self.open_panel(player)
        form_button = f"tt:aimform:{self.game_pk}:{version}"
        assert form_button in custom_ids(self.table.fake.messages[panel])
        opened = await self.table.click(player, panel, form_button)
        modal = next(s.body["data"] for s in opened.sent if s.body and s.body.get("type") == MODAL)
        aim = f"{flick.angle:g}" if flick.angle is not None else flick.at
        assert aim is not None, "a flick aims at an angle or at a disk"
        values = [flick.origin or "", aim, f"{flick.offset:+g}", str(flick.power)]
        previewed = await self.submit(player, panel, modal, values)
        assert not previewed.public_posts(), "a preview is private"
        preview_id = self.table.fake.originals[previewed.tokens[0]]
        preview = self.table.fake.messages[preview_id]
        assert preview["flags"] & 64 and [a["filename"] for a in preview["attachments"]] == ["aim.png"]
        fire = f"tt:a:{self.game_pk}:{version}:{before.game.notation(flick)}"
        assert fire in custom_ids(preview)
        nudges = custom_ids(preview, f"tt:aim:{self.game_pk}:{version}:")
        assert len(nudges) == 6  # four turns, two power steps
        nudged = await self.table.click(player, preview_id, nudges[2])
        assert not nudged.public_posts() and (await self.current()).record.version == version, "a preview never plays"
        nudged_fire = custom_ids(self.table.fake.messages[preview_id], f"tt:a:{self.game_pk}:{version}:")
        assert len(nudged_fire) == 1 and nudged_fire[0] != fire, "Fire now shoots the nudged aim"
        return await self.table.click(player, preview_id, nudged_fire[0])

    async def submit(self, player: Player, panel: int, modal: dict[str, Any], values: list[str]) -> Exchange:
        """A Discord modal-submit interaction carrying the typed values of the form's text inputs."""
        inputs = [label["component"] for label in modal["components"]]
        assert len(inputs) == len(values) == 4
        payload = self.table.click_payload(player, panel, next(iter(custom_ids(self.table.fake.messages[panel]))))
        payload["type"] = 5
        payload["data"] = {
            "custom_id": modal["custom_id"],
            "components": [
                {"type": 18, "component": {"type": 4, "custom_id": field["custom_id"], "value": value}}
                for field, value in zip(inputs, values)
            ],
        }
        return await self.table.run(payload)

    async def open_panel(self, player: Player, where: int | None = None) -> int:
        """Click Play on the board post (or on another message, e.g. a DM); returns the panel's message id."""
        record = (await self.current()).record
        message = where if where is not None else record.board_message_id
        assert message is not None
        exchange = await self.table.click(player, message, f"tt:play:{self.game_pk}:0")
        return self.table.fake.originals[exchange.tokens[0]]

    async def answer_armour(self, before: Outcome) -> Exchange:
        """The defending team decides: its last seat answers from the DM prompt, or the channel's Play."""
        defenders = sorted(before.to_act)
        seat = defenders[-1]
        player = player_of(self.players, before, seat)
        version = before.record.version
        prompt = self.last_dm_with_play(player)
        panel = await self.open_panel(player, where=prompt if len(self.armour_answers) % 2 == 0 else None)
        choices = custom_ids(self.table.fake.messages[panel], f"tt:a:{self.game_pk}:{version}:")
        spend = [c for c in choices if ":armour:" in c]
        assert spend and any(c.endswith(":skip") for c in choices)
        exchange = await self.table.click(player, panel, spend[0])
        self.armour_answers.append((seat, exchange))
        return exchange

    def last_dm_with_play(self, player: Player) -> int | None:
        dm_channels = [c for c, u in self.table.fake.dm_channels.items() if u == player.id]
        with_play = [
            message_id for message_id, message in self.table.fake.messages.items()
            if int(message["channel_id"]) in dm_channels and f"tt:play:{self.game_pk}:0" in custom_ids(message)
        ]
        return with_play[-1] if with_play else None


async def play_to_the_end(cc: CatacombsTable) -> tuple[Outcome, Exchange]:
    outcome = await cc.current()
    exchange: Exchange | None = None
    moves = 0
    while outcome.result is None and moves < MAX_MOVES:
        first = outcome.record.version
        exchange = await cc.move(outcome)
        moves += 1
        outcome = await cc.current()
        assert outcome.record.version == first + 1, "each move applied exactly once"
    assert outcome.result is not None and exchange is not None
    return outcome, exchange


async def test_a_two_player_game_is_flicked_to_its_end(table: Table, drawn: dict[str, list[Any]]) -> None:
    players = list(PLAYERS[:2])
    game_pk, started = await start_game(table, players, game="catacombs")
    assert board_posts(started) and not [s for s in started.public_posts() if any(n == "shot.gif" for n, _ in s.files)]
    cc = CatacombsTable(table, players, game_pk)
    outcome, last = await play_to_the_end(cc)
    assert min(cc.ways.values()) >= 3, cc.ways
    assert len(drawn["gifs"]) == cc.flicks, "one GIF per flick"
    previews = [h for h in drawn["boards"] if isinstance(h, Flick)]
    assert len(previews) == 2 * cc.ways["form"], "each aimed flick was previewed, then nudged"
    final = content_of(board_posts(last)[0])
    for seat in outcome.result.winners:
        assert f"<@{outcome.record.user_of(seat)}>" in final


async def test_a_four_player_game_has_armour_decided_by_the_defenders(
    table: Table, drawn: dict[str, list[Any]]
) -> None:
    players = list(PLAYERS)
    game_pk, _ = await start_game(table, players, game="catacombs")
    cc = CatacombsTable(table, players, game_pk)
    outcome = await cc.current()
    prompts = 0
    moves = 0
    while outcome.result is None and moves < MAX_MOVES:
        moves += 1
        before_version = outcome.record.version
        exchange = await cc.move(outcome)
        outcome = await cc.current()
        assert outcome.record.version == before_version + 1
        if state_as(outcome, CcState).phase == "armour" and outcome.result is None:
            prompts += 1
            await check_armour_prompt(cc, exchange, outcome)
            if prompts == 2:  # the deadline passes once: the clock plays the announced default
                await check_default_applied(cc, outcome)
                outcome = await cc.current()
    assert outcome.result is not None
    assert prompts >= 2 and cc.armour_answers, "the game asked the defenders and they answered"
    for seat, answer in cc.armour_answers:
        post = content_of(board_posts(answer)[0]).replace("**", "")  # the line's name is in bold
        assert f"{player_of(players, outcome, seat).name} spends" in post, "the defender's choice is logged"


async def check_armour_prompt(cc: CatacombsTable, exchange: Exchange, outcome: Outcome) -> None:
    """The post pings the defending team, says what happens by default, and DMs them a Play button."""
    post = content_of(board_posts(exchange)[0])
    defenders = sorted(outcome.to_act)
    assert len(defenders) == 2, "in a 4-player game both defenders may answer"
    for seat in defenders:
        assert f"<@{outcome.record.user_of(seat)}>" in post
    names = await cc.names(outcome)
    default = texts.question_lines(outcome, outcome.record.locale, names)
    assert default and default[-1] in post and "deadline" in default[-1]
    dm_users = set(exchange.dm_updates())
    assert {outcome.record.user_of(seat) for seat in defenders} <= dm_users
    attacker = player_of(cc.players, outcome, next(seat for seat in range(4) if seat not in defenders))
    board = outcome.record.board_message_id
    assert board is not None
    waiting = await cc.table.click(attacker, board, f"tt:play:{cc.game_pk}:0")
    assert "tt:a:" not in str(waiting.original()), "the attackers only wait during the prompt"


async def check_default_applied(cc: CatacombsTable, outcome: Outcome) -> None:
    """When the defenders' clock runs out, the default the post announced is what gets played."""
    announced = outcome.game.view(outcome.state, None).pending_default
    seat = min(outcome.to_act)
    applied = await cc.table.bot.service.act_on_timeout(cc.game_pk, seat, outcome.record.version)
    assert applied is not None and applied.record.version == outcome.record.version + 1
    kind = "armour_declined" if announced == "skip" else "armour_spent"
    assert kind in {event.kind for event in applied.events}


async def test_a_flick_of_any_angle_and_power_can_be_typed_or_aimed(table: Table) -> None:
    """Off the 16×3 menu: a typed flick at 37.3°, power 63, and a real preview picture of an odd aim."""
    players = list(PLAYERS[:2])
    game_pk, _ = await start_game(table, players, game="catacombs")
    cc = CatacombsTable(table, players, game_pk)
    outcome = await cc.current()
    while state_as(outcome, CcState).phase not in ("shot", "companion"):
        await cc.move(outcome)
        outcome = await cc.current()
    seat = min(outcome.to_act)
    player = player_of(players, outcome, seat)
    odd = Flick(angle=37.3, power=63)
    assert odd not in outcome.game.legal_actions(outcome.state, seat)
    panel = await cc.open_panel(player)
    version = outcome.record.version
    opened = await table.click(player, panel, f"tt:aimform:{game_pk}:{version}")
    modal = next(s.body["data"] for s in opened.sent if s.body and s.body.get("type") == MODAL)
    assert [field["type"] for field in modal["components"]] == [18] * 4, "each field is a Label component"
    assert all(field["component"]["type"] == 4 and "label" not in field["component"] for field in modal["components"])
    refused = await cc.submit(player, panel, modal, ["K1", "90", "", "50"])
    assert refused.private_texts() and "K1" in refused.private_texts()[-1], "a wrong disk is refused privately"
    assert not refused.public_posts() and (await cc.current()).record.version == version
    opened = await table.click(player, panel, f"tt:aimform:{game_pk}:{version}")  # a form serves one submit
    modal = next(s.body["data"] for s in opened.sent if s.body and s.body.get("type") == MODAL)
    previewed = await cc.submit(player, panel, modal, ["", "37,3", "", "63"])
    picture = previewed.original()["attachments"]
    assert picture and picture[0]["filename"] == "aim.png"
    png = next(data for s in previewed.sent for name, data in s.files if name == "aim.png")
    assert png.startswith(b"\x89PNG") and len(png) > 10_000, "a real arena picture with the aim line"
    assert "37.3" in str(previewed.original()["content"])
    typed = await table.autocomplete(player, "play", "action", "flick:37.3:63")
    assert typed and typed[0]["value"] == "flick:37.3:63", "a legal typed flick is offered first"
    too_strong = await table.autocomplete(player, "play", "action", "flick:37.3:999")
    assert all(c["value"] != "flick:37.3:999" for c in too_strong), "an out-of-range power is not offered"
    fired = await table.command(player, "play", action="flick:37.3:63")
    post = board_posts(fired)[0]
    assert [name for name, _ in post.files] == ["board.png", "shot.gif"]
    gif = dict(post.files)["shot.gif"]
    assert gif.startswith(b"GIF8") and len(gif) > 1000, "a real animated GIF of the shot"
    assert "flicks" in content_of(post)
    described = {a["filename"]: a.get("description") or "" for a in (post.body or {}).get("attachments", [])}
    shot_alt = described["shot.gif"]  # the animation's alt text tells the shot, not the board again
    assert player.name in shot_alt and "°" in shot_alt and "touches" in shot_alt and shot_alt != described["board.png"]
