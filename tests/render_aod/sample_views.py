"""Hand-built Angel of Darkness views at three stages of a game, for renderer tests and benchmarks.

They are views, not states: exactly what the renderer is allowed to see.
"""

from __future__ import annotations

from rules.aod.model import (
    AodView,
    CardType,
    CardView,
    CellView,
    Character,
    CounterKind,
    Direction,
    FigureView,
    ObjectView,
    Pending,
    SeatPublic,
    Side,
    Symbol,
)

N, E, S, W = Direction.N, Direction.E, Direction.S, Direction.W
CHARACTERS = (Character.LARA, Character.PIETER, Character.KURTIS, Character.JOACHIM)
SIDES = {Character.LARA: Side.GOOD, Character.KURTIS: Side.GOOD, Character.PIETER: Side.BAD, Character.JOACHIM: Side.BAD}
NAMES = {0: "Alice", 1: "Bertrand", 2: "Chloé", 3: "Dmitri-with-a-very-long-name"}


def _cells(opened: dict[tuple[int, int], tuple[set[Direction], Symbol]], removed: frozenset[tuple[int, int]] = frozenset()) -> tuple[CellView, ...]:
    cells = []
    for row in range(5):
        for col in range(5):
            pos = (row, col)
            if pos in removed:
                cells.append(CellView(pos=pos, state="removed"))
            elif pos in opened:
                edges, symbol = opened[pos]
                cells.append(CellView(pos=pos, state="open", open_edges=frozenset(edges), symbol=symbol))
            else:
                cells.append(CellView(pos=pos, state="hidden"))
    return tuple(cells)


def _figure(seat: int, pos: tuple[int, int] | None, *, knocked_out: bool = False, lost: bool = False, carrying: str | None = None) -> FigureView:
    character = CHARACTERS[seat]
    return FigureView(seat=seat, character=character, side=SIDES[character], pos=pos,
                      knocked_out=knocked_out, lost=lost, carrying=carrying)


def _seat(seat: int, hand_size: int, discoveries: tuple[str, ...] = (), score: int = 0, missing: bool = False) -> SeatPublic:
    character = CHARACTERS[seat]
    return SeatPublic(seat=seat, character=character, side=SIDES[character], hand_size=hand_size,
                      discoveries=discoveries, score=score, missing_next_turn=missing)


HAND = (
    CardView(id="E03", type=CardType.ENERGY, value=3),
    CardView(id="E11", type=CardType.ENERGY, value=2),
    CardView(id="E20", type=CardType.ENERGY, value=4),
    CardView(id="A02", type=CardType.AMMO, value=1),
    CardView(id="A09", type=CardType.AMMO, value=3),
    CardView(id="L05", type=CardType.LIFE, value=2),
    CardView(id="L07", type=CardType.LIFE, value=4),
)


def early_view(viewer: int | None = None) -> AodView:
    """Turn 1: the entrance is placed above C1, one tile is open, everybody is at the door."""
    start = (-1, 2)
    return AodView(
        viewer=viewer, turn=1, active_seat=0, to_act=frozenset({0}), actions_left=2, energy_left=0,
        cells=_cells({(0, 2): ({N, S}, Symbol.NONE)}),
        start=start,
        figures=tuple(_figure(s, start) for s in range(4)),
        objects=(),
        seats=tuple(_seat(s, 3) for s in range(4)),
        team_scores={"good": 0, "bad": 0},
        draw_sizes={CardType.ENERGY: 21, CardType.AMMO: 12, CardType.LIFE: 10},
        discard_tops={CardType.ENERGY: None, CardType.AMMO: None, CardType.LIFE: None},
        discard_sizes={CardType.ENERGY: 0, CardType.AMMO: 0, CardType.LIFE: 0},
        discovery_pile_size=5, object_stack_size=9,
        bomb_holder=None, bomb_pos=None, bomb_exploded=False, pending=None, finished=False,
        hand=HAND[:3] if viewer is not None else None,
    )


MID_OPEN = {
    (0, 2): ({N, S}, Symbol.NONE),
    (1, 2): ({N, E, S}, Symbol.RELOAD_ENERGY),
    (1, 3): ({W, S}, Symbol.TORCH),
    (2, 2): ({N, W}, Symbol.NONE),
    (2, 1): ({E, S}, Symbol.RELOAD_AMMO),
    (3, 1): ({N, E, S}, Symbol.NONE),
    (3, 2): ({W}, Symbol.TORCH),
    (4, 1): ({N, E}, Symbol.RELOAD_LIFE),
    (4, 2): ({W, E}, Symbol.NONE),
    (2, 3): ({N, E}, Symbol.NONE),
    (2, 4): ({W, S}, Symbol.NONE),
    (1, 1): ({E}, Symbol.NONE),
}


