game-underworld-name = Tomb Raider Underworld
option-underworld-scoring = Scoring
option-underworld-scoring-cooperative = Cooperative (everyone wins or loses together)
option-underworld-scoring-competitive = Competitive (among the winners, most victory points left)
option-underworld-solo_draw = Solo draw (one player only)
option-underworld-solo_draw-rulebook = Rulebook (2 cards every turn)
option-underworld-solo_draw-challenge = Challenge (2 cards every third turn, 1 on the others)
option-underworld-tracks = Region tracks
option-underworld-tracks-first = First tuning (games started before the retune)
option-underworld-tracks-second = Retuned for strong play: more obstacle rolls, fewer treasures (default)
card-acrobatics =
    { $count ->
        [one] acrobatics card
        [other] acrobatics cards
       *[bare] acrobatics
    }
card-battle =
    { $count ->
        [one] battle card
        [other] battle cards
       *[bare] battle
    }
card-cunning =
    { $count ->
        [one] cunning card
        [other] cunning cards
       *[bare] cunning
    }
card-vp =
    { $count ->
        [one] victory point
       *[other] victory points
    }
card-treasure =
    { $count ->
        [one] treasure
       *[other] treasures
    }
card-medkit =
    { $count ->
        [one] medkit
       *[other] medkits
    }
card-any =
    { $count ->
        [one] item of any kind
       *[other] items of any kind
    }
