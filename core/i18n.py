"""The one message catalog: every user-facing text, keyed by id, in English and French.

Catalog files live in ``data/i18n/<lang>/<area>.json`` (one file per area so games stay apart) and
are merged at load.  Texts use ``str.format`` fields.  Parameters follow naming conventions so the
rules can stay language-free:

- ``seat`` or ``*_seat``: a seat number, shown as the player's name (``names`` mapping);
- ``pos`` or ``*_pos``: a ``(row, col)`` cell, shown as a board coordinate such as ``C4``;
- ``card_type`` / ``*_type``, ``character``, ``side``, ``direction``: enum values, translated
  through ``card.<v>``, ``character.<v>``, ``side.<v>``, ``direction.<v>``;
- ``cards``: a list of card values, shown as ``3+2``;
- ``directions``: a list of compass directions, each translated, joined with ``, ``.

A missing key falls back to English, then to the key itself, so a gap never crashes a command.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import lru_cache
from importlib import resources
from typing import Any

LANGUAGES = ("en", "fr")
DEFAULT = "en"

_ENUM_PREFIXES = {"card_type": "card", "character": "character", "side": "side", "direction": "direction"}


def language_of(locale: object | None) -> str:
    """Map a Discord locale (``fr``, ``en-US``, a ``discord.Locale``…) to a catalog language."""
    text = str(getattr(locale, "value", locale) or "").lower()
    return "fr" if text.startswith("fr") else DEFAULT


@lru_cache(maxsize=None)
def catalog(lang: str) -> dict[str, str]:
    """All texts of one language, merged from every area file."""
    folder = resources.files("data").joinpath("i18n", lang)
    merged: dict[str, str] = {}
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".json"):
            merged.update(json.loads(entry.read_text(encoding="utf-8")))
    return merged


def has(key: str, lang: str = DEFAULT) -> bool:
    return key in catalog(lang) or key in catalog(DEFAULT)


def pos_label(pos: Any) -> str:
    """``(row, col)`` → ``"C4"``: column letter then row number, as printed on the board image."""
    row, col = pos
    return f"{chr(ord('A') + col)}{row + 1}" if 0 <= row <= 4 and 0 <= col <= 4 else "START"


def _format_param(name: str, value: Any, lang: str, names: Mapping[int, str]) -> Any:
    if value is None:
        return "—"
    if name == "seat" or name.endswith("_seat"):
        return names.get(int(value), f"#{int(value) + 1}")
    if name == "pos" or name.endswith("_pos"):
        return pos_label(value)
    if name == "cards":
        return "+".join(str(v) for v in value)
    if name == "directions":
        return ", ".join(t(f"direction.{getattr(v, 'value', v)}", lang) for v in value) or "—"
    prefix = _ENUM_PREFIXES.get(name) or ("card" if name.endswith("_type") else None)
    if prefix:
        return t(f"{prefix}.{getattr(value, 'value', value)}", lang)
    return getattr(value, "value", value)


def t(key: str, lang: str = DEFAULT, names: Mapping[int, str] | None = None, **params: Any) -> str:
    """The text for ``key`` in ``lang`` with ``params`` filled in (see module doc for conventions)."""
    text = catalog(lang).get(key) or catalog(DEFAULT).get(key) or key
    if not params:
        return text
    shown = {k: _format_param(k, v, lang, names or {}) for k, v in params.items()}
    try:
        return text.format(**shown)
    except (KeyError, IndexError, ValueError):
        return text
