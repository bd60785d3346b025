"""Tomb Raider Underworld picture pieces: palette and cached, anti-aliased glyphs.

Every sprite depends only on its arguments and is cached, so a board is mostly pastes.  Nothing
here holds words: spaces, items and figures are drawn shapes, digits and initials, so they read the
same in any language; the board and its legend put the catalog's words next to them.
"""

from __future__ import annotations

import functools
import math
from typing import Literal

from PIL import Image, ImageDraw

from render.common import RGB, draw_text, font, supersampled
from rules.underworld.model import Axis, Item

# ---------------------------------------------------------------- palette

BACKGROUND: RGB = (22, 24, 30)
PANEL: RGB = (36, 40, 50)
PANEL_ACTIVE: RGB = (54, 64, 88)
TEXT: RGB = (244, 244, 244)
MUTED: RGB = (172, 178, 192)
DIM: RGB = (90, 96, 110)
ACCENT: RGB = (255, 204, 51)
OUTLINE: RGB = (10, 10, 14)
DANGER: RGB = (226, 52, 60)
GOOD: RGB = (80, 200, 110)

AXIS_COLOURS: dict[Axis, RGB] = {
    # blue, red and a light pink-purple: still three colours with red-green colour blindness
    Axis.ACROBATICS: (40, 80, 200),
    Axis.BATTLE: (214, 62, 52),
    Axis.CUNNING: (204, 121, 167),
}
AXIS_CAPTIONS: dict[Axis, RGB] = {
    # axis names written on the dark panels: lighter tints of the card colours
    Axis.ACROBATICS: (120, 160, 255),
    Axis.BATTLE: (255, 116, 104),
    Axis.CUNNING: (240, 170, 210),
}
VP_GREEN: RGB = (46, 170, 80)
GOLD: RGB = (240, 190, 40)
MEDKIT_GREY: RGB = (200, 204, 210)
HEART_RED: RGB = (232, 44, 64)
ADRENALINE: RGB = (255, 128, 20)
OBJECT_BROWN: RGB = (110, 70, 40)
NATLA: RGB = (200, 150, 30)
LARA: RGB = (30, 120, 220)
SERPENT: RGB = (40, 150, 110)
TRACK_TILE: RGB = (214, 196, 156)
TRACK_EDGE: RGB = (120, 96, 60)

Box = tuple[float, float, float, float]


def _shrink(box: Box, by: float) -> Box:
    return (box[0] + by, box[1] + by, box[2] - by, box[3] - by)


def _points(box: Box, shape: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Map a shape given in unit coordinates (0..1) into ``box``."""
    x0, y0, x1, y1 = box
    return [(x0 + (x1 - x0) * u, y0 + (y1 - y0) * v) for u, v in shape]


# ---------------------------------------------------------------- card-type glyphs


def _chevrons(draw: ImageDraw.ImageDraw, box: Box, fill: RGB) -> None:
    """Acrobatics: two rising chevrons (a leap)."""
    for top in (0.06, 0.46):
        draw.polygon(_points(box, [(0.5, top), (0.96, top + 0.4), (0.76, top + 0.52), (0.5, top + 0.26),
                                   (0.24, top + 0.52), (0.04, top + 0.4)]), fill=fill)


def _crosshair(draw: ImageDraw.ImageDraw, box: Box, fill: RGB) -> None:
    """Battle: a gun sight."""
    x0, y0, x1, y1 = box
    w = x1 - x0
    line = max(2, round(0.12 * w))
    draw.ellipse(_shrink(box, 0.12 * w), outline=fill, width=line)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    draw.line([(cx, y0), (cx, y0 + 0.42 * w)], fill=fill, width=line)
    draw.line([(cx, y1 - 0.42 * w), (cx, y1)], fill=fill, width=line)
    draw.line([(x0, cy), (x0 + 0.42 * w, cy)], fill=fill, width=line)
    draw.line([(x1 - 0.42 * w, cy), (x1, cy)], fill=fill, width=line)
    draw.ellipse((cx - 0.08 * w, cy - 0.08 * w, cx + 0.08 * w, cy + 0.08 * w), fill=fill)


def _eye(draw: ImageDraw.ImageDraw, box: Box, fill: RGB, back: RGB) -> None:
    """Cunning: an open eye."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    outline = [(x0 + w * (0.5 + 0.5 * math.cos(a)), y0 + h * (0.5 - 0.36 * math.sin(a)))
               for a in (i * math.pi / 12 for i in range(25))]
    draw.polygon(outline, fill=fill)
    r = 0.22 * w
    cx, cy = x0 + w / 2, y0 + h / 2
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=back)
    r2 = 0.11 * w
    draw.ellipse((cx - r2, cy - r2, cx + r2, cy + r2), fill=fill)


