-- PostgreSQL twin of ../016_share_id.sql (gen_random_uuid draws from the server's strong random source).
ALTER TABLE games ADD COLUMN share_id TEXT;
UPDATE games SET share_id = replace(gen_random_uuid()::text, '-', '');
CREATE UNIQUE INDEX games_by_share ON games (share_id);
