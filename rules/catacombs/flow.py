"""The turn: draw, play a card (its shots in order, then its ability), move an obstacle, pass the marker.

One handler per action; each checks the phase, changes the working copy and moves the phase on.
Pending decisions (targeted retry, wave bonus, armour, surprise attack) are phases too, so
``to_act`` and ``legal_actions`` read them from the state (CC-TURN-*, CC-ARM-*).
"""

from __future__ import annotations

from collections.abc import Callable

from rules.catacombs import shots as sh
from rules.catacombs.arena import CHARACTERS, enemies
from rules.catacombs.content import content
from rules.catacombs.model import (
    Ability,
    CcAction,
    CcState,
    Discard,
    Flick,
    Play,
    ShotKind,
    SpendArmour,
    Strike,
    Target,
)
from rules.catacombs.tokens import (
    active_disk,
    active_seat,
    active_side,
    defender,
    draw_card,
    end_game,
    lose_tokens,
    reshuffle,
    take_from_bank,
)
from rules.core import Event, IllegalAction, Seat

Handler = Callable[[CcState, Seat, CcAction, list[Event]], None]
TURN_FLIP = 1


# ---------------------------------------------------------------- turn start and end


def begin_turn(s: CcState, events: list[Event]) -> None:
    """Exhaustion, the draw, then the card step or a stunned turn (CC-TURN-2, CC-ADV-*, CC-ABL-3)."""
    side, seat = active_side(s), active_seat(s)
    events.append(Event(kind="turn_started", params={"turn": s.turn, "seat": seat, "disk": active_disk(s), "side": side}))
    if s.options.exhaustion and not s.draw[side]:
        events.append(Event(kind="exhausted", params={"side": side}))
        lose_tokens(s, side, 1, events)  # CC-ADV-2
        if s.finished:
            return
    if not s.options.draw_at_end:
        draw_card(s, seat, events)
    s.phase = "play"
    if s.stunned[side]:
        s.stunned[side] = False
        s.phase = "stun"
        events.append(Event(kind="stunned_turn", params={"seat": seat}))
    if not s.hands[seat]:
        end_game(s, "no_card", events)  # CC-END-3


def end_turn(s: CcState, events: list[Event]) -> None:
    """Advanced draw, flip the marker: the other team's next character plays (CC-TURN-1)."""
    seat = active_seat(s)
    if s.options.draw_at_end:
        draw_card(s, seat, events)  # CC-ADV-1
    s.turn_index = (s.turn_index + TURN_FLIP) % len(s.order)
    s.turn += 1
    begin_turn(s, events)


# ---------------------------------------------------------------- the card


def start_card(s: CcState, seat: Seat, card: str, events: list[Event]) -> None:
    s.hands[seat].remove(card)
    spec = content().cards[card]
    s.card = card
    s.shots = [shot.kind for shot in spec.shots]
    s.targeted = [shot.targeted for shot in spec.shots]
    s.target = None
    s.steal_armed = s.options.abilities and spec.ability is Ability.STEAL
    events.append(Event(kind="card_played", params={"seat": seat, "card_type": f"cc_{card}"}))
    next_shot(s, events)


def next_shot(s: CcState, events: list[Event]) -> None:
    if s.finished:
        return
    if not s.shots:
        finish_card(s, events)
    elif s.targeted[0] and s.target is None:
        s.phase = "target"
    else:
        s.phase = "shot"


def shot_done(s: CcState, events: list[Event]) -> None:
    """The current shot is over: the projectile leaves the arena (CC-SHOT-5), the next shot comes."""
    s.disks = sh.without_projectile(s.disks)
    s.strike = None
    if s.phase == "companion" or not s.shots:
        s.phase = "obstacle"
        return
    s.shots.pop(0)
    s.targeted.pop(0)
    s.target = None
    next_shot(s, events)


def finish_card(s: CcState, events: list[Event]) -> None:
    """Ability after the sequence, then the card is discarded or kept for its armour (CC-ABL-*, CC-ARM-1)."""
    card = s.card
    s.card = None
    s.phase = "obstacle"
    s.steal_armed = False  # CC-ABL-2: only this card's shots may steal
    if card is None:  # a stunned turn's single move shot: no card, no ability
        return
    spec = content().cards[card]
    side, seat = active_side(s), active_seat(s)
    if s.options.abilities and spec.ability is not None:
        _after_sequence(s, seat, spec.ability, spec.amount, events)
    if spec.armour and s.options.armour:
        s.armour[side].append(card)
        events.append(Event(kind="armour_kept", params={"side": side, "card_type": f"cc_{card}"}))
    else:
        s.discard[side].append(card)


