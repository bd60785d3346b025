"""The launcher's own behaviour: the health check a container relies on."""

from __future__ import annotations

import time
from pathlib import Path

import discord

from bot import cli, heartbeat
from bot.cli import main


def test_health_fails_without_a_heartbeat(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setenv("TOMBTABLE_HEARTBEAT", str(tmp_path / "beat"))
    assert main(["health"]) == 1


def test_health_passes_with_a_recent_heartbeat(monkeypatch, tmp_path: Path) -> None:
    beat = tmp_path / "beat"
    beat.write_text("1")
    monkeypatch.setenv("TOMBTABLE_HEARTBEAT", str(beat))
    assert main(["health"]) == 0


def test_a_stale_heartbeat_is_unhealthy(tmp_path: Path) -> None:
    beat = tmp_path / "beat"
    beat.write_text("1")
    later = time.time() + heartbeat.STALE_AFTER_S + 1
    assert not heartbeat.is_fresh(beat, now=later)


def test_run_without_a_token_explains_what_to_set(monkeypatch, capsys) -> None:
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert main(["run"]) == 2
    assert "DISCORD_TOKEN" in capsys.readouterr().err


def test_a_refused_token_is_explained_not_dumped(monkeypatch, capsys) -> None:
    async def refused(token: str, args: object) -> None:
        raise discord.LoginFailure("Improper token has been passed.")

    monkeypatch.setenv("DISCORD_TOKEN", "not-a-token")
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    monkeypatch.setattr(cli, "_run_bot", refused)
    assert main(["run"]) == 2
    said = capsys.readouterr().err
    assert "DISCORD_TOKEN" in said and "jeton" in said, "in the operator's language"
