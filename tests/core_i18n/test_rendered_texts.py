"""Every message of both languages renders as it did when the catalogs were JSON files.

``rendered_texts.json`` was written by :func:`render_all` on the last commit with JSON catalogs (the texts
kept as JSON strings and turned into Fluent by a hand-written pre-processor); a fixture rather than the
old files read back from git, since the old loader is gone and the test must run without the history.
Each message is rendered with sample arguments made from its own variables, several times over so that
plural categories, decimals, names starting with a vowel and each kind of noun reach its selectors.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from core.i18n import LANGUAGES, catalog, t, variables

FIXTURE = Path(__file__).with_name("rendered_texts.json")
NAMES = {0: "Ilse", 1: "Bob", 2: "Hugo", 3: "Ana"}
NUMBERS: tuple[Any, ...] = (0, 1, 2, 5, 12.5, "Oash")
"""One round per entry: what every parameter without a convention of its own receives."""
SIDES = ("good", "bad", "sword", "skull")
DIRECTIONS = ("N", "E", "S", "W")
DIRECTION_LISTS: tuple[list[str], ...] = (["N"], ["N", "W"], [], ["E", "S", "W"], ["S"], ["W", "E"])


def _nouns(lang: str, prefix: str) -> list[str]:
    """The raw values a noun parameter may take: every ``<prefix>.<value>`` text of the catalog."""
    return sorted(key[len(prefix) + 1:] for key in catalog(lang) if key.startswith(prefix + ".")
                  and not key.endswith(".grammar"))


def _sample(key: str, name: str, round_: int, lang: str) -> Any:
    """An argument for parameter ``name`` of ``key`` in sample round ``round_``."""
    if name == "seat" or name.endswith("_seat"):
        return round_ % len(NAMES)
    if name == "pos" or name.endswith("_pos"):
        return (round_ % 5, (round_ + 2) % 6)
    if name == "cards":
        return [3, 2, 1][: round_ % 4]
    if name == "directions":
        return DIRECTION_LISTS[round_]
    if name == "direction":
        return DIRECTIONS[round_ % len(DIRECTIONS)]
    if name == "side":
        return SIDES[round_ % len(SIDES)]
    if name == "unit":
        return ("turn", "round")[round_ % 2]
    if name in ("character", "card_type") or name.endswith("_type"):
        prefix = "character" if name == "character" else "card"
        values = _nouns(lang, prefix)
        game = key.split(".")[1] if key.count(".") > 1 else ""
        values = [value for value in values if value.startswith(game + ".")] or values
        return values[(round_ * 7 + len(key)) % len(values)]
    if name in ("player", "game", "host", "bot"):
        return ("Ilse", "Bob", "Hugo", "le Kraken", "les bons", "Ana")[round_]
    return NUMBERS[round_]


def render_all() -> dict[str, dict[str, list[str]]]:
    """Each message of each language, rendered once per sample round (once if it takes no parameter)."""
    rendered: dict[str, dict[str, list[str]]] = {}
    for lang in LANGUAGES:
        rendered[lang] = {}
        for key in sorted(catalog(lang)):
            names = sorted(variables(key, lang))
            rounds = range(len(NUMBERS)) if names else range(1)
            rendered[lang][key] = [
                t(key, lang, NAMES, **{name: _sample(key, name, round_, lang) for name in names}) for round_ in rounds]
    return rendered


def test_every_message_renders_as_it_did_from_the_json_catalogs() -> None:
    before: dict[str, dict[str, list[str]]] = json.loads(FIXTURE.read_text(encoding="utf-8"))
    after = render_all()
    for lang in LANGUAGES:
        assert not before[lang].keys() - after[lang].keys(), lang
        changed = {key: (lines, after[lang][key]) for key, lines in before[lang].items() if lines != after[lang][key]}
        assert not changed, (lang, changed)
