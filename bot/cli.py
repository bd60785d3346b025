"""The ``tombtable`` command: run the bot, or play an offline demo game without any Discord token."""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys
from pathlib import Path

import discord

from bot import heartbeat
from core.i18n import language_of, t

DEFAULT_DB = "tombtable.sqlite3"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tombtable", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help="connect to Discord (token in the DISCORD_TOKEN variable)")
    run.add_argument("--db", default=os.environ.get("TOMBTABLE_DB", DEFAULT_DB), help="SQLite file, or a postgresql:// URL")
    run.add_argument("--sync", action="store_true", default=os.environ.get("TOMBTABLE_SYNC") == "1",
                     help="publish the slash commands (first run, or after an upgrade)")
    run.add_argument("--dev-guild", type=int, default=_env_int("TOMBTABLE_DEV_GUILD"),
                     help="with --sync: publish to this server only (instant, for development)")

    sub.add_parser("health", help="exit 0 if the running bot touched its heartbeat file recently")

    demo = sub.add_parser("demo", help="play a seeded game with random legal moves and save its pictures")
    demo.add_argument("game", help="game id, e.g. aod")
    demo.add_argument("--players", type=int, default=4)
    demo.add_argument("--seed", type=int, default=7)
    demo.add_argument("--out", type=Path, default=Path("demo-out"))
    demo.add_argument("--lang", choices=("en", "fr"), default="en")

    for name, text in (("verify", "check a /game export file: seed commitment and replay"),
                       ("replay", "re-play a /game export file action by action, then verify it")):
        check = sub.add_parser(name, help=text)
        check.add_argument("file", type=Path)

    migrate = sub.add_parser("migrate-db", help="copy every game to an empty database and prove it by replay")
    migrate.add_argument("source", help="SQLite file or postgresql:// URL")
    migrate.add_argument("destination", help="SQLite file or postgresql:// URL (empty)")
    return parser


def _env_int(name: str) -> int | None:
    value = os.environ.get(name, "").strip()
    return int(value) if value.isdigit() else None


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    logging.basicConfig(level=os.environ.get("TOMBTABLE_LOG", "INFO"),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if args.command == "demo":
        from bot.demo import run_demo

        run_demo(args.game, args.players, args.seed, args.out, lang=args.lang)
        return 0
    if args.command in ("verify", "replay"):
        from core.record_check import check_file

        return check_file(args.file, show_turns=args.command == "replay")
    if args.command == "migrate-db":
        from core.migrate_db import run_cli

        return run_cli(args.source, args.destination)
    if args.command == "health":
        return 0 if heartbeat.is_fresh(heartbeat.path_from_env()) else 1
    token = os.environ.get("DISCORD_TOKEN", "").strip()
    if not token:
        print(t("cli.no_token", _console_lang()), file=sys.stderr)
        return 2
    try:
        asyncio.run(_run_bot(token, args))
    except discord.LoginFailure:
        print(t("cli.token_refused", _console_lang()), file=sys.stderr)
        return 2
    return 0


def _console_lang() -> str:
    """The operator's language, from the usual locale variables."""
    return language_of(os.environ.get("LC_ALL") or os.environ.get("LANG"))


async def _run_bot(token: str, args: argparse.Namespace) -> None:
    from bot.app import create_bot

    bot = create_bot(db_path=args.db, sync=args.sync, dev_guild=args.dev_guild)
    async with bot:
        beat = asyncio.create_task(heartbeat.keep_beating(bot, heartbeat.path_from_env()))
        try:
            await bot.start(token)
        finally:
            beat.cancel()


if __name__ == "__main__":
    raise SystemExit(main())
