"""A game's public state as the page and its JSON show it: whose move, scores, clock, and every step with
its log line, its alt text and its pictures' addresses.  Built from :mod:`web.steps` (public views and
public events only), the texts of a step kept once written (they never change), and each version's
state kept once assembled: a long game's state is hundreds of steps, too much work to redo on the event
loop for every page, picture and live page asking at that version, so it is built in a thread, once."""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Sequence

from pydantic import BaseModel

from core.i18n import t
from core.storage import GameStatus, Store, TimerKind
from render import GameRenderer, renderer
from web.narration import Names, Narrator
from web.pictures import has_shot
from web.settings import page_path
from web.steps import Step, Steps

TEXTS_KEPT = 50_000
"""Step texts (a log line and an alt text, about 1 KiB) kept across games."""
STATES_KEPT = 32
"""Assembled states (one per game, version and language; about 1 KiB a step) kept for the pages asking."""
DEADLINE_FORMAT = "%Y-%m-%d %H:%M"


class GameName(BaseModel):
    kind: str
    name: str


class Status(BaseModel):
    headline: str
    to_act: list[str]
    scores: list[str]
    clock: str | None


class StepInfo(BaseModel):
    n: int
    log: str
    alt: str
    picture: str
    animation: str | None


class PublicState(BaseModel):
    """``state.json`` and the websocket's ``state`` message (see the Web API contract in the README)."""

    version: int
    game: GameName
    over: bool
    status: Status
    steps: list[StepInfo]


class Story:
    """Writes public states, keeping each step's texts per language."""

    def __init__(self, store: Store, narrator: Narrator) -> None:
        self._store = store
        self._narrator = narrator
        self._texts: OrderedDict[tuple[int, int, str], tuple[str, str]] = OrderedDict()
        self._states: OrderedDict[tuple[int, int, str], tuple[PublicState, str]] = OrderedDict()
        self._writing: dict[tuple[int, str], asyncio.Lock] = {}

    async def names(self, steps: Steps, lang: str) -> Names:
        return await self._narrator.names(steps.record, lang)

    async def state(self, steps: Steps, lang: str) -> PublicState:
        return (await self._assembled(steps, lang))[0]

    async def state_json(self, steps: Steps, lang: str) -> str:
        """:meth:`state` as ``state.json`` sends it."""
        return (await self._assembled(steps, lang))[1]

    async def _assembled(self, steps: Steps, lang: str) -> tuple[PublicState, str]:
        record = steps.record
        key = (record.id, record.version, lang)
        kept = self._states.get(key)
        if kept is not None:
            self._states.move_to_end(key)
            return kept
        names = await self.names(steps, lang)
        writing = self._writing.setdefault((record.id, lang), asyncio.Lock())
        async with writing:  # written once, however many ask at the same time
            assembled = self._states.get(key)
            if assembled is None:
                status = await self.status(steps, lang, names)
                texts = [self._texts.get((record.id, step.action_n, lang)) for step in steps.steps]
                written, fresh = await asyncio.to_thread(self._assemble, steps, lang, names, texts, status)
                for step, step_texts in written:
                    self._texts[(record.id, step.action_n, lang)] = step_texts
                while len(self._texts) > TEXTS_KEPT:
                    self._texts.popitem(last=False)
                self._states[key] = assembled = fresh
                while len(self._states) > STATES_KEPT:
                    self._states.popitem(last=False)
        if not writing.locked():
            self._writing.pop((record.id, lang), None)
        return assembled

    def _assemble(self, steps: Steps, lang: str, names: Names, texts: Sequence[tuple[str, str] | None],
                  status: Status) -> tuple[list[tuple[Step, tuple[str, str]]], tuple[PublicState, str]]:
        """The state and its JSON, with the texts of the steps that had none (``None`` in ``texts``) written;
        run in a thread."""
        record, game = steps.record, steps.game
        drawer = renderer(game.info.id)
        written = []
        base = page_path(record.share_id or "")
        infos = []
        for step, known in zip(steps.steps, texts):
            if known is None:
                known = self._write(drawer, steps, step, lang, names)
                written.append((step, known))
            log, alt = known
            infos.append(StepInfo(
                n=step.n, log=log, alt=alt, picture=f"{base}/step/{step.n}.png?lang={lang}",
                animation=f"{base}/step/{step.n}.gif?lang={lang}" if has_shot(steps, step) else None))
        state = PublicState(version=record.version, game=GameName(kind=game.info.id, name=t(game.info.name_key, lang)),
                            over=steps.over, status=status, steps=infos)
        return written, (state, state.model_dump_json())

    def _write(self, drawer: GameRenderer, steps: Steps, step: Step, lang: str, names: Names) -> tuple[str, str]:
        """A step's log line and alt text."""
        if step.seat is None:
            log = t("web.log.setup", lang)
        else:
            log = "\n".join(self._narrator.log_lines(steps.game, step.seat, step.public_events, lang, names))
        return log, drawer.alt_text(step.public_view, names=dict(names), lang=lang, result=step.result)

    async def status(self, steps: Steps, lang: str, names: Names) -> Status:
        """Whose move, the scores and the clock, or the result (the page's and the Activity's status)."""
        record, game, last = steps.record, steps.game, steps.last
        if last.result is not None:
            lines = self._narrator.result_lines(record, last.result, lang, names)
            return Status(headline=t("web.status.over", lang), to_act=[], scores=lines, clock=None)
        if steps.over:
            return Status(headline=t("web.status.ended_early", lang), to_act=[], scores=[], clock=None)
        to_act = sorted(game.to_act(steps.last_state))
        headline = t("web.status.turn", lang, turn=game.turn_number(steps.last_state), unit=game.info.turn_unit)
        return Status(headline=headline, to_act=[names.get(seat, "?") for seat in to_act],
                      scores=self._narrator.score_lines(game, last.public_view, lang, names),
                      clock=await self._clock(steps, lang, names))

    async def _clock(self, steps: Steps, lang: str, names: Names) -> str | None:
        """The deadline of the move awaited, if the game has a clock."""
        record = steps.record
        if record.pace_hours is None or record.status is not GameStatus.ACTIVE:
            return None
        deadlines = [timer for timer in await self._store.timers_of(record.id)
                     if timer.kind == TimerKind.TIMEOUT and timer.fired_at is None and timer.game_version == record.version]
        if not deadlines:
            return None
        first = min(deadlines, key=lambda timer: timer.due_at)
        return t("web.clock", lang, player=names.get(first.seat, "?"), deadline=first.due_at.strftime(DEADLINE_FORMAT))
