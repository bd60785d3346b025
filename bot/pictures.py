"""Board and hand pictures, drawn off the event loop by the game's renderer (``render.<game id>``).

Only views go in: the public view for channel posts, a seat's own view for its hand.
"""

from __future__ import annotations

import importlib
import io
from collections.abc import Mapping

import discord
from pydantic import BaseModel

from render.common import render_off_loop
from rules.core import Seat

BOARD_FILE = "board.png"
HAND_FILE = "hand.png"


def _renderer(game_id: str):  # the module ``render.<game id>``, by convention
    return importlib.import_module(f"render.{game_id}")


async def board_file(game_id: str, public_view: BaseModel, names: Mapping[Seat, str], lang: str) -> discord.File:
    png = await render_off_loop(_renderer(game_id).render_board, public_view, names=dict(names), lang=lang)
    return discord.File(io.BytesIO(png), filename=BOARD_FILE)


async def hand_file(game_id: str, seat_view: BaseModel, lang: str) -> discord.File:
    png = await render_off_loop(_renderer(game_id).render_hand, seat_view, lang=lang)
    return discord.File(io.BytesIO(png), filename=HAND_FILE)
