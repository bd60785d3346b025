"""Cards, counters and payments: where every progress card and counter is, and moving them.

A payment moves *tokens* out of a seat's holdings: a card id, or ``"vp"`` / ``"treasure"`` for a
counter.  Spent tokens go to the discard pile or back to the supply; returned tokens go back to
their owner.  Nothing is ever created or destroyed, which the property tests check (UW-INV-1).
"""

from __future__ import annotations

from collections import Counter as Tally
from collections.abc import Mapping

from rules.core import Event, Seat
from rules.underworld.content import content
from rules.underworld.model import Axis, Counter, Item, SoloDraw, UwState

CARD_ITEMS = {Item.ACROBATICS: Axis.ACROBATICS, Item.BATTLE: Axis.BATTLE, Item.CUNNING: Axis.CUNNING}
COUNTER_ITEMS = {Item.VP: Counter.VP, Item.TREASURE: Counter.TREASURE}


def card_type(card: str) -> Axis:
    return content().cards[card]


def token_item(token: str) -> Item:
    if token in ("vp", "treasure"):
        return Item(token)
    return Item(card_type(token).value)


def top_card(s: UwState, events: list[Event]) -> str | None:
    """The top progress card, after shuffling the discards back in if the pile ran out (UW-CARD-2)."""
    if not s.draw and s.discard:
        s.draw = s.rng.shuffled(s.discard)
        events.append(Event(kind="reshuffled", params={"count": len(s.discard)}))
        s.discard = []
    return s.draw[0] if s.draw else None


def stage_draw_count(s: UwState) -> int:
    """Cards the active player draws in stage 3: the setup's number (UW-SET-4), or for a solo player with
    the challenge option the reconstructed cycle, starting with the first turn (UW-OPT-2)."""
    if s.players == 1 and s.options.solo_draw is SoloDraw.CHALLENGE:
        cycle = content().solo_challenge_draws
        return cycle[(s.turn - 1) % len(cycle)]
    return content().setup[s.players].draw_per_turn


def draw_cards(s: UwState, seat: Seat, count: int, events: list[Event]) -> None:
    drawn: list[str] = []
    for _ in range(count):
        card = top_card(s, events)
        if card is None:
            break
        drawn.append(s.draw.pop(0))
    s.hands[seat].extend(drawn)
    events.append(Event(kind="drew", params={"seat": seat, "count": len(drawn)}))
    if drawn:
        kinds = Tally(card_type(c) for c in drawn)
        events.append(Event(kind="drawn", params={a.value: kinds[a] for a in Axis}, to=frozenset({seat})))


def gain(s: UwState, seat: Seat, counter: Counter, events: list[Event]) -> None:
    """One counter from the supply; an empty supply gives nothing (UW-SPACE-6)."""
    if s.supply[counter] <= 0:
        events.append(Event(kind="supply_empty", params={"counter_type": counter.value}))
        return
    s.supply[counter] -= 1
    s.counters[seat] = {**s.counters[seat], counter: s.counters[seat][counter] + 1}
    events.append(Event(kind="gained", params={"seat": seat, "counter_type": counter.value}))


def owned(s: UwState, seat: Seat) -> Tally[Item]:
    """What ``seat`` could pay with: cards by type, victory points and treasures."""
    have: Tally[Item] = Tally(Item(card_type(c).value) for c in s.hands[seat])
    have[Item.VP] = s.counters[seat][Counter.VP]
    have[Item.TREASURE] = s.counters[seat][Counter.TREASURE]
    return have


def take(s: UwState, seat: Seat, item: Item, count: int) -> list[str]:
    """Remove ``count`` of ``item`` from the seat (caller checked it owns them) and return the tokens."""
    if item in COUNTER_ITEMS:
        counter = COUNTER_ITEMS[item]
        s.counters[seat] = {**s.counters[seat], counter: s.counters[seat][counter] - count}
        return [item.value] * count
    kind = CARD_ITEMS[item]
    hand = s.hands[seat]
    picked = [c for c in hand if card_type(c) is kind][:count]
    for card in picked:
        hand.remove(card)
    return picked


def take_all(s: UwState, seat: Seat, items: Mapping[Item, int]) -> list[str]:
    return [token for item, count in items.items() for token in take(s, seat, item, count)]


def spend(s: UwState, tokens: list[str]) -> None:
    for token in tokens:
        if token in ("vp", "treasure"):
            s.supply[Counter(token)] += 1
        else:
            s.discard.append(token)


def give_back(s: UwState, seat: Seat, tokens: list[str]) -> None:
    for token in tokens:
        if token in ("vp", "treasure"):
            counter = Counter(token)
            s.counters[seat] = {**s.counters[seat], counter: s.counters[seat][counter] + 1}
        else:
            s.hands[seat].append(token)


def affords(have: Mapping[Item, int], cost: Mapping[Item, int]) -> bool:
    """``have`` holds a payment of ``cost`` (``any`` is paid by whatever is left over)."""
    leftover = 0
    for item in (Item.ACROBATICS, Item.BATTLE, Item.CUNNING, Item.VP, Item.TREASURE):
        need = cost.get(item, 0)
        if have.get(item, 0) < need:
            return False
        leftover += have.get(item, 0) - need
    return leftover >= cost.get(Item.ANY, 0)


def fits(pool: Mapping[Item, int], cost: Mapping[Item, int]) -> bool:
    """Everything in ``pool`` counts toward ``cost``: nothing is given in vain (UW-CON-2)."""
    excess = sum(max(0, n - cost.get(item, 0)) for item, n in pool.items() if item is not Item.ANY)
    return excess <= cost.get(Item.ANY, 0)


def complete(pool: Mapping[Item, int], cost: Mapping[Item, int]) -> bool:
    return fits(pool, cost) and sum(pool.values()) == sum(cost.values())


def tally(tokens: list[str]) -> Tally[Item]:
    return Tally(token_item(t) for t in tokens)
