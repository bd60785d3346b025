"""Speed of the pure AoD rules in random purposeful play (run by hand: ``python bench/bench_rules.py``).

Prints whole-loop actions per second (choose + apply) and the latency of ``apply`` alone, plus
``legal_actions`` and the public ``view``, which the bot calls after every action.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from rules.aod.game import AOD
from rules.aod.model import AodOptions

CAST = {2: ["lara", "pieter"], 3: ["lara", "pieter", "joachim"], 4: ["lara", "pieter", "kurtis", "joachim"]}


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(games: int, players: int) -> None:
    apply_us: list[float] = []
    legal_us: list[float] = []
    view_us: list[float] = []
    actions = 0
    started = time.perf_counter()
    for seed in range(games):
        state = AOD.setup(CAST[players], AodOptions(), seed)
        rnd = random.Random(seed)
        while not state.finished:
            (seat,) = AOD.to_act(state)
            action = AOD.playout_action(state, seat, rnd)
            t0 = time.perf_counter()
            state = AOD.apply(state, seat, action).state
            apply_us.append((time.perf_counter() - t0) * 1e6)
            actions += 1
    loop = time.perf_counter() - started
    for seed in range(min(games, 5)):
        state = AOD.setup(CAST[players], AodOptions(), seed)
        rnd = random.Random(seed)
        while not state.finished:
            (seat,) = AOD.to_act(state)
            t0 = time.perf_counter()
            AOD.legal_actions(state, seat)
            t1 = time.perf_counter()
            AOD.view(state, None)
            view_us.append((time.perf_counter() - t1) * 1e6)
            legal_us.append((t1 - t0) * 1e6)
            state = AOD.apply(state, seat, AOD.playout_action(state, seat, rnd)).state
    print(f"{players} players, {games} games, {actions} actions: {actions / loop:,.0f} actions/s "
          f"(playout + apply), {actions / games:.0f} actions/game")
    print(f"  apply  p50 {statistics.median(apply_us):6.1f} µs  p99 {percentile(apply_us, 0.99):7.1f} µs")
    print(f"  legal  p50 {statistics.median(legal_us):6.1f} µs  p99 {percentile(legal_us, 0.99):7.1f} µs")
    print(f"  view   p50 {statistics.median(view_us):6.1f} µs  p99 {percentile(view_us, 0.99):7.1f} µs")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=30)
    args = parser.parse_args()
    for players in (2, 3, 4):
        run(args.games, players)


if __name__ == "__main__":
    main()
