"""The Discord Activity instances launched for a game (``activity_launches``).

The bot records the instance Discord answers its launch with; the Activity's server, possibly another
process, reads it back to know which game a signed-in player's instance shows.
"""

from __future__ import annotations

from core.db.base import now_text
from core.store.rows import Tables


class Launches(Tables):
    """Record and look up which game an Activity instance was opened for."""

    async def record_launch(self, instance_id: str, game_id: int, user_id: int) -> None:
        """Keep that ``instance_id`` shows ``game_id`` (launched by ``user_id``); a second launch into the same
        instance keeps the first game (an instance shows one table)."""
        async with self._write() as db:
            await db.execute("INSERT INTO activity_launches (instance_id, game_id, user_id, created_at) VALUES (?, ?, ?, ?)"
                             " ON CONFLICT (instance_id) DO NOTHING", (instance_id, game_id, user_id, now_text()))

    async def launched_game(self, instance_id: str) -> int | None:
        """The game an instance was launched for, if the bot launched it."""
        async with self._read() as db:
            rows = await db.rows("SELECT game_id FROM activity_launches WHERE instance_id = ?", (instance_id,))
        return int(rows[0]["game_id"]) if rows else None
