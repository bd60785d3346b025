"""DT-END-5: a player leaving never ends this cooperative game (a bot takes the seat, tested through Discord
in tests/e2e/test_leave.py): the game offers no concession for the service to play."""

from __future__ import annotations

from rules.core import Concedes
from rules.darktomb.game import DARKTOMB


def test_leaving_never_ends_the_game() -> None:
    assert not isinstance(DARKTOMB, Concedes)
