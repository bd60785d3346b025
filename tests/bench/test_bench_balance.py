"""The balance bench prints every game as it ends, so runs on other seeds pool game by game."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Executor
from pathlib import Path
from typing import Any

import pytest

from rules import registry
from rules.core import Result, Seat

# mypy checks bench/ as top-level scripts; a plain import would make it see the file under two names.
bench = importlib.import_module("bench.bench_players")


class InProcess(Executor):
    """Runs the jobs here, in order, so a stand-in for ``play`` is seen."""

    def map(self, fn: Callable[..., Any], *iterables: Iterable[Any], timeout: float | None = None,
            chunksize: int = 1) -> Iterator[Any]:
        return map(fn, *iterables)


def test_each_game_line_and_first_seat_share(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """One line a game with its first seat and final scores, the shares after them, and ``--option``
    reaching every game and named in the summary, so a candidate's log is told apart from a default one."""
    seen: list[dict[str, str] | None] = []

    def sword_wins(game_kind: str, n_players: int, players: dict[Seat, str], seed: int,
                   options: dict[str, str] | None = None) -> Result | None:
        seen.append(options)
        return None if seed == 9002 else Result(winners=frozenset({0}), scores={0: seed - 8996, 1: 5})

    monkeypatch.setattr(bench, "play", sword_wins)
    bench.balance(InProcess(), "normal", 3, ["catacombs"], 9000, [2], {"starting_health": "6"})
    lines = capsys.readouterr().out.splitlines()
    assert seen == [{"starting_health": "6"}] * 3
    assert lines[3].startswith("balance with normal bots in every seat, starting_health=6 (3 games a row")
    game = registry.get("catacombs")
    firsts = [min(game.to_act(game.setup([None, None], game.options_model(), s))) for s in (9000, 9001, 9002)]
    assert lines[:3] == [f"  catacombs  2p seed {9000 + i}  first seat {firsts[i]}  {said}"
                         for i, said in enumerate(("winners 0  scores 4 5", "winners 0  scores 5 5", "capped"))]
    opener = 100 * sum(f == 0 for f in firsts[:2]) / 2
    assert lines[-2].startswith(f"  catacombs  2p  2 games  seat 0's side 100.0 % ±  0.0  first to act {opener:5.1f} %")
    assert lines[-2].endswith("(seat 0 100 % seat 1 0 %; capped 1)")
    assert lines[-1] == "  catacombs  2p  mean score by seat 4.5 5.0; won by a point or less 2 of 2"


def test_runs_pool_game_by_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Two runs' logs, one game in both: the pooled shares count each game once; the mean scores and close
    games come from the lines that carry scores (logs from before the scores still pool)."""
    first, second = tmp_path / "a.log", tmp_path / "b.log"
    first.write_text("  aod        3p seed 8109  first seat 0  winners 1\n"
                     "  aod        3p seed 8110  first seat 0  winners 0  scores 9 6 7\n"
                     "balance with strong bots in every seat (2 games a row, 600 s)\n", encoding="utf-8")
    second.write_text("  aod        3p seed 8110  first seat 0  winners 0  scores 9 6 7\n"
                      "  aod        3p seed 8111  first seat 0  winners 2  scores 7 -1 7\n"
                      "  aod        3p seed 8150  first seat 0  capped\n", encoding="utf-8")
    bench.pooled([str(first), str(second)])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "balance pooled from 2 runs, 4 games"
    assert lines[1] == ("  aod        3p  3 games  seat 0's side  33.3 % ± 53.3  first to act  33.3 %"
                        "  (seat 0 33 % seat 1 33 % seat 2 33 %; capped 1)")
    assert lines[2] == "  aod        3p  mean score by seat 8.0 2.5 7.0; won by a point or less 1 of 2"
