"""Pictures of Tomb Raider Underworld, drawn from views only: the board here, the hand in ``underworld_hand``.

The board is a portrait for phones, read top to bottom in the order a player asks: who plays and
what now; which region; Lara's health, adrenaline and Thor objects; the three axes with Lara's
standee; then two columns: the open question (who gave what), Natla on the obstacles, the enemy
line, each seat's holdings, the piles and supply; a legend of the space glyphs.  Panels below the tracks
live in ``underworld_panels``.  Every word comes from the catalog (``render.underworld.*`` keys plus
the game's own ``card.*``, ``obstacle.underworld.*`` and ``result.underworld.*`` texts).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from PIL import Image, ImageDraw

from render import GameRenderer, Spot
from render import underworld_panels as panels
from render import underworld_sprites as sp
from render.common import (RGB, Box, Line, Words, alt_join, draw_text, encode_png, flowed_header, font, header_height, painted_to_fit, paste, recording,
                           result_lines, spot_over, wrap)
from render.palettes import palette
from render.underworld_hand import HandLayout, hand_image, hand_layout, require_view
from render.underworld_panels import BODY, PAD, STEP, WIDTH, draw_wrapped
from rules.core import Event, Result
from rules.underworld.model import (Axis, ChooseAxis, Counter, Defeat, Discard, Draw, Give, Heal, Item, Pay, PlayCard, PlayTreasure, SeatView, Stage,
                                    TrackView, UseObject, UwAction, UwView)

TILE = 76
GAP = panels.SEAT_GAP


# ================================================================ public API


def render_board(view: UwView, *, names: Mapping[int, str], lang: str = "en", highlight: Axis | None = None,
                 result: Result | None = None) -> bytes:
    """PNG of the region board as ``view`` shows it (public or one seat's; a hand is never drawn here).

    ``highlight`` is the :class:`Axis` whose track is outlined: the one Lara last moved on (see
    :func:`last_move`).
    """
    return encode_png(board_image(view, names=names, lang=lang, highlight=highlight, result=result), palette("underworld"))


def last_move(events: Sequence[Event]) -> Axis | None:
    """The axis Lara last advanced on in these public events (the latest actions, oldest first)."""
    advanced = [event for event in events if event.kind == "advanced" and event.params.get("axis_type") in AXES]
    return Axis(advanced[-1].params["axis_type"]) if advanced else None


AXES = frozenset(axis.value for axis in Axis)


def render_hand(view: UwView, *, lang: str = "en") -> bytes:
    """PNG of the viewer's own progress cards and objects; raises on a public view (no hand)."""
    return encode_png(hand_image(view, lang=lang), palette("underworld"))


def board_image(view: UwView, *, names: Mapping[int, str], lang: str = "en", highlight: Axis | None = None,
                result: Result | None = None) -> Image.Image:
    require_view(view)
    text = Words.for_seats(lang, names, view.players)
    header = _single(flowed_header(WIDTH, _header_lines(view, text, result), sp.PANEL, PAD)[0])  # changes nearly every move
    return _composed(_stack([header, _body(view, text, highlight, _drawn)], WIDTH, gap=0))


Paint = Callable[[Image.Image, ImageDraw.ImageDraw, int], int]
"""Draws a panel from a top y on the canvas it is given (filling its width) and returns its bottom y."""


PANEL_GUESS = 768
"""Height (px) of the canvas a panel is first drawn on: taller than any panel of a 2- to 4-player game
seen in the seeded games (see :func:`render.common.painted_to_fit`)."""


PANELS_KEPT = 64
"""Panels remembered: about five boards' worth, 20–40 MB; more kept barely more hits (74 % of panels
over a 3-player game at 64, 75 % at 256) and cost 120 MB."""


@dataclass(frozen=True, eq=False)
class _Keyed:
    """A panel's painter with the key naming everything it reads: equal keys paint equal pixels."""

    key: str
    width: int
    paint: Paint

    def __hash__(self) -> int:
        return hash((self.key, self.width))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Keyed) and (self.key, self.width) == (other.key, other.width)


def _panel(width: int, paint: Paint, key: tuple[object, ...]) -> Image.Image:
    """One panel drawn on a canvas ``width`` px wide and cropped to the height it used.

    Most moves change two or three of a board's dozen panels, so a panel is remembered by ``key``
    (the view's fields it reads, as ``repr``: views hold dicts) and drawn again only when that
    changes; this halves the board's drawing.  A test recording the texts drawn always draws."""
    keyed = _Keyed(repr(key), width, paint)
    return _painted(keyed) if not recording() else _painted.__wrapped__(keyed)


