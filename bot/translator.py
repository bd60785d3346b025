"""Slash-command names, descriptions and choices in English and French, from the message catalog.

Discord shows each user the command texts of their client language, but it only learns them when
the commands are synced.  Every command text is declared with :func:`ls`, which keeps the catalog
key next to the English default; :class:`CatalogTranslator` supplies the other languages at sync.
"""

from __future__ import annotations

from discord import Locale, app_commands

from core.i18n import DEFAULT, language_of, parses, t


def ls(key: str) -> app_commands.locale_str:
    """A command text whose English default and translations both come from catalog ``key``."""
    return app_commands.locale_str(t(key, DEFAULT), key=key)


class CatalogTranslator(app_commands.Translator):
    """Answers Discord's per-locale questions from the catalog; English stays the default text."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        lang = language_of(locale)
        if key is None or lang == DEFAULT:
            return None
        return t(key, lang) if parses(key, lang) else None
