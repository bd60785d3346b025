-- PostgreSQL twin of ../009_post_nonce.sql.
ALTER TABLE posts ADD COLUMN nonce TEXT NOT NULL DEFAULT '';
