"""The one custom-id codec: every button and menu's ``custom_id``, written and read here only.

A component's custom id carries all a click needs (≤ 100 characters), so clicks work after a restart
without any in-memory view.  Formats (``<game>`` is the game's number, ``<version>`` the state version
the component was drawn for, so a click on an old panel is refused and the fresh panel shown):

- ``tt:lobby:<game>:<join|leave|start|cancel|bots>``, ``tt:opt:<game>:<option>``, ``tt:role:<game>``,
  ``tt:pace:<game>``, ``tt:bots:<game>`` (the host's menu: add a bot player at a level, or remove one),
  ``tt:botrole:<game>:<bot>`` (the host picks bot player number ``<bot>``'s role)
- ``tt:play:<game>:<page>`` (open or page the action panel), ``tt:hand:<game>``, ``tt:table:<game>`` (open
  the game in the Discord Activity)
- ``tt:a:<game>:<version>:<action>`` and ``tt:as:<game>:<version>:<menu>`` (a menu's values are actions);
  an action that would throw away what the turn still offers asks first, and its Confirm button is
  ``tt:ok:<game>:<version>:<action>``
- ``tt:aimform:<game>:<version>`` and ``tt:aim:<game>:<version>:<action>`` (aiming with a preview)
- ``tt:vote:<game>:<motion>:<replace|remove|keep>`` and ``tt:claim:<game>:<motion>``
- ``tt:rematch:<game>`` (a new lobby like the ended game ``<game>``)
- ``tt:leave:<game>`` (the caller confirms leaving the running game for good)

Numbers are matched generously (any digits) so that a forged or corrupted id still reaches its
handler, which then refuses it clearly with :func:`number`; a click Discord routes nowhere would
only show "This interaction failed".
"""

from __future__ import annotations

from rules.core import IllegalAction

PREFIX = "tt"
LIMIT = 100
MAX_ID = 2**63 - 1  # database ids and versions are signed 64-bit integers

DIGITS = r"\d+"
LOBBY = rf"tt:lobby:(?P<game>{DIGITS}):(?P<op>join|leave|start|cancel|bots)"
BOTS = rf"tt:bots:(?P<game>{DIGITS})"
OPTION = rf"tt:opt:(?P<game>{DIGITS}):(?P<option>\w+)"
ROLE = rf"tt:role:(?P<game>{DIGITS})"
BOT_ROLE = rf"tt:botrole:(?P<game>{DIGITS}):(?P<bot>{DIGITS})"
PACE = rf"tt:pace:(?P<game>{DIGITS})"
PLAY = rf"tt:play:(?P<game>{DIGITS}):(?P<page>{DIGITS})"
HAND = rf"tt:hand:(?P<game>{DIGITS})"
TABLE = rf"tt:table:(?P<game>{DIGITS})"
ACTION = rf"tt:a:(?P<game>{DIGITS}):(?P<version>{DIGITS}):(?P<notation>.+)"
ACTION_MENU = rf"tt:as:(?P<game>{DIGITS}):(?P<version>{DIGITS}):(?P<menu>{DIGITS})"
CONFIRM = rf"tt:ok:(?P<game>{DIGITS}):(?P<version>{DIGITS}):(?P<notation>.+)"
AIM_FORM = rf"tt:aimform:(?P<game>{DIGITS}):(?P<version>{DIGITS})"
AIM = rf"tt:aim:(?P<game>{DIGITS}):(?P<version>{DIGITS}):(?P<notation>.+)"
VOTE = rf"tt:vote:(?P<game>{DIGITS}):(?P<motion>{DIGITS}):(?P<choice>replace|remove|keep)"
CLAIM = rf"tt:claim:(?P<game>{DIGITS}):(?P<motion>{DIGITS})"
REMATCH = rf"tt:rematch:(?P<game>{DIGITS})"
LEAVE = rf"tt:leave:(?P<game>{DIGITS})"


def lobby(game: int, op: str) -> str:
    return f"tt:lobby:{game}:{op}"


def bots(game: int) -> str:
    return f"tt:bots:{game}"


def option(game: int, name: str) -> str:
    return f"tt:opt:{game}:{name}"


def role(game: int) -> str:
    return f"tt:role:{game}"


def bot_role(game: int, bot: int) -> str:
    return f"tt:botrole:{game}:{bot}"


def pace(game: int) -> str:
    return f"tt:pace:{game}"


def play(game: int, page: int = 0) -> str:
    return f"tt:play:{game}:{page}"


def hand(game: int) -> str:
    return f"tt:hand:{game}"


def table(game: int) -> str:
    return f"tt:table:{game}"


def action(game: int, version: int, notation: str) -> str:
    return f"tt:a:{game}:{version}:{notation}"


def action_menu(game: int, version: int, menu: int) -> str:
    return f"tt:as:{game}:{version}:{menu}"


def confirm(game: int, version: int, notation: str) -> str:
    return f"tt:ok:{game}:{version}:{notation}"


def aim_form(game: int, version: int) -> str:
    return f"tt:aimform:{game}:{version}"


def aim(game: int, version: int, notation: str) -> str:
    return f"tt:aim:{game}:{version}:{notation}"


def vote(game: int, motion: int, choice: str) -> str:
    return f"tt:vote:{game}:{motion}:{choice}"


def claim(game: int, motion: int) -> str:
    return f"tt:claim:{game}:{motion}"


def rematch(game: int) -> str:
    return f"tt:rematch:{game}"


def leave(game: int) -> str:
    return f"tt:leave:{game}"


def fits(custom_id: str) -> bool:
    """Whether Discord accepts this custom id (and a menu option value of the same text)."""
    return len(custom_id) <= LIMIT


def number(text: str) -> int:
    """A number read from a custom id or a menu value, refused clearly when it is not one we wrote."""
    if not text.isdigit() or len(text) > 19 or int(text) > MAX_ID:
        raise IllegalAction("error.bad_component")
    return int(text)