def mid_view(viewer: int | None = None) -> AodView:
    """Two rooms found, counters lying in them, a fight: one figure knocked out, one carrying."""
    start = (-1, 2)
    return AodView(
        viewer=viewer, turn=14, active_seat=1, to_act=frozenset({1}), actions_left=1, energy_left=3,
        cells=_cells(MID_OPEN),
        start=start,
        figures=(
            _figure(0, (1, 3)),
            _figure(1, (3, 2), carrying="P3"),
            _figure(2, (2, 2), knocked_out=True),
            _figure(3, (1, 3)),
        ),
        objects=(
            ObjectView(id="E1", kind=CounterKind.EVIDENCE, points=2, where="cell", pos=(1, 3)),
            ObjectView(id="P2", kind=CounterKind.PAINTING, points=2, where="cell", pos=(1, 3)),
            ObjectView(id="P3", kind=CounterKind.PAINTING, points=3, where="carried", seat=1),
            ObjectView(id="E3", kind=CounterKind.EVIDENCE, points=3, where="cell", pos=(3, 2)),
        ),
        seats=(_seat(0, 5, ("D2",), 1), _seat(1, 4, ("D4",), 1), _seat(2, 0, missing=True), _seat(3, 7)),
        team_scores={"good": 1, "bad": 1},
        draw_sizes={CardType.ENERGY: 9, CardType.AMMO: 5, CardType.LIFE: 6},
        discard_tops={CardType.ENERGY: 3, CardType.AMMO: 4, CardType.LIFE: 1},
        discard_sizes={CardType.ENERGY: 8, CardType.AMMO: 5, CardType.LIFE: 3},
        discovery_pile_size=3, object_stack_size=6,
        bomb_holder=None, bomb_pos=None, bomb_exploded=False, pending=None, finished=False,
        hand=HAND if viewer is not None else None,
    )


def late_view(viewer: int | None = None) -> AodView:
    """The museum collapses: rubble spreading from the bomb room, a figure lost, a full room left."""
    start = (2, 5)
    opened = {(r, c): ({N, E, S}, Symbol.NONE) for r in range(5) for c in range(5)}
    opened.update({(0, 0): ({E}, Symbol.TORCH), (4, 4): ({N, W}, Symbol.TORCH), (2, 4): ({W, E}, Symbol.RELOAD_AMMO),
                   (3, 3): ({N, S}, Symbol.RELOAD_LIFE), (1, 4): ({S, W}, Symbol.RELOAD_ENERGY),
                   (0, 4): ({S}, Symbol.TORCH), (3, 0): ({N, E}, Symbol.TORCH)})
    removed = frozenset({(1, 1), (0, 1), (1, 0), (1, 2), (2, 1), (0, 2)})
    return AodView(
        viewer=viewer, turn=61, active_seat=3, to_act=frozenset({3}), actions_left=3, energy_left=0,
        cells=_cells(opened, removed),
        start=start,
        figures=(
            _figure(0, (2, 4), carrying="X"),
            _figure(1, None, lost=True),
            _figure(2, start),
            _figure(3, (0, 4), knocked_out=True),
        ),
        objects=(
            ObjectView(id="E2", kind=CounterKind.EVIDENCE, points=2, where="cell", pos=(0, 4)),
            ObjectView(id="P1", kind=CounterKind.PAINTING, points=2, where="cell", pos=(0, 4)),
            ObjectView(id="P4", kind=CounterKind.PAINTING, points=3, where="cell", pos=(0, 4)),
            ObjectView(id="E4", kind=CounterKind.EVIDENCE, points=3, where="cell", pos=(4, 4)),
            ObjectView(id="X", kind=CounterKind.LARGE, points=4, where="carried", seat=0),
            ObjectView(id="E1", kind=CounterKind.EVIDENCE, points=2, where="scored", seat=2),
            ObjectView(id="P3", kind=CounterKind.PAINTING, points=3, where="scored", seat=1),
        ),
        seats=(_seat(0, 6, ("D1", "D3"), 4), _seat(1, 2, ("D4",), 3), _seat(2, 3, (), 2),
               _seat(3, 1, ("D5",), 1, missing=True)),
        team_scores={"good": 6, "bad": 4},
        draw_sizes={CardType.ENERGY: 2, CardType.AMMO: 0, CardType.LIFE: 7},
        discard_tops={CardType.ENERGY: 4, CardType.AMMO: 2, CardType.LIFE: 3},
        discard_sizes={CardType.ENERGY: 14, CardType.AMMO: 9, CardType.LIFE: 4},
        discovery_pile_size=0, object_stack_size=0,
        bomb_holder=0, bomb_pos=None, bomb_exploded=True, pending=None, finished=False,
        hand=HAND if viewer is not None else None,
    )


def pending_view() -> AodView:
    """Before play: the first player must place the entrance tile; nobody is on the board yet."""
    base = early_view()
    return base.model_copy(update={
        "start": None,
        "cells": _cells({}),
        "figures": tuple(_figure(s, None) for s in range(4)),
        "pending": Pending(kind="place_start", seat=0),
    })
