"""The game page's HTML, written on the server so it works without JavaScript: the board of one step with
its alt text, the status, the whole log and links to step through it.  Every text is escaped; the only
markup taken from texts is the channel's ``**bold**`` and ```code```."""

from __future__ import annotations

import json
import re
from html import escape

from core.i18n import t
from web import live
from web.pictures import Picture
from web.settings import page_path
from web.story import PublicState

CLIENT_TEXTS: dict[str, tuple[str, ...]] = {
    "first": (), "prev": (), "next": (), "last": (), "live": (), "replay": (), "step": ("n", "count"),
    "log.title": (), "status.title": (), "status.to_act": ("players",), "new_move": (), "reconnecting": (),
}
"""The catalog's ``web.*`` texts the browser client shows, with the ``{name}`` placeholders it fills itself."""
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_CODE = re.compile(r"`([^`]+)`")


def inline(text: str) -> str:
    """A catalog text as HTML: escaped, its bold and code marks kept, its lines broken."""
    html = _CODE.sub(r"<code>\1</code>", _BOLD.sub(r"<strong>\1</strong>", escape(text)))
    return html.replace("\n", "<br>")


def client_texts(lang: str) -> str:
    """The texts for the client, as JSON safe inside a ``<script>`` (no ``</`` can end it early)."""
    texts = {key.replace(".", "_"): t(f"web.{key}", lang, None, **{name: f"{{{name}}}" for name in names})
             for key, names in CLIENT_TEXTS.items()}
    return json.dumps(texts, ensure_ascii=False).replace("</", "<\\/")


def game_page(share_id: str, state: PublicState, step: int, picture: Picture | None, lang: str, lang_query: bool) -> str:
    """The page at ``step``; ``lang_query``: the language came from ``?lang=``, so the step links keep it."""
    base = page_path(share_id)
    count = len(state.steps)
    shown = state.steps[step]
    last = count - 1

    def link(n: int) -> str:
        return f"{base}?step={n}" + (f"&amp;lang={lang}" if lang_query else "")

    size = f' width="{picture.width}" height="{picture.height}"' if picture is not None and picture.width else ""
    status = state.status
    lines = [f"<p id=\"headline\">{inline(status.headline)}</p>"]
    if status.to_act:
        lines.append(f"<p id=\"to-act\">{inline(t('web.status.to_act', lang, players=', '.join(status.to_act)))}</p>")
    if status.scores:
        lines.append("<ul id=\"scores\">" + "".join(f"<li>{inline(line)}</li>" for line in status.scores) + "</ul>")
    if status.clock:
        lines.append(f"<p id=\"clock\">{inline(status.clock)}</p>")
    if state.over:
        lines.append(f"<p><a id=\"export\" href=\"{base}/export.json\">{inline(t('web.export', lang))}</a></p>")
    log = "".join(
        f"<li id=\"m{info.n}\" data-step=\"{info.n}\"" + (" class=\"current\" aria-current=\"step\"" if info.n == step else "")
        + f"><a href=\"{link(info.n)}\">{inline(info.log)}</a></li>"
        for info in state.steps)

    def nav(key: str, n: int, rel: str) -> str:
        label = escape(t(f"web.{key}", lang))
        if n == step or not 0 <= n <= last:
            return f"<span class=\"step-{key}\" aria-disabled=\"true\">{label}</span>"
        return f"<a class=\"step-{key}\" rel=\"{rel}\" href=\"{link(n)}\">{label}</a>"
    steps = (f"<nav id=\"steps\" aria-label=\"{escape(t('web.log.title', lang))}\">"
             f"{nav('first', 0, 'first')}{nav('prev', step - 1, 'prev')}"
             f"<span id=\"step-of\">{escape(t('web.step', lang, n=step, count=last))}</span>"
             f"{nav('next', step + 1, 'next')}{nav('last', last, 'last')}</nav>")
    title = escape(t("web.title", lang, game=state.game.name))
    return (
        "<!doctype html>\n"
        f"<html lang=\"{lang}\"><head><meta charset=\"utf-8\">"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
        "<meta name=\"robots\" content=\"noindex\">"
        f"<title>{title}</title><link rel=\"stylesheet\" href=\"/static/app.css\">"
        "<script type=\"module\" src=\"/static/app.js\"></script></head><body>"
        f"<main id=\"game\" data-share=\"{escape(share_id)}\" data-version=\"{state.version}\" data-step=\"{step}\""
        f" data-steps=\"{count}\" data-kind=\"{escape(state.game.kind)}\" data-lang=\"{lang}\""
        f" data-alive=\"{live.ALIVE_S:g}\">"
        f"<h1>{escape(state.game.name)}</h1>"
        f"<figure id=\"board-frame\"><img id=\"board\" src=\"{escape(shown.picture)}\" alt=\"{escape(shown.alt)}\"{size}></figure>"
        f"{steps}"
        f"<section id=\"status\" aria-label=\"{escape(t('web.status.title', lang))}\" aria-live=\"polite\">{''.join(lines)}</section>"
        f"<section id=\"moves\"><h2>{escape(t('web.log.title', lang))}</h2><ol id=\"log\" start=\"0\">{log}</ol></section>"
        "</main>"
        f"<script type=\"application/json\" id=\"texts\">{client_texts(lang)}</script>"
        "</body></html>\n"
    )


def not_found_page(lang: str) -> str:
    return notice_page("web.not_found", "not-found", lang)


def error_page(lang: str) -> str:
    """What a page that failed shows instead (a 500): the words only, never what went wrong."""
    return notice_page("web.error", "error", lang)


def notice_page(key: str, main_id: str, lang: str) -> str:
    """A page of a title (``{key}.title``) and a sentence (``{key}.text``), in the site's look."""
    title = escape(t(f"{key}.title", lang))
    return (
        "<!doctype html>\n"
        f"<html lang=\"{lang}\"><head><meta charset=\"utf-8\">"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><meta name=\"robots\" content=\"noindex\">"
        f"<title>{title}</title><link rel=\"stylesheet\" href=\"/static/app.css\"></head><body>"
        f"<main id=\"{main_id}\"><h1>{title}</h1><p>{inline(t(f'{key}.text', lang))}</p></main></body></html>\n"
    )
