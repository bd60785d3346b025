"""Rules findings settled in issue 11: wall rebounds, a real flick for card shots, where a projectile
is laid, and how much the hand strays (CC-PHY-6, CC-SHOT-9, CC-SHOT-10, CC-AIM-2)."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.i18n import t
from rules.catacombs import arena
from rules.catacombs.content import content
from rules.catacombs.game import CATACOMBS
from rules.catacombs.model import Ability, CcState, Deck, Disk, DiskKind, Flick, Side, Steadiness
from rules.catacombs.physics import overlapping, simulate
from rules.core import IllegalAction, Rng
from tests.rules_catacombs.cc_scenario import act, activate, disk, kinds, layout, new_game

W, H, MID = 61.0, 35.5, 17.75
R = 1.9  # character radius
ROW = {f"O{i}": (8.0 + 9 * i, MID) for i in range(1, 6)}  # obstacles across the middle, off the walls
Where = dict[str, tuple[float, float]]
ALONG: dict[str, tuple[Where, int]] = {  # S1 and K1 flush against one wall, S1 flicked along it towards K1
    "N": (dict(S1=(10, H - R), K1=(30, H - R), **ROW), 0),
    "S": (dict(S1=(10, R), K1=(30, R), S2=(5, 8), K2=(56, 8), **ROW), 0),
    "W": (dict(S1=(R, 6), K1=(R, 30), S2=(8, 3.5)), 90),
    "E": (dict(S1=(W - R, 6), K1=(W - R, 30), K2=(53, 3.5), S2=(8, 3.5)), 90),
}
BACK_OFF: dict[str, tuple[Where, int]] = {  # S1 flicked straight into a wall, K1 waiting behind it on the way back
    "N": (dict(S1=(10, H - 5), K1=(10, H - 15), O1=(20, 10)), 90),
    "S": (dict(S1=(10, 5), K1=(10, 15), S2=(30, 3.5)), 270),
    "W": (dict(S1=(5, MID), K1=(15, MID), S2=(30, 3.5)), 180),
    "E": (dict(S1=(W - 5, MID), K1=(W - 15, MID), K2=(40, 3.5)), 0),
}


def sword_turn(cards: list[str], **where: tuple[float, float]) -> tuple[CcState, int]:
    state = new_game()
    seat = activate(state, "S1", cards)
    layout(state, **where)
    return state, seat


# ---------------------------------------------------------------- CC-PHY-6 wall rebounds


@pytest.mark.parametrize("wall", sorted(ALONG))
def test_a_flick_along_any_wall_from_flush_still_wounds(wall: str) -> None:
    """CC-PHY-6, CC-DMG-2: resting flush against a wall and sliding along it is no rebound, the same for all four."""
    where, angle = ALONG[wall]
    state, seat = sword_turn(["berserker_mage"], **where)
    state, events = act(state, seat, "play:berserker_mage", f"flick:{angle}:70")
    contacts = next(e for e in events if e.kind == "shot").params["contacts"]
    assert ["S1", "K1"] in contacts and ["S1", f"wall_{wall}"] not in contacts
    assert state.health[Side.SKULL] == 7


@pytest.mark.parametrize("wall", sorted(BACK_OFF))
def test_a_real_bounce_off_any_wall_never_wounds(wall: str) -> None:
    """CC-PHY-6, CC-DMG-2: driving into a wall and coming back onto an enemy wounds no one, on every wall."""
    where, angle = BACK_OFF[wall]
    state, seat = sword_turn(["berserker_mage"], **where)
    state, events = act(state, seat, "play:berserker_mage", f"flick:{angle}:100")
    contacts = next(e for e in events if e.kind == "shot").params["contacts"]
    assert contacts.index(["S1", f"wall_{wall}"]) < contacts.index(["S1", "K1"])
    assert state.health[Side.SKULL] == 8 and "missed" in kinds(events)


FLUSH = {"S": (0.0, R, 0.0), "N": (0.0, H - R, 0.0), "W": (R, 0.0, 90.0), "E": (W - R, 0.0, 90.0)}


@settings(max_examples=40, deadline=None)
@given(wall=st.sampled_from(sorted(FLUSH)), along=st.floats(0.25, 0.75), power=st.integers(10, 100),
       backwards=st.booleans(), tilt=st.floats(0, 1.5))
def test_sliding_along_a_wall_or_leaving_it_is_never_a_rebound(wall: str, along: float, power: int,
                                                               backwards: bool, tilt: float) -> None:
    """CC-PHY-6 for every wall alike: a lone disk flush on a wall, flicked along it or slightly away
    from it, never records that wall; flicked 20° into it, it always does."""
    x0, y0, angle = FLUSH[wall]
    x, y = (x0 or along * W), (y0 or along * H)
    start = [Disk(id="S1", kind=DiskKind.CHARACTER, x=x, y=y)]
    inward = {"S": 90.0, "N": 270.0, "W": 0.0, "E": 180.0}[wall]  # direction pointing off the wall
    heading = (angle + (180 if backwards else 0)) % 360
    away = heading + math.copysign(tilt, math.sin(math.radians(inward - heading)))
    vx, vy = arena.velocity(away, power)
    assert ("S1", f"wall_{wall}") not in simulate(start, "S1", vx, vy).contacts
    into = heading - math.copysign(20, math.sin(math.radians(inward - heading)))
    vx, vy = arena.velocity(into, power)
    assert ("S1", f"wall_{wall}") in simulate(start, "S1", vx, vy).contacts


# ---------------------------------------------------------------- CC-SHOT-10 a real flick


def test_a_mandatory_card_shot_needs_a_real_flick() -> None:
    """CC-SHOT-10: power 0 (or below the minimum) no longer skips a card's shot; the obstacle may still stay put (CC-TURN-3)."""
    least = content().physics.min_card_shot_power
    state, seat = sword_turn(["squire"], S1=(10, MID), K1=(30, MID))
    state, _ = act(state, seat, "play:squire")
    before = state.model_dump_json()
    for power in (0, least - 1):
        with pytest.raises(IllegalAction) as refused:
            act(state, seat, f"flick:0:{power}")
        assert refused.value.key == "error.catacombs.too_gentle" and refused.value.params == {"power": least}
    assert state.model_dump_json() == before
    state, _ = act(state, seat, f"flick:90:{least}")
    assert disk(state, "S1").y > MID + 1  # the least power is a small but real move
    state, _ = act(state, seat, "flick@K1:+0:50")
    assert state.phase == "obstacle"
    state, events = act(state, seat, "flick/O1:0:0")
    assert "turn_started" in kinds(events)


