"""The ``tombtable`` command: run the bot, or play an offline demo game without any Discord token.

An unreachable Discord is one log line and a retry with backoff, never a traceback; a refused token
is explained and ends the program (retrying would not help), and so is a damaged SQLite file, found
before anything writes to it.  SIGTERM (``docker stop``) stops the bot as Ctrl-C does: the moves being
answered finish, then the database closes."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import signal
import sys
import time
from pathlib import Path

import aiohttp
import discord

from bot import heartbeat
from core import db_check
from core.i18n import language_of, t

DEFAULT_DB = "tombtable.sqlite3"
DEFAULT_DEMO_OUT = "demo-out"
RETRY_FIRST_S = 5.0
RETRY_CAP_S = 300.0
UNREACHABLE = (aiohttp.ClientConnectorError, discord.GatewayNotFound, OSError)
"""Discord cannot be reached (DNS, network, gateway down): worth retrying, unlike a refused token."""
DESCRIPTION = "Tomb Table: run the Discord bot, play an offline demo, check game records."
DEMO_EPILOG = (
    "Plays one seeded game with random legal moves, no Discord token needed, and writes what players "
    "would see: board_0000.png (setup), board_0001.png … after each action, each seat's final hand "
    "(hand_seat<N>.png) and log.txt. The same seed always gives the same game."
)

log = logging.getLogger("tombtable")


class _NoVoiceWarning(logging.Filter):
    """Drop discord.py's start-up warnings that voice libraries are missing: the bot never uses voice."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "voice will NOT be supported" not in record.getMessage()


_QUIET_VOICE = _NoVoiceWarning()  # one instance, so installing it again is a no-op


def _parser(games: list[str]) -> argparse.ArgumentParser:
    """The command line; ``games`` are the demo's game ids (loading them is skipped when not needed)."""
    parser = argparse.ArgumentParser(prog="tombtable", description=DESCRIPTION)
    sub = parser.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help="connect to Discord (token in the DISCORD_TOKEN variable)")
    run.add_argument("--db", default=os.environ.get("TOMBTABLE_DB", DEFAULT_DB), help="SQLite file, or a postgresql:// URL")
    run.add_argument("--shards", help="the shard ids this process runs, e.g. 0-3 (several processes on PostgreSQL)")
    run.add_argument("--shard-count", type=int, help="the total number of shards over every process")
    run.add_argument("--sync", action="store_true", default=os.environ.get("TOMBTABLE_SYNC") == "1",
                     help="publish the slash commands (first run, or after an upgrade)")
    run.add_argument("--dev-guild", type=int, default=_env_int("TOMBTABLE_DEV_GUILD"),
                     help="with --sync: publish to this server only (instant, for development)")
    run.add_argument("--render-processes", type=int, default=_env_int("TOMBTABLE_RENDER_PROCESSES"),
                     help="worker processes drawing the pictures (default: 2 on a machine with 2 or more cores,"
                          " else 0 = one thread of the bot's process)")
    run.add_argument("--bot-processes", type=int, default=_env_int("TOMBTABLE_BOT_PROCESSES") or 1,
                     help="worker processes bot players think in: that many games' bots think at once (default 1)")
    run.add_argument("--web-port", type=int, default=_env_int("TOMBTABLE_WEB_PORT"),
                     help="serve every game's web page on this port (default: off); TOMBTABLE_WEB_HOST is the"
                          " interface (127.0.0.1), TOMBTABLE_WEB_URL the public address links use;"
                          " DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET also serve the Discord Activity")

    sub.add_parser("health", help="exit 0 if the running bot touched its heartbeat file recently, else say why")

    demo = sub.add_parser("demo", help="play a seeded game with random legal moves and save its pictures",
                          description="Play an offline demo game and save its pictures.", epilog=DEMO_EPILOG)
    demo.add_argument("game", choices=games or None, metavar="game", help=f"which game: {', '.join(games)}")
    demo.add_argument("--players", type=int, default=4, help="number of players (default 4; the game's limits apply)")
    demo.add_argument("--seed", type=int, default=7, help="random seed: the same seed replays the same game (default 7)")
    demo.add_argument("--out", type=Path, default=Path(os.environ.get("TOMBTABLE_DEMO_OUT", DEFAULT_DEMO_OUT)),
                      help="folder for the pictures and log (default: $TOMBTABLE_DEMO_OUT or ./demo-out)")
    demo.add_argument("--lang", choices=("en", "fr"), default="en", help="language of the pictures and log (default en)")
    demo.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                      help="a lobby option, e.g. heroes_per_player=4 for one Dark Tomb player running four heroes")

    for name, text in (("verify", "check a /game export file: seed commitment and replay"),
                       ("replay", "re-play a /game export file action by action, then verify it")):
        check = sub.add_parser(name, help=text)
        check.add_argument("file", type=Path)

    migrate = sub.add_parser("migrate-db", help="copy every game to an empty database and prove it by replay")
    migrate.add_argument("source", help="SQLite file or postgresql:// URL")
    migrate.add_argument("destination", help="SQLite file or postgresql:// URL (empty)")
    return parser


