"""Texts the bot writes around the pictures: log lines, whose turn it is, results, status, lobby.

Everything public is built from the public view and public events only; a seat's private view is
used solely for that seat's own ephemeral or direct messages.  All words come from the catalog.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from enum import Enum
from typing import Any

import discord
from pydantic import BaseModel

from bot import darktomb_log
from core.i18n import has, t
from core.service import Game, Outcome
from core.storage import GameRecord
from rules.core import Event, Result, Seat

Names = Mapping[Seat, str]
LABEL_LIMIT = 80  # Discord's button label limit; select option labels allow 100
MESSAGE_LIMIT = 2000  # Discord's message content limit
LOG_BUDGET = 1800  # what the log of one action may take, leaving room for who is next or the result


def game_name(game: Game, lang: str) -> str:
    return t(game.info.name_key, lang)


def channel_link(record: GameRecord) -> str:
    return f"https://discord.com/channels/{record.guild_id}/{record.channel_id}"


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def clip(text: str, limit: int = LABEL_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def event_texts(game: Game, events: Iterable[Event], lang: str, names: Names, *, seat: Seat | None = None) -> list[str]:
    """Phrases of the events ``seat`` may see; with no seat, PUBLIC events only (shared texts)."""
    return [
        t(f"event.{game.info.id}.{event.kind}", lang, names, **event.params)
        for event in events
        if event.to is None or (seat is not None and seat in event.to)
    ]


def action_label(game: Game, state: BaseModel, seat: Seat, action: BaseModel, lang: str, names: Names) -> str:
    key, params = game.describe_action(state, seat, action)
    return t(key, lang, names, **params)


def result_text(record: GameRecord, result: Result, lang: str, names: Names) -> str:
    """Summary, winners and scores of a finished game."""
    lines = [t(result.summary_key, lang, names, **result.summary_params)]
    winners = sorted(result.winners)
    if winners:
        lines.append(t("bot.result.winners", lang, players=", ".join(mention(record.user_of(s)) for s in winners)))
    else:
        lines.append(t("bot.result.no_winner", lang))
    for seat, points in sorted(result.scores.items()):
        lines.append(t("bot.result.score", lang, names, seat=seat, points=points))
    return "\n".join(lines)


def next_to_act_text(record: GameRecord, outcome: Outcome, lang: str, names: Names) -> str:
    """Who must act now, as mentions (so they get a notification), with the turn number."""
    players = ", ".join(mention(record.user_of(seat)) for seat in sorted(outcome.to_act))
    turn = outcome.game.turn_number(outcome.state)
    if outcome.game.info.id == "darktomb":  # a solo player runs several heroes: name the one to move
        return darktomb_log.acting_line(outcome.game.view(outcome.state, None), players, turn, lang)
    return t("bot.turn.to_act", lang, players=players, turn=turn)


def turn_message(
    record: GameRecord, outcome: Outcome, lang: str, names: Names, notes: Sequence[str] = ()
) -> str:
    """The public post after an action: what happened, ``notes`` (who is away…), then who plays next or the result."""
    lines: list[str] = []
    happened = event_texts(outcome.game, outcome.events, lang, names)
    if outcome.game.info.id == "darktomb":  # a whole monster phase may ride on one action: a line each
        acted = names.get(outcome.seat, "") if outcome.seat is not None else None
        lines.extend(darktomb_log.log_lines(outcome.events, lang, names, acted, LOG_BUDGET))
    elif outcome.seat is not None:
        acted = names.get(outcome.seat, "")
        lines.append(t("bot.turn.log_line", lang, player=acted, events=" · ".join(happened) or "…"))
    elif happened:
        lines.append(" · ".join(happened))
    lines.extend(question_lines(outcome, lang, names))
    if outcome.result is not None:
        lines.append(result_text(record, outcome.result, lang, names))
    elif outcome.to_act:
        lines.extend(notes)
        lines.append(next_to_act_text(record, outcome, lang, names))
    return _fit(lines)


def _fit(lines: list[str]) -> str:
    """The lines within Discord's 2000 characters, cutting the log but never the last line (who is next)."""
    text = "\n".join(lines)
    if len(text) <= MESSAGE_LIMIT or len(lines) < 2:
        return text[:MESSAGE_LIMIT]
    last = lines[-1][: MESSAGE_LIMIT // 2]
    return clip("\n".join(lines[:-1]), MESSAGE_LIMIT - len(last) - 1) + "\n" + last


SHARED_SCOPES = ("each", "total")  # shared costs: every player asked may give (Underworld)


def shared_cost(public: BaseModel) -> Any | None:
    """An open cost that several players may pay into, from the public view; else None."""
    pending = getattr(public, "pending", None)
    if getattr(pending, "kind", None) != "cost" or getattr(pending, "scope", None) not in SHARED_SCOPES:
        return None
    return pending


def question_lines(outcome: Outcome, lang: str, names: Names) -> list[str]:
    """Who has put what into an open shared cost, and the default answer of an open prompt."""
    if outcome.result is not None:
        return []
    game, state = outcome.game, outcome.state
    public = game.view(state, None)
    lines: list[str] = []
    pending = shared_cost(public)
    if pending is not None:
        gifts = [
            t("bot.ask.gift", lang, names, seat=seat, count=count, item_type=getattr(item, "value", item))
            for seat, items in sorted(pending.given.items())
            for item, count in items.items()
            if count
        ]
        gifts += [t("bot.ask.passed", lang, names, seat=seat) for seat in pending.passed]
        key = "bot.ask.pool" if gifts else "bot.ask.pool_empty"
        lines.append(t(key, lang, names, seat=pending.seat, gifts=", ".join(gifts)))
    default = getattr(public, "pending_default", None)
    if default is not None and outcome.to_act:
        seat = min(outcome.to_act)
        action = game.parse_action(default)
        label = action_label(game, state, seat, action, lang, names)
        lines.append(t("bot.ask.default", lang, action=label))
    return lines



def status_text(record: GameRecord, outcome: Outcome, lang: str, names: Names) -> str:
    """Whose turn, what is left of it and the scores, from the public view."""
    game, state = outcome.game, outcome.state
    public = game.view(state, None)
    lines = [t("bot.status.title", lang, game=game_name(game, lang), turn=game.turn_number(state))]
    if outcome.result is not None:
        lines.append(result_text(record, outcome.result, lang, names))
        return "\n".join(lines)
    lines.append(t("bot.status.to_act", lang, players=", ".join(names[s] for s in sorted(outcome.to_act))))
    for field in ("actions_left", "energy_left"):
        value = getattr(public, field, None)
        if value:
            lines.append(t(f"bot.status.{field}", lang, count=value))
    lines.extend(_score_lines(public, lang, names))
    return "\n".join(lines)


def _score_lines(public: BaseModel, lang: str, names: Names) -> list[str]:
    """Per-seat scores (views list ``seats`` with a ``score``), then team totals if the view has them."""
    lines = [
        t("bot.result.score", lang, names, seat=entry.seat, points=entry.score)
        for entry in getattr(public, "seats", ())
        if hasattr(entry, "score") and hasattr(entry, "seat")
    ]
    teams: Mapping[str, int] = getattr(public, "team_scores", {}) or {}
    for unit, points in teams.items():
        if not unit.startswith("seat:"):
            lines.append(t("bot.status.team_score", lang, side=unit, points=points))
    return lines


def log_lines(game: Game, entries: Sequence[tuple[Seat, Sequence[Event]]], lang: str, names: Names) -> list[str]:
    """One line per logged action: who acted and the public events it caused."""
    return [
        t("bot.turn.log_line", lang, player=names.get(seat, "?"), events=" · ".join(texts))
        for seat, events in entries
        if (texts := event_texts(game, events, lang, names))
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
        t("bot.lobby.player_line", lang, player=mention(seat.user_id), role=role_name(game, seat.role, lang))
        if game.roles(info.max_players)
        else mention(seat.user_id)
        for seat in record.seats
    ]
    heading = t("bot.lobby.players", lang, count=len(record.seats), max=info.max_players)
    embed.add_field(name=heading, value="\n".join(players), inline=False)
    options = game.options_model.model_validate(record.options)
    shown = [
        t("bot.lobby.option_line", lang, option=option_name(game, key, lang), value=option_label(game, key, value, lang))
        for key, value in options
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
