"""Short text form of every action (logs, replays, Discord custom ids; at most 60 characters).

Grammar (disks: ``S1 S2 K1 K2 O1…O5 P``; angles in degrees, 0 = right, 90 = up; power 0–100)::

    play:<card>        discard:<card>        target:<disk>        armour:<card>        skip
    concede            (a player leaving a two-player game, never a move: CC-END-5)
    flick[/<origin>]:<angle>:<power>              e.g. flick:123.5:80   flick/O3:270:20
    flick[/<origin>]@<disk>:<±offset>:<power>     e.g. flick@K2:+5:60   flick/S2@K1:-2.5:70
    flick[/<origin>]@<wall>:<±offset>:<power>     e.g. flick@N:-30:50 (wall N E S W, straight at it)
    <ranged flick>~<±place>[:<gap>]               e.g. flick@K1:+0:60~+45:1.5

The ``~`` suffix lays a ranged shot's projectile ``place`` degrees round the shooter from the aim
line (+ = left) and ``gap`` cm (0–2.5, default 0.3) from its edge; without it, the projectile goes on
the aim line, as every log written before the suffix existed expects (CC-SHOT-9).

``origin`` names the flicked obstacle, the longbow's character or (optionally) the disk the phase
already implies.  Disk names are case-insensitive.
"""

from __future__ import annotations

import re

from pydantic import ValidationError

from rules.catacombs.content import content
from rules.catacombs.model import CcAction, Concede, Discard, Flick, Play, Skip, SpendArmour, Target
from rules.core import IllegalAction

MAX_LENGTH = 60
DISK = r"[SKOPNEW][1-5]?"
_FLICK = re.compile(
    rf"flick(?:/(?P<origin>{DISK}))?"
    rf"(?:@(?P<at>{DISK}):(?P<offset>[+-]?\d+(?:\.\d+)?)|:(?P<angle>-?\d+(?:\.\d+)?))"
    r":(?P<power>\d{1,3})"
    r"(?:~(?P<place>[+-]?\d+(?:\.\d+)?)(?::(?P<gap>\d(?:\.\d+)?))?)?",
    re.IGNORECASE,
)
DISKS = {"S1", "S2", "K1", "K2", "O1", "O2", "O3", "O4", "O5", "P"}
WALLS = {"N", "E", "S", "W"}


def _number(value: float) -> str:
    return f"{value:g}"


def notation(action: CcAction) -> str:
    match action:
        case Play(card=card):
            return f"play:{card}"
        case Discard(card=card):
            return f"discard:{card}"
        case Target(disk=disk):
            return f"target:{disk}"
        case SpendArmour(card=card):
            return f"armour:{card}"
        case Skip():
            return "skip"
        case Concede():
            return "concede"
        case Flick(origin=origin, angle=angle, at=at, offset=offset, power=power, place=place, gap=gap):
            head = "flick" + (f"/{origin}" if origin else "")
            laid = "" if place is None and gap is None else f"~{place or 0.0:+g}" + ("" if gap is None else f":{gap:g}")
            if at is not None:
                return f"{head}@{at}:{offset:+g}:{power}{laid}"
            return f"{head}:{_number(angle or 0.0)}:{power}{laid}"
    raise TypeError(f"not a Catacombs action: {action!r}")


def parse_action(text: str) -> CcAction:
    """The action written as ``text``; :class:`IllegalAction` ``error.catacombs.bad_notation`` if malformed."""
    raw = text.strip()
    try:
        if len(raw) > MAX_LENGTH:
            raise ValueError(raw)
        return _parse(raw)
    except (ValueError, ValidationError, KeyError):
        raise IllegalAction("error.catacombs.bad_notation", text=raw[:MAX_LENGTH]) from None


def _parse(raw: str) -> CcAction:
    if raw.lower() == "skip":
        return Skip()
    if raw.lower() == "concede":
        return Concede()
    if raw.lower().startswith("flick"):
        return _flick(raw)
    head, _, arg = raw.partition(":")
    head = head.lower()
    if head == "target":
        return Target(disk=_disk(arg))
    if arg not in content().cards:
        raise ValueError(arg)
    if head == "play":
        return Play(card=arg)
    if head == "discard":
        return Discard(card=arg)
    if head == "armour":
        return SpendArmour(card=arg)
    raise ValueError(raw)


def _disk(text: str) -> str:
    disk = text.upper()
    if disk not in DISKS:
        raise ValueError(text)
    return disk


def _flick(raw: str) -> Flick:
    match = _FLICK.fullmatch(raw)
    if match is None:
        raise ValueError(raw)
    origin = _disk(match["origin"]) if match["origin"] else None
    power = int(match["power"])
    laid = {"place": float(match["place"]) if match["place"] else None,
            "gap": float(match["gap"]) if match["gap"] else None}
    if match["at"]:
        at = match["at"].upper()
        return Flick(origin=origin, at=at if at in WALLS else _disk(at), offset=float(match["offset"]), power=power, **laid)
    return Flick(origin=origin, angle=float(match["angle"]), power=power, **laid)
