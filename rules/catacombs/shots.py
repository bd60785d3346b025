"""Turning a flick into a simulated shot, and the shot's contacts into damage.

Which disk is flicked depends on the phase and the shot (CC-SHOT-*); the simulation reports contacts
in order and :func:`victims` applies the rulebook: only the flicked disk wounds (the character for
combat, the projectile for ranged shots), only enemy characters, only before the flicked disk has
touched a wall, and only the named enemy for a targeted shot (CC-DMG-*).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.catacombs import arena
from rules.catacombs.arena import PROJECTILE, enemies, find
from rules.catacombs.content import content
from rules.catacombs.model import CcState, Disk, DiskKind, Flick, LastShot, ShotKind, Side
from rules.catacombs.physics import Outcome, is_wall, moving_paths, overlapping, settle, simulate
from rules.catacombs.tokens import active_disk, active_side
from rules.core import IllegalAction

DAMAGE = {
    ShotKind.MOVE: 0,
    ShotKind.COMBAT: 1,
    ShotKind.CRITICAL: 2,
    ShotKind.MISSILE: 1,
    ShotKind.FIREBALL: 1,
    ShotKind.LONGBOW: 1,
    ShotKind.WAVE: 1,
    ShotKind.POWERFUL_WAVE: 2,
}
PROJECTILE_OF = {
    ShotKind.MISSILE: DiskKind.MISSILE,
    ShotKind.FIREBALL: DiskKind.FIREBALL,
    ShotKind.LONGBOW: DiskKind.LONGBOW,
    ShotKind.WAVE: DiskKind.WAVE,
    ShotKind.POWERFUL_WAVE: DiskKind.WAVE,  # the wave disk, powerful face up
}
POWERFUL_BONUS = 3  # damage per victim when the powerful wave's bonus card is discarded (CC-SHOT-8)


@dataclass(frozen=True)
class Fired:
    """A resolved flick: the disk flicked, what it was, the launch and the simulation's answer."""

    disk: str
    shot: ShotKind | None  # None: an obstacle's end-of-turn move
    angle: float
    power: float
    outcome: Outcome


def companion(s: CcState) -> str:
    own = arena.CHARACTERS[active_side(s)]
    return own[1] if active_disk(s) == own[0] else own[0]


def current_shot(s: CcState) -> ShotKind | None:
    """What the flick of this phase is: the card's current shot, a move, or None for an obstacle."""
    if s.phase == "obstacle":
        return None
    if s.phase == "companion":
        return ShotKind.MOVE
    return s.shots[0]


def flicked_disk(s: CcState, action: Flick) -> tuple[list[Disk], str]:
    """The layout at launch (projectile laid if needed) and the id of the disk to flick.

    Raises :class:`IllegalAction` when the origin or aim does not fit this shot.
    """
    layout = list(s.disks)
    shot = current_shot(s)
    if action.at is not None and action.at not in arena.WALL_BEARINGS and find(layout, action.at) is None:
        raise IllegalAction("error.catacombs.no_such_disk", disk=action.at)
    if action.place is not None and (s.phase != "shot" or shot not in PROJECTILE_OF):
        raise IllegalAction("error.catacombs.nothing_to_lay")  # CC-SHOT-9: only a ranged shot lays a disk
    if s.phase == "obstacle":
        if action.origin not in arena.OBSTACLES:
            raise IllegalAction("error.catacombs.pick_obstacle")
        return layout, action.origin
    if s.phase == "retry":
        _require_origin(action, PROJECTILE)
        return layout, PROJECTILE
    if s.phase == "companion":
        _require_origin(action, companion(s))
        return layout, companion(s)
    assert shot is not None
    if shot not in PROJECTILE_OF:
        _require_origin(action, active_disk(s))
        return layout, active_disk(s)
    shooter_id = action.origin or active_disk(s)
    allowed = arena.CHARACTERS[active_side(s)] if shot is ShotKind.LONGBOW else (active_disk(s),)
    if shooter_id not in allowed:
        raise IllegalAction("error.catacombs.bad_origin", disk=shooter_id)  # CC-SHOT-6
    shooter = find(layout, shooter_id)
    assert shooter is not None
    first_aim = _aim_from(layout, shooter, action)
    layout.append(_projectile(layout, shooter, PROJECTILE_OF[shot], first_aim, action))
    if overlapping(layout):
        layout = settle(layout)
    return layout, PROJECTILE


