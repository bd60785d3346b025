"""Hand-built Dark Tomb positions for rule tests: an ASCII map, figures on it, scripted dice.

Map letters are the terrain legend of ``data/darktomb/stages.json`` plus figures standing on floor:
``1``–``4`` heroes (Dalia, Oash, Brakk, Ilse), ``e`` the ermine, lower-case letters monsters (given
as a mapping).  Every 4×4 block is one revealed tile unless listed in ``hidden``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules.core import Rng
from rules.darktomb.model import DarkTombOptions, DarkTombState, Familiar, Hero, Monster, PlacedTile, Pos
from rules.darktomb.stats import hero, hero_move, max_hp, monster_spec

HERO_MARKS = {"1": "dalia", "2": "oash", "3": "brakk", "4": "ilse"}


class ScriptedRng(Rng):
    """Returns the given die rolls in order (then seeded ones), so a test decides every roll."""

    rolls: tuple[int, ...] = ()

    def randint(self, low: int, high: int) -> int:
        if self.draws >= len(self.rolls):
            return super().randint(low, high)
        self.draws += 1
        value = self.rolls[self.draws - 1]
        assert low <= value <= high
        return value


def scenario(
    rows: Sequence[str],
    monsters: Mapping[str, str] | None = None,
    *,
    rolls: Sequence[int] = (),
    hidden: Sequence[Pos] = (),
    phase: str = "heroes",
    monster_seat: int | None = None,
    active: str | None = None,
    heroes_at_start: int | None = None,
) -> DarkTombState:
    """A state with this map, every figure placed, ``active`` (default: first hero) to act.

    A map without monsters or face-down tiles would be a won stage at once, so it gets one more row
    of face-down tiles below (walls), out of everyone's way.
    """
    monsters = dict(monsters or {})
    if not monsters and not hidden:
        width = max(len(r) for r in rows)
        hidden = [(len(rows), c) for c in range(0, width, 4)]
        rows = [*rows, *(["#" * width] * 4)]
    height, width = len(rows), max(len(r) for r in rows)
    assert height % 4 == 0 and width % 4 == 0, "maps are whole 4x4 tiles"
    terrain, heroes, familiars, foes = [], [], [], []
    for r, row in enumerate(rows):
        line = ""
        for c, ch in enumerate(row):
            if ch in HERO_MARKS:
                hero_id = HERO_MARKS[ch]
                heroes.append(Hero(id=hero_id, seat=0, pos=(r, c), hp=0))
                ch = "."
            elif ch == "e":
                familiars.append(Familiar(id="ermine", master="oash", pos=(r, c), hp=1))
                ch = "."
            elif ch in monsters:
                foes.append((ch, (r, c)))
                ch = "."
            line += ch
        terrain.append(line)
    heroes.sort(key=lambda h: list(HERO_MARKS.values()).index(h.id))
    heroes = [h.model_copy(update={"hp": max_hp(h)}) for h in heroes]
    if not any(f.master == "oash" for f in familiars) and any(h.id == "oash" for h in heroes):
        familiars.append(Familiar(id="ermine", master="oash", pos=None, hp=0))
    n = heroes_at_start or max(1, len(heroes))
    placed = []
    for i, (mark, pos) in enumerate(sorted(foes, key=lambda f: f[1])):
        spec = monster_spec(monsters[mark])
        placed.append(Monster(uid=f"m{i + 1}", spec=spec.id, pos=pos, hp=spec.hp[n - 1], max_hp=spec.hp[n - 1]))
    tiles = [PlacedTile(tile=f"T{r}{c}", slot=(r, c), revealed=(r * 4, c * 4) not in hidden)
             for r in range(height // 4) for c in range(width // 4)]
    order = [h.id for h in heroes]
    state = DarkTombState(
        options=DarkTombOptions(), rng=ScriptedRng(seed=0, rolls=tuple(rolls)), seats=1 if monster_seat is None else 2,
        monster_seat=monster_seat, stage_order=["I"], stage="I", terrain=terrain, tiles=tiles, heroes=heroes,
        familiars=familiars, monsters=placed, monster_deck=[], item_deck=[], heroes_at_start=n, monster_count=len(placed),
        order=order, phase=phase, round=1,
    )
    if active is not None and active in order:
        state.turn_index = order.index(active)
    if phase == "heroes" and heroes:
        state.mp_left = hero_move(hero(state, order[state.turn_index]))
    return state


def at(state: DarkTombState, pos: Pos) -> str | None:
    """Id of the figure on ``pos`` (hero, familiar or monster spec), else None."""
    for h in state.heroes:
        if h.pos == pos:
            return h.id
    for f in state.familiars:
        if f.pos == pos:
            return f.id
    for m in state.monsters:
        if m.pos == pos:
            return m.spec
    return None


def monster_pos(state: DarkTombState, spec: str) -> Pos:
    return next(m.pos for m in state.monsters if m.spec == spec)
