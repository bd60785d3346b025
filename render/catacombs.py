"""Pictures of Catacombs Conquest, drawn from views only: the arena, the hand, the last shot as a GIF.

The arena picture shows the mat to scale (18 px per centimetre) with angle marks on its edges so a
player can read the angle to type, the trail of the last shot, then one panel per team (health,
piles, hands, kept armour, the card in play).  Every word comes from the catalog.
"""

from __future__ import annotations

import io
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from render import GameRenderer, Shots, Spot
from render import catacombs_sprites as sp
from render.catacombs_hand import hand_image, hand_layout, require_view
from render.common import (
    Box,
    Line,
    Words,
    alt_join,
    draw_text,
    draw_wrapped,
    encode_png,
    font,
    flowed_header,
    header_height,
    min_size,
    paste,
    result_lines,
    spot_over,
    wrap,
    wrapped_height,
)
from render.palettes import palette
from rules.catacombs.arena import WALL_BEARINGS
from rules.catacombs.content import content
from rules.catacombs.model import CcAction, CcView, Discard, DiskKind, DiskView, Flick, LastShot, Play, Side, SpendArmour, Target
from rules.catacombs.physics import simulate
from rules.core import Event, Result

WIDTH = 1160
SCALE = 18  # px per cm
PAD = 30
BODY = min_size(WIDTH)
"""Every word is at least this size (px), so it reads on a phone showing the board 400 px wide."""
BIG = min_size(WIDTH, headline=True)
SCALE_BAND = 2 * BODY + 90  # under the mat: the distance scale and the angle compass
GIF_SCALE = 9
GIF_FRAME_MS = 40
GIF_HOLD_MS = 1500
GIF_MAX_FRAMES = 120
AIM_LENGTH_CM = 18.0
COMPASS_R = 30

Frames = Sequence[Sequence[tuple[float, float]]]


# ================================================================ public API


def render_board(view: CcView, *, names: Mapping[int, str], lang: str = "en", highlight: object = None,
                 result: Result | None = None) -> bytes:
    """PNG of the arena and both teams as ``view`` shows them (a hand is never drawn here).

    ``highlight`` may be a disk id to ring, or a :class:`Flick` to preview its aim line — the line
    only, never where the disks would go.
    """
    return encode_png(board_image(view, names=names, lang=lang, highlight=highlight, result=result), palette("catacombs"))


def last_move(events: Sequence[Event]) -> None:
    """Nothing to add: the arena draws the last shot's trails and wounds from the view itself."""
    return None


def render_hand(view: CcView, *, lang: str = "en") -> bytes:
    """PNG of the viewer's own hand; raises on a public view (no hand)."""
    return encode_png(hand_image(view, lang=lang), palette("catacombs"))


def shot_frames(shot: LastShot) -> Frames:
    """Disk positions through the last shot, frame by frame, from the paths the rules recorded when it was
    played.  A shot saved before the rules kept them is replayed from its launch (deterministic), once."""
    if not shot.paths:
        return _frames_of(shot.model_dump_json())
    length = max(len(path) for path in shot.paths.values())
    still = [(disk.x, disk.y) for disk in shot.disks]
    return tuple(
        tuple(path[min(k, len(path) - 1)] if (path := shot.paths.get(disk.id)) else still[i] for i, disk in enumerate(shot.disks))
        for k in range(length)
    )


@lru_cache(maxsize=16)
def _frames_of(shot_json: str) -> Frames:
    shot = LastShot.model_validate_json(shot_json)
    return simulate(shot.disks, shot.disk, shot.vx, shot.vy, record=True).frames


def render_shot_gif(view: CcView, frames: Frames | None = None, *, names: Mapping[int, str] | None = None,
                    lang: str = "en", events: Sequence[Event] = ()) -> bytes:
    """Small GIF of the last shot that plays once and rests on where the disks stopped, drawn straight in a
    fixed palette; empty bytes if none.

    A caption on top says who shot with which disk and what it did, from the public ``events`` of
    that shot when given (else just the disk the view says was flicked).
    """
    require_view(view)
    if view.last_shot is None:
        return b""
    shot = view.last_shot
    path = list(frames if frames is not None else shot_frames(shot))
    if len(path) > GIF_MAX_FRAMES:
        step = math.ceil(len(path) / GIF_MAX_FRAMES)
        path = path[::step] + [path[-1]]
    kinds = [(d.kind, _side_of_disk(view, d.id), d.id) for d in shot.disks]
    radii = [content().radius(d.kind) for d in shot.disks]
    base = _gif_base(view, gif_caption(view, Words.for_seats(lang, names or {}, len(view.seats)), events))
    still = _still_disks(view, base, kinds, radii, path)
    draw = ImageDraw.Draw(base)
    for i in still:  # drawn once: nothing else ever comes near them, so every frame would draw them alike
        _gif_disk(view, base, draw, kinds[i], radii[i], path[0][i])
    moving = [i for i in range(len(kinds)) if i not in still]
    images = [_gif_frame(view, base, [kinds[i] for i in moving], [radii[i] for i in moving], [positions[i] for i in moving])
              for positions in path]
    durations = [GIF_FRAME_MS] * (len(images) - 1) + [GIF_HOLD_MS]
    buffer = io.BytesIO()
    # No ``loop``: without the NETSCAPE extension Discord and browsers play the shot once, then hold its end.
    images[0].save(buffer, format="GIF", save_all=True, append_images=images[1:], duration=durations,
                   optimize=False, disposal=1)
    return buffer.getvalue()


