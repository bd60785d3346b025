vote-motion =
    🗳️ { $player } has let their clock run out { $count ->
        [one] once
        [2] twice
       *[other] { $count } times
    } in a row. The other players decide ({ $needed } of { $voters } votes needed): give the seat to someone else, put it on autopilot (the bot plays its default moves), or keep waiting.
vote-motion_stalled =
    🗳️ The table has waited on { $player } for { $days ->
        [one] a day
       *[other] { $days } days
    } or more without a move. The other players decide ({ $needed } of { $voters } votes needed): give the seat to someone else, put it on autopilot (a bot plays its turns), or keep waiting.
vote-button-replace = Replace them
vote-button-remove = Autopilot
vote-button-keep = Keep waiting
vote-button-claim = Take this seat
vote-choice-replace = replace them
vote-choice-remove = autopilot
vote-choice-keep = keep waiting
vote-tally = { $choice }: { $count }
vote-counted = Your vote: { $choice }. Votes so far: { $tally } ({ $needed } needed to decide).
vote-decided-replace = 🗳️ The table voted to replace { $player }. Anyone not playing in this game can take the seat with the button below; its hand comes by direct message.
vote-decided-remove = 🤖 The table voted: the seat of { $player } is on autopilot. From now on a normal bot plays its turns (the host may pick its level with /game autopilot).
vote-decided-keep = 🗳️ The table keeps waiting for { $player }.
vote-claimed = The seat is yours. Your hand comes by direct message; /game hand shows it here at any time.
vote-autopilot-played = 🤖 Autopilot played for the seat of { $player }.
clock-board-away = ⏸ { $player } is away until { $until }.
clock-board-autopilot = 🤖 The seat of { $player } is on autopilot.
clock-lobby-pace_heading = Clock
clock-lobby-pace = ⏱️ { $hours } h per move
clock-lobby-no_pace = ⏱️ No clock
clock-lobby-pace_menu = Time per move (host)
command-new-pace-name = pace
command-new-pace-description = Time each player has per move (default: no clock)
error-vote-closed = This vote is over.
error-vote-not_voter = Only the other players of this game can vote on this.
