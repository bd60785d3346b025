"""Pictures of Dark Tomb, drawn from views only: the stage map here, the hero sheets in ``darktomb_hand``.

The map picture: a status line, the map with column letters and row numbers (the squares players
type, like ``C5``), face-down tiles as dark blocks with a "?", figures with their HP, then one line
per hero and per monster.  Every word comes from the catalog (``render.darktomb.*`` and the
``card.darktomb.*`` names).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from render import GameRenderer, Spot
from render.common import (
    LastMove,
    Line,
    Words,
    alt_join,
    cell_of,
    draw_text,
    draw_wrapped,
    encode_png,
    flow_rows,
    flowed_header,
    font,
    header_height,
    min_size,
    result_lines,
    spot_over,
    walked,
    wrapped_height,
)
from render.darktomb_hand import HandLayout, hand_image, hand_layout, require_view
from render.darktomb_style import (
    ACCENT,
    BACKGROUND,
    HERO_COLOURS,
    MONSTER,
    MUTED,
    OUTLINE,
    PANEL,
    TERRAIN,
    TEXT,
    initials,
)
from render.palettes import palette
from rules.core import Event, Result
from rules.darktomb.board import parse_square
from rules.darktomb.model import (
    TILE,
    Attempt,
    DarkTombAction,
    DarkTombView,
    Give,
    MonsterAttack,
    MonsterMove,
    Move,
    OpenDoor,
    PickUp,
    Pos,
    Reveal,
    Shape,
    Take,
    UseCard,
)

MAX_WIDTH = 1200
PAD = 24
MAX_CELL = 72
MAX_MAP_H = 600  # a tall map gets smaller squares, so the picture stays less than twice as tall as wide
ROW_GAP = 8


def render_board(view: DarkTombView, *, names: Mapping[int, str], lang: str = "en", highlight: LastMove | None = None,
                 result: Result | None = None) -> bytes:
    """PNG of the stage as ``view`` shows it; ``highlight`` marks the latest moves (see :func:`last_move`):
    the way the last figure went and the squares opened, attacked or healed."""
    return encode_png(board_image(view, names=names, lang=lang, highlight=highlight, result=result), palette("darktomb"))


def last_move(events: Sequence[Event]) -> LastMove:
    """What the map marks of these public events (the latest actions, oldest first): the moves of the
    hero, ermine or monster that moved last, and the squares acted on.  A monster's move names the
    square it left; a hero's only where it went, so its way starts at its first move's end."""
    steps: list[tuple[str, tuple[Pos | None, Pos]]] = []
    touched: list[Pos] = []
    for event in events:
        cell = cell_of(event.params.get("pos"))
        if cell is None:
            continue
        who = str(event.params.get("who_type"))
        if event.kind == "monster_moved":
            steps.append((who, (parse_square(str(event.params["from_square"])), cell)))
        elif event.kind == "moved":
            before = next((end for mover, (_, end) in reversed(steps) if mover == who), None)
            steps.append((who, (before, cell)))
        elif event.kind in ACTED_ON and cell not in touched:
            touched.append(cell)
    mover = steps[-1][0] if steps else None
    return LastMove(path=walked([step for who, step in steps if who == mover]), touched=tuple(touched))


ACTED_ON = frozenset({"door_opened", "tile_revealed", "hurt", "healed", "defeated"})


def render_hand(view: DarkTombView, *, lang: str = "en") -> bytes:
    """PNG of the viewer's hero sheets (cards, stats, items); raises on a public view."""
    return encode_png(hand_image(view, lang=lang), palette("darktomb"))


