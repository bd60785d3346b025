"""Pictures of Dark Tomb, drawn from views only: the stage map here, the hero sheets in ``darktomb_hand``.

The map picture: a status line, the map with column letters and row numbers (the squares players
type, like ``C5``), face-down tiles as dark blocks with a "?", figures with their HP, then one line
per hero and per monster.  Every word comes from the catalog (``render.darktomb.*`` and the
``card.darktomb.*`` names).
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from render.common import Words, clipped, draw_text, encode_png, fitted_font, font
from render.darktomb_hand import hand_image, require_view
from render.darktomb_style import (
    BACKGROUND,
    HERO_COLOURS,
    MONSTER,
    MUTED,
    OUTLINE,
    PANEL,
    TERRAIN,
    TEXT,
    ACCENT,
    initials,
)
from rules.darktomb.model import DarkTombView, Pos, Shape

WIDTH = 1200
PAD = 24
LABEL = 26  # room for the coordinates
HEADER_H = 84
ROW_H = 40
MAX_CELL = 72


def render_board(view: DarkTombView, *, names: Mapping[int, str], lang: str = "en", highlight: Pos | None = None) -> bytes:
    """PNG of the stage as ``view`` shows it; ``highlight`` outlines one square (the last one touched)."""
    return encode_png(board_image(view, names=names, lang=lang, highlight=highlight))


def render_hand(view: DarkTombView, *, lang: str = "en") -> bytes:
    """PNG of the viewer's hero sheets (cards, stats, items); raises on a public view."""
    return encode_png(hand_image(view, lang=lang))


