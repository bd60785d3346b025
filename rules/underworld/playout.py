"""A random but purposeful player, so demo games and property tests reach an end (win or loss).

It keeps a few cards in hand against forced discards, pushes along acrobatics, picks up side-axis
bonuses now and then, pays obstacles it can afford, shoots or pays off enemies when the line grows,
and heals when Lara is low.  Every action it returns is one of :func:`legal.legal_actions`.
"""

from __future__ import annotations

import random

from rules.core import GameOver, NotYourTurn, Seat
from rules.underworld import contributions, supplies
from rules.underworld.legal import legal_actions, to_act
from rules.underworld.model import (
    Axis,
    ChooseAxis,
    Counter,
    Decline,
    Defeat,
    Discard,
    Draw,
    Give,
    Heal,
    Item,
    Pass,
    Pay,
    PlayCard,
    PlayTreasure,
    Settle,
    UseObject,
    UwAction,
    UwState,
)

KEEP_CARDS = 3  # hand size it tries not to go below (forced discards eliminate)


def choose_action(s: UwState, seat: Seat, rnd: random.Random) -> UwAction:
    if s.finished:
        raise GameOver()
    if seat not in to_act(s):
        raise NotYourTurn(seat=s.active)
    legal = legal_actions(s, seat)
    if s.pending is not None:
        return _answer(s, seat, legal, rnd)
    return _turn(s, seat, legal, rnd)


def _answer(s: UwState, seat: Seat, legal: list[UwAction], rnd: random.Random) -> UwAction:
    p = s.pending
    assert p is not None
    if p.kind == "axis":
        wanted = [a for a in legal if isinstance(a, ChooseAxis) and a.axis is Axis.ACROBATICS]
        return wanted[0] if wanted and rnd.random() < 0.6 else rnd.choice(legal)
    if p.kind in ("guess", "discard"):
        if p.kind == "discard" and rnd.random() < 0.8:
            return min((a for a in legal if isinstance(a, Discard)), key=lambda a: _scarcity(s, seat, a.cards))
        return rnd.choice(legal)
    pays = [a for a in legal if isinstance(a, Pay)]
    if p.scope == "self":
        return pays[0] if pays and rnd.random() < 0.85 else Decline()
    gives = [a for a in legal if isinstance(a, Give)]
    if seat != p.seat:
        return rnd.choice(gives) if gives and rnd.random() < 0.9 else Pass()
    if contributions.is_complete(s, p) or not gives:
        return Settle()
    return rnd.choice(gives)


def _scarcity(s: UwState, seat: Seat, cards: tuple[Axis, ...]) -> int:
    """Prefer discarding the types held most."""
    have = supplies.owned(s, seat)
    return -sum(have[Item(a.value)] for a in cards)


def _turn(s: UwState, seat: Seat, legal: list[UwAction], rnd: random.Random) -> UwAction:
    if len(legal) == 1:
        return legal[0]
    if any(isinstance(a, Defeat) for a in legal) and rnd.random() < 0.8:
        return Defeat()
    plays = [a for a in legal if isinstance(a, (PlayCard, PlayTreasure, UseObject))]
    weapons = [a for a in plays if isinstance(a, UseObject)]
    if weapons and (len(s.enemy_line) >= 3 or rnd.random() < 0.3):
        return rnd.choice(weapons)
    treasures = [a for a in plays if isinstance(a, PlayTreasure) and a.axis is Axis.ACROBATICS]
    if treasures and rnd.random() < 0.5:
        return treasures[0]
    cards = [a for a in plays if isinstance(a, PlayCard)]
    if cards and len(s.hands[seat]) > KEEP_CARDS and rnd.random() < 0.85:
        forward = [a for a in cards if a.axis is Axis.ACROBATICS]
        return forward[0] if forward and rnd.random() < 0.6 else rnd.choice(cards)
    heals = [a for a in legal if isinstance(a, Heal)]
    if heals and (s.health <= 2 or rnd.random() < 0.3):
        return heals[-1]
    if s.counters[seat][Counter.MEDKIT] and s.health == 1 and heals:
        return heals[-1]
    return Draw()
