-- Bot players: a seat the host filled with a bot player, and its level.  NULL: a person plays it.
-- A bot seat's user_id is negative (-1, -2 …) so it never collides with a Discord user.
ALTER TABLE seats ADD COLUMN bot_level TEXT CHECK (bot_level IN ('easy', 'normal', 'strong'));
