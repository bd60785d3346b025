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


def test_new_games_take_the_fifth_tuning_and_every_game_keeps_its_own() -> None:
    options = CcOptions()
    assert options.deck is Deck.FIFTH
    assert CcOptions.model_validate({"steadiness": "none"}).deck is Deck.FIFTH  # a partial dict is not a record
    assert CcOptions.model_validate(options.model_dump(mode="json")).deck is Deck.FIFTH
    for older in (Deck.SECOND, Deck.THIRD, Deck.FOURTH):  # games begun on an older tuning keep it
        assert CcOptions.model_validate(CcOptions(deck=older).model_dump(mode="json")).deck is older
    for mix in Deck:
        state = CATACOMBS.setup(["sword", "skull"], CcOptions(deck=mix), 3)
        for side in Side:
            cards = [*state.draw[side], *(c for s, h in enumerate(state.hands) if state.seats[s] is side for c in h)]
            assert Counter(cards) == Counter(content().deck(side, mix))
    assert content().deck(Side.SKULL, Deck.FIRST) != content().deck(Side.SKULL, Deck.SECOND)
    assert content().deck(Side.SKULL, Deck.SECOND) != content().deck(Side.SKULL, Deck.THIRD)
    skull = {(n, mix): CATACOMBS.setup([None] * n, CcOptions(deck=mix), 3).health[Side.SKULL]
             for n in (3, 4) for mix in (Deck.THIRD, Deck.FOURTH, Deck.FIFTH)}
    assert skull == {(3, Deck.THIRD): 8, (3, Deck.FOURTH): 8, (3, Deck.FIFTH): 7,  # CC-SET-5, by tuning
                     (4, Deck.THIRD): 8, (4, Deck.FOURTH): 7, (4, Deck.FIFTH): 7}
