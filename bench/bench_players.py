"""Bot players: decision time per level and game, and how often strong play wins.

Run by hand from the repository root (single core per job; use ``nice``)::

    .venv/bin/python -m bench.bench_players [--games 4] [--jobs 2] [--positions 8] [--skip-times] [--skip-strength]
        [--game aod --game catacombs] [--seed 1000] [--balance easy|normal|strong [--players 2] [--option K=V]]

Decision times: ``--positions`` positions per game, reached by careful random play, each decided at
every level by the seat to act; p50 and p99 in milliseconds of CPU time and of wall time.  Every
decision here runs its level's full iteration count (no wall-clock cap), so a busy machine slows the
bench but changes no decision: CPU time is what a quiet machine would take; the bot's own cap (strong
1.8 s, easy 0.18 s) only cuts a search short on a slower host.  Strength: whole games in which one seat
is a strong bot and the others the game's careful random playout (``playout_action``), or an easy
bot; the strong seat alternates sides (AoD: Lara/good and Pieter/bad; Catacombs: Sword and Skull),
``--games`` games per side, dealt from seeds ``--seed``, ``--seed`` + 1, … (so runs with other seeds add
fresh games to a sample).  Targets (issue 11): ≥ 90 % against random play, ≥ 70 % against easy.  A game
still running after ``MAX_ACTIONS`` actions is stopped and counted as not won (printed as capped).
Balance (``--balance LEVEL``): ``--games`` games per player count with that level in every seat, one line a
game (seed, first seat to act, winners, each seat's final score: runs with other seeds pool game by game);
then the share of wins by seat 0's side (AoD: the good side; Catacombs: the Sword) with its 95 % margin, by
the first seat's side, and by seat; then each seat's mean score and how many games were won by a point or
less (a tie settled by the rules' tie-break counts as 0), which tells how much a one-point tuning could move.
A game won by more than one side (a Catacombs draw lists every seat) counts for each.
``--option KEY=VALUE`` (repeatable) plays the balance games with that lobby option instead of its default,
to measure a tuning candidate before it becomes the default.
``--pool LOG…`` prints the same shares for the game lines of earlier runs' logs, pooled game by game.
"""

from __future__ import annotations

import argparse
import math
import random
import re
import statistics
import time
from collections.abc import Iterator
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from core.players.choose import Level, choose
from core.players.levels import NO_CAP_S
from rules import registry
from rules.core import GameRules, Result, Seat

RANDOM = "random"
MAX_ACTIONS = 1500  # about three times a whole AoD game of careful random play
TARGETS = {RANDOM: 0.9, "easy": 0.7}


def _positions(game: GameRules[Any, Any, Any], n_players: int, count: int) -> Iterator[tuple[Any, Seat]]:
    """States spread over whole games of careful random play, with the seat to act."""
    rnd = random.Random(count)
    seed = 0
    while count > 0:
        state = game.setup([None] * n_players, game.options_model(), seed)
        seed += 1
        stops = sorted(rnd.sample(range(1, 60), 3))
        k = 0
        while game.result(state) is None and count > 0 and k < MAX_ACTIONS:
            seat = min(game.to_act(state))
            if stops and k == stops[0]:
                stops.pop(0)
                count -= 1
                yield state, seat
            state = game.apply(state, seat, game.playout_action(state, seat, rnd)).state
            k += 1


def _time_level(job: tuple[str, int, str, int]) -> tuple[str, int, str, list[float], list[float]]:
    game_kind, n_players, level, count = job
    game = registry.get(game_kind)
    cpu, wall = [], []
    for i, (state, seat) in enumerate(_positions(game, n_players, count)):
        started, started_cpu = time.perf_counter(), time.process_time()
        choose(game, game.view(state, seat), seat, Level(level), seed=i, budget_s=NO_CAP_S)
        cpu.append(time.process_time() - started_cpu)
        wall.append(time.perf_counter() - started)
    return game_kind, n_players, level, cpu, wall


def play(game_kind: str, n_players: int, players: dict[Seat, str], seed: int,
         options: dict[str, str] | None = None) -> Result | None:
    """Result of one game where each seat is a bot level or ``random`` (the careful playout), with the
    lobby ``options`` named (the rest at their defaults); ``None`` if it was stopped after ``MAX_ACTIONS``."""
    game = registry.get(game_kind)
    state = game.setup([None] * n_players, game.options_model().model_validate(options or {}), seed)
    rnd = random.Random(seed)
    for k in range(MAX_ACTIONS):
        result = game.result(state)
        if result is not None:
            return result
        seat = min(game.to_act(state))
        who = players[seat]
        if who == RANDOM:
            action = game.playout_action(state, seat, rnd)
        else:
            notation = choose(game, game.view(state, seat), seat, Level(who), seed=seed * 7919 + k, budget_s=NO_CAP_S)
            action = game.parse_action(notation)
        state = game.apply(state, seat, action).state
    return None