@functools.lru_cache(maxsize=PANELS_KEPT)
def _painted(keyed: _Keyed) -> Image.Image:
    """Read only: a remembered panel is pasted into many boards."""
    return painted_to_fit(keyed.width, PANEL_GUESS, sp.BACKGROUND, lambda canvas, draw: keyed.paint(canvas, draw, 0))


class _Sized(Protocol):
    @property
    def width(self) -> int: ...

    @property
    def height(self) -> int: ...


P = TypeVar("P", bound=_Sized)
Make = Callable[[str, int, Paint, tuple[object, ...]], P]
"""Makes a board panel from its name, width, painter and key: the panel drawn (:func:`_drawn`), or only
measured (:func:`_ruled`, for the places actions are tapped)."""


def _drawn(name: str, width: int, paint: Paint, key: tuple[object, ...]) -> Image.Image:
    return _panel(width, paint, key)


@dataclass(frozen=True)
class _Ruled:
    """A panel measured, not drawn: its name and size."""

    name: str
    width: int
    height: int


def _ruled(name: str, width: int, paint: Paint, key: tuple[object, ...]) -> _Ruled:
    return _Ruled(name, width, _ruled_height(_Keyed(repr(key), width, paint)))


@functools.lru_cache(maxsize=PANELS_KEPT)
def _ruled_height(keyed: _Keyed) -> int:
    """How tall a panel is, found by running its own painter on a ruler that draws nothing: the height
    comes from the very code that draws the panel, at the cost of measuring its words."""
    canvas = Image.new("RGB", (keyed.width, 1))
    return keyed.paint(canvas, _Ruler(canvas), 0)


class _Ruler(ImageDraw.ImageDraw):
    """An ``ImageDraw`` whose shapes and words draw nothing (sprites pasted on its 1 px tall canvas are clipped away)."""

    def text(self, *args: Any, **kwargs: Any) -> None:
        return None

    def rectangle(self, *args: Any, **kwargs: Any) -> None:
        return None

    def rounded_rectangle(self, *args: Any, **kwargs: Any) -> None:
        return None

    def line(self, *args: Any, **kwargs: Any) -> None:
        return None

    def ellipse(self, *args: Any, **kwargs: Any) -> None:
        return None


def _body(view: UwView, text: Words, outlined: Axis | None, make: Make[P]) -> _Block[P]:
    """Everything under the headline, less than twice as tall as wide with the headline: Lara's
    gauges in three columns, the acrobatics track (with the exit) across, battle and cunning side by
    side, then two even columns of panels read in order: the open price, Natla's walk, the obstacles
    ahead, the objects on the tracks, what leaving the region loses, the enemies, the seats (with
    their answers to the price), the piles; the legend in the columns, or filling the shorter one
    and across the bottom, whichever is shorter."""
    words = (text.lang, tuple(sorted(text.names.items())))
    cost = panels.open_cost(view)

    def seat_panel(seat: SeatView) -> P:
        return make(f"seat{seat.seat}", panels.COLUMN, lambda c, d, y: panels.draw_seat(c, d, view, text, seat, y),
                    ("seat", words, seat, view.viewer, view.active_seat, view.finished, cost))

    top = ("top", words, view.health, view.max_health, view.health_cap, view.adrenaline, view.adrenaline_max,
           view.thor, view.thor_all, view.tracks, panels.has_exit(view), outlined)
    rows = [_single(make("top", WIDTH, lambda c, d, y: _draw_top(c, d, view, text, y, outlined), top))]
    ahead = ("ahead", words, view.natla, view.obstacles)
    flow = [make("pending", panels.COLUMN, lambda c, d, y: panels.draw_pending(c, d, view, text, y), ("pending", words, cost)),
            make("natla", panels.COLUMN, lambda c, d, y: _draw_natla(c, d, view, y),
                   ("natla", view.natla, len(view.obstacles), view.region_index, len(view.regions))),
            make("ahead0", panels.COLUMN, lambda c, d, y: _draw_ahead(c, d, view, text, y, 0), (*ahead, 0)),
            make("ahead1", panels.COLUMN, lambda c, d, y: _draw_ahead(c, d, view, text, y, 1), (*ahead, 1)),
            make("objects", panels.COLUMN, lambda c, d, y: _draw_objects_ahead(c, d, view, text, y),
                   ("objects", words, view.tracks, view.thor_all)),
            make("leaving", panels.COLUMN, lambda c, d, y: _draw_leaving(c, d, view, text, y), ("leaving", _exit_words(view, text))),
            make("enemies", panels.COLUMN, lambda c, d, y: panels.draw_enemies(c, d, view, text, y),
                   ("enemies", words, view.enemy_line, view.enemy_limit, view.enemy_pile_size))]
    flow += [seat_panel(seat) for seat in view.seats]
    flow.append(make("piles", panels.COLUMN, lambda c, d, y: panels.draw_piles(c, d, view, text, y),
                       ("piles", words, view.draw_size, view.discard_size, view.supply, view.revealed)))
    items = panels.legend_items(view, text)
    widths = tuple(panels.legend_width(item) for item in items)

    def legend(width: int, part: list[Entry]) -> _Block[P]:  # in one language a label names its glyph
        return _single(make("legend", width, lambda c, d, y: panels.draw_legend(c, d, part, y), ("legend", text.lang, [label for _, label in part])))

    blocks = [_single(part) for part in flow]
    left, right = _split(blocks)
    fits = max((n for n in range(len(items) + 1) if panels.legend_height(n) <= abs(left.height - right.height) - GAP), default=0)
    mask = _legend_mask(widths, fits)
    under, across = [item for i, item in enumerate(items) if mask >> i & 1], [item for i, item in enumerate(items) if not mask >> i & 1]
    below_h = max(left.height, right.height) + (GAP + panels.legend_height(_rows(widths, ~mask, WIDTH)) if across else 0)
    inside_h = max(block.height for block in _split(blocks + [_Block[P]((), panels.COLUMN, panels.legend_height(_rows(widths, -1, panels.COLUMN)))]))
    if inside_h < below_h:  # the whole legend in the columns, in reading order after the piles
        return _stack(rows + [_beside(*_split(blocks + [legend(panels.COLUMN, items)]))], WIDTH)
    if under:  # some entries fill the shorter column, the rest go across under both
        short = legend(panels.COLUMN, under)
        left, right = (_stack([left, short], panels.COLUMN), right) if left.height < right.height else \
            (left, _stack([right, short], panels.COLUMN))
    return _stack(rows + [_beside(left, right)] + ([legend(WIDTH, across)] if across else []), WIDTH)


