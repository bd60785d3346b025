"""Players' names are shown as their owners wrote them, never interpreted: a nickname with markdown, a
code fence, a mention or a right-to-left override does not reformat the lobby card, turn posts, the final
post, status, the log, panels, refusals or DMs, in either language; buttons and alt texts show it without
escapes."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from core.i18n import t
from tests.e2e.harness import FakeDiscord, Player, Sent, Table, walk_components
from tests.e2e.lobby import open_lobby, start_game
from tests.e2e.play import Driver

FSI, PDI, RLO = "\u2068", "\u2069", "\u202e"

ODD_NAMES = (  # (the name as typed, what Discord must receive in a message to show it literally)
    ("**a**", r"\*\*a\*\*"),
    ("__b__", r"\_\_b\_\_"),
    ("||c||", r"\|\|c\|\|"),
    ("d`e", r"d\`e"),
    ("```f", r"\`\`\`f"),
    ("# g", r"\# g"),
    ("> h", r"\> h"),
    (f"ij{RLO}kl", f"{FSI}ijkl{PDI}"),  # the override dropped, the name isolated
    ("m\u200dn\u200bo", "m\u200dn\u200bo"),  # zero-width joiner and space kept: they reformat nothing
    ("🎲 Émile", "🎲 Émile"),
    ("p" * 32, "p" * 32),
    ("[q](https://r.example)", r"\[q](https\://r.example)"),
    ("<@101>", r"\<@101>"),
    ("@everyone", "@\u200beveryone"),
    ("1. s", r"1\. s"),
    ("t\\", "t\\\\"),  # a trailing backslash must not escape the bold around the name
)
GROUPS = [ODD_NAMES[i:i + 4] for i in range(0, len(ODD_NAMES), 4)]
MAX_MOVES = 80


def markdown_texts(sent: Sent) -> list[str]:
    """What Discord renders as markdown in a request: message content and the embeds' texts."""
    body = sent.body or {}
    data = body["data"] if isinstance(body.get("data"), dict) else body
    found = [data.get("content") or ""]
    for embed in data.get("embeds") or []:
        found += [embed.get("title") or "", embed.get("description") or "", (embed.get("footer") or {}).get("text", "")]
        found += [f"{field['name']}\n{field['value']}" for field in embed.get("fields") or []]
    return [text for text in found if text]


def posts_since(table: Table, message_id: int) -> str:
    """The content of the channel's messages newer than ``message_id``."""
    return "\n".join(str(m.get("content") or "") for i, m in table.fake.messages.items() if i > message_id)


def labels(sent: Sent) -> list[str]:
    """Texts Discord shows as written: button and menu labels, autocomplete choices, pictures' alt texts."""
    body = sent.body or {}
    data = body["data"] if isinstance(body.get("data"), dict) else body
    found = [choice["name"] for choice in data.get("choices") or []]
    found += [attachment.get("description") or "" for attachment in data.get("attachments") or []]
    for component in walk_components(data):
        found += [component.get("label") or "", component.get("placeholder") or ""]
        found += [option["label"] for option in component.get("options") or []]
    return [text for text in found if text]


