error-lobby-channel_busy = This channel already has a game or an open lobby. Finish or cancel it first, or use another channel.
error-lobby-unknown_game = There is no game called “{ $game }”.
error-lobby-not_host = Only the host of this game, { $host }, can do that.
error-lobby-closed = This lobby is closed: the game has started or was cancelled.
error-lobby-unknown_option = There is no option “{ $option }”. Options: { $options }.
error-lobby-option_not_here = { $option } does not apply with { $count } players seated.
error-lobby-bad_option = “{ $value }” is not a valid value for { $option }. Allowed: { $allowed }.
error-lobby-already_joined = You have already joined this game.
error-lobby-full =
    This game is full ({ $max ->
        [one] 1 player
       *[other] { $max } players
    } at most).
error-lobby-bad_role = That role can’t be picked in this game.
error-lobby-not_joined = You haven’t joined this game.
error-lobby-host_cannot_leave = As the host you can’t leave; cancel the game instead.
error-lobby-player_count =
    This game is for { $min } to { $max } players; { $count ->
        [0] nobody has joined yet
        [one] 1 has joined
       *[other] { $count } have joined
    }.
error-no_game = This game doesn’t exist (any more).
error-not_started = This game hasn’t started yet.
error-game_over = This game is over.
error-not_in_game = You aren’t playing in this game.
error-elsewhere = That button or menu belongs to a game played in another channel or server: use it there. Nothing was changed.
error-not_your_turn = It’s not your turn: waiting for { $seat }.
error-stale = The game has moved on since that message. Look at the latest board and try again.
error-not_allowed = Only the host, { $host }, or a server manager can do that.