# ================================================================ arena picture


def board_image(view: CcView, *, names: Mapping[int, str], lang: str = "en", highlight: object = None,
                result: Result | None = None) -> Image.Image:
    require_view(view)
    text = Words.for_seats(lang, names, len(view.seats))
    layout = _layout(view, text, result)
    canvas, _ = flowed_header(WIDTH, _header_lines(view, text, result), sp.PANEL, PAD, layout.height - layout.top, sp.BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    origin, arena_h = layout.origin, layout.arena[1]
    _draw_mat(draw, view, origin, *layout.arena)
    if view.last_shot is not None:
        _draw_trail(draw, view, origin)  # under the disks, so it never crosses a label: each stops under its disk
    _draw_disks(canvas, draw, view, origin, highlight if isinstance(highlight, str) else None)
    _draw_strike(draw, view, origin)
    if isinstance(highlight, Flick):
        _draw_aim(draw, view, origin, highlight)
    _draw_scale(draw, (origin[0], origin[1] + arena_h + PAD / 2), text)
    _draw_compass(draw, (WIDTH - PAD - COMPASS_R - font(BODY, bold=True).getlength("0°") - 6, origin[1] + arena_h + PAD / 2 + SCALE_BAND / 2))
    for side, lines, box in zip((Side.SWORD, Side.SKULL), layout.lines, layout.panels):
        _draw_team(draw, view, text, side, lines, box)
    return canvas


@dataclass(frozen=True)
class _Layout:
    """Where the arena picture puts things: the header's height, the mat's top-left corner and size
    (px), each team's panel (x, y, w, h) and lines, and the picture's height.  One function computes it
    for the drawing and for the places actions are tapped (:func:`spots`)."""

    top: int
    origin: tuple[float, float]
    arena: tuple[int, int]
    panels: tuple[tuple[float, float, float, float], ...]
    lines: tuple[list[PanelLine], ...]
    height: int


def _layout(view: CcView, text: Words, result: Result | None) -> _Layout:
    top = header_height(WIDTH, _header_lines(view, text, result), PAD)
    arena_w, arena_h = round(view.width_cm * SCALE), round(view.height_cm * SCALE)
    lines = tuple(_team_lines(view, text, side) for side in (Side.SWORD, Side.SKULL))
    panel_w = (WIDTH - 3 * PAD) // 2  # the two teams side by side: short lines, half the height
    panel_h = max(_panel_height(team, panel_w) for team in lines)
    panel_y = int(PAD + arena_h + PAD / 2 + SCALE_BAND)
    boxes = tuple((float(PAD + k * (panel_w + PAD)), float(top + panel_y), float(panel_w), float(panel_h)) for k in range(2))
    return _Layout(top, ((WIDTH - arena_w) / 2, top + PAD), (arena_w, arena_h), boxes, lines, top + panel_y + panel_h + PAD)


def _header_lines(view: CcView, text: Words, result: Result | None) -> list[Line]:
    """Turn and bank, whose move, both teams' health; on the last board the outcome."""
    lines = [Line(f"{text('render.catacombs.turn', turn=view.turn)} · {text('render.catacombs.bank', bank=view.bank)}", sp.ACCENT)]
    lines.append(Line(_status(view, text), sp.TEXT))
    health = " · ".join(text("render.team_score", side=side.value, points=view.health[side]) for side in (Side.SWORD, Side.SKULL))
    lines.append(Line(text("render.catacombs.health_line", teams=health), sp.TEXT))
    if result is not None:
        lines.extend(Line(words, sp.ACCENT) for words in result_lines(text, result))
    return lines


def _to_px(origin: tuple[float, float], view: CcView, x: float, y: float, scale: float = SCALE) -> tuple[float, float]:
    return origin[0] + x * scale, origin[1] + (view.height_cm - y) * scale


def _draw_compass(draw: ImageDraw.ImageDraw, centre: tuple[float, float]) -> None:
    """How angles are counted in the notation: 0° to the right, 90° up (counter-clockwise)."""
    cx, cy = centre
    r = COMPASS_R
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=sp.MUTED, width=2)
    draw.line((cx - r, cy, cx + r, cy), fill=sp.MUTED, width=2)
    draw.line((cx, cy - r, cx, cy + r), fill=sp.MUTED, width=2)
    face = font(BODY, bold=True)
    for label, xy, anchor in (("0°", (cx + r + 4, cy), "lm"), ("90°", (cx, cy - r - 1), "md"),
                              ("180°", (cx - r - 4, cy), "rm"), ("270°", (cx, cy + r + 1), "ma")):
        draw_text(draw, xy, label, face, sp.ACCENT, anchor=anchor)