card-start = start
card-die = obstacle die
card-card = card draw
card-adr = adrenaline
card-med = medkit
card-tre = treasure
card-rel = relic
card-object = object
card-jormungandr = Jörmungandr
card-wild = Lara (any axis)
card-natla = Natla
card-discard_natla = discard 1, then Natla
card-nothing = blank
card-wound = broken heart
card-enemy = panther
card-enemies = two panthers
card-discard1 = discard 1
card-discard2 = discard 2
card-niflheim = Niflheim
card-bhogavati = Bhogavati
card-croft_manor = Croft Manor
card-xibalba = Xibalba
card-jan_mayen = Jan Mayen Island
card-helheim = Helheim
card-niflheim_1 = Sunken gate
card-niflheim_2 = Gate of Niflheim
card-niflheim_3 = The Kraken
card-niflheim_4 = Gauntlet door
card-niflheim_5 = Hall of fallen pillars
card-niflheim_6 = Amanda’s ship
card-bhogavati_1 = Road to the temple
card-bhogavati_2 = Bhogavati courtyard
card-bhogavati_3 = Proto-Norse hall
card-bhogavati_4 = Shiva’s jewels
card-bhogavati_5 = Shiva’s right hand
card-bhogavati_6 = Map room
card-croft_manor_1 = The sarcophagus
card-croft_manor_2 = Side doors
card-croft_manor_3 = Bats and climbing
card-croft_manor_4 = Chapel door riddle
card-croft_manor_5 = Hidden study
card-croft_manor_6 = Rune pillar
card-xibalba_1 = Jaguar head and stone skull
card-xibalba_2 = Jaguar house
card-xibalba_3 = House of blades
card-xibalba_4 = House of fire
card-xibalba_5 = Crumbling house
card-xibalba_6 = Jörmungandr’s pool
card-jan_mayen_1 = Valgrind tower
card-jan_mayen_2 = Gate of the dead
card-jan_mayen_3 = Labyrinth
card-jan_mayen_4 = Bridge to Valhalla
card-jan_mayen_5 = Hammer ride
card-jan_mayen_6 = Walkways and yeti
card-helheim_1 = Power stones
card-helheim_2 = Drawbridge
card-helheim_3 = Thrall shooting
card-helheim_4 = Hordes of Helheim
card-helheim_5 = Central tower
card-helheim_6 = Natla at the serpent’s heart
card-thor_gauntlet_1 = Thor’s gauntlet (first)
card-spear_gun = Spear gun
card-sonar_map = Sonar map
card-tranq_gun_1 = Tranquilizer gun (Bhogavati)
card-shotgun = Shotgun
card-sticky_grenades = Sticky grenades
card-grapple = Grapple
card-thor_gauntlet_2 = Thor’s gauntlet (second)
card-tranq_gun_2 = Tranquilizer gun (manor)
card-flare = Flare
card-assault_rifle = Assault rifle
card-thor_belt = Thor’s belt
card-combat_knife = Combat knife
card-motorcycle = Motorcycle
card-mjolnir = Mjölnir
card-smgs = Submachine guns
card-climbing_gear = Climbing gear
card-heavy_shotgun = Heavy shotgun
card-grenade_launcher = Grenade launcher
card-pda = PDA
card-reef_shark = Reef shark
card-mercenary_diver = Mercenary diver
card-giant_squid = Giant squid
card-amandas_gunman = Amanda’s gunman
card-bengal_tiger = Bengal tiger
card-black_panther = Black panther
card-giant_spider = Giant spider
card-thai_mercenary = Thai mercenary
card-cobra = Cobra
card-bat_swarm = Bat swarm
card-crypt_rats = Crypt rats
card-intruder = Intruder
card-doppelganger = Lara’s doppelgänger
card-jaguar = Jaguar
card-mayan_thrall = Mayan thrall
card-mayan_dead = Mayan dead
card-mercenary = Mercenary
card-yeti = Yeti
card-valhalla_thrall = Valhalla thrall
card-norse_dead = Norse dead
card-frost_wolf = Frost wolf
card-draugr = Draugr
card-helheim_thrall = Helheim thrall
card-natla_mercenary = Natla’s mercenary
card-eitr_serpent = Eitr serpent
obstacle-underworld-niflheim_1 = You alone: give up 1 cunning card and 1 treasure, or Lara loses 1 health.
obstacle-underworld-niflheim_2 = Each player: 1 acrobatics card, or that player rolls the obstacle die.
obstacle-underworld-niflheim_3 = Together: 2 cunning and 2 acrobatics cards, or you roll the obstacle die once.
obstacle-underworld-niflheim_4 = Roll the obstacle die unless the cunning axis is complete.
obstacle-underworld-niflheim_5 = Together: 3 acrobatics cards, or you roll the obstacle die once.
obstacle-underworld-niflheim_6 = Each player: 1 battle card, or that player rolls the obstacle die.
obstacle-underworld-bhogavati_1 = Together: 4 acrobatics and 1 battle card, or you roll the obstacle die once.
obstacle-underworld-bhogavati_2 = Each player: 1 battle card, or that player rolls the obstacle die.
obstacle-underworld-bhogavati_3 = You may pay 3 treasures to take the tranquilizer gun.
obstacle-underworld-bhogavati_4 = Together: 4 cunning cards, or you roll the obstacle die once.
obstacle-underworld-bhogavati_5 = Each player: 1 victory point, or that player rolls the obstacle die.
obstacle-underworld-bhogavati_6 = You alone: 2 cunning cards, or you are out of the game.
obstacle-underworld-croft_manor_1 = You alone: 2 cunning cards, or roll the obstacle die.
obstacle-underworld-croft_manor_2 = Cunning axis complete: take the tranquilizer gun; otherwise roll the obstacle die.
obstacle-underworld-croft_manor_3 = Each player: 1 acrobatics card, or that player rolls the obstacle die.
obstacle-underworld-croft_manor_4 = Name a card type and turn over the top progress card: right, you keep it; wrong, you discard it and your whole hand.
obstacle-underworld-croft_manor_5 = You alone: 1 victory point and 1 treasure, or you are out of the game.
obstacle-underworld-croft_manor_6 = Together: any 6 items (cards, victory points, treasures), or you roll the obstacle die once.
obstacle-underworld-xibalba_1 = Each player: 1 acrobatics and 1 battle card, or Lara loses 1 health for that player.
obstacle-underworld-xibalba_2 = Cunning axis complete: every player draws a card; otherwise roll the obstacle die once.
obstacle-underworld-xibalba_3 = Together: 2 acrobatics cards, or Lara loses 1 health.
obstacle-underworld-xibalba_4 = Together: 2 acrobatics cards, or Lara loses 1 health.
obstacle-underworld-xibalba_5 = You alone: 1 acrobatics and 1 cunning card, or Lara loses 2 health.
obstacle-underworld-xibalba_6 = Roll the obstacle die twice unless the battle axis is complete.
obstacle-underworld-jan_mayen_1 = Each player may pay 5 victory points to draw 2 cards; whoever does not rolls the obstacle die.
obstacle-underworld-jan_mayen_2 = Each player: 1 treasure or 3 victory points, or that player is out of the game.
obstacle-underworld-jan_mayen_3 = You alone: 2 cunning cards, or you discard your whole hand.
obstacle-underworld-jan_mayen_4 = The top progress card is shown; you alone: 2 cards of its type, or roll the obstacle die.
obstacle-underworld-jan_mayen_5 = You alone: 3 acrobatics cards, or roll the obstacle die twice.
obstacle-underworld-jan_mayen_6 = Together: 5 battle cards, or Lara loses 2 health.
obstacle-underworld-helheim_1 = You alone: 2 cunning cards, or roll the obstacle die.
obstacle-underworld-helheim_2 = Each player: 1 acrobatics card, or that player rolls the obstacle die.
obstacle-underworld-helheim_3 = Together: 4 battle cards, or you roll the obstacle die twice.
obstacle-underworld-helheim_4 = Together: 5 battle cards, or Lara loses 2 health.
obstacle-underworld-helheim_5 = Each player: 2 victory points or 2 treasures, or that player discards their whole hand.
obstacle-underworld-helheim_6 = Natla wakes the serpent: the game is lost.
object-underworld-thor_gauntlet_1 = Thor object: goes to the main board; +1 victory point when found.
object-underworld-spear_gun = Eliminate 1 enemy.
object-underworld-sonar_map = +1 cunning, then draw 1 card.
object-underworld-tranq_gun_1 = Eliminate 2 enemies.
object-underworld-shotgun = Eliminate 1 enemy.
object-underworld-sticky_grenades = Eliminate 2 enemies.
object-underworld-grapple = +1 acrobatics.
object-underworld-thor_gauntlet_2 = Thor object: goes to the main board; +1 victory point when found.
object-underworld-tranq_gun_2 = Eliminate 2 enemies.
object-underworld-flare = +1 cunning.
object-underworld-assault_rifle = Eliminate 1 enemy, then draw 1 card.
object-underworld-thor_belt = Thor object: goes to the main board; Lara heals 1 when found.
object-underworld-combat_knife = Eliminate 1 enemy.
object-underworld-motorcycle = +2 acrobatics.
object-underworld-mjolnir = Thor object: goes to the main board; eliminates up to 2 enemies when found.
object-underworld-smgs = Eliminate 2 enemies.
object-underworld-climbing_gear = +1 acrobatics and +1 battle.
object-underworld-heavy_shotgun = Eliminate 2 enemies.
object-underworld-grenade_launcher = Eliminate 2 enemies, then roll the obstacle die.
object-underworld-pda = +1 on the axis of your choice.
prompt-underworld-axis = Choose the axis Lara moves along.
prompt-underworld-discard =
    Choose { $count ->
        [one] 1 card
       *[other] { $count } cards
    } to discard.
