"""The AoD search's cut-off estimate and menu push the bot to go for counters and bring them out."""

from __future__ import annotations

from rules import registry
from rules.aod.cards import HAND_LIMIT
from rules.aod.content import content
from rules.aod.model import AodState, CardType, ObjectPlace, Pos, Reload
from rules.aod.sampling import candidate_actions, evaluate
from tests.core_players.positions import position

LARA, PIETER = 0, 1


def _open_museum() -> AodState:
    """Both figures at the start (4, 5) early in a 2-player game, every counter still to be found
    but P4 lying on (4, 3); seat 0 is Lara (evidence), seat 1 Pieter (paintings)."""
    state: AodState = position(registry.get("aod"), 2, seed=3, moves=40)[0].model_copy(deep=True)
    assert state.start == (4, 5) and [f.character.value for f in state.figures] == ["lara", "pieter"]
    for counter in ("P1", "E4"):
        state.objects[counter] = ObjectPlace(where="stack")
    state.objects["P4"] = ObjectPlace(where="cell", pos=(4, 3))
    return state


def _at(state: AodState, seat: int, pos: Pos, carrying: str | None = None) -> AodState:
    out = state.model_copy(deep=True)
    out.figures[seat].pos, out.figures[seat].carrying = pos, carrying
    if carrying is not None:
        out.objects[carrying] = ObjectPlace(where="carried", seat=seat)
    return out


def test_a_lying_counter_is_worth_more_to_its_side_the_nearer_its_figure() -> None:
    state = _open_museum()
    assert evaluate(_at(state, PIETER, (4, 3)), PIETER) > evaluate(_at(state, PIETER, (2, 4)), PIETER)
    assert evaluate(_at(state, LARA, (4, 3)), PIETER) < evaluate(state, PIETER)  # she would take it away


def test_a_rivals_counter_is_worth_carrying_out() -> None:
    beside = _at(_open_museum(), LARA, (4, 3))
    claimed, near = _at(beside, LARA, (4, 3), "P4"), _at(beside, LARA, (4, 4), "P4")
    out = _at(beside, LARA, (4, 5))
    out.objects["P4"] = ObjectPlace(where="destroyed", seat=LARA)
    assert evaluate(beside, LARA) < evaluate(claimed, LARA) < evaluate(near, LARA) < evaluate(out, LARA)


def test_a_full_hand_without_energy_only_reloads_energy() -> None:
    state = _open_museum()
    state.turn_seat_index = state.order.index(LARA)
    state.actions_left, state.energy_left, state.pending = 3, 0, None
    kept = [c for c in state.hands[LARA] if content().cards[c].type is not CardType.ENERGY]
    spare = [c for c in content().cards if content().cards[c].type is CardType.LIFE and c not in kept
             and all(c not in h for h in state.hands)]
    state.hands[LARA] = (kept + spare)[:HAND_LIMIT]
    for pile in (*state.draw.values(), *state.discard.values()):
        pile[:] = [c for c in pile if c not in state.hands[LARA]]
    reloads = {a.card_type for a in candidate_actions(state, LARA) if isinstance(a, Reload)}
    assert reloads <= {CardType.ENERGY}



def _collapsing(state: AodState, fallen: list[Pos]) -> AodState:
    """The bomb went off earlier with Lara as its holder; ``fallen`` tiles are down."""
    out = state.model_copy(deep=True)
    out.bomb_holder, out.bomb_pos, out.bomb_exploded = LARA, fallen[0], True
    out.bomb_exploded_turn = out.turn - 2
    for r, c in fallen:
        out.grid[r][c].removed = True
    return out


def test_a_figure_the_collapse_will_cut_off_looks_lost() -> None:
    """Pieter deep inside at (1, 1) with the ring about to reach the entrance (4, 4) is likely to be
    buried (his point lost), unlike the same walk with the collapse far away or a figure already
    out: the cut-off rollout must see that staying in is what loses the point."""
    state = _at(_at(_open_museum(), LARA, (4, 5)), PIETER, (1, 1))
    near, far = _collapsing(state, [(3, 3), (2, 3), (3, 2)]), _collapsing(state, [(0, 4)])
    assert evaluate(far, PIETER) > evaluate(near, PIETER) + 0.03
    assert evaluate(_at(near, PIETER, (4, 5)), PIETER) > evaluate(near, PIETER) + 0.03
    assert abs(evaluate(_at(far, PIETER, (4, 5)), PIETER) - evaluate(_at(near, PIETER, (4, 5)), PIETER)) < 1e-9


def test_a_carrier_of_the_large_counter_can_be_chased_from_the_start_tile() -> None:
    """After the bomb the careful playout only waits at the start tile; the menu must still offer
    the way back in toward the rival carrying the large counter out."""
    state = _collapsing(_at(_at(_open_museum(), LARA, (4, 5)), PIETER, (4, 3), "X"), [(0, 0)])
    state.turn_seat_index = state.order.index(LARA)
    state.actions_left, state.energy_left, state.pending = 3, 2, None
    assert "step:W" in {registry.get("aod").notation(a) for a in candidate_actions(state, LARA)}