def test_the_companion_move_needs_a_real_flick_too() -> None:
    """CC-SHOT-10 with CC-ABL-7: the Pathfinder's companion shot is mandatory as well."""
    state, seat = sword_turn(["pathfinder"], S1=(10, MID), S2=(10, 8))
    state, _ = act(state, seat, "play:pathfinder", "flick:90:5")
    with pytest.raises(IllegalAction) as refused:
        act(state, seat, "flick:0:0")
    assert refused.value.key == "error.catacombs.too_gentle"


def test_the_timeout_default_flick_is_a_real_one() -> None:
    state, seat = sword_turn(["squire"], S1=(10, MID))
    state, _ = act(state, seat, "play:squire")
    default = CATACOMBS.default_action(state, seat)
    assert isinstance(default, Flick) and default.power >= content().physics.min_card_shot_power
    CATACOMBS.apply(state, seat, default)


# ---------------------------------------------------------------- CC-SHOT-9 laying the projectile


def missile_turn(**where: tuple[float, float]) -> tuple[CcState, int]:
    state, seat = sword_turn(["crossbow_sentry"], **where)
    state, _ = act(state, seat, "play:crossbow_sentry", "target:K1")
    return state, seat


def laid(state: CcState) -> Disk:
    assert state.last_shot is not None
    return next(d for d in state.last_shot.disks if d.id == "P")


def test_old_notation_lays_on_the_aim_line_exactly_as_before() -> None:
    """CC-SHOT-9, CC-SHOT-5: without ``~`` the projectile goes where it always went; ``~+0:0.3`` names that very spot."""
    plain, seat = missile_turn(S1=(10, MID), K1=(40, MID))
    expected = arena.place_projectile(plain.disks, disk(plain, "S1"), DiskKind.MISSILE, 0.0)
    old, _ = act(plain, seat, "flick@K1:+0:60")
    named, _ = act(plain, seat, "flick@K1:+0:60~+0:0.3")
    assert laid(old) == expected == laid(named)
    assert old == named


def test_a_projectile_laid_beside_the_shooter_goes_round_an_obstacle() -> None:
    """CC-SHOT-9: on the aim line the missile strikes O1; laid 90° to the left, 2.5 cm out, it passes and wounds."""
    where = dict(S1=(10, MID), K1=(40, MID), O1=(22, MID - 2))
    blocked, seat = missile_turn(**where)
    blocked, events = act(blocked, seat, "flick@K1:+0:70")
    assert ["O1", "P"] in next(e for e in events if e.kind == "shot").params["contacts"]
    state, seat = missile_turn(**where)
    state, events = act(state, seat, "flick@K1:+0:70~+90:2.5")
    p, s1 = laid(state), disk(state, "S1")
    assert math.hypot(p.x - s1.x, p.y - s1.y) - R - 0.95 == pytest.approx(2.5)
    assert p.x == pytest.approx(s1.x) and p.y > s1.y
    assert state.health[Side.SKULL] == 7


