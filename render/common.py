"""Drawing helpers shared by every game's renderer: fonts, anti-aliased sprites, PNG encoding.

Renderers are pure functions of a view that return PNG bytes.  Drawing is CPU work that would stall
the bot's event loop, so the bot calls them through :func:`render.workers.render_off_loop`.
"""

from __future__ import annotations

import functools
import io
import math
import unicodedata
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from importlib import resources
from typing import Any, Literal, TypeVar

from PIL import Image, ImageDraw, ImageFont

from core.i18n import t
from data import font_path
from render import Spot
from rules.core import Result, Termination

RGB = tuple[int, int, int]
Fill = RGB | tuple[int, int, int, int] | int
"""What text is painted with: a colour (with or without alpha), or a colour's index on a palette image."""
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

MIN_TEXT_AT_400 = 11
"""Smallest cap height (px) of any text once Discord shows the picture 400 px wide on a phone."""
HEADLINE_AT_400 = 14
"""Cap height (px at 400 px wide) of the headline: whose turn, what just happened, the scores."""

FALLBACK_FONTS = ("DroidSansFallback-subset.ttf", "Symbola-emoji.ttf")
"""Tried in order for characters DejaVu lacks: Chinese/Japanese/Korean, then emoji (see data/fonts/README.md)."""


class _RememberingFont(ImageFont.FreeTypeFont):
    """A font that keeps the glyph masks of the texts it lately drew.

    Rendering a text's mask (outline included) is most of the cost of drawing it, and every board
    draws the same labels, names and numbers as the last one.  Pillow draws text by asking the font for
    the mask of (text, size, outline width, anchor, sub-pixel start) and stamping it in the ink colour,
    so a remembered mask draws exactly the same pixels.  Colour fonts (``RGBA`` masks) are not remembered.
    Over 30 boards of each game, 88 % of the masks asked for were remembered (689 kept, a few MB).
    """

    def getmask2(self, text: str | bytes, mode: str = "", direction: str | None = None,
                 features: list[str] | None = None, language: str | None = None, stroke_width: float = 0,
                 anchor: str | None = None, ink: int = 0, start: tuple[float, float] | None = None,
                 *args: Any, **kwargs: Any) -> tuple[Any, tuple[int, int]]:
        if mode == "RGBA" or args or set(kwargs) - {"stroke_filled"}:
            return super().getmask2(text, mode, direction, features, language, stroke_width, anchor, ink, start,
                                    *args, **kwargs)
        return _mask(self, text, mode, direction, tuple(features) if features else None, language,
                     stroke_width, anchor, start or (0.0, 0.0), bool(kwargs.get("stroke_filled", False)))


@functools.lru_cache(maxsize=2048)
def _mask(face: _RememberingFont, text: str | bytes, mode: str, direction: str | None, features: tuple[str, ...] | None,
          language: str | None, stroke_width: float, anchor: str | None, start: tuple[float, float],
          stroke_filled: bool) -> tuple[Any, tuple[int, int]]:
    """A text's mask as Pillow renders it (read only: Pillow only stamps it)."""
    return ImageFont.FreeTypeFont.getmask2(face, text, mode, direction, list(features) if features else None, language,
                                           stroke_width, anchor, 0, start, stroke_filled=stroke_filled)


