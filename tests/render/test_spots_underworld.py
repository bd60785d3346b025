"""Where Tomb Raider Underworld's legal actions are tapped in the Activity: every spot lies on the picture
as drawn, and sits on what the action names — the space Lara reaches, the heart a medkit fills, the next
enemy, a price's option, the draw pile; the cards, counters and objects of the hand."""

from __future__ import annotations

import functools
from dataclasses import dataclass

import pytest
from PIL import Image

from render import Spot
from render import underworld as uw
from render import underworld_panels as panels
from render import underworld_sprites as sp
from render.common import Words, flowed_header, recording_text
from render.underworld_hand import CARD_W, hand_image, hand_layout
from rules.underworld.model import Axis, ChooseAxis, Counter, Defeat, Discard, Draw, Give, Heal, Item, Pay, PlayCard, PlayTreasure, UseObject, UwView
from tests.render.spot_checks import Moment, assert_inside, covers, moments, names, pictures, save_outlined, spots_of

TABLES = (1, 2, 3, 4)
SEED = 17
NOWHERE = {"roll", "guess", "pass", "settle", "decline"}
"""Actions with nothing of their own on the pictures: buttons only."""


@functools.lru_cache(maxsize=None)
def cases(players: int) -> list[tuple[Moment, list[tuple[Spot, ...]], dict[str, Image.Image]]]:
    """The sampled moments of a table size with their spots and pictures (read only)."""
    return [(moment, spots_of("underworld", moment, players), pictures("underworld", moment, players))
            for moment in moments("underworld", players, SEED) if moment.actions]


@dataclass(frozen=True)
class Named:
    """A board panel as drawn, with the name the board gives it."""

    name: str
    image: Image.Image

    @property
    def width(self) -> int:
        return self.image.width

    @property
    def height(self) -> int:
        return self.image.height


def drawn_panels(view: UwView, text: Words, board: Image.Image) -> dict[str, tuple[int, int]]:
    """Where the board's drawing put each panel, checked against the board's pixels."""
    top = flowed_header(panels.WIDTH, uw._header_lines(view, text, None), sp.PANEL, panels.PAD)[1]
    body = uw._body(view, text, None, lambda name, width, paint, key: Named(name, uw._drawn(name, width, paint, key)))
    placed = {}
    for part, x, y in body.parts:
        box = (x, y + top, x + part.width, y + top + part.height)
        assert board.crop(box).tobytes() == part.image.tobytes(), f"the {part.name} panel is where the board shows it"
        placed[part.name] = (x, y + top)
    return placed


def shows_something(picture: Image.Image, spot: Spot) -> bool:
    """More than one colour under the spot: something is drawn there, not bare background."""
    colours = picture.crop((spot.x, spot.y, spot.x + spot.w, spot.y + spot.h)).getcolors(maxcolors=1 << 16)
    return colours is None or len(colours) > 1


@pytest.mark.parametrize("players", TABLES)
def test_every_spot_lies_on_the_picture_as_drawn(players: int) -> None:
    for moment, spots, drawn in cases(players):
        assert_inside(spots, drawn, moment.notations)
        for notation, places in zip(moment.notations, spots):
            assert all(shows_something(drawn[spot.picture], spot) for spot in places), f"{notation}: a spot on bare background"


@pytest.mark.parametrize("players", TABLES)
def test_buttons_only_for_what_the_pictures_do_not_show(players: int) -> None:
    for moment, spots, _ in cases(players):
        for notation, places in zip(moment.notations, spots):
            assert (places == ()) == (notation.split(":")[0] in NOWHERE), f"{notation}: {places}"


