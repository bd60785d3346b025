-- PostgreSQL twin of ../010_dm_calls.sql.
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
    CHECK (kind IN ('turn', 'seat', 'call', 'reveal', 'commitment', 'motion', 'dm_notice'));
ALTER TABLE posts DROP COLUMN stretch;
ALTER TABLE posts ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
