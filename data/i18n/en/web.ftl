web-title = { $game } on Tomb Table
web-heading = { $game }
web-board-missing = The board of this move
web-step = Move { $n } of { $count }
web-first = First move
web-prev = Previous move
web-next = Next move
web-last = Latest move
web-live = Live
web-replay = Replay
web-new_move = New move: show it
web-reconnecting = Connection lost, reconnecting…
web-log-title = Moves
web-log-setup = The table is set up.
web-status-title = Where the game stands
web-status-to_act = To play: { $players }
web-status-turn =
    { $unit ->
        [round] Round
       *[other] Turn
    } { $turn }
web-status-ended_early = The game was ended early.
web-status-over = The game is over.
web-clock = { $player } has until { $deadline } (UTC) to move.
web-export = The game’s record (JSON), to check with `tombtable verify`
web-open = See this game on the web
web-not_found-title = No such game
web-not_found-text = This address names no game. Ask for the link again in the game’s channel.
web-error-title = Something went wrong
web-error-text = This page could not be shown just now. Try again in a moment; the game itself is not affected.
web-too_many-title = Too many requests
web-too_many-text = This address has asked for too much at once. Wait a few seconds, then reload the page.
web-step_missing = This game has no such move.
