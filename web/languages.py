"""Which of the catalogs' languages a browser's request asks for (the pages and the Activity alike)."""

from __future__ import annotations

from aiohttp import web

from core.i18n import LANGUAGES


def language(request: web.Request) -> str:
    """``?lang=`` if it names a language the catalogs have, else the first of Accept-Language that does,
    else English."""
    asked = request.query.get("lang", "")
    if asked in LANGUAGES:
        return asked
    weighted = []
    for index, part in enumerate(request.headers.get("Accept-Language", "").split(",")):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                continue
        weighted.append((-quality, index, tag.split("-")[0].lower()))
    return next((tag for _, _, tag in sorted(weighted) if tag in LANGUAGES), LANGUAGES[0])
