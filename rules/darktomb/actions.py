"""One handler per action: check it against ``queries``, then change the working copy.

A handler raises :class:`IllegalAction` before changing anything, so a refused action never
half-applies (``apply`` also works on a copy).
"""

from __future__ import annotations

from collections.abc import Callable

from rules.core import Event, IllegalAction
from rules.darktomb.content import ref
from rules.darktomb import board, flow, monsters, queries
from rules.darktomb.board import square_label
from rules.darktomb.combat import add_drop, attack_roll
from rules.darktomb.content import content
from rules.darktomb.model import (
    Attempt,
    CardKind,
    DarkTombAction,
    DarkTombState,
    DropItem,
    Give,
    ItemKind,
    Monster,
    MonsterAttack,
    MonsterMove,
    Move,
    OpenDoor,
    Pos,
    Reveal,
    Take,
    UseCard,
    UseItem,
)
from rules.darktomb.stats import card, familiar_of, has_item, hero_index, item_spec, max_hp
from rules.darktomb.working import set_familiar, set_hero, set_tile

Handler = Callable[[DarkTombState, DarkTombAction, list[Event]], None]


def _hero_index(s: DarkTombState) -> int:
    h = flow.active_hero(s)
    assert h is not None
    return hero_index(s, h.id)


def _require_hero_phase(s: DarkTombState) -> int:
    if s.phase != "heroes":
        raise IllegalAction("error.darktomb.familiar_cannot")
    return _hero_index(s)


def _require_action_left(s: DarkTombState) -> None:
    if s.acted:
        raise IllegalAction("error.darktomb.already_acted")


# ---------------------------------------------------------------- movement


def do_move(s: DarkTombState, a: DarkTombAction, events: list[Event]) -> None:
    assert isinstance(a, Move)
    ends = queries.move_ends(s)
    if a.to not in ends or a.to == queries.actor_pos(s):
        raise IllegalAction("error.darktomb.cannot_move_there", square=square_label(a.to))
    s.mp_left -= ends[a.to]
    s.moved = True
    _place_actor(s, a.to, events)


def _place_actor(s: DarkTombState, to: Pos, events: list[Event]) -> None:
    fam = flow.active_familiar(s)
    if fam is not None:
        set_familiar(s, s.familiars.index(fam), pos=to)
        who = fam.id
    else:
        i = _hero_index(s)
        set_hero(s, i, pos=to)
        who = s.heroes[i].id
    events.append(Event(kind="moved", params={"who_type": ref(who), "square": square_label(to), "pos": to}))


# ---------------------------------------------------------------- the action of the turn


def do_card(s: DarkTombState, a: DarkTombAction, events: list[Event]) -> None:
    assert isinstance(a, UseCard)
    _require_action_left(s)
    if s.phase == "familiar":
        _familiar_bite(s, a, events)
        return
    i = _hero_index(s)
    h = s.heroes[i]
    choice = next(((idx, item, spec) for idx, item, spec in queries.usable_cards(s, h)
                   if (a.card is not None and idx == a.card) or (a.item is not None and item == a.item)), None)
    if choice is None or (a.card is None) == (a.item is None):
        raise IllegalAction("error.darktomb.card_blocked")
    _, item, spec = choice
    if a.target not in queries.card_targets(s, h, spec):
        raise IllegalAction("error.darktomb.bad_target")
    s.acted = True
    set_hero(s, i, last_action=item or spec.id)
    events.append(Event(kind="card_played", params={"who_type": ref(h.id), "card_type": ref(spec.id)}))
    if spec.kind is CardKind.ATTACK:
        _hero_attack(s, i, spec.id, a.target, events, item)
    elif spec.kind is CardKind.HEAL:
        assert a.target is not None
        _heal(s, a.target, spec.amount, events)
    elif spec.kind is CardKind.SHIELD:
        _shield(s, i, spec.amount, events)
    elif spec.kind is CardKind.STEALTH:
        set_hero(s, i, stealth=True)
        events.append(Event(kind="stealth", params={"who_type": ref(h.id)}))
    elif spec.kind is CardKind.DASH:
        assert a.target is not None
        _place_actor(s, a.target, events)
    elif spec.kind is CardKind.REVIVE:
        assert a.target is not None
        _revive(s, h.id, a.target, events)


