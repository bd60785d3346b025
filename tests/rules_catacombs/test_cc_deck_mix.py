"""CC-BAL-1: the deck's card mix is an option, so a game keeps the mix it was dealt and its log replays."""

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


def test_new_games_deal_the_third_mix_and_every_game_keeps_its_own() -> None:
    options = CcOptions()
    assert options.deck is Deck.THIRD
    assert CcOptions.model_validate({"steadiness": "none"}).deck is Deck.THIRD  # a partial dict is not a record
    assert CcOptions.model_validate(options.model_dump(mode="json")).deck is Deck.THIRD
    second = CcOptions(deck=Deck.SECOND).model_dump(mode="json")  # a game begun on the second mix
    assert CcOptions.model_validate(second).deck is Deck.SECOND
    for mix in Deck:
        state = CATACOMBS.setup(["sword", "skull"], CcOptions(deck=mix), 3)
        for side in Side:
            cards = [*state.draw[side], *(c for s, h in enumerate(state.hands) if state.seats[s] is side for c in h)]
            assert Counter(cards) == Counter(content().deck(side, mix))
    assert content().deck(Side.SKULL, Deck.FIRST) != content().deck(Side.SKULL, Deck.SECOND)
    assert content().deck(Side.SKULL, Deck.SECOND) != content().deck(Side.SKULL, Deck.THIRD)
