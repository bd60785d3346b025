"""Physics scenarios from the issue: what a flick does and what it wounds (CC-PHY-*, CC-DMG-*, CC-SHOT-*)."""

from __future__ import annotations

import hashlib
import json
import math
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from rules.catacombs.arena import speed
from rules.catacombs.content import content
from rules.catacombs.game import CATACOMBS
from rules.catacombs.model import CcState, Disk, DiskKind, Side
from rules.core import Seat
from rules.catacombs.physics import SHOT_FRAMES, moving_paths, overlapping, simulate
from tests.rules_catacombs.cc_scenario import act, activate, disk, kinds, layout, new_game

MID = 17.75
REPO = Path(__file__).resolve().parents[2]


def sword_turn(cards: list[str], **where: tuple[float, float]) -> tuple[CcState, Seat]:
    state = new_game()
    seat = activate(state, "S1", cards)
    layout(state, **where)
    return state, seat


def test_straight_combat_shot_wounds_the_enemy() -> None:
    """CC-SHOT-2, CC-DMG-1, CC-HP-2: the flicked character touching an enemy wounds it once; the token goes to the bank."""
    state, seat = sword_turn(["berserker_mage"], S1=(10, MID), K1=(25, MID))
    state, events = act(state, seat, "play:berserker_mage", "flick@K1:+0:50")
    assert state.health[Side.SKULL] == 7 and state.bank == 9
    shot = next(e for e in events if e.kind == "shot")
    assert ["S1", "K1"] in shot.params["contacts"]
    assert "wounded" in kinds(events)


def test_same_target_off_a_wall_first_does_not_wound() -> None:
    """CC-DMG-2: S1 flicked into the bottom wall bounces back onto K1 standing right above it."""
    state, seat = sword_turn(["berserker_mage"], S1=(10, 5), K1=(10, 15))
    state, events = act(state, seat, "play:berserker_mage", "flick:270:100")
    contacts = next(e for e in events if e.kind == "shot").params["contacts"]
    assert contacts.index(["S1", "wall_S"]) < contacts.index(["S1", "K1"])
    assert state.health[Side.SKULL] == 8 and "missed" in kinds(events)
    again, seat = sword_turn(["berserker_mage"], S1=(10, 5), K1=(10, 15))
    assert act(again, seat, "play:berserker_mage", "flick@S:+0:100")[0].disks == state.disks  # CC-AIM-1 wall aim


def test_a_shot_touching_both_enemies_doubles_the_damage() -> None:
    """CC-DMG-5: S1 squeezes between K1 and K2 and touches both: 2 × 1 wound."""
    state, seat = sword_turn(["berserker_mage"], S1=(8, MID), K1=(22, MID + 2.05), K2=(22, MID - 2.05))
    state, events = act(state, seat, "play:berserker_mage", "flick:0:80")
    wounded = next(e for e in events if e.kind == "wounded")
    assert sorted(wounded.params["disks"]) == ["K1", "K2"] and wounded.params["damage"] == 2
    assert state.health[Side.SKULL] == 6
    assert state.last_shot is not None and state.last_shot.wounds == {"K1": 1, "K2": 1}  # drawn as "−1" on each


def test_the_last_shot_keeps_its_wounds_only_until_the_next_flick() -> None:
    """CC-DMG-5, CC-PHY-5: the replayable last shot records the wounds it dealt; a harmless flick clears them."""
    state, seat = sword_turn(["berserker_mage"], S1=(10, MID), K1=(25, MID))
    state, _ = act(state, seat, "play:berserker_mage", "flick@K1:+0:50")
    assert state.last_shot is not None and state.last_shot.wounds == {"K1": 1}
    state, _ = act(state, seat, "flick:90:30")  # the obstacle flick that ends the turn
    assert state.last_shot is not None and state.last_shot.wounds == {}


