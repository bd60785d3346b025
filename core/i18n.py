"""The one message catalog: every user-facing text, keyed by id, in English and French.

Catalog files live in ``data/i18n/<lang>/<area>.json`` (one file per area so games stay apart) and
are merged at load.  Each text is a `Fluent <https://projectfluent.org/fluent/guide/>`_ pattern, so
plurals follow CLDR rules through Babel (French 0 and 1 are "one")::

    "{ $count ->\\n [one] 1 point\\n *[other] { $count } points\\n}"

(Fluent wants every variant on its own line: ``\\n`` inside the JSON string.)  Older texts keep
working: before parsing, a bare ``{name}`` becomes ``{ $name }`` and ``{{`` / ``}}`` are literal
braces as with ``str.format`` (so close nested Fluent braces as ``} }``, never ``}}``).  Leading and
trailing spaces and lines starting with ``[``, ``*`` or ``.`` are kept as written.  Dotted keys map
to Fluent ids with ``-`` for ``.``; texts are parsed once per language and compiled on first use.
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
  (``169,5`` in French); both select by plural category (``[one]``) or value (``[0]``).

Grammar functions the catalog uses wherever a name or title follows a word that changes with it:

- ``DE($x)`` (French): "de" before ``$x``: ``d’Oash``, ``du Kraken``, ``des bons``, ``de l’équipe``;
- ``A($x)`` (English): "a" or "an" before ``$x``: ``an easy``, ``a medkit``;
- ``CAPITAL($x)``: ``$x`` with its first letter upper-cased, for a noun opening a line or sentence.

``DE`` and ``A`` read the first letter of the name itself (skipping markdown and isolation marks; a
mention such as ``<@1>`` is left as it is; French elides before h, English does not); a translated
noun may add the tag ``vowel`` or ``consonant`` under ``<its key>.grammar`` to say how it sounds.

A missing key falls back to English, then to the key itself, so a gap never crashes a command;
a text Fluent cannot parse falls back the same way, then to its raw text.  A variable left without
a parameter shows as ``{name}``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from babel import Locale
from babel.lists import format_list
from babel.numbers import format_decimal
from fluent.runtime import FluentBundle
from fluent.runtime.resolver import CurrentEnvironment, ResolverEnvironment
from fluent.runtime.types import FluentFloat, FluentInt, FluentNone, FluentType
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from rules import registry
from rules.core import LabelsCells, cell_coordinate

LANGUAGES = ("en", "fr")
DEFAULT = "en"

_ENUM_PREFIXES = {"card_type": "card", "character": "character", "side": "side", "direction": "direction"}
_OLD_FIELD = re.compile(r"\{\{|\}\}|\{([A-Za-z_][A-Za-z0-9_]*)\}")
_LINE_SYNTAX = "[*."  # a pattern line starting with one of these would read as a variant or attribute


def language_of(locale: object | None) -> str:
    """Map a Discord locale (``fr``, ``en-US``, a ``discord.Locale``…) to a catalog language."""
    text = str(getattr(locale, "value", locale) or "").lower()
    return "fr" if text.startswith("fr") else DEFAULT


@lru_cache(maxsize=None)
def catalog(lang: str) -> dict[str, str]:
    """All raw texts of one language, merged from every area file."""
    folder = resources.files("data").joinpath("i18n", lang)
    merged: dict[str, str] = {}
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".json"):
            merged.update(json.loads(entry.read_text(encoding="utf-8")))
    return merged


def has(key: str, lang: str = DEFAULT) -> bool:
    return key in catalog(lang) or key in catalog(DEFAULT)


def _cell_label(key: str, pos: Any) -> str:
    """A ``pos`` parameter as the board of the text's game prints it (game texts are keyed
    ``<area>.<game id>.<name>``); a game without its own labels, or a text of no game, shows ``C4``."""
    parts = key.split(".")
    game = registry.games().get(parts[1]) if len(parts) > 2 else None
    return game.cell_label(pos) if isinstance(game, LabelsCells) else cell_coordinate(pos)


def _fluent_id(key: str) -> str:
    """The Fluent message id of a dotted catalog key."""
    return re.sub(r"[^A-Za-z0-9_-]", "-", key if key[:1].isalpha() else "k" + key)


def _literal(text: str) -> str:
    return '{"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"}'


def _modernise(text: str) -> str:
    """Old ``str.format`` fields to Fluent: ``{name}`` → ``{ $name }``, ``{{``/``}}`` → literal braces."""

    def replace(match: re.Match[str]) -> str:
        if match.group(1):
            return "{ $" + match.group(1) + " }"
        return _literal(match.group(0)[0])

    return _OLD_FIELD.sub(replace, text)


def _fluent_source(key: str, text: str) -> str:
    """The FTL message for one catalog text: every line indented, text-level whitespace kept."""
    text = _modernise(text)
    lines: list[str] = []
    depth, quoted, escaped, before = 0, False, False, ""
    for line in text.split("\n"):
        if depth == 0:  # plain text: keep its leading spaces and a leading [ * . literally
            body = line.lstrip(" ")
            lead = _literal(line[: len(line) - len(body)]) if len(body) < len(line) else ""
            if body[:1] and body[0] in _LINE_SYNTAX:
                body = _literal(body[0]) + body[1:]
            line = lead + body
        lines.append(line)
        for char in line:  # track placeable depth and string literals to know where text resumes
            if quoted:
                quoted = escaped or char != '"'
                escaped = char == "\\" and not escaped
            elif char == '"' and depth and before in "{(,":  # a string literal, not a quote in a variant
                quoted = True
            elif char == "{":
                depth += 1
            elif char == "}":
                depth = max(0, depth - 1)
            before = char if not char.isspace() else before
    last = lines[-1]
    if last.rstrip(" ") != last and depth == 0:
        body = last.rstrip(" ")
        lines[-1] = body + _literal(last[len(body):])
    return _fluent_id(key) + " =\n" + "\n".join("    " + line if line else "" for line in lines) + "\n"


class _Variables(Visitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802 (Visitor API)
        self.names.add(node.id.name)


@dataclass(frozen=True)
class _Text:
    message_id: str
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


class _Int(FluentInt):
    """An integer printed as Python prints it (no locale grouping), still selecting by plural category."""

    def _init(self, value: Any, kwargs: dict[str, Any]) -> _Int:
        self.options = self.default_number_format_options  # skip Fluent's per-number option merging
        return self

    def format(self, locale: Locale) -> str:
        return str(int(self))


class _Float(FluentFloat):
    def _init(self, value: Any, kwargs: dict[str, Any]) -> _Float:
        self.options = self.default_number_format_options
        return self

    def format(self, locale: Locale) -> str:
        return format_decimal(float(self), locale=locale, group_separator=False)


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


class _Language:
    """One language's parsed texts and its Fluent bundle."""

    def __init__(self, lang: str) -> None:
        parser = FluentParser(with_spans=False)
        self.texts: dict[str, _Text] = {}
        messages: list[Any] = []  # ast.Message entries (Resource wants the wider entry union)
        for key, raw in catalog(lang).items():
            entry = parser.parse_entry(_fluent_source(key, raw)) if raw else None
            if isinstance(entry, ast.Message) and entry.value is not None:
                found = _Variables()
                found.visit(entry)
                self.texts[key] = _Text(entry.id.name, frozenset(found.names))
                messages.append(entry)
        self.bundle = FluentBundle([lang], functions=_FUNCTIONS, use_isolating=False)
        self.bundle.add_resource(ast.Resource(body=messages))
        # Fluent asks Babel's plural rule once per variant tried; counts are small, so remember them
        self.bundle._plural_form = lru_cache(maxsize=1024)(self.bundle._plural_form)
        self._constant: dict[str, str] = {}  # texts without variables, formatted once

    def format(self, key: str, args: dict[str, Any]) -> str:
        """The text with ``args`` (already Fluent values: ``format_pattern`` would re-wrap our numbers)."""
        if not args and key in self._constant:
            return self._constant[key]
        pattern = self.bundle.get_message(self.texts[key].message_id).value
        env = ResolverEnvironment(context=self.bundle, current=CurrentEnvironment(args=args), errors=[])
        try:
            text = pattern(env)  # type: ignore[misc]
        except ValueError:  # Fluent's guard against oversized texts
            text = None
        result = text if isinstance(text, str) else key
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
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return _Int(value)
    if isinstance(value, float):
        return _Float(value)
    return str(value)


def t(key: str, lang: str = DEFAULT, names: Mapping[int, str] | None = None, **params: Any) -> str:
    """The text for ``key`` in ``lang`` with ``params`` filled in (see module doc for conventions)."""
    for language in (lang, DEFAULT):
        parsed = _language(language).texts.get(key)
        if parsed is not None:
            break
    else:
        return catalog(lang).get(key) or catalog(DEFAULT).get(key) or key
    args = {k: _format_param(key, k, v, lang, names or {}) for k, v in params.items()}
    for missing in parsed.variables - args.keys():
        args[missing] = "{" + missing + "}"
    return _language(language).format(key, args)
