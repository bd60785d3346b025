"""Bot support: states consistent with one seat's view, a finite menu of flicks, a health estimate.

Hidden here are the other hands and the order of each draw pile (and the discards under the top
card); ``sample_state`` deals them from each deck minus the cards the seat sees (its hand, kept
armour, the card in play, the discard tops).  The flick menu aims straight at each enemy with a few
powers and wanders a little on move shots: the physics, with the aim error drawn from the sampled
state's own RNG, then judges each flick in the search.
"""

from __future__ import annotations

import math
import random
from collections import Counter

from rules.catacombs.arena import OBSTACLES, enemies
from rules.catacombs.content import content
from rules.catacombs.flow import own_characters
from rules.catacombs.legal import legal_actions
from rules.catacombs.model import Ability, CcAction, CcState, CcView, Disk, Flick, ShotKind, Side, Skip
from rules.catacombs.shots import DAMAGE
from rules.catacombs.tokens import active_disk, active_side, cards_in_hand
from rules.core import BotSupport, Rng, Seat

ITERATION_COST = 4.0  # a flick runs the physics: about four ordinary iterations' worth of time
MAX_ROLLOUT = 2  # enough to finish the card in play; the health lead judges the rest
AIM_POWERS = (30, 55, 80, 100)
MOVE_POWERS = (20, 45)
MOVE_DIRECTIONS = (0.0, 90.0, 180.0, 270.0)
NUDGE_DIRECTIONS = (0.0, 90.0, 180.0, 270.0)
NUDGE_POWER = 20
HEALTH_SCALE = 2.0  # tokens of lead that make a position look about 3 to 1 won


def sample_state(view: CcView, seat: Seat, rng: random.Random) -> CcState:
    """A state this seat cannot tell from the real one; unseen cards are dealt from each deck's rest."""
    seats = [s.side for s in view.seats]
    draw: dict[Side, list[str]] = {}
    discard: dict[Side, list[str]] = {}
    hands: list[list[str]] = [list(view.hand or ()) if i == seat else [] for i in range(len(seats))]
    for side in Side:
        unseen = Counter(content().deck(side, view.options.deck))
        seen = list(view.armour[side]) + [view.discard_tops[side]] + [view.card]
        seen += hands[seat] if seats[seat] is side else []
        unseen.subtract(c for c in seen if c is not None and unseen[c] > 0)
        pool = sorted(unseen.elements())
        rng.shuffle(pool)
        top = view.discard_tops[side]
        below = view.discard_sizes[side] - (top is not None)
        discard[side] = pool[:below] + ([top] if top is not None else [])
        pool = pool[below:]
        for other in view.seats:
            if other.side is side and other.seat != seat:
                hands[other.seat], pool = pool[:other.hand_size], pool[other.hand_size:]
        draw[side] = pool[:view.draw_sizes[side]]
    card = content().cards[view.card] if view.card is not None else None
    return CcState(
        options=view.options,
        rng=Rng(seed=rng.getrandbits(32)),
        seats=seats,
        controllers={c.disk: c.seat for c in view.characters},
        order=list(view.order),
        turn_index=view.order.index(view.active_disk) if view.active_disk is not None else 0,
        turn=view.turn,
        disks=[Disk(id=d.id, kind=d.kind, x=d.x, y=d.y) for d in view.disks],
        health=dict(view.health),
        bank=view.bank,
        draw=draw,
        discard=discard,
        hands=hands,
        armour={side: list(cards) for side, cards in view.armour.items()},
        phase=view.phase,
        card=view.card,
        shots=list(view.shots),
        targeted=list(view.targeted),
        target=view.target,
        # Not shown; assumed still armed while a stealing card is in play (it is spent by its first steal).
        steal_armed=view.options.abilities and card is not None and card.ability is Ability.STEAL,
        strike=view.strike,
        stunned=dict(view.stunned),
        last_shot=view.last_shot,
        finished=view.finished,
        end_reason=view.end_reason,
    )


def candidate_actions(s: CcState, seat: Seat) -> list[CcAction]:
    """Card and yes/no choices as the legal menu; flicks from a short list of aims and powers."""
    if s.phase == "obstacle":
        nudges: list[CcAction] = [Flick(origin=OBSTACLES[0], angle=0.0, power=0)]
        return nudges + [Flick(origin=o, angle=a, power=NUDGE_POWER) for o in OBSTACLES for a in NUDGE_DIRECTIONS]
    if s.phase not in ("shot", "retry", "companion"):
        return legal_actions(s, seat, frozenset({seat}))
    foes = (s.target,) if s.target is not None else enemies(active_side(s))
    origins: tuple[str | None, ...] = (None,)
    if s.phase == "shot" and s.shots[0] is ShotKind.LONGBOW:
        origins += tuple(d for d in own_characters(s) if d != active_disk(s))
    out: list[CcAction] = [Skip()] if s.phase == "retry" else []
    if s.phase != "companion" and DAMAGE[s.shots[0]]:
        return out + [Flick(origin=o, at=foe, power=p) for o in origins for foe in foes for p in AIM_POWERS]
    return out + [Flick(at=foe, power=p) for foe in foes for p in MOVE_POWERS] + [
        Flick(angle=a, power=MOVE_POWERS[0]) for a in MOVE_DIRECTIONS]


def evaluate(s: CcState, seat: Seat) -> float:
    """Chance-like value in [0, 1] from the health lead (cards in hand break a level race, CC-END-4)."""
    mine = s.seats[seat]
    theirs = Side.SKULL if mine is Side.SWORD else Side.SWORD
    lead = s.health[mine] - s.health[theirs] + 0.1 * (cards_in_hand(s, mine) - cards_in_hand(s, theirs))
    return 1.0 / (1.0 + math.pow(3.0, -lead / HEALTH_SCALE))


SUPPORT = BotSupport[CcState, CcAction, CcView](
    sample_state=sample_state, evaluate=evaluate, candidate_actions=candidate_actions, iteration_cost=ITERATION_COST,
    max_rollout=MAX_ROLLOUT,
)
