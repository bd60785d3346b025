game-aod-name = Tomb Raider – The Angel of Darkness
character-lara = Lara Croft
character-kurtis = Kurtis Trent
character-pieter = Pieter van Eckhardt
character-joachim = Joachim Karel
side-good = the good guys
side-bad = the bad guys
card-energy = energy
card-ammo = ammo
card-life = life
direction-N = north
direction-E = east
direction-S = south
direction-W = west
counter-evidence = evidence
counter-painting = painting
counter-large = large counter
symbol-none = corridor
symbol-torch = secret room
symbol-reload_energy = energy reload
symbol-reload_ammo = ammo reload
symbol-reload_life = life reload
option-aod-collapse = Collapse shape
option-aod-collapse-orthogonal = Orthogonal (tiles sharing a side fall each round)
option-aod-collapse-king = Fast (tiles touching even by a corner fall each round)
option-aod-large_counter_points = Points for the large counter
option-aod-large_counter_points-3 = 3 points
option-aod-large_counter_points-4 = 4 points (double value)
option-aod-head_start = Three players: head start for the bad guys
option-aod-head_start-energy = One more energy card for Joachim, who plays last (default)
option-aod-head_start-rulebook = None, as printed (three cards each)
option-aod-head_start-bad_guys = One more energy card for Pieter and for Joachim, the two bad guys
prompt-aod-place_start = Choose where the start tile goes: a side of the museum and a tile along it.
prompt-aod-orient = Turn the tile you just opened the way you want it.
prompt-aod-ditch = You hold more than 7 cards: choose { $count } to discard.
action-aod-place_start = Start tile on the { $direction } side, next to { $pos }
action-aod-reload = Draw { $card_type }
action-aod-energy = Play energy { $cards } (= { $total })
action-aod-step = Walk { $direction } to { $pos }
action-aod-open = Open the tile { $direction } ({ $pos })
action-aod-orient =
    Lay it open to { $directions }, { $rotation ->
        [0] as printed
        [1] turned a quarter clockwise
        [2] turned half round
       *[other] turned a quarter anticlockwise
    }
action-aod-rotate =
    Turn { $pos } by { $turns ->
        [one] 1 quarter
       *[other] { $turns } quarters
    } clockwise
action-aod-shoot =
    Shoot { $target_seat } with { $cards } ({ $hits ->
        [one] 1 hit
       *[other] { $hits } hits
    })
action-aod-claim =
    Claim counter { $counter } ({ $points ->
        [one] 1 pt
       *[other] { $points } pts
    })
action-aod-claim_large = Claim the large counter { $counter } ({ $points } pts) — the bomb goes off when you carry it off this tile, or at the end of your turn if it is still here (with you, if you stay)
action-aod-drop = Put down the counter you carry
action-aod-hand_over = Give { $counter } to { $to_seat }
action-aod-take_over = Take { $counter } from { $from_seat }
action-aod-ditch = Discard { $cards }
action-aod-end_turn = End turn
action-aod-concede = Concede the game
confirm-aod-energy_left = End your turn with { $count } energy left to spend? Unspent energy is lost.
confirm-aod-energy_lost = Take this action and lose the { $count } energy left to spend? Energy is lost as soon as you do anything else.
event-aod-start_placed = { $seat } placed the start tile on the { $direction } side, at the entrance { $pos }.
event-aod-turn_started = Turn { $turn }: { $seat } to play.
event-aod-turn_ended = { $seat } ends the turn.
event-aod-turn_skipped = { $seat } is knocked out and misses this turn.
event-aod-stood_up = { $seat } gets back up with one card of each type.
event-aod-reloaded =
    { $seat } draws { $count ->
        [one] 1 { $card_type } card
       *[other] { $count } { $card_type } cards
    }.
event-aod-cards_drawn = You drew { $card_type }: { $cards }.
event-aod-reshuffled = The { $card_type } discards ({ $count }) are shuffled into a new pile.
event-aod-bonus =
    { $seat } finds a reload symbol and takes { $count ->
        [one] 1 { $card_type } card
       *[other] { $count } { $card_type } cards
    } as a bonus.
event-aod-ditched =
    { $seat } discards { $count ->
        [one] 1 card
       *[other] { $count } cards
    } to get back to 7 (values { $cards }).
