"""The bot's own texts exist in English and French with the same placeholders."""

from __future__ import annotations

from core.i18n import catalog, variables


def test_every_bot_text_has_both_languages_with_the_same_fields() -> None:
    english, french = catalog("en", "bot"), catalog("fr", "bot")
    assert english.keys() == french.keys()
    assert {key for key in english if variables(key, "en") != variables(key, "fr")} == set()
