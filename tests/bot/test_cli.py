"""The launcher's own behaviour: the health check a container relies on."""

from __future__ import annotations

import asyncio
import logging
import os
import time
from pathlib import Path

import discord
import pytest

from bot import cli, heartbeat
from bot.cli import main
from rules import registry


def test_health_fails_without_a_heartbeat(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("TOMBTABLE_HEARTBEAT", str(tmp_path / "beat"))
    assert main(["health"]) == 1


def test_health_passes_with_a_recent_heartbeat(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    beat = tmp_path / "beat"
    beat.write_text("1")
    monkeypatch.setenv("TOMBTABLE_HEARTBEAT", str(beat))
    assert main(["health"]) == 0


def test_a_stale_heartbeat_is_unhealthy(tmp_path: Path) -> None:
    beat = tmp_path / "beat"
    beat.write_text("1")
    later = time.time() + heartbeat.STALE_AFTER_S + 1
    assert not heartbeat.is_fresh(beat, now=later)


def test_run_without_a_token_explains_what_to_set(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert main(["run"]) == 2
    assert "DISCORD_TOKEN" in capsys.readouterr().err


def test_a_refused_token_is_explained_not_dumped(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    async def refused(token: str, args: object) -> None:
        raise discord.LoginFailure("Improper token has been passed.")

    monkeypatch.setenv("DISCORD_TOKEN", "not-a-token")
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    monkeypatch.setattr(cli, "_run_bot", refused)
    assert main(["run"]) == 2
    said = capsys.readouterr().err
    assert "DISCORD_TOKEN" in said and "jeton" in said, "in the operator's language"


def test_ctrl_c_stops_the_bot_without_a_traceback(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    async def interrupted(token: str, args: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setenv("DISCORD_TOKEN", "a-token")
    monkeypatch.setattr(cli, "_run_bot", interrupted)
    assert main(["run"]) == 130
    assert "Traceback" not in capsys.readouterr().err


def test_health_says_why_it_fails(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    monkeypatch.setenv("TOMBTABLE_HEARTBEAT", str(tmp_path / "beat"))
    assert main(["health"]) == 1
    assert "no heartbeat file" in capsys.readouterr().err
    beat = tmp_path / "beat"
    beat.write_text("1")
    old = time.time() - heartbeat.STALE_AFTER_S - 60
    os.utime(beat, (old, old))
    assert main(["health"]) == 1
    said = capsys.readouterr().err
    assert "stale since" in said and time.strftime("%Y-%m-%d", time.gmtime(old)) in said
    monkeypatch.delenv("TOMBTABLE_HEARTBEAT")
    assert main(["health"]) == 1
    assert "TOMBTABLE_HEARTBEAT" in capsys.readouterr().err


def test_an_unreachable_discord_is_one_line_and_a_retry_with_backoff(monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    attempts: list[float] = []
    waits: list[float] = []

    async def unreachable_twice(token: str, args: object) -> None:
        attempts.append(time.monotonic())
        if len(attempts) == 1:
            raise OSError("Cannot connect to host discord.com:443 [Name or service not known]")
        if len(attempts) == 2:
            raise discord.GatewayNotFound()  # type: ignore[no-untyped-call]  # discord.py leaves its __init__ bare

    async def no_wait(seconds: float) -> None:
        waits.append(seconds)

    monkeypatch.setenv("DISCORD_TOKEN", "a-token")
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    monkeypatch.setattr(cli, "_run_bot", unreachable_twice)
    monkeypatch.setattr(asyncio, "sleep", no_wait)
    assert main(["run"]) == 0
    assert len(attempts) == 3 and waits == [cli.RETRY_FIRST_S, cli.RETRY_FIRST_S * 2], "waits double"
    lines = [r.getMessage() for r in caplog.records if r.name == "tombtable"]
    assert len(lines) == 2 and all("\n" not in line and "trying again" in line for line in lines)
    assert not any(r.exc_info for r in caplog.records), "no traceback"


def test_the_voice_library_warnings_are_silenced(caplog: pytest.LogCaptureFixture) -> None:
    main(["health"])  # any command installs the logging set-up
    logging.getLogger("discord.client").warning("PyNaCl is not installed, voice will NOT be supported")
    logging.getLogger("discord.client").warning("something else")
    said = [r.getMessage() for r in caplog.records if r.name == "discord.client"]
    assert said == ["something else"]


def test_help_texts_are_plain_and_the_demo_lists_its_games(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    top = capsys.readouterr().out
    assert "``" not in top and "demo" in top
    with pytest.raises(SystemExit):
        main(["demo", "--help"])
    demo = capsys.readouterr().out
    assert all(game in demo for game in registry.games())
    assert "--seed" in demo and "same seed" in demo and "--out" in demo


def test_the_operator_sets_how_many_processes_bots_think_in(monkeypatch: pytest.MonkeyPatch) -> None:
    assert cli._parser([]).parse_args(["run"]).bot_processes == 1, "one worker by default"
    assert cli._parser([]).parse_args(["run", "--bot-processes", "3"]).bot_processes == 3
    monkeypatch.setenv("TOMBTABLE_BOT_PROCESSES", "2")
    assert cli._parser([]).parse_args(["run"]).bot_processes == 2, "or through the environment"
