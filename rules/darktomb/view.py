"""What a seat (or the public) may know: the only way game data leaves the rules.

Face-down tiles show only that they are there ("?"), the monster and item piles only their size,
and the RNG never (DT-HIDE-1).  Heroes' cards and items are public in the game; a seat's own view
adds a ``hand`` grouping its heroes' sheets for the private picture.
"""

from __future__ import annotations

from rules.core import Seat
from rules.darktomb import board
from rules.darktomb.content import content
from rules.darktomb.flow import active_familiar, active_hero
from rules.darktomb.model import (
    CardView,
    DarkTombState,
    DarkTombView,
    DropView,
    FamiliarView,
    HandView,
    Hero,
    HeroView,
    Monster,
    MonsterView,
    SquareView,
)
from rules.darktomb.stats import card, hero_armour, hero_move, max_hp, monster_spec

SHOWN_AS_FLOOR = {"M": ".", "T": "."}


def build_view(s: DarkTombState, viewer: Seat | None, to_act: frozenset[Seat]) -> DarkTombView:
    rows, cols = board.size(s)
    squares = []
    for r in range(rows):
        for c in range(cols):
            pos = (r, c)
            letter = board.terrain(s, pos)
            if letter == board.VOID:
                continue
            shown = SHOWN_AS_FLOOR.get(letter, letter) if board.revealed(s, pos) else "?"
            squares.append(SquareView(pos=pos, terrain=shown))
    return DarkTombView(
        viewer=viewer, stage=s.stage, attempt=s.attempt, stages_won=tuple(s.stages_won), round=s.round,
        rows=rows, cols=cols, squares=tuple(squares),
        hidden_slots=tuple((t.slot[0] * 4, t.slot[1] * 4) for t in s.tiles if not t.revealed),
        heroes=tuple(_hero_view(h) for h in s.heroes),
        familiars=tuple(FamiliarView(id=f.id, master=f.master, pos=f.pos, hp=f.hp, feral=f.feral) for f in s.familiars),
        monsters=tuple(_monster_view(m) for m in s.monsters),
        cubes=tuple(s.cubes), drops=tuple(DropView(pos=d.pos, items=tuple(d.items)) for d in s.drops),
        order=tuple(s.order), initiative=dict(s.initiative), active=_active(s), phase=s.phase, mp_left=s.mp_left, acted=s.acted,
        monster_seat=s.monster_seat, monster_deck_size=len(s.monster_deck), item_deck_size=len(s.item_deck),
        to_act=to_act, finished=s.finished, won=s.won,
        options=s.options, stage_order=tuple(s.stage_order), retries_left=s.retries_left,
        open_tiles=tuple((t.tile, t.slot, t.rotation) for t in s.tiles if t.revealed), spent=tuple(s.spent),
        heroes_at_start=s.heroes_at_start, monster_count=s.monster_count, moved=s.moved,
        monster_queue=tuple(s.monster_queue), monster_index=s.monster_index, monster_moved=s.monster_moved,
        hand=None if viewer is None else _hand(s, viewer),
    )


def _hero_view(h: Hero) -> HeroView:
    spec = content().heroes[h.id]
    return HeroView(id=h.id, seat=h.seat, pos=h.pos, hp=h.hp, max_hp=max_hp(h), armour=hero_armour(h),
                    move=hero_move(h), attack=spec.attack, items=tuple(h.items), last_action=h.last_action,
                    shield=h.shield, stealth=h.stealth)


def _monster_view(m: Monster) -> MonsterView:
    spec = monster_spec(m.spec)
    return MonsterView(uid=m.uid, spec=m.spec, pos=m.pos, hp=m.hp, max_hp=m.max_hp, armour=spec.armour,
                       attack=spec.attack, damage=spec.damage, shape=spec.shape, range=spec.range, move=spec.move)


def _active(s: DarkTombState) -> str | None:
    if s.finished:
        return None
    if s.phase == "monsters":
        return s.monster_queue[s.monster_index] if s.monster_index < len(s.monster_queue) else None
    fam = active_familiar(s)
    h = active_hero(s)
    return fam.id if fam is not None else (h.id if h is not None else None)


def _hand(s: DarkTombState, seat: Seat) -> HandView:
    mine = [h for h in s.heroes if h.seat == seat]
    return HandView(
        heroes=tuple(h.id for h in mine),
        cards={h.id: tuple(CardView(index=i, spec=card(h, i), blocked=card(h, i).id == h.last_action)
                           for i in range(1, 5)) for h in mine},
    )
