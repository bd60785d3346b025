"""Catalog key and parameters labelling an action (buttons, autocomplete, logs).

Parameters follow :mod:`core.i18n`: ``*_type`` values ``darktomb.<id>`` are shown through
``card.darktomb.<id>`` (heroes, monsters, items, cards); squares go as ready-made labels (``square``)
because the map is larger than the shared ``pos`` labels allow.
"""

from __future__ import annotations

from typing import Any

from rules.core import Seat
from rules.darktomb import monsters, queries
from rules.darktomb.board import square_label
from rules.darktomb.content import content, ref
from rules.darktomb.flow import active_familiar, active_hero
from rules.darktomb.model import (
    Attempt,
    CardKind,
    DarkTombAction,
    DarkTombState,
    DropItem,
    EndTurn,
    Give,
    MonsterAttack,
    MonsterMove,
    Move,
    OpenDoor,
    Reveal,
    Take,
    UseCard,
    UseItem,
)
from rules.darktomb.stats import card, item_spec


def describe(s: DarkTombState, seat: Seat, action: DarkTombAction) -> tuple[str, dict[str, Any]]:
    key = f"action.darktomb.{action.kind}"
    params: dict[str, Any] = {}
    match action:
        case Move(to=to) | Reveal(at=to) | OpenDoor(at=to) | MonsterMove(to=to):
            params = {"square": square_label(to)}
        case UseCard() if active_familiar(s) is not None:
            fam = active_familiar(s)
            assert fam is not None and action.target is not None
            key += "_at"
            params = {"card_type": ref(content().familiars[fam.id].bite.id), "square": square_label(action.target)}
        case UseCard(card=index, item=item, target=target):
            h = active_hero(s)
            name = ref(item_spec(item).id) if item else (ref(card(h, index).id) if h and index else None)
            params = {"card_type": name}
            if target is not None:
                key += "_at"
                params["square"] = square_label(target)
        case Attempt(card=index):
            h = active_hero(s)
            params = {"card_type": ref(card(h, index).id) if h else None}
        case DropItem(item=item) | UseItem(item=item):
            params = {"item_type": ref(item_spec(item).id)}
        case Give(item=item, hero=hero) | Take(item=item, hero=hero):
            params = {"item_type": ref(item_spec(item).id), "hero_type": ref(hero)}
        case MonsterAttack(target=target):
            params = {"square": square_label(target)}
    if s.phase == "monsters" and s.monster_index < len(s.monster_queue):
        i = monsters.monster_index(s, s.monster_queue[s.monster_index])
        if i is not None:
            params["monster_type"] = ref(s.monsters[i].spec)
    return key, params


def forfeit(s: DarkTombState, seat: Seat, action: DarkTombAction) -> tuple[str, dict[str, Any]] | None:
    """Ending a hero's (or familiar's) turn with a monster in reach of an unused attack gives the action up
    (DT-ACT-1): the player is asked first.  A dash, shield or attempt left unused is an ordinary choice."""
    if not isinstance(action, EndTurn) or s.phase == "monsters" or s.acted:
        return None
    if active_familiar(s) is not None:
        can_attack = bool(queries.familiar_bite_targets(s))
    else:
        h = active_hero(s)
        can_attack = h is not None and h.pos is not None and any(
            spec.kind is CardKind.ATTACK and queries.card_targets(s, h, spec) for _, _, spec in queries.usable_cards(s, h))
    return ("confirm.darktomb.attack_left", {}) if can_attack else None