event-aod-energy_played = { $seat } plays { $cards } energy ({ $energy } to spend).
event-aod-energy_wasted = { $seat } leaves { $amount } energy unused.
event-aod-moved = { $seat } walks { $direction } to { $pos }.
event-aod-opened = { $seat } opens the tile at { $pos }.
event-aod-oriented = The tile at { $pos } now opens to { $directions }.
event-aod-rotated = { $seat } turns { $pos }; it now opens to { $directions }.
event-aod-discovered =
    { $seat } discovers a secret room at { $pos } (+1 point); { $objects ->
        [0] it is empty
        [one] 1 counter lies inside
       *[other] { $objects } counters lie inside
    }.
event-aod-object_revealed =
    Counter { $counter } ({ $points ->
        [one] 1 pt
       *[other] { $points } pts
    }) lies in the room at { $pos }.
event-aod-police_good = Police! They hunt the good guys.
event-aod-police_bad = Police! They hunt the bad guys.
event-aod-police_both = Police! They hunt everybody.
event-aod-hunted = { $seat } flees from { $pos } back to the start tile.
event-aod-shot =
    { $seat } shoots { $target_seat }: { $cards } = { $hits ->
        [one] 1 hit
       *[other] { $hits } hits
    }.
event-aod-blocked = { $seat } stops the bullets with life { $cards } ({ $wasted } wasted).
event-aod-knocked_out = { $seat } is knocked out at { $pos }, loses all cards and misses the next turn.
event-aod-claimed =
    { $seat } claims counter { $counter } ({ $points ->
        [one] 1 pt
       *[other] { $points } pts
    }) at { $pos }.
event-aod-dropped = { $seat } leaves counter { $counter } at { $pos }.
event-aod-handed_over = { $seat } hands { $counter } to { $to_seat }.
event-aod-taken_over = { $seat } takes { $counter } from { $from_seat }.
event-aod-conceded = { $seat } concedes and leaves the game.
event-aod-smuggled =
    { $seat } smuggles { $counter } out of the museum: { $points ->
        [one] +1 point
       *[other] +{ $points } points
    }!
event-aod-destroyed =
    { $seat } carries { $counter } out and destroys it ({ $points ->
        [one] 1 pt
       *[other] { $points } pts
    } nobody gets).
event-aod-bomb_taken = { $seat } takes the large counter: the time bomb at { $pos } is armed!
event-aod-exploded = The bomb goes off: the tile at { $pos } is gone.
event-aod-collapsed =
    The museum collapses after the turn of { $seat }, who holds the bomb: { $count ->
        [one] 1 more tile falls
       *[other] { $count } more tiles fall
    }, { $left } left.
event-aod-figure_lost = { $seat } is buried at { $pos } (−1 point).
event-aod-object_lost = Counter { $counter } is buried at { $pos }.
event-aod-game_over = The museum has fallen. Game over!
error-aod-bad_notation = “{ $text }” is not a move of this game. Press Play (under the turn post, or in your hand’s DM) and pick one of the buttons, or type /game play and choose one of the moves it lists.
error-aod-player_count = This game is for { $minimum } to { $maximum } players, not { $count }.
error-aod-unknown_role = “{ $role }” is not a character: pick Lara, Kurtis, Pieter or Joachim.
error-aod-role_not_in_game = { $character } does not play with { $count } players: pick one of the characters offered.
error-aod-role_taken = { $character } is already taken: pick another character.
error-aod-pending_place_start = First place the start tile (a side and a tile along it).
error-aod-pending_orient = First choose how the tile you opened lies.
error-aod-pending_ditch =
    First discard { $count ->
        [one] 1 card
       *[other] { $count } cards
    }: you may hold 7 at most.
error-aod-nothing_pending = Nothing is waiting for that answer: play an action or end your turn.
error-aod-no_concession = Only a two-player game ends when a player leaves; here /game leave hands your seat to a bot.
error-aod-no_actions_left = Your three actions are used: spend any energy left, claim or drop a counter, or end your turn.
error-aod-no_energy =
    You have no energy to spend: play energy cards first ({ $actions_left ->
        [one] 1 action left
       *[other] { $actions_left } actions left
    }).
error-aod-no_cards = Choose at least one { $card_type } card from your hand.
error-aod-duplicate_cards = Each card can be played only once.
error-aod-not_in_hand = You can only play { $card_type } cards that are in your hand.
error-aod-wrong_card_type = All cards of this action must be { $card_type } cards.
error-aod-pile_empty = No { $card_type } card is left to draw: reload another type.
error-aod-ditch_count =
    Discard exactly { $count ->
        [one] 1 card
       *[other] { $count } cards
    } from your hand.
