"""The Discord bot: construction, boot sequence and shutdown.

:func:`create_bot` only builds objects; all I/O (opening the database, loading cogs, optional
command sync) happens in :meth:`TombTable.setup_hook`, which discord.py runs at login.  That keeps
the bot testable offline: the end-to-end tests log in against a fake HTTP layer.
"""

from __future__ import annotations

import asyncio
import dataclasses
import gc
import logging
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.delivery.worker import Delivery
from bot.entry_point import KeepsEntryPoint
from bot.features import FEATURES
from bot.features.clock import ClockDispatcher
from bot.follow_ups import FollowUps
from bot.names import NameBook
from bot.translator import CatalogTranslator, ls
from bot.web_narrator import BotNarrator
from core.autoplay import AutoPlayer, bot_workers
from core.clock import GameClock, utc_now
from core.service import GameService, Outcome
from core.storage import GameRecord, Store
from render.workers import shutdown_render_executor, start_workers, use_processes
from web.limits import PeerLimits
from web.server import GamePages, WebServer
from web.settings import ActivitySettings, WebSettings

log = logging.getLogger(__name__)

CHATTY_LOGGERS = ("aiosqlite", "discord.gateway", "discord.http")
"""Libraries whose DEBUG lines quote SQL parameters (whole game states with every hand) or whole
Discord payloads (a click on a private panel carries its buttons, i.e. the player's cards)."""


class GameGroup(app_commands.Group):
    """The bot's one command, ``/game``: in servers only, which Discord learns from ``contexts``.

    discord.py also sends ``dm_permission``, deprecated by Discord for ``contexts``: it is left out."""

    def to_dict(self, tree: app_commands.CommandTree[Any]) -> dict[str, Any]:
        payload = super().to_dict(tree)
        payload.pop("dm_permission", None)
        return payload


