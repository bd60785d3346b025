"""Data shapes of The Angel of Darkness: content, state, actions and views.

Rule ids (``AOD-…``) refer to ``seeds/aod.md``.  Content (tiles, cards, counters) is loaded from
``data/aod/*.json`` into the content models below; the state only stores ids.

Coordinates are ``(row, col)`` with row 0 at the top; the museum is 5×5 (0..4).  The start tile sits
just outside the grid (row or col -1 or 5) next to one perimeter tile.  A tile's open edges are given
in its canonical orientation; ``rotation`` counts quarter turns clockwise.
"""

from __future__ import annotations

from enum import Enum
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rules.core import Frozen, Rng, Seat

Pos = tuple[int, int]
CardId = str
TileId = str
CounterId = str


class Side(str, Enum):
    GOOD = "good"
    BAD = "bad"


class Character(str, Enum):
    LARA = "lara"
    KURTIS = "kurtis"
    PIETER = "pieter"
    JOACHIM = "joachim"


class CardType(str, Enum):
    ENERGY = "energy"
    AMMO = "ammo"
    LIFE = "life"


class Direction(str, Enum):
    N = "N"
    E = "E"
    S = "S"
    W = "W"


class Symbol(str, Enum):
    NONE = "none"
    TORCH = "torch"
    RELOAD_ENERGY = "reload_energy"
    RELOAD_AMMO = "reload_ammo"
    RELOAD_LIFE = "reload_life"


class Police(str, Enum):
    NOBODY = "nobody"
    GOOD = "good"
    BAD = "bad"
    BOTH = "both"


class CounterKind(str, Enum):
    EVIDENCE = "evidence"
    PAINTING = "painting"
    LARGE = "large"  # painting on one face, evidence on the other


# ---------------------------------------------------------------- content (data/aod)


