-- PostgreSQL twin of ../007_post_first_action.sql.
ALTER TABLE posts ADD COLUMN first_n INTEGER NOT NULL DEFAULT 0;