def test_hitting_a_teammate_deals_nothing_even_if_it_is_pushed_into_an_enemy() -> None:
    """CC-DMG-4 no friendly fire; CC-DMG-1 a pushed disk never wounds."""
    state, seat = sword_turn(["berserker_mage"], S1=(8, MID), S2=(14, MID), K1=(20, MID))
    state, events = act(state, seat, "play:berserker_mage", "flick@S2:+0:70")
    contacts = next(e for e in events if e.kind == "shot").params["contacts"]
    assert ["S1", "S2"] in contacts and ["S2", "K1"] in contacts and ["S1", "K1"] not in contacts
    assert state.health == {Side.SWORD: 8, Side.SKULL: 8}


def test_longbow_fired_from_the_partner_disk() -> None:
    """CC-SHOT-6: the longbow is laid next to either character of the team."""
    state, seat = sword_turn(["royal_archer"], S1=(5, 12), S2=(30, MID), K1=(42, MID))
    state, events = act(state, seat, "play:royal_archer", "flick/S2@K1:+0:60")
    assert state.health[Side.SKULL] == 7
    launch = state.last_shot
    assert launch is not None and launch.disk == "P"
    laid = next(d for d in launch.disks if d.id == "P")
    s2 = disk(state, "S2")
    gap = math.hypot(laid.x - 30, laid.y - MID) - 1.9 - 0.95
    assert 0 <= gap <= 2.5 and laid.x > 30  # laid next to S2, on the side facing K1
    assert s2.x == pytest.approx(30, abs=0.5)
    assert all(d.id != "P" for d in state.disks)  # CC-SHOT-5: the projectile leaves the arena


def test_only_longbow_may_start_from_the_partner() -> None:
    state, seat = sword_turn(["witch_hunter"], S1=(5, 12), S2=(30, MID), K1=(42, MID))
    state, _ = act(state, seat, "play:witch_hunter", "flick:90:5")
    with pytest.raises(Exception) as refused:
        act(state, seat, "flick/S2@K1:+0:60")
    assert getattr(refused.value, "key", "") == "error.catacombs.bad_origin"


def test_targeted_shot_retried_from_where_the_projectile_stopped() -> None:
    """CC-TGT-1..3: name K1, miss, flick again from the projectile's resting place, wound."""
    state, seat = sword_turn(["enchantress"], S1=(20, MID), K1=(40, MID))
    state, _ = act(state, seat, "play:enchantress", "flick:90:5", "target:K1", "flick:90:10")
    assert state.phase == "retry" and state.health[Side.SKULL] == 8
    projectile = disk(state, "P")
    assert projectile.y > MID + 1.9  # it went up, away from K1, and stays for the retry
    state, events = act(state, seat, "flick@K1:+0:90")
    assert state.health[Side.SKULL] == 7
    assert all(d.id != "P" for d in state.disks)
    assert "ability_heal" in kinds(events)


def test_targeted_shot_cannot_wound_the_other_enemy() -> None:
    """CC-TGT-2: hitting K2 when K1 was named is a miss."""
    state, seat = sword_turn(["enchantress"], S1=(20, MID), K1=(45, 8), K2=(40, MID))
    state, events = act(state, seat, "play:enchantress", "flick:90:5", "target:K1", "flick@K2:+0:80")
    assert state.health[Side.SKULL] == 8 and state.phase == "retry"


def test_pushed_obstacle_stays_where_it_stopped() -> None:
    """CC-SHOT-7: an obstacle knocked by a shot keeps its new place on later turns."""
    state, seat = sword_turn(["berserker_mage"], S1=(10, MID), O1=(20, MID))
    state, _ = act(state, seat, "play:berserker_mage", "flick@O1:+0:60")
    moved = disk(state, "O1")
    assert moved.x > 21
    state, _ = act(state, seat, "flick:90:5", "flick:90:5", "flick/O5:0:0")
    assert disk(state, "O1") == moved and state.turn == 2


def test_obstacle_end_of_turn_shot_never_wounds() -> None:
    """CC-TURN-3: the obstacle flick is a move shot."""
    state, seat = sword_turn(["shieldmaiden"], S1=(5, 12), O3=(20, MID), K1=(30, MID))
    state, events = act(state, seat, "play:shieldmaiden", "flick:90:5", "flick/O3@K1:+0:80")
    assert ["K1", "O3"] in [e for e in events if e.kind == "shot"][-1].params["contacts"]
    assert state.health[Side.SKULL] == 8


