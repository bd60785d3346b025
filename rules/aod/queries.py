"""What the active figure could do from where it stands: the shared basis of checks and menus.

Handlers (:mod:`rules.aod.actions`), enumeration (:mod:`rules.aod.legal`) and the random player
all ask these questions, so a listed action is always accepted and a refused one is never listed.
"""

from __future__ import annotations

from rules.aod import counters, seats
from rules.aod.board import COMPASS, adjacent, cell, in_grid, is_standing, line_of_sight, passage
from rules.aod.model import AodState, Direction
from rules.core import Seat


def step_directions(s: AodState, seat: Seat) -> list[Direction]:
    pos = s.figures[seat].pos
    return [d for d in COMPASS if pos is not None and passage(s, pos, d) is not None]


def open_directions(s: AodState, seat: Seat) -> list[Direction]:
    """Face-down museum tiles next to the figure, walls or not (AOD-EN-3)."""
    pos = s.figures[seat].pos
    if pos is None:
        return []
    return [d for d, to in adjacent(s, pos) if in_grid(to) and not cell(s, to).opened and not cell(s, to).removed]


def rotate_targets(s: AodState, seat: Seat) -> list[Direction | None]:
    """The figure's own tile (``None``) and opened neighbours still standing (AOD-EN-5)."""
    pos = s.figures[seat].pos
    if pos is None:
        return []
    own: list[Direction | None] = [None] if is_standing(s, pos) else []
    return own + [d for d, to in adjacent(s, pos) if is_standing(s, to)]


def shoot_targets(s: AodState, seat: Seat) -> list[Seat]:
    return [t for t in range(len(s.seats)) if target_problem(s, seat, t) is None]


def target_problem(s: AodState, seat: Seat, target: Seat) -> str | None:
    """Why ``target`` cannot be shot by ``seat`` now, as an error key, or ``None`` (AOD-SHOOT-*)."""
    if not 0 <= target < len(s.seats) or target == seat:
        return "error.aod.target_self"
    if not seats.may_shoot_at(s, seat, target):
        return "error.aod.target_partner"
    fig, own = s.figures[target], s.figures[seat]
    if fig.lost or fig.knocked_out:
        return "error.aod.target_down"
    if fig.pos == s.start or own.pos == s.start:
        return "error.aod.target_safe"
    if own.pos is None or fig.pos is None or not line_of_sight(s, own.pos, fig.pos):
        return "error.aod.target_out_of_sight"
    return None


def claimable(s: AodState, seat: Seat) -> list[str]:
    fig = s.figures[seat]
    if fig.carrying is not None or fig.pos is None or fig.pos == s.start:
        return []
    return counters.lying_here(s, fig.pos)


def give_targets(s: AodState, seat: Seat) -> list[Seat]:
    """Partners on the same tile, standing and empty-handed (AOD-CARRY-4)."""
    me = s.figures[seat]
    if me.carrying is None:
        return []
    return [p for p, f in enumerate(s.figures) if seats.are_partners(s, seat, p) and f.pos == me.pos
            and not f.lost and not f.knocked_out and f.carrying is None]


def take_sources(s: AodState, seat: Seat) -> list[Seat]:
    """Partners on the same tile who carry a counter, when the taker carries none (AOD-CARRY-5)."""
    me = s.figures[seat]
    if me.carrying is not None:
        return []
    return [p for p, f in enumerate(s.figures) if seats.are_partners(s, seat, p) and f.pos == me.pos
            and f.carrying is not None]
