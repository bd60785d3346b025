"""UW-BAL-4: the region tracks are an option, so a game keeps the tracks it started on and its log replays."""

from __future__ import annotations

from pathlib import Path

import pytest

from data import load_json

from rules.core import ContentError
from rules.underworld import content as content_module
from rules.underworld.content import content
from rules.underworld.game import UNDERWORLD as G
from rules.underworld.model import Axis, Tracks, UwOptions
from tests.rules_underworld.helpers import game
from tests.stored_records import replay_record

RECORD = Path(__file__).with_name("record_before_tracks_option.json")


def test_a_game_recorded_before_the_option_replays_on_the_first_tracks() -> None:  # UW-OPT-3 UW-BAL-4
    """Options, seed and every move of a two-player game stored by the code before ``tracks`` existed (it
    crossed all six regions): replayed now, it walks the first tracks and ends exactly as it did."""
    record, replayed = replay_record(G, RECORD)
    assert "tracks" not in record["options"]
    assert UwOptions.model_validate(record["options"]).tracks is Tracks.FIRST
    assert replayed == record["final"]


def test_new_games_walk_the_second_tracks_and_keep_them() -> None:  # UW-OPT-3 UW-BAL-4
    options = UwOptions()
    assert options.tracks is Tracks.SECOND
    assert UwOptions.model_validate({"solo_draw": "challenge"}).tracks is Tracks.SECOND  # a partial dict is not a record
    assert UwOptions.model_validate(options.model_dump(mode="json")).tracks is Tracks.SECOND
    for tracks in Tracks:
        view = G.view(game(2, tracks=tracks), None)
        assert view.track_set is tracks  # public: a search bot's sampled states walk the same tracks
        acrobatics = next(t for t in view.tracks if t.axis is Axis.ACROBATICS)
        assert acrobatics.spaces[1:] == content().regions(tracks)[0].acrobatics
    first, second = (content().regions(t) for t in Tracks)
    assert [r.acrobatics for r in first] != [r.acrobatics for r in second]
    assert [r.obstacles for r in first] == [r.obstacles for r in second]


def test_the_second_tracks_roll_where_the_first_healed_and_pay_no_early_treasure() -> None:  # UW-BAL-4
    """Each acrobatics track's medkit space became an obstacle-die space, and the treasure spaces of the
    first three regions VP spaces; nothing else moved."""
    def changed(old: tuple[str, ...], new: tuple[str, ...]) -> list[tuple[str, str]]:
        return [(a, b) for a, b in zip(old, new, strict=True) if a != b]

    for index, (old, new) in enumerate(zip(*(content().regions(t) for t in Tracks))):
        assert changed(old.acrobatics, new.acrobatics) == [("med", "die")], old.id
        assert changed(old.cunning, new.cunning) == ([("tre", "vp")] if index < 3 else []), old.id
        assert old.battle == new.battle


def test_a_later_set_of_tracks_is_checked_like_the_first(monkeypatch: pytest.MonkeyPatch) -> None:  # UW-DATA-5
    raw = load_json("underworld/regions.json")
    bad = {
        "unknown region": {"second": {"asgard": {"acrobatics": ["vp"]}}},
        "missing set": {},
        "bad space": {"second": {"niflheim": {"acrobatics": ["vp", "teleport"]}}},
        "object lost": {"second": {"niflheim": {"battle": ["die", "med", "adr"]}}},  # the spear gun is gone
    }
    for changes in bad.values():
        monkeypatch.setattr(content_module, "load_json", lambda name, changes=changes: {**raw, "track_changes": changes})
        with pytest.raises(ContentError):
            for regions in content_module._boards().values():
                content_module._check_regions(regions, content().objects, list(content().region_ids))
