"""Driving a whole game through the bot the way players would: commands, Play panels and clicks."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from bot.service import Outcome
from rules.aod.game import AOD
from tests.e2e.harness import Exchange, Player, Table, walk_components


def hand_card_ids(outcome: Outcome) -> set[str]:
    return {card for hand in outcome.state.hands for card in hand}


def leaked_cards(exchange: Exchange, secret: set[str]) -> list[str]:
    """Hidden card ids that appear in anything the channel could see."""
    return [card for sent in exchange.public_posts() for card in secret if card in sent.text]


@dataclass
class Driver:
    """Plays random purposeful moves for every seat, alternating /game play and panel clicks."""

    table: Table
    players: list[Player]
    game_pk: int
    rnd: random.Random = field(default_factory=lambda: random.Random(3))
    panels: dict[int, int] = field(default_factory=dict)  # user id -> their panel message id
    moves: int = 0

    async def current(self) -> Outcome:
        return await self.table.bot.service.current(self.game_pk)

    async def move(self) -> Exchange:
        """Pick the acting seat's next move from the true state and make it through Discord."""
        before = await self.current()
        seat = min(before.to_act)
        player = self.players[seat]
        notation = AOD.notation(AOD.playout_action(before.state, seat, self.rnd))
        self.moves += 1
        if self.moves % 3 == 0:
            return await self.table.command(player, "play", action=notation)
        return await self.click_action(player, notation, before.record.version)

    async def click_action(self, player: Player, notation: str, version: int) -> Exchange:
        panel = await self.panel_with(player, notation, version)
        for component in walk_components(self.table.fake.messages[panel]):
            if component.get("custom_id") == f"tt:a:{self.game_pk}:{version}:{notation}":
                return await self.table.click(player, panel, component["custom_id"])
            if any(option["value"] == notation for option in component.get("options", [])) and component["custom_id"].startswith("tt:as:"):
                return await self.table.click(player, panel, component["custom_id"], [notation])
        raise AssertionError(f"{notation} is not offered on the panel")

    async def panel_with(self, player: Player, notation: str, version: int) -> int:
        """The player's panel message offering ``notation``: reused while current, else reopened from the board."""
        panel = self.panels.get(player.id)
        if panel is not None and self._offers(panel, notation, version):
            return panel
        record = (await self.current()).record
        assert record.board_message_id is not None
        exchange = await self.table.click(player, record.board_message_id, f"tt:play:{self.game_pk}:0")
        self.panels[player.id] = panel = self.table.fake.originals[exchange.tokens[0]]
        page = 0
        while not self._offers(panel, notation, version):
            page += 1
            next_page = f"tt:play:{self.game_pk}:{page}"
            assert any(c.get("custom_id") == next_page for c in walk_components(self.table.fake.messages[panel])), notation
            await self.table.click(player, panel, next_page)
        return panel

    def _offers(self, panel: int, notation: str, version: int) -> bool:
        message: dict[str, Any] = self.table.fake.messages.get(panel, {})
        for component in walk_components(message):
            custom_id = component.get("custom_id", "")
            if custom_id == f"tt:a:{self.game_pk}:{version}:{notation}":
                return True
            if custom_id.startswith(f"tt:as:{self.game_pk}:{version}:") and any(o["value"] == notation for o in component["options"]):
                return True
        return False
