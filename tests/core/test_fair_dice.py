"""Fair dice: the commitment published at start, the record export, and replay verification."""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import pytest

from bot import cli
from core.fairplay import GameExport, verify_export
from core.service import GameService
from core.storage import Store
from rules import registry
from rules.aod.model import AodState
from tests.core.real_games import play_out, random_move, start

GAMES = sorted(registry.games())


async def test_the_commitment_is_the_salted_hash_of_the_seed_and_the_seed_stays_secret(store: Store) -> None:
    service = GameService(store)
    outcome = await start(service, "aod")
    rnd = random.Random(8)
    for _ in range(30):
        outcome = await random_move(service, outcome, rnd)
    record = outcome.record
    assert record.salt and len(record.salt) == 32
    assert record.commitment == hashlib.sha256(f"tombtable:{record.salt}:{record.seed}".encode()).hexdigest()
    running = await service.export(record.id)
    assert running.commitment == record.commitment
    assert running.seed is None and running.salt is None and running.final_state is None
    text = running.model_dump_json()
    assert str(record.seed) not in text and record.salt not in text
    assert len(running.actions) == 30 and all(a.notation is None for a in running.actions), "notations may name cards"
    assert any(a.public_events for a in running.actions)
    assert isinstance(outcome.state, AodState)
    hands = {card for hand in outcome.state.hands for card in hand}
    assert not [card for card in hands if f'"{card}"' in text], "no card of any hand in a running export"
    assert verify_export(running).problems == ["fair.problem.not_over"]


async def test_the_bot_verifies_a_running_game_from_its_log(store: Store) -> None:
    service = GameService(store)
    outcome = await start(service, "underworld")
    rnd = random.Random(5)
    for _ in range(12):
        outcome = await random_move(service, outcome, rnd)
    verdict = await service.verify(outcome.record.id)
    assert verdict.ok and verdict.commitment_checked and verdict.replayed == 12


@pytest.mark.parametrize("game_kind", GAMES)
async def test_a_finished_game_exports_replays_and_verifies(store: Store, game_kind: str, tmp_path: Path) -> None:
    service = GameService(store)
    final = await play_out(service, await start(service, game_kind), random.Random(2))
    export = await service.export(final.record.id)
    assert export.finished and export.seed == final.record.seed and export.salt == final.record.salt
    assert [a.notation for a in export.actions] == [a.notation for a in await store.actions(final.record.id)]
    verdict = verify_export(export)
    assert verdict.ok, verdict.problems
    assert verdict.commitment_checked and verdict.replayed == len(export.actions)
    path = tmp_path / "game.json"
    path.write_text(export.model_dump_json())
    assert cli.main(["verify", str(path)]) == 0


def _tampered(export: GameExport, how: str) -> GameExport:
    data = json.loads(export.model_dump_json())
    if how == "seed":
        data["seed"] += 1
    elif how == "salt":
        data["salt"] = "0" * 32
    elif how == "action":
        data["actions"] = data["actions"][:-1]
    elif how == "final_state":
        data["final_state"]["rng"]["draws"] += 1
    return GameExport.model_validate(data)


@pytest.mark.parametrize(
    ("how", "problem"),
    [
        ("seed", "fair.problem.commitment"),
        ("salt", "fair.problem.commitment"),
        ("action", "fair.problem.final_state"),
        ("final_state", "fair.problem.final_state"),
    ],
)
async def test_a_tampered_export_is_detected(store: Store, how: str, problem: str, tmp_path: Path) -> None:
    service = GameService(store)
    final = await play_out(service, await start(service, "underworld"), random.Random(3))
    forged = _tampered(await service.export(final.record.id), how)
    assert problem in verify_export(forged).problems
    path = tmp_path / "forged.json"
    path.write_text(forged.model_dump_json())
    assert cli.main(["verify", str(path)]) == 1


async def test_tombtable_replay_prints_each_action_and_the_verdict(
    store: Store, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    service = GameService(store)
    final = await play_out(service, await start(service, "catacombs"), random.Random(4))
    path = tmp_path / "game.json"
    export = await service.export(final.record.id)
    path.write_text(export.model_dump_json())
    assert cli.main(["replay", str(path)]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert len(printed) == len(export.actions) + 1  # one line per action, then the verdict
    assert printed[-1].startswith("✅")


def test_a_file_that_is_not_a_record_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "junk.json"
    path.write_text("{\"hello\": 1}")
    assert cli.main(["verify", str(path)]) == 1