def _hero_attack(s: DarkTombState, i: int, spec_id: str, target: Pos | None, events: list[Event], item: str | None) -> None:
    """Roll once per target; a double action's second half follows even after a miss (DT-SPEC-1)."""
    h = s.heroes[i]
    spec = item_spec(item).attack if item else next(c for c in content().heroes[h.id].actions if c.id == spec_id)
    assert spec is not None and h.pos is not None
    targets = [target] if target is not None else queries.attack_targets(s, spec, h.pos)
    modifier = content().heroes[h.id].attack + spec.bonus
    if item and item_spec(item).single_use:
        _spend(s, i, item)  # thrown before the dice roll, so a fumble cannot drop it
    for t in targets:
        if s.heroes[i].pos is None:
            break
        attack_roll(s, h.id, h.pos, t, modifier, spec.damage, events, hero_side=True)
    if s.heroes[i].pos is None:
        return
    if spec.then_shield:
        _shield(s, i, spec.then_shield, events)
    if spec.then_stealth:
        set_hero(s, i, stealth=True)
        events.append(Event(kind="stealth", params={"who_type": ref(h.id)}))


def _spend(s: DarkTombState, i: int, item: str) -> None:
    items = list(s.heroes[i].items)
    items.remove(item)
    set_hero(s, i, items=items)
    s.spent.append(item)


def _heal(s: DarkTombState, target: Pos, amount: int, events: list[Event]) -> None:
    """Heal never goes above the printed maximum and never revives (DT-SPEC-4)."""
    j = next(k for k, o in enumerate(s.heroes) if o.pos == target)
    o = s.heroes[j]
    new = min(max_hp(o), o.hp + amount)
    set_hero(s, j, hp=new)
    events.append(Event(kind="healed", params={"who_type": ref(o.id), "amount": new - o.hp, "hp": new, "pos": target}))


def _shield(s: DarkTombState, i: int, amount: int, events: list[Event]) -> None:
    """The user and every adjacent hero get the armour bonus for the next monster phase (DT-SPEC-2)."""
    h = s.heroes[i]
    assert h.pos is not None
    for j, o in enumerate(s.heroes):
        if o.pos is not None and board.manhattan(o.pos, h.pos) <= 1 and o.shield < amount:
            set_hero(s, j, shield=amount)
            events.append(Event(kind="shielded", params={"who_type": ref(o.id), "amount": amount}))


def _revive(s: DarkTombState, master: str, at: Pos, events: list[Event]) -> None:
    """The familiar returns next to its master; a revival roll of 1–2 makes it a monster (DT-FAM-4)."""
    fam = familiar_of(s, master)
    assert fam is not None
    spec = content().familiars[fam.id]
    roll = s.rng.randint(1, 20)
    k = s.familiars.index(fam)
    if roll in spec.revive_turns_feral:
        set_familiar(s, k, feral=True)
        feral = content().monsters[spec.feral_monster]
        hp = content().monster_hp(feral.id, s.options.monster_hp, s.heroes_at_start)
        s.monster_count += 1
        s.monsters.append(Monster(uid=f"m{s.monster_count}", spec=feral.id, pos=at, hp=hp, max_hp=hp))
        events.append(Event(kind="revived_feral", params={"who_type": ref(fam.id), "roll": roll, "square": square_label(at), "pos": at}))
    else:
        set_familiar(s, k, pos=at, hp=spec.hp)
        events.append(Event(kind="revived", params={"who_type": ref(fam.id), "roll": roll, "square": square_label(at), "pos": at}))


def _familiar_bite(s: DarkTombState, a: UseCard, events: list[Event]) -> None:
    fam = flow.active_familiar(s)
    assert fam is not None and fam.pos is not None
    if a.card != 1 or a.item is not None or a.target not in queries.familiar_bite_targets(s):
        raise IllegalAction("error.darktomb.bad_target")
    spec = content().familiars[fam.id]
    s.acted = True
    attack_roll(s, fam.id, fam.pos, a.target, spec.attack, spec.bite.damage, events, hero_side=True)


