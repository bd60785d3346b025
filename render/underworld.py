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
from render.common import RGB, Words, clipped, draw_text, encode_png, fitted_font, font, paste
from render.underworld_hand import hand_image, require_view
from render.underworld_text import draw_block, fitted_lines
from rules.underworld.model import Axis, Stage, TrackView, UwView

WIDTH = 1000
PAD = 24
HEADER_H = 112
GAUGES_H = 140
TILE = 80


# ================================================================ public API


def render_board(view: UwView, *, names: Mapping[int, str], lang: str = "en", highlight: object = None) -> bytes:
    """PNG of the region board as ``view`` shows it (public or one seat's; a hand is never drawn here).

    ``highlight`` may be an :class:`Axis` to outline that track (the one Lara just moved on); the
    board has no cells, so the coordinates :func:`render.last_cell` finds for other games are ignored.
    """
    return encode_png(board_image(view, names=names, lang=lang, highlight=highlight))


def render_hand(view: UwView, *, lang: str = "en") -> bytes:
    """PNG of the viewer's own progress cards and objects; raises on a public view (no hand)."""
    return encode_png(hand_image(view, lang=lang))


def board_image(view: UwView, *, names: Mapping[int, str], lang: str = "en", highlight: object = None) -> Image.Image:
    require_view(view)
    text = Words.for_seats(lang, names, view.players)
    outlined = highlight if isinstance(highlight, Axis) else None
    # Draw on a tall canvas, then crop to what was used: panel heights depend on the view.
    canvas = Image.new("RGB", (WIDTH, 3 * WIDTH), sp.BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    _draw_header(canvas, draw, view, text)
    y = _draw_regions(draw, view, text, HEADER_H)
    y = _draw_gauges(canvas, draw, view, text, y)
    for track in view.tracks:
        y = _draw_track(canvas, draw, view, text, track, y, track.axis is outlined)
    y = _draw_obstacles(canvas, draw, view, text, y)
    y = panels.draw_enemies(canvas, draw, view, text, y)
    y = panels.draw_pending(canvas, draw, view, text, y)
    y = panels.draw_seats(canvas, draw, view, text, y)
    y = panels.draw_piles(canvas, draw, view, text, y)
    y = panels.draw_legend(canvas, draw, text, y)
    return canvas.crop((0, 0, WIDTH, y))


# ================================================================ header


def _draw_header(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words) -> None:
    draw.rectangle((0, 0, WIDTH, HEADER_H), fill=sp.PANEL)
    turn = text("render.underworld.turn", turn=view.turn)
    draw_text(draw, (PAD, 12), turn, font(32, bold=True), sp.ACCENT)
    region = text("render.underworld.region", region_type=view.region, number=view.region_index + 1,
                  total=len(view.regions))
    left = PAD + int(font(32, bold=True).getlength(turn)) + 30
    face = fitted_font(region, WIDTH - left - PAD, 30, bold=True)
    draw_text(draw, (WIDTH - PAD, 14), region, face, sp.TEXT, anchor="ra")
    status, colour = status_line(view, text)
    x = PAD
    if not view.finished:
        paste(canvas, sp.standee("L", sp.LARA, 16), (x + 18, 80))
        x += 46
    draw_text(draw, (x, 80), status, fitted_font(status, WIDTH - x - PAD, 28, bold=True), colour, anchor="lm")


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


# ================================================================ regions


def _draw_regions(draw: ImageDraw.ImageDraw, view: UwView, text: Words, top: int) -> int:
    """The six regions as stations on a line: done ones ticked green, the current one gold."""
    count = len(view.regions)
    step = (WIDTH - 2 * PAD) / count
    cy = top + 30
    draw.line([(PAD + step / 2, cy), (WIDTH - PAD - step / 2, cy)], fill=sp.DIM, width=4)
    for i, region in enumerate(view.regions):
        cx = PAD + step * (i + 0.5)
        current = i == view.region_index
        done = i < view.region_index
        r = 18 if current else 13
        fill = sp.ACCENT if current else sp.GOOD if done else sp.PANEL
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=sp.TEXT if current else sp.DIM, width=3)
        draw_text(draw, (cx, cy), str(i + 1), font(18 if current else 15, bold=True),
                  sp.OUTLINE if current or done else sp.MUTED, anchor="mm")
        name = text.title(f"card.{region}")
        lines, face = fitted_lines(name, int(step) - 6, 2, 18, min_size=13)
        draw_block(draw, (cx, cy + 24), lines, face, sp.ACCENT if current else sp.TEXT if done else sp.MUTED)
    return top + 100


