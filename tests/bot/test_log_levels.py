"""Even with ``TOMBTABLE_LOG=DEBUG``, no library logs the payloads that carry hands.

discord.py's gateway logs every event it receives at DEBUG (a click on a private panel arrives with
that panel's buttons, whose custom ids and labels name the player's cards), and its HTTP client logs
every request body (hand DMs, panels); aiosqlite logs SQL parameters (whole game states).
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import discord.gateway
import discord.http
import pytest

from bot.app import create_bot


@pytest.fixture
def debug_everywhere() -> Iterator[None]:
    root = logging.getLogger()
    names = ("aiosqlite", "discord.gateway", "discord.http")
    saved = root.level, {name: logging.getLogger(name).level for name in names}
    root.setLevel(logging.DEBUG)
    for name in names:
        logging.getLogger(name).setLevel(logging.NOTSET)
    yield
    root.setLevel(saved[0])
    for name, level in saved[1].items():
        logging.getLogger(name).setLevel(level)


def test_debug_logging_never_quotes_discord_payloads_or_sql_parameters(debug_everywhere: None, tmp_path: Path) -> None:
    create_bot(db_path=tmp_path / "games.sqlite3")
    assert logging.getLogger("bot").isEnabledFor(logging.DEBUG), "the bot's own debug lines stay available"
    for logger in (discord.gateway._log, discord.http._log, logging.getLogger("aiosqlite")):
        assert not logger.isEnabledFor(logging.DEBUG), logger.name
