"""kill -9 during a storm of moves, twenty times: every committed move is announced exactly once.

Each round starts a real bot process (``tests/e2e/crash_child.py``) on the same database and the same
durable fake Discord, lets it play for a random moment and kills it with SIGKILL.  A last process
delivers what is pending.  Then: the database is intact, the log replays to the stored state, every
turn post was created once (no nonce made two messages) and every move that counts shows up in
exactly one turn post.
"""

from __future__ import annotations

import json
import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from core.service import GameService
from core.storage import Store

ROUNDS = 20
CHANNEL_ID = 700_000_000_000_000_001


def _child(db: Path, log: Path, *extra: str) -> subprocess.Popen[bytes]:
    root = Path(__file__).resolve().parents[2]
    return subprocess.Popen(
        [sys.executable, "-m", "tests.e2e.crash_child", str(db), str(log), *extra],
        cwd=root, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env={**os.environ, "PYTHONHASHSEED": "0"},
    )


async def test_kill_9_mid_storm_loses_and_doubles_nothing(tmp_path: Path) -> None:
    db, log = tmp_path / "games.sqlite3", tmp_path / "discord.jsonl"
    rnd = random.Random(9)
    for _ in range(ROUNDS):
        child = _child(db, log)
        assert child.stdout is not None
        assert child.stdout.readline() == b"ready\n", "the bot process started playing"
        time.sleep(rnd.uniform(0.05, 1.5))  # mid-storm: between any two requests, or inside one
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
    finish = _child(db, log, "--finish")
    _, errors = finish.communicate(timeout=120)
    assert finish.returncode == 0, errors.decode()[-2000:]

    assert sqlite3.connect(db).execute("PRAGMA integrity_check").fetchone() == ("ok",)
    async with await Store.open(db) as store:
        record = await store.open_in_channel(CHANNEL_ID) or await store.last_in_channel(CHANNEL_ID)
        assert record is not None and record.turn is not None
        verdict = await GameService(store).verify(record.id)
        assert verdict.ok and verdict.replayed > 0, verdict.problems
        live = [action for action in await store.actions(record.id) if not action.undone]
        assert await store.pending_notice_count() == 0, "nothing is left unannounced"

    final: dict[int, dict[str, object]] = {}
    nonce_of: dict[int, str] = {}
    created_by_nonce: dict[str, set[int]] = {}
    for line in log.read_text().splitlines():
        message = json.loads(line)
        final[int(message["id"])] = message
        if message.get("nonce"):
            nonce_of.setdefault(int(message["id"]), str(message["nonce"]))
            created_by_nonce.setdefault(str(message["nonce"]), set()).add(int(message["id"]))
    assert all(len(ids) == 1 for ids in created_by_nonce.values()), "a resent post never made a second message"
    turn_posts = [
        m for message_id, m in final.items()
        if int(str(m["channel_id"])) == CHANNEL_ID and nonce_of.get(message_id, "").startswith("t")
    ]
    assert 0 < len(turn_posts) <= record.turn.segment, "at most one post per turn segment"
    logged = re.compile(r"^\*\*[^*]+\*\*: ", re.MULTILINE)  # "**name**: what they did", one per move
    lines = sum(len(logged.findall(str(m["content"]))) for m in turn_posts)
    assert lines == len(live), f"{lines} logged lines for {len(live)} moves: each move is announced exactly once"
