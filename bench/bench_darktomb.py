"""Speed of Dark Tomb's monster phase and map picture (run by hand: ``python bench/bench_darktomb.py``).

The monster phase is measured on Stage IV (the largest map) with every tile face up, four heroes
and ten monsters spread over free squares; each sample runs the whole phase (seismic roll, ten
activations, next initiative) on a fresh copy.  Then the public map picture: time and PNG bytes.
``--balance N`` prints instead the careful party's win table: stage × party size (one player running
1–4 heroes), N games per cell, win % ± the 95 % interval, the count and the mean number of rounds,
after one line a game (``--jobs`` plays several at once); with ``--level easy|normal|strong`` the party is played by that search bot instead (each decision runs
its level's full iteration count, whatever the machine's load).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from core.players.choose import Level, choose
from core.players.levels import NO_CAP_S
from render.common import LastMove
from render.darktomb import render_board, render_hand
from rules.darktomb import board
from rules.darktomb.content import content
from rules.darktomb.flow import start_monster_phase
from rules.darktomb.game import DARKTOMB
from rules.darktomb.model import DarkTombOptions, DarkTombState, Monster, MonsterHp
from rules.darktomb.playout import choose_action
from rules.darktomb.working import working_copy

NAMES = {0: "Alice", 1: "Bertrand", 2: "Chloé", 3: "Dmitri"}


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def full_map(seed: int, monsters: int = 10) -> DarkTombState:
    """Stage IV, every tile up, 4 heroes on the start tile, ``monsters`` monsters on free squares."""
    s = DARKTOMB.setup(["dalia", "oash", "brakk", "ilse"], DarkTombOptions(stage="IV"), seed)
    s.tiles = [t.model_copy(update={"revealed": True}) for t in s.tiles]
    rnd = random.Random(seed)
    free = [(r, c) for r in range(len(s.terrain)) for c in range(len(s.terrain[0]))
            if board.ground_ok(s, (r, c), monster=True) and (r, c) not in board.occupied(s) and r < 8]
    specs = list(content().stages["IV"].monsters) * 2
    s.monsters = [Monster(uid=f"m{i + 1}", spec=specs[i], pos=p, hp=5, max_hp=5)
                  for i, p in enumerate(rnd.sample(free, monsters))]
    return s


def bench_monster_phase(samples: int) -> None:
    times = []
    for k in range(samples):
        s = working_copy(full_map(k))
        t0 = time.perf_counter()
        start_monster_phase(s, [])
        times.append((time.perf_counter() - t0) * 1000)
    print(f"monster phase, 10 monsters, full Stage IV map: p50 {percentile(times, 0.5):.1f} ms, "
          f"p99 {percentile(times, 0.99):.1f} ms, mean {statistics.mean(times):.1f} ms ({samples} samples)")


def bench_render(samples: int) -> None:
    view = DARKTOMB.view(full_map(1), None)
    times, size = [], 0
    for _ in range(samples):
        t0 = time.perf_counter()
        png = render_board(view, names=NAMES, lang="fr", highlight=LastMove(path=((5, 4), (5, 5)), touched=((6, 5),)))
        times.append((time.perf_counter() - t0) * 1000)
        size = len(png)
    hand = render_hand(DARKTOMB.view(full_map(1), 0))
    print(f"map picture (Stage IV, 10 monsters): p50 {percentile(times, 0.5):.1f} ms, p99 {percentile(times, 0.99):.1f} ms, "
          f"{size / 1024:.0f} KB; hero sheets {len(hand) / 1024:.0f} KB")


STAGES = ("I", "II", "III", "IV")
PARTY_SIZES = (1, 2, 3, 4)
ROUND_CAP = 300  # a game still running here is stuck (no one can reach what is left): counted as lost


def play_careful(stage: str, heroes: int, seed: int, level: Level | None = None,
                 monster_hp: MonsterHp = MonsterHp.SECOND) -> tuple[bool, int]:
    """One solo game of one stage, no retry, on that HP table, the careful party (no random moves) or the
    search bot at ``level``: (won, rounds)."""
    options = DarkTombOptions(stage=stage, heroes_per_player=heroes, retries=0, monster_hp=monster_hp)
    s = DARKTOMB.setup(["dalia"], options, seed)
    rnd = random.Random(seed)
    k = 0
    while not s.finished and s.round <= ROUND_CAP:
        (seat,) = DARKTOMB.to_act(s)
        if level is None:
            action = choose_action(s, seat, rnd, epsilon=0.0)
        else:
            notation = choose(DARKTOMB, DARKTOMB.view(s, seat), seat, level, seed=seed * 7919 + k, budget_s=NO_CAP_S)
            action = DARKTOMB.parse_action(notation)
        s = DARKTOMB.apply(s, seat, action).state
        k += 1
    return s.won, s.round


def interval(wins: int, games: int) -> float:
    """Half-width of the 95 % normal interval of a win share, in points."""
    share = wins / games
    return 196 * math.sqrt(share * (1 - share) / games)


def _cell_game(job: tuple[str, int, int, Level | None, MonsterHp]) -> tuple[str, int, int, bool, int]:
    stage, heroes, seed, level, monster_hp = job
    return (stage, heroes, seed, *play_careful(stage, heroes, seed, level, monster_hp))


def balance(games: int, seed0: int = 0, stages: tuple[str, ...] = STAGES, level: Level | None = None,
            sizes: tuple[int, ...] = PARTY_SIZES, jobs: int = 1, monster_hp: MonsterHp = MonsterHp.SECOND) -> None:
    """Win rate of the careful party (or a search bot) per stage and party size: one player running 1–4 heroes.

    Games are dealt seed by seed across every cell and each one's line is printed as it ends, so a run cut
    short still fills every cell evenly and can be pooled by hand with another run's lines."""
    who = "careful playout (rules/darktomb/playout.py, epsilon 0)" if level is None else f"{level.value} search bot"
    print(f"{who}, one stage, no retry, {monster_hp.value} HP table, seeds {seed0}..{seed0 + games - 1}", flush=True)
    t0 = time.perf_counter()
    work = [(stage, heroes, seed0 + k, level, monster_hp) for k in range(games) for stage in stages for heroes in sizes]
    results: dict[tuple[str, int], list[tuple[bool, int]]] = {}
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for stage, heroes, seed, won, rounds in pool.map(_cell_game, work):
            results.setdefault((stage, heroes), []).append((won, rounds))
            print(f"  Stage {stage:<3} {heroes} hero{'es' if heroes > 1 else '  '}  seed {seed:<5} "
                  f"{'won ' if won else 'lost'}  {rounds} rounds", flush=True)
    print("| Stage | " + " | ".join(f"{n} hero{'es' if n > 1 else ''}" for n in sizes) + " |")
    print("|---|" + "---|" * len(sizes))
    for stage in stages:
        cells = []
        for heroes in sizes:
            played = results[stage, heroes]
            wins = sum(won for won, _ in played)
            mean_rounds = statistics.mean(r for _, r in played)
            stuck = sum(r > ROUND_CAP for _, r in played)
            cells.append(f"{100 * wins / len(played):.0f} % ±{interval(wins, len(played)):.0f} ({wins}/{len(played)}, {mean_rounds:.0f} rds"
                         + (f", {stuck} stuck" if stuck else "") + ")")
        print(f"| {stage} | " + " | ".join(cells) + " |", flush=True)
    print(f"({time.perf_counter() - t0:.0f} s)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--balance", type=int, default=0,
                        help="only print the win table: games per stage and party size (0: speed benches)")
    parser.add_argument("--seed", type=int, default=0, help="first seed of the balance games")
    parser.add_argument("--stages", default=",".join(STAGES), help="balance rows, e.g. I,II (to split a run)")
    parser.add_argument("--heroes", default=",".join(map(str, PARTY_SIZES)), help="balance columns, e.g. 1,2")
    parser.add_argument("--level", choices=[level.value for level in Level],
                        help="balance: the party played by this search bot instead of the careful playout")
    parser.add_argument("--jobs", type=int, default=1, help="balance: games played at once, one process each")
    parser.add_argument("--monster-hp", choices=[t.value for t in MonsterHp], default=MonsterHp.SECOND.value,
                        help="balance: the monster HP table (DT-OPT-5)")
    args = parser.parse_args()
    if args.balance:
        level = Level(args.level) if args.level else None
        balance(args.balance, args.seed, tuple(args.stages.split(",")), level, tuple(int(n) for n in args.heroes.split(",")),
                args.jobs, MonsterHp(args.monster_hp))
        return
    bench_monster_phase(args.samples)
    bench_render(max(10, args.samples // 10))


if __name__ == "__main__":
    main()
