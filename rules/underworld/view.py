"""What a seat (or the public) may know: the only way game data leaves the rules (UW-HIDE-1).

Hands show only their size, the draw pile and the enemy pile only their size, and the RNG never
leaves.  Contributions to an open cost are public: everybody sees who put in what.  A seat's own
view adds its ``hand``.
"""

from __future__ import annotations

from rules.core import Seat
from rules.underworld import contributions, supplies
from rules.underworld.content import content
from rules.underworld.effects import axis_finished, jormungandr_cost, region
from rules.underworld.flow import region_damage
from rules.underworld.model import (
    Axis,
    CardView,
    Counter,
    EnemyView,
    Pending,
    PendingView,
    SeatView,
    TrackView,
    UwState,
    UwView,
)


def build_view(s: UwState, viewer: Seat | None, to_act: frozenset[Seat]) -> UwView:
    data = content()
    here = region(s)
    return UwView(
        viewer=viewer, turn=s.turn, scoring=s.options.scoring, solo_draw=s.options.solo_draw, track_set=s.options.tracks,
        players=s.players,
        region=here.id, region_index=s.region, regions=data.region_ids,
        active_seat=None if s.finished else s.active, to_act=to_act, stage=s.stage,
        actions_left=s.actions_left, region_over=s.region_over,
        tracks=tuple(TrackView(axis=a, spaces=("start", *here.track(a)), position=s.axes[a],
                               finished=axis_finished(s, a)) for a in Axis),
        obstacles=tuple(o.id for o in here.obstacles), natla=s.natla,
        health=s.health, max_health=s.max_health, health_cap=data.health_cap,
        adrenaline=s.adrenaline, adrenaline_max=data.adrenaline_max,
        enemy_line=tuple(EnemyView(id=e, kind=data.enemies[e].kind, cost=data.enemies[e].cost)
                         for e in s.enemy_line),
        enemy_pile_size=len(s.enemy_pile), enemy_limit=data.enemy_limit,
        objects_on_board=tuple(o for o, p in s.objects.items() if p.where == "board"),
        thor=tuple(o for o in data.thor if s.objects[o].where == "thor"), thor_all=data.thor,
        seats=tuple(_seat(s, seat) for seat in range(s.players)),
        supply=dict(s.supply), draw_size=len(s.draw), discard_size=len(s.discard), revealed=s.revealed,
        pending=None if s.pending is None else _pending(s, s.pending),
        finished=s.finished, won=s.won, loss=s.loss,
        jormungandr_cost=s.jormungandr_cost or jormungandr_cost(s), queue=tuple(s.queue),
        leave_damage=region_damage(len(s.enemy_line)),
        hand=None if viewer is None else _hand(s, viewer),
    )


def _seat(s: UwState, seat: Seat) -> SeatView:
    c = s.counters[seat]
    return SeatView(seat=seat, hand_size=len(s.hands[seat]), vp=c[Counter.VP], treasures=c[Counter.TREASURE],
                    medkits=c[Counter.MEDKIT], eliminated=s.eliminated[seat],
                    objects=tuple(o for o, p in s.objects.items() if p.where == "held" and p.seat == seat))


def _pending(s: UwState, p: Pending) -> PendingView:
    return PendingView(
        kind=p.kind, seat=p.seat, count=p.count, source=p.source, scope=p.scope, costs=tuple(p.costs),
        given={seat: dict(supplies.tally(tokens)) for seat, tokens in p.given.items() if tokens},
        passed=tuple(p.passed), complete=p.kind == "cost" and contributions.is_complete(s, p),
        fail=tuple(p.fail), reward=tuple(p.reward),
    )


def _hand(s: UwState, seat: Seat) -> tuple[CardView, ...]:
    order = list(Axis)
    cards = sorted(s.hands[seat], key=lambda c: (order.index(supplies.card_type(c)), c))
    return tuple(CardView(id=c, type=supplies.card_type(c)) for c in cards)
