"""The effect engine: a queue of small effect dicts resolved in order (UW-EFF-1).

Spaces, die faces, obstacles and objects all turn into effects ``{"op": ..., "seat": ...}``.  The
queue lives in the state; :func:`run` pops effects until one needs an answer (it sets
``state.pending``) or the game ends.  An answer resumes the queue where it stopped, so crossing
several spaces or a chain of rolls keeps its order (UW-SPACE-1).  Data files use the same ops as the
content checks in :mod:`rules.underworld.content` list; the ops below without a data use
(``advance``, ``natla``, ``reveal``, ``discard``, ``adrenaline``…) come from spaces and dice.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from rules.core import Event, Seat
from rules.underworld import supplies
from rules.underworld.content import REVEALED, content
from rules.underworld.model import Axis, Counter, Effect, Item, ObjectPlace, Pending, RegionSpec, UwState

SPACE_EFFECTS: dict[str, list[Effect]] = {
    "vp": [{"op": "gain", "counter": "vp"}],
    "tre": [{"op": "gain", "counter": "treasure"}],
    "med": [{"op": "gain", "counter": "medkit"}],
    "card": [{"op": "draw", "n": 1}],
    "die": [{"op": "roll", "n": 1}],
    "adr": [{"op": "adrenaline"}],
    "rel": [{"op": "relic"}],
    "jormungandr": [{"op": "finale"}],
}
PROGRESS_FACES: dict[str, list[Effect]] = {
    "acrobatics": [{"op": "advance", "axis": "acrobatics"}],
    "battle": [{"op": "advance", "axis": "battle"}],
    "cunning": [{"op": "advance", "axis": "cunning"}],
    "wild": [{"op": "choose_axis"}],
    "natla": [{"op": "natla"}],
    "discard_natla": [{"op": "discard", "n": 1}, {"op": "natla"}],
}
OBSTACLE_FACES: dict[str, list[Effect]] = {
    "nothing": [],
    "wound": [{"op": "wound", "n": 1}],
    "enemy": [{"op": "reveal", "n": 1}],
    "enemies": [{"op": "reveal", "n": 2}],
    "discard1": [{"op": "discard", "n": 1}],
    "discard2": [{"op": "discard", "n": 2}],
}
REGION_BOUND = {"advance", "natla", "choose_axis"}  # dropped once the region is over (UW-REG-1)
TEAM_WIDE = {"end_region", "lose", "finale", "natla"}  # kept even when the seat they came with is eliminated


# ---------------------------------------------------------------- queue


def push(s: UwState, effects: Iterable[Effect], seat: Seat, **extra: Any) -> None:
    """Put ``effects`` at the front of the queue, in order, acting for ``seat``."""
    s.queue[0:0] = [{**e, **extra, "seat": seat} for e in effects]


def run(s: UwState, events: list[Event]) -> None:
    while s.queue and s.pending is None and not s.finished:
        effect = s.queue.pop(0)
        if s.eliminated[effect["seat"]] and effect["op"] not in TEAM_WIDE:
            continue
        if s.region_over and effect["op"] in REGION_BOUND:
            continue
        HANDLERS[effect["op"]](s, effect, events)


# ---------------------------------------------------------------- helpers


def region(s: UwState) -> RegionSpec:
    return content().regions(s.options.tracks)[s.region]


def axis_finished(s: UwState, axis: Axis) -> bool:
    return s.axes[axis] >= len(region(s).track(axis))


def open_axes(s: UwState) -> list[Axis]:
    return [a for a in Axis if not axis_finished(s, a)]


def seats_from(s: UwState, first: Seat) -> list[Seat]:
    """Seats still in the game, clockwise from ``first``."""
    order = [(first + i) % s.players for i in range(s.players)]
    return [seat for seat in order if not s.eliminated[seat]]


def lose(s: UwState, reason: str, events: list[Event]) -> None:
    """The team loses at once: a (everyone out), b (health), c (8 enemies), d (Natla), e (Jörmungandr)."""
    s.finished, s.won, s.loss = True, False, reason
    s.queue, s.pending = [], None
    events.append(Event(kind=f"game_lost_{reason}"))


def eliminate_player(s: UwState, seat: Seat, events: list[Event]) -> None:
    """A player who cannot pay a forced discard (or fails a deadly obstacle) leaves the game (UW-ELIM-1)."""
    s.eliminated[seat] = True
    s.discard.extend(s.hands[seat])
    s.hands[seat] = []
    for counter, n in s.counters[seat].items():
        s.supply[counter] += n
    s.counters[seat] = {c: 0 for c in Counter}
    for obj, place in list(s.objects.items()):
        if place.where == "held" and place.seat == seat:
            s.objects[obj] = ObjectPlace(where="lost")
    s.queue = [e for e in s.queue if e["seat"] != seat or e["op"] in TEAM_WIDE]
    events.append(Event(kind="player_eliminated", params={"seat": seat}))
    if all(s.eliminated):
        lose(s, "a", events)


def jormungandr_cost(s: UwState) -> int:
    data = content()
    missing = sum(1 for o in data.thor if s.objects[o].where != "thor")
    return data.jormungandr_base + data.jormungandr_per_missing * missing


# ---------------------------------------------------------------- handlers (one per op)


def _advance(s: UwState, e: Effect, events: list[Event]) -> None:
    axis = Axis(e["axis"])
    track = region(s).track(axis)
    if axis_finished(s, axis):
        events.append(Event(kind="axis_blocked", params={"axis_type": axis.value}))
        return
    s.axes = {**s.axes, axis: s.axes[axis] + 1}
    space = s.axes[axis]
    code = track[space - 1]
    shown = "object" if code.startswith("obj:") else code
    events.append(Event(kind="advanced", params={"axis_type": axis.value, "space": space, "space_type": shown}))
    follow = list(SPACE_EFFECTS.get(code) or [{"op": "object", "id": code.removeprefix("obj:")}])
    if axis is Axis.ACROBATICS and space == len(track) and code != "jormungandr":
        follow.append({"op": "end_region"})
    push(s, follow, e["seat"])


def _natla(s: UwState, e: Effect, events: list[Event]) -> None:
    """Natla steps even if the roller was just eliminated; then the next seat still in faces it (UW-DIE-P-6)."""
    s.natla += 1
    obstacle = region(s).obstacles[s.natla - 1]
    events.append(Event(kind="obstacle", params={"obstacle_type": obstacle.id, "number": s.natla}))
    follow = list(obstacle.effects)
    if s.natla == len(region(s).obstacles):
        follow.append({"op": "end_region"})  # UW-OBS-2
    push(s, follow, seats_from(s, e["seat"])[0], source=obstacle.id)


def _roll(s: UwState, e: Effect, events: list[Event]) -> None:
    faces = [s.rng.choice(content().obstacle_die) for _ in range(e["n"])]
    follow: list[Effect] = []
    for face in faces:
        events.append(Event(kind="obstacle_rolled", params={"seat": e["seat"], "face_type": face}))
        follow += OBSTACLE_FACES[face]
    push(s, follow, e["seat"])


def _reveal(s: UwState, e: Effect, events: list[Event]) -> None:
    for _ in range(e["n"]):
        if not s.enemy_pile:
            events.append(Event(kind="no_enemy_left"))
            return
        enemy = s.enemy_pile.pop(0)
        s.enemy_line.append(enemy)
        events.append(Event(kind="enemy_revealed", params={"enemy_type": content().enemies[enemy].kind,
                                                            "visible": len(s.enemy_line)}))
        if len(s.enemy_line) >= content().enemy_limit:
            lose(s, "c", events)  # UW-ENE-2
            return


def _defeat(s: UwState, e: Effect, events: list[Event]) -> None:
    for _ in range(e["n"]):
        if not s.enemy_line:
            return
        enemy = s.enemy_line.pop(0)
        s.enemies_out.append(enemy)
        events.append(Event(kind="enemy_defeated", params={"seat": e["seat"],
                                                            "enemy_type": content().enemies[enemy].kind}))
        supplies.gain(s, e["seat"], Counter.VP, events)  # UW-ENE-4


def _wound(s: UwState, e: Effect, events: list[Event]) -> None:
    s.health = max(0, s.health - e["n"])
    events.append(Event(kind="wounded", params={"amount": e["n"], "health": s.health}))
    if s.health == 0:
        lose(s, "b", events)


def _heal(s: UwState, e: Effect, events: list[Event]) -> None:
    s.health = min(s.max_health, s.health + e["n"])
    events.append(Event(kind="healed", params={"health": s.health}))


def _relic(s: UwState, e: Effect, events: list[Event]) -> None:
    s.max_health = min(content().health_cap, s.max_health + 1)
    events.append(Event(kind="relic", params={"max_health": s.max_health}))


def _adrenaline(s: UwState, e: Effect, events: list[Event]) -> None:
    s.adrenaline += 1
    events.append(Event(kind="adrenaline", params={"level": s.adrenaline}))
    if s.adrenaline >= content().adrenaline_max:
        s.adrenaline = 0
        events.append(Event(kind="adrenaline_rush"))
        push(s, [{"op": "choose_axis"}, {"op": "defeat", "n": 1}], e["seat"])  # UW-SPACE-3


def _choose_axis(s: UwState, e: Effect, events: list[Event]) -> None:
    options = open_axes(s)
    if len(options) == 1:
        push(s, [{"op": "advance", "axis": options[0].value}], e["seat"])
    else:
        s.pending = Pending(kind="axis", seat=e["seat"], source=e.get("source", ""))


def _gain(s: UwState, e: Effect, events: list[Event]) -> None:
    supplies.gain(s, e["seat"], Counter(e["counter"]), events)


def _draw(s: UwState, e: Effect, events: list[Event]) -> None:
    supplies.draw_cards(s, e["seat"], e["n"], events)


def _all_draw(s: UwState, e: Effect, events: list[Event]) -> None:
    s.queue[0:0] = [{"op": "draw", "n": e["n"], "seat": seat} for seat in seats_from(s, e["seat"])]


def _object(s: UwState, e: Effect, events: list[Event]) -> None:
    obj = e["id"]
    if s.objects[obj].where != "board":
        return
    spec = content().objects[obj]
    if spec.thor:
        s.objects[obj] = ObjectPlace(where="thor")  # UW-OBJ-3
        events.append(Event(kind="thor_found", params={"seat": e["seat"], "object_type": obj}))
        push(s, spec.effects, e["seat"])
    else:
        s.objects[obj] = ObjectPlace(where="held", seat=e["seat"])
        events.append(Event(kind="object_found", params={"seat": e["seat"], "object_type": obj}))


def _discard(s: UwState, e: Effect, events: list[Event]) -> None:
    """A forced discard: too few cards eliminates the player (UW-ELIM-1); a real choice asks them."""
    seat, n = e["seat"], e["n"]
    hand = s.hands[seat]
    if len(hand) < n:
        events.append(Event(kind="cannot_discard", params={"seat": seat, "count": n}))
        eliminate_player(s, seat, events)
    elif len(hand) == n or len({supplies.card_type(c) for c in hand}) == 1:
        dropped = hand[:n]
        del hand[:n]
        s.discard.extend(dropped)
        events.append(Event(kind="discarded", params={"seat": seat, "count": n}))
    else:
        s.pending = Pending(kind="discard", seat=seat, count=n, source=e.get("source", ""))


def _discard_hand(s: UwState, e: Effect, events: list[Event]) -> None:
    seat = e["seat"]
    events.append(Event(kind="hand_lost", params={"seat": seat, "count": len(s.hands[seat])}))
    s.discard.extend(s.hands[seat])
    s.hands[seat] = []


def _eliminate(s: UwState, e: Effect, events: list[Event]) -> None:
    eliminate_player(s, e["seat"], events)


def _guess(s: UwState, e: Effect, events: list[Event]) -> None:
    s.pending = Pending(kind="guess", seat=e["seat"], source=e.get("source", ""))


def _reveal_top(s: UwState, e: Effect, events: list[Event]) -> None:
    card = supplies.top_card(s, events)
    s.revealed = supplies.card_type(card) if card else None
    if s.revealed is None:
        events.append(Event(kind="top_missing"))
    else:
        events.append(Event(kind="top_revealed", params={"card_type": s.revealed.value}))


def _if_axis(s: UwState, e: Effect, events: list[Event]) -> None:
    done = axis_finished(s, Axis(e["axis"]))
    holds = done == e["finished"]
    events.append(Event(kind="axis_done" if done else "axis_not_done", params={"axis_type": e["axis"]}))
    push(s, e["then"] if holds else e.get("else", []), e["seat"], **_source(e))


def _cost(s: UwState, e: Effect, events: list[Event]) -> None:
    """An obstacle's price becomes a pending question (UW-CON-1); a lone payer who can't pay suffers."""
    seat = e["seat"]
    resolved = [resolved_cost(s, c) for c in e["costs"]]
    costs = [c for c in resolved if c is not None]
    if not costs or (e["scope"] == "self" and not any(supplies.affords(supplies.owned(s, seat), c) for c in costs)):
        events.append(Event(kind="cannot_pay", params={"seat": seat}))
        push(s, e.get("fail", []), seat, **_source(e))
        return
    s.pending = Pending(kind="cost", seat=seat, source=e.get("source", ""), scope=e["scope"], costs=costs,
                        fail=e.get("fail", []), reward=e.get("reward", []))


def resolved_cost(s: UwState, cost: dict[str, int]) -> dict[Item, int] | None:
    """A price as written in the data, in items; None for one that names the revealed card's type while
    no card is shown (UW-OBS-JAN-4)."""
    if REVEALED not in cost:
        return {Item(k): n for k, n in cost.items()}
    if s.revealed is None:
        return None
    return {Item(s.revealed.value): cost[REVEALED]}


def _source(e: Effect) -> dict[str, Any]:
    return {"source": e["source"]} if "source" in e else {}


def _end_region(s: UwState, e: Effect, events: list[Event]) -> None:
    if not s.region_over:
        s.region_over = True
        events.append(Event(kind="region_complete", params={"region_type": region(s).id}))


def _finale(s: UwState, e: Effect, events: list[Event]) -> None:
    """Destroy Jörmungandr: the players still in pay the cost in VP, one each round the table (UW-END-3)."""
    cost = jormungandr_cost(s)
    s.jormungandr_cost = cost
    payers = seats_from(s, e["seat"])
    if sum(s.counters[p][Counter.VP] for p in payers) < cost:
        events.append(Event(kind="jormungandr_survives", params={"cost": cost}))
        lose(s, "e", events)
        return
    left = cost
    while left:
        for p in payers:
            if left and s.counters[p][Counter.VP]:
                s.counters[p] = {**s.counters[p], Counter.VP: s.counters[p][Counter.VP] - 1}
                s.supply[Counter.VP] += 1
                left -= 1
    s.finished, s.won = True, True
    s.queue, s.pending = [], None
    events.append(Event(kind="jormungandr_destroyed", params={"seat": e["seat"], "cost": cost}))


def _lose(s: UwState, e: Effect, events: list[Event]) -> None:
    lose(s, e["reason"], events)


HANDLERS: dict[str, Callable[[UwState, Effect, list[Event]], None]] = {
    "advance": _advance, "natla": _natla, "roll": _roll, "reveal": _reveal, "defeat": _defeat,
    "wound": _wound, "heal": _heal, "relic": _relic, "adrenaline": _adrenaline, "choose_axis": _choose_axis,
    "gain": _gain, "draw": _draw, "all_draw": _all_draw, "object": _object, "discard": _discard,
    "discard_hand": _discard_hand, "eliminate": _eliminate, "guess": _guess, "reveal_top": _reveal_top,
    "if_axis": _if_axis, "cost": _cost, "end_region": _end_region, "finale": _finale, "lose": _lose,
}
