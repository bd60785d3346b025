"""Lobby writes: a game is opened in a channel, players and bot players take and leave seats, options change.

Apart from play because only a lobby's seats still move (they stay 0..n-1 in join order) and none of
these writes touches the snapshot, the action log or the outbox.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from core.db.base import Duplicate, now_text
from core.store.games import bump, fetch_existing, next_bot_id
from core.store.records import ChannelBusy, GameRecord
from core.store.rows import Tables


class Lobby(Tables):
    """The writes of a game before it starts."""

    async def create_lobby(
        self, *, game_kind: str, guild_id: int, channel_id: int, host_id: int, locale: str, options: Mapping[str, Any]
    ) -> GameRecord:
        """A new lobby with the host in seat 0; :class:`ChannelBusy` if the channel has an open game."""
        now = now_text()
        try:
            async with self._write() as db:
                [row] = await db.rows(
                    "INSERT INTO games (game_kind, guild_id, channel_id, host_id, options, locale,"
                    " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                    (game_kind, guild_id, channel_id, host_id, json.dumps(dict(options)), locale, now, now),
                )
                game_id = row["id"]
                await db.execute(
                    "INSERT INTO seats (game_id, seat, user_id, joined_at) VALUES (?, 0, ?, ?)", (game_id, host_id, now)
                )
                return await fetch_existing(db, game_id)
        except Duplicate as error:
            if "channel" in error.detail:  # SQLite names the column, PostgreSQL the index
                raise ChannelBusy(channel_id) from error
            raise

    async def add_seat(self, game_id: int, expected_version: int, user_id: int, role: str | None) -> GameRecord:
        """Seat the user after the others (join order)."""
        async with self._write() as db:
            await bump(db, game_id, expected_version)
            await db.execute(
                "INSERT INTO seats (game_id, seat, user_id, role, joined_at)"
                " VALUES (?, (SELECT COUNT(*) FROM seats WHERE game_id = ?), ?, ?, ?)",
                (game_id, game_id, user_id, role, now_text()),
            )
            return await fetch_existing(db, game_id)

    async def add_bot_seat(self, game_id: int, expected_version: int, level: str, role: str | None = None) -> GameRecord:
        """Seat a bot player after the others; bot seats get user ids -1, -2 … within the game."""
        async with self._write() as db:
            await bump(db, game_id, expected_version)
            await db.execute(
                "INSERT INTO seats (game_id, seat, user_id, role, joined_at, bot_level, dm_ok)"
                " VALUES (?, (SELECT COUNT(*) FROM seats WHERE game_id = ?), ?, ?, ?, ?, 0)",
                (game_id, game_id, await next_bot_id(db, game_id), role, now_text(), level),
            )
            return await fetch_existing(db, game_id)

    async def set_role(self, game_id: int, expected_version: int, user_id: int, role: str | None) -> GameRecord:
        async with self._write() as db:
            await bump(db, game_id, expected_version)
            await db.execute("UPDATE seats SET role = ? WHERE game_id = ? AND user_id = ?", (role, game_id, user_id))
            return await fetch_existing(db, game_id)

    async def remove_seat(self, game_id: int, expected_version: int, user_id: int) -> GameRecord:
        """Unseat the user; later joiners move up one seat so seats stay 0..n-1 in join order."""
        async with self._write() as db:
            await bump(db, game_id, expected_version)
            rows = await db.rows("SELECT seat FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id))
            if rows:
                gone = rows[0]["seat"]
                await db.execute("DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, gone))
                later = await db.rows(
                    "SELECT seat FROM seats WHERE game_id = ? AND seat > ? ORDER BY seat", (game_id, gone)
                )
                for row in later:  # one by one, upwards, so (game_id, seat) stays unique at every step
                    await db.execute(
                        "UPDATE seats SET seat = seat - 1 WHERE game_id = ? AND seat = ?", (game_id, row["seat"])
                    )
            return await fetch_existing(db, game_id)

    async def set_options(self, game_id: int, expected_version: int, options: Mapping[str, Any]) -> GameRecord:
        async with self._write() as db:
            await bump(db, game_id, expected_version, options=json.dumps(dict(options)))
            return await fetch_existing(db, game_id)
