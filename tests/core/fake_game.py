"""A tiny race game implementing :class:`rules.core.GameRules`: a test double for the platform.

It exercises what the service relies on (roles, options, seeded randomness, hands, turns, an end)
without depending on a real game.  Each turn a player may ``add N`` (1–3) to their score as often
as they like, ``draw`` a card (hand changes), then ``end`` their turn.  Reaching the target wins.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from enum import Enum
from typing import Annotated, Any, ClassVar, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from rules.core import (
    Event,
    Frozen,
    GameInfo,
    GameOver,
    IllegalAction,
    NotYourTurn,
    Result,
    RoleChoice,
    Rng,
    Seat,
    Transition,
)

COLOURS = ("red", "blue", "green")


class Pace(str, Enum):
    PLAIN = "plain"
    DOUBLE = "double"


class FakeOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")
    target: Annotated[int, Field(ge=5, le=50)] = 10
    pace: Pace = Pace.PLAIN
    open_hands: bool = False


class FakeState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    schema_version: int = 1
    options: FakeOptions
    rng: Rng
    colours: list[str]
    scores: list[int]
    hands: list[list[int]]
    turn_seat: int = 0
    turn: int = 1
    finished: bool = False


class Add(Frozen):
    kind: Literal["add"] = "add"
    amount: Annotated[int, Field(ge=1, le=3)]


class Draw(Frozen):
    kind: Literal["draw"] = "draw"


class End(Frozen):
    kind: Literal["end"] = "end"


FakeAction = Annotated[Union[Add, Draw, End], Field(discriminator="kind")]
_ACTION = TypeAdapter(FakeAction)


class FakeView(Frozen):
    viewer: Seat | None
    scores: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    turn_seat: Seat
    hand: tuple[int, ...] | None = None


class FakeGame:
    info: ClassVar[GameInfo] = GameInfo(
        id="fake", name_key="game.fake", min_players=2, max_players=3, cooperative=False, hidden_information=True
    )
    options_model: ClassVar[type[BaseModel]] = FakeOptions
    state_model: ClassVar[type[BaseModel]] = FakeState
    schema_version: ClassVar[int] = 1
    revealing_events: ClassVar[frozenset[str]] = frozenset()  # its only secret is a hand, drawn privately

    def roles(self, n_players: int) -> list[RoleChoice]:
        return [RoleChoice(id=c, name_key=f"role.fake.{c}") for c in COLOURS[:n_players]]

    def check_roles(self, roles: Sequence[str | None]) -> None:
        if None in roles or len(set(roles)) != len(roles):
            raise IllegalAction("error.fake.roles")

    def setup(self, roles: Sequence[str | None], options: BaseModel, seed: int) -> FakeState:
        assert isinstance(options, FakeOptions)
        rng = Rng(seed=seed)
        hands = [[rng.randint(1, 9) for _ in range(2)] for _ in roles]
        return FakeState(
            options=options, rng=rng, colours=[str(r) for r in roles], scores=[0] * len(roles), hands=hands
        )

    def parse_action(self, notation: str) -> Add | Draw | End:
        word, _, rest = notation.strip().partition(" ")
        try:
            return _ACTION.validate_python({"kind": word, **({"amount": rest} if rest else {})})
        except ValueError:
            raise IllegalAction("error.fake.notation", notation=notation) from None

    def notation(self, action: Add | Draw | End) -> str:
        return f"add {action.amount}" if isinstance(action, Add) else action.kind

    def to_act(self, state: FakeState) -> frozenset[Seat]:
        return frozenset() if state.finished else frozenset({state.turn_seat})

    def legal_actions(self, state: FakeState, seat: Seat) -> list[Add | Draw | End]:
        if seat not in self.to_act(state):
            return []
        return [Add(amount=1), Add(amount=2), Add(amount=3), Draw(), End()]

    def apply(self, state: FakeState, seat: Seat, action: Add | Draw | End) -> Transition[FakeState]:
        if state.finished:
            raise GameOver()
        if seat != state.turn_seat:
            raise NotYourTurn(seat=state.turn_seat)
        new = FakeState.model_validate_json(state.model_dump_json())
        if isinstance(action, Add):
            gain = action.amount * (2 if new.options.pace is Pace.DOUBLE else 1)
            new.scores[seat] += gain
            new.finished = new.scores[seat] >= new.options.target
            return Transition(state=new, events=(Event(kind="add", params={"seat": seat, "amount": gain}),))
        if isinstance(action, Draw):
            card = new.rng.randint(1, 9)
            new.hands[seat].append(card)
            public = Event(kind="draw", params={"seat": seat})
            private = Event(kind="drew", params={"card": card}, to=frozenset({seat}))
            return Transition(state=new, events=(public, private))
        new.turn_seat = (seat + 1) % len(new.scores)
        new.turn += 1
        return Transition(state=new, events=(Event(kind="end", params={"seat": seat}),))

    def view(self, state: FakeState, seat: Seat | None) -> FakeView:
        return FakeView(
            viewer=seat,
            scores=tuple(state.scores),
            hand_sizes=tuple(len(h) for h in state.hands),
            turn_seat=state.turn_seat,
            hand=None if seat is None else tuple(state.hands[seat]),
        )

    def result(self, state: FakeState) -> Result | None:
        if not state.finished:
            return None
        best = max(state.scores)
        winners = frozenset(s for s, v in enumerate(state.scores) if v == best)
        return Result(winners=winners, scores=dict(enumerate(state.scores)))

    def turn_number(self, state: FakeState) -> int:
        return state.turn

    def describe_action(self, state: FakeState, seat: Seat, action: Add | Draw | End) -> tuple[str, dict[str, Any]]:
        return f"action.fake.{action.kind}", {}

    def playout_action(self, state: FakeState, seat: Seat, rnd: random.Random) -> Add | Draw | End:
        options: list[Add | Draw | End] = [Add(amount=rnd.randint(1, 3)), Draw(), End()]
        return rnd.choice(options)

    def default_action(self, state: FakeState, seat: Seat) -> Add | Draw | End:
        """On timeout: the first legal move (``add 1``), which the clock tests expect."""
        return self.legal_actions(state, seat)[0]


FAKE = FakeGame()