def map_geometry(view: DarkTombView) -> tuple[int, int, int]:
    """Picture width, square size and coordinate band: the band holds a legible letter, the squares fill the rest."""
    label = min_size(MAX_WIDTH) + 10
    cell = min(MAX_CELL, (MAX_WIDTH - 2 * PAD - label) // view.cols, MAX_MAP_H // view.rows)
    width = max(960, 2 * PAD + label + view.cols * cell)
    return width, cell, min_size(width) + 10


def board_image(view: DarkTombView, *, names: Mapping[int, str], lang: str = "en", highlight: LastMove | None = None,
                result: Result | None = None) -> Image.Image:
    require_view(view)
    words = words_for(view, names, lang)
    layout = board_layout(view, words, result)
    width, cell, label, body, origin = layout.width, layout.cell, layout.label, layout.body, layout.origin
    rows, legend, beside = _list_rows(words, view), layout.legend, layout.beside
    inner = width - 2 * PAD - 30
    rows_h = sum(wrapped_height(line, inner, font(body)) + ROW_GAP for line, _, _ in rows)
    height = layout.list_y + rows_h + (0 if beside else _legend_height(legend, PAD, width - PAD, body)) + PAD
    canvas, top = flowed_header(width, layout.lines, PANEL, PAD, height, BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    _coordinates(draw, view, origin, cell, label, body)
    _terrain(draw, view, origin, cell)
    _things(draw, view, origin, cell)
    marks = highlight or LastMove()
    _path(draw, marks.path, origin, cell)
    _figures(draw, words, view, origin, cell, body, marks.path[-1] if marks.path else None)
    for r, c in {*marks.touched, *marks.path[-1:]}:
        x, y = origin[0] + c * cell, origin[1] + r * cell
        draw.rectangle((x - 2, y - 2, x + cell + 2, y + cell + 2), outline=ACCENT, width=4)
    bottom = _lists(draw, rows, top + layout.list_y, width, body)
    if beside:
        _draw_legend(draw, legend, (origin[0] + view.cols * cell + LEGEND_GAP, top + label), width - PAD, body, True)
    else:
        _draw_legend(draw, legend, (PAD, bottom + ROW_GAP), width - PAD, body, False)
    return canvas


def words_for(view: DarkTombView, names: Mapping[int, str], lang: str) -> Words:
    """The words of this view's pictures, every seat named (the monster player's too)."""
    return Words.for_seats(lang, names, max([h.seat for h in view.heroes] + [view.monster_seat or 0]) + 1)


@dataclass(frozen=True)
class BoardLayout:
    """Where :func:`board_image` puts the header and the map (the lists follow under it), measured without
    painting: the drawing and the tap spots read this one layout, so a spot always covers the square it names."""

    width: int
    cell: int
    label: int
    """The coordinate band left of and over the map."""
    body: int
    lines: list[Line]
    header: int
    origin: tuple[int, int]
    """The top-left corner of square A1 on the picture."""
    legend: list[tuple[str, str]]
    beside: bool
    """Whether the legend stands right of the map (else under the lists)."""
    list_y: int
    """Where the lists start, below the header."""

    def square(self, pos: Pos) -> tuple[int, int, int, int]:
        """The box of square ``pos`` on the picture (left, top, right, bottom)."""
        x, y = self.origin[0] + pos[1] * self.cell, self.origin[1] + pos[0] * self.cell
        return x, y, x + self.cell, y + self.cell


def board_layout(view: DarkTombView, words: Words, result: Result | None) -> BoardLayout:
    width, cell, label = map_geometry(view)
    body = min_size(width)
    map_w, map_h = view.cols * cell, view.rows * cell
    legend = _legend(words, view)
    beside = _legend_beside(legend, width, map_w + label, map_h + label, body)
    lines = _header_lines(words, view, result)
    top = header_height(width, lines, PAD)
    origin = (PAD + label if beside else (width - map_w - label) // 2 + label, top + label)
    return BoardLayout(width, cell, label, body, lines, top, origin, legend, beside, label + map_h + PAD)


def _path(draw: ImageDraw.ImageDraw, path: Sequence[Pos], origin: tuple[int, int], cell: int) -> None:
    """Under the figures: a line from a dot where the last figure stood through each square it moved
    to (moves are counted along the squares, so the line shows where, not the way round walls)."""
    if len(path) < 2:
        return
    centres = [(origin[0] + c * cell + cell / 2, origin[1] + r * cell + cell / 2) for r, c in path]
    for colour, width in ((OUTLINE, 10), (ACCENT, 5)):
        draw.line(centres, fill=colour, width=width, joint="curve")
    x, y = centres[0]
    dot = cell * 0.14
    draw.ellipse((x - dot, y - dot, x + dot, y + dot), fill=ACCENT, outline=OUTLINE, width=2)


def _header_lines(words: Words, view: DarkTombView, result: Result | None) -> list[Line]:
    """Stage and round, whose move, this round's order, the piles; on the last board the outcome."""
    title = words("render.darktomb.title", stage_type=f"darktomb.stage_{view.stage}", round=view.round, attempt=view.attempt)
    lines = [Line(title, TEXT)]
    if view.finished:
        lines.append(Line(words("render.darktomb.won" if view.won else "render.darktomb.lost"), ACCENT))
    elif view.phase == "monsters":
        lines.append(Line(words("render.darktomb.monster_turn"), ACCENT))
    elif view.active is not None:
        key = _turn_key(view)
        lines.append(Line(words(key, who_type=f"darktomb.{view.active}", mp=view.mp_left), ACCENT))
    if view.order and not view.finished:
        order = " → ".join(words(f"card.darktomb.{who}") for who in view.order)
        lines.append(Line(words("render.darktomb.order", heroes=order), TEXT, headline=False))
    lines.append(Line(words("render.darktomb.piles", monsters=view.monster_deck_size, items=view.item_deck_size), MUTED, headline=False))
    if result is not None:
        lines.extend(Line(text, ACCENT) for text in result_lines(words, result))
    return lines


def _turn_key(view: DarkTombView) -> str:
    """After the action movement is over (DT-MOVE-7), so the header says so instead of "0 movement left"."""
    if view.acted:
        return "render.darktomb.acted"
    return "render.darktomb.to_move" if view.mp_left > 0 else "render.darktomb.no_movement"


def _coordinates(draw: ImageDraw.ImageDraw, view: DarkTombView, origin: tuple[int, int], cell: int, label: int, body: int) -> None:
    face = font(body, bold=True)
    for c in range(view.cols):
        draw_text(draw, (origin[0] + c * cell + cell / 2, origin[1] - label / 2), chr(ord("A") + c), face, MUTED, anchor="mm")
    for r in range(view.rows):
        draw_text(draw, (origin[0] - label / 2, origin[1] + r * cell + cell / 2), str(r + 1), face, MUTED, anchor="mm")


def _terrain(draw: ImageDraw.ImageDraw, view: DarkTombView, origin: tuple[int, int], cell: int) -> None:
    for sq in view.squares:
        x, y = origin[0] + sq.pos[1] * cell, origin[1] + sq.pos[0] * cell
        _square(draw, sq.terrain, (x, y, x + cell - 1, y + cell - 1))
    for top in view.hidden_slots:
        x, y = origin[0] + top[1] * cell, origin[1] + top[0] * cell
        draw.rectangle((x, y, x + 4 * cell - 1, y + 4 * cell - 1), fill=TERRAIN["?"], outline=(90, 100, 130), width=3)
        draw_text(draw, (x + 2 * cell, y + 2 * cell), "?", font(cell, bold=True), (120, 132, 170), anchor="mm")


def _square(draw: ImageDraw.ImageDraw, letter: str, box: tuple[float, float, float, float]) -> None:
    """One square of terrain; the legend draws the same squares, so its swatches match the map."""
    x, y, right, bottom = box
    cell = right - x + 1
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


def _cube(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], dropped: bool) -> None:
    """An item to pick up: a white cube drawn in relief (a shaded side and a thick dark edge, so it
    stands out on pale floor); items dropped by a fallen hero: a pale cube ringed in gold."""
    x0, y0, x1, y1 = box
    edge = max(3, round((x1 - x0) / 7))
    draw.rectangle(box, fill=(150, 150, 160), outline=ACCENT if dropped else OUTLINE, width=edge)
    face = (230, 230, 230) if dropped else (255, 255, 255)
    inner = (x0 + edge, y0 + edge, x1 - edge - (x1 - x0) / 5, y1 - edge - (y1 - y0) / 5)
    if inner[2] > inner[0] and inner[3] > inner[1]:
        draw.rectangle(inner, fill=face)


ITEM_MARK = 0.42
"""Side of an item marker, in squares: about 12 px on a phone showing the map 400 px wide."""


def _things(draw: ImageDraw.ImageDraw, view: DarkTombView, origin: tuple[int, int], cell: int) -> None:
    """White item cubes and piles of dropped items, in opposite corners: big enough to spot on a
    phone, and a figure standing there leaves the corner of each in sight."""
    for pos in view.cubes:
        _cube(draw, _item_mark(pos, origin, cell, False), False)
    for d in view.drops:
        _cube(draw, _item_mark(d.pos, origin, cell, True), True)


def _item_mark(pos: Pos, origin: tuple[int, int], cell: int, dropped: bool) -> tuple[int, int, int, int]:
    """Where the cube of an item to pick up goes on its square (top right), or the pile of dropped items (bottom left)."""
    s = max(12, round(cell * ITEM_MARK))
    x, y = origin[0] + pos[1] * cell, origin[1] + pos[0] * cell
    left, top = (x + 3, y + cell - s - 3) if dropped else (x + cell - s - 3, y + 3)
    return left, top, left + s, top + s


def _figures(draw: ImageDraw.ImageDraw, words: Words, view: DarkTombView, origin: tuple[int, int], cell: int, body: int,
             moved_to: Pos | None) -> None:
    """Heroes (discs in their colour), the ermine (a small white disc), monsters (red squares): initials
    over hit points, both at the legible size, outlined so they read over any colour.  The figure that
    just moved (to ``moved_to``) stands on a disc of the accent colour."""
    def centre(pos: Pos) -> tuple[float, float]:
        return origin[0] + pos[1] * cell + cell / 2, origin[1] + pos[0] * cell + cell / 2

    face = font(body, bold=True)
    r = cell * 0.42
    if moved_to is not None:
        cx, cy = centre(moved_to)
        halo = cell * 0.49
        draw.ellipse((cx - halo, cy - halo, cx + halo, cy + halo), fill=ACCENT, outline=OUTLINE, width=2)
    for h in view.heroes:
        if h.pos is None:
            continue
        cx, cy = centre(h.pos)
        edge = ACCENT if view.active == h.id else OUTLINE
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=HERO_COLOURS.get(h.id, (90, 90, 200)), outline=edge, width=3)
        draw_text(draw, (cx, cy - 1), initials(words(f"card.darktomb.{h.id}"), 1), face, TEXT, anchor="md", stroke=OUTLINE)
        draw_text(draw, (cx, cy + 2), str(h.hp), face, ACCENT, anchor="ma", stroke=OUTLINE)
    for f in view.familiars:
        if f.pos is None:
            continue
        cx, cy = centre(f.pos)
        rr = r * 0.8
        draw.ellipse((cx - rr, cy - rr, cx + rr, cy + rr), fill=(240, 240, 250), outline=HERO_COLOURS.get(f.master, OUTLINE), width=4)
        draw_text(draw, (cx, cy - 1), initials(words(f"card.darktomb.{f.id}"), 1), face, (40, 40, 60), anchor="md")
        draw_text(draw, (cx, cy + 2), str(f.hp), face, ACCENT, anchor="ma", stroke=OUTLINE)
    for m in view.monsters:
        cx, cy = centre(m.pos)
        active = view.active == m.uid
        draw.rectangle((cx - r, cy - r, cx + r, cy + r), fill=MONSTER, outline=ACCENT if active else OUTLINE, width=3)
        draw_text(draw, (cx, cy - 1), initials(words(f"card.darktomb.{m.spec}"), 2), face, TEXT, anchor="md", stroke=OUTLINE)
        draw_text(draw, (cx, cy + 2), str(m.hp), face, ACCENT, anchor="ma", stroke=OUTLINE)


ListRow = tuple[str, tuple[int, int, int], str]
"""Words, marker colour, marker shape ("disc" hero, "ring" ermine, "square" monster)."""


def _list_rows(words: Words, view: DarkTombView) -> list[ListRow]:
    """One row per hero (player, HP, armour, items, last card, initiative, status), per ermine and per monster."""
    rows: list[ListRow] = []
    for h in view.heroes:
        line = words("render.darktomb.hero_row", hero_type=f"darktomb.{h.id}", seat=h.seat, hp=h.hp, max_hp=h.max_hp,
                     armour=h.armour, move=h.move)
        if h.items:
            line += " · " + words("render.darktomb.hero_items", items=", ".join(words(f"card.darktomb.{i.rstrip('0123456789')}") for i in h.items))
        if h.last_action:
            line += " · " + words("render.darktomb.last_card", card_type=f"darktomb.{h.last_action.rstrip('0123456789')}")
        if h.id in view.initiative and not view.order:  # with an order line in the header, the roll adds nothing
            line += " · " + words("render.darktomb.initiative", roll=view.initiative[h.id])
        if h.shield:
            line += " · " + words("render.darktomb.shield", amount=h.shield)
        if h.stealth:
            line += " · " + words("render.darktomb.hidden")
        rows.append((line, HERO_COLOURS.get(h.id, (90, 90, 200)), "disc"))
    for f in view.familiars:
        if f.pos is None and not f.feral:
            continue  # not called onto the map
        key = "render.darktomb.familiar_feral" if f.feral else "render.darktomb.familiar_line"
        line = words(key, familiar_type=f"darktomb.{f.id}", master_type=f"darktomb.{f.master}", hp=f.hp,
                     square=_label(f.pos) if f.pos is not None else "—")
        rows.append((line, HERO_COLOURS.get(f.master, (90, 90, 200)), "ring"))
    for m in view.monsters:
        reach = words(f"render.darktomb.shape.{m.shape.value}")
        if m.shape is not Shape.MELEE:
            reach = words("render.darktomb.reach", shape=reach, low=m.range[0], high=m.range[1])
        line = words("render.darktomb.monster_line", monster_type=f"darktomb.{m.spec}", square=_label(m.pos), hp=m.hp,
                     max_hp=m.max_hp, armour=m.armour, attack=m.attack, damage=m.damage, move=m.move, reach=reach)
        rows.append((line, MONSTER, "square"))
    return rows


def _lists(draw: ImageDraw.ImageDraw, rows: list[ListRow], top: int, width: int, body: int) -> float:
    """The rows under the map, each wrapped onto as many lines as it needs; returns the y below them."""
    y: float = top
    face = font(body)
    for line, colour, shape in rows:
        height = wrapped_height(line, width - 2 * PAD - 30, face)
        box = (PAD / 2, y, width - PAD / 2, y + height + 4)
        draw.rounded_rectangle(box, radius=8, fill=PANEL)
        marker = (PAD - 4, y + body * 0.3, PAD + 18, y + body * 0.3 + 22)
        if shape == "square":
            draw.rectangle(marker, fill=colour)
        else:
            draw.ellipse(marker, fill=colour if shape == "disc" else (240, 240, 250), outline=colour, width=4)
        draw_wrapped(draw, (PAD + 30, y + 2), line, width - 2 * PAD - 30, face, TEXT, box=box)
        y += height + ROW_GAP
    return y


LEGEND = (("#", "wall"), ("D", "door"), ("d", "open_door"), ("S", "start"), ("B", "barrel"), ("I", "ice"), ("~", "water"),
          ("?", "hidden"), ("cube", "item"), ("drop", "dropped"))


def _legend(words: Words, view: DarkTombView) -> list[tuple[str, str]]:
    """What each kind of square and marker on this map means, as drawn swatches beside words."""
    shown = {sq.terrain for sq in view.squares}
    if view.hidden_slots:
        shown.add("?")
    if view.cubes:
        shown.add("cube")
    if view.drops:
        shown.add("drop")
    return [(symbol, words(f"render.darktomb.key.{name}")) for symbol, name in LEGEND if symbol in shown]


LEGEND_GAP = 30
"""Between the map and a legend set beside it."""


def _legend_item_width(item: tuple[str, str], body: int) -> float:
    return 50 + font(body).getlength(item[1]) + 26


def _legend_rows(items: list[tuple[str, str]], left: float, right: float, body: int) -> list[list[tuple[str, str]]]:
    return flow_rows(items, lambda item: _legend_item_width(item, body), left, right)


def _legend_height(items: list[tuple[str, str]], left: float, right: float, body: int) -> int:
    return len(_legend_rows(items, left, right, body)) * (body + 22)


def _legend_beside(items: list[tuple[str, str]], width: int, map_w: int, map_h: int, body: int) -> bool:
    """Whether the legend fits, one entry a row and its words wrapped, in the room right of a narrow map
    (the map then moves to the left edge): a tall map leaves that room empty, and the board is shorter
    by the legend's rows.  No word may be broken to fit."""
    room = width - PAD - (PAD + map_w + LEGEND_GAP) - 50
    face = font(body)
    if not items or room < max(face.getlength(word) for _, label in items for word in label.split()):
        return False
    return sum(_entry_height(label, room, body) for _, label in items) <= map_h


def _entry_height(label: str, room: float, body: int) -> int:
    """A legend entry set beside the map: its wrapped words, never less than its swatch."""
    return max(body + 22, wrapped_height(label, room, font(body)) + 10)


def _draw_legend(draw: ImageDraw.ImageDraw, items: list[tuple[str, str]], left_top: tuple[float, float], right: float,
                 body: int, beside: bool) -> None:
    """Flowed in rows from ``left_top`` to ``right``, or, beside the map, one entry a row with its words wrapped."""
    left, top = left_top
    if beside:
        room = right - left - 50
        for symbol, label in items:
            height = _entry_height(label, room, body)
            lines = wrapped_height(label, room, font(body))
            _swatch(draw, symbol, (left, top + height / 2))
            draw_wrapped(draw, (left + 50, top + (height - lines) / 2), label, room, font(body), MUTED)
            top += height
        return
    face = font(body)
    for r, row in enumerate(_legend_rows(items, left, right, body)):
        x = left
        cy = top + r * (body + 22) + (body + 22) / 2
        for symbol, label in row:
            _swatch(draw, symbol, (x, cy))
            draw_text(draw, (x + 50, cy), label, face, MUTED, anchor="lm")
            x += 50 + int(face.getlength(label)) + 26


def _swatch(draw: ImageDraw.ImageDraw, symbol: str, left_mid: tuple[float, float]) -> None:
    x, cy = left_mid
    swatch = (x, cy - 19, x + 38, cy + 19)
    if symbol in ("cube", "drop"):
        draw.rectangle(swatch, fill=TERRAIN["."], outline=(0, 0, 0))
        _cube(draw, (x + 8, cy - 11, x + 30, cy + 11), symbol == "drop")
    else:
        _square(draw, symbol, swatch)


def _label(pos: Pos) -> str:
    return f"{chr(ord('A') + pos[1])}{pos[0] + 1}"


# ================================================================ alt text


def alt_text(view: DarkTombView, *, names: Mapping[int, str], lang: str = "en", result: Result | None = None) -> str:
    """What the map shows, in words, for a screen reader (Discord's attachment description).

    Built from the view alone: the heroes' cards in hand are never named, only the last one played.
    """
    require_view(view)
    words = words_for(view, names, lang)
    parts = [line.text for line in _header_lines(words, view, result)]
    for line, _, _ in _list_rows(words, view):
        parts.append(line)
    for h in view.heroes:
        if h.pos is not None:
            parts.append(words("render.alt.darktomb.at", hero_type=f"darktomb.{h.id}", square=_label(h.pos)))
    return alt_join(parts)


# ================================================================ tap spots


def spots(view: DarkTombView, actions: Sequence[DarkTombAction], *, names: Mapping[int, str], lang: str = "en",
          result: Result | None = None) -> list[tuple[Spot, ...]]:
    """Where each of the viewer's legal actions is tapped on the map and hero sheets drawn for the same view,
    names, language and result: the square walked to, the door opened, the monster or hero a card or a
    monster aims at; the face-down tile revealed; the item picked up; the hero given to or taken from; the
    action card played or attempted (on the sheet).  Ending the turn, dropping or drinking an item (words on
    the sheet, not things drawn) are buttons only.  Measured from the layouts the drawing uses; nothing is painted."""
    require_view(view)
    layout = board_layout(view, words_for(view, names, lang), result)
    hand = hand_layout(view, lang) if view.hand is not None and view.viewer is not None else None
    return [_spots_of(view, layout, hand, action) for action in actions]


def _spots_of(view: DarkTombView, layout: BoardLayout, hand: HandLayout | None, action: DarkTombAction) -> tuple[Spot, ...]:
    match action:
        case Move(to=pos) | MonsterMove(to=pos) | OpenDoor(at=pos) | MonsterAttack(target=pos):
            return (_board_spot(layout.square(pos)),)
        case Reveal(at=pos):
            return (_board_spot(_hidden_tile(view, layout, pos)),)
        case UseCard(card=index, target=target):
            on_sheet = _card_spot(view, hand, index)
            return on_sheet + ((_board_spot(layout.square(target)),) if target is not None else ())
        case Attempt(card=index):
            return _card_spot(view, hand, index)
        case PickUp():
            here = _actor_square(view)
            if here is None:
                return ()
            marks = [_item_mark(here, layout.origin, layout.cell, False)] if here in view.cubes else []
            marks += [_item_mark(here, layout.origin, layout.cell, True)] if any(d.pos == here for d in view.drops) else []
            return tuple(_board_spot(mark) for mark in marks)
        case Give(hero=hero) | Take(hero=hero):
            partner = next((h.pos for h in view.heroes if h.id == hero), None)
            return (_board_spot(layout.square(partner)),) if partner is not None else ()
    return ()


def _actor_square(view: DarkTombView) -> Pos | None:
    return next((h.pos for h in view.heroes if h.id == view.active), None)


def _hidden_tile(view: DarkTombView, layout: BoardLayout, pos: Pos) -> tuple[int, int, int, int]:
    """The whole face-down tile ``pos`` lies in, as drawn (one dark block); the square alone if it is not face down."""
    top = (pos[0] // TILE * TILE, pos[1] // TILE * TILE)
    if top not in view.hidden_slots:
        return layout.square(pos)
    x, y = layout.square(top)[:2]
    return x, y, x + TILE * layout.cell, y + TILE * layout.cell


def _card_spot(view: DarkTombView, hand: HandLayout | None, index: int | None) -> tuple[Spot, ...]:
    """The acting hero's action card ``index`` on the viewer's sheets (a familiar's bite and an item's attack are on none)."""
    if hand is None or index is None:
        return ()
    for sheet in hand.sheets:
        if sheet.hero.id == view.active:
            return tuple(spot_over("hand", box) for card, box in sheet.cards if card.index == index)
    return ()


def _board_spot(box: tuple[int, int, int, int]) -> Spot:
    return spot_over("board", box)


RENDERER = GameRenderer(
    render_board=render_board,
    last_move=last_move,
    render_hand=render_hand,
    alt_text=alt_text,
    board_image=board_image,
    hand_image=hand_image,
    spots=spots,
    board_is_public=True,  # a seat's view only adds its viewer and hand (see its build_view), drawn on the hand alone
)
