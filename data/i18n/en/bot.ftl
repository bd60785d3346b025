command-game-name = game
command-game-description = Play board games with this server
command-new-name = new
command-new-description = Open a lobby for a new game in this channel
command-new-game-name = game
command-new-game-description = Which game to play
command-join-name = join
command-join-description = Join the lobby in this channel
command-leave-name = leave
command-leave-description = Leave the lobby or the running game in this channel
command-start-name = start
command-start-description = Start the game (host only)
command-cancel-name = cancel
command-cancel-description = Cancel the lobby (host only)
command-abandon-name = abandon
command-abandon-description = End this channel’s game early (host or server manager)
command-play-name = play
command-play-description = Take an action in this channel’s game
command-play-action-name = action
command-play-action-description = A move as its button says it, or one of the suggestions
command-hand-name = hand
command-hand-description = See your hand, privately
command-board-name = board
command-board-description = Post the current board in this channel
command-status-name = status
command-status-description = Whose turn it is, what is left of it, and the scores
command-log-name = log
command-log-description = The latest moves of this channel’s game
command-rules-name = rules
command-rules-description = Read the rules, topic by topic
command-rules-topic-name = topic
command-rules-topic-description = Which part of the rules
command-help-name = help
command-help-description = How to play with this bot
error-internal = Sorry, something went wrong on our side. Nothing was changed; please try again in a moment.
error-busy = The table is busy right now: nothing was changed. Please try again in a moment.
error-commit_unknown = The connection to the database broke while saving: what you did may or may not be saved. Look at the game before trying again.
error-unreachable = The bot’s database is unavailable right now: nothing was changed. Please try again shortly.
error-no_game_here = There is no game in this channel. Start one with /game new.
bot-player_number = Player { $number }
bot-button-join = Join
bot-button-leave = Leave
bot-button-start = Start
bot-button-cancel = Cancel
bot-button-play = Play
bot-button-hand = My hand
bot-button-refresh = Refresh
bot-button-previous = ◀ Previous
bot-button-next = Next ▶
bot-lobby-title = { $game }: new game
bot-lobby-description = Host: { $host }. { $min } to { $max } players. Join with the button below or /game join; the host starts the game.
bot-lobby-players = Players ({ $count }/{ $max })
bot-lobby-player_line = { $player }: { $role }
bot-lobby-any_role = any character
bot-lobby-pick_role = Pick your character (optional)
bot-lobby-options = Options (host only)
bot-lobby-option_line = { $option }: { $value }
bot-lobby-footer = Waiting for players…
bot-lobby-started = The game has started.
bot-lobby-cancelled = This lobby was cancelled.
bot-lobby-joined = You are in the { $game } game. Your hand will be sent to you by direct message; /game hand shows it here at any time.
bot-lobby-bot_made_room = The table was full, so Bot { $number } gave you its seat (and its character, if it had one).
bot-lobby-left = You left the lobby.
bot-leave-button = Leave for good
bot-leave-confirm_bot = Leave this game for good? { CAPITAL(A($level)) } bot takes your seat and plays it to the end; you can’t take it back. To let a bot play your seat only for a while, use /game autopilot instead.
bot-leave-confirm_concede = Leave this game for good? Leaving ends it: you concede, and the win goes to { $others }. To let a bot play your seat only for a while, use /game autopilot instead.
bot-leave-confirm_host = { $host } becomes the host.
bot-leave-left = You have left the game: a bot plays your seat now.
bot-leave-conceded = You have conceded: the game is over.
bot-lobby-role_set = Your character: { $role }.
bot-dm-welcome = You joined a game of { $game }: { $link }. Your hand will arrive here after each change.
bot-dm-closed_help = I can’t send you direct messages. To get your hand by DM, open this server’s menu → Privacy Settings and turn on “Direct Messages” (allow DMs from server members). Until then, /game hand or the “My hand” button show your hand privately here.
bot-dm-hand =
    Your hand in { $game } ({ $link }), { $unit ->
        [round] round
       *[other] turn
    } { $turn }:
bot-turn-log_line = { "*" }*{ $player }**: { $events }
bot-turn-log_line_named = { "*" }*{ $player }**{ $events }
bot-turn-taken_back = ↩️ The moves of this post were taken back.
bot-turn-to_act = Turn { $turn }: { $players }, your move.
bot-result-winners =
    { $count ->
       *[one] Winner
        [other] Winners
    }: { $players }
bot-result-no_winner = Nobody wins.
bot-result-score = { $seat }: { $points }
bot-panel-your_turn =
    Your move ({ $unit ->
        [round] round
       *[other] turn
    } { $turn }) — { $count ->
        [0] no possible action
        [one] 1 possible action
       *[other] { $count } possible actions
    }:
bot-panel-waiting = Not your move right now: waiting for { $players }.
bot-panel-moved_on = The game moved on since that panel; here is the current one.
bot-panel-done = Done: { $events }
bot-panel-chosen = you chose “{ $action }”.
bot-panel-menu = { $first } … ({ $count })
bot-confirm-confirm = Confirm
bot-confirm-keep_playing = Keep playing
bot-play-unknown = “{ $text }” is not one of your moves right now.
bot-play-examples = Type what one of your buttons says, for example { $examples }.
bot-play-example = “{ $label }”
bot-aim-button = Aim & preview…
bot-aim-title = Aim your flick
bot-aim-origin = Disk to flick (empty: the usual one)
bot-aim-origin_hint = O1–O5 for an obstacle, your partner (S1, K2…) for a longbow
bot-aim-direction = Aim: angle in degrees, or a disk or wall
bot-aim-direction_hint = 0 = right, 90 = up, 180 = left; or K1, S2, O3, P; or a wall N, E, S, W
bot-aim-offset = Offset from that disk or wall, in degrees
bot-aim-power = Power (0–100)
bot-aim-preview = Aim preview — { $action }. Only the aim line is shown; nothing moves until you fire.
bot-aim-fire = Fire
bot-aim-turn_left = ⟲ { $step }°
bot-aim-turn_right = ⟳ { $step }°
bot-aim-power_up = Power +{ $step }
bot-aim-power_down = Power −{ $step }
bot-aim-stale = The game moved on since this aim; click Play for your current choices.
bot-ask-gift = { $seat } { $count } { NOUN($item_type, $count) }
bot-ask-passed = { $seat } gives nothing more
bot-ask-pool = Shared cost, put in so far: { $gifts }. { $seat } settles when ready.
bot-ask-pool_empty = Shared cost: nothing put in yet. Each player asked can give from their hand with Play; { $seat } settles when ready.
bot-ask-default = If no answer comes before the deadline: { $action }.
bot-ask-dm = Your answer is asked in { $game } ({ $link }). Click Play to answer from here.
bot-hand-caption =
    Your hand in { $game }, { $unit ->
        [round] round
       *[other] turn
    } { $turn }:
bot-hand-none = There is no hidden hand in this game.
bot-status-title =
    { $game }, { $unit ->
        [round] round
       *[other] turn
    } { $turn }
bot-status-to_act = To play: { $players }
bot-status-actions_left = Actions left: { $count }
bot-status-energy_left = Energy left: { $count }
bot-status-team_score = { CAPITAL($side) }: { $points }
bot-log-empty = Nothing has happened yet.
bot-abandoned = The { $game } game was ended early by { $player }.
bot-rules-topics =
    Rules of { $game }. Pick a topic with /game rules topic:
    { $topics }
