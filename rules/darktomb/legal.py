"""Every action the acting seat may take now, in button order: walk, act, free actions, end."""

from __future__ import annotations

from rules.core import Seat
from rules.darktomb import monsters, queries
from rules.darktomb.flow import acting_seat, active_familiar, active_hero
from rules.darktomb.model import (
    Attempt,
    DarkTombAction,
    DarkTombState,
    DropItem,
    EndTurn,
    Give,
    MonsterAttack,
    MonsterMove,
    MonsterPass,
    Move,
    OpenDoor,
    PickUp,
    Reveal,
    Take,
    UseCard,
    UseItem,
)
from rules.darktomb.stats import card


def legal_actions(s: DarkTombState, seat: Seat) -> list[DarkTombAction]:
    if s.finished or seat != acting_seat(s):
        return []
    if s.phase == "monsters":
        return _monster_actions(s)
    here = queries.actor_pos(s)
    out: list[DarkTombAction] = [Move(to=p) for p in sorted(queries.move_ends(s)) if p != here]
    if active_familiar(s) is not None:
        out += [UseCard(card=1, target=t) for t in queries.familiar_bite_targets(s)]
        out += [Reveal(at=p) for p in queries.reveal_squares(s)]
        return [*out, EndTurn()]
    h = active_hero(s)
    assert h is not None
    if not s.acted:
        for index, item, spec in queries.usable_cards(s, h):
            out += [UseCard(card=index, item=item, target=t) for t in queries.card_targets(s, h, spec)]
        out += [Attempt(card=i) for i in range(1, 5) if card(h, i).id != h.last_action]
    out += [Reveal(at=p) for p in queries.reveal_squares(s)]
    if queries.can_pick_up(s, h):
        out.append(PickUp())
    out += [UseItem(item=i) for i in queries.potions(h)]
    out += [OpenDoor(at=p) for p in queries.door_squares(s, h)]
    for partner in queries.trade_partners(s, h):
        out += [Give(item=i, hero=partner.id) for i in h.items if queries.can_part_with(s, h, i)]
        out += [Take(item=i, hero=partner.id) for i in partner.items if queries.can_part_with(s, partner, i)]
    out += [DropItem(item=i) for i in h.items if queries.can_part_with(s, h, i)]
    return [*out, EndTurn()]


def _monster_actions(s: DarkTombState) -> list[DarkTombAction]:
    uid = s.monster_queue[s.monster_index]
    i = monsters.monster_index(s, uid)
    assert i is not None
    m = s.monsters[i]
    out: list[DarkTombAction] = []
    if not s.monster_moved:
        out += [MonsterMove(to=p) for p in sorted(monsters.end_squares(s, m)) if p != m.pos]
    targets, _ = monsters.player_targets(s, uid)
    out += [MonsterAttack(target=t) for t in targets]
    return [*out, MonsterPass()]
