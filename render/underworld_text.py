"""Text layout for the Underworld pictures: catalog names are long (obstacles, enemies, objects)
and French is longer still, so labels wrap onto a few lines and shrink before they are cut."""

from __future__ import annotations

import re

from PIL import ImageDraw, ImageFont

from render.common import RGB, clipped, draw_text, font, text_width


def wrap(text: str, max_width: int, face: ImageFont.FreeTypeFont, max_lines: int) -> list[str]:
    """``text`` broken at spaces (or after a hyphen) into at most ``max_lines`` lines of ``max_width``;
    the last line is cut with an ellipsis if words are left over."""
    pieces = _pieces(text)
    lines: list[str] = []
    while pieces and len(lines) < max_lines:
        line = pieces.pop(0)[0]
        while pieces and text_width(line + pieces[0][1] + pieces[0][0], face) <= max_width:
            piece, glue = pieces.pop(0)
            line += glue + piece
        lines.append(line)
    if pieces:
        lines[-1] += "".join(glue + piece for piece, glue in pieces)
    return [clipped(line, max_width, face) for line in lines]


def _pieces(text: str) -> list[tuple[str, str]]:
    """Breakable pieces with the glue that joins each to the one before: a space, or nothing after a
    hyphen (French compound names such as « chauves-souris » are long)."""
    pieces: list[tuple[str, str]] = []
    for word in text.split():
        for i, part in enumerate(re.findall(r"[^-]+-?|-", word)):
            pieces.append((part, "" if i else " "))
    return pieces


def fitted_lines(text: str, max_width: int, max_lines: int, size: int, bold: bool = True,
                 min_size: int = 14) -> tuple[list[str], ImageFont.FreeTypeFont]:
    """The largest font (≤ ``size``) at which ``text`` wraps into ``max_lines`` without a cut word."""
    while True:
        face = font(size, bold)
        lines = wrap(text, max_width, face, max_lines)
        if size <= min_size or "".join(lines).replace(" ", "") == text.replace(" ", ""):
            return lines, face
        size -= 1


def draw_block(draw: ImageDraw.ImageDraw, centre_top: tuple[float, float], lines: list[str],
               face: ImageFont.FreeTypeFont, fill: RGB, align: str = "m") -> float:
    """Draw ``lines`` one under another (centred on x, or left-aligned with ``align="l"``); returns the bottom y."""
    x, y = centre_top
    step = round(face.size * 1.18)
    for line in lines:
        draw_text(draw, (x, y), line, face, fill, anchor=f"{align}a")
        y += step
    return y