def _after_sequence(s: CcState, seat: Seat, ability: Ability, amount: int, events: list[Event]) -> None:
    side = active_side(s)
    if ability is Ability.HEAL:
        take_from_bank(s, side, amount, events)
    elif ability is Ability.RESET:
        reshuffle(s, side, events)
    elif ability is Ability.DRAW:
        for _ in range(amount):
            draw_card(s, seat, events)
    elif ability is Ability.SURPRISE_ATTACK and s.hands[seat]:
        s.phase = "surprise"
    elif ability is Ability.COMPANION_MOVE:
        s.phase = "companion"
    else:
        return
    events.append(Event(kind=f"ability_{ability.value}", params={"seat": seat}))


# ---------------------------------------------------------------- handlers


def on_play(s: CcState, seat: Seat, action: CcAction, events: list[Event]) -> None:
    assert isinstance(action, Play)
    if s.phase not in ("play", "surprise"):
        raise IllegalAction("error.catacombs.not_now")
    if action.card not in s.hands[seat]:
        raise IllegalAction("error.catacombs.not_in_hand")
    start_card(s, seat, action.card, events)


def on_discard(s: CcState, seat: Seat, action: CcAction, events: list[Event]) -> None:
    assert isinstance(action, Discard)
    if s.phase not in ("stun", "bonus"):
        raise IllegalAction("error.catacombs.not_now")
    if action.card not in s.hands[seat]:
        raise IllegalAction("error.catacombs.not_in_hand")
    s.hands[seat].remove(action.card)
    s.discard[active_side(s)].append(action.card)
    events.append(Event(kind="discarded", params={"seat": seat, "card_type": f"cc_{action.card}"}))
    if s.phase == "stun":  # CC-ABL-3: the card is lost, a single move shot replaces it
        s.card = None
        s.shots, s.targeted = [ShotKind.MOVE], [False]
        s.phase = "shot"
        return
    assert s.strike is not None
    s.strike = s.strike.model_copy(update={"damage": sh.POWERFUL_BONUS, "bonus_card": action.card})
    armour_or_wound(s, events)


def on_target(s: CcState, seat: Seat, action: CcAction, events: list[Event]) -> None:
    assert isinstance(action, Target)
    if s.phase != "target":
        raise IllegalAction("error.catacombs.not_now")
    if action.disk not in enemies(active_side(s)):
        raise IllegalAction("error.catacombs.target_enemy")
    s.target = action.disk
    s.phase = "shot"
    events.append(Event(kind="targeted", params={"seat": seat, "disk": action.disk}))


def on_flick(s: CcState, seat: Seat, action: CcAction, events: list[Event]) -> None:
    assert isinstance(action, Flick)
    if s.phase not in ("shot", "retry", "companion", "obstacle"):
        raise IllegalAction("error.catacombs.not_now")
    if action.angle is None and action.at is None:
        raise IllegalAction("error.catacombs.no_aim")
    least = content().physics.min_card_shot_power
    if s.phase in ("shot", "companion") and action.power < least:
        raise IllegalAction("error.catacombs.too_gentle", power=least)  # CC-SHOT-10: a mandatory shot is a real flick
    retry = s.phase == "retry"
    fired = sh.fire(s, action)
    s.disks = list(fired.outcome.disks)
    events.append(_shot_event(s, seat, fired))
    if s.phase == "obstacle":
        s.disks = sh.without_projectile(s.disks)
        end_turn(s, events)
        return
    hit = sh.victims(fired.outcome.contacts, fired.disk, active_side(s), s.target)
    damage = sh.shot_damage(fired.shot) if s.phase != "companion" else 0
    if damage and hit:
        s.strike = Strike(victims=hit, damage=damage)
        if fired.shot is ShotKind.POWERFUL_WAVE and s.hands[seat]:
            s.phase = "bonus"  # CC-SHOT-8
        else:
            armour_or_wound(s, events)
        return
    if damage:
        events.append(Event(kind="missed", params={"seat": seat}))
    if s.target is not None and not retry and damage:
        s.phase = "retry"  # CC-TGT-3: one more flick from where the projectile stopped
        return
    shot_done(s, events)


