-- Fair dice (seed commitment), undo marks, clocks (pace, durable timers, away, reminder intervals)
-- and seat replacements.  The action log stays append-only: an undo adds a mark, it never deletes.

ALTER TABLE games ADD COLUMN salt TEXT;           -- per-game secret mixed into the seed commitment
ALTER TABLE games ADD COLUMN commitment TEXT;     -- SHA-256 hex of "tombtable:<salt>:<seed>", public at start
ALTER TABLE games ADD COLUMN pace_hours INTEGER;  -- time per move; NULL: no clock

-- Actions taken back with /game undo: replay skips them, the log keeps them.
CREATE TABLE undone_actions (
    game_id   INTEGER NOT NULL,
    n         INTEGER NOT NULL,
    undone_at TEXT    NOT NULL,
    PRIMARY KEY (game_id, n),
    FOREIGN KEY (game_id, n) REFERENCES actions (game_id, n)
);

CREATE TRIGGER undone_actions_are_append_only_update BEFORE UPDATE ON undone_actions
BEGIN
    SELECT RAISE(ABORT, 'undo marks are append-only');
END;

CREATE TRIGGER undone_actions_are_append_only_delete BEFORE DELETE ON undone_actions
BEGIN
    SELECT RAISE(ABORT, 'undo marks are append-only');
END;

-- Durable reminders and deadlines.  A timer belongs to one game version: once the game moves on,
-- the timers of older versions are dropped unfired.  ``fired_at`` is set in the same statement that
-- claims the timer, so a restart never fires it again.
CREATE TABLE timers (
    id              INTEGER PRIMARY KEY,
    game_id         INTEGER NOT NULL REFERENCES games (id),
    game_version    INTEGER NOT NULL,
    seat            INTEGER NOT NULL,
    kind            TEXT    NOT NULL CHECK (kind IN ('half', 'near', 'every', 'timeout')),
    due_at          TEXT    NOT NULL,             -- UTC ISO-8601, compared as text (same format everywhere)
    turn_started_at TEXT    NOT NULL,             -- when this seat's clock started for this version
    fired_at        TEXT,                         -- NULL: pending; else fired or muted
    UNIQUE (game_id, game_version, seat, kind, due_at)
);

CREATE INDEX timers_pending_by_due ON timers (due_at) WHERE fired_at IS NULL;

-- Per-player clock preferences, across all their games.
CREATE TABLE players (
    user_id      INTEGER PRIMARY KEY,
    away_until   TEXT,                            -- clocks frozen until then
    remind_hours INTEGER                          -- NULL: remind at half time and near the end
);

-- Seat hand-overs by /game replace, for the record and for stats.
CREATE TABLE seat_changes (
    game_id     INTEGER NOT NULL REFERENCES games (id),
    seat        INTEGER NOT NULL,
    old_user_id INTEGER NOT NULL,
    new_user_id INTEGER NOT NULL,
    changed_at  TEXT    NOT NULL
);
