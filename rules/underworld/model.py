"""Data shapes of Tomb Raider Underworld: content, state, actions and views.

Rule ids (``UW-…``) refer to ``seeds/underworld.md``.  Content (region boards, obstacles, objects,
enemies, dice, setup numbers) is loaded from ``data/underworld/*.json``; the state stores ids only.

Effects are plain dicts ``{"op": ..., ...}`` (the effect vocabulary of :mod:`rules.underworld.effects`);
data files use the same shape, so an obstacle or an object is data, not code.
"""

from __future__ import annotations

from enum import Enum
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rules.core import Frozen, Rng, Seat

CardId = str
Effect = dict[str, Any]


class Axis(str, Enum):
    """The three progress axes of a region board, and the three progress card types."""

    ACROBATICS = "acrobatics"
    BATTLE = "battle"
    CUNNING = "cunning"


class Item(str, Enum):
    """What a cost can ask for: a card of a type, a victory point, a treasure, or any of those."""

    ACROBATICS = "acrobatics"
    BATTLE = "battle"
    CUNNING = "cunning"
    VP = "vp"
    TREASURE = "treasure"
    ANY = "any"


class Counter(str, Enum):
    VP = "vp"
    TREASURE = "treasure"
    MEDKIT = "medkit"


class Scoring(str, Enum):
    COOPERATIVE = "cooperative"
    COMPETITIVE = "competitive"


class SoloDraw(str, Enum):
    """How many cards a solo player draws in stage 3 (UW-OPT-2); ignored with more players."""

    RULEBOOK = "rulebook"  # the printed 2 cards every turn (UW-SET-4)
    CHALLENGE = "challenge"  # the reconstructed cycle of rules.json ``solo_challenge_draws``


class Tracks(str, Enum):
    """Which region tracks a game plays (UW-BAL-4): a game keeps the tracks it started on, so its log replays."""

    FIRST = "first"  # the tracks of UW-BAL-2, played by every game started before the option existed
    SECOND = "second"  # retuned for the search bot (default)


class Stage(str, Enum):
    ROLL = "roll"  # stage 1: roll the progress die
    MAIN = "main"  # stage 2: up to two actions, then stage 3 (draw or heal)
    END = "end"  # stage 3 only: the region is over (UW-REG-1)


LETTER = {Item.ACROBATICS: "A", Item.BATTLE: "B", Item.CUNNING: "C", Item.VP: "V", Item.TREASURE: "T"}
"""One-letter codes of the notation (UW-NOT-1)."""
ITEM_OF_LETTER = {v: k for k, v in LETTER.items()}


# ---------------------------------------------------------------- content (data/underworld)