@pytest.fixture
async def sqlite_table(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[Table]:
    """Names never reach the database (it keeps user ids), so one engine is enough."""
    opened = await Table.open(fake, tmp_path / "games.sqlite3", seed_source=lambda bits: 12345)
    yield opened
    await opened.close()


@pytest.fixture
def logged(caplog: pytest.LogCaptureFixture) -> Iterator[pytest.LogCaptureFixture]:
    with caplog.at_level(logging.DEBUG):
        yield caplog


def check_everything_sent(fake: FakeDiscord, group: tuple[tuple[str, str], ...]) -> None:
    """No request carries an override, every isolate is closed, no odd name goes out unescaped in markdown,
    and no label shows an escape."""
    for sent in fake.requests:
        assert RLO not in sent.text, f"an override reached Discord: {sent.path}"
        for text in markdown_texts(sent):
            assert text.count(FSI) == text.count(PDI), f"an unclosed isolate: {text!r}"
            for typed, escaped in group:
                if typed != escaped:
                    assert typed not in text.replace(escaped, ""), f"{typed!r} sent raw in {text!r}"
        for label in labels(sent):
            for typed, escaped in group:
                if "\\" in escaped and "\\" not in typed:
                    assert escaped not in label, f"a label shows escapes: {label!r}"


@pytest.mark.parametrize("number", range(len(GROUPS)))
async def test_odd_names_are_shown_literally_everywhere(
    sqlite_table: Table, logged: pytest.LogCaptureFixture, number: int
) -> None:
    table, group = sqlite_table, GROUPS[number]
    locale = "fr" if number % 2 else "en-US"  # every other table plays in French
    players = [Player(201 + i, typed, locale="fr" if i % 2 else "en-US") for i, (typed, _) in enumerate(group)]
    game_pk, started = await start_game(table, players, guild_locale=locale)
    record = await table.bot.service.load(game_pk)
    assert record.lobby_message_id is not None
    card = "\n".join(markdown_texts(Sent("PATCH", "", "", table.fake.messages[record.lobby_message_id], [], True)))
    assert all(f"<@{player.id}>" in card for player in players), "the lobby card mentions: Discord draws the names"

    await table.command(players[1], "me away", days=2)  # every turn post now names them
    driver = Driver(table, players, game_pk)
    actors: set[int] = set()
    while len(actors) < len(players) and driver.moves < MAX_MOVES:
        actors.add(min((await driver.current()).to_act))
        await driver.move()
    assert len(actors) == len(players), "every seat played"

    posts = "\n".join(text for sent in table.fake.requests if sent.public for text in markdown_texts(sent))
    for typed, escaped in group:
        assert f"**{escaped}**" in posts, f"{typed!r} is shown in bold, literally, in the turn posts"

    outcome = await driver.current()
    acting = min(outcome.to_act)
    waiting = players[(acting + 1) % len(players)]
    status = "\n".join((await table.command(waiting, "status")).private_texts())
    assert group[acting][1] in status, "status names whose turn it is"
    for listing in ("mine", "list", "stats"):  # these mention players: Discord draws the names
        await table.command(waiting, listing)
    log = "\n".join((await table.command(waiting, "log")).private_texts())
    assert all(escaped in log for _, escaped in group), "the log names every player who moved"
    refused = "\n".join((await table.command(waiting, "play", action="end")).private_texts())
    assert group[acting][1] in refused, "the refusal says whose turn it is"
    board = (await table.bot.service.load(game_pk)).board_message_id
    assert board is not None
    panel = "\n".join((await table.click(waiting, board, f"tt:play:{game_pk}:0")).private_texts())
    assert group[acting][1] in panel, "the panel says who is playing"
    await table.command(players[0], "autopilot", level="easy", user=players[acting])  # the host may
    note = t("clock.board.autopilot", record.locale, player=f"**{group[acting][1]}**")
    assert note in table.fake.messages[board]["content"] or note in posts_since(table, board), "the note names the seat"

    check_everything_sent(table.fake, group)
    assert any(sent.path.startswith("/channels/") and not sent.public for sent in table.fake.requests), "DMs checked"
    for typed, _ in group:
        assert not any(typed in record.getMessage() for record in logged.records), "names are never logged"


async def test_the_final_post_shows_names_literally(sqlite_table: Table) -> None:
    """A short Dark Tomb stage played to its end: the final post names its winners literally."""
    table = sqlite_table
    (typed, escaped), (rtl, isolated) = ODD_NAMES[4], ODD_NAMES[7]
    host, guest = Player(301, typed), Player(302, rtl, locale="fr")
    game_pk, lobby = await open_lobby(table, host, game="darktomb")
    await table.click(host, lobby, f"tt:opt:{game_pk}:stage", ["I"])
    await table.click(guest, lobby, f"tt:lobby:{game_pk}:join")
    await table.click(host, lobby, f"tt:lobby:{game_pk}:start")
    driver = Driver(table, [host, guest], game_pk)
    while (await driver.current()).result is None and driver.moves < 400:
        await driver.move()
    assert (await driver.current()).result is not None
    final = markdown_texts([s for s in table.fake.requests if s.public and s.files][-1])[0]
    assert f"**{escaped}**" in final and f"**{isolated}**" in final, "the winners, under their names as typed"
    assert f"\n1. <@{host.id}>: " in final and f"\n1. <@{guest.id}>: " in final, "each seat's rank, mentioned"
    check_everything_sent(table.fake, ((typed, escaped), (rtl, isolated)))


async def test_a_name_that_shows_nothing_is_the_seat_number(sqlite_table: Table) -> None:
    """A nickname of only invisible characters would leave an empty bold pair: the seat's number stands in."""
    table = sqlite_table
    players = [Player(401, "Alice"), Player(402, f"\u200b{RLO}\u200d")]
    game_pk, _ = await start_game(table, players)
    driver = Driver(table, players, game_pk)
    while 1 not in (await driver.current()).to_act and driver.moves < MAX_MOVES:
        await driver.move()
    await driver.move()
    posts = "\n".join(text for sent in table.fake.requests if sent.public for text in markdown_texts(sent))
    assert f"**{t('bot.player_number', 'en', number=2)}**" in posts and "****" not in posts
    check_everything_sent(table.fake, ((players[1].name, t("bot.player_number", "en", number=2)),))