error-aod-ditch_not_in_hand =
    Discard { $count ->
        [one] 1 card that is
       *[other] { $count } cards that are
    } in your hand.
error-aod-step_blocked = You cannot walk { $direction }: a wall, a closed or fallen tile is in the way. Open ways: { $directions }.
error-aod-open_where = You can only open a face-down tile next to yours: { $directions }.
error-aod-rotate_where = You can turn your own tile or an opened tile next to it: { $directions }.
error-aod-shoot_from_start = Nobody shoots from the start tile: step into the museum first.
error-aod-target_self = Pick another figure to shoot at.
error-aod-target_partner = { $target_seat } is on your team: shoot at an opponent.
error-aod-target_down = { $target_seat } is down or gone: shoot at a figure still standing.
error-aod-target_safe = The start tile is a safe zone: shoot at a figure inside the museum.
error-aod-target_out_of_sight = { $target_seat } is not in a straight, open line from you: shoot along an open corridor or on your own tile.
error-aod-already_carrying = You already carry { $counter }: drop it or bring it to the start tile first.
error-aod-nothing_to_claim = { $counter } is not lying on your tile; here you can claim: { $counters }.
error-aod-not_carrying = You carry no counter.
error-aod-cannot_give = You can hand your counter only to your partner, standing on your tile with free hands.
error-aod-cannot_take = You can take a counter only from your partner on your tile, when you carry none.
result-aod-team_win =
    Victory for { $side } with { $points ->
        [one] 1 point
       *[other] { $points } points
    }!
result-aod-solo_win =
    { $seat } ({ $character }) wins with { $points ->
        [one] 1 point
       *[other] { $points } points
    }!
result-aod-draw =
    A tie at { $points ->
        [one] 1 point
       *[other] { $points } points
    }.
result-aod-conceded = { $seat } ({ $character }) wins: { $loser_seat } conceded.
rules-aod-setup = The museum is a 5×5 square of face-down tiles. Lara places the start tile next to any border tile; every figure starts there with one energy, one ammo and one life card. 2 players: Lara against Pieter; 3: Lara against Pieter and Joachim (everyone alone; Joachim, who plays last, starts with one more energy card, unless the host gives Pieter one too or turns the head start off); 4: Lara and Kurtis against Pieter and Joachim.
rules-aod-turn = On your turn take up to three actions, or end it at once. An action is either drawing one card (two of the matching type on a reload tile) or playing any number of cards together, all energy or all ammo (life cards only stop bullets). Claiming, dropping and passing a counter are free. You may hold 7 cards; above that you discard.
rules-aod-energy = Energy pays for moves, 1 each: walk one tile, open a face-down tile next to you (you choose how it lies), or turn your tile or a neighbour. You can only walk where both facing edges are open. Unspent energy is lost as soon as you do anything else.
rules-aod-shooting = Ammo shoots along a straight open corridor, or on your own tile. Nobody shoots from or into the start tile, and nobody shoots a partner (in the 3-player game the bad guys may shoot each other). The target’s life cards absorb the hits automatically, wasting as little as possible; without enough life the target is knocked out: it loses its cards and counter, misses a turn, then stands up with one card of each type.
rules-aod-counters = Opening a torch tile reveals a secret room: you get a discovery counter (1 point), counters are placed in the room, and the police may chase the good guys, the bad guys or both back to the start (they leave what they carried; a hunted player’s turn ends). Walk onto a counter to claim it, then carry it to the start tile. Only one counter at a time; partners on the same tile may pass it.
rules-aod-bomb = The large counter lies on a time bomb in the last room found. Whoever carries it off its tile keeps the bomb, and the tile explodes at that moment; if the counter is still on the tile when the turn of the player who claimed it ends, the tile explodes then, with everyone still standing there. Each later turn the bomb holder finishes brings down the ring of tiles around the hole. Anything on a fallen tile is lost; a lost figure costs 1 point. The game ends when the whole museum has fallen.
rules-aod-scoring = Discovery counters are worth 1 point. Evidence scores for the good guys and paintings for the bad guys when they carry them out; carried out by the other side they are destroyed. The large counter scores for anybody. With 4 players the team totals count. On a tie, whoever reached that score last wins.
rules-aod-setup-title = Setup and teams
rules-aod-turn-title = A turn
rules-aod-energy-title = Energy: walk, open, rotate
rules-aod-shooting-title = Shooting and life
rules-aod-counters-title = Secret rooms and counters
rules-aod-bomb-title = The time bomb and the collapse
rules-aod-scoring-title = Scoring and the end
