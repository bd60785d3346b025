"""Building Underworld positions for tests: a fresh game, then only the facts a test cares about.

``rig`` chooses the seed of the in-state RNG so that the next dice show the faces a test needs;
``trigger`` resolves effects (an obstacle, a space) exactly as the engine does mid-turn.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.core import Event, Rng, Transition
from rules.underworld.content import content
from rules.underworld.flow import settle_queue
from rules.underworld.game import UNDERWORLD as G
from rules.underworld.model import Axis, Counter, ObjectPlace, Stage, Tracks, UwState
from rules.underworld.working import working_copy

A, B, C = Axis.ACROBATICS, Axis.BATTLE, Axis.CUNNING
REGIONS = list(content().region_ids)


def cards(kind: Axis, n: int, start: int = 1) -> list[str]:
    return [f"{kind.value[:3]}{i:02d}" for i in range(start, start + n)]


def game(players: int = 1, seed: int = 1, **changes: Any) -> UwState:
    """A new game in stage 2 of seat 0's first turn (unless ``stage`` says otherwise), on the tracks
    new games play unless ``tracks`` says otherwise."""
    options = {"scoring": changes.pop("scoring", "cooperative"), "tracks": changes.pop("tracks", Tracks.SECOND)}
    s = G.setup([None] * players, options, seed)
    s = s.model_copy(update={"stage": Stage.MAIN, **changes}, deep=True)
    return s


def with_hands(s: UwState, hands: list[list[str]]) -> UwState:
    """Give each seat exactly ``hands[seat]``; every other card goes to the draw pile."""
    held = {c for h in hands for c in h}
    draw = [c for c in sorted(content().cards) if c not in held]
    return s.model_copy(update={"hands": [list(h) for h in hands], "draw": draw, "discard": []}, deep=True)


def with_counters(s: UwState, seat: int, **counts: int) -> UwState:
    counters = [dict(c) for c in s.counters]
    supply = dict(s.supply)
    for name, n in counts.items():
        counter = Counter(name)
        supply[counter] -= n - counters[seat][counter]
        counters[seat][counter] = n
    return s.model_copy(update={"counters": counters, "supply": supply}, deep=True)


def in_region(s: UwState, region_id: str) -> UwState:
    """Move the game to ``region_id`` (objects and enemy pile as on arrival)."""
    objects = {o: ObjectPlace(where="board" if spec.region == region_id else "future")
               for o, spec in content().objects.items()}
    pile = sorted(e for e, spec in content().enemies.items() if spec.region == region_id)
    return s.model_copy(update={"region": REGIONS.index(region_id), "objects": objects, "enemy_pile": pile}, deep=True)


def faces_seed(die: str, faces: list[str], draws: int) -> int:
    """A seed whose next ``len(faces)`` draws (after ``draws``) show ``faces`` on ``die``."""
    sides = content().progress_die if die == "progress" else content().obstacle_die
    for seed in range(100000):
        rng = Rng(seed=seed, draws=draws)
        if all(rng.choice(sides) == face for face in faces):
            return seed
    raise AssertionError("no seed found")


def rig(s: UwState, die: str, *faces: str) -> UwState:
    return s.model_copy(update={"rng": Rng(seed=faces_seed(die, list(faces), 0))})


def trigger(s: UwState, effects: Iterable[dict[str, Any]], seat: int | None = None) -> Transition[UwState]:
    """Resolve ``effects`` for ``seat`` (default: the active one) as the engine would mid-turn."""
    w = working_copy(s)
    acting = w.active if seat is None else seat
    w.queue = [{**e, "seat": acting} for e in effects] + w.queue
    events: list[Event] = []
    settle_queue(w, events)
    return Transition(state=w, events=tuple(events))


def obstacle(s: UwState, region_id: str, number: int) -> Transition[UwState]:
    """Natla steps onto obstacle ``number`` (1–6) of ``region_id``."""
    s = in_region(s, region_id) if REGIONS[s.region] != region_id else s
    s = s.model_copy(update={"natla": number - 1})
    return trigger(s, [{"op": "natla"}])


def act(s: UwState, seat: int, notation: str) -> Transition[UwState]:
    return G.apply(s, seat, G.parse_action(notation))


def kinds(events: Iterable[Event]) -> list[str]:
    return [e.kind for e in events]


def hand_types(s: UwState, seat: int) -> list[Axis]:
    return sorted((content().cards[c] for c in s.hands[seat]), key=lambda a: a.value)
