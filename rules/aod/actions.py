"""One handler per action kind.  Each checks its arguments, then changes the working copy.

Handlers receive a working copy (see :mod:`rules.aod.working`); raising :class:`IllegalAction`
simply drops that copy, so a refused action never leaves a trace.  Errors say what is allowed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rules.aod import cards, counters
from rules.aod.board import COMPASS, cell, edges, entrance, is_standing, neighbour, passage, start_position
from rules.aod.content import content
from rules.aod.model import (
    AodState,
    CardType,
    Claim,
    Direction,
    Ditch,
    Drop,
    EndTurn,
    HandOver,
    OpenTile,
    Orient,
    Pending,
    PlaceStart,
    PlayEnergy,
    Reload,
    RotateTile,
    Shoot,
    Step,
    Symbol,
    TakeOver,
)
from rules.aod.queries import (
    claimable,
    give_targets,
    open_directions,
    rotate_targets,
    step_directions,
    take_sources,
    target_problem,
)
from rules.aod.turn import end_turn, knock_out, maybe_explode, spend_action, start_first_turn
from rules.aod.working import set_cell, set_figure
from rules.core import Event, IllegalAction, Seat

RELOAD_SYMBOL = {
    Symbol.RELOAD_ENERGY: CardType.ENERGY,
    Symbol.RELOAD_AMMO: CardType.AMMO,
    Symbol.RELOAD_LIFE: CardType.LIFE,
}
RELOAD_ON_SYMBOL = 2


# ---------------------------------------------------------------- shared checks


def require_action_left(s: AodState) -> None:
    if s.actions_left <= 0:
        raise IllegalAction("error.aod.no_actions_left")


def require_energy(s: AodState) -> None:
    if s.energy_left <= 0:
        raise IllegalAction("error.aod.no_energy", actions_left=s.actions_left)


def require_cards(s: AodState, seat: Seat, played: Sequence[str], kind: CardType) -> None:
    """Played cards must be distinct cards of one type, all in the player's hand (AOD-TURN-2)."""
    if not played:
        raise IllegalAction("error.aod.no_cards", card_type=kind)
    if len(set(played)) != len(played):
        raise IllegalAction("error.aod.duplicate_cards")
    for card in played:
        if card not in s.hands[seat]:
            raise IllegalAction("error.aod.not_in_hand", card_type=kind)
        if cards.card_type(card) is not kind:
            raise IllegalAction("error.aod.wrong_card_type", card_type=kind)


# ---------------------------------------------------------------- pending answers (AOD-PEND-*)


def place_start(s: AodState, seat: Seat, a: PlaceStart, events: list[Event]) -> None:
    s.start = start_position(a.side, a.index)
    for other in range(len(s.figures)):
        set_figure(s, other, pos=s.start)
    s.pending = None
    events.append(Event(kind="start_placed", params={"seat": seat, "direction": a.side, "pos": entrance(s.start)}))
    start_first_turn(s, events)


def orient(s: AodState, seat: Seat, a: Orient, events: list[Event]) -> None:
    assert s.pending is not None and s.pending.pos is not None
    pos = s.pending.pos
    s.pending = None
    _lay_opened_tile(s, seat, pos, a.rotation, events)


def ditch(s: AodState, seat: Seat, a: Ditch, events: list[Event]) -> None:
    assert s.pending is not None
    count = s.pending.count
    if len(a.cards) != count or len(set(a.cards)) != count:
        raise IllegalAction("error.aod.ditch_count", count=count)
    if any(c not in s.hands[seat] for c in a.cards):
        raise IllegalAction("error.aod.ditch_not_in_hand", count=count)
    cards.discard(s, seat, a.cards)
    s.pending = None
    events.append(Event(kind="ditched", params={"seat": seat, "count": count, "cards": cards.values(a.cards)}))


# ---------------------------------------------------------------- actions (AOD-TURN-2)


def reload(s: AodState, seat: Seat, a: Reload, events: list[Event]) -> None:
    require_action_left(s)
    if cards.available(s, a.card_type) == 0:
        raise IllegalAction("error.aod.pile_empty", card_type=a.card_type)
    spend_action(s, seat, events)
    drawn = cards.draw(s, seat, a.card_type, _reload_count(s, seat, a.card_type), events)
    events.append(Event(kind="reloaded", params={"seat": seat, "card_type": a.card_type, "count": len(drawn)}))
    cards.enforce_hand_limit(s, seat)


