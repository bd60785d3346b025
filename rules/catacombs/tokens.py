"""Health tokens, cards and the end of the game: the bookkeeping every rule module writes through.

Tokens only move between the two team pools and the bank, so their total never changes (CC-HP-1).
Cards only move between a team's draw pile, hands, discard, kept armour and the card in play
(CC-DECK-1).  :func:`end_game` is the single place a game stops (CC-END-*).
"""

from __future__ import annotations

from rules.catacombs.arena import CHARACTERS, other
from rules.catacombs.model import CcState, Side
from rules.core import Event, Seat


def working_copy(state: CcState) -> CcState:
    """Copy of the state's containers so ``apply`` never touches its input (nested models are
    replaced, never changed in place)."""
    s = state.model_copy()
    s.rng = state.rng.model_copy()
    s.disks = list(state.disks)
    s.health = dict(state.health)
    s.draw = {k: list(v) for k, v in state.draw.items()}
    s.discard = {k: list(v) for k, v in state.discard.items()}
    s.hands = [list(h) for h in state.hands]
    s.armour = {k: list(v) for k, v in state.armour.items()}
    s.shots = list(state.shots)
    s.targeted = list(state.targeted)
    s.stunned = dict(state.stunned)
    return s


def active_disk(s: CcState) -> str:
    return s.order[s.turn_index]


def active_side(s: CcState) -> Side:
    return Side.SWORD if active_disk(s) in CHARACTERS[Side.SWORD] else Side.SKULL


def active_seat(s: CcState) -> Seat:
    return s.controllers[active_disk(s)]


def team_seats(s: CcState, side: Side) -> list[Seat]:
    return [seat for seat, team in enumerate(s.seats) if team is side]


def cards_in_hand(s: CcState, side: Side) -> int:
    return sum(len(s.hands[seat]) for seat in team_seats(s, side))


def end_game(s: CcState, reason: str, events: list[Event]) -> None:
    if not s.finished:
        s.finished = True
        s.end_reason = reason
        events.append(Event(kind=f"game_over_{reason}", params={}))


def lose_tokens(s: CcState, side: Side, count: int, events: list[Event]) -> None:
    """``side`` loses ``count`` tokens: to the bank, or the first one to the thief (CC-HP-2, CC-ABL-2)."""
    for _ in range(count):
        if s.health[side] == 0:
            break
        s.health[side] -= 1
        if s.steal_armed and side is not active_side(s):
            thief = active_side(s)
            s.health[thief] += 1
            s.steal_armed = False
            events.append(Event(kind="token_stolen", params={"side": thief, "health": s.health[thief]}))
        else:
            s.bank += 1
    events.append(Event(kind="health", params={"side": side, "health": s.health[side], "bank": s.bank}))
    if s.health[side] == 0:
        end_game(s, "health", events)  # CC-END-1


def take_from_bank(s: CcState, side: Side, count: int, events: list[Event]) -> None:
    """Heal from the bank, as much as it holds; an emptied bank ends the game (CC-HP-3, CC-END-2)."""
    taken = min(count, s.bank)
    s.bank -= taken
    s.health[side] += taken
    events.append(Event(kind="healed", params={"side": side, "count": taken, "health": s.health[side], "bank": s.bank}))
    if s.bank == 0:
        end_game(s, "bank", events)


def draw_card(s: CcState, seat: Seat, events: list[Event]) -> None:
    """Top card of the team's pile into the seat's hand; an empty pile is never refilled (CC-DECK-2)."""
    pile = s.draw[s.seats[seat]]
    if not pile:
        events.append(Event(kind="no_draw", params={"seat": seat}))
        return
    card = pile.pop(0)
    s.hands[seat].append(card)
    events.append(Event(kind="drew", params={"seat": seat, "left": len(pile)}))
    events.append(Event(kind="drew_card", params={"seat": seat, "card_type": f"cc_{card}"}, to=frozenset({seat})))


def reshuffle(s: CcState, side: Side, events: list[Event]) -> None:
    """Reset: the discard pile shuffled together with what is left of the pile (CC-ABL-6)."""
    s.draw[side] = s.rng.shuffled(s.draw[side] + s.discard[side])
    s.discard[side] = []
    events.append(Event(kind="reshuffled", params={"side": side, "left": len(s.draw[side])}))


def defender(s: CcState) -> Side:
    return other(active_side(s))
