activity-stale = The game has moved on since: here is the table as it stands now.
activity-table-bad_move = This move could not be read. Tap it again.
activity-table-watching = Watching
activity-table-hand_alt = Your hand in { $game }
activity-table-no_picture = This table has no such picture now: the game may have moved on.
