"""kill -9 during a storm of moves, twenty times: every committed move is announced exactly once.

On SQLite and on PostgreSQL, each round starts a real bot process (``tests/e2e/crash_child.py``) on
the same database and the same durable fake Discord, lets it play for a random moment and kills it
with SIGKILL.  A last process
delivers what is pending.  Then: the database is intact, the log replays to the stored state, every
turn post was created once (no nonce made two messages) and every move that counts shows up in
exactly one turn post.
"""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from core.service import GameService
from core.storage import Store
from tests.e2e.shared_discord import read_log

ROUNDS = 20
CHANNEL_ID = 700_000_000_000_000_001


def _child(db: str, log: Path, slot: int, *extra: str) -> subprocess.Popen[bytes]:
    root = Path(__file__).resolve().parents[2]
    return subprocess.Popen(
        [sys.executable, "-m", "tests.e2e.crash_child", db, str(log), str(slot), *extra],
        cwd=root, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env={**os.environ, "PYTHONHASHSEED": "0"},
    )


async def test_kill_9_mid_storm_loses_and_doubles_nothing(tmp_path: Path, database_url: str) -> None:
    db, log = database_url, tmp_path / "discord.jsonl"
    rnd = random.Random(9)
    for slot in range(ROUNDS):
        child = _child(db, log, slot)
        assert child.stdout is not None
        assert child.stdout.readline() == b"ready\n", "the bot process started playing"
        time.sleep(rnd.uniform(0.05, 1.5))  # mid-storm: between any two requests, or inside one
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
    finish = _child(db, log, ROUNDS, "--finish")
    _, errors = finish.communicate(timeout=120)
    assert finish.returncode == 0, errors.decode()[-2000:]

    if not db.startswith("postgresql"):
        assert sqlite3.connect(db).execute("PRAGMA integrity_check").fetchone() == ("ok",)
    async with await Store.open(db) as store:
        record = await store.open_in_channel(CHANNEL_ID) or await store.last_in_channel(CHANNEL_ID)
        assert record is not None and record.turn is not None
        verdict = await GameService(store).verify(record.id)
        assert verdict.ok and verdict.replayed > 0, verdict.problems
        live = [action for action in await store.actions(record.id) if not action.undone]
        assert await store.pending_notice_count() == 0, "nothing is left unannounced"

    posted = read_log(log)
    assert not posted.doubled_nonces(), "a resent post never made a second message"
    turn_posts = posted.turn_posts(CHANNEL_ID)
    firsts = [post for post in turn_posts if posted.nonce_of[int(post["id"])].count(".") == 1]  # not continuations
    assert 0 < len(firsts) <= record.turn.segment, "at most one post per turn segment, besides its continuations"
    lines = posted.logged_moves(CHANNEL_ID)
    assert lines == len(live), f"{lines} logged lines for {len(live)} moves: each move is announced exactly once"
