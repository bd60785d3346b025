"""Lobby roles, seating and a new game (CC-SET-*).

Roles name a team's character: ``sword_1 sword_2 skull_1 skull_2``; with two players each picks a
whole team (``sword`` / ``skull``).  A player alone in a team runs both of its characters and, with
three players, starts with eight cards (CC-SET-4).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.catacombs.arena import CHARACTERS, starting_layout
from rules.catacombs.content import TOTAL_TOKENS, content
from rules.catacombs.model import CcOptions, CcState, Side
from rules.core import IllegalAction, RoleChoice, Rng, Seat

TEAM_ROLES = ("sword", "skull")
CHARACTER_ROLES = ("sword_1", "skull_1", "sword_2", "skull_2")
HAND_SIZE = 4
LONE_HAND_SIZE = 8


def roles(n_players: int) -> list[RoleChoice]:
    ids = TEAM_ROLES if n_players == 2 else CHARACTER_ROLES if n_players in (3, 4) else ()
    return [RoleChoice(id=r, name_key=f"role.catacombs.{r}") for r in ids]


def resolve(picks: Sequence[str | None]) -> dict[str, Seat]:
    """Character disk -> controlling seat; free picks (None) take the first open role in order."""
    offered = [r.id for r in roles(len(picks))]
    if not offered:
        raise IllegalAction("error.catacombs.players", low=2, high=4)
    taken = [p for p in picks if p is not None]
    if any(p not in offered for p in taken) or len(set(taken)) != len(taken):
        raise IllegalAction("error.catacombs.bad_roles")
    free = iter(r for r in offered if r not in taken)
    chosen = [p if p is not None else next(free) for p in picks]
    controllers: dict[str, Seat] = {}
    for seat, role in enumerate(chosen):
        side = Side(role.split("_")[0])
        disks = CHARACTERS[side] if "_" not in role else (CHARACTERS[side][int(role[-1]) - 1],)
        controllers.update({d: seat for d in disks})
    for side in Side:
        seats = {controllers[d] for d in CHARACTERS[side] if d in controllers}
        if not seats:
            raise IllegalAction("error.catacombs.team_empty", side=side)
        if len(seats) == 1:  # a lone player runs both characters of the team
            controllers.update({d: next(iter(seats)) for d in CHARACTERS[side]})
    return controllers


def new_state(controllers: dict[str, Seat], options: CcOptions, seed: int) -> CcState:
    rng = Rng(seed=seed)
    n_seats = max(controllers.values()) + 1
    seats = [Side.SWORD] * n_seats
    for disk, seat in controllers.items():
        seats[seat] = Side.SWORD if disk in CHARACTERS[Side.SWORD] else Side.SKULL
    first = rng.choice([Side.SWORD, Side.SKULL])  # CC-TURN-1: the first team is drawn at random
    second = Side.SKULL if first is Side.SWORD else Side.SWORD
    order = [CHARACTERS[first][0], CHARACTERS[second][0], CHARACTERS[first][1], CHARACTERS[second][1]]
    draw = {side: rng.shuffled(content().deck(side, options.deck)) for side in Side}
    hands: list[list[str]] = [[] for _ in seats]
    early = 1 if options.draw_at_end else 0  # CC-ADV-1: one card fewer at the start
    for seat, side in enumerate(seats):
        lone = n_seats == 3 and seats.count(side) == 1
        for _ in range((LONE_HAND_SIZE if lone else HAND_SIZE) - early):
            hands[seat].append(draw[side].pop(0))
    h = options.starting_health
    short = content().skull_short[options.deck].get(n_seats, 0)  # CC-SET-5: the token stays in the bank
    return CcState(
        options=options,
        rng=rng,
        seats=seats,
        controllers=dict(sorted(controllers.items())),
        order=order,
        disks=starting_layout(),
        health={Side.SWORD: h, Side.SKULL: h - short},
        bank=TOTAL_TOKENS - 2 * h + short,
        draw=draw,
        discard={side: [] for side in Side},
        hands=hands,
        armour={side: [] for side in Side},
    )