def board_image(view: DarkTombView, *, names: Mapping[int, str], lang: str = "en", highlight: Pos | None = None) -> Image.Image:
    require_view(view)
    words = Words.for_seats(lang, names, max([h.seat for h in view.heroes] + [view.monster_seat or 0]) + 1)
    cell = min(MAX_CELL, (WIDTH - 2 * PAD - LABEL) // view.cols)
    map_w, map_h = view.cols * cell, view.rows * cell
    width = max(720, 2 * PAD + LABEL + map_w)
    list_y = HEADER_H + LABEL + map_h + PAD
    height = list_y + (len(view.heroes) + len(view.monsters) + 1) * ROW_H + PAD
    canvas = Image.new("RGB", (width, height), BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    _header(draw, words, view, width)
    origin = (PAD + LABEL, HEADER_H + LABEL)
    _coordinates(draw, view, origin, cell)
    _terrain(draw, view, origin, cell)
    _things(draw, view, origin, cell)
    _figures(draw, words, view, origin, cell)
    if highlight is not None:
        x, y = origin[0] + highlight[1] * cell, origin[1] + highlight[0] * cell
        draw.rectangle((x - 2, y - 2, x + cell + 2, y + cell + 2), outline=ACCENT, width=4)
    _lists(draw, words, view, list_y, width)
    return canvas


def _header(draw: ImageDraw.ImageDraw, words: Words, view: DarkTombView, width: int) -> None:
    title = words("render.darktomb.title", stage_type=f"darktomb.stage_{view.stage}", round=view.round, attempt=view.attempt)
    draw_text(draw, (PAD, 26), title, fitted_font(title, width - 2 * PAD, 32, bold=True), TEXT, anchor="lm")
    if view.finished:
        status = words("render.darktomb.won" if view.won else "render.darktomb.lost")
    elif view.phase == "monsters":
        status = words("render.darktomb.monster_turn")
    elif view.active is not None:
        status = words("render.darktomb.turn", who_type=f"darktomb.{view.active}", mp=view.mp_left)
    else:
        status = ""
    piles = words("render.darktomb.piles", monsters=view.monster_deck_size, items=view.item_deck_size)
    piles_w = int(font(20).getlength(piles))
    face = fitted_font(status, width - 3 * PAD - piles_w, 24, min_size=12)
    draw_text(draw, (PAD, 62), clipped(status, width - 3 * PAD - piles_w, face), face, ACCENT, anchor="lm")
    draw_text(draw, (width - PAD, 62), piles, font(20), MUTED, anchor="rm")


def _coordinates(draw: ImageDraw.ImageDraw, view: DarkTombView, origin: tuple[int, int], cell: int) -> None:
    face = font(min(18, cell // 2))
    for c in range(view.cols):
        draw_text(draw, (origin[0] + c * cell + cell / 2, origin[1] - LABEL / 2), chr(ord("A") + c), face, MUTED, anchor="mm")
    for r in range(view.rows):
        draw_text(draw, (origin[0] - LABEL / 2, origin[1] + r * cell + cell / 2), str(r + 1), face, MUTED, anchor="mm")


def _terrain(draw: ImageDraw.ImageDraw, view: DarkTombView, origin: tuple[int, int], cell: int) -> None:
    for sq in view.squares:
        x, y = origin[0] + sq.pos[1] * cell, origin[1] + sq.pos[0] * cell
        box = (x, y, x + cell - 1, y + cell - 1)
        letter = sq.terrain
        draw.rectangle(box, fill=TERRAIN.get(letter, TERRAIN["."]))
        inset = cell // 5
        if letter == "B":
            draw.ellipse((x + inset, y + inset, x + cell - inset, y + cell - inset), fill=(140, 92, 50), outline=OUTLINE, width=2)
        elif letter in ("D", "d"):
            colour = (120, 70, 30) if letter == "D" else (200, 170, 120)
            draw.rectangle((x + inset, y + 3, x + cell - inset, y + cell - 3), fill=colour, outline=OUTLINE, width=2)
            if letter == "D":
                draw.ellipse((x + cell / 2 - 4, y + cell / 2 - 4, x + cell / 2 + 4, y + cell / 2 + 4), fill=ACCENT)
        elif letter == "I":
            draw.line((x + inset, y + cell - inset, x + cell - inset, y + inset), fill=(255, 255, 255), width=2)
        elif letter == "~":
            for k in (1, 2):
                yy = y + k * cell // 3
                draw.arc((x + 4, yy - 6, x + cell - 4, yy + 6), 200, 340, fill=(200, 230, 255), width=2)
        draw.rectangle(box, outline=(0, 0, 0))
    for top in view.hidden_slots:
        x, y = origin[0] + top[1] * cell, origin[1] + top[0] * cell
        draw.rectangle((x, y, x + 4 * cell - 1, y + 4 * cell - 1), fill=TERRAIN["?"], outline=(90, 100, 130), width=3)
        draw_text(draw, (x + 2 * cell, y + 2 * cell), "?", font(cell, bold=True), (120, 132, 170), anchor="mm")


def _things(draw: ImageDraw.ImageDraw, view: DarkTombView, origin: tuple[int, int], cell: int) -> None:
    """White item cubes and piles of dropped items."""
    s = max(8, cell // 4)
    for pos in view.cubes:
        x, y = origin[0] + pos[1] * cell + cell - s - 4, origin[1] + pos[0] * cell + 4
        draw.rectangle((x, y, x + s, y + s), fill=(255, 255, 255), outline=OUTLINE, width=2)
    for d in view.drops:
        x, y = origin[0] + d.pos[1] * cell + 4, origin[1] + d.pos[0] * cell + cell - s - 4
        draw.rectangle((x, y, x + s, y + s), fill=(230, 230, 230), outline=ACCENT, width=2)


def _figures(draw: ImageDraw.ImageDraw, words: Words, view: DarkTombView, origin: tuple[int, int], cell: int) -> None:
    def centre(pos: Pos) -> tuple[float, float]:
        return origin[0] + pos[1] * cell + cell / 2, origin[1] + pos[0] * cell + cell / 2

    r = cell * 0.38
    for h in view.heroes:
        if h.pos is None:
            continue
        cx, cy = centre(h.pos)
        edge = ACCENT if view.active == h.id else OUTLINE
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=HERO_COLOURS.get(h.id, (90, 90, 200)), outline=edge, width=3)
        draw_text(draw, (cx, cy - r * 0.15), initials(words(f"card.darktomb.{h.id}"), 1), font(int(r), bold=True), TEXT, anchor="mm", stroke=OUTLINE)
        draw_text(draw, (cx, cy + r * 0.75), str(h.hp), font(max(10, int(r * 0.6)), bold=True), ACCENT, anchor="mm", stroke=OUTLINE)
    for f in view.familiars:
        if f.pos is None:
            continue
        cx, cy = centre(f.pos)
        rr = r * 0.7
        draw.ellipse((cx - rr, cy - rr, cx + rr, cy + rr), fill=(240, 240, 250), outline=OUTLINE, width=2)
        draw_text(draw, (cx, cy), initials(words(f"card.darktomb.{f.id}"), 1), font(int(rr), bold=True), (40, 40, 60), anchor="mm")
    for m in view.monsters:
        cx, cy = centre(m.pos)
        active = view.active == m.uid
        draw.rectangle((cx - r, cy - r, cx + r, cy + r), fill=MONSTER, outline=ACCENT if active else OUTLINE, width=3)
        draw_text(draw, (cx, cy - r * 0.2), initials(words(f"card.darktomb.{m.spec}"), 2), font(max(10, int(r * 0.8)), bold=True), TEXT, anchor="mm", stroke=OUTLINE)
        draw_text(draw, (cx, cy + r * 0.7), str(m.hp), font(max(10, int(r * 0.6)), bold=True), ACCENT, anchor="mm", stroke=OUTLINE)


def _lists(draw: ImageDraw.ImageDraw, words: Words, view: DarkTombView, top: int, width: int) -> None:
    """One line per hero (player, HP, armour, items, status) and per monster (HP, stats, square)."""
    y = top
    for h in view.heroes:
        draw.rounded_rectangle((PAD / 2, y, width - PAD / 2, y + ROW_H - 4), radius=8, fill=PANEL)
        draw.ellipse((PAD, y + 8, PAD + 20, y + 28), fill=HERO_COLOURS.get(h.id, (90, 90, 200)))
        items = ", ".join(words(f"card.darktomb.{i.rstrip('0123456789')}") for i in h.items) or "—"
        line = words("render.darktomb.hero_line", hero_type=f"darktomb.{h.id}", seat=h.seat, hp=h.hp, max_hp=h.max_hp,
                     armour=h.armour, move=h.move, items=items)
        if h.id in view.initiative:
            line += " · " + words("render.darktomb.initiative", roll=view.initiative[h.id])
        if h.shield:
            line += " · " + words("render.darktomb.shield", amount=h.shield)
        if h.stealth:
            line += " · " + words("render.darktomb.hidden")
        colour = MUTED if h.pos is None else TEXT
        draw_text(draw, (PAD + 30, y + ROW_H / 2 - 2), clipped(line, width - 2 * PAD - 30, font(19)), font(19), colour, anchor="lm")
        y += ROW_H
    for m in view.monsters:
        draw.rounded_rectangle((PAD / 2, y, width - PAD / 2, y + ROW_H - 4), radius=8, fill=PANEL)
        draw.rectangle((PAD, y + 8, PAD + 20, y + 28), fill=MONSTER)
        reach = words(f"render.darktomb.shape.{m.shape.value}")
        if m.shape is not Shape.MELEE:
            reach = words("render.darktomb.reach", shape=reach, low=m.range[0], high=m.range[1])
        line = words("render.darktomb.monster_line", monster_type=f"darktomb.{m.spec}", square=_label(m.pos), hp=m.hp,
                     max_hp=m.max_hp, armour=m.armour, attack=m.attack, damage=m.damage, move=m.move, reach=reach)
        draw_text(draw, (PAD + 30, y + ROW_H / 2 - 2), clipped(line, width - 2 * PAD - 30, font(19)), font(19), TEXT, anchor="lm")
        y += ROW_H
    legend = words("render.darktomb.legend")
    draw_text(draw, (PAD, y + ROW_H / 2), clipped(legend, width - 2 * PAD, font(17)), font(17), MUTED, anchor="lm")


def _label(pos: Pos) -> str:
    return f"{chr(ord('A') + pos[1])}{pos[0] + 1}"
