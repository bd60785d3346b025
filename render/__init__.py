"""Pictures of games, drawn from views only (never from a full state) and returned as PNG bytes.

Each game has a module here exporting one ``RENDERER``, a :class:`GameRenderer`: ``render_board(view,
*, names, lang, highlight, result)`` (the final board names the winners and scores when given the public
:class:`rules.core.Result`; ``highlight`` is what ``last_move(events)`` reads from the public events of
the latest actions: the moves to mark), ``render_hand(view, *, lang)``, ``alt_text(view, *, names, lang,
result)`` (the picture in words, for Discord's attachment description), the unencoded ``board_image`` and
``hand_image`` the palette is chosen from, for a dexterity game its :class:`Shots`, and where the seat's legal
actions can be tapped on those pictures (``spots``: the Activity draws them over the board and the hand).  :func:`renderer`
finds it by game id in the one table of renderer modules below.  The bot runs them through
:func:`render.workers.render_off_loop` so drawing never blocks the event loop.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Protocol

from rules.core import Event, Result

if TYPE_CHECKING:
    from PIL import Image

_MODULES = {"aod": "render.aod", "catacombs": "render.catacombs", "darktomb": "render.darktomb", "underworld": "render.underworld"}
"""The renderer module of every registered game (imported on first use: drawing loads fonts and sprites)."""


class DrawsBoard(Protocol):
    def __call__(self, view: Any, *, names: Mapping[int, str], lang: str = ..., highlight: Any = ...,
                 result: Result | None = ...) -> bytes: ...


class DrawsBoardImage(Protocol):
    def __call__(self, view: Any, *, names: Mapping[int, str], lang: str = ..., highlight: Any = ...,
                 result: Result | None = ...) -> Image.Image: ...


class DrawsHand(Protocol):
    def __call__(self, view: Any, *, lang: str = ...) -> bytes: ...


class DrawsHandImage(Protocol):
    def __call__(self, view: Any, *, lang: str = ...) -> Image.Image: ...


class TellsBoard(Protocol):
    def __call__(self, view: Any, *, names: Mapping[int, str], lang: str = ..., result: Result | None = ...) -> str: ...


class DrawsShot(Protocol):
    def __call__(self, view: Any, *, names: Mapping[int, str] | None = ..., lang: str = ...,
                 events: Sequence[Event] = ...) -> bytes: ...


class TellsShot(Protocol):
    def __call__(self, view: Any, *, names: Mapping[int, str] | None = ..., lang: str = ...,
                 events: Sequence[Event] = ...) -> str: ...


@dataclass(frozen=True)
class Spot:
    """Where on a picture one legal action can be tapped: a rectangle in pixels of the picture as drawn
    (``board``: what ``render_board`` draws for the same view, names and language; ``hand``: ``render_hand``)."""

    picture: Literal["board", "hand"]
    x: int
    y: int
    w: int
    h: int


class FindsSpots(Protocol):
    def __call__(self, view: Any, actions: Sequence[Any], *, names: Mapping[int, str], lang: str = ...,
                 result: Result | None = ...) -> list[tuple[Spot, ...]]:
        """For each action (in order) the places it can be tapped; none for an action drawn nowhere
        (passing, ending the turn: the Activity shows those as buttons only)."""
        ...


@dataclass(frozen=True)
class Shots:
    """The part of a dexterity game's renderer that animates the last shot, and tells it in words (the
    animation's alt text); ``kinds`` are the public event kinds that report a shot worth drawing."""

    render_gif: DrawsShot
    alt_text: TellsShot
    kinds: frozenset[str]

    def fired(self, events: Sequence[Event]) -> bool:
        """Whether these public events report a shot the animation shows."""
        return any(event.kind in self.kinds for event in events)


@dataclass(frozen=True)
class GameRenderer:
    """Everything a game's pictures module gives the bot, the demo, the warm-up and the palette builder."""

    render_board: DrawsBoard
    last_move: Callable[[Sequence[Event]], Any]
    render_hand: DrawsHand
    alt_text: TellsBoard
    board_image: DrawsBoardImage
    hand_image: DrawsHandImage
    shots: Shots | None = None
    spots: FindsSpots | None = None
    board_is_public: bool = False
    """A promise that ``render_board`` and ``alt_text`` give the same picture and words for every view of a
    state (a seat's as the public one: what a seat alone may know is on its hand, never on the board), so
    the Activity draws the board once from the public view for all its seats and spectators; ``spots``
    on a seat's own view then still fall on that one picture.  tests/render/test_public_boards.py holds
    every renderer that sets it to the promise."""


def renderer(game_kind: str) -> GameRenderer:
    """The ``RENDERER`` of a registered game's pictures module; ``KeyError`` if it has none."""
    drawer = importlib.import_module(_MODULES[game_kind]).RENDERER
    if not isinstance(drawer, GameRenderer):
        raise TypeError(f"{_MODULES[game_kind]}.RENDERER must be a render.GameRenderer")
    return drawer