# ================================================================ Lara's gauges


def _draw_gauges(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, top: int) -> int:
    """Health (filled, healable, and slots a relic could still open), adrenaline, Thor objects."""
    draw.rectangle((0, top, WIDTH, top + GAUGES_H), fill=sp.PANEL)
    caption = font(22, bold=True)
    cy = top + 74
    health = text("render.underworld.health", health=view.health, max_health=view.max_health)
    draw_text(draw, (PAD, top + 12), health, caption, sp.TEXT)
    for i in range(view.health_cap):
        state: sp.HeartState = "full" if i < view.health else "empty" if i < view.max_health else "locked"
        paste(canvas, sp.heart(state, 44), (PAD + 22 + i * 48, cy))
    draw_text(draw, (PAD, top + 120), text("render.underworld.health_cap", cap=view.health_cap), font(16), sp.MUTED, anchor="lm")
    x = PAD + 6 * 48 + 40
    adrenaline = text("render.underworld.adrenaline", level=view.adrenaline, max=view.adrenaline_max)
    draw_text(draw, (x, top + 12), adrenaline, caption, sp.TEXT)
    for i in range(view.adrenaline_max):
        box = (x + i * 44, cy - 22, x + i * 44 + 36, cy + 22)
        lit = i < view.adrenaline
        draw.rounded_rectangle(box, radius=8, fill=sp.ADRENALINE if lit else sp.BACKGROUND,
                               outline=sp.TEXT if lit else sp.DIM, width=2)
    x += max(4 * 44, int(caption.getlength(adrenaline))) + 36
    thor = text("render.underworld.thor", count=len(view.thor), total=len(view.thor_all))
    draw_text(draw, (x, top + 12), thor, caption, sp.TEXT)
    for i, obj in enumerate(view.thor_all):
        paste(canvas, sp.thor_slot(obj in view.thor, 44), (x + 22 + i * 50, cy))
    cost = text("render.underworld.jormungandr", cost=view.jormungandr_cost)
    draw_text(draw, (x, top + 120), clipped(cost, WIDTH - x - PAD, font(16)), font(16), sp.MUTED, anchor="lm")
    return top + GAUGES_H


# ================================================================ axes


def _draw_track(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, track: TrackView,
                top: int, outlined: bool) -> int:
    """One axis: its name, its spaces left to right, Lara's standee on her space.

    Spaces behind Lara are greyed (already used); object spaces carry the object's name below.
    """
    has_labels = any(code.startswith("obj:") for code in track.spaces)
    height = 48 + TILE + (48 if has_labels else 14)
    if outlined:
        draw.rounded_rectangle((6, top + 2, WIDTH - 6, top + height - 2), radius=12, outline=sp.ACCENT, width=4)
    paste(canvas, sp.card_face(track.axis, 24), (PAD + 12, top + 24))
    name = text.title(f"card.{track.axis.value}")
    draw_text(draw, (PAD + 36, top + 24), name, font(26, bold=True), sp.AXIS_CAPTIONS[track.axis], anchor="lm")
    if track.finished:
        x = PAD + 36 + int(font(26, bold=True).getlength(name)) + 16
        panels.pill(draw, (x, top + 24), text("render.underworld.axis_complete"), sp.GOOD)
    count = len(track.spaces)
    step = (WIDTH - 2 * PAD) / count
    tile = int(min(TILE, step - 12))
    cy = top + 48 + TILE / 2
    draw.line([(PAD + step / 2, cy), (WIDTH - PAD - step / 2, cy)], fill=sp.AXIS_COLOURS[track.axis], width=6)
    for i, code in enumerate(track.spaces):
        cx = PAD + step * (i + 0.5)
        obj = code.removeprefix("obj:") if code.startswith("obj:") else None
        glyph = "obj" if obj else code
        paste(canvas, sp.space(glyph, tile, obj in view.thor_all, used=i < track.position), (cx, cy))
        if obj is not None:
            label = text.title(f"card.{obj}")
            lines, face = fitted_lines(label, int(step) - 4, 2, 16, min_size=12)
            colour = sp.GOLD if obj in view.thor_all else sp.TEXT if i >= track.position else sp.MUTED
            draw_block(draw, (cx, cy + tile / 2 + 4), lines, face, colour)
    lara_x = PAD + step * (track.position + 0.5)
    draw.rounded_rectangle((lara_x - tile / 2 - 5, cy - tile / 2 - 5, lara_x + tile / 2 + 5, cy + tile / 2 + 5),
                           radius=16, outline=sp.ACCENT, width=5)
    paste(canvas, sp.standee("L", sp.LARA, 19), (lara_x + tile / 2 - 4, cy - tile / 2 + 2))
    return top + height


