"""Underworld rules speed and balance: actions per second of ``apply``, and win rates by policy.

Usage: python bench/bench_underworld.py [games per player count, default 100] [--balance] [--level easy|normal|strong [--players 1,2] [--seed N]] [--tracks first|second]

Speed: random purposeful games (``playout_action``) for 1–4 players; only ``apply`` is timed, and
the whole loop (policy included) is shown too.  Balance (UW-BAL-1): share of games won by the
random playout policy and by the careful group of ``rules.underworld.careful``.  ``--balance``
prints only the balance table: per player count and policy, wins, losses by cause (UW-END-1),
how often leaving a region cost health (UW-ENE-6), and Thor objects on the main board at the end;
solo games are played with both settings of the ``solo_draw`` lobby option (UW-OPT-2).  With ``--level``
the table is the search bot at that level in every seat instead (each decision runs its level's full
iteration count, whatever the machine's load; add ``--players 1,2`` to pick rows and ``--seed`` to start
further on; each game's line also gives the careful group's result on the same deal).  The balance
tables play the tracks new games get (``--tracks`` picks a set, UW-BAL-4).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter

from core.players.choose import Level, choose
from core.players.levels import NO_CAP_S
from rules.core import Event
from rules.underworld.careful import next_mover, play_game
from rules.underworld.content import content
from rules.underworld.game import UNDERWORLD as G
from rules.underworld.model import Tracks, UwState

CAUSES = {"a": "all out", "b": "health", "c": "8 enemies", "d": "Natla", "e": "Jörmungandr", None: "unfinished"}


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


BOT_LIMIT = 3000  # decisions: far beyond a whole game of any player count


def play_bot(players: int, seed: int, level: Level, events: list[Event], options: dict[str, str]) -> UwState:
    """A whole game with the search bot at ``level`` in every seat (contributors to a price answer first)."""
    s = G.setup([None] * players, options, seed)
    rnd = random.Random(seed)
    for k in range(BOT_LIMIT):
        if s.finished:
            break
        seat = next_mover(s, rnd)
        notation = choose(G, G.view(s, seat), seat, level, seed=seed * 7919 + k, budget_s=NO_CAP_S)
        transition = G.apply(s, seat, G.parse_action(notation))
        events.extend(transition.events)
        s = transition.state
    return s


def balance_row(players: int, games: int, careful: bool, solo_draw: str = "rulebook", level: Level | None = None,
                first_seed: int = 0, tracks: Tracks = Tracks.SECOND) -> str:
    """One line of the table: wins, losses by cause, region-change damage, Thor objects, regions reached.
    With ``level`` each game's line is printed as it ends, with the careful group's result on the same deal,
    so that a long run cut short still counts and runs on other seeds can be pooled by hand."""
    outcome: Counter[str] = Counter()
    changes = hurt = thor = reached = 0
    label = f"{players}p" if players > 1 else f"1p {solo_draw}"
    for seed in range(first_seed, first_seed + games):
        events: list[Event] = []
        options = {"solo_draw": solo_draw, "tracks": tracks.value}
        if level is not None:
            s = play_bot(players, seed, level, events, options)
            same_deal, _ = play_game(players, seed, True, options=options)
            print(f"  {label} seed {seed}: {_said(s)} (careful group {_said(same_deal)})", flush=True)
        else:
            s, _ = play_game(players, seed, careful, events=events, options=options)
        outcome["won" if s.won else CAUSES[s.loss]] += 1
        left = [e for e in events if e.kind == "region_left"]
        changes += len(left)
        hurt += sum(1 for e in left if e.params["amount"])
        thor += sum(1 for o in content().thor if s.objects[o].where == "thor")
        reached += s.region + 1
    losses = ", ".join(f"{cause} {outcome[cause]}" for cause in CAUSES.values() if outcome[cause])
    return (f"{label} | {outcome['won'] / games:4.0%} | {losses or '-'} | "
            f"{hurt}/{changes} ({hurt / max(changes, 1):.0%}) | {thor / games:.2f} | {reached / games:.1f}")


def _said(s: UwState) -> str:
    return "won" if s.won else f"lost ({CAUSES[s.loss]})"


def balance(games: int, tracks: Tracks) -> None:
    for label, careful in (("careful group (rules/underworld/careful.py)", True),
                           ("random playout (playout_action)", False)):
        print(f"\n{label}, {games} games per player count, {tracks.value} tracks")
        print("players | win | losses by cause | region changes that cost health | Thor objects/game | regions reached")
        print(balance_row(1, games, careful, "rulebook", tracks=tracks))
        print(balance_row(1, games, careful, "challenge", tracks=tracks))
        for players in (2, 3, 4):
            print(balance_row(players, games, careful, tracks=tracks))


def bot_balance(games: int, level: Level, counts: list[int], first_seed: int, tracks: Tracks) -> None:
    print(f"\n{level.value} search bot in every seat, {games} games per player count from seed {first_seed}, "
          f"{tracks.value} tracks")
    for players in counts:
        for solo_draw in (("rulebook", "challenge") if players == 1 else ("rulebook",)):
            row = balance_row(players, games, True, solo_draw, level, first_seed, tracks)
            print("players | win | losses by cause | region changes that cost health | Thor objects/game | regions reached")
            print(row, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("games", type=int, nargs="?", default=100, help="games per player count")
    parser.add_argument("--balance", action="store_true", help="only the balance table")
    parser.add_argument("--level", choices=[level.value for level in Level], help="the table with this search bot")
    parser.add_argument("--players", default="1,2,3,4", help="with --level: player counts, e.g. 1,2")
    parser.add_argument("--seed", type=int, default=0, help="with --level: the first game's seed")
    parser.add_argument("--tracks", choices=[t.value for t in Tracks], default=Tracks.SECOND.value,
                        help="which set of region tracks the balance tables play (UW-BAL-4)")
    args = parser.parse_args()
    tracks = Tracks(args.tracks)
    if args.level:
        bot_balance(args.games, Level(args.level), [int(n) for n in args.players.split(",")], args.seed, tracks)
        return
    if not args.balance:
        apply_rate, loop_rate, p50, p99 = speed(args.games)
        print(f"apply: {apply_rate:,.0f} actions/s (p50 {p50:.0f} µs, p99 {p99:.0f} µs); "
              f"with the playout policy: {loop_rate:,.0f} actions/s")
    balance(args.games, tracks)


if __name__ == "__main__":
    main()
