"""CC-BAL-1: the balance tuning (card mix, four-player head start) is an option, so a game keeps the one
it was set up with and its log replays."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from rules.catacombs.content import content
from rules.catacombs.game import CATACOMBS
from rules.catacombs.model import CcOptions, Deck, Side
from tests.stored_records import replay_record

RECORD = Path(__file__).with_name("record_before_deck_option.json")


def test_a_game_recorded_before_the_option_replays_with_the_first_mix() -> None:
    """Options, seed and 40 moves stored by the code before ``deck`` existed (no such key): replayed now,
    the game deals the first mix and reaches the same piles, hands, health and disks."""
    record, replayed = replay_record(CATACOMBS, RECORD)
    assert "deck" not in record["options"]
    assert CcOptions.model_validate(record["options"]).deck is Deck.FIRST
    assert replayed == record["final"]


def test_new_games_take_the_fourth_tuning_and_every_game_keeps_its_own() -> None:
    options = CcOptions()
    assert options.deck is Deck.FOURTH
    assert CcOptions.model_validate({"steadiness": "none"}).deck is Deck.FOURTH  # a partial dict is not a record
    assert CcOptions.model_validate(options.model_dump(mode="json")).deck is Deck.FOURTH
    for older in (Deck.SECOND, Deck.THIRD):  # games begun on an older tuning keep it
        assert CcOptions.model_validate(CcOptions(deck=older).model_dump(mode="json")).deck is older
    for mix in Deck:
        state = CATACOMBS.setup(["sword", "skull"], CcOptions(deck=mix), 3)
        for side in Side:
            cards = [*state.draw[side], *(c for s, h in enumerate(state.hands) if state.seats[s] is side for c in h)]
            assert Counter(cards) == Counter(content().deck(side, mix))
    assert content().deck(Side.SKULL, Deck.FIRST) != content().deck(Side.SKULL, Deck.SECOND)
    assert content().deck(Side.SKULL, Deck.SECOND) != content().deck(Side.SKULL, Deck.THIRD)
    four = {mix: CATACOMBS.setup([None] * 4, CcOptions(deck=mix), 3).health[Side.SKULL] for mix in (Deck.THIRD, Deck.FOURTH)}
    assert four == {Deck.THIRD: 8, Deck.FOURTH: 7}  # CC-SET-5 only from the fourth tuning on