class Content(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class TileSpec(Content):
    id: TileId
    open: frozenset[Direction]
    symbol: Symbol = Symbol.NONE


class CardSpec(Content):
    id: CardId
    type: CardType
    value: Annotated[int, Field(ge=1, le=4)]


class DiscoverySpec(Content):
    id: CounterId
    police: Police
    objects: Annotated[int, Field(ge=0, le=9)]


class ObjectSpec(Content):
    id: CounterId
    kind: CounterKind
    points: Annotated[int, Field(ge=1)]


# ---------------------------------------------------------------- options


class CollapseShape(str, Enum):
    ORTHOGONAL = "orthogonal"
    KING = "king"


class HeadStart(str, Enum):
    """Who starts the 3-player game with more than everyone's three cards (AOD-OPT-3)."""

    RULEBOOK = "rulebook"  # nobody, as printed; every game started before the option existed
    ENERGY = "energy"  # Joachim, who plays last: one more energy card (AOD-SET-4 ruling)
    BAD_GUYS = "bad_guys"  # Pieter and Joachim: one more energy card each (tuning candidate, AOD-BAL-1)


class AodOptions(BaseModel):
    """Lobby options (all have defaults; see seeds/aod.md AOD-OPT-*)."""

    model_config = ConfigDict(extra="forbid")
    collapse: CollapseShape = CollapseShape.ORTHOGONAL
    large_counter_points: Annotated[int, Field(ge=3, le=4)] = 4
    head_start: HeadStart = Field(default=HeadStart.ENERGY, json_schema_extra={"min_players": 3, "max_players": 3})

    @model_validator(mode="before")
    @classmethod
    def _older_record(cls, data: Any) -> Any:
        """A stored record (always every option) that names the first two options but not ``head_start``
        was written before it existed: its game was dealt without the head start, and replays so.  Keyword
        arguments naming both read the same way; a bot's sampled state does, harmlessly (only setup reads it)."""
        if isinstance(data, dict) and {"collapse", "large_counter_points"} <= data.keys() and "head_start" not in data:
            return {**data, "head_start": HeadStart.RULEBOOK}
        return data


# ---------------------------------------------------------------- state (full, secret)


class Cell(BaseModel):
    model_config = ConfigDict(extra="forbid")
    tile: TileId
    opened: bool = False
    rotation: Annotated[int, Field(ge=0, le=3)] = 0
    removed: bool = False


class Figure(BaseModel):
    model_config = ConfigDict(extra="forbid")
    character: Character
    pos: Pos | None = None  # None until the start tile is placed, then a museum cell or the start
    knocked_out: bool = False  # lying down: misses the next turn (AOD-KO-*)
    lost: bool = False  # buried by the collapse (AOD-COL-*)
    carrying: CounterId | None = None


ObjectWhere = Literal["stack", "cell", "carried", "scored", "destroyed", "lost"]


class ObjectPlace(BaseModel):
    """Where an evidence/painting counter is: in the stack, lying on a cell, carried, out."""

    model_config = ConfigDict(extra="forbid")
    where: ObjectWhere
    pos: Pos | None = None
    seat: Seat | None = None  # carrier, or who scored/destroyed it


class Pending(BaseModel):
    """A choice the rules ask of one seat before play goes on (AOD-PEND-*)."""

    model_config = ConfigDict(extra="forbid")
    kind: Literal["place_start", "ditch", "orient"]
    seat: Seat
    count: int = 0  # cards to ditch
    pos: Pos | None = None  # the tile just opened, for "orient" (AOD-EN-4)


class Raid(Frozen):
    """Where the police last raided and whom they hunted (AOD-DISC-3): public, marked on the board."""

    pos: Pos
    police: Police
    turn: int


class ScoreMark(BaseModel):
    """When a scoring unit (seat or team) last changed its score: tie-break AOD-END-2."""

    model_config = ConfigDict(extra="forbid")
    unit: str
    points: int
    tick: int


class AodState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    schema_version: int = 1
    options: AodOptions
    rng: Rng
    seats: list[Character]  # seat -> character
    order: list[Seat]  # turn order, Lara first, sides alternating (AOD-SET-*)
    grid: list[list[Cell]]  # 5x5
    start: Pos | None = None  # start tile position, outside the grid
    figures: list[Figure]  # per seat
    draw: dict[CardType, list[CardId]]
    discard: dict[CardType, list[CardId]]
    hands: list[list[CardId]]  # per seat
    discovery_pile: list[CounterId]  # top is index 0
    discovered: dict[CounterId, Seat]  # discovery counter -> owner
    object_stack: list[CounterId]  # top is index 0, the large counter last
    objects: dict[CounterId, ObjectPlace]
    bomb_holder: Seat | None = None
    bomb_pos: Pos | None = None  # cell of the large counter's room until it explodes
    bomb_exploded: bool = False
    bomb_exploded_turn: int | None = None  # ``turn`` when it went off: no ring that turn (AOD-BOMB-4)
    last_raid: Raid | None = None
    turn_seat_index: int = 0  # index into ``order``
    turn: int = 0  # completed turns + 1, shown to players
    actions_left: int = 3
    energy_left: int = 0  # budget of the current energy action (AOD-EN-1)
    restarted: list[bool] = Field(default_factory=list)  # per seat: KO skip already served
    pending: Pending | None = None
    tick: int = 0  # increases with every applied action; orders score changes
    marks: list[ScoreMark] = Field(default_factory=list)
    finished: bool = False
    conceded: Seat | None = None  # the seat whose player left, ending the game (AOD-END-4)


# ---------------------------------------------------------------- actions


class _Action(Frozen):
    pass


class PlaceStart(_Action):
    kind: Literal["place_start"] = "place_start"
    side: Direction
    index: Annotated[int, Field(ge=0, le=4)]


class Reload(_Action):
    kind: Literal["reload"] = "reload"
    card_type: CardType


class PlayEnergy(_Action):
    kind: Literal["energy"] = "energy"
    cards: tuple[CardId, ...]


class Step(_Action):
    kind: Literal["step"] = "step"
    direction: Direction


class OpenTile(_Action):
    """Open the face-down neighbour; without ``rotation`` the opener orients it after seeing it."""

    kind: Literal["open"] = "open"
    direction: Direction  # which neighbour of the figure's cell
    rotation: Annotated[int, Field(ge=0, le=3)] | None = None  # quarter turns from the printed side


class Orient(_Action):
    """Answer to the ``orient`` pending choice: quarter turns clockwise from the printed side."""

    kind: Literal["orient"] = "orient"
    rotation: Annotated[int, Field(ge=0, le=3)]


class RotateTile(_Action):
    kind: Literal["rotate"] = "rotate"
    direction: Direction | None = None  # None: the figure's own cell
    rotation: Annotated[int, Field(ge=1, le=3)]  # quarter turns clockwise from where it lies now


class Shoot(_Action):
    kind: Literal["shoot"] = "shoot"
    cards: tuple[CardId, ...]
    target: Seat


class Claim(_Action):
    kind: Literal["claim"] = "claim"
    counter: CounterId


class Drop(_Action):
    kind: Literal["drop"] = "drop"


class HandOver(_Action):
    kind: Literal["hand_over"] = "hand_over"
    to: Seat


class TakeOver(_Action):
    kind: Literal["take_over"] = "take_over"
    source: Seat


class Ditch(_Action):
    kind: Literal["ditch"] = "ditch"
    cards: tuple[CardId, ...]


class EndTurn(_Action):
    kind: Literal["end_turn"] = "end_turn"


class Concede(_Action):
    """The acting seat's player leaves a two-player game: the other wins (AOD-END-4); never a legal move."""

    kind: Literal["concede"] = "concede"


AodAction = Annotated[
    Union[
        PlaceStart,
        Reload,
        PlayEnergy,
        Step,
        OpenTile,
        Orient,
        RotateTile,
        Shoot,
        Claim,
        Drop,
        HandOver,
        TakeOver,
        Ditch,
        EndTurn,
        Concede,
    ],
    Field(discriminator="kind"),
]


# ---------------------------------------------------------------- views (what leaves the server)


class CellView(Frozen):
    """A museum cell as anyone sees it: face-down tiles show nothing but their back."""

    pos: Pos
    state: Literal["hidden", "open", "removed"]
    open_edges: frozenset[Direction] = frozenset()  # after rotation, only when open
    symbol: Symbol = Symbol.NONE  # only when open


class FigureView(Frozen):
    seat: Seat
    character: Character
    side: Side
    pos: Pos | None
    knocked_out: bool
    lost: bool
    carrying: CounterId | None


class ObjectView(Frozen):
    """A face-up counter in play (in a room, carried or scored); stacked ones are not listed."""

    id: CounterId
    kind: CounterKind
    points: int
    where: Literal["cell", "carried", "scored", "destroyed", "lost"]
    pos: Pos | None = None
    seat: Seat | None = None


class SeatPublic(Frozen):
    seat: Seat
    character: Character
    side: Side
    hand_size: int
    discoveries: tuple[CounterId, ...]
    score: int
    missing_next_turn: bool


class CardView(Frozen):
    id: CardId
    type: CardType
    value: int


class AodView(Frozen):
    """Public view (``viewer is None``) or one seat's view (adds ``hand`` and private pending)."""

    viewer: Seat | None
    turn: int
    order: tuple[Seat, ...] = ()  # turn order, Lara's seat first
    active_seat: Seat | None
    to_act: frozenset[Seat]
    actions_left: int
    energy_left: int
    cells: tuple[CellView, ...]
    start: Pos | None
    figures: tuple[FigureView, ...]
    objects: tuple[ObjectView, ...]
    seats: tuple[SeatPublic, ...]
    team_scores: dict[str, int]  # scoring unit -> points ("good"/"bad" in 4p, "seat:N" otherwise)
    draw_sizes: dict[CardType, int]
    discard_tops: dict[CardType, int | None]  # value of the top discarded card, public
    discard_sizes: dict[CardType, int]
    discovery_pile_size: int
    object_stack_size: int
    bomb_holder: Seat | None
    bomb_pos: Pos | None
    bomb_exploded: bool
    collapse: CollapseShape = CollapseShape.ORTHOGONAL
    falling_next: tuple[Pos, ...] = ()  # museum tiles the next ring (or the bomb) brings down (AOD-COL-1)
    falls_after: Seat | None = None  # the bomb holder, whose turn's end brings them down
    falls_this_turn: bool = False  # at the end of the turn being played, else of the holder's next one
    last_raid: Raid | None = None
    pending: Pending | None
    finished: bool
    hand: tuple[CardView, ...] | None = None  # only in a seat's own view
