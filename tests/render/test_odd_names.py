"""Pictures draw players' names as their owners wrote them: no markdown escapes, and the invisible
characters a chat name may carry (the isolate around a right-to-left name, zero-width joiners and
spaces, soft hyphens) draw nothing rather than the font's box."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops, ImageDraw

from bot.names import plain_name
from render import renderer
from render.common import draw_text, font, text_width
from tests.render.stages import GAMES, NAMES, stage

INVISIBLE = "\u2068\u2069\u200b\u200d\u200e\u00ad\ufeff"


def drawn(text: str) -> Image.Image:
    image = Image.new("L", (400, 80), 0)
    draw_text(ImageDraw.Draw(image), (200, 40), text, font(40, bold=True), 255, anchor="mm")
    return image


@pytest.mark.parametrize("char", INVISIBLE)
def test_an_invisible_character_draws_nothing(char: str) -> None:
    assert ImageChops.difference(drawn(f"ab{char}cd"), drawn("abcd")).getbbox() is None, f"U+{ord(char):04X} drew"
    assert text_width(f"ab{char}cd", font(40)) == text_width("abcd", font(40))
    assert drawn(char).getbbox() is None


@pytest.mark.parametrize("game_kind", GAMES)
def test_a_board_draws_odd_names_as_typed(game_kind: str) -> None:
    """An overridden name (isolated, override dropped) and a zero-width one draw as their visible letters;
    markdown and a 32-character name draw without error."""
    moment = stage(game_kind, "mid")
    board = renderer(game_kind)
    overridden, zero_width = plain_name("Ab\u202eby"), plain_name("Ce\u200dci\u200bl")
    assert overridden == "\u2068Abby\u2069" and zero_width is not None, "the names come as Discord gets them"
    odd = {0: overridden, 1: zero_width, 2: "**bold** `x`", 3: "W" * 32}
    clean = {0: "Abby", 1: "Cecil", 2: "**bold** `x`", 3: "W" * 32}
    assert board.render_board(moment.public, names={**NAMES, **odd}) == board.render_board(
        moment.public, names={**NAMES, **clean}
    ), "the invisible characters leave no mark"