def axis_glyph(draw: ImageDraw.ImageDraw, axis: Axis, box: Box, fill: RGB, back: RGB) -> None:
    """The icon of a progress card type, drawn in ``box``."""
    if axis is Axis.ACROBATICS:
        _chevrons(draw, box, fill)
    elif axis is Axis.BATTLE:
        _crosshair(draw, box, fill)
    else:
        _eye(draw, box, fill, back)


def card_height(width: int) -> int:
    """How tall :func:`card_face` draws a card ``width`` px wide."""
    return round(width * 1.4)


@functools.lru_cache(maxsize=32)
def card_face(axis: Axis, width: int) -> Image.Image:
    """A progress card: its type colour with its icon, big enough to tell apart at a glance."""
    height = card_height(width)

    def paint(draw: ImageDraw.ImageDraw, s: int) -> None:
        box = (s, s, width * s - s, height * s - s)
        colour = AXIS_COLOURS[axis]
        draw.rounded_rectangle(box, radius=0.14 * width * s, fill=colour, outline=TEXT, width=2 * s)
        icon = 0.62 * width * s
        cx, cy = width * s / 2, height * s / 2
        axis_glyph(draw, axis, (cx - icon / 2, cy - icon / 2, cx + icon / 2, cy + icon / 2), TEXT, colour)

    return supersampled((width, height), paint)


@functools.lru_cache(maxsize=8)
def card_back(width: int, height: int) -> Image.Image:
    """The back of a progress card (hand sizes, the draw pile)."""

    def paint(draw: ImageDraw.ImageDraw, s: int) -> None:
        box = (s, s, width * s - s, height * s - s)
        draw.rounded_rectangle(box, radius=0.16 * width * s, fill=(96, 70, 44), outline=TEXT, width=2 * s)
        inner = _shrink(box, 0.2 * width * s)
        draw.rounded_rectangle(inner, radius=0.08 * width * s, outline=(214, 170, 100), width=2 * s)

    return supersampled((width, height), paint)


# ---------------------------------------------------------------- counters and items


def _coin(draw: ImageDraw.ImageDraw, box: Box, fill: RGB, s: int) -> None:
    draw.ellipse(box, fill=fill, outline=OUTLINE, width=2 * s)
    draw.ellipse(_shrink(box, 0.14 * (box[2] - box[0])), outline=(220, 250, 220), width=2 * s)


def _star(draw: ImageDraw.ImageDraw, box: Box, fill: RGB) -> None:
    x0, y0, x1, y1 = box
    cx, cy, r = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    draw.polygon(points, fill=fill)


def _gem(draw: ImageDraw.ImageDraw, box: Box, s: int) -> None:
    draw.polygon(_points(box, [(0.22, 0.14), (0.78, 0.14), (1.0, 0.4), (0.5, 0.96), (0.0, 0.4)]),
                 fill=GOLD, outline=OUTLINE, width=2 * s)
    draw.polygon(_points(box, [(0.22, 0.14), (0.5, 0.4), (0.0, 0.4)]), fill=(255, 230, 120))
    draw.polygon(_points(box, [(0.5, 0.4), (1.0, 0.4), (0.5, 0.96)]), fill=(200, 140, 20))


def _medkit(draw: ImageDraw.ImageDraw, box: Box, s: int) -> None:
    w = box[2] - box[0]
    body = (box[0], box[1] + 0.16 * w, box[2], box[3] - 0.06 * w)
    draw.rounded_rectangle((box[0] + 0.32 * w, box[1] + 0.02 * w, box[2] - 0.32 * w, box[1] + 0.3 * w),
                           radius=0.06 * w, outline=OUTLINE, width=3 * s)
    draw.rounded_rectangle(body, radius=0.14 * w, fill=MEDKIT_GREY, outline=OUTLINE, width=2 * s)
    cx, cy = (body[0] + body[2]) / 2, (body[1] + body[3]) / 2
    arm, thick = 0.3 * w, 0.1 * w
    draw.rectangle((cx - arm, cy - thick, cx + arm, cy + thick), fill=HEART_RED)
    draw.rectangle((cx - thick, cy - arm, cx + thick, cy + arm), fill=HEART_RED)


