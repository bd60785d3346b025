"""Malformed or unwelcome input gets a private, specific refusal and changes nothing (issue 9, item 5)."""

from __future__ import annotations

from core.i18n import t
from tests.e2e.conftest import ALICE, BRUNO, CHLOE
from tests.e2e.harness import EPHEMERAL, Exchange, FakeDiscord, Options, Player, Table
from tests.e2e.lobby import open_lobby, start_game

GENERIC = "something went wrong"


def public_placeholders(exchange: Exchange) -> list[object]:
    """Interaction answers everyone could see (a public "thinking…" or message)."""
    return [
        s for s in exchange.sent
        if s.path.endswith("/callback") and (s.body or {}).get("type") in (4, 5)
        and not int(((s.body or {}).get("data") or {}).get("flags") or 0) & EPHEMERAL
    ]


async def test_a_seat_goes_only_to_a_person_of_this_server_not_yet_playing(fake: FakeDiscord, table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    version = (await table.bot.service.load(game_pk)).version
    robot = Player(190, "Robo", bot=True)
    stranger = Player(191, "Stranger", member=False)
    cases = [
        (robot, t("error.replace.not_a_person", "en")),
        (stranger, t("error.replace.not_a_member", "en")),
        (BRUNO, t("error.replace.already_seated", "en")),
    ]
    for new, refusal in cases:
        exchange = await table.command(ALICE, "replace", old=BRUNO, new=new)
        assert refusal in exchange.private_texts(), new.name
        assert not public_placeholders(exchange), "no public placeholder before a private refusal"
    assert (await table.bot.service.load(game_pk)).version == version, "nothing changed"


async def test_an_outsiders_undo_abandon_and_replace_are_refused_privately_at_once(table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    commands: tuple[tuple[str, Options], ...] = (
        ("undo", {}), ("abandon", {}), ("replace", {"old": BRUNO, "new": CHLOE}),
    )
    for sub, options in commands:
        exchange = await table.command(CHLOE, sub, **options)
        assert exchange.private_texts(), sub
        assert not public_placeholders(exchange), f"/game {sub}: the refusal is private from the start"
    assert (await table.bot.service.load(game_pk)).status.is_open


async def test_forged_components_get_a_clear_refusal(fake: FakeDiscord, table: Table) -> None:
    game_pk, lobby = await open_lobby(table, ALICE)
    message = fake.messages[lobby]
    forged = [
        ("tt:lobby:" + "9" * 25 + ":join", None),
        (f"tt:pace:{game_pk}", ["twelve"]),
        (f"tt:play:{game_pk}:" + "1" * 30, None),
    ]
    for custom_id, values in forged:
        row = {"type": 1, "components": [
            {"type": 3 if values else 2, "custom_id": custom_id, "style": 1, "label": "x",
             "options": [{"label": v, "value": v} for v in values or []]}
        ]}
        message["components"] = [row]
        exchange = await table.click(BRUNO, lobby, custom_id, values)
        said = " ".join(exchange.private_texts())
        assert said and GENERIC not in said.lower(), custom_id
        assert t("error.bad_component", "fr") in said or t("error.lobby.not_host", "fr") in said, custom_id


async def test_a_value_out_of_range_is_refused_clearly(table: Table) -> None:
    exchange = await table.command(ALICE, "me away", days=10**12)
    said = " ".join(exchange.private_texts())
    assert t("error.bad_value", "en") in said and GENERIC not in said.lower()


async def test_a_refusal_never_echoes_unbounded_input(table: Table) -> None:
    game_pk, _ = await start_game(table, [ALICE, BRUNO])
    exchange = await table.command(ALICE, "play", action="x" * 2000)
    said = exchange.private_texts()
    assert said and all(len(text) <= 2000 for text in said), "the answer fits in one Discord message"
    assert "x" * 200 not in " ".join(said)
