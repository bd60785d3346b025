"""The Activity's table: one seat's view of a game as JSON (the table of the HTTP contract), with the
pictures of that view and where its legal actions can be tapped on them.

Only what the seat may see goes in: its own view (a spectator's is the public one), its own hand, its
legal actions when it is to act, and the public log and status the game page shows.  The pictures of a
seat are drawn by the render workers once per game, version, seat and language and kept in a small
cache; a seat's picture is only ever asked for by that seat's sessions (the routes read the seat from
the game at each request).  A board its renderer declares public (``board_is_public``) is the spectators'
one, drawn once per version and language and shown to every seat.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Awaitable
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

from pydantic import BaseModel

from core.choosing import Choice, choices
from core.i18n import t
from core.storage import GameRecord
from render import Spot, renderer
from render.workers import render_off_loop
from rules.core import HasHand, Seat
from web.live import Audience
from web.narration import Names, Narrator
from web.pictures import Picture, picture_size
from web.steps import StepBook, Steps
from web.story import GameName, Status, Story

log = logging.getLogger(__name__)

TABLE = "table"
"""The audience kind of an Activity's socket (``table`` messages)."""
LOG_LINES = 20
"""Public log lines a table carries (the newest)."""
DRAWINGS_KEPT = 48
"""Seats' drawings (a board, a hand, the spots: 50–300 KiB) kept: the open tables of a few games."""
Which = Literal["board", "hand"]
T = TypeVar("T")


class TablePicture(BaseModel):
    src: str
    width: int
    height: int
    alt: str


class TableSpot(BaseModel):
    on: Which
    x: int
    y: int
    w: int
    h: int


class TableAction(BaseModel):
    notation: str
    label: str
    kind: str
    quiet: bool
    spots: list[TableSpot]


class Table(BaseModel):
    """The table JSON (``GET /api/table``, the socket's ``table`` message): version first."""

    version: int
    game: GameName
    lang: str
    seat: Seat | None
    you: str
    over: bool
    your_turn: bool
    status: Status
    board: TablePicture
    hand: TablePicture | None
    actions: list[TableAction]
    log: list[str]
    view: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Drawing:
    """What is costly in a seat's table at one version, done once: the moves it is offered (none when it is
    not its turn), its pictures, and where each move offered is tapped on them (in the same order)."""

    your_turn: bool
    offered: list[Choice]
    board: Picture
    board_alt: str
    hand: Picture | None
    spots: list[tuple[Spot, ...]]


_Key = tuple[int, int, Seat | None, str]  # game, version, seat, language


