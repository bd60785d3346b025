-- Bot players: a seat held by the bot at a level (a seat the host filled with a bot, or one the
-- table put on autopilot).  NULL: a person plays it.  A bot seat's user_id is negative (-1, -2 …).
ALTER TABLE seats ADD COLUMN bot_level TEXT CHECK (bot_level IN ('easy', 'normal', 'strong'));
