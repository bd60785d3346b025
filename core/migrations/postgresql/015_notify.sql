-- PostgreSQL twin of ../015_notify.sql.
ALTER TABLE players ADD COLUMN notify TEXT CHECK (notify IN ('channel', 'dm', 'both'));
