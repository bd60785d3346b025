"""Every error key the service raises has an English and a French text with the same parameters."""

from __future__ import annotations

import re
from pathlib import Path

import core.service
from core.i18n import catalog, parses, variables
from rules.core import GameOver, NotYourTurn

SERVICE_KEYS = set(re.findall(r'"(error\.[a-z_.]+)"', Path(core.service.__file__).read_text(encoding="utf-8")))


def test_service_error_keys_have_both_texts_with_the_same_placeholders() -> None:
    keys = SERVICE_KEYS | {NotYourTurn().key, GameOver().key}
    assert len(keys) > 10
    for key in sorted(keys):
        assert catalog("en").get(key) and catalog("fr").get(key), key
        assert parses(key, "en") and parses(key, "fr"), key
        assert variables(key, "en") == variables(key, "fr"), key
