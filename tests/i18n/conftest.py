"""A stand-in catalog, so the message format can be tested on texts that say exactly what is checked."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from core import i18n

Texts = dict[str, str]


def _forget() -> None:
    i18n._language.cache_clear()
    i18n._noun_words.cache_clear()


@pytest.fixture
def texts(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[Texts, Texts], None]]:
    """Replace both catalogs with the given English and French texts for one test."""

    def use(english: Texts, french: Texts) -> None:
        catalogs = {"en": english, "fr": french}
        monkeypatch.setattr(i18n, "catalog", lambda lang: catalogs[lang])
        _forget()

    yield use
    _forget()