@pytest.mark.parametrize("text,key", [
    ("flick@K1:+0:60~+90:2.6", "error.catacombs.lay_too_far"),
    ("flick@K1:+0:60~+0:0.5", "error.catacombs.no_room_to_lay"),
])
def test_a_projectile_is_never_laid_beyond_the_limit_or_on_another_disk(text: str, key: str) -> None:
    """CC-SHOT-9: 2.5 cm at most, and never on top of another disk."""
    state, seat = missile_turn(S1=(10, MID), K1=(40, MID), O1=(16.5, MID))
    before = state.model_dump_json()
    with pytest.raises(IllegalAction) as refused:
        act(state, seat, text)
    assert refused.value.key == key and state.model_dump_json() == before


def test_only_a_ranged_shot_lays_anything() -> None:
    state, seat = sword_turn(["berserker_mage"], S1=(10, MID), K1=(30, MID))
    state, _ = act(state, seat, "play:berserker_mage")
    with pytest.raises(IllegalAction) as refused:
        act(state, seat, "flick@K1:+0:60~+45")
    assert refused.value.key == "error.catacombs.nothing_to_lay"


def test_the_menu_offers_laid_projectiles_that_all_apply() -> None:
    """CC-SHOT-9: legal_actions offers the projectile laid on either side of the line when there is room."""
    state, seat = missile_turn(S1=(10, MID), K1=(40, MID))
    offered = [a for a in CATACOMBS.legal_actions(state, seat) if getattr(a, "place", None) is not None]
    assert {CATACOMBS.notation(a) for a in offered} == {"flick@K1:+0:70~+60", "flick@K1:+0:70~-60"}
    for action in offered:
        CATACOMBS.apply(state, seat, action)
        key, params = CATACOMBS.describe_action(state, seat, action)
        assert key == "action.catacombs.flick_at_laid"
        assert "60° off the line, 0.3 cm" in t(key, "en", {}, **params) and "posé à " in t(key, "fr", {}, **params)
    cornered, seat = missile_turn(S1=(R + 0.05, R + 0.05), K1=(40, R + 0.05), S2=(30, 10))  # no room below the line
    laid_here = {CATACOMBS.notation(a) for a in CATACOMBS.legal_actions(cornered, seat) if getattr(a, "place", None) is not None}
    assert laid_here == {"flick@K1:+0:70~+60"}


@settings(max_examples=40, deadline=None)
@given(place=st.floats(-180, 180), gap=st.floats(0, 3.5), x=st.floats(2, 20), y=st.floats(8, 28))
def test_wherever_it_is_laid_it_stays_within_reach_and_apart(place: float, gap: float, x: float, y: float) -> None:
    """CC-SHOT-9, CC-PHY-4: a laid projectile is refused, or lies within 2.5 cm of the shooter touching nothing."""
    state, seat = missile_turn(S1=(x, y), K1=(45, MID))
    text = f"flick@K1:+0:40~{place:+.1f}:{gap:.1f}"
    try:
        after, _ = act(state, seat, text)
    except IllegalAction as refused:
        assert refused.key in ("error.catacombs.lay_too_far", "error.catacombs.no_room_to_lay")
        assert (refused.key == "error.catacombs.lay_too_far") == (round(gap, 1) > 2.5)
        return
    p = laid(after)
    edge_gap = math.hypot(p.x - x, p.y - y) - R - content().radius(DiskKind.MISSILE)
    assert -1e-9 <= edge_gap <= 2.5 + 1e-9
    assert after.last_shot is not None and overlapping(after.last_shot.disks) == []


# ---------------------------------------------------------------- CC-AIM-2 the hand's error


def errors(level: Steadiness, power: float, distance: float, seed: int) -> tuple[float, float]:
    angle, dealt = arena.deviate(Rng(seed=seed), level, 0.0, power, distance)
    return (angle + 180) % 360 - 180, dealt / power - 1


def test_a_hard_or_far_flick_strays_more_than_a_gentle_or_near_one() -> None:
    """CC-AIM-2: with the same draws, more power or more distance means a larger error; 'none' is exact."""
    for seed in range(20):
        gentle, hard = errors(Steadiness.MILD, 20, 30, seed), errors(Steadiness.MILD, 100, 30, seed)
        near, far = errors(Steadiness.MILD, 60, 5, seed), errors(Steadiness.MILD, 60, 50, seed)
        shaky = errors(Steadiness.REALISTIC, 60, 50, seed)
        for small, big in ((gentle, hard), (near, far), (far, shaky)):
            assert abs(small[0]) <= abs(big[0]) and abs(small[1]) <= abs(big[1])
        assert errors(Steadiness.NONE, 100, 60, seed) == (0.0, 0.0)
    assert errors(Steadiness.MILD, 100, 50, 3) == errors(Steadiness.MILD, 100, 50, 3)


