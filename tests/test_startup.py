"""``tombtable run`` as an operator starts and stops it, in a process of its own (issue 49, items 4 and 9).

A damaged database file is refused before anything connects to Discord or writes to the file: one line
on stderr naming the file, a non-zero exit, the file's bytes unchanged.  SIGTERM (``docker stop``) ends
the process cleanly.  The child cannot reach Discord: its API address points at a closed local port, so
``run`` logs that Discord cannot be reached and waits to try again, the state a stop often finds it in.
"""

from __future__ import annotations

import hashlib
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from bot import cli
from core import db_check
from core.storage import Store

ROOT = Path(__file__).resolve().parents[1]
UNREACHABLE_DISCORD = (
    "import discord.http, sys; discord.http.Route.BASE = 'http://127.0.0.1:9/api/v10'; "
    "from bot.cli import main; sys.exit(main(sys.argv[1:]))"
)
"""``tombtable run`` with Discord's API at a port where nothing listens (the test never reaches the network)."""
CHILD_TIMEOUT_S = 60.0


def _env() -> dict[str, str]:
    return {**os.environ, "DISCORD_TOKEN": "dummy-token", "LANG": "en_US.UTF-8", "TOMBTABLE_LOG": "INFO"}


def _run(db: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", UNREACHABLE_DISCORD, "run", "--db", str(db)], cwd=ROOT, env=_env(),
                          capture_output=True, text=True, timeout=CHILD_TIMEOUT_S)


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
async def games_db(tmp_path: Path) -> Path:
    """A real bot database with a few lobbies in it, closed and checkpointed as after a clean stop."""
    path = tmp_path / "tombtable.sqlite3"
    store = await Store.open(path)
    for channel in range(40):
        await store.create_lobby(game_kind="aod", guild_id=1, channel_id=channel, host_id=7, locale="en",
                                 options={"note": "x" * 200})
    await store.close()
    return path


def _zero_length(path: Path) -> None:
    path.write_bytes(b"")


def _header_only(path: Path) -> None:
    """What SQLite leaves of a new database switched to WAL before any table is made: its header page."""
    path.unlink()
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA journal_mode = WAL")
    db.close()


def _garbage_header(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(bytes(range(100)) + data[100:])


def _truncated(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2 + 1000])


def _corrupt_page(path: Path) -> None:
    """Scribble over the games table's page, its header and cells, as a failing disk would."""
    with sqlite3.connect(path) as db:
        [(root,)] = db.execute("SELECT rootpage FROM sqlite_master WHERE name = 'games'").fetchall()
        page_size = db.execute("PRAGMA page_size").fetchone()[0]
    db.close()
    with path.open("r+b") as file:
        file.seek((root - 1) * page_size)
        file.write(b"\xff" * 1500)


@pytest.mark.parametrize(
    ("spoil", "said"),
    [
        (_zero_length, "holds no tables"),
        (_header_only, "holds no tables"),
        (_garbage_header, "is not a SQLite database"),
        (_truncated, "is damaged"),
        (_corrupt_page, "is damaged"),
    ],
    ids=["zero-length", "header-only", "garbage-header", "truncated", "corrupt-page"],
)
def test_a_damaged_database_is_refused_in_one_line_and_left_untouched(
    games_db: Path, spoil: Callable[[Path], None], said: str
) -> None:
    spoil(games_db)
    before = _digest(games_db)
    done = _run(games_db)
    assert done.returncode != 0
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert str(games_db) in lines[0] and said in lines[0] and "backup" in lines[0]
    assert "Traceback" not in done.stderr and "Discord cannot be reached" not in done.stderr, "checked before connecting"
    assert _digest(games_db) == before, "the file's bytes are never written"


async def test_a_sound_database_passes_even_with_its_games_still_in_the_write_ahead_log(tmp_path: Path) -> None:
    path = tmp_path / "tombtable.sqlite3"
    assert db_check.damage(path) is None, "no file: a fresh start creates one"
    store = await Store.open(path)
    await store.create_lobby(game_kind="aod", guild_id=1, channel_id=2, host_id=3, locale="en", options={})
    try:  # still open: the main file may hold only its header, the games being in the -wal file beside it
        assert db_check.damage(path) is None
    finally:
        await store.close()
    assert db_check.damage(path) is None


