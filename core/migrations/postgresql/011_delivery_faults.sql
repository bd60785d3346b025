-- PostgreSQL twin of ../011_delivery_faults.sql.
CREATE TABLE delivery_faults (
    game_id  BIGINT  NOT NULL REFERENCES games (id),
    subject  BIGINT  NOT NULL,
    fault    TEXT    NOT NULL,
    since    TEXT    COLLATE "C" NOT NULL,
    told     INTEGER NOT NULL DEFAULT 0 CHECK (told IN (0, 1)),
    PRIMARY KEY (game_id, subject)
);
