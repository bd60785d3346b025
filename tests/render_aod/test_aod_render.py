"""The AoD pictures: valid PNGs a phone can show, stable bytes, and only what the view allows."""

from __future__ import annotations

import io
import threading
from typing import Any

import pytest
from PIL import Image, ImageChops

import render.aod as aod_render
import render.common as render_common
from core import i18n
from core.i18n import catalog, has, t
from render.aod import last_move, render_board, render_hand
from render.aod_hand import hand_image
from render.common import LastMove
from render.workers import render_off_loop
from rules.aod.model import CardType, CardView
from rules.core import Event
from tests.render_aod.sample_views import NAMES, early_view, late_view, mid_view, pending_view

MAX_WIDTH = 1200
MAX_BYTES = 300 * 1024
ALL_VIEWS = {"early": early_view, "mid": mid_view, "late": late_view}


def _decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.format == "PNG"
    return image


@pytest.mark.parametrize("stage", sorted(ALL_VIEWS))
@pytest.mark.parametrize("viewer", [None, 0, 3])
def test_board_is_a_phone_sized_png(stage: str, viewer: int | None) -> None:
    png = render_board(ALL_VIEWS[stage](viewer), names=NAMES)
    image = _decode(png)
    assert image.width <= MAX_WIDTH
    assert image.height < 2 * image.width  # still readable when a phone scales it to fit
    assert len(png) <= MAX_BYTES


def test_busy_late_game_board_stays_small() -> None:
    png = render_board(late_view(), names=NAMES, highlight=LastMove(path=((1, 4), (2, 4))))
    assert len(png) <= 150 * 1024  # half the hard limit: uploads stay quick on mobile data


def test_same_view_gives_the_same_bytes() -> None:
    first = render_board(mid_view(), names=NAMES, highlight=LastMove(touched=((1, 3),)))
    again = render_board(mid_view(), names=NAMES, highlight=LastMove(touched=((1, 3),)))
    assert first == again


def test_board_never_shows_the_viewers_cards() -> None:
    """A seat's board is the same picture whatever that seat holds: hands only go in the hand image."""
    other_hand = (CardView(id="Z1", type=CardType.AMMO, value=4),) * 7
    mine = render_board(mid_view(0), names=NAMES)
    same_seat_other_cards = render_board(mid_view(0).model_copy(update={"hand": other_hand}), names=NAMES)
    assert mine == same_seat_other_cards


def test_public_board_differs_from_nothing_but_the_you_marker() -> None:
    """The seat view only adds the "(you)" tag on the viewer's card, nothing about its hand."""
    public = aod_render.board_image(mid_view(None), names=NAMES)  # before palette reduction
    seat = aod_render.board_image(mid_view(0), names=NAMES)
    box = ImageChops.difference(public, seat).getbbox()
    assert box is not None
    assert box[1] >= aod_render.BOARD_BOTTOM  # the museum itself is identical


def test_highlight_marks_a_cell() -> None:
    assert render_board(mid_view(), names=NAMES) != render_board(mid_view(), names=NAMES, highlight=LastMove(touched=((2, 2),)))


def test_pending_view_without_entrance_renders() -> None:
    _decode(render_board(pending_view(), names=NAMES))


def test_hand_image_of_a_full_hand() -> None:
    image = _decode(render_hand(mid_view(0)))
    assert image.width <= MAX_WIDTH


def test_hand_image_of_an_empty_hand() -> None:
    image = _decode(render_hand(early_view(1).model_copy(update={"hand": ()})))
    assert image.width <= MAX_WIDTH


def test_hand_image_needs_a_seat_view() -> None:
    with pytest.raises(ValueError):
        render_hand(mid_view(None))


