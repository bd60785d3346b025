-- The first action a turn post shows: a post that picked up moves a dead process never announced
-- keeps showing them when it is edited later (0: the segment's first action).
ALTER TABLE posts ADD COLUMN first_n INTEGER NOT NULL DEFAULT 0;
