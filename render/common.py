"""Drawing helpers shared by every game's renderer: fonts, anti-aliased sprites, PNG encoding, executor.

Renderers are pure functions of a view that return PNG bytes.  Drawing is CPU work that would stall
the bot's event loop, so the bot calls them through :func:`render_off_loop`, which runs them one at a
time in a dedicated thread (a single thread keeps loop lag lowest; see the performance baselines).
"""

from __future__ import annotations

import asyncio
import functools
import io
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import ParamSpec, TypeVar

from PIL import Image, ImageDraw, ImageFont

from core.i18n import t
from data import font_path

RGB = tuple[int, int, int]
P = ParamSpec("P")
T = TypeVar("T")

SUPERSAMPLE = 4
"""Sprites are drawn this many times larger, then shrunk, so circles and diagonals are smooth."""


# ---------------------------------------------------------------- words


@dataclass(frozen=True)
class Words:
    """Every word a picture draws, from the catalog in one language with the players' names."""

    lang: str
    names: Mapping[int, str]

    @classmethod
    def for_seats(cls, lang: str, names: Mapping[int, str], seats: int) -> Words:
        """Words where every seat has a name: a seat missing from ``names`` is "Player N"."""
        filled = {seat: names.get(seat) or t("render.seat_number", lang, number=seat + 1) for seat in range(seats)}
        return cls(lang, filled)

    def __call__(self, key: str, **params: object) -> str:
        return t(key, self.lang, self.names, **params)

    def title(self, key: str, **params: object) -> str:
        """Catalog names are written for mid-sentence use; a caption starts with a capital."""
        words = self(key, **params)
        return words[:1].upper() + words[1:]

    def name(self, seat: int) -> str:
        return self.names.get(seat) or self("render.seat_number", number=seat + 1)


# ---------------------------------------------------------------- fonts


@functools.lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The bundled DejaVu font at ``size`` px; the basic layout keeps output identical everywhere."""
    return ImageFont.truetype(font_path(bold), size, layout_engine=ImageFont.Layout.BASIC)


def text_width(text: str, face: ImageFont.FreeTypeFont) -> int:
    return int(face.getlength(text))


def fitted_font(text: str, max_width: float, size: int, bold: bool = False, min_size: int = 14) -> ImageFont.FreeTypeFont:
    """The largest font not above ``size`` in which ``text`` fits ``max_width`` (long names shrink)."""
    while size > min_size and text_width(text, font(size, bold)) > max_width:
        size -= 2
    return font(size, bold)


def clipped(text: str, max_width: float, face: ImageFont.FreeTypeFont) -> str:
    """``text`` cut with an ellipsis so it fits ``max_width`` even at the smallest font."""
    if text_width(text, face) <= max_width:
        return text
    while text and text_width(text + "…", face) > max_width:
        text = text[:-1]
    return text + "…"


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    face: ImageFont.FreeTypeFont,
    fill: RGB,
    anchor: str = "la",
    stroke: RGB | None = None,
) -> None:
    """Text with an optional dark outline, which keeps it legible on any background."""
    if stroke is None:
        draw.text(xy, text, font=face, fill=fill, anchor=anchor)
    else:
        width = max(1, face.size // 12)
        draw.text(xy, text, font=face, fill=fill, anchor=anchor, stroke_width=width, stroke_fill=stroke)


# ---------------------------------------------------------------- sprites


def supersampled(size: tuple[int, int], paint: Callable[[ImageDraw.ImageDraw, int], None]) -> Image.Image:
    """An RGBA sprite of ``size`` painted at ``SUPERSAMPLE``× scale by ``paint(draw, scale)``.

    Pillow's primitives are not anti-aliased; painting big and shrinking once gives smooth edges,
    and callers cache the result so the cost is paid once per sprite, not once per board.
    """
    s = SUPERSAMPLE
    big = Image.new("RGBA", (size[0] * s, size[1] * s), (0, 0, 0, 0))
    paint(ImageDraw.Draw(big), s)
    return big.resize(size, Image.Resampling.LANCZOS)


def paste(canvas: Image.Image, sprite: Image.Image, center: tuple[float, float]) -> None:
    """Alpha-paste ``sprite`` centred on ``center``."""
    x = round(center[0] - sprite.width / 2)
    y = round(center[1] - sprite.height / 2)
    canvas.paste(sprite, (x, y), sprite)


# ---------------------------------------------------------------- encoding


def encode_png(image: Image.Image, palette: Image.Image | None = None) -> bytes:
    """A 256-colour palette PNG: 2–4× smaller and faster to encode than a true-colour PNG.

    Flat board art loses nothing visible to the palette; no dithering keeps text crisp and the
    bytes identical for identical pictures.  With ``palette`` (see :func:`palette_of`) the colours
    are only mapped, which is about 8× faster than choosing them anew for every picture.
    """
    rgb = image.convert("RGB") if image.mode != "RGB" else image
    if palette is not None:
        indexed = rgb.quantize(palette=palette, dither=Image.Dither.NONE)
    else:
        indexed = rgb.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    indexed.save(buffer, format="PNG", compress_level=6)
    return buffer.getvalue()


def palette_of(reference: Image.Image) -> Image.Image:
    """The 256 colours of a busy reference picture, to map every later picture of that kind onto.

    Build the reference from fixed data (a seeded game) so the palette, hence the bytes, are the
    same in every process.
    """
    rgb = reference.convert("RGB") if reference.mode != "RGB" else reference
    return rgb.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


# ---------------------------------------------------------------- off the event loop

_executor: ThreadPoolExecutor | None = None


def _render_executor() -> ThreadPoolExecutor:
    global _executor
    if _executor is None:
        _executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="render")
    return _executor


async def render_off_loop(fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """Run ``fn(*args, **kwargs)`` in the single render thread and await its result.

    Renders queue behind each other instead of competing for the GIL, so the event loop keeps
    answering interactions while ten boards are drawn.
    """
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(_render_executor(), functools.partial(fn, *args, **kwargs))


def shutdown_render_executor() -> None:
    """Stop the render thread (bot shutdown, tests); the next render starts a fresh one."""
    global _executor
    if _executor is not None:
        _executor.shutdown(wait=True)
        _executor = None
