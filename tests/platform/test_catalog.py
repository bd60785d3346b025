"""Every error key the service raises has an English and a French text with the same placeholders."""

from __future__ import annotations

import re
import string
from pathlib import Path

import core.service
from core.i18n import catalog
from rules.core import GameOver, NotYourTurn

SERVICE_KEYS = set(re.findall(r'"(error\.[a-z_.]+)"', Path(core.service.__file__).read_text(encoding="utf-8")))


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_service_error_keys_have_both_texts_with_the_same_placeholders() -> None:
    keys = SERVICE_KEYS | {NotYourTurn().key, GameOver().key}
    assert len(keys) > 10
    for key in sorted(keys):
        english, french = catalog("en").get(key), catalog("fr").get(key)
        assert english and french, key
        assert placeholders(english) == placeholders(french), key
