"""Lara Croft Tomb Raider – The Angel of Darkness (2003), as a :class:`rules.core.GameRules`.

Scope: the full competitive game for 2–4 players.  Component contents are reconstructed and every
ruling on an unclear rule is listed with its id in ``seeds/aod.md``; rule modules cite those ids.
Modules: ``content`` (data files), ``setup``, ``seats`` (cast, order, teams), ``board`` (geometry),
``cards``, ``counters`` (discovery, police, carrying, score), ``turn`` (turn flow, knock-out, bomb,
collapse), ``queries`` (what a figure can do), ``actions`` (one handler per action), ``legal``,
``notation``, ``view``, ``describe``, ``playout``; ``working`` keeps ``apply`` copy-on-write.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from rules.aod import board, cards, seats
from rules.aod.actions import PENDING_HANDLERS, TURN_HANDLERS, Handler
from rules.aod.content import content
from rules.aod.counters import unit_score
from rules.aod.describe import describe, forfeit
from rules.aod.legal import has_more_to_do, legal_actions
from rules.aod.model import AodAction, AodOptions, AodState, AodView, Concede, Ditch, EndTurn
from rules.aod.notation import notation, parse_action
from rules.aod.playout import choose_action
from rules.aod.setup import new_state
from rules.aod.turn import active_seat, end_turn
from rules.aod.view import build_view
from rules.aod.working import working_copy
from rules.core import (
    Event,
    GameInfo,
    GameOver,
    IllegalAction,
    NotYourTurn,
    Result,
    RoleChoice,
    Seat,
    Transition,
)

class AodGame:
    info: ClassVar[GameInfo] = GameInfo(
        id="aod",
        name_key="game.aod.name",
        min_players=2,
        max_players=4,
        cooperative=False,
        hidden_information=True,
        rules_topics=("setup", "turn", "energy", "shooting", "counters", "bomb", "scoring"),
        quiet_kinds=frozenset({"end_turn"}),
    )
    options_model: ClassVar[type[AodOptions]] = AodOptions
    state_model: ClassVar[type[AodState]] = AodState
    schema_version: ClassVar[int] = 1
    revealing_events: ClassVar[frozenset[str]] = frozenset({"opened", "discovered", "object_revealed"})

    def __init__(self) -> None:
        content()  # validate the data files when the game is registered, not mid-game (AOD-DATA-*)

    # ------------------------------------------------------------ lobby and setup (AOD-SET-*)

    def roles(self, n_players: int) -> list[RoleChoice]:
        if n_players not in seats.CAST:
            return []
        return [RoleChoice(id=c.value, name_key=f"character.{c.value}") for c in seats.CAST[n_players]]

    def check_roles(self, roles: Sequence[str | None]) -> None:
        seats.resolve_roles(roles)

    def setup(self, roles: Sequence[str | None], options: Any, seed: int) -> AodState:
        opts = options if isinstance(options, AodOptions) else AodOptions.model_validate(options or {})
        return new_state(seats.resolve_roles(roles), opts, seed)

    # ------------------------------------------------------------ actions

    def parse_action(self, text: str) -> AodAction:
        return parse_action(text)

    def notation(self, action: AodAction) -> str:
        return notation(action)

    def to_act(self, state: AodState) -> frozenset[Seat]:
        if state.finished:
            return frozenset()
        if state.pending is not None:
            return frozenset({state.pending.seat})
        return frozenset({active_seat(state)})

    def legal_actions(self, state: AodState, seat: Seat) -> list[AodAction]:
        return legal_actions(state, seat)

    def apply(self, state: AodState, seat: Seat, action: AodAction) -> Transition[AodState]:
        handler = self._handler_for(state, seat, action)
        s = working_copy(state)
        s.tick += 1
        events: list[Event] = []
        handler(s, seat, action, events)
        if not s.finished and s.pending is None and not has_more_to_do(s, active_seat(s)):
            end_turn(s, events)  # AOD-TURN-4
        return Transition.model_construct(state=s, events=tuple(events))

    def _handler_for(self, state: AodState, seat: Seat, action: AodAction) -> Handler:
        """Who may act and with what, checked before any copy is made (AOD-PEND-1)."""
        if state.finished:
            raise GameOver()
        if isinstance(action, Concede):
            if self.concession(state, seat) is None:
                raise IllegalAction("error.aod.no_concession")
            return concede  # out of turn too: a player may leave at any moment (AOD-END-4)
        if state.pending is not None:
            if seat != state.pending.seat:
                raise NotYourTurn(seat=state.pending.seat)
            kind, handler = PENDING_HANDLERS[state.pending.kind]
            if action.kind != kind:
                raise IllegalAction(f"error.aod.pending_{state.pending.kind}", count=state.pending.count)
            return handler
        if action.kind not in TURN_HANDLERS:
            raise IllegalAction("error.aod.nothing_pending")
        if seat != active_seat(state):
            raise NotYourTurn(seat=active_seat(state))
        return TURN_HANDLERS[action.kind]

    # ------------------------------------------------------------ reading the state

    def view(self, state: AodState, seat: Seat | None) -> AodView:
        return build_view(state, seat, self.to_act(state))

    def concession(self, state: AodState, seat: Seat) -> Concede | None:
        """Two players: the one who leaves concedes and the other wins; with three or four a bot takes the
        seat, so the others' game (and a team mate's) goes on (AOD-END-4)."""
        return Concede() if len(state.seats) == 2 and not state.finished else None

    def result(self, state: AodState) -> Result | None:
        if not state.finished:
            return None
        scores = {unit: unit_score(state, unit) for unit in seats.units(state)}
        if state.conceded is not None:
            winner = 1 - state.conceded  # only a two-player game ends by concession
            return Result(
                winners=frozenset({winner}),
                scores={seat: scores[seats.unit_of(state, seat)] for seat in range(len(state.seats))},
                summary_key="result.aod.conceded",
                summary_params={"seat": winner, "character": state.seats[winner], "loser_seat": state.conceded},
            )
        best = max(scores.values())
        tied = [u for u, points in scores.items() if points == best]
        winners = _last_to_reach(state, tied, best)
        key, params = _summary(state, winners, best)
        return Result(
            winners=frozenset(seat for u in winners for seat in seats.seats_of_unit(state, u)),
            scores={seat: scores[seats.unit_of(state, seat)] for seat in range(len(state.seats))},
            summary_key=key,
            summary_params=params,
        )

    def turn_number(self, state: AodState) -> int:
        return state.turn

    def cell_label(self, pos: Any) -> str:
        """Cells in texts as on the board's edges; the start tile off the grid is ``START``."""
        return board.cell_label(pos)

    def describe_action(self, state: AodState, seat: Seat, action: AodAction) -> tuple[str, dict[str, Any]]:
        return describe(state, seat, action)

    def forfeit(self, state: AodState, seat: Seat, action: AodAction) -> tuple[str, dict[str, Any]] | None:
        return forfeit(state, seat, action)

    def playout_action(self, state: AodState, seat: Seat, rnd: random.Random) -> AodAction:
        return choose_action(state, seat, rnd)

    def default_action(self, state: AodState, seat: Seat) -> AodAction:
        """On timeout: ditch the lowest cards, orient as printed, first start cell, else end the turn."""
        legal = legal_actions(state, seat)
        ditches = [a for a in legal if isinstance(a, Ditch)]
        if ditches:
            return min(ditches, key=lambda a: (sum(cards.value(c) for c in a.cards), a.cards))
        return next((a for a in legal if isinstance(a, EndTurn)), legal[0])


def concede(s: AodState, seat: Seat, action: Concede, events: list[Event]) -> None:
    s.finished = True
    s.conceded = seat
    s.pending = None
    events.append(Event(kind="conceded", params={"seat": seat}))


def _last_to_reach(state: AodState, tied: list[str], points: int) -> list[str]:
    """Tie-break: the unit whose score became the tied total last wins (AOD-END-2)."""
    if len(tied) == 1:
        return tied
    reached = {u: max((m.tick for m in state.marks if m.unit == u and m.points == points), default=-1) for u in tied}
    latest = max(reached.values())
    return [u for u in tied if reached[u] == latest]


def _summary(state: AodState, winners: list[str], points: int) -> tuple[str, dict[str, Any]]:
    if len(winners) > 1:
        return "result.aod.draw", {"points": points}
    first = seats.seats_of_unit(state, winners[0])[0]
    if seats.is_team_game(state):
        return "result.aod.team_win", {"side": seats.side_of(state, first), "points": points}
    return "result.aod.solo_win", {"seat": first, "character": state.seats[first], "points": points}


AOD = AodGame()