def _reload_count(s: AodState, seat: Seat, kind: CardType) -> int:
    """Two cards on a tile showing this type's reload symbol, else one (AOD-CARD-1)."""
    pos = s.figures[seat].pos
    if pos is None or not is_standing(s, pos):
        return 1
    symbol = content().tiles[cell(s, pos).tile].symbol
    return RELOAD_ON_SYMBOL if RELOAD_SYMBOL.get(symbol) is kind else 1


def play_energy(s: AodState, seat: Seat, a: PlayEnergy, events: list[Event]) -> None:
    require_action_left(s)
    require_cards(s, seat, a.cards, CardType.ENERGY)
    spend_action(s, seat, events)
    cards.discard(s, seat, a.cards)
    s.energy_left = sum(cards.values(a.cards))
    events.append(Event(kind="energy_played", params={"seat": seat, "cards": cards.values(a.cards),
                                                      "energy": s.energy_left}))


def shoot(s: AodState, seat: Seat, a: Shoot, events: list[Event]) -> None:
    require_action_left(s)
    if s.figures[seat].pos == s.start:
        raise IllegalAction("error.aod.shoot_from_start")
    require_cards(s, seat, a.cards, CardType.AMMO)
    problem = target_problem(s, seat, a.target)
    if problem is not None:
        raise IllegalAction(problem, target_seat=a.target)
    spend_action(s, seat, events)
    cards.discard(s, seat, a.cards)
    hits = sum(cards.values(a.cards))
    events.append(Event(kind="shot", params={"seat": seat, "target_seat": a.target, "cards": cards.values(a.cards),
                                             "hits": hits}))
    _defend(s, a.target, hits, events)


def _defend(s: AodState, target: Seat, hits: int, events: list[Event]) -> None:
    """The engine plays the target's cheapest covering life cards, or knocks it out (AOD-LIFE-1..3)."""
    block = cards.best_defence(cards.cards_of(s, target, CardType.LIFE), hits)
    if block is None:
        knock_out(s, target, events)
        return
    cards.discard(s, target, block)
    used = cards.values(block)
    events.append(Event(kind="blocked", params={"seat": target, "cards": used, "wasted": sum(used) - hits}))


# ---------------------------------------------------------------- energy spending (AOD-EN-*)


def step(s: AodState, seat: Seat, a: Step, events: list[Event]) -> None:
    require_energy(s)
    here = s.figures[seat].pos
    assert here is not None
    to = passage(s, here, a.direction)
    if to is None:
        raise IllegalAction("error.aod.step_blocked", direction=a.direction, directions=step_directions(s, seat))
    s.energy_left -= 1
    set_figure(s, seat, pos=to)
    events.append(Event(kind="moved", params={"seat": seat, "direction": a.direction, "pos": to}))
    if to == s.start:
        counters.smuggle_out(s, seat, events)
    maybe_explode(s, events)


def open_tile(s: AodState, seat: Seat, a: OpenTile, events: list[Event]) -> None:
    require_energy(s)
    if a.direction not in open_directions(s, seat):
        raise IllegalAction("error.aod.open_where", direction=a.direction, directions=open_directions(s, seat))
    here = s.figures[seat].pos
    assert here is not None
    pos = neighbour(here, a.direction)
    s.energy_left -= 1
    set_cell(s, pos, opened=True)
    events.append(Event(kind="opened", params={"seat": seat, "pos": pos}))
    if a.rotation is None:
        s.pending = Pending(kind="orient", seat=seat, pos=pos)
    else:
        _lay_opened_tile(s, seat, pos, a.rotation, events)


def _lay_opened_tile(s: AodState, seat: Seat, pos: tuple[int, int], rotation: int, events: list[Event]) -> None:
    """Orientation chosen: then the reload bonus and the secret room take effect (AOD-EN-4, AOD-DISC-1)."""
    set_cell(s, pos, rotation=rotation)
    events.append(Event(kind="oriented", params={"seat": seat, "pos": pos, "directions": sorted_edges(s, pos)}))
    symbol = content().tiles[cell(s, pos).tile].symbol
    if symbol in RELOAD_SYMBOL:
        drawn = cards.draw(s, seat, RELOAD_SYMBOL[symbol], 1, events)
        events.append(Event(kind="bonus", params={"seat": seat, "card_type": RELOAD_SYMBOL[symbol],
                                                  "count": len(drawn)}))
        cards.enforce_hand_limit(s, seat)
    if symbol is Symbol.TORCH and counters.discover(s, seat, pos, events):
        end_turn(s, events)


