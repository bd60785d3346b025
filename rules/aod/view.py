"""What a seat (or the public) may know: the only way game data leaves the rules.

Face-down tiles show only their back, stacks only their size, hands only their size, and the RNG is
never shown (AOD-HIDE-1).  A seat's own view adds its hand.
"""

from __future__ import annotations

from rules.aod import seats
from rules.aod.board import ALL_CELLS, cell, tile_edges
from rules.aod.content import content
from rules.aod.counters import object_points, unit_score, seat_score
from rules.aod.model import (
    AodState,
    AodView,
    CardType,
    CardView,
    CellView,
    FigureView,
    ObjectView,
    SeatPublic,
)
from rules.aod.turn import active_seat, falling_next
from rules.core import Seat


def build_view(state: AodState, viewer: Seat | None, to_act: frozenset[Seat]) -> AodView:
    falling, this_turn = falling_next(state)
    return AodView(
        viewer=viewer,
        turn=state.turn,
        order=tuple(state.order),
        active_seat=None if state.finished or state.start is None else active_seat(state),
        to_act=to_act,
        actions_left=state.actions_left,
        energy_left=state.energy_left,
        cells=tuple(_cell_view(state, pos) for pos in ALL_CELLS),
        start=state.start,
        figures=tuple(_figure_view(state, seat) for seat in range(len(state.seats))),
        objects=tuple(_object_views(state)),
        seats=tuple(_seat_public(state, seat) for seat in range(len(state.seats))),
        team_scores={unit: unit_score(state, unit) for unit in seats.units(state)},
        draw_sizes={k: len(state.draw[k]) for k in CardType},
        discard_tops={k: (content().cards[state.discard[k][-1]].value if state.discard[k] else None)
                      for k in CardType},
        discard_sizes={k: len(state.discard[k]) for k in CardType},
        discovery_pile_size=len(state.discovery_pile),
        object_stack_size=len(state.object_stack),
        bomb_holder=state.bomb_holder,
        bomb_pos=state.bomb_pos,
        bomb_exploded=state.bomb_exploded,
        collapse=state.options.collapse,
        falling_next=tuple(falling),
        falls_after=state.bomb_holder if falling else None,
        falls_this_turn=this_turn,
        last_raid=state.last_raid,
        pending=state.pending,
        finished=state.finished,
        hand=None if viewer is None else _hand(state, viewer),
    )


def _cell_view(state: AodState, pos: tuple[int, int]) -> CellView:
    c = cell(state, pos)
    if c.removed:
        return CellView(pos=pos, state="removed")
    if not c.opened:
        return CellView(pos=pos, state="hidden")
    return CellView(pos=pos, state="open", open_edges=tile_edges(c.tile, c.rotation),
                    symbol=content().tiles[c.tile].symbol)


def _figure_view(state: AodState, seat: Seat) -> FigureView:
    fig = state.figures[seat]
    return FigureView(seat=seat, character=fig.character, side=seats.side_of(state, seat), pos=fig.pos,
                      knocked_out=fig.knocked_out, lost=fig.lost, carrying=fig.carrying)


def _object_views(state: AodState) -> list[ObjectView]:
    out = []
    for counter, place in state.objects.items():
        if place.where == "stack":
            continue
        spec = content().objects[counter]
        out.append(ObjectView(id=counter, kind=spec.kind, points=object_points(state, counter), where=place.where,
                              pos=place.pos, seat=place.seat))
    return out


def _seat_public(state: AodState, seat: Seat) -> SeatPublic:
    fig = state.figures[seat]
    return SeatPublic(
        seat=seat,
        character=fig.character,
        side=seats.side_of(state, seat),
        hand_size=len(state.hands[seat]),
        discoveries=tuple(sorted(c for c, owner in state.discovered.items() if owner == seat)),
        score=seat_score(state, seat),
        missing_next_turn=fig.knocked_out and not state.restarted[seat],
    )


def _hand(state: AodState, seat: Seat) -> tuple[CardView, ...]:
    specs = [content().cards[c] for c in state.hands[seat]]
    order = list(CardType)
    specs.sort(key=lambda c: (order.index(c.type), c.value, c.id))
    return tuple(CardView(id=c.id, type=c.type, value=c.value) for c in specs)