class Tables:
    """Writes each seat's table, drawing its pictures once per version whoever asks."""

    def __init__(self, steps: StepBook, story: Story, narrator: Narrator, kept: int = DRAWINGS_KEPT) -> None:
        self._steps = steps
        self._story = story
        self._narrator = narrator
        self._kept = kept
        self._drawings: OrderedDict[_Key, asyncio.Future[Drawing]] = OrderedDict()

    async def table(self, record: GameRecord, seat: Seat | None, lang: str) -> Table:
        """``seat``'s table (``None``: a spectator's) of a started game as it stands at ``record``'s version or later."""
        steps = await self._steps.of(record)
        record, game, state = steps.record, steps.game, steps.last_state
        names = await self._narrator.names(record, lang)
        drawing = await self._drawing(steps, seat, lang)
        offered = drawing.offered
        status = await self._story.status(steps, lang, names)
        story = await self._story.state(steps, lang)
        lines = [plain(line) for step in story.steps for line in step.log.split("\n")]
        name = t(game.info.name_key, lang)
        base = f"/api/picture/{record.version}"
        hand = drawing.hand
        return Table(
            version=record.version, game=GameName(kind=game.info.id, name=name), lang=lang, seat=seat,
            you=names.get(seat, "?") if seat is not None else t("activity.table.watching", lang),
            over=_over(steps), your_turn=drawing.your_turn,
            status=Status(headline=status.headline, to_act=status.to_act, scores=[plain(line) for line in status.scores],
                          clock=status.clock),
            board=TablePicture(src=f"{base}/board.png", width=drawing.board.width, height=drawing.board.height,
                               alt=drawing.board_alt),
            hand=None if hand is None else TablePicture(src=f"{base}/hand.png", width=hand.width, height=hand.height,
                                                        alt=t("activity.table.hand_alt", lang, game=name)),
            actions=[TableAction(notation=choice.notation, label=choice.label, kind=choice.kind, quiet=choice.quiet,
                                 spots=[TableSpot(on=spot.picture, x=spot.x, y=spot.y, w=spot.w, h=spot.h)
                                        for spot in spots])
                     for choice, spots in zip(offered, _spots(drawing, offered))],
            log=lines[-LOG_LINES:],
            view=game.view(state, seat).model_dump(mode="json"),
        )

    async def message(self, record: GameRecord, audience: Audience) -> str | None:
        """An Activity socket's ``table`` message for its audience's seat (see :class:`web.live.LiveGames`)."""
        if record.state is None:
            return None
        return '{"type":"table",' + (await self.table(record, audience.seat, audience.lang)).model_dump_json()[1:]

    async def picture(self, record: GameRecord, seat: Seat | None, lang: str, which: Which) -> Picture | None:
        """``seat``'s board or hand at ``record``'s version; ``None`` if that is not the game's version any
        more, or the seat has no hand."""
        steps = await self._steps.of(record)
        if steps.record.version != record.version:
            return None
        drawing = await self._drawing(steps, seat, lang)
        return drawing.board if which == "board" else drawing.hand

    async def _drawing(self, steps: Steps, seat: Seat | None, lang: str) -> Drawing:
        """The seat's moves, pictures and spots at this version, done once however many ask at the same time."""
        key = (steps.record.id, steps.record.version, seat, lang)
        kept = self._drawings.get(key)
        if kept is not None and not (kept.done() and kept.exception() is not None):
            self._drawings.move_to_end(key)
        else:
            kept = self._drawings[key] = asyncio.ensure_future(self._draw(steps, seat, lang))
            while len(self._drawings) > self._kept:
                self._drawings.popitem(last=False)
        return await asyncio.shield(kept)

    async def _draw(self, steps: Steps, seat: Seat | None, lang: str) -> Drawing:
        drawer = renderer(steps.game.info.id)
        view = steps.game.view(steps.last_state, seat)
        names = dict(await self._narrator.names(steps.record, lang))
        # labelling 50–80 flicks is tens of milliseconds of catalog formatting: not on the event loop
        your_turn, offered = await asyncio.to_thread(_offered, steps, seat, lang, names)
        board = self._board(steps, view, names, lang) if seat is None or not drawer.board_is_public else \
            self._public_board(steps, lang)
        own = view.hand if seat is not None and isinstance(view, HasHand) else None
        hand = render_off_loop(drawer.render_hand, view, lang=lang) if own is not None else None
        spots = self._spots(steps, view, offered, names, lang)
        (board_png, board_alt), hand_png, found = await asyncio.gather(board, _maybe(hand), spots)
        return Drawing(your_turn, offered, board_png, board_alt, None if hand_png is None else _png(hand_png), found)

    async def _board(self, steps: Steps, view: BaseModel, names: dict[Seat, str], lang: str) -> tuple[Picture, str]:
        """The board of ``view`` and its alt text."""
        drawer, last = renderer(steps.game.info.id), steps.last
        board = render_off_loop(drawer.render_board, view, names=names, lang=lang,
                                highlight=drawer.last_move(last.public_events), result=last.result)
        alt = render_off_loop(drawer.alt_text, view, names=names, lang=lang, result=last.result)
        board_png, board_alt = await asyncio.gather(board, alt)
        return _png(board_png), board_alt

    async def _public_board(self, steps: Steps, lang: str) -> tuple[Picture, str]:
        """A board the renderer draws alike for every viewer (``board_is_public``): the spectators' drawing's,
        drawn once per version and language for them and all the seats (it is the public view's picture)."""
        public = await self._drawing(steps, None, lang)
        return public.board, public.board_alt

    async def _spots(self, steps: Steps, view: BaseModel, offered: list[Choice], names: dict[Seat, str],
                     lang: str) -> list[tuple[Spot, ...]]:
        """Where each action offered is tapped, if the game's renderer knows; a renderer that fails leaves the
        actions as buttons only (logged): the table is still played."""
        finds = renderer(steps.game.info.id).spots
        if finds is None or not offered:
            return []
        try:
            return await render_off_loop(finds, view, [choice.action for choice in offered], names=names, lang=lang,
                                         result=steps.last.result)
        except Exception:  # noqa: BLE001 - a bug in one game's spots must not take the table away
            log.exception("game %s: the spots of its legal actions could not be found", steps.record.id)
            return []


def _over(steps: Steps) -> bool:
    """Finished or ended early: nobody is offered a move any more."""
    return steps.over or steps.last.result is not None


def _offered(steps: Steps, seat: Seat | None, lang: str, names: Names) -> tuple[bool, list[Choice]]:
    """Whether it is ``seat``'s turn, and the actions it is offered (none when it is not)."""
    game, state = steps.game, steps.last_state
    if _over(steps) or seat is None or seat not in game.to_act(state):
        return False, []
    return True, choices(game, state, seat, lang, names)


async def _maybe(job: Awaitable[T] | None) -> T | None:
    return None if job is None else await job


def _spots(drawing: Drawing, offered: list[Choice]) -> list[tuple[Spot, ...]]:
    """The spots of each action offered; none (buttons only) if the renderer finds none or miscounts."""
    return drawing.spots if len(drawing.spots) == len(offered) else [()] * len(offered)


def _png(data: bytes) -> Picture:
    return Picture(data, "image/png", *picture_size(data))


def plain(line: str) -> str:
    """A channel text as plain text: without the ``**bold**`` and `` `code` `` marks the turn post has."""
    return line.replace("**", "").replace("`", "")

