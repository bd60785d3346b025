"""Data shapes of Catacombs Conquest: content, options, state, actions and views.

Rule ids (``CC-…``) refer to ``seeds/catacombs.md``.  Lengths are centimetres, angles degrees
counter-clockwise from the picture's right-hand side (0 = towards the Skull camp, 90 = up).  The
arena's origin is its bottom-left corner; ``y`` grows upwards.
"""

from __future__ import annotations

from enum import Enum
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from rules.core import Frozen, Rng, Seat

CardId = str
DiskId = str  # "S1" "S2" (Sword heroes), "K1" "K2" (Skull villains), "O1".."O5" obstacles, "P" projectile


class Side(str, Enum):
    SWORD = "sword"
    SKULL = "skull"


class DiskKind(str, Enum):
    CHARACTER = "character"
    OBSTACLE = "obstacle"
    WAVE = "wave"
    FIREBALL = "fireball"
    MISSILE = "missile"
    LONGBOW = "longbow"


class ShotKind(str, Enum):
    MOVE = "move"
    COMBAT = "combat"
    CRITICAL = "critical"
    MISSILE = "missile"
    FIREBALL = "fireball"
    LONGBOW = "longbow"
    WAVE = "wave"
    POWERFUL_WAVE = "powerful_wave"


class Ability(str, Enum):
    SURPRISE_ATTACK = "surprise_attack"
    STEAL = "steal"
    STUN = "stun"
    HEAL = "heal"
    DRAIN = "drain"
    RESET = "reset"
    DRAW = "draw"
    COMPANION_MOVE = "companion_move"


class Steadiness(str, Enum):
    NONE = "none"
    MILD = "mild"
    REALISTIC = "realistic"


class ArmourDefault(str, Enum):
    """What the bot answers for the defending team when its armour prompt times out (CC-ARM-4)."""

    DECLINE = "decline"
    SPEND = "spend"


class Deck(str, Enum):
    """Which balance tuning a game is set up with (CC-BAL-1): its card mix and, from the fourth, the Skull's
    head start at larger tables (CC-SET-5).  A game keeps the tuning it started with, so its log replays."""

    FIRST = "first"  # the decks as first reconstructed, dealt by every game started before the option existed
    SECOND = "second"  # retuned with the normal search bots in every seat
    THIRD = "third"  # retuned so that normal and strong search bots play an even game with two players
    FOURTH = "fourth"  # the third's cards; with four players the Skull starts a token short
    FIFTH = "fifth"  # the third's cards; with three or four players the Skull starts a token short (default)


# ---------------------------------------------------------------- content (data/catacombs)


