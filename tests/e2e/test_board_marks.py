"""The board a table sees marks the last move: the post of a new turn shows where the previous player's
figure went, even before the new player has done anything."""

from __future__ import annotations

from typing import Any

from dataclasses import replace

import pytest

import render.aod
from render.common import LastMove
from rules.aod.model import AodView
from tests.e2e.conftest import ALICE, BRUNO, TINY_PNG
from tests.e2e.harness import Table
from tests.e2e.lobby import start_game
from tests.e2e.play import Driver


@pytest.fixture
def marks(monkeypatch: pytest.MonkeyPatch) -> list[tuple[AodView, LastMove | None]]:
    """Skip drawing, but keep each board's view and what it was told to mark."""
    drawn: list[tuple[AodView, LastMove | None]] = []

    def board(view: AodView, *, names: Any, lang: str = "en", highlight: LastMove | None = None, result: Any = None) -> bytes:
        drawn.append((view, highlight))
        return TINY_PNG

    monkeypatch.setattr(render.aod, "RENDERER", replace(render.aod.RENDERER, render_board=board,
                                                        render_hand=lambda view, *, lang="en": TINY_PNG))
    return drawn


async def test_a_new_turns_board_marks_where_the_last_player_went(table: Table, marks: list[tuple[AodView, LastMove | None]]) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    driver = Driver(table, [ALICE, BRUNO], game_pk)
    for _ in range(200):
        before = await driver.current()
        mover = min(before.to_act)
        await driver.move()
        after = await driver.current()
        log = [entry for entry in await table.bot.store.actions(game_pk) if not entry.undone]
        turn = []  # the turn just ended
        for entry in reversed(log):
            if entry.seat != mover:
                break
            turn.append(entry)
        moved = any(event.kind == "moved" for entry in turn for event in entry.events)
        if after.result is None and mover not in after.to_act and moved:
            break
    else:
        raise AssertionError("no turn ended after a step in 200 moves")
    view, highlight = marks[-1]  # the new turn's post, drawn last
    assert view.active_seat != mover and view.active_seat in after.to_act
    assert highlight is not None and highlight.mover == mover and len(highlight.path) >= 2
    figure = next(f for f in view.figures if f.seat == mover)
    assert highlight.path[-1] == figure.pos, "the mark ends where the figure stands"
