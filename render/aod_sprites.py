"""The Angel of Darkness picture pieces: palette and cached, anti-aliased sprites.

Every sprite depends only on its arguments and is cached, so a board is mostly a few dozen pastes.
Nothing here holds words: glyphs are drawn shapes, digits and the characters' initials, so they read
the same in any language.
"""

from __future__ import annotations

import functools
import math
import random
from typing import Literal

from PIL import Image, ImageDraw

from render.common import RGB, draw_text, font, supersampled
from rules.aod.model import CardType, Character, CounterKind, Direction, Side, Symbol

# ---------------------------------------------------------------- palette

BACKGROUND: RGB = (24, 26, 32)
PANEL: RGB = (34, 38, 48)
PANEL_ACTIVE: RGB = (52, 62, 84)
TEXT: RGB = (240, 240, 240)
MUTED: RGB = (170, 176, 190)
ACCENT: RGB = (255, 204, 51)
SIDE_COLOURS: dict[Side, RGB] = {Side.GOOD: (120, 178, 255), Side.BAD: (255, 128, 120)}
"""A seat's side, in words drawn in these colours (the words carry it; the colour only helps)."""
OUTLINE: RGB = (12, 12, 16)

WALL: RGB = (92, 70, 50)
WALL_EDGE: RGB = (58, 42, 30)
FLOOR: RGB = (232, 214, 168)
ROOM_FLOOR: RGB = (246, 178, 82)
HIDDEN: RGB = (48, 62, 92)
HIDDEN_LINE: RGB = (78, 96, 136)
VOID: RGB = (10, 10, 12)
RUBBLE: tuple[RGB, ...] = ((58, 56, 54), (82, 78, 72), (44, 42, 40))
START_FLOOR: RGB = (120, 170, 110)
HAZARD: RGB = (255, 196, 0)  # warning stripes on the tiles that fall next
POLICE: RGB = (36, 78, 190)
STRUCK: RGB = (220, 50, 60)  # the cross over a counter nobody scored

FIGURE_COLOURS: dict[Character, RGB] = {
    # good guys: cool colours; bad guys: warm colours.  Dark/light pairs on each side keep all four
    # apart with red-green colour blindness too (tests/render/test_colour_vision.py)
    Character.LARA: (40, 80, 200),
    Character.KURTIS: (86, 180, 233),
    Character.PIETER: (210, 40, 50),
    Character.JOACHIM: (240, 228, 66),
}
FIGURE_LETTERS: dict[Character, str] = {
    Character.LARA: "L",
    Character.KURTIS: "K",
    Character.PIETER: "P",
    Character.JOACHIM: "J",
}
KNOCKED_OUT: RGB = (150, 150, 150)

CARD_COLOURS: dict[CardType, RGB] = {
    CardType.ENERGY: (245, 196, 40),
    CardType.AMMO: (64, 72, 88),
    CardType.LIFE: (226, 60, 80),
}
CARD_CAPTIONS: dict[CardType, RGB] = {
    # card-type names written on the dark panels
    CardType.ENERGY: (245, 196, 40),
    CardType.AMMO: (176, 190, 214),
    CardType.LIFE: (240, 96, 112),
}
GLYPH_INK: dict[CardType, RGB] = {
    CardType.ENERGY: OUTLINE,
    CardType.AMMO: (236, 186, 70),  # a brass cartridge
    CardType.LIFE: TEXT,
}
RELOAD_TYPES: dict[Symbol, CardType] = {
    Symbol.RELOAD_ENERGY: CardType.ENERGY,
    Symbol.RELOAD_AMMO: CardType.AMMO,
    Symbol.RELOAD_LIFE: CardType.LIFE,
}

# ---------------------------------------------------------------- glyphs (drawn in a box, any scale)

Box = tuple[float, float, float, float]


