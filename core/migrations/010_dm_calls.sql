-- A seat's DM is a new message (one that notifies) only when the seat is called to act: the outbox gets
-- the notice kind 'call' beside 'seat' (which edits the DM in place).  SQLite cannot change a CHECK
-- constraint, so the outbox is rebuilt with the same rows.
CREATE TABLE outbox_new (
    id            INTEGER PRIMARY KEY,
    game_id       INTEGER NOT NULL REFERENCES games (id),
    kind          TEXT    NOT NULL CHECK (kind IN ('turn', 'seat', 'call', 'reveal', 'commitment', 'motion', 'dm_notice')),
    seat          INTEGER,                      -- the seat a 'seat' or 'call' DM or a 'dm_notice' is about
    game_version  INTEGER NOT NULL,             -- the version that produced it
    created_at    TEXT    NOT NULL,
    due_at        TEXT    NOT NULL,             -- next attempt
    attempts      INTEGER NOT NULL DEFAULT 0,
    claimed_until TEXT,                         -- a delivering process's lease
    done_at       TEXT,
    failed        INTEGER NOT NULL DEFAULT 0 CHECK (failed IN (0, 1)),  -- given up (logged)
    last_error    TEXT
);
INSERT INTO outbox_new SELECT id, game_id, kind, seat, game_version, created_at, due_at, attempts, claimed_until,
    done_at, failed, last_error FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_pending ON outbox (due_at) WHERE done_at IS NULL;
CREATE INDEX outbox_by_game ON outbox (game_id) WHERE done_at IS NULL;

-- A seat's DM keeps the game version it was sent at: a call made after it needs a new DM.  The turn
-- post's run of segments in which the same seats act decided that before, and is dropped.
ALTER TABLE posts DROP COLUMN stretch;
ALTER TABLE posts ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
