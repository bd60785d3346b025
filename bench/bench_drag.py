"""How often a drag to flick on a phone hits, by distance and power, with and without the hand's error of the
rules (CC-AIM-3, CC-AIM-2).  Run by hand: ``python bench/bench_drag.py [--shots 200] [--typed]``.

The setups are ``bench_catacombs_aim``'s: S1 flicked at K1 placed ``d`` cm away across the empty arena, a
combat shot, a fresh game seed per shot.  Powers: *tight* is that bench's gentle (the least power that reaches
K1, plus 15 %), *gentle* is how a player pulls a gentle flick with the predicted line in view: until the line
first meets K1, then ``PAST_PX`` further; *medium* and *hard* are that bench's.  The player aims straight at
K1 and wants that power, so they mean the drag :func:`web.catacombs_drag.flick_to_drag` gives; the page's own
mapping (``data/catacombs/drag.json``, through :func:`web.catacombs_drag.drag_to_flick`)
turns where the finger really lets go into the notation, fired through ``apply``.

The finger, modelled simply, on a phone showing the arena 400 CSS px wide: where it lets go misses the meant
point by a normal error on each axis of ``LIFT_PX`` (the touch point shifts as the fingertip rolls off the
glass, whatever the drag) plus ``STRETCH`` of the drag's length (a longer pull is held less steadily).  So the
angle strays by about ``(LIFT_PX + STRETCH·L) / L`` radians: a short drag is coarse in angle (the finger is
wide next to it), a long one coarse in power.  A release inside the cancel zone is dragged again, and counted.
The model is isotropic, so the direction of the shot does not matter; the predicted line shows the player
whether the straight path meets K1, so no error of judging the direction is added.
"""

from __future__ import annotations

import argparse
import math
import random
from dataclasses import dataclass

from bench_catacombs_aim import CARD, DISTANCES, hit_rate, powers, reaching_power, scenario
from rules.catacombs.game import CATACOMBS
from rules.catacombs.model import DiskKind, Steadiness
from web.catacombs_drag import drag_spec, drag_to_flick, flick_to_drag

LIFT_PX = 2.0
STRETCH = 0.03
PAST_PX = 12.0  # about a fingertip past where the line meets the target
SHOT = "combat"
PHASE = "shot"  # a card's shot: the drag's least power is the rules' least power of one (CC-SHOT-10)
BANDS = ("tight", "gentle", "medium", "hard")
FAR, CLOSE = (40, 51), (5, 10)


@dataclass(frozen=True)
class Hand:
    """The finger's error on each axis: ``lift`` px plus ``stretch`` of the drag's length."""

    lift: float = LIFT_PX
    stretch: float = STRETCH


def bands(distance: float) -> dict[str, int | None]:
    """The power of each band at ``distance``; None where no flick reaches."""
    aim = powers(distance, DiskKind.CHARACTER)
    least = reaching_power(distance, DiskKind.CHARACTER)
    gentle = None
    if least <= 100:
        flick = drag_to_flick(-(math.hypot(*flick_to_drag(0.0, least, PHASE)) + PAST_PX), 0.0, PHASE)
        gentle = None if flick is None else flick[1]
    return {"tight": aim["gentle"], "gentle": gentle, "medium": aim["medium"], "hard": aim["hard"]}


def release(hand: Hand, noise: random.Random, power: int) -> tuple[float, int, int]:
    """The flick the page reads from one drag meant at K1 (angle 0) with ``power``, and how many drags
    it took (a release in the cancel zone is dragged again)."""
    dx, dy = flick_to_drag(0.0, power, PHASE)
    sigma = hand.lift + hand.stretch * math.hypot(dx, dy)
    tries = 0
    while True:
        tries += 1
        flick = drag_to_flick(dx + noise.gauss(0, sigma), dy + noise.gauss(0, sigma), PHASE)
        if flick is not None:
            return flick[0], flick[1], tries