def fits(s: CcState, action: Flick) -> bool:
    """Whether ``action``'s origin, aim and projectile placement suit this shot (menus and playout)."""
    try:
        flicked_disk(s, action)
    except IllegalAction:
        return False
    return True


def _projectile(layout: Sequence[Disk], shooter: Disk, kind: DiskKind, aim: float, action: Flick) -> Disk:
    """The projectile on the aim line (CC-SHOT-5), or where the flick lays it (CC-SHOT-9)."""
    if action.place is None:
        return arena.place_projectile(layout, shooter, kind, aim)
    limit = content().physics.projectile_gap_cm
    gap = content().physics.projectile_default_gap_cm if action.gap is None else action.gap
    if gap > limit:
        raise IllegalAction("error.catacombs.lay_too_far", limit=f"{limit:g}")
    laid = arena.lay_projectile(layout, shooter, kind, aim + action.place, gap)
    if laid is None:
        raise IllegalAction("error.catacombs.no_room_to_lay")
    return laid


def _require_origin(action: Flick, expected: str) -> None:
    if action.origin is not None and action.origin != expected:
        raise IllegalAction("error.catacombs.bad_origin", disk=action.origin)


def _aim_from(layout: Sequence[Disk], src: Disk, action: Flick) -> float:
    if action.at is None:
        assert action.angle is not None
        return action.angle % 360
    if action.at in arena.WALL_BEARINGS:
        return (arena.WALL_BEARINGS[action.at] + action.offset) % 360
    target = find(layout, action.at)
    if target is None or target.id == src.id:
        raise IllegalAction("error.catacombs.no_such_disk", disk=action.at)
    return (arena.bearing(src, target) + action.offset) % 360


def fire(s: CcState, action: Flick) -> Fired:
    """Lay, aim (with the hand's deviation from the state's Rng) and simulate the flick."""
    layout, disk_id = flicked_disk(s, action)
    disk = find(layout, disk_id)
    assert disk is not None
    aim = _aim_from(layout, disk, action)
    distance = arena.aim_distance(layout, disk, aim, action.at)
    angle, power = arena.deviate(s.rng, s.options.steadiness, aim, action.power, distance)
    vx, vy = arena.velocity(angle, power)
    outcome = simulate(layout, disk_id, vx, vy, record=True)
    s.last_shot = LastShot(disks=layout, disk=disk_id, vx=vx, vy=vy, paths=moving_paths(layout, outcome.frames))
    return Fired(disk=disk_id, shot=current_shot(s), angle=angle, power=power, outcome=outcome)


def victims(contacts: Sequence[tuple[str, str]], flicked: str, attacker: Side, target: str | None) -> list[str]:
    """Enemy characters the flicked disk touched directly, in order (CC-DMG-1 … CC-DMG-4, CC-TGT-2)."""
    bounced = False
    hit: list[str] = []
    for a, b in contacts:
        if flicked not in (a, b):
            continue  # pushed disks never wound
        other_disk = b if a == flicked else a
        if is_wall(other_disk):
            bounced = True
        elif not bounced and other_disk in enemies(attacker) and other_disk not in hit:
            if target is None or other_disk == target:
                hit.append(other_disk)
    return hit


def shot_damage(shot: ShotKind | None) -> int:
    return 0 if shot is None else DAMAGE[shot]


def without_projectile(disks: Sequence[Disk]) -> list[Disk]:
    return [d for d in disks if d.id != PROJECTILE]
