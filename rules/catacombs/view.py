"""What a seat (or the public) may know: the only way game data leaves the rules (CC-HIDE-1).

Hands show only their size and piles only theirs; kept armour, the card in play and the discard
pile's top are face up on the table.  The RNG is never shown.  A seat's own view adds its hand.
"""

from __future__ import annotations

from rules.catacombs.arena import CHARACTERS, side_of
from rules.catacombs.content import content
from rules.catacombs.model import ArmourDefault, CcState, CcView, CharacterView, DiskView, SeatView, Side
from rules.catacombs.tokens import active_disk, active_seat, defender
from rules.core import Seat


def build_view(s: CcState, viewer: Seat | None, to_act: frozenset[Seat]) -> CcView:
    phys = content().physics
    disks = tuple(
        DiskView(id=d.id, kind=d.kind, x=d.x, y=d.y, radius=content().radius(d.kind), side=side_of(d.id)) for d in s.disks
    )
    characters = tuple(
        CharacterView(disk=d, side=side, seat=s.controllers[d]) for side in Side for d in CHARACTERS[side]
    )
    return CcView(
        viewer=viewer,
        turn=s.turn,
        width_cm=phys.width_cm,
        height_cm=phys.height_cm,
        disks=disks,
        characters=characters,
        order=tuple(s.order),
        active_disk=None if s.finished else active_disk(s),
        active_seat=None if s.finished else active_seat(s),
        to_act=to_act,
        phase=s.phase,
        card=s.card,
        shots=tuple(s.shots),
        targeted=tuple(s.targeted),
        target=s.target,
        strike=s.strike,
        health=dict(s.health),
        team_scores={side.value: s.health[side] for side in Side},
        bank=s.bank,
        draw_sizes={side: len(s.draw[side]) for side in Side},
        discard_sizes={side: len(s.discard[side]) for side in Side},
        discard_tops={side: (s.discard[side][-1] if s.discard[side] else None) for side in Side},
        armour={side: tuple(s.armour[side]) for side in Side},
        stunned=dict(s.stunned),
        seats=tuple(
            SeatView(seat=seat, side=side, hand_size=len(s.hands[seat]), score=s.health[side])
            for seat, side in enumerate(s.seats)
        ),
        last_shot=s.last_shot,
        options=s.options,
        pending_default=_armour_default(s),
        finished=s.finished,
        end_reason=s.end_reason,
        hand=tuple(s.hands[viewer]) if viewer is not None and 0 <= viewer < len(s.hands) else None,
    )


def _armour_default(s: CcState) -> str | None:
    """The answer the bot gives for the defenders when their armour prompt times out (CC-ARM-4)."""
    if s.finished or s.phase != "armour":
        return None
    if s.options.armour_timeout is ArmourDefault.SPEND:
        return f"armour:{s.armour[defender(s)][0]}"
    return "skip"
