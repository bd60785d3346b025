table-command-rules-game-name = game
table-command-rules-game-description = Which game (default: the one played in this channel)
table-command-help-topic-name = topic
table-command-help-topic-description = What you want to know more about
table-command-list-name = list
table-command-list-description = Games being played and open lobbies on this server
table-help-short =
    { "*" }*Tomb Table** lets you play board games here, at your own pace ({ $games }). Start with /game new; read any game’s rules with /game rules game:.
    More with /game help topic:
    { $topics }
table-help-start-title = How to start
table-help-start =
    • /game new game: opens a lobby in this channel (one game per channel).
    • Players click Join (or type /game join) and may pick a character; the host sets the options and the clock, then clicks Start.
    • Your hand comes by direct message: allow DMs from this server, or use /game hand.
    • The host may fill empty seats with bot players (easy, normal, strong) and pick their characters with **Bot players…**; a person who joins a full table takes a bot’s seat, and /game replace bot: hands a bot’s seat to someone during the game.
table-help-playing-title = Playing
table-help-playing =
    • After every move the bot updates the turn post and mentions who plays next; /game me notify picks how your turn reaches you (a mention in the channel by default, a DM, or both).
    • Click **Play** for your private action buttons (or type /game play); **My hand** or /game hand shows your cards privately.
    • /game status, /game board and /game log help you follow; /game undo takes back your last action if nothing was revealed.
table-help-clocks-title = Clocks and absences
table-help-clocks =
    • The host may set a pace (/game new pace: or /game pace): you are reminded the way your turns reach you (/game me notify), and when time runs out the bot plays a safe move for you.
    • /game me away pauses your clocks, /game me remind sets your reminders, /game mine lists your games.
    • After 3 timeouts in a row the others may vote to replace the player or put the seat on autopilot, where a bot plays it; the host picks the bot’s level with /game autopilot, and the player takes the seat back with /game autopilot level: off.
    • Without a pace, the same vote comes after 3 days without a move at the table.
    • You may put your own seat on autopilot with /game autopilot level:, and leave a running game for good with /game leave (a bot takes your seat, or in a two-player duel you concede).
table-help-records-title = Records and fair dice
table-help-records =
    • At the start the bot posts a commitment to the game’s random seed; at the end it reveals the seed.
    • /game verify replays the whole game and checks the commitment; /game export gives you the record as a file; /game replay turn: shows the board at any turn.
table-help-after-title = Finding games, and after a game
table-help-after =
    • /game list shows this server’s running games and open lobbies.
    • When a game ends, **Rematch** under the final post opens a new lobby with the same players and options.
    • /game board, /game status, /game log, /game export and /game replay keep working for the channel’s last game until a new one starts.
table-list-title =
    { $count ->
        [one] One game on this server:
       *[other] { $count } games on this server:
    }
    { $games }
table-list-lobby = • { $game } in { $channel }: lobby, { $count }/{ $max } players, host { $host }
table-list-active =
    • { $game } in { $channel }: { $unit ->
        [round] round
       *[other] turn
    } { $turn }, waiting for { $players }
table-list-none = No game is being played on this server. Start one with /game new.
table-button-rematch = Rematch
table-rematch-opened = { $player } asks for a rematch: same players, characters and options. { $host } starts it when everyone is ready; anyone may still leave or join.
table-guide-panel =
    { "*" }*Your first { $game } game: how this panel works**
    • The buttons are the moves you may make right now; pressing one plays it at once (one that would throw away what the turn still offers asks you first). Grey buttons pass, end the turn, or try a move that has no effect (their label says so); moves that also end the turn (a draw, say) are blue like the others.
    • With many moves the buttons become menus, one per kind of move; Previous / Next turn their pages.
    • **Refresh** redraws the panel once others have moved. Only you see it.
table-guide-aod = • Each turn you have three actions: draw a card, or play energy cards (walk, open or turn tiles) or ammo cards (shoot); claiming a counter is free. The board shows the actions and energy left.
table-guide-darktomb = • Each round the hero players roll a d20: the best roll goes first, then table order. On your turn walk, then play one of your four cards — never the one you played last turn.
table-guide-underworld = • The team moves together: read the next obstacles on the board and agree on who pays for each. Your turn ends when you draw or heal.
table-guide-catacombs = • Shots are aimed: **Aim & preview…** lets you try an angle and a power and see the aim line before you fire; where the disk stops is only known once it is flicked.
table-guide-more = /game rules explains the game topic by topic; /game help for the rest. This guide is shown once.
error-rematch-not_over = This game is not over yet: a rematch is offered under its final post.
table-status-ended_early = This game was ended early: nobody plays any more.
