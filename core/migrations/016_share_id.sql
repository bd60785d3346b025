-- Each game's share id: the unguessable part of its web page's address (``/g/<share_id>``), so a page can
-- be linked from the channel without making every game's page guessable by its number.  New games get
-- 22 url-safe characters (128 random bits, core.storage.new_share_id); games already stored get 128
-- random bits in hex here.  Unique: the address names one game.
ALTER TABLE games ADD COLUMN share_id TEXT;
UPDATE games SET share_id = lower(hex(randomblob(16)));
CREATE UNIQUE INDEX games_by_share ON games (share_id);
