-- The Discord Activity instances the bot launched for a game ("Open the table" on a turn post or a hand DM):
-- the Activity's server finds the game an instance shows here, whichever process launched it (an instance
-- opened from a DM has no game channel to find it by).  Discord never reuses an instance id.
CREATE TABLE activity_launches (
    instance_id TEXT    NOT NULL PRIMARY KEY,
    game_id     INTEGER NOT NULL REFERENCES games (id),
    user_id     INTEGER NOT NULL,                 -- who pressed the button
    created_at  TEXT    NOT NULL
);
