"""Easy ways to waste a turn, closed: a question before ending with resources left, idle moves grey and
last, and ``/game play`` taking what the buttons say.  Everything goes through the real command tree."""

from __future__ import annotations

from bot import texts
from core.i18n import t
from core.service import Outcome
from rules.aod.model import AodState, PlayEnergy
from rules.darktomb.model import DarkTombState
from tests.e2e.conftest import ALICE, BRUNO
from tests.e2e.harness import Player, Table, custom_ids, walk_components
from tests.e2e.lobby import open_lobby, start_game
from tests.e2e.play import Driver, state_as

PRIMARY, SECONDARY = 1, 2  # Discord's button styles


async def open_panel(table: Table, game_pk: int, player: Player = ALICE) -> int:
    """Click Play under the board post; the private panel's message id."""
    board = (await table.bot.service.load(game_pk)).board_message_id
    assert board is not None
    exchange = await table.click(player, board, f"tt:play:{game_pk}:0")
    return table.fake.originals[exchange.tokens[0]]


async def typed(table: Table, player: Player, action: str) -> str:
    """``/game play action:<action>``; the private answer's text."""
    return "\n".join((await table.command(player, "play", action=action)).private_texts())


def label(outcome: Outcome, seat: int, notation: str, lang: str) -> str:
    game = outcome.game
    return texts.action_label(game, outcome.state, seat, game.parse_action(notation), lang, {0: "Alice", 1: "Bruno"})


async def with_energy_to_spend(table: Table) -> tuple[int, Outcome]:
    """Lara has placed the start tile and played energy cards: energy left, and a tile to open with it."""
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    outcome = await table.bot.service.current(game_pk)
    await typed(table, ALICE, outcome.game.notation(outcome.game.legal_actions(outcome.state, 0)[0]))
    outcome = await table.bot.service.current(game_pk)
    energy = next(a for a in outcome.game.legal_actions(outcome.state, 0) if isinstance(a, PlayEnergy))
    await typed(table, ALICE, outcome.game.notation(energy))
    outcome = await table.bot.service.current(game_pk)
    assert state_as(outcome, AodState).energy_left > 0
    return game_pk, outcome


async def test_ending_a_turn_with_energy_left_asks_once_and_changes_nothing_until_confirmed(table: Table) -> None:
    game_pk, before = await with_energy_to_spend(table)
    left = state_as(before, AodState).energy_left
    panel = await open_panel(table, game_pk)
    version = before.record.version
    asked = await table.click(ALICE, panel, f"tt:a:{game_pk}:{version}:end")
    question = table.fake.messages[panel]
    assert question["content"] == t("confirm.aod.energy_left", "en", count=left)
    assert f"End your turn with {left} energy left" in question["content"]
    buttons = {c["label"]: c["custom_id"] for c in walk_components(question)}
    assert buttons == {"Keep playing": f"tt:play:{game_pk}:0", "Confirm": f"tt:ok:{game_pk}:{version}:end"}
    assert not asked.public_posts() and (await table.bot.service.load(game_pk)).version == version

    await table.click(ALICE, panel, buttons["Keep playing"])
    assert (await table.bot.service.load(game_pk)).version == version, "Keep playing changes nothing"
    assert f"tt:a:{game_pk}:{version}:end" in custom_ids(table.fake.messages[panel]), "the panel is back"

    again = await table.command(ALICE, "play", action="  end TURN ")  # typed, it asks too
    assert custom_ids(again.original(), "tt:ok:") == [buttons["Confirm"]]
    assert (await table.bot.service.load(game_pk)).version == version

    done = await table.click(ALICE, table.fake.originals[again.tokens[0]], buttons["Confirm"])
    after = await table.bot.service.current(game_pk)
    assert after.record.version == version + 1 and after.to_act == {1}, "Confirm ends the turn"
    assert any("<@102>" in post.text for post in done.public_posts()), "Bruno is called"