def test_the_check_is_only_for_sqlite_files() -> None:
    assert db_check.sqlite_file("postgresql://tombtable:secret@db-host/tombtable") is None
    assert db_check.sqlite_file("postgres://db-host/tombtable") is None
    assert db_check.sqlite_file(":memory:") is None
    assert db_check.sqlite_file("sqlite:///data/games.sqlite3") == Path("data/games.sqlite3")
    assert db_check.sqlite_file("tombtable.sqlite3") == Path("tombtable.sqlite3")


def test_another_programs_database_and_a_folder_are_refused(tmp_path: Path) -> None:
    other = tmp_path / "other.sqlite3"
    with sqlite3.connect(other) as db:
        db.execute("CREATE TABLE notes (text TEXT)")
    db.close()
    assert db_check.damage(other) == db_check.Damage("cli.db.foreign")
    assert db_check.damage(tmp_path) == db_check.Damage("cli.db.not_a_file")


async def test_a_database_from_a_newer_bot_is_refused_not_misread(games_db: Path) -> None:
    with sqlite3.connect(games_db) as db:
        db.execute(f"INSERT INTO {db_check.MIGRATIONS_TABLE} (version, name, applied_at) VALUES (999, '999_x.sql', '')")
    db.close()
    before = _digest(games_db)
    done = _run(games_db)
    assert done.returncode != 0 and done.stderr.count("\n") == 1 and "newer version" in done.stderr
    assert "999" in done.stderr and "Traceback" not in done.stderr
    assert _digest(games_db) == before


def test_a_database_locked_by_another_program_is_not_called_damaged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(db_check, "BUSY_TIMEOUT_S", 0.1)
    path = tmp_path / "tombtable.sqlite3"
    other = sqlite3.connect(path, isolation_level=None)
    try:
        other.execute(f"CREATE TABLE {db_check.MIGRATIONS_TABLE} (version INTEGER)")
        other.execute("BEGIN EXCLUSIVE")
        found = db_check.damage(path)
    finally:
        other.close()
    assert found is not None and found.key == "cli.db.busy"


def test_postgresql_is_not_checked_as_a_file(monkeypatch: pytest.MonkeyPatch) -> None:
    async def connected(token: str, args: object) -> None:
        return None

    def no_file_check(path: Path) -> None:
        raise AssertionError(f"a PostgreSQL URL was checked as a file: {path}")

    monkeypatch.setenv("DISCORD_TOKEN", "a-token")
    monkeypatch.setattr(cli, "_run_bot", connected)
    monkeypatch.setattr(db_check, "damage", no_file_check)
    assert cli.main(["run", "--db", "postgresql://tombtable:secret@db-host/tombtable"]) == 0


@pytest.mark.parametrize(("stop", "code"), [(signal.SIGTERM, 0), (signal.SIGINT, 130)], ids=["SIGTERM", "SIGINT"])
def test_a_signal_stops_a_running_bot_cleanly(tmp_path: Path, stop: signal.Signals, code: int) -> None:
    """``docker stop`` (SIGTERM) or Ctrl-C: no traceback; a missing database file is no reason to refuse the start."""
    db = tmp_path / "new.sqlite3"
    child = subprocess.Popen([sys.executable, "-c", UNREACHABLE_DISCORD, "run", "--db", str(db)], cwd=ROOT,
                             env=_env(), stderr=subprocess.PIPE, text=True)
    assert child.stderr is not None
    try:
        deadline = time.monotonic() + CHILD_TIMEOUT_S
        said: list[str] = []
        while time.monotonic() < deadline and not any("Discord cannot be reached" in line for line in said):
            line = child.stderr.readline()
            assert line, f"the bot stopped by itself: {''.join(said)}"
            said.append(line)
        child.send_signal(stop)
        rest = child.communicate(timeout=CHILD_TIMEOUT_S)[1]
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    said.append(rest)
    assert child.returncode == code, "".join(said)
    assert "Traceback" not in "".join(said) and "exception" not in rest.lower()
