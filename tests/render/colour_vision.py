"""Colour-vision deficiency simulation (Machado, Oliveira & Fernandes 2009, severity 1.0, applied in
linear RGB) and the CIE76 colour difference, to check that player colours stay apart for everyone."""

from __future__ import annotations

import math

RGB = tuple[int, int, int]
Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]

NORMAL: Matrix = ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0))
PROTANOPIA: Matrix = ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998))
DEUTERANOPIA: Matrix = ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881))
VISIONS = {"normal": NORMAL, "protanopia": PROTANOPIA, "deuteranopia": DEUTERANOPIA}


def _linear(channel: float) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _encoded(channel: float) -> float:
    c = min(1.0, max(0.0, channel))
    return 255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(colour: RGB, matrix: Matrix) -> tuple[float, float, float]:
    """How ``colour`` looks with the deficiency ``matrix`` (sRGB in, sRGB out)."""
    lin = [_linear(v) for v in colour]
    out = [sum(m * v for m, v in zip(row, lin)) for row in matrix]
    r, g, b = (_encoded(v) for v in out)
    return r, g, b


def lab(colour: tuple[float, float, float]) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour."""
    r, g, b = (_linear(v) for v in colour)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(first: RGB, second: RGB, matrix: Matrix) -> float:
    """CIE76 distance between two colours as seen with ``matrix``."""
    a, b = lab(simulate(first, matrix)), lab(simulate(second, matrix))
    return math.sqrt(sum((p - q) ** 2 for p, q in zip(a, b)))
