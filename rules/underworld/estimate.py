"""The Underworld search's guess of how a position stands, where a rollout of a few moves stops.

Progress alone misleads a short look-ahead: spending cards, treasures and turns always looks like
progress.  So the guess also counts the dangers the careful group plans against (players put out,
enemies in sight, deadly obstacles ahead, Natla's race to Jörmungandr), as rough chances from the
dice and the careful group's pace.
"""

from __future__ import annotations

import math

from rules.core import Seat
from rules.underworld.content import OBSTACLES_PER_REGION, content
from rules.underworld.effects import jormungandr_cost, region, resolved_cost
from rules.underworld.model import Axis, Counter, Scoring, UwState
from rules.underworld.supplies import affords, owned

PROGRESS_WEIGHT = 0.55  # share of the estimate given to progress through the regions
HEALTH_WEIGHT = 0.35  # to Lara's health; the rest to victory points toward Jörmungandr
SOLO_PACE, GROUP_PACE = 1.0, 0.7  # acrobatics spaces a turn, as the careful group plays (9 and 13 turns a region)
NATLA_STEP = 2 / 6  # progress die faces that move Natla
SHORT_HAND_RISK = {0: 0.5, 1: 0.3, 2: 0.1}  # rough chance a forced discard soon finds a hand this small


def evaluate(state: UwState, seat: Seat) -> float:
    """Chance-like value in [0, 1]: regions crossed and Lara's way along this one, her health; lowered by
    each player already put out, by the enemies in sight (eight lose the game), and by the risk of
    more players put out (a hand too small for a forced discard, a deadly obstacle ahead they cannot
    pay): dangers a rollout of a few moves rarely reaches but the careful group plans for."""
    standing = [i for i, out in enumerate(state.eliminated) if not out]
    if not standing:
        return 0.0
    still_in = len(standing) / len(state.eliminated)  # a player put out takes their cards and turns away
    crowd = (len(state.enemy_line) / content().enemy_limit) ** 2  # rough chance the line grows to the limit
    return (_progress(state, seat) * still_in * (1 - crowd)
            * (1 - _short_hands(state, standing)) * (1 - _peril(state, standing)))


def _short_hands(state: UwState, standing: list[Seat]) -> float:
    """Mean risk over the players still in that a forced discard finds too few cards (UW-ELIM-1)."""
    return sum(SHORT_HAND_RISK.get(len(state.hands[seat]), 0.0) for seat in standing) / len(standing)


def _peril(state: UwState, standing: list[Seat]) -> float:
    """Natla's obstacles ahead in this region that put out whoever cannot pay, each weighted by the
    chance that Natla gets there before Lara leaves and by the share of players who could not pay now."""
    turns = _turns_to_leave(state, state.region)
    risk = 0.0
    for ahead, obstacle in enumerate(region(state).obstacles[state.natla:], start=1):
        for effect in obstacle.effects:
            if effect["op"] != "cost" or not any(f["op"] == "eliminate" for f in effect.get("fail", [])):
                continue
            costs = [c for c in (resolved_cost(state, cost) for cost in effect["costs"]) if c is not None]
            unable = sum(1 for seat in standing
                         if not any(affords(owned(state, seat), cost) for cost in costs))
            risk += _natla_steps_at_least(turns, ahead) * unable / len(standing)
    return min(1.0, risk)


def _turns_to_leave(state: UwState, region_index: int) -> int:
    """Turns the rest of that region's acrobatics track takes at the careful group's pace (all of it
    for a region not yet entered)."""
    track = content().regions(state.options.tracks)[region_index].acrobatics
    spaces = len(track) - (state.axes[Axis.ACROBATICS] if region_index == state.region else 0)
    return math.ceil(spaces / (SOLO_PACE if len(state.eliminated) == 1 else GROUP_PACE))


def _natla_steps_at_least(turns: int, steps: int) -> float:
    """Chance that Natla moves at least ``steps`` times in ``turns`` rolls of the progress die."""
    return 1.0 - sum(math.comb(turns, k) * NATLA_STEP ** k * (1 - NATLA_STEP) ** (turns - k)
                     for k in range(min(steps, turns + 1)))


def _progress(state: UwState, seat: Seat) -> float:
    """Regions crossed and Lara's way along this one's acrobatics track (the only road out before
    Natla's last obstacle), Lara's health, and victory points toward Jörmungandr's price (which Thor
    objects lower); competing, the lead counts for half."""
    data = content()
    along = state.axes[Axis.ACROBATICS] / max(1, len(region(state).acrobatics))
    progress = (state.region + min(1.0, along)) / len(data.region_ids)
    health = state.health / max(1, data.health_cap)
    finale = min(1.0, sum(c[Counter.VP] for c in state.counters) / jormungandr_cost(state))
    value = PROGRESS_WEIGHT * progress + HEALTH_WEIGHT * health + (1 - PROGRESS_WEIGHT - HEALTH_WEIGHT) * finale
    value *= _outrun_natla(state)
    if state.options.scoring is Scoring.COMPETITIVE:
        best = max(c[Counter.VP] for c in state.counters)
        value = 0.5 * value + 0.5 * (1.0 if state.counters[seat][Counter.VP] >= best else 0.0)
    return value


def _outrun_natla(state: UwState) -> float:
    """Chance that Lara reaches Jörmungandr before Natla's last obstacle.  Before the final region it is
    that of a fresh start there, so that entering it is no setback."""
    final = len(content().region_ids) - 1
    natla = state.natla if state.region == final else 0
    return 1.0 - _natla_steps_at_least(_turns_to_leave(state, final), OBSTACLES_PER_REGION - natla)
