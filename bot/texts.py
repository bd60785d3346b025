"""Texts the bot writes around the pictures: log lines, whose turn it is, results, status, lobby.

Everything public is built from the public view and public events only; a seat's private view is
used solely for that seat's own ephemeral or direct messages.  All words come from the catalog.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

import discord
from pydantic import BaseModel

from bot import presenters
from bot.presenters import presenter_for
from core.choosing import action_label as action_label  # the panel's labels, shared with the web
from core.i18n import has, t
from core.service import Game, Outcome, option_applies
from core.storage import GameRecord, MotionRecord, SeatRecord
from core.votes import STALL_DAYS, TIMEOUTS_BEFORE_VOTE, needed, voters
from rules.core import Event, HasEnergyBudget, HasTurnBudget, Result, Seat

Names = Mapping[Seat, str]
LABEL_LIMIT = 80  # Discord's button label limit; select option labels allow 100
MESSAGE_LIMIT = 2000  # Discord's message content limit
CLIPPED = "…"
LOG_BUDGET = 1800  # what the log of one action may take, leaving room for who is next or the result


def game_name(game: Game, lang: str) -> str:
    return t(game.info.name_key, lang)


def turn_params(game: Game, state: BaseModel) -> dict[str, Any]:
    """``turn`` and ``unit`` for a text saying where the game stands ("turn 8", Dark Tomb's "round 8")."""
    return {"turn": game.turn_number(state), "unit": game.info.turn_unit}


def channel_link(record: GameRecord) -> str:
    return f"https://discord.com/channels/{record.guild_id}/{record.channel_id}"


def mention(user_id: int) -> str:
    """A person's mention (it notifies them); a bot player, whose seat has a negative id, is named instead."""
    return f"<@{user_id}>" if user_id > 0 else f"🤖 **Bot {-user_id}**"


def motion_text(record: GameRecord, motion: MotionRecord) -> str:
    """A vote post: on a seat that keeps timing out, or, without a clock, one the table has waited on."""
    electorate = voters(record, motion.seat)
    timeouts = record.seats[motion.seat].timeouts
    common: dict[str, Any] = {"player": mention(motion.user_id), "needed": needed(len(electorate)),
                              "voters": len(electorate)}
    if record.pace_hours is None and timeouts < TIMEOUTS_BEFORE_VOTE:
        return t("vote.motion_stalled", record.locale, None, days=STALL_DAYS, **common)
    return t("vote.motion", record.locale, None, count=timeouts, **common)


def clip(text: str, limit: int = LABEL_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def event_texts(game: Game, events: Iterable[Event], lang: str, names: Names, *, seat: Seat | None = None) -> list[str]:
    return presenters.event_texts(game, list(events), lang, names, seat=seat)


def result_text(record: GameRecord, result: Result, lang: str, names: Names, *, mentions: bool = True) -> str:
    """Summary, the winners by name, then every seat's rank and score (a shared loss: who sat at the table).  With ``mentions`` each person is
    mentioned once, in their rank line: the final post tells the whole table, not only the winners."""
    lines = [t(result.summary_key, lang, names, **result.summary_params)]
    winners = sorted(result.winners)
    if winners:
        players = ", ".join(f"**{names.get(seat, '?')}**" for seat in winners)
        lines.append(t("bot.result.winners", lang, players=players, count=len(winners)))
    else:
        lines.append(t("bot.result.no_winner", lang))
    if winners:  # ranks mean something only when someone won
        for rank, seat in ranks(result, range(len(record.seats))):
            player = mention(record.user_of(seat)) if mentions else f"**{names.get(seat, '?')}**"
            key = "bot.result.rank_won" if seat in result.winners else "bot.result.rank"
            lines.append(t(key, lang, rank=rank, player=player, points=result.scores.get(seat, 0)))
    elif mentions:  # a shared loss: no points to list, but the final post still tells the whole table
        everyone = ", ".join(mention(record.user_of(seat)) for seat in range(len(record.seats)))
        lines.append(t("bot.result.table", lang, players=everyone))
    return "\n".join(lines)


def ranks(result: Result, seats: Iterable[Seat]) -> list[tuple[int, Seat]]:
    """Each seat with its rank, best first: winners ahead, then by score; tied seats share a rank (1, 1, 3)."""
    seated = list(seats)

    def standing(seat: Seat) -> tuple[bool, int]:
        return seat in result.winners, result.scores.get(seat, 0)
    return sorted((1 + sum(standing(other) > standing(seat) for other in seated), seat) for seat in seated)


def ender(record: GameRecord, names: Names) -> str:
    """Who ended the game early: a seated player by name (their mention is on the table line), anyone else
    (a server manager) mentioned."""
    by = record.ended_by
    seat = record.seat_of(by) if by is not None else None
    return f"**{names.get(seat, '?')}**" if seat is not None else mention(by) if by is not None else "—"


def ended_by(outcome: Outcome, lang: str, names: Names) -> str:
    return t("bot.abandoned", lang, game=game_name(outcome.game, lang), player=ender(outcome.record, names))


def table_line(record: GameRecord, lang: str) -> str:
    """Every person seated, mentioned: a game ended early tells the whole table."""
    people = ", ".join(mention(seat.user_id) for seat in record.seats if not seat.is_bot)
    return t("bot.ended.table", lang, players=people)


def acting_line(record: GameRecord, outcome: Outcome, lang: str, names: Names) -> str:
    """Who must act now, as mentions (so they get a notification), with the turn number; a person's seat
    on autopilot is named instead: its bot moves at once and the person is not called back."""
    players = ", ".join(f"🤖 **{names.get(seat, '')}**" if record.seats[seat].autopilot else mention(record.user_of(seat))
                        for seat in sorted(outcome.to_act))
    turn = outcome.game.turn_number(outcome.state)
    return presenter_for(outcome.game.info.id).acting_line(outcome.view(None), players, turn, lang)


@dataclass(frozen=True, slots=True)
class LoggedAction:
    """One action of the turn post's stretch of play, with how it came about."""

    seat: Seat
    events: Sequence[Event]
    by_clock: bool = False  # the clock played it (a timeout, or a seat on autopilot)
    autopilot: bool = False


def turn_message(
    record: GameRecord, outcome: Outcome, actions: Sequence[LoggedAction], lang: str, names: Names, notes: Sequence[str] = ()
) -> str:
    """The channel's post for a stretch of play: what happened in it, the open question, ``notes``
    (who is away…), then who must act and a hint, or the result."""
    game = outcome.game
    lines: list[str] = []
    if not actions and not outcome.over:
        lines.append(t("bot.turn.started", lang, game=game_name(game, lang)))
    lines.extend(_log_lines(outcome, actions, lang, names))
    lines.extend(question_lines(outcome, lang, names))
    if outcome.result is not None:
        lines.append(result_text(record, outcome.result, lang, names))
        return _fit(lines, keep=1)
    if outcome.over:  # ended early: nobody is asked to move, everyone is told
        lines.append("\n".join([ended_by(outcome, lang, names), table_line(record, lang)]))
        return _fit(lines, keep=1)
    lines.extend(notes)
    bots_only = bool(outcome.to_act) and all(record.seats[seat].bot_playing for seat in outcome.to_act)  # none to press Play
    lines.append(f'{acting_line(record, outcome, lang, names)} {t("bot.turn.bot_hint" if bots_only else "bot.turn.hint", lang)}')
    return _fit(lines, keep=1)


def moves_message(outcome: Outcome, actions: Sequence[LoggedAction], lang: str, names: Names) -> str:
    """Only the log lines of ``actions``: what a turn post keeps once a newer post has taken over from it."""
    return "\n".join(_log_lines(outcome, actions, lang, names))[:MESSAGE_LIMIT]


def moves_that_fit(outcome: Outcome, actions: Sequence[LoggedAction], lang: str, names: Names) -> int:
    """How many of the first ``actions`` :func:`moves_message` shows whole in one message (at least one:
    a single action's log is kept within :data:`LOG_BUDGET`)."""
    length = -1  # no newline before the first line
    for count, action in enumerate(actions):
        length += sum(len(line) + 1 for line in _log_lines(outcome, [action], lang, names))
        if length > MESSAGE_LIMIT:
            return max(1, count)
    return len(actions)


def _log_lines(outcome: Outcome, actions: Sequence[LoggedAction], lang: str, names: Names) -> list[str]:
    game = outcome.game
    presenter = presenter_for(game.info.id)
    lines: list[str] = []
    for action in actions:
        actor = names.get(action.seat, "")
        if action.by_clock:
            key = "vote.autopilot.played" if action.autopilot else "clock.timeout"
            lines.append(t(key, lang, player=f"**{actor}**"))
        lines.extend(presenter.log_lines(game, actor, action.events, lang, names, LOG_BUDGET))
    return lines


def _fit(lines: list[str], keep: int) -> str:
    """The lines within Discord's 2000 characters: the oldest log lines go first, never the last ``keep``
    (who is next and the hint, or the result); a first line :data:`CLIPPED` says some were left out."""
    tail = "\n".join(lines[-keep:])[: MESSAGE_LIMIT // 2]
    head = lines[:-keep]
    while head and len("\n".join([CLIPPED, *head])) + len(tail) + 1 > MESSAGE_LIMIT:
        head = head[1:]
    shown = ([CLIPPED] if len(head) < len(lines) - keep else []) + head
    return "\n".join([*shown, tail])[:MESSAGE_LIMIT]


def clipped(content: str) -> bool:
    """Whether :func:`turn_message` left its oldest lines out to fit in one message."""
    return content.startswith(CLIPPED + "\n")


def question_lines(outcome: Outcome, lang: str, names: Names) -> list[str]:
    """The open question (a shared cost, a reaction with its default), from the public view."""
    if not outcome.over:
        presenter = presenter_for(outcome.game.info.id)
        return presenter.question_lines(outcome.game, outcome.state, outcome.view(None), outcome.to_act, lang, names)
    return []


def status_text(record: GameRecord, outcome: Outcome, lang: str, names: Names) -> str:
    """Whose turn, what is left of it and the scores, from the public view."""
    game, state = outcome.game, outcome.state
    public = outcome.view(None)
    lines = [t("bot.status.title", lang, game=game_name(game, lang), **turn_params(game, state))]
    if outcome.result is not None:
        lines.append(result_text(record, outcome.result, lang, names))
        return "\n".join(lines)
    if outcome.over:  # ended early: who did, and that nobody plays any more; nobody is "to play"
        lines += [ended_by(outcome, lang, names), t("table.status.ended_early", lang)]
        return "\n".join(lines)
    lines.append(t("bot.status.to_act", lang, players=", ".join(names[s] for s in sorted(outcome.to_act))))
    if isinstance(public, HasTurnBudget) and public.actions_left:
        lines.append(t("bot.status.actions_left", lang, count=public.actions_left))
    if isinstance(public, HasEnergyBudget) and public.energy_left:
        lines.append(t("bot.status.energy_left", lang, count=public.energy_left))
    lines.extend(presenter_for(game.info.id).score_lines(public, lang, names))
    return "\n".join(lines)


def log_lines(game: Game, entries: Sequence[tuple[Seat, Sequence[Event]]], lang: str, names: Names) -> list[str]:
    """The public events of each logged action laid out as the turn post does (so what the game did by
    itself after an action, such as Dark Tomb's monster phase, is not credited to who acted)."""
    presenter = presenter_for(game.info.id)
    return [
        line
        for seat, events in entries
        if event_texts(game, events, lang, names)
        for line in presenter.log_lines(game, names.get(seat, "?"), events, lang, names, LOG_BUDGET)
    ]


# ---------------------------------------------------------------- lobby


def option_label(game: Game, field: str, value: Any, lang: str) -> str:
    """``option.<game>.<field>.<value>`` if the catalog has it, else the value itself (numbers)."""
    raw = value.value if isinstance(value, Enum) else value
    key = f"option.{game.info.id}.{field}.{raw}"
    return t(key, lang) if has(key, lang) else str(raw)


def option_name(game: Game, field: str, lang: str) -> str:
    return t(f"option.{game.info.id}.{field}", lang)


def role_name(game: Game, role: str | None, lang: str) -> str:
    if role is None:
        return t("bot.lobby.any_role", lang)
    sizes = range(game.info.min_players, game.info.max_players + 1)
    choice = next((r for n in sizes for r in game.roles(n) if r.id == role), None)
    return t(choice.name_key, lang) if choice else role


def _seated(seat: SeatRecord, lang: str) -> str:
    """A lobby line's player: a person's mention, or a bot player with its level."""
    if seat.bot_level is None:
        return mention(seat.user_id)
    return f"{mention(seat.user_id)} ({t(f'bot.level.{seat.bot_level}', lang)})"


def lobby_embed(record: GameRecord, game: Game, lang: str) -> discord.Embed:
    """The lobby card: players with their roles, options, and how to join."""
    info = game.info
    embed = discord.Embed(
        title=t("bot.lobby.title", lang, game=game_name(game, lang)),
        description=t(
            "bot.lobby.description", lang, host=mention(record.host_id), min=info.min_players, max=info.max_players
        ),
        colour=discord.Colour.dark_gold(),
    )
    players = [
        t("bot.lobby.player_line", lang, player=_seated(seat, lang), role=role_name(game, seat.role, lang))
        if game.roles(info.max_players)
        else _seated(seat, lang)
        for seat in record.seats
    ]
    heading = t("bot.lobby.players", lang, count=len(record.seats), max=info.max_players)
    embed.add_field(name=heading, value="\n".join(players), inline=False)
    options = game.options_model.model_validate(record.options)
    shown = [
        t("bot.lobby.option_line", lang, option=option_name(game, key, lang), value=option_label(game, key, value, lang))
        for key, value in options
        if option_applies(game.options_model, key, len(record.seats))
    ]
    if shown:
        embed.add_field(name=t("bot.lobby.options", lang), value="\n".join(shown), inline=False)
    pace = t("clock.lobby.pace", lang, hours=record.pace_hours) if record.pace_hours else t("clock.lobby.no_pace", lang)
    embed.add_field(name=t("clock.lobby.pace_heading", lang), value=pace, inline=False)
    embed.set_footer(text=t("bot.lobby.footer", lang))
    return embed


def closed_lobby_embed(record: GameRecord, game: Game, lang: str, key: str) -> discord.Embed:
    """The lobby card once the game started or was cancelled (``key`` says which)."""
    embed = lobby_embed(record, game, lang)
    embed.set_footer(text=t(key, lang))
    return embed
