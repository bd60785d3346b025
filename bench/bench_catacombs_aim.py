"""How often a straight aimed flick hits, by distance, power and steadiness (CC-AIM-2).

Run by hand: ``python bench/bench_catacombs_aim.py [--shots 100]``.  Each cell plays ``--shots``
real combat shots (or longbow shots with ``--shot longbow``) through ``apply``: S1 flicked straight at
K1 placed ``d`` cm away along the middle of the empty arena, a fresh game seed per shot, so the
deviation is drawn from the state's Rng as in play.  Powers per distance: *gentle* is the least
power that reaches the target with a 15 % margin (never below the least power of a card's shot,
CC-SHOT-10), *hard* is a full flick (100), *medium* halfway.
"""

from __future__ import annotations

import argparse
import math

from rules.catacombs.arena import speed
from rules.catacombs.content import content
from rules.catacombs.game import CATACOMBS
from rules.catacombs.model import CcOptions, CcState, Disk, DiskKind, Steadiness
from rules.catacombs.physics import simulate

DISTANCES = (5, 10, 20, 30, 40, 51)
START_X, MID = 5.0, 17.75
CARD = {"combat": "berserker_mage", "longbow": "royal_archer"}  # cards opening with that shot
PARKING = {"S2": (5.0, 3.5), "K2": (58.0, 3.5), "O1": (16.0, 32.5), "O2": (24.0, 32.5), "O3": (32.0, 32.5),
           "O4": (40.0, 32.5), "O5": (48.0, 32.5)}
MARGIN = 1.15


def reaching_power(distance: float, kind: DiskKind) -> int:
    """The least whole power that carries a lone disk of ``kind`` into contact with a character ``distance`` away."""
    travel = distance - 1.9 - {DiskKind.CHARACTER: 1.9, DiskKind.LONGBOW: 0.95}[kind]
    for power in range(1, 101):
        start = Disk(id="S1", kind=kind, x=2.0, y=MID)
        if simulate([start], "S1", speed(power), 0.0).disks[0].x - 2.0 >= travel:
            return power
    return 101


def powers(distance: float, kind: DiskKind) -> dict[str, int | None]:
    least = reaching_power(distance, kind)
    if least > 100:
        return {"gentle": None, "medium": None, "hard": None}
    gentle = min(100, max(content().physics.min_card_shot_power, math.ceil(least * MARGIN)))
    return {"gentle": gentle, "medium": (gentle + 100) // 2, "hard": 100}


def scenario(seed: int, level: Steadiness, distance: float, shot: str) -> tuple[CcState, int]:
    state = CATACOMBS.setup(["sword", "skull"], CcOptions(steadiness=level), seed)
    state.turn_index = state.order.index("S1")
    state.phase = "play"
    seat = state.controllers["S1"]
    card = CARD[shot]
    side = state.seats[seat]
    state.draw[side].extend(state.hands[seat])
    state.draw[side].remove(card)
    state.hands[seat] = [card]
    spots = {**PARKING, "S1": (START_X, MID), "K1": (START_X + distance, MID)}
    state.disks = [d.model_copy(update={"x": spots[d.id][0], "y": spots[d.id][1]}) for d in state.disks]
    return state, seat


def hit_rate(level: Steadiness, distance: float, power: int, shots: int, shot: str) -> float:
    hits = 0
    for seed in range(shots):
        state, seat = scenario(seed, level, distance, shot)
        state = CATACOMBS.apply(state, seat, CATACOMBS.parse_action(f"play:{CARD[shot]}")).state
        events = CATACOMBS.apply(state, seat, CATACOMBS.parse_action(f"flick@K1:+0:{power}")).events
        hits += any(e.kind in ("wounded", "armour_prompt") for e in events)
    return hits / shots


def run(shots: int, shot: str, levels: list[Steadiness]) -> None:
    kind = DiskKind.CHARACTER if shot == "combat" else DiskKind.LONGBOW
    table = {d: powers(d, kind) for d in DISTANCES}
    print(f"{shot} shot, S1 straight at K1, {shots} shots per cell; power used in brackets")
    for level in levels:
        print(f"\nsteadiness {level.value}")
        print(f"{'distance':>9} " + " ".join(f"{band:>14}" for band in ("gentle", "medium", "hard")))
        for d in DISTANCES:
            cells = []
            for power in table[d].values():
                if power is None:
                    cells.append(f"{'—':>14}")
                    continue
                rate = hit_rate(level, d, power, shots, shot)
                cells.append(f"{rate * 100:6.0f} % [{power:3d}]")
            print(f"{d:>6} cm " + " ".join(cells))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--shots", type=int, default=100)
    parser.add_argument("--shot", choices=sorted(CARD), default="combat")
    parser.add_argument("--level", choices=[s.value for s in Steadiness], action="append")
    args = parser.parse_args()
    levels = [Steadiness(v) for v in args.level] if args.level else list(Steadiness)
    run(args.shots, args.shot, levels)


if __name__ == "__main__":
    main()
