"""Catalog key and parameters labelling an action for its player (buttons, autocomplete, logs).

Parameters follow :mod:`core.i18n`: ``*_type`` values are translated through ``card.<value>`` (card
types, counters, objects, enemies, obstacles and regions all have a ``card.`` name), ``seat`` is a
player.  Costs with two kinds of items use the ``…_2`` keys.
"""

from __future__ import annotations

from typing import Any

from rules.core import Seat
from rules.underworld.content import content
from rules.underworld.legal import legal_actions
from rules.underworld.supplies import stage_draw_count
from rules.underworld.model import (
    ChooseAxis,
    Discard,
    Draw,
    Give,
    Guess,
    Heal,
    Item,
    Pay,
    PlayCard,
    PlayTreasure,
    Stage,
    UseObject,
    UwAction,
    UwState,
)


def describe(s: UwState, seat: Seat, action: UwAction) -> tuple[str, dict[str, Any]]:
    key = f"action.underworld.{action.kind}"
    match action:
        case ChooseAxis(axis=a) | PlayCard(axis=a) | PlayTreasure(axis=a) | Guess(axis=a):
            return key, {"axis_type": a.value}
        case Discard(cards=cards):
            return f"{key}_{len(cards)}", {f"{n}_type": a.value for n, a in zip(("first", "second"), cards)}
        case UseObject(object=obj):
            return key, {"object_type": obj}
        case Give(item=item, count=count):
            return key, {"count": count, "item_type": item.value}
        case Heal(count=count):
            return key, {"count": count}
        case Draw():
            return key, {"count": stage_draw_count(s)}
        case Pay(option=option) if s.pending is not None and option < len(s.pending.costs):
            return cost_label(key, s.pending.costs[option])
    if action.kind == "defeat" and s.enemy_line:
        enemy = content().enemies[s.enemy_line[0]]
        return cost_label(key, enemy.cost, enemy_type=enemy.kind)
    return key, {}


def cost_label(key: str, cost: dict[Item, int], **extra: Any) -> tuple[str, dict[str, Any]]:
    """``key_1`` or ``key_2`` with ``count``/``item_type`` and ``count2``/``second_type`` (UW-NOT-2)."""
    parts = list(cost.items())
    params: dict[str, Any] = {"count": parts[0][1], "item_type": parts[0][0].value, **extra}
    if len(parts) > 1:
        params.update(count2=parts[1][1], second_type=parts[1][0].value)
    return f"{key}_{min(len(parts), 2)}", params


def forfeit(s: UwState, seat: Seat, action: UwAction) -> tuple[str, dict[str, Any]] | None:
    """Drawing ends the turn: actions left while a card, treasure or object could still be played are lost, so
    the player is asked first."""
    if not isinstance(action, Draw) or s.pending is not None or s.stage is not Stage.MAIN or s.actions_left <= 0:
        return None
    if any(isinstance(other, (PlayCard, PlayTreasure, UseObject)) for other in legal_actions(s, seat)):
        return "confirm.underworld.actions_left", {"count": s.actions_left}
    return None