Entry = tuple[Image.Image, str]


def _rows(widths: tuple[float, ...], mask: int, width: int) -> int:
    """Rows the legend entries in ``mask`` (bit i: entry i) take, flowed on a canvas ``width`` px wide."""
    rows, x = 0, float(width)
    for i, entry in enumerate(widths):
        if mask >> i & 1:
            if x + entry > width - PAD + 26:
                rows, x = rows + 1, float(PAD)
            x += entry
    return rows


@functools.lru_cache(maxsize=256)
def _legend_mask(widths: tuple[float, ...], fits: int) -> int:
    """Which legend entries (bit i: entry i) go under the shorter column, where ``fits`` rows of them
    fit: chosen so the rest take the fewest rows across the board, then so the fewest move.  Boards
    of one region and language share their legend, so the search is done once for them."""
    every = (1 << len(widths)) - 1
    best = (_rows(widths, every, WIDTH), 0, 0)
    if fits:
        for mask in range(1, every + 1):
            if _rows(widths, mask, panels.COLUMN) <= fits:
                best = min(best, (_rows(widths, every & ~mask, WIDTH), bin(mask).count("1"), mask))
    return best[2]


@dataclass(frozen=True)
class _Block(Generic[P]):
    """Panels placed (image, x, y) relative to the block's top left.  Blocks nest without copying
    pixels: the board is composed once, on its final canvas (:func:`_composed`)."""

    parts: tuple[tuple[P, int, int], ...]
    width: int
    height: int


def _single(image: P) -> _Block[P]:
    return _Block(((image, 0, 0),), image.width, image.height)


def _split(parts: list[_Block[P]]) -> tuple[_Block[P], _Block[P]]:
    """The panels in reading order, down the left column then the right, split where the two
    columns come out most even; empty ones take no room."""
    parts = [part for part in parts if part.height]

    def tallest(split: int) -> int:
        return max(sum(p.height + GAP for p in parts[:split]), sum(p.height + GAP for p in parts[split:]))

    split = min(range(len(parts) + 1), key=tallest)
    return _stack(parts[:split], panels.COLUMN), _stack(parts[split:], panels.COLUMN)


def _stack(blocks: list[_Block[P]], width: int, gap: int = GAP) -> _Block[P]:
    """Blocks one under the other, ``gap`` apart; empty ones take no room."""
    placed: list[tuple[P, int, int]] = []
    y = 0
    for block in (block for block in blocks if block.height):
        placed += [(image, x, y + dy) for image, x, dy in block.parts]
        y += block.height + gap
    return _Block(tuple(placed), width, max(0, y - gap))


def _beside(left: _Block[P], right: _Block[P]) -> _Block[P]:
    """``left`` against the left edge, ``right`` against the right edge."""
    shift = WIDTH - right.width
    return _Block(left.parts + tuple((image, x + shift, y) for image, x, y in right.parts), WIDTH,
                  max(left.height, right.height))