def test_full_power_crosses_the_arena_and_a_gentle_flick_moves_a_few_centimetres() -> None:
    """CC-PHY-3 calibration (with the CC-PHY-2 joint friction), on a lone character disk sliding along the middle."""
    def travel(power: int) -> float:
        start = Disk(id="S1", kind=DiskKind.CHARACTER, x=2.0, y=MID)
        return simulate([start], "S1", speed(power), 0.0).disks[0].x - 2.0

    assert 50 <= travel(100) <= 57.2
    assert 1.5 <= travel(5) <= 6
    assert travel(0) == 0
    assert travel(25) < travel(50) < travel(75)


def test_disks_never_overlap_or_leave_after_a_crowded_shot() -> None:
    """CC-PHY-4: a hard flick into a pile-up still ends with a legal layout."""
    state, seat = sword_turn(["berserker_mage"], S1=(4, 12), K1=(57, 31.5), K2=(53, 31.5),
                             O1=(52, 27), O2=(57.5, 27), O3=(47, 31), O4=(56, 22), O5=(50.5, 22))
    state, _ = act(state, seat, "play:berserker_mage", "flick@K1:+0:100")
    assert overlapping(state.disks) == []


SCRIPT = """
import hashlib, random
from rules.catacombs.game import CATACOMBS as G
from rules.catacombs.model import CcOptions
s = G.setup(["sword", "skull"], CcOptions(steadiness="realistic"), 99)
rnd = random.Random(5)
for _ in range(40):
    if s.finished:
        break
    seat = min(G.to_act(s))
    s = G.apply(s, seat, G.playout_action(s, seat, rnd)).state
print(hashlib.sha256(s.model_dump_json().encode()).hexdigest())
"""


def test_same_game_is_bit_identical_across_processes() -> None:
    """CC-PHY-1: two fresh interpreters and this one produce the same state, byte for byte."""
    runs = {subprocess.run([sys.executable, "-c", SCRIPT], cwd=REPO, capture_output=True, text=True, check=True).stdout.strip()
            for _ in range(2)}
    here: dict[str, Any] = {}
    exec(compile("import io, contextlib\nbuf = io.StringIO()\nwith contextlib.redirect_stdout(buf):\n"
                 + "\n".join("    " + line for line in SCRIPT.strip().splitlines()), "script", "exec"), here)
    assert len(runs) == 1 and runs == {here["buf"].getvalue().strip()}
    assert len(next(iter(runs))) == 64


def test_same_flick_gives_the_same_contacts_and_positions() -> None:
    state, seat = sword_turn(["berserker_mage"], S1=(10, MID), K1=(25, MID), O1=(30, 20))
    first = act(state, seat, "play:berserker_mage", "flick@K1:+3:90")
    second = act(state, seat, "play:berserker_mage", "flick@K1:+3:90")
    assert first[0] == second[0]
    assert json.dumps([e.params for e in first[1]], default=str) == json.dumps([e.params for e in second[1]], default=str)
    assert hashlib.sha256(first[0].model_dump_json().encode()).digest() == hashlib.sha256(second[0].model_dump_json().encode()).digest()


def test_seeded_deviation_changes_the_outcome_but_replays_exactly() -> None:
    """CC-AIM-2: realistic hands stray, and the same seed strays the same way."""
    def shoot(seed: int) -> list[Disk]:
        state = new_game(seed=seed, steadiness="realistic")
        seat = activate(state, "S1", ["berserker_mage"])
        layout(state, S1=(10, MID), K1=(40, MID))
        return act(state, seat, "play:berserker_mage", "flick:0:80")[0].disks

    assert shoot(3) == shoot(3)
    assert shoot(3) != shoot(4)
    assert CATACOMBS.info.id == "catacombs"


