"""Every text of every picture stays legible on a phone (Discord shows pictures about 400 px wide)
and is never cut: not by its panel, not by the picture's edge, not by an ellipsis."""

from __future__ import annotations

import io
import sys
from collections.abc import Callable

import pytest
from PIL import Image

from render import renderer
from render.common import HEADLINE_AT_400, MIN_TEXT_AT_400, TextRecord, recording_text
from tests.render.stages import GAMES, NAMES, STAGES, stage

SHOWN_WIDTH = 400


def _forget_sprites() -> None:
    """Sprites are cached; drop them so their letters are drawn (and recorded) again."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("render"):
            continue
        for attr, value in vars(module).items():
            if hasattr(value, "cache_clear") and "palette" not in attr:
                value.cache_clear()


def drawn(paint: Callable[[], bytes]) -> tuple[list[TextRecord], Image.Image]:
    paint()  # once unrecorded: the first board of a game also builds that game's palette from other boards
    _forget_sprites()
    with recording_text() as records:
        png = paint()
    return records, Image.open(io.BytesIO(png))


def problems(records: list[TextRecord], width: int) -> list[str]:
    found = []
    for r in records:
        shown = r.cap * SHOWN_WIDTH / width
        least = HEADLINE_AT_400 if r.headline else MIN_TEXT_AT_400
        if shown < least - 1e-6:
            found.append(f"{r.text!r}: {shown:.1f} px at 400 (needs {least})")
        if "…" in r.text:
            found.append(f"{r.text!r}: cut with an ellipsis")
        if r.bbox is None:
            continue
        box = r.box or (0, 0, *r.canvas)
        left, top, right, bottom = r.bbox
        if left < max(box[0], 0) - 1 or top < max(box[1], 0) - 1 or right > min(box[2], r.canvas[0]) + 1 or bottom > min(box[3], r.canvas[1]) + 1:
            found.append(f"{r.text!r}: ink {tuple(round(v) for v in r.bbox)} leaves its box {tuple(round(v) for v in box)}")
    return found


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("when", STAGES)
@pytest.mark.parametrize("game", GAMES)
def test_board_text_is_legible_at_400px_and_never_cut(game: str, when: str, lang: str) -> None:
    moment = stage(game, when)
    records, image = drawn(lambda: renderer(game).render_board(moment.public, names=NAMES, lang=lang, result=moment.result))
    assert records, "the board draws its words through render.common.draw_text"
    assert any(r.headline for r in records), "the board has a headline (whose turn, what happened, scores)"
    assert problems(records, image.width) == []


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("when", STAGES)
@pytest.mark.parametrize("game", GAMES)
def test_hand_text_is_legible_at_400px_and_never_cut(game: str, when: str, lang: str) -> None:
    moment = stage(game, when)
    records, image = drawn(lambda: renderer(game).render_hand(moment.seat_view, lang=lang))
    assert records
    assert problems(records, image.width) == []
