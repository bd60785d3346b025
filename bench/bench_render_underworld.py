"""Underworld rendering cost (run by hand: ``.venv/bin/python bench/bench_render_underworld.py``).

Prints, for the busy hand-built Helheim view and for public views 5 %, 50 % and 95 % of the way
through a seeded 4-player playout: draw, encode and total time (p50 / p99) and PNG size; then the
hand picture; then the first (cold sprite cache) render.  Targets from the performance baselines:
render + encode ≤ 100 ms p50 / 150 ms p99, upload ≤ 150 KiB.
"""

from __future__ import annotations

import argparse
import functools
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from render.common import encode_png  # noqa: E402
from render.underworld import board_image, render_board  # noqa: E402
from render.underworld_hand import hand_image  # noqa: E402
from rules.underworld.game import UNDERWORLD  # noqa: E402
from rules.underworld.model import UwView  # noqa: E402
from tests.render_underworld.sample_views import NAMES, busy_late_view, full_hand, played_states  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


def played_views(players: int = 4, seed: int = 2) -> dict[str, UwView]:
    states = played_states(players, seed)
    pick = {"played-early": 0.05, "played-mid": 0.5, "played-late": 0.95}
    return {name: UNDERWORLD.view(states[int(f * (len(states) - 1))], None) for name, f in pick.items()}


def bench(name: str, draw_fn: Callable[[], Image.Image], repeats: int) -> None:
    draw, encode, total = [], [], []
    png = b""
    for _ in range(repeats):
        start = time.perf_counter()
        image = draw_fn()
        middle = time.perf_counter()
        png = encode_png(image)
        end = time.perf_counter()
        draw.append((middle - start) * 1000)
        encode.append((end - middle) * 1000)
        total.append((end - start) * 1000)
    print(f"{name:16} {statistics.median(draw):9.1f} {statistics.median(encode):11.1f} "
          f"{statistics.median(total):10.1f} {percentile(total, 99):10.1f} {max(total):7.1f} {len(png) / 1024:8.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=30)
    args = parser.parse_args()
    start = time.perf_counter()
    render_board(busy_late_view(), names=NAMES)
    print(f"first render, cold sprite cache: {(time.perf_counter() - start) * 1000:.1f} ms\n")
    views = {"busy (Helheim)": busy_late_view(), **played_views()}
    print(f"{'picture':16} {'draw p50':>9} {'encode p50':>11} {'total p50':>10} {'total p99':>10} {'max':>7} {'PNG KiB':>8}")
    for name, view in views.items():
        bench(name, functools.partial(board_image, view, names=NAMES), args.repeats)
    for lang in ("en", "fr"):
        bench(f"busy board {lang}", functools.partial(board_image, busy_late_view(), names=NAMES, lang=lang), args.repeats)
    hand_view = busy_late_view(0).model_copy(update={"hand": full_hand(21)})
    bench("hand (21 cards)", lambda: hand_image(hand_view), args.repeats)


if __name__ == "__main__":
    main()
