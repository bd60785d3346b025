"""How much a whole game makes the channel and the inboxes ring: posts, mentions and DMs per turn.

Run by hand from the repository root::

    .venv/bin/python -m bench.bench_table_noise [--players 2] [--max-actions 400] [--games aod,catacombs,…]
        [--notify channel|dm|both|all]

Each game is played to its end (or ``--max-actions``) through the e2e harness: every move is a real
Discord interaction handled by the real bot, pictures replaced by a tiny PNG so only the messages
count.  Printed per game: changes of the player to act, new channel posts (and how many ping),
channel edits (new board pictures; and text-only ones, such as an older post giving up its Play button
when a new post takes over), new DMs and DM edits, the worst count of new DMs one player got in one turn,
and, for a game that ended, how many of the seated people its final post notifies.
Target (issue 9): one new post and at most one mention per change of the player to act; at most
one new DM per player per turn (since issue 11's review: a new DM only when its player is called to act,
so new DMs come to about one per change of the player to act).
Issue 50 item 5: every seated player first sets ``/game me notify by:`` (``--notify``, default ``all``: one
run per setting), and each line ends with the notifications a player got per call to act: channel pings plus
new DMs that notify (a silent DM and an edit do not) — one with ``channel`` or ``dm``, two with ``both``.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
from collections import Counter
from pathlib import Path
from unittest import mock

from rules import registry
from tests.e2e.conftest import PLAYERS
from tests.e2e.harness import FakeDiscord, Sent, Table
from tests.e2e.lobby import start_game
from tests.e2e.play import Driver

TINY_PNG = (
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89"
    b"\x00\x00\x00\rIDATx\x9cc\xf8\xff\xff?\x00\x05\xfe\x02\xfe\xa7\x35\x81\x84\x00\x00\x00\x00IEND\xaeB`\x82"
)
MESSAGES = "/channels/{channel_id}/messages"
SILENT_FLAG = 1 << 12  # SUPPRESS_NOTIFICATIONS
SETTINGS = ("channel", "dm", "both")


def pings(sent: Sent) -> bool:
    body = sent.body or {}
    allowed = body.get("allowed_mentions") or {}
    return "<@" in str(body.get("content")) and ("users" in allowed.get("parse", []) or bool(allowed.get("users")))


def told_at_end(posts: list[Sent], seated: int) -> str:
    """How many seated people the final post may notify (every one of them, since issue 50)."""
    users = ((posts[-1].body or {}).get("allowed_mentions") or {}).get("users", []) if posts else []
    return f"{len(users)}/{seated}"


def pinged(sent: Sent) -> set[int]:
    """The users a channel post notifies (those its allowed mentions list and its text mentions)."""
    allowed = (sent.body or {}).get("allowed_mentions") or {}
    return {int(user) for user in allowed.get("users", []) if f"<@{user}>" in str((sent.body or {}).get("content"))}


def notifying_dm(sent: Sent) -> bool:
    return not int((sent.body or {}).get("flags") or 0) & SILENT_FLAG


async def play(game_kind: str, players: int, max_actions: int, notify: str) -> str:
    fake = FakeDiscord()
    with fake.patched(), tempfile.TemporaryDirectory() as folder:
        table = await Table.open(fake, Path(folder) / "noise.sqlite3", seed_source=lambda bits: 31)
        try:
            seated = list(PLAYERS[:players])
            for player in seated:
                await table.command(player, "me notify", by=notify)
            game_pk, started = await start_game(table, seated, game=game_kind)
            driver = Driver(table, seated, game_pk)
            record = (await driver.current()).record
            sent = list(started.sent)
            changes, new_dms_per_turn = 1, Counter[tuple[int, int]]()
            calls, heard = 0, Counter[str]()  # calls to act after the start; pings and notifying DMs they brought
            last = (await driver.current()).to_act
            for _ in range(max_actions):
                outcome = await driver.current()
                if outcome.result is not None:
                    break
                exchange = await driver.move()
                now = await driver.current()
                called = {record.user_of(seat) for seat in now.to_act - last} if now.result is None else set()
                calls += len(called)
                if now.to_act != last:
                    changes, last = changes + 1, now.to_act
                for request in exchange.sent:
                    if request.path == MESSAGES and request.method == "POST" and not request.public:
                        user = fake.dm_channels.get(int(request.url.split("/")[-2]), 0)
                        new_dms_per_turn[(changes, user)] += 1
                        heard["dm"] += user in called and notifying_dm(request)
                    elif request.path == MESSAGES and request.method == "POST" and request.files:
                        heard["ping"] += len(pinged(request) & called)
                sent += exchange.sent
            posts = [s for s in sent if s.public and s.method == "POST" and s.path == MESSAGES and s.files]
            public_edits = [s for s in sent if s.public and s.method == "PATCH" and s.path.startswith(MESSAGES)]
            edits = [s for s in public_edits if s.files]
            dms = [s for s in sent if not s.public and s.method == "POST" and s.path == MESSAGES]
            dm_edits = [s for s in sent if not s.public and s.method == "PATCH" and s.path.startswith(MESSAGES)]
            worst = max(new_dms_per_turn.values(), default=0)
            over = (await driver.current()).result is not None
            end = f" final post tells={told_at_end(posts, players)}" if over else " (not over)"
            per_call = (heard["ping"] + heard["dm"]) / calls if calls else 0.0
            return (
                f"{game_kind:<11} {players}p notify={notify:<7} moves={driver.moves:<4} turn changes={changes:<4} posts={len(posts):<4}"
                f" pinging={sum(map(pings, posts)):<4} edits={len(edits):<4} text edits={len(public_edits) - len(edits):<4} DMs={len(dms):<4} DM edits={len(dm_edits):<4}"
                f" worst new DMs per player per turn={worst}{end}"
                f" | per call to act ({calls}): notifications={per_call:.2f} (pings {heard['ping']}, notifying DMs {heard['dm']})"
            )
        finally:
            await table.close()


async def run(games: list[str], players: int, max_actions: int, settings: list[str]) -> None:
    for game_kind, notify in ((game_kind, notify) for notify in settings for game_kind in games):
        module = __import__(f"render.{game_kind}", fromlist=["render_board"])
        with (
            mock.patch.object(module, "render_board", lambda *a, **k: TINY_PNG),
            mock.patch.object(module, "render_hand", lambda *a, **k: TINY_PNG),
        ):
            count = max(players, registry.get(game_kind).info.min_players)
            print(await play(game_kind, count, max_actions, notify), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", default=",".join(registry.games()))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--max-actions", type=int, default=400)
    parser.add_argument("--notify", choices=[*SETTINGS, "all"], default="all", help="every player's /game me notify")
    args = parser.parse_args()
    settings = list(SETTINGS) if args.notify == "all" else [args.notify]
    asyncio.run(run(args.games.split(","), args.players, args.max_actions, settings))


if __name__ == "__main__":
    main()
