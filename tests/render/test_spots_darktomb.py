"""Where Dark Tomb's legal actions are tapped on its pictures (the Activity's tap-to-act): over seeded
tables of every size, each spot lies on the picture as drawn, on the square, tile or card the rules name."""

from __future__ import annotations

import functools
from collections import Counter
from typing import Any

import pytest

from render import Spot
from render import darktomb
from render.darktomb_style import TERRAIN
from rules.darktomb.model import (
    TILE,
    Attempt,
    CardKind,
    DarkTombView,
    DropItem,
    EndTurn,
    Give,
    MonsterAttack,
    MonsterMove,
    MonsterPass,
    Move,
    OpenDoor,
    PickUp,
    Pos,
    Reveal,
    Take,
    UseCard,
    UseItem,
)
from tests.render.spot_checks import NAMES, Moment, centre, inside, near, outlined, pixel, sample

SOLO = ("card", "attempt", "reveal", "pick", "open")
PARTY = (*SOLO, "give", "take")
TABLES: tuple[tuple[int, dict[str, Any], tuple[str, ...]], ...] = (
    (1, {}, SOLO), (1, {"heroes_per_player": 4}, PARTY), (2, {}, PARTY), (3, {}, PARTY), (4, {}, PARTY),
    (5, {}, (*PARTY, "mmove", "mattack")))
"""Players, lobby options and the rare kinds a few sampled moments may miss (the first moment offering each
is added): one hero each, a solo player running four (four sheets on the hand), and five players (four
heroes and the monster player)."""
CARD_FACES = ((58, 70, 96), (70, 60, 60))
"""An action card's face on the hero sheet: free, or holding the action cube."""


@functools.lru_cache(maxsize=None)
def tables(index: int) -> tuple[Moment, ...]:
    """Every 11th decision of a seeded table, and the first one offering each rare kind."""
    players, options, rare = TABLES[index]
    return sample("darktomb", players, seed=60 + index, every=11, limit=10, rare=rare, **options)


def everything() -> list[Moment]:
    return [moment for index in range(len(TABLES)) for moment in tables(index)]


@functools.lru_cache(maxsize=None)
def layout_of(moment: Moment) -> darktomb.BoardLayout:
    view: DarkTombView = moment.view
    return darktomb.board_layout(view, darktomb.words_for(view, NAMES, moment.lang), None)


def square(moment: Moment, pos: Pos) -> tuple[float, float, float, float]:
    return layout_of(moment).square(pos)


def within(point: tuple[float, float], box: tuple[float, float, float, float]) -> bool:
    return box[0] <= point[0] < box[2] and box[1] <= point[1] < box[3]


def named_square(moment: Moment, action: Any) -> Pos | None:
    """The square an action names by the rules: walked to, a door, a target, the partner traded with."""
    view: DarkTombView = moment.view
    match action:
        case Move(to=pos) | MonsterMove(to=pos) | OpenDoor(at=pos) | MonsterAttack(target=pos):
            return pos
        case UseCard(target=pos) if pos is not None:
            return pos
        case Give(hero=hero) | Take(hero=hero):
            return next(h.pos for h in view.heroes if h.id == hero)
    return None


