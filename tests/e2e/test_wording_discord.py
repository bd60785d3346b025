"""Wording a player reads through Discord: what the panel says was done, whom the log credits.

Dark Tomb's Oash hands over to his ermine without anything public happening, and the last hero's end
of turn runs the whole monster phase inside that one action.
"""

from __future__ import annotations

from core.i18n import t
from tests.e2e.conftest import ALICE
from tests.e2e.harness import Table
from tests.e2e.play import Driver, state_as
from tests.e2e.test_darktomb_discord import lobby_with
from rules.darktomb.model import DarkTombState


async def end_turn(table: Table, driver: Driver) -> int:
    """The acting seat ends its turn with the panel's End button; returns the panel's message id."""
    outcome = await driver.current()
    seat = min(outcome.to_act)
    end = next(outcome.game.notation(action) for action in outcome.game.legal_actions(outcome.state, seat)
               if outcome.game.describe_action(outcome.state, seat, action)[0] == "action.darktomb.end")
    await driver.click_action(driver.players[seat], end, outcome.record.version)
    return driver.panels[driver.players[seat].id]


async def test_a_turn_ended_without_news_says_what_was_chosen_and_the_log_credits_no_one_for_the_monsters(
    table: Table,
) -> None:
    game_pk, lobby = await lobby_with(table, ALICE, {ALICE: "oash"}, stage="I")
    await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    driver = Driver(table, [ALICE], game_pk)
    state = state_as(await driver.current(), DarkTombState)
    assert [h.id for h in state.heroes] == ["oash"] and state.phase == "heroes"

    panel = await end_turn(table, driver)  # Oash's turn ends: his ermine plays next, nothing to announce
    assert state_as(await driver.current(), DarkTombState).phase == "familiar"
    notice = str(table.fake.messages[panel]["content"]).splitlines()[0]
    assert notice == t("bot.panel.done", "en", events=t("bot.panel.chosen", "en", action=t("action.darktomb.end", "en")))
    assert notice == "Done: you chose “End the turn”."

    await end_turn(table, driver)  # the ermine ends: the monsters play their phase inside this action
    log = (await table.command(ALICE, "log")).private_texts()[-1]
    phase = next(line for line in log.splitlines() if t("event.darktomb.monster_phase", "en", round=1) in line)
    assert not phase.startswith("**"), f"the monster phase is nobody's move:\n{log}"
