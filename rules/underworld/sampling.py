"""Bot support: states consistent with one seat's view, and (from :mod:`estimate`) a guess for cut-off searches.

Hidden here are the other hands, the order of the progress deck and of the enemy pile (and which of
this region's enemies already left unseen).  ``sample_state`` deals them from the cards and enemies
the seat has not seen: its own hand stays, payments given to an open cost keep their public types,
and a progress card whose type was just shown to everyone stays on top of the deck.
"""

from __future__ import annotations

import random

from rules.core import BotSupport, Rng, Seat
from rules.underworld.careful import careful_action
from rules.underworld.content import content
from rules.underworld.effects import jormungandr_cost
from rules.underworld.estimate import evaluate
from rules.underworld.model import (
    Axis,
    Counter,
    Item,
    ObjectPlace,
    Pending,
    PendingView,
    UwOptions,
    UwAction,
    UwState,
    UwView,
)
from rules.underworld.supplies import CARD_ITEMS


def sample_state(view: UwView, seat: Seat, rng: random.Random) -> UwState:
    """A state this seat cannot tell from the real one; unseen cards and enemies are dealt at random."""
    data = content()
    hand = [c.id for c in view.hand or ()]
    unseen = sorted(c for c in data.cards if c not in hand)
    rng.shuffle(unseen)
    pending = _pending(view.pending, unseen) if view.pending is not None else None
    top = _take_type(unseen, view.revealed) if view.revealed is not None else []
    hands = []
    for public in view.seats:
        mine = public.seat == seat
        hands.append(list(hand) if mine else unseen[:public.hand_size])
        unseen = unseen if mine else unseen[public.hand_size:]
    draw, discard = top + unseen[:view.draw_size - len(top)], unseen[view.draw_size - len(top):]
    pile, out = _enemies(view, rng)
    state = UwState(
        options=UwOptions(scoring=view.scoring, solo_draw=view.solo_draw, tracks=view.track_set),
        rng=Rng(seed=rng.getrandbits(32)),
        players=view.players,
        region=view.region_index,
        axes={t.axis: t.position for t in view.tracks},
        natla=view.natla,
        health=view.health,
        max_health=view.max_health,
        adrenaline=view.adrenaline,
        draw=draw,
        discard=discard,
        hands=hands,
        counters=[{Counter.VP: s.vp, Counter.TREASURE: s.treasures, Counter.MEDKIT: s.medkits} for s in view.seats],
        supply=dict(view.supply),
        objects=_objects(view),
        enemy_pile=pile,
        enemy_line=[e.id for e in view.enemy_line],
        enemies_out=out,
        revealed=view.revealed,
        eliminated=[s.eliminated for s in view.seats],
        active=view.active_seat if view.active_seat is not None else 0,
        stage=view.stage,
        actions_left=view.actions_left,
        region_over=view.region_over,
        queue=[dict(e) for e in view.queue],
        pending=pending,
        turn=view.turn,
        finished=view.finished,
        won=view.won,
        loss=view.loss,
    )
    if jormungandr_cost(state) != view.jormungandr_cost:
        state.jormungandr_cost = view.jormungandr_cost
    return state


def _take_type(cards: list[str], axis: Axis) -> list[str]:
    """Remove and return one card of ``axis`` from ``cards`` (shuffled already, so any will do)."""
    card = next(c for c in cards if content().cards[c] is axis)
    cards.remove(card)
    return [card]


def _pending(p: PendingView, unseen: list[str]) -> Pending:
    """The open question; cards given to a cost are drawn from the unseen cards of the shown types."""
    given: dict[Seat, list[str]] = {}
    for payer, items in p.given.items():
        tokens: list[str] = []
        for item, count in items.items():
            for _ in range(count):
                tokens += _take_type(unseen, CARD_ITEMS[item]) if item in CARD_ITEMS else [Item(item).value]
        given[payer] = tokens
    return Pending(kind=p.kind, seat=p.seat, count=p.count, source=p.source, scope=p.scope,
                   costs=[dict(c) for c in p.costs], fail=[dict(e) for e in p.fail],
                   reward=[dict(e) for e in p.reward], given=given, passed=list(p.passed))


def _enemies(view: UwView, rng: random.Random) -> tuple[list[str], list[str]]:
    """This region's unseen enemies: a random ``enemy_pile_size`` of them still in the pile."""
    data = content()
    line = {e.id for e in view.enemy_line}
    done = set(view.regions[:view.region_index])
    here = sorted(e.id for e in data.enemies.values() if e.region == view.region and e.id not in line)
    rng.shuffle(here)
    earlier = sorted(e.id for e in data.enemies.values() if e.region in done and e.id not in line)
    return here[:view.enemy_pile_size], earlier + here[view.enemy_pile_size:]


def _objects(view: UwView) -> dict[str, ObjectPlace]:
    """Shown places as shown; a later region's objects wait, an earlier one's are gone."""
    later = set(view.regions[view.region_index + 1:])
    held = {o: s.seat for s in view.seats for o in s.objects}
    places = {}
    for o in content().objects.values():
        if o.id in held:
            places[o.id] = ObjectPlace(where="held", seat=held[o.id])
        elif o.id in view.thor:
            places[o.id] = ObjectPlace(where="thor")
        elif o.id in view.objects_on_board:
            places[o.id] = ObjectPlace(where="board")
        else:
            places[o.id] = ObjectPlace(where="future" if o.region in later else "used")
    return places


def rollout_action(state: UwState, seat: Seat, rng: random.Random) -> UwAction:
    """The careful group plays on after the search's tree: it keeps cards for forced discards and pays
    no price worse than its penalty, where the random playout throws the hand away and makes every
    line of the tree look about as bad as the others."""
    return careful_action(state, seat, rng)


SUPPORT = BotSupport[UwState, UwAction, UwView](
    sample_state=sample_state, evaluate=evaluate, rollout_action=rollout_action,
)
