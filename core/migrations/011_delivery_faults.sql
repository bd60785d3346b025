-- Discord refusals that retrying will not cure (a missing permission, an archived thread, a deleted channel,
-- a player who left the server): one row per game and what refuses, so the delivery re-probes slowly instead
-- of retrying, the operator gets one log line, and whoever can fix it is told once (see bot/delivery.py).
CREATE TABLE delivery_faults (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    subject  INTEGER NOT NULL,                    -- 0: the game's channel; else the user id its DMs cannot reach
    fault    TEXT    NOT NULL,                    -- core.outbox.DeliveryFault
    since    TEXT    NOT NULL,
    told     INTEGER NOT NULL DEFAULT 0 CHECK (told IN (0, 1)),  -- whoever can fix it has been told
    PRIMARY KEY (game_id, subject)
);
