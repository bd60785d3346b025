"""Board proportions on a phone (run by hand: ``.venv/bin/python bench/bench_proportions.py``).

Plays seeded games of every game at one to four players (tests/render/proportions.py picks the
boards: evenly spaced moments, the busiest ones, the final board with its result, Underworld's busy
Helheim board) and prints, per game and language: boards drawn, median and largest height/width,
how many reach 2:1 (a thumbnail strip on a phone) and the median draw time of one board.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.render.proportions import LANGS, LIMIT, ratio, sample  # noqa: E402
from tests.render.stages import GAMES  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=3, help="games per player count")
    parser.add_argument("--spread", type=int, default=8, help="evenly spaced boards per game")
    parser.add_argument("--busiest", type=int, default=3, help="busiest other boards per game")
    parser.add_argument("--worst", type=int, default=0, help="also list this many tallest boards per row")
    args = parser.parse_args()
    print(f"{'game':11} {'lang':4} {'boards':>6} {'median h/w':>10} {'max h/w':>8} {'>= 2:1':>6} {'> 1.95':>6} {'draw ms p50':>11}")
    for game in GAMES:
        boards = sample(game, tuple(range(1, args.seeds + 1)), args.spread, args.busiest)
        for lang in LANGS:
            ratio(boards[0], lang)  # sprites and palettes are built once, outside the timing
            measured = []
            for board in boards:
                start = time.perf_counter()
                value = ratio(board, lang)
                measured.append((value, (time.perf_counter() - start) * 1000, board))
            values = [value for value, _, _ in measured]
            print(f"{game:11} {lang:4} {len(values):6} {statistics.median(values):10.2f} {max(values):8.2f} "
                  f"{sum(v >= LIMIT for v in values):6} {sum(v > 0.975 * LIMIT for v in values):6} "
                  f"{statistics.median(ms for _, ms, _ in measured):11.1f}")
            for value, _, board in sorted(measured, key=lambda m: -m[0])[:args.worst]:
                print(f"{'':16} {value:.3f}  {board.players} players, {board.moment}")


if __name__ == "__main__":
    main()
