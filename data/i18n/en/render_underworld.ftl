render-underworld-turn = Turn { $turn }
render-underworld-region = Region { $number }/{ $total }: { $region_type }
render-underworld-stage-roll = { $seat }: roll the progress die
render-underworld-stage-main =
    { $seat }: { $count ->
        [one] 1 action
       *[other] { $count } actions
    } left, then draw or heal
render-underworld-stage-end = { $seat }: region over, draw or heal
render-underworld-pending-axis = { $seat } chooses the axis Lara moves along
render-underworld-pending-discard =
    { $seat } must discard { $count ->
        [one] 1 card
       *[other] { $count } cards
    }
render-underworld-pending-guess = { $seat } names a card type before the top card is shown
render-underworld-pending-cost_self = { $seat } pays for { $obstacle_type } or takes the penalty
render-underworld-pending-cost_each = { $obstacle_type }: each player pays their share, { $seat } settles
render-underworld-pending-cost_total = { $obstacle_type }: pay together, { $seat } settles
render-underworld-health = Health { $health }/{ $max_health }
render-underworld-adrenaline = Adrenaline { $level }/{ $max }
render-underworld-thor = Thor objects { $count }/{ $total }
render-underworld-axis_complete = complete
render-underworld-enemies = Enemies in sight: { $count }/{ $limit }
render-underworld-enemy_pile = Hidden: { $count }
render-underworld-enemy_next = next out
render-underworld-question-self = { $obstacle_type }: { $seat } alone pays
render-underworld-question-each = { $obstacle_type }: each player pays their own share
render-underworld-question-total = { $obstacle_type }: the players pay together
render-underworld-price = Price:
render-underworld-price_or = or
render-underworld-ready = enough is in
render-underworld-not_ready = not enough yet
render-underworld-passed = passed
render-underworld-given_none = nothing yet
render-underworld-you = { $seat } (you)
render-underworld-eliminated = Out
render-underworld-draw_pile = Draw pile
render-underworld-discard_pile = Discards
render-underworld-supply = Supply
render-underworld-revealed = Card shown
render-underworld-alt-revealed = Card shown: { $card }
render-underworld-legend-vp = Victory point
render-underworld-legend-tre = Treasure
render-underworld-legend-med = Medkit
render-underworld-legend-card = Draw a card
render-underworld-legend-die = Obstacle die
render-underworld-legend-adr = Adrenaline
render-underworld-legend-rel = Relic
render-underworld-legend-obj = Object
render-underworld-legend-jormungandr = Jörmungandr
render-underworld-hand_title =
    Your hand: { $count ->
        [one] 1 card
       *[other] { $count } cards
    }
render-underworld-hand_none = None
render-underworld-hand_discard =
    Choose { $count ->
        [one] 1 card
       *[other] { $count } cards
    } to discard now.
render-underworld-hand_objects = Your objects
render-underworld-hand_no_objects = No object yet
render-underworld-hand_out = You are out of the game; the table plays on.
render-underworld-team_vp = Team: { $vp } VP · Jörmungandr: { $cost } VP
render-underworld-obstacle_ahead = Next, obstacle { $number }: { $obstacle_type }
render-underworld-alt-track =
    { $axis }: { $number ->
        [0] Lara at the start, before space 1 of { $total }
       *[other] Lara on space { $number } of { $total }
    }
render-underworld-alt-natla = Natla: obstacles passed: { $count } of { $total }
render-underworld-alt-seat = { $seat }: cards: { $hand }, VP: { $vp }, treasures: { $treasures }, medkits: { $medkits }
render-underworld-legend-exit = Exit
render-underworld-exit = Leaving (exit or obstacle { $count }) loses: { $losses }
render-underworld-exit_objects = these objects
render-underworld-exit_health =
    { $health ->
        [one] 1 health
       *[other] { $health } health
    } ({ $count ->
        [one] 1 enemy
       *[other] { $count } enemies
    } in sight)
render-underworld-exit_nothing = nothing
render-underworld-then_obstacle = Then, obstacle { $number }: { $obstacle_type }
render-underworld-on_tracks = On the tracks: { $objects }
render-underworld-object_on = { $object_type } ({ $axis_type } { $number })
