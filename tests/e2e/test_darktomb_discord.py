"""Dark Tomb: The Ice Chasers through Discord, from the lobby (stage, heroes, monster role) to the end.

Each test drives the real command tree against the offline Discord; every post made on the way is
checked as a player would read it: one map picture, every die of the action, who moves next.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path

import pytest

from bot import texts
from bot.presenters import darktomb as darktomb_log
from core.i18n import t
from core.service import Outcome
from render.common import LastMove
from rules.core import Event, Result
from rules.darktomb import board
from rules.darktomb.content import content
from rules.darktomb.flow import start_monster_phase
from rules.darktomb.game import DARKTOMB
from rules.darktomb.model import DarkTombOptions, DarkTombState, DarkTombView, Monster
from rules.darktomb.stats import item_spec
from tests.e2e.conftest import ALICE, BRUNO, CHLOE, DAVID, TINY_PNG
from tests.e2e.harness import Exchange, FakeDiscord, Player, Sent, Table, custom_ids, walk_components
from tests.e2e.lobby import open_lobby
from tests.e2e.play import Driver, state_as

GAME = "darktomb"
MAX_ACTIONS = 2500  # a purposeful single stage takes 50–200 actions; this only bounds a runaway loop
ATTACK_DICE = re.compile(r"\d+ ?\+ ?-?\d+ ?= ?-?\d+")  # "d20 14 + 3 = 17" or, compact, "14+3=17"


def text_of(sent: Sent) -> str:
    body = sent.body or {}
    return str((body.get("data") or body).get("content") or "")


async def lobby_with(
    table: Table, host: Player, picks: Mapping[Player, str | None], guild_locale: str = "en-US", **options: str
) -> tuple[int, int]:
    """The host opens a Dark Tomb lobby, sets ``options`` with the menus; each player joins and picks."""
    game_pk, lobby = await open_lobby(table, host, guild_locale, game=GAME)
    for name, value in options.items():
        await table.click(host, lobby, f"tt:opt:{game_pk}:{name}", [value])
    for player, role in picks.items():
        if player != host:
            await table.click(player, lobby, f"tt:lobby:{game_pk}:join")
        if role is not None:
            picker = next(m for m in reversed(table.fake.messages.values()) if f"tt:role:{game_pk}" in custom_ids(m))
            await table.click(player, int(picker["id"]), f"tt:role:{game_pk}", [role])
    return game_pk, lobby


def board_post(exchange: Exchange) -> Sent:
    """The one public post with the map picture that every action (and the start) makes."""
    boards = [s for s in exchange.public_posts() if any(name == "board.png" for name, _ in s.files)]
    assert len(boards) == 1, f"expected one map post, got {len(boards)}"
    return boards[0]


def check_post(post: Sent, outcome: Outcome, events: tuple[Event, ...], players: list[Player]) -> str:
    """What a player notices in the channel: the map, every die of the last action, who moves next."""
    text = text_of(post)
    assert len(text) <= 2000
    public = [event for event in events if event.is_public]
    attacks = [e for e in public if e.kind in ("attack_hit", "attack_missed")]
    shown = Counter((int(d[0]), int(d[-1])) for d in (re.findall(r"-?\d+", dice) for dice in ATTACK_DICE.findall(text)))
    rolled = Counter((int(e.params["roll"]), int(e.params["total"])) for e in attacks)
    assert not rolled - shown, f"every attack roll of the action is shown:\n{text}"
    for event in public:
        if event.kind.startswith("seismic"):
            assert str(event.params["roll"]) in text
        if event.kind == "initiative":
            assert f" {event.params['roll']}" in text
    if outcome.result is None:
        acting = text.splitlines()[-1]
        for seat in outcome.to_act:
            assert f"<@{players[seat].id}>" in acting, "the post ends by mentioning whoever acts next"
        assert "tt:play" in post.text
    else:
        assert "tt:play" not in post.text, "a finished game offers no Play button"
    return text


async def play_to_the_end(table: Table, driver: Driver, players: list[Player]) -> tuple[Outcome, list[str]]:
    """Every seat plays purposeful moves (clicks and /game play) until the game ends; returns the posts."""
    outcome = await driver.current()
    posts: list[str] = []
    seen: set[str] = set()  # components named by a public event so far
    while outcome.result is None and driver.moves < MAX_ACTIONS:
        version = outcome.record.version
        exchange = await driver.move()
        after = await driver.current()
        assert after.record.version == version + 1, "each action applied exactly once"
        events = await logged_events(table, driver.game_pk)
        posts.append(check_post(board_post(exchange), after, events, players))
        seen |= {str(v) for e in events if e.is_public for k, v in e.params.items() if k.endswith("_type")}
        assert not undrawn_named(after, seen, exchange), "undrawn monsters and items stay secret"
        assert all(len(text_of(sent)) <= 2000 for sent in exchange.sent), "Discord refuses longer messages"
        outcome = after
    assert outcome.result is not None, "the game reached its end"
    return outcome, posts


def undrawn_named(outcome: Outcome, seen: set[str], exchange: Exchange) -> list[str]:
    """Names of cards still face down in the monster or item pile, never revealed, found in a public post."""
    s = state_as(outcome, DarkTombState)

    def item(instance: str) -> str:  # "draught2" is a Healing Draught
        return f"darktomb.{item_spec(instance).id}"

    secret = ({f"darktomb.{m}" for m in s.monster_deck} | {item(i) for i in s.item_deck}) - seen
    secret -= {f"darktomb.{m.spec}" for m in s.monsters}
    secret -= {item(i) for h in s.heroes for i in h.items} | {item(i) for d in s.drops for i in d.items}
    names = {t(f"card.{ref}", lang) for ref in secret for lang in ("en", "fr")}
    return [name for sent in exchange.public_posts() for name in names if name in text_of(sent)]


def monsters_waiting(outcome: Outcome) -> bool:
    """The monster phase has begun with monsters still to activate."""
    state = state_as(outcome, DarkTombState)
    return state.phase == "monsters" and bool(state.monster_queue)


async def logged_events(table: Table, game_pk: int) -> tuple[Event, ...]:
    """The events of the last action: the turn post always shows them (a long run of one player's turns
    drops its oldest lines first, behind a "…")."""
    return tuple((await table.bot.store.actions(game_pk))[-1].events)


# ---------------------------------------------------------------- tests


async def test_the_lobby_offers_stages_solo_heroes_and_the_monster_role(table: Table) -> None:
    game_pk, lobby = await open_lobby(table, ALICE, game=GAME)
    menus = {c["custom_id"]: c for c in walk_components(table.fake.messages[lobby]) if "options" in c}
    stages = [o["value"] for o in menus[f"tt:opt:{game_pk}:stage"]["options"]]
    assert stages == ["I", "II", "III", "IV", "campaign"]
    assert [o["value"] for o in menus[f"tt:opt:{game_pk}:heroes_per_player"]["options"]] == ["1", "2", "3", "4"]
    host_picker = next(m for m in reversed(table.fake.messages.values()) if f"tt:role:{game_pk}" in custom_ids(m))
    solo_roles = {o["value"] for c in walk_components(host_picker) for o in c["options"]}
    assert {"dalia", "oash", "brakk", "ilse"} <= solo_roles and "monsters" not in solo_roles, "alone, no monster role"
    await table.click(ALICE, lobby, f"tt:opt:{game_pk}:stage", ["campaign"])
    await table.click(DAVID, lobby, f"tt:lobby:{game_pk}:join")
    david_picker = next(m for m in reversed(table.fake.messages.values()) if f"tt:role:{game_pk}" in custom_ids(m))
    assert "monsters" in {o["value"] for c in walk_components(david_picker) for o in c["options"]}
    await table.click(DAVID, int(david_picker["id"]), f"tt:role:{game_pk}", ["monsters"])
    embed = table.fake.messages[lobby]["embeds"][0]
    shown = " ".join(field["value"] for field in embed["fields"])
    assert t("option.darktomb.stage.campaign", "en") in shown and t("character.monsters", "en") in shown


async def test_a_solo_player_runs_three_heroes_through_a_whole_stage(table: Table) -> None:
    game_pk, lobby = await lobby_with(table, ALICE, {ALICE: "dalia"}, stage="I", heroes_per_player="3")
    exchange = await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    outcome = await table.bot.service.current(game_pk)
    state = state_as(outcome, DarkTombState)
    assert [(h.id, h.seat) for h in state.heroes][0] == ("dalia", 0)
    assert len(state.heroes) == 3 and {h.seat for h in state.heroes} == {0}
    first = check_post(board_post(exchange), outcome, (), [ALICE])
    active = outcome.game.view(outcome.state, None).active
    assert t(f"card.darktomb.{active}", "en") in first.splitlines()[-1], "the post names the hero to move"
    final, posts = await play_to_the_end(table, Driver(table, [ALICE], game_pk), [ALICE])
    assert final.result is not None
    assert final.result.winners == (frozenset({0}) if state_as(final, DarkTombState).won else frozenset())
    assert any("▸" in post for post in posts), "automatic monster activations are logged, one line each"
    assert "<@101>" in posts[-1]


async def test_three_players_with_chosen_heroes_play_stage_two_to_the_end(table: Table) -> None:
    players = [ALICE, BRUNO, CHLOE]
    picks = {ALICE: "ilse", BRUNO: "oash", CHLOE: "brakk"}
    game_pk, lobby = await lobby_with(table, ALICE, picks, guild_locale="fr", stage="II")
    record = await table.bot.service.load(game_pk)
    assert record.locale == "fr"
    assert record.options["stage"] == "II" and [s.role for s in record.seats] == ["ilse", "oash", "brakk"]
    exchange = await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    outcome = await table.bot.service.current(game_pk)
    state = state_as(outcome, DarkTombState)
    assert {h.id: h.seat for h in state.heroes} == {"ilse": 0, "oash": 1, "brakk": 2}
    assert [f.id for f in state.familiars] == ["ermine"], "Oash comes with his ermine"
    check_post(board_post(exchange), outcome, (), players)
    assert len([s for s in exchange.dms() if s.files]) == 3, "each player gets their hero sheet by DM"
    final, posts = await play_to_the_end(table, Driver(table, players, game_pk), players)
    assert final.result is not None and state_as(final, DarkTombState).stage == "II"
    assert any(post.startswith(t("event.darktomb.monster_phase", "fr", round=1)) for post in posts), "in French"
    mentioned = {player.id for player in players if any(f"<@{player.id}>" in post for post in posts)}
    assert mentioned == {p.id for p in players}, "each player was called when their hero was next"


async def test_a_monster_player_moves_the_monsters_through_the_panel(table: Table) -> None:
    players = [ALICE, DAVID]
    game_pk, lobby = await lobby_with(table, ALICE, {ALICE: "dalia", DAVID: "monsters"}, heroes_per_player="2")
    await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    outcome = await table.bot.service.current(game_pk)
    state = state_as(outcome, DarkTombState)
    assert state.monster_seat == 1 and len(state.heroes) == 2
    sheet = await table.command(DAVID, "hand")
    assert [name for s in sheet.replies() for name, _ in s.files] == ["hand.png"], "David sees his own sheet"
    assert not sheet.public_posts()
    driver = Driver(table, players, game_pk)
    final, posts = await play_to_the_end(table, driver, players)
    log = [a.notation for a in await table.bot.store.actions(game_pk) if a.seat == 1]
    assert any(n.startswith("mm:") for n in log) and any(n.startswith("ma:") for n in log)
    assert any("<@104>" in post.splitlines()[-1] for post in posts[:-1]), "the monster player is called"
    assert final.result is not None


async def test_the_monster_players_old_panel_works_after_a_restart(fake: FakeDiscord, db_path: Path) -> None:
    players = [ALICE, DAVID]
    table = await Table.open(fake, db_path, seed_source=lambda bits: 12345)
    game_pk, lobby = await lobby_with(table, ALICE, {ALICE: "brakk", DAVID: "monsters"}, stage="I")
    await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    driver = Driver(table, players, game_pk)
    outcome = await driver.current()
    while not monsters_waiting(outcome) and driver.moves < MAX_ACTIONS:
        exchange = await driver.move()
        outcome = await driver.current()
    assert outcome.to_act == frozenset({1}), "after the last hero turn the monster phase waits for David"
    called = text_of(board_post(exchange)).splitlines()[-1]
    active = outcome.game.view(outcome.state, None).active
    spec = next(m.spec for m in state_as(outcome, DarkTombState).monsters if m.uid == active)
    assert "<@104>" in called and t(f"card.darktomb.{spec}", "en") in called, "David is called for that monster"
    board = outcome.record.board_message_id
    assert board is not None
    opened = await table.click(DAVID, board, f"tt:play:{game_pk}:0")
    panel = fake.originals[opened.tokens[0]]
    buttons = custom_ids(fake.messages[panel], f"tt:a:{game_pk}:{outcome.record.version}:")
    assert buttons and all(b.split(":")[4] in ("mm", "ma", "mp") for b in buttons), "David's panel: monster moves"
    labels = " ".join(c.get("label", "") for c in walk_components(fake.messages[panel]))
    assert any(t(f"card.darktomb.{m.spec}", "en") in labels for m in state_as(outcome, DarkTombState).monsters), labels
    await table.close()

    table = await Table.open(fake, db_path, seed_source=lambda bits: 12345)
    try:
        clicked = await table.click(DAVID, panel, buttons[0])
        after = await table.bot.service.current(game_pk)
        assert after.record.version == outcome.record.version + 1, "the old button still plays"
        check_post(board_post(clicked), after, tuple((await table.bot.store.actions(game_pk))[-1].events), players)
        if after.to_act == frozenset({1}):
            typed = await table.command(DAVID, "play", action="mp")
            assert (await table.bot.service.current(game_pk)).record.version == after.record.version + 1
            board_post(typed)
        live = (await table.bot.service.current(game_pk)).record.board_message_id
        assert live is not None
        if live != board:
            assert not custom_ids(fake.messages[board]), "the post of a turn that is over offers no Play button"
        await table.click(DAVID, live, f"tt:play:{game_pk}:0")  # the live board's Play button answers after the restart
        final, _ = await play_to_the_end(table, Driver(table, players, game_pk), players)
        assert final.result is not None
    finally:
        await table.close()


# ---------------------------------------------------------------- the log of a crowded monster phase


def crowded_monster_phase(seed: int) -> list[Event]:
    """Stage IV face up, four heroes, ten monsters on free squares: the events of its monster phase."""
    s = DARKTOMB.setup(["dalia", "oash", "brakk", "ilse"], DarkTombOptions(stage="IV"), seed)
    s.tiles = [tile.model_copy(update={"revealed": True}) for tile in s.tiles]
    free = [
        (r, c)
        for r in range(len(s.terrain))
        for c in range(len(s.terrain[0]))
        if board.ground_ok(s, (r, c), monster=True) and (r, c) not in board.occupied(s) and r < 8
    ]
    specs = list(content().stages["IV"].monsters) * 2
    spots = random.Random(seed).sample(free, 10)
    s.monsters = [Monster(uid=f"m{i}", spec=specs[i], pos=p, hp=5, max_hp=5) for i, p in enumerate(spots)]
    events: list[Event] = []
    start_monster_phase(s, events)
    return events


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("budget", [texts.LOG_BUDGET, 1000])
def test_a_crowded_monster_phase_keeps_every_die_within_the_budget(lang: str, budget: int) -> None:
    names = {0: "Alice", 1: "Bruno", 2: "Chloé", 3: "David"}
    for seed in range(12):
        events = crowded_monster_phase(seed)
        log = "\n".join(darktomb_log.log_lines(events, lang, names, "David", budget))
        attacks = [e for e in events if e.kind in ("attack_hit", "attack_missed")]
        assert len(ATTACK_DICE.findall(log)) == len(attacks)
        assert all(str(e.params["roll"]) in log for e in events if e.kind in ("initiative",) or "seismic" in e.kind)
        if budget == texts.LOG_BUDGET:
            assert len(log) <= budget
        activations = [line for line in log.splitlines() if line.startswith("▸")]
        assert len(activations) <= 10


def test_the_mention_survives_a_log_too_long_for_discord() -> None:
    lines = ["x" * 900, "y" * 900, "z" * 900, "Round 3 · Dalia: <@101>, your move."]
    text = texts._fit(lines, keep=1)
    assert len(text) <= 2000 and text.endswith("<@101>, your move.")


@pytest.fixture
def quick_maps(monkeypatch: pytest.MonkeyPatch) -> list[DarkTombView]:
    """Skip drawing in the long campaign, but check every picture comes from the right view."""
    import render.darktomb

    drawn: list[DarkTombView] = []

    def board_png(view: DarkTombView, *, names: Mapping[int, str], lang: str = "en",
                  highlight: LastMove | None = None, result: Result | None = None) -> bytes:
        assert view.viewer is None and view.hand is None, "the map is drawn from the public view"
        drawn.append(view)
        return TINY_PNG

    def sheet_png(view: DarkTombView, *, lang: str = "en") -> bytes:
        assert view.viewer is not None and view.hand is not None, "sheets are drawn from their seat's own view"
        return TINY_PNG

    monkeypatch.setattr(render.darktomb, "RENDERER", replace(render.darktomb.RENDERER, render_board=board_png, render_hand=sheet_png))
    return drawn


async def test_a_campaign_carries_on_from_stage_to_stage(table: Table, quick_maps: list[DarkTombView]) -> None:
    players = [ALICE, BRUNO]
    picks = {ALICE: "dalia", BRUNO: "oash"}
    # one hero each and one retry: with balanced stages (about 60 % won, seeds/darktomb.md Balance) a
    # campaign of four heroes and three retries could outrun MAX_ACTIONS
    game_pk, lobby = await lobby_with(table, ALICE, picks, stage="campaign", heroes_per_player="1", retries="1")
    await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    final, posts = await play_to_the_end(table, Driver(table, players, game_pk), players)
    cleared = [post for post in posts if t("event.darktomb.stage_won", "en", stage_type="darktomb.stage_I") in post]
    assert cleared, "the channel hears that stage I is cleared"
    next_stage = t("event.darktomb.stage_started", "en", stage_type="darktomb.stage_II", attempt=1)
    assert next_stage in cleared[0] and "<@10" in cleared[0].splitlines()[-1], "and play goes on in stage II"
    state = state_as(final, DarkTombState)
    assert state.stages_won[:1] == ["I"] and final.result is not None
    if state.won:
        assert state.stages_won == ["I", "II", "III", "IV"]
    assert {view.stage for view in quick_maps} >= {"I", "II"}
