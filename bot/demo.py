"""Offline demo: play one seeded game with purposeful random moves and save what players would see.

``tombtable demo aod --players 4 --seed 7 --out DIR`` needs no Discord token.  It writes the public
board after every action (``board_0001.png`` …, ``board_0000.png`` being the setup), every seat's
final hand (``hand_seat<N>.png``, N the 0-based seat) and ``log.txt`` with one line per public
event, phrased by the catalog.  The same seed always gives the same game, log and pictures.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.i18n import t
from render import renderer
from rules import registry
from rules.core import Event, GameRules, Result

DEFAULT_MAX_ACTIONS = 5000
"""Safety cap: a game that has not ended after this many actions is stopped (a rules bug)."""


@dataclass(frozen=True)
class DemoSummary:
    game_id: str
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
    game_id: str,
    players: int,
    seed: int,
    out: Path,
    lang: str = "en",
    *,
    max_actions: int = DEFAULT_MAX_ACTIONS,
    echo: bool = True,
) -> DemoSummary:
    """Play ``game_id`` for ``players`` from ``seed`` until it ends (or ``max_actions``), saving pictures."""
    game = registry.get(game_id)
    pictures = renderer(game_id)
    roles = pick_roles(game, players)
    state = game.setup(roles, game.options_model(), seed)
    rnd = random.Random(seed)
    names = {seat: t("demo.player", lang, number=seat + 1) for seat in range(players)}
    out.mkdir(parents=True, exist_ok=True)
    log: list[str] = []

    def save(name: str, png: bytes) -> None:
        (out / name).write_bytes(png)

    save(_board_name(0), pictures.render_board(game.view(state, None), names=names, lang=lang))
    actions = 0
    while game.result(state) is None and actions < max_actions:
        to_act = sorted(game.to_act(state))
        if not to_act:
            break
        seat = rnd.choice(to_act)
        turn = game.turn_number(state)
        action = game.playout_action(state, seat, rnd)
        transition = game.apply(state, seat, action)
        state = transition.state
        actions += 1
        public = [event for event in transition.events if event.is_public]
        log.extend(_log_line(turn, game_id, event, lang, names) for event in public)
        board = pictures.render_board(game.view(state, None), names=names, lang=lang, highlight=_last_pos(public))
        save(_board_name(actions), board)
    for seat in range(players):
        save(f"hand_seat{seat}.png", pictures.render_hand(game.view(state, seat), lang=lang))
    result = game.result(state)
    log.append(_result_line(result, lang, names, max_actions))
    (out / "log.txt").write_text("\n".join(log) + "\n", encoding="utf-8")
    summary = DemoSummary(
        game_id=game_id, players=players, seed=seed, actions=actions, turns=game.turn_number(state),
        finished=result is not None, winners=result.winners if result else frozenset(),
        scores=dict(result.scores) if result else {}, out=out, boards=actions + 1, log_lines=len(log),
    )
    if echo:
        print(describe_summary(summary, lang, names))
    return summary


def pick_roles(game: GameRules[Any, Any, Any], players: int) -> list[str | None]:
    """The first ``players`` roles the game offers, in its order (no choice offered: ``None`` each)."""
    offered = [role.id for role in game.roles(players)]
    roles: list[str | None] = list(offered[:players]) + [None] * max(0, players - len(offered))
    game.check_roles(roles)
    return roles


def describe_summary(summary: DemoSummary, lang: str, names: Mapping[int, str]) -> str:
    lines = [t("demo.summary", lang, game=t(f"game.{summary.game_id}.name", lang), players=summary.players,
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


def _log_line(turn: int, game_id: str, event: Event, lang: str, names: Mapping[int, str]) -> str:
    return f"{turn:>4}  " + t(f"event.{game_id}.{event.kind}", lang, names, **event.params)


def _result_line(result: Result | None, lang: str, names: Mapping[int, str], max_actions: int) -> str:
    if result is None:
        return t("demo.capped", lang, max_actions=max_actions)
    return t(result.summary_key, lang, names, **result.summary_params)


def _last_pos(events: Sequence[Event]) -> tuple[int, int] | None:
    """The last board cell the public events mention, to outline it on the picture."""
    for event in reversed(events):
        for name, value in reversed(list(event.params.items())):
            if (name == "pos" or name.endswith("_pos")) and _is_cell(value):
                return (int(value[0]), int(value[1]))
    return None


def _is_cell(value: object) -> bool:
    return isinstance(value, (tuple, list)) and len(value) == 2 and all(isinstance(v, int) for v in value)
