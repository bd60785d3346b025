"""A file the running bot touches while connected, so a container healthcheck can tell it is alive."""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path

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
    if path is None or not path.exists():
        return False
    return (now if now is not None else time.time()) - path.stat().st_mtime < STALE_AFTER_S
