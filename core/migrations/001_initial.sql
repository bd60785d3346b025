-- Games, their seats and the append-only action log.
-- Discord ids are 64-bit snowflakes: INTEGER holds them exactly.  Times are UTC ISO-8601 text.

CREATE TABLE games (
    id               INTEGER PRIMARY KEY,
    game_kind        TEXT    NOT NULL,
    guild_id         INTEGER NOT NULL,
    channel_id       INTEGER NOT NULL,
    host_id          INTEGER NOT NULL,
    status           TEXT    NOT NULL DEFAULT 'lobby'
                     CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
    options          TEXT    NOT NULL DEFAULT '{}',   -- JSON object, validated by the game's options model
    locale           TEXT    NOT NULL,
    seed             INTEGER,                         -- set at start; with seats and options it rebuilds the game
    version          INTEGER NOT NULL DEFAULT 0,      -- bumped by every change players can see (optimistic lock)
    state            TEXT,                            -- latest state snapshot (JSON), NULL while in the lobby
    schema_version   INTEGER,                         -- the game's state schema version of that snapshot
    created_at       TEXT    NOT NULL,
    updated_at       TEXT    NOT NULL,
    started_at       TEXT,
    ended_at         TEXT,
    board_message_id INTEGER,
    lobby_message_id INTEGER
);

-- At most one open (lobby or active) game per channel.
CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id) WHERE status IN ('lobby', 'active');

CREATE TABLE seats (
    game_id   INTEGER NOT NULL REFERENCES games (id),
    seat      INTEGER NOT NULL CHECK (seat >= 0),     -- join order; the rules' seat number once started
    user_id   INTEGER NOT NULL,
    role      TEXT,                                   -- lobby pick (RoleChoice.id), NULL if none yet
    dm_ok     INTEGER CHECK (dm_ok IN (0, 1)),        -- NULL: DM reachability not tested yet
    joined_at TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, user_id)
);

CREATE INDEX seats_by_user ON seats (user_id);

CREATE TABLE actions (
    game_id       INTEGER NOT NULL REFERENCES games (id),
    n             INTEGER NOT NULL CHECK (n >= 1),    -- 1, 2, 3… per game
    seat          INTEGER NOT NULL,
    notation      TEXT    NOT NULL,                   -- canonical notation, re-parsed by replay
    events        TEXT    NOT NULL,                   -- JSON list of rules.core.Event (private ones included)
    version_after INTEGER NOT NULL,
    created_at    TEXT    NOT NULL,
    PRIMARY KEY (game_id, n)
);

CREATE TRIGGER actions_are_append_only_update BEFORE UPDATE ON actions
BEGIN
    SELECT RAISE(ABORT, 'actions are append-only');
END;

CREATE TRIGGER actions_are_append_only_delete BEFORE DELETE ON actions
BEGIN
    SELECT RAISE(ABORT, 'actions are append-only');
END;