def _composed(block: _Block[Image.Image]) -> Image.Image:
    canvas = Image.new("RGB", (block.width, block.height), sp.BACKGROUND)
    for image, x, y in block.parts:
        canvas.paste(image, (x, y))
    return canvas


# ================================================================ header


def _header_lines(view: UwView, text: Words, result: Result | None) -> list[Line]:
    """Turn and region, who must do what, the team's points against Jörmungandr's price; the outcome."""
    region = text("render.underworld.region", region_type=view.region, number=view.region_index + 1, total=len(view.regions))
    status, colour = status_line(view, text)
    team_vp = sum(seat.vp for seat in view.seats)
    lines = [Line(f"{text('render.underworld.turn', turn=view.turn)} · {region}", sp.ACCENT)]
    if result is None:  # else the outcome below says how it ended
        lines.append(Line(status, colour))
    lines.append(Line(text("render.underworld.team_vp", vp=team_vp, cost=view.jormungandr_cost), sp.TEXT))
    if result is not None:
        lines.extend(Line(words, sp.ACCENT) for words in result_lines(text, result))
    return lines


def status_line(view: UwView, text: Words) -> tuple[str, RGB]:
    """The one sentence a player looks for first: who must do what now, or how the game ended."""
    if view.finished:
        if view.won:
            return text("result.underworld.won", cost=view.jormungandr_cost), sp.GOOD
        return text(f"result.underworld.lost_{view.loss}"), sp.DANGER
    pending = view.pending
    if pending is not None:
        if pending.kind == "cost":  # only a price comes from an obstacle worth naming
            return text(f"render.underworld.pending.cost_{pending.scope}", seat=pending.seat,
                        obstacle_type=pending.source), sp.ACCENT
        return text(f"render.underworld.pending.{pending.kind}", seat=pending.seat, count=pending.count), sp.ACCENT
    seat = view.active_seat
    if view.stage is Stage.ROLL:
        return text("render.underworld.stage.roll", seat=seat), sp.TEXT
    if view.stage is Stage.END or view.region_over:
        return text("render.underworld.stage.end", seat=seat), sp.TEXT
    return text("render.underworld.stage.main", seat=seat, count=view.actions_left), sp.TEXT


# ================================================================ Lara's gauges


SLOT, PITCH = 34, 40
"""A gauge's slot (heart, adrenaline box, Thor object) and the distance between two."""


def _gauge_labels(view: UwView, text: Words) -> list[str]:
    return [text("render.underworld.health", health=view.health, max_health=view.max_health),
            text("render.underworld.adrenaline", level=view.adrenaline, max=view.adrenaline_max),
            text("render.underworld.thor", count=len(view.thor), total=len(view.thor_all))]


def _gauge_counts(view: UwView) -> tuple[int, int, int]:
    return view.health_cap, view.adrenaline_max, len(view.thor_all)


def _captions(view: UwView, text: Words, track: TrackView) -> list[str]:
    name = text.title(f"card.{track.axis.value}")
    return [name, text("render.underworld.axis_complete")] if track.finished else [name]


ROW_GAP = 6
NATLA_H = 54
LEAST_GAP, TIGHT_PITCH, TIGHT_GAP = 20, 34, 12
"""Between the gauges' columns, and how close slots and columns may be set to keep a label on one line."""


def _draw_top(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, top: int,
              outlined: Axis | None) -> int:
    """Lara's gauges across, acrobatics across (with the exit), then battle and cunning side by side,
    each name at the left of its spaces.  Returns the bottom y."""
    top_layout = _top_layout(view, text, top)
    _draw_gauges(canvas, draw, view, top_layout.gauges)
    for place in top_layout.tracks:
        _draw_track(canvas, draw, view, text, place, place.track.axis is outlined)
    return top_layout.bottom


@dataclass(frozen=True)
class _Gauges:
    """Where the gauges go: each column's label lines, x and width, and the slots' centre line."""

    top: int
    labels: list[list[str]]
    xs: list[float]
    widths: list[float]
    height: int
    cy: float

    def step(self, k: int, count: int) -> float:
        """Distance between two slots of column ``k`` (``count`` slots)."""
        return min(PITCH, self.widths[k] / max(1, count))

    def heart(self, view: UwView, i: int) -> Box:
        """The box of Lara's ``i``-th heart."""
        step = self.step(0, view.health_cap)
        cx, size = self.xs[0] + step / 2 + i * step, round(step - 6)
        return (cx - size / 2, self.cy - size / 2, cx + size / 2, self.cy + size / 2)


@dataclass(frozen=True)
class _Row:
    """Where a track goes: from ``x0`` to ``right``, its name at the left, its spaces ``step`` px apart from ``left``."""

    x0: int
    right: int
    left: float
    step: float


