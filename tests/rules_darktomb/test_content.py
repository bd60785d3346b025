"""The reconstructed components load, keep the rulebook's facts and the design rules the engine needs."""

from __future__ import annotations

from rules.darktomb import board
from rules.darktomb.content import content, edge_middles
from rules.darktomb.model import CardKind


def test_heroes_include_dalia_and_oash_with_four_cards_each() -> None:
    """DT-DATA-1: at least four heroes; Dalia throws her sickle at +3; Oash can call his ermine."""
    heroes = content().heroes
    assert len(heroes) >= 4 and {"dalia", "oash"} <= set(heroes)
    assert heroes["dalia"].attack == 3 and heroes["dalia"].actions[0].shape.value == "line"
    assert any(a.kind is CardKind.REVIVE for a in heroes["oash"].actions)
    assert all(len(h.actions) == 4 and h.provenance for h in heroes.values())


def test_monsters_have_an_hp_track_for_one_to_four_heroes() -> None:
    """DT-DATA-2: the assassin keeps the rulebook's armour 13."""
    monsters = content().monsters
    assert monsters["assassin"].armour == 13
    assert all(len(m.hp) == 4 and min(m.hp) >= 1 for m in monsters.values())


def test_every_stage_item_and_monster_exists_once_per_marked_square() -> None:
    """DT-DATA-3, DT-DATA-4."""
    for stage in content().stages.values():
        marks = "".join("".join(t.rows) for t in stage.tiles)
        assert marks.count("M") == len(stage.monsters) and marks.count("T") == len(stage.items)
        assert set(stage.items) <= set(content().items)


def test_edge_middles_stay_passable_in_every_rotation() -> None:
    """DT-DATA-4: a random quarter turn never closes the way between tiles."""
    for stage in content().stages.values():
        for tile in stage.tiles:
            for turns in range(4):
                rows = board.rotated(tile.rows, turns)
                assert all(rows[r][c] in ".ITM" for r, c in edge_middles()), (tile.id, turns)
