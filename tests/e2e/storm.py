"""Several real bot processes on one PostgreSQL, a storm of conflicting clicks, one process killed -9.

:func:`run_storm` is shared by ``tests/e2e/test_storm.py`` (small, checked) and ``bench/bench_scale.py``
(1,000 games, timed).  It starts ``procs`` bot processes (:mod:`tests.e2e.storm_child`) on a database
whose games were opened by :func:`prepare`, each behind the same shared fake Discord, lets them
click on the same games for ``seconds``, kills one with SIGKILL at ``kill_at`` and starts it again,
waits until everything is delivered and every due timer fired, stops them and checks
(:func:`check`):

- **0 lost**: every game replays from its log to its stored state, and every move a player was told
  was done ("Done: …" on their panel) is in the log;
- **0 doubled**: no nonce made two messages, and each game's turn posts show every logged move
  exactly once (counting the ``**name**:`` lines, as the single-process crash test does; moves too
  many for one message go on in further posts, never behind a "…");
- **timers once**: no due timer is left unfired, and no game got more reminder posts than reminder
  timers fired for it.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from core.i18n import t
from core.service import GameService
from core.storage import Store
from tests.e2e.shared_discord import read_log
from tests.e2e.storm_child import channel_of, storm_time

ROOT = Path(__file__).resolve().parents[2]
READY_WITHIN_S = 120.0
DRAIN_WITHIN_S = 120.0
DONE_PREFIX = t("bot.panel.done", "en", events="")  # a player was told the move was saved
REMINDER_PREFIX = t("clock.reminder", "en", player="", game="", left="")[:1]
MOVED_ON = t("bot.panel.moved_on", "en")  # a click lost the race to another click on the same game


@dataclass
class Storm:
    """What one storm did and what the checks found."""

    procs: int
    games: int
    seconds: float
    interactions: int = 0
    refused: int = 0  # interactions the driver could not complete (its panel was stale)
    moved_on: int = 0  # clicks answered "the game moved on": another click won the race
    latencies: list[float] = field(default_factory=list)
    player_moves: int = 0
    clock_moves: int = 0
    acknowledged: int = 0
    reminders_fired: int = 0
    reminders_posted: int = 0
    rss_kib: list[dict[str, int]] = field(default_factory=list)  # per launch: start, fake, ready, end
    reconcile_s: list[float] = field(default_factory=list)  # per launch: planning every game's clock at start
    problems: list[str] = field(default_factory=list)

    @property
    def actions_per_s(self) -> float:
        return (self.player_moves + self.clock_moves) / self.seconds

    def summary(self) -> str:
        ms = [1000 * self.percentile(share) for share in (0.5, 0.99)]
        return (
            f"{self.procs} process(es), {self.games} games, {self.seconds:.0f} s: "
            f"{self.actions_per_s:6.1f} actions/s ({self.player_moves} by players, {self.clock_moves} by clocks), "
            f"{self.interactions} interactions (p50 {ms[0]:.0f} ms, p99 {ms[1]:.0f} ms), "
            f"{self.moved_on + self.refused} lost a race; "
            f"{self.acknowledged} confirmed; reminders {self.reminders_posted} posted / {self.reminders_fired} fired; "
            f"problems: {len(self.problems)}"
        )

    def percentile(self, share: float) -> float:
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def _child(url: str, folder: Path, slot: int, games: int, extra: Sequence[str]) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.e2e.storm_child", url, str(folder), str(slot), str(games), *extra],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=open(folder / f"stderr-{slot}.txt", "wb"),  # noqa: SIM115
        env={**os.environ, "PYTHONHASHSEED": "0"},
    )


def _expect(child: subprocess.Popen[bytes], word: bytes, slot: int, folder: Path) -> None:
    assert child.stdout is not None
    line = child.stdout.readline()
    if line.strip() != word:
        raise RuntimeError(f"storm process {slot} said {line!r}: {(folder / f'stderr-{slot}.txt').read_text()[-3000:]}")


def prepare(url: str, folder: Path, games: int, extra: Sequence[str] = ()) -> None:
    """Open ``games`` paced games on the database and announce them (one bot process, then it exits)."""
    folder.mkdir(parents=True, exist_ok=True)
    setup = _child(url, folder, 0, games, ["--setup", *extra])
    if setup.wait(timeout=600) != 0:
        raise RuntimeError((folder / "stderr-0.txt").read_text()[-3000:])


def run_storm(
    url: str, folder: Path, *, games: int, procs: int, seconds: float, kill_at: float | None,
    extra: Sequence[str] = (),
) -> Storm:
    """Storm the prepared database with ``procs`` processes; kill one at ``kill_at`` seconds, restart it."""
    report = Storm(procs, games, seconds)
    slots = iter(range(1, 1_000))
    children = {next(slots): None for _ in range(procs)}
    running = {slot: _child(url, folder, slot, games, extra) for slot in children}
    for slot, child in running.items():
        _expect(child, b"ready", slot, folder)
    start = time.time() + 0.5
    end = start + seconds
    (folder / "go").write_text(json.dumps([start, end]))
    if kill_at is not None:
        time.sleep(max(0.0, start + kill_at - time.time()))
        victim = min(running)
        running.pop(victim).send_signal(signal.SIGKILL)
        slot = next(slots)
        running[slot] = _child(url, folder, slot, games, extra)  # it reads the go file and joins in
    for slot, child in running.items():
        if slot > procs:  # the restarted one
            _expect(child, b"ready", slot, folder)
        _expect(child, b"stormed", slot, folder)
    frozen = datetime.fromtimestamp(storm_time(end, start, end), timezone.utc)
    _drain(url, frozen)
    for child in running.values():
        child.send_signal(signal.SIGTERM)
    for slot, child in running.items():
        if child.wait(timeout=60) != 0:
            report.problems.append(f"process {slot} ended badly: {(folder / f'stderr-{slot}.txt').read_text()[-2000:]}")
    for stats_file in sorted(folder.glob("stats-*.json")):  # the killed launch's last save too
        stats = json.loads(stats_file.read_text())
        report.latencies += stats["latencies"]
        report.refused += stats["refused"]
        report.rss_kib.append(stats["rss_kib"])
        report.reconcile_s.append(stats["reconcile_s"])
    report.interactions = len(report.latencies)
    asyncio.run(check(url, folder, frozen, report))
    return report


def _drain(url: str, frozen: datetime) -> None:
    """Wait until nothing is left to deliver and no timer due by the storm's end is unfired."""

    async def quiet() -> bool:
        async with await Store.open(url) as store:
            return await store.pending_notice_count() == 0 and not await store.due_timers(frozen)

    deadline = time.time() + DRAIN_WITHIN_S
    while not asyncio.run(quiet()):
        if time.time() > deadline:
            break  # check() says what is left
        time.sleep(1.0)


