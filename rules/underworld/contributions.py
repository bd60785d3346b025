"""Obstacle prices: one player paying, every player paying their share, or the players pooling a total.

The question stays open in ``state.pending`` (kind ``cost``) while the players answer in their own
time (UW-CON-1): each seat may ``give`` items from its own holdings or ``pass``; the active player
(the settler) ``settle``s when they decide, or ``decline``s a pooled cost to take the penalty.
Whatever is not spent goes back to its owner (UW-CON-3).
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.core import Event, IllegalAction, Seat
from rules.underworld import supplies
from rules.underworld.effects import push, seats_from
from rules.underworld.model import Item, Pending, UwState


def seat_pool(p: Pending, seat: Seat) -> Mapping[Item, int]:
    return supplies.tally(p.given.get(seat, []))


def team_pool(p: Pending) -> Mapping[Item, int]:
    return supplies.tally([t for tokens in p.given.values() for t in tokens])


def share_paid(p: Pending, seat: Seat) -> bool:
    pool = seat_pool(p, seat)
    return any(supplies.complete(pool, c) for c in p.costs)


def is_complete(s: UwState, p: Pending) -> bool:
    if p.scope == "total":
        return supplies.complete(team_pool(p), p.costs[0])
    return all(share_paid(p, seat) for seat in seats_from(s, p.seat))


def contributors(s: UwState, p: Pending) -> frozenset[Seat]:
    """Seats still expected to answer; who has what in hand plays no part, so nothing leaks (UW-HIDE-2)."""
    if p.scope == "self":
        return frozenset({p.seat})
    open_seats = {seat for seat in seats_from(s, p.seat) if seat not in p.passed}
    if p.scope == "total":
        waiting = set() if is_complete(s, p) else open_seats
    else:
        waiting = {seat for seat in open_seats if not share_paid(p, seat)}
    return frozenset(waiting | {p.seat})


def useful(s: UwState, p: Pending, seat: Seat, item: Item, count: int) -> bool:
    """Giving ``count`` ``item`` keeps every given item counting toward the price (UW-CON-2)."""
    pool = dict(team_pool(p) if p.scope == "total" else seat_pool(p, seat))
    pool[item] = pool.get(item, 0) + count
    return any(supplies.fits(pool, c) for c in p.costs)


def give(s: UwState, seat: Seat, item: Item, count: int, events: list[Event]) -> None:
    p = _cost_pending(s)
    if p.scope == "self":
        raise IllegalAction("error.underworld.self_cost")
    if item is Item.ANY or supplies.owned(s, seat)[item] < count:
        raise IllegalAction("error.underworld.not_owned", count=count, item_type=item.value)
    if not useful(s, p, seat, item, count):
        raise IllegalAction("error.underworld.not_needed", count=count, item_type=item.value)
    tokens = supplies.take(s, seat, item, count)
    given = {**p.given, seat: [*p.given.get(seat, []), *tokens]}
    s.pending = p.model_copy(update={"given": given})
    events.append(Event(kind="gave", params={"seat": seat, "count": count, "item_type": item.value}))


def pass_(s: UwState, seat: Seat, events: list[Event]) -> None:
    p = _cost_pending(s)
    if seat == p.seat:
        raise IllegalAction("error.underworld.cannot_pass")
    s.pending = p.model_copy(update={"passed": [*p.passed, seat]})
    events.append(Event(kind="passed", params={"seat": seat}))


def pay(s: UwState, seat: Seat, option: int, events: list[Event]) -> None:
    """The active player pays a cost of their own (UW-CON-4)."""
    p = _cost_pending(s)
    if p.scope != "self":
        raise IllegalAction("error.underworld.collective_cost")
    if option >= len(p.costs) or not supplies.affords(supplies.owned(s, seat), p.costs[option]):
        raise IllegalAction("error.underworld.cannot_afford")
    supplies.spend(s, supplies.take_all(s, seat, p.costs[option]))
    s.pending = None
    events.append(Event(kind="paid", params={"seat": seat, "obstacle_type": p.source}))
    push(s, p.reward, seat, source=p.source)


def settle(s: UwState, seat: Seat, events: list[Event]) -> None:
    """Close the question: complete shares are spent, everyone else takes the penalty (UW-CON-3)."""
    p = _cost_pending(s)
    if p.scope == "self":
        raise IllegalAction("error.underworld.self_cost")
    s.pending = None
    if p.scope == "total":
        if supplies.complete(team_pool(p), p.costs[0]):
            _spend_all(s, p)
            events.append(Event(kind="pool_paid", params={"obstacle_type": p.source}))
            push(s, p.reward, seat, source=p.source)
        else:
            _return_all(s, p)
            events.append(Event(kind="pool_short", params={"obstacle_type": p.source}))
            push(s, p.fail, seat, source=p.source)
        return
    follow: list[tuple[Seat, list[dict[str, object]]]] = []
    for each in seats_from(s, seat):
        tokens = p.given.get(each, [])
        if share_paid(p, each):
            supplies.spend(s, tokens)
            events.append(Event(kind="share_paid", params={"seat": each}))
            follow.append((each, p.reward))
        else:
            supplies.give_back(s, each, tokens)
            events.append(Event(kind="share_missing", params={"seat": each}))
            follow.append((each, p.fail))
    for each, effects in reversed(follow):
        push(s, effects, each, source=p.source)


def decline(s: UwState, seat: Seat, events: list[Event]) -> None:
    """Take the penalty instead of paying (own cost, or a pooled one even if enough is in)."""
    p = _cost_pending(s)
    if p.scope == "each":
        raise IllegalAction("error.underworld.decline_each")
    s.pending = None
    _return_all(s, p)
    events.append(Event(kind="declined", params={"seat": seat, "obstacle_type": p.source}))
    push(s, p.fail, seat, source=p.source)


def _spend_all(s: UwState, p: Pending) -> None:
    for tokens in p.given.values():
        supplies.spend(s, tokens)


def _return_all(s: UwState, p: Pending) -> None:
    for owner, tokens in p.given.items():
        supplies.give_back(s, owner, tokens)


def _cost_pending(s: UwState) -> Pending:
    assert s.pending is not None and s.pending.kind == "cost"
    return s.pending
