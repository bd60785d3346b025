"""Where Dark Tomb's legal actions are tapped on its pictures (the Activity's tap-to-act): over seeded
tables of every size, each spot lies on the picture as drawn, on the square, tile or card the rules name."""

from __future__ import annotations

import functools
import random
from collections import Counter
from typing import Any

import pytest

from render import Spot
from render import darktomb, darktomb_hand
from render.darktomb_style import HERO_COLOURS, TERRAIN
from rules import registry
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
from tests.render.spot_checks import Moment, assert_inside, names, pictures, save_outlined, shared_board_spots, spots_of
from tests.render.spot_pixels import Case, cases, centre, near, pixel, within

TABLES = (1, 2, 3, 4, 5)
"""One hero each, up to four heroes and the monster player."""
SEED = 61
CARD_FACES = ((58, 70, 96), (70, 60, 60))
"""An action card's face on the hero sheet: free, or holding the action cube."""


def tables(players: int) -> tuple[Case, ...]:
    return cases("darktomb", players, SEED)


def everything() -> list[Case]:
    return [case for players in TABLES for case in tables(players)]


@functools.lru_cache(maxsize=None)
def layout_of(case: Case) -> darktomb.BoardLayout:
    view: DarkTombView = case.view
    return darktomb.board_layout(view, darktomb.words_for(view, names(case.players), case.moment.lang), None)


def square(case: Case, pos: Pos) -> tuple[float, float, float, float]:
    return layout_of(case).square(pos)


def named_square(case: Case, action: Any) -> Pos | None:
    """The square an action names by the rules: walked to, a door, a target, the partner traded with."""
    view: DarkTombView = case.view
    match action:
        case Move(to=pos) | MonsterMove(to=pos) | OpenDoor(at=pos) | MonsterAttack(target=pos):
            return pos
        case UseCard(target=pos) if pos is not None:
            return pos
        case Give(hero=hero) | Take(hero=hero):
            return next(h.pos for h in view.heroes if h.id == hero)
    return None


