"""What the acting figure can do now: movement ends, card targets, tiles to reveal, doors, trades.

Both ``legal`` (to list actions) and ``actions`` (to check one) ask these, so buttons and checks
never disagree.
"""

from __future__ import annotations

from rules.darktomb import board
from rules.darktomb.content import content
from rules.darktomb.flow import active_familiar, active_hero
from rules.darktomb.model import ActionSpec, CardKind, DarkTombState, Hero, ItemKind, Pos, Shape
from rules.darktomb.stats import card, familiar_of, floats, has_item, ice_free, item_spec, max_hp

MULTI = (Shape.MULTI_LINE, Shape.MULTI_WALL)


def actor_pos(s: DarkTombState) -> Pos | None:
    fam = active_familiar(s)
    if fam is not None:
        return fam.pos
    h = active_hero(s)
    return h.pos if h is not None else None


def move_ends(s: DarkTombState) -> dict[Pos, int]:
    """Where the acting hero or familiar may walk now, with the cost (DT-MOVE-*)."""
    pos = actor_pos(s)
    if pos is None or s.acted or s.mp_left <= 0:
        return {}
    fam = active_familiar(s)
    h = active_hero(s)
    assert h is not None
    walker = None if fam is not None else h
    reach = board.reachable(
        s, pos, s.mp_left, monster=False,
        floats=walker is not None and floats(walker),
        ice_free=walker is not None and ice_free(walker),
    )
    taken = board.occupied(s)
    return {p: c for p, c in reach.items() if p not in taken}


def dash_ends(s: DarkTombState, h: Hero) -> list[Pos]:
    """A Dash walks again with the printed move; a plank does not slow it (DT-SPEC-5)."""
    assert h.pos is not None
    reach = board.reachable(s, h.pos, content().heroes[h.id].move, monster=False, floats=floats(h),
                            ice_free=ice_free(h))
    taken = board.occupied(s)
    return sorted(p for p in reach if p not in taken)


def attack_targets(s: DarkTombState, spec: ActionSpec, source: Pos) -> list[Pos]:
    return sorted(m.pos for m in s.monsters if board.can_hit(s, spec.shape, spec.range, source, m.pos))


def card_targets(s: DarkTombState, h: Hero, spec: ActionSpec) -> list[Pos | None]:
    """Targets the card may be played on now ([None] for cards without a target, [] if useless)."""
    assert h.pos is not None
    if spec.kind is CardKind.ATTACK:
        hits = attack_targets(s, spec, h.pos)
        if spec.shape in MULTI:
            return [None] if hits else []
        return list(hits)
    if spec.kind is CardKind.HEAL:
        return [o.pos for o in s.heroes
                if o.pos is not None and board.manhattan(o.pos, h.pos) <= 1 and o.hp < max_hp(o)]
    if spec.kind is CardKind.DASH:
        return list(dash_ends(s, h))
    if spec.kind is CardKind.REVIVE:
        fam = familiar_of(s, h.id)
        if fam is None or fam.pos is not None or fam.feral:
            return []
        taken = board.occupied(s)
        return [p for p in board.neighbours(s, h.pos) if p not in taken and board.ground_ok(s, p, monster=False)]
    return [None]  # shield, stealth


def usable_cards(s: DarkTombState, h: Hero) -> list[tuple[int | None, str | None, ActionSpec]]:
    """Cards and item attacks not holding the action cube (DT-ACT-2): ``(index, item, spec)``."""
    out: list[tuple[int | None, str | None, ActionSpec]] = []
    for i in range(1, 5):
        spec = card(h, i)
        if spec.id != h.last_action:
            out.append((i, None, spec))
    for item in h.items:
        weapon = item_spec(item).attack
        if weapon is not None and item != h.last_action:
            out.append((None, item, weapon))
    return out


def familiar_bite_targets(s: DarkTombState) -> list[Pos]:
    fam = active_familiar(s)
    if fam is None or fam.pos is None or s.acted:
        return []
    return attack_targets(s, content().familiars[fam.id].bite, fam.pos)


def reveal_squares(s: DarkTombState) -> list[Pos]:
    """One square per face-down tile next to the acting figure (DT-REV-1)."""
    pos = actor_pos(s)
    if pos is None:
        return []
    seen: set[int] = set()
    out = []
    for nxt in board.neighbours(s, pos):
        index = board.tile_index(s, nxt)
        if index is not None and not s.tiles[index].revealed and index not in seen:
            seen.add(index)
            out.append(nxt)
    return out


def door_squares(s: DarkTombState, h: Hero) -> list[Pos]:
    """Locked doors next to a hero who holds a key or a lockpick kit (DT-MOVE-6)."""
    if h.pos is None or not (has_item(h, ItemKind.KEY) or has_item(h, ItemKind.LOCKPICK)):
        return []
    return [p for p in board.neighbours(s, h.pos) if board.known_terrain(s, p) == "D"]


def trade_partners(s: DarkTombState, h: Hero) -> list[Hero]:
    if h.pos is None:
        return []
    return [o for o in s.heroes if o.id != h.id and o.pos is not None and board.manhattan(o.pos, h.pos) == 1]


def can_pick_up(s: DarkTombState, h: Hero) -> bool:
    return h.pos is not None and (h.pos in s.cubes and bool(s.item_deck) or any(d.pos == h.pos for d in s.drops))


def potions(h: Hero) -> list[str]:
    return [i for i in h.items if item_spec(i).kind is ItemKind.POTION and h.hp < max_hp(h)]


def card_spec_for(h: Hero, index: int | None, item: str | None) -> ActionSpec | None:
    """The card or item attack an action names (None for an item without an attack)."""
    if index is not None:
        return card(h, index)
    return item_spec(item).attack if item is not None else None


def can_part_with(s: DarkTombState, h: Hero, item: str) -> bool:
    """A hero floating on water keeps its last plank (DT-SPEC-5)."""
    if h.pos is None or board.known_terrain(s, h.pos) != "~" or item_spec(item).kind is not ItemKind.PLANK:
        return True
    return sum(item_spec(i).kind is ItemKind.PLANK for i in h.items) > 1