def board_place(moment: Moment, action: Any) -> tuple[Any, ...]:
    """What a board spot of the action stands for, by the rules."""
    view: DarkTombView = moment.view
    pos = named_square(moment, action)
    if pos is not None:
        return ("square", pos)
    match action:
        case Reveal(at=at):
            return ("tile", at[0] // TILE, at[1] // TILE)
        case PickUp():
            return ("items on", next(h.pos for h in view.heroes if h.id == view.active))
    raise AssertionError(f"{action!r} has no place on the map")


def on_sheet(moment: Moment, action: Any) -> bool:
    """Whether the action plays one of the acting hero's four cards (drawn on the sheet): a familiar's bite
    and an item's attack are on no sheet."""
    view: DarkTombView = moment.view
    hero = view.active in {h.id for h in view.heroes}
    return hero and isinstance(action, (Attempt, UseCard)) and action.card is not None


BUTTONS_ONLY = (EndTurn, MonsterPass, DropItem, UseItem)


@pytest.mark.parametrize("index", range(len(TABLES)))
def test_every_spot_lies_on_the_picture_as_drawn_and_every_place_can_be_tapped(index: int) -> None:
    for moment in tables(index):
        assert len(moment.spots) == len(moment.actions)
        for action, spots in zip(moment.actions, moment.spots):
            assert all(inside(spot, moment) for spot in spots), (action, spots, moment.board.size)
            if isinstance(action, BUTTONS_ONLY) or (isinstance(action, UseCard) and action.item and action.target is None):
                assert spots == (), action
                continue
            assert len([s for s in spots if s.picture == "hand"]) == (1 if on_sheet(moment, action) else 0), (action, spots)
            board = [s for s in spots if s.picture == "board"]
            if isinstance(action, PickUp):
                assert board, action
            else:
                assert len(board) == (1 if named_square(moment, action) is not None or isinstance(action, Reveal) else 0), action


def test_a_square_the_rules_name_is_the_square_tapped() -> None:
    """A square walked to, a door, the monster or hero aimed at, the partner traded with: that very square;
    a face-down tile to reveal: the whole dark block drawn over it; an item: its mark on the hero's square."""
    checked = Counter[str]()
    for moment in everything():
        view: DarkTombView = moment.view
        for action, spots in zip(moment.actions, moment.spots):
            board = [s for s in spots if s.picture == "board"]
            pos = named_square(moment, action)
            if pos is not None:
                (spot,) = board
                assert (spot.x, spot.y, spot.x + spot.w, spot.y + spot.h) == square(moment, pos), action
                if aims_at_figure(moment, action):
                    figures = [h.pos for h in view.heroes] + [f.pos for f in view.familiars] + [m.pos for m in view.monsters]
                    assert pos in figures, action
            elif isinstance(action, Reveal):
                (spot,) = board
                assert within(centre_of(square(moment, action.at)), (spot.x, spot.y, spot.x + spot.w, spot.y + spot.h))
                assert spot.w == spot.h == TILE * layout_of(moment).cell
                assert near(pixel(moment, spot, 0.25, 0.25), TERRAIN["?"], 3), action  # the face-down block
            elif isinstance(action, PickUp):
                here = next(h.pos for h in view.heroes if h.id == view.active)
                assert here is not None and board
                assert all(within(centre(spot), square(moment, here)) for spot in board)
                assert all(spot.w < layout_of(moment).cell for spot in board)  # the mark, not the square
            else:
                continue
            checked[action.kind] += 1
    assert all(checked[kind] for kind in ("move", "reveal", "pick", "card", "mmove", "mattack", "give")), checked


def aims_at_figure(moment: Moment, action: Any) -> bool:
    """Whether the action's target square is a figure's, by the rules: an attack (a monster's, a familiar's
    bite, an item's or a card's) or a heal; a dash or a revive aims at a free square."""
    view: DarkTombView = moment.view
    if isinstance(action, MonsterAttack):
        return True
    if not isinstance(action, UseCard):
        return False
    if action.card is None or view.hand is None or view.active not in view.hand.cards:
        return True
    return view.hand.cards[view.active][action.card - 1].spec.kind in (CardKind.ATTACK, CardKind.HEAL)


def centre_of(box: tuple[float, float, float, float]) -> tuple[float, float]:
    return (box[0] + box[2]) / 2, (box[1] + box[3]) / 2


def test_cards_are_tapped_on_the_acting_heros_sheet() -> None:
    """Playing or attempting card N: the Nth card on the acting hero's sheet (its face drawn there), one
    rectangle per card, the same for both ways of using it."""
    checked = 0
    for moment in everything():
        cards: dict[int, set[Spot]] = {}
        for action, spots in zip(moment.actions, moment.spots):
            for spot in (s for s in spots if s.picture == "hand"):
                assert any(near(pixel(moment, spot, 0.99, 0.5), face, 2) for face in CARD_FACES), action
                cards.setdefault(action.card, set()).add(spot)
                checked += 1
        assert all(len(found) == 1 for found in cards.values()), cards
        assert len({next(iter(found)) for found in cards.values()}) == len(cards)
    assert checked


@pytest.mark.parametrize("index", range(len(TABLES)))
def test_different_places_never_share_a_rectangle(index: int) -> None:
    for moment in tables(index):
        places: dict[Spot, set[tuple[Any, ...]]] = {}
        for action, spots in zip(moment.actions, moment.spots):
            for spot in spots:
                if spot.picture == "board":
                    places.setdefault(spot, set()).add(board_place(moment, action))
        shared = {spot: named for spot, named in places.items() if len(named) > 1}
        assert not shared, shared


def test_the_debugging_picture_outlines_every_spot() -> None:
    """Kept under test-artifacts/ for a person to look at: the richest sampled moment, every spot outlined."""
    richest = max(everything(), key=lambda m: len({a.kind for a in m.actions}))
    path = outlined("darktomb", richest)
    assert path.exists() and path.stat().st_size > 0
