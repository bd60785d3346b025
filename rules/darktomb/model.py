"""Data shapes of Dark Tomb: The Ice Chasers: content, options, state, actions and views.

Rule ids (``DT-…``) refer to ``seeds/darktomb.md``.  Content is loaded from ``data/darktomb/*.json``
into the content models below; the state stores ids and positions only.

Coordinates are ``(row, col)`` on the whole stage map, row 0 at the top.  The map is made of 4×4
tile cards laid in the stage's slot layout; a square is written ``C5`` (column letter, row number
from 1) in notation and messages.
"""

from __future__ import annotations

from enum import Enum
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rules.core import Frozen, Rng, Seat

Pos = tuple[int, int]
TILE = 4  # squares per tile side (DT-DATA-4)
MAX_HEROES = 4


class Content(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


# ---------------------------------------------------------------- content (data/darktomb)


class Shape(str, Enum):
    """The attack symbols (DT-ATK-4); ``melee`` is a plain attack on an adjacent square."""

    MELEE = "melee"
    CORNER = "corner"  # around corners
    LINE = "line"  # straight, in line of sight
    MULTI_LINE = "multi_line"  # every target in line of sight
    WALL = "wall"  # direct, through walls
    MULTI_WALL = "multi_wall"  # every target, through walls


class CardKind(str, Enum):
    ATTACK = "attack"
    SHIELD = "shield"
    STEALTH = "stealth"
    HEAL = "heal"
    DASH = "dash"
    REVIVE = "revive"


class ActionSpec(Content):
    id: str
    kind: CardKind
    shape: Shape = Shape.MELEE
    range: tuple[int, int] = (1, 1)
    damage: int = 0
    bonus: int = 0  # added to the attack modifier (item weapons)
    amount: int = 0  # shield armour or healing
    then_shield: int = 0  # double action: shield after the attack (DT-SPEC-1)
    then_stealth: bool = False  # double action: stealth after the attack


class HeroSpec(Content):
    id: str
    hp: Annotated[int, Field(ge=1, le=15)]
    armour: int
    move: Annotated[int, Field(ge=1, le=8)]
    attack: int
    familiar: str | None = None
    actions: tuple[ActionSpec, ActionSpec, ActionSpec, ActionSpec]
    provenance: str


class FamiliarSpec(Content):
    id: str
    hp: int
    armour: int
    move: int
    attack: int
    revive_turns_feral: tuple[int, ...]
    feral_monster: str
    bite: ActionSpec
    provenance: str


class MonsterSpec(Content):
    id: str
    hp: tuple[int, int, int, int]  # by number of heroes who started the stage (DT-REV-3)
    armour: int
    attack: int
    damage: int
    shape: Shape
    range: tuple[int, int]
    move: int
    ignores_ice: bool = False
    provenance: str = "reconstructed"


class ItemKind(str, Enum):
    KEY = "key"
    LOCKPICK = "lockpick"
    POTION = "potion"
    WEAPON = "weapon"
    ARMOUR = "armour"
    PLANK = "plank"
    CRAMPONS = "crampons"
    SKATES = "skates"
    CLOAK = "cloak"


class ItemSpec(Content):
    id: str
    kind: ItemKind
    amount: int = 0
    single_use: bool = False
    attack: ActionSpec | None = None


class TileSpec(Content):
    id: str
    rows: tuple[str, str, str, str]


class StageSpec(Content):
    id: str
    layout: tuple[str, ...]  # slot rows: S start, digits tile slots, . nothing
    start: tuple[str, str, str, str]
    tiles: tuple[TileSpec, ...]
    monsters: tuple[str, ...]
    items: tuple[str, ...]


# ---------------------------------------------------------------- options


class StageChoice(str, Enum):
    I = "I"  # noqa: E741  # stage one, named by its Roman numeral like the others
    II = "II"
    III = "III"
    IV = "IV"
    CAMPAIGN = "campaign"


class MonsterHp(str, Enum):
    """Which monster HP table a game plays (DT-OPT-5): a game keeps the table it started on, so its log
    replays."""

    FIRST = "first"  # every game started before the option existed
    SECOND = "second"  # three heroes: the Rime Queen has 15 HP (default)


_OLDER_OPTIONS = {"stage", "heroes_per_player", "retries"}


class DarkTombOptions(BaseModel):
    """Lobby options (DT-OPT-*): stage or campaign, heroes per player (solo), retries, HP table."""

    model_config = ConfigDict(extra="forbid")
    stage: StageChoice = StageChoice.I
    heroes_per_player: Annotated[int, Field(ge=1, le=4)] = 1
    retries: Annotated[int, Field(ge=0, le=3)] = 1
    monster_hp: MonsterHp = MonsterHp.SECOND

    @model_validator(mode="before")
    @classmethod
    def _older_record(cls, data: Any) -> Any:
        """A stored record (always every option) that names the three older options but not
        ``monster_hp`` was written before it existed: its monsters had the first table's HP, and
        replay with it."""
        if isinstance(data, dict) and _OLDER_OPTIONS <= set(data) and "monster_hp" not in data:
            return {**data, "monster_hp": MonsterHp.FIRST}
        return data


# ---------------------------------------------------------------- state (full, secret)


class Hero(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    seat: Seat
    pos: Pos | None
    hp: int
    items: list[str] = Field(default_factory=list)
    last_action: str | None = None  # card or item id holding the action cube (DT-ACT-2)
    shield: int = 0  # armour bonus until the end of the next monster phase (DT-SPEC-2)
    stealth: bool = False  # (DT-SPEC-3)


class Familiar(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    master: str
    pos: Pos | None
    hp: int
    feral: bool = False  # came back as a monster: gone for the rest of the stage (DT-FAM-4)


class Monster(BaseModel):
    model_config = ConfigDict(extra="forbid")
    uid: str  # m1, m2… in order of appearance
    spec: str
    pos: Pos
    hp: int
    max_hp: int


class PlacedTile(BaseModel):
    """A tile card in a slot; ``rotation`` quarter turns clockwise; hidden until revealed."""

    model_config = ConfigDict(extra="forbid")
    tile: str
    slot: Pos  # (slot row, slot col) in the layout
    rotation: Annotated[int, Field(ge=0, le=3)] = 0
    revealed: bool = False


class Drop(BaseModel):
    """Items lying on a square (dropped, or left by a defeated hero) — public (DT-ITEM-3)."""

    model_config = ConfigDict(extra="forbid")
    pos: Pos
    items: list[str]


Phase = Literal["heroes", "familiar", "monsters", "over"]


class DarkTombState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    schema_version: int = 1
    options: DarkTombOptions
    rng: Rng
    seats: int
    monster_seat: Seat | None = None
    stage_order: list[str]  # stages still to play, current first
    stage: str
    attempt: int = 1
    retries_left: int = 0
    stages_won: list[str] = Field(default_factory=list)
    terrain: list[str]  # full map, one string per row (hidden squares included)
    tiles: list[PlacedTile]
    heroes: list[Hero]  # table (clockwise) order
    familiars: list[Familiar] = Field(default_factory=list)
    monsters: list[Monster] = Field(default_factory=list)
    monster_deck: list[str]  # top first, hidden
    item_deck: list[str]  # top first, hidden
    cubes: list[Pos] = Field(default_factory=list)  # white item cubes still on the map
    drops: list[Drop] = Field(default_factory=list)
    spent: list[str] = Field(default_factory=list)  # single-use items and used keys
    heroes_at_start: int = 1
    monster_count: int = 0  # monsters placed so far this stage (uids)
    round: int = 1
    order: list[str] = Field(default_factory=list)  # hero ids in this round's turn order
    initiative: dict[str, int] = Field(default_factory=dict)  # this round's last d20 per hero (DT-INIT-1)
    turn_index: int = 0
    phase: Phase = "heroes"
    mp_left: int = 0
    moved: bool = False  # the acting figure has walked this turn
    acted: bool = False
    monster_index: int = 0  # monster player: whose activation (reading order list below)
    monster_queue: list[str] = Field(default_factory=list)
    monster_moved: bool = False
    finished: bool = False
    won: bool = False
    tick: int = 0


# ---------------------------------------------------------------- actions


class _Action(Frozen):
    pass


class Move(_Action):
    kind: Literal["move"] = "move"
    to: Pos


class UseCard(_Action):
    """One of the four action cards (index 1–4), an item's attack (``item``), with a target square."""

    kind: Literal["card"] = "card"
    card: Annotated[int, Field(ge=1, le=4)] | None = None
    item: str | None = None
    target: Pos | None = None


class Attempt(_Action):
    """Move the action cube to a card without using it (DT-ACT-3)."""

    kind: Literal["attempt"] = "attempt"
    card: Annotated[int, Field(ge=1, le=4)]


class Reveal(_Action):
    kind: Literal["reveal"] = "reveal"
    at: Pos  # a square of the face-down tile, next to the figure


class PickUp(_Action):
    kind: Literal["pick"] = "pick"


class DropItem(_Action):
    kind: Literal["drop"] = "drop"
    item: str


class Give(_Action):
    kind: Literal["give"] = "give"
    item: str
    hero: str


class Take(_Action):
    kind: Literal["take"] = "take"
    item: str
    hero: str


class UseItem(_Action):
    kind: Literal["use"] = "use"
    item: str


class OpenDoor(_Action):
    kind: Literal["open"] = "open"
    at: Pos


class EndTurn(_Action):
    kind: Literal["end"] = "end"


class MonsterMove(_Action):
    kind: Literal["mmove"] = "mmove"
    to: Pos


class MonsterAttack(_Action):
    kind: Literal["mattack"] = "mattack"
    target: Pos


class MonsterPass(_Action):
    kind: Literal["mpass"] = "mpass"


DarkTombAction = Annotated[
    Union[Move, UseCard, Attempt, Reveal, PickUp, DropItem, Give, Take, UseItem, OpenDoor, EndTurn,
          MonsterMove, MonsterAttack, MonsterPass],
    Field(discriminator="kind"),
]


# ---------------------------------------------------------------- views


class SquareView(Frozen):
    pos: Pos
    terrain: str  # legend character; "?" while its tile is face down


class HeroView(Frozen):
    id: str
    seat: Seat
    pos: Pos | None
    hp: int
    max_hp: int
    armour: int
    move: int
    attack: int
    items: tuple[str, ...]
    last_action: str | None
    shield: int
    stealth: bool


class FamiliarView(Frozen):
    id: str
    master: str
    pos: Pos | None
    hp: int
    feral: bool = False  # came back as a monster: gone for the rest of the stage (DT-FAM-4)


class MonsterView(Frozen):
    uid: str
    spec: str
    pos: Pos
    hp: int
    max_hp: int
    armour: int
    attack: int
    damage: int
    shape: Shape
    range: tuple[int, int]
    move: int


class DropView(Frozen):
    pos: Pos
    items: tuple[str, ...]


class CardView(Frozen):
    index: int
    spec: ActionSpec
    blocked: bool  # holds the action cube (DT-ACT-2)


class HandView(Frozen):
    """A seat's own sheet: its heroes' action cards and items (all public in the game, grouped here)."""

    heroes: tuple[str, ...]
    cards: dict[str, tuple[CardView, ...]]


class DarkTombView(Frozen):
    viewer: Seat | None
    stage: str
    attempt: int
    stages_won: tuple[str, ...]
    round: int
    rows: int
    cols: int
    squares: tuple[SquareView, ...]  # only squares inside tile slots
    hidden_slots: tuple[Pos, ...]  # top-left square of each face-down tile
    heroes: tuple[HeroView, ...]
    familiars: tuple[FamiliarView, ...]
    monsters: tuple[MonsterView, ...]
    cubes: tuple[Pos, ...]
    drops: tuple[DropView, ...]
    order: tuple[str, ...]
    initiative: dict[str, int]
    active: str | None  # hero id, familiar id or monster uid acting now
    phase: Phase
    mp_left: int
    acted: bool
    monster_seat: Seat | None
    monster_deck_size: int
    item_deck_size: int
    to_act: frozenset[Seat]
    finished: bool
    won: bool
    # Public bookkeeping a bot needs to rebuild a consistent state (all on the table or in the lobby):
    options: DarkTombOptions = Field(default_factory=DarkTombOptions)
    stage_order: tuple[str, ...] = ()
    retries_left: int = 0
    open_tiles: tuple[tuple[str, Pos, int], ...] = ()  # (tile, slot, rotation) of the revealed tiles
    spent: tuple[str, ...] = ()
    heroes_at_start: int = 1
    monster_count: int = 0
    moved: bool = False
    monster_queue: tuple[str, ...] = ()
    monster_index: int = 0
    monster_moved: bool = False
    hand: HandView | None = None
