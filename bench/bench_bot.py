"""Latency of the Discord layer, end to end, with real pictures and a real database (offline).

Run by hand from the repository root::

    .venv/bin/python -m bench.bench_bot [--game aod|underworld|catacombs|…] [--players 4] [--actions 200] [--burst 20]

A game (default: four-player AoD) is played through the e2e harness (tests/e2e): every move is a
Discord interaction (panel clicks and ``/game play``) handled by the real bot, with HTTP faked.  For
each move it reports the time to the first response (Discord's deadline: 3 s) and the time until
every follow-up (board post, panel, hand DMs) was sent, then the time spent drawing each picture
(board, shot GIF) and the bytes of the PNG and GIF attachments posted.  Then ``--burst`` players ask
``/game board`` at the same instant, the worst case for the 3-second acknowledgement.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from unittest import mock

from render import renderer
from rules import registry

from tests.e2e.conftest import PLAYERS
from tests.e2e.harness import FakeDiscord, Table
from tests.e2e.lobby import start_game
from tests.e2e.play import Driver


def summary(label: str, seconds: list[float]) -> str:
    ms = sorted(value * 1000 for value in seconds)
    pick = lambda q: ms[min(len(ms) - 1, int(q * len(ms)))]  # noqa: E731
    median = statistics.median(ms)
    return f"{label:<28} n={len(ms):<4} p50={median:7.1f}  p90={pick(0.9):7.1f}  p99={pick(0.99):7.1f}  max={ms[-1]:7.1f} ms"


def size_line(label: str, sizes: list[int]) -> str:
    if not sizes:
        return f"{label:<28} none"
    kb = sorted(size / 1024 for size in sizes)
    return f"{label:<28} n={len(kb):<4} p50={statistics.median(kb):7.1f}  max={kb[-1]:7.1f} KiB"


@contextmanager
def timed_drawing(game_id: str, spent: dict[str, list[float]]) -> Iterator[None]:
    """Wrap the game's picture functions to record how long each drawing takes (off the event loop)."""
    module = renderer(game_id)
    names = [name for name in ("render_board", "render_hand", "render_shot_gif") if hasattr(module, name)]

    def timing(name: str, draw: Callable[..., Any]) -> Callable[..., Any]:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            began = time.perf_counter()
            try:
                return draw(*args, **kwargs)
            finally:
                spent.setdefault(name, []).append(time.perf_counter() - began)
        return wrapper

    wrapped: dict[str, Any] = {name: timing(name, getattr(module, name)) for name in names}
    with mock.patch.multiple(module, **wrapped):
        yield


async def run(game_id: str, players: int, actions: int, burst: int) -> None:
    info = registry.get(game_id).info
    seated = list(PLAYERS[: max(info.min_players, min(players, info.max_players))])
    fake = FakeDiscord()
    spent: dict[str, list[float]] = {}
    with fake.patched(), tempfile.TemporaryDirectory() as folder, timed_drawing(game_id, spent):
        table = await Table.open(fake, Path(folder) / "bench.sqlite3", seed_source=lambda bits: 7)
        try:
            print(f"{game_id}, {len(seated)} players")
            game_pk, _ = await start_game(table, seated, game=game_id)
            driver = Driver(table, seated, game_pk)
            acks, totals = [], []
            while driver.moves < actions and (await driver.current()).result is None:
                exchange = await driver.move()
                acks.append(exchange.acknowledged_after(exchange.tokens[-1]))
                totals.append(exchange.ended - exchange.began)
            print(summary("move: first response", acks))
            print(summary("move: all follow-ups sent", totals))
            for name, seconds in sorted(spent.items()):
                print(summary(f"draw: {name}", seconds))
            posted = [(name, len(data)) for sent in fake.requests for name, data in sent.files]
            print(size_line("PNG posted (board)", [n for name, n in posted if name == "board.png"]))
            print(size_line("PNG sent (hand)", [n for name, n in posted if name == "hand.png"]))
            print(size_line("GIF posted (shot)", [n for name, n in posted if name.endswith(".gif")]))
            started = time.perf_counter()
            crowd = await table.run(*(table.command_payload(seated[i % len(seated)], "board") for i in range(burst)))
            print(summary(f"burst of {burst} /game board: ack", [crowd.acknowledged_after(t) for t in crowd.tokens]))
            elapsed_ms = 1000 * (time.perf_counter() - started)
            print(f"burst of {burst} /game board: all boards posted after {elapsed_ms:.0f} ms")
        finally:
            await table.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", choices=sorted(registry.games()), default="aod")
    parser.add_argument("--players", type=int, default=4, help="clamped to the game's player range")
    parser.add_argument("--actions", type=int, default=200)
    parser.add_argument("--burst", type=int, default=20)
    args = parser.parse_args()
    asyncio.run(run(args.game, args.players, args.actions, args.burst))


if __name__ == "__main__":
    main()
