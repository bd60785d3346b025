"""The games table with its seats, as the rest of the store reads them: which games exist where, one game
with its seats as a record, and the optimistic version check every game write goes through.

Every other group that changes a game (the lobby, play, votes) builds on :func:`bump` and
:func:`fetch_existing` here, so "a write names the version it read" is written once.
"""

from __future__ import annotations

import json
from typing import Any

from core.db.base import Conn, Row, now_text
from core.outbox import TurnMark
from core.store.records import GameRecord, SeatRecord, StaleVersion
from core.store.rows import Tables, record


class Games(Tables):
    """Reads of whole games, and the game row's message ids (bookkeeping: no version bump)."""

    async def get(self, game_id: int) -> GameRecord | None:
        async with self._read() as db:
            return await fetch_game(db, game_id)

    async def open_in_channel(self, channel_id: int) -> GameRecord | None:
        """The lobby or active game of this channel, if any."""
        async with self._read() as db:
            rows = await db.rows(
                "SELECT id FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')", (channel_id,)
            )
            return await fetch_game(db, rows[0]["id"]) if rows else None

    async def open_games_of(self, user_id: int) -> list[GameRecord]:
        """Lobbies and active games where this user has a seat, most recently changed first."""
        async with self._read() as db:
            rows = await db.rows(
                "SELECT g.id FROM games g JOIN seats s ON s.game_id = g.id"
                " WHERE s.user_id = ? AND g.status IN ('lobby', 'active') ORDER BY g.updated_at DESC, g.id DESC",
                (user_id,),
            )
            return [await fetch_existing(db, row["id"]) for row in rows]

    async def last_in_channel(self, channel_id: int) -> GameRecord | None:
        """The most recent game of this channel, ended or not (records outlive the game)."""
        async with self._read() as db:
            rows = await db.rows("SELECT id FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,))
            return await fetch_game(db, rows[0]["id"]) if rows else None

    async def active_games(self) -> list[GameRecord]:
        """Every game being played, oldest first (the clock's reconciliation after a restart)."""
        async with self._read() as db:
            rows = await db.rows("SELECT id FROM games WHERE status = 'active' ORDER BY id")
            return [await fetch_existing(db, row["id"]) for row in rows]

    async def unplanned_games(self) -> list[GameRecord]:
        """Games being played whose latest change the clock has not planned yet (its timers, and the bot
        seats' runs, are still owed), oldest game first; ``updated_at`` says when that change was saved."""
        async with self._read() as db:
            rows = await db.rows(
                "SELECT id FROM games WHERE status = 'active' AND planned_version < version ORDER BY id"
            )
            return [await fetch_existing(db, row["id"]) for row in rows]

    async def open_in_guild(self, guild_id: int) -> list[GameRecord]:
        """Lobbies and games being played on a server, oldest first (``/game list``)."""
        async with self._read() as db:
            rows = await db.rows(
                "SELECT id FROM games WHERE guild_id = ? AND status IN ('lobby', 'active') ORDER BY id", (guild_id,)
            )
            return [await fetch_existing(db, row["id"]) for row in rows]

    async def ended_games(self, guild_id: int) -> list[GameRecord]:
        """Finished games of a server, for stats."""
        async with self._read() as db:
            rows = await db.rows(
                "SELECT id FROM games WHERE guild_id = ? AND status = 'finished' ORDER BY id", (guild_id,)
            )
            return [await fetch_existing(db, row["id"]) for row in rows]

    async def set_board_message(self, game_id: int, message_id: int | None) -> None:
        async with self._write() as db:
            await db.execute("UPDATE games SET board_message_id = ? WHERE id = ?", (message_id, game_id))

    async def set_lobby_message(self, game_id: int, message_id: int | None) -> None:
        async with self._write() as db:
            await db.execute("UPDATE games SET lobby_message_id = ? WHERE id = ?", (message_id, game_id))


async def bump(db: Conn, game_id: int, expected_version: int, **columns: Any) -> None:
    """Apply ``columns`` and bump the version, only if the game is still at ``expected_version``."""
    assignments = "".join(f"{name} = ?, " for name in columns)  # names come from this module, never from users
    changed = await db.execute(
        f"UPDATE games SET {assignments}version = version + 1, updated_at = ? WHERE id = ? AND version = ?",
        (*columns.values(), now_text(), game_id, expected_version),
    )
    if changed != 1:
        raise StaleVersion(game_id, expected_version)


async def version_of(db: Conn, game_id: int) -> int:
    """The game's version as this transaction sees it (what notices of no game write of their own carry)."""
    [row] = await db.rows("SELECT version FROM games WHERE id = ?", (game_id,))
    return int(row["version"])


async def next_bot_id(db: Conn, game_id: int) -> int:
    """The user id of the game's next bot player: -1, -2 … within the game."""
    [row] = await db.rows("SELECT COALESCE(MIN(user_id), 0) AS low FROM seats WHERE game_id = ?", (game_id,))
    return min(int(row["low"]), 0) - 1


async def fetch_game(db: Conn, game_id: int) -> GameRecord | None:
    rows = await db.rows("SELECT * FROM games WHERE id = ?", (game_id,))
    if not rows:
        return None
    seats = await db.rows("SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))
    return _game_record(rows[0], [record(SeatRecord, row) for row in seats])


async def fetch_existing(db: Conn, game_id: int) -> GameRecord:
    found = await fetch_game(db, game_id)
    if found is None:  # only called inside the transaction that just wrote this row
        raise LookupError(f"game {game_id} vanished inside its own transaction")
    return found


def _game_record(row: Row, seats: list[SeatRecord]) -> GameRecord:
    turn = TurnMark(row["turn_segment"], row["turn_key"], row["turn_first_n"]) if row["turn_key"] else None
    return record(GameRecord, row, seats=tuple(seats), options=json.loads(row["options"]), turn=turn)
