"""Arena picture, hand picture and shot GIF: drawn from views only, small, readable, no leaks."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image, ImageChops

from core.i18n import t
from render import catacombs as picture
from render import catacombs_sprites as sp
from render import renderer
from render.common import Words
from rules.catacombs.game import CATACOMBS
from rules.catacombs.model import CcState, CcView, Flick
from rules.core import Event
from tests.rules_catacombs.cc_scenario import ROLES

NAMES = {0: "Alice", 1: "Bérénice", 2: "Chloé", 3: "Dmitri"}


def played(players: int = 4, actions: int = 30, seed: int = 4) -> CcState:
    state = CATACOMBS.setup(ROLES[players], CATACOMBS.options_model(), seed)
    rnd = random.Random(seed)
    for _ in range(actions):
        seat = min(CATACOMBS.to_act(state))
        state = CATACOMBS.apply(state, seat, CATACOMBS.playout_action(state, seat, rnd)).state
    return state


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_arena_picture_fits_a_phone_and_the_size_budget(lang: str) -> None:
    state = played()
    png = renderer("catacombs").render_board(CATACOMBS.view(state, None), names=NAMES, lang=lang)
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG" and image.mode == "P"
    assert image.width <= 1200 and len(png) <= 300_000


def test_aim_preview_draws_a_line_but_moves_nothing() -> None:
    state = played(actions=3)
    view = CATACOMBS.view(state, None)
    plain = picture.render_board(view, names=NAMES)
    aimed = picture.render_board(view, names=NAMES, highlight=Flick(angle=45, power=80))
    assert plain != aimed
    assert CATACOMBS.view(state, None) == view


@pytest.mark.parametrize("angle", [0, 90, 180, 270, 45])
def test_a_full_power_aim_line_stops_at_the_arena_wall(angle: float) -> None:
    """The preview must not scribble over the header or the team panels."""
    view = CATACOMBS.view(played(actions=3), None)
    plain = picture.board_image(view, names=NAMES).convert("RGB")
    aimed = picture.board_image(view, names=NAMES, highlight=Flick(angle=angle, power=100)).convert("RGB")
    changed = ImageChops.difference(plain, aimed).getbbox()
    assert changed is not None
    header_h = next(y for y in range(plain.height) if plain.getpixel((1, y)) == sp.BACKGROUND)
    arena_bottom = header_h + picture.PAD + view.height_cm * picture.SCALE
    assert changed[1] >= header_h and changed[3] <= arena_bottom + picture.PAD


def test_public_picture_does_not_depend_on_hands() -> None:
    """CC-HIDE-1: swapping the cards in hand for others leaves the public picture byte-identical."""
    state = played()
    other = state.model_copy(deep=True)
    for seat, hand in enumerate(other.hands):
        side = other.seats[seat]
        swapped = other.draw[side][: len(hand)]
        other.draw[side] = hand + other.draw[side][len(hand):]
        other.hands[seat] = swapped
    assert other.hands != state.hands
    first = picture.render_board(CATACOMBS.view(state, None), names=NAMES)
    second = picture.render_board(CATACOMBS.view(other, None), names=NAMES)
    assert first == second


def test_hand_picture_needs_the_seat_view() -> None:
    state = played()
    png = picture.render_hand(CATACOMBS.view(state, 0), lang="fr")
    assert Image.open(io.BytesIO(png)).width <= 1200
    with pytest.raises(ValueError):
        picture.render_hand(CATACOMBS.view(state, None))
    with pytest.raises(TypeError):
        picture.render_board(state, names=NAMES)  # type: ignore[arg-type]


def test_shot_gif_is_a_small_palette_animation_of_the_last_shot() -> None:
    state = played()
    view = CATACOMBS.view(state, None)
    assert view.last_shot is not None
    gif = picture.render_shot_gif(view)
    image = Image.open(io.BytesIO(gif))
    assert gif[:6] == b"GIF89a" and image.mode == "P" and getattr(image, "n_frames", 1) >= 2 and len(gif) < 200_000
    assert picture.render_shot_gif(view) == gif
    fresh = CATACOMBS.setup(ROLES[2], CATACOMBS.options_model(), 1)
    assert picture.render_shot_gif(CATACOMBS.view(fresh, None)) == b""


def test_replayed_frames_end_where_the_state_says() -> None:
    """CC-PHY-5: the animation is replayed from the recorded launch and lands on the stored layout."""
    state = played()
    assert state.last_shot is not None
    frames = picture.shot_frames(state.last_shot)
    final = dict(zip((d.id for d in state.last_shot.disks), frames[-1]))
    for disk in state.disks:
        assert final[disk.id] == pytest.approx((disk.x, disk.y), abs=0.3)


def test_shot_gif_caption_says_who_shot_with_what_and_the_wounds() -> None:
    view = CATACOMBS.view(played(actions=12), None)
    assert view.last_shot is not None
    text = Words.for_seats("en", NAMES, len(view.seats))
    shot = Event(kind="shot", params={"seat": 1, "disk": "K1", "shot_type": "cc_shot_combat"})
    wound = Event(kind="wounded", params={"side": "sword", "damage": 2, "disks": ["S1"]})
    caption = picture.gif_caption(view, text, (shot, wound))
    assert NAMES[1] in caption and "K1" in caption and "combat" in caption and "2" in caption
    assert "no wound" in picture.gif_caption(view, text, (shot,))
    plain = picture.render_shot_gif(view)
    captioned = picture.render_shot_gif(view, names=NAMES, events=(shot, wound))
    assert plain and captioned and plain != captioned


def _shot_with_contact() -> tuple[CcState, tuple[Event, ...]]:
    """A played flick whose disk touched another disk or a wall, with that action's public events."""
    state = CATACOMBS.setup(ROLES[4], CATACOMBS.options_model(), 4)
    rnd = random.Random(4)
    for _ in range(400):
        seat = min(CATACOMBS.to_act(state))
        transition = CATACOMBS.apply(state, seat, CATACOMBS.playout_action(state, seat, rnd))
        state = transition.state
        public = tuple(e for e in transition.events if e.is_public)
        shot = next((e for e in public if e.kind == "shot"), None)
        if shot is not None and any(shot.params["disk"] in pair for pair in shot.params["contacts"]):
            return state, public
    raise AssertionError("no flick touched anything in 400 actions")