def _status(view: CcView, text: Words) -> str:
    """The one sentence a player looks for first: who must do what now."""
    if view.finished:
        return text("render.catacombs.finished")
    shot = view.shots[0] if view.shots else None
    params = {
        "seat": view.active_seat,
        "disk": view.active_disk,
        "shot_type": f"cc_shot_{shot.value}" if shot else "cc_shot_move",
        "target": view.target or "—",
        "side": _defending(view),
        "damage": view.strike.damage * len(view.strike.victims) if view.strike else 0,
    }
    return text(f"render.catacombs.status.{view.phase}", **params)


def _defending(view: CcView) -> Side | None:
    active = next((c.side for c in view.characters if c.disk == view.active_disk), None)
    if active is None:
        return None
    return Side.SKULL if active is Side.SWORD else Side.SWORD


def _draw_mat(draw: ImageDraw.ImageDraw, view: CcView, origin: tuple[float, float], w: int, h: int) -> None:
    x0, y0 = origin
    draw.rectangle((x0 - 10, y0 - 10, x0 + w + 10, y0 + h + 10), fill=sp.WALL)
    draw.rectangle((x0, y0, x0 + w, y0 + h), fill=sp.MAT)
    for cm in range(5, int(view.width_cm), 5):
        x = x0 + cm * SCALE
        draw.line((x, y0, x, y0 + h), fill=sp.MAT_LINE, width=1)
    for cm in range(5, int(view.height_cm), 5):
        y = y0 + h - cm * SCALE
        draw.line((x0, y, x0 + w, y), fill=sp.MAT_LINE, width=1)
    draw.line((x0 + w / 2, y0, x0 + w / 2, y0 + h), fill=sp.MAT_LINE, width=3)


def _draw_trail(draw: ImageDraw.ImageDraw, view: CcView, origin: tuple[float, float]) -> None:
    """Lines where the disks of the last shot slid, from a dot where each started, so the picture
    tells what just happened; pale on a dark edge so they read on the mat and over the disks."""
    assert view.last_shot is not None
    frames = shot_frames(view.last_shot)
    for i in range(len(view.last_shot.disks)):
        points = [_to_px(origin, view, *frame[i]) for frame in frames]
        if len(points) > 1 and math.dist(points[0], points[-1]) > 2:
            for colour, width in ((sp.DARK, 10), (sp.TRAIL, 5)):
                draw.line(points, fill=colour, width=width, joint="curve")
            x, y = points[0]
            draw.ellipse((x - 8, y - 8, x + 8, y + 8), fill=sp.TRAIL, outline=sp.DARK, width=3)


def _draw_disks(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: CcView, origin: tuple[float, float],
                ringed: str | None) -> None:
    for disk in view.disks:
        ring = disk.id == (ringed or view.active_disk)
        sprite = sp.disk_sprite(round(2 * disk.radius * SCALE), sp.disk_colour(disk.kind, disk.side), disk.id, ring, BODY)
        paste(canvas, sprite, _to_px(origin, view, disk.x, disk.y))
    if view.target is not None:
        target = next((d for d in view.disks if d.id == view.target), None)
        if target is not None:
            cx, cy = _to_px(origin, view, target.x, target.y)
            r = target.radius * SCALE + 12
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=sp.ACCENT, width=3)
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                draw.line((cx + dx * (r - 6), cy + dy * (r - 6), cx + dx * (r + 10), cy + dy * (r + 10)), fill=sp.ACCENT, width=3)


def _draw_aim(draw: ImageDraw.ImageDraw, view: CcView, origin: tuple[float, float], flick: Flick) -> None:
    """Dashed aim line from the disk the flick starts at; its length grows with power."""
    start = _aim_start(view, flick)
    if start is None:
        return
    angle = flick.angle
    if flick.at in WALL_BEARINGS:
        angle = WALL_BEARINGS[flick.at] + flick.offset
    elif flick.at is not None:
        target = next((d for d in view.disks if d.id == flick.at), None)
        if target is None:
            return
        angle = math.degrees(math.atan2(target.y - start.y, target.x - start.x)) + flick.offset
    rad = math.radians(angle or 0.0)
    dx, dy = math.cos(rad), math.sin(rad)
    wanted = start.radius + AIM_LENGTH_CM * max(0.2, flick.power / 100)
    length = min(wanted, _room_along(start.x, start.y, dx, dy, view)) - start.radius
    if length <= 0:
        return
    for k in range(0, 10, 2):
        a, b = start.radius + k / 10 * length, start.radius + (k + 1) / 10 * length
        p = _to_px(origin, view, start.x + math.cos(rad) * a, start.y + math.sin(rad) * a)
        q = _to_px(origin, view, start.x + math.cos(rad) * b, start.y + math.sin(rad) * b)
        draw.line((p, q), fill=sp.ACCENT, width=5)


