"""Hidden information never reaches the public view or a public event, in any game.

Two checks on random purposeful games of every registered game:

* invariance: changing only what nobody may see (the RNG seed, the order of every pile, which cards
  sit in a hand versus a pile, which tile lies face down where) leaves ``view(state, None)`` exactly
  the same — so no field of the public view, present or future, can depend on hidden data;
* identifiers: ids that are hidden after an action (cards in hands or piles, the discovery pile) are
  not named by that action's public events (nor a clock-timeout default action's), nor by the view;
* legality: what the acting seat may do does not change when only what it cannot see changes.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from pydantic import BaseModel

from rules import registry
from rules.core import Event

SEED = 987_654_321_987
STEPS = 400


def leaves(value: Any) -> Iterator[str]:
    """Every string and number inside ``value`` (JSON-like), as text."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield str(key)
            yield from leaves(item)
    elif isinstance(value, list | tuple | set | frozenset):
        for item in value:
            yield from leaves(item)
    elif value is not None:
        yield str(getattr(value, "value", value))


def swap_with_pile(hands: list[list[str]], pile: list[str], same_kind: Any = lambda a, b: True) -> None:
    """Exchange each hand's first card with the first pile card of the same kind (hand sizes unchanged)."""
    for hand in hands:
        if hand is KEPT:
            continue
        for index, card in enumerate(pile):
            if hand and same_kind(hand[0], card):
                hand[0], pile[index] = card, hand[0]
                break


KEPT: list[str] = []


def perturb_hidden(game_kind: str, state: BaseModel, rnd: random.Random, keep: int | None = None) -> BaseModel:
    """A copy of ``state`` differing only in what no player may see (``keep``: nor what that seat sees)."""
    copy = state.model_copy(deep=True)
    s: Any = copy  # any game's state: the branches below pick its fields by game id
    kept_hand = s.hands[keep] if keep is not None and hasattr(s, "hands") else None
    if kept_hand is not None:
        s.hands[keep] = KEPT
    s.rng.seed = rnd.randrange(10**12)
    s.rng.draws = rnd.randrange(1000)
    if game_kind == "aod":
        for cards in s.draw.values():
            rnd.shuffle(cards)
        for cards in s.draw.values():
            swap_with_pile(s.hands, cards, lambda a, b: a[:2] == b[:2])
        rnd.shuffle(s.discovery_pile)
        hidden = [c for row in s.grid for c in row if not c.opened and not c.removed]
        tiles = [c.tile for c in hidden]
        rnd.shuffle(tiles)
        for cell, tile in zip(hidden, tiles, strict=True):
            cell.tile, cell.rotation = tile, rnd.randrange(4)
        if s.object_stack:
            rest = s.object_stack[:-1]  # the large counter stays last (AOD-SET)
            rnd.shuffle(rest)
            s.object_stack[:-1] = rest
    elif game_kind == "underworld":
        rnd.shuffle(s.draw)
        swap_with_pile(s.hands, s.draw, lambda a, b: a[:3] == b[:3])
        rnd.shuffle(s.enemy_pile)
    elif game_kind == "catacombs":
        for seat, side in enumerate(s.seats):
            rnd.shuffle(s.draw[side])
            swap_with_pile([s.hands[seat]], s.draw[side])
    elif game_kind == "darktomb":
        rnd.shuffle(s.monster_deck)
        rnd.shuffle(s.item_deck)
        hidden = [tile for tile in s.tiles if not tile.revealed]
        names = [tile.tile for tile in hidden]
        rnd.shuffle(names)
        for tile, name in zip(hidden, names, strict=True):
            tile.tile = name
        s.terrain = [
            "".join(
                letter if letter == " " or _revealed(s, (r, c)) else rnd.choice(".#")
                for c, letter in enumerate(row)
            )
            for r, row in enumerate(s.terrain)
        ]
    if kept_hand is not None:
        s.hands[keep] = kept_hand
    return copy


def _revealed(state: Any, pos: tuple[int, int]) -> bool:  # a Dark Tomb state
    from rules.darktomb import board

    return board.tile_index(state, pos) is None or board.revealed(state, pos)


def hidden_ids(game_kind: str, state: Any) -> set[str]:  # any game's state, read by game id
    """Identifiers that are unique to one hidden component (so naming one publicly is a leak)."""
    if game_kind == "aod":
        cards = {c for hand in state.hands for c in hand} | {c for pile in state.draw.values() for c in pile}
        return cards | set(state.discovery_pile)
    if game_kind == "underworld":
        return {c for hand in state.hands for c in hand} | set(state.draw)
    return set()  # Catacombs cards and Dark Tomb monsters/items repeat by name: invariance covers them


def check_public_events(game_kind: str, events: tuple[Event, ...], hidden: set[str]) -> None:
    for event in events:
        if event.is_public:
            named = set(leaves(event.params)) & hidden
            assert not named, f"public event {event.kind} names hidden {named}"


def roles_for(game: Any, players: int) -> list[str | None]:
    return [None] * players


def play_and_check(game_kind: str, players: int, seed: int) -> int:
    game = registry.get(game_kind)
    rnd = random.Random(seed)
    state = game.setup(roles_for(game, players), game.options_model(), SEED + seed)
    checked = 0
    for _ in range(STEPS):
        public = game.view(state, None)
        dumped = public.model_dump(mode="json")
        assert getattr(public, "hand", None) is None
        assert str(SEED + seed) not in json.dumps(dumped), "the seed is in the public view"
        assert not set(leaves(dumped)) & hidden_ids(game_kind, state)
        twin = perturb_hidden(game_kind, state, rnd)
        assert game.view(twin, None).model_dump(mode="json") == dumped, "the public view depends on hidden data"
        checked += 1
        if game.result(state) is not None or not game.to_act(state):
            break
        seat = min(game.to_act(state))
        own = perturb_hidden(game_kind, state, rnd, keep=seat)
        legal = sorted(game.notation(a) for a in game.legal_actions(state, seat))
        assert sorted(game.notation(a) for a in game.legal_actions(own, seat)) == legal, (
            "what a seat may do depends on what it cannot see"
        )
        chooser = getattr(game, "default_action", None)
        if chooser is not None:  # what the bot plays when the clock runs out is announced publicly too
            timed_out = game.apply(state, seat, chooser(state, seat))
            check_public_events(game_kind, timed_out.events, hidden_ids(game_kind, timed_out.state))
        action = game.playout_action(state, seat, rnd)
        after = game.apply(state, seat, action)
        check_public_events(game_kind, after.events, hidden_ids(game_kind, after.state))
        state = after.state
    return checked


@pytest.mark.parametrize("game_kind", sorted(registry.games()))
@pytest.mark.parametrize("seed", [1, 2])
def test_public_view_and_events_never_depend_on_hidden_data(game_kind: str, seed: int) -> None:
    game = registry.get(game_kind)
    players = game.info.min_players + (seed - 1) * (game.info.max_players > game.info.min_players)
    assert play_and_check(game_kind, players, seed) > 10
