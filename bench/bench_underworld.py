"""Underworld rules speed and balance: actions per second of ``apply``, and win rates by policy.

Usage: python bench/bench_underworld.py [games per player count, default 100]

Speed: random purposeful games (``playout_action``) for 1–4 players; only ``apply`` is timed, and
the whole loop (policy included) is shown too.  Balance (UW-BAL-1): share of games won by the
random playout policy and by the careful group of ``rules.underworld.careful``.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from rules.underworld.careful import play_game
from rules.underworld.game import UNDERWORLD as G


def speed(games: int) -> tuple[float, float, float, float]:
    applied, apply_time, loop_start = 0, 0.0, time.perf_counter()
    per_action: list[float] = []
    for index in range(games):
        players = 1 + index % 4
        s = G.setup([None] * players, {}, seed=index)
        rnd = random.Random(index)
        while not s.finished:
            seat = rnd.choice(sorted(G.to_act(s)))
            action = G.playout_action(s, seat, rnd)
            start = time.perf_counter()
            s = G.apply(s, seat, action).state
            spent = time.perf_counter() - start
            apply_time += spent
            per_action.append(spent)
            applied += 1
    loop = time.perf_counter() - loop_start
    per_action.sort()
    p99 = per_action[int(len(per_action) * 0.99)]
    return applied / apply_time, applied / loop, statistics.median(per_action) * 1e6, p99 * 1e6


def win_rates(games: int, careful: bool) -> dict[int, float]:
    return {n: sum(play_game(n, seed, careful)[0].won for seed in range(games)) / games for n in (1, 2, 3, 4)}


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    apply_rate, loop_rate, p50, p99 = speed(games)
    print(f"apply: {apply_rate:,.0f} actions/s (p50 {p50:.0f} µs, p99 {p99:.0f} µs); "
          f"with the playout policy: {loop_rate:,.0f} actions/s")
    for label, careful in (("random playout", False), ("careful group", True)):
        rates = win_rates(games, careful)
        shown = ", ".join(f"{n}p {rate:.0%}" for n, rate in rates.items())
        print(f"win rate, {label} ({games} games each): {shown}")


if __name__ == "__main__":
    main()
