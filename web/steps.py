"""Every step of a game, from the setup (step 0) to its last move, rebuilt from the stored action log.

The rules replay the log as ``/game replay`` does (the seed never leaves the server); each step keeps
only the public view after it and the public events of its action, so nothing built from a step can
show a hand.  A game's steps are kept per game and extended when it moves on: only the log from the last
step's action on is read (a long game's whole log, parsed on the event loop at every move, held it for
milliseconds), and a taken-back action replays from the start; the replay runs in a thread so the event
loop keeps answering.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass

from pydantic import BaseModel

from core.service import Game, GameService
from core.storage import ActionRecord, GameRecord, Store
from rules.core import Event, Result, Seat

GAMES_KEPT = 64
"""Games whose steps stay in memory (the pages being watched); others are replayed when asked again."""


@dataclass(frozen=True, slots=True)
class Step:
    """One step: ``action_n`` is the log's number of its action (0 for the setup), which with the game names
    its picture for good (a taken-back action's number is never reused)."""

    n: int
    action_n: int
    seat: Seat | None
    public_events: tuple[Event, ...]
    public_view: BaseModel
    result: Result | None


@dataclass(frozen=True, slots=True)
class Steps:
    """A game's steps at one version, with the state after the last (to extend them when it moves on)."""

    record: GameRecord
    game: Game
    steps: tuple[Step, ...]
    last_state: BaseModel

    @property
    def over(self) -> bool:
        return not self.record.status.is_open

    @property
    def last(self) -> Step:
        return self.steps[-1]


class StepBook:
    """The steps of the games being looked at, rebuilt at most once per version whoever asks."""

    def __init__(self, store: Store, service: GameService) -> None:
        self._store = store
        self._service = service
        self._kept: OrderedDict[int, Steps] = OrderedDict()
        self._locks: dict[int, asyncio.Lock] = {}

    async def of(self, record: GameRecord) -> Steps:
        """The steps of a started game as ``record`` stands."""
        lock = self._locks.setdefault(record.id, asyncio.Lock())
        async with lock:
            kept = self._kept.get(record.id)
            if kept is not None and kept.record.version >= record.version:
                self._kept.move_to_end(record.id)
                return kept
            kept, todo = await self._unseen(record, kept)
            game = self._service.rules(record)
            steps = await asyncio.to_thread(_extend, record, game, kept, todo)
            self._kept[record.id] = steps
            self._kept.move_to_end(record.id)
            while len(self._kept) > GAMES_KEPT:
                dropped, _ = self._kept.popitem(last=False)
                self._locks.pop(dropped, None)
            return steps

    async def _unseen(self, record: GameRecord, kept: Steps | None) -> tuple[Steps | None, list[ActionRecord]]:
        """``kept`` and the live actions after its last step, read from that step's action on; or no steps
        and the whole live log if that action was taken back (only the last live action can be, so any
        undo since shows there)."""
        if kept is not None:
            last = kept.last.action_n
            entries = await self._store.actions(record.id, since=max(last, 1))
            if last == 0 or (entries and entries[0].n == last and not entries[0].undone):
                return kept, [entry for entry in entries if entry.n > last and not entry.undone]
        return None, [entry for entry in await self._store.actions(record.id) if not entry.undone]


def _extend(record: GameRecord, game: Game, kept: Steps | None, todo: Sequence[ActionRecord]) -> Steps:
    """``kept`` extended by the live actions ``todo``, or every step replayed from the setup without it."""
    if kept is not None:
        steps, state = list(kept.steps), kept.last_state
    else:
        assert record.seed is not None
        state = game.setup(record.roles, game.options_model.model_validate(record.options), record.seed)
        steps = [_step(game, 0, 0, None, (), state)]
    for entry in todo:
        state = game.apply(state, entry.seat, game.parse_action(entry.notation)).state
        steps.append(_step(game, len(steps), entry.n, entry.seat, entry.events, state))
    return Steps(record, game, tuple(steps), state)


def _step(game: Game, n: int, action_n: int, seat: Seat | None, events: Sequence[Event], state: BaseModel) -> Step:
    public = tuple(event for event in events if event.is_public)
    return Step(n, action_n, seat, public, game.view(state, None), game.result(state))