async def test_ending_a_turn_with_no_energy_left_ends_it_at_once(table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    outcome = await table.bot.service.current(game_pk)
    await typed(table, ALICE, outcome.game.notation(outcome.game.legal_actions(outcome.state, 0)[0]))
    version = (await table.bot.service.load(game_pk)).version
    panel = await open_panel(table, game_pk)
    exchange = await table.click(ALICE, panel, f"tt:a:{game_pk}:{version}:end")
    after = await table.bot.service.current(game_pk)
    assert after.record.version == version + 1 and after.to_act == {1}
    assert not custom_ids(table.fake.messages[panel], "tt:ok:"), "no question asked"
    assert exchange.public_posts()


async def test_dark_tomb_attempts_are_grey_and_come_after_the_real_moves(table: Table) -> None:
    game_pk, lobby = await open_lobby(table, ALICE, game="darktomb")
    await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    driver = Driver(table, [ALICE], game_pk)
    outcome = await driver.current()
    while not _attempts_fit_on_buttons(outcome):
        assert driver.moves < 40, "a hero turn with few enough moves for buttons comes early"
        await driver.move()
        outcome = await driver.current()
    panel = await open_panel(table, game_pk)
    actions = [c for c in walk_components(table.fake.messages[panel]) if c["custom_id"].startswith("tt:a:")]
    styles = [(c["custom_id"].split(":", 4)[-1], c["style"]) for c in actions]
    attempts = [i for i, (notation, _) in enumerate(styles) if notation.startswith("x")]
    real = [i for i, (notation, style) in enumerate(styles) if style == PRIMARY]
    assert attempts and real and max(real) < min(attempts), styles
    assert all(styles[i][1] == SECONDARY for i in attempts)
    assert all("(no effect)" in c["label"] for c in actions if c["custom_id"].split(":", 4)[-1].startswith("x"))


def _attempts_fit_on_buttons(outcome: Outcome) -> bool:
    state = state_as(outcome, DarkTombState)
    if state.phase == "monsters" or 0 not in outcome.to_act:
        return False
    kinds = [action.kind for action in outcome.game.legal_actions(state, 0)]
    return len(kinds) <= 20 and "attempt" in kinds and any(kind not in ("attempt", "end") for kind in kinds)


async def test_typed_button_labels_play_in_either_language_any_case(table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    outcome = await table.bot.service.current(game_pk)
    start = outcome.game.notation(outcome.game.legal_actions(outcome.state, 0)[0])
    shouted = f"  {label(outcome, 0, start, 'en').upper()}   "
    answer = await typed(table, ALICE, shouted)
    after = await table.bot.service.current(game_pk)
    assert after.record.version == outcome.record.version + 1, answer
    assert (await table.bot.store.actions(game_pk))[-1].notation == start

    french = f"\t{label(after, 0, 'reload:energy', 'fr').upper().replace('É', 'E')} "  # Alice's Discord is English
    assert "ENERGIE" in french, "typed without its accent"
    await typed(table, ALICE, french)
    assert (await table.bot.store.actions(game_pk))[-1].notation == "reload:energy"

    await typed(table, ALICE, "End Turn")
    bruno = await table.bot.service.current(game_pk)
    assert bruno.to_act == {1}
    reload = "  ".join(label(bruno, 1, "reload:ammo", "fr").upper().split())  # his French, shouted, spaced out
    answer = await typed(table, BRUNO, f"  {reload}")
    assert (await table.bot.store.actions(game_pk))[-1].notation == "reload:ammo", answer
    assert answer.startswith(t("bot.panel.done", "fr", events="")[:4]), answer


async def test_a_typed_move_that_is_none_gets_a_refusal_naming_real_moves(table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    outcome = await table.bot.service.current(game_pk)
    answer = await typed(table, ALICE, " dance on the tiles ")
    assert (await table.bot.service.load(game_pk)).version == outcome.record.version, "nothing changed"
    assert "“dance on the tiles” is not one of your moves right now." in answer
    legal = [outcome.game.notation(a) for a in outcome.game.legal_actions(outcome.state, 0)]
    shown = [label(outcome, 0, notation, "en") for notation in legal[:3]]
    assert all(f"“{name}”" in answer for name in shown), answer
    assert "energy:en03" not in answer and "start:N0" not in answer, "no internal notation"

    waiting = await typed(table, BRUNO, "danser")  # not Bruno's turn: he is told whose it is, not given examples
    assert "Alice" in waiting and t("bot.play.examples", "fr", examples="")[:10] not in waiting


async def test_drawing_with_actions_left_in_underworld_asks_in_the_players_language(table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO], game="underworld")
    await typed(table, ALICE, "roll")
    version = (await table.bot.service.load(game_pk)).version
    panel = await open_panel(table, game_pk)
    await table.click(ALICE, panel, f"tt:a:{game_pk}:{version}:draw")
    question = table.fake.messages[panel]
    assert question["content"] == "End the turn with 2 actions left? Unused actions are lost."
    await table.click(ALICE, panel, f"tt:ok:{game_pk}:{version}:draw")
    assert (await table.bot.service.current(game_pk)).to_act == {1}, "confirmed, the turn ended"

    await typed(table, BRUNO, "roll")
    bruno = await table.bot.service.current(game_pk)
    asked = await table.command(BRUNO, "play", action=label(bruno, 1, "draw", "fr").upper())
    assert asked.original()["content"] == t("confirm.underworld.actions_left", "fr", count=2)
    assert {c["label"] for c in walk_components(asked.original())} == {"Confirmer", "Continuer à jouer"}
    assert (await table.bot.service.load(game_pk)).version == bruno.record.version, "nothing changed yet"


async def test_another_action_with_energy_left_asks_too(table: Table) -> None:
    game_pk, before = await with_energy_to_spend(table)
    left, version = state_as(before, AodState).energy_left, before.record.version
    panel = await open_panel(table, game_pk)
    await table.click(ALICE, panel, f"tt:a:{game_pk}:{version}:reload:ammo")
    assert table.fake.messages[panel]["content"] == t("confirm.aod.energy_lost", "en", count=left)
    assert (await table.bot.service.load(game_pk)).version == version
    await table.click(ALICE, panel, f"tt:ok:{game_pk}:{version}:reload:ammo")
    after = await table.bot.service.current(game_pk)
    assert after.record.version == version + 1 and state_as(after, AodState).energy_left == 0
