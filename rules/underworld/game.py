"""Tomb Raider Underworld (Tilsit, 2009), as a :class:`rules.core.GameRules`.

Scope: rulebook 003 in full, cooperative with an optional competitive scoring, 1–4 players.  Every
ruling and reconstruction has an id in ``seeds/underworld.md``; modules cite those ids.
Modules: ``content`` (data checks), ``supplies`` (cards, counters, payments), ``effects`` (the effect
queue engine), ``contributions`` (obstacle prices), ``flow`` (setup, turns, region changes),
``actions`` (one handler per action), ``legal``, ``notation``, ``view``, ``describe``, ``playout``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from rules.core import GameInfo, GameOver, IllegalAction, NotYourTurn, Result, RoleChoice, Seat, Transition
from rules.underworld.actions import PENDING_HANDLERS, TURN_HANDLERS, Handler
from rules.underworld.content import content
from rules.underworld.describe import describe, forfeit
from rules.underworld.flow import new_game, settle_queue
from rules.underworld.legal import legal_actions, to_act
from rules.underworld.model import Counter, Scoring, UwAction, UwOptions, UwState, UwView
from rules.underworld.notation import notation, parse_action
from rules.underworld.playout import choose_action
from rules.underworld.view import build_view
from rules.underworld.working import working_copy

MIN_PLAYERS, MAX_PLAYERS = 1, 4


class UnderworldGame:
    info: ClassVar[GameInfo] = GameInfo(
        id="underworld",
        name_key="game.underworld.name",
        min_players=MIN_PLAYERS,
        max_players=MAX_PLAYERS,
        cooperative=True,
        hidden_information=True,
        rules_topics=("goal", "turn", "spaces", "obstacles", "enemies", "regions", "end"),
        quiet_kinds=frozenset({"pass"}),
    )
    options_model: ClassVar[type[UwOptions]] = UwOptions
    state_model: ClassVar[type[UwState]] = UwState
    schema_version: ClassVar[int] = 1
    revealing_events: ClassVar[frozenset[str]] = frozenset(
        {"enemy_revealed", "top_revealed", "object_found", "thor_found"}
    )

    def roles(self, n_players: int) -> list[RoleChoice]:
        return []  # everybody plays Lara (UW-SET-1)

    def check_roles(self, roles: Sequence[str | None]) -> None:
        if not MIN_PLAYERS <= len(roles) <= MAX_PLAYERS:
            raise IllegalAction("error.underworld.player_count", minimum=MIN_PLAYERS, maximum=MAX_PLAYERS,
                                count=len(roles))

    def setup(self, roles: Sequence[str | None], options: Any, seed: int) -> UwState:
        self.check_roles(roles)
        opts = options if isinstance(options, UwOptions) else UwOptions.model_validate(options or {})
        return new_game(len(roles), opts, seed)

    def parse_action(self, text: str) -> UwAction:
        return parse_action(text)

    def notation(self, action: UwAction) -> str:
        return notation(action)

    def to_act(self, state: UwState) -> frozenset[Seat]:
        return to_act(state)

    def legal_actions(self, state: UwState, seat: Seat) -> list[UwAction]:
        return legal_actions(state, seat)

    def apply(self, state: UwState, seat: Seat, action: UwAction) -> Transition[UwState]:
        handler = _handler_for(state, seat, action)
        s = working_copy(state)
        events: list[Any] = []
        handler(s, seat, action, events)
        settle_queue(s, events)
        return Transition.model_construct(state=s, events=tuple(events))

    def view(self, state: UwState, seat: Seat | None) -> UwView:
        return build_view(state, seat, to_act(state))

    def result(self, state: UwState) -> Result | None:
        if not state.finished:
            return None
        vp = {seat: state.counters[seat][Counter.VP] for seat in range(state.players)}
        if not state.won:
            return Result(winners=frozenset(), scores=vp, summary_key=f"result.underworld.lost_{state.loss}")
        if state.options.scoring is Scoring.COOPERATIVE:
            return Result(winners=frozenset(range(state.players)), scores=vp, summary_key="result.underworld.won",
                          summary_params={"cost": state.jormungandr_cost})
        standing = {seat: points for seat, points in vp.items() if not state.eliminated[seat]}
        best = max(standing.values())
        winners = frozenset(seat for seat, points in standing.items() if points == best)  # UW-END-5
        key = "result.underworld.won_by" if len(winners) == 1 else "result.underworld.won_tied"
        return Result(winners=winners, scores=vp, summary_key=key,
                      summary_params={"seat": min(winners), "points": best, "cost": state.jormungandr_cost})

    def turn_number(self, state: UwState) -> int:
        return state.turn

    def describe_action(self, state: UwState, seat: Seat, action: UwAction) -> tuple[str, dict[str, Any]]:
        return describe(state, seat, action)

    def forfeit(self, state: UwState, seat: Seat, action: UwAction) -> tuple[str, dict[str, Any]] | None:
        return forfeit(state, seat, action)

    def playout_action(self, state: UwState, seat: Seat, rnd: random.Random) -> UwAction:
        return choose_action(state, seat, rnd)

    def default_action(self, state: UwState, seat: Seat) -> UwAction:
        """On timeout: pass or decline a request, settle one's own, else draw and end the turn."""
        legal = legal_actions(state, seat)
        for kind in DEFAULT_PREFERENCE:
            chosen = next((action for action in legal if action.kind == kind), None)
            if chosen is not None:
                return chosen
        return legal[0]


DEFAULT_PREFERENCE = ("pass", "decline", "settle", "draw")
"""Timeout choices, safest first: leave a contribution to the others, refuse a cost, end the turn."""


def _handler_for(state: UwState, seat: Seat, action: UwAction) -> Handler:
    """Who may act and with what, checked before any copy is made (UW-PEND-1)."""
    if state.finished:
        raise GameOver()
    if seat not in to_act(state):
        raise NotYourTurn(seat=state.pending.seat if state.pending else state.active)
    if state.pending is not None:
        handlers = PENDING_HANDLERS[state.pending.kind]
        if action.kind not in handlers:
            raise IllegalAction(f"error.underworld.pending_{state.pending.kind}", count=state.pending.count)
        return handlers[action.kind]
    if action.kind not in TURN_HANDLERS:
        raise IllegalAction("error.underworld.nothing_pending")
    return TURN_HANDLERS[action.kind]


UNDERWORLD = UnderworldGame()
content()  # validate the data at import (UW-DATA-5)
