"""A fake Discord that outlives bot processes and is shared by several of them, like the real one.

Discord is one service for every shard and every bot process: a message one process posted can be
edited by another, and a nonce refuses a duplicate whoever resends it.  :class:`SharedDiscord`
keeps its messages and DM channels in an append-only JSON-lines file; every HTTP request takes an
exclusive lock on the file, first reads what other processes appended since, then answers and
appends what it stored.  A process killed with -9 loses nothing Discord had already answered.

Message ids of different process launches never collide: each launch gets its own ``slot``.
:func:`read_log` gives the final state of every message and which nonce created it, for the checks.
"""

from __future__ import annotations

import fcntl
import itertools
import json
import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from discord.http import Route

from tests.e2e.harness import FakeDiscord, Files, JsonObject

ID_BASE = 1_000_000_000_000_000_000
SLOT_SPAN = 1_000_000_000_000  # ids one process launch may use
LOGGED_MOVE = re.compile(r"^\*\*[^*]+\*\*[ :’']", re.MULTILINE)
"""A turn post's log line, ``**name** did this`` or ``**name**: this happened``: one per move shown."""


class _Unrecorded(list[Any]):
    """The request list of a long run: not kept (memory would grow with every request)."""

    def append(self, item: Any) -> None:
        return None


class SharedDiscord(FakeDiscord):
    """The fake Discord whose state lives in ``log``, shared by every process that opens it."""

    def __init__(self, log: Path, slot: int = 0, *, keep_requests: bool = False) -> None:
        super().__init__()
        self.log = log
        self._offset = 0
        self._creating = False
        self._lock_file = log.with_name(log.name + ".lock").open("a")
        self._ids = itertools.count(ID_BASE + slot * SLOT_SPAN)
        if not keep_requests:
            self.requests = _Unrecorded()
        self.refresh()

    @contextmanager
    def _shared(self) -> Iterator[None]:
        """Hold Discord for one request, knowing everything the other processes stored before it."""
        fcntl.flock(self._lock_file, fcntl.LOCK_EX)
        try:
            self._catch_up()
            yield
        finally:
            fcntl.flock(self._lock_file, fcntl.LOCK_UN)

    def refresh(self) -> None:
        """Read what the other processes stored (before building a click on one of their messages)."""
        with self._shared():
            pass

    def _catch_up(self) -> None:
        if not self.log.exists():
            return
        with self.log.open("rb") as source:
            source.seek(self._offset)
            chunk = source.read()
        complete = chunk[: chunk.rfind(b"\n") + 1]  # a killed writer may have left half a line
        for line in complete.splitlines():
            self._load(json.loads(line))
        self._offset += len(complete)

    def _load(self, entry: JsonObject) -> None:
        if "dm" in entry:
            self.dm_channels[int(entry["dm"])] = int(entry["user"])
            return
        message = entry["message"]
        self.messages[int(message["id"])] = message
        if entry.get("nonce"):
            self.nonces[(int(message["channel_id"]), entry["nonce"])] = int(message["id"])

    def _append(self, entry: JsonObject) -> None:
        with self.log.open("a") as out:
            out.write(json.dumps(entry) + "\n")
        self._offset = os.path.getsize(self.log)  # under the lock: nobody else wrote meanwhile

    def rest(self, route: Route, *, files: Any, form: Any, **kwargs: Any) -> Any:
        with self._shared():
            known = set(self.dm_channels)
            answer = super().rest(route, files=files, form=form, **kwargs)
            for channel in set(self.dm_channels) - known:
                self._append({"dm": str(channel), "user": self.dm_channels[channel]})
            return answer

    def webhook(self, route: Route, **kwargs: Any) -> Any:
        with self._shared():
            return super().webhook(route, **kwargs)

    def _message(self, channel_id: int, body: dict[str, Any], files: Files, **options: Any) -> dict[str, Any]:
        self._creating = True
        try:
            message = super()._message(channel_id, body, files, **options)
        finally:
            self._creating = False
        nonce = body.get("nonce") if body.get("enforce_nonce") else None
        self._append({"message": self.messages[int(message["id"])], "nonce": nonce})
        return message

    def _apply(self, message: dict[str, Any], body: dict[str, Any] | None, files: Files) -> dict[str, Any]:
        applied = super()._apply(message, body, files)
        if body and not self._creating and int(applied["id"]) in self.messages:  # an edit (creations: above)
            self._append({"message": self.messages[int(applied["id"])]})
        return applied


@dataclass
class Posted:
    """What the shared Discord ended with: each message's last state, and the messages each nonce created."""

    final: dict[int, JsonObject]
    nonce_of: dict[int, str]
    created_by_nonce: dict[str, set[int]]
    contents: dict[int, list[str]]  # every content a message had, in order

    def turn_posts(self, channel_id: int) -> list[JsonObject]:
        """The channel's turn posts (their nonces start with ``t``)."""
        return [
            message for message_id, message in self.final.items()
            if int(message["channel_id"]) == channel_id and self.nonce_of.get(message_id, "").startswith("t")
        ]

    def logged_moves(self, channel_id: int) -> int:
        """Moves the channel's turn posts show, counting a move shown twice twice."""
        return sum(len(LOGGED_MOVE.findall(str(post["content"]))) for post in self.turn_posts(channel_id))

    def doubled_nonces(self) -> list[str]:
        return [nonce for nonce, ids in self.created_by_nonce.items() if len(ids) > 1]


def read_log(log: Path) -> Posted:
    posted = Posted({}, {}, {}, {})
    for line in log.read_text().splitlines():
        entry = json.loads(line)
        if "message" not in entry:
            continue
        message = entry["message"]
        message_id = int(message["id"])
        posted.final[message_id] = message
        history = posted.contents.setdefault(message_id, [])
        if not history or history[-1] != message["content"]:
            history.append(str(message["content"]))
        if entry.get("nonce"):
            posted.nonce_of.setdefault(message_id, str(entry["nonce"]))
            posted.created_by_nonce.setdefault(str(entry["nonce"]), set()).add(message_id)
    return posted
