launch-button = Open the table
launch-refused = Discord did not open the table here: this app’s activity may be switched off, or not offered on this device. Play with the “{ $play }” button instead.
launch-refused_page = Discord did not open the table here: this app’s activity may be switched off, or not offered on this device. Play with the “{ $play }” button instead, or on the game’s page: { $page }