@dataclass(frozen=True)
class _Track:
    """One track placed: its top, row, tile size and height (room over the tile for Lara's standee)."""

    track: TrackView
    top: float
    row: _Row
    tile: int
    height: int

    @property
    def cy(self) -> float:
        return self.top + self.height / 2 + 4

    def cx(self, i: int) -> float:
        """The centre x of space ``i``."""
        return self.row.left + self.row.step * (i + 0.5)

    def space(self, i: int) -> Box:
        """The box of space ``i``'s tile."""
        cx, half = self.cx(i), self.tile / 2
        return (cx - half, self.cy - half, cx + half, self.cy + half)


@dataclass(frozen=True)
class _Top:
    gauges: _Gauges
    tracks: tuple[_Track, ...]
    bottom: int


def _top_layout(view: UwView, text: Words, top: int) -> _Top:
    """The top panel's layout (gauges, then the three tracks), for its drawing and for the places
    actions are tapped on it."""
    face = font(BODY, bold=True)
    acrobatics, battle, cunning = view.tracks
    gauges = _gauge_layout(view, text, top)
    y = gauges.top + gauges.height
    left = PAD + max(face.getlength(text.title(f"card.{axis.value}")) for axis in Axis) + 16
    step = (WIDTH - PAD - left) / len(acrobatics.spaces)
    first = _placed(view, text, acrobatics, y + ROW_GAP, _Row(0, WIDTH, left, step))
    y = int(first.top + first.height)
    half = panels.COLUMN
    # the same room whether a track is complete or not, so the spaces keep one size (and one cached sprite)
    caption_w = max(face.getlength(line) for track in (battle, cunning)
                    for line in (text.title(f"card.{track.axis.value}"), text("render.underworld.axis_complete")))
    step = (half - 2 * PAD - caption_w - 12) / max(len(battle.spaces), len(cunning.spaces))
    sides = [_placed(view, text, track, y + ROW_GAP, _Row(x0, x0 + half, x0 + PAD + caption_w + 12, step))
             for x0, track in ((0, battle), (WIDTH - half, cunning))]
    return _Top(gauges, (first, *sides), max(int(place.top + place.height) for place in sides) + 4)


def _placed(view: UwView, text: Words, track: TrackView, top: float, row: _Row) -> _Track:
    tile = int(min(TILE, row.step - 8))
    return _Track(track, top, row, tile, max(tile + 26, len(_captions(view, text, track)) * STEP + 4))


def _gauge_layout(view: UwView, text: Words, top: int) -> _Gauges:
    """Three columns, a label over its slots, as wide as the longer of the two; closer together, or
    the labels wrapped, when they do not fit."""
    face = font(BODY, bold=True)
    columns = _gauge_labels(view, text)
    counts = _gauge_counts(view)
    widths = [max(face.getlength(label), count * PITCH) for label, count in zip(columns, counts)]
    room = WIDTH - 2 * PAD - 2 * LEAST_GAP
    if sum(widths) > room:  # closer slots and columns first, so long labels (French) keep to one line
        widths = [max(face.getlength(label), count * TIGHT_PITCH) for label, count in zip(columns, counts)]
        room = WIDTH - 2 * PAD - 2 * TIGHT_GAP
    if sum(widths) > room:  # else the labels wrap over their slots instead of running into the next
        spare = (room - sum(count * PITCH for count in counts)) / 3
        widths = [count * PITCH + spare for count in counts]
    gap = (WIDTH - 2 * PAD - sum(widths)) / 2
    labels = [wrap(label, width, face) for label, width in zip(columns, widths)]
    label_h = max(len(lines) for lines in labels) * STEP
    xs, x = [], float(PAD)
    for width in widths:
        xs.append(x)
        x += width + gap
    return _Gauges(top, labels, xs, widths, 6 + label_h + SLOT + 10, top + 6 + label_h + SLOT / 2 + 1)


def _draw_gauges(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, gauges: _Gauges) -> None:
    """Three columns, a label over its slots: health (full, hollow, struck through beyond the
    maximum), adrenaline, Thor objects."""
    face = font(BODY, bold=True)
    counts = _gauge_counts(view)
    top, cy = gauges.top, gauges.cy
    draw.rectangle((0, top, WIDTH, top + gauges.height), fill=sp.PANEL)
    for k, (lines, x) in enumerate(zip(gauges.labels, gauges.xs)):
        for n, line in enumerate(lines):
            draw_text(draw, (x, top + 4 + n * STEP), line, face, sp.TEXT)
        step = gauges.step(k, counts[k])
        if k == 0:
            for i in range(view.health_cap):
                state: sp.HeartState = "full" if i < view.health else "empty" if i < view.max_health else "locked"
                paste(canvas, sp.heart(state, round(step - 6)), (x + step / 2 + i * step, cy))
        elif k == 1:
            for i in range(view.adrenaline_max):
                lit = i < view.adrenaline
                draw.rounded_rectangle((x + i * step, cy - SLOT / 2, x + i * step + step - 10, cy + SLOT / 2), radius=8,
                                       fill=sp.ADRENALINE if lit else sp.BACKGROUND, outline=sp.TEXT if lit else sp.DIM, width=3)
        else:
            for i, obj in enumerate(view.thor_all):
                paste(canvas, sp.thor_slot(obj in view.thor, round(step - 6)), (x + step / 2 + i * step, cy))


