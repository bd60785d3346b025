"""Bot support: full states consistent with one seat's view, and a score estimate for cut-off searches.

``sample_state`` rebuilds everything the view shows and deals everything it hides (face-down tiles
and their orientation, other hands, card piles, the discovery pile, the counter stack) at random from
the components that seat has not seen.  It never reads a real hidden value: it only gets the view.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable

from rules.aod import seats
from rules.aod.board import ALL_CELLS, SIZE, cell, entrance, tile_edges
from rules.aod.content import content
from rules.aod.cards import HAND_LIMIT, available, cards_of
from rules.aod.counters import SCORED_BY, object_points, unit_score
from rules.aod.legal import legal_actions
from rules.aod.model import (
    AodAction,
    AodOptions,
    AodState,
    AodView,
    CardType,
    Cell,
    Pos,
    Reload,
    CellView,
    CollapseShape,
    CounterKind,
    Claim,
    Figure,
    ObjectPlace,
    PlayEnergy,
    ScoreMark,
    Shoot,
    Side,
)
from rules.aod.playout import choose_action, move_towards
from rules.aod.turn import active_seat
from rules.core import BotSupport, Rng, Seat

SCORE_SCALE = 4.0  # points of lead that make a position look about 3 to 1 won
CARRIED_BASE = 0.4  # share of a carried counter's points counted however far from the start tile
ITERATION_COST = 0.5  # deals are cheap enough for twice the level's count (strong 480) within its time
PLAYOUT_HINTS = 6  # playout draws whose moves make the search's menu
FAR = 10  # steps from the start tile beyond which a carried counter counts only its base share
LYING_SHARE = 0.5  # share of a lying counter's points split between the units by nearness
REACH_OFFSET = 2.0  # nearness is 1 / (this + steps): a step matters, but no unit owns what it stands by
KNOCKED_OUT_STEPS = 3  # steps a figure lying down is behind (the turn it misses)
STEPS_PER_TURN = 3.0  # a figure's usual walk in one turn (a reload, an energy play, another)
BURIAL_SLOPE = 1.5  # how sharply the burial guess turns from safe to lost per turn of margin


def sample_state(view: AodView, seat: Seat, rng: random.Random) -> AodState:
    """A state this seat cannot tell from the real one, with hidden parts dealt from what it has not seen."""
    hand = [c.id for c in view.hand or ()]
    draw, discard, hands = _deal_cards(view, seat, hand, rng)
    objects = {o.id: ObjectPlace(where=o.where, pos=o.pos, seat=o.seat) for o in view.objects}
    large = content().large_id
    stacked = sorted(o for o in content().objects if o not in objects and o != large)
    rng.shuffle(stacked)
    if large not in objects:
        stacked.append(large)
    objects.update({o: ObjectPlace(where="stack") for o in stacked})
    discovered = {c: s.seat for s in view.seats for c in s.discoveries}
    pile = sorted(c for c in content().discovery if c not in discovered)
    rng.shuffle(pile)
    active = view.active_seat if view.active_seat is not None else view.order[0]
    large_points = next((o.points for o in view.objects if o.kind is CounterKind.LARGE), 4)
    state = AodState(
        options=AodOptions(collapse=view.collapse, large_counter_points=large_points),
        rng=Rng(seed=rng.getrandbits(32)),
        seats=[s.character for s in view.seats],
        order=list(view.order),
        grid=_museum(view.cells, rng),
        start=view.start,
        figures=[Figure(character=f.character, pos=f.pos, knocked_out=f.knocked_out, lost=f.lost,
                        carrying=f.carrying) for f in view.figures],
        draw=draw,
        discard=discard,
        hands=hands,
        discovery_pile=pile,
        discovered=discovered,
        object_stack=stacked,
        objects=objects,
        bomb_holder=view.bomb_holder,
        bomb_pos=view.bomb_pos,
        bomb_exploded=view.bomb_exploded,
        bomb_exploded_turn=_exploded_turn(view),
        last_raid=view.last_raid,
        turn_seat_index=view.order.index(active),
        turn=view.turn,
        actions_left=view.actions_left,
        energy_left=view.energy_left,
        restarted=[view.figures[s.seat].knocked_out and not s.missing_next_turn
                   for s in view.seats],
        pending=view.pending,
        finished=view.finished,
    )
    state.marks = [ScoreMark(unit=u, points=unit_score(state, u), tick=0) for u in seats.units(state)]
    return state


def _exploded_turn(view: AodView) -> int | None:
    """This turn if the view says the holder's turn brings no ring (the bomb went off in it), else an
    earlier one: that is all the collapse rhythm needs (AOD-COL-1)."""
    if not view.bomb_exploded:
        return None
    holder_playing = view.active_seat is not None and view.active_seat == view.bomb_holder
    return view.turn if holder_playing and view.falling_next and not view.falls_this_turn else view.turn - 1


def _museum(cells: Iterable[CellView], rng: random.Random) -> list[list[Cell]]:
    """Open tiles get a tile of the same shape and symbol; the others come from the unseen tiles."""
    unused = sorted(content().tiles)
    grid: dict[tuple[int, int], Cell] = {}
    unknown: list[CellView] = []
    for cv in cells:
        if cv.state != "open":
            unknown.append(cv)
            continue
        tile, rotation = next((t, r) for t in unused for r in range(4)
                              if content().tiles[t].symbol is cv.symbol and tile_edges(t, r) == cv.open_edges)
        unused.remove(tile)
        grid[cv.pos] = Cell(tile=tile, opened=True, rotation=rotation)
    rng.shuffle(unused)
    for cv, tile in zip(unknown, unused):
        grid[cv.pos] = Cell(tile=tile, rotation=rng.randint(0, 3), removed=cv.state == "removed")
    return [[grid[(r, c)] for c in range(SIZE)] for r in range(SIZE)]


def _deal_cards(view: AodView, seat: Seat, hand: list[str],
                rng: random.Random) -> tuple[dict[CardType, list[str]], dict[CardType, list[str]], list[list[str]]]:
    """Piles get cards of their type (the discard's known top value on top); the rest go to other hands."""
    draw: dict[CardType, list[str]] = {}
    discard: dict[CardType, list[str]] = {}
    loose: list[str] = []
    for kind in CardType:
        pool = sorted(c.id for c in content().cards.values() if c.type is kind and c.id not in hand)
        rng.shuffle(pool)
        top_value = view.discard_tops[kind]
        top = [next(c for c in pool if content().cards[c].value == top_value)] if top_value is not None else []
        pool = [c for c in pool if c not in top]
        below = view.discard_sizes[kind] - len(top)
        discard[kind] = pool[:below] + top
        draw[kind] = pool[below:below + view.draw_sizes[kind]]
        loose.extend(pool[below + view.draw_sizes[kind]:])
    rng.shuffle(loose)
    hands: list[list[str]] = []
    for public in view.seats:
        if public.seat == seat:
            hands.append(list(hand))
        else:
            hands.append(loose[:public.hand_size])
            loose = loose[public.hand_size:]
    return draw, discard, hands


def candidate_actions(state: AodState, seat: Seat) -> list[AodAction]:
    """What the purposeful playout would do under a few fixed draws, plus every claim and every shot
    with the whole ammunition: a short menu of moves that pursue the game.  The full legal menu
    (a dozen aimless tile turns, energy splits, claim-then-drop loops that never end a turn) drowns
    a search of a few hundred deals; a choice the game waits for keeps its whole menu.  A full hand
    without energy only reloads energy: another draw would just be swapped for a card and cost an
    action, and a search that sees no further than a turn keeps choosing that churn (life against
    shots) over walking on."""
    legal = legal_actions(state, seat)
    if state.pending is not None:
        return legal
    ammo = set(cards_of(state, seat, CardType.AMMO))
    first = _Watched(0)
    hints = [choose_action(state, seat, first)]
    if first.drawn:
        hints += [choose_action(state, seat, random.Random(k)) for k in range(1, PLAYOUT_HINTS)]
    if len(state.hands[seat]) >= HAND_LIMIT and not cards_of(state, seat, CardType.ENERGY):
        hints = [a for a in hints if not isinstance(a, Reload) or a.card_type is CardType.ENERGY] or hints
    return hints + _chase(state, seat) + [a for a in legal if isinstance(a, Claim)
                                          or (isinstance(a, Shoot) and set(a.cards) == ammo)]


class _Watched(random.Random):
    """A generator that notes whether anything was drawn from it: a playout move that drew nothing
    is the same under every seed, so the menu need not replay it (about half the menus)."""

    drawn = False

    def random(self) -> float:
        self.drawn = True
        return super().random()

    def getrandbits(self, k: int, /) -> int:
        self.drawn = True
        return super().getrandbits(k)


def _chase(state: AodState, seat: Seat) -> list[AodAction]:
    """Ways to go after a rival carrying a counter out: the purposeful playout never does (after
    the bomb it just waits at the start tile), so without these the search cannot even consider
    stepping back in to shoot the carrier of the large counter before it reaches the exit."""
    fig = state.figures[seat]
    if fig.carrying is not None or fig.pos is None:
        return []
    prey = {f.pos for s, f in enumerate(state.figures) if f.carrying is not None and f.pos is not None
            and f.pos != state.start and not f.knocked_out and seats.may_shoot_at(state, seat, s)}
    if not prey:
        return []
    if state.energy_left > 0:
        move = move_towards(state, seat, prey)
        return [move] if move is not None else []
    if state.actions_left <= 0:
        return []
    energy = cards_of(state, seat, CardType.ENERGY)
    out: list[AodAction] = [PlayEnergy(cards=tuple(energy))] if energy else []
    return out + [Reload(card_type=k) for k in (CardType.ENERGY, CardType.AMMO) if available(state, k)]


def evaluate(state: AodState, seat: Seat) -> float:
    """Chance-like value in [0, 1]: the seat's unit lead over the best rival, counting counters on
    their way out (more the nearer the start tile) as part of their carrier's score, and a share of
    the counters lying in the museum for whoever is nearer.  Without those shares a rollout of a
    turn sees no difference between waiting at the start and going for the counters, and the bot
    lets the rival take them."""
    mine = seats.unit_of(state, seat)
    buried = {s: _burial_risk(state, s) for s in range(len(state.figures))}
    values = {u: unit_score(state, u) + _on_the_way(state, u, buried) for u in seats.units(state)}
    for unit, share in _shares_to_come(state).items():
        values[unit] += share
    lead = values[mine] - max(v for u, v in values.items() if u != mine)
    return 1.0 / (1.0 + math.pow(3.0, -lead / SCORE_SCALE))


def _shares_to_come(state: AodState) -> dict[str, float]:
    """Each unit's share of the points lying in the museum, split by how near its figures are.  A
    counter carried off to be destroyed keeps a share for its side (which must knock the carrier
    out to get it back) that shrinks to nothing as the carrier nears the start tile."""
    out = dict.fromkeys(seats.units(state), 0.0)
    for counter, place in state.objects.items():
        kind = content().objects[counter].kind
        scorer = None if kind is CounterKind.LARGE else SCORED_BY[kind]
        points = LYING_SHARE * object_points(state, counter)
        if place.where == "cell" and place.pos is not None:
            _split(state, out, place.pos, scorer, points)
        elif place.where == "carried" and place.seat is not None and scorer is not None \
                and seats.side_of(state, place.seat) is not scorer:
            carrier = state.figures[place.seat].pos
            if carrier is not None and state.start is not None:
                _split(state, out, carrier, scorer, points * min(1.0, _walk(carrier, state.start) / FAR),
                       holder=place.seat)
    return out


def _split(state: AodState, out: dict[str, float], place: Pos, scorer: Side | None, points: float, *,
           holder: Seat | None = None) -> None:
    """Give ``points`` to the units that can score them, in proportion to nearness; a unit of the
    other side that is near takes its share away (it would carry the counter out to destroy it).
    ``holder`` carries the counter already."""
    reach: dict[str, float] = {}
    for unit in out:
        steps = [0.0 if s == holder else _steps(state, s, place) for s in seats.seats_of_unit(state, unit)]
        known = [d for d in steps if d is not None]
        reach[unit] = 1.0 / (REACH_OFFSET + min(known)) if known else 0.0
    total = sum(reach.values())
    if total <= 0:
        return
    for unit, r in reach.items():
        first = seats.seats_of_unit(state, unit)[0]
        if scorer is None or seats.side_of(state, first) is scorer:
            out[unit] += points * r / total


def _steps(state: AodState, seat: Seat, place: Pos) -> float | None:
    """Straight-line steps from the figure to the place.  A carrier's hands are full, so it
    counts from the start tile after bringing its counter out (else a carrier near other counters
    looks better placed than one that delivers); a figure lying down loses a turn."""
    fig = state.figures[seat]
    if fig.lost or fig.pos is None:
        return None
    here, extra = fig.pos, (KNOCKED_OUT_STEPS if fig.knocked_out else 0)
    if fig.carrying is not None and state.start is not None:
        here, extra = state.start, extra + _walk(fig.pos, state.start)
    return _walk(here, place) + extra


def _walk(a: Pos, b: Pos) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def _on_the_way(state: AodState, unit: str, buried: dict[Seat, float]) -> float:
    """Points the unit's carriers would score at the start tile, discounted by the walk left and by
    the chance of being buried on the way; a figure likely to be buried costs its point."""
    total = 0.0
    for carrier in seats.seats_of_unit(state, unit):
        total -= buried[carrier]
        fig = state.figures[carrier]
        if fig.carrying is None or fig.pos is None or state.start is None:
            continue
        kind = content().objects[fig.carrying].kind
        if kind is not CounterKind.LARGE and SCORED_BY[kind] is not seats.side_of(state, carrier):
            continue  # it will be destroyed, not scored (see _shares_to_come)
        walk = _walk(fig.pos, state.start)
        total += (1 - buried[carrier]) * object_points(state, fig.carrying) * (
            CARRIED_BASE + (1 - CARRIED_BASE) * max(0.0, 1 - walk / FAR))
    return total


def _burial_risk(state: AodState, seat: Seat) -> float:
    """Chance-like guess that the figure is still inside when the collapse cuts it off: the turns it
    needs to walk out against the rings left before the entrance falls.  Without it a cut-off
    rollout sees no cost in lingering or going back in once the bomb is set."""
    fig = state.figures[seat]
    if state.bomb_holder is None or state.start is None or fig.pos is None or fig.lost or fig.pos == state.start:
        return 0.0
    fallen = [p for p in ALL_CELLS if cell(state, p).removed] if state.bomb_exploded else []
    if not fallen and state.bomb_pos is not None:
        fallen = [state.bomb_pos]  # armed: it goes at the end of the holder's turn, then ring by ring
    if not fallen:
        return 0.0
    rings = _rings_to(state, entrance(state.start), fallen) + (0 if state.bomb_exploded else 1)
    if active_seat(state) == state.bomb_holder != seat and state.bomb_exploded_turn != state.turn:
        rings -= 1  # a ring falls before this figure moves again
    needed = _walk(fig.pos, state.start) / STEPS_PER_TURN + (1 if fig.knocked_out else 0)
    return 1.0 / (1.0 + math.exp(BURIAL_SLOPE * (rings - needed)))


def _rings_to(state: AodState, pos: Pos, fallen: list[Pos]) -> int:
    """Rings of the collapse before ``pos`` falls (the ring that brings it down included)."""
    if state.options.collapse is CollapseShape.KING:
        return min(max(abs(pos[0] - f[0]), abs(pos[1] - f[1])) for f in fallen)
    return min(_walk(pos, f) for f in fallen)


SUPPORT = BotSupport[AodState, AodAction, AodView](
    sample_state=sample_state, evaluate=evaluate, candidate_actions=candidate_actions, iteration_cost=ITERATION_COST,
)
