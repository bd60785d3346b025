demo-bad_players = This game is for { $low } to { $high } players.
demo-capped = Stopped after { $max_actions } actions without a result.
demo-files = { $boards } board pictures, the final hands and log.txt are in { $out }
demo-player = Player { $number }
demo-score =
    { "    " }{ $seat }: { $points ->
        [one] 1 point
       *[other] { $points } points
    }
demo-summary =
    { $game }: { $players ->
        [one] 1 player
       *[other] { $players } players
    }, seed { $seed } — { $actions ->
        [one] 1 action
       *[other] { $actions } actions
    } over { $turns ->
        [one] 1 turn
       *[other] { $turns } turns
    }
demo-unknown_game = Unknown game “{ $game }”. Available: { $known }.
demo-winner =
    { "  " }★ { $seat }: { $points ->
        [one] 1 point
       *[other] { $points } points
    } (winner)
render-actions_left = Actions left: { $count }
render-counters_left = Counters
render-energy_left = Energy: { $count }
render-finished = Game over
render-hand_ditch = Too many cards: discard { $count } to get back to 7.
render-hand_none = None
render-hand_title =
    { $character } — your hand ({ $count ->
        [one] 1 card
       *[other] { $count } cards
    })
render-hand_total = Total { $total }
render-knocked_out = Knocked out
render-legend-bomb = Time bomb
render-legend-evidence = Evidence
render-legend-large = Large counter
render-legend-painting = Painting
render-lost = Lost
render-pending-ditch =
    { $seat } must discard { $count ->
        [one] 1 card
       *[other] { $count } cards
    }
render-pending-orient = { $seat } turns the tile just opened at { $pos }
render-pending-place_start = { $seat } places the entrance tile
render-points = points
render-rooms_left = Rooms
render-seat_number = Player { $number }
render-start = START
render-team_score = { CAPITAL($side) }: { $points }
render-to_play = { $seat } to play
render-turn = Turn { $turn }
render-you = { $seat } (you)
