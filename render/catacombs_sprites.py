"""Colours and disk sprites of Catacombs Conquest, shared by the arena picture, the hand and the GIF.

The GIF draws straight into a fixed 16-colour palette (``GIF_PALETTE``): no per-frame quantising,
which keeps encoding fast and the bytes stable (performance baselines §4).
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from render.common import RGB, draw_text, font, supersampled
from rules.catacombs.model import DiskKind, ShotKind, Side

BACKGROUND: RGB = (28, 26, 34)
PANEL: RGB = (44, 41, 54)
MAT: RGB = (46, 74, 66)
MAT_LINE: RGB = (64, 98, 88)
WALL: RGB = (132, 104, 74)
TEXT: RGB = (238, 236, 230)
MUTED: RGB = (168, 166, 176)
ACCENT: RGB = (255, 204, 51)
TRAIL: RGB = (196, 214, 206)
HIT: RGB = (255, 80, 60)
DARK: RGB = (16, 14, 20)
TEAM: dict[Side, RGB] = {Side.SWORD: (72, 136, 230), Side.SKULL: (206, 72, 80)}
OBSTACLE: RGB = (150, 206, 226)
PROJECTILE: RGB = (250, 160, 40)
SHOT_COLOURS: dict[ShotKind, RGB] = {
    ShotKind.MOVE: (150, 200, 150),
    ShotKind.COMBAT: (230, 120, 90),
    ShotKind.CRITICAL: (240, 60, 60),
    ShotKind.MISSILE: (220, 190, 90),
    ShotKind.FIREBALL: (250, 140, 40),
    ShotKind.LONGBOW: (180, 150, 100),
    ShotKind.WAVE: (90, 180, 230),
    ShotKind.POWERFUL_WAVE: (60, 120, 240),
}

GIF_COLOURS: tuple[RGB, ...] = (BACKGROUND, MAT, WALL, TEAM[Side.SWORD], TEAM[Side.SKULL], OBSTACLE, PROJECTILE,
                                TEXT, DARK, TRAIL, ACCENT, MAT_LINE, HIT)
GIF_INDEX = {colour: i for i, colour in enumerate(GIF_COLOURS)}
GIF_PALETTE = [v for colour in GIF_COLOURS for v in colour] + [0] * (3 * (256 - len(GIF_COLOURS)))


def disk_colour(kind: DiskKind, side: Side | None) -> RGB:
    if side is not None:
        return TEAM[side]
    return OBSTACLE if kind is DiskKind.OBSTACLE else PROJECTILE


@lru_cache(maxsize=64)
def disk_sprite(diameter: int, colour: RGB, label: str, ring: bool, min_label: int = 0) -> Image.Image:
    """A wooden disk seen from above: rim, face, label; ``ring`` marks the disk holding the turn.

    The label is at least ``min_label`` px, outlined in dark so it reads even where it overhangs
    a small projectile."""
    pad = 8 if ring else 2
    size = diameter + 2 * pad

    def paint(draw: ImageDraw.ImageDraw, s: int) -> None:
        o = pad * s
        d = diameter * s
        if ring:
            draw.ellipse((s, s, size * s - s, size * s - s), outline=ACCENT, width=4 * s)
        draw.ellipse((o, o, o + d, o + d), fill=DARK)
        inset = max(2, diameter // 14) * s
        draw.ellipse((o + inset, o + inset, o + d - inset, o + d - inset), fill=colour)
        if label:
            face = font(max(10, int(diameter * 0.42), min_label) * s, bold=True)
            draw_text(draw, (size * s / 2, size * s / 2), label, face, TEXT, "mm", DARK, scale=s)

    return supersampled((size, size), paint)
