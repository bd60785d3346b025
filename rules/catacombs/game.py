"""Catacombs Conquest (Elzra), as a :class:`rules.core.GameRules`.

Scope: rulebook 004 in full, 2–4 players in two teams, flicks simulated by pymunk.  Unknown
components are reconstructed and every ruling is listed with its id in ``seeds/catacombs.md``.
Modules: ``content`` (data files), ``setup`` (roles, seating), ``arena`` (geometry, aim, hand
steadiness), ``physics`` (pymunk), ``shots`` (flick → contacts → victims), ``flow`` (turn and
handlers), ``tokens`` (health, cards, end), ``legal``, ``notation``, ``view``, ``describe``, ``playout``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from rules.catacombs import setup as seating
from rules.catacombs.content import content
from rules.catacombs.describe import describe
from rules.catacombs.flow import HANDLERS, acting_seats, begin_turn
from rules.catacombs.legal import legal_actions
from rules.catacombs.model import CcAction, CcOptions, CcState, CcView, Concede, Flick, Side, Skip
from rules.catacombs.notation import notation, parse_action
from rules.catacombs.playout import choose_action
from rules.catacombs.tokens import cards_in_hand, team_seats, working_copy
from rules.catacombs.view import build_view
from rules.core import Event, GameInfo, GameOver, IllegalAction, NotYourTurn, Result, RoleChoice, Seat, Transition


class CatacombsGame:
    info: ClassVar[GameInfo] = GameInfo(
        id="catacombs",
        name_key="game.catacombs.name",
        min_players=2,
        max_players=4,
        cooperative=False,
        hidden_information=True,
        rules_topics=("setup", "turn", "shots", "damage", "armour", "abilities", "end"),
    )
    options_model: ClassVar[type[CcOptions]] = CcOptions
    state_model: ClassVar[type[CcState]] = CcState
    schema_version: ClassVar[int] = 1
    revealing_events: ClassVar[frozenset[str]] = frozenset()  # the only secrets are hands: draws are private events

    def __init__(self) -> None:
        content()  # validate the data files when the game is registered (CC-DATA-*)

    def roles(self, n_players: int) -> list[RoleChoice]:
        return seating.roles(n_players)

    def check_roles(self, roles: Sequence[str | None]) -> None:
        seating.resolve(roles)

    def setup(self, roles: Sequence[str | None], options: Any, seed: int) -> CcState:
        opts = options if isinstance(options, CcOptions) else CcOptions.model_validate(options or {})
        state = seating.new_state(seating.resolve(roles), opts, seed)
        begin_turn(state, [])
        return state

    def parse_action(self, text: str) -> CcAction:
        return parse_action(text)

    def notation(self, action: CcAction) -> str:
        return notation(action)

    def to_act(self, state: CcState) -> frozenset[Seat]:
        return acting_seats(state)

    def legal_actions(self, state: CcState, seat: Seat) -> list[CcAction]:
        return legal_actions(state, seat, acting_seats(state))

    def apply(self, state: CcState, seat: Seat, action: CcAction) -> Transition[CcState]:
        if state.finished:
            raise GameOver()
        acting = acting_seats(state)
        if isinstance(action, Concede):  # out of turn too: a player may leave at any moment (CC-END-5)
            if self.concession(state, seat) is None:
                raise IllegalAction("error.catacombs.no_concession")
        elif seat not in acting:
            raise NotYourTurn(seat=min(acting))
        s = working_copy(state)
        s.tick += 1
        events: list[Event] = []
        if isinstance(action, Concede):
            s.finished, s.end_reason, s.conceded = True, "conceded", seat
            events.append(Event(kind="conceded", params={"seat": seat}))
        else:
            HANDLERS[action.kind](s, seat, action, events)
        return Transition.model_construct(state=s, events=tuple(events))

    def concession(self, state: CcState, seat: Seat) -> Concede | None:
        """Two players (a team each): the one who leaves concedes and the other wins; with three or four a
        bot takes the seat, so a team mate keeps a partner and the others play on (CC-END-5)."""
        return Concede() if len(state.seats) == 2 and not state.finished else None

    def view(self, state: CcState, seat: Seat | None) -> CcView:
        return build_view(state, seat, acting_seats(state))

    def result(self, state: CcState) -> Result | None:
        """Most health wins; a tie goes to the team with more cards in hand (CC-END-4)."""
        if not state.finished:
            return None
        scores = {seat: state.health[side] for seat, side in enumerate(state.seats)}
        if state.conceded is not None:
            side = state.seats[1 - state.conceded]  # only a two-player game ends by concession
            return Result(winners=frozenset(team_seats(state, side)), scores=scores, summary_key="result.catacombs.conceded",
                          summary_params={"side": side, "loser_seat": state.conceded})
        ranking = {side: (state.health[side], cards_in_hand(state, side)) for side in Side}
        best = max(ranking.values())
        winners = [side for side, rank in ranking.items() if rank == best]
        if len(winners) == 2:
            return Result(winners=frozenset(range(len(state.seats))), scores=scores, summary_key="result.catacombs.draw",
                          summary_params={"health": best[0]})
        side = winners[0]
        tie_break = ranking[Side.SWORD][0] == ranking[Side.SKULL][0]
        return Result(
            winners=frozenset(team_seats(state, side)),
            scores=scores,
            summary_key="result.catacombs.cards_win" if tie_break else "result.catacombs.win",
            summary_params={"side": side, "health": state.health[side], "in_hand": best[1]},
        )

    def turn_number(self, state: CcState) -> int:
        return state.turn

    def describe_action(self, state: CcState, seat: Seat, action: CcAction) -> tuple[str, dict[str, Any]]:
        return describe(state, seat, action)

    def playout_action(self, state: CcState, seat: Seat, rnd: random.Random) -> CcAction:
        return choose_action(state, seat, rnd)

    def default_action(self, state: CcState, seat: Seat) -> CcAction:
        """On timeout: the prompt's own default, else skip, else the gentlest flick, else the first choice."""
        pending = self.view(state, seat).pending_default
        if pending is not None:
            return parse_action(pending)
        legal = self.legal_actions(state, seat)
        skip = next((action for action in legal if isinstance(action, Skip)), None)
        if skip is not None:
            return skip
        flicks = [action for action in legal if isinstance(action, Flick)]
        if flicks:
            return min(flicks, key=lambda flick: flick.power)
        return legal[0]


CATACOMBS = CatacombsGame()