prompt-underworld-guess = Name a card type, then the top card is turned over.
prompt-underworld-cost_self = Pay for the obstacle, or take the penalty.
prompt-underworld-cost_each = Every player pays their own share, or takes the penalty; the active player settles.
prompt-underworld-cost_total = Put items in together; the active player settles once enough is in, or takes the penalty.
action-underworld-roll = Roll the progress die
action-underworld-axis = Move along { $axis_type }
action-underworld-discard_1 =
    Discard { $first_type ->
        [acrobatics] an
       *[other] a
    } { $first_type } card
action-underworld-discard_2 = Discard { $first_type } and { $second_type }
action-underworld-guess = Bet on { $axis_type }
action-underworld-play =
    Play { $axis_type ->
        [acrobatics] an
       *[other] a
    } { $axis_type } card
action-underworld-treasure = Spend a treasure on { $axis_type }
action-underworld-use = Use { $object_type }
action-underworld-defeat = Eliminate the rightmost enemy
action-underworld-defeat_1 = Eliminate { $enemy_type }: pay { $count } { NOUN($item_type, $count) }
action-underworld-defeat_2 = Eliminate { $enemy_type }: pay { $count } { NOUN($item_type, $count) } + { $count2 } { NOUN($second_type, $count2) }
action-underworld-pay = Pay
action-underworld-pay_1 = Pay { $count } { NOUN($item_type, $count) }
action-underworld-pay_2 = Pay { $count } { NOUN($item_type, $count) } + { $count2 } { NOUN($second_type, $count2) }
action-underworld-give = Put in { $count } { NOUN($item_type, $count) }
action-underworld-pass = Put in nothing more
action-underworld-settle = Settle the obstacle
action-underworld-decline = Take the penalty instead
action-underworld-draw =
    Draw { $count ->
        [one] 1 card
       *[other] { $count } cards
    } and end the turn
