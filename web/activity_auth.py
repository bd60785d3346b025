"""The Activity's sign-in (``POST /api/token``), the session every other ``/api/`` route asks for, and the
JSON refusals all of them answer with.

The page inside Discord hands over the OAuth code the Discord client gave it and its activity instance; the
server trades the code for the person's token with the client secret, asks Discord who that is and who is in
the instance (the bot token), finds the game the instance shows, and gives back a session token for the
page to send as ``Authorization: Bearer``.  Nothing the page says about who it is counts: only Discord's
answers do (in ``dev`` mode, the SDK's mock code signs in as the ``user_id`` the page names — never on a
public server).  A refusal is ``{"error": key, "text": what to do instead}`` in the person's language.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeGuard

from aiohttp import web

from core.i18n import LANGUAGES, t
from core.storage import GameRecord, GameStatus, Store
from web.discord_api import DiscordApi, DiscordRefused, DiscordUnreachable, Instance, Me
from web.languages import language
from web.sessions import Session, Sessions
from web.settings import ActivitySettings

if TYPE_CHECKING:
    from web.server import GamePages

log = logging.getLogger(__name__)

API_PREFIX = "/api/"
MOCK_CODE = "mock_code"  # what the SDK's mock client authorizes with (dev mode only)
MOCK_TOKEN = "mock_token"
FIELD_MAX = 256
"""Longest code or instance id read: Discord's are far shorter; anything longer is not one."""
SESSIONS = web.AppKey("activity_sessions", Sessions)
_REFUSALS: dict[int, type[web.HTTPException]] = {refusal.status_code: refusal for refusal in (
    web.HTTPBadRequest, web.HTTPUnauthorized, web.HTTPForbidden, web.HTTPNotFound, web.HTTPConflict,
    web.HTTPUnprocessableEntity, web.HTTPTooManyRequests, web.HTTPInternalServerError, web.HTTPServiceUnavailable)}


def install(pages: GamePages) -> None:
    """``POST /api/token`` on the pages' application, and the sessions :func:`session_of` reads."""
    if pages.activity is None or pages.sessions is None:
        raise ValueError("the Activity's sign-in needs the Activity's settings")
    sign_in = SignIn(pages.store, pages.activity, pages.sessions)
    pages.app[SESSIONS] = pages.sessions
    pages.app.cleanup_ctx.append(sign_in.api.running)
    pages.app.router.add_post("/api/token", sign_in.token)


def json_refusal(status: int, key: str, lang: str, *, body: Mapping[str, Any] | None = None,
                 headers: Mapping[str, str] | None = None, names: Mapping[int, str] | None = None,
                 **params: Any) -> web.HTTPException:
    """The answer refusing an ``/api/`` request, to raise: ``{"error": key, "text": ...}`` (the text of ``key``
    in ``lang`` with ``params``, seats shown by ``names``), plus ``body``'s fields (a fresh table, say); never
    cached.  ``status`` is one of ``_REFUSALS``'."""
    payload = {**(body or {}), "error": key, "text": t(key, lang, names, **params)}
    return _REFUSALS[status](text=json.dumps(payload, ensure_ascii=False), content_type="application/json",
                             headers={"Cache-Control": "no-store", "Content-Language": lang, **(headers or {})})


def session_of(request: web.Request) -> Session:
    """The sign-in the request's ``Authorization: Bearer`` names, else a 401 ``activity.signed_out`` (the page
    signs in again without asking)."""
    if request.app.get(SESSIONS) is None:
        raise json_refusal(503, "activity.not_set_up", language(request))
    session = _bearer(request)
    if session is None:
        raise json_refusal(401, "activity.signed_out", language(request), headers={"WWW-Authenticate": "Bearer"})
    return session


def api_language(request: web.Request) -> str:
    """The language to answer an ``/api/`` request in: its sign-in's, else the browser's."""
    session = _bearer(request)
    return session.lang if session is not None else language(request)


def _bearer(request: web.Request) -> Session | None:
    sessions = request.app.get(SESSIONS)
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    if sessions is None or scheme.lower() != "bearer" or not token.strip():
        return None
    return sessions.get(token.strip())


@dataclass(frozen=True, slots=True)
class _Asked:
    """What the page sent: the code, its instance, and in dev mode who it plays as and in which channel."""

    code: str
    instance_id: str
    user_id: int | None
    channel_id: int | None


