"""Speed and balance of the pure AoD rules in random purposeful play (``python bench/bench_rules.py``).

Prints whole-loop actions per second (choose + apply) and the latency of ``apply`` alone, plus
``legal_actions`` and the public ``view``, which the bot calls after every action.
``--balance`` prints instead, for 2, 3 and 4 players with ``playout_action`` in every seat, how
often the good side wins, the bad side wins or they share the win, with the mean points per side
and how many figures the collapse buried (see seeds/aod.md AOD-BAL-1); ``--head-start`` picks the 3-player
head start (AOD-OPT-3) to measure, default the lobby's.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from rules.aod import seats
from rules.aod.game import AOD
from rules.aod.model import AodOptions, AodState, Character, HeadStart, Side

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


def playout(players: int, seed: int, options: AodOptions) -> AodState:
    state = AOD.setup(CAST[players], options, seed)
    rnd = random.Random(seed)
    while not state.finished:
        (seat,) = AOD.to_act(state)
        state = AOD.apply(state, seat, AOD.playout_action(state, seat, rnd)).state
    return state


def balance(games: int, players: int, options: AodOptions) -> None:
    """Good vs bad with the same policy in every seat: a side wins when all winners are on it."""
    wins = {Side.GOOD: 0, Side.BAD: 0}
    shared = buried = 0
    by_character = {character: 0 for character in CAST[players]}
    points = {Side.GOOD: 0, Side.BAD: 0}
    for seed in range(games):
        state = playout(players, seed, options)
        result = AOD.result(state)
        assert result is not None
        sides = {seats.side_of(state, seat) for seat in result.winners}
        for seat in result.winners:
            by_character[state.seats[seat].value] += 1
        if len(sides) == 1:
            wins[sides.pop()] += 1
        else:
            shared += 1
        for seat, score in result.scores.items():
            points[seats.side_of(state, seat)] += score
        buried += sum(fig.lost for fig in state.figures)
    good, bad = (sum(seats.SIDE[Character(c)] is side for c in CAST[players]) for side in (Side.GOOD, Side.BAD))
    alone = ", ".join(f"{name} {count / games:.0%}" for name, count in by_character.items())
    good_share = wins[Side.GOOD] / games
    margin = 1.96 * (good_share * (1 - good_share) / games) ** 0.5  # 95 % normal interval of the good side's share
    print(f"{players}p | {good_share:5.1%} ±{margin:.1%} | {wins[Side.BAD] / games:5.1%} | {shared / games:5.1%} | "
          f"{points[Side.GOOD] / games / good:4.2f} | {points[Side.BAD] / games / bad:4.2f} | {buried / games:.2f} | "
          f"{alone}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--balance", action="store_true", help="good vs bad win rates instead of speed")
    parser.add_argument("--players", type=int, nargs="*", default=[2, 3, 4])
    parser.add_argument("--head-start", choices=[h.value for h in HeadStart], default=AodOptions().head_start.value)
    args = parser.parse_args()
    if args.balance:
        print(f"playout_action in every seat, {args.games} games per player count")
        print("players | good wins ±95 % | bad wins | shared | good points/seat | bad points/seat | figures buried/game"
              " | wins by character (shared wins count for each)")
    for players in args.players:
        if args.balance:
            balance(args.games, players, AodOptions(head_start=HeadStart(args.head_start)))
        else:
            run(args.games, players)


if __name__ == "__main__":
    main()
