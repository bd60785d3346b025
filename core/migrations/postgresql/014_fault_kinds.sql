-- PostgreSQL twin of ../014_fault_kinds.sql; also the time a first-game guide was shown compares as bytes,
-- as every other time column does (006 left out its COLLATE "C").
ALTER TABLE delivery_faults ADD CONSTRAINT delivery_faults_fault_check
    CHECK (fault IN ('permission', 'archived', 'channel_gone', 'member_left'));
ALTER TABLE guided ALTER COLUMN shown_at TYPE TEXT COLLATE "C";
