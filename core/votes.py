"""The table's vote on a player who keeps letting their clock run out, or (in a game with no clock)
who has not moved for :data:`STALL_DAYS` days.

After :data:`TIMEOUTS_BEFORE_VOTE` timeouts in a row of one seat, or that wait, the other players vote:

- ``replace``: the seat, with its hidden hand, goes to the first non-player who claims it;
- ``remove``: the seat stays (so no game has to cope with a player vanishing mid-game, and hands,
  turn order and scores stay valid) but it goes on *autopilot*: a bot player plays each of its
  turns at once, from the seat's own view, at the default level until the host picks another
  (:meth:`core.service.GameService.set_autopilot`); the player may take the seat back later;
- ``keep``: the table waits for the player.

The electorate is the other seats people play (not bot players, not seats on autopilot); a choice
wins once more than half of them back it, and ballots may change while the vote is open.  The vote
stands even if the player comes back meanwhile: the table can still choose ``keep``.  At least one
human seat always remains, since a vote needs a voter and the voters are never the seat voted on; a
person alone with bots is never voted on (the clock plays their default moves).  Plain functions: the service
applies them under the game's lock.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from core.storage import GameRecord, MotionRecord, MotionStatus, VoteChoice
from rules.core import Seat

TIMEOUTS_BEFORE_VOTE = 3
"""Timeouts in a row of one seat that let the others vote (and every further 3 while no vote is pending)."""
STALL_DAYS = 3
"""In a game with no clock, days the table waits on one seat's move before the others may vote on it."""

CHOICES = tuple(VoteChoice)
PENDING = (MotionStatus.OPEN, MotionStatus.REPLACE)  # a vote under way, or a seat waiting for its new player


def voters(record: GameRecord, seat: Seat) -> list[int]:
    """Users who may vote on ``seat``: every other seat a person plays (bots, and seats on autopilot, never
    vote, so they must not count towards a majority either)."""
    return [s.user_id for s in record.seats if s.seat != seat and s.bot_playing is None]


def needed(voter_count: int) -> int:
    """Ballots a choice needs: a strict majority of the voters."""
    return voter_count // 2 + 1


def decision(record: GameRecord, motion: MotionRecord) -> str | None:
    """The choice a majority of the current voters backs, if any."""
    electorate = set(voters(record, motion.seat))
    counts = Counter(choice for voter, choice in motion.votes.items() if voter in electorate)
    winning = [choice for choice in CHOICES if counts[choice] >= needed(len(electorate))]
    return winning[0] if winning else None


def calls_for_vote(record: GameRecord, seat: Seat, motions: Sequence[MotionRecord]) -> bool:
    """The seat just timed out again: is it time to let the others vote?"""
    player = record.seats[seat]
    streak_reached = player.timeouts > 0 and player.timeouts % TIMEOUTS_BEFORE_VOTE == 0
    return streak_reached and calls_for_stall_vote(record, seat, motions)


def calls_for_stall_vote(record: GameRecord, seat: Seat, motions: Sequence[MotionRecord]) -> bool:
    """The table has waited on the seat (a timeout streak, or :data:`STALL_DAYS` without a clock): may the
    others vote on it?  Not on a seat a bot plays, nor twice at once, and only with someone to vote."""
    player = record.seats[seat]
    pending = any(m.seat == seat and m.user_id == player.user_id and m.status in PENDING for m in motions)
    return player.bot_playing is None and not pending and bool(voters(record, seat))