def do_attempt(s: DarkTombState, a: DarkTombAction, events: list[Event]) -> None:
    """Move the action cube to another card without using it (DT-ACT-3)."""
    assert isinstance(a, Attempt)
    i = _require_hero_phase(s)
    _require_action_left(s)
    spec = card(s.heroes[i], a.card)
    if spec.id == s.heroes[i].last_action:
        raise IllegalAction("error.darktomb.card_blocked")
    s.acted = True
    set_hero(s, i, last_action=spec.id)
    events.append(Event(kind="attempted", params={"who_type": ref(s.heroes[i].id), "card_type": ref(spec.id)}))


# ---------------------------------------------------------------- free actions


def do_reveal(s: DarkTombState, a: DarkTombAction, events: list[Event]) -> None:
    """Turn a face-down tile next to the figure: item cubes on T, a drawn monster on M (DT-REV-*)."""
    assert isinstance(a, Reveal)
    pos = queries.actor_pos(s)
    index = board.tile_index(s, a.at) if board.in_map(s, a.at) else None
    if pos is None or index is None or s.tiles[index].revealed or board.manhattan(pos, a.at) != 1:
        raise IllegalAction("error.darktomb.cannot_reveal")
    set_tile(s, index, revealed=True)
    events.append(Event(kind="tile_revealed", params={"square": square_label(a.at), "pos": a.at}))
    for sq in board.tile_squares(s, index):
        letter = board.terrain(s, sq)
        if letter == "T":
            s.cubes.append(sq)
        elif letter == "M" and s.monster_deck:
            spec = content().monsters[s.monster_deck.pop(0)]
            hp = content().monster_hp(spec.id, s.options.monster_hp, s.heroes_at_start)
            s.monster_count += 1
            s.monsters.append(Monster(uid=f"m{s.monster_count}", spec=spec.id, pos=sq, hp=hp, max_hp=hp))
            events.append(Event(kind="monster_appeared", params={"who_type": ref(spec.id), "hp": hp, "square": square_label(sq), "pos": sq}))


def do_pick(s: DarkTombState, a: DarkTombAction, events: list[Event]) -> None:
    """Take the item under the cube (top of the item pile) and any items lying there (DT-ITEM-1)."""
    i = _require_hero_phase(s)
    h = s.heroes[i]
    if not queries.can_pick_up(s, h):
        raise IllegalAction("error.darktomb.nothing_here")
    assert h.pos is not None
    found: list[str] = []
    if h.pos in s.cubes and s.item_deck:
        s.cubes.remove(h.pos)
        found.append(s.item_deck.pop(0))
    for d in [d for d in s.drops if d.pos == h.pos]:
        s.drops.remove(d)
        found.extend(d.items)
    set_hero(s, i, items=[*h.items, *found])
    for item in found:
        events.append(Event(kind="picked_up", params={"who_type": ref(h.id), "item_type": ref(item_spec(item).id)}))


def do_drop(s: DarkTombState, a: DarkTombAction, events: list[Event]) -> None:
    assert isinstance(a, DropItem)
    i = _require_hero_phase(s)
    h = s.heroes[i]
    if a.item not in h.items or h.pos is None or not queries.can_part_with(s, h, a.item):
        raise IllegalAction("error.darktomb.no_such_item")
    items = list(h.items)
    items.remove(a.item)
    set_hero(s, i, items=items)
    add_drop(s, h.pos, [a.item])
    events.append(Event(kind="dropped", params={"who_type": ref(h.id), "item_type": ref(item_spec(a.item).id), "pos": h.pos}))