def _room_along(x: float, y: float, dx: float, dy: float, view: CcView) -> float:
    """Distance from (x, y) to the arena wall along (dx, dy), so the aim line never leaves the mat."""
    limits = []
    if dx:
        limits.append(((view.width_cm if dx > 0 else 0.0) - x) / dx)
    if dy:
        limits.append(((view.height_cm if dy > 0 else 0.0) - y) / dy)
    return max(0.0, min(limits)) if limits else 0.0


def _aim_start(view: CcView, flick: Flick) -> DiskView | None:
    """The disk a flick starts from: its origin, else the projectile on a retry, the active character's
    companion on a companion move (CC-ABL-7), the active character otherwise."""
    wanted = flick.origin or ("P" if view.phase == "retry" else _companion(view) if view.phase == "companion" else view.active_disk)
    return next((d for d in view.disks if d.id == wanted), None)


def _companion(view: CcView) -> str | None:
    """The active character's teammate (the same team's other character)."""
    side = _active_side(view)
    return next((c.disk for c in view.characters if c.side is side and c.disk != view.active_disk), None)


def _draw_strike(draw: ImageDraw.ImageDraw, view: CcView, origin: tuple[float, float]) -> None:
    """A hit mark and "−N" on each pawn the last shot struck: while the wound waits for the armour
    decision (the strike), then once dealt (the last shot's wounds) until the next flick."""
    for mark in wound_marks(view, origin):
        disk = next(d for d in view.disks if d.id == mark.victim)
        _hit_mark(draw, _to_px(origin, view, disk.x, disk.y), disk.radius * SCALE)
        draw_text(draw, mark.xy, mark.words, font(BIG, bold=True), sp.HIT, mark.anchor, sp.DARK)


@dataclass(frozen=True)
class WoundMark:
    """Where a struck pawn's "−N" is drawn, and the box its letters fill."""

    victim: str
    words: str
    xy: tuple[float, float]
    anchor: str
    box: Box


def _struck(view: CcView) -> dict[str, int]:
    """Pawn → wounds shown: the strike waiting for armour, else what the last shot dealt."""
    if view.strike is not None:
        return {victim: view.strike.damage for victim in view.strike.victims}
    return dict(view.last_shot.wounds) if view.last_shot is not None else {}


