-- What core.schema declares and the engines missed: a delivery fault is one of core.outbox.DeliveryFault's
-- values, checked like every other kind.  SQLite cannot add a CHECK rule to a table, so delivery_faults is
-- rebuilt with the same rows.
CREATE TABLE delivery_faults_new (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    subject  INTEGER NOT NULL,                    -- 0: the game's channel; else the user id its DMs cannot reach
    fault    TEXT    NOT NULL CHECK (fault IN ('permission', 'archived', 'channel_gone', 'member_left')),
    since    TEXT    NOT NULL,
    told     INTEGER NOT NULL DEFAULT 0 CHECK (told IN (0, 1)),  -- whoever can fix it has been told
    PRIMARY KEY (game_id, subject)
);
INSERT INTO delivery_faults_new SELECT game_id, subject, fault, since, told FROM delivery_faults;
DROP TABLE delivery_faults;
ALTER TABLE delivery_faults_new RENAME TO delivery_faults;
