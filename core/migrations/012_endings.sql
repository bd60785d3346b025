-- Who ended a game early (``/game abandon``): the final post that tells every seat names them.  A board
-- copy that ``/game board`` posts is kept in ``posts`` (slot ``board:<segment>``, one per turn segment), so it
-- loses its "your move" line and its buttons once the turn moves on; that needs no new column.
ALTER TABLE games ADD COLUMN ended_by INTEGER;
