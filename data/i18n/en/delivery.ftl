error-bad_component = That button or menu is not one I can read (it may be damaged or very old). Use /game board for fresh buttons.
error-bad_value = That value is not allowed. Check the command’s options: numbers must stay within the range Discord shows.
error-saved_anyway = Your move was saved. Something went wrong while showing it; the board will be posted shortly — please don’t play it again.
error-replace-not_a_person = A seat can only go to a person: bots can’t take over a player’s seat.
error-replace-not_a_member = A seat can only go to a member of this server.
bot-turn-started = A game of { $game } begins.
bot-turn-hint = (**Play** below to choose.)
bot-turn-bot_hint = (The bot is choosing its move.)
bot-panel-saved_board_follows = Your move is saved. Announcing it is delayed; the board will follow in the channel shortly — please don’t play it again.
bot-panel-saved_permission = Your move is saved, but I can’t post in the game’s channel: a permission is missing there. The host is told what to give me; the board catches up with the current turn as soon as I can post again. Your DMs keep working.
bot-panel-saved_archived = Your move is saved, but the game’s thread is archived, so I can’t post the board in it. Once the thread is unarchived (the host is told), the board catches up with the current turn. Your DMs keep working.
bot-panel-saved_channel_gone = Your move is saved, but the game’s channel has been deleted, so the board can’t be posted anywhere. The game goes on from the Play buttons in your DMs.
bot-dm-your_turn =
    It’s your move in { $game } ({ $link }), { $unit ->
        [round] round
       *[other] turn
    } { $turn }.
bot-dm-hand_alt = Your hand in { $game }
bot-dm-failed_notice = { $player }, I can’t send you direct messages, so your hand and turn alerts can’t reach you there. Allow DMs from this server’s members (server menu → Privacy Settings), or use /game hand.
bot-fault-permission = I can no longer post in the channel of your game of { $game } ({ $link }): a permission is missing there. Moves are still saved, and players can play from the Play buttons in their DMs. To bring the board back, give me View Channel, Send Messages, Send Messages in Threads (if the game is in a thread), Attach Files and Embed Links in that channel (Edit Channel → Permissions); the channel then catches up with the current turn.
bot-fault-archived = The thread of your game of { $game } ({ $link }) is archived, so I can’t post in it. Moves are still saved, and players can play from the Play buttons in their DMs. Unarchive the thread (open it and click Unarchive, or send a message in it) and it catches up with the current turn.
bot-fault-channel_gone = The channel of your game of { $game } has been deleted, so I can no longer post its board. Moves are still saved and the Play buttons in your DMs keep working, but the table has no channel to follow the game in any more.
bot-fault-member_left = { $player } has left the server, so I can no longer reach them for your game of { $game } ({ $link }). The host (or anyone who can manage the channel) can hand their seat on to someone else with /game replace.
bot-lobby-started_private = The game has started: the first board is in the channel.
bot-lobby-already_in = You are already seated in this game.
bot-aim-not_an_aim = That is not an aim. Use the Aim form or the nudge buttons.
bot-aim-bad_form = I couldn’t read that aim. Disk: a letter and number such as S1 (or leave it empty); direction: an angle in degrees (0–360) or a disk or wall to aim at (S2, NORTH…); offset: degrees from −90 to 90; power: 0 to 100.
