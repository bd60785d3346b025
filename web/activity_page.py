"""The Discord Activity's page, ``GET /``: the HTML shell the browser client (web/client/src/activity/) fills.

Discord frames it (so its CSP names Discord's hosts as ``frame-ancestors``) and its proxy strips the cache
headers of HTML, so the page itself is ``no-cache`` and its script and style have hashed names, read from
the manifest esbuild writes (``web/static/activity.json``, its ``--metafile``) and served ``immutable``.
Everything the client shows comes in the page's config: the client id, the dev flag, the live socket's
keep-alive interval (``alive_s``, for its watchdog), every ``activity.*`` text of the catalogs in the
player's language.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from aiohttp import web

from core.i18n import DEFAULT, catalog, t
from web import live
from web.languages import language
from web.settings import ActivitySettings

if TYPE_CHECKING:
    from web.server import GamePages

STATIC = Path(__file__).parent / "static"
MANIFEST = STATIC / "activity.json"
ENTRY = "src/activity/main.ts"
HASHED = "/static/activity-"
IMMUTABLE = "public, max-age=31536000, immutable"
FRAMED_BY = ("'self' https://discord.com https://*.discord.com https://*.discordsays.com https://discordapp.com"
             " https://*.discordapp.com")
CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' blob:;"
       f" object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors {FRAMED_BY}")


@dataclass(frozen=True)
class Assets:
    """The built client's script and stylesheet, by their hashed addresses under ``/static/``."""

    script: str
    style: str | None


def read_assets(manifest: Path = MANIFEST) -> Assets | None:
    """The entry's outputs named in esbuild's metafile, or None when the client is not built."""
    try:
        outputs = json.loads(manifest.read_text(encoding="utf-8"))["outputs"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    for path, output in outputs.items():
        if isinstance(output, dict) and output.get("entryPoint") == ENTRY and path.endswith(".js"):
            style = output.get("cssBundle")
            return Assets("/static/" + Path(path).name, "/static/" + Path(style).name if isinstance(style, str) else None)
    return None


def texts(lang: str) -> dict[str, str]:
    """Every ``activity.*`` text, without its prefix, in ``lang`` (English where ``lang`` has a gap); a
    ``{name}`` placeholder is left for the client to fill."""
    keys = [key for key in catalog(DEFAULT) if key.startswith("activity.")]
    return {key.removeprefix("activity."): t(key, lang) for key in keys}


def activity_page(client_id: str, dev: bool, lang: str, assets: Assets | None) -> str:
    config = json.dumps({"client_id": client_id, "dev": dev, "alive_s": live.ALIVE_S, "texts": texts(lang)}, ensure_ascii=False)
    config = config.replace("</", "<\\/")  # nothing in a text can end the script early
    head = ""
    if assets is not None:
        if assets.style is not None:
            head += f"<link rel=\"stylesheet\" href=\"{escape(assets.style)}\">"
        head += f"<script type=\"module\" src=\"{escape(assets.script)}\"></script>"
    title = escape(t("activity.ui.title", lang))
    return (
        "<!doctype html>\n"
        f"<html lang=\"{lang}\"><head><meta charset=\"utf-8\">"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1, viewport-fit=cover\">"
        "<meta name=\"robots\" content=\"noindex\">"
        f"<title>{title}</title>{head}</head><body>"
        f"<main id=\"table\" aria-busy=\"true\"><p id=\"loading\">{escape(t('activity.ui.loading', lang))}</p></main>"
        f"<script type=\"application/json\" id=\"activity-config\">{config}</script>"
        "</body></html>\n"
    )


def install(pages: GamePages) -> None:
    """Adds ``GET /`` to the pages' application (only called when the Activity is set up)."""
    assert pages.activity is not None, "the Activity's page is installed only when the Activity is set up"
    serve_page(pages.app, pages.activity)


def serve_page(app: web.Application, settings: ActivitySettings) -> None:
    """``GET /`` on ``app``, and ``immutable`` on the hashed assets its static route serves."""
    assets = read_assets()

    async def page(request: web.Request) -> web.Response:
        lang = language(request)
        html = activity_page(settings.client_id, settings.dev, lang, assets)
        return web.Response(text=html, content_type="text/html", headers={
            "Cache-Control": "no-cache", "Vary": "Accept-Language", "Content-Language": lang,
            "Content-Security-Policy": CSP})

    async def immutable(request: web.Request, response: web.StreamResponse) -> None:
        if request.path.startswith(HASHED) and response.status == 200:
            response.headers["Cache-Control"] = IMMUTABLE

    app.router.add_get("/", page)
    app.on_response_prepare.append(immutable)