def test_renderer_accepts_views_only() -> None:
    with pytest.raises(TypeError):
        render_board(mid_view().model_dump(), names=NAMES)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        render_hand(object())  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_word_drawn_comes_from_the_catalog(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    used: set[str] = set()
    real_t = i18n.t

    def spy(key: str, *args: Any, **kwargs: Any) -> str:
        used.add(key)
        if "side" in kwargs:  # translated inside the catalog as side.<value>
            used.add(f"side.{kwargs['side']}")
        return real_t(key, *args, **kwargs)

    monkeypatch.setattr(render_common, "t", spy)
    for make in (early_view, mid_view, late_view):
        render_board(make(1), names={}, lang=lang)
        render_hand(make(1), lang=lang)
    render_board(pending_view(), names=NAMES, lang=lang)
    missing = sorted(key for key in used if not has(key, lang))
    assert not missing


def test_render_catalog_has_the_same_keys_in_english_and_french() -> None:
    en, fr = catalog("en", "render"), catalog("fr", "render")
    assert en and set(en) == set(fr)


async def test_render_off_loop_runs_in_the_render_thread() -> None:
    def which_thread() -> str:
        return threading.current_thread().name

    assert (await render_off_loop(which_thread)).startswith("render")
    png = await render_off_loop(render_board, late_view(), names=NAMES)
    assert png == render_board(late_view(), names=NAMES)


def test_hand_image_of_an_oversized_hand_stays_phone_sized() -> None:
    """Right after a reload a hand can pass the limit before the player ditches."""
    many = tuple(CardView(id=f"E{i}", type=CardType.ENERGY, value=1 + i % 4) for i in range(12))
    image = _decode(render_hand(mid_view(0).model_copy(update={"hand": many})))
    assert image.width <= MAX_WIDTH


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 7)])
def test_boards_of_a_played_game_render(players: int, seed: int) -> None:
    """Views straight from the rules, sampled along a seeded game, all give valid small pictures."""
    import random

    from bot.demo import pick_roles
    from rules import registry

    game = registry.get("aod")
    state = game.setup(pick_roles(game, players), game.options_model(), seed)
    rnd = random.Random(seed)
    step = 0
    while game.result(state) is None and step < 2000:
        if step % 60 == 0:
            png = render_board(game.view(state, None), names=NAMES)
            assert len(png) <= MAX_BYTES and _decode(png).width <= MAX_WIDTH
            seat = rnd.choice(range(players))
            _decode(render_hand(game.view(state, seat)))
        seat = rnd.choice(sorted(game.to_act(state)))
        state = game.apply(state, seat, game.playout_action(state, seat, rnd)).state
        step += 1
    _decode(render_board(game.view(state, None), names=NAMES))  # the final board


def test_last_move_is_the_last_figures_path_and_the_tiles_it_opened() -> None:
    events = [Event(kind="moved", params={"seat": 1, "direction": "S", "pos": (0, 0)}),
              Event(kind="turn_ended", params={"seat": 1}),
              Event(kind="opened", params={"seat": 0, "pos": (1, 2)}),
              Event(kind="moved", params={"seat": 0, "direction": "S", "pos": (1, 2)}),
              Event(kind="moved", params={"seat": 0, "direction": "E", "pos": [1, 3]}),  # as stored: JSON lists
              Event(kind="turn_ended", params={"seat": 0})]
    assert last_move(events) == LastMove(path=((0, 2), (1, 2), (1, 3)), touched=((1, 2),), mover=0)
    assert last_move([Event(kind="turn_ended", params={"seat": 1})]) == LastMove()


def test_renderer_is_found_by_game_kind() -> None:
    from render import renderer

    assert renderer("aod").render_board is render_board


def test_hand_image_tells_the_holder_to_discard() -> None:
    from rules.aod.model import Pending

    calm = _decode(render_hand(mid_view(0)))
    ditching = _decode(render_hand(mid_view(0).model_copy(update={"pending": Pending(kind="ditch", seat=0, count=2)})))
    assert ditching.height > calm.height  # an extra line asks for the discard


