"""The Activity's page, ``GET /``, as Discord's proxy and a browser get it: framable by Discord only, in the
player's language, its texts and settings in its config, its hashed script and style cached for good."""

from __future__ import annotations

import json
import re

from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from core.service import GameService
from core.storage import Store
from tests.web.browser import ACTIVITY_BUNDLE
from tests.web.support import FixedNames
from web.server import GamePages
from web.settings import ActivitySettings

CLIENT_ID = "123456789012345678"
Client = TestClient[web.Request, web.Application]


async def client_of(store: Store, activity: ActivitySettings | None) -> Client:
    pages = GamePages(store, GameService(store), FixedNames(), activity=activity)
    client: Client = TestClient(TestServer(pages.app))
    await client.start_server()
    return client


async def test_the_page_is_framed_by_discord_in_the_players_language_with_hashed_assets(sqlite_store: Store) -> None:
    assert ACTIVITY_BUNDLE.is_file(), "build the client first: ./tombtable builds web/client"
    client = await client_of(sqlite_store, ActivitySettings(CLIENT_ID, "secret", "bot-token"))
    try:
        answer = await client.get("/?frame_id=f&instance_id=i-1&platform=mobile",
                                  headers={"Accept-Language": "fr-FR,fr;q=0.9,en;q=0.5"})
        html = await answer.text()
        assert answer.status == 200 and '<html lang="fr">' in html
        assert '<main id="table" aria-busy="true">' in html
        assert answer.headers["Cache-Control"] == "no-cache"
        csp = answer.headers["Content-Security-Policy"]
        assert "frame-ancestors 'self' https://discord.com https://*.discord.com https://*.discordsays.com" in csp
        assert "img-src 'self' blob:" in csp and "connect-src 'self'" in csp and "frame-ancestors 'none'" not in csp
        assert answer.headers["X-Content-Type-Options"] == "nosniff"  # the other security headers still come

        found = re.search(r'<script type="application/json" id="activity-config">(.*?)</script>', html, re.S)
        assert found is not None
        config = json.loads(found[1])
        assert config["client_id"] == CLIENT_ID and config["dev"] is False
        assert config["texts"]["ui.confirm"] == "Confirmer" and config["texts"]["ui.to_act"] == "À jouer : {players}"
        assert not any(key.startswith("activity.") for key in config["texts"])

        script = re.search(r'<script type="module" src="(/static/activity-[A-Z0-9]+\.js)">', html)
        style = re.search(r'<link rel="stylesheet" href="(/static/activity-[A-Z0-9]+\.css)">', html)
        assert script and style
        for asset in (script[1], style[1]):
            served = await client.get(asset)
            assert served.status == 200
            assert served.headers["Cache-Control"] == "public, max-age=31536000, immutable"

        game_page = await client.get("/g/nothing-here")
        assert "frame-ancestors 'none'" in game_page.headers["Content-Security-Policy"]  # only the Activity is framable
    finally:
        await client.close()


async def test_without_the_activity_set_up_the_address_is_the_404_page(sqlite_store: Store) -> None:
    client = await client_of(sqlite_store, None)
    try:
        answer = await client.get("/?frame_id=f&instance_id=i-1&platform=desktop")
        assert answer.status == 404 and "text/html" in answer.headers["Content-Type"]
        assert "frame-ancestors 'none'" in answer.headers["Content-Security-Policy"]
    finally:
        await client.close()
