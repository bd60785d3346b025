"""Rounds: initiative, hero turns (each followed by its familiar), the monster phase, stage end.

All functions mutate a working copy (see ``working``) and append events.
"""

from __future__ import annotations

from rules.core import Event, Seat
from rules.darktomb.content import ref
from rules.darktomb import monsters
from rules.darktomb.content import content
from rules.darktomb.model import DarkTombState, Familiar, Hero
from rules.darktomb.setup import lay_out_stage
from rules.darktomb.stats import familiar_of, hero, hero_move

D20 = 20


def slot_alive(s: DarkTombState, hero_id: str) -> bool:
    """A hero's place in the round stays while the hero or its familiar is on the map (DT-FAM-6)."""
    fam = familiar_of(s, hero_id)
    return hero(s, hero_id).pos is not None or (fam is not None and fam.pos is not None)


def active_hero(s: DarkTombState) -> Hero | None:
    if s.phase not in ("heroes", "familiar") or not s.order:
        return None
    return hero(s, s.order[s.turn_index])


def active_familiar(s: DarkTombState) -> Familiar | None:
    h = active_hero(s)
    return familiar_of(s, h.id) if h is not None and s.phase == "familiar" else None


def acting_seat(s: DarkTombState) -> Seat | None:
    if s.finished:
        return None
    if s.phase == "monsters":
        return s.monster_seat
    h = active_hero(s)
    return h.seat if h is not None else None


def start_round(s: DarkTombState, events: list[Event]) -> None:
    """Each hero player rolls a d20; the highest seat starts, then table order (DT-INIT-1, DT-INIT-2).

    A seat's heroes all share its roll and play one after another in table order.
    """
    s.round += 1
    table = [h.id for h in s.heroes if slot_alive(s, h.id)]
    seats = list(dict.fromkeys(hero(s, hid).seat for hid in table))
    rolls: dict[Seat, int] = {}
    contenders = list(seats)
    while len(contenders) > 1:
        for seat in contenders:
            rolls[seat] = s.rng.randint(1, D20)
            lead = next(hid for hid in table if hero(s, hid).seat == seat)
            events.append(Event(kind="initiative", params={"who_type": ref(lead), "seat": seat, "roll": rolls[seat]}))
        best = max(rolls[seat] for seat in contenders)
        contenders = [seat for seat in contenders if rolls[seat] == best]
    first = next(i for i, hid in enumerate(table) if hero(s, hid).seat == contenders[0])
    s.order = table[first:] + table[:first]
    s.initiative = {hid: rolls[hero(s, hid).seat] for hid in table if hero(s, hid).seat in rolls}
    s.turn_index = 0
    events.append(Event(kind="round_started", params={"round": s.round, "who_type": ref(s.order[0])}))
    begin_turn(s, events)


def begin_turn(s: DarkTombState, events: list[Event]) -> None:
    h = hero(s, s.order[s.turn_index])
    s.acted, s.moved = False, False
    if h.pos is None:  # only the familiar is left in this slot
        _begin_familiar(s)
    else:
        s.phase, s.mp_left = "heroes", hero_move(h)
    events.append(Event(kind="turn_started", params={"who_type": ref(s.order[s.turn_index]), "seat": h.seat}))


def _begin_familiar(s: DarkTombState) -> None:
    fam = familiar_of(s, s.order[s.turn_index])
    assert fam is not None
    s.phase, s.mp_left, s.acted, s.moved = "familiar", content().familiars[fam.id].move, False, False


def end_turn(s: DarkTombState, events: list[Event]) -> None:
    """After a hero, its familiar plays (DT-FAM-1); after the last, the monster phase (DT-MON-1)."""
    fam = familiar_of(s, s.order[s.turn_index])
    if s.phase == "heroes" and fam is not None and fam.pos is not None:
        _begin_familiar(s)
        return
    while True:
        s.turn_index += 1
        if s.turn_index >= len(s.order):
            start_monster_phase(s, events)
            return
        if slot_alive(s, s.order[s.turn_index]):
            begin_turn(s, events)
            return


def start_monster_phase(s: DarkTombState, events: list[Event]) -> None:
    s.phase = "monsters"
    events.append(Event(kind="monster_phase", params={"round": s.round}))
    monsters.seismic(s, events)
    if check_stage_end(s, events):
        return
    s.monster_queue = monsters.activation_order(s)
    s.monster_index, s.monster_moved = 0, False
    if s.monster_seat is None:
        for uid in s.monster_queue:
            monsters.activate(s, uid, events)
            if check_stage_end(s, events):
                return
        end_monster_phase(s, events)
    else:
        skip_gone_monsters(s, events)


def skip_gone_monsters(s: DarkTombState, events: list[Event]) -> None:
    """Monster player: move past monsters that no longer exist; end the phase after the last."""
    while s.monster_index < len(s.monster_queue) and monsters.monster_index(s, s.monster_queue[s.monster_index]) is None:
        s.monster_index += 1
    if s.monster_index >= len(s.monster_queue):
        end_monster_phase(s, events)


def next_monster(s: DarkTombState, events: list[Event]) -> None:
    s.monster_index += 1
    s.monster_moved = False
    if not check_stage_end(s, events):
        skip_gone_monsters(s, events)


def end_monster_phase(s: DarkTombState, events: list[Event]) -> None:
    """Shield and stealth last until the end of this monster phase (DT-SPEC-2, DT-SPEC-3)."""
    s.heroes = [h.model_copy(update={"shield": 0, "stealth": False}) if h.shield or h.stealth else h for h in s.heroes]
    s.monster_queue = []
    if not check_stage_end(s, events):
        start_round(s, events)


def check_stage_end(s: DarkTombState, events: list[Event]) -> bool:
    """Stage won (all tiles up, no monster left) or lost (nobody left); then the next stage,
    a retry, or the end of the game (DT-END-1..5)."""
    if s.finished:
        return True
    won = all(t.revealed for t in s.tiles) and not s.monsters
    lost = not any(h.pos is not None for h in s.heroes) and not any(f.pos is not None for f in s.familiars)
    if not (won or lost):
        return False
    if won:
        s.stages_won.append(s.stage)
        s.stage_order.pop(0)
        events.append(Event(kind="stage_won", params={"stage": s.stage, "stage_type": ref(f"stage_{s.stage}")}))
        if not s.stage_order:
            s.finished, s.won, s.phase = True, True, "over"
            events.append(Event(kind="game_won", params={"stages": len(s.stages_won)}))
            return True
        s.stage, s.attempt = s.stage_order[0], 1
    else:
        events.append(Event(kind="stage_lost", params={"stage": s.stage, "stage_type": ref(f"stage_{s.stage}")}))
        if s.retries_left <= 0:
            s.finished, s.won, s.phase = True, False, "over"
            events.append(Event(kind="game_lost", params={"stage": s.stage, "stage_type": ref(f"stage_{s.stage}")}))
            return True
        s.retries_left -= 1
        s.attempt += 1
    lay_out_stage(s, events)
    start_round(s, events)
    return True