def board_place(case: Case, action: Any) -> tuple[Any, ...]:
    """What a board spot of the action stands for, by the rules."""
    view: DarkTombView = case.view
    pos = named_square(case, action)
    if pos is not None:
        return ("square", pos)
    match action:
        case Reveal(at=at):
            return ("tile", at[0] // TILE, at[1] // TILE)
        case PickUp():
            return ("items on", next(h.pos for h in view.heroes if h.id == view.active))
    raise AssertionError(f"{action!r} has no place on the map")


def on_sheet(case: Case, action: Any) -> bool:
    """Whether the action plays one of the acting hero's four cards (drawn on the sheet): a familiar's bite
    and an item's attack are on no sheet."""
    view: DarkTombView = case.view
    hero = view.active in {h.id for h in view.heroes}
    return hero and isinstance(action, (Attempt, UseCard)) and action.card is not None


BUTTONS_ONLY = (EndTurn, MonsterPass, DropItem, UseItem)


@pytest.mark.parametrize("players", TABLES)
def test_every_spot_lies_on_the_picture_as_drawn_and_every_place_can_be_tapped(players: int) -> None:
    for case in tables(players):
        assert_inside(case.spots, case.drawn, case.moment.notations)
        for action, spots in zip(case.moment.actions, case.spots, strict=True):
            if isinstance(action, BUTTONS_ONLY) or (isinstance(action, UseCard) and action.item and action.target is None):
                assert spots == (), action
                continue
            assert len([s for s in spots if s.picture == "hand"]) == (1 if on_sheet(case, action) else 0), (action, spots)
            board = [s for s in spots if s.picture == "board"]
            if isinstance(action, PickUp):
                assert board, action
            else:
                assert len(board) == (1 if named_square(case, action) is not None or isinstance(action, Reveal) else 0), action


def test_a_square_the_rules_name_is_the_square_tapped() -> None:
    """A square walked to, a door, the monster or hero aimed at, the partner traded with: that very square;
    a face-down tile to reveal: the whole dark block drawn over it; an item: its mark on the hero's square."""
    checked = Counter[str]()
    for case in everything():
        view: DarkTombView = case.view
        for action, spots in zip(case.moment.actions, case.spots):
            board = [s for s in spots if s.picture == "board"]
            pos = named_square(case, action)
            if pos is not None:
                (spot,) = board
                assert (spot.x, spot.y, spot.x + spot.w, spot.y + spot.h) == square(case, pos), action
                if aims_at_figure(case, action):
                    figures = [h.pos for h in view.heroes] + [f.pos for f in view.familiars] + [m.pos for m in view.monsters]
                    assert pos in figures, action
            elif isinstance(action, Reveal):
                (spot,) = board
                assert within(centre_of(square(case, action.at)), (spot.x, spot.y, spot.x + spot.w, spot.y + spot.h))
                assert spot.w == spot.h == TILE * layout_of(case).cell
                assert near(pixel(case, spot, 0.25, 0.25), TERRAIN["?"], 3), action  # the face-down block
            elif isinstance(action, PickUp):
                here = next(h.pos for h in view.heroes if h.id == view.active)
                assert here is not None and board
                assert all(within(centre(spot), square(case, here)) for spot in board)
                assert all(spot.w < layout_of(case).cell for spot in board)  # the mark, not the square
            else:
                continue
            checked[action.kind] += 1
    assert all(checked[kind] for kind in ("move", "reveal", "pick", "card", "mmove", "mattack", "give", "open")), checked


def aims_at_figure(case: Case, action: Any) -> bool:
    """Whether the action's target square is a figure's, by the rules: an attack (a monster's, a familiar's
    bite, an item's or a card's) or a heal; a dash or a revive aims at a free square."""
    view: DarkTombView = case.view
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
    for case in everything():
        checked += check_cards(case)
    assert checked


def check_cards(case: Case) -> int:
    cards: dict[int, set[Spot]] = {}
    for action, spots in zip(case.moment.actions, case.spots):
        for spot in (s for s in spots if s.picture == "hand"):
            assert any(near(pixel(case, spot, 0.99, 0.5), face, 2) for face in CARD_FACES), action
            cards.setdefault(action.card, set()).add(spot)
    assert all(len(found) == 1 for found in cards.values()), cards
    assert len({next(iter(found)) for found in cards.values()}) == len(cards)
    return len(cards)


def test_a_solo_player_running_four_heroes_taps_the_acting_heros_own_sheet() -> None:
    """Four sheets one under another on the hand: each hero's cards are tapped on its own sheet (the first
    hero colour above the card, going up the sheets' left edge, is the acting hero's disc)."""
    game = registry.get("darktomb")
    state = game.setup([game.roles(1)[0].id], game.options_model(heroes_per_player=4), SEED)
    rnd = random.Random(SEED)
    heroes: set[str] = set()
    for _ in range(200):
        if game.result(state) is not None or len(heroes) == 4:
            break
        view = game.view(state, 0)
        if view.active in HERO_COLOURS and view.active not in heroes and view.phase == "heroes":
            actions = game.legal_actions(state, 0)
            moment = Moment(view, tuple(actions), tuple(game.notation(a) for a in actions), "en")
            case = Case(moment, spots_of("darktomb", moment, 1), pictures("darktomb", moment, 1), 1)
            assert check_cards(case)
            for spot in (s for spots in case.spots for s in spots if s.picture == "hand"):
                hand = case.drawn["hand"]
                colours = (hand.getpixel((darktomb_hand.PAD + 16, y)) for y in range(spot.y, 0, -1))
                assert next(c for c in colours if c in HERO_COLOURS.values()) == HERO_COLOURS[view.active]
            heroes.add(view.active)
        seat = min(game.to_act(state))
        state = game.apply(state, seat, game.playout_action(state, seat, rnd)).state
    assert len(heroes) >= 2, heroes


@pytest.mark.parametrize("players", TABLES)
def test_different_places_never_share_a_rectangle(players: int) -> None:
    for case in tables(players):
        shared = shared_board_spots(case.moment.actions, case.spots, functools.partial(board_place, case))
        assert not shared, shared


def test_the_debugging_picture_outlines_every_spot() -> None:
    """Kept under test-artifacts/ for a person to look at: the richest sampled moment, every spot outlined."""
    richest = max(everything(), key=lambda case: len({a.kind for a in case.moment.actions}))
    path = save_outlined("spots-darktomb", richest.drawn, richest.spots, richest.moment.notations)
    assert path.exists() and path.stat().st_size > 0
