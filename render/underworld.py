"""Pictures of Tomb Raider Underworld, drawn from views only: the board here, the hand in ``underworld_hand``.

The board is one portrait column for phones, read top to bottom in the order a player asks:
who plays and what now; which region; Lara's health, adrenaline and Thor objects; the three axes
with Lara's standee; Natla on the obstacles; the enemy line; the open question (who gave what);
each seat's holdings; the piles and supply; a legend of the space glyphs.  Panels below the tracks
live in ``underworld_panels``.  Every word comes from the catalog (``render.underworld.*`` keys plus
the game's own ``card.*``, ``obstacle.underworld.*`` and ``result.underworld.*`` texts).
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from render import underworld_panels as panels
from render import underworld_sprites as sp
from render.common import RGB, Line, Words, alt_join, draw_text, draw_wrapped, encode_png, font, header_image, paste, result_lines, stacked, wrap
from render.underworld_hand import hand_image, require_view
from render.underworld_panels import BODY, PAD, STEP, WIDTH
from rules.core import Result
from rules.underworld.model import Axis, Stage, TrackView, UwView

TILE = 96


# ================================================================ public API


def render_board(view: UwView, *, names: Mapping[int, str], lang: str = "en", highlight: object = None,
                 result: Result | None = None) -> bytes:
    """PNG of the region board as ``view`` shows it (public or one seat's; a hand is never drawn here).

    ``highlight`` may be an :class:`Axis` to outline that track (the one Lara just moved on); the
    board has no cells, so the coordinates :func:`render.last_cell` finds for other games are ignored.
    """
    return encode_png(board_image(view, names=names, lang=lang, highlight=highlight, result=result))


def render_hand(view: UwView, *, lang: str = "en") -> bytes:
    """PNG of the viewer's own progress cards and objects; raises on a public view (no hand)."""
    return encode_png(hand_image(view, lang=lang))


def board_image(view: UwView, *, names: Mapping[int, str], lang: str = "en", highlight: object = None,
                result: Result | None = None) -> Image.Image:
    require_view(view)
    text = Words.for_seats(lang, names, view.players)
    outlined = highlight if isinstance(highlight, Axis) else None
    body = _body(view, text, outlined, 3 * WIDTH)
    return stacked(header_image(WIDTH, _header_lines(view, text, result), sp.PANEL, PAD), body)


def _body(view: UwView, text: Words, outlined: Axis | None, room: int) -> Image.Image:
    """Everything under the headline, drawn on a canvas ``room`` px tall and cropped to what was
    used (panel heights depend on the view); drawn again taller in the rare case it did not fit."""
    canvas = Image.new("RGB", (WIDTH, room), sp.BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    y = _draw_gauges(canvas, draw, view, text, 0)
    for track in view.tracks:
        y = _draw_track(canvas, draw, view, text, track, y, track.axis is outlined)
    y = _draw_obstacles(canvas, draw, view, text, y)
    y = panels.draw_enemies(canvas, draw, view, text, y)
    y = panels.draw_pending(canvas, draw, view, text, y)
    y = panels.draw_seats(canvas, draw, view, text, y)
    y = panels.draw_piles(canvas, draw, view, text, y)
    y = panels.draw_legend(canvas, draw, view, text, y)
    if y > room:
        return _body(view, text, outlined, y)
    return canvas.crop((0, 0, WIDTH, y))


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


def _draw_gauges(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, top: int) -> int:
    """One row each: health (full, hollow, struck-through beyond the maximum), adrenaline, Thor objects."""
    face = font(BODY, bold=True)
    rows = [
        (text("render.underworld.health", health=view.health, max_health=view.max_health), "health"),
        (text("render.underworld.adrenaline", level=view.adrenaline, max=view.adrenaline_max), "adrenaline"),
        (text("render.underworld.thor", count=len(view.thor), total=len(view.thor_all)), "thor"),
    ]
    label_w = max(face.getlength(label) for label, _ in rows) + 24
    row_h = 64
    height = len(rows) * row_h + 16
    draw.rectangle((0, top, WIDTH, top + height), fill=sp.PANEL)
    for r, (label, kind) in enumerate(rows):
        cy = top + 8 + r * row_h + row_h / 2
        draw_text(draw, (PAD, cy), label, face, sp.TEXT, anchor="lm")
        x = PAD + label_w
        if kind == "health":
            for i in range(view.health_cap):
                state: sp.HeartState = "full" if i < view.health else "empty" if i < view.max_health else "locked"
                paste(canvas, sp.heart(state, 52), (x + 26 + i * 58, cy))
        elif kind == "adrenaline":
            for i in range(view.adrenaline_max):
                lit = i < view.adrenaline
                draw.rounded_rectangle((x + i * 52, cy - 24, x + i * 52 + 42, cy + 24), radius=8,
                                       fill=sp.ADRENALINE if lit else sp.BACKGROUND, outline=sp.TEXT if lit else sp.DIM, width=3)
        else:
            for i, obj in enumerate(view.thor_all):
                paste(canvas, sp.thor_slot(obj in view.thor, 52), (x + 26 + i * 58, cy))
    return top + height


# ================================================================ axes


def _draw_track(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, track: TrackView,
                top: int, outlined: bool) -> int:
    """One axis: its name, its spaces left to right with Lara's standee on hers, and under them the
    objects still on it by name and space number (names are too long to sit under a tile)."""
    objects = [(i + 1, code.removeprefix("obj:")) for i, code in enumerate(track.spaces) if code.startswith("obj:") and i >= track.position]
    names = " · ".join(text("render.underworld.object_at", object_type=obj, number=n) for n, obj in objects)
    names_h = len(wrap(names, WIDTH - 2 * PAD, font(BODY))) * STEP if names else 0
    name = text.title(f"card.{track.axis.value}")
    label_w = max(font(BODY, bold=True).getlength(text.title(f"card.{axis.value}")) for axis in Axis) + 16
    status = [name, text("render.underworld.axis_complete")] if track.finished else [name]
    height = max(TILE + 24, len(status) * STEP + 16) + names_h + 8
    if outlined:
        draw.rounded_rectangle((6, top + 2, WIDTH - 6, top + height - 2), radius=12, outline=sp.ACCENT, width=4)
    cy = top + 12 + TILE / 2
    for k, line in enumerate(status):
        colour = sp.AXIS_CAPTIONS[track.axis] if k == 0 else sp.GOOD
        draw_text(draw, (PAD, cy - len(status) * STEP / 2 + k * STEP), line, font(BODY, bold=True), colour)
    left = PAD + label_w
    count = len(track.spaces)
    step = (WIDTH - PAD - left) / count
    tile = int(min(TILE, step - 8))
    draw.line([(left + step / 2, cy), (WIDTH - PAD - step / 2, cy)], fill=sp.AXIS_COLOURS[track.axis], width=6)
    for i, code in enumerate(track.spaces):
        cx = left + step * (i + 0.5)
        obj = code.removeprefix("obj:") if code.startswith("obj:") else None
        paste(canvas, sp.space("obj" if obj else code, tile, obj in view.thor_all, used=i < track.position), (cx, cy))
    lara_x = left + step * (track.position + 0.5)
    draw.rounded_rectangle((lara_x - tile / 2 - 5, cy - tile / 2 - 5, lara_x + tile / 2 + 5, cy + tile / 2 + 5),
                           radius=16, outline=sp.ACCENT, width=5)
    paste(canvas, sp.standee("L", sp.LARA, 22, BODY), (lara_x + tile / 2 - 6, cy - tile / 2 + 4))
    if names:
        draw_wrapped(draw, (PAD, top + max(TILE + 24, len(status) * STEP + 16)), names, WIDTH - 2 * PAD, font(BODY), sp.GOLD if any(o in view.thor_all for _, o in objects) else sp.TEXT)
    return top + height


# ================================================================ Natla and the obstacles


def _draw_obstacles(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, top: int) -> int:
    """Natla's walk as numbered boxes (hers gold, passed ones grey, the fatal last one red), then the
    name and full text of the obstacle she faces next, so the table can read ahead."""
    boxes = len(view.obstacles) + 1
    gap = 10
    box_w = (WIDTH - 2 * PAD - gap * (boxes - 1)) / boxes
    y0, y1 = top + 14, top + 14 + 76
    last_region = view.region_index == len(view.regions) - 1
    for i in range(boxes):
        x0 = PAD + i * (box_w + gap)
        current = i == view.natla
        fatal = last_region and i == boxes - 1
        outline = sp.ACCENT if current else sp.DANGER if fatal else sp.DIM
        draw.rounded_rectangle((x0, y0, x0 + box_w, y1), radius=10, fill=sp.PANEL_ACTIVE if current else sp.PANEL,
                               outline=outline, width=5 if current or fatal else 2)
        if current:
            paste(canvas, sp.standee("N", sp.NATLA, 28, BODY), (x0 + box_w / 2, (y0 + y1) / 2))
        elif i == 0:
            paste(canvas, sp.space("start", 56), (x0 + box_w / 2, (y0 + y1) / 2))
        else:
            draw_text(draw, (x0 + box_w / 2, (y0 + y1) / 2), str(i), font(BODY, bold=True), sp.MUTED if i < view.natla else sp.TEXT, anchor="mm")
    y: float = y1 + 14
    upcoming = view.natla if view.natla < len(view.obstacles) else None
    if upcoming is not None:
        obstacle = view.obstacles[upcoming]
        heading = text("render.underworld.obstacle_ahead", number=upcoming + 1, obstacle_type=obstacle)
        y = draw_wrapped(draw, (PAD, y), heading, WIDTH - 2 * PAD, font(BODY, bold=True), sp.ACCENT)
        y = draw_wrapped(draw, (PAD, y), text(f"obstacle.underworld.{obstacle}"), WIDTH - 2 * PAD, font(BODY), sp.TEXT)
    return int(y) + 12


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
        parts.append(text("render.underworld.alt.track", axis=text.title(f"card.{track.axis.value}"), number=track.position + 1,
                          total=len(track.spaces)))
    parts.append(text("render.underworld.alt.natla", count=view.natla, total=len(view.obstacles)))
    if view.natla < len(view.obstacles):
        parts.append(text("render.underworld.obstacle_ahead", number=view.natla + 1, obstacle_type=view.obstacles[view.natla]))
    enemies = text("render.underworld.enemies", count=len(view.enemy_line), limit=view.enemy_limit)
    if view.enemy_line:
        enemies += " · " + ", ".join(text.title(f"card.{enemy.kind}") for enemy in view.enemy_line)
    parts.append(enemies)
    if view.revealed is not None:
        parts.append(f"{text('render.underworld.revealed')}: {text.title(f'card.{view.revealed.value}')}")
    for seat in view.seats:
        parts.append(text("render.underworld.alt.seat", seat=seat.seat, hand=seat.hand_size, vp=seat.vp,
                          treasures=seat.treasures, medkits=seat.medkits))
    return alt_join(parts)
