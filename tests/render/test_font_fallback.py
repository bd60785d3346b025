"""Player names in Chinese, Japanese or with emoji are drawn as glyphs, not as empty boxes: fonts
that ship with the project cover what DejaVu lacks, chosen character by character."""

from __future__ import annotations

from importlib import resources

import pytest
from PIL import Image, ImageChops, ImageDraw

from render import renderer
from render.common import FALLBACK_FONTS, draw_text, font, runs
from tests.render.stages import NAMES, stage

MISSING = "\U0010fffd"  # a private-use code point no font draws: its picture is the .notdef box


def drawn(text: str) -> Image.Image:
    image = Image.new("L", (160, 80), 0)
    draw_text(ImageDraw.Draw(image), (80, 40), text, font(40, bold=True), 255, anchor="mm")
    return image


@pytest.mark.parametrize("char", ["龍", "ド", "ラ", "🐉", "😀", "♞"])
def test_each_character_is_drawn_by_a_font_that_has_it(char: str) -> None:
    image = drawn(char)
    assert image.getbbox() is not None, "something is drawn"
    assert ImageChops.difference(image, drawn(MISSING)).getbbox() is not None, "not the .notdef box"


def test_a_mixed_name_switches_fonts_only_where_needed() -> None:
    pieces = runs("Ryū 龍 🐉", font(30))
    assert [piece for piece, _ in pieces] == ["Ryū ", "龍", " ", "🐉"]
    assert pieces[0][1] is font(30) and len({id(face) for _, face in pieces}) == 3


def test_a_board_draws_a_chinese_and_emoji_name() -> None:
    moment = stage("aod", "mid")
    board = renderer("aod")
    named = board.render_board(moment.public, names={**NAMES, 0: "龍🐉"})
    boxed = board.render_board(moment.public, names={**NAMES, 0: MISSING * 2})
    assert named != boxed


def test_the_fallback_fonts_ship_with_the_project_and_stay_small() -> None:
    folder = resources.files("data").joinpath("fonts")
    sizes = [len(folder.joinpath(name).read_bytes()) for name in FALLBACK_FONTS]
    assert all(sizes) and sum(sizes) < 3 * 1024 * 1024
