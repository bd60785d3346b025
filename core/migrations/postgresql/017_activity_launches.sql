-- PostgreSQL twin of ../017_activity_launches.sql.
CREATE TABLE activity_launches (
    instance_id TEXT    NOT NULL PRIMARY KEY,
    game_id     BIGINT  NOT NULL REFERENCES games (id),
    user_id     BIGINT  NOT NULL,
    created_at  TEXT    COLLATE "C" NOT NULL
);
