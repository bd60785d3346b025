"""Each game's fixed 256-colour palette for its pictures, shipped in ``data/palettes/<game>.json``.

Choosing a palette for every picture costs about as much as encoding it; mapping onto a palette chosen
once from a sheet of one seeded game's boards and hands (every seat colour, state and panel in it) is
as faithful and makes equal pictures equal bytes in every process.  Building that sheet takes seconds,
so it is done here, once, by hand — ``.venv/bin/python -m render.palettes`` after changing a game's
colours — and never in the bot, whose first board would otherwise queue every render behind it.
"""

from __future__ import annotations

import json
import random
from functools import lru_cache
from importlib import resources
from pathlib import Path

from PIL import Image

from data import load_json
from render import renderer
from render.common import palette_of
from rules import registry

SEED = 11
"""The seeded game whose pictures the palettes are chosen from."""
EVERY = 6
"""One board (and one hand) every this many actions goes onto the sheet."""
MAX_ACTIONS = 2000


@lru_cache(maxsize=8)
def palette(game_kind: str) -> Image.Image:
    """The shipped palette of ``game_kind``'s pictures, as a palette image for :func:`render.common.encode_png`."""
    colours = load_json(f"palettes/{game_kind}.json")
    image = Image.new("P", (1, 1))
    image.putpalette([channel for colour in colours for channel in bytes.fromhex(colour[1:])])
    return image


def sheet(game_kind: str) -> Image.Image:
    """Boards and hands of a seeded random game at the most seats, from setup to its end, side by side."""
    game, drawer = registry.get(game_kind), renderer(game_kind)
    seats = game.info.max_players
    names = {seat: f"Player {seat + 1}" for seat in range(seats)}
    offered = [role.id for role in game.roles(seats)][:seats]
    roles: list[str | None] = [*offered, *[None] * (seats - len(offered))]
    state = game.setup(roles, game.options_model(), SEED)
    rnd = random.Random(SEED)
    pictures: list[Image.Image] = []
    for step in range(MAX_ACTIONS):
        if game.result(state) is not None:
            break
        if step % EVERY == 0:
            seat = step // EVERY % seats
            pictures.append(drawer.board_image(game.view(state, seat), names=names))
            pictures.append(drawer.hand_image(game.view(state, seat)))
        actor = min(game.to_act(state))
        state = game.apply(state, actor, game.playout_action(state, actor, rnd)).state
    pictures.append(drawer.board_image(game.view(state, None), names=names, result=game.result(state)))
    canvas = Image.new("RGB", (sum(p.width for p in pictures), max(p.height for p in pictures)))
    x = 0
    for picture in pictures:
        canvas.paste(picture.convert("RGB"), (x, 0))
        x += picture.width
    return canvas


def colours(game_kind: str) -> list[str]:
    """The 256 colours chosen from :func:`sheet`, as ``#rrggbb``."""
    chosen = palette_of(sheet(game_kind)).getpalette() or []
    chosen += [0] * (768 - len(chosen))
    return [f"#{chosen[i]:02x}{chosen[i + 1]:02x}{chosen[i + 2]:02x}" for i in range(0, 768, 3)]


def main() -> None:
    folder = Path(str(resources.files("data").joinpath("palettes")))
    folder.mkdir(exist_ok=True)
    for game_kind in sorted(registry.games()):
        (folder / f"{game_kind}.json").write_text(json.dumps(colours(game_kind), indent=0) + "\n", encoding="utf-8")
        print(f"{game_kind}: {folder / f'{game_kind}.json'}")


if __name__ == "__main__":
    main()
