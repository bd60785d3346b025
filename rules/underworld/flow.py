"""Turn flow and region changes: what happens once the effect queue is empty (UW-TURN-*, UW-REG-*)."""

from __future__ import annotations

from rules.core import Event, Rng
from rules.underworld.content import content
from rules.underworld.effects import push, region, run, seats_from
from rules.underworld.model import Axis, Counter, ObjectPlace, Stage, UwOptions, UwState


def new_game(players: int, options: UwOptions, seed: int) -> UwState:
    """Setup for solo, 2 or 3–4 players (UW-SET-1..4)."""
    data = content()
    rng = Rng(seed=seed)
    deal = data.setup[players]
    draw = rng.shuffled(sorted(data.cards))
    hands = [draw[i * deal.cards:(i + 1) * deal.cards] for i in range(players)]
    draw = draw[players * deal.cards:]
    supply = {Counter(k): n for k, n in data.supply.items()}
    supply[Counter.MEDKIT] -= deal.medkits * players
    first = data.region_ids[0]
    return UwState(
        options=options, rng=rng, players=players, axes={a: 0 for a in Axis},
        health=data.start_health, max_health=data.start_health, draw=draw, discard=[], hands=hands,
        counters=[{Counter.VP: 0, Counter.TREASURE: 0, Counter.MEDKIT: deal.medkits} for _ in range(players)],
        supply=supply,
        objects={o.id: ObjectPlace(where="board" if o.region == first else "future") for o in data.objects.values()},
        enemy_pile=rng.shuffled(sorted(e.id for e in data.enemies.values() if e.region == first)),
        enemy_line=[], eliminated=[False] * players, actions_left=data.actions_per_turn,
    )


def settle_queue(s: UwState, events: list[Event]) -> None:
    """Resolve queued effects, then move the turn on when nothing waits for an answer."""
    run(s, events)
    if s.finished or s.pending is not None:
        return
    if s.eliminated[s.active]:
        end_turn(s, events)  # UW-ELIM-3: an eliminated player's turn stops at once
    elif s.region_over and s.stage is Stage.MAIN:
        s.stage, s.actions_left = Stage.END, 0  # UW-REG-1: only stage 3 is left


def end_turn(s: UwState, events: list[Event]) -> None:
    if s.region_over:
        change_region(s, events)
    if s.finished:
        return
    nxt = seats_from(s, (s.active + 1) % s.players)[0]
    s.active, s.stage, s.actions_left = nxt, Stage.ROLL, content().actions_per_turn
    s.revealed = None
    s.turn += 1
    events.append(Event(kind="turn_started", params={"seat": nxt, "turn": s.turn}))


def region_damage(visible: int) -> int:
    """Health lost for the enemies still visible when Lara leaves a region (UW-ENE-6)."""
    return max(d for least, d in content().region_damage if visible >= least)


def change_region(s: UwState, events: list[Event]) -> None:
    """Leave the region: its farewell effect, enemy damage, lost leftovers, then the next board (UW-REG-2)."""
    data = content()
    old = region(s)
    damage = region_damage(len(s.enemy_line))
    events.append(Event(kind="region_left", params={"region_type": old.id, "visible": len(s.enemy_line),
                                                     "amount": damage}))
    wound = [{"op": "wound", "n": damage}] if damage else []
    push(s, [*old.on_leave, *wound], seats_from(s, s.active)[0])
    run(s, events)
    if s.finished:
        return
    for obj, place in s.objects.items():
        if place.where == "board":
            s.objects[obj] = ObjectPlace(where="lost")
    s.enemies_out.extend(s.enemy_pile)
    s.region += 1
    new = region(s)
    s.enemy_pile = s.rng.shuffled(sorted(e.id for e in data.enemies.values() if e.region == new.id))
    for obj, spec in data.objects.items():
        if spec.region == new.id:
            s.objects[obj] = ObjectPlace(where="board")
    s.axes, s.natla, s.region_over = {a: 0 for a in Axis}, 0, False
    events.append(Event(kind="region_entered", params={"region_type": new.id}))
