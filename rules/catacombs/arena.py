"""Arena geometry: the starting layout, aiming, the steadiness of the hand and projectile placement.

Everything here is plain arithmetic on the persisted layout; the only randomness is the aim
deviation, drawn from the state's :class:`rules.core.Rng` so a game replays exactly (CC-AIM-2).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from statistics import NormalDist

from rules.catacombs.content import content
from rules.catacombs.model import Disk, DiskKind, Side, Steadiness
from rules.catacombs.physics import free_spot
from rules.core import Rng

CHARACTERS = {Side.SWORD: ("S1", "S2"), Side.SKULL: ("K1", "K2")}
OBSTACLES = ("O1", "O2", "O3", "O4", "O5")
PROJECTILE = "P"
WALL_BEARINGS = {"E": 0.0, "N": 90.0, "W": 180.0, "S": 270.0}  # aim straight at a wall (CC-AIM-1)
NOISE_RESOLUTION = 1_000_000  # Rng integers turned into uniform numbers in (0, 1)


def side_of(disk: str) -> Side | None:
    return next((side for side, ids in CHARACTERS.items() if disk in ids), None)


def enemies(side: Side) -> tuple[str, str]:
    return CHARACTERS[Side.SKULL if side is Side.SWORD else Side.SWORD]


def other(side: Side) -> Side:
    return Side.SKULL if side is Side.SWORD else Side.SWORD


def starting_layout() -> list[Disk]:
    """Characters in their camp's corners, obstacles in a centred cross (CC-SET-2, CC-SET-3).

    The Sword camp is the left short side, the Skull camp the right one; a character sits one
    margin away from both walls of its corner, as close as a finger allows.
    """
    phys = content().physics
    r = content().radius(DiskKind.CHARACTER) + phys.start_corner_margin_cm
    w, h = phys.width_cm, phys.height_cm
    corners = {"S1": (r, h - r), "S2": (r, r), "K1": (w - r, h - r), "K2": (w - r, r)}
    cx, cy, dx, dy = w / 2, h / 2, phys.obstacle_dx_cm, phys.obstacle_dy_cm
    cross = [(cx, cy), (cx - dx, cy), (cx + dx, cy), (cx, cy + dy), (cx, cy - dy)]
    layout = [Disk(id=i, kind=DiskKind.CHARACTER, x=x, y=y) for i, (x, y) in corners.items()]
    layout += [Disk(id=i, kind=DiskKind.OBSTACLE, x=x, y=y) for i, (x, y) in zip(OBSTACLES, cross)]
    return layout


def find(disks: Sequence[Disk], disk_id: str) -> Disk | None:
    return next((d for d in disks if d.id == disk_id), None)


def bearing(src: Disk, dst: Disk) -> float:
    """Degrees from ``src`` to ``dst`` (0 = right, 90 = up)."""
    return math.degrees(math.atan2(dst.y - src.y, dst.x - src.x)) % 360


def speed(power: float) -> float:
    """Launch speed for a power 0–100: travel grows about linearly with power (CC-PHY-3)."""
    return content().physics.full_power_speed_cm_s * math.sqrt(max(0.0, power) / 100)


def velocity(angle_deg: float, power: float) -> tuple[float, float]:
    v = speed(power)
    rad = math.radians(angle_deg)
    return v * math.cos(rad), v * math.sin(rad)


def deviate(rng: Rng, level: Steadiness, angle: float, power: float, distance: float) -> tuple[float, float]:
    """The flick as the hand really makes it: angle and power nudged by seeded normal errors.

    Both errors grow with the power (a hard flick is harder to keep straight and to dose) and with
    ``distance`` to what is aimed at (a far line is harder to judge) (CC-AIM-2).  ``none`` and power 0
    draw nothing; otherwise exactly two draws, so replays line up.
    """
    spec = content().steadiness[level]
    if spec.exact or power == 0:
        return angle % 360, power
    share = min(1.0, power / 100)
    reach = min(1.0, max(0.0, distance) / content().physics.width_cm)
    angle_sigma = spec.angle_base_deg + spec.angle_power_deg * share + spec.angle_distance_deg * reach
    power_sigma = spec.power_base + spec.power_power * share + spec.power_distance * reach
    angle_error = angle_sigma * _normal(rng)
    power_error = power_sigma * _normal(rng)
    return (angle + angle_error) % 360, max(0.0, power * (1 + power_error))


def _normal(rng: Rng) -> float:
    """A standard normal number cut at ``clip_sigmas`` (inverse CDF of one uniform Rng draw)."""
    u = rng.randint(1, NOISE_RESOLUTION - 1) / NOISE_RESOLUTION
    clip = content().clip_sigmas
    return max(-clip, min(clip, NormalDist().inv_cdf(u)))


def aim_distance(disks: Sequence[Disk], flicked: Disk, angle: float, at: str | None) -> float:
    """How far the flicked disk's centre is from what it is aimed at (CC-AIM-2).

    Aimed at a disk: the centres' distance.  Otherwise the first disk met along the aim line (the
    same as naming it), else the wall ahead, so typing an angle never dodges the distance error.
    """
    target = find(disks, at) if at is not None else None
    if target is not None:
        return math.hypot(target.x - flicked.x, target.y - flicked.y)
    phys = content().physics
    r = content().radius(flicked.kind)
    ux, uy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    ahead = []
    if abs(ux) > 1e-9:
        ahead.append(((phys.width_cm - r if ux > 0 else r) - flicked.x) / ux)
    if abs(uy) > 1e-9:
        ahead.append(((phys.height_cm - r if uy > 0 else r) - flicked.y) / uy)
    best = max(0.0, min(ahead))
    for d in disks:
        dx, dy = d.x - flicked.x, d.y - flicked.y
        along = dx * ux + dy * uy
        if d.id != flicked.id and along > 0 and abs(dx * uy - dy * ux) < r + content().radius(d.kind):
            best = min(best, along)
    return best


def place_projectile(disks: Sequence[Disk], shooter: Disk, kind: DiskKind, angle: float) -> Disk:
    """The projectile laid next to ``shooter``, within the 2.5 cm allowed, on the side it will fly to.

    It goes on the aim line if there is room; otherwise further out (up to the limit), then turned
    round the shooter step by step until it fits (CC-SHOT-5).
    """
    phys = content().physics
    base = content().radius(DiskKind.CHARACTER) + content().radius(kind)
    gaps = [phys.projectile_default_gap_cm + i * 0.4 for i in range(6)]
    gaps = [g for g in gaps if g <= phys.projectile_gap_cm] + [phys.projectile_gap_cm]
    turns = [0] + [s * k for k in range(15, 181, 15) for s in (1, -1)]
    for turn in turns:
        rad = math.radians(angle + turn)
        for gap in gaps:
            x = shooter.x + math.cos(rad) * (base + gap)
            y = shooter.y + math.sin(rad) * (base + gap)
            if free_spot(disks, kind, x, y):
                return Disk(id=PROJECTILE, kind=kind, x=x, y=y)
    rad = math.radians(angle)  # boxed in on every side: lay it on the line, the settle pass makes room
    return Disk(id=PROJECTILE, kind=kind, x=shooter.x + math.cos(rad) * base, y=shooter.y + math.sin(rad) * base)


def lay_projectile(disks: Sequence[Disk], shooter: Disk, kind: DiskKind, angle: float, gap: float) -> Disk | None:
    """The projectile laid where the player chose: towards ``angle`` from the shooter's centre,
    ``gap`` cm from its edge (CC-SHOT-9); None if that spot is taken or outside the walls."""
    reach = content().radius(DiskKind.CHARACTER) + content().radius(kind) + gap
    x = shooter.x + math.cos(math.radians(angle)) * reach
    y = shooter.y + math.sin(math.radians(angle)) * reach
    return Disk(id=PROJECTILE, kind=kind, x=x, y=y) if free_spot(disks, kind, x, y) else None
