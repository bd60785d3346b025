"""Opening and starting a game through Discord, as the players would."""

from __future__ import annotations

from tests.e2e.harness import Exchange, Player, Table


async def open_lobby(
    table: Table, host: Player, guild_locale: str = "en-US", game: str = "aod", **options: object
) -> tuple[int, int]:
    """``/game new game:<game>`` with the command's other ``options`` (e.g. ``pace=24``); returns (game id,
    lobby message id)."""
    exchange = await table.command(host, "new", guild_locale=guild_locale, game=game, **options)
    record = await table.bot.service.by_channel(exchange_channel(exchange))
    assert record is not None and record.lobby_message_id is not None
    return record.id, record.lobby_message_id


def exchange_channel(exchange: Exchange) -> int:
    return int(exchange.fake.interactions[exchange.tokens[0]]["channel_id"])


async def start_game(
    table: Table, players: list[Player], guild_locale: str = "en-US", game: str = "aod", **options: object
) -> tuple[int, Exchange]:
    """Host opens (with ``/game new``'s other ``options``), the second player clicks Join, the others type
    /game join, the host clicks Start."""
    game_pk, lobby = await open_lobby(table, players[0], guild_locale, game, **options)
    for index, player in enumerate(players[1:]):
        if index == 0:
            await table.click(player, lobby, f"tt:lobby:{game_pk}:join")
        else:
            await table.command(player, "join")
    started = await table.click(players[0], lobby, f"tt:lobby:{game_pk}:start")
    return game_pk, started
