"""Every board stays less than twice as tall as wide, so a phone showing it 400 px wide shows a board,
not a thumbnail strip: sampled along seeded games of every game at every player count from one to
four (start, evenly spaced moments, the busiest ones, the final board with its result), in English
and French (see ``proportions``; ``bench/bench_proportions.py`` prints the figures)."""

from __future__ import annotations

import pytest

from tests.render.proportions import LANGS, LIMIT, Board, player_counts, ratio, sample
from tests.render.stages import GAMES

SEEDS = (1, 2)


@pytest.fixture(scope="module", params=GAMES)
def boards(request: pytest.FixtureRequest) -> list[Board]:
    return sample(request.param, SEEDS, spread=4, busiest=2)


def test_the_samples_cover_every_player_count_the_final_board_and_an_open_price(boards: list[Board]) -> None:
    game = boards[0].game
    assert {board.players for board in boards} == set(player_counts(game))
    assert sum(board.result is not None for board in boards) == len(player_counts(game)) * len(SEEDS)
    if game == "underworld":
        assert any(board.view.pending is not None and board.view.pending.kind == "cost" for board in boards)


@pytest.mark.parametrize("lang", LANGS)
def test_every_board_is_less_than_twice_as_tall_as_wide(boards: list[Board], lang: str) -> None:
    tall = [f"{board.game} {board.players} players, {board.moment}: {value:.3f}"
            for board in boards if (value := ratio(board, lang)) >= LIMIT]
    assert tall == []
