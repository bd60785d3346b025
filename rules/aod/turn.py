"""Turn flow: spending actions and energy, ending turns, knock-outs, the bomb and the collapse.

Passing from one turn to the next is automatic: seats whose figure is lost are skipped, a
knocked-out seat misses one turn and stands up on the next (AOD-KO-3), and every turn the bomb
holder completes brings the collapse one ring further (AOD-COL-1).
"""

from __future__ import annotations

from rules.aod import cards
from rules.aod.board import ALL_CELLS, COMPASS, cell, neighbour
from rules.aod.content import content
from rules.aod.counters import bury, leave_counter
from rules.aod.model import AodState, CardType, CollapseShape, Pos
from rules.aod.working import set_figure
from rules.core import Event, Seat

ACTIONS_PER_TURN = 3
KING_STEPS = ((-1, -1), (-1, 1), (1, -1), (1, 1))


def active_seat(state: AodState) -> Seat:
    return state.order[state.turn_seat_index]


def waste_energy(s: AodState, seat: Seat, events: list[Event]) -> None:
    """Energy not spent before anything else happens is lost (AOD-EN-2)."""
    if s.energy_left:
        events.append(Event(kind="energy_wasted", params={"seat": seat, "amount": s.energy_left}))
        s.energy_left = 0


def spend_action(s: AodState, seat: Seat, events: list[Event]) -> None:
    waste_energy(s, seat, events)
    s.actions_left -= 1


# ---------------------------------------------------------------- knock-out (AOD-KO-*)


def knock_out(s: AodState, seat: Seat, events: list[Event]) -> None:
    leave_counter(s, seat, events)
    cards.discard_hand(s, seat)
    set_figure(s, seat, knocked_out=True)
    s.restarted[seat] = False
    events.append(Event(kind="knocked_out", params={"seat": seat, "pos": s.figures[seat].pos}))


def _stand_up(s: AodState, seat: Seat, events: list[Event]) -> None:
    set_figure(s, seat, knocked_out=False)
    s.restarted[seat] = False
    for kind in CardType:
        cards.draw(s, seat, kind, 1, events)
    cards.enforce_hand_limit(s, seat)
    events.append(Event(kind="stood_up", params={"seat": seat}))


# ---------------------------------------------------------------- bomb and collapse (AOD-BOMB-*, AOD-COL-*)


def maybe_explode(s: AodState, events: list[Event]) -> None:
    """The bomb tile goes once the large counter has been carried off it; the carrier takes the bomb (AOD-BOMB-3)."""
    if s.bomb_holder is None or s.bomb_exploded:
        return
    remover = _carried_off_by(s)
    if remover is not None:
        s.bomb_holder = remover  # AOD-BOMB-2: whoever removes it (in practice the claimer, AOD-BOMB-4)
        explode(s, events)


def _carried_off_by(s: AodState) -> Seat | None:
    """The seat that took the large counter off the bomb tile, or None while it is still there."""
    place = s.objects[content().large_id]
    if place.where == "carried":
        assert place.seat is not None
        return place.seat if s.figures[place.seat].pos != s.bomb_pos else None
    return place.seat if place.where in ("scored", "destroyed") else None


def explode(s: AodState, events: list[Event]) -> None:
    assert s.bomb_pos is not None
    s.bomb_exploded = True
    s.bomb_exploded_turn = s.turn
    events.append(Event(kind="exploded", params={"pos": s.bomb_pos}))
    bury(s, s.bomb_pos, events)
    check_end(s, events)


def collapse_ring(s: AodState, holder: Seat, events: list[Event]) -> None:
    """Every standing museum tile touching a removed one falls, with all that is on it.

    The event names the bomb holder whose turn brought it, since that seat may be lost or skipped.
    """
    ring = next_ring(s)
    for pos in ring:
        bury(s, pos, events)
    if ring:
        left = sum(1 for p in ALL_CELLS if not cell(s, p).removed)
        events.append(Event(kind="collapsed", params={"seat": holder, "count": len(ring), "left": left}))
    check_end(s, events)


def next_ring(state: AodState) -> list[Pos]:
    """The standing museum tiles touching a fallen one: the ring the next collapse brings down."""
    removed = {p for p in ALL_CELLS if cell(state, p).removed}
    return [p for p in ALL_CELLS if p not in removed and _touches(p, removed, state.options.collapse)]


def falling_next(state: AodState) -> tuple[list[Pos], bool]:
    """What falls next and whether at the end of the turn being played (else at the end of the bomb
    holder's next turn): the bomb tile while the bomb is armed (AOD-BOMB-4), then the next ring."""
    if state.bomb_holder is None or state.finished:
        return [], False
    this_turn = active_seat(state) == state.bomb_holder
    if not state.bomb_exploded:
        return ([state.bomb_pos] if state.bomb_pos is not None else []), this_turn
    return next_ring(state), this_turn and state.bomb_exploded_turn != state.turn


def _touches(pos: Pos, removed: set[Pos], shape: CollapseShape) -> bool:
    near = [neighbour(pos, d) for d in COMPASS]
    if shape is CollapseShape.KING:
        near += [(pos[0] + dr, pos[1] + dc) for dr, dc in KING_STEPS]
    return any(p in removed for p in near)


def _after_bomb_holder_turn(s: AodState, seat: Seat, events: list[Event]) -> None:
    """At the end of each of the holder's turns: the bomb goes off if still pending, else a ring falls."""
    if s.bomb_holder != seat or s.finished:
        return
    if not s.bomb_exploded:
        explode(s, events)
    elif s.bomb_exploded_turn != s.turn:
        collapse_ring(s, seat, events)


def check_end(s: AodState, events: list[Event]) -> None:
    """The game ends once no museum tile is left (AOD-END-1)."""
    if s.finished or any(not cell(s, p).removed for p in ALL_CELLS):
        return
    s.finished = True
    s.pending = None
    s.energy_left = 0
    s.actions_left = 0
    events.append(Event(kind="game_over"))


# ---------------------------------------------------------------- passing the turn


def end_turn(s: AodState, events: list[Event]) -> None:
    seat = active_seat(s)
    waste_energy(s, seat, events)
    events.append(Event(kind="turn_ended", params={"seat": seat}))
    _after_bomb_holder_turn(s, seat, events)
    if not s.finished:
        _advance(s, events)


def _advance(s: AodState, events: list[Event]) -> None:
    """Hand the turn to the next seat able to play, serving skipped turns on the way."""
    n = len(s.order)
    while not s.finished:
        s.turn_seat_index = (s.turn_seat_index + 1) % n
        s.turn += 1
        s.actions_left, s.energy_left = ACTIONS_PER_TURN, 0
        seat = active_seat(s)
        fig = s.figures[seat]
        if fig.lost:
            _after_bomb_holder_turn(s, seat, events)
            continue
        if fig.knocked_out and not s.restarted[seat]:
            s.restarted[seat] = True
            events.append(Event(kind="turn_skipped", params={"seat": seat}))
            _after_bomb_holder_turn(s, seat, events)
            continue
        if fig.knocked_out:
            _stand_up(s, seat, events)
        events.append(Event(kind="turn_started", params={"seat": seat, "turn": s.turn}))
        return


def start_first_turn(s: AodState, events: list[Event]) -> None:
    s.turn_seat_index, s.turn = 0, 1
    s.actions_left, s.energy_left = ACTIONS_PER_TURN, 0
    events.append(Event(kind="turn_started", params={"seat": active_seat(s), "turn": s.turn}))

