"""Counts read naturally in English and French: CLDR plural categories, so French 0 and 1 are singular."""

from __future__ import annotations

import pytest

from core.i18n import catalog, t

COUNTS = (0, 1, 2, 5)


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", ["no possible action", "1 possible action", "2 possible actions", "5 possible actions"]),
        ("fr", ["aucune action possible", "1 action possible", "2 actions possibles", "5 actions possibles"]),
    ],
)
def test_the_action_panel_counts_its_actions(lang: str, expected: list[str]) -> None:
    for count, words in zip(COUNTS, expected, strict=True):
        text = t("bot.panel.your_turn", lang, turn=4, count=count)
        assert words in text and "(s)" not in text, text
        assert "4" in text


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", ["0 played, 0 won", "1 played, 1 won", "2 played, 2 won", "5 played, 5 won"]),
        ("fr", ["0 jouée, 0 gagnée", "1 jouée, 1 gagnée", "2 jouées, 2 gagnées", "5 jouées, 5 gagnées"]),
    ],
)
def test_french_zero_and_one_are_singular_in_the_stats(lang: str, expected: list[str]) -> None:
    for count, words in zip(COUNTS, expected, strict=True):
        assert t("seat.stats.line", lang, game="Dark Tomb", played=count, won=count).endswith(words)


@pytest.mark.parametrize(
    ("key", "name", "params", "english", "french"),
    [
        ("fair.verify.failed", "actions", {}, ["0 actions", "1 action:", "2 actions", "5 actions"],
         ["0 action :", "1 action :", "2 actions", "5 actions"]),
        ("error.lobby.full", "max", {}, ["0 players", "1 player at", "2 players", "5 players"],
         ["0 place au", "1 place au", "2 places", "5 places"]),
        ("vote.counted", "needed", {"choice": "x", "tally": "y"}, ["0 needed", "1 needed", "2 needed", "5 needed"],
         ["0 nécessaire ", "1 nécessaire ", "2 nécessaires", "5 nécessaires"]),
    ],
)
def test_counted_words_agree_with_the_number(
    key: str, name: str, params: dict[str, str], english: list[str], french: list[str]
) -> None:
    for lang, expected in (("en", english), ("fr", french)):
        for count, words in zip(COUNTS, expected, strict=True):
            text = t(key, lang, None, **params, **{name: count})
            assert words in text, (lang, count, text)


def test_reminders_muted_say_how_many_or_that_there_were_none() -> None:
    assert t("clock.remind.muted", "en", count=0) == "No reminder was left to mute for this turn."
    assert t("clock.remind.muted", "en", count=1) == "1 reminder muted for this turn."
    assert t("clock.remind.muted", "en", count=5) == "5 reminders muted for this turn."
    assert t("clock.remind.muted", "fr", count=1) == "1 rappel coupé pour ce tour."
    assert t("clock.remind.muted", "fr", count=2) == "2 rappels coupés pour ce tour."


def test_timeouts_in_a_row_are_counted_in_words() -> None:
    texts = [t("vote.motion", "en", player="Ann", count=n, needed=2, voters=3) for n in (1, 2, 3)]
    assert [" once in a row" in texts[0], " twice in a row" in texts[1], " 3 times in a row" in texts[2]] == [True] * 3
    assert "1 fois de suite" in t("vote.motion", "fr", player="Ann", count=1, needed=2, voters=3)


def test_one_winner_or_several() -> None:
    assert t("bot.result.winners", "en", players="@Ann", count=1) == "Winner: @Ann"
    assert t("bot.result.winners", "en", players="@Ann, @Bob", count=2) == "Winners: @Ann, @Bob"
    assert t("bot.result.winners", "fr", players="@Ann", count=1) == "Victoire : @Ann", "no masculine default"
    assert t("bot.result.winners", "fr", players="@Ann, @Bob", count=2) == "Victoire partagée : @Ann, @Bob"


def test_platform_texts_have_no_bracketed_plurals() -> None:
    """No "(s)" left in the platform texts."""
    for area in ("bot", "bot_darktomb", "cli", "clock", "fair", "platform", "seat", "vote"):
        for lang in ("en", "fr"):
            texts = catalog(lang, area)
            assert texts and not [key for key, text in texts.items() if "(s)" in text or "(x)" in text], (lang, area)
