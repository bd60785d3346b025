"""Where Catacombs Conquest's legal actions are tapped in the Activity: every spot lies on the picture as
drawn and sits on what the action names — a card of the hand to play or discard, the kept armour on the
defending team's panel, the disk a target names, the disk a flick sends (the PNG fallback taps a disk,
then picks a preset)."""

from __future__ import annotations

import functools

import pytest
from PIL import Image

from render import Spot
from render import catacombs as cc
from render import catacombs_sprites as sp
from render.catacombs_hand import BODY, INNER, hand_image
from render.common import Words, font, recording_text, wrap
from rules.catacombs.model import CcView, Discard, DiskView, Flick, Play, Side, SpendArmour, Target
from tests.render.spot_checks import Moment, assert_inside, covers, moments, names, pictures, save_outlined, spots_of

TABLES = (2, 3, 4)
SEED = 23


@functools.lru_cache(maxsize=None)
def cases(players: int) -> list[tuple[Moment, list[tuple[Spot, ...]], dict[str, Image.Image]]]:
    """The sampled moments of a table size with their spots and pictures (read only)."""
    return [(moment, spots_of("catacombs", moment, players), pictures("catacombs", moment, players))
            for moment in moments("catacombs", players, SEED) if moment.actions]


def flicked(view: CcView, flick: Flick) -> str | None:
    """The disk a flick sends, as the rules say: its origin, the projectile on a retry (CC-TGT-3), the
    teammate on a companion move (CC-ABL-7), else the character holding the turn."""
    if flick.origin is not None:
        return flick.origin
    if view.phase == "retry":
        return "P"
    if view.phase == "companion":
        side = next(c.side for c in view.characters if c.disk == view.active_disk)
        return next(c.disk for c in view.characters if c.side is side and c.disk != view.active_disk)
    return view.active_disk


def on_the_disk(moment: Moment, players: int, spot: Spot, disk: DiskView, board: Image.Image) -> bool:
    """The spot holds the whole disk as the arena draws it, and the disk's own colour shows under it."""
    text = Words.for_seats(moment.lang, names(players), len(moment.view.seats))
    origin = cc._layout(moment.view, text, None).origin
    cx, cy = cc._to_px(origin, moment.view, disk.x, disk.y)
    r = disk.radius * cc.SCALE
    whole = covers(spot, cx - r, cy - r) and covers(spot, cx + r, cy + r)
    if r < 30:  # a projectile: its label covers most of its face
        return whole
    shown = board.getpixel((round(cx), round(cy + 0.8 * r)))
    assert isinstance(shown, tuple)
    return whole and max(abs(a - b) for a, b in zip(shown, sp.disk_colour(disk.kind, disk.side))) <= 4  # the sprite is resampled


@pytest.mark.parametrize("players", TABLES)
def test_every_spot_lies_on_the_picture_as_drawn(players: int) -> None:
    for moment, spots, drawn in cases(players):
        assert_inside(spots, drawn, moment.notations)
        for notation, places in zip(moment.notations, spots):
            assert (places == ()) == (notation == "skip"), f"{notation}: {places} (only a skip is a button alone)"


@pytest.mark.parametrize("players", TABLES)
def test_cards_are_tapped_on_the_hand_where_their_names_are(players: int) -> None:
    """Each copy in hand of the card played or discarded is a spot, around the card's name as drawn."""
    for moment, spots, _ in cases(players):
        if moment.view.hand is None:
            continue
        with recording_text() as records:
            hand_image(moment.view, lang=moment.lang)
        text = Words(moment.lang, {})
        for action, notation, places in zip(moment.actions, moment.notations, spots):
            if not isinstance(action, (Play, Discard)):
                continue
            first = wrap(text(f"card.cc_{action.card}"), INNER, font(BODY, bold=True))[0]
            named = [r.bbox for r in records if r.text == first and r.bbox is not None]
            assert len(places) == moment.view.hand.count(action.card), f"{notation}: one spot per copy in hand"
            for spot in places:
                assert spot.picture == "hand" and any(covers(spot, b[0], b[1]) and covers(spot, b[2], b[3]) for b in named), \
                    f"{notation}: {spot} is not around the card's name"


@pytest.mark.parametrize("players", TABLES)
def test_armour_is_tapped_on_the_line_that_names_it(players: int) -> None:
    for moment, spots, _ in cases(players):
        text = Words.for_seats(moment.lang, names(players), len(moment.view.seats))
        armour = [(a, n, p) for a, n, p in zip(moment.actions, moment.notations, spots) if isinstance(a, SpendArmour)]
        if not armour:
            continue
        with recording_text() as records:
            cc.board_image(moment.view, names=names(players), lang=moment.lang)
        for action, notation, places in armour:
            line = next(words for side in Side if action.card in moment.view.armour[side] and (words := cc._armour_words(moment.view, text, side)))
            assert text(f"card.cc_{action.card}") in line
            shown = [r.bbox for r in records if r.text and r.text in line and r.bbox is not None]  # the line, wrapped
            assert len(places) == 1 and shown, notation
            assert all(covers(places[0], b[0], b[1]) and covers(places[0], b[2], b[3]) for b in shown), f"{notation}: {places} misses {line!r}"


@pytest.mark.parametrize("players", TABLES)
def test_targets_and_flicks_are_tapped_on_their_disks(players: int) -> None:
    for moment, spots, drawn in cases(players):
        disks = {disk.id: disk for disk in moment.view.disks}
        for action, notation, places in zip(moment.actions, moment.notations, spots):
            if isinstance(action, Target):
                wanted = action.disk
            elif isinstance(action, Flick):
                wanted = flicked(moment.view, action) or ""
            else:
                continue
            assert len(places) == 1 and places[0].picture == "board", f"{notation}: {places}"
            assert on_the_disk(moment, players, places[0], disks[wanted], drawn["board"]), f"{notation}: not on {wanted}"


def test_the_samples_meet_every_action_tapped() -> None:
    """The tests above see every kind of action the pictures show, in every phase a flick is made in."""
    seen = {(type(action).__name__, moment.view.phase) for players in TABLES for moment, _, _ in cases(players) for action in moment.actions}
    assert {kind for kind, _ in seen} >= {"Play", "Discard", "SpendArmour", "Target", "Flick"}, seen
    assert {phase for kind, phase in seen if kind == "Flick"} >= {"shot", "retry", "obstacle"}, seen


def test_a_debugging_picture_shows_the_spots() -> None:
    """The pictures with the spots outlined, under test-artifacts/, for a person to look at: a hand to play
    from, and the arena when a target is named."""
    playing = next(case for case in cases(2) if case[0].view.phase == "play")
    aiming = next(case for players in TABLES for case in cases(players) if case[0].view.phase == "target")
    board = [tuple(spot for spot in places if spot.picture == "board") for places in aiming[1]]
    hand = [tuple(spot for spot in places if spot.picture == "hand") for places in playing[1]]
    drawn = {"board": aiming[2]["board"], "hand": playing[2]["hand"]}
    assert save_outlined("spots-catacombs", drawn, board + hand, aiming[0].notations + playing[0].notations).is_file()
