"""A stand-in catalog, so the message format can be tested on texts that say exactly what is checked."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from fluent.runtime import FluentResource

from core import i18n

Use = Callable[[str, str], None]
"""Give the English and the French catalog as Fluent sources (ids with ``-`` for the key's dots)."""


def _forget() -> None:
    i18n._language.cache_clear()
    i18n._noun_words.cache_clear()
    i18n.catalog.cache_clear()


@pytest.fixture
def texts(monkeypatch: pytest.MonkeyPatch) -> Iterator[Use]:
    """Replace both catalogs with the given English and French Fluent texts for one test."""

    def use(english: str, french: str) -> None:
        sources = {"en": english, "fr": french}
        monkeypatch.setattr(i18n, "_resources", lambda lang: {"test": FluentResource(sources[lang])})
        _forget()

    yield use
    _forget()
