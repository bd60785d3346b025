"""Every entry of both real catalogs' ``.ftl`` files is valid Fluent, and English and French ask for the same parameters."""

from __future__ import annotations

from importlib import resources

import pytest

from core.i18n import LANGUAGES, catalog, faults, variables


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_entry_parses_as_fluent_under_an_id_of_its_own(lang: str) -> None:
    assert not faults(lang)


def test_english_and_french_texts_use_the_same_parameters() -> None:
    shared = sorted(set(catalog("en")) & set(catalog("fr")))
    assert len(shared) > 500
    differ = {key: (variables(key, "en"), variables(key, "fr")) for key in shared}
    assert not {key: pair for key, pair in differ.items() if pair[0] != pair[1]}


def test_grammar_tags_are_plain_words() -> None:
    """``<noun key>.grammar`` holds selector tags such as ``feminine``, never a sentence."""
    for lang in LANGUAGES:
        for key, text in catalog(lang).items():
            if key.endswith(".grammar"):
                assert text.replace(" ", "").isalpha() and text == text.lower(), (lang, key, text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_text_is_left_in_a_json_file(lang: str) -> None:
    """Only ``.ftl`` files are read: a text added to a ``<area>.json`` would never be shown."""
    folder = resources.files("data").joinpath("i18n", lang)
    assert not sorted(entry.name for entry in folder.iterdir() if entry.name.endswith(".json"))