async def check(url: str, folder: Path, frozen: datetime, report: Storm) -> None:
    """The storm's promises, game by game (see the module docstring); problems go to ``report``."""
    posted = read_log(folder / "discord.jsonl")
    report.problems += [f"nonce {nonce} made two messages" for nonce in posted.doubled_nonces()]
    acknowledged: Counter[int] = Counter()
    reminders: Counter[int] = Counter()
    for message_id, history in posted.contents.items():
        message = posted.final[message_id]
        channel = int(message["channel_id"])
        acknowledged[channel] += sum(text.startswith(DONE_PREFIX) for text in history)
        report.moved_on += sum(text.startswith(MOVED_ON) for text in history)
        if "webhook_id" not in message and history[0].startswith(REMINDER_PREFIX):
            reminders[channel] += 1
    async with await Store.open(url) as store:
        service = GameService(store)
        if await store.pending_notice_count():
            report.problems.append(f"{await store.pending_notice_count()} notices never delivered")
        if left := await store.due_timers(frozen):
            report.problems.append(f"{len(left)} due timers never fired")
        for index in range(report.games):
            record = await store.last_in_channel(channel_of(index))
            assert record is not None
            verdict = await service.verify(record.id)
            if not verdict.ok:
                report.problems.append(f"game {record.id} does not replay: {verdict.problems}")
            live = [action for action in await store.actions(record.id) if not action.undone]
            by_player = sum(not action.by_clock for action in live)
            report.player_moves += by_player
            report.clock_moves += len(live) - by_player
            shown = posted.logged_moves(record.channel_id)
            if shown != len(live):
                report.problems.append(f"game {record.id}: its turn posts show {shown} moves of {len(live)}")
            report.acknowledged += acknowledged[record.channel_id]
            if acknowledged[record.channel_id] > by_player:
                report.problems.append(
                    f"game {record.id}: {acknowledged[record.channel_id]} moves confirmed, {by_player} saved"
                )
            fired = sum(t.kind != "timeout" and t.fired_at is not None for t in await store.timers_of(record.id))
            report.reminders_fired += fired
            report.reminders_posted += reminders[record.channel_id]
            if reminders[record.channel_id] > fired:
                report.problems.append(f"game {record.id}: {reminders[record.channel_id]} reminders for {fired} timers")
