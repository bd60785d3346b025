"""Games stored by earlier code (options, seed, moves and the end state's key fields), replayed by today's
rules: an option added later must leave such a game exactly as it was played."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from core import fairplay
from rules.core import GameRules


def replay_record(game: GameRules[Any, Any, Any], path: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    """The stored record, and the fields of its ``final`` as today's replay of its moves ends them."""
    record = json.loads(path.read_text(encoding="utf-8"))
    moves = [(seat, text) for seat, text in record["moves"]]
    state = fairplay.replay(game, record["roles"], record["options"], record["seed"], moves).state
    dumped = state.model_dump(mode="json")
    return record, {key: dumped[key] for key in record["final"]}
