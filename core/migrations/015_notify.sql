-- How each player's turn reaches them (``/game me notify``), across all their games: 'channel' (a mention in
-- the turn post; the hand DM is edited, never sent anew to notify), 'dm' (a new DM; the post names them without
-- a ping) or 'both'.  NULL: the default, 'channel' (see core.storage.Notify).
ALTER TABLE players ADD COLUMN notify TEXT CHECK (notify IN ('channel', 'dm', 'both'));
