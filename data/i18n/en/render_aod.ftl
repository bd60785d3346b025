render-alt-aod-board = The Angel of Darkness board, turn { $turn }
render-alt-aod-bomb = The time bomb lies on { $pos }
render-alt-aod-carrying = carries a counter ({ $kind }, points: { $points })
render-alt-aod-falling = Falls next: { $cells }
render-alt-aod-last_raid = Last police raid: { $pos }, turn { $turn }
render-alt-aod-museum = Museum: open tiles: { $opened }, collapsed tiles: { $removed }
render-alt-aod-out = Counters scored: { $scored } · destroyed: { $destroyed } · lost in the collapse: { $lost }
render-alt-aod-seat = { $seat } plays { $character } for { $side }: points: { $points }, cards in hand: { $hand }, rooms found: { $rooms }
render-aod-falls_next_turn =
    { $count ->
        [one] 1 tile falls
       *[other] { $count } tiles fall
    } at the end of { $seat }’s next turn
render-aod-falls_this_turn =
    { $count ->
        [one] 1 tile falls
       *[other] { $count } tiles fall
    } at the end of this turn
render-aod-hand_side = You play for { $side }
render-aod-out-destroyed = Destroyed
render-aod-out-lost = Lost
render-aod-out-scored = Scored
render-aod-raid =
    Police raid on { $pos }: { $police ->
        [good] the good guys
        [bad] the bad guys
       *[both] everyone
    } sent back to the start
render-legend-falling = Falls next
render-legend-raid = Last police raid