def test_the_last_move_is_drawn_where_the_figure_went() -> None:
    """Lara's step from D3 up to D2 shows on the museum: a line over both cells, her cell outlined and
    her figure ringed, not Joachim's beside her."""
    view = mid_view()
    plain = aod_render.board_image(view, names=NAMES).convert("RGB")
    lara = aod_render.board_image(view, names=NAMES, highlight=LastMove(path=((2, 3), (1, 3)), mover=0)).convert("RGB")
    changed = ImageChops.difference(plain, lara).getbbox()
    assert changed is not None
    column_d = aod_render.GRID_X + 3 * aod_render.CELL
    assert column_d - 4 <= changed[0] and changed[2] <= column_d + aod_render.CELL + 4, "only column D changes"
    assert aod_render.CELL < changed[3] - changed[1] <= 2 * aod_render.CELL + 8, "over both cells"
    joachim = aod_render.board_image(view, names=NAMES, highlight=LastMove(path=((2, 3), (1, 3)), mover=3)).convert("RGB")
    assert ImageChops.difference(lara, joachim).getbbox() is not None, "the ring is on the figure that moved"


def _three_player_view(viewer: int | None = None) -> Any:
    from rules import registry

    game = registry.get("aod")
    roles = [role.id for role in game.roles(3)][:3]
    return game.view(game.setup(roles, game.options_model(), 2), viewer)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [3, 4])
def test_every_seat_card_sits_under_its_sides_name(lang: str, players: int) -> None:
    """Who plays with whom is public (the character tells it): the good side's seats in the left column
    under its name, the bad side's in the right one; with four players the names carry the team points."""
    view = mid_view() if players == 4 else _three_player_view()
    with render_common.recording_text() as records:
        aod_render.board_image(view, names=NAMES, lang=lang)
    drawn = {record.text: record.bbox for record in records if record.bbox is not None}
    middle = aod_render.WIDTH / 2
    for seat in view.seats:
        caption = next(words for words in drawn if words.startswith(t(f"side.{seat.side.value}", lang).capitalize()))
        name = next(box for words, box in drawn.items() if words.startswith(NAMES[seat.seat][:8]))
        caption_left = drawn[caption][0] < middle
        assert (name[0] < middle) == caption_left == (seat.side.value == "good"), (seat, caption)
        if players == 4:
            assert str(view.team_scores[seat.side.value]) in caption


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hand_says_which_side_its_holder_plays_for(lang: str) -> None:
    for viewer in (0, 1):
        view = mid_view(viewer)
        with render_common.recording_text() as records:
            hand_image(view, lang=lang)
        wanted = t("render.aod.hand_side", lang, side=view.seats[viewer].side.value)
        assert wanted in [record.text for record in records]
    assert t("render.aod.hand_side", lang, side="good") != t("render.aod.hand_side", lang, side="bad")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_alt_text_says_each_seats_side(lang: str) -> None:
    words = aod_render.alt_text(mid_view(), names=NAMES, lang=lang)
    for seat in mid_view().seats:
        assert t("render.alt.aod.seat", lang, NAMES, seat=seat.seat, character=seat.character, side=seat.side.value,
                 points=seat.score, hand=seat.hand_size, rooms=len(seat.discoveries)) in words


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_final_board_names_the_winners(lang: str) -> None:
    """The last board of a played game says who won, in the header and on each winner's card."""
    from tests.render.stages import NAMES as PLAYED, stage

    final = stage("aod", "final")
    assert final.result is not None and final.result.winners
    with render_common.recording_text() as records:
        aod_render.board_image(final.public, names=PLAYED, lang=lang, result=final.result)
    drawn = [record.text for record in records]
    summary = t(final.result.summary_key, lang, PLAYED, **final.result.summary_params)
    assert summary.split()[0] in " ".join(drawn)
    assert sum(words == t("render.winner", lang) for words in drawn) == len(final.result.winners)
    described = aod_render.alt_text(final.public, names=PLAYED, lang=lang, result=final.result)
    assert summary in described and all(PLAYED[seat] in described for seat in final.result.winners)
