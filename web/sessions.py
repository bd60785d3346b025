"""Who an Activity connection is: a sign-in, proven once with Discord, kept as a random bearer token.

The Activity's server trades a player's OAuth code for their identity and checks they are in the
activity instance (``POST /api/token``); from then on the page shows the token it was given, and every
request and socket is bound to that person's seat at that game, read from the game at each answer (a
person replaced meanwhile gets the public view at once, as a spectator does).
Kept in memory: a restart signs everyone in again (the page does it without asking), and a token is
worth nothing to another process, which checks its own sign-ins.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass

TOKEN_BYTES = 32


@dataclass(frozen=True, slots=True)
class Session:
    token: str
    user_id: int
    game_id: int
    lang: str
    expires: float  # the clock's seconds (``Sessions.clock``)


class Sessions:
    """The live sign-ins, each valid ``hours`` from its creation."""

    def __init__(self, hours: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.hours = hours
        self.clock = clock
        self._by_token: dict[str, Session] = {}

    def create(self, user_id: int, game_id: int, lang: str) -> Session:
        self._forget_expired()
        session = Session(secrets.token_urlsafe(TOKEN_BYTES), user_id, game_id, lang,
                          self.clock() + self.hours * 3600)
        self._by_token[session.token] = session
        return session

    def get(self, token: str) -> Session | None:
        """The session of this token, unless it is unknown or expired."""
        session = self._by_token.get(token)
        if session is None or session.expires <= self.clock():
            return None
        return session

    def _forget_expired(self) -> None:
        now = self.clock()
        for token in [token for token, session in self._by_token.items() if session.expires <= now]:
            del self._by_token[token]