def test_glancing_off_an_obstacle_first_still_wounds() -> None:
    """CC-DMG-3: a bounce off an obstacle is still a direct hit."""
    state, seat = sword_turn(["berserker_mage"], S1=(10, MID), O1=(20, MID + 4.2), K1=(32, MID))
    state, events = act(state, seat, "play:berserker_mage", "flick:0:70")
    contacts = next(e for e in events if e.kind == "shot").params["contacts"]
    assert contacts.index(["S1", "O1"]) < contacts.index(["S1", "K1"])
    assert state.health[Side.SKULL] == 7


def test_move_shot_into_an_enemy_never_wounds() -> None:
    """CC-SHOT-1."""
    state, seat = sword_turn(["squire"], S1=(10, MID), K1=(25, MID))
    state, events = act(state, seat, "play:squire", "flick@K1:+0:60")
    assert ["S1", "K1"] in next(e for e in events if e.kind == "shot").params["contacts"]
    assert state.health[Side.SKULL] == 8 and "missed" not in kinds(events)


def test_wave_is_a_ranged_shot_of_one_wound() -> None:
    """CC-SHOT-4: the wave disk is laid by the shooter and wounds on contact."""
    state, seat = sword_turn(["storm_mage"], S1=(10, MID), K1=(30, MID))
    state, events = act(state, seat, "play:storm_mage", "flick:90:5", "flick@K1:+0:70")
    assert state.health[Side.SKULL] == 7
    assert next(d for d in state.last_shot.disks if d.id == "P").kind is DiskKind.WAVE


def test_each_shot_is_recorded_with_contacts_and_final_positions() -> None:
    """CC-PHY-5: the public event keeps the outcome; the state keeps the launch for the animation."""
    state, seat = sword_turn(["berserker_mage"], S1=(10, MID), K1=(25, MID))
    state, events = act(state, seat, "play:berserker_mage", "flick@K1:+0:50")
    shot = next(e for e in events if e.kind == "shot")
    assert shot.is_public and set(shot.params["final"]) == {d.id for d in state.disks}
    assert shot.params["final"]["K1"] == [round(disk(state, "K1").x, 2), round(disk(state, "K1").y, 2)]
    replay = simulate(state.last_shot.disks, state.last_shot.disk, state.last_shot.vx, state.last_shot.vy)
    assert list(replay.disks) == state.disks


def test_obstacles_are_the_biggest_and_thin_disks_the_lightest() -> None:
    """CC-DATA-2."""
    sizes = {k: content().radius(k) for k in DiskKind}
    assert max(sizes, key=sizes.__getitem__) is DiskKind.OBSTACLE
    assert content().mass(DiskKind.MISSILE) < content().mass(DiskKind.FIREBALL) < content().mass(DiskKind.CHARACTER)


def test_the_last_shot_keeps_the_path_of_every_disk_it_moved() -> None:
    """CC-PHY-5: the pictures draw the shot from the paths the rules recorded: each moved disk's path
    starts where it lay and ends where it stopped; a disk that never moved has none."""
    state, seat = sword_turn(["berserker_mage"], S1=(10, MID), K1=(25, MID))
    state, _ = act(state, seat, "play:berserker_mage", "flick@K1:+0:50")
    shot = state.last_shot
    assert shot is not None and set(shot.paths) == {"S1", "K1"}
    for disk_id, path in shot.paths.items():
        start = next(d for d in shot.disks if d.id == disk_id)
        end = disk(state, disk_id)
        assert math.dist(path[0], (start.x, start.y)) < 0.01
        assert math.dist(path[-1], (end.x, end.y)) < 0.05
        assert len(path) <= SHOT_FRAMES
    replayed = simulate(shot.disks, shot.disk, shot.vx, shot.vy, record=True).frames
    assert shot.paths["K1"] == [frame[[d.id for d in shot.disks].index("K1")] for frame in replayed]


def test_a_long_shot_keeps_at_most_its_frame_budget_ending_where_the_disks_stop() -> None:
    layout_ = [Disk(id="S1", kind=DiskKind.CHARACTER, x=5.0, y=MID)]
    frames = [((5.0 + k * 0.1, MID),) for k in range(1000)]
    paths = moving_paths(layout_, frames)
    assert len(paths["S1"]) <= SHOT_FRAMES and paths["S1"][0] == frames[0][0] and paths["S1"][-1] == frames[-1][0]
