"""The one message catalog: every user-facing text, keyed by id, in English and French.

Catalog files are `Fluent <https://projectfluent.org/fluent/guide/>`_ resources,
``data/i18n/<lang>/<area>.ftl`` (one file per area so games stay apart), read with fluent.runtime's own
``FluentResourceLoader`` into one ``FluentBundle`` per language.  Plurals follow CLDR rules through Babel
(French 0 and 1 are "one")::

    score-points =
        { $count ->
            [one] 1 point
           *[other] { $count } points
        }

A catalog key is dotted (``bot.panel.done``), a Fluent message id cannot be: the file writes ``-`` for
each ``.`` (``bot-panel-done``), and keys never contain ``-``.  Fluent trims a text's leading and
trailing blanks and reads a line opening with ``[``, ``*`` or ``.`` as syntax, so such text is written
as a string literal: ``{ "    " }``, ``{ "[" }then``; a literal brace is ``{ "{" }``.
Fluent's Unicode isolation marks are off so Discord mentions and markdown stay clean; the one kind of
parameter that needs them, a player's name, is isolated (when it reads right to left) and escaped by whoever
fetches it for its medium (the bot's name book).

Parameters follow naming conventions so the rules can stay language-free:

- ``seat`` or ``*_seat``: a seat number, shown as the player's name (``names`` mapping);
- ``pos`` or ``*_pos``: a ``(row, col)`` cell, shown as a board coordinate such as ``C4`` (or as the game
  of the text labels its cells, :class:`rules.core.LabelsCells`: AoD's start tile is ``START``);
- ``card_type`` / ``*_type``, ``character``, ``side``, ``direction``: enum values, translated
  through ``card.<v>``, ``character.<v>``, ``side.<v>``, ``direction.<v>``.  In a selector such a
  noun matches its raw value (``[acrobatics]``) or a tag listed, space-separated, under the
  optional key ``<its key>.grammar`` (say ``feminine``), for articles and agreement;
  ``NOUN($item_type, $count)`` formats the noun's own text with ``$count`` so it can pluralise;
- ``cards``: a list of card values, shown as ``3+2``;
- ``directions``: a list of compass directions, each translated, joined as the language lists
  things (``north and west``, ``nord et ouest``);
- ``unit``: what the game calls its turn, ``turn`` or ``round`` (``GameInfo.turn_unit``), for a
  selector next to ``$turn``;
- whole numbers print as Python prints them (no grouping), decimals as the language writes them
  (``169,5`` in French); both select by plural category (``[one]``) or value (``[0]``);
- ``offset``: an angle turned from a line, always signed (``+0``, ``+12,5``, ``-3``).

Grammar functions the catalog uses wherever a name or title follows a word that changes with it:

- ``DE($x)`` (French): "de" before ``$x``: ``d’Oash``, ``du Kraken``, ``des bons``, ``de l’équipe``;
- ``A($x)`` (English): "a" or "an" before ``$x``: ``an easy``, ``a medkit``;
- ``CAPITAL($x)``: ``$x`` with its first letter upper-cased, for a noun opening a line or sentence.

``DE`` and ``A`` read the first letter of the name itself (skipping markdown and isolation marks; a
mention such as ``<@1>`` is left as it is; French elides before h, English does not); a translated
noun may add the tag ``vowel`` or ``consonant`` under ``<its key>.grammar`` to say how it sounds.

A missing key falls back to English, then to the key itself, so a gap never crashes a command; so does
an entry Fluent cannot read (which ``tests/core_i18n`` keeps out of the files: :func:`faults`).  A variable
left without a parameter shows as ``{name}``.
"""

from __future__ import annotations

import textwrap
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from babel import Locale
from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResourceLoader
from fluent.runtime.errors import FluentFormatError
from fluent.runtime.types import FluentFloat, FluentInt, FluentNone, FluentType
from fluent.syntax import ast
from fluent.syntax.serializer import serialize_pattern
from fluent.syntax.visitor import Visitor

from rules import registry
from rules.core import LabelsCells, cell_coordinate

LANGUAGES = ("en", "fr")
DEFAULT = "en"

_SIGNED = frozenset({"offset"})
_ENUM_PREFIXES = {"card_type": "card", "character": "character", "side": "side", "direction": "direction"}
_FOLDER = resources.files("data").joinpath("i18n")


def language_of(locale: object | None) -> str:
    """Map a Discord locale (``fr``, ``en-US``, a ``discord.Locale``…) to a catalog language."""
    text = str(getattr(locale, "value", locale) or "").lower()
    return "fr" if text.startswith("fr") else DEFAULT


