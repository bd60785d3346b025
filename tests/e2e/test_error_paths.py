"""Every mistake a Discord user can make gets a private, clear answer in their language and changes nothing.

Malformed ``/game play`` text, commands where there is no game or by someone not playing, clicks on
buttons of a finished, abandoned or other channel's game, and options with values Discord's own
checks would not stop (a stale or forged menu value, a turn past the end).
"""

from __future__ import annotations

from typing import Any

import pytest

from core.i18n import t
from rules import registry
from tests.e2e.conftest import ALICE, BRUNO, CHLOE, DAVID
from tests.e2e.harness import CHANNEL_ID, Exchange, Options, Player, Table, custom_ids
from tests.e2e.lobby import open_lobby, start_game

OTHER_CHANNEL = CHANNEL_ID + 1
NO_GAME_CHANNEL = CHANNEL_ID + 2
INTERNAL = {t("error.internal", lang) for lang in ("en", "fr")}
FORBIDDEN_WORDS = ("Traceback", "Exception", "Error:", "error.", "{", "None")

BAD_NOTATIONS = [
    "hello world",
    "flick:37.5:60",  # a Catacombs action typed in another game
    "move:C3",
    "x" * 5000,
    "🃏💀 écrire ‮reversed",
    ":::::",
    "play:",
    "\x00\x01",
    "  ",
]


def in_channel(payload: dict[str, Any], channel_id: int) -> dict[str, Any]:
    """Move an interaction payload to another guild text channel."""
    payload["channel_id"] = str(channel_id)
    payload["channel"] = dict(payload["channel"], id=str(channel_id))
    return payload


async def command_in(table: Table, channel_id: int, player: Player, sub: str, **options: Any) -> Exchange:
    return await table.run(in_channel(table.command_payload(player, sub, **options), channel_id))


def assert_private_refusal(exchange: Exchange, lang: str = "en") -> str:
    """One private, catalog-phrased answer; nothing public; no internals."""
    said = [s for s in exchange.public_posts() if (s.body or {}).get("type") != 5]
    assert not said, f"a refusal went public: {[s.text[:200] for s in said]}"
    texts = exchange.private_texts()
    assert texts, "the user got no answer"
    answer = " ".join(texts)
    assert all(len(text) <= 2000 for text in texts), "Discord refuses messages over 2000 characters"
    assert answer not in INTERNAL and not any(text in INTERNAL for text in texts), "an unexpected error, not a refusal"
    for word in FORBIDDEN_WORDS:
        assert word not in answer, f"{word!r} in {answer!r}"
    if lang == "fr":
        assert not any(text == t("error.no_game_here", "en") for text in texts)
    return answer


async def snapshot(table: Table, game_pk: int) -> tuple[int, str | None, int]:
    record = await table.bot.service.load(game_pk)
    return record.version, record.state, len(await table.bot.store.actions(game_pk))


@pytest.mark.parametrize("game_kind", sorted(registry.games()))
async def test_malformed_play_text_is_refused_privately_and_changes_nothing(table: Table, game_kind: str) -> None:
    count = max(2, registry.get(game_kind).info.min_players)
    players = [ALICE, BRUNO, CHLOE, DAVID][:count]
    game_pk, _ = await start_game(table, players, game=game_kind)
    before = await snapshot(table, game_pk)
    outcome = await table.bot.service.current(game_pk)
    actor = next(p for p in players if outcome.record.seat_of(p.id) in outcome.to_act)
    for notation in BAD_NOTATIONS:
        exchange = await table.command(actor, "play", action=notation)
        answer = assert_private_refusal(exchange)
        assert notation[:200] not in answer or len(notation) < 50, "a huge input is not echoed back"
        assert await snapshot(table, game_pk) == before, notation
    for notation in ("hello world", "x" * 5000):
        choices = await table.autocomplete(actor, "play", "action", notation)
        assert all(len(c["name"]) <= 100 and len(c["value"]) <= 100 for c in choices)


async def test_every_command_in_a_channel_without_a_game_is_explained(table: Table) -> None:
    commands: list[tuple[str, dict[str, Any]]] = [
        ("play", {"action": "end"}), ("hand", {}), ("board", {}), ("status", {}), ("log", {}), ("join", {}),
        ("leave", {}), ("start", {}), ("cancel", {}), ("abandon", {}), ("undo", {}), ("replay", {"turn": 1}),
        ("export", {}), ("verify", {}), ("pace", {"hours": 24}), ("me remind", {"hours": 3}), ("mine", {}),
    ]
    for sub, options in commands:
        for player, lang in ((ALICE, "en"), (BRUNO, "fr")):
            exchange = await command_in(table, NO_GAME_CHANNEL, player, sub, **options)
            answer = assert_private_refusal(exchange, lang)
            assert answer, sub


