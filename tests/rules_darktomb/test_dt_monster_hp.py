"""DT-OPT-5: the monster HP table is an option, so a game keeps the HP it started with and its log replays."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from data import load_json
from core import fairplay
from rules.core import ContentError, IllegalAction
from rules.darktomb import content as content_module
from rules.darktomb.content import content
from rules.darktomb.game import DARKTOMB
from rules.darktomb.model import DarkTombOptions, MonsterHp
from tests.stored_records import replay_record

RECORD = Path(__file__).with_name("record_before_monster_hp_option.json")


def _queen_appears(table: MonsterHp | None) -> int:
    """The Rime Queen's HP when she appears in the recorded game, replayed on ``table`` (None: as stored).
    The moves up to her appearance never depend on her HP, so they replay on either table."""
    record = json.loads(RECORD.read_text(encoding="utf-8"))
    options = record["options"] if table is None else {**record["options"], "monster_hp": table.value}
    state = DARKTOMB.setup(record["roles"], DarkTombOptions.model_validate(options), record["seed"])
    for seat, text in record["moves"]:
        transition = DARKTOMB.apply(state, seat, DARKTOMB.parse_action(text))
        state = transition.state
        for e in transition.events:
            if e.kind == "monster_appeared" and e.params["who_type"] == "darktomb.rime_queen":
                return int(e.params["hp"])
    raise AssertionError("the recorded game never met the Rime Queen")


def test_a_game_recorded_before_the_option_replays_on_the_first_table() -> None:  # DT-OPT-5 DT-REV-3
    """Options, seed and every move of a three-hero Stage IV game stored by the code before ``monster_hp``
    existed (the party met the Rime Queen with 13 HP and won): replayed now, it ends exactly as it did."""
    record, replayed = replay_record(DARKTOMB, RECORD)
    assert "monster_hp" not in record["options"]
    assert DarkTombOptions.model_validate(record["options"]).monster_hp is MonsterHp.FIRST
    assert replayed == record["final"] and record["final"]["won"]
    with pytest.raises(IllegalAction):  # on today's table the tougher queen outlasts the old log
        fairplay.replay(DARKTOMB, record["roles"], {**record["options"], "monster_hp": "second"}, record["seed"],
                        [(seat, text) for seat, text in record["moves"]])


def test_new_games_use_the_second_table_and_keep_it() -> None:  # DT-OPT-5
    options = DarkTombOptions()
    assert options.monster_hp is MonsterHp.SECOND
    assert DarkTombOptions(stage="IV", heroes_per_player=3).monster_hp is MonsterHp.SECOND  # not a full record
    assert DarkTombOptions.model_validate(options.model_dump(mode="json")).monster_hp is MonsterHp.SECOND
    for table in MonsterHp:
        s = DARKTOMB.setup(["dalia"], DarkTombOptions(stage="IV", heroes_per_player=3, monster_hp=table), 1)
        assert DARKTOMB.view(s, 0).options.monster_hp is table  # public: a bot's sampled states use the same HP


def test_the_second_table_gives_the_rime_queen_two_more_hp_for_three_heroes_only() -> None:  # DT-OPT-5
    """The retune of the strong bot's Stage IV three-hero cell (seeds/darktomb.md, Balance): nothing else moved."""
    c = content()
    for monster in c.monsters:
        for heroes in (1, 2, 3, 4):
            first, second = (c.monster_hp(monster, table, heroes) for table in MonsterHp)
            assert second - first == (2 if (monster, heroes) == ("rime_queen", 3) else 0), (monster, heroes)
    assert c.monster_hp("rime_queen", MonsterHp.SECOND, 3) == 15


def test_the_same_deal_meets_the_queen_with_the_table_it_plays() -> None:  # DT-OPT-5 DT-REV-3
    assert _queen_appears(None) == _queen_appears(MonsterHp.FIRST) == 13
    assert _queen_appears(MonsterHp.SECOND) == 15


def test_a_later_hp_table_is_checked(monkeypatch: pytest.MonkeyPatch) -> None:  # DT-OPT-5
    raw = load_json("darktomb/monsters.json")
    bad = {
        "unknown monster": {"second": {"dragon": [1, 2, 3, 4]}},
        "missing table": {},
        "three values": {"second": {"rime_queen": [3, 10, 15]}},
        "zero HP": {"second": {"rime_queen": [0, 10, 15, 19]}},
    }
    content.cache_clear()
    try:
        for changes in bad.values():
            monkeypatch.setattr(content_module, "load_json",
                                lambda name, changes=changes: {**raw, "hp_changes": changes} if name == "darktomb/monsters.json"
                                else load_json(name))
            with pytest.raises(ContentError):
                content()
            content.cache_clear()
    finally:
        monkeypatch.undo()
        content.cache_clear()
