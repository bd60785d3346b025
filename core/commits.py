"""Who learns at once that a game changed: an in-process hub the service tells after every commit.

The web pages' live updates listen here, so a move committed in this process reaches them without
waiting for a poll.  A move committed by another process (another shard on the same PostgreSQL) is not
seen here: the listener polls the games' versions as well (:meth:`core.storage.Store.versions`).
Listeners are plain callbacks run in the committing task: they must only note the change and return
(schedule their own work), never raise or wait.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

log = logging.getLogger(__name__)

Listener = Callable[[int, int], None]
"""Called with ``(game id, version)`` after that version of the game is committed."""


class CommitHub:
    """Listeners told of each committed version of any game in this process."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Tell ``listener`` of every commit from now on; the returned function stops it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    def publish(self, game_id: int, version: int) -> None:
        """A version of a game is committed: tell every listener (a failing one is logged, never the
        committer's problem: its change is saved)."""
        for listener in list(self._listeners):
            try:
                listener(game_id, version)
            except Exception:  # noqa: BLE001 - the commit is done; a listener's bug must not undo its answer
                log.exception("a commit listener failed on game %s version %s", game_id, version)