async def test_commands_by_someone_not_playing_are_refused_and_change_nothing(table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    before = await snapshot(table, game_pk)
    for sub, options in (
        ("play", {"action": "end"}), ("hand", {}), ("undo", {}), ("leave", {}), ("start", {}), ("cancel", {}),
        ("abandon", {}), ("pace", {"hours": 24}), ("me remind", {"hours": 3}),
    ):
        exchange = await table.command(CHLOE, sub, **options)
        assert_private_refusal(exchange, "fr")
        assert await snapshot(table, game_pk) == before, sub
    board = (await table.bot.service.load(game_pk)).board_message_id
    assert board is not None
    for custom_id in custom_ids(table.fake.messages[board]):
        assert_private_refusal(await table.click(CHLOE, board, custom_id), "fr")
    assert await snapshot(table, game_pk) == before
    assert await table.autocomplete(CHLOE, "play", "action", "") == []


async def test_buttons_of_an_abandoned_game_say_it_is_over_and_offer_no_action(table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    board = (await table.bot.service.load(game_pk)).board_message_id
    assert board is not None
    panel_token = (await table.click(ALICE, board, f"tt:play:{game_pk}:0")).tokens[0]
    panel = table.fake.originals[panel_token]
    actions = custom_ids(table.fake.messages[panel], "tt:a:")
    shown = table.fake.messages[board]["components"]
    abandoned = await table.command(DAVID, "abandon")
    assert abandoned.private_texts() or abandoned.public_posts()
    assert not custom_ids(table.fake.messages[board], "tt:play"), "the turn post no longer offers Play"
    table.fake.messages[board]["components"] = shown  # what a client that has not redrawn yet still shows
    before = await snapshot(table, game_pk)
    for custom_id in custom_ids(table.fake.messages[board]):
        assert_private_refusal(await table.click(ALICE, board, custom_id))
    reopened = await table.click(ALICE, board, f"tt:play:{game_pk}:0")
    assert t("error.game_over", "en") in assert_private_refusal(reopened)
    assert not custom_ids(reopened.original(), "tt:a:"), "an abandoned game offers no action to click"
    for custom_id in actions[:1]:  # the refusal redraws the panel without its old buttons
        exchange = await table.click(ALICE, panel, custom_id)
        assert t("error.game_over", "en") in assert_private_refusal(exchange)
        assert not custom_ids(exchange.original(), "tt:a:")
    assert await snapshot(table, game_pk) == before
    lobby_pk, lobby = await open_lobby(table, ALICE)
    stale = table.fake.messages[lobby]["components"]  # what a client that has not redrawn yet still shows
    await table.click(ALICE, lobby, f"tt:lobby:{lobby_pk}:cancel")
    table.fake.messages[lobby]["components"] = stale
    for op in ("join", "leave", "start", "cancel"):
        assert_private_refusal(await table.click(BRUNO, lobby, f"tt:lobby:{lobby_pk}:{op}"), "fr")


async def test_buttons_of_another_channels_game_do_not_act_here(table: Table) -> None:
    """A board message from channel A clicked while channel B has its own game: it acts on A's game only."""
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    board = (await table.bot.service.load(game_pk)).board_message_id
    assert board is not None
    other = await command_in(table, OTHER_CHANNEL, CHLOE, "new", game="aod")
    other_record = await table.bot.service.by_channel(OTHER_CHANNEL)
    assert other_record is not None and other_record.id != game_pk, other.private_texts()
    before = await snapshot(table, other_record.id)
    clicked = await table.run(in_channel(table.click_payload(CHLOE, board, f"tt:play:{game_pk}:0"), OTHER_CHANNEL))
    assert_private_refusal(clicked, "fr")
    assert await snapshot(table, other_record.id) == before


async def test_forged_menu_values_and_out_of_range_options_are_refused(table: Table) -> None:
    game_pk, lobby = await open_lobby(table, ALICE)
    await table.command(BRUNO, "join")
    options = custom_ids(table.fake.messages[lobby], "tt:opt:")
    before = (await table.bot.service.load(game_pk)).options
    for custom_id in options:
        exchange = await table.click(ALICE, lobby, custom_id, ["not-a-value"])
        assert_private_refusal(exchange)
    assert (await table.bot.service.load(game_pk)).options == before
    roles = custom_ids(table.fake.messages[lobby], "tt:role:")
    for custom_id in roles:
        assert_private_refusal(await table.click(BRUNO, lobby, custom_id, ["nobody"]), "fr")
    await table.click(ALICE, lobby, f"tt:lobby:{game_pk}:start")
    # Discord itself enforces integer ranges and choices; these are values within them that make no sense now.
    commands: tuple[tuple[str, Options], ...] = (("replay", {"turn": 99_999}), ("pace", {"hours": 24}), ("join", {}))
    for sub, value in commands:
        exchange = await table.command(ALICE, sub, **value)
        assert not [s for s in exchange.public_posts() if (s.body or {}).get("type") != 5], sub
        assert exchange.private_texts(), sub
        assert not set(exchange.private_texts()) & INTERNAL, sub


async def test_game_commands_in_a_lobby_say_it_has_not_started(table: Table) -> None:
    game_pk, _ = await open_lobby(table, ALICE)
    before = await table.bot.service.load(game_pk)
    for sub, options in (
        ("play", {"action": "end"}), ("hand", {}), ("board", {}), ("status", {}), ("undo", {}), ("export", {}),
        ("verify", {}), ("replay", {"turn": 0}), ("replace", {"old": ALICE, "new": CHLOE}),
    ):
        for player, lang in ((ALICE, "en"), (BRUNO, "fr")):
            answer = assert_private_refusal(await table.command(player, sub, **options), lang)
            assert answer == t("error.not_started", lang), (sub, answer)
    after = await table.bot.service.load(game_pk)
    assert (after.version, after.status, after.seats) == (before.version, before.status, before.seats)
