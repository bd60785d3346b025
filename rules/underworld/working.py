"""Cheap copy-on-write of the state, so ``apply`` never touches its input (UW-API-1).

Only the top-level model and its containers are copied.  Nested values (per-seat counter dicts,
object places, queued effect dicts, the pending question) are shared with the input and must be
replaced, never changed in place; every rule module follows that.
"""

from __future__ import annotations

from rules.underworld.model import UwState


def working_copy(state: UwState) -> UwState:
    s = state.model_copy()
    s.rng = state.rng.model_copy()
    s.draw = list(state.draw)
    s.discard = list(state.discard)
    s.hands = [list(h) for h in state.hands]
    s.counters = list(state.counters)
    s.supply = dict(state.supply)
    s.objects = dict(state.objects)
    s.enemy_pile = list(state.enemy_pile)
    s.enemy_line = list(state.enemy_line)
    s.enemies_out = list(state.enemies_out)
    s.eliminated = list(state.eliminated)
    s.queue = list(state.queue)
    return s
