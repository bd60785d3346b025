"""Where The Angel of Darkness's legal actions are tapped on its pictures (the Activity's tap-to-act): over
seeded tables of every size, each spot lies on the picture as drawn, on the thing the rules name."""

from __future__ import annotations

import functools
from collections import Counter
from typing import Any

import pytest

from render import Spot
from render import aod
from render import aod_sprites as sp
from render.common import Words
from rules.aod.board import neighbour, start_position
from rules.aod.model import (
    AodView,
    CardType,
    Claim,
    Ditch,
    Drop,
    EndTurn,
    HandOver,
    OpenTile,
    Orient,
    PlaceStart,
    PlayEnergy,
    Pos,
    Reload,
    RotateTile,
    Shoot,
    Step,
    TakeOver,
)
from tests.render.spot_checks import assert_inside, names, save_outlined, shared_board_spots
from tests.render.spot_pixels import Case, cases, centre, near, pixel, within

SIZES = (2, 3, 4)
SEED = 41


def tables(players: int) -> tuple[Case, ...]:
    return cases("aod", players, SEED)


def everything() -> list[Case]:
    return [case for players in SIZES for case in tables(players)]


def layout_of(case: Case) -> aod.BoardLayout:
    return aod.board_layout(case.view, Words.for_seats(case.moment.lang, names(case.players), len(case.view.seats)), None)


def cell_area(pos: Pos, museum_dy: int) -> tuple[float, float, float, float]:
    """The museum cell (or, outside the 5×5 grid, the entrance's place in the ring) as the board lays it out."""
    def span(i: int, origin: int) -> tuple[int, int]:
        if i < 0:
            return origin - aod.RING, origin
        if i > 4:
            return origin + 5 * aod.CELL, origin + 5 * aod.CELL + aod.RING
        return origin + i * aod.CELL, origin + (i + 1) * aod.CELL
    (x0, x1), (y0, y1) = span(pos[1], aod.GRID_X), span(pos[0], aod.GRID_Y + museum_dy)
    return x0, y0, x1, y1


def named_cell(case: Case, action: Any) -> Pos | None:
    """The museum cell an action names by the rules, if it names one."""
    view: AodView = case.view
    here = next(f.pos for f in view.figures if f.seat == view.viewer)
    match action:
        case PlaceStart(side=side, index=index):
            return start_position(side, index)
        case Step(direction=d) | OpenTile(direction=d):
            assert here is not None
            return neighbour(here, d)
        case RotateTile(direction=d):
            assert here is not None
            return here if d is None else neighbour(here, d)
        case Orient():
            assert view.pending is not None
            return view.pending.pos
    return None


def board_place(case: Case, action: Any) -> tuple[Any, ...]:
    """What a board spot of the action stands for, by the rules: a cell, a pile, a player, a lying counter's cell."""
    cell = named_cell(case, action)
    if cell is not None:
        return ("cell", cell)
    match action:
        case Reload(card_type=card_type):
            return ("pile", card_type)
        case Shoot(target=seat) | HandOver(to=seat) | TakeOver(source=seat):
            return ("player", seat)
        case Claim(counter=counter):
            return ("lying on", next(o.pos for o in case.view.objects if o.id == counter))
        case Drop():
            return ("carried by", case.view.viewer)
    raise AssertionError(f"{action!r} has no place on the board")


def played_cards(action: Any) -> tuple[str, ...]:
    match action:
        case PlayEnergy(cards=cards) | Ditch(cards=cards) | Shoot(cards=cards):
            return tuple(cards)
    return ()


@pytest.mark.parametrize("players", SIZES)
def test_every_spot_lies_on_the_picture_as_drawn_and_every_place_can_be_tapped(players: int) -> None:
    for case in tables(players):
        assert_inside(case.spots, case.drawn, case.moment.notations)
        for action, spots in zip(case.moment.actions, case.spots, strict=True):
            if isinstance(action, EndTurn):
                assert spots == ()  # a button only
            else:
                assert any(spot.picture == "board" for spot in spots) or played_cards(action), action
                assert all(spot.picture == "board" for spot in spots) or played_cards(action), action