# ================================================================ Natla and the obstacles


def _draw_obstacles(canvas: Image.Image, draw: ImageDraw.ImageDraw, view: UwView, text: Words, top: int) -> int:
    """Natla's walk: the start, then the six obstacles by name; hers is gold, the passed ones grey.

    Below, the full text of the obstacle she stands on (or the next one, before the first).
    """
    title = text("render.underworld.natla", count=view.natla, total=len(view.obstacles))
    paste(canvas, sp.standee("N", sp.NATLA, 16), (PAD + 16, top + 28))
    draw_text(draw, (PAD + 42, top + 28), title, font(26, bold=True), sp.TEXT, anchor="lm")
    start_w = 66
    gap = 8
    box_w = (WIDTH - 2 * PAD - start_w - gap * len(view.obstacles)) / len(view.obstacles)
    y0, y1 = top + 58, top + 58 + 122
    last_region = view.region_index == len(view.regions) - 1
    draw.rounded_rectangle((PAD, y0, PAD + start_w, y1), radius=10, fill=sp.PANEL,
                           outline=sp.ACCENT if view.natla == 0 else sp.DIM, width=4 if view.natla == 0 else 2)
    start = text.title("card.start")
    draw_text(draw, (PAD + start_w / 2, y1 - 10), clipped(start, start_w - 4, font(14, bold=True)),
              font(14, bold=True), sp.MUTED, anchor="md")
    for i, obstacle in enumerate(view.obstacles):
        x0 = PAD + start_w + gap + i * (box_w + gap)
        current = i + 1 == view.natla
        passed = i + 1 < view.natla
        fatal = last_region and i == len(view.obstacles) - 1
        outline = sp.ACCENT if current else sp.DANGER if fatal else sp.DIM
        draw.rounded_rectangle((x0, y0, x0 + box_w, y1), radius=10, fill=sp.PANEL_ACTIVE if current else sp.PANEL,
                               outline=outline, width=5 if current or fatal else 2)
        draw_text(draw, (x0 + 10, y0 + 6), str(i + 1), font(24, bold=True), sp.ACCENT if current else sp.MUTED)
        lines, face = fitted_lines(text.title(f"card.{obstacle}"), int(box_w) - 12, 3, 18, min_size=13)
        colour = sp.MUTED if passed else sp.TEXT
        draw_block(draw, (x0 + box_w / 2, y0 + 38), lines, face, colour)
    stand_x = PAD + start_w / 2 if view.natla == 0 else PAD + start_w + gap + (view.natla - 1) * (box_w + gap) + box_w - 18
    paste(canvas, sp.standee("N", sp.NATLA, 20), (stand_x, y0 + (64 if view.natla == 0 else 20)))
    return _draw_obstacle_text(draw, view, text, y1 + 10)


def _draw_obstacle_text(draw: ImageDraw.ImageDraw, view: UwView, text: Words, top: int) -> int:
    index = max(view.natla, 1) - 1
    key = "render.underworld.obstacle_now" if view.natla else "render.underworld.obstacle_next"
    heading = text(key, number=index + 1, obstacle_type=view.obstacles[index])
    draw_text(draw, (PAD, top), clipped(heading, WIDTH - 2 * PAD, font(22, bold=True)), font(22, bold=True), sp.ACCENT)
    lines, face = fitted_lines(text(f"obstacle.underworld.{view.obstacles[index]}"), WIDTH - 2 * PAD, 2, 21,
                               bold=False, min_size=16)
    bottom = draw_block(draw, (PAD, top + 30), lines, face, sp.TEXT, align="l")
    return int(bottom) + 14