def heart_shape(draw: ImageDraw.ImageDraw, box: Box, fill: RGB | None, outline: RGB | None = None, width: int = 0) -> None:
    """A heart: two lobes and a point; an outline-only heart is an empty health slot."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    points = []
    for i in range(49):
        a = 2 * math.pi * i / 48
        x = 16 * math.sin(a) ** 3
        y = 13 * math.cos(a) - 5 * math.cos(2 * a) - 2 * math.cos(3 * a) - math.cos(4 * a)
        points.append((x0 + w * (0.5 + x / 34), y0 + h * (0.46 - y / 32)))
    draw.polygon(points, fill=fill, outline=outline, width=width)


@functools.lru_cache(maxsize=64)
def item(kind: Item, size: int) -> Image.Image:
    """What a price asks for: a card of a type, a victory point, a treasure, or any item (a "?")."""

    def paint(draw: ImageDraw.ImageDraw, s: int) -> None:
        n = size * s
        box = (s, s, n - s, n - s)
        if kind in (Item.ACROBATICS, Item.BATTLE, Item.CUNNING):
            axis = Axis(kind.value)
            card = (0.14 * n, s, 0.86 * n, n - s)
            draw.rounded_rectangle(card, radius=0.1 * n, fill=AXIS_COLOURS[axis], outline=TEXT, width=2 * s)
            axis_glyph(draw, axis, _shrink((0.14 * n, 0.14 * n, 0.86 * n, 0.86 * n), 0.06 * n), TEXT, AXIS_COLOURS[axis])
        elif kind is Item.VP:
            _coin(draw, box, VP_GREEN, s)
            _star(draw, _shrink(box, 0.26 * n), (236, 255, 236))
        elif kind is Item.TREASURE:
            _gem(draw, _shrink(box, 0.04 * n), s)
        else:
            draw.rounded_rectangle((0.14 * n, s, 0.86 * n, n - s), radius=0.1 * n, fill=(120, 124, 136), outline=TEXT, width=2 * s)
            draw_text(draw, (n / 2, n / 2), "?", font(round(size * 0.9) * s, bold=True), TEXT, "mm", OUTLINE, scale=s)

    return supersampled((size, size), paint)


@functools.lru_cache(maxsize=16)
def medkit(size: int) -> Image.Image:
    return supersampled((size, size), lambda draw, s: _medkit(draw, (s, s, size * s - s, size * s - s), s))


# ---------------------------------------------------------------- track spaces


def _die(draw: ImageDraw.ImageDraw, box: Box, s: int) -> None:
    """The black obstacle die showing five pips."""
    w = box[2] - box[0]
    draw.rounded_rectangle(box, radius=0.2 * w, fill=(24, 24, 26), outline=TEXT, width=2 * s)
    r = 0.09 * w
    for u, v in ((0.28, 0.28), (0.72, 0.28), (0.5, 0.5), (0.28, 0.72), (0.72, 0.72)):
        cx, cy = box[0] + u * w, box[1] + v * w
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=TEXT)


def _bolt(draw: ImageDraw.ImageDraw, box: Box, s: int) -> None:
    """Adrenaline: an orange lightning bolt in a dark disc."""
    draw.ellipse(box, fill=(70, 30, 10), outline=ADRENALINE, width=2 * s)
    shape = [(0.58, 0.1), (0.26, 0.56), (0.48, 0.56), (0.4, 0.92), (0.76, 0.42), (0.54, 0.42), (0.66, 0.1)]
    draw.polygon(_points(box, shape), fill=ADRENALINE)


def _relic(draw: ImageDraw.ImageDraw, box: Box, s: int) -> None:
    """Relic: a white heart with a plus, the maximum health grows."""
    w = box[2] - box[0]
    draw.ellipse(box, fill=(60, 20, 40), outline=TEXT, width=2 * s)
    inner = _shrink(box, 0.16 * w)
    heart_shape(draw, inner, TEXT)
    cx, cy = (inner[0] + inner[2]) / 2, (inner[1] + inner[3]) / 2 - 0.04 * w
    arm, thick = 0.16 * w, 0.05 * w
    draw.rectangle((cx - arm, cy - thick, cx + arm, cy + thick), fill=HEART_RED)
    draw.rectangle((cx - thick, cy - arm, cx + thick, cy + arm), fill=HEART_RED)


def _object_card(draw: ImageDraw.ImageDraw, box: Box, s: int, thor: bool) -> None:
    """An object card: a brown card with a gold diamond; a Thor object carries a hammer instead."""
    w = box[2] - box[0]
    card = (box[0] + 0.14 * w, box[1], box[2] - 0.14 * w, box[3])
    draw.rounded_rectangle(card, radius=0.1 * w, fill=(60, 44, 110) if thor else OBJECT_BROWN, outline=TEXT, width=2 * s)
    inner = _shrink(card, 0.12 * w)
    if thor:
        hammer(draw, inner, GOLD)
    else:
        draw.polygon(_points(inner, [(0.5, 0.1), (0.9, 0.5), (0.5, 0.9), (0.1, 0.5)]), fill=GOLD)


def hammer(draw: ImageDraw.ImageDraw, box: Box, fill: RGB) -> None:
    """Mjölnir's outline, standing for every Thor object."""
    draw.polygon(_points(box, [(0.1, 0.1), (0.9, 0.1), (0.9, 0.42), (0.1, 0.42)]), fill=fill)
    draw.polygon(_points(box, [(0.42, 0.42), (0.58, 0.42), (0.58, 0.94), (0.42, 0.94)]), fill=fill)