class TombTable(commands.AutoShardedBot):
    """The bot; ``service`` and ``store`` exist once :meth:`setup_hook` has run.

    Sharded: by default Discord's recommended shard count, all in this process; ``shard_ids`` and
    ``shard_count`` let several processes share the shards (and one PostgreSQL database).  DMs arrive
    on shard 0 and may touch a game of any shard: the database's version check is the only lock an
    action needs, and outbox notices and timers are claimed, so two processes never send one twice."""

    service: GameService
    store: Store
    clock: GameClock
    clock_dispatcher: ClockDispatcher
    delivery: Delivery
    autoplayer: AutoPlayer
    follow_ups: FollowUps

    def __init__(
        self,
        *,
        db_path: str | Path,
        sync: bool = False,
        dev_guild: int | None = None,
        seed_source: Callable[[int], int] | None = None,
        now: Callable[[], datetime] = utc_now,
        shard_ids: list[int] | None = None,
        shard_count: int | None = None,
        render_processes: int = 0,
        bot_processes: int = 1,
        even_bot_pace: bool = True,
        web: WebSettings | None = None,
    ) -> None:
        sharding: dict[str, Any] = {"shard_ids": shard_ids} if shard_ids is not None else {}
        if shard_count is not None:
            sharding["shard_count"] = shard_count
        super().__init__(
            **sharding,
            command_prefix=commands.when_mentioned,  # slash commands only; no message content needed
            intents=discord.Intents.default(),
            tree_cls=KeepsEntryPoint,
            help_command=None,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False),
        )
        self.db_path = db_path  # a SQLite file, or a postgresql:// URL (see core.storage)
        self.sync_on_start = sync
        self.dev_guild = dev_guild
        self._seed_source = seed_source
        self._now = now
        self.render_processes = render_processes  # 0: pictures drawn in one thread of this process
        self.bot_processes = bot_processes  # worker processes bot players think in
        self.even_bot_pace = even_bot_pace  # off only in tests, where waiting out each bot's budget is wasted
        self.names = NameBook(self)
        self.places: dict[int, tuple[int, int]] = {}  # game id -> (server, channel), fixed: see features.check_place
        self.game_group = GameGroup(
            name=ls("command.game.name"), description=ls("command.game.description"),
            allowed_contexts=app_commands.AppCommandContext(guild=True),
            allowed_installs=app_commands.AppInstallationType(guild=True),
        )
        self.web = web  # where the game pages are served, if they are (links in the turn posts point there)
        self.web_server: WebServer | None = None
        self._store: Store | None = None
        self._gc_tidy: asyncio.TimerHandle | None = None
        self._last_interaction = self._last_tidy = 0.0

    async def setup_hook(self) -> None:
        self._store = self.store = await Store.open(self.db_path)
        use_processes(self.render_processes)
        await start_workers()
        self.service = (
            GameService(self.store, seed_source=self._seed_source) if self._seed_source else GameService(self.store)
        )
        self.clock = GameClock(self.store, self.service, self._now)
        self.autoplayer = AutoPlayer(self.store, self.service, self._announce_bot_move, bot_workers(self.bot_processes),
                                     even_pace=self.even_bot_pace)
        self.follow_ups = FollowUps(self)
        self.service.on_change = self._changed
        self.clock_dispatcher = ClockDispatcher(self, self.clock)
        self.delivery = Delivery(self)
        if self.shard_ids is None:  # the only process: a dead run's leases are void (shared: they expire)
            await self.store.release_claims()
        await self.tree.set_translator(CatalogTranslator())
        self.tree.add_command(self.game_group)
        for feature in FEATURES:  # each adds its /game subcommands and its components
            await self.load_extension(feature)
        if self.sync_on_start:
            await self.sync_commands()
        if self.web is not None:  # the pages share this process's service, store and render workers
            pages = GamePages(self.store, self.service, BotNarrator(self.names), PeerLimits(trust_proxy=self.web.trust_proxy),
                              activity=self.web.activity, announce=self.delivery.flush)
            self.web_server = WebServer(self.web, pages)
            await self.web_server.start()
        gc.set_threshold(*GC_THRESHOLDS)
        gc.collect()
        gc.freeze()
        self._tidy_collector_later()

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Every interaction marks the loop busy, so the collector's tidy-up waits for a quiet moment."""
        self._last_interaction = asyncio.get_running_loop().time()

    def _tidy_collector(self) -> None:
        """Collect everything then freeze what survived, at a quiet moment.

        A full pass of the collector walks every tracked object that is not frozen, holding the interpreter
        the whole time: over the games, caches and records a bot keeps after a while, 54-73 ms during which
        no interaction is answered (measured in ``bench/bench_bot.py``'s burst).  Freezing after start-up
        and then about once a minute keeps that walk to what the last minute left behind (6-32 ms for what
        5 s of three games played flat out left), done when no interaction came for ``GC_QUIET`` seconds,
        or at the latest after ``GC_TIDY_AT_LATEST``.  Frozen objects are still freed when nothing refers
        to them; only a reference cycle formed later among them would wait for the process to end.
        """
        loop = asyncio.get_running_loop()
        if loop.time() - self._last_interaction < GC_QUIET and loop.time() - self._last_tidy < GC_TIDY_AT_LATEST:
            self._gc_tidy = loop.call_later(GC_QUIET, self._tidy_collector)
            return
        gc.collect()
        gc.freeze()
        self._tidy_collector_later()

    def _tidy_collector_later(self) -> None:
        """A timer, not a task: nothing waits for it, and :meth:`close` cancels it."""
        loop = asyncio.get_running_loop()
        self._last_tidy = loop.time()
        self._gc_tidy = loop.call_later(GC_TIDY_EVERY, self._tidy_collector)

    async def _changed(self, record: GameRecord, outcome: Outcome | None) -> None:
        """After every saved change: its follow-ups (timers, bot seats' runs), retried until done; a failure
        never reaches the caller, whose change is saved."""
        await self.follow_ups.after(record, outcome)

    async def _announce_bot_move(self, game_pk: int, outcome: Outcome) -> None:
        await self.delivery.flush(game_pk, outcome)

    async def sync_commands(self) -> None:
        """Publish the commands: to the development server only (instant) or globally."""
        if self.dev_guild is not None:
            guild = discord.Object(id=self.dev_guild)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        log.info("synced %d command(s) %s", len(synced), f"to guild {self.dev_guild}" if self.dev_guild else "globally")

    async def on_ready(self) -> None:
        """Connected: start the timer dispatcher, the outbox worker, which first delivers whatever a restart
        left unannounced, and the follow-ups' retries (once; reconnects fire this again)."""
        self.clock_dispatcher.start()
        self.delivery.start()
        self.follow_ups.start()
        await self.autoplayer.reconcile(self.serves)

    def page_url(self, record: GameRecord) -> str | None:
        """The public address of the game's web page, if this bot serves the pages."""
        if self.web_server is None or record.share_id is None:
            return None
        return self.web_server.settings.page_url(record.share_id)

    @property
    def serves_activity(self) -> bool:
        """Whether this bot serves the Discord Activity (its posts then offer "Open the table")."""
        return self.web is not None and self.web.activity is not None

    def serves(self, record: GameRecord) -> bool:
        """Whether the game's server is on one of this process's shards (Discord's rule: the server id's
        timestamp bits modulo the shard count); every game when this process runs them all."""
        if self.shard_ids is None or self.shard_count is None:
            return True
        return (record.guild_id >> 22) % self.shard_count in self.shard_ids

    async def close(self) -> None:
        """Stop gracefully: the interactions being answered finish first (a move in flight is saved and its
        player answered while Discord and the database are still open), then the background tasks stop,
        the connection to Discord closes and the database last."""
        if self._gc_tidy is not None:
            self._gc_tidy.cancel()
            self._gc_tidy = None
        try:
            await _let_handlers_finish()
            if self.web_server is not None:  # no page reads the database once it closes
                server, self.web_server = self.web_server, None
                await server.stop()
            if self._store is not None:  # set up: the background tasks exist
                await self.clock_dispatcher.stop()
                await self.delivery.stop()
                await self.follow_ups.stop()
                await self.autoplayer.close()
            await super().close()
        finally:
            if self._store is not None:
                store, self._store = self._store, None
                await store.close()
            await asyncio.to_thread(shutdown_render_executor)


