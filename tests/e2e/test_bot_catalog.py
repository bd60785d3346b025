"""The bot's own texts exist in English and French with the same placeholders."""

from __future__ import annotations

import json
from importlib import resources

from core.i18n import variables


def _texts(lang: str) -> dict[str, str]:
    texts: dict[str, str] = json.loads(resources.files("data").joinpath("i18n", lang, "bot.json").read_text(encoding="utf-8"))
    return texts


def test_every_bot_text_has_both_languages_with_the_same_fields() -> None:
    english, french = _texts("en"), _texts("fr")
    assert english.keys() == french.keys()
    assert {key for key in english if variables(key, "en") != variables(key, "fr")} == set()
