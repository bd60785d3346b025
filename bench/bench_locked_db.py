"""Interactions while another process holds the SQLite database's write lock (issue 49, item 3).

Run by hand from the repository root::

    .venv/bin/python -m bench.bench_locked_db [--hold 10] [--every 1.0]

One bot on a SQLite file and an offline Discord (tests/e2e's harness); a two-player game of AoD is
started.  A second process then takes the file's write lock (``BEGIN EXCLUSIVE``, as a backup or
another program would) and keeps it ``--hold`` seconds.  Meanwhile, every ``--every`` seconds the
players send, at the same instant, ``/game status``, ``/game hand``, ``/game board``, a Play click
(the private panel), an autocomplete of ``/game play`` and one write (``/game play`` typed, or an
action click, in turn).  Per kind it prints the time from dispatch to the acknowledgement (the first
interaction callback; Discord's deadline: 3 s) and to the last answer, then the worst
acknowledgement of all and how many writes answered "busy, nothing changed" (the others got the
lock once it was released).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from core.i18n import t
from tests.e2e.conftest import ALICE, BRUNO
from tests.e2e.harness import FakeDiscord, Table, custom_ids
from tests.e2e.lobby import start_game
from tests.e2e.play import offered

CALLBACK = "/interactions/{webhook_id}/{webhook_token}/callback"
DEADLINE_S = 3.0
HOLDER = """
import sqlite3, sys, time
other = sqlite3.connect(sys.argv[1], isolation_level=None)
other.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
time.sleep(float(sys.argv[2]))
other.execute("ROLLBACK")
"""


def ms(seconds: float) -> str:
    return f"{1000 * seconds:7.0f} ms"


async def run(hold: float, every: float) -> None:
    fake = FakeDiscord()
    with fake.patched(), tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "locked.sqlite3"
        table = await Table.open(fake, path, seed_source=lambda bits: 7)
        try:
            await measure(table, fake, path, hold, every)
        finally:
            await table.close()


async def measure(table: Table, fake: FakeDiscord, path: Path, hold: float, every: float) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    before = await table.bot.service.current(game_pk)
    seat = min(before.to_act)
    player = (ALICE, BRUNO)[seat]
    typed = before.game.notation(before.game.legal_actions(before.state, seat)[0])
    typed = offered(before, seat, typed) or typed
    post = max(m for m, message in fake.messages.items()
               if f"tt:play:{game_pk}:0" in custom_ids(message) and "webhook_id" not in message)
    opened = await table.click(player, post, f"tt:play:{game_pk}:0")
    panel = fake.originals[opened.tokens[0]]
    button = custom_ids(fake.messages[panel], f"tt:a:{game_pk}:")[0]

    holder = await asyncio.create_subprocess_exec(sys.executable, "-c", HOLDER, str(path), str(hold),
                                                  stdout=asyncio.subprocess.PIPE)
    assert holder.stdout is not None
    await holder.stdout.readline()
    locked_at = time.perf_counter()
    sent: list[tuple[str, str, float]] = []  # (kind, token, dispatched at)

    def send(kind: str, payload: dict[str, Any]) -> None:
        sent.append((kind, payload["token"], time.perf_counter()))
        table._dispatch(payload)

    round_ = 0
    while time.perf_counter() - locked_at < hold:
        send("status", table.command_payload(player, "status"))
        send("hand", table.command_payload(player, "hand"))
        send("board", table.command_payload(player, "board"))
        send("panel (Play click)", table.click_payload(player, post, f"tt:play:{game_pk}:0"))
        complete = table.command_payload(player, "play", action=typed)
        complete["type"] = 4
        complete["data"]["options"][0]["options"][0]["focused"] = True
        send("autocomplete", complete)
        if round_ % 2 == 0:
            send("write: /game play", table.command_payload(player, "play", action=typed))
        else:
            send("write: action click", table.click_payload(player, panel, button))
        round_ += 1
        await asyncio.sleep(every)
    await holder.wait()
    await table.settle()
    report(fake, sent, hold)


def report(fake: FakeDiscord, sent: list[tuple[str, str, float]], hold: float) -> None:
    acks: dict[str, list[float]] = defaultdict(list)
    answers: dict[str, list[float]] = defaultdict(list)
    busy, late = 0, 0
    busy_text = t("error.busy", "en")
    for kind, token, at in sent:
        replies = [s for s in fake.requests if s.token == token]
        callback = next((s for s in replies if s.path == CALLBACK), None)
        if callback is None or callback.at - at > DEADLINE_S:
            late += 1
        if callback is not None:
            acks[kind].append(callback.at - at)
        if replies:
            answers[kind].append(replies[-1].at - at)
        if kind.startswith("write"):
            text = " ".join(s.text for s in replies)
            busy += busy_text in text
    print(f"write lock held by another process for {hold:.0f} s; {len(sent)} interactions sent meanwhile")
    print(f"{'interaction':<22} {'n':>3}  {'worst ack':>10}  {'worst answer':>12}")
    for kind in acks:
        print(f"{kind:<22} {len(acks[kind]):>3}  {ms(max(acks[kind])):>10}  {ms(max(answers[kind])):>12}")
    worst = max(value for values in acks.values() for value in values)
    print(f"worst acknowledgement during the lock: {ms(worst).strip()} (Discord's deadline: 3000 ms)")
    print(f"not acknowledged within 3 s: {late}")
    writes = sum(kind.startswith("write") for kind, _, _ in sent)
    print(f"writes: {writes}, answered 'busy, nothing changed': {busy}, the others ran once the lock was gone")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hold", type=float, default=10.0, help="seconds the other process keeps the write lock")
    parser.add_argument("--every", type=float, default=1.0, help="seconds between two rounds of interactions")
    args = parser.parse_args()
    asyncio.run(run(args.hold, args.every))


if __name__ == "__main__":
    main()
