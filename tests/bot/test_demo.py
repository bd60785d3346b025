"""The offline demo: a seeded game that leaves pictures and a readable log behind, the same every time."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

import bot.demo as demo
from bot.demo import pick_roles, run_demo
from render import renderer
from rules import registry


def _is_png(path: Path) -> bool:
    with Image.open(io.BytesIO(path.read_bytes())) as image:
        image.load()
        return image.format == "PNG"


def test_short_demo_writes_boards_hands_and_log(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    summary = run_demo("aod", 4, seed=7, out=tmp_path, max_actions=12)
    assert summary.actions == 12 and summary.boards == 13
    boards = sorted(tmp_path.glob("board_*.png"))
    assert [b.name for b in boards] == [f"board_{i:04d}.png" for i in range(13)]
    assert all(_is_png(b) for b in boards[::4])
    hands = sorted(p.name for p in tmp_path.glob("hand_seat*.png"))
    assert hands == [f"hand_seat{seat}.png" for seat in range(4)]
    assert all(_is_png(tmp_path / h) for h in hands)
    log = (tmp_path / "log.txt").read_text(encoding="utf-8").splitlines()
    assert len(log) == summary.log_lines > 12
    assert str(tmp_path) in capsys.readouterr().out  # the summary says where the pictures are


def test_a_second_demo_in_the_same_folder_leaves_only_its_own_pictures(tmp_path: Path) -> None:
    run_demo("aod", 4, seed=7, out=tmp_path, max_actions=12, echo=False)
    run_demo("catacombs", 2, seed=7, out=tmp_path, max_actions=3, echo=False)
    assert sorted(p.name for p in tmp_path.glob("board_*.png")) == [f"board_{i:04d}.png" for i in range(4)]
    assert sorted(p.name for p in tmp_path.glob("hand_seat*.png")) == ["hand_seat0.png", "hand_seat1.png"]


def test_same_seed_gives_the_same_game(tmp_path: Path) -> None:
    run_demo("aod", 3, seed=11, out=tmp_path / "a", max_actions=15, echo=False)
    run_demo("aod", 3, seed=11, out=tmp_path / "b", max_actions=15, echo=False)
    run_demo("aod", 3, seed=12, out=tmp_path / "c", max_actions=15, echo=False)
    log = {name: (tmp_path / name / "log.txt").read_text(encoding="utf-8") for name in "abc"}
    assert log["a"] == log["b"]
    assert log["a"] != log["c"]
    last = "board_0015.png"
    assert (tmp_path / "a" / last).read_bytes() == (tmp_path / "b" / last).read_bytes()


class _FastPictures:
    """Stands in for the renderer so a whole game fits in a quick test; records what it was shown."""

    def __init__(self) -> None:
        self.viewers: list[Any] = []
        self.results: list[Any] = []

    def render_board(self, view: Any, **drawn: Any) -> bytes:
        self.viewers.append(view.viewer)
        self.results.append(drawn.get("result"))
        return b"board"

    def last_move(self, events: Any) -> Any:
        return renderer("aod").last_move(events)

    def render_hand(self, view: Any, **_: Any) -> bytes:
        assert view.hand is not None
        return b"hand"


def test_demo_plays_until_the_result(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pictures = _FastPictures()
    monkeypatch.setattr(demo, "renderer", lambda game_kind: pictures)
    summary = run_demo("aod", 2, seed=3, out=tmp_path, echo=False)
    assert summary.finished
    assert summary.winners and set(summary.winners) <= {0, 1}
    assert set(pictures.viewers) == {None}  # boards are drawn from the public view only
    assert pictures.results[-1] is not None and not any(pictures.results[:-1])  # the last board names the outcome
    log = (tmp_path / "log.txt").read_text(encoding="utf-8").splitlines()
    assert not any("{" in line for line in log)  # every event text was filled in


def test_demo_log_follows_the_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(demo, "renderer", lambda game_kind: _FastPictures())
    run_demo("aod", 2, seed=5, out=tmp_path / "en", max_actions=40, echo=False)
    run_demo("aod", 2, seed=5, out=tmp_path / "fr", lang="fr", max_actions=40, echo=False)
    en = (tmp_path / "en" / "log.txt").read_text(encoding="utf-8").splitlines()
    fr = (tmp_path / "fr" / "log.txt").read_text(encoding="utf-8").splitlines()
    assert len(en) == len(fr)
    assert en != fr


@pytest.mark.parametrize("players", [2, 3, 4])
def test_demo_roles_are_accepted_by_the_game(players: int) -> None:
    game = registry.get("aod")
    roles = pick_roles(game, players)
    assert len(roles) == players
    game.check_roles(roles)


def test_demo_refuses_a_player_count_the_game_does_not_offer(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="2"):
        run_demo("aod", 5, seed=1, out=tmp_path, echo=False)
    with pytest.raises(SystemExit, match="aod"):
        run_demo("chess", 2, seed=1, out=tmp_path, echo=False)
    assert not any(tmp_path.iterdir())


def test_one_dark_tomb_player_may_run_four_heroes_in_the_demo(tmp_path: Path) -> None:
    """The demo takes lobby options (a solo player's party of four, say); a wrong one stops it with a message."""
    summary = run_demo("darktomb", 1, seed=3, out=tmp_path, max_actions=6, echo=False,
                       options={"heroes_per_player": "4"})
    log = (tmp_path / "log.txt").read_text(encoding="utf-8")
    assert summary.boards >= 1 and log
    with pytest.raises(SystemExit):
        run_demo("darktomb", 1, seed=3, out=tmp_path / "x", max_actions=2, echo=False, options={"no_such": "1"})
