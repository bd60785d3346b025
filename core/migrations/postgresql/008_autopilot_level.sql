-- PostgreSQL twin of ../008_autopilot_level.sql.
-- A seat on autopilot (voted by the others, or put there by the host) is played by a bot player at the
-- level the host picks (issue 11).  NULL while the seat is not on autopilot; seats already on autopilot
-- get the default level.
ALTER TABLE seats ADD COLUMN autopilot_level TEXT CHECK (autopilot_level IN ('easy', 'normal', 'strong'));
UPDATE seats SET autopilot_level = 'normal' WHERE autopilot = 1;
