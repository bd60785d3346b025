"""The leak scan: in every game at every table size, a game played partway shows on its page, in its JSON,
its live message and its pictures' alt texts nothing the public view does not: no seed, no notation, no
card of a hand (for the games whose card ids are unique)."""

from __future__ import annotations


import pytest

from core import fairplay
from core.service import GameService
from core.storage import Store
from rules import registry
from tests.e2e.test_discord_leaks import private_cards
from tests.web.support import play, serving, started

SEED = 424_242_424_242
MOVES = 12
TABLES = [(kind, players) for kind in sorted(registry.games())
          for players in range(registry.get(kind).info.min_players, registry.get(kind).info.max_players + 1)]


@pytest.mark.parametrize(("kind", "players"), TABLES)
async def test_a_running_games_pages_json_and_alt_texts_show_no_seed_notation_or_hand(
    sqlite_store: Store, kind: str, players: int
) -> None:
    service = GameService(sqlite_store, seed_source=lambda bits: SEED)
    outcome = await play(service, await started(service, kind, players, SEED), MOVES, SEED)
    record = outcome.record
    assert record.status.is_open and record.seed == SEED, "the scan is of a running game"
    game = outcome.game
    live = [entry for entry in await sqlite_store.actions(record.id) if not entry.undone]
    states = list(fairplay.states_along(game, record.roles, record.options, SEED, [(a.seat, a.notation) for a in live]))
    hands = [private_cards(kind, state) for state in states]
    never_shown = {card for seat in hands[-1] for card in hands[-1][seat]
                   if all(card in hand.get(seat, set()) for hand in hands)}
    notations = {entry.notation for entry in live if any(not c.isalpha() for c in entry.notation)}
    async with serving(sqlite_store, service) as (_, client):
        share = record.share_id
        assert share is not None, "every game has a share id"
        payloads = {}
        for lang in ("en", "fr"):
            state = await (await client.get(f"/g/{share}/state.json?lang={lang}")).json()
            payloads[f"state.json {lang}"] = str(state)
            for step in state["steps"]:
                n = step["n"]
                held = ({card for seat in hands[n] for card in hands[n][seat]} &
                        {card for seat in hands[max(0, n - 1)] for card in hands[max(0, n - 1)][seat]})
                for card in held:  # in a hand before and after this step's action: not revealed by it
                    assert card not in step["log"] and card not in step["alt"], (lang, n, card)
            for n in range(len(states)):
                payloads[f"page {lang} step {n}"] = await (await client.get(f"/g/{share}?step={n}&lang={lang}")).text()
        socket = await client.ws_connect(f"/g/{share}/live")
        payloads["live"] = await socket.receive_str(timeout=10)
        await socket.close()
        assert (await client.get(f"/g/{share}/export.json")).status == 404
    for where, text in payloads.items():
        text = text.replace(share, "<share>")  # a random id may spell a short notation or card id by chance
        assert str(SEED) not in text, where
        assert record.salt is None or record.salt not in text, where
        for notation in notations:
            assert notation not in text, (where, notation)
        for card in never_shown:
            assert card not in text, (where, card)
