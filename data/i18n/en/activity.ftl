activity-signed_out = You are signed out of the table. Open it again from the game’s channel.
activity-no_game = There is no game to show here.
