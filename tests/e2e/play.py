"""Driving a whole game through the bot the way players would: commands, Play panels and clicks."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, TypeVar

from pydantic import BaseModel

from core.service import Outcome, rng_draws
from rules.aod.model import AodState
from rules.catacombs.model import CcState
from rules.underworld.model import UwState
from tests.e2e.harness import Exchange, Player, Table, custom_ids, walk_components


State = TypeVar("State", bound=BaseModel)


def state_as(outcome: Outcome, model: type[State]) -> State:
    """The game state of ``outcome`` as the model of the game a test plays (the service keeps any game's)."""
    assert isinstance(outcome.state, model), f"expected a {model.__name__}, got {type(outcome.state).__name__}"
    return outcome.state


def hand_card_ids(outcome: Outcome) -> set[str]:
    state = outcome.state
    assert isinstance(state, (AodState, CcState, UwState)), "only card games have hands"
    return {card for hand in state.hands for card in hand}


def leaked_cards(exchange: Exchange, secret: set[str]) -> list[str]:
    """Hidden card ids that appear in anything the channel could see."""
    return [card for sent in exchange.public_posts() for card in secret if card in sent.text]


def offered(outcome: Outcome, seat: int, notation: str) -> str | None:
    """The listed legal action equal to ``notation`` up to the order of its card list, if any.

    AoD's playout may list the cards of a combination in another order than ``legal_actions``, and
    a Catacombs flick is continuous: only ``/game play`` can type it.
    """

    def key(text: str) -> tuple[str, ...]:
        head, _, cards = text.rpartition(":")
        return (head, *sorted(cards.split(",")))

    legal = [outcome.game.notation(action) for action in outcome.game.legal_actions(outcome.state, seat)]
    return next((n for n in legal if key(n) == key(notation)), None)


def undoable(outcome: Outcome, seat: int) -> str | None:
    """A legal action of ``seat`` that reveals nothing and keeps the turn: one the policy lets them take back."""
    game, state = outcome.game, outcome.state
    for action in game.legal_actions(state, seat):
        after = game.apply(state, seat, action)
        if (
            seat in game.to_act(after.state)
            and all(event.is_public and event.kind not in game.revealing_events for event in after.events)
            and rng_draws(after.state) == rng_draws(state)
        ):
            return game.notation(action)
    return None


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
        game = before.game
        typed = game.notation(game.playout_action(before.state, seat, self.rnd))
        notation = offered(before, seat, typed)
        self.moves += 1
        if notation is None or self.moves % 3 == 0:
            return await self.confirmed(player, await self.table.command(player, "play", action=notation or typed))
        return await self.confirmed(player, await self.click_action(player, notation, before.record.version))

    async def confirmed(self, player: Player, exchange: Exchange) -> Exchange:
        """Confirm, as the player would, when the move was answered by the question asked before a forfeit."""
        confirm = custom_ids(exchange.original(), "tt:ok:")
        return await self.table.click(player, exchange.fake.originals[exchange.tokens[0]], confirm[0]) if confirm else exchange

    async def click_action(self, player: Player, notation: str, version: int) -> Exchange:
        panel = await self.panel_with(player, notation, version)
        for component in walk_components(self.table.fake.messages[panel]):
            if component.get("custom_id") == f"tt:a:{self.game_pk}:{version}:{notation}":
                return await self.table.click(player, panel, component["custom_id"])
            values = [option["value"] for option in component.get("options", [])]
            if component["custom_id"].startswith("tt:as:") and notation in values:
                return await self.table.click(player, panel, component["custom_id"], [notation])
        raise AssertionError(f"{notation} is not offered on the panel")

    async def panel_with(self, player: Player, notation: str, version: int) -> int:
        """The player's panel message offering ``notation``: reused while current, else reopened from the board."""
        panel = self.panels.get(player.id)
        if panel is not None and self._offers(panel, notation, version):
            return panel
        play = f"tt:play:{self.game_pk}:0"
        fake = self.table.fake
        offering = [m for m, message in fake.messages.items() if play in custom_ids(message)
                    and "webhook_id" not in message and int(message["channel_id"]) not in fake.dm_channels]
        assert offering, "no post offers Play"
        exchange = await self.table.click(player, max(offering), play)  # the newest turn post's, as a player would
        self.panels[player.id] = panel = self.table.fake.originals[exchange.tokens[0]]
        page = 0
        while not self._offers(panel, notation, version):
            page += 1
            next_page = f"tt:play:{self.game_pk}:{page}"
            assert next_page in custom_ids(self.table.fake.messages[panel]), notation
            await self.table.click(player, panel, next_page)
        return panel

    def _offers(self, panel: int, notation: str, version: int) -> bool:
        message: dict[str, Any] = self.table.fake.messages.get(panel, {})
        for component in walk_components(message):
            custom_id = component.get("custom_id", "")
            if custom_id == f"tt:a:{self.game_pk}:{version}:{notation}":
                return True
            values = [option["value"] for option in component.get("options", [])]
            if custom_id.startswith(f"tt:as:{self.game_pk}:{version}:") and notation in values:
                return True
        return False
