"""Line of sight (centre to centre, walls block, figures and barrels do not, 45° corners pass) and
the five attack symbols, on hand-built maps."""

from __future__ import annotations

from rules.darktomb import board
from rules.darktomb.game import DARKTOMB
from rules.darktomb.model import Shape
from tests.rules_darktomb.scenario import scenario


def test_sight_passes_a_45_degree_wall_corner() -> None:
    """DT-LOS-3: B2 → C3 runs exactly through the corner shared by the walls C2 and B3."""
    s = scenario(["....", ".1#.", ".#a.", "...."], {"a": "rats"})
    assert board.line_of_sight(s, (1, 1), (2, 2))
    assert board.line_of_sight(s, (0, 0), (3, 3))  # the long diagonal squeezes through the same corner
    assert not board.line_of_sight(s, (1, 1), (2, 3))  # a shallower line cuts into the wall C2


def test_sight_from_centre_to_centre_is_cut_by_a_wall_it_crosses() -> None:
    """DT-LOS-1: A1 → C2 crosses the inside of B1 (a wall) and is blocked; A1 → A3 along a clear
    column is not."""
    s = scenario([".#..", "....", "....", "...."])
    assert board.line_of_sight(s, (0, 0), (1, 2)) is False
    assert board.line_of_sight(s, (0, 0), (2, 0))


def test_figures_barrels_and_water_do_not_block_sight_but_doors_and_hidden_tiles_do() -> None:
    """DT-LOS-2, DT-LOS-4, DT-MOVE-6, DT-MOVE-7."""
    s = scenario(["1B~2a.D.", "........", "........", "........"], {"a": "rats"}, hidden=[(0, 4)])
    assert board.line_of_sight(s, (0, 0), (0, 3))  # barrel, water
    assert board.line_of_sight(s, (0, 3), (1, 0))
    s2 = scenario(["1.D.a...", "........", "........", "........"], {"a": "rats"})
    assert board.line_of_sight(s2, (0, 0), (0, 4)) is False  # closed door
    board.set_terrain(s2, (0, 2), "d")
    assert board.line_of_sight(s2, (0, 0), (0, 4))
    s3 = scenario(["1......."] + ["........"] * 7, hidden=[(4, 0)])
    assert board.line_of_sight(s3, (3, 0), (7, 0)) is False  # across a face-down tile


def test_around_corners_reaches_behind_a_wall_that_straight_sight_cannot() -> None:
    """DT-ATK-2: the slinger's stone (2–4, around corners) goes round the wall B2 to reach C2; a
    straight shot cannot; a through-wall attack can; round-corner attacks also work in plain sight."""
    s = scenario(["....", "1#a.", "....", "...."], {"a": "rats"})
    assert board.can_hit(s, Shape.CORNER, (2, 4), (1, 0), (1, 2))
    assert not board.can_hit(s, Shape.LINE, (2, 4), (1, 0), (1, 2))
    assert board.can_hit(s, Shape.WALL, (2, 4), (1, 0), (1, 2))
    assert not board.can_hit(s, Shape.CORNER, (2, 3), (1, 0), (1, 2))  # the walk is 4 squares
    assert board.can_hit(s, Shape.CORNER, (2, 4), (0, 0), (0, 3))


def test_straight_attack_needs_range_and_sight() -> None:
    """DT-ATK-1, DT-ATK-3: Dalia's throw (2–4) hits at 2 and 4 squares, not at 1 or 5, not through a wall."""
    s = scenario(["1a.b.c..", "........", "#.......", "g......."], {"a": "rats", "b": "rats", "c": "rats", "g": "rats"})
    assert [board.can_hit(s, Shape.LINE, (2, 4), (0, 0), (0, c)) for c in (1, 3, 5)] == [False, True, False]
    assert not board.can_hit(s, Shape.LINE, (2, 4), (0, 0), (3, 0))  # wall on A3
    assert board.can_hit(s, Shape.WALL, (2, 4), (0, 0), (3, 0))
    legal = {DARKTOMB.notation(a) for a in DARKTOMB.legal_actions(s, 0)}
    assert "a1:D1" in legal and "a1:B1" not in legal and "a2:B1" in legal


def test_several_targets_in_sight_are_all_attacked() -> None:
    """DT-ATK-3, DT-ITEM-2: the fire flask (every target in sight, 1–3) rolls once per monster in
    sight — not the one behind the wall — and is used up."""
    s = scenario(["1.a.....", "b.......", "#.......", "c......."], {"a": "rats", "b": "rats", "c": "rats"}, rolls=(15, 15))
    s.heroes[0] = s.heroes[0].model_copy(update={"items": ["flask"]})
    t = DARKTOMB.apply(s, 0, DARKTOMB.parse_action("i:flask"))
    rolled = [e.params["square"] for e in t.events if e.kind.startswith("attack_")]
    assert rolled == ["C1", "A2"] or sorted(rolled) == ["A2", "C1"]
    assert t.state.heroes[0].items == [] and "flask" in t.state.spent


def test_several_targets_through_walls_are_all_attacked() -> None:
    """DT-ATK-4: Ilse's Frost Nova (1–2, through walls) hits both rats, one behind a wall."""
    s = scenario(["4#a.....", "b.......", "........", "........"], {"a": "rats", "b": "rats"}, rolls=(15, 15))
    t = DARKTOMB.apply(s, 0, DARKTOMB.parse_action("a2"))
    assert len([e for e in t.events if e.kind == "attack_hit"]) == 2
    assert [m.hp for m in t.state.monsters] == [m.hp - 1 for m in s.monsters]


def test_direct_through_walls_monster_attacks_without_sight() -> None:
    """DT-ATK-4: the ice wraith (1–3 through walls) attacks Dalia behind a wall without moving."""
    s = scenario(["1#a.####", "########", "########", "########"], {"a": "ice_wraith"}, rolls=(10, 15))
    t = DARKTOMB.apply(s, 0, DARKTOMB.parse_action("e"))
    assert [e.kind for e in t.events if e.kind.startswith("attack_")] == ["attack_hit"]
    assert not any(e.kind == "monster_moved" for e in t.events)


def test_through_wall_attacks_stop_at_a_locked_door() -> None:
    """DT-ATK-9: from C1 the wraith's line to Dalia on A1 crosses the locked door B1, so its
    through-wall attack (1–3) cannot be made; from A3 the line crosses only the wall A2 and can; once
    the door is open, C1 can too."""
    s = scenario(["1Da.", "#...", "c...", "...."], {"a": "ice_wraith", "c": "ice_wraith"})
    for shape in (Shape.WALL, Shape.MULTI_WALL):
        assert not board.can_hit(s, shape, (1, 3), (0, 2), (0, 0))
        assert board.can_hit(s, shape, (1, 3), (2, 0), (0, 0))
    board.set_terrain(s, (0, 1), "d")
    assert board.can_hit(s, Shape.WALL, (1, 3), (0, 2), (0, 0))