class Content(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ShotSpec(Content):
    kind: ShotKind
    targeted: bool = False


class CardSpec(Content):
    id: CardId
    team: Side
    copies: Annotated[int, Field(ge=1, le=4)]
    card_class: str
    sign: str
    shots: tuple[ShotSpec, ...]
    ability: Ability | None = None
    amount: int = 0
    armour: bool = False
    provenance: str


class DiskSpec(Content):
    diameter_cm: Annotated[float, Field(gt=0, lt=10)]
    thickness_cm: Annotated[float, Field(gt=0, lt=3)]
    provenance: str


class PhysicsSpec(Content):
    """Every tunable number of the simulation (``data/catacombs/physics.json``)."""

    width_cm: float
    height_cm: float
    disks: dict[DiskKind, DiskSpec]
    wood_density_g_cm3: float
    table_friction_mu: float
    gravity_cm_s2: float
    damping_per_second: Annotated[float, Field(gt=0, le=1)]
    disk_elasticity: Annotated[float, Field(ge=0, le=1)]
    wall_elasticity: Annotated[float, Field(ge=0, le=1)]
    wall_bounce_min_speed_cm_s: Annotated[float, Field(ge=0)]
    wall_bounce_min_deg: Annotated[float, Field(ge=0, lt=90)]
    min_card_shot_power: Annotated[int, Field(ge=1, le=100)]
    disk_surface_friction: float
    full_power_speed_cm_s: float
    step_hz: int
    max_seconds: float
    rest_speed_cm_s: float
    record_every_steps: int
    projectile_gap_cm: float
    projectile_default_gap_cm: float
    separation_gap_cm: float
    start_corner_margin_cm: float
    obstacle_dx_cm: float
    obstacle_dy_cm: float


class SteadinessSpec(Content):
    """Standard deviations of the hand's error (CC-AIM-2): a base, plus a share that grows with the
    power (reached at power 100) and a share that grows with the distance to what is aimed at
    (reached at the arena's length).  Angles in degrees, power as a fraction of the power asked."""

    angle_base_deg: Annotated[float, Field(ge=0, le=45)]
    angle_power_deg: Annotated[float, Field(ge=0, le=45)]
    angle_distance_deg: Annotated[float, Field(ge=0, le=45)]
    power_base: Annotated[float, Field(ge=0, le=0.5)]
    power_power: Annotated[float, Field(ge=0, le=0.5)]
    power_distance: Annotated[float, Field(ge=0, le=0.5)]

    @property
    def exact(self) -> bool:
        return not any(self.model_dump().values())


# ---------------------------------------------------------------- options


OPTIONS_BEFORE_DECK = frozenset(
    {"starting_health", "draw_at_end", "exhaustion", "abilities", "armour", "steadiness", "armour_timeout"}
)


class CcOptions(BaseModel):
    """Lobby options; see seeds/catacombs.md CC-OPT-*."""

    model_config = ConfigDict(extra="forbid")
    starting_health: Annotated[int, Field(ge=3, le=11)] = 8
    draw_at_end: bool = False  # advanced rule: draw at the end of the turn (CC-ADV-1)
    exhaustion: bool = False  # advanced rule: lose a token each turn while the deck is empty (CC-ADV-2)
    abilities: bool = True  # variant "without abilities" when False (CC-VAR-1)
    armour: bool = True  # variant "without armour" when False (CC-VAR-2)
    steadiness: Steadiness = Steadiness.MILD  # seeded aim deviation (CC-AIM-2)
    armour_timeout: ArmourDefault = ArmourDefault.DECLINE
    deck: Deck = Deck.FIFTH  # balance tuning: card mix and the Skull's head start with 3 or 4 players (CC-BAL-1, CC-SET-5)

    @model_validator(mode="before")
    @classmethod
    def _older_record(cls, data: Any) -> Any:
        """A stored record that names every option older than ``deck`` but not ``deck`` was written
        before the option existed: its game dealt the first mix, and replays with it."""
        if isinstance(data, dict) and "deck" not in data and OPTIONS_BEFORE_DECK.issubset(data):
            return {**data, "deck": Deck.FIRST}
        return data


# ---------------------------------------------------------------- state (full, secret)


class Disk(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: DiskId
    kind: DiskKind
    x: float
    y: float


Phase = Literal["play", "stun", "target", "shot", "retry", "bonus", "armour", "surprise", "companion", "obstacle"]


class Strike(BaseModel):
    """Damage of one shot waiting for the bonus or armour decision (CC-DMG-*, CC-ARM-*)."""

    model_config = ConfigDict(extra="forbid")
    victims: list[DiskId]
    damage: int  # per victim
    bonus_card: CardId | None = None


class LastShot(BaseModel):
    """The last flick as launched (after deviation), so the picture and GIF can replay it (CC-PHY-5)."""

    model_config = ConfigDict(extra="forbid")
    disks: list[Disk]  # layout at launch, projectile included
    disk: DiskId
    vx: float
    vy: float
    wounds: dict[DiskId, int] = Field(default_factory=dict)  # health each struck pawn cost its team (CC-DMG-5)
    # Where each disk that moved went, as the simulation recorded it (at most SHOT_FRAMES positions, the
    # last where it stopped): the pictures draw the shot from these instead of simulating it again.
    paths: dict[DiskId, list[tuple[float, float]]] = Field(default_factory=dict)


class CcState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    schema_version: int = 1
    options: CcOptions
    rng: Rng
    seats: list[Side]  # seat -> team
    controllers: dict[DiskId, Seat]  # character disk -> seat that flicks it
    order: list[DiskId]  # the four characters in turn order (CC-TURN-1)
    turn_index: int = 0  # index into ``order``
    turn: int = 1
    disks: list[Disk]
    health: dict[Side, int]
    bank: int
    draw: dict[Side, list[CardId]]  # top is index 0
    discard: dict[Side, list[CardId]]
    hands: list[list[CardId]]  # per seat
    armour: dict[Side, list[CardId]]  # kept face up (CC-ARM-1)
    phase: Phase = "play"
    card: CardId | None = None  # card being resolved
    shots: list[ShotKind] = Field(default_factory=list)  # remaining shots of the card, current first
    targeted: list[bool] = Field(default_factory=list)  # parallel to ``shots``
    target: DiskId | None = None  # named enemy of the current targeted shot (CC-TGT-1)
    steal_armed: bool = False  # Marauder: the next token the enemy loses comes to us (CC-ABL-2)
    strike: Strike | None = None
    stunned: dict[Side, bool] = Field(default_factory=lambda: {Side.SWORD: False, Side.SKULL: False})
    last_shot: LastShot | None = None
    finished: bool = False
    end_reason: str | None = None
    conceded: Seat | None = None  # the seat whose player left, ending the game (CC-END-5)
    tick: int = 0


# ---------------------------------------------------------------- actions


class _Action(Frozen):
    pass


class Play(_Action):
    kind: Literal["play"] = "play"
    card: CardId


class Discard(_Action):
    """Discard a card: the stunned player's forfeit, or the powerful-wave bonus (CC-ABL-3, CC-SHOT-8)."""

    kind: Literal["discard"] = "discard"
    card: CardId


class Target(_Action):
    kind: Literal["target"] = "target"
    disk: DiskId


class Flick(_Action):
    """One flick: ``origin`` picks the disk (an obstacle, or the longbow's character), aim is an
    angle or a disk plus an angular offset, power 0–100 (CC-AIM-1).  A ranged shot may say where
    its projectile is laid: ``place`` degrees round the shooter from the aim line (+ = to the
    left), ``gap`` centimetres from the shooter's edge; without them it goes on the aim line as
    before (CC-SHOT-5)."""

    kind: Literal["flick"] = "flick"
    origin: DiskId | None = None
    angle: float | None = None
    at: DiskId | None = None
    offset: Annotated[float, Field(ge=-90, le=90)] = 0.0
    power: Annotated[int, Field(ge=0, le=100)]
    place: Annotated[float, Field(ge=-180, le=180)] | None = None
    gap: Annotated[float, Field(ge=0, le=9.9)] | None = None

    @field_validator("angle")
    @classmethod
    def _tenth_of_degree(cls, angle: float | None) -> float | None:
        """Angles are kept to a tenth of a degree in [0, 360) so notation round-trips exactly."""
        return None if angle is None else round(angle % 360, 1) % 360

    @model_validator(mode="before")
    @classmethod
    def _gap_needs_place(cls, data: Any) -> Any:
        """A gap alone means on the aim line, written ``~+0:<gap>``; one form, so notation round-trips."""
        if isinstance(data, dict) and data.get("gap") is not None and data.get("place") is None:
            return {**data, "place": 0.0}
        return data

    @field_validator("offset", "place", "gap")
    @classmethod
    def _tenth(cls, value: float | None) -> float | None:
        return None if value is None else round(value, 1) + 0.0  # + 0.0: no "-0" in notation


class SpendArmour(_Action):
    kind: Literal["armour"] = "armour"
    card: CardId


class Skip(_Action):
    """Decline an optional step: a targeted retry, the wave bonus, armour, a surprise attack."""

    kind: Literal["skip"] = "skip"


class Concede(_Action):
    """The acting seat's player leaves a two-player game: the other team wins (CC-END-5); never a legal move."""

    kind: Literal["concede"] = "concede"


CcAction = Annotated[Union[Play, Discard, Target, Flick, SpendArmour, Skip, Concede], Field(discriminator="kind")]


# ---------------------------------------------------------------- views


class DiskView(Frozen):
    id: DiskId
    kind: DiskKind
    x: float
    y: float
    radius: float
    side: Side | None = None  # characters only


class CharacterView(Frozen):
    disk: DiskId
    side: Side
    seat: Seat


class SeatView(Frozen):
    seat: Seat
    side: Side
    hand_size: int
    score: int  # the team's health, so the bot's score lines read naturally


class CcView(Frozen):
    """Public view (``viewer`` None) or one seat's view (adds ``hand``)."""

    viewer: Seat | None
    turn: int
    width_cm: float
    height_cm: float
    disks: tuple[DiskView, ...]
    characters: tuple[CharacterView, ...]
    order: tuple[DiskId, ...]
    active_disk: DiskId | None
    active_seat: Seat | None
    to_act: frozenset[Seat]
    phase: Phase
    card: CardId | None
    shots: tuple[ShotKind, ...]
    targeted: tuple[bool, ...]
    target: DiskId | None
    strike: Strike | None
    health: dict[Side, int]
    team_scores: dict[str, int]
    bank: int
    draw_sizes: dict[Side, int]
    discard_sizes: dict[Side, int]
    discard_tops: dict[Side, CardId | None]
    armour: dict[Side, tuple[CardId, ...]]
    stunned: dict[Side, bool]
    seats: tuple[SeatView, ...]
    last_shot: LastShot | None
    options: CcOptions
    pending_default: str | None = None  # notation the bot plays if the armour prompt times out
    finished: bool
    end_reason: str | None
    hand: tuple[CardId, ...] | None = None