def _match(job: tuple[str, int, Seat, str, int]) -> tuple[str, Seat, str, bool | None]:
    """Whether the strong seat won; ``None`` for a capped game."""
    game_kind, n_players, strong_seat, rival, seed = job
    players = {s: (Level.STRONG.value if s == strong_seat else rival) for s in range(n_players)}
    result = play(game_kind, n_players, players, seed)
    return game_kind, strong_seat, rival, None if result is None else strong_seat in result.winners


@dataclass(frozen=True)
class Game:
    """One balance game as its line records it: who acted first, the winners (``None``: capped) and each
    seat's final score (``None`` in logs older than the scores)."""

    first: Seat
    winners: frozenset[Seat] | None
    scores: tuple[int, ...] | None = None

    def line(self, game_kind: str, n_players: int, seed: int) -> str:
        said = "capped" if self.winners is None else "winners " + " ".join(map(str, sorted(self.winners)))
        scores = "" if self.scores is None else "  scores " + " ".join(map(str, self.scores))
        return f"  {game_kind:<10} {n_players}p seed {seed}  first seat {self.first}  {said}{scores}"

    def lead(self) -> int | None:
        """Points by which the best winner beat the best of the rest (0: level, settled by a tie-break)."""
        if self.winners is None or self.scores is None:
            return None
        rest = [p for s, p in enumerate(self.scores) if s not in self.winners]
        return max(self.scores[s] for s in self.winners) - max(rest) if rest else 0


def _even(job: tuple[str, int, str, int, dict[str, str]]) -> tuple[str, int, int, Game]:
    """A game with the same bot level in every seat, with its seed and the seat that acts first, so that
    batches run apart can be pooled game by game."""
    game_kind, n_players, level, seed, options = job
    game = registry.get(game_kind)
    first = min(game.to_act(game.setup([None] * n_players, game.options_model().model_validate(options), seed)))
    result = play(game_kind, n_players, dict.fromkeys(range(n_players), level), seed, options)
    if result is None:
        return game_kind, n_players, seed, Game(first, None)
    return game_kind, n_players, seed, Game(first, result.winners, tuple(result.scores[s] for s in range(n_players)))


def balance(pool: Executor, level: str, games: int, game_kinds: list[str], seed: int,
            players: list[int] | None = None, options: dict[str, str] | None = None) -> None:
    """Every seat the same bot: the share of wins by seat 0's side (AoD: Lara's, the good side; Catacombs:
    the Sword), by the first seat to act and by each seat, per player count (``players``: only those counts,
    to spend the time on them).  Each game's line is printed as it ends, so a run cut short still counts."""
    counts = {"aod": (2, 3, 4), "catacombs": (2, 4)}
    jobs = [(g, n, level, seed + i, options or {}) for g in game_kinds for n in counts[g] if not players or n in players
            for i in range(games)]
    tally: dict[tuple[str, int], list[Game]] = {}
    started = time.perf_counter()
    for game_kind, n, game_seed, played in pool.map(_even, jobs):
        tally.setdefault((game_kind, n), []).append(played)
        print(played.line(game_kind, n, game_seed), flush=True)
    named = "".join(f", {k}={v}" for k, v in (options or {}).items())
    print(f"balance with {level} bots in every seat{named} ({games} games a row, {time.perf_counter() - started:.0f} s)")
    _shares(tally)


GAME_LINE = re.compile(r"^\s*(\w+)\s+(\d)p seed (\d+)\s+first seat (\d)\s+(capped|winners(?: \d)*)"
                       r"(?:\s+scores((?: -?\d+)+))?\s*$")


def pooled(paths: list[str]) -> None:
    """``--pool``: the shares of the games whose lines these earlier ``--balance`` runs printed (a game seen
    twice, same game, count and seed, counts once), so runs on other seeds or machines add up."""
    games: dict[tuple[str, int, int], Game] = {}
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            for line in lines:
                if found := GAME_LINE.match(line):
                    game_kind, n, seed, first, said, scores = found.groups()
                    winners = None if said == "capped" else frozenset(int(s) for s in said.split()[1:])
                    points = None if scores is None else tuple(int(p) for p in scores.split())
                    games[(game_kind, int(n), int(seed))] = Game(int(first), winners, points)
    tally: dict[tuple[str, int], list[Game]] = {}
    for (game_kind, n, _), played in sorted(games.items()):
        tally.setdefault((game_kind, n), []).append(played)
    print(f"balance pooled from {len(paths)} runs, {len(games)} games")
    _shares(tally)


