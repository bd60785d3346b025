"""One flick, simulated by pymunk (Chipmunk2D): where the disks stop and who touched whom, in order.

Determinism (CC-PHY-1): a fresh ``Space`` is built from the persisted layout for every flick (live
play and replay take the same path), bodies are added in layout order, the step is fixed and no
wall clock or global random is read, so the same layout and launch give bit-identical results on
the same pymunk version (pinned in ``pyproject.toml``).  Table friction is Chipmunk's top-down idiom
(a pivot and a gear joint to the static body with ``max_bias = 0``), which runs in C (CC-PHY-2).

This module knows nothing of cards or damage: it reports contacts, and ``rules.catacombs.shots``
turns them into damage.  After the run, :func:`settle` keeps every disk inside the arena and apart
from the others (CC-PHY-4).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pymunk

from rules.catacombs.content import content
from rules.catacombs.model import Disk, DiskKind

WALLS = ("wall_S", "wall_E", "wall_N", "wall_W")
OUTWARD = {"wall_S": (0.0, -1.0), "wall_E": (1.0, 0.0), "wall_N": (0.0, 1.0), "wall_W": (-1.0, 0.0)}
WALL_TYPE = 1  # pymunk collision type of the walls (disks keep the default 0)
WALL_THICKNESS = 2.0  # cm; thick static walls so fast small disks cannot tunnel through
REST_SPIN = 0.5  # rad/s
POSITION_DECIMALS = 4  # stored positions: 1 µm, far below what anyone can flick


@dataclass(frozen=True)
class Outcome:
    """Final layout (same order as given), contacts in the order they began, and the run length."""

    disks: tuple[Disk, ...]
    contacts: tuple[tuple[str, str], ...]
    steps: int
    frames: tuple[tuple[tuple[float, float], ...], ...] = ()


SHOT_FRAMES = 120
"""Positions kept per moving disk for the pictures of a shot: a 25-frames-a-second GIF of nearly 5 s."""


def moving_paths(layout: Sequence[Disk], frames: Sequence[Sequence[tuple[float, float]]]
                 ) -> dict[str, list[tuple[float, float]]]:
    """The recorded positions of each disk that moved, at most :data:`SHOT_FRAMES` evenly spaced ones
    ending where it stopped; a disk that stayed put is left out (``layout`` says where it is)."""
    kept = list(frames)
    if len(kept) > SHOT_FRAMES:
        step = math.ceil(len(kept) / (SHOT_FRAMES - 1))
        kept = kept[:-1:step] + [kept[-1]]
    return {
        disk.id: [frame[i] for frame in kept]
        for i, disk in enumerate(layout)
        if any(frame[i] != kept[0][i] for frame in kept)
    }


def is_wall(name: str) -> bool:
    return name.startswith("wall_")


def is_bounce(wall: str, vx: float, vy: float) -> bool:
    """Whether a disk moving at ``(vx, vy)`` against ``wall`` rebounds off it (CC-PHY-6): it must
    drive into the wall fast enough and steeply enough; the test is the same for all four walls."""
    phys = content().physics
    ox, oy = OUTWARD[wall]
    into = vx * ox + vy * oy
    steep = math.sin(math.radians(phys.wall_bounce_min_deg)) * math.hypot(vx, vy)
    return into >= phys.wall_bounce_min_speed_cm_s and into >= steep


def simulate(layout: Sequence[Disk], disk: str, vx: float, vy: float, *, record: bool = False) -> Outcome:
    """Launch ``disk`` at ``(vx, vy)`` cm/s and run until every disk rests (or the time cap).

    ``record`` keeps every ``record_every_steps``-th layout for the shot animation.
    """
    phys = content().physics
    space, bodies, names = _build_space(layout)
    contacts: list[tuple[str, str]] = []
    bounced: set[tuple[str, str]] = set()  # wall touches already recorded, until they separate

    rank = {d.id: i for i, d in enumerate(layout)}

    def pair(arbiter: pymunk.Arbiter) -> tuple[str, str]:
        """Walls second, otherwise in layout order (S1 S2 K1 K2 O1…)."""
        a, b = sorted((names[shape] for shape in arbiter.shapes), key=lambda n: rank.get(n, len(rank)))
        return a, b

    def begin(arbiter: pymunk.Arbiter, _space: pymunk.Space, _data: object) -> None:
        """Each new touch between two disks; walls wait for a real bounce (see ``wall_touch``)."""
        a, b = pair(arbiter)
        if not is_wall(b):
            contacts.append((a, b))

    def wall_touch(arbiter: pymunk.Arbiter, _space: pymunk.Space, _data: object) -> None:
        """A wall contact counts once the disk really drives into it (CC-PHY-6), before the solver
        turns it back: resting flush against a wall, or sliding along it, is no rebound."""
        a, b = pair(arbiter)
        if (a, b) in bounced:
            return
        body = next(shape.body for shape in arbiter.shapes if names[shape] == a)
        if body is not None and is_bounce(b, body.velocity.x, body.velocity.y):
            bounced.add((a, b))
            contacts.append((a, b))

    def parted(arbiter: pymunk.Arbiter, _space: pymunk.Space, _data: object) -> None:
        bounced.discard(pair(arbiter))

    space.on_collision(None, None, begin=begin)
    space.on_collision(WALL_TYPE, None, pre_solve=wall_touch, separate=parted)
    bodies[[d.id for d in layout].index(disk)].velocity = (vx, vy)
    dt = 1.0 / phys.step_hz
    max_steps = int(phys.max_seconds * phys.step_hz)
    every = phys.record_every_steps
    frames = [_snapshot(bodies)] if record else []
    steps = 0
    while steps < max_steps:
        space.step(dt)
        steps += 1
        if steps % every == 0:
            if record:
                frames.append(_snapshot(bodies))
            if _at_rest(bodies, phys.rest_speed_cm_s):
                break
    if record and (not frames or frames[-1] != _snapshot(bodies)):
        frames.append(_snapshot(bodies))
    moved = [d.model_copy(update={"x": b.position.x, "y": b.position.y}) for d, b in zip(layout, bodies)]
    return Outcome(disks=tuple(settle(moved)), contacts=tuple(contacts), steps=steps, frames=tuple(frames))


def _build_space(layout: Sequence[Disk]) -> tuple[pymunk.Space, list[pymunk.Body], dict[pymunk.Shape, str]]:
    phys = content().physics
    space = pymunk.Space()
    space.damping = phys.damping_per_second
    space.collision_slop = 0.01
    space.iterations = 20
    disk_e = math.sqrt(phys.disk_elasticity)  # Chipmunk multiplies both shapes' values
    disk_f = math.sqrt(phys.disk_surface_friction)
    names: dict[pymunk.Shape, str] = {}
    w, h, t = phys.width_cm, phys.height_cm, WALL_THICKNESS
    segments = {
        "wall_S": ((-t, -t), (w + t, -t)),
        "wall_E": ((w + t, -t), (w + t, h + t)),
        "wall_N": ((w + t, h + t), (-t, h + t)),
        "wall_W": ((-t, h + t), (-t, -t)),
    }
    for name in WALLS:
        a, b = segments[name]
        wall = pymunk.Segment(space.static_body, a, b, t)
        wall.elasticity = phys.wall_elasticity / disk_e
        wall.friction = disk_f
        wall.collision_type = WALL_TYPE
        space.add(wall)
        names[wall] = name
    bodies = []
    for d in layout:
        mass = content().mass(d.kind)
        radius = content().radius(d.kind)
        body = pymunk.Body(mass, pymunk.moment_for_circle(mass, 0, radius))
        body.position = (d.x, d.y)
        shape = pymunk.Circle(body, radius)
        shape.elasticity = disk_e
        shape.friction = disk_f
        space.add(body, shape, *_table_friction(space.static_body, body, mass, radius))
        names[shape] = d.id
        bodies.append(body)
    return space, bodies, names


def _table_friction(static: pymunk.Body, body: pymunk.Body, mass: float, radius: float) -> tuple[pymunk.Constraint, ...]:
    """Sliding friction as joints that may only resist motion (no position correction)."""
    phys = content().physics
    force = phys.table_friction_mu * mass * phys.gravity_cm_s2
    pivot = pymunk.PivotJoint(static, body, (0, 0), (0, 0))
    pivot.max_bias = 0
    pivot.max_force = force
    gear = pymunk.GearJoint(static, body, 0.0, 1.0)
    gear.max_bias = 0
    gear.max_force = force * radius
    return pivot, gear


def _snapshot(bodies: Sequence[pymunk.Body]) -> tuple[tuple[float, float], ...]:
    return tuple((round(b.position.x, 2), round(b.position.y, 2)) for b in bodies)


def _at_rest(bodies: Sequence[pymunk.Body], speed: float) -> bool:
    return all(b.velocity.length < speed and abs(b.angular_velocity) < REST_SPIN for b in bodies)


# ---------------------------------------------------------------- keeping the layout legal


def settle(disks: Sequence[Disk]) -> list[Disk]:
    """Disks pulled inside the walls and pushed apart by at least the separation gap (CC-PHY-4).

    Chipmunk lets resting shapes overlap by its collision slop; this removes that and any rare
    escape, then rounds positions so the stored state stays small.
    """
    phys = content().physics
    gap = phys.separation_gap_cm
    radii = [content().radius(d.kind) for d in disks]
    xy = [[d.x, d.y] for d in disks]
    for _ in range(500):
        changed = _clamp(xy, radii)
        for i in range(len(xy)):
            for j in range(i + 1, len(xy)):
                changed |= _push_apart(xy, radii, i, j, gap)
        if not changed:
            break
    out = [d.model_copy(update={"x": round(p[0], POSITION_DECIMALS), "y": round(p[1], POSITION_DECIMALS)})
           for d, p in zip(disks, xy)]
    if overlapping(out):
        raise RuntimeError("could not separate the disks")  # cannot happen with ten disks in this arena
    return out


def _clamp(xy: list[list[float]], radii: list[float]) -> bool:
    phys = content().physics
    changed = False
    for p, r in zip(xy, radii):
        x = min(max(p[0], r), phys.width_cm - r)
        y = min(max(p[1], r), phys.height_cm - r)
        if (x, y) != (p[0], p[1]):
            p[0], p[1] = x, y
            changed = True
    return changed


def _push_apart(xy: list[list[float]], radii: list[float], i: int, j: int, gap: float) -> bool:
    dx, dy = xy[j][0] - xy[i][0], xy[j][1] - xy[i][1]
    dist = math.hypot(dx, dy)
    need = radii[i] + radii[j] + gap
    if dist >= need:
        return False
    ux, uy = (dx / dist, dy / dist) if dist > 1e-9 else (1.0, 0.0)
    half = (need - dist) / 2 + 1e-6
    xy[i][0] -= ux * half
    xy[i][1] -= uy * half
    xy[j][0] += ux * half
    xy[j][1] += uy * half
    return True


def overlapping(disks: Sequence[Disk]) -> list[tuple[str, str]]:
    """Pairs of disks that overlap or touch, and disks outside the arena (paired with a wall)."""
    phys = content().physics
    bad = []
    for i, a in enumerate(disks):
        ra = content().radius(a.kind)
        if not (ra <= a.x <= phys.width_cm - ra and ra <= a.y <= phys.height_cm - ra):
            bad.append((a.id, "wall"))
        for b in disks[i + 1:]:
            if math.hypot(a.x - b.x, a.y - b.y) < ra + content().radius(b.kind):
                bad.append((a.id, b.id))
    return bad


def free_spot(disks: Sequence[Disk], kind: DiskKind, x: float, y: float) -> bool:
    """Whether a disk of ``kind`` centred at ``(x, y)`` fits inside the arena without touching another."""
    phys = content().physics
    r = content().radius(kind)
    gap = phys.separation_gap_cm
    if not (r <= x <= phys.width_cm - r and r <= y <= phys.height_cm - r):
        return False
    return all(math.hypot(d.x - x, d.y - y) >= r + content().radius(d.kind) + gap for d in disks)