def do_trade(s: DarkTombState, a: DarkTombAction, events: list[Event]) -> None:
    """Adjacent heroes swap items either way, during the active hero's turn (DT-ITEM-4)."""
    assert isinstance(a, (Give, Take))
    i = _require_hero_phase(s)
    h = s.heroes[i]
    partner = next((o for o in queries.trade_partners(s, h) if o.id == a.hero), None)
    if partner is None:
        raise IllegalAction("error.darktomb.not_adjacent")
    j = hero_index(s, partner.id)
    giver, taker = (i, j) if isinstance(a, Give) else (j, i)
    if a.item not in s.heroes[giver].items or not queries.can_part_with(s, s.heroes[giver], a.item):
        raise IllegalAction("error.darktomb.no_such_item")
    items = list(s.heroes[giver].items)
    items.remove(a.item)
    set_hero(s, giver, items=items)
    set_hero(s, taker, items=[*s.heroes[taker].items, a.item])
    events.append(Event(kind="traded", params={"who_type": ref(s.heroes[giver].id), "to_type": ref(s.heroes[taker].id),
                                                "item_type": ref(item_spec(a.item).id)}))


def do_use(s: DarkTombState, a: DarkTombAction, events: list[Event]) -> None:
    """Drinking a healing draught is free and uses it up (DT-ITEM-5)."""
    assert isinstance(a, UseItem)
    i = _require_hero_phase(s)
    h = s.heroes[i]
    if a.item not in queries.potions(h):
        raise IllegalAction("error.darktomb.no_such_item")
    _spend(s, i, a.item)
    assert h.pos is not None
    _heal(s, h.pos, item_spec(a.item).amount, events)


def do_open(s: DarkTombState, a: DarkTombAction, events: list[Event]) -> None:
    """A key (used up) or a lockpick kit (kept) opens a door for good (DT-MOVE-6)."""
    assert isinstance(a, OpenDoor)
    i = _require_hero_phase(s)
    h = s.heroes[i]
    if a.at not in queries.door_squares(s, h):
        raise IllegalAction("error.darktomb.no_door")
    if not has_item(h, ItemKind.LOCKPICK):
        key = next(x for x in h.items if item_spec(x).kind is ItemKind.KEY)
        _spend(s, i, key)
    board.set_terrain(s, a.at, "d")
    events.append(Event(kind="door_opened", params={"who_type": ref(h.id), "square": square_label(a.at), "pos": a.at}))


def do_end(s: DarkTombState, a: DarkTombAction, events: list[Event]) -> None:
    flow.end_turn(s, events)


# ---------------------------------------------------------------- the monster player (DT-MON-9)


def _current_monster(s: DarkTombState) -> int:
    i = monsters.monster_index(s, s.monster_queue[s.monster_index])
    assert i is not None
    return i


def do_monster_move(s: DarkTombState, a: DarkTombAction, events: list[Event]) -> None:
    assert isinstance(a, MonsterMove)
    i = _current_monster(s)
    if s.monster_moved or a.to not in monsters.end_squares(s, s.monsters[i]) or a.to == s.monsters[i].pos:
        raise IllegalAction("error.darktomb.cannot_move_there", square=square_label(a.to))
    monsters.move_monster(s, i, a.to, events)
    s.monster_moved = True


def do_monster_attack(s: DarkTombState, a: DarkTombAction, events: list[Event]) -> None:
    assert isinstance(a, MonsterAttack)
    uid = s.monster_queue[s.monster_index]
    targets, penalty = monsters.player_targets(s, uid)
    if a.target not in targets:
        raise IllegalAction("error.darktomb.bad_target")
    i = _current_monster(s)
    shots = monsters.choose_targets(s.monsters[i], s.monsters[i].pos, targets) if monsters.is_multi(s.monsters[i]) else (a.target,)
    monsters.strike(s, uid, shots, penalty, events)
    flow.next_monster(s, events)


def do_monster_pass(s: DarkTombState, a: DarkTombAction, events: list[Event]) -> None:
    flow.next_monster(s, events)


HERO_HANDLERS: dict[str, Handler] = {
    "move": do_move, "card": do_card, "attempt": do_attempt, "reveal": do_reveal, "pick": do_pick,
    "drop": do_drop, "give": do_trade, "take": do_trade, "use": do_use, "open": do_open, "end": do_end,
}
MONSTER_HANDLERS: dict[str, Handler] = {"mmove": do_monster_move, "mattack": do_monster_attack, "mpass": do_monster_pass}
