command-pace-name = pace
command-pace-description = Host: time each player has per move (in the lobby)
command-pace-hours-name = hours
command-pace-hours-description = Time per move
clock-pace-choice-none = No clock
clock-pace-choice-12 = 12 hours
clock-pace-choice-24 = 24 hours
clock-pace-choice-72 = 72 hours
command-remind-name = remind
command-remind-description = Choose how often you are reminded, or mute this turn
command-remind-hours-name = hours
command-remind-hours-description = Remind me every N hours (0: at half time and near the end)
command-remind-mute-name = mute
command-remind-mute-description = No more reminders for this turn in this game
command-away-name = away
command-away-description = Freeze your clocks in all your games for a few days
command-away-days-name = days
command-away-days-description = How many days (0: I am back)
command-mine-name = mine
command-mine-description = Your games on this server and whose turn it is
clock-pace-set = ⏱️ Clock: { $hours } h per move. Reminders come at half time and near the end; when time runs out the bot plays a safe move.
clock-pace-none = ⏱️ No clock for this game.
clock-reminder = ⏰ { $player }, it’s your move in { $game }. Time runs out { $left }.
clock-reminder_dm = ⏰ Your move in { $game } ({ $link }). Time runs out { $left }.
clock-reminder_past = ⏰ Reminder to { $player } in { $game }: that turn is over.
clock-reminder_dm_past = ⏰ Reminder for { $game } ({ $link }): that turn is over.
clock-timeout = ⌛ Time ran out for { $player }: the bot played the default move for them.
clock-remind-every = You will be reminded every { $hours } h while it’s your move.
clock-remind-default = You will be reminded at half time and near the end.
clock-remind-muted =
    { $count ->
        [0] No reminder was left to mute for this turn.
        [one] 1 reminder muted for this turn.
       *[other] { $count } reminders muted for this turn.
    }
clock-remind-usage = Give hours (how often to remind you) or mute (silence this turn).
clock-away-set = Your clocks are frozen until { $until }.
clock-away-back = Welcome back: your clocks run again.
clock-away-public = 🏖️ { $player } is away until { $until }; their clock is frozen.
clock-away-back_public = { $player } is back; their clock runs again.
clock-mine-lobby = • { $game }: lobby — { $link }
clock-mine-your_turn = • { $game }: your move — { $link }
clock-mine-waiting = • { $game }: waiting for { $players } — { $link }
clock-mine-due = (time runs out { $left })
clock-mine-away = You are away until { $until }.
clock-mine-none = You have no game on this server.
error-clock-bad_pace = Pick a pace among { $allowed } hours, or no clock.
clock-status-pace = ⏱️ { $hours } h per move.
clock-status-deadline = { $player }: time runs out { $left }.
