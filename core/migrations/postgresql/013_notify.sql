-- PostgreSQL twin of ../013_notify.sql.
ALTER TABLE players ADD COLUMN notify TEXT COLLATE "C";