def _game_kinds() -> list[str]:
    from rules import registry

    return list(registry.games())


def _env_int(name: str) -> int | None:
    value = os.environ.get(name, "").strip()
    return int(value) if value.isdigit() else None


def main(argv: list[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else argv
    args = _parser(_game_kinds() if "demo" in words else []).parse_args(words)
    logging.basicConfig(level=os.environ.get("TOMBTABLE_LOG", "INFO"),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("discord.client").addFilter(_QUIET_VOICE)
    if args.command == "demo":
        from bot.demo import run_demo

        options = dict(pair.split("=", 1) for pair in args.option if "=" in pair)
        run_demo(args.game, args.players, args.seed, args.out, lang=args.lang, options=options)
        return 0
    if args.command in ("verify", "replay"):
        from core.record_check import check_file

        return check_file(args.file, show_turns=args.command == "replay")
    if args.command == "migrate-db":
        from core.migrate_db import run_cli

        return run_cli(args.source, args.destination)
    if args.command == "health":
        problem = heartbeat.problem(heartbeat.path_from_env())
        if problem is not None:
            print(t(problem[0], _console_lang(), **problem[1]), file=sys.stderr)
        return 1 if problem else 0
    token = os.environ.get("DISCORD_TOKEN", "").strip()
    if not token:
        print(t("cli.no_token", _console_lang()), file=sys.stderr)
        return 2
    refusal = _damaged_database(args.db)
    if refusal is not None:
        print(refusal, file=sys.stderr)
        return 1
    try:
        asyncio.run(_serve(token, args))
    except discord.LoginFailure:
        print(t("cli.token_refused", _console_lang()), file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # the operator's Ctrl-C: the bot closed cleanly, nothing to report
        return 130
    except asyncio.CancelledError:  # SIGTERM, the way services are stopped: closed cleanly too
        return 0
    return 0


def _damaged_database(target: str) -> str | None:
    """The one line refusing a damaged SQLite file, or ``None`` to go on (PostgreSQL, a sound or missing file)."""
    path = db_check.sqlite_file(target)
    found = db_check.damage(path) if path is not None else None
    if path is None or found is None:
        return None
    return t(found.key, _console_lang(), file=str(path.resolve()), detail=found.detail,
             seconds=round(db_check.BUSY_TIMEOUT_S))


async def _serve(token: str, args: argparse.Namespace) -> None:
    """Run the bot; while Discord cannot be reached, say so in one line and try again, waiting twice as
    long each time up to ``RETRY_CAP_S`` (a run that stayed up that long starts the wait over)."""
    _stop_on_sigterm()
    delay = RETRY_FIRST_S
    while True:
        began = time.monotonic()
        try:
            await _run_bot(token, args)
            return
        except UNREACHABLE as error:
            if time.monotonic() - began >= RETRY_CAP_S:
                delay = RETRY_FIRST_S
            log.error(t("cli.unreachable", _console_lang(), error=_short(error), seconds=round(delay)))
        await asyncio.sleep(delay)
        delay = min(delay * 2, RETRY_CAP_S)


def _stop_on_sigterm() -> None:
    """SIGTERM cancels the running task as asyncio's own Ctrl-C handling does, so leaving ``async with bot``
    closes the bot gracefully (:meth:`bot.app.TombTable.close`); a second SIGTERM hurries that close."""
    main = asyncio.current_task()
    if main is not None:
        with contextlib.suppress(NotImplementedError):  # an event loop without signals (Windows)
            asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, main.cancel)


def _short(error: BaseException) -> str:
    """The error on one line, without the chain of causes."""
    return " ".join(str(error).split()) or type(error).__name__


def _shard_range(text: str) -> list[int]:
    """``"0-3"`` → ``[0, 1, 2, 3]``; ``"2"`` → ``[2]``."""
    low, _, high = text.partition("-")
    return list(range(int(low), int(high or low) + 1))


def _console_lang() -> str:
    """The operator's language, from the usual locale variables."""
    return language_of(os.environ.get("LC_ALL") or os.environ.get("LANG"))


async def _run_bot(token: str, args: argparse.Namespace) -> None:
    from bot.app import create_bot
    from render.workers import default_processes

    shards = _shard_range(args.shards) if args.shards else None
    if shards is not None and args.shard_count is None:
        raise SystemExit("--shards needs --shard-count (the total over every process)")
    processes = default_processes() if args.render_processes is None else args.render_processes
    bot = create_bot(db_path=args.db, sync=args.sync, dev_guild=args.dev_guild, shard_ids=shards,
                     shard_count=args.shard_count, render_processes=processes,
                     bot_processes=args.bot_processes, web_port=args.web_port, bot_token=token)
    async with bot:
        beat = asyncio.create_task(heartbeat.keep_beating(bot, heartbeat.path_from_env()))
        try:
            await bot.start(token)
        finally:
            beat.cancel()


if __name__ == "__main__":
    raise SystemExit(main())
