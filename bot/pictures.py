"""Board and hand pictures, drawn off the event loop by the game's renderer (:func:`render.renderer`).

Only views go in: the public view (and public events, for the highlight) for channel posts, a
seat's own view for its hand.
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence

import discord
from pydantic import BaseModel

from render import renderer
from render.workers import render_off_loop
from rules.core import Event, HasLastShot, Result, Seat

BOARD_FILE = "board.png"
HAND_FILE = "hand.png"
SHOT_FILE = "shot.gif"
ALT_LIMIT = 1024


async def board_file(
    game_kind: str,
    public_view: BaseModel,
    names: Mapping[Seat, str],
    lang: str,
    public_events: Sequence[Event] = (),
    result: Result | None = None,
) -> discord.File:
    """The public board, marking the moves the public events of the latest actions tell (and, once over,
    the result); its alt text is the renderer's description of the same public view."""
    drawer = renderer(game_kind)
    png = await render_off_loop(
        drawer.render_board, public_view, names=dict(names), lang=lang, highlight=drawer.last_move(public_events), result=result
    )
    alt = drawer.alt_text(public_view, names=dict(names), lang=lang, result=result)
    return discord.File(io.BytesIO(png), filename=BOARD_FILE, description=_alt(alt))


async def shot_files(
    game_kind: str,
    public_view: BaseModel,
    public_events: Sequence[Event],
    names: Mapping[Seat, str],
    lang: str,
) -> list[discord.File]:
    """The animated GIF of the shot the public events report (games that draw one), else nothing; its
    alt text tells the same shot (who shot, where it went, what it hit)."""
    shots = renderer(game_kind).shots
    if shots is None or not shots.fired(public_events) or not isinstance(public_view, HasLastShot) or public_view.last_shot is None:
        return []
    gif = await render_off_loop(shots.render_gif, public_view, names=dict(names), lang=lang, events=list(public_events))
    alt = shots.alt_text(public_view, names=dict(names), lang=lang, events=list(public_events))
    return [discord.File(io.BytesIO(gif), filename=SHOT_FILE, description=_alt(alt))] if gif else []


async def hand_file(game_kind: str, seat_view: BaseModel, lang: str, description: str | None = None) -> discord.File:
    png = await render_off_loop(renderer(game_kind).render_hand, seat_view, lang=lang)
    return discord.File(io.BytesIO(png), filename=HAND_FILE, description=_alt(description))


def _alt(description: str | None) -> str | None:
    """Discord keeps at most 1,024 characters of an attachment's description."""
    return description[:ALT_LIMIT] if description else None
