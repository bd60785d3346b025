"""Board rendering cost and event-loop lag (run by hand: ``.venv/bin/python bench/bench_render.py``).

Prints, for early / mid / late AoD boards: draw, encode and total time (p50 / p99), PNG size; the
first (cold-cache) render; then event-loop lag while 10 boards render at once through
``render_off_loop``, against rendering inline.  Targets come from the performance baselines:
render + encode ≤ 100 ms p50 / 150 ms p99, loop lag ≤ 20 ms max, upload ≤ 150 KiB.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from render.aod import board_image, render_board  # noqa: E402
from render.common import LastMove, encode_png
from render.workers import render_off_loop, shutdown_render_executor  # noqa: E402
from rules.aod.model import AodView  # noqa: E402
from tests.render_aod.sample_views import NAMES, early_view, late_view, mid_view  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


def timed(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000


def played_views(seed: int = 7) -> dict[str, AodView]:
    """Public views 5 %, 50 % and 95 % of the way through a seeded random game, if the rules load."""
    import random

    from bot.demo import pick_roles
    from rules import registry

    game = registry.get("aod")
    state = game.setup(pick_roles(game, 4), game.options_model(), seed)
    rnd = random.Random(seed)
    states = [state]
    while game.result(state) is None and len(states) < 5000:
        seat = rnd.choice(sorted(game.to_act(state)))
        state = game.apply(state, seat, game.playout_action(state, seat, rnd)).state
        states.append(state)
    pick = {"played-early": 0.05, "played-mid": 0.5, "played-late": 0.95}
    return {name: game.view(states[int(f * (len(states) - 1))], None) for name, f in pick.items()}


def bench_renders(views: dict[str, AodView], repeats: int) -> None:
    print(f"{'view':14} {'draw p50':>9} {'encode p50':>11} {'total p50':>10} {'total p99':>10} {'max':>7} {'PNG KiB':>8}")
    for name, view in views.items():
        draw, encode, total = [], [], []
        for _ in range(repeats):
            start = time.perf_counter()
            image = board_image(view, names=NAMES, highlight=LastMove(path=((2, 1), (2, 2)), touched=((2, 1),)))
            middle = time.perf_counter()
            png = encode_png(image)
            end = time.perf_counter()
            draw.append((middle - start) * 1000)
            encode.append((end - middle) * 1000)
            total.append((end - start) * 1000)
        print(f"{name:14} {statistics.median(draw):9.1f} {statistics.median(encode):11.1f} "
              f"{statistics.median(total):10.1f} {percentile(total, 99):10.1f} {max(total):7.1f} {len(png) / 1024:8.1f}")


async def loop_lag(jobs: int, inline: bool, view: AodView) -> tuple[list[float], float]:
    """Lateness of a 1 ms ticker while ``jobs`` boards render together; returns (lags ms, wall ms)."""
    loop = asyncio.get_running_loop()
    lags: list[float] = []
    done = asyncio.Event()

    async def ticker() -> None:
        while not done.is_set():
            before = loop.time()
            await asyncio.sleep(0.001)
            lags.append((loop.time() - before - 0.001) * 1000)

    async def inline_render() -> bytes:
        return render_board(view, names=NAMES)

    task = asyncio.create_task(ticker())
    await asyncio.sleep(0.02)
    start = time.perf_counter()
    if inline:
        await asyncio.gather(*(inline_render() for _ in range(jobs)))
    else:
        await asyncio.gather(*(render_off_loop(render_board, view, names=NAMES) for _ in range(jobs)))
    wall = (time.perf_counter() - start) * 1000
    done.set()
    await task
    return lags, wall


async def bench_loop(view: AodView, runs: int) -> None:
    print(f"\n{'10 boards at once':24} {'lag p50':>8} {'lag p99':>8} {'lag max':>8} {'wall ms':>8}")
    idle, _ = await loop_lag(0, False, view)
    print(f"{'idle (no job)':24} {percentile(idle, 50):8.2f} {percentile(idle, 99):8.2f} {max(idle):8.2f} {'-':>8}")
    for inline in (False, True):
        label = "inline (for contrast)" if inline else "render_off_loop"
        for run in range(1 if inline else runs):
            lags, wall = await loop_lag(10, inline, view)
            print(f"{label + f' #{run + 1}':24} {percentile(lags, 50):8.2f} {percentile(lags, 99):8.2f} "
                  f"{max(lags):8.2f} {wall:8.0f}")
    shutdown_render_executor()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=30)
    parser.add_argument("--runs", type=int, default=3, help="repeats of the loop-lag measurement")
    args = parser.parse_args()
    views: dict[str, AodView] = {"early": early_view(), "mid": mid_view(), "late (busy)": late_view()}
    cold = timed(lambda: render_board(late_view(), names=NAMES))
    print(f"first render, cold sprite cache: {cold:.1f} ms\n")
    try:
        views.update(played_views())
    except Exception as error:  # the rules may not be importable yet; the hand-built views still tell
        print(f"(no played views: {error!r})")
    bench_renders(views, args.repeats)
    asyncio.run(bench_loop(late_view(), args.runs))


if __name__ == "__main__":
    main()