def test_typing_the_angle_to_an_enemy_gives_the_same_distance_as_naming_it() -> None:
    """CC-AIM-2: the distance is to what the aim line meets first, so an angle never dodges it."""
    state, _ = sword_turn([], S1=(10, MID), K1=(40, MID))
    s1 = disk(state, "S1")
    assert arena.aim_distance(state.disks, s1, 0.0, None) == pytest.approx(arena.aim_distance(state.disks, s1, 0.0, "K1"))
    assert arena.aim_distance(state.disks, s1, 180.0, None) == pytest.approx(10 - R)  # the west wall


def shots_hitting(level: str, distance: float, power: int, tries: int = 60) -> int:
    hits = 0
    for seed in range(tries):
        state = new_game(seed=seed, steadiness=level)
        seat = activate(state, "S1", ["berserker_mage"])
        layout(state, S1=(5, MID), K1=(5 + distance, MID))
        _, events = act(state, seat, "play:berserker_mage", f"flick@K1:+0:{power}")
        hits += "wounded" in kinds(events)
    return hits


@pytest.mark.parametrize("level", ["mild", "realistic"])
def test_long_shots_mostly_miss_and_gentle_short_ones_mostly_hit(level: str) -> None:
    """CC-AIM-2 calibration (bench/bench_catacombs_aim.py prints the whole table)."""
    assert shots_hitting(level, 51, 100) < 30  # well under half of 60 across the arena
    assert shots_hitting(level, 10, 15) >= 57  # a gentle flick at a close enemy
    assert shots_hitting(level, 20, 40) > shots_hitting(level, 20, 100)  # hard is riskier at the same distance


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10_000), level=st.sampled_from(["mild", "realistic"]))
def test_whole_games_with_laid_projectiles_keep_every_invariant(seed: int, level: str) -> None:
    """CC-SHOT-9, CC-PHY-4, CC-PHY-1: random games where ranged shots often use the menu's laid
    projectiles stay legal after every flick and replay exactly from their notation."""
    initial = CATACOMBS.setup(["sword", "skull"], CATACOMBS.options_model(steadiness=level), seed)
    state, rnd, log = initial, random.Random(seed), []
    while not state.finished:
        seat = min(CATACOMBS.to_act(state))
        action = CATACOMBS.playout_action(state, seat, rnd)
        laid_offers = [a for a in CATACOMBS.legal_actions(state, seat) if getattr(a, "place", None) is not None]
        if laid_offers and rnd.random() < 0.5:
            action = rnd.choice(laid_offers)
        text = CATACOMBS.notation(action)
        assert CATACOMBS.parse_action(text) == action
        state = CATACOMBS.apply(state, seat, action).state
        log.append((seat, text))
        assert overlapping(state.disks) == []
    replayed = initial
    for seat, text in log:
        replayed = CATACOMBS.apply(replayed, seat, CATACOMBS.parse_action(text)).state
    assert replayed == state


def test_the_deck_mixes_keep_their_balance_tuning() -> None:
    """CC-BAL-1: one Battle Cleric (heal 1) next to the two Enchantresses (heal 2) and three Squires in every
    mix; the second, tuned for the normal search bots, has one Orc Brute and four Ghouls; the third, tuned so
    that normal and strong bots play an even game, also trades one Witch for a second Lich Lord; the fourth
    keeps the third's cards and adds the Skull's four-player head start (CC-SET-5), which the fifth extends to
    three players; 28 cards a deck."""
    first, second, third = (content().copies[mix] for mix in (Deck.FIRST, Deck.SECOND, Deck.THIRD))
    assert content().copies[Deck.FOURTH] == content().copies[Deck.FIFTH] == third
    assert {mix: content().skull_short[mix] for mix in Deck} == {
        Deck.FIRST: {}, Deck.SECOND: {}, Deck.THIRD: {}, Deck.FOURTH: {4: 1}, Deck.FIFTH: {3: 1, 4: 1}}
    assert (first["battle_cleric"], first["squire"], first["enchantress"]) == (1, 3, 2)
    assert {card: n for card, n in second.items() if n != first[card]} == {"orc_brute": 1, "ghoul": 4}
    assert {card: n for card, n in third.items() if n != second[card]} == {"witch": 1, "lich_lord": 2}
    for mix in Deck:
        heal = sum(content().copies[mix][c.id] * c.amount for c in content().cards.values() if c.ability is Ability.HEAL)
        assert heal == 5
        assert all(len(content().deck(side, mix)) == 28 for side in Side)
