"""What ``/game rules`` shows for every registered game, topic by topic, in both languages; the
first-game guide's facts; an undo refusal naming the player who acted since."""

from __future__ import annotations

import re
from typing import Any

import pytest

from core.i18n import catalog, language_of, t
from rules import registry
from tests.e2e.conftest import ALICE, BRUNO
from tests.e2e.harness import Player, Table
from tests.e2e.lobby import start_game
from tests.e2e.play import Driver

RAW_KEY = re.compile(r"\b[a-z_]+(?:\.[a-z_]+){2,}\b")
"""A catalog key printed instead of its text (``rules.catacombs.turn``)."""


def said(exchange: Any) -> str:
    return "\n".join(exchange.private_texts())


def own_text(key: str, lang: str) -> str:
    """The text of ``key`` in that language's own catalog, not the English fallback."""
    texts = catalog(lang)
    assert key in texts, f"{key} is missing in {lang}"
    return t(key, lang)


@pytest.mark.parametrize("player", [ALICE, BRUNO], ids=["en", "fr"])
async def test_every_rules_topic_of_every_game_has_a_title_and_a_text(table: Table, player: Player) -> None:
    lang = language_of(player.locale)
    for game_kind, game in registry.games().items():
        topics = game.info.rules_topics
        assert topics, f"{game_kind} has no rules topics"
        titles = {topic: own_text(f"rules.{game_kind}.{topic}.title", lang) for topic in topics}
        for topic, title in titles.items():
            assert title.casefold() != topic.casefold(), f"{game_kind}: the title of {topic} is its id"
        listing = said(await table.command(player, "rules", game=game_kind))
        assert not RAW_KEY.search(listing), listing
        assert all(f"• {title}" in listing for title in titles.values()), listing

        offered = await table.autocomplete(player, "rules", "topic", "", game=game_kind)
        assert [(c["value"], c["name"]) for c in offered] == list(titles.items()), "the menu names topics by title"

        for topic, title in titles.items():
            answer = said(await table.command(player, "rules", game=game_kind, topic=topic))
            assert answer == f"**{title}**\n{own_text(f'rules.{game_kind}.{topic}', lang)}"
            assert not RAW_KEY.search(answer), answer
            assert len(answer) <= 900, f"{game_kind} {topic}: a few lines on a phone, not a page"


GUIDE_FACTS = {
    "panel": ({"en": "blue", "fr": "bleus"}, "a move that also ends the turn (Underworld's draw) is not grey"),
    "darktomb": ({"en": "d20", "fr": "d20"}, "the round's order is rolled, not read off a card"),
    "underworld": ({"en": "draw or heal", "fr": "piochez ou vous soignez"}, "what ends an Underworld turn"),
    "aod": ({"en": "ammo", "fr": "munitions"}, "shooting spends ammo, not energy"),
    "catacombs": ({"en": "aim line", "fr": "ligne de visée"}, "the preview shows the aim, not where the disk stops"),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_first_game_guide_says_what_the_bot_does(lang: str) -> None:
    for part, (words, why) in GUIDE_FACTS.items():
        assert words[lang] in own_text(f"table.guide.{part}", lang), why


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_guide_says_grey_buttons_also_try_moves_with_no_effect(lang: str) -> None:
    """Dark Tomb's attempts that do nothing are grey too, and say so as the guide says they do."""
    said_by_button = t("action.darktomb.attempt", lang, card_type="x").rpartition("(")[2].rstrip(")")
    assert said_by_button in own_text("table.guide.panel", lang)


async def test_an_undo_refusal_names_the_player_who_acted_since(table: Table) -> None:
    players = [ALICE, BRUNO]
    game_pk, _ = await start_game(table, players)
    driver = Driver(table, players, game_pk)
    while True:
        log = [entry.seat for entry in await table.bot.store.actions(game_pk) if not entry.undone]
        if len(set(log)) == 2:
            break
        await driver.move()
    acted, asker = players[log[-1]], players[1 - log[-1]]
    lang = language_of(asker.locale)
    refused = said(await table.command(asker, "undo"))
    assert refused == t("error.undo.other_acted", lang, {log[-1]: acted.name}, seat=log[-1])
    assert refused.startswith(acted.name) and "#" not in refused
