"""Speed of Catacombs Conquest flicks and pictures, and the Sword/Skull balance (run by hand).

``python bench/bench_catacombs.py`` plays seeded random games and measures, per flick: the pymunk
simulation alone (rebuilt space, run to rest), the whole ``apply``; then the arena PNG render time
and bytes, and the shot GIF (replay of the recorded launch + palette drawing + encode) time and bytes;
and how many struck pawns' "−N" marks cover another disk or its label (where every side is crowded).

``python bench/bench_catacombs.py --balance 600`` plays 2-player games (``--players 3`` or ``4``: more; with
three, even seeds seat the Skull alone and odd seeds the Sword, and the lone player's share is printed) with
``playout_action`` in every seat (equal players) at the default options and prints each game's line in
``bench/bench_players.py --balance``'s form, each seat's health left as its score (so ``--pool`` can add
runs up), who wins, with a 95 % interval, the first team's share, the end reasons, the wounds each team
dealt per shot kind, the tokens each team took back (heal, drain, steal) per card, and how often each card
was played and the wounds it dealt per play.  ``--level easy|normal|strong`` puts that search bot in both
seats instead (deciding as ``bench/bench_players.py --balance`` does, so the same ``--seed`` deals and plays
the same games; a strong game takes about half a minute of a core).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections import Counter
from collections.abc import Sequence

from core.players.choose import Level, choose
from core.players.levels import NO_CAP_S
from render import catacombs as picture
from rules.catacombs.game import CATACOMBS
from rules.catacombs.model import CcAction, CcOptions, CcState, CcView, Flick, Play, Side
from rules.catacombs.physics import simulate

ROLES = {2: ["sword", "skull"], 3: ["sword_1", "skull_1", "sword_2"], 4: ["sword_1", "skull_1", "sword_2", "skull_2"]}
NAMES = {0: "Alice", 1: "Bérénice", 2: "Chloé", 3: "Dmitri"}


def roles(players: int, seed: int) -> list[str]:
    """The lobby picks for a game: with three players the lone team alternates by seed (even: the Skull
    plays alone, as free picks seat it; odd: the Sword), so one run measures both tables."""
    if players == 3 and seed % 2:
        return ["sword_1", "skull_1", "skull_2"]
    return ROLES[players]


def percentile(samples: Sequence[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def line(label: str, samples: list[float], unit: str = "ms") -> str:
    return (f"{label:<28} n={len(samples):<5} p50={percentile(samples, 0.5):8.2f} {unit}  "
            f"p99={percentile(samples, 0.99):8.2f} {unit}  max={max(samples):8.2f} {unit}")


def run(games: int, players: int, pictures_every: int) -> None:
    sim_ms: list[float] = []
    apply_ms: list[float] = []
    steps: list[float] = []
    png_ms: list[float] = []
    png_kb: list[float] = []
    gif_ms: list[float] = []
    gif_kb: list[float] = []
    flicks = marks = covering = 0
    for seed in range(games):
        state = CATACOMBS.setup(roles(players, seed), CcOptions(), seed)
        rnd = random.Random(seed)
        while not state.finished:
            seat = min(CATACOMBS.to_act(state))
            action = CATACOMBS.playout_action(state, seat, rnd)
            t0 = time.perf_counter()
            state = CATACOMBS.apply(state, seat, action).state
            elapsed = (time.perf_counter() - t0) * 1e3
            if not isinstance(action, Flick) or state.last_shot is None:
                continue
            flicks += 1
            apply_ms.append(elapsed)
            shown, covered = _wound_marks_covering(CATACOMBS.view(state, None))
            marks, covering = marks + shown, covering + covered
            shot = state.last_shot
            t0 = time.perf_counter()
            outcome = simulate(shot.disks, shot.disk, shot.vx, shot.vy)
            sim_ms.append((time.perf_counter() - t0) * 1e3)
            steps.append(outcome.steps)
            if flicks % pictures_every == 0:
                view = CATACOMBS.view(state, None)
                t0 = time.perf_counter()
                png = picture.render_board(view, names=NAMES, lang="en")
                png_ms.append((time.perf_counter() - t0) * 1e3)
                png_kb.append(len(png) / 1024)
                t0 = time.perf_counter()
                gif = picture.render_shot_gif(view)
                gif_ms.append((time.perf_counter() - t0) * 1e3)
                gif_kb.append(len(gif) / 1024)
    print(f"{games} games, {players} players, {flicks} flicks")
    print(line("simulation per flick", sim_ms))
    print(line("steps per flick (240 Hz)", steps, "st"))
    print(line("apply (flick) end to end", apply_ms))
    print(line("arena PNG render+encode", png_ms))
    print(line("arena PNG size", png_kb, "KB"))
    print(line("shot GIF replay+encode", gif_ms))
    print(line("shot GIF size", gif_kb, "KB"))
    print(f"{'mean GIF size':<28} {statistics.mean(gif_kb):.1f} KB")
    print(f"{'wound marks over a disk':<28} {covering} of {marks}")


def _wound_marks_covering(view: CcView) -> tuple[int, int]:
    """The arena's "−N" marks, and how many of them cover another disk or its label."""
    origin = ((picture.WIDTH - round(view.width_cm * picture.SCALE)) / 2, 200.0)
    boxes = {disk.id: picture.disk_box(view, origin, disk) for disk in view.disks}
    marks = picture.wound_marks(view, origin)
    covering = sum(any(picture.overlap_area(mark.box, box) for disk, box in boxes.items() if disk != mark.victim) for mark in marks)
    return len(marks), covering


