"""A file the running bot touches while connected, so a container healthcheck can tell it is alive."""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path
from typing import Any

from discord import Client

INTERVAL_S = 30.0
STALE_AFTER_S = 180.0


def path_from_env() -> Path | None:
    value = os.environ.get("TOMBTABLE_HEARTBEAT", "").strip()
    return Path(value) if value else None


async def keep_beating(bot: Client, path: Path | None) -> None:
    """Touch ``path`` every ``INTERVAL_S`` while the gateway connection is ready."""
    if path is None:
        return
    while True:
        if bot.is_ready() and not bot.is_closed():
            path.write_text(str(int(time.time())), encoding="ascii")
        await asyncio.sleep(INTERVAL_S)


def is_fresh(path: Path | None, now: float | None = None) -> bool:
    """True when the heartbeat file was written less than ``STALE_AFTER_S`` ago."""
    return problem(path, now) is None


def problem(path: Path | None, now: float | None = None) -> tuple[str, dict[str, Any]] | None:
    """Why the bot does not look alive, as a ``cli.health.*`` catalog key and its fields; ``None`` if it does."""
    if path is None:
        return "cli.health.no_setting", {}
    if not path.exists():
        return "cli.health.no_file", {"path": str(path)}
    written = path.stat().st_mtime
    age = (now if now is not None else time.time()) - written
    if age >= STALE_AFTER_S:
        since = time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime(written))
        return "cli.health.stale", {"path": str(path), "since": since, "seconds": int(age), "limit": int(STALE_AFTER_S)}
    return None
