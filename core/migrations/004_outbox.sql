-- The outbox: what the table must be told about a committed change, written in the same
-- transaction as the change (see core.outbox), delivered and retried by the bot's delivery worker.

-- The stretch of play the channel's current turn post covers: it changes when the seats to act change.
ALTER TABLE games ADD COLUMN turn_segment INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN turn_key     TEXT;             -- who was to act (and whether the game was over)
ALTER TABLE games ADD COLUMN turn_first_n INTEGER NOT NULL DEFAULT 1;  -- first action the turn post shows

-- Whether the clock played an action (a timeout, or a seat on autopilot): the turn post says so.
ALTER TABLE actions ADD COLUMN by_clock INTEGER NOT NULL DEFAULT 0 CHECK (by_clock IN (0, 1));

-- The channel has been told once that this seat's DMs fail (reset when a DM gets through).
ALTER TABLE seats ADD COLUMN dm_notice INTEGER NOT NULL DEFAULT 0 CHECK (dm_notice IN (0, 1));

CREATE TABLE outbox (
    id            INTEGER PRIMARY KEY,
    game_id       INTEGER NOT NULL REFERENCES games (id),
    kind          TEXT    NOT NULL CHECK (kind IN ('turn', 'seat', 'reveal', 'commitment', 'motion', 'dm_notice')),
    seat          INTEGER,                      -- the seat a 'seat' DM or 'dm_notice' is about
    game_version  INTEGER NOT NULL,             -- the version that produced it
    created_at    TEXT    NOT NULL,
    due_at        TEXT    NOT NULL,             -- next attempt
    attempts      INTEGER NOT NULL DEFAULT 0,
    claimed_until TEXT,                         -- a delivering process's lease
    done_at       TEXT,
    failed        INTEGER NOT NULL DEFAULT 0 CHECK (failed IN (0, 1)),  -- given up (logged)
    last_error    TEXT
);

CREATE INDEX outbox_pending ON outbox (due_at) WHERE done_at IS NULL;
CREATE INDEX outbox_by_game ON outbox (game_id) WHERE done_at IS NULL;

-- Messages kept up to date in place: the channel's turn post ('turn') and each seat's DM ('dm:<seat>').
CREATE TABLE posts (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    slot       TEXT    NOT NULL,
    segment    INTEGER NOT NULL,               -- the turn segment the message belongs to
    turn_key   TEXT,                           -- that segment's turn key (who it waited for)
    last_n     INTEGER NOT NULL DEFAULT 0,     -- the last action the message shows
    stretch    INTEGER NOT NULL DEFAULT 0,     -- turn post: the segment since which the same seats act
    user_id    INTEGER,                        -- the DM's recipient
    channel_id INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    PRIMARY KEY (game_id, slot)
);