def _decide(level: str | None, state: CcState, seat: int, rnd: random.Random, seed: int, k: int) -> CcAction:
    """The careful playout's action, or a search bot's (seeded as ``bench_players`` seeds it)."""
    if level is None:
        return CATACOMBS.playout_action(state, seat, rnd)
    notation = choose(CATACOMBS, CATACOMBS.view(state, seat), seat, Level(level), seed=seed * 7919 + k, budget_s=NO_CAP_S)
    return CATACOMBS.parse_action(notation)


def balance(games: int, steadiness: str, level: str | None = None, first_seed: int = 0, players: int = 2) -> None:
    """Equal players in every seat (the careful playout, or a search bot): Sword wins should be close to half."""
    wins: Counter[str] = Counter()
    first_wins = 0
    lone_wins = 0  # three players: games won by the player who runs a whole team
    reasons: Counter[str] = Counter()
    wounds: dict[Side, Counter[str]] = {side: Counter() for side in Side}
    by_card: dict[Side, Counter[str]] = {side: Counter() for side in Side}
    plays: dict[Side, Counter[str]] = {side: Counter() for side in Side}
    gained: dict[Side, Counter[str]] = {side: Counter() for side in Side}  # tokens taken from the bank or stolen
    turns: list[int] = []
    for seed in range(first_seed, first_seed + games):
        state = CATACOMBS.setup(roles(players, seed), CcOptions(steadiness=steadiness), seed)
        first = state.seats[state.controllers[state.order[0]]]
        opener = min(CATACOMBS.to_act(state))
        rnd = random.Random(seed)
        k = 0
        while not state.finished:
            seat = min(CATACOMBS.to_act(state))
            attacker = state.seats[state.controllers[state.order[state.turn_index]]]
            shot = state.shots[0].value if state.phase in ("shot", "retry", "armour", "bonus") and state.shots else "?"
            action = _decide(level, state, seat, rnd, seed, k)
            if isinstance(action, Play) and state.phase == "play":
                plays[state.seats[seat]][action.card] += 1
            transition = CATACOMBS.apply(state, seat, action)
            k += 1
            for event in transition.events:
                if event.kind == "wounded":
                    wounds[attacker][shot] += event.params["damage"]
                    by_card[attacker][state.card or "?"] += event.params["damage"]
                elif event.kind == "healed":
                    gained[event.params["side"]][state.card or "?"] += event.params["count"]
                elif event.kind == "token_stolen":
                    gained[event.params["side"]]["stolen"] += 1
            state = transition.state
        result = CATACOMBS.result(state)
        assert result is not None
        print(f"  catacombs  {players}p seed {seed}  first seat {opener}  winners "
              + " ".join(map(str, sorted(result.winners)))
              + "  scores " + " ".join(str(result.scores[s]) for s in range(players)), flush=True)
        sides = {state.seats[seat] for seat in result.winners}
        winner = "draw" if len(sides) == 2 else sides.pop().value
        wins[winner] += 1
        first_wins += winner == first.value
        lone_team = min(Side, key=Counter(state.seats).__getitem__)  # with three players, the team one player runs
        lone_wins += players == 3 and winner == lone_team.value
        reasons[state.end_reason or "?"] += 1
        turns.append(state.turn)
    share = wins["sword"] / games
    half_width = 1.96 * math.sqrt(share * (1 - share) / games)
    who = f"{level} bots" if level else "playout_action"
    print(f"{games} {players}-player games (seeds {first_seed}-{first_seed + games - 1}), {who} on both sides, "
          f"steadiness {steadiness}")
    print(f"Sword wins {wins['sword']} ({share * 100:.1f} % ± {half_width * 100:.1f}), Skull wins {wins['skull']} "
          f"({wins['skull'] / games * 100:.1f} %), draws {wins['draw']}")
    if players == 3:
        lone = lone_wins / games
        print(f"the lone player (even seeds the Skull, odd the Sword, see roles()) wins {lone_wins} "
              f"({lone * 100:.1f} % ± {1.96 * math.sqrt(lone * (1 - lone) / games) * 100:.1f})")
    print(f"first team wins {first_wins / games * 100:.1f} %; turns p50 {percentile(turns, 0.5)}; "
          f"end reasons {dict(reasons)}")
    for side in Side:
        total = sum(wounds[side].values())
        detail = ", ".join(f"{k} {v / games:.2f}" for k, v in sorted(wounds[side].items()))
        print(f"wounds dealt per game by {side.value}: {total / games:.2f} ({detail})")
        total = sum(gained[side].values())
        detail = ", ".join(f"{k} {v / games:.2f}" for k, v in sorted(gained[side].items()))
        print(f"tokens gained per game by {side.value}: {total / games:.2f} ({detail})")
        detail = ", ".join(f"{card} {n / games:.2f}/{by_card[side][card] / n:.2f}" for card, n in sorted(plays[side].items()))
        print(f"cards played per game / wounds per play, {side.value}: {detail}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--players", type=int, choices=sorted(ROLES),
                        help="player count (default 4 for the speed run, 2 for --balance)")
    parser.add_argument("--pictures-every", type=int, default=5, help="render after every n-th flick")
    parser.add_argument("--balance", type=int, metavar="GAMES", help="measure Sword vs Skull over GAMES games instead")
    parser.add_argument("--steadiness", default="mild", help="steadiness level for --balance")
    parser.add_argument("--level", choices=[level.value for level in Level], help="search bots in both seats for --balance")
    parser.add_argument("--seed", type=int, default=0, help="first seed for --balance")
    args = parser.parse_args()
    if args.balance:
        balance(args.balance, args.steadiness, args.level, args.seed, args.players or 2)
    else:
        run(args.games, args.players or 4, args.pictures_every)


if __name__ == "__main__":
    main()