class SignIn:
    """``POST /api/token``: Discord's word on who asks and where, then the game and a session."""

    def __init__(self, store: Store, settings: ActivitySettings, sessions: Sessions) -> None:
        self.store = store
        self.settings = settings
        self.sessions = sessions
        self.api = DiscordApi(settings)

    async def token(self, request: web.Request) -> web.Response:
        lang = language(request)
        asked = await _asked(request, lang)
        if asked.code == MOCK_CODE and self.settings.dev:
            if asked.user_id is None:
                raise json_refusal(400, "activity.bad_request", lang)
            user_id, channel_id, access_token = asked.user_id, asked.channel_id, MOCK_TOKEN
        else:
            try:
                access_token = await self._trade(asked.code, lang)
                me = await self._who(access_token, lang)
                lang = _spoken(me.locale) or lang
                instance = await self._instance(asked.instance_id, lang)
            except DiscordUnreachable as failure:
                log.warning("activity: Discord out of reach during a sign-in (%s)", failure)
                raise json_refusal(503, "activity.discord_down", lang) from None
            if me.user_id not in instance.users:
                raise json_refusal(403, "activity.not_in_instance", lang)
            user_id, channel_id = me.user_id, instance.channel_id
        record = await self._game(asked.instance_id, channel_id)
        if record is not None and record.status is GameStatus.LOBBY:
            raise json_refusal(404, "activity.not_started", lang)
        if record is None or record.state is None:
            raise json_refusal(404, "activity.no_game", lang)
        session = self.sessions.create(user_id, record.id, lang)
        return web.json_response({
            "access_token": access_token, "session": session.token,
            "expires_in": round(session.expires - self.sessions.clock()), "lang": lang, "game_id": record.id,
        }, headers={"Cache-Control": "no-store"})

    async def _trade(self, code: str, lang: str) -> str:
        """The access token ``code`` is worth; a refused code is the page's 401, refused credentials a 503 and
        an error line for whoever runs the bot."""
        try:
            return await self.api.exchange_code(code)
        except DiscordRefused as refusal:
            if refusal.status == 401 or refusal.code == "invalid_client":
                log.error("activity: Discord refused the application's credentials trading a sign-in code (%s):"
                          " check DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET", refusal)
                raise json_refusal(503, "activity.not_set_up", lang) from None
            log.info("activity: Discord refused a sign-in code (%s)", refusal)
            raise json_refusal(401, "activity.code_refused", lang) from None

    async def _who(self, access_token: str, lang: str) -> Me:
        try:
            return await self.api.me(access_token)
        except DiscordRefused as refusal:
            log.info("activity: Discord refused a fresh access token (%s)", refusal)
            raise json_refusal(401, "activity.code_refused", lang) from None

    async def _instance(self, instance_id: str, lang: str) -> Instance:
        """The instance, else a 404; a refused bot token is a 503 and an error line for whoever runs the bot."""
        try:
            instance = await self.api.activity_instance(instance_id)
        except DiscordRefused as refusal:
            if refusal.status in (401, 403):
                log.error("activity: Discord refused the bot token asking who is in an activity instance (%s)",
                          refusal)
                raise json_refusal(503, "activity.not_set_up", lang) from None
            instance = None  # an id Discord cannot read names no instance
        if instance is None:
            raise json_refusal(404, "activity.no_instance", lang)
        return instance

    async def _game(self, instance_id: str, channel_id: int | None) -> GameRecord | None:
        """The game the bot launched the instance for, else the channel's open game, else its latest (a
        finished game still shows its final table)."""
        launched = await self.store.launched_game(instance_id)
        record = await self.store.get(launched) if launched is not None else None
        if record is None and channel_id is not None:
            record = await self.store.open_in_channel(channel_id) or await self.store.last_in_channel(channel_id)
        return record


async def _asked(request: web.Request, lang: str) -> _Asked:
    """The sign-in's JSON body, else a 400."""
    try:
        body = await request.json()
    except ValueError:
        body = None
    if not isinstance(body, dict):
        raise json_refusal(400, "activity.bad_request", lang)
    code, instance_id = body.get("code"), body.get("instance_id")
    if not _short_text(code) or not _short_text(instance_id):
        raise json_refusal(400, "activity.bad_request", lang)
    return _Asked(code, instance_id, _id(body.get("user_id")), _id(body.get("channel_id")))


def _short_text(value: object) -> TypeGuard[str]:
    return isinstance(value, str) and 0 < len(value) <= FIELD_MAX


def _id(value: object) -> int | None:
    """A Discord id the page gave (a number or a string of digits)."""
    if isinstance(value, int) and not isinstance(value, bool) and value > 0:
        return value
    if isinstance(value, str) and value.isdigit() and len(value) <= 20:
        return int(value)
    return None


def _spoken(locale: str) -> str | None:
    """The catalogs' language for a Discord locale (``fr`` and ``fr-CA`` → ``fr``), if they have it."""
    tag = locale.split("-")[0].lower()
    return tag if tag in LANGUAGES else None
