"""Discord's published limits on what a message, a component, a form or a command may carry, checked on
every payload the fake Discord receives (:class:`tests.e2e.harness.FakeDiscord` keeps what broke them).

Real Discord refuses the whole request (400, Invalid Form Body) when one of these is over; the limits
and the component types are those of Discord's API reference (Message, Components, Application Commands).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

CONTENT = 2000
CUSTOM_ID = 100
ROWS = 5
PER_ROW = 5
ACTION_ROW, BUTTON, STRING_SELECT, TEXT_INPUT, LABEL = 1, 2, 3, 4, 18
COMPONENT_TEXTS = {
    BUTTON: {"label": 80},
    STRING_SELECT: {"placeholder": 150},
    TEXT_INPUT: {"placeholder": 100, "value": 4000},
    LABEL: {"label": 45, "description": 100},
}
OPTION_TEXTS = {"label": 100, "value": 100, "description": 100}
OPTIONS = 25
MODAL_TITLE = 45
MODAL = 9
EMBED_TEXTS = {"title": 256, "description": 4096}
COMMAND_NAME = 32
COMMAND_DESCRIPTION = 100
CHOICE_NAME = 100
CHOICES = 25
COMMAND_OPTIONS = 25  # options of a command, a group or a subcommand: a subcommand group counts as one
COMMAND_CHARACTERS = 4000
"""Names, descriptions and choice names and values of a command, its groups, subcommands and options, summed (in
each language); Discord's documentation has since allowed 8000, the older 4000 is kept as the safe figure."""
SUBCOMMAND, GROUP = 1, 2


def problems(body: dict[str, Any] | None, array: list[dict[str, Any]] | None = None) -> list[str]:
    """What in one request's JSON (an object, or the command sync's array) Discord would refuse."""
    found: list[str] = []
    for command in array or []:
        found += command_problems(command)
    if not body:
        return found
    if body.get("type") == MODAL:  # an interaction callback opening a form
        form = body.get("data") or {}
        found += _over(form, {"title": MODAL_TITLE, "custom_id": CUSTOM_ID}, "modal")
        if len(form.get("components") or []) > ROWS:
            found.append("a modal with more than 5 fields")
        for top in form.get("components") or []:
            if top.get("type") == ACTION_ROW:
                found.append("a modal field in an action row (deprecated for the Label component)")
            found += component_problems(top)
        return found
    message = body.get("data") if isinstance(body.get("data"), dict) else body
    if body.get("type") == 8:  # autocomplete result
        found += _choices(message.get("choices") or [], "autocomplete")
        return found
    content = message.get("content")
    if isinstance(content, str) and len(content) > CONTENT:
        found.append(f"content of {len(content)} characters")
    rows = message.get("components") or []
    if len(rows) > ROWS:
        found.append(f"{len(rows)} action rows")
    for row in rows:
        found += component_problems(row)
    for embed in message.get("embeds") or []:
        found += _over(embed, EMBED_TEXTS, "embed")
    return found


def component_problems(component: dict[str, Any]) -> list[str]:
    kind = int(component.get("type") or 0)
    where = f"component type {kind}"
    found = _over(component, COMPONENT_TEXTS.get(kind, {}), where)
    found += _over(component, {"custom_id": CUSTOM_ID}, where)
    if kind == ACTION_ROW:
        children = component.get("components") or []
        if len(children) > PER_ROW or (len(children) > 1 and any(c.get("type") != BUTTON for c in children)):
            found.append("an action row with more than 5 buttons, or a menu beside something")
        for child in children:
            found += component_problems(child)
    elif kind == LABEL:
        inner = component.get("component") or {}
        if inner.get("type") == TEXT_INPUT and "label" in inner:
            found.append("a text input with its own label inside a Label (deprecated)")
        found += component_problems(inner)
    elif kind == STRING_SELECT:
        options = component.get("options") or []
        if not 1 <= len(options) <= OPTIONS:
            found.append(f"a menu of {len(options)} options")
        for option in options:
            found += _over(option, OPTION_TEXTS, "menu option")
    elif kind == TEXT_INPUT and len(str(component.get("label") or "")) > COMPONENT_TEXTS[LABEL]["label"]:
        found.append("a text input label over 45 characters")
    return found


def command_problems(command: dict[str, Any]) -> list[str]:
    """A command, its subcommands and options: how many at each level, how deep, names, descriptions and
    choices, in every language, and their combined length."""
    found = _nesting(command, 0)
    languages = {lang for item in _walk_command(command) for key in ("name_localizations", "description_localizations")
                 for lang in item.get(key) or {}}
    for lang in (None, *sorted(languages)):
        total = command_characters(command, lang)
        if total > COMMAND_CHARACTERS:
            found.append(f"{command.get('name')} has {total} characters in {lang or 'the default language'}")
    for item in _walk_command(command):
        name = item.get("name", "")
        for text in (name, *(item.get("name_localizations") or {}).values()):
            if not 1 <= len(text) <= COMMAND_NAME:
                found.append(f"command name {text!r}")
        for text in (item.get("description", ""), *(item.get("description_localizations") or {}).values()):
            if not 1 <= len(text) <= COMMAND_DESCRIPTION:
                found.append(f"description of {name} ({len(text)} characters)")
        found += _choices(item.get("choices") or [], name)
    return found


def command_characters(command: dict[str, Any], lang: str | None = None) -> int:
    """The combined length Discord counts against :data:`COMMAND_CHARACTERS`, in ``lang`` (``None``: the default)."""

    def text(item: dict[str, Any], key: str) -> str:
        return str(((item.get(f"{key}_localizations") or {}).get(lang) if lang else None) or item.get(key) or "")

    total = 0
    for item in _walk_command(command):
        total += len(text(item, "name")) + len(text(item, "description"))
        total += sum(len(text(choice, "name")) + len(str(choice.get("value", ""))) for choice in item.get("choices") or [])
    return total


def _nesting(item: dict[str, Any], depth: int) -> list[str]:
    """At most 25 options at each level; groups only right under the command, subcommands under it or a group."""
    options = item.get("options") or []
    found = [f"{item.get('name')} has {len(options)} options (at most {COMMAND_OPTIONS})"] if len(options) > COMMAND_OPTIONS else []
    for option in options:
        kind = option.get("type")
        if kind == GROUP and depth > 0 or kind == SUBCOMMAND and depth > 1:
            found.append(f"{option.get('name')} is nested too deep under {item.get('name')}")
        if kind in (GROUP, SUBCOMMAND):
            found += _nesting(option, depth + 1)
    return found


def _walk_command(item: dict[str, Any]) -> Iterator[dict[str, Any]]:
    yield item
    for option in item.get("options") or []:
        yield from _walk_command(option)


def _choices(choices: list[dict[str, Any]], where: str) -> list[str]:
    found = [f"{len(choices)} choices for {where}"] if len(choices) > CHOICES else []
    for choice in choices:
        for text in (choice.get("name", ""), *(choice.get("name_localizations") or {}).values()):
            if not 1 <= len(text) <= CHOICE_NAME:
                found.append(f"a choice name of {len(text)} characters for {where}")
    return found


def _over(item: dict[str, Any], limits: dict[str, int], where: str) -> list[str]:
    return [
        f"{where}: {key} of {len(item[key])} characters (at most {limit})"
        for key, limit in limits.items()
        if isinstance(item.get(key), str) and len(item[key]) > limit
    ]
