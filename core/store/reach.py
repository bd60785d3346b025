"""Who the bot can reach: whether a seat's DMs get through (and whether the channel was told they do not),
and the refusals Discord gives for good (``delivery_faults``: the game's channel, a user's DMs).

Kept so that a refusal is told once to whoever can fix it, and the notices held back by a refused channel
are tried again when something changes that may have fixed it.
"""

from __future__ import annotations

from datetime import datetime

from core.db.base import now_text
from core.outbox import CHANNEL, DeliveryFault
from core.store.rows import Tables, iso
from rules.core import Seat


class Reach(Tables):
    """Record and clear what Discord refuses the bot."""

    async def set_dm_ok(self, game_id: int, user_id: int, ok: bool) -> None:
        async with self._write() as db:
            await db.execute("UPDATE seats SET dm_ok = ? WHERE game_id = ? AND user_id = ?", (int(ok), game_id, user_id))

    async def set_dm_notice(self, game_id: int, seat: Seat, told: bool) -> bool:
        """Record whether the channel knows this seat's DMs fail; ``True`` if that changed the flag."""
        async with self._write() as db:
            changed = await db.execute(
                "UPDATE seats SET dm_notice = ? WHERE game_id = ? AND seat = ? AND dm_notice != ?",
                (int(told), game_id, seat, int(told)),
            )
            return changed == 1

    # ------------------------------------------------------------------ delivery faults (see core.outbox)

    async def note_delivery_fault(self, game_id: int, subject: int, fault: DeliveryFault) -> tuple[bool, bool]:
        """Record that Discord refuses the game's channel (``subject`` :data:`~core.outbox.CHANNEL`) or a
        user's DMs for good: whether this is news (a new fault, or another kind), and whether whoever can
        fix it was already told of it."""
        async with self._write() as db:
            rows = await db.rows("SELECT fault, told FROM delivery_faults WHERE game_id = ? AND subject = ?",
                               (game_id, subject))
            if rows and rows[0]["fault"] == fault.value:
                return False, bool(rows[0]["told"])
            await db.execute(
                "INSERT INTO delivery_faults (game_id, subject, fault, since) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (game_id, subject) DO UPDATE SET fault = excluded.fault, since = excluded.since, told = 0",
                (game_id, subject, fault.value, now_text()),
            )
            return True, False

    async def fault_told(self, game_id: int, subject: int) -> None:
        """Whoever can fix the fault has been told (so they are not told again)."""
        async with self._write() as db:
            await db.execute("UPDATE delivery_faults SET told = 1 WHERE game_id = ? AND subject = ?", (game_id, subject))

    async def clear_delivery_fault(self, game_id: int, subject: int) -> DeliveryFault | None:
        """A message got through again: the fault that was recorded, if any, is over."""
        async with self._write() as db:
            rows = await db.rows("DELETE FROM delivery_faults WHERE game_id = ? AND subject = ? RETURNING fault",
                               (game_id, subject))
        return DeliveryFault(rows[0]["fault"]) if rows else None

    async def channel_fault(self, game_id: int) -> DeliveryFault | None:
        """Why the game's channel refuses the bot for now, if it does."""
        async with self._read() as db:
            rows = await db.rows("SELECT fault FROM delivery_faults WHERE game_id = ? AND subject = ?",
                               (game_id, CHANNEL))
        return DeliveryFault(rows[0]["fault"]) if rows else None

    async def reprobe_refused(self, now: datetime, guild_id: int, channel_id: int | None = None) -> int:
        """The pending notices of the guild's games (of one channel, if given) whose channel refused the bot
        are due at ``now``: something changed that may have fixed it.  The number of notices made due."""
        where = "g.guild_id = ?" + (" AND g.channel_id = ?" if channel_id is not None else "")
        params = (guild_id,) if channel_id is None else (guild_id, channel_id)
        async with self._write() as db:
            return await db.execute(
                "UPDATE outbox SET due_at = ? WHERE done_at IS NULL AND due_at > ? AND game_id IN"
                " (SELECT f.game_id FROM delivery_faults f JOIN games g ON g.id = f.game_id"
                f" WHERE f.subject = ? AND {where})",
                (iso(now), iso(now), CHANNEL, *params),
            )
