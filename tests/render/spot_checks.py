"""What the spot tests share: seeded moments of a game played by its own playout policy at one table
size, the pictures a seat sees then, and a debugging picture with every spot outlined, kept under
test-artifacts/ (git-ignored) for a person to look at."""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass
from pathlib import Path
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from PIL import Image, ImageDraw

from render import Spot, renderer
from render.common import font
from rules import registry
from tests.render.stages import NAMES

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
LABELS = 3
"""Notations written on one spot at most (the last as "…"): a disk may start forty flicks."""
KEPT = 36
"""Moments kept per table size: enough to meet every kind of action, few enough to draw them all quickly."""
CAP = 1500
"""Decisions played at most."""


@dataclass(frozen=True)
class Moment:
    """One seat about to act: its own view, its legal actions (and their notation), the language drawn in."""

    view: Any
    actions: tuple[Any, ...]
    notations: tuple[str, ...]
    lang: str


@functools.lru_cache(maxsize=None)
def moments(game_kind: str, players: int, seed: int) -> tuple[Moment, ...]:
    """Every seat to act at evenly spread decisions of a seeded playout, in English and French in turn."""
    game = registry.get(game_kind)
    offered = [role.id for role in game.roles(players)]
    roles: list[str | None] = list(offered[:players]) + [None] * max(0, players - len(offered))
    state = game.setup(roles, game.options_model(), seed)
    rnd = random.Random(seed)
    found: list[tuple[Any, int]] = []
    firsts: dict[str, int] = {}  # the first decision where the playout took each kind of action, however rare
    while game.result(state) is None and len(found) < CAP:
        seat = min(game.to_act(state))  # the playout's seat, first of those to act
        action = game.playout_action(state, seat, rnd)
        firsts.setdefault(type(action).__name__, len(found))
        found += [(state, other) for other in sorted(game.to_act(state))]
        state = game.apply(state, seat, action).state
    kept: list[Moment] = []
    for k in sorted(set(range(0, len(found), max(1, len(found) // KEPT))) | set(firsts.values())):
        state, seat = found[k]
        actions = tuple(game.legal_actions(state, seat))
        kept.append(Moment(game.view(state, seat), actions, tuple(game.notation(a) for a in actions), ("en", "fr")[len(kept) % 2]))
    return tuple(kept)


def names(players: int) -> dict[int, str]:
    """The stages' names, and for a fifth seat (Dark Tomb's monster player) one more."""
    return {seat: NAMES.get(seat, "Eve") for seat in range(players)}


def spots_of(game_kind: str, moment: Moment, players: int) -> list[tuple[Spot, ...]]:
    found = renderer(game_kind).spots
    assert found is not None, f"{game_kind} says where its actions are tapped"
    return found(moment.view, moment.actions, names=names(players), lang=moment.lang)


def pictures(game_kind: str, moment: Moment, players: int) -> dict[str, Image.Image]:
    """The board and (for a seat's own view) the hand, exactly as the Activity shows them."""
    drawer = renderer(game_kind)
    drawn = {"board": drawer.board_image(moment.view, names=names(players), lang=moment.lang)}
    if getattr(moment.view, "hand", None) is not None:
        drawn["hand"] = drawer.hand_image(moment.view, lang=moment.lang)
    return drawn


def assert_inside(spots: list[tuple[Spot, ...]], drawn: dict[str, Image.Image], notations: tuple[str, ...]) -> None:
    for notation, places in zip(notations, spots, strict=True):
        for spot in places:
            assert spot.picture in drawn, f"{notation}: a spot on a picture the seat does not have"
            width, height = drawn[spot.picture].size
            assert spot.w > 0 and spot.h > 0, f"{notation}: an empty spot"
            assert 0 <= spot.x and spot.x + spot.w <= width and 0 <= spot.y and spot.y + spot.h <= height, \
                f"{notation}: {spot} outside the {spot.picture} ({width}×{height})"


def shared_board_spots(actions: Sequence[Any], spots: Sequence[tuple[Spot, ...]],
                       place: Callable[[Any], Hashable]) -> dict[Spot, set[Hashable]]:
    """The board rectangles given to actions naming different places (``place``: what an action names)."""
    places: dict[Spot, set[Hashable]] = {}
    for action, found in zip(actions, spots, strict=True):
        for spot in found:
            if spot.picture == "board":
                places.setdefault(spot, set()).add(place(action))
    return {spot: named for spot, named in places.items() if len(named) > 1}


def covers(spot: Spot, x: float, y: float) -> bool:
    return spot.x <= x <= spot.x + spot.w and spot.y <= y <= spot.y + spot.h


def save_outlined(name: str, drawn: dict[str, Image.Image], spots: list[tuple[Spot, ...]], notations: tuple[str, ...]) -> Path:
    """The pictures side by side with every spot outlined and named by its action's notation."""
    pictures = [drawn[key] for key in ("board", "hand") if key in drawn]
    sheet = Image.new("RGB", (sum(p.width for p in pictures) + 20 * (len(pictures) - 1), max(p.height for p in pictures)), (255, 255, 255))
    offsets: dict[str, int] = {}
    x = 0
    for key, picture in zip(("board", "hand"), pictures):
        sheet.paste(picture, (x, 0))
        offsets[key] = x
        x += picture.width + 20
    draw = ImageDraw.Draw(sheet)
    face = font(16, bold=True)
    labelled: dict[tuple[str, int, int], int] = {}
    for notation, places in zip(notations, spots):
        for spot in places:
            left = offsets[spot.picture] + spot.x
            draw.rectangle((left, spot.y, left + spot.w - 1, spot.y + spot.h - 1), outline=(255, 0, 255), width=3)
            row = labelled.get((spot.picture, spot.x, spot.y), 0)
            labelled[(spot.picture, spot.x, spot.y)] = row + 1
            if row < LABELS:
                words = notation if row < LABELS - 1 else "…"
                draw.text((left + 4, spot.y + 3 + 17 * row), words, font=face, fill=(255, 0, 255), stroke_width=2, stroke_fill=(0, 0, 0))
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    sheet.save(path)
    return path