def _serpent(draw: ImageDraw.ImageDraw, box: Box, s: int) -> None:
    """Jörmungandr: a green serpent coiled in a dark disc."""
    w = box[2] - box[0]
    draw.ellipse(box, fill=(16, 50, 40), outline=SERPENT, width=2 * s)
    x0, y0 = box[0], box[1]
    points = [(x0 + w * (0.18 + 0.64 * i / 40), y0 + w * (0.5 + 0.2 * math.sin(i / 40 * 3 * math.pi))) for i in range(41)]
    draw.line(points, fill=(120, 230, 150), width=max(2, round(0.12 * w)), joint="curve")
    hx, hy = points[-1]
    draw.ellipse((hx - 0.09 * w, hy - 0.09 * w, hx + 0.09 * w, hy + 0.09 * w), fill=(120, 230, 150))


def _start(draw: ImageDraw.ImageDraw, box: Box, s: int) -> None:
    """The start space: an empty ring."""
    w = box[2] - box[0]
    draw.ellipse(_shrink(box, 0.18 * w), outline=TRACK_EDGE, width=4 * s)


@functools.lru_cache(maxsize=256)
def space(code: str, size: int, thor: bool = False, used: bool = False) -> Image.Image:
    """A space of a region track as a sand-coloured tile with its effect's glyph.

    ``code`` is a space code of the view (``vp``, ``die``, ``obj`` for any object…); ``thor`` marks
    an object space whose object goes to the main board; a ``used`` space (behind Lara) is darkened
    but stays opaque, so the track line does not show through it.
    """

    def paint(draw: ImageDraw.ImageDraw, s: int) -> None:
        n = size * s
        draw.rounded_rectangle((s, s, n - s, n - s), radius=0.16 * n, fill=TRACK_TILE, outline=TRACK_EDGE, width=3 * s)
        glyph = _shrink((0, 0, n, n), 0.17 * n)
        if code == "vp":
            _coin(draw, glyph, VP_GREEN, s)
            _star(draw, _shrink(glyph, 0.2 * (glyph[2] - glyph[0])), (236, 255, 236))
        elif code == "tre":
            _gem(draw, glyph, s)
        elif code == "med":
            _medkit(draw, glyph, s)
        elif code == "card":
            g = glyph
            w = g[2] - g[0]
            draw.rounded_rectangle((g[0] + 0.16 * w, g[1], g[2] - 0.16 * w, g[3]), radius=0.1 * w,
                                   fill=(96, 70, 44), outline=TEXT, width=2 * s)
            draw.rounded_rectangle((g[0] + 0.3 * w, g[1] + 0.16 * w, g[2] - 0.3 * w, g[3] - 0.16 * w),
                                   radius=0.05 * w, outline=(214, 170, 100), width=2 * s)
        elif code == "die":
            _die(draw, glyph, s)
        elif code == "adr":
            _bolt(draw, glyph, s)
        elif code == "rel":
            _relic(draw, glyph, s)
        elif code == "obj":
            _object_card(draw, glyph, s, thor)
        elif code == "jormungandr":
            _serpent(draw, glyph, s)
        else:
            _start(draw, glyph, s)

    tile = supersampled((size, size), paint)
    return _darkened(tile) if used else tile