@pytest.mark.parametrize("players", SIZES)
def test_a_cell_the_rules_name_is_the_cell_tapped(players: int) -> None:
    """An entrance, a step, an opening or a turn is tapped on that very cell; a face-down tile to open
    shows its back there in the picture."""
    checked = Counter[str]()
    for case in tables(players):
        layout = layout_of(case)
        for action, spots in zip(case.moment.actions, case.spots):
            cell = named_cell(case, action)
            if cell is None:
                continue
            assert len(spots) == 1 and within(centre(spots[0]), cell_area(cell, layout.museum_dy)), (action, spots)
            if isinstance(action, OpenTile):
                assert near(pixel(case, spots[0], 0.5, 0.5), sp.HIDDEN_LINE), action  # the back's middle dot
            checked[action.kind] += 1
    assert checked["place_start"] == 20 and checked["open"] and checked["step"] and checked["rotate"], checked


def test_players_piles_and_counters_are_tapped_where_they_are_drawn() -> None:
    """A pile reloaded from: its face-down card; a player shot, handed to or taken from: their figure on
    its cell and their seat card; a counter claimed: on the cell it lies on."""
    checked = Counter[str]()
    for case in everything():
        figures = {f.seat: f for f in case.view.figures}
        for action, spots in zip(case.moment.actions, case.spots):
            board = [spot for spot in spots if spot.picture == "board"]
            match action:
                case Reload():
                    (pile,) = board
                    assert near(pixel(case, pile, 0.5, 0.07), (70, 52, 110)), action  # a card back's face
                case Shoot(target=seat) | HandOver(to=seat) | TakeOver(source=seat):
                    *figure, card = board
                    inner = pixel(case, card, 0.02, 0.5)  # the seat card's own panel, left of its figure
                    assert near(inner, sp.PANEL, 2) or near(inner, sp.PANEL_ACTIVE, 2), action
                    target = figures[seat].pos
                    assert target is not None and len(figure) == 1
                    assert within(centre(figure[0]), cell_area(target, layout_of(case).museum_dy)), action
                case Claim(counter=counter):
                    lying = next(o.pos for o in case.view.objects if o.id == counter)
                    assert lying is not None and len(board) == 1
                    assert within(centre(board[0]), cell_area(lying, layout_of(case).museum_dy)), action
                case _:
                    continue
            checked[action.kind] += 1
    assert checked["reload"] and checked["shoot"], checked


@pytest.mark.parametrize("players", SIZES)
def test_cards_played_are_tapped_on_the_hand_one_card_each(players: int) -> None:
    checked = 0
    colours = {colour: card_type for card_type, colour in sp.CARD_COLOURS.items()}
    for case in tables(players):
        by_id = {card.id: card for card in case.view.hand or ()}
        for action, spots in zip(case.moment.actions, case.spots):
            cards = played_cards(action)
            if not cards:
                continue
            on_hand = [spot for spot in spots if spot.picture == "hand"]
            assert len(on_hand) == len(cards) == len(set(on_hand)), action
            drawn = Counter(next(t for c, t in colours.items() if near(pixel(case, spot, 0.8, 0.1), c, 4)) for spot in on_hand)
            assert drawn == Counter(by_id[card].type for card in cards), action
            checked += 1
    assert checked


@pytest.mark.parametrize("players", SIZES)
def test_different_places_never_share_a_rectangle(players: int) -> None:
    for case in tables(players):
        shared = shared_board_spots(case.moment.actions, case.spots, functools.partial(board_place, case))
        assert not shared, shared
        hand_types: dict[Spot, set[CardType]] = {}
        by_id = {card.id: card for card in case.view.hand or ()}
        for action, spots in zip(case.moment.actions, case.spots):
            for spot, card in zip([s for s in spots if s.picture == "hand"], played_cards(action)):
                hand_types.setdefault(spot, set()).add(by_id[card].type)
        assert all(len(types) == 1 for types in hand_types.values())


def test_the_debugging_picture_outlines_every_spot() -> None:
    """Kept under test-artifacts/ for a person to look at: the richest sampled moment, every spot outlined."""
    richest = max(everything(), key=lambda case: len({a.kind for a in case.moment.actions}))
    path = save_outlined("spots-aod", richest.drawn, richest.spots, richest.moment.notations)
    assert path.exists() and path.stat().st_size > 0