def sorted_edges(s: AodState, pos: tuple[int, int]) -> list[Direction]:
    open_edges = edges(s, pos)
    return [d for d in COMPASS if d in open_edges]


def rotate_tile(s: AodState, seat: Seat, a: RotateTile, events: list[Event]) -> None:
    require_energy(s)
    if a.direction not in rotate_targets(s, seat):
        raise IllegalAction("error.aod.rotate_where", directions=[d for d in rotate_targets(s, seat) if d])
    here = s.figures[seat].pos
    assert here is not None
    pos = here if a.direction is None else neighbour(here, a.direction)
    s.energy_left -= 1
    set_cell(s, pos, rotation=(cell(s, pos).rotation + a.rotation) % 4)
    events.append(Event(kind="rotated", params={"seat": seat, "pos": pos, "turns": a.rotation,
                                                "directions": sorted_edges(s, pos)}))


# ---------------------------------------------------------------- free actions (AOD-CARRY-*)


def claim(s: AodState, seat: Seat, a: Claim, events: list[Event]) -> None:
    fig = s.figures[seat]
    if fig.carrying is not None:
        raise IllegalAction("error.aod.already_carrying", counter=fig.carrying)
    here = claimable(s, seat)
    if a.counter not in here:
        raise IllegalAction("error.aod.nothing_to_claim", counter=a.counter, counters=", ".join(here) or "—")
    had_holder = s.bomb_holder is not None
    counters.pick_up(s, seat, a.counter)
    events.append(Event(kind="claimed", params={"seat": seat, "counter": a.counter, "pos": fig.pos,
                                                "points": counters.object_points(s, a.counter)}))
    if not had_holder and s.bomb_holder is not None:
        events.append(Event(kind="bomb_taken", params={"seat": seat, "pos": s.bomb_pos}))


def drop(s: AodState, seat: Seat, a: Drop, events: list[Event]) -> None:
    if s.figures[seat].carrying is None:
        raise IllegalAction("error.aod.not_carrying")
    counters.leave_counter(s, seat, events)


def hand_over(s: AodState, seat: Seat, a: HandOver, events: list[Event]) -> None:
    if a.to not in give_targets(s, seat):
        raise IllegalAction("error.aod.cannot_give", to_seat=a.to)
    counter = s.figures[seat].carrying
    assert counter is not None
    set_figure(s, seat, carrying=None)
    counters.pick_up(s, a.to, counter)
    events.append(Event(kind="handed_over", params={"seat": seat, "to_seat": a.to, "counter": counter}))


def take_over(s: AodState, seat: Seat, a: TakeOver, events: list[Event]) -> None:
    if a.source not in take_sources(s, seat):
        raise IllegalAction("error.aod.cannot_take", from_seat=a.source)
    counter = s.figures[a.source].carrying
    assert counter is not None
    set_figure(s, a.source, carrying=None)
    counters.pick_up(s, seat, counter)
    events.append(Event(kind="taken_over", params={"seat": seat, "from_seat": a.source, "counter": counter}))


def finish_turn(s: AodState, seat: Seat, a: EndTurn, events: list[Event]) -> None:
    end_turn(s, events)


Handler = Callable[[AodState, Seat, Any, list[Event]], None]

PENDING_HANDLERS: dict[str, tuple[str, Handler]] = {
    "place_start": ("place_start", place_start),
    "orient": ("orient", orient),
    "ditch": ("ditch", ditch),
}

TURN_HANDLERS: dict[str, Handler] = {
    "reload": reload,
    "energy": play_energy,
    "shoot": shoot,
    "step": step,
    "open": open_tile,
    "rotate": rotate_tile,
    "claim": claim,
    "drop": drop,
    "hand_over": hand_over,
    "take_over": take_over,
    "end_turn": finish_turn,
}
