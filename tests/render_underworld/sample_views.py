"""Underworld views for renderer tests and the benchmark: taken from real seeded games, plus one
busy late view built on top of a real one.

They are views, not states: exactly what the renderer is allowed to see.
"""

from __future__ import annotations

import random

from rules.underworld.content import content
from rules.underworld.game import UNDERWORLD
from rules.underworld.model import (
    Axis,
    CardView,
    Counter,
    EnemyView,
    Item,
    PendingView,
    Scoring,
    SeatView,
    Stage,
    UwState,
    UwView,
)

NAMES = {0: "Alice", 1: "Bertrand", 2: "Chloé", 3: "Dmitri-with-a-very-long-name"}


def played_states(players: int, seed: int, cap: int = 4000) -> list[UwState]:
    """Every state of a game played by the rules' own playout policy, from setup to the end."""
    state = UNDERWORLD.setup([None] * players, {}, seed)
    rnd = random.Random(seed)
    states = [state]
    while UNDERWORLD.result(state) is None and len(states) < cap:
        seat = min(UNDERWORLD.to_act(state))
        state = UNDERWORLD.apply(state, seat, UNDERWORLD.playout_action(state, seat, rnd)).state
        states.append(state)
    return states


def sampled(states: list[UwState], count: int) -> list[UwState]:
    """``count`` states spread evenly from the first to the last."""
    step = max(1, (len(states) - 1) / max(1, count - 1))
    return [states[min(len(states) - 1, round(i * step))] for i in range(count)]


def first_open_cost(states: list[UwState]) -> UwState:
    """The first state where the table is answering a shared price and somebody already gave."""
    return next(s for s in states if s.pending is not None and s.pending.kind == "cost"
                and s.pending.scope != "self" and any(s.pending.given.values()))


def full_hand(size: int = 21) -> tuple[CardView, ...]:
    kinds = list(Axis)
    return tuple(CardView(id=f"{kinds[i % 3].value[:3]}{i + 1:02d}", type=kinds[i % 3]) for i in range(size))


def busy_late_view(viewer: int | None = None) -> UwView:
    """Helheim with everything on show: seven enemies, four seats holding objects, a shared price
    half paid, a card shown to all, long names, competitive scoring."""
    base = UNDERWORLD.view(UNDERWORLD.setup([None] * 4, {"scoring": "competitive"}, 3), viewer)
    data = content()
    helheim = data.regions(base.track_set)[-1]
    line = [e for e in data.enemies.values() if e.region in ("jan_mayen", "helheim")][:7]
    objects = [o for o in data.objects if not data.objects[o].thor]
    seats = tuple(SeatView(seat=i, hand_size=9 - 2 * i, vp=11 - i, treasures=i + 1, medkits=i % 2,
                           objects=tuple(objects[3 * i:3 * i + 3]), eliminated=i == 3) for i in range(4))
    tracks = tuple(track.model_copy(update={"spaces": ("start", *helheim.track(track.axis)),
                                            "position": position, "finished": finished})
                   for track, position, finished in zip(base.tracks, (6, 5, 4), (False, True, True)))
    pending = PendingView(kind="cost", seat=1, count=0, source="helheim_3", scope="total",
                          costs=({Item.BATTLE: 4},), given={0: {Item.BATTLE: 2}, 2: {Item.BATTLE: 1}},
                          passed=(2,), complete=False)
    return base.model_copy(update={
        "turn": 87, "scoring": Scoring.COMPETITIVE, "region": helheim.id, "region_index": len(data.region_ids) - 1,
        "active_seat": 1, "to_act": frozenset({0, 1, 2}), "stage": Stage.MAIN, "actions_left": 1,
        "tracks": tracks, "obstacles": tuple(o.id for o in helheim.obstacles), "natla": 3,
        "health": 2, "max_health": 5, "adrenaline": 3,
        "enemy_line": tuple(EnemyView(id=e.id, kind=e.kind, cost=dict(e.cost)) for e in line),
        "enemy_pile_size": 2, "objects_on_board": ("heavy_shotgun", "pda"),
        "thor": data.thor[:3], "seats": seats, "jormungandr_cost": 9,
        "supply": {Counter.VP: 2, Counter.TREASURE: 3, Counter.MEDKIT: 0},
        "draw_size": 4, "discard_size": 37, "revealed": Axis.BATTLE, "pending": pending,
        "hand": None if viewer is None else full_hand(9),
    })
