"""The bot's own texts exist in English and French with the same placeholders."""

from __future__ import annotations

import json
import string
from importlib import resources


def _texts(lang: str) -> dict[str, str]:
    return json.loads(resources.files("data").joinpath("i18n", lang, "bot.json").read_text(encoding="utf-8"))


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_bot_text_has_both_languages_with_the_same_fields() -> None:
    english, french = _texts("en"), _texts("fr")
    assert english.keys() == french.keys()
    assert {key for key in english if _fields(english[key]) != _fields(french[key])} == set()
