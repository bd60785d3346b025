"""Cheap copy-on-write of the game state, so ``apply`` never touches its input.

A deep pydantic copy costs milliseconds; instead :func:`working_copy` copies the top-level model and
its containers (lists and dicts) only.  Nested models (cells, figures, counter places) stay shared
with the input and must never be changed in place: the setters below replace them with changed
copies.  Every rule module writes through these setters.
"""

from __future__ import annotations

from typing import Any

from rules.aod.model import AodState, Figure, ObjectPlace, ObjectWhere, Pos


def working_copy(state: AodState) -> AodState:
    return state.model_copy(update={
        "rng": state.rng.model_copy(),
        "grid": [list(row) for row in state.grid],
        "figures": list(state.figures),
        "draw": {k: list(v) for k, v in state.draw.items()},
        "discard": {k: list(v) for k, v in state.discard.items()},
        "hands": [list(h) for h in state.hands],
        "discovery_pile": list(state.discovery_pile),
        "discovered": dict(state.discovered),
        "object_stack": list(state.object_stack),
        "objects": dict(state.objects),
        "restarted": list(state.restarted),
        "marks": list(state.marks),
    })


def set_figure(s: AodState, seat: int, **changes: Any) -> Figure:
    fig = s.figures[seat].model_copy(update=changes)
    s.figures[seat] = fig
    return fig


def set_cell(s: AodState, pos: Pos, **changes: Any) -> None:
    row = s.grid[pos[0]]
    row[pos[1]] = row[pos[1]].model_copy(update=changes)


def place_object(s: AodState, counter: str, where: ObjectWhere, pos: Pos | None = None, seat: int | None = None) -> None:
    s.objects[counter] = ObjectPlace.model_construct(where=where, pos=pos, seat=seat)