@lru_cache(maxsize=None)
def catalog(lang: str, area: str | None = None) -> dict[str, str]:
    """Every text of one language (or of one area file), as its Fluent source, by dotted key."""
    return {key: text.source for key, text in _language(lang).texts.items() if area in (None, text.area)}


def faults(lang: str) -> list[str]:
    """What is wrong in one language's files: entries Fluent could not read (with what Fluent said), and
    ids given twice (Fluent would keep the first one silently)."""
    return _language(lang).faults


def has(key: str, lang: str = DEFAULT) -> bool:
    return key in _language(lang).texts or key in _language(DEFAULT).texts


def _cell_label(key: str, pos: Any) -> str:
    """A ``pos`` parameter as the board of the text's game prints it (a game's texts name it in their key:
    ``event.aod.moved``, ``render.alt.aod.seat``); a game without its own labels, or a text of no game,
    shows ``C4``."""
    games = registry.games()
    game = next((games[part] for part in key.split(".")[1:-1] if part in games), None)
    return game.cell_label(pos) if isinstance(game, LabelsCells) else cell_coordinate(pos)


def _fluent_id(key: str) -> str:
    """The Fluent message id of a dotted catalog key."""
    return key.replace(".", "-")


class _Variables(Visitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802 (Visitor API)
        self.names.add(node.id.name)


@dataclass(frozen=True)
class _Text:
    area: str
    source: str
    variables: frozenset[str]


class _Noun(FluentType):
    """A translated enum value: prints its text, matches its raw value or grammar tags in selectors."""

    def __init__(self, key: str, raw: str, lang: str) -> None:
        self.key, self.raw, self.lang = key, raw, lang
        self.text, self.tags = _noun_words(key, lang)

    def format(self, locale: Locale) -> str:
        return self.text

    def __eq__(self, other: object) -> bool:
        return isinstance(other, str) and (other == self.raw or other in self.tags)

    def __hash__(self) -> int:
        return hash(self.key)


@lru_cache(maxsize=4096)
def _noun_words(key: str, lang: str) -> tuple[str, frozenset[str]]:
    """A noun's text and grammar tags (cached: nouns recur in every log line)."""
    tags = t(f"{key}.grammar", lang).split() if has(f"{key}.grammar", lang) else ()
    return t(key, lang), frozenset(tags)


def _noun_function(noun: Any, count: Any = None) -> Any:
    """``NOUN($x_type, $count)``: the noun's own catalog text, told how many there are."""
    if not isinstance(noun, _Noun):
        return noun
    return t(noun.key, noun.lang) if count is None or isinstance(count, FluentNone) else t(noun.key, noun.lang, count=count)


_VOWELS = {"en": frozenset("aeiou"), "fr": frozenset("aeiouàâäéèêëîïôöùûüœæh")}  # d’Hugo, but a hero


def _text_and_tags(value: Any) -> tuple[str, frozenset[str]]:
    if isinstance(value, _Noun):
        return value.text, value.tags
    return ("" if isinstance(value, FluentNone) else str(value)), frozenset()


def _sounds_vowel(value: Any, lang: str) -> bool:
    """Whether ``value`` is said starting with a vowel: its grammar tags say so, else its first letter
    (markdown and isolation marks skipped; a mention never)."""
    text, tags = _text_and_tags(value)
    if "vowel" in tags or "consonant" in tags:
        return "vowel" in tags
    for char in text:
        if char == "<":
            return False
        if char.isalnum():
            return char.lower() in _VOWELS[lang]
    return False


def _de_function(value: Any) -> str:
    """``DE($x)``: French "de" before a name or title, contracted with "le"/"les" or elided."""
    text, _ = _text_and_tags(value)
    for article, joined in (("le ", "du "), ("les ", "des ")):
        if text.lower().startswith(article):
            return joined + text[len(article):]
    return ("d’" if _sounds_vowel(value, "fr") else "de ") + text


def _a_function(value: Any) -> str:
    """``A($x)``: English "a" or "an" before a word."""
    return ("an " if _sounds_vowel(value, "en") else "a ") + _text_and_tags(value)[0]


def _capital_function(value: Any) -> str:
    """``CAPITAL($x)``: the text with its first letter upper-cased (a noun opening a line)."""
    text, _ = _text_and_tags(value)
    for index, char in enumerate(text):
        if char.isalpha():
            return text[:index] + char.upper() + text[index + 1:]
    return text


_FUNCTIONS: dict[str, Any] = {"NOUN": _noun_function, "DE": _de_function, "A": _a_function, "CAPITAL": _capital_function}


def _resources(lang: str) -> dict[str, ast.Resource]:
    """Each area file of one language, parsed by Fluent's own loader."""
    areas = sorted(entry.name for entry in _FOLDER.joinpath(lang).iterdir() if entry.name.endswith(".ftl"))
    loader = FluentResourceLoader(str(_FOLDER.joinpath("{locale}")))
    parsed = next(loader.resources(lang, areas), [])
    return {area.removesuffix(".ftl"): resource for area, resource in zip(areas, parsed, strict=True)}


class _Language:
    """One language's bundle, and its messages listed by dotted key."""

    def __init__(self, lang: str) -> None:
        self.bundle = FluentBundle([lang], functions=_FUNCTIONS, use_isolating=False)
        self.texts: dict[str, _Text] = {}
        self.faults: list[str] = []
        for area, resource in _resources(lang).items():
            self.bundle.add_resource(resource)
            for entry in resource.body:
                if isinstance(entry, ast.Junk):
                    said = "; ".join(str(annotation.message) for annotation in entry.annotations)
                    self.faults.append(f"{area}: {str(entry.content).strip()} ({said})")
                elif isinstance(entry, ast.Message) and entry.id.name.replace("-", ".") in self.texts:
                    self.faults.append(f"{area}: {entry.id.name} is given twice")
                elif isinstance(entry, ast.Message) and entry.value is not None:
                    found = _Variables()
                    found.visit(entry.value)
                    source = textwrap.dedent(serialize_pattern(entry.value)).strip("\n")
                    self.texts[entry.id.name.replace("-", ".")] = _Text(area, source, frozenset(found.names))
        self._constant: dict[str, str] = {}  # texts without variables, formatted once

    def format(self, key: str, args: dict[str, Any]) -> str:
        """The text with ``args`` filled in, or the key if Fluent refuses to build it (an oversized text)."""
        if not args and key in self._constant:
            return self._constant[key]
        pattern = self.bundle.get_message(_fluent_id(key)).value
        assert pattern is not None  # only messages with a value are listed
        text, errors = self.bundle.format_pattern(pattern, args)
        refused = any(isinstance(error, ValueError) and not isinstance(error, FluentFormatError) for error in errors)
        result = text if isinstance(text, str) and not refused else key
        if not self.texts[key].variables:
            self._constant[key] = result
        return result


@lru_cache(maxsize=None)
def _language(lang: str) -> _Language:
    return _Language(lang)


def variables(key: str, lang: str) -> frozenset[str]:
    """The parameters a text uses (empty when the text is missing or does not parse)."""
    text = _language(lang).texts.get(key)
    return text.variables if text else frozenset()


def parses(key: str, lang: str) -> bool:
    """Whether the text of ``key`` in ``lang`` exists and is valid Fluent."""
    return key in _language(lang).texts


def _format_param(key: str, name: str, value: Any, lang: str, names: Mapping[int, str]) -> Any:
    if value is None:
        return "—"
    if name == "seat" or name.endswith("_seat"):
        return names.get(int(value), f"#{int(value) + 1}")
    if name == "pos" or name.endswith("_pos"):
        return _cell_label(key, value)
    if name == "cards":
        return "+".join(str(v) for v in value)
    if name == "directions":
        return format_list([t(f"direction.{getattr(v, 'value', v)}", lang) for v in value], locale=lang) or "—"
    value = getattr(value, "value", value)
    prefix = _ENUM_PREFIXES.get(name) or ("card" if name.endswith("_type") else None)
    if prefix:
        return _Noun(f"{prefix}.{value}", str(value), lang)
    if isinstance(value, FluentType | str):
        return value
    if name in _SIGNED and isinstance(value, int | float) and not isinstance(value, bool):
        return _Signed(value)
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):  # printed as Python prints it (no grouping), still selecting by plural category
        return FluentInt(value, useGrouping=False)
    if isinstance(value, float):
        return FluentFloat(value, useGrouping=False)
    return str(value)


class _Signed(FluentType):
    """A turn from a line, which reads the same way in both directions unless signed: ``+12,5``.  Not a number
    type itself (Fluent would turn it back into a plain one): only ever printed, never selected on."""

    def __init__(self, value: float) -> None:
        self.value = float(value)

    def format(self, locale: Locale) -> str:
        text: str = FluentFloat(self.value, useGrouping=False).format(locale)
        return text if self.value < 0 else "+" + text


def t(key: str, lang: str = DEFAULT, names: Mapping[int, str] | None = None, **params: Any) -> str:
    """The text for ``key`` in ``lang`` with ``params`` filled in (see module doc for conventions)."""
    for language in (lang, DEFAULT):
        parsed = _language(language).texts.get(key)
        if parsed is not None:
            break
    else:
        return key
    args = {k: _format_param(key, k, v, lang, names or {}) for k, v in params.items()}
    for missing in parsed.variables - args.keys():
        args[missing] = "{" + missing + "}"
    return _language(language).format(key, args)
