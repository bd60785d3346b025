"""Discord's side of the Embedded App SDK, played by a test page, so the real SDK runs offline in Chromium.

Discord opens an Activity in an iframe and talks to it with ``postMessage``: tuples ``[opcode, payload]``
(0 HANDSHAKE, 1 FRAME, 2 CLOSE, 3 HELLO); a command is ``[1, {cmd, args, nonce}]`` answered with the same
nonce; events come as ``{cmd: "DISPATCH", evt}``.  The SDK accepts messages from its own origin, so a
parent page served (by Playwright's routing, never by the bot) on the Activity's origin can answer as the
Discord client would: READY after the handshake, the OAuth code the test chose for AUTHORIZE, the user for
AUTHENTICATE, an error for anything else.  Every command the Activity sent is in ``window.rpc``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from urllib.parse import urlencode

from playwright.async_api import FrameLocator, Page, Route

PARENT_PATH = "/__discord_client__"
FRAME_ID = "#discord-activity"

_PARENT = """<!doctype html>
<html><head><meta charset="utf-8"><title>Discord (test stand-in)</title>
<style>html, body { margin: 0; height: 100%; } iframe { border: 0; width: 100%; height: 100%; }</style></head>
<body><iframe id="discord-activity" allow="autoplay; clipboard-write"></iframe>
<script>
const who = __WHO__;
const frame = document.getElementById('discord-activity');
window.rpc = [];
const reply = (payload) => frame.contentWindow.postMessage([1, payload], '*');
addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow || !Array.isArray(event.data)) return;
  const [opcode, payload] = event.data;
  if (opcode === 0) {
    window.rpc.push('HANDSHAKE');
    reply({cmd: 'DISPATCH', evt: 'READY', nonce: null,
           data: {v: 1, config: {api_endpoint: '//discord.com/api', environment: 'test'}}});
    return;
  }
  if (opcode !== 1 || !payload) return;
  window.rpc.push(payload.cmd);
  if (payload.cmd === 'AUTHORIZE') {
    reply({cmd: 'AUTHORIZE', evt: null, nonce: payload.nonce, data: {code: who.code}});
  } else if (payload.cmd === 'AUTHENTICATE') {
    reply({cmd: 'AUTHENTICATE', evt: null, nonce: payload.nonce, data: {
      access_token: payload.args.access_token, scopes: ['identify'], expires: new Date(2100, 1, 1).toString(),
      user: {id: who.user_id, username: who.username, discriminator: '0', avatar: null, public_flags: 0},
      application: {id: who.client_id, name: 'Tomb Table', description: '', icon: null}}});
  } else {
    reply({cmd: payload.cmd, evt: 'ERROR', nonce: payload.nonce, data: {code: 4002, message: 'not played by the test'}});
  }
});
frame.src = '/?' + new URLSearchParams(who.query).toString();
</script></body></html>
"""


@dataclass(frozen=True)
class Launch:
    """Who opens the Activity, where: the code their client would hand it and the instance's place."""

    client_id: str
    code: str
    user_id: int
    username: str
    instance_id: str
    channel_id: int
    guild_id: int | None
    platform: str = "desktop"  # or "mobile"
    locale: str = "en-US"

    def query(self) -> dict[str, str]:
        """The query string Discord gives the Activity's URL (the SDK refuses to start without the first three)."""
        query = {"frame_id": f"frame-{self.user_id}", "instance_id": self.instance_id, "platform": self.platform,
                 "channel_id": str(self.channel_id), "location_id": f"gc-{self.guild_id}-{self.channel_id}",
                 "locale": self.locale}
        if self.guild_id is not None:
            query["guild_id"] = str(self.guild_id)
        return query


async def open_in_discord(page: Page, origin: str, launch: Launch) -> FrameLocator:
    """Load the stand-in Discord client on ``origin`` (the Activity's server) and the Activity in its iframe."""
    who = {"code": launch.code, "user_id": str(launch.user_id), "username": launch.username,
           "client_id": launch.client_id, "query": launch.query()}
    html = _PARENT.replace("__WHO__", json.dumps(who).replace("<", "\\u003c"))

    async def fulfil(route: Route) -> None:
        await route.fulfill(status=200, content_type="text/html", body=html)

    await page.route(f"{origin}{PARENT_PATH}*", fulfil)
    await page.goto(f"{origin}{PARENT_PATH}?{urlencode({'user': launch.user_id})}")
    return page.frame_locator(FRAME_ID)


async def commands_sent(page: Page) -> list[str]:
    """The RPC commands the Activity sent the stand-in client, in order (``HANDSHAKE`` first)."""
    sent = await page.evaluate("() => window.rpc")
    assert isinstance(sent, list)
    return [str(command) for command in sent]
