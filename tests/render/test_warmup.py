"""A render worker draws every game once at start, so the first move after a restart is not slowed by it."""

from __future__ import annotations

import logging
import threading
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pytest

import core.workers
import render.workers
from render import GameRenderer, renderer, warmup
from rules import registry
from rules.core import Result


def test_warm_up_draws_every_game_in_every_language(monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[tuple[str, str]] = []

    def spied(game_kind: str) -> GameRenderer:
        """The game's real renderer, noting each board it draws."""
        drawer = renderer(game_kind)

        def board(view: Any, *, names: Mapping[int, str], lang: str = "en", highlight: Any = None,
                  result: Result | None = None) -> bytes:
            drawn.append((game_kind, lang))
            png = drawer.render_board(view, names=names, lang=lang, highlight=highlight, result=result)
            assert png.startswith(b"\x89PNG")
            return png

        return replace(drawer, render_board=board)

    monkeypatch.setattr(warmup, "renderer", spied)
    warmup.warm_up()
    assert sorted(drawn) == sorted((game_kind, lang) for game_kind in registry.games() for lang in ("en", "fr"))


def test_a_failing_warm_up_leaves_the_worker_drawing(monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """The warm-up runs in the pool's initializer: an error there would break every later picture."""
    def broken() -> None:
        raise RuntimeError("no fonts")

    monkeypatch.setattr(warmup, "warm_up", broken)
    monkeypatch.setattr(threading, "Thread", lambda **_: type("T", (), {"start": lambda self: None})())
    with caplog.at_level(logging.ERROR):
        core.workers._start_worker(0, "render", render.workers._warm_up)
    assert "first jobs run cold" in caplog.text