@pytest.mark.parametrize("players", TABLES)
def test_cards_spent_are_tapped_on_cards_of_their_type(players: int) -> None:
    """A card to play, discard or give is tapped on as many cards of that type as it spends, each where
    its own colour shows (an overlapped card by the part left showing)."""
    for moment, spots, drawn in cases(players):
        for action, notation, places in zip(moment.actions, moment.notations, spots):
            wanted: list[Axis] = []
            match action:
                case PlayCard(axis=axis):
                    wanted = [axis]
                case Discard(cards=cards):
                    wanted = list(cards)
                case Give(item=item, count=count) if item.value in {axis.value for axis in Axis}:
                    wanted = [Axis(item.value)] * count
            if not wanted:
                continue
            on_hand = [spot for spot in places if spot.picture == "hand"]
            assert len(on_hand) == len(wanted) == len(set(on_hand)), f"{notation}: {on_hand}"
            for spot, axis in zip(on_hand, sorted(wanted, key=list(Axis).index)):
                colour = drawn["hand"].getpixel((spot.x + spot.w // 2, spot.y + CARD_W // 5))
                assert colour == sp.AXIS_COLOURS[axis], f"{notation}: {spot} is not on a {axis.value} card"


@pytest.mark.parametrize("players", TABLES)
def test_counters_and_objects_are_tapped_on_the_hand(players: int) -> None:
    """A treasure, VP or medkit spent is tapped on its counter; an object used, on the box naming it."""
    for moment, spots, _ in cases(players):
        layout = hand_layout(moment.view, moment.lang)
        with recording_text() as records:
            hand_image(moment.view, lang=moment.lang)
        for action, notation, places in zip(moment.actions, moment.notations, spots):
            on_hand = [spot for spot in places if spot.picture == "hand"]
            spent: list[Counter] = []
            match action:
                case PlayTreasure():
                    spent = [Counter.TREASURE]
                case Heal():
                    spent = [Counter.MEDKIT]
                case Give(item=item) if item in (Item.VP, Item.TREASURE):
                    spent = [Counter(item.value)]
            for counter in spent:
                left, top, right, bottom = layout.counters[counter]
                assert [spot for spot in on_hand if covers(spot, left, top) and covers(spot, right, bottom)], notation
            if isinstance(action, UseObject):
                name = next(held.name for held in layout.objects if held.id == action.object)
                shown = [r.bbox for r in records if r.text == name and r.bbox is not None]
                assert shown and any(covers(spot, b[0], b[1]) and covers(spot, b[2], b[3]) for spot in on_hand for b in shown), notation


@pytest.mark.parametrize("players", TABLES)
def test_places_on_the_board_are_where_the_board_draws_them(players: int) -> None:
    """The space Lara reaches, the heart a heal fills last, the next enemy out, a price's option and the
    draw pile, each found where the drawing put its panel."""
    for moment, spots, drawn in cases(players):
        view = moment.view
        text = Words.for_seats(moment.lang, names(players), view.players)
        if not any(spot.picture == "board" for places in spots for spot in places):
            continue
        placed = drawn_panels(view, text, drawn["board"])
        top = uw._top_layout(view, text, 0)
        for action, notation, places in zip(moment.actions, moment.notations, spots):
            on_board = [spot for spot in places if spot.picture == "board"]
            expected: tuple[str, float, float] | None = None
            match action:
                case ChooseAxis(axis=axis) | PlayCard(axis=axis) | PlayTreasure(axis=axis):
                    track = top.tracks[list(Axis).index(axis)]
                    box = track.space(min(track.track.position + 1, len(track.track.spaces) - 1))
                    expected = ("top", (box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
                case Heal(count=count):
                    box = top.gauges.heart(view, view.health + count - 1)
                    expected = ("top", (box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
                case Defeat():
                    y, height = panels.enemy_layout(view, text, panels.COLUMN, 0)[1][0]
                    expected = ("enemies", panels.COLUMN / 2, y + height / 2)
                case Pay(option=option):
                    assert view.pending is not None
                    left, right = panels.price_spans(text, view.pending)[option]
                    expected = ("pending", (left + right) / 2, panels.PRICE_TOP + panels.PRICE_ROW / 2)
                case Draw():
                    entry = panels.pile_layout(view, text, panels.COLUMN, 0)[0][0]
                    expected = ("piles", (entry.x + entry.right) / 2, entry.cy)
            if expected is None:
                continue
            name, x, y = expected
            px, py = placed[name]
            assert [spot for spot in on_board if covers(spot, px + x, py + y)], f"{notation}: {on_board} misses its {name} place"


def test_the_samples_meet_every_action_tapped() -> None:
    """The tests above see every kind of action the pictures show."""
    seen = {type(action).__name__ for players in TABLES for moment, _, _ in cases(players) for action in moment.actions}
    assert seen >= {"ChooseAxis", "PlayCard", "PlayTreasure", "UseObject", "Discard", "Give", "Heal", "Defeat", "Pay", "Draw"}, seen


def test_a_debugging_picture_shows_the_spots() -> None:
    """The pictures with every spot outlined, under test-artifacts/, for a person to look at: the moment
    of a two-player game with the most kinds of actions tapped."""
    chosen = max(cases(2), key=lambda case: len({n.split(":")[0] for n, p in zip(case[0].notations, case[1]) if p}))
    moment, spots, drawn = chosen
    assert save_outlined("spots-underworld", drawn, spots, moment.notations).is_file()

