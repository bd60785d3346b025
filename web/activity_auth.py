"""Who asks the Activity's API: the bearer session of every ``/api/`` request, and refusals as JSON.

(The table lane's stand-in for the auth lane's module of the same name: ``session_of`` and
``json_refusal`` with the same signatures; the integrator keeps the auth lane's version.)
"""

from __future__ import annotations

import json
from typing import Any

from aiohttp import web

from core.i18n import t
from web.languages import language
from web.sessions import Session, Sessions

SESSIONS = web.AppKey("activity_sessions", Sessions)
"""The Activity's sign-ins, on the application the ``/api/`` routes are served by."""


def session_of(request: web.Request) -> Session:
    """The session its ``Authorization: Bearer`` header names, else a 401 the page answers by signing in again."""
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    session = request.app[SESSIONS].get(token.strip()) if scheme.lower() == "bearer" and token.strip() else None
    if session is None:
        raise json_refusal(401, "activity.signed_out", language(request))
    return session


def json_refusal(status: int, key: str, lang: str, **params: Any) -> web.HTTPException:
    """A refusal the page reads: ``{"error": key, "text": its catalog text in lang}`` with this status."""
    refusal = web.HTTPException(text=json.dumps({"error": key, "text": t(key, lang, **params)}),
                                content_type="application/json",
                                headers={"Cache-Control": "no-store", "Content-Language": lang})
    refusal.set_status(status)
    return refusal
