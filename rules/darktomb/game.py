"""Dark Tomb: The Ice Chasers (Kozz Games, 2024), as a :class:`rules.core.GameRules`.

Scope: rulebook 001 for 1–4 hero players plus an optional monster player; solo play through the
``heroes_per_player`` option.  Content is reconstructed; every ruling has an id in
``seeds/darktomb.md``.  Modules: ``content``, ``setup``, ``board`` (geometry, paths, sight),
``stats``, ``combat``, ``monsters`` (the monster phase), ``flow`` (rounds, stage end), ``queries``,
``actions``, ``legal``, ``notation``, ``view``, ``describe``, ``playout``; ``working`` keeps
``apply`` copy-on-write.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from rules.core import Event, GameInfo, GameOver, IllegalAction, NotYourTurn, Result, RoleChoice, Seat, Transition
from rules.darktomb import setup as stage_setup
from rules.darktomb.actions import HERO_HANDLERS, MONSTER_HANDLERS
from rules.darktomb.content import content
from rules.darktomb.describe import describe, forfeit
from rules.darktomb.flow import acting_seat, active_familiar, active_hero, check_stage_end, end_turn, start_round
from rules.darktomb.legal import legal_actions
from rules.darktomb.model import DarkTombAction, DarkTombOptions, DarkTombState, DarkTombView, EndTurn, MonsterPass
from rules.darktomb.notation import notation, parse_action
from rules.darktomb.playout import choose_action
from rules.darktomb.view import build_view
from rules.darktomb.working import working_copy


class DarkTombGame:
    info: ClassVar[GameInfo] = GameInfo(
        id="darktomb",
        name_key="game.darktomb.name",
        min_players=1,
        max_players=5,
        cooperative=True,
        hidden_information=True,
        rules_topics=("setup", "turn", "movement", "attack", "monsters", "familiars", "stages"),
        turn_unit="round",
        quiet_kinds=frozenset({"end"}),
        idle_kinds=frozenset({"attempt"}),  # moves the action cube without effect (DT-ACT-3)
    )
    options_model: ClassVar[type[DarkTombOptions]] = DarkTombOptions
    state_model: ClassVar[type[DarkTombState]] = DarkTombState
    schema_version: ClassVar[int] = 1
    # Undo is refused after these: a tile turned face up, a monster drawn, an item taken off its pile.
    revealing_events: ClassVar[frozenset[str]] = frozenset({"tile_revealed", "monster_appeared", "picked_up"})

    def __init__(self) -> None:
        content()  # validate the data files at registration (DT-DATA-*)

    def roles(self, n_players: int) -> list[RoleChoice]:
        heroes = [RoleChoice(id=h, name_key=f"character.{h}") for h in stage_setup.hero_ids()]
        monster = [RoleChoice(id=stage_setup.MONSTER_ROLE, name_key="character.monsters")] if n_players >= 2 else []
        return heroes + monster

    def check_roles(self, roles: Sequence[str | None]) -> None:
        stage_setup.check_roles(roles)

    def setup(self, roles: Sequence[str | None], options: Any, seed: int) -> DarkTombState:
        opts = options if isinstance(options, DarkTombOptions) else DarkTombOptions.model_validate(options or {})
        state, events = stage_setup.new_game(roles, opts, seed)
        start_round(state, events)
        return state

    def parse_action(self, text: str) -> DarkTombAction:
        return parse_action(text)

    def notation(self, action: DarkTombAction) -> str:
        return notation(action)

    def to_act(self, state: DarkTombState) -> frozenset[Seat]:
        seat = acting_seat(state)
        return frozenset() if seat is None else frozenset({seat})

    def legal_actions(self, state: DarkTombState, seat: Seat) -> list[DarkTombAction]:
        return legal_actions(state, seat)

    def apply(self, state: DarkTombState, seat: Seat, action: DarkTombAction) -> Transition[DarkTombState]:
        if state.finished:
            raise GameOver()
        actor = acting_seat(state)
        if seat != actor:
            raise NotYourTurn(seat=actor)
        handlers = MONSTER_HANDLERS if state.phase == "monsters" else HERO_HANDLERS
        handler = handlers.get(action.kind)
        if handler is None:
            raise IllegalAction("error.darktomb.not_now")
        s = working_copy(state)
        s.tick += 1
        events: list[Event] = []
        handler(s, action, events)
        if not check_stage_end(s, events) and s.phase in ("heroes", "familiar") and _actor_gone(s):
            end_turn(s, events)  # a figure defeated on its own turn (natural 1) ends it (DT-ATK-7)
        return Transition.model_construct(state=s, events=tuple(events))

    def view(self, state: DarkTombState, seat: Seat | None) -> DarkTombView:
        return build_view(state, seat, self.to_act(state))

    def result(self, state: DarkTombState) -> Result | None:
        if not state.finished:
            return None
        heroes = frozenset(h.seat for h in state.heroes)
        winners = heroes if state.won else frozenset({state.monster_seat} if state.monster_seat is not None else ())
        scores = {seat: len(state.stages_won) for seat in range(state.seats)}
        if state.monster_seat is not None:
            scores[state.monster_seat] = 0 if state.won else 1
        if state.won:
            return Result(winners=winners, scores=scores, summary_key="result.darktomb.won",
                          summary_params={"stages": len(state.stages_won)})
        return Result(winners=winners, scores=scores, summary_key="result.darktomb.lost",
                      summary_params={"stage": state.stage, "stages": len(state.stages_won)})

    def turn_number(self, state: DarkTombState) -> int:
        return state.round

    def describe_action(self, state: DarkTombState, seat: Seat, action: DarkTombAction) -> tuple[str, dict[str, Any]]:
        return describe(state, seat, action)

    def forfeit(self, state: DarkTombState, seat: Seat, action: DarkTombAction) -> tuple[str, dict[str, Any]] | None:
        return forfeit(state, seat, action)

    def playout_action(self, state: DarkTombState, seat: Seat, rnd: random.Random) -> DarkTombAction:
        return choose_action(state, seat, rnd)

    def default_action(self, state: DarkTombState, seat: Seat) -> DarkTombAction:
        """On timeout the hero (or the monster player) stands still: end the turn, else pass."""
        legal = legal_actions(state, seat)
        return next((a for a in legal if isinstance(a, (EndTurn, MonsterPass))), legal[0])


def _actor_gone(s: DarkTombState) -> bool:
    fam = active_familiar(s)
    if s.phase == "familiar":
        return fam is None or fam.pos is None
    h = active_hero(s)
    return h is None or h.pos is None


DARKTOMB = DarkTombGame()
