"""UW-END-6: a player leaving never ends the game, in either scoring (a bot takes the seat, tested through
Discord in tests/e2e/test_leave.py): the game offers no concession for the service to play."""

from __future__ import annotations

from rules.core import Concedes
from rules.underworld.game import UNDERWORLD


def test_leaving_never_ends_the_game() -> None:
    assert not isinstance(UNDERWORLD, Concedes)