def _shot_event(s: CcState, seat: Seat, fired: sh.Fired) -> Event:
    """Public record of the flick: launch after deviation, contacts in order, where everything stopped."""
    return Event(
        kind="shot",
        params={
            "seat": seat,
            "disk": fired.disk,
            "shot_type": f"cc_shot_{fired.shot.value if fired.shot else 'obstacle'}",
            "angle": round(fired.angle, 1),
            "power": round(fired.power, 1),
            "contacts": [list(c) for c in fired.outcome.contacts],
            "final": {d.id: [round(d.x, 2), round(d.y, 2)] for d in fired.outcome.disks},
        },
    )


def armour_or_wound(s: CcState, events: list[Event]) -> None:
    """Ask the defending team about armour if it keeps any, else wound at once (CC-ARM-2)."""
    assert s.strike is not None
    side = defender(s)
    if s.options.armour and s.armour[side]:
        s.phase = "armour"
        events.append(Event(kind="armour_prompt", params={"side": side, "damage": _strike_total(s.strike)}))
        return
    wound(s, events)


def _strike_total(strike: Strike) -> int:
    return strike.damage * len(strike.victims)


def wound(s: CcState, events: list[Event]) -> None:
    """Apply the shot's damage (double when both enemies were hit) and on-wounding abilities (CC-DMG-5)."""
    assert s.strike is not None
    side, attacker = defender(s), active_side(s)
    total = _strike_total(s.strike)
    events.append(Event(kind="wounded", params={"side": side, "damage": total, "disks": list(s.strike.victims)}))
    if s.last_shot is not None:  # the board marks the wounded pawns until the next flick
        s.last_shot = s.last_shot.model_copy(update={"wounds": {disk: s.strike.damage for disk in s.strike.victims}})
    lose_tokens(s, side, total, events)
    spec = content().cards.get(s.card or "")
    if spec is not None and s.options.abilities and not s.finished:
        if spec.ability is Ability.STUN:
            s.stunned[side] = True
            events.append(Event(kind="stunned", params={"side": side}))
        elif spec.ability is Ability.DRAIN:
            take_from_bank(s, attacker, spec.amount, events)
    if s.finished:
        s.disks, s.strike = sh.without_projectile(s.disks), None  # the last shot is over too
    else:
        shot_done(s, events)


def on_armour(s: CcState, seat: Seat, action: CcAction, events: list[Event]) -> None:
    assert isinstance(action, SpendArmour)
    if s.phase != "armour":
        raise IllegalAction("error.catacombs.not_now")
    side = defender(s)
    if action.card not in s.armour[side]:
        raise IllegalAction("error.catacombs.no_such_armour")
    s.armour[side].remove(action.card)
    s.discard[side].append(action.card)
    events.append(Event(kind="armour_spent", params={"seat": seat, "side": side, "card_type": f"cc_{action.card}"}))
    shot_done(s, events)  # CC-ARM-3: no damage, no on-wounding ability


def on_skip(s: CcState, seat: Seat, action: CcAction, events: list[Event]) -> None:
    if s.phase == "armour":
        events.append(Event(kind="armour_declined", params={"seat": seat}))
        wound(s, events)
    elif s.phase == "bonus":
        armour_or_wound(s, events)
    elif s.phase == "retry":
        shot_done(s, events)
    elif s.phase == "surprise":
        s.phase = "obstacle"
    else:
        raise IllegalAction("error.catacombs.not_now")


HANDLERS: dict[str, Handler] = {
    "play": on_play,
    "discard": on_discard,
    "target": on_target,
    "flick": on_flick,
    "armour": on_armour,
    "skip": on_skip,
}


def acting_seats(s: CcState) -> frozenset[Seat]:
    """Who may act: the defending team during an armour prompt (CC-ARM-4), else the marker's player."""
    if s.finished:
        return frozenset()
    if s.phase == "armour":
        side = defender(s)
        return frozenset(seat for seat, team in enumerate(s.seats) if team is side)
    return frozenset({active_seat(s)})


def own_characters(s: CcState) -> tuple[str, str]:
    return CHARACTERS[active_side(s)]