def test_shot_gif_plays_once() -> None:
    """No NETSCAPE loop extension: Discord plays the shot once and rests on where the disks stopped."""
    state, events = _shot_with_contact()
    gif = picture.render_shot_gif(CATACOMBS.view(state, None), names=NAMES, events=events)
    image = Image.open(io.BytesIO(gif))
    assert getattr(image, "n_frames", 1) >= 2
    assert "loop" not in image.info and b"NETSCAPE2.0" not in gif


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_shot_alt_text_names_the_shooter_where_it_went_and_what_it_hit(lang: str) -> None:
    state, events = _shot_with_contact()
    view = CATACOMBS.view(state, None)
    shot = next(e for e in events if e.kind == "shot")
    disk = shot.params["disk"]
    touched = [b if a == disk else a for a, b in shot.params["contacts"] if disk in (a, b)]
    words = picture.shot_alt_text(view, names=NAMES, lang=lang, events=events)
    assert NAMES[shot.params["seat"]] in words and disk in words
    first = touched[0]
    assert (t(f"render.catacombs.{first}", lang) if first.startswith("wall_") else first) in words
    assert t("render.alt.catacombs.went", lang, disk=disk, cm=0).split("0")[0] in words  # how far it went
    assert len(words) <= 1024
    assert words != picture.shot_alt_text(view, names=NAMES, lang="fr" if lang == "en" else "en", events=events)


def _wounded_view() -> CcView:
    """A public view whose last shot wounded a pawn, with another disk pushed against its right side
    (where the "−N" used to go, over that disk's label)."""
    state = CATACOMBS.setup(ROLES[4], CATACOMBS.options_model(), 1)
    rnd = random.Random(1)
    while not (state.last_shot is not None and state.last_shot.wounds):
        seat = min(CATACOMBS.to_act(state))
        state = CATACOMBS.apply(state, seat, CATACOMBS.playout_action(state, seat, rnd)).state
    view = CATACOMBS.view(state, None)
    assert view.last_shot is not None
    victim = next(d for d in view.disks if d.id in view.last_shot.wounds)
    neighbour = next(d for d in view.disks if d.id != victim.id)
    beside = neighbour.model_copy(update={"x": victim.x + victim.radius + neighbour.radius + 0.3, "y": victim.y})
    return view.model_copy(update={"disks": tuple(beside if d.id == neighbour.id else d for d in view.disks)})


def test_a_wound_marker_never_covers_another_disk_or_its_label() -> None:
    view = _wounded_view()
    arena_w = round(view.width_cm * picture.SCALE)
    origin = ((picture.WIDTH - arena_w) / 2, 200.0)
    marks = picture.wound_marks(view, origin)
    assert marks and all(m.words.startswith("−") for m in marks)
    for mark in marks:
        for disk in view.disks:
            if disk.id != mark.victim:
                box = picture.disk_box(view, origin, disk)
                assert not picture.overlap_area(mark.box, box), (mark, disk.id)


def test_the_wound_marker_is_drawn_where_its_box_says() -> None:
    view = _wounded_view()
    assert view.last_shot is not None
    unhurt = view.model_copy(update={"last_shot": view.last_shot.model_copy(update={"wounds": {}})})
    hurt_image = picture.board_image(view, names=NAMES).convert("RGB")
    plain = picture.board_image(unhurt, names=NAMES).convert("RGB")
    header_h = next(y for y in range(plain.height) if plain.getpixel((1, y)) == sp.BACKGROUND)
    origin = ((picture.WIDTH - round(view.width_cm * picture.SCALE)) / 2, header_h + picture.PAD)
    for mark in picture.wound_marks(view, origin):
        assert ImageChops.difference(hurt_image.crop(mark.box), plain.crop(mark.box)).getbbox() is not None