def disk_box(view: CcView, origin: tuple[float, float], disk: DiskView) -> Box:
    """The pixels a disk's sprite paints on the arena: its face, or its label where that overhangs."""
    cx, cy = _to_px(origin, view, disk.x, disk.y)
    diameter = round(2 * disk.radius * SCALE)
    size = max(10, int(diameter * 0.42), BODY)  # as :func:`sp.disk_sprite` writes it
    left, top, right, bottom = font(size, bold=True).getbbox(disk.id, anchor="mm", stroke_width=max(1, size // 12))
    r = diameter / 2 + 2
    return (cx + min(left, -r), cy + min(top, -r), cx + max(right, r), cy + max(bottom, r))


def wound_marks(view: CcView, origin: tuple[float, float]) -> list[WoundMark]:
    """Each struck pawn's "−N", beside it on the first side (right, left, above, below, then the
    diagonals) where it covers no other disk, no label and no other mark, and stays on the arena's
    part of the picture; where every side is crowded, the side it covers least."""
    face = font(BIG, bold=True)
    stroke = max(1, int(face.size) // 12)
    others = {d.id: disk_box(view, origin, d) for d in view.disks}
    bounds = (0.0, origin[1] - PAD, float(WIDTH), origin[1] + view.height_cm * SCALE + PAD / 2)
    marks: list[WoundMark] = []
    for victim, damage in _struck(view).items():
        disk = next((d for d in view.disks if d.id == victim), None)
        if disk is None:
            continue
        cx, cy = _to_px(origin, view, disk.x, disk.y)
        gap = disk.radius * SCALE + 24  # clear of the hit mark's spikes
        slant = gap * 0.75
        words = f"−{damage}"
        placed = []
        for dx, dy, anchor in ((gap, 0, "lm"), (-gap, 0, "rm"), (0, -gap, "md"), (0, gap, "ma"),
                               (slant, -slant, "ld"), (-slant, -slant, "rd"), (slant, slant, "la"), (-slant, slant, "ra")):
            xy = (cx + dx, cy + dy)
            left, top, right, bottom = face.getbbox(words, anchor=anchor, stroke_width=stroke)
            box = (xy[0] + left, xy[1] + top, xy[0] + right, xy[1] + bottom)
            covered = sum(overlap_area(box, other) for key, other in others.items() if key != victim)
            covered += sum(overlap_area(box, mark.box) for mark in marks) + _outside(box, bounds)
            placed.append((covered, WoundMark(victim, words, xy, anchor, box)))
        marks.append(min(placed, key=lambda option: option[0])[1])  # the first of the least covered
    return marks


def overlap_area(a: Box, b: Box) -> float:
    """How many pixels two boxes share."""
    return max(0.0, min(a[2], b[2]) - max(a[0], b[0])) * max(0.0, min(a[3], b[3]) - max(a[1], b[1]))


def _outside(box: Box, bounds: Box) -> float:
    """How many of a box's pixels fall outside ``bounds``."""
    return (box[2] - box[0]) * (box[3] - box[1]) - overlap_area(box, bounds)


def _hit_mark(draw: ImageDraw.ImageDraw, centre: tuple[float, float], r: float) -> None:
    """A burst around a struck pawn: a ring with eight spikes, leaving its label readable."""
    cx, cy = centre
    for colour, width in ((sp.DARK, 10), (sp.HIT, 5)):
        draw.ellipse((cx - r - 5, cy - r - 5, cx + r + 5, cy + r + 5), outline=colour, width=width)
        for k in range(8):
            a = math.radians(45 * k + 22.5)
            inner, outer = r + 7, r + (20 if k % 2 else 14)
            draw.line((cx + inner * math.cos(a), cy + inner * math.sin(a), cx + outer * math.cos(a), cy + outer * math.sin(a)),
                      fill=colour, width=width)


def _draw_scale(draw: ImageDraw.ImageDraw, left_top: tuple[float, float], text: Words) -> None:
    """A 10 cm bar under the mat, so distances on the picture can be judged."""
    x, y = left_top
    y += BODY + 24
    length = 10 * SCALE
    draw.line((x, y, x + length, y), fill=sp.TEXT, width=4)
    for tick in range(0, 11, 5):
        height = 14 if tick % 10 == 0 else 8
        draw.line((x + tick * SCALE, y - height, x + tick * SCALE, y + height), fill=sp.TEXT, width=3)
    draw_text(draw, (x + length + 16, y), text("render.catacombs.scale", cm=10), font(BODY, bold=True), sp.TEXT, "lm")


# ================================================================ team panels

PanelLine = tuple[str, bool, tuple[int, int, int]]
"""Words, bold or not, colour: one entry of a team panel, wrapped to the panel's width."""


def _team_lines(view: CcView, text: Words, side: Side) -> list[PanelLine]:
    """What a team panel says under its title: piles, each player's hand, kept armour, stun, the card in play."""
    lines: list[PanelLine] = [(text("render.catacombs.piles", draw=view.draw_sizes[side], discard=view.discard_sizes[side]), False, sp.MUTED)]
    for seat in view.seats:
        if seat.side is side:
            disks = " ".join(c.disk for c in view.characters if c.seat == seat.seat)
            lines.append((text("render.catacombs.hand_size", seat=seat.seat, disks=disks, count=seat.hand_size), False, sp.TEXT))
    armour = _armour_words(view, text, side)
    if armour:
        lines.append((armour, False, sp.ACCENT))
    if view.stunned[side]:
        lines.append((text("render.catacombs.stunned"), True, sp.ACCENT))
    if view.card is not None and _active_side(view) is side and not view.finished:
        lines.append((text("render.catacombs.in_play", card_type=f"cc_{view.card}"), True, sp.TEXT))
        if view.shots:
            lines.append((text("render.catacombs.shots_left", shots=shot_words(text, view.shots, view.targeted)), False, sp.MUTED))
    return lines


def _armour_words(view: CcView, text: Words, side: Side) -> str:
    """The team panel's line naming the armour the team keeps (where spending one is tapped); empty if none."""
    kept = [text(f"card.cc_{c}") for c in view.armour[side]]
    return text("render.catacombs.armour", kept=", ".join(kept)) if kept else ""


def shot_words(text: Words, shots: Sequence[object], targeted: Sequence[bool]) -> str:
    """A card's shots in plain words, in order: "missile (aimed) → combat"."""
    words = []
    for shot, aimed in zip(shots, targeted):
        word = text(f"card.cc_shot_{getattr(shot, 'value', shot)}")
        words.append(text("render.catacombs.aimed", shot=word) if aimed else word)
    return " → ".join(words)


def _panel_height(lines: Sequence[PanelLine], width: float) -> int:
    inner = width - 36
    return int(14 + round(BIG * 1.22) + 44 + sum(wrapped_height(words, inner, font(BODY, bold)) for words, bold, _ in lines) + 12)


def _draw_team(draw: ImageDraw.ImageDraw, view: CcView, text: Words, side: Side, lines: Sequence[PanelLine],
               box: tuple[float, float, float, float]) -> None:
    """One team's panel: its name, health (tokens and number), then its lines."""
    x, y, w, h = box
    panel = (x, y, x + w, y + h)
    draw.rounded_rectangle(panel, radius=14, fill=sp.PANEL, outline=sp.TEAM[side], width=3)
    left = x + 18
    title = text.title(f"side.{side.value}")
    draw_text(draw, (left, y + 14), title, font(BODY, bold=True), sp.TEAM[side], box=panel)
    health = str(view.health[side])
    draw_text(draw, (x + w - 18, y + 10), health, font(BIG, bold=True), sp.TEXT, anchor="ra", box=panel, headline=True)
    heart_x = x + w - 18 - font(BIG, bold=True).getlength(health) - 12
    _draw_tokens(draw, view.health[side], sp.TEAM[side], (left, y + 14 + round(BIG * 1.22)), heart_x - left - 20)
    for (words, bold, colour), (line_y, _) in zip(lines, _line_spans(lines, box)):
        draw_wrapped(draw, (left, line_y), words, w - 36, font(BODY, bold), colour, box=panel)


def _line_spans(lines: Sequence[PanelLine], box: tuple[float, float, float, float]) -> list[tuple[float, float]]:
    """The top and bottom y of each of a team panel's lines (wrapped to the panel's width)."""
    x, y, w, h = box
    spans = []
    line_y: float = y + 14 + round(BIG * 1.22) + 44
    for words, bold, _ in lines:
        bottom = line_y + wrapped_height(words, w - 36, font(BODY, bold))
        spans.append((line_y, bottom))
        line_y = bottom
    return spans


def _active_side(view: CcView) -> Side | None:
    return next((c.side for c in view.characters if c.disk == view.active_disk), None)


def _draw_tokens(draw: ImageDraw.ImageDraw, count: int, colour: tuple[int, int, int], xy: tuple[float, float], width: float) -> None:
    size = min(30, width / max(1, count) - 4)
    for i in range(count):
        cx = xy[0] + i * (size + 4)
        draw.ellipse((cx, xy[1], cx + size, xy[1] + size), fill=colour, outline=sp.DARK, width=2)


# ================================================================ GIF


def _side_of_disk(view: CcView, disk_id: str) -> Side | None:
    return next((c.side for c in view.characters if c.disk == disk_id), None)


GIF_MARGIN = 6
GIF_BODY = min_size(round(61 * GIF_SCALE) + 2 * GIF_MARGIN)


def gif_caption(view: CcView, text: Words, events: Sequence[Event]) -> str:
    """Who shot, with which disk and which shot, and the wounds it dealt, from the shot's public events."""
    shot = next((e for e in events if e.kind == "shot"), None)
    if shot is None:
        assert view.last_shot is not None
        return text("render.alt.catacombs.last_shot", disk=view.last_shot.disk)
    words = text("render.catacombs.gif_shot", seat=shot.params.get("seat"), disk=shot.params.get("disk"),
                 shot_type=shot.params.get("shot_type"))
    wound = next((e for e in events if e.kind in ("wounded", "armour_prompt")), None)
    if wound is not None:
        return f"{words} · {text('render.catacombs.gif_wounds', damage=wound.params.get('damage'))}"
    return f"{words} · {text('render.catacombs.gif_no_wound')}"


def shot_alt_text(view: CcView, *, names: Mapping[int, str] | None = None, lang: str = "en",
                  events: Sequence[Event] = ()) -> str:
    """The shot GIF in words, for a screen reader: who shot with what, how far the disk went, what it
    touched and the wounds, from the shot's public ``events`` (the GIF itself says no more)."""
    require_view(view)
    text = Words.for_seats(lang, names or {}, len(view.seats))
    shot = next((e for e in events if e.kind == "shot"), None)
    parts = [text("render.alt.catacombs.gif", turn=view.turn)]
    if shot is None:
        if view.last_shot is not None:
            parts.append(text("render.alt.catacombs.last_shot", disk=view.last_shot.disk))
        return alt_join(parts)
    disk = str(shot.params.get("disk"))
    parts.append(text("render.alt.catacombs.shot", seat=shot.params.get("seat"), disk=disk,
                      shot_type=shot.params.get("shot_type"), angle=shot.params.get("angle"), power=shot.params.get("power")))
    went = _distance_went(view, disk, shot.params.get("final"))
    if went is not None:
        parts.append(text("render.alt.catacombs.went", disk=disk, cm=went))
    touched = _touched_by(disk, shot.params.get("contacts") or ())
    if touched:
        parts.append(text("render.alt.catacombs.hit", disk=disk, things=", ".join(_thing(text, name) for name in touched)))
    else:
        parts.append(text("render.alt.catacombs.hit_nothing", disk=disk))
    wound = next((e for e in events if e.kind == "wounded"), None)
    prompt = next((e for e in events if e.kind == "armour_prompt"), None)
    if wound is not None:
        parts.append(text("render.alt.catacombs.wounds", disks=", ".join(wound.params.get("disks", ())),
                          damage=wound.params.get("damage")))
    elif prompt is not None and view.strike is not None:
        parts.append(text("render.alt.catacombs.strike", disks=", ".join(view.strike.victims), damage=view.strike.damage))
    else:
        parts.append(text.title("render.catacombs.gif_no_wound"))
    return alt_join(parts)


def _distance_went(view: CcView, disk: str, final: object) -> int | None:
    """Whole centimetres from where the shot disk was launched to where it stopped (the event's ``final``)."""
    if view.last_shot is None or not isinstance(final, Mapping) or disk not in final:
        return None
    start = next((d for d in view.last_shot.disks if d.id == disk), None)
    if start is None:
        return None
    x, y = final[disk]
    return round(math.dist((start.x, start.y), (float(x), float(y))))


def _touched_by(disk: str, contacts: Sequence[Sequence[str]]) -> list[str]:
    """What the shot disk itself touched (disks and walls), in the order it first touched them."""
    touched: list[str] = []
    for a, b in contacts:
        other = b if a == disk else a if b == disk else None
        if other is not None and other not in touched:
            touched.append(other)
    return touched


def _thing(text: Words, name: str) -> str:
    """A disk by its label, a wall by its side ("the north wall")."""
    return text(f"render.catacombs.{name}") if name.startswith("wall_") else name


def _gif_base(view: CcView, caption: str) -> Image.Image:
    """The still part of every frame: the caption band and the empty mat."""
    w, h = round(view.width_cm * GIF_SCALE), round(view.height_cm * GIF_SCALE)
    width = w + 2 * GIF_MARGIN
    face = font(GIF_BODY, bold=True)
    lines = wrap(caption, width - 2 * GIF_MARGIN, face)
    band = len(lines) * round(GIF_BODY * 1.22) + 8
    image = Image.new("P", (width, band + h + 2 * GIF_MARGIN), sp.GIF_INDEX[sp.BACKGROUND])
    image.putpalette(sp.GIF_PALETTE)
    draw = ImageDraw.Draw(image)
    draw_wrapped(draw, (GIF_MARGIN, 4), caption, width - 2 * GIF_MARGIN, face, sp.GIF_INDEX[sp.TEXT])
    top = band
    draw.rectangle((0, top, width - 1, top + h + 2 * GIF_MARGIN - 1), fill=sp.GIF_INDEX[sp.WALL])
    draw.rectangle((GIF_MARGIN, top + GIF_MARGIN, GIF_MARGIN + w - 1, top + GIF_MARGIN + h - 1), fill=sp.GIF_INDEX[sp.MAT])
    draw.line((GIF_MARGIN + w / 2, top + GIF_MARGIN, GIF_MARGIN + w / 2, top + GIF_MARGIN + h), fill=sp.GIF_INDEX[sp.MAT_LINE], width=2)
    return image


def _gif_frame(view: CcView, base: Image.Image, kinds: list[tuple[DiskKind, Side | None, str]], radii: list[float],
               positions: Sequence[tuple[float, float]]) -> Image.Image:
    image = base.copy()
    draw = ImageDraw.Draw(image)
    for kind, radius, xy in zip(kinds, radii, positions):
        _gif_disk(view, image, draw, kind, radius, xy)
    return image


def _gif_centre(view: CcView, base: Image.Image, xy: tuple[float, float]) -> tuple[float, float]:
    top = base.height - round(view.height_cm * GIF_SCALE) - GIF_MARGIN
    return GIF_MARGIN + xy[0] * GIF_SCALE, top + (view.height_cm - xy[1]) * GIF_SCALE


def _gif_disk(view: CcView, base: Image.Image, draw: ImageDraw.ImageDraw, kind: tuple[DiskKind, Side | None, str],
              radius: float, xy: tuple[float, float]) -> None:
    """One disk of a frame at ``xy`` (cm): its face, rim and, if it is big enough to hold it, its label."""
    disk_kind, side, disk_id = kind
    r = radius * GIF_SCALE
    cx, cy = _gif_centre(view, base, xy)
    colour = sp.disk_colour(disk_kind, side)
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=sp.GIF_INDEX[colour], outline=sp.GIF_INDEX[sp.DARK], width=2)
    if r >= 12:  # on whole pixels: a GIF has no sub-pixel shades, and the font then reuses the label's mask every frame
        draw_text(draw, (round(cx), round(cy)), disk_id, font(GIF_BODY, bold=True), sp.GIF_INDEX[sp.TEXT], "mm",
                  sp.GIF_INDEX[sp.DARK])


def _gif_reach(disk_id: str, radius: float) -> float:
    """How far from its centre :func:`_gif_disk` may paint a disk (its label included)."""
    face = font(GIF_BODY, bold=True)
    label = face.getbbox(disk_id, anchor="mm", stroke_width=max(1, int(face.size) // 12))
    return max(radius * GIF_SCALE, *(abs(v) for v in label)) + 2


def _still_disks(view: CcView, base: Image.Image, kinds: list[tuple[DiskKind, Side | None, str]], radii: list[float],
                 path: Sequence[Sequence[tuple[float, float]]]) -> list[int]:
    """Disks that never move during the shot and that no disk drawn in the frames ever comes near: what
    they paint is the same in every frame whatever the drawing order, so they may be drawn once into the base."""
    reach = [_gif_reach(disk_id, radius) for (_, _, disk_id), radius in zip(kinds, radii)]

    def box(i: int, xy: tuple[float, float]) -> Box:
        cx, cy = _gif_centre(view, base, xy)
        return (cx - reach[i], cy - reach[i], cx + reach[i], cy + reach[i])

    boxes = {(i, xy): box(i, xy) for frame in path for i, xy in enumerate(frame)}
    still = [i for i in range(len(kinds)) if all(frame[i] == path[0][i] for frame in path)]
    while True:
        drawn = [area for (i, _), area in boxes.items() if i not in still]
        kept = [i for i in still if not any(_overlap(boxes[(i, path[0][i])], area) for area in drawn)]
        if kept == still:
            return still
        still = kept


def _overlap(a: Box, b: Box) -> bool:
    return a[0] <= b[2] and b[0] <= a[2] and a[1] <= b[3] and b[1] <= a[3]


# ================================================================ where actions are tapped


def spots(view: CcView, actions: Sequence[CcAction], *, names: Mapping[int, str], lang: str = "en",
          result: Result | None = None) -> list[tuple[Spot, ...]]:
    """Where each action is tapped: a card to play or discard on the hand picture, a kept armour on its
    line of the defending team's panel, a target on its disk, a flick on the disk it flicks (the
    Activity aims by dragging from there); a skip nowhere.  Measured, never drawn."""
    require_view(view)
    text = Words.for_seats(lang, names, len(view.seats))
    layout = _layout(view, text, result)
    disks = {disk.id: disk for disk in view.disks}
    cards = hand_layout(view, lang).cards if view.hand is not None and view.viewer is not None else ()

    def on_disk(disk: DiskView | None) -> tuple[Spot, ...]:
        return () if disk is None else (spot_over("board", disk_box(view, layout.origin, disk)),)

    found: list[tuple[Spot, ...]] = []
    for action in actions:
        match action:
            case Play(card=card) | Discard(card=card):
                found.append(tuple(spot_over("hand", (c.x, c.y, c.x + c.w, c.y + c.h)) for c in cards if c.spec.id == card))
            case SpendArmour(card=card):
                found.append(_armour_spots(view, text, layout, card))
            case Target(disk=disk):
                found.append(on_disk(disks.get(disk)))
            case Flick():
                found.append(on_disk(_aim_start(view, action)))
            case _:
                found.append(())
    return found


def _armour_spots(view: CcView, text: Words, layout: _Layout, card: str) -> tuple[Spot, ...]:
    """The armour line of the team that keeps ``card``, the defending team first (it is the one asked)."""
    defending = _defending(view)
    for side in sorted((Side.SWORD, Side.SKULL), key=lambda side: side is not defending):
        if card not in view.armour[side]:
            continue
        k = (Side.SWORD, Side.SKULL).index(side)
        lines, box = layout.lines[k], layout.panels[k]
        index = [words for words, _, _ in lines].index(_armour_words(view, text, side))
        top, bottom = _line_spans(lines, box)[index]
        return (spot_over("board", (box[0] + 18, top, box[0] + box[2] - 18, bottom)),)
    return ()


# ================================================================ alt text


def alt_text(view: CcView, *, names: Mapping[int, str], lang: str = "en", result: Result | None = None) -> str:
    """What the arena shows, in words, for a screen reader (Discord's attachment description).

    Built from the view alone: hand sizes, never the cards in them.
    """
    require_view(view)
    text = Words.for_seats(lang, names, len(view.seats))
    parts = [text("render.alt.catacombs.board", turn=view.turn, bank=view.bank), _status(view, text)]
    if result is not None:
        parts.extend(result_lines(text, result))
    parts.append(" · ".join(text("render.team_score", side=side.value, points=view.health[side]) for side in (Side.SWORD, Side.SKULL)))
    if view.last_shot is not None:
        parts.append(text("render.alt.catacombs.last_shot", disk=view.last_shot.disk))
        if view.last_shot.wounds and view.strike is None:
            parts.append(text("render.alt.catacombs.wounds", disks=", ".join(view.last_shot.wounds),
                              damage=sum(view.last_shot.wounds.values())))
    if view.strike is not None:
        parts.append(text("render.alt.catacombs.strike", disks=", ".join(view.strike.victims), damage=view.strike.damage))
    for side in (Side.SWORD, Side.SKULL):  # hands, armour, stun and the card in play
        for line, _, _ in _team_lines(view, text, side)[1:]:
            parts.append(line)
    return alt_join(parts)


RENDERER = GameRenderer(
    render_board=render_board,
    last_move=last_move,
    render_hand=render_hand,
    alt_text=alt_text,
    board_image=board_image,
    hand_image=hand_image,
    shots=Shots(render_gif=render_shot_gif, alt_text=shot_alt_text, kinds=frozenset({"shot"})),
    spots=spots,
    board_is_public=True,  # a seat's view only adds its viewer and hand (see its build_view), drawn on the hand alone
)
