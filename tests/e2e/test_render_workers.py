"""Pictures drawn in worker processes (``tombtable run`` on a machine with two cores or more): the same
bytes as the render thread draws, every shot's board, GIF and hands delivered, and a worker the system
kills is replaced without losing the picture; no worker (these or the bots') outlives a killed bot."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

import render.aod
import render.catacombs
from render.workers import render_off_loop, render_pool, shutdown_render_executor, use_processes, worker_pids
from tests.e2e.conftest import PLAYERS
from tests.e2e.harness import FakeDiscord, Table
from tests.e2e.lobby import start_game
from tests.e2e.play import Driver
from tests.render.stages import stage


@pytest.fixture
def workers() -> Iterator[None]:
    use_processes(2)
    try:
        yield
    finally:
        use_processes(0)


@pytest.fixture
async def drawing_table(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[Table]:
    opened = await Table.open(fake, tmp_path / "games.sqlite3", seed_source=lambda bits: 4242, render_processes=2)
    yield opened
    await opened.close()
    use_processes(0)


async def test_a_worker_draws_the_same_bytes_as_the_render_thread(workers: None) -> None:
    shot = stage("catacombs", "mid")
    names = {seat: f"P{seat}" for seat in range(4)}
    assert await render_off_loop(os.getpid) != os.getpid(), "the job ran in another process"
    board = await render_off_loop(render.catacombs.render_board, shot.public, names=names, lang="fr")
    hand = await render_off_loop(render.catacombs.render_hand, shot.seat_view, lang="fr")
    assert board == render.catacombs.render_board(shot.public, names=names, lang="fr")
    assert hand == render.catacombs.render_hand(shot.seat_view, lang="fr")


async def test_a_killed_worker_is_replaced_and_the_picture_still_drawn(workers: None) -> None:
    view = stage("aod", "mid").public
    names = {0: "A", 1: "B", 2: "C", 3: "D"}
    first = await render_off_loop(render.aod.render_board, view, names=names)
    killed = worker_pids()
    for pid in killed:
        os.kill(pid, signal.SIGKILL)
    for _ in range(200):  # the pool notices its dead workers (a job handed over meanwhile is Python 3.11's gh-94777)
        if (pool := render_pool()) is not None and pool.broken:
            break
        time.sleep(0.05)
    assert await render_off_loop(render.aod.render_board, view, names=names) == first
    assert worker_pids() and not set(worker_pids()) & set(killed)
    shutdown_render_executor()


async def test_every_shot_posts_its_board_and_gif_and_the_hands_reach_their_players(drawing_table: Table) -> None:
    players = list(PLAYERS[:2])
    game_pk, _ = await start_game(drawing_table, players, game="catacombs")
    driver = Driver(drawing_table, players, game_pk)
    assert len(worker_pids()) == 2, "the bot started its two render workers"
    gifs = hands = 0
    for _ in range(8):
        exchange = await driver.move()
        posted = {name: data for sent in exchange.public_posts() for name, data in sent.files}
        assert posted["board.png"].startswith(b"\x89PNG"), "every move's post carries its board"
        gifs += posted.get("shot.gif", b"").startswith(b"GIF8")
        hands += sum(data.startswith(b"\x89PNG") for sents in exchange.dm_updates().values() for sent in sents
                     for name, data in sent.files if name == "hand.png")
    assert gifs and hands, (gifs, hands)


ORPHAN_SCRIPT = """
import asyncio, sys
from core.autoplay import bot_workers
from render.workers import render_pool, use_processes

async def main() -> None:
    use_processes(2)
    pool = render_pool() if sys.argv[1] == "render" else bot_workers(2)
    await pool.start()
    print(" ".join(map(str, pool.pids())), flush=True)
    await asyncio.sleep(60)

if __name__ == "__main__":
    asyncio.run(main())
"""


@pytest.mark.parametrize("kind", ["render", "bot"])
def test_workers_leave_when_the_bot_is_killed(tmp_path: Path, kind: str) -> None:
    """kill -9 of the bot leaves no worker behind, neither those drawing pictures nor those bots think in."""
    script = tmp_path / "bot_stand_in.py"
    script.write_text(ORPHAN_SCRIPT)
    root = Path(__file__).resolve().parents[2]
    child = subprocess.Popen([sys.executable, str(script), kind], cwd=root, stdout=subprocess.PIPE, text=True,
                             env={**os.environ, "PYTHONPATH": str(root)})
    assert child.stdout is not None
    pids = [int(pid) for pid in child.stdout.readline().split()]
    assert len(pids) == 2
    child.kill()
    child.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(_alive(pid) for pid in pids):
        time.sleep(0.1)
    assert not [pid for pid in pids if _alive(pid)], f"a {kind} worker outlived the bot"


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


async def test_a_stuck_pool_is_given_up_instead_of_waited_for_forever(workers: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """A job that never comes back (Python 3.11 can leave a pool hanging when a worker dies mid-handover) ends in
    an error the delivery retries later, and the next picture gets a fresh pool."""
    await render_off_loop(os.getpid)  # the workers are up (starting them takes about a second)
    stuck = set(worker_pids())
    pool = render_pool()
    assert pool is not None
    patient = pool.job_timeout_s
    monkeypatch.setattr(pool, "job_timeout_s", 2.0)
    with pytest.raises(TimeoutError):
        await render_off_loop(time.sleep, 10)
    pool.job_timeout_s = patient  # starting the fresh workers may itself take over 2 s on a busy machine
    assert await render_off_loop(os.getpid) not in stuck, "a fresh pool drew the next picture"
    shutdown_render_executor()