def drag_hits(hand: Hand, level: Steadiness, distance: float, power: int, shots: int) -> tuple[float, int]:
    """Share of ``shots`` dragged flicks that wound K1, and how many drags were cancelled on the way."""
    hits = cancelled = 0
    for seed in range(shots):
        noise = random.Random(f"drag {distance} {power} {seed}")
        angle, dragged, tries = release(hand, noise, power)
        cancelled += tries - 1
        state, seat = scenario(seed, level, distance, SHOT)
        state = CATACOMBS.apply(state, seat, CATACOMBS.parse_action(f"play:{CARD[SHOT]}")).state
        events = CATACOMBS.apply(state, seat, CATACOMBS.parse_action(f"flick:{angle:g}:{dragged}")).events
        hits += any(e.kind in ("wounded", "armour_prompt") for e in events)
    return hits / shots, cancelled


def run(hand: Hand, shots: int, levels: list[Steadiness], typed: bool) -> None:
    spec = drag_spec()
    table = {d: bands(d) for d in DISTANCES}
    print(f"drag to flick, S1 at K1, {shots} shots a cell; drag {spec.cancel_px:g} px = cancel, {spec.full_power_px:g} px ="
          f" power 100; finger error {hand.lift:g} px + {hand.stretch:.0%} of the drag on each axis")
    print("cell: hit rate [power, drag length in px]" + (" (typed: the same flick typed, hand error of the rules only)" if typed else ""))
    rates: dict[tuple[Steadiness, float, str], float] = {}
    for level in levels:
        print(f"\nsteadiness {level.value}" + (" (players' default)" if level is Steadiness.MILD else ""))
        print(f"{'distance':>9} " + " ".join(f"{band:>22}" for band in BANDS))
        cancels = 0
        for d in DISTANCES:
            cells = []
            for band in BANDS:
                power = table[d][band]
                if power is None:
                    cells.append(f"{'—':>22}")
                    continue
                rate, cancelled = drag_hits(hand, level, d, power, shots)
                cancels += cancelled
                rates[(level, d, band)] = rate
                length = math.hypot(*flick_to_drag(0.0, power, PHASE))
                extra = f" ({hit_rate(level, d, power, shots, SHOT) * 100:3.0f})" if typed else ""
                cells.append(f"{rate * 100:3.0f} %{extra} [{power:3d}, {length:3.0f}]".rjust(22))
            print(f"{d:>6} cm " + " ".join(cells))
        print(f"drags released in the cancel zone and dragged again: {cancels}")
    verdict(rates, levels)


def verdict(rates: dict[tuple[Steadiness, float, str], float], levels: list[Steadiness]) -> None:
    """The issue's bar: shots that need precision can be missed, gentle close shots are reliable."""
    near = "/".join(map(str, CLOSE))
    for level in levels:
        far = max(rates.get((level, d, band), 0.0) for d in FAR for band in BANDS)
        close = min(rates.get((level, d, "gentle"), 1.0) for d in CLOSE)
        tight = min(rates.get((level, d, "tight"), 1.0) for d in CLOSE)
        print(f"\n{level.value}: the best far shot ({'/'.join(map(str, FAR))} cm) hits {far:.0%}: "
              f"{'missable' if far < 0.8 else 'NOT missable'}; gentle close shots ({near} cm) hit at least {close:.0%}: "
              f"{'reliable' if close >= 0.95 else 'NOT reliable'} (tight ones {tight:.0%})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--shots", type=int, default=200)
    parser.add_argument("--level", choices=[s.value for s in Steadiness], action="append",
                        help="steadiness levels (default: mild, as players play, and none for comparison)")
    parser.add_argument("--typed", action="store_true", help="also the same flicks typed (no drag error)")
    parser.add_argument("--lift", type=float, default=LIFT_PX, help="finger error (px) whatever the drag")
    parser.add_argument("--stretch", type=float, default=STRETCH, help="finger error per px of drag")
    args = parser.parse_args()
    levels = [Steadiness(v) for v in args.level] if args.level else [Steadiness.MILD, Steadiness.NONE]
    run(Hand(args.lift, args.stretch), args.shots, levels, args.typed)


if __name__ == "__main__":
    main()
