"""Bot support: states consistent with one seat's view, and a progress estimate for cut-off searches.

Hidden here are the face-down tiles (which tile lies in which slot, turned how) and the order of the
monster and item piles.  ``sample_state`` lays the stage's unrevealed tiles in the face-down slots at
random and deals the piles from the monsters and items nobody has seen yet.
"""

from __future__ import annotations

import random
from collections import Counter

from rules.core import BotSupport, Rng, Seat
from rules.darktomb import board
from rules.darktomb.content import content
from rules.darktomb.flow import active_familiar, active_hero
from rules.darktomb.legal import legal_actions
from rules.darktomb.model import (
    TILE, Attempt, CardKind, DarkTombAction, DarkTombState, DarkTombView, Drop, DropItem, Familiar, Hero, ItemKind, Monster,
    MonsterMove, Move, PickUp, PlacedTile, Reveal, Take, UseCard,
)
from rules.darktomb.playout import choose_action
from rules.darktomb.setup import item_instances
from rules.darktomb.stats import card, floats, hero_move, ice_free, item_spec, max_hp

ITERATION_COST = 4.0  # pathfinding makes each move several times dearer than in the card games
MAX_ROLLOUT = 4  # a hero turn or so; the health and monster count judge the rest
PLAYOUT_HINTS = 3  # careful-party draws whose moves make the search's menu
HEALTH_WEIGHT = 0.5  # share of the estimate given to the heroes' health, the rest to the stage's progress
SLAIN_SHARE = 0.6  # of the progress: monsters slain (the rest: tiles turned up)


def sample_state(view: DarkTombView, seat: Seat, rng: random.Random) -> DarkTombState:
    """A state this seat cannot tell from the real one; unseen tiles and piles are dealt at random."""
    spec = content().stages[view.stage]
    heroes = [Hero(id=h.id, seat=h.seat, pos=h.pos, hp=h.hp, items=list(h.items), last_action=h.last_action,
                   shield=h.shield, stealth=h.stealth) for h in view.heroes]
    tiles, terrain = _layout(view, rng)
    active = view.active if view.phase in ("heroes", "familiar") else None
    master = next((f.master for f in view.familiars if f.id == active), active)
    return DarkTombState(
        options=view.options,
        rng=Rng(seed=rng.getrandbits(32)),
        seats=1 + max([h.seat for h in view.heroes] + [view.monster_seat or 0]),
        monster_seat=view.monster_seat,
        stage_order=list(view.stage_order),
        stage=view.stage,
        attempt=view.attempt,
        retries_left=view.retries_left,
        stages_won=list(view.stages_won),
        terrain=terrain,
        tiles=tiles,
        heroes=heroes,
        familiars=[Familiar(id=f.id, master=f.master, pos=f.pos, hp=f.hp, feral=f.feral) for f in view.familiars],
        monsters=[Monster(uid=m.uid, spec=m.spec, pos=m.pos, hp=m.hp, max_hp=m.max_hp) for m in view.monsters],
        monster_deck=_unseen(list(spec.monsters), [m.spec for m in view.monsters], view.monster_deck_size, rng),
        item_deck=_unseen(item_instances(spec.items),
                          [i for h in heroes for i in h.items] + [i for d in view.drops for i in d.items]
                          + list(view.spent), view.item_deck_size, rng),
        cubes=list(view.cubes),
        drops=[Drop(pos=d.pos, items=list(d.items)) for d in view.drops],
        spent=list(view.spent),
        heroes_at_start=view.heroes_at_start,
        monster_count=view.monster_count,
        round=view.round,
        order=list(view.order),
        initiative=dict(view.initiative),
        turn_index=view.order.index(master) if master in view.order else 0,
        phase=view.phase,
        mp_left=view.mp_left,
        moved=view.moved,
        acted=view.acted,
        monster_index=view.monster_index,
        monster_queue=list(view.monster_queue),
        monster_moved=view.monster_moved,
        finished=view.finished,
        won=view.won,
    )


def _unseen(pool: list[str], seen: list[str], size: int, rng: random.Random) -> list[str]:
    """``size`` components of ``pool`` not among ``seen`` (copies counted), in random order."""
    left = Counter(pool)
    left.subtract(c for c in seen if left[c] > 0)
    out = sorted(left.elements())
    rng.shuffle(out)
    return out[:size]


def _layout(view: DarkTombView, rng: random.Random) -> tuple[list[PlacedTile], list[str]]:
    """Revealed tiles as shown; the stage's other tiles shuffled into the face-down slots, turned at random."""
    spec = content().stages[view.stage]
    shown = {slot: (tile, rotation) for tile, slot, rotation in view.open_tiles}
    rows_of = {t.id: t.rows for t in spec.tiles}
    hidden = sorted(t for t in rows_of if t not in {tile for tile, _ in shown.values()})
    rng.shuffle(hidden)
    grid = [[board.VOID] * view.cols for _ in range(view.rows)]
    for sq in view.squares:
        grid[sq.pos[0]][sq.pos[1]] = sq.terrain
    tiles = []
    slots = sorted((int(ch), (r, c)) for r, row in enumerate(spec.layout) for c, ch in enumerate(row) if ch.isdigit())
    start = next((r, c) for r, row in enumerate(spec.layout) for c, ch in enumerate(row) if ch == "S")
    for slot in [start] + [s for _, s in slots]:
        if slot in shown:
            tiles.append(PlacedTile(tile=shown[slot][0], slot=slot, rotation=shown[slot][1], revealed=True))
            continue
        tile = hidden.pop()
        tiles.append(PlacedTile(tile=tile, slot=slot, rotation=rng.randint(0, 3)))
        for r, row in enumerate(board.rotated(rows_of[tile], tiles[-1].rotation)):
            grid[slot[0] * TILE + r][slot[1] * TILE:slot[1] * TILE + TILE] = list(row)
    return tiles, ["".join(row) for row in grid]


