-- PostgreSQL twin of ../011_planned_version.sql.
ALTER TABLE games ADD COLUMN planned_version BIGINT NOT NULL DEFAULT 0;
UPDATE games SET planned_version = version;