async def _let_handlers_finish() -> None:
    """Wait for the interaction handlers still running, at most ``CLOSE_GRACE_S``, counting those that start
    meanwhile.  Any still running then are cancelled and awaited: a write in progress rolls back, and a
    move already saved is announced by the outbox at the next start."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + CLOSE_GRACE_S
    while running := _interaction_handlers():
        left = deadline - loop.time()
        if left <= 0:
            log.warning("stopping: %d interaction(s) still running after %.0f s are cut short", len(running),
                        CLOSE_GRACE_S)
            for task in running:
                task.cancel()
            await asyncio.wait(running)
            return
        await asyncio.wait(running, timeout=left)


def _interaction_handlers() -> set[asyncio.Task[Any]]:
    """The tasks running an interaction's handler, found by the names discord.py gives them."""
    me = asyncio.current_task()
    return {task for task in asyncio.all_tasks() if task is not me and task.get_name().startswith(HANDLER_TASKS)}


HANDLER_TASKS = ("CommandTree-invoker", "discord-ui-")
"""Name prefixes of discord.py's tasks that run a handler: slash commands and autocomplete (the command
tree), components and modals (``discord-ui-dynamic-item-…``, ``-view-dispatch-…``, ``-modal-dispatch-…``).
A view's timeout task (``discord-ui-view-timeout-…``) matches too: the stateless views have none."""
CLOSE_GRACE_S = 10.0
"""Seconds a graceful stop (Ctrl-C, SIGTERM) gives the interactions being answered to finish."""
GC_THRESHOLDS = (7_000, 10, 10)
"""The collector's thresholds: a young pass every 7,000 new objects instead of 700.  A bot's objects
mostly die young (one interaction's payloads, views, texts), so ten times fewer passes find about as
much garbage for far less CPU; the older generations keep Python's defaults."""
GC_TIDY_EVERY = 60.0
"""Seconds between two tidy-ups of the collector (see :meth:`TombTable._tidy_collector`)."""
GC_QUIET = 2.0
"""Seconds without an interaction before a due tidy-up runs."""
GC_TIDY_AT_LATEST = 600.0
"""Seconds after the last tidy-up when one runs even on a busy loop."""


def create_bot(
    *,
    db_path: str | Path,
    sync: bool = False,
    dev_guild: int | None = None,
    seed_source: Callable[[int], int] | None = None,
    now: Callable[[], datetime] = utc_now,
    shard_ids: list[int] | None = None,
    shard_count: int | None = None,
    render_processes: int = 0,
    bot_processes: int = 1,
    even_bot_pace: bool = True,
    web_port: int | None = None,
    bot_token: str = "",
    activity: ActivitySettings | None = None,
) -> TombTable:
    """A bot ready to ``start``; nothing is opened or sent until it logs in.  With ``web_port`` it serves the
    game pages there (0: a free port, see ``bot.web_server.port``), host and public URL from the environment,
    and the Discord Activity beside them when the environment sets it up (``DISCORD_CLIENT_ID`` and
    ``DISCORD_CLIENT_SECRET``; ``bot_token`` is the bot's token, which its instance checks use) or when
    ``activity`` says how (tests)."""
    for name in CHATTY_LOGGERS:  # hidden information must not reach the logs, even at DEBUG
        chatty = logging.getLogger(name)
        if chatty.getEffectiveLevel() < logging.INFO:
            chatty.setLevel(logging.INFO)
    web: WebSettings | None = None
    if web_port is not None:
        web = WebSettings.from_env(web_port, bot_token)
        if activity is not None:
            web = dataclasses.replace(web, activity=activity)
    elif activity is not None:
        raise ValueError("the Activity is served by the web server: give web_port too")
    return TombTable(
        db_path=db_path, sync=sync, dev_guild=dev_guild, seed_source=seed_source, now=now,
        shard_ids=shard_ids, shard_count=shard_count, render_processes=render_processes,
        bot_processes=bot_processes, even_bot_pace=even_bot_pace, web=web,
    )
