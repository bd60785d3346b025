"""The Underworld pictures: valid PNGs a phone can show, stable bytes, only what the view allows,
and every word from the catalog in both languages."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image, ImageChops

import core.i18n
import render.common
import render.underworld as uw_render
from core.i18n import catalog
from render import renderer
from render.common import Words
from render.underworld import board_image, render_board, render_hand, status_line
from render.underworld_hand import hand_image
from render.underworld_panels import STEP
from rules.underworld.game import UNDERWORLD
from rules.underworld.model import Axis, CardView, UwState
from tests.render_underworld.sample_views import (
    NAMES,
    busy_late_view,
    first_open_cost,
    full_hand,
    played_states,
    sampled,
)

MAX_WIDTH = 1200
MAX_BYTES = 300 * 1024


def _decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.format == "PNG"
    return image


@pytest.fixture(scope="module")
def three_player_game() -> list[UwState]:
    return played_states(3, 7)


# ---------------------------------------------------------------- size, format, stability


@pytest.mark.parametrize("viewer", [None, 0, 3])
def test_busy_late_board_is_a_phone_sized_png(viewer: int | None) -> None:
    png = render_board(busy_late_view(viewer), names=NAMES)
    image = _decode(png)
    assert image.width <= MAX_WIDTH
    # Every word at ≥ 11 px when shown 400 px wide costs height: even this busiest board stays under
    # 2 widths, like every sampled board of every game (tests/render/test_proportions.py).
    assert image.height < 2 * image.width
    assert len(png) <= MAX_BYTES


def test_busy_late_board_stays_light_for_mobile_uploads() -> None:
    png = render_board(busy_late_view(), names=NAMES, lang="fr")
    # Two thirds of the hard limit: the busiest board (French, four seats, an open price) is encoded at
    # zlib level 1 for speed (issue 9's CPU target), and phones are served Discord's scaled preview.
    assert len(png) <= 200 * 1024


def test_same_view_gives_the_same_bytes() -> None:
    view = busy_late_view(1)
    assert render_board(view, names=NAMES) == render_board(view, names=NAMES)
    assert render_hand(view) == render_hand(view)


@pytest.mark.parametrize("players,seed", [(1, 11), (2, 5), (3, 7), (4, 2)])
def test_boards_along_real_games_render(players: int, seed: int) -> None:
    """Sampled positions of seeded playouts, first to last (won or lost), public and seat views."""
    states = played_states(players, seed)
    assert UNDERWORLD.result(states[-1]) is not None  # the samples include a finished game
    for index, state in enumerate(sampled(states, 6)):
        viewer = None if index % 2 == 0 else index % players
        image = _decode(render_board(UNDERWORLD.view(state, viewer), names=NAMES, lang=("en", "fr")[index % 2]))
        assert image.width <= MAX_WIDTH
    seat_view = UNDERWORLD.view(states[len(states) // 2], players - 1)
    assert _decode(render_hand(seat_view)).width <= MAX_WIDTH


# ---------------------------------------------------------------- what the board shows


def test_board_never_shows_the_viewers_cards() -> None:
    """A seat's board is the same picture whatever that seat holds: cards only go in the hand image."""
    view = busy_late_view(0)
    other = view.model_copy(update={"hand": (CardView(id="acr01", type=Axis.ACROBATICS),)})
    assert render_board(view, names=NAMES) == render_board(other, names=NAMES)


def test_seat_board_differs_from_public_board_only_by_the_you_marker() -> None:
    public = board_image(busy_late_view(None), names=NAMES)
    seat = board_image(busy_late_view(0), names=NAMES)
    box = ImageChops.difference(public, seat).getbbox()
    assert box is not None
    assert box[1] > public.height // 4  # in the panels under the gauges and tracks (the top quarter), nowhere near them
    assert box[3] - box[1] < 5 * STEP  # within one seat card


def test_highlighting_an_axis_outlines_it() -> None:
    view = busy_late_view()
    plain = render_board(view, names=NAMES)
    assert render_board(view, names=NAMES, highlight=Axis.BATTLE) != plain


def test_status_line_says_who_answers_the_open_question(three_player_game: list[UwState]) -> None:
    view = UNDERWORLD.view(first_open_cost(three_player_game), None)
    line, _ = status_line(view, Words.for_seats("en", NAMES, view.players))
    assert NAMES[view.pending.seat] in line
    assert core.i18n.t(f"card.{view.pending.source}", "en") in line


