-- The game version whose follow-ups (the clock's timers, the bot seats' runs) have been done.  An action
-- bumps ``version`` in its own transaction, so a game whose ``planned_version`` lags behind is one whose
-- last change still lacks them (the database refused the writes after the commit, or the process died):
-- a later pass, in any process, does them then.  Games already running count as planned (a restart
-- plans every active game anyway).
ALTER TABLE games ADD COLUMN planned_version INTEGER NOT NULL DEFAULT 0;
UPDATE games SET planned_version = version;