class Content(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ObstacleSpec(Content):
    id: str
    effects: tuple[Effect, ...]


class RegionSpec(Content):
    id: str
    acrobatics: tuple[str, ...]  # space codes after the start space; the last one ends the region
    battle: tuple[str, ...]
    cunning: tuple[str, ...]
    obstacles: tuple[ObstacleSpec, ...]
    on_leave: tuple[Effect, ...] = ()

    def track(self, axis: Axis) -> tuple[str, ...]:
        match axis:
            case Axis.ACROBATICS:
                return self.acrobatics
            case Axis.BATTLE:
                return self.battle
            case Axis.CUNNING:
                return self.cunning


class ObjectSpec(Content):
    id: str
    region: str
    thor: bool = False
    effects: tuple[Effect, ...]  # on use (held objects) or on gain (Thor objects, UW-OBJ-3)


class EnemySpec(Content):
    id: str
    kind: str  # the name shown (several cards share one)
    region: str
    cost: dict[Item, Annotated[int, Field(ge=1)]]


class SetupSpec(Content):
    cards: Annotated[int, Field(ge=1)]
    medkits: Annotated[int, Field(ge=0)]
    draw_per_turn: Annotated[int, Field(ge=1)]


# ---------------------------------------------------------------- options


class UwOptions(BaseModel):
    """Lobby options (UW-OPT-1, UW-OPT-2); defaults keep older logs replaying as they were played."""

    model_config = ConfigDict(extra="forbid")
    scoring: Scoring = Scoring.COOPERATIVE
    solo_draw: SoloDraw = Field(default=SoloDraw.RULEBOOK, json_schema_extra={"max_players": 1})
    tracks: Tracks = Tracks.SECOND

    @model_validator(mode="before")
    @classmethod
    def _older_record(cls, data: Any) -> Any:
        """A stored record (always every option) that names ``scoring`` but not ``tracks`` was written
        before the option existed: its game was played on the first tracks, and replays on them."""
        if isinstance(data, dict) and "scoring" in data and "tracks" not in data:
            return {**data, "tracks": Tracks.FIRST}
        return data


# ---------------------------------------------------------------- state (full, secret)


class ObjectPlace(BaseModel):
    model_config = ConfigDict(extra="forbid")
    where: Literal["future", "board", "held", "used", "lost", "thor"]
    seat: Seat | None = None


class Pending(BaseModel):
    """A question the rules ask before play goes on (UW-PEND-*); replaced, never changed in place.

    ``cost`` is an obstacle's price: ``scope`` ``self`` (the settler alone pays or declines),
    ``each`` (every player pays their own share or suffers ``fail``) or ``total`` (the players
    pool ``costs[0]``, or the settler suffers ``fail`` once).  ``given`` holds what each seat has put
    in so far (card ids, ``"vp"`` or ``"treasure"``); it goes back to its owner if not spent.
    """

    model_config = ConfigDict(extra="forbid")
    kind: Literal["axis", "discard", "guess", "cost"]
    seat: Seat  # who answers (axis, discard, guess) or settles (cost)
    count: int = 0  # cards to discard
    source: str = ""  # obstacle, object or die face that asked
    scope: Literal["self", "each", "total"] | None = None
    costs: list[dict[Item, int]] = Field(default_factory=list)
    fail: list[Effect] = Field(default_factory=list)
    reward: list[Effect] = Field(default_factory=list)
    given: dict[Seat, list[str]] = Field(default_factory=dict)
    passed: list[Seat] = Field(default_factory=list)


class UwState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    schema_version: int = 1
    options: UwOptions
    rng: Rng
    players: int
    region: int = 0  # index into the region order
    axes: dict[Axis, int]  # Lara's space on each axis of the current region (0 = start)
    natla: int = 0  # obstacles triggered in the current region
    health: int
    max_health: int
    adrenaline: int = 0
    draw: list[CardId]  # top is index 0
    discard: list[CardId]
    hands: list[list[CardId]]
    counters: list[dict[Counter, int]]  # per seat
    supply: dict[Counter, int]
    objects: dict[str, ObjectPlace]
    enemy_pile: list[str]  # current region, top is index 0
    enemy_line: list[str]  # face up; index 0 is the rightmost, eliminated first (UW-ENE-3)
    enemies_out: list[str] = Field(default_factory=list)  # eliminated or discarded unrevealed
    revealed: Axis | None = None  # type of the last progress card shown to everyone (UW-OBS-CRO-4, UW-OBS-JAN-4)
    eliminated: list[bool]
    active: Seat = 0
    stage: Stage = Stage.ROLL
    actions_left: int = 2
    region_over: bool = False
    queue: list[Effect] = Field(default_factory=list)  # effects still to resolve, in order
    pending: Pending | None = None
    turn: int = 1
    finished: bool = False
    won: bool = False
    loss: str | None = None  # a–e of UW-END-1
    jormungandr_cost: int | None = None


# ---------------------------------------------------------------- actions


class _Action(Frozen):
    pass


class Roll(_Action):
    kind: Literal["roll"] = "roll"


class ChooseAxis(_Action):
    kind: Literal["axis"] = "axis"
    axis: Axis


class Discard(_Action):
    kind: Literal["discard"] = "discard"
    cards: tuple[Axis, ...]  # card types, one per card


class Guess(_Action):
    kind: Literal["guess"] = "guess"
    axis: Axis


class PlayCard(_Action):
    kind: Literal["play"] = "play"
    axis: Axis


class PlayTreasure(_Action):
    kind: Literal["treasure"] = "treasure"
    axis: Axis


class UseObject(_Action):
    kind: Literal["use"] = "use"
    object: str


class Defeat(_Action):
    """Pay the condition printed on the rightmost enemy to remove it (not an action, UW-ENE-5)."""

    kind: Literal["defeat"] = "defeat"


class Pay(_Action):
    kind: Literal["pay"] = "pay"
    option: Annotated[int, Field(ge=0, le=3)] = 0


class Give(_Action):
    kind: Literal["give"] = "give"
    item: Item
    count: Annotated[int, Field(ge=1, le=9)] = 1


class Pass(_Action):
    kind: Literal["pass"] = "pass"


class Settle(_Action):
    kind: Literal["settle"] = "settle"


class Decline(_Action):
    kind: Literal["decline"] = "decline"


class Draw(_Action):
    kind: Literal["draw"] = "draw"


class Heal(_Action):
    kind: Literal["heal"] = "heal"
    count: Annotated[int, Field(ge=1, le=9)] = 1


UwAction = Annotated[
    Union[Roll, ChooseAxis, Discard, Guess, PlayCard, PlayTreasure, UseObject, Defeat, Pay, Give, Pass,
          Settle, Decline, Draw, Heal],
    Field(discriminator="kind"),
]


# ---------------------------------------------------------------- views (what leaves the server)


class TrackView(Frozen):
    """One axis of the region board: its spaces (``spaces[0]`` is the start) and Lara's space."""

    axis: Axis
    spaces: tuple[str, ...]  # space codes: "start", "vp", "die", "card", "adr", "med", "tre", "rel", "obj:<id>", "jormungandr"
    position: int
    finished: bool


class EnemyView(Frozen):
    id: str
    kind: str
    cost: dict[Item, int]


class SeatView(Frozen):
    seat: Seat
    hand_size: int
    vp: int
    treasures: int
    medkits: int
    objects: tuple[str, ...]
    eliminated: bool


class PendingView(Frozen):
    """The open question; for a cost, who has put in what (contributions are public)."""

    kind: Literal["axis", "discard", "guess", "cost"]
    seat: Seat
    count: int
    source: str
    scope: Literal["self", "each", "total"] | None
    costs: tuple[dict[Item, int], ...]
    given: dict[Seat, dict[Item, int]]
    passed: tuple[Seat, ...]
    complete: bool  # total: the pool pays the cost; each: every player still in has paid
    fail: tuple[Effect, ...] = ()  # what failing to pay does, as printed on the source (public)
    reward: tuple[Effect, ...] = ()  # what paying brings, as printed on the source (public)


class CardView(Frozen):
    id: CardId
    type: Axis


class UwView(Frozen):
    """Public view (``viewer is None``) or one seat's view (adds ``hand``).  See seeds/underworld.md UW-VIEW-1."""

    viewer: Seat | None
    turn: int
    scoring: Scoring
    solo_draw: SoloDraw  # public lobby option (UW-OPT-2): a search bot's sampled states draw the same way
    track_set: Tracks  # public lobby option `tracks` (UW-BAL-4): sampled states walk the same tracks
    players: int
    region: str
    region_index: int
    regions: tuple[str, ...]
    active_seat: Seat | None
    to_act: frozenset[Seat]
    stage: Stage
    actions_left: int
    region_over: bool
    tracks: tuple[TrackView, ...]  # acrobatics, battle, cunning
    obstacles: tuple[str, ...]  # the six obstacle ids of the region, in order
    natla: int  # obstacles already triggered (Natla stands on obstacle ``natla``; 0 = before the first)
    health: int
    max_health: int
    health_cap: int
    adrenaline: int
    adrenaline_max: int
    enemy_line: tuple[EnemyView, ...]  # rightmost first
    enemy_pile_size: int
    enemy_limit: int
    objects_on_board: tuple[str, ...]  # objects of this region still to take
    thor: tuple[str, ...]  # Thor objects on the main board
    thor_all: tuple[str, ...]
    seats: tuple[SeatView, ...]
    supply: dict[Counter, int]
    draw_size: int
    discard_size: int
    revealed: Axis | None
    pending: PendingView | None
    finished: bool
    won: bool
    loss: str | None
    jormungandr_cost: int  # VP the team needs now (UW-END-3)
    queue: tuple[Effect, ...] = ()  # printed effects still to resolve after the open question (public)
    leave_damage: int = 0  # health the enemies in sight would cost if Lara left the region now (UW-ENE-6)
    hand: tuple[CardView, ...] | None = None  # only in a seat's own view
