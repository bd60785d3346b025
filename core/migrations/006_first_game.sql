-- Players who have had the short private guide to a game kind's action panel (shown once each).
CREATE TABLE guided (
    user_id   INTEGER NOT NULL,
    game_kind TEXT    NOT NULL,
    shown_at  TEXT    NOT NULL,
    PRIMARY KEY (user_id, game_kind)
);

-- The server's open games, for /game list.
CREATE INDEX games_open_by_guild ON games (guild_id) WHERE status IN ('lobby', 'active');
