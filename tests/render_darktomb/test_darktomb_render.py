"""Dark Tomb pictures: phone-sized PNGs under 300 KB, identical bytes for identical views, drawn from
views only, face-down tiles drawn as blocks, and every word from the catalog in both languages."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from core.i18n import catalog

from render import renderer
from render.common import LastMove
from render.darktomb import board_image, map_geometry, render_board, render_hand
from render.darktomb_style import BACKGROUND, TERRAIN
from rules.darktomb.game import DARKTOMB
from rules.darktomb.model import DarkTombOptions, DarkTombState, DarkTombView

NAMES = {0: "Alice", 1: "Bertrand", 2: "Chloé-with-a-very-long-name"}


def played(stage: str, actions: int, seed: int = 3) -> DarkTombState:
    s = DARKTOMB.setup(["dalia", "oash", "monsters"], DarkTombOptions(stage=stage, heroes_per_player=2), seed)
    rnd = random.Random(seed)
    for _ in range(actions):
        if s.finished:
            break
        (seat,) = DARKTOMB.to_act(s)
        s = DARKTOMB.apply(s, seat, DARKTOMB.playout_action(s, seat, rnd)).state
    return s


def decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.format == "PNG"
    return image


@pytest.mark.parametrize("stage", ["I", "II", "III", "IV"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_map_is_a_phone_sized_png(stage: str, lang: str) -> None:
    view = DARKTOMB.view(played(stage, 80), None)
    png = render_board(view, names=NAMES, lang=lang, highlight=LastMove(path=((2, 1), (2, 2)), touched=((3, 3),)))
    image = decode(png)
    assert image.width <= 1200 and image.height < 2 * image.width and len(png) <= 300 * 1024


def test_same_view_gives_the_same_bytes_and_the_registry_finds_the_renderer() -> None:
    view = DARKTOMB.view(played("II", 40), None)
    assert render_board(view, names=NAMES) == renderer("darktomb").render_board(view, names=NAMES)


def test_face_down_tiles_are_drawn_as_blocks() -> None:
    """DT-HIDE-1: the public picture shows a face-down tile, not what is under it."""
    view = DARKTOMB.view(DARKTOMB.setup(["dalia"], DarkTombOptions(stage="III"), 1), None)
    image = board_image(view, names=NAMES)
    top = view.hidden_slots[0]
    width, cell, label = map_geometry(view)
    header_h = next(y for y in range(image.height) if image.getpixel((1, y)) == BACKGROUND)
    left = (width - view.cols * cell - label) // 2 + label
    corner = (left + top[1] * cell + 6, header_h + label + top[0] * cell + 6)
    assert image.getpixel(corner) == TERRAIN["?"]


def test_renderers_take_views_only_and_sheets_need_a_seat() -> None:
    state = played("I", 10)
    with pytest.raises(TypeError):
        render_board(state, names=NAMES)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        render_hand(DARKTOMB.view(state, None))
    sheet = decode(render_hand(DARKTOMB.view(state, 0), lang="fr"))
    assert sheet.width <= 1200
    monster_sheet = decode(render_hand(DARKTOMB.view(state, 2)))
    assert monster_sheet.width <= 1200


def test_every_word_comes_from_both_catalogs() -> None:
    en, fr = ({**catalog(lang, "darktomb"), **catalog(lang, "render_darktomb")} for lang in ("en", "fr"))
    assert set(en) == set(fr)
    source = "".join(p.read_text(encoding="utf-8") for p in Path(__file__).resolve().parents[2].joinpath("render").glob("darktomb*.py"))
    import re

    for key in re.findall(r'"(render\.darktomb\.[a-z_]+)"', source):
        assert key in en, key
    for topic in DARKTOMB.info.rules_topics:
        assert f"rules.darktomb.{topic}" in fr and f"rules.darktomb.{topic}.title" in fr
    assert isinstance(DARKTOMB.view(played("I", 1), None), DarkTombView)


def test_the_last_move_is_drawn_from_square_to_square() -> None:
    view = DARKTOMB.view(played("I", 30), None)
    hero = next(h for h in view.heroes if h.pos is not None)
    assert hero.pos is not None
    row, col = hero.pos
    start = (row, col - 1 if col > 0 else col + 1)
    plain = board_image(view, names=NAMES).convert("RGB")
    marked = board_image(view, names=NAMES, highlight=LastMove(path=(start, hero.pos))).convert("RGB")
    changed = ImageChops.difference(plain, marked).getbbox()
    assert changed is not None
    _, cell, _ = map_geometry(view)
    assert cell < changed[2] - changed[0] <= 2 * cell + 8, "the line joins the two squares"
    assert changed[3] - changed[1] <= cell + 8, "on their row only"


def test_last_move_reads_the_movers_squares_and_what_was_attacked() -> None:
    from render.darktomb import last_move
    from rules.core import Event

    dalia = [Event(kind="moved", params={"who_type": "darktomb.oash", "square": "F5", "pos": (4, 5)}),
             Event(kind="moved", params={"who_type": "darktomb.dalia", "square": "D3", "pos": [2, 3]}),  # as stored
             Event(kind="hurt", params={"who_type": "darktomb.goblin", "amount": 2, "hp": 1, "pos": (2, 4)}),
             Event(kind="moved", params={"who_type": "darktomb.dalia", "square": "D4", "pos": (3, 3)})]
    assert last_move(dalia) == LastMove(path=((2, 3), (3, 3)), touched=((2, 4),))
    assert last_move(dalia[:2]) == LastMove(path=((2, 3),)), "a hero's single move: where it went"
    goblin = Event(kind="monster_moved", params={"who_type": "darktomb.goblin", "from_square": "E3", "square": "E5",
                                                 "pos": (4, 4)})
    assert last_move([*dalia, goblin]).path == ((2, 4), (4, 4))


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("won", [True, False])
def test_the_final_map_names_the_outcome(lang: str, won: bool) -> None:
    """The last board says in words whether the party won or fell, and who won (no one on a defeat)."""
    from core.i18n import t
    from render.common import recording_text
    from render.darktomb import alt_text
    from rules.core import Result

    view = DARKTOMB.view(played("I", 80), None).model_copy(update={"finished": True, "won": won})
    if won:
        result = Result(winners=frozenset({0, 1}), scores={0: 1, 1: 1}, summary_key="result.darktomb.won",
                        summary_params={"stages": 1})
    else:
        result = Result(winners=frozenset(), scores={0: 0, 1: 0}, summary_key="result.darktomb.lost",
                        summary_params={"stage": 1, "stages": 0})
    with recording_text() as records:
        board_image(view, names=NAMES, lang=lang, result=result)
    drawn = " ".join(record.text for record in records)
    outcome = t("result.darktomb.won" if won else "result.darktomb.lost", lang, **result.summary_params)
    who = t("render.result.winners", lang, players=f"{NAMES[0]}, {NAMES[1]}") if won else t("render.result.no_winner", lang)
    for words in (t("render.darktomb.won" if won else "render.darktomb.lost", lang), outcome):
        assert words in drawn
    assert who.split(",")[0] in drawn
    described = alt_text(view, names=NAMES, lang=lang, result=result)
    assert outcome in described and who in described
