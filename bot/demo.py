"""Offline demo: play one seeded game with purposeful random moves and save what players would see.

``tombtable demo aod --players 4 --seed 7 --out DIR`` needs no Discord token.  It writes the public
board after every action (``board_0001.png`` …, ``board_0000.png`` being the setup), every seat's
final hand (``hand_seat<N>.png``, N the 0-based seat) and ``log.txt`` with one line per public
event, phrased by the catalog.  The same seed always gives the same game, log and pictures.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from core.i18n import t
from core.service import option_applies
from render import renderer
from rules import registry
from rules.core import Event, GameRules, Result

DEFAULT_MAX_ACTIONS = 5000
"""Safety cap: a game that has not ended after this many actions is stopped (a rules bug)."""


@dataclass(frozen=True)
class DemoSummary:
    game_kind: str
    players: int
    seed: int
    actions: int
    turns: int
    finished: bool
    winners: frozenset[int]
    scores: Mapping[int, int]
    out: Path
    boards: int
    log_lines: int


def run_demo(
    game_kind: str,
    players: int,
    seed: int,
    out: Path,
    lang: str = "en",
    *,
    max_actions: int = DEFAULT_MAX_ACTIONS,
    echo: bool = True,
    options: Mapping[str, str] | None = None,
) -> DemoSummary:
    """Play ``game_kind`` for ``players`` from ``seed`` until it ends (or ``max_actions``), saving pictures.

    This is the ``tombtable demo`` entry point: a game id or player count the game does not offer
    stops the program with a readable message rather than a traceback.
    """
    game = _checked_game(game_kind, players, lang)
    pictures = renderer(game_kind)
    try:
        # what the command line names, over a new lobby's options (as a lobby stores them: all of them)
        chosen = game.options_model.model_validate({**game.options_model().model_dump(mode="json"), **(options or {})})
    except ValidationError as error:
        raise SystemExit(t("demo.bad_option", lang, options=", ".join(game.options_model.model_fields))) from error
    for name in options or {}:
        if not option_applies(game.options_model, name, players):
            raise SystemExit(t("error.lobby.option_not_here", lang, option=name, count=players))
    state = game.setup(pick_roles(game, players), chosen, seed)
    rnd = random.Random(seed)
    names = {seat: t("demo.player", lang, number=seat + 1) for seat in range(players)}
    out.mkdir(parents=True, exist_ok=True)
    for stale in [*out.glob("board_[0-9]*.png"), *out.glob("hand_seat[0-9]*.png")]:  # an earlier demo's pictures
        stale.unlink()
    (out / _board_name(0)).write_bytes(pictures.render_board(game.view(state, None), names=names, lang=lang))
    log: list[str] = []
    actions = 0
    while game.result(state) is None and actions < max_actions and game.to_act(state):
        seat = rnd.choice(sorted(game.to_act(state)))
        turn = game.turn_number(state)
        transition = game.apply(state, seat, game.playout_action(state, seat, rnd))
        state, actions = transition.state, actions + 1
        public = [event for event in transition.events if event.is_public]
        log.extend(_log_line(turn, game_kind, event, lang, names) for event in public)
        board = pictures.render_board(game.view(state, None), names=names, lang=lang, highlight=pictures.last_move(public),
                                      result=game.result(state))  # the last board names the outcome
        (out / _board_name(actions)).write_bytes(board)
    for seat in range(players):
        (out / f"hand_seat{seat}.png").write_bytes(pictures.render_hand(game.view(state, seat), lang=lang))
    result = game.result(state)
    log.append(_result_line(result, lang, names, max_actions))
    (out / "log.txt").write_text("\n".join(log) + "\n", encoding="utf-8")
    summary = DemoSummary(
        game_kind=game_kind, players=players, seed=seed, actions=actions, turns=game.turn_number(state),
        finished=result is not None, winners=result.winners if result else frozenset(),
        scores=dict(result.scores) if result else {}, out=out, boards=actions + 1, log_lines=len(log),
    )
    if echo:
        print(describe_summary(summary, lang, names))
    return summary


def _checked_game(game_kind: str, players: int, lang: str) -> GameRules[Any, Any, Any]:
    games = registry.games()
    if game_kind not in games:
        raise SystemExit(t("demo.unknown_game", lang, game=game_kind, known=", ".join(sorted(games))))
    game = games[game_kind]
    if not game.info.min_players <= players <= game.info.max_players:
        raise SystemExit(t("demo.bad_players", lang, low=game.info.min_players, high=game.info.max_players))
    return game


def pick_roles(game: GameRules[Any, Any, Any], players: int) -> list[str | None]:
    """The first ``players`` roles the game offers, in its order (no choice offered: ``None`` each)."""
    offered = [role.id for role in game.roles(players)]
    roles: list[str | None] = list(offered[:players]) + [None] * max(0, players - len(offered))
    game.check_roles(roles)
    return roles


def describe_summary(summary: DemoSummary, lang: str, names: Mapping[int, str]) -> str:
    lines = [t("demo.summary", lang, game=t(f"game.{summary.game_kind}.name", lang), players=summary.players,
               seed=summary.seed, actions=summary.actions, turns=summary.turns)]
    if summary.finished:
        for seat, points in sorted(summary.scores.items()):
            key = "demo.winner" if seat in summary.winners else "demo.score"
            lines.append(t(key, lang, names, seat=seat, points=points))
    else:
        lines.append(t("demo.capped", lang, max_actions=summary.actions))
    lines.append(t("demo.files", lang, boards=summary.boards, out=str(summary.out)))
    return "\n".join(lines)


def _board_name(index: int) -> str:
    return f"board_{index:04d}.png"


def _log_line(turn: int, game_kind: str, event: Event, lang: str, names: Mapping[int, str]) -> str:
    return f"{turn:>4}  " + t(f"event.{game_kind}.{event.kind}", lang, names, **event.params)


def _result_line(result: Result | None, lang: str, names: Mapping[int, str], max_actions: int) -> str:
    if result is None:
        return t("demo.capped", lang, max_actions=max_actions)
    return t(result.summary_key, lang, names, **result.summary_params)

