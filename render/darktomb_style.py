"""Dark Tomb picture palette and small helpers shared by the map and the hero sheets."""

from __future__ import annotations

from render.common import RGB

BACKGROUND: RGB = (22, 26, 34)
PANEL: RGB = (36, 42, 56)
TEXT: RGB = (240, 242, 246)
MUTED: RGB = (160, 168, 186)
ACCENT: RGB = (255, 204, 51)
OUTLINE: RGB = (10, 12, 16)
MONSTER: RGB = (176, 36, 48)

TERRAIN: dict[str, RGB] = {
    ".": (214, 220, 226),  # floor (snow-dusted stone)
    "S": (170, 210, 170),  # start squares
    "#": (70, 64, 70),  # wall
    "~": (60, 120, 200),  # water
    "B": (214, 220, 226),  # barrel on floor
    "D": (214, 220, 226),  # locked door
    "d": (214, 220, 226),  # open door
    "I": (150, 220, 246),  # black ice (pale blue, readable)
    "?": (44, 50, 72),  # face-down tile
}

HERO_COLOURS: dict[str, RGB] = {
    # apart in lightness as well as hue, so red-green colour blindness keeps them distinct
    "dalia": (0, 158, 115),
    "oash": (86, 180, 233),
    "brakk": (40, 80, 200),
    "ilse": (230, 159, 0),
}


def initials(name: str, letters: int) -> str:
    """First letters of the words of a translated name ("Tavern Brawler" → "TB"), for figure tokens."""
    parts = [p for p in name.replace("'", " ").replace("’", " ").split() if p[:1].isalpha() and p[:1].upper() == p[:1]] or name.split()
    if len(parts) >= letters:
        return "".join(p[0] for p in parts[:letters]).upper()
    return name[:letters].upper()