def _points(box: Box, shape: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Map a shape given in unit coordinates (0..1) into ``box``."""
    x0, y0, x1, y1 = box
    return [(x0 + (x1 - x0) * u, y0 + (y1 - y0) * v) for u, v in shape]


def _bolt(draw: ImageDraw.ImageDraw, box: Box, fill: RGB) -> None:
    shape = [(0.58, 0.0), (0.18, 0.56), (0.46, 0.56), (0.36, 1.0), (0.82, 0.40), (0.54, 0.40), (0.68, 0.0)]
    draw.polygon(_points(box, shape), fill=fill)


def _bullet(draw: ImageDraw.ImageDraw, box: Box, fill: RGB) -> None:
    x0, y0, x1, y1 = box
    w = x1 - x0
    body = (x0 + 0.30 * w, y0 + 0.40 * (y1 - y0), x0 + 0.70 * w, y1)
    draw.rectangle(body, fill=fill)
    draw.ellipse((body[0], y0, body[2], y0 + 0.8 * (y1 - y0)), fill=fill)
    draw.rectangle((body[0] - 0.06 * w, y1 - 0.16 * (y1 - y0), body[2] + 0.06 * w, y1), fill=fill)


def _heart(draw: ImageDraw.ImageDraw, box: Box, fill: RGB) -> None:
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    r = 0.27 * w
    draw.ellipse((x0 + 0.0 * w, y0 + 0.08 * h, x0 + 2 * r, y0 + 0.08 * h + 2 * r), fill=fill)
    draw.ellipse((x1 - 2 * r, y0 + 0.08 * h, x1, y0 + 0.08 * h + 2 * r), fill=fill)
    draw.polygon(_points(box, [(0.02, 0.42), (0.98, 0.42), (0.5, 0.98)]), fill=fill)


def _flame(draw: ImageDraw.ImageDraw, box: Box) -> None:
    """A torch: a wooden handle under a two-tone flame."""
    draw.polygon(_points(box, [(0.40, 0.55), (0.60, 0.55), (0.56, 1.0), (0.44, 1.0)]), fill=(120, 80, 40))
    draw.polygon(
        _points(box, [(0.5, 0.0), (0.78, 0.30), (0.76, 0.52), (0.5, 0.62), (0.24, 0.52), (0.22, 0.30)]),
        fill=(250, 120, 20),
    )
    draw.polygon(_points(box, [(0.5, 0.20), (0.64, 0.40), (0.5, 0.55), (0.36, 0.40)]), fill=(255, 230, 90))


def card_glyph(draw: ImageDraw.ImageDraw, card_type: CardType, box: Box, fill: RGB) -> None:
    """The icon of a card type: bolt (energy), bullet (ammo), heart (life)."""
    {CardType.ENERGY: _bolt, CardType.AMMO: _bullet, CardType.LIFE: _heart}[card_type](draw, box, fill)


# ---------------------------------------------------------------- board tiles


def _shrink(box: Box, by: float) -> Box:
    return (box[0] + by, box[1] + by, box[2] - by, box[3] - by)


@functools.lru_cache(maxsize=64)
def open_tile(size: int, edges: frozenset[Direction], room: bool) -> Image.Image:
    """An opened tile: stone walls with the corridor carved towards each open edge.

    A room (torch tile) gets a wide warm-coloured hall in the middle so it stands out.
    """

    def paint(draw: ImageDraw.ImageDraw, s: int) -> None:
        n = size * s
        draw.rounded_rectangle((0, 0, n - 1, n - 1), radius=8 * s, fill=WALL)
        half = n / 2
        lane = 0.18 * n
        hub = 0.3 * n if room else lane
        hall = (half - hub, half - hub, half + hub, half + hub)
        for grow, colour in ((3 * s, WALL_EDGE), (0, FLOOR)):
            for edge in edges:
                draw.rectangle(_lane(edge, n, lane + grow), fill=colour)
            draw.rectangle(_shrink(hall, -grow), fill=colour)
        if room:
            draw.rectangle(hall, fill=ROOM_FLOOR, outline=WALL_EDGE, width=3 * s)
            for edge in edges:  # doorways through the hall's wall
                draw.rectangle(_doorway(edge, n, lane, hub), fill=ROOM_FLOOR)

    return supersampled((size, size), paint)


def _doorway(edge: Direction, n: float, half_width: float, hub: float) -> Box:
    """The gap in a room's wall where a corridor enters it."""
    c, depth = n / 2, 0.02 * n
    return {
        Direction.N: (c - half_width, c - hub - depth, c + half_width, c - hub + depth),
        Direction.S: (c - half_width, c + hub - depth, c + half_width, c + hub + depth),
        Direction.W: (c - hub - depth, c - half_width, c - hub + depth, c + half_width),
        Direction.E: (c + hub - depth, c - half_width, c + hub + depth, c + half_width),
    }[edge]


def _lane(edge: Direction, n: float, half_width: float) -> Box:
    """The rectangle of a corridor running from the tile centre to ``edge``."""
    c = n / 2
    return {
        Direction.N: (c - half_width, 0, c + half_width, c),
        Direction.S: (c - half_width, c, c + half_width, n),
        Direction.W: (0, c - half_width, c, c + half_width),
        Direction.E: (c, c - half_width, n, c + half_width),
    }[edge]


@functools.lru_cache(maxsize=4)
def hidden_tile(size: int) -> Image.Image:
    """A face-down tile: a plain patterned back, identical for every tile."""

    def paint(draw: ImageDraw.ImageDraw, s: int) -> None:
        n = size * s
        draw.rounded_rectangle((0, 0, n - 1, n - 1), radius=8 * s, fill=HIDDEN)
        draw.rounded_rectangle(_shrink((0, 0, n - 1, n - 1), 8 * s), radius=6 * s, outline=HIDDEN_LINE, width=3 * s)
        c = n / 2
        d = 0.22 * n
        draw.polygon([(c, c - d), (c + d, c), (c, c + d), (c - d, c)], outline=HIDDEN_LINE, width=3 * s)
        draw.ellipse((c - 0.05 * n, c - 0.05 * n, c + 0.05 * n, c + 0.05 * n), fill=HIDDEN_LINE)

    return supersampled((size, size), paint)


@functools.lru_cache(maxsize=32)
def removed_tile(size: int, row: int, col: int) -> Image.Image:
    """A collapsed tile: a dark void with rubble, scattered the same way every time for a cell."""
    rnd = random.Random(f"rubble:{row}:{col}")

    def paint(draw: ImageDraw.ImageDraw, s: int) -> None:
        n = size * s
        draw.rounded_rectangle((0, 0, n - 1, n - 1), radius=8 * s, fill=VOID)
        for _ in range(9):
            cx, cy, r = rnd.uniform(0.15, 0.85) * n, rnd.uniform(0.15, 0.85) * n, rnd.uniform(0.05, 0.11) * n
            corners = [(cx + r * rnd.uniform(0.6, 1.2) * dx, cy + r * rnd.uniform(0.6, 1.2) * dy)
                       for dx, dy in ((-1, -0.3), (0.2, -1), (1, 0.1), (0.3, 1), (-0.8, 0.7))]
            draw.polygon(corners, fill=rnd.choice(RUBBLE))

    return supersampled((size, size), paint)


@functools.lru_cache(maxsize=8)
def start_tile(width: int, height: int, toward: Direction) -> Image.Image:
    """The entrance outside the museum, its doorway facing the museum tile it touches."""

    def paint(draw: ImageDraw.ImageDraw, s: int) -> None:
        w, h = width * s, height * s
        draw.rounded_rectangle((0, 0, w - 1, h - 1), radius=10 * s, fill=START_FLOOR, outline=(70, 110, 64), width=4 * s)
        door = 0.23 * min(w, h)
        cx, cy = w / 2, h / 2
        lane = {
            Direction.N: (cx - door, 0, cx + door, 12 * s),
            Direction.S: (cx - door, h - 12 * s, cx + door, h),
            Direction.W: (0, cy - door, 12 * s, cy + door),
            Direction.E: (w - 12 * s, cy - door, w, cy + door),
        }[toward]
        draw.rectangle(lane, fill=FLOOR)

    return supersampled((width, height), paint)


@functools.lru_cache(maxsize=16)
def symbol_badge(symbol: Symbol, size: int) -> Image.Image:
    """Round badge for a tile symbol: a torch for a secret room, a card icon for a reload tile."""

    def paint(draw: ImageDraw.ImageDraw, s: int) -> None:
        n = size * s
        if symbol is Symbol.TORCH:
            draw.ellipse((0, 0, n - 1, n - 1), fill=(60, 34, 20), outline=OUTLINE, width=2 * s)
            _flame(draw, _shrink((0, 0, n, n), 0.16 * n))
            return
        card_type = RELOAD_TYPES[symbol]
        draw.ellipse((0, 0, n - 1, n - 1), fill=CARD_COLOURS[card_type], outline=OUTLINE, width=2 * s)
        card_glyph(draw, card_type, _shrink((0, 0, n, n), 0.2 * n), GLYPH_INK[card_type])

    return supersampled((size, size), paint)


# ---------------------------------------------------------------- figures, counters, markers


Pose = Literal["up", "knocked_out", "lost"]


def figure_size(radius: int, pose: Pose = "up") -> tuple[int, int]:
    """The size of :func:`figure`'s sprite, known without painting it (a knocked-out figure lies wider than tall)."""
    if pose == "knocked_out":
        return radius * 2 + round(radius * 0.5) + 4, round(radius * 1.4) + 4
    return radius * 2 + 4, radius * 2 + 4


@functools.lru_cache(maxsize=64)
def figure(character: Character, radius: int, pose: Pose = "up", min_letter: int = 0) -> Image.Image:
    """A figure seen from above: a disc in its character's colour with its initial.

    Knocked out, it lies down: a flat grey oval ringed in its colour.  Lost (buried in the
    collapse, only shown on the seat cards), it is a dark, struck-out disc.  ``min_letter`` keeps
    the initial readable on a crowded tile: it may then fill most of the disc.
    """
    colour = FIGURE_COLOURS[character]
    letter = FIGURE_LETTERS[character]
    lying = pose == "knocked_out"
    size = figure_size(radius, pose)
    fill = {"up": colour, "knocked_out": KNOCKED_OUT, "lost": (60, 60, 66)}[pose]
    ring = TEXT if pose == "up" else colour

    def paint(draw: ImageDraw.ImageDraw, s: int) -> None:
        box = (2 * s, 2 * s, (size[0] - 2) * s, (size[1] - 2) * s)
        draw.ellipse(box, fill=OUTLINE)
        draw.ellipse(_shrink(box, 2 * s), fill=ring)
        draw.ellipse(_shrink(box, 5 * s), fill=fill)
        face = font(max(round(radius * (0.95 if lying else 1.15)), min_letter) * s, bold=True)
        ink = TEXT if pose == "up" else colour
        draw_text(draw, (size[0] * s / 2, size[1] * s / 2), letter, face, ink, "mm", OUTLINE, scale=s)
        if pose == "lost":
            draw.line([(box[0] + 0.2 * (box[2] - box[0]), box[1] + 0.2 * (box[3] - box[1])),
                       (box[2] - 0.2 * (box[2] - box[0]), box[3] - 0.2 * (box[3] - box[1]))], fill=(220, 50, 60), width=4 * s)

    return supersampled(size, paint)


@functools.lru_cache(maxsize=64)
def counter(kind: CounterKind, points: int | None, size: int) -> Image.Image:
    """A point counter with its value: evidence is a sheet of paper, a painting a gilt frame,
    the large double-faced counter a purple plaque with a gold border.  The shape tells the kind
    apart without colour; ``points=None`` leaves the value off (a marker too small to read it)."""

    def paint(draw: ImageDraw.ImageDraw, s: int) -> None:
        n = size * s
        box = (s, s, n - s, n - s)
        ink = TEXT
        if kind is CounterKind.EVIDENCE:
            fold = 0.3 * n
            draw.polygon([(box[0], box[1]), (box[2] - fold, box[1]), (box[2], box[1] + fold),
                          (box[2], box[3]), (box[0], box[3])], fill=(214, 236, 250), outline=OUTLINE, width=2 * s)
            draw.polygon([(box[2] - fold, box[1]), (box[2] - fold, box[1] + fold), (box[2], box[1] + fold)],
                         fill=(150, 186, 214), outline=OUTLINE, width=2 * s)
            ink = (20, 50, 100)
        elif kind is CounterKind.PAINTING:
            draw.rectangle(box, fill=(212, 160, 40), outline=OUTLINE, width=2 * s)
            draw.rectangle(_shrink(box, 0.16 * n), fill=(120, 28, 36))
        else:
            draw.rounded_rectangle(box, radius=0.18 * n, fill=(224, 176, 40), outline=OUTLINE, width=2 * s)
            draw.rounded_rectangle(_shrink(box, 0.12 * n), radius=0.1 * n, fill=(110, 40, 150))
        if points is not None:
            face = font(round(size * 0.58) * s, bold=True)
            stroke = None if kind is CounterKind.EVIDENCE else OUTLINE
            draw_text(draw, (n / 2, n / 2 + 0.04 * n), str(points), face, ink, "mm", stroke, scale=s)

    return supersampled((size, size), paint)


@functools.lru_cache(maxsize=8)
def bomb(size: int) -> Image.Image:
    """The time bomb: a black ball with a lit fuse."""

    def paint(draw: ImageDraw.ImageDraw, s: int) -> None:
        n = size * s
        draw.ellipse((0.08 * n, 0.24 * n, 0.84 * n, 1.0 * n - s), fill=(20, 20, 20), outline=(230, 230, 230), width=2 * s)
        draw.ellipse((0.22 * n, 0.38 * n, 0.38 * n, 0.54 * n), fill=(120, 120, 120))
        draw.line([(0.6 * n, 0.3 * n), (0.72 * n, 0.14 * n)], fill=(200, 170, 120), width=4 * s)
        spark = [(0.80 * n, 0.0), (0.84 * n, 0.1 * n), (0.96 * n, 0.08 * n), (0.88 * n, 0.16 * n),
                 (0.96 * n, 0.26 * n), (0.82 * n, 0.22 * n), (0.74 * n, 0.30 * n), (0.74 * n, 0.16 * n)]
        draw.polygon(spark, fill=(255, 170, 0))

    return supersampled((size, size), paint)


@functools.lru_cache(maxsize=8)
def card_back(width: int, height: int) -> Image.Image:
    """The back of an action card (hand sizes and draw piles)."""

    def paint(draw: ImageDraw.ImageDraw, s: int) -> None:
        box = (s, s, width * s - s, height * s - s)
        draw.rounded_rectangle(box, radius=0.16 * width * s, fill=(70, 52, 110), outline=TEXT, width=2 * s)
        draw.rounded_rectangle(_shrink(box, 0.2 * width * s), radius=0.08 * width * s, outline=(150, 130, 200), width=2 * s)

    return supersampled((width, height), paint)


@functools.lru_cache(maxsize=8)
def counter_back(size: int) -> Image.Image:
    """A face-down point counter (the stack of objects still to be found)."""

    def paint(draw: ImageDraw.ImageDraw, s: int) -> None:
        n = size * s
        draw.rounded_rectangle((s, s, n - s, n - s), radius=0.2 * n, fill=(110, 84, 60), outline=TEXT, width=2 * s)
        draw_text(draw, (n / 2, n / 2), "?", font(round(size * 0.6) * s, bold=True), (220, 200, 170), "mm", scale=s)

    return supersampled((size, size), paint)


def card_height(width: int) -> int:
    """How tall :func:`card_face` paints a card ``width`` px wide."""
    return round(width * 1.4)


@functools.lru_cache(maxsize=64)
def card_face(card_type: CardType, value: int | None, width: int) -> Image.Image:
    """A face-up action card: its type colour and icon, and its value in big digits.

    ``value=None`` draws an empty slot (an empty discard pile).
    """
    height = card_height(width)

    def paint(draw: ImageDraw.ImageDraw, s: int) -> None:
        box = (s, s, width * s - s, height * s - s)
        radius = 0.14 * width * s
        if value is None:
            draw.rounded_rectangle(box, radius=radius, outline=MUTED, width=2 * s)
            return
        colour = CARD_COLOURS[card_type]
        ink = OUTLINE if card_type is CardType.ENERGY else TEXT
        draw.rounded_rectangle(box, radius=radius, fill=colour, outline=TEXT, width=2 * s)
        icon = 0.34 * width * s
        corner = (0.1 * width * s, 0.08 * width * s, 0.1 * width * s + icon, 0.08 * width * s + icon)
        card_glyph(draw, card_type, corner, GLYPH_INK[card_type])
        face = font(round(width * 0.62) * s, bold=True)
        draw_text(draw, (width * s / 2, height * s * 0.6), str(value), face, ink, "mm", scale=s)

    return supersampled((width, height), paint)


@functools.lru_cache(maxsize=4)
def falling_frame(size: int) -> Image.Image:
    """The frame laid over a tile that falls next: yellow and black warning stripes round its edge,
    a pattern (not just a colour) that reads the same to every eye; the middle stays clear."""
    band = round(0.12 * size)

    def paint(draw: ImageDraw.ImageDraw, s: int) -> None:
        n = size * s
        stripe = 0.14 * n
        draw.rectangle((0, 0, n - 1, n - 1), fill=OUTLINE)
        k: float = -n
        while k < n:
            draw.polygon([(k, 0), (k + stripe, 0), (k + stripe + n, n), (k + n, n)], fill=HAZARD)
            k += 2 * stripe
        draw.rectangle((band * s, band * s, n - 1 - band * s, n - 1 - band * s), fill=(0, 0, 0, 0))

    return supersampled((size, size), paint)


@functools.lru_cache(maxsize=4)
def police_badge(size: int) -> Image.Image:
    """The mark of the last police raid: a blue badge with a white five-pointed star."""

    def paint(draw: ImageDraw.ImageDraw, s: int) -> None:
        n = size * s
        draw.ellipse((s, s, n - s, n - s), fill=POLICE, outline=TEXT, width=3 * s)
        c, outer, inner = n / 2, 0.36 * n, 0.15 * n
        star = []
        for k in range(10):
            r = outer if k % 2 == 0 else inner
            a = math.radians(-90 + 36 * k)
            star.append((c + r * math.cos(a), c + 0.03 * n + r * math.sin(a)))
        draw.polygon(star, fill=TEXT)

    return supersampled((size, size), paint)


@functools.lru_cache(maxsize=16)
def struck_counter(kind: CounterKind, size: int) -> Image.Image:
    """A counter that left the game unscored (destroyed or lost): its shape, no value, under a red cross."""
    sprite = counter(kind, None, size).copy()

    def paint(draw: ImageDraw.ImageDraw, s: int) -> None:
        n = size * s
        for a, b in (((0.1, 0.1), (0.9, 0.9)), ((0.9, 0.1), (0.1, 0.9))):
            draw.line([(a[0] * n, a[1] * n), (b[0] * n, b[1] * n)], fill=OUTLINE, width=6 * s)
            draw.line([(a[0] * n, a[1] * n), (b[0] * n, b[1] * n)], fill=STRUCK, width=3 * s)

    sprite.alpha_composite(supersampled((size, size), paint))
    return sprite
