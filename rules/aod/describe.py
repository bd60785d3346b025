"""Catalog key and parameters labelling an action for its player (buttons, autocomplete, logs).

Parameters follow the catalog conventions of :mod:`core.i18n`: ``cards`` are card values, ``*_seat``
seats, ``pos`` cells, ``direction``/``directions`` compass points, ``card_type`` a card type.
"""

from __future__ import annotations

from typing import Any

from rules.aod import cards
from rules.aod.board import COMPASS, entrance, neighbour, start_position, tile_edges
from rules.aod.content import content
from rules.aod.counters import object_points
from rules.aod.legal import energy_spendable
from rules.aod.model import (
    AodAction,
    AodState,
    Claim,
    Ditch,
    EndTurn,
    HandOver,
    OpenTile,
    Orient,
    PlaceStart,
    PlayEnergy,
    Reload,
    RotateTile,
    Shoot,
    Step,
    TakeOver,
)
from rules.core import Seat


def describe(state: AodState, seat: Seat, action: AodAction) -> tuple[str, dict[str, Any]]:
    params: dict[str, Any] = {}
    here = state.figures[seat].pos if 0 <= seat < len(state.figures) else None
    match action:
        case PlaceStart(side=side, index=index):
            params = {"direction": side, "pos": entrance(start_position(side, index))}
        case Reload(card_type=kind):
            params = {"card_type": kind}
        case PlayEnergy(cards=played) | Ditch(cards=played):
            params = {"cards": cards.values(played), "total": sum(cards.values(played))}
        case Shoot(cards=played, target=target):
            params = {"cards": cards.values(played), "target_seat": target, "hits": sum(cards.values(played))}
        case Step(direction=d) | OpenTile(direction=d):
            params = {"direction": d, "pos": neighbour(here, d) if here else None}
        case Orient(rotation=r):
            params = {"directions": _orient_edges(state, r), "rotation": r}
        case RotateTile(direction=d, rotation=r):
            params = {"pos": (here if d is None else neighbour(here, d)) if here else None, "turns": r}
        case Claim(counter=counter):
            params = {"counter": counter, "points": object_points(state, counter),
                      "kind": content().objects[counter].kind.value}
        case HandOver(to=to):
            params = {"to_seat": to, "counter": state.figures[seat].carrying}
        case TakeOver(source=source):
            params = {"from_seat": source, "counter": state.figures[source].carrying}
    if isinstance(action, Claim) and action.counter == content().large_id:
        return "action.aod.claim_large", params  # warns of the bomb (AOD-BOMB-3, AOD-BOMB-4)
    return f"action.aod.{action.kind}", params


def forfeit(state: AodState, seat: Seat, action: AodAction) -> tuple[str, dict[str, Any]] | None:
    """Ending the turn, or taking another action, with energy still to spend throws it away (AOD-EN-2): the
    player is asked first.  Claiming, dropping and passing counters keep it."""
    if state.pending is not None or not energy_spendable(state, seat):
        return None
    if isinstance(action, EndTurn):
        return "confirm.aod.energy_left", {"count": state.energy_left}
    if isinstance(action, (Reload, PlayEnergy, Shoot)):
        return "confirm.aod.energy_lost", {"count": state.energy_left}
    return None


def _orient_edges(state: AodState, rotation: int) -> list[Any]:
    pending = state.pending
    if pending is None or pending.pos is None:
        return []
    tile = state.grid[pending.pos[0]][pending.pos[1]].tile
    open_edges = tile_edges(tile, rotation)
    return [d for d in COMPASS if d in open_edges]