confirm-underworld-actions_left =
    End the turn with { $count ->
        [one] 1 action
       *[other] { $count } actions
    } left? Unused actions are lost.
action-underworld-heal =
    Use { $count ->
        [one] 1 medkit
       *[other] { $count } medkits
    } and end the turn
event-underworld-turn_started = Turn { $turn }: { $seat } to play.
event-underworld-progress_rolled = { $seat } rolls the progress die: { $face_type }.
event-underworld-obstacle_rolled = { $seat } rolls the obstacle die: { $face_type }.
event-underworld-advanced = Lara moves to space { $space } of { $axis_type } ({ $space_type }).
event-underworld-axis_blocked = The { $axis_type } axis is complete: Lara stays put.
event-underworld-obstacle = Natla reaches obstacle { $number }: { $obstacle_type }.
event-underworld-enemy_revealed = An enemy appears: { $enemy_type } ({ $visible } in the line).
event-underworld-no_enemy_left = No enemy is left to reveal in this region.
event-underworld-enemy_defeated = { $seat } eliminates { $enemy_type }.
event-underworld-wounded = Lara loses { $amount } health ({ $health } left).
event-underworld-healed = Lara recovers: { $health } health.
event-underworld-medkits_used =
    { $seat } uses { $count ->
        [one] 1 medkit
       *[other] { $count } medkits
    }: Lara has { $health } health.
event-underworld-relic = A relic! Lara’s health can now reach { $max_health }.
event-underworld-adrenaline = Adrenaline rises to { $level }.
event-underworld-adrenaline_rush = Adrenaline at its peak: one free step and one enemy eliminated, then the gauge resets.
event-underworld-gained = { $seat } takes { A(NOUN($counter_type, 1)) }.
event-underworld-supply_empty = No { $counter_type } left in the supply.
event-underworld-drew =
    { $seat } draws { $count ->
        [one] 1 card
       *[other] { $count } cards
    }.
event-underworld-drawn = You drew: { $acrobatics } acrobatics, { $battle } battle, { $cunning } cunning.
event-underworld-reshuffled =
    { $count ->
        [0] No discarded progress card is left to shuffle.
        [one] The 1 discarded progress card becomes a new pile.
       *[other] The { $count } discarded progress cards are shuffled into a new pile.
    }
event-underworld-object_found = { $seat } finds { $object_type }.
event-underworld-thor_found = { $seat } finds { $object_type }; it goes to the main board.
event-underworld-object_used = { $seat } uses { $object_type }.
event-underworld-discarded =
    { $seat } discards { $count ->
        [one] 1 card
       *[other] { $count } cards
    }.
event-underworld-cannot_discard =
    { $seat } cannot discard { $count ->
        [one] 1 card
       *[other] { $count } cards
    }.
