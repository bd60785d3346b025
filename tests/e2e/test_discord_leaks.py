"""Through the real bot, in every game: nothing the channel, a log line or another player's DM receives
names a hidden card or the seed, and public messages carry no action in a button's custom id."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from rules import registry
from rules.aod.model import AodState
from rules.underworld.model import UwState
from tests.e2e.conftest import PLAYERS
from tests.e2e.harness import FakeDiscord, Options, Sent, Table, walk_components
from tests.e2e.lobby import start_game
from tests.e2e.play import Driver

SEED = 424_242_424_242
MOVES = 30
PUBLIC_CUSTOM_IDS = ("tt:lobby:", "tt:opt:", "tt:role:", "tt:play:", "tt:hand:")
UNIQUE_CARD_IDS = ("aod", "underworld")  # other games name cards by kind, which repeat face up


def private_cards(game_kind: str, state: object) -> dict[int, set[str]]:
    """Per seat, the ids of the cards in its hand (only for games whose card ids are unique)."""
    if game_kind not in UNIQUE_CARD_IDS:
        return {}
    assert isinstance(state, (AodState, UwState)), game_kind
    return {seat: set(hand) for seat, hand in enumerate(state.hands)}


def dm_reader(fake: FakeDiscord, sent: Sent) -> int | None:
    """The user a DM request went to, or None if it is not a DM."""
    if sent.path != "/channels/{channel_id}/messages" or sent.public:
        return None
    return fake.dm_channels.get(int(sent.url.rstrip("/").split("/")[-2]))


def public_custom_ids(sent: Sent) -> list[str]:
    body = sent.body or {}
    message = body.get("data") if isinstance(body.get("data"), dict) else body
    return [c.get("custom_id", "") for c in walk_components(message or {})]


@pytest.mark.parametrize("game_kind", sorted(registry.games()))
async def test_no_hidden_card_or_seed_reaches_the_channel_another_dm_or_the_log(
    fake: FakeDiscord, db_path: Path, caplog: pytest.LogCaptureFixture, game_kind: str
) -> None:
    caplog.set_level(logging.DEBUG)
    table = await Table.open(fake, db_path, seed_source=lambda bits: SEED)
    game = registry.get(game_kind)
    players = list(PLAYERS[: max(2, game.info.min_players)][: game.info.max_players])
    user_seat = {}
    try:
        game_pk, started = await start_game(table, players, game=game_kind)
        record = await table.bot.service.load(game_pk)
        assert record.seed == SEED, "the seed checked for below is the game's"
        user_seat = {s.user_id: s.seat for s in record.seats}
        driver = Driver(table, players, game_pk)
        outcome = await driver.current()
        check(fake, started.sent, private_cards(game_kind, outcome.state), user_seat)
        while outcome.result is None and driver.moves < MOVES:
            cards = private_cards(game_kind, outcome.state)
            exchange = await driver.move()
            outcome = await driver.current()
            after = private_cards(game_kind, outcome.state)
            check(fake, exchange.sent, {seat: cards.get(seat, set()) & after.get(seat, set()) for seat in after}, user_seat)
        commands: tuple[tuple[str, Options], ...] = (
            ("board", {}), ("status", {}), ("log", {}), ("hand", {}), ("export", {}), ("verify", {}),
            ("replay", {"turn": 1}), ("undo", {}),
        )
        for command, options in commands:
            exchange = await table.command(players[1], command, **options)
            check(fake, exchange.sent, private_cards(game_kind, outcome.state), user_seat)
    finally:
        await table.close()
    assert outcome.result is None, "the game is still running, so its seed must still be secret"
    logged = "\n".join(r.getMessage() + (r.exc_text or "") for r in caplog.records)
    assert str(SEED) not in logged
    secret = {card for hand in private_cards(game_kind, outcome.state).values() for card in hand}
    assert not [card for card in secret if card in logged]


def check(fake: FakeDiscord, sent: list[Sent], hands: dict[int, set[str]], user_seat: dict[int, int]) -> None:
    """Every request: no seed; public ones no hand card and only navigation custom ids; DMs no other seat's card."""
    for request in sent:
        assert str(SEED) not in request.text, f"the seed reached Discord: {request.path}"
        if request.public:
            assert all(cid.startswith(PUBLIC_CUSTOM_IDS) for cid in public_custom_ids(request)), request.text
            leaked = [card for hand in hands.values() for card in hand if card in request.text]
            assert not leaked, f"public post names hand cards {leaked}"
        reader = dm_reader(fake, request)
        if reader is not None:
            own = user_seat.get(reader)
            leaked = [card for seat, hand in hands.items() if seat != own for card in hand if card in request.text]
            assert not leaked, f"a DM to {reader} names another seat's cards {leaked}"
