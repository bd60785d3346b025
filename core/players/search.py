"""One small information-set Monte Carlo tree search over any :class:`rules.core.GameRules`.

Each iteration deals a full state from the searching seat's view (the game's ``sample_state``), walks
the tree of action notations with UCT, counting a child as available only when it is legal in that
deal (Cowling, Powley and Whitehouse's single-observer ISMCTS), expands one action, plays the game's
own ``playout_action`` for a few moves and scores the end: 1 for a winner, 0 otherwise, or the
game's ``evaluate`` guess when the rollout stops before the end.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from core.players.support import Support, support_for
from rules.core import GameRules, Seat

EXPLORATION = 0.7  # UCT constant for rewards in [0, 1]
NEUTRAL = 0.5  # value of an unfinished game when the game gives no estimate


@dataclass
class Node:
    mover: Seat = -1  # who played the action leading here
    visits: int = 0
    total: float = 0.0  # summed reward of ``mover``
    squares: float = 0.0  # summed squared reward, for how sure ``mean`` is
    available: int = 0  # iterations in which this action was legal
    children: dict[str, Node] = field(default_factory=dict)

    def ucb(self) -> float:
        return self.total / self.visits + EXPLORATION * math.sqrt(math.log(self.available) / self.visits)

    def mean(self) -> float:
        return self.total / self.visits

    def standard_error(self) -> float:
        variance = max(0.0, self.squares / self.visits - self.mean() ** 2)
        return math.sqrt(variance / self.visits)


@dataclass(frozen=True)
class Budget:
    iterations: int
    rollout_depth: int
    deadline: float  # ``time.perf_counter()`` value after which no new iteration starts


def menu(game: GameRules[Any, Any, Any], support: Support, state: BaseModel, seat: Seat) -> list[tuple[str, Any]]:
    """The actions the search considers for ``seat``, by notation (a finite menu for continuous games)."""
    actions = support.candidate_actions(state, seat) if support.candidate_actions else game.legal_actions(state, seat)
    out: dict[str, Any] = {}
    for action in actions:
        out.setdefault(game.notation(action), action)
    return list(out.items())


def search(game: GameRules[Any, Any, Any], view: BaseModel, seat: Seat, budget: Budget,
           rng: random.Random) -> dict[str, Node]:
    """Root children after the search: each action the seat may take, with its visits and value."""
    support = support_for(game)
    root = Node(mover=seat)
    for i in range(budget.iterations):
        if i and time.perf_counter() > budget.deadline:
            break
        state = support.sample_state(view, seat, rng)
        path, state = _descend(game, support, root, state, seat, rng)
        reward = _rollout(game, support, state, budget.rollout_depth, rng)
        for node in path:
            value = reward(node.mover)
            node.visits += 1
            node.total += value
            node.squares += value * value
    return root.children


def _descend(game: GameRules[Any, Any, Any], support: Support, root: Node, state: Any, seat: Seat,
             rng: random.Random) -> tuple[list[Node], Any]:
    """Select by UCT among the actions legal in this deal, expanding the first untried one met."""
    node, path = root, list[Node]()
    while game.result(state) is None:
        movers = game.to_act(state)
        if not movers:
            break
        mover = seat if node is root else min(movers)
        options = menu(game, support, state, mover)
        if not options:
            break
        for key, _ in options:
            if key in node.children:
                node.children[key].available += 1
        untried = [(k, a) for k, a in options if k not in node.children]
        if untried:
            key, action = untried[rng.randrange(len(untried))]
            child = node.children[key] = Node(mover=mover, available=1)
            return path + [child], game.apply(state, mover, action).state
        key, action = max(options, key=lambda o: node.children[o[0]].ucb())
        node = node.children[key]
        path.append(node)
        state = game.apply(state, mover, action).state
    return path, state


def _rollout(game: GameRules[Any, Any, Any], support: Support, state: Any, depth: int,
             rng: random.Random) -> Callable[[Seat], float]:
    """Play the game's rollout policy (its careful random playout unless it names a better one) for
    ``depth`` moves, then score every seat."""
    policy = support.rollout_action or game.playout_action
    for _ in range(depth):
        movers = game.to_act(state)
        if game.result(state) is not None or not movers:
            break
        mover = min(movers)
        state = game.apply(state, mover, policy(state, mover, rng)).state
    result = game.result(state)
    if result is not None:
        return lambda s: 1.0 if s in result.winners else 0.0
    evaluate = support.evaluate
    if evaluate is None:
        return lambda s: NEUTRAL
    cache: dict[Seat, float] = {}
    return lambda s: cache[s] if s in cache else cache.setdefault(s, evaluate(state, s))
