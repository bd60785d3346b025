"""Action cards: drawing with reshuffles, discarding, the hand limit and the automatic defence.

One draw pile and one discard pile per card type; an empty draw pile is refilled by shuffling that
type's discards (AOD-CARD-2).  Hands are private, hand sizes public (AOD-CARD-3).
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from rules.aod.content import content
from rules.aod.model import AodState, CardType, Pending
from rules.core import Event, Seat

HAND_LIMIT = 7


def card_type(card: str) -> CardType:
    return content().cards[card].type


def value(card: str) -> int:
    return content().cards[card].value


def values(cards: Iterable[str]) -> list[int]:
    return [content().cards[c].value for c in cards]


def available(state: AodState, kind: CardType) -> int:
    """Cards of this type that a reload could still bring (draw pile plus discards)."""
    return len(state.draw[kind]) + len(state.discard[kind])


def draw(s: AodState, seat: Seat, kind: CardType, count: int, events: list[Event]) -> list[str]:
    """Move up to ``count`` cards of ``kind`` into ``seat``'s hand, reshuffling when the pile runs out."""
    drawn: list[str] = []
    for _ in range(count):
        if not s.draw[kind]:
            _reshuffle(s, kind, events)
        if not s.draw[kind]:
            break
        drawn.append(s.draw[kind].pop(0))
    s.hands[seat].extend(drawn)
    if drawn:
        events.append(Event(kind="cards_drawn", params={"seat": seat, "card_type": kind, "cards": values(drawn)},
                            to=frozenset({seat})))
    return drawn


def _reshuffle(s: AodState, kind: CardType, events: list[Event]) -> None:
    if s.discard[kind]:
        s.draw[kind] = s.rng.shuffled(s.discard[kind])
        s.discard[kind] = []
        events.append(Event(kind="reshuffled", params={"card_type": kind, "count": len(s.draw[kind])}))


def discard(s: AodState, seat: Seat, cards: Iterable[str]) -> None:
    hand = s.hands[seat]
    for card in cards:
        hand.remove(card)
        s.discard[card_type(card)].append(card)


def discard_hand(s: AodState, seat: Seat) -> None:
    discard(s, seat, sorted(s.hands[seat]))


def enforce_hand_limit(s: AodState, seat: Seat) -> None:
    """Over seven cards: the owner must pick which ones to ditch before play goes on (AOD-CARD-4)."""
    excess = len(s.hands[seat]) - HAND_LIMIT
    if excess > 0:
        s.pending = Pending(kind="ditch", seat=seat, count=excess)


def cards_of(state: AodState, seat: Seat, kind: CardType) -> list[str]:
    return [c for c in state.hands[seat] if content().cards[c].type is kind]


def best_defence(life_cards: list[str], hits: int) -> list[str] | None:
    """Life cards that stop ``hits`` wasting the least (then using the fewest cards), or ``None``.

    Life cards have no other use, so this choice always leaves the target the most life
    (AOD-LIFE-2).  Ties between equal sets are broken by card id so replays agree.
    """
    if hits <= 0:
        return []
    if sum(values(life_cards)) < hits:
        return None
    best: tuple[int, int, list[str]] | None = None
    ordered = sorted(life_cards)
    for size in range(1, len(ordered) + 1):
        for combo in combinations(ordered, size):
            total = sum(values(combo))
            if total >= hits and (best is None or (total, size) < best[:2]):
                best = (total, size, list(combo))
    return best[2] if best else None