# ================================================================ axes


def _draw_track(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, place: _Track, outlined: bool) -> None:
    """One axis: its name (and "complete") and its spaces with Lara's standee on hers; on acrobatics,
    the exit badge on the last space.  The objects' names are in a panel of their own
    (``_draw_objects_ahead``)."""
    face = font(BODY, bold=True)
    track, row, tile, top, height, cy = place.track, place.row, place.tile, place.top, place.height, place.cy
    status = _captions(view, text, track)
    if outlined:
        draw.rounded_rectangle((row.x0 + 6, top + 2, row.right - 6, top + height - 2), radius=12, outline=sp.ACCENT, width=4)
    for k, line in enumerate(status):
        colour = sp.AXIS_CAPTIONS[track.axis] if k == 0 else sp.GOOD
        draw_text(draw, (row.x0 + PAD, cy - 4 - len(status) * STEP / 2 + k * STEP), line, face, colour)
    count = len(track.spaces)
    draw.line([(place.cx(0), cy), (place.cx(count - 1), cy)], fill=sp.AXIS_COLOURS[track.axis], width=6)
    for i, code in enumerate(track.spaces):
        obj = code.removeprefix("obj:") if code.startswith("obj:") else None
        paste(canvas, sp.space("obj" if obj else code, tile, obj in view.thor_all, used=i < track.position), (place.cx(i), cy))
    if track.axis is Axis.ACROBATICS and panels.has_exit(view):
        exit_x = place.cx(count - 1)
        draw.rounded_rectangle((exit_x - tile / 2 - 3, cy - tile / 2 - 3, exit_x + tile / 2 + 3, cy + tile / 2 + 3),
                               radius=14, outline=sp.GOOD, width=4)
        paste(canvas, sp.exit_badge(max(30, tile // 2)), (exit_x + tile / 2 - 6, cy + tile / 2 - 6))
    lara_x = place.cx(track.position)
    draw.rounded_rectangle((lara_x - tile / 2 - 5, cy - tile / 2 - 5, lara_x + tile / 2 + 5, cy + tile / 2 + 5),
                           radius=16, outline=sp.ACCENT, width=5)
    paste(canvas, sp.standee("L", sp.LARA, 22, BODY), (lara_x + tile / 2 - 6, cy - tile / 2 + 4))


def _objects_ahead(view: UwView, text: Words) -> str:
    """The objects still lying on the tracks ahead of Lara, by name, axis and space."""
    found = [text("render.underworld.object_on", object_type=code.removeprefix("obj:"), axis_type=track.axis.value, number=i + 1)
             for track in view.tracks for i, code in enumerate(track.spaces) if code.startswith("obj:") and i >= track.position]
    return text("render.underworld.on_tracks", objects=", ".join(found)) if found else ""


def _exit_words(view: UwView, text: Words) -> str:
    """What leaving the region now would lose: the objects still on its tracks and the health the
    enemies in sight cost (UW-REG-2, UW-ENE-6); empty in the last region, which has no exit."""
    if not panels.has_exit(view):
        return ""
    losses = []
    if any(code.startswith("obj:") and i >= track.position for track in view.tracks for i, code in enumerate(track.spaces)):
        losses.append(text("render.underworld.exit_objects"))
    if view.leave_damage:
        losses.append(text("render.underworld.exit_health", health=view.leave_damage, count=len(view.enemy_line)))
    return text("render.underworld.exit", count=len(view.obstacles), losses=" · ".join(losses) or text("render.underworld.exit_nothing"))


# ================================================================ Natla and the obstacles


def _draw_natla(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, top: int) -> int:
    """Natla's walk as numbered boxes across the panel: hers gold, passed ones grey, the fatal last one
    red; the obstacles ahead are read under it."""
    left, y0, right = PAD, top, canvas.width - PAD
    boxes = len(view.obstacles) + 1
    gap = 8
    box_w = (right - left - gap * (boxes - 1)) / boxes
    y1 = y0 + NATLA_H
    last_region = view.region_index == len(view.regions) - 1
    for i in range(boxes):
        x0 = left + i * (box_w + gap)
        current = i == view.natla
        fatal = last_region and i == boxes - 1
        outline = sp.ACCENT if current else sp.DANGER if fatal else sp.DIM
        draw.rounded_rectangle((x0, y0, x0 + box_w, y1), radius=10, fill=sp.PANEL_ACTIVE if current else sp.PANEL,
                               outline=outline, width=5 if current or fatal else 2)
        if current:
            paste(canvas, sp.standee("N", sp.NATLA, 26, BODY), (x0 + box_w / 2, (y0 + y1) / 2))
        elif i == 0:
            paste(canvas, sp.space("start", min(52, int(box_w) - 8)), (x0 + box_w / 2, (y0 + y1) / 2))
        else:
            draw_text(draw, (x0 + box_w / 2, (y0 + y1) / 2), str(i), font(BODY, bold=True), sp.MUTED if i < view.natla else sp.TEXT, anchor="mm")
    return int(y1 + 6)


def _draw_ahead(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, top: int, k: int) -> int:
    """The name and full text of the next obstacle (``k`` 0) or the one after it (1), so the table can
    read ahead; each is a panel of its own, so the columns can split between them."""
    number = view.natla + k
    if number >= len(view.obstacles):
        return top
    width = canvas.width
    obstacle = view.obstacles[number]
    key = "render.underworld.obstacle_ahead" if k == 0 else "render.underworld.then_obstacle"
    heading = text(key, number=number + 1, obstacle_type=obstacle)
    lead = (heading, font(BODY, bold=True), sp.ACCENT if k == 0 else sp.MUTED)
    return int(panels.draw_run_on(draw, (PAD, top), lead, text(f"obstacle.underworld.{obstacle}"), width - 2 * PAD, font(BODY), sp.TEXT))


def _draw_objects_ahead(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, top: int) -> int:
    """The objects on the tracks by name (gold if one goes to Thor)."""
    ahead = _objects_ahead(view, text)
    if not ahead:
        return top
    thor = any(f"obj:{obj}" in track.spaces for obj in view.thor_all for track in view.tracks)
    return int(draw_wrapped(draw, (PAD, top), ahead, canvas.width - 2 * PAD, font(BODY), sp.GOLD if thor else sp.TEXT))


def _draw_leaving(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, top: int) -> int:
    """Beside the exit badge of the last acrobatics space, what leaving the region now loses."""
    words = _exit_words(view, text)
    if not words:
        return top
    badge = 40
    face = font(BODY)
    first = wrap(words, canvas.width - 2 * PAD - badge - 10, face)[0]  # beside the badge; the rest wraps under it
    draw_text(draw, (PAD + badge + 10, top), first, face, sp.GOOD)
    paste(canvas, sp.exit_badge(badge), (PAD + badge / 2, top + STEP / 2))
    rest = words[len(first):].strip()
    return int(draw_wrapped(draw, (PAD, top + STEP), rest, canvas.width - 2 * PAD, face, sp.GOOD) if rest else top + STEP)


# ================================================================ where actions are tapped


def spots(view: UwView, actions: Sequence[UwAction], *, names: Mapping[int, str], lang: str = "en",
          result: Result | None = None) -> list[tuple[Spot, ...]]:
    """Where each action is tapped.  On the board: the space Lara would reach (choosing an axis, playing
    a card or a treasure on it), the heart a heal fills last, the next enemy out (defeat), a price's
    option (pay), the draw pile (draw).  On the hand: the card played, discarded or given, the treasure,
    VP or medkit counter spent, the object used.  Rolling, guessing, passing, settling and declining are
    drawn nowhere.  The board is measured by its own painters, never drawn."""
    require_view(view)
    text = Words.for_seats(lang, names, view.players)
    board = _Places(view, text, result)
    hand = hand_layout(view, lang) if view.hand is not None and view.viewer is not None else None
    return [tuple(spot_over("board", box) for box in board.boxes(action)) +
            tuple(spot_over("hand", box) for box in (_hand_boxes(hand, action) if hand is not None else ()))
            for action in actions]


class _Places:
    """The board's panels as placed (measured, not drawn), and the boxes of what actions name on them."""

    def __init__(self, view: UwView, text: Words, result: Result | None) -> None:
        self.view, self.text = view, text
        top = header_height(WIDTH, _header_lines(view, text, result), PAD)
        self.panels = {part.name: (x, y + top) for part, x, y in _body(view, text, None, _ruled).parts}
        self.top = _top_layout(view, text, 0)

    def _at(self, panel: str, box: Box) -> Box:
        x, y = self.panels[panel]
        return (box[0] + x, box[1] + y, box[2] + x, box[3] + y)

    def boxes(self, action: UwAction) -> list[Box]:
        view = self.view
        match action:
            case ChooseAxis(axis=axis) | PlayCard(axis=axis) | PlayTreasure(axis=axis):
                place = self.top.tracks[list(Axis).index(axis)]
                return [self._at("top", place.space(min(place.track.position + 1, len(place.track.spaces) - 1)))]
            case Heal(count=count):
                return [self._at("top", self.top.gauges.heart(view, view.health + count - 1))]
            case Defeat() if view.enemy_line:
                y, height = panels.enemy_layout(view, self.text, panels.COLUMN, 0)[1][0]
                return [self._at("enemies", (0, y, panels.COLUMN, y + height))]
            case Pay(option=option) if view.pending is not None and "pending" in self.panels:
                left, right = panels.price_spans(self.text, view.pending)[option]
                return [self._at("pending", (left, panels.PRICE_TOP, right, panels.PRICE_TOP + panels.PRICE_ROW))]
            case Draw():
                pile = panels.pile_layout(view, self.text, panels.COLUMN, 0)[0][0]
                return [self._at("piles", (pile.x, pile.cy - panels.PILE_LINE / 2, pile.right, pile.cy + panels.PILE_LINE / 2))]
        return []


def _hand_boxes(hand: HandLayout, action: UwAction) -> list[Box]:
    """The boxes on the hand picture of the cards, counters or object an action spends."""
    match action:
        case PlayCard(axis=axis):
            return _top_cards(hand, axis, 1)
        case Discard(cards=cards):
            return [box for axis in Axis for box in _top_cards(hand, axis, cards.count(axis))]
        case Give(item=item, count=count) if item in CARD_AXES:
            return _top_cards(hand, CARD_AXES[item], count)
        case Give(item=item):
            return [hand.counters[Counter(item.value)]] if item.value in COUNTERS else []
        case PlayTreasure():
            return [hand.counters[Counter.TREASURE]]
        case Heal():
            return [hand.counters[Counter.MEDKIT]]
        case UseObject(object=obj):
            return [held.box for held in hand.objects if held.id == obj]
    return []


CARD_AXES = {Item(axis.value): axis for axis in Axis}
COUNTERS = frozenset(counter.value for counter in Counter)


def _top_cards(hand: HandLayout, axis: Axis, count: int) -> list[Box]:
    """The part showing of each of the last ``count`` cards of a type's row (drawn last, so on top of
    the cards before them)."""
    row = hand.cards[axis]
    shown = [(box[0], box[1], min(box[2], after[0]) if after else box[2], box[3])
             for box, after in zip(row, [*row[1:], None])]
    return shown[max(0, len(shown) - count):] if count else []


# ================================================================ alt text


def alt_text(view: UwView, *, names: Mapping[int, str], lang: str = "en", result: Result | None = None) -> str:
    """What the board shows, in words, for a screen reader (Discord's attachment description).

    Built from the view alone: hand sizes and counters, never the progress cards in a hand.
    """
    require_view(view)
    text = Words.for_seats(lang, names, view.players)
    parts = [line.text for line in _header_lines(view, text, result)]
    parts.append(" · ".join((text("render.underworld.health", health=view.health, max_health=view.max_health),
                             text("render.underworld.adrenaline", level=view.adrenaline, max=view.adrenaline_max),
                             text("render.underworld.thor", count=len(view.thor), total=len(view.thor_all)))))
    for track in view.tracks:
        # counted as the log counts them: spaces[0] is the start, not a numbered space
        parts.append(text("render.underworld.alt.track", axis=text.title(f"card.{track.axis.value}"), number=track.position,
                          total=len(track.spaces) - 1))
    parts.append(text("render.underworld.alt.natla", count=view.natla, total=len(view.obstacles)))
    if view.natla < len(view.obstacles):
        parts.append(text("render.underworld.obstacle_ahead", number=view.natla + 1, obstacle_type=view.obstacles[view.natla]))
        parts.append(text(f"obstacle.underworld.{view.obstacles[view.natla]}"))
    parts.extend(words for words in (_objects_ahead(view, text), _exit_words(view, text)) if words)
    enemies = text("render.underworld.enemies", count=len(view.enemy_line), limit=view.enemy_limit)
    if view.enemy_line:
        enemies += " · " + ", ".join(text.title(f"card.{enemy.kind}") for enemy in view.enemy_line)
    parts.append(enemies)
    if view.revealed is not None:
        parts.append(text("render.underworld.alt.revealed", card=text.title(f"card.{view.revealed.value}")))
    for seat in view.seats:
        parts.append(text("render.underworld.alt.seat", seat=seat.seat, hand=seat.hand_size, vp=seat.vp,
                          treasures=seat.treasures, medkits=seat.medkits))
    return alt_join(parts)


RENDERER = GameRenderer(
    render_board=render_board,
    last_move=last_move,
    render_hand=render_hand,
    alt_text=alt_text,
    board_image=board_image,
    hand_image=hand_image,
    spots=spots,
)