@functools.lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The bundled DejaVu font at ``size`` px; the basic layout keeps output identical everywhere."""
    return _RememberingFont(font_path(bold), size, layout_engine=ImageFont.Layout.BASIC)


@functools.lru_cache(maxsize=64)
def _fallbacks(size: int) -> tuple[ImageFont.FreeTypeFont, ...]:
    folder = resources.files("data").joinpath("fonts")
    return tuple(_RememberingFont(str(folder.joinpath(name)), size, layout_engine=ImageFont.Layout.BASIC)
                 for name in FALLBACK_FONTS)


@functools.lru_cache(maxsize=256)
def _notdef(face: ImageFont.FreeTypeFont) -> bytes:
    return _glyph_bits(face, "\U0010fffd")


def _glyph_bits(face: ImageFont.FreeTypeFont, char: str) -> bytes:
    mask = face.getmask(char)
    return bytes(mask.size) + bytes(mask)


@functools.lru_cache(maxsize=4096)
def _covers(face: ImageFont.FreeTypeFont, char: str) -> bool:
    """Whether ``face`` has a glyph for ``char`` (a missing one draws the same as the .notdef box)."""
    return char.isspace() or _glyph_bits(face, char) != _notdef(face)


def _face_for(char: str, face: ImageFont.FreeTypeFont) -> ImageFont.FreeTypeFont:
    """The first font of the chain that draws ``char`` (DejaVu first; DejaVu's box if none does)."""
    if ord(char) < 0x2E80 or _covers(face, char):
        return face
    for other in _fallbacks(int(face.size)):
        if _covers(other, char):
            return other
    return face


@functools.lru_cache(maxsize=4096)
def _invisible(char: str) -> bool:
    """Format characters (bidi controls and isolates, zero-width spaces and joiners, soft hyphens): invisible
    in a chat, but a font draws some as its box, and the basic layout never applies them, so a picture
    leaves them out."""
    return unicodedata.category(char) == "Cf"


def runs(text: str, face: ImageFont.FreeTypeFont) -> list[tuple[str, ImageFont.FreeTypeFont]]:
    """``text`` cut into pieces that each one font of the fallback chain draws (invisible characters left out)."""
    pieces: list[tuple[str, ImageFont.FreeTypeFont]] = []
    for char in text if text.isascii() else (c for c in text if not _invisible(c)):
        chosen = _face_for(char, face)
        if pieces and pieces[-1][1] is chosen:
            pieces[-1] = (pieces[-1][0] + char, chosen)
        else:
            pieces.append((char, chosen))
    return pieces


def text_width(text: str, face: ImageFont.FreeTypeFont) -> int:
    return int(sum(piece_face.getlength(piece) for piece, piece_face in runs(text, face)))


def cap_height(face: ImageFont.FreeTypeFont) -> int:
    """Height in px of a capital letter in ``face``: what the eye reads as the size of the text."""
    top, bottom = face.getbbox("H", anchor="ls")[1::2]
    return int(bottom - top)


@functools.lru_cache(maxsize=32)
def min_size(width: int, headline: bool = False) -> int:
    """The smallest font size whose capitals stay legible in a picture ``width`` px wide shown at 400 px."""
    wanted = (HEADLINE_AT_400 if headline else MIN_TEXT_AT_400) * width / 400
    size = 8
    while cap_height(font(size)) < wanted or cap_height(font(size, True)) < wanted:
        size += 1
    return size


def fitted_font(text: str, max_width: float, size: int, bold: bool = False, min_size: int = 14) -> ImageFont.FreeTypeFont:
    """The largest font not above ``size`` in which ``text`` fits ``max_width`` (long names shrink)."""
    while size > min_size and text_width(text, font(size, bold)) > max_width:
        size -= 1
    return font(size, bold)


@functools.lru_cache(maxsize=1024)
def wrap(text: str, max_width: float, face: ImageFont.FreeTypeFont) -> list[str]:
    """``text`` broken into lines no wider than ``max_width``: between words, or inside a word too long
    for a line.  Nothing is dropped, so a long name or ability takes more lines instead of an ellipsis.
    Cached: layouts ask for the same wrap when measuring and when drawing.  Do not mutate the result."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        candidate = f"{line} {word}" if line else word
        if text_width(candidate, face) <= max_width:
            line = candidate
            continue
        if line:
            lines.append(line)
        line = ""
        for char in word:
            if line and text_width(line + char, face) > max_width:
                lines.append(line)
                line = ""
            line += char
    lines.append(line)
    return lines


# ---------------------------------------------------------------- measuring what is drawn

Box = tuple[float, float, float, float]


def spot_over(picture: Literal["board", "hand"], box: Box) -> Spot:
    """The :class:`Spot` of whole pixels that covers ``box`` (left, top, right, bottom) on ``picture``."""
    left, top = math.floor(box[0]), math.floor(box[1])
    return Spot(picture, left, top, math.ceil(box[2]) - left, math.ceil(box[3]) - top)


@dataclass(frozen=True)
class TextRecord:
    """One text as drawn, for the legibility tests: its size, where its ink went and the box it must stay in."""

    text: str
    size: int
    cap: float
    """Cap height in px of the final picture (a sprite drawn supersampled divides by its scale)."""
    bbox: Box | None
    """Ink bounds on the canvas; ``None`` for sprite text, placed later."""
    box: Box | None
    """The panel, card or cell the text belongs in (the canvas itself when ``None``)."""
    canvas: tuple[int, int]
    headline: bool


_recorder: ContextVar[list[TextRecord] | None] = ContextVar("text_recorder", default=None)


@contextmanager
def recording_text() -> Iterator[list[TextRecord]]:
    """Collect a :class:`TextRecord` for every :func:`draw_text` call made inside the block."""
    records: list[TextRecord] = []
    token = _recorder.set(records)
    try:
        yield records
    finally:
        _recorder.reset(token)


def recording() -> bool:
    """Whether a test is recording the texts drawn (a renderer then draws what it would otherwise reuse)."""
    return _recorder.get() is not None


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    face: ImageFont.FreeTypeFont,
    fill: Fill,
    anchor: str = "la",
    stroke: Fill | None = None,
    *,
    box: Box | None = None,
    headline: bool = False,
    scale: int = 1,
) -> None:
    """Text with an optional dark outline, which keeps it legible on any background.

    Every word of every picture goes through here: characters DejaVu lacks come from the fallback
    fonts, and when a test records (:func:`recording_text`) the drawn size and bounds are kept.
    ``box`` is the area the text belongs in; ``scale`` the supersampling of a sprite being drawn.
    """
    width = max(1, int(face.size) // 12) if stroke is not None else 0
    pieces = runs(text, face)
    records = _recorder.get()
    if len(pieces) <= 1 and (not pieces or pieces[0][1] is face):
        shown = pieces[0][0] if pieces else ""
        draw.text(xy, shown, font=face, fill=fill, anchor=anchor, stroke_width=width, stroke_fill=stroke)
        if records is not None:
            bbox: Box = draw.textbbox(xy, shown, font=face, anchor=anchor, stroke_width=width)
    else:
        total = sum(piece_face.getlength(piece) for piece, piece_face in pieces)
        x = xy[0] - {"l": 0.0, "m": total / 2, "r": total}[anchor[0]]
        baseline = xy[1] + face.getbbox("H", anchor="l" + anchor[1])[3]
        left = x
        tops, bottoms = [], []
        for piece, piece_face in pieces:
            draw.text((x, baseline), piece, font=piece_face, fill=fill, anchor="ls", stroke_width=width, stroke_fill=stroke)
            ink = draw.textbbox((x, baseline), piece, font=piece_face, anchor="ls", stroke_width=width)
            tops.append(ink[1])
            bottoms.append(ink[3])
            x += piece_face.getlength(piece)
        bbox = (left, min(tops), x, max(bottoms))
    if records is not None:  # measuring costs a second layout: only when a test records
        canvas = draw.im.size
        records.append(TextRecord(text, int(face.size), cap_height(face) / scale, bbox if scale == 1 else None,
                                  box, (int(canvas[0]), int(canvas[1])), headline))


# ---------------------------------------------------------------- headline and result


@dataclass(frozen=True)
class Sized:
    """A sprite known by its size before it is painted: a layout (which the tap spots read, and they must not
    draw) measures it, only the drawing paints it (the sprite modules cache what they paint)."""

    width: int
    height: int
    paint: Callable[[], Image.Image]


@dataclass(frozen=True)
class Line:
    """One line of a picture's headline band: whose turn, what just happened, the scores, the outcome."""

    text: str
    colour: RGB
    headline: bool = True


def draw_wrapped(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, max_width: float,
                 face: ImageFont.FreeTypeFont, fill: Fill, *, box: Box | None = None, headline: bool = False) -> float:
    """``text`` from its top-left ``xy``, wrapped to ``max_width``; returns the y just below the last line."""
    x, y = xy
    step = round(face.size * 1.22)
    for line in wrap(text, max_width, face):
        draw_text(draw, (x, y), line, face, fill, box=box, headline=headline)
        y += step
    return y


def wrapped_height(text: str, max_width: float, face: ImageFont.FreeTypeFont) -> int:
    return len(wrap(text, max_width, face)) * round(face.size * 1.22)


def painted_to_fit(width: int, guess: int, background: RGB,
                   paint: Callable[[Image.Image, ImageDraw.ImageDraw], int]) -> Image.Image:
    """What ``paint(canvas, draw)`` draws from the top of a ``width`` px wide canvas, cut at the bottom y it
    returns.  Filling a canvas costs as much as its pixels: painting on one ``guess`` px tall and, for the
    rare taller drawing, once more on one exactly as tall costs far less than a canvas always big enough.
    Texts recorded by the attempt that did not fit are forgotten, so tests see each text once."""
    records = _recorder.get()
    kept = len(records) if records is not None else 0
    canvas = Image.new("RGB", (width, guess), background)
    bottom = paint(canvas, ImageDraw.Draw(canvas))
    if bottom > guess:
        if records is not None:
            del records[kept:]
        canvas = Image.new("RGB", (width, bottom), background)
        bottom = paint(canvas, ImageDraw.Draw(canvas))
    return canvas.crop((0, 0, width, bottom))


def stacked(*parts: Image.Image) -> Image.Image:
    """``parts`` one above the other on one canvas, as wide as the widest."""
    canvas = Image.new("RGB", (max(part.width for part in parts), sum(part.height for part in parts)),
                       parts[-1].getpixel((0, parts[-1].height - 1)))
    y = 0
    for part in parts:
        canvas.paste(part, (0, y))
        y += part.height
    return canvas


ALT_LIMIT = 1000
"""Discord accepts 1,024 characters of attachment description; stay clear of it."""


def alt_join(parts: Sequence[str], limit: int = ALT_LIMIT) -> str:
    """Sentences in priority order joined into one description, dropping whole trailing sentences
    (never cutting one) so it stays within ``limit`` characters."""
    text = ""
    for part in parts:
        part = part.strip()
        if not part:
            continue
        sentence = part if part[-1] in ".!?:" else part + "."
        candidate = f"{text} {sentence}" if text else sentence
        if len(candidate) <= limit:
            text = candidate
    return text


Cell = tuple[int, int]


@dataclass(frozen=True)
class LastMove:
    """What a board marks of the latest moves, read from their public events: the cells a figure went
    through (where it started first, where it stands last) and the cells otherwise acted on (a tile
    opened or turned, a door, a square attacked)."""

    path: tuple[Cell, ...] = ()
    touched: tuple[Cell, ...] = ()
    mover: int | str | None = None
    """The figure that went along ``path``, as the game's view names it, so the board can ring it."""


def cell_of(value: object) -> Cell | None:
    """A ``(row, col)`` event parameter (a list once stored as JSON) as a cell, else ``None``."""
    if isinstance(value, (tuple, list)) and len(value) == 2 and all(isinstance(v, int) for v in value):
        return (int(value[0]), int(value[1]))
    return None


def walked(steps: Sequence[tuple[Cell | None, Cell]]) -> tuple[Cell, ...]:
    """The path of one figure's moves ``(from, to)`` in order: its last unbroken run (a figure put back
    elsewhere between two moves, or put on the board from nowhere, starts a new run)."""
    path: list[Cell] = []
    for start, end in steps:
        if not path or path[-1] != start:
            path = [] if start is None else [start]
        path.append(end)
    return tuple(path)


def result_lines(words: Words, result: Result) -> list[str]:
    """What the final board says: the rules' own summary (which names a deciding tie-break), the
    winners by name, and every seat's score."""
    if result.termination is Termination.ABANDONED:
        lines = [words("render.result.abandoned")]
    else:
        lines = [words(result.summary_key, **result.summary_params)]
    winners = ", ".join(words.name(seat) for seat in sorted(result.winners))
    lines.append(words("render.result.winners", players=winners) if winners else words("render.result.no_winner"))
    scores = " · ".join(f"{words.name(seat)} {points}" for seat, points in sorted(result.scores.items()))
    lines.append(words("render.result.scores", scores=scores))
    return lines


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


PNG_COMPRESS_LEVEL = 1
"""zlib's fastest level: a third of level 6's time on a palette board for about a third more bytes (still
well under Discord's limits; see design/performance-baselines.md and ``bench/bench_bot.py``)."""
PALETTE_SAMPLE_STEP = 2
"""The adaptive palette is chosen from every second pixel of every second row: a quarter of the work, and
measured no less faithful than choosing from every pixel (fast octree weighs big flat areas either way)."""


def flow_rows(items: Sequence[T], width_of: Callable[[T], float], start: float, limit: float) -> list[list[T]]:
    """Items laid left to right from ``start``, a new row whenever the next would pass ``limit``
    (legends flowed across the picture's width)."""
    rows: list[list[T]] = [[]]
    x = start
    for item in items:
        width = width_of(item)
        if rows[-1] and x + width > limit:
            rows.append([])
            x = start
        rows[-1].append(item)
        x += width
    return rows


def encode_png(image: Image.Image, palette: Image.Image | None = None) -> bytes:
    """A 256-colour palette PNG: 2–4× smaller and faster to encode than a true-colour PNG.

    Flat board art loses nothing visible to the palette; no dithering keeps text crisp and the
    bytes identical for identical pictures.  Renderers pass their game's shipped palette
    (:mod:`render.palettes`); without ``palette`` (see :func:`palette_of`) the colours are chosen for
    this picture from a sample of its pixels.  Either way every pixel is mapped to the nearest colour.
    """
    rgb = image.convert("RGB") if image.mode != "RGB" else image
    if palette is None:
        step = PALETTE_SAMPLE_STEP
        sample = rgb.resize((max(1, rgb.width // step), max(1, rgb.height // step)), Image.Resampling.NEAREST)
        palette = palette_of(sample)
    indexed = rgb.quantize(palette=palette, dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    indexed.save(buffer, format="PNG", compress_level=PNG_COMPRESS_LEVEL)
    return buffer.getvalue()


def palette_of(reference: Image.Image) -> Image.Image:
    """The 256 colours of a busy reference picture, to map every later picture of that kind onto.

    Build the reference from fixed data (a seeded game) so the palette, hence the bytes, are the
    same in every process.
    """
    rgb = reference.convert("RGB") if reference.mode != "RGB" else reference
    return rgb.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


# ---------------------------------------------------------------- a header whose lines flow on


def flowed_header(width: int, lines: Sequence[Line], background: RGB, pad: int, body_height: int = 0,
                  body_background: RGB | None = None) -> tuple[Image.Image, int]:
    """A board's canvas with its header band already drawn on top, and the band's height: the body is drawn
    that far down on the same canvas.  Each line goes on from where the one before it ended (" · " between
    them, each in its own colour) instead of on a new row, so short lines share a row rather than leave
    most of it empty; a line of the other size (headline or not) starts a row of its own, and every line
    wraps at a size a phone still reads, nothing cut."""
    rows, faces, height = _header_layout(width, lines, pad)
    canvas = Image.new("RGB", (width, height + body_height), body_background or background)
    draw = ImageDraw.Draw(canvas)
    draw.rectangle((0, 0, width - 1, height - 1), fill=background)
    y = pad * 0.6
    for row in rows:
        face = faces[row[0][0]]
        for index, x, words in row:
            draw_text(draw, (pad + x, y), words, face, lines[index].colour, headline=lines[index].headline)
        y += round(face.size * 1.22)
    return canvas, height


FlowedRow = list[tuple[int, float, str]]
"""The pieces of one header row: the line each comes from, its x from the margin, its words."""


def header_height(width: int, lines: Sequence[Line], pad: int) -> int:
    """How tall :func:`flowed_header` draws the band, without drawing it: where a board's body starts,
    for the places its legal actions are tapped (``spots``)."""
    return _header_layout(width, lines, pad)[2]


def _header_layout(width: int, lines: Sequence[Line], pad: int) -> tuple[list[FlowedRow], list[ImageFont.FreeTypeFont], int]:
    """The header's rows, the face of each line and the band's height."""
    faces = [font(min_size(width, line.headline), bold=True) for line in lines]
    rows = _flowed_rows(width - 2 * pad, lines, faces)
    return rows, faces, pad + sum(round(faces[row[0][0]].size * 1.22) for row in rows) + pad // 2


def _flowed_rows(room: float, lines: Sequence[Line], faces: Sequence[ImageFont.FreeTypeFont]) -> list[FlowedRow]:
    rows: list[FlowedRow] = []
    end = room
    for index, (line, face) in enumerate(zip(lines, faces)):
        words = line.text.split(" ")
        if rows and lines[index - 1].headline == line.headline:
            start = end + text_width(" ", face)
            taken = 0
            while taken < len(words) and start + text_width("· " + " ".join(words[:taken + 1]), face) <= room:
                taken += 1
            while 0 < taken < len(words) and words[taken][:1] in ":;!?»":  # French puts a space before these
                taken -= 1
            saves = taken == len(words) or len(wrap(" ".join(words[taken:]), room, face)) < len(wrap(line.text, room, face))
            if taken >= min(2, len(words)) and saves:  # a lone word at a row's end reads as a stray
                piece = "· " + " ".join(words[:taken])
                rows[-1].append((index, start, piece))
                end = start + text_width(piece, face)
                words = words[taken:]
        if words:
            for piece in wrap(" ".join(words), room, face):
                rows.append([(index, 0.0, piece)])
                end = text_width(piece, face)
    return rows