def _darkened(sprite: Image.Image) -> Image.Image:
    ground = Image.new("RGBA", sprite.size, (*BACKGROUND, 255))
    dimmed = Image.blend(ground, Image.alpha_composite(ground, sprite), 0.45)
    dimmed.putalpha(sprite.getchannel("A"))
    return dimmed


# ---------------------------------------------------------------- figures and gauges


@functools.lru_cache(maxsize=16)
def standee(letter: str, colour: RGB, radius: int, min_letter: int = 0) -> Image.Image:
    """A figure seen from above: a disc in its colour with an initial (Lara's is L, Natla's N),
    at least ``min_letter`` px so it reads on a phone."""
    size = radius * 2 + 4

    def paint(draw: ImageDraw.ImageDraw, s: int) -> None:
        box = (2 * s, 2 * s, (size - 2) * s, (size - 2) * s)
        draw.ellipse(box, fill=OUTLINE)
        draw.ellipse(_shrink(box, 2 * s), fill=TEXT)
        draw.ellipse(_shrink(box, 5 * s), fill=colour)
        face = font(max(round(radius * 1.15), min_letter) * s, bold=True)
        draw_text(draw, (size * s / 2, size * s / 2), letter, face, TEXT, "mm", OUTLINE, scale=s)

    return supersampled((size, size), paint)


HeartState = Literal["full", "empty", "locked"]  # held; below the maximum; above it, up to the cap


@functools.lru_cache(maxsize=8)
def heart(state: HeartState, size: int) -> Image.Image:
    """A health slot told apart by shape, not only shade: a filled red heart, a hollow outline Lara
    can heal into, or a dim struck-through slot only a relic opens."""

    def paint(draw: ImageDraw.ImageDraw, s: int) -> None:
        box = (2 * s, 2 * s, size * s - 2 * s, size * s - 2 * s)
        if state == "full":
            heart_shape(draw, box, HEART_RED, TEXT, 2 * s)
        elif state == "empty":
            heart_shape(draw, box, None, (255, 150, 160), 4 * s)
        else:
            heart_shape(draw, box, (44, 46, 54), DIM, 2 * s)
            draw.line((box[0] + 0.1 * size * s, box[3] - 0.1 * size * s, box[2] - 0.1 * size * s, box[1] + 0.1 * size * s),
                      fill=MUTED, width=3 * s)

    return supersampled((size, size), paint)


@functools.lru_cache(maxsize=8)
def thor_slot(found: bool, size: int) -> Image.Image:
    """A place for a Thor object on the main board: a gold hammer when found, a faint outline if not."""

    def paint(draw: ImageDraw.ImageDraw, s: int) -> None:
        n = size * s
        box = (s, s, n - s, n - s)
        if found:
            draw.rounded_rectangle(box, radius=0.18 * n, fill=(60, 44, 110), outline=GOLD, width=3 * s)
            hammer(draw, _shrink(box, 0.18 * n), GOLD)
        else:
            draw.rounded_rectangle(box, radius=0.18 * n, outline=DIM, width=2 * s)
            hammer(draw, _shrink(box, 0.18 * n), (54, 58, 68))

    return supersampled((size, size), paint)


@functools.lru_cache(maxsize=4)
def exit_badge(size: int) -> Image.Image:
    """The way out of a region: a green badge with a doorway and an arrow walking out of it."""

    def paint(draw: ImageDraw.ImageDraw, s: int) -> None:
        n = size * s
        draw.rounded_rectangle((s, s, n - s, n - s), radius=0.2 * n, fill=(30, 130, 70), outline=TEXT, width=2 * s)
        draw.rectangle((0.2 * n, 0.2 * n, 0.5 * n, 0.8 * n), outline=TEXT, width=3 * s)
        cy = 0.5 * n
        draw.line((0.36 * n, cy, 0.74 * n, cy), fill=TEXT, width=5 * s)
        draw.polygon([(0.84 * n, cy), (0.68 * n, cy - 0.14 * n), (0.68 * n, cy + 0.14 * n)], fill=TEXT)

    return supersampled((size, size), paint)
