"""The pictures of steps: the same public board (and Catacombs shot animation) the channel gets, drawn by
the render workers off the event loop, and kept: a step's picture never changes once drawn."""

from __future__ import annotations

import asyncio
import struct
from collections.abc import Awaitable, Callable
from collections import OrderedDict
from dataclasses import dataclass

from render import renderer
from render.workers import render_off_loop
from rules.core import HasLastShot
from web.narration import Names
from web.steps import Step, Steps

CACHE_BYTES = 64 * 2**20
"""Memory the kept pictures may take (a board is 30–200 KiB): the least recently used go first."""


@dataclass(frozen=True, slots=True)
class Picture:
    data: bytes
    content_type: str
    width: int
    height: int


class PictureBook:
    """Pictures by ``(game, action number, language, kind)``, drawn once however many pages ask at once."""

    def __init__(self, limit: int = CACHE_BYTES) -> None:
        self._limit = limit
        self._size = 0
        self._kept: OrderedDict[tuple[int, int, str, str], Picture] = OrderedDict()
        self._drawing: dict[tuple[int, int, str, str], asyncio.Future[Picture]] = {}

    def cached(self, steps: Steps, step: Step, lang: str, kind: str = "png") -> Picture | None:
        """The picture if it is already drawn (a page being built needs no wait)."""
        return self._kept.get((steps.record.id, step.action_n, lang, kind))

    async def board(self, steps: Steps, step: Step, lang: str, names: Names) -> Picture:
        drawer = renderer(steps.game.info.id)
        return await self._get((steps.record.id, step.action_n, lang, "png"), lambda: render_off_loop(
            drawer.render_board, step.public_view, names=dict(names), lang=lang,
            highlight=drawer.last_move(step.public_events), result=step.result))

    async def shot(self, steps: Steps, step: Step, lang: str, names: Names) -> Picture | None:
        """The animation of the shot this step's action fired, for games that draw one; else ``None``."""
        shots = renderer(steps.game.info.id).shots
        if shots is None or not has_shot(steps, step):
            return None
        return await self._get((steps.record.id, step.action_n, lang, "gif"), lambda: render_off_loop(
            shots.render_gif, step.public_view, names=dict(names), lang=lang, events=list(step.public_events)))

    async def _get(self, key: tuple[int, int, str, str], draw: Callable[[], Awaitable[bytes]]) -> Picture:
        kept = self._kept.get(key)
        if kept is not None:
            self._kept.move_to_end(key)
            return kept
        drawing = self._drawing.get(key)
        if drawing is None:
            drawing = self._drawing[key] = asyncio.ensure_future(self._draw(key, draw))
            drawing.add_done_callback(lambda _: self._drawing.pop(key, None))
        return await asyncio.shield(drawing)

    async def _draw(self, key: tuple[int, int, str, str], draw: Callable[[], Awaitable[bytes]]) -> Picture:
        data = await draw()
        picture = Picture(data, "image/gif" if key[3] == "gif" else "image/png", *picture_size(data))
        self._kept[key] = picture
        self._size += len(data)
        while self._size > self._limit and len(self._kept) > 1:
            _, dropped = self._kept.popitem(last=False)
            self._size -= len(dropped.data)
        return picture


def has_shot(steps: Steps, step: Step) -> bool:
    """Whether this step's public events report a shot the game's renderer animates."""
    shots = renderer(steps.game.info.id).shots
    return (shots is not None and shots.fired(step.public_events) and isinstance(step.public_view, HasLastShot)
            and step.public_view.last_shot is not None)


def picture_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's or GIF's header (for the page's ``<img>``, so nothing jumps)."""
    if data[:8] == b"\x89PNG\r\n\x1a\n":
        width, height = struct.unpack(">II", data[16:24])
        return int(width), int(height)
    if data[:3] == b"GIF":
        width, height = struct.unpack("<HH", data[6:10])
        return int(width), int(height)
    return 0, 0
