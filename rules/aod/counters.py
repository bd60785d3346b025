"""Discovery counters, the police, evidence/painting counters and the score.

Scores are derived from the state (discoveries, counters smuggled out, figures lost); each change is
stamped with the action tick so ties can be broken by who got there last (AOD-END-2).
"""

from __future__ import annotations

from rules.aod import seats
from rules.aod.board import cell
from rules.aod.content import content
from rules.aod.model import AodState, CounterKind, Police, Pos, Raid, ScoreMark, Side
from rules.aod.working import place_object, set_cell, set_figure
from rules.core import Event, Seat

SCORED_BY = {CounterKind.EVIDENCE: Side.GOOD, CounterKind.PAINTING: Side.BAD}
HUNTED = {Police.NOBODY: (), Police.GOOD: (Side.GOOD,), Police.BAD: (Side.BAD,), Police.BOTH: (Side.GOOD, Side.BAD)}


# ---------------------------------------------------------------- score


def object_points(state: AodState, counter: str) -> int:
    spec = content().objects[counter]
    return state.options.large_counter_points if spec.kind is CounterKind.LARGE else spec.points


def seat_score(state: AodState, seat: Seat) -> int:
    points = sum(1 for owner in state.discovered.values() if owner == seat)
    for counter, place in state.objects.items():
        if place.where == "scored" and place.seat == seat:
            points += object_points(state, counter)
    return points - (1 if state.figures[seat].lost else 0)


def unit_score(state: AodState, unit: str) -> int:
    return sum(seat_score(state, seat) for seat in seats.seats_of_unit(state, unit))


def mark_score(s: AodState, seat: Seat) -> None:
    """Remember when this seat's unit changed score (AOD-END-2)."""
    unit = seats.unit_of(s, seat)
    s.marks.append(ScoreMark(unit=unit, points=unit_score(s, unit), tick=s.tick))


# ---------------------------------------------------------------- discovery and police (AOD-DISC-*)


def discover(s: AodState, seat: Seat, pos: Pos, events: list[Event]) -> bool:
    """Take the top discovery counter, fill the room, call the police; True if ``seat`` is hunted."""
    if not s.discovery_pile:
        return False
    counter = s.discovery_pile.pop(0)
    spec = content().discovery[counter]
    s.discovered[counter] = seat
    mark_score(s, seat)
    events.append(Event(kind="discovered", params={"seat": seat, "pos": pos, "counter": counter,
                                                   "objects": spec.objects}))
    _fill_room(s, pos, spec.objects, events)
    if spec.police is Police.NOBODY:
        return False
    events.append(Event(kind=f"police_{spec.police.value}", params={"pos": pos}))
    s.last_raid = Raid(pos=pos, police=spec.police, turn=s.turn)
    return seat in police_raid(s, spec.police, events)


def _fill_room(s: AodState, pos: Pos, count: int, events: list[Event]) -> None:
    for _ in range(min(count, len(s.object_stack))):
        counter = s.object_stack.pop(0)
        place_object(s, counter, "cell", pos=pos)
        spec = content().objects[counter]
        events.append(Event(kind="object_revealed", params={"counter": counter, "pos": pos,
                                                             "points": object_points(s, counter)}))
        if spec.kind is CounterKind.LARGE:
            s.bomb_pos = pos


def police_raid(s: AodState, police: Police, events: list[Event]) -> set[Seat]:
    """Send every hunted figure inside the museum back to the start, leaving what it carried."""
    hunted: set[Seat] = set()
    for seat, fig in enumerate(s.figures):
        if fig.lost or fig.pos is None or fig.pos == s.start or seats.side_of(s, seat) not in HUNTED[police]:
            continue
        leave_counter(s, seat, events)
        set_figure(s, seat, pos=s.start)
        hunted.add(seat)
        events.append(Event(kind="hunted", params={"seat": seat, "pos": fig.pos}))
    return hunted


# ---------------------------------------------------------------- carrying (AOD-CARRY-*)


def lying_here(state: AodState, pos: Pos) -> list[str]:
    return [c for c, place in state.objects.items() if place.where == "cell" and place.pos == pos]


def leave_counter(s: AodState, seat: Seat, events: list[Event]) -> None:
    """The figure puts down what it carries on its own cell (drop, knock-out, police)."""
    fig = s.figures[seat]
    if fig.carrying is None:
        return
    place_object(s, fig.carrying, "cell", pos=fig.pos)
    events.append(Event(kind="dropped", params={"seat": seat, "counter": fig.carrying, "pos": fig.pos}))
    set_figure(s, seat, carrying=None)


def pick_up(s: AodState, seat: Seat, counter: str) -> None:
    place_object(s, counter, "carried", seat=seat)
    set_figure(s, seat, carrying=counter)
    if content().objects[counter].kind is CounterKind.LARGE and s.bomb_holder is None:
        s.bomb_holder = seat


def smuggle_out(s: AodState, seat: Seat, events: list[Event]) -> None:
    """A carrier reached the start tile: score the counter or destroy it (AOD-SCORE-2..4)."""
    counter = s.figures[seat].carrying
    if counter is None:
        return
    kind = content().objects[counter].kind
    set_figure(s, seat, carrying=None)
    params = {"seat": seat, "counter": counter, "points": object_points(s, counter)}
    if kind is CounterKind.LARGE or SCORED_BY[kind] is seats.side_of(s, seat):
        place_object(s, counter, "scored", seat=seat)
        mark_score(s, seat)
        events.append(Event(kind="smuggled", params=params))
    else:
        place_object(s, counter, "destroyed", seat=seat)
        events.append(Event(kind="destroyed", params=params))


def bury(s: AodState, pos: Pos, events: list[Event]) -> None:
    """A tile collapses: counters on it and figures standing there are lost (AOD-COL-3)."""
    for counter in lying_here(s, pos):
        place_object(s, counter, "lost", pos=pos)
        events.append(Event(kind="object_lost", params={"counter": counter, "pos": pos}))
    for seat, fig in enumerate(s.figures):
        if fig.pos == pos and not fig.lost:
            if fig.carrying is not None:
                place_object(s, fig.carrying, "lost", pos=pos)
                events.append(Event(kind="object_lost", params={"counter": fig.carrying, "pos": pos}))
            set_figure(s, seat, lost=True, carrying=None, knocked_out=False)
            mark_score(s, seat)
            events.append(Event(kind="figure_lost", params={"seat": seat, "pos": pos}))
    if not cell(s, pos).removed:
        set_cell(s, pos, removed=True)
