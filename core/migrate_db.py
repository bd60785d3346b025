"""``tombtable migrate-db SRC DST``: move every game from one database to another (SQLite ⇄ PostgreSQL).

Every row of every table is copied with its ids (games, seats, the action log and its undo marks,
timers, the outbox, posts, delivery faults, votes, seat changes, player preferences), then the copy is proven: each
table reads back row for row equal to the source, and every started game replays from its seed,
options, roles and log to exactly the state stored on the destination.  The destination must be
empty (freshly migrated); the bot must be stopped meanwhile (nothing may write to the source).
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any

from core import schema
from core.db.base import Database, Row
from core.db.engine import connect
from core.fairplay import replay
from core.storage import Store
from rules import registry
from rules.core import GameRules

# Every table in foreign-key order, with an ORDER BY that fixes one order of its rows.
TABLES: tuple[tuple[str, str], ...] = tuple((table.name, ", ".join(table.row_order)) for table in schema.TABLES)
IDENTITY_TABLES = tuple(table.name for table in schema.TABLES if table.identity)  # ids a PostgreSQL sequence hands out
PAGE = 1000


@dataclass
class Summary:
    """What was copied and what the proof found."""

    rows: dict[str, int] = field(default_factory=dict)
    replayed: int = 0  # started games whose replay equals the stored state
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def lines(self) -> list[str]:
        counts = ", ".join(f"{table} {count}" for table, count in self.rows.items())
        verdict = "copy verified" if self.ok else f"{len(self.problems)} problem(s)"
        return [f"copied: {counts}", f"replayed {self.replayed} started game(s): {verdict}", *self.problems]


async def migrate(
    source: str, destination: str, games: Callable[[str], GameRules[Any, Any, Any]] = registry.get
) -> Summary:
    """Copy ``source`` into the empty ``destination`` (paths or URLs), then verify the copy."""
    summary = Summary()
    src, dst = await connect(source), await connect(destination)
    try:
        async with dst.read() as conn:
            for table, _ in TABLES:
                if await conn.rows(f"SELECT 1 FROM {table} LIMIT 1"):
                    raise ValueError(f"{destination} already holds {table}: migrate into an empty database")
        async with dst.write() as out:
            for table, order in TABLES:
                summary.rows[table] = 0
                async for page in _pages(src, table, order):
                    columns = list(page[0].keys())
                    await out.executemany(
                        f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})",
                        [tuple(row[c] for c in columns) for row in page],
                    )
                    summary.rows[table] += len(page)
            if dst.dialect == "postgresql":  # new rows must get ids after the copied ones
                for table in IDENTITY_TABLES:
                    await out.rows(
                        f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), COALESCE(MAX(id), 0) + 1, false)"
                        f" FROM {table}"
                    )
        for table, order in TABLES:
            await _compare(src, dst, table, order, summary)
        async with dst.read() as conn:
            started = [row["id"] for row in await conn.rows("SELECT id FROM games WHERE state IS NOT NULL ORDER BY id")]
    finally:
        await src.close()
        await dst.close()
    await _replay_all(destination, started, games, summary)
    return summary


async def _pages(database: Database, table: str, order: str) -> AsyncIterator[list[Row]]:
    offset = 0
    while True:
        async with database.read() as conn:
            page = await conn.rows(f"SELECT * FROM {table} ORDER BY {order} LIMIT ? OFFSET ?", (PAGE, offset))
        if not page:
            return
        yield page
        offset += len(page)


async def _compare(src: Database, dst: Database, table: str, order: str, summary: Summary) -> None:
    """Both sides read back the same rows, value for value, in the same order."""
    copies = _pages(dst, table, order)
    async for page in _pages(src, table, order):
        copied: list[Row] = await anext(copies, [])
        if [dict(row) for row in page] != [dict(row) for row in copied]:
            summary.problems.append(f"{table}: the copy differs from the source")
            return
    if await anext(copies, None) is not None:
        summary.problems.append(f"{table}: the copy has rows the source has not")


async def _replay_all(
    url: str, started: list[int], games: Callable[[str], GameRules[Any, Any, Any]], summary: Summary
) -> None:
    """Rebuild every started game from seed, options, roles and log; compare to the stored state."""
    async with await Store.open(url) as store:
        for game_pk in started:
            record = await store.get(game_pk)
            assert record is not None and record.state is not None and record.seed is not None
            game = games(record.game_kind)
            moves = [(a.seat, a.notation) for a in await store.actions(game_pk) if not a.undone]
            replayed = replay(game, record.roles, record.options, record.seed, moves).state
            stored = game.state_model.model_validate_json(record.state)
            if replayed.model_dump(mode="json") != stored.model_dump(mode="json"):
                summary.problems.append(f"game {game_pk} ({record.status.value}): replay differs from the stored state")
            else:
                summary.replayed += 1


def run_cli(source: str, destination: str) -> int:
    """The command: print the summary; exit code 0 only if the copy is proven."""
    try:
        summary = asyncio.run(migrate(source, destination))
    except ValueError as error:
        print(error, file=sys.stderr)
        return 2
    for line in summary.lines():
        print(line)
    return 0 if summary.ok else 1
