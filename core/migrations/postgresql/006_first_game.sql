-- PostgreSQL twin of ../006_first_game.sql.

CREATE TABLE guided (
    user_id   BIGINT NOT NULL,
    game_kind TEXT   NOT NULL,
    shown_at  TEXT   NOT NULL,
    PRIMARY KEY (user_id, game_kind)
);

CREATE INDEX games_open_by_guild ON games (guild_id) WHERE status IN ('lobby', 'active');
