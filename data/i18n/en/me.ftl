command-me-name = me
command-me-description = Your own settings, in all your games
command-me-notify-name = notify
command-me-notify-description = How your turn reaches you: a mention in the channel, a DM, or both
command-me-notify-by-name = by
command-me-notify-by-description = Leave it out to see how it is now
command-me-notify-by-channel = A mention in the game’s channel (default)
command-me-notify-by-dm = A direct message with your hand
command-me-notify-by-both = Both: a mention and a direct message
me-notify-channel = a mention in the game’s channel
me-notify-dm = a new direct message with your hand
me-notify-both = a mention in the game’s channel and a new direct message with your hand
me-notify-channel-detail = Your hand’s DM is still kept up to date, edited without notifying you.
me-notify-dm-detail = The turn post names you without notifying you, unless your DMs fail: then it pings you.
me-notify-both-detail = That makes two notifications each time it is your move.
me-notify-current =
    Your turn reaches you by { $how }, in all your games. { $detail }
    Change it with /game me notify by:
me-notify-set = Done: from your next turn on, in all your games, your turn reaches you by { $how }. { $detail }