event-underworld-hand_lost =
    { $seat } loses their whole hand ({ $count ->
        [one] 1 card
       *[other] { $count } cards
    }).
event-underworld-player_eliminated = { $seat } is out of the game.
event-underworld-top_revealed = The top progress card is { $card_type }.
event-underworld-top_missing = There is no progress card to show.
event-underworld-guessed_right = { $seat } bet on { $guess_type } and the card is { $card_type }: they keep it.
event-underworld-guessed_wrong = { $seat } bet on { $guess_type } but the card is { $card_type }: their hand is lost.
event-underworld-guess_no_card = No progress card is left to turn over.
event-underworld-axis_done = The { $axis_type } axis is complete.
event-underworld-axis_not_done = The { $axis_type } axis is not complete.
event-underworld-cannot_pay = { $seat } cannot pay: the penalty applies.
event-underworld-paid = { $seat } pays for { $obstacle_type }.
event-underworld-gave = { $seat } puts in { $count } { NOUN($item_type, $count) }.
event-underworld-passed = { $seat } puts in nothing more.
event-underworld-pool_paid = Together the players pay for { $obstacle_type }.
event-underworld-pool_short = Not enough for { $obstacle_type }: everything goes back and the penalty applies.
event-underworld-share_paid = { $seat } has paid their share.
event-underworld-share_missing = { $seat } has not paid: the penalty applies to them.
event-underworld-declined = { $seat } takes the penalty of { $obstacle_type } instead.
event-underworld-region_complete = { $region_type } is done: only drawing or healing is left this turn.
event-underworld-region_left =
    Lara leaves { $region_type } with { $visible ->
        [0] no enemy
        [one] 1 enemy
       *[other] { $visible } enemies
    } in sight: { $amount } health lost.
event-underworld-region_entered = Lara arrives in { $region_type }.
event-underworld-jormungandr_destroyed =
    { $seat } reaches Jörmungandr and the team spends { $cost ->
        [one] 1 victory point
       *[other] { $cost } victory points
    } to destroy it!
event-underworld-jormungandr_survives =
    Jörmungandr needs { $cost ->
        [one] 1 victory point
       *[other] { $cost } victory points
    } and the team has fewer.
event-underworld-game_lost_a = Every player is out: the adventure ends.
event-underworld-game_lost_b = Lara has no health left.
event-underworld-game_lost_c = Eight enemies at once overwhelm Lara.
event-underworld-game_lost_d = Natla reaches the last obstacle of Helheim.
event-underworld-game_lost_e = Jörmungandr cannot be destroyed.
error-underworld-bad_notation = “{ $text }” is not a move of this game. Press Play (under the turn post, or in your hand’s DM) and pick one of the buttons, or type /game play and choose one of the moves it lists.
error-underworld-player_count = This game is for { $minimum } to { $maximum } players, not { $count }.
error-underworld-stage_roll = Roll the progress die first.
error-underworld-stage_main = You already rolled this turn.
error-underworld-stage_end = The region is over: draw or heal to end your turn.
error-underworld-roll_first = Roll the progress die first.
error-underworld-no_actions_left = Your two actions are used: draw or heal to end your turn.
error-underworld-axis_finished = The { $axis_type } axis is already complete.
error-underworld-no_such_card = You hold no { $axis_type } card.
error-underworld-no_treasure = You have no treasure.
error-underworld-object_not_held = You do not hold { $object_type }.
error-underworld-no_enemy = No enemy is in sight for { $object_type }.
error-underworld-no_enemy_visible = No enemy is in sight.
error-underworld-cannot_defeat = You cannot pay what { $enemy_type } asks.
error-underworld-cannot_heal =
    You can use at most { $room ->
        [one] 1 medkit
       *[other] { $room } medkits
    } now and you hold { $medkits }.
error-underworld-discard_count =
    Discard exactly { $count ->
        [one] 1 card
       *[other] { $count } cards
    } that you hold.
