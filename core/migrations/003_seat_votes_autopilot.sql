-- Seats that keep timing out: a streak count, the others' vote on them, and the autopilot seat.

ALTER TABLE seats ADD COLUMN timeouts INTEGER NOT NULL DEFAULT 0;   -- timeouts in a row; the player acting resets it
ALTER TABLE seats ADD COLUMN autopilot INTEGER NOT NULL DEFAULT 0 CHECK (autopilot IN (0, 1));  -- bot plays every turn

-- A vote of the other players on a seat whose player keeps timing out.
-- status: open (voting) → replace (waiting for someone to take the seat) → claimed,
--         or open → remove (seat on autopilot) / keep (the table waits for the player).
CREATE TABLE seat_motions (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES games (id),
    seat       INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,                 -- the player the vote is about
    status     TEXT    NOT NULL DEFAULT 'open'
               CHECK (status IN ('open', 'replace', 'claimed', 'remove', 'keep')),
    opened_at  TEXT    NOT NULL,
    message_id INTEGER                           -- the public post carrying the vote buttons
);

CREATE INDEX seat_motions_by_game ON seat_motions (game_id, seat);

-- One ballot per voter and motion; a voter may change their mind while the vote is open.
CREATE TABLE seat_votes (
    motion_id INTEGER NOT NULL REFERENCES seat_motions (id),
    voter_id  INTEGER NOT NULL,
    choice    TEXT    NOT NULL CHECK (choice IN ('replace', 'remove', 'keep')),
    voted_at  TEXT    NOT NULL,
    PRIMARY KEY (motion_id, voter_id)
);
