-- PostgreSQL twin of ../012_endings.sql.
ALTER TABLE games ADD COLUMN ended_by BIGINT;