def _shares(tally: dict[tuple[str, int], list[Game]]) -> None:
    """Win shares per player count; then, over the games whose lines carry scores, each seat's mean score
    and how many were won by a point or less (what a one-point change in the content could turn)."""
    for (game_kind, n), results in tally.items():
        done = [(g.first, g.winners) for g in results if g.winners is not None]
        side = statistics.fmean(0 in w for _, w in done) if done else 0.0
        margin = 196 * math.sqrt(side * (1 - side) / max(1, len(done)))
        opener = statistics.fmean(first in w for first, w in done) if done else 0.0
        seats = " ".join(f"seat {s} {100 * statistics.fmean(s in w for _, w in done):.0f} %" for s in range(n)) if done else ""
        print(f"  {game_kind:<10} {n}p  {len(done)} games  seat 0's side {100 * side:5.1f} % ± {margin:4.1f}"
              f"  first to act {100 * opener:5.1f} %  ({seats}; capped {len(results) - len(done)})")
        scored = [(g.scores, lead) for g in results if g.scores is not None and (lead := g.lead()) is not None]
        if scored:
            means = " ".join(f"{statistics.fmean(points[s] for points, _ in scored):.1f}" for s in range(n))
            close = sum(1 for _, lead in scored if lead <= 1)
            print(f"  {game_kind:<10} {n}p  mean score by seat {means}; won by a point or less {close} of {len(scored)}")


def _ms(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return 1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=4, help="games per side and pairing")
    parser.add_argument("--positions", type=int, default=8, help="positions timed per game and level")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--skip-times", action="store_true")
    parser.add_argument("--skip-strength", action="store_true")
    parser.add_argument("--game", action="append", choices=("aod", "catacombs"),
                        help="strength games to play (default both)")
    parser.add_argument("--seed", type=int, default=1000, help="seed of the first game of each pairing")
    parser.add_argument("--balance", choices=[level.value for level in Level],
                        help="instead: --games games a player count with this level in every seat (sides' win shares)")
    parser.add_argument("--players", type=int, action="append", help="with --balance: only this player count")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="with --balance: a lobby option other than its default (a tuning candidate)")
    parser.add_argument("--pool", nargs="+", metavar="LOG", help="instead: the shares of the games these --balance logs list")
    args = parser.parse_args()
    if args.pool:
        pooled(args.pool)
        return
    with ProcessPoolExecutor(args.jobs) as pool:
        if args.balance:
            options = dict(option.split("=", 1) for option in args.option)
            balance(pool, args.balance, args.games, args.game or ["aod", "catacombs"], args.seed, args.players, options)
            return
        if not args.skip_times:
            print("decision time (ms)          level   cpu p50  cpu p99  wall p50  wall p99  positions")
            jobs = [(g, registry.get(g).info.min_players, lv.value,
                     args.positions) for g in registry.games() for lv in Level]
            for game_kind, n, level, cpu, wall in pool.map(_time_level, jobs):
                print(f"  {game_kind:<12} {n}p        {level:<7} {_ms(cpu, 0.5):8.0f} {_ms(cpu, 0.99):8.0f}"
                      f" {_ms(wall, 0.5):9.0f} {_ms(wall, 0.99):9.0f}  {len(cpu)}", flush=True)
        if not args.skip_strength:
            games = args.game or ["catacombs", "aod"]
            matches = [(g, 2, seat, rival, args.seed + i) for rival in TARGETS for i in range(args.games)
                       for g in games for seat in (0, 1)]
            tally: dict[tuple[str, str], list[bool | None]] = {}
            started = time.perf_counter()
            print("strong against (seat 0: AoD Lara (good), Catacombs Sword; seat 1: Pieter (bad), Skull)")
            for game_kind, seat, rival, won in pool.map(_match, matches):
                tally.setdefault((game_kind, rival), []).append(won)
                said = "capped (not won)" if won is None else "won" if won else "lost"
                print(f"  {game_kind:<10} strong at seat {seat} vs {rival:<7} {said}", flush=True)
            print(f"strong win rate ({args.games} games per side, {time.perf_counter() - started:.0f} s)")
            for (game_kind, rival), results in tally.items():
                rate = statistics.fmean(bool(r) for r in results)
                capped = sum(r is None for r in results)
                verdict = "met" if rate >= TARGETS[rival] else "NOT met"
                print(f"  {game_kind:<10} vs {rival:<7} {sum(bool(r) for r in results)}/{len(results)} {100 * rate:5.1f} %"
                      f"  capped {capped}  target ≥ {100 * TARGETS[rival]:.0f} %: {verdict}")

if __name__ == "__main__":
    main()
