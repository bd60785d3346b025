"""What the tap-spot tests of every game share: seeded tables of each size, the pictures as really drawn,
and a debugging picture with every spot outlined (kept under test-artifacts/, git-ignored, for a person)."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw

from render import Spot, renderer
from render.common import font
from rules import registry

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
NAMES = {0: "Alice", 1: "Bertrand", 2: "Chloé", 3: "Dmitri-with-a-very-long-name", 4: "Eve"}


@dataclass(frozen=True, eq=False)
class Moment:
    """One seat about to act at a seeded table: its own view, its legal actions, their spots, its pictures."""

    state: Any
    seat: int
    view: Any
    actions: list[Any]
    spots: list[tuple[Spot, ...]]
    board: Image.Image
    hand: Image.Image | None
    lang: str


def sample(kind: str, players: int, seed: int, *, every: int, limit: int, rare: Sequence[str] = (),
           **options: Any) -> tuple[Moment, ...]:
    """Every ``every``-th decision of a seeded playout (the rules' own playout policy) of a table of ``players``
    with these lobby options, ``limit`` of them at most, the first one included, and the first decision
    offering each of the ``rare`` kinds none of those offers; both pictures drawn for the acting seat's view."""
    found: list[Moment] = []
    missing = set(rare)
    for step, state, seat, actions in _decisions(kind, players, seed, options):
        if len(found) >= limit and not missing:
            break
        offered = {action.kind for action in actions}
        if (step % every == 0 and len(found) < limit) or offered & missing:
            found.append(_moment(kind, state, seat, actions, "fr" if len(found) % 3 == 2 else "en"))  # French words are longer
            missing -= offered
    return tuple(found)


def _decisions(kind: str, players: int, seed: int, options: dict[str, Any]) -> Iterator[tuple[int, Any, int, list[Any]]]:
    game = registry.get(kind)
    offered = [role.id for role in game.roles(players)]
    roles: list[str | None] = list(offered[:players]) + [None] * max(0, players - len(offered))
    state = game.setup(roles, game.options_model(**options), seed)
    rnd = random.Random(seed)
    for step in range(4000):
        if game.result(state) is not None:
            return
        seat = min(game.to_act(state))
        yield step, state, seat, game.legal_actions(state, seat)
        state = game.apply(state, seat, game.playout_action(state, seat, rnd)).state


def _moment(kind: str, state: Any, seat: int, actions: list[Any], lang: str) -> Moment:
    game, drawer = registry.get(kind), renderer(kind)
    assert drawer.spots is not None
    view = game.view(state, seat)
    spots = drawer.spots(view, actions, names=NAMES, lang=lang)
    board = drawer.board_image(view, names=NAMES, lang=lang)
    hand = drawer.hand_image(view, lang=lang) if getattr(view, "hand", None) is not None else None
    return Moment(state, seat, view, actions, spots, board, hand, lang)


def inside(spot: Spot, moment: Moment) -> bool:
    """Whether the spot lies wholly inside the picture it is on, as that picture was drawn."""
    picture = moment.board if spot.picture == "board" else moment.hand
    if picture is None:
        return False
    return spot.w > 0 and spot.h > 0 and spot.x >= 0 and spot.y >= 0 and spot.x + spot.w <= picture.width \
        and spot.y + spot.h <= picture.height


def centre(spot: Spot) -> tuple[float, float]:
    return spot.x + spot.w / 2, spot.y + spot.h / 2


def pixel(moment: Moment, spot: Spot, fx: float, fy: float) -> tuple[int, ...]:
    """The colour drawn at a fraction of the way across and down the spot."""
    picture = moment.board if spot.picture == "board" else moment.hand
    assert picture is not None
    value = picture.getpixel((int(spot.x + fx * spot.w), int(spot.y + fy * spot.h)))
    assert isinstance(value, tuple)
    return value


def near(colour: tuple[int, ...], wanted: tuple[int, int, int], slack: int = 12) -> bool:
    return all(abs(a - b) <= slack for a, b in zip(colour, wanted))


def outlined(kind: str, moment: Moment) -> Path:
    """The board (and the hand beside it) with every spot outlined and numbered by its action, saved for a
    person to check that the rectangles sit on the right things."""
    notation = registry.get(kind).notation
    board = moment.board.copy()
    hand = moment.hand.copy() if moment.hand is not None else None
    labels: list[str] = []
    for i, (action, spots) in enumerate(zip(moment.actions, moment.spots)):
        labels.append(f"{i}: {notation(action)}")
        for spot in spots:
            picture = board if spot.picture == "board" else hand
            assert picture is not None
            draw = ImageDraw.Draw(picture)
            colour = ((i * 97) % 256, (i * 57 + 128) % 256, (i * 211 + 64) % 256)
            draw.rectangle((spot.x, spot.y, spot.x + spot.w - 1, spot.y + spot.h - 1), outline=colour, width=3)
            draw.text((spot.x + 4, spot.y + 2), str(i), font=font(20, bold=True), fill=colour, stroke_width=2, stroke_fill=(0, 0, 0))
    key = Image.new("RGB", (520, max(board.height, hand.height if hand else 0)), (0, 0, 0))
    ImageDraw.Draw(key).multiline_text((8, 8), "\n".join(labels[:60]), font=font(22), fill=(255, 255, 255))
    parts = [board, *([hand] if hand is not None else []), key]
    sheet = Image.new("RGB", (sum(p.width for p in parts), max(p.height for p in parts)), (40, 40, 40))
    x = 0
    for part in parts:
        sheet.paste(part, (x, 0))
        x += part.width
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"spots-{kind}.png"
    sheet.save(path)
    return path
