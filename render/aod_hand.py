"""The picture of one player's own hand of action cards (sent privately, never posted in public)."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from render import aod_sprites as sp
from render.common import Words, draw_text, draw_wrapped, font, min_size, paste, wrapped_height
from rules.aod.model import AodView, CardType, Character

PAD = 26
HAND_CARD_W = 96
HAND_ROW_H = 172
HAND_LABEL_W = 250
HAND_MAX_W = 1100


def require_view(view: object) -> None:
    """Renderers only ever receive views; a full game state here would be a leak waiting to happen."""
    if not isinstance(view, AodView):
        raise TypeError(f"expected an AodView, got {type(view).__name__}")


def hand_image(view: AodView, *, lang: str = "en") -> Image.Image:
    """The viewer's cards by type, under a title naming their character and the side they play for."""
    layout = hand_layout(view, lang)
    canvas = Image.new("RGB", (layout.width, layout.rows_top + len(CardType) * HAND_ROW_H), sp.BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    body = layout.body
    paste(canvas, sp.figure(character_of(view), 24, "up", body), (PAD + 22, 20 + body * 0.6))
    y = draw_wrapped(draw, (PAD + 62, 16), layout.title, layout.width - PAD - 70, font(body, bold=True), sp.TEXT)
    side = view.seats[layout.viewer].side
    y = draw_wrapped(draw, (PAD + 62, y), layout.team, layout.width - PAD - 70, font(body, bold=True), sp.SIDE_COLOURS[side])
    if layout.warning:
        draw_wrapped(draw, (PAD, y), layout.warning, layout.width - 2 * PAD, font(body, bold=True), sp.ACCENT)
    text = Words(lang, {})
    for i, card_type in enumerate(CardType):
        _draw_hand_row(canvas, draw, text, card_type, layout, layout.rows_top + i * HAND_ROW_H)
    return canvas


@dataclass(frozen=True)
class HandLayout:
    """Where :func:`hand_image` puts the title and the cards, measured without painting: the drawing and the
    tap spots share it.  A row per card type, each card biggest first."""

    viewer: int
    width: int
    body: int
    title: str
    team: str
    warning: str
    rows_top: int
    card_w: int
    by_type: dict[CardType, list[int]]
    """Each row's card values, in the order drawn."""

    def card_box(self, card_type: CardType, slot: int) -> tuple[float, float, float, float]:
        """The ``slot``-th card drawn in ``card_type``'s row."""
        cy = self.rows_top + list(CardType).index(card_type) * HAND_ROW_H + HAND_ROW_H / 2
        x = HAND_LABEL_W + slot * (self.card_w + 10)
        h = sp.card_height(self.card_w)
        return x, round(cy - h / 2), x + self.card_w, round(cy - h / 2) + h


def hand_layout(view: AodView, lang: str) -> HandLayout:
    require_view(view)
    if view.hand is None or view.viewer is None:
        raise ValueError("render_hand needs a seat's own view; the public view has no hand")
    text = Words(lang, {})
    by_type = {card_type: sorted((c.value for c in view.hand if c.type is card_type), reverse=True) for card_type in CardType}
    widest = max(1, max(len(v) for v in by_type.values()))
    card_w = min(HAND_CARD_W, (HAND_MAX_W - HAND_LABEL_W - PAD) // widest - 10)  # a long row shrinks
    width = max(640, HAND_LABEL_W + widest * (card_w + 10) + PAD)
    ditch = view.pending is not None and view.pending.kind == "ditch" and view.pending.seat == view.viewer
    body = min_size(width)
    title = text("render.hand_title", character=character_of(view), count=len(view.hand))
    side = view.seats[view.viewer].side
    team = text("render.aod.hand_side", side=side.value)
    warning = text("render.hand_ditch", count=view.pending.count) if ditch and view.pending is not None else ""
    top = 20 + wrapped_height(title, width - PAD - 70, font(body, bold=True))
    top += wrapped_height(team, width - PAD - 70, font(body, bold=True))
    if warning:
        top += wrapped_height(warning, width - 2 * PAD, font(body, bold=True))
    return HandLayout(view.viewer, width, body, title, team, warning, top + 10, card_w, by_type)


def character_of(view: AodView) -> Character:
    assert view.viewer is not None
    return view.seats[view.viewer].character


def _draw_hand_row(canvas: Image.Image, draw: ImageDraw.ImageDraw, text: Words, card_type: CardType,
                   layout: HandLayout, top: int) -> None:
    """One card type: its name and total on the left, then each card biggest first."""
    body, values = layout.body, layout.by_type[card_type]
    draw.rounded_rectangle((PAD / 2, top + 4, canvas.width - PAD / 2, top + HAND_ROW_H - 6), radius=12, fill=sp.PANEL)
    name = text.title(f"card.{card_type.value}")
    draw_text(draw, (PAD, top + 24), name, font(body, bold=True), sp.CARD_CAPTIONS[card_type])
    total = text("render.hand_total", total=sum(values)) if values else text("render.hand_none")
    draw_text(draw, (PAD, top + 40 + body), total, font(body), sp.MUTED)
    cy = top + HAND_ROW_H / 2
    for j, value in enumerate(values):
        paste(canvas, sp.card_face(card_type, value, layout.card_w), (HAND_LABEL_W + j * (layout.card_w + 10) + layout.card_w / 2, cy))