def candidate_actions(state: DarkTombState, seat: Seat) -> list[DarkTombAction]:
    """A short menu that pursues the stage: what the careful party would do, every card played on a real
    target (attacks land on monsters, heals on the hurt), revealing while no monster is about, picking
    up, drinking, opening, giving and ending the turn.  Left out: the dozens of other squares a hero
    could walk or dash to and the idle attempts, which a search of sixty deals cannot tell apart, and
    the free moves that only undo each other (dropping what was picked up, taking back what was
    given), which put the monsters' blows beyond what the search looks ahead, so it went round them
    for ever.  A plank is
    dropped only when it is what keeps its hero from stepping anywhere (DT-MOVE-3, DT-SPEC-5), and
    lying planks are not picked up when they would do that, or the two would again undo each other."""
    legal = legal_actions(state, seat)
    hints = [choose_action(state, seat, random.Random(k), epsilon=0.0) for k in range(PLAYOUT_HINTS)]
    hero = active_hero(state) if state.phase == "heroes" and active_familiar(state) is None else None

    def kept(action: DarkTombAction) -> bool:
        if isinstance(action, (Move, MonsterMove, Take, Attempt)):
            return False  # walks and attempts: only those the careful party would make
        if isinstance(action, Reveal) and state.monsters:
            return False  # a second foe mid-fight: its blows fall after the look-ahead, the tile's worth before
        if isinstance(action, DropItem):
            return hero is not None and _is_plank(action.item) and _plank_blocks(state, hero)
        if isinstance(action, UseCard) and action.card is not None and hero is not None:
            return card(hero, action.card).kind is not CardKind.DASH
        return True
    menu = hints + [action for action in legal if kept(action)]  # the search drops the repeats
    if hero is not None and _picks_up_a_blocking_plank(state, hero):
        return [action for action in menu if not isinstance(action, PickUp)]
    return menu


def _plank_blocks(state: DarkTombState, hero: Hero) -> bool:
    """Whether the hero's plank, costing it a movement point (DT-SPEC-5), leaves it no step from its
    square on a whole turn's points that it would have without the plank."""
    if not any(_is_plank(item) for item in hero.items):
        return False
    without = hero.model_copy(update={"items": [item for item in hero.items if not _is_plank(item)]})
    return not _can_step(state, hero) and _can_step(state, without)


def _is_plank(item: str) -> bool:
    return item_spec(item).kind is ItemKind.PLANK


def _can_step(state: DarkTombState, hero: Hero) -> bool:
    assert hero.pos is not None
    reach = board.reachable(state, hero.pos, hero_move(hero), monster=False, floats=floats(hero), ice_free=ice_free(hero))
    return len(reach) > 1  # the start square is always in it


def _picks_up_a_blocking_plank(state: DarkTombState, hero: Hero) -> bool:
    """Picking up only what lies on the square, when a plank among it would block the hero as above."""
    if hero.pos is None or hero.pos in state.cubes:
        return False  # the cube's unknown item may be worth it
    lying = [item for drop in state.drops if drop.pos == hero.pos for item in drop.items]
    return any(map(_is_plank, lying)) and _plank_blocks(state, hero.model_copy(update={"items": [*hero.items, *lying]}))


def hint_action(state: DarkTombState, seat: Seat) -> DarkTombAction:
    """The careful party's move, which the strong bot keeps unless its search shows another clearly better.
    Without it the bot stood idle on a quiet map for rounds while quakes wore it down: walking on or
    turning a tile up pays only after the few moves a rollout plays (a revealed monster's blows land
    inside them, the stage's progress after), and sixty deals of hidden tiles and d20s cannot tell
    values that close apart, so the dice chose."""
    return choose_action(state, seat, random.Random(0), epsilon=0.0)


def evaluate(state: DarkTombState, seat: Seat) -> float:
    """Chance-like value in [0, 1] for the heroes (its complement for the monster player): their health,
    the stage's monsters slain and its tiles turned up (a stage is won with every tile up and no monster
    left, DT-END-1; without the tiles a turn spent exploring looked no better than one spent idle)."""
    health = sum(h.hp for h in state.heroes if h.pos is not None) / max(1, sum(max_hp(h) for h in state.heroes))
    total = len(content().stages[state.stage].monsters)
    slain = (state.monster_count - len(state.monsters)) / max(1, total)
    explored = sum(tile.revealed for tile in state.tiles) / max(1, len(state.tiles))
    stages = len(state.stages_won) / max(1, len(state.stages_won) + len(state.stage_order))
    progress = HEALTH_WEIGHT * health + (1 - HEALTH_WEIGHT) * (SLAIN_SHARE * slain + (1 - SLAIN_SHARE) * explored)
    value = (progress + stages) / 2
    return 1.0 - value if seat == state.monster_seat else value


SUPPORT = BotSupport[DarkTombState, DarkTombAction, DarkTombView](
    sample_state=sample_state, evaluate=evaluate, candidate_actions=candidate_actions, hint_action=hint_action,
    iteration_cost=ITERATION_COST, max_rollout=MAX_ROLLOUT,
)
