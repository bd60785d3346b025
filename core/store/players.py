"""Players' own settings across all their games: away time and reminder interval (the clock), how their
turn reaches them (``notify``), and which games' guides they have seen (``guided``).

Keyed by Discord user, not by game: these rows outlive every game.
"""

from __future__ import annotations

from collections.abc import Collection

from core.db.base import now_text
from core.store.records import DEFAULT_NOTIFY, Notify, PlayerPrefs
from core.store.rows import Tables, iso, record


class Players(Tables):
    """A player's preferences, and the guides shown to them."""

    async def prefs(self, user_id: int) -> PlayerPrefs:
        async with self._read() as db:
            rows = await db.rows("SELECT * FROM players WHERE user_id = ?", (user_id,))
        if not rows:
            return PlayerPrefs(user_id)
        return record(PlayerPrefs, rows[0], notify=_notify(rows[0]["notify"]))

    async def notify_of(self, user_ids: Collection[int]) -> dict[int, Notify]:
        """How each of ``user_ids`` wants their turn to reach them (one read for a turn's players)."""
        if not user_ids:
            return {}
        marks = ", ".join("?" * len(user_ids))
        async with self._read() as db:
            rows = await db.rows(f"SELECT user_id, notify FROM players WHERE user_id IN ({marks})", tuple(user_ids))
        chosen = {row["user_id"]: _notify(row["notify"]) for row in rows}
        return {user: chosen.get(user, DEFAULT_NOTIFY) for user in user_ids}

    async def set_prefs(self, prefs: PlayerPrefs) -> None:
        """The clock preferences (``notify`` is set by :meth:`set_notify`)."""
        async with self._write() as db:
            await db.execute(
                "INSERT INTO players (user_id, away_until, remind_hours) VALUES (?, ?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET away_until = excluded.away_until,"
                " remind_hours = excluded.remind_hours",
                (prefs.user_id, iso(prefs.away_until) if prefs.away_until else None, prefs.remind_hours),
            )

    async def set_notify(self, user_id: int, notify: Notify) -> None:
        """Only this column: a clock preference set at the same moment is not written back over it."""
        async with self._write() as db:
            await db.execute(
                "INSERT INTO players (user_id, notify) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET notify = excluded.notify",
                (user_id, notify.value),
            )

    async def mark_guided(self, user_id: int, game_kind: str) -> bool:
        """Remember that this player had the guide to this game's panel; ``True`` the first time only."""
        async with self._write() as db:
            changed = await db.execute(
                "INSERT INTO guided (user_id, game_kind, shown_at) VALUES (?, ?, ?)"
                " ON CONFLICT (user_id, game_kind) DO NOTHING",
                (user_id, game_kind, now_text()),
            )
            return changed == 1


def _notify(text: str | None) -> Notify:
    return Notify(text) if text else DEFAULT_NOTIFY
