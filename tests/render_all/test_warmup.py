"""A render worker draws every game once at start, so the first move after a restart is not slowed by it."""

from __future__ import annotations

import logging
import threading

import pytest

import core.workers
import render.workers
from render import renderer, warmup
from rules import registry


def test_warm_up_draws_every_game_in_every_language(monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[tuple[str, str]] = []
    real = renderer

    class Spy:
        def __init__(self, game_id: str) -> None:
            self.game_id, self.module = game_id, real(game_id)
            self.shots = self.module.shots

        def render_board(self, view: object, **kwargs: object) -> bytes:
            drawn.append((self.game_id, str(kwargs["lang"])))
            png = self.module.render_board(view, **kwargs)  # type: ignore[arg-type]
            assert png.startswith(b"\x89PNG")
            return png

        def render_hand(self, view: object, **kwargs: object) -> bytes:
            return self.module.render_hand(view, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(warmup, "renderer", Spy)
    warmup.warm_up()
    assert sorted(drawn) == sorted((game_id, lang) for game_id in registry.games() for lang in ("en", "fr"))


def test_a_failing_warm_up_leaves_the_worker_drawing(monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """The warm-up runs in the pool's initializer: an error there would break every later picture."""
    def broken() -> None:
        raise RuntimeError("no fonts")

    monkeypatch.setattr(warmup, "warm_up", broken)
    monkeypatch.setattr(threading, "Thread", lambda **_: type("T", (), {"start": lambda self: None})())
    with caplog.at_level(logging.ERROR):
        core.workers._start_worker(0, "render", render.workers._warm_up)
    assert "first jobs run cold" in caplog.text
