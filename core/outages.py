"""How a background loop (the outbox's delivery, the clock, the follow-ups, the bot players) logs its failures.

A database outage (a server restarting, a dropped connection, a full disk: :func:`core.db.base.outage`) is retried
every few seconds for as long as it lasts; the operator needs to hear it began and ended, not one line per
retry.  A bug keeps its traceback on every failure: it will not cure itself.
"""

from __future__ import annotations

import logging
import time
from typing import Any

from core.db.base import outage


class OutageLog:
    """One loop's failures: the first of an outage is one line without traceback, its retries are quiet, and the
    first success after it says the database answers again."""

    def __init__(self, log: logging.Logger, what: str) -> None:
        self._log = log
        self._what = what  # who is waiting, for the "answers again" line: "the outbox's delivery"
        self._since: float | None = None  # monotonic time of this outage's first failure

    def failed(self, error: BaseException, message: str, *args: Any) -> None:
        """Log ``message % args`` (which says what failed and why) unless an outage is already logged."""
        if not outage(error):
            self._log.error(message, *args, exc_info=error)
        elif self._since is None:
            self._since = time.monotonic()
            self._log.error(message + " (quiet until the database answers again)", *args)

    def worked(self) -> None:
        """The loop's work went through: an outage it had logged is over."""
        if self._since is not None:
            self._log.warning("%s: the database answers again after %.0f s", self._what,
                              time.monotonic() - self._since)
            self._since = None