error-underworld-self_cost = This obstacle is paid by the active player alone: pay or take the penalty.
error-underworld-collective_cost = This obstacle is paid together: put items in, then the active player settles.
error-underworld-cannot_afford = You cannot pay that.
error-underworld-not_owned = You do not have { $count } { NOUN($item_type, $count) }.
error-underworld-not_needed = The obstacle does not need { $count } more { NOUN($item_type, $count) }.
error-underworld-cannot_pass = The active player settles instead of passing.
error-underworld-decline_each = Here every player answers for themselves: settle when you are ready.
error-underworld-pending_axis = First choose the axis Lara moves along.
error-underworld-pending_discard =
    First discard { $count ->
        [one] 1 card
       *[other] { $count } cards
    }.
error-underworld-pending_guess = First name a card type for the chapel door.
error-underworld-pending_cost = First the obstacle must be paid or settled.
error-underworld-nothing_pending = Nothing is waiting for that answer.
result-underworld-won =
    Jörmungandr is destroyed ({ $cost ->
        [one] 1 victory point
       *[other] { $cost } victory points
    }): everybody wins!
result-underworld-won_by =
    Jörmungandr is destroyed ({ $cost ->
        [one] 1 victory point
       *[other] { $cost } victory points
    }); { $seat } wins with { $points } left.
result-underworld-won_tied =
    Jörmungandr is destroyed ({ $cost ->
        [one] 1 victory point
       *[other] { $cost } victory points
    }); several players tie with { $points }.
result-underworld-lost_a = Lost: every player was eliminated.
result-underworld-lost_b = Lost: Lara ran out of health.
result-underworld-lost_c = Lost: eight enemies were in sight at once.
result-underworld-lost_d = Lost: Natla reached the last obstacle of Helheim.
result-underworld-lost_e = Lost: the team could not pay to destroy Jörmungandr.
rules-underworld-goal = Everybody plays Lara together. Cross six regions and, in Helheim, pay victory points to destroy Jörmungandr: 7 with all four Thor objects, 2 more for each one missing. In competitive scoring, the player holding the most victory points afterwards wins.
rules-underworld-turn = A turn: roll the progress die; then take up to two actions (play a progress card, spend a treasure as any card on an axis, or use an object); then either draw (two cards when playing alone, or with the solo challenge option two every third turn and one on the others) or spend medkits to heal. Paying an enemy’s condition to remove it is free.
rules-underworld-spaces = Every space Lara enters does something: victory point, treasure, medkit, card, relic (maximum health +1), object, adrenaline (at the top of the gauge: one free step and one enemy down), or a roll of the obstacle die.
rules-underworld-obstacles = Natla walks the six obstacles of the region. Some are paid by the active player, some by each player for themselves, some by the players together; the active player settles them. Whoever cannot discard when told to is out.
rules-underworld-enemies = Enemies line up from right to left and are eliminated from the right, by a weapon or by paying their condition (+1 victory point each). Eight in sight at once loses the game.
rules-underworld-regions = A region ends when Lara completes the acrobatics axis or after its sixth obstacle; the active player only draws or heals, then everybody moves on. Objects left behind and unrevealed enemies are lost; 4–5 enemies in sight cost 1 health, 6–7 cost 2. Leaving Jan Mayen, everybody draws 2 cards.
rules-underworld-end = The team loses if every player is out, Lara has no health, eight enemies are in sight, Natla reaches Helheim’s last obstacle, or Jörmungandr cannot be paid for.
event-underworld-card_played =
    { $seat } plays { $axis_type ->
        [acrobatics] an
       *[other] a
    } { $axis_type } card.
event-underworld-treasure_played = { $seat } spends a treasure on { $axis_type }.
card-medkit-grammar = neuter
rules-underworld-goal-title = The goal
rules-underworld-turn-title = A turn
rules-underworld-spaces-title = What the spaces do
rules-underworld-obstacles-title = Natla and the obstacles
rules-underworld-enemies-title = Enemies in sight
rules-underworld-regions-title = Moving on to the next region
rules-underworld-end-title = How the team loses