def test_finished_boards_say_how_the_game_ended() -> None:
    view = busy_late_view()
    text = Words.for_seats("fr", NAMES, view.players)
    won = view.model_copy(update={"finished": True, "won": True, "pending": None})
    lost = view.model_copy(update={"finished": True, "won": False, "loss": "c", "pending": None})
    assert status_line(won, text)[0] == core.i18n.t("result.underworld.won", "fr", cost=9)
    assert status_line(lost, text)[0] == core.i18n.t("result.underworld.lost_c", "fr")
    _decode(render_board(won, names=NAMES, lang="fr"))


# ---------------------------------------------------------------- the hand


@pytest.mark.parametrize("hand", [(), full_hand(9), full_hand(21)], ids=["empty", "nine", "twenty-one"])
def test_hand_picture(hand: tuple[CardView, ...]) -> None:
    view = busy_late_view(0).model_copy(update={"hand": hand})
    image = _decode(render_hand(view, lang="fr"))
    assert image.width <= MAX_WIDTH
    assert image.height < 2 * image.width


def test_hand_of_a_seat_with_no_object_and_a_discard_to_make(three_player_game: list[UwState]) -> None:
    state = next(s for s in three_player_game if s.pending is not None and s.pending.kind == "discard")
    view = UNDERWORLD.view(state, state.pending.seat)
    asked = _decode(render_hand(view))
    calm = _decode(render_hand(view.model_copy(update={"pending": None})))
    assert asked.height > calm.height  # the discard warning takes a line of its own


def test_an_eliminated_seat_is_told_so_above_its_cards() -> None:
    out = busy_late_view(3)  # seat 3 is out in the busy view
    still_in = out.model_copy(update={"seats": tuple(s.model_copy(update={"eliminated": False}) for s in out.seats)})
    assert _decode(render_hand(out)).height > _decode(render_hand(still_in)).height


def test_public_view_has_no_hand_picture() -> None:
    with pytest.raises(ValueError):
        render_hand(busy_late_view(None))


def test_renderers_refuse_anything_but_a_view() -> None:
    state = UNDERWORLD.setup([None, None], {}, 1)
    with pytest.raises(TypeError):
        render_board(state, names=NAMES)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        render_hand(state)  # type: ignore[arg-type]


def test_the_bot_finds_this_renderer() -> None:
    assert renderer("underworld") is uw_render.RENDERER


# ---------------------------------------------------------------- catalog


def test_every_word_drawn_is_in_both_catalogs(monkeypatch: pytest.MonkeyPatch, three_player_game: list[UwState]) -> None:
    """Record every key looked up while drawing a wide range of views; each exists in EN and FR."""
    used: set[str] = set()
    real_t = core.i18n.t

    def spy(key: str, *args: Any, **kwargs: Any) -> str:
        used.add(key)
        return real_t(key, *args, **kwargs)

    monkeypatch.setattr(render.common, "t", spy)
    monkeypatch.setattr(core.i18n, "t", spy)
    views = [busy_late_view(0), busy_late_view(3), busy_late_view().model_copy(update={"finished": True, "won": True})]
    views += [UNDERWORLD.view(s, 0) for s in sampled(three_player_game, 12)]
    views += [UNDERWORLD.view(s, None) for s in three_player_game if s.pending is not None][:40]
    for view in views:
        board_image(view, names={}, lang="fr")
        if view.viewer is not None:
            hand_image(view, lang="fr")
    assert any(key.startswith("render.underworld.") for key in used)
    missing = {lang: sorted(k for k in used if k not in catalog(lang)) for lang in ("en", "fr")}
    assert missing == {"en": [], "fr": []}


def test_render_catalog_files_hold_the_same_keys_in_both_languages() -> None:
    en, fr = (catalog(lang, "render_underworld") for lang in ("en", "fr"))
    assert en and set(en) == set(fr)
    assert all(key.startswith("render.underworld.") for key in en)
    assert all(fr[key].strip() for key in fr)


def test_last_move_is_the_axis_lara_last_advanced_on() -> None:
    from render.underworld import last_move
    from rules.core import Event

    events = [Event(kind="advanced", params={"axis_type": "battle", "space": 2}),
              Event(kind="advanced", params={"axis_type": "cunning", "space": 1}),
              Event(kind="gained", params={"seat": 0})]
    assert last_move(events) is Axis.CUNNING
    assert last_move(events[2:]) is None
