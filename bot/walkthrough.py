"""The first-game walkthrough: the first time a player opens a game kind's action panel, a short
private guide to that panel (what its buttons do, where the hand and the rules are).  Shown once per
player and game kind, remembered in the database so a restart does not repeat it; while another process
keeps the database locked it waits for a later opening rather than spoil the panel with an error."""

from __future__ import annotations

from bot import texts
from bot.reply import Reply
from core.db.base import Busy
from core.i18n import has, t


async def guide_once(reply: Reply, game_kind: str) -> str | None:
    """The guide to ``game_kind``'s panel in the player's language, the first time only; else ``None``."""
    try:
        if not await reply.bot.store.mark_guided(reply.user_id, game_kind):
            return None
    except Busy:  # not remembered, so not shown: the next opening tries again
        return None
    lang = reply.lang
    game = reply.bot.service.rules_of(game_kind)
    lines = [t("table.guide.panel", lang, game=texts.game_name(game, lang))]
    specific = f"table.guide.{game_kind}"
    if has(specific, lang):
        lines.append(t(specific, lang))
    lines.append(t("table.guide.more", lang))
    return "\n".join(lines)
