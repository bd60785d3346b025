"""``tombtable verify FILE`` and ``tombtable replay FILE``: check an exported game record offline."""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import ValidationError

from core.fairplay import GameExport, states_along, verify_export
from core.i18n import t
from rules import registry


def check_file(path: Path, *, show_turns: bool, lang: str = "en") -> int:
    """Print the verdict (and, for ``replay``, the turn after each action); exit code 0 only if it holds."""
    try:
        export = GameExport.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, ValidationError):
        print(t("fair.problem.format", lang))
        return 1
    verdict = verify_export(export)
    if show_turns and verdict.ok and export.seed is not None:
        game = registry.get(export.game)
        moves = [(a.seat, a.notation) for a in export.actions if not a.undone and a.notation is not None]
        roles = [s.role for s in sorted(export.seats, key=lambda s: s.seat)]
        states = iter(states_along(game, roles, export.options, export.seed, moves))
        next(states)  # the state before the first action
        for (seat, notation), state in zip(moves, states):
            print(f"turn {game.turn_number(state)}: seat {seat + 1} {notation}")
    print(t("fair.verify.ok" if verdict.ok else "fair.verify.failed", lang, actions=verdict.replayed))
    for problem in verdict.problems:
        print(t(problem, lang))
    return 0 if verdict.ok else 1
