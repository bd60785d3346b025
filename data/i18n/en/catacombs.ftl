action-catacombs-armour = Spend armour: { $card_type }
action-catacombs-discard = Throw away { $card_type }
action-catacombs-flick = Flick { $disk } towards { $angle }° at power { $power }
action-catacombs-flick_at = Flick { $disk } at { $at } ({ $offset }°) with power { $power }
action-catacombs-flick_at_laid = Flick { $disk } at { $at } ({ $offset }°) with power { $power }, projectile laid { $place }° off the line, { $gap } cm out
action-catacombs-flick_laid = Flick { $disk } towards { $angle }° at power { $power }, projectile laid { $place }° off the line, { $gap } cm out
action-catacombs-play = Play { $card_type }
action-catacombs-skip_armour = Keep the armour, take the wounds
action-catacombs-skip_bonus = No extra card
action-catacombs-skip_retry = Give up the second try
action-catacombs-skip_surprise = No surprise attack
action-catacombs-target = Aim at { $disk }
action-catacombs-concede = Concede the game
card-cc_battle_cleric = Battle Cleric
card-cc_behemoth = Behemoth
card-cc_berserker_mage = Berserker Mage
card-cc_crossbow_sentry = Crossbow Sentry
card-cc_dark_knight = Dark Knight
card-cc_enchantress = Enchantress
card-cc_ghoul = Ghoul
card-cc_goblin_slinger = Goblin Slinger
card-cc_imp = Imp
card-cc_knight_captain = Knight Captain
card-cc_lich_lord = Lich Lord
card-cc_marauder = Marauder
card-cc_necromancer = Necromancer
card-cc_orc_brute = Orc Brute
card-cc_paladin = Paladin
card-cc_pathfinder = Pathfinder
card-cc_phoenix = Phoenix
card-cc_ranger = Ranger
card-cc_rat_swarm = Rat Swarm
card-cc_royal_archer = Royal Archer
card-cc_scout = Scout
card-cc_sea_hag = Sea Hag
card-cc_shade_assassin = Shade Assassin
card-cc_shieldmaiden = Shieldmaiden
card-cc_shot_combat = combat
card-cc_shot_critical = critical combat
card-cc_shot_fireball = fireball
card-cc_shot_longbow = longbow
card-cc_shot_missile = missile
card-cc_shot_move = move
card-cc_shot_obstacle = obstacle move
card-cc_shot_powerful_wave = powerful wave
card-cc_shot_wave = wave
card-cc_skeleton_archer = Skeleton Archer
card-cc_squire = Squire
card-cc_storm_mage = Storm Mage
card-cc_tidecaller = Tidecaller
card-cc_war_griffin = War Griffin
card-cc_witch = Witch
card-cc_witch_hunter = Witch Hunter
card-cc_zombie = Zombie from Beyond the Grave
error-catacombs-bad_notation = “{ $text }” is not a move of this game. Press Play and pick a card from the buttons, or set your flick with “Aim & preview…”; /game play lists the moves you can make as you type.
error-catacombs-no_concession = Only a two-player game ends when a player leaves; here /game leave hands your seat to a bot.
error-catacombs-bad_origin = { $disk } cannot be flicked for this shot.
error-catacombs-bad_roles = Those team choices cannot start a game.
error-catacombs-lay_too_far = A projectile is laid at most { $limit } cm from its shooter.
error-catacombs-no_aim = Give an angle or a disk to aim at.
error-catacombs-no_room_to_lay = There is no room to lay the projectile there: turn it round the shooter or bring it closer.
error-catacombs-no_such_armour = Your team keeps no such armour card.
error-catacombs-no_such_disk = There is no disk { $disk } in the arena to aim at.
error-catacombs-not_in_hand = That card is not in your hand.
error-catacombs-not_now = That is not what the game is waiting for right now.
error-catacombs-nothing_to_lay = Only a ranged shot lays a projectile: drop the ~ part.
error-catacombs-pick_obstacle = Name the obstacle you flick (O1 to O5) under “Disk to flick” in “Aim & preview…”, or pick one of the obstacle flicks Play offers.
error-catacombs-players = This game is for { $low } to { $high } players.
error-catacombs-target_enemy = A targeted shot must name an enemy character.
error-catacombs-team_empty = Each team needs at least one player: { $side } has none.
error-catacombs-too_gentle = A card’s shot must be a real flick: use a power of at least { $power }.
event-catacombs-ability_companion_move = { $seat }’s companion may now make a move shot.
event-catacombs-ability_draw = { $seat }’s card draws extra cards.
event-catacombs-ability_heal = { $seat }’s card heals the team.
event-catacombs-ability_reset = { $seat }’s card brings the discards back.
event-catacombs-ability_surprise_attack = Surprise attack: { $seat } may play another card at once.
event-catacombs-armour_declined = { $seat } keeps the armour.
event-catacombs-armour_kept = { $card_type } stays face up as armour for { $side }.
event-catacombs-armour_prompt =
    Armour? { $side } may cancel { $damage ->
        [one] 1 wound
       *[other] { $damage } wounds
    }.
event-catacombs-armour_spent = { $seat } spends { $card_type }: the shot does nothing to { $side }.
event-catacombs-card_played = { $seat } plays { $card_type }.
event-catacombs-discarded = { $seat } throws away { $card_type }.
event-catacombs-drew = { $seat } draws a card ({ $left } left in the pile).
event-catacombs-drew_card = You drew { $card_type }.
event-catacombs-exhausted = No cards left to draw for { $side }: exhaustion.
event-catacombs-game_over_bank = The health bank is empty: the game ends.
event-catacombs-conceded = { $seat } concedes and leaves the game.
event-catacombs-game_over_health = A team has no health left: the game ends.
event-catacombs-game_over_no_card = A player has no card to play: the game ends.
event-catacombs-healed = Healing for { $side }: +{ $count } from the bank (health { $health }, bank { $bank }).
event-catacombs-health = Health of { $side }: { $health }; bank: { $bank }.
event-catacombs-missed = No wound.
event-catacombs-no_draw = { $seat } cannot draw: the pile is empty.
event-catacombs-reshuffled =
    Reset for { $side }: the discards go back into the pile ({ $left ->
        [one] 1 card
       *[other] { $left } cards
    }).
event-catacombs-shot = { $seat } flicks { $disk } ({ $shot_type }) at { $angle }°, power { $power }.
event-catacombs-stunned = Stunned: the next player of { $side } only makes one move shot.
event-catacombs-stunned_turn = { $seat } is stunned this turn.
event-catacombs-targeted = { $seat } names { $disk } as the target.
event-catacombs-token_stolen = The first token lost is stolen: health of { $side } is now { $health }.
event-catacombs-turn_started = Turn { $turn }: { $seat } plays { $disk } for { $side }.
event-catacombs-wounded = Wounds for { $side }: { $damage }.
game-catacombs-name = Catacombs Conquest
option-catacombs-abilities = Card abilities
option-catacombs-abilities-False = Off (shots only)
option-catacombs-abilities-True = On
option-catacombs-armour = Armour cards
option-catacombs-armour-False = Off (deadlier games)
option-catacombs-armour-True = On
option-catacombs-armour_timeout = If the defenders do not answer the armour question
option-catacombs-armour_timeout-decline = Keep the armour, take the hit
option-catacombs-armour_timeout-spend = Spend the armour
option-catacombs-deck = Balance tuning (card mix, head start with 3 or 4 players)
option-catacombs-deck-first = First reconstruction (games started before it was retuned)
option-catacombs-deck-second = Second tuning (games started before the third)
option-catacombs-deck-third = Third tuning (games started before the fourth)
option-catacombs-deck-fourth = Fourth tuning (games started before the fifth)
option-catacombs-deck-fifth = Balanced for careful aiming; with 3 or 4 players the Skull starts a token short (default)
option-catacombs-draw_at_end = Advanced: draw at the end of your turn
option-catacombs-draw_at_end-False = No (draw at the start of the turn)
option-catacombs-draw_at_end-True = Yes (one card fewer at the start)
option-catacombs-exhaustion = Advanced: lose a token each turn once your deck is empty
option-catacombs-exhaustion-False = No
option-catacombs-exhaustion-True = Yes
option-catacombs-starting_health = Health tokens per team at the start
option-catacombs-steadiness = How steady the hands are
option-catacombs-steadiness-mild = Slightly shaky (default)
option-catacombs-steadiness-none = Perfect aim
option-catacombs-steadiness-realistic = Like a real finger
prompt-catacombs-armour = Your team is about to be wounded: spend a kept armour card to ignore this shot?
prompt-catacombs-bonus = Hit! Throw away a card to make it 3 wounds per enemy hit, or keep your hand.
prompt-catacombs-companion = Your companion makes a move shot: aim and choose a power.
prompt-catacombs-obstacle = End of turn: flick one obstacle (power 0 leaves it where it is).
prompt-catacombs-play = Pick a card from your hand to play.
prompt-catacombs-retry = Missed! Flick the projectile again from where it lies, or give up.
prompt-catacombs-shot = Aim (an angle or a disk with an offset) and choose a power from 0 to 100.
prompt-catacombs-stun = You are stunned: throw away one card, then make a single move shot.
prompt-catacombs-surprise = Surprise attack: play another card now, or pass.
prompt-catacombs-target = Name the enemy this targeted shot is aimed at.
render-catacombs-ability-companion_move = Your companion also makes a move shot.
render-catacombs-ability-drain =
    On a wound: take { $amount ->
        [one] 1 token
       *[other] { $amount } tokens
    } from the bank.
render-catacombs-ability-draw =
    Draw { $amount ->
        [one] 1 card
       *[other] { $amount } cards
    }.
render-catacombs-ability-heal =
    Heal: take { $amount ->
        [one] 1 token
       *[other] { $amount } tokens
    } from the bank.
render-catacombs-ability-reset = Reset: shuffle your discards back into the pile.
render-catacombs-ability-steal = The first token the enemy loses joins your team.
render-catacombs-ability-stun = On a wound: the enemy’s next turn is one move shot.
render-catacombs-ability-surprise_attack = Surprise attack: play another card at once.
render-catacombs-armour = Armour: { $kept }
render-catacombs-armour_badge = ARMOUR
render-catacombs-bank = Bank: { $bank }
render-catacombs-finished = Game over
render-catacombs-hand_empty = No cards left.
render-catacombs-hand_size =
    { $seat } ({ $disks }): { $count ->
        [one] 1 card
       *[other] { $count } cards
    }
render-catacombs-hand_title =
    Your hand for { $side } ({ $count ->
        [one] 1 card
       *[other] { $count } cards
    })
render-catacombs-health = Health { $health }
render-catacombs-in_play = In play: { $card_type }
render-catacombs-piles = Pile { $draw } · discards { $discard }
render-catacombs-shots_left = Shots left: { $shots }
render-catacombs-status-armour =
    Armour decision for { $side } ({ $damage ->
        [one] 1 wound
       *[other] { $damage } wounds
    } coming)
render-catacombs-status-bonus = { $seat } may throw away a card for a stronger wave
render-catacombs-status-companion = { $seat } makes the companion’s move shot
render-catacombs-status-obstacle = { $seat } flicks an obstacle to end the turn
render-catacombs-status-play = { $seat } plays { $disk }: choose a card
render-catacombs-status-retry = { $seat } may flick the projectile again at { $target }
render-catacombs-status-shot = { $seat } flicks { $disk }: { $shot_type }
render-catacombs-status-stun = { $seat } is stunned: throw away a card, then one move shot
render-catacombs-status-surprise = { $seat }: surprise attack — another card, or pass
render-catacombs-status-target = { $seat } names the enemy for the { $shot_type }
render-catacombs-stunned = Stunned for the next turn
render-catacombs-turn = Turn { $turn }
result-catacombs-cards_win =
    Tied on health: victory for { $side }, with { $in_hand ->
        [one] 1 card
       *[other] { $in_hand } cards
    } still in hand.
result-catacombs-draw = A perfect tie: same health ({ $health }) and as many cards in hand.
result-catacombs-win = Victory for { $side }, with { $health } health left.
result-catacombs-conceded = Victory for { $side }: { $loser_seat } conceded.
role-catacombs-skull = Skull team (both villains)
role-catacombs-skull_1 = Skull villain K1
role-catacombs-skull_2 = Skull villain K2
role-catacombs-sword = Sword team (both heroes)
role-catacombs-sword_1 = Sword hero S1
role-catacombs-sword_2 = Sword hero S2
side-skull = the Skull team
side-sword = the Sword team
rules-catacombs-setup-title = Teams and setup
rules-catacombs-turn-title = A turn
rules-catacombs-shots-title = Flicking and aiming
rules-catacombs-damage-title = Wounds
rules-catacombs-armour-title = Armour cards
rules-catacombs-abilities-title = Card abilities
rules-catacombs-end-title = The end and who wins
rules-catacombs-setup = The Sword (heroes S1 and S2) against the Skull (villains K1 and K2): each team has its own deck and one pool of health tokens (8 by default; the other tokens form the bank). 2 players: one team each. 3: two players share a team, one character each, and the third runs the other team alone. 4: one character each. Characters start in their camp’s corners, the five obstacles in a cross in the middle. Everyone draws 4 cards (8 when alone). By default, with 3 or 4 players the Skull starts one token short.
rules-catacombs-turn = The first team is drawn at random; turns then alternate between the teams and, within a team, between its two characters (S1, K1, S2, K2 when the Sword begins). A turn belongs to one character: draw a card (none if your pile is empty), play one card — all its shots in order, none may be left out, then its ability — and end by flicking any obstacle (power 0 leaves it where it is). Played cards go to the team’s discards, which only a Reset card brings back.
rules-catacombs-shots = Every shot is a flick: an aim and a power from 0 to 100 (at least 5 for a card’s shot). Aim at an angle (0 = right, 90 = up) or at a disk or wall with an offset, from the panel with **Aim & preview…**, whose nudge buttons then turn the aim and the power. Hands shake a little: harder and longer flicks stray more (lobby option: how steady the hands are). Move and combat shots flick your character; ranged shots flick a projectile laid beside it (or beside your partner, for a longbow), removed after the shot.
rules-catacombs-damage = Only the flicked disk wounds, by touching an enemy character: 1 wound for combat, missile, fireball, longbow and wave, 2 for critical combat and powerful wave. A pushed disk never wounds, nor one that bounced off a wall; glancing off an obstacle or a partner first still counts. Touching both enemies wounds each; your own team is never hurt. Each wound sends one team token to the bank. A powerful wave that hits deals 3 per enemy if you throw away a card. A targeted shot names the one enemy it may hurt, and may be tried again after a miss.
rules-catacombs-armour = A card with the armour icon (Paladin, Shieldmaiden, Marauder, Behemoth) is not discarded: it stays face up with its team. When a shot is about to wound your team, the game waits for its answer: either player of the team may spend one kept armour card to cancel every wound of that shot and whatever those wounds would set off (the Behemoth’s stun, drain, the Marauder’s steal); the card is then discarded. The first answer counts; without one, the lobby’s option decides (keep the armour, by default).
rules-catacombs-abilities = Abilities come after the shots, even if they all missed; some only act on a wound. Heal (Enchantress 2, Battle Cleric 1) and drain (Necromancer, 1 on a wound) take tokens from the bank. Marauder: the first token the enemy loses joins your pool. Behemoth, on a wound: the enemy’s next player throws away a card and makes one move shot only. Zombie: play another card at once. Phoenix, Witch Hunter: the discards go back into the pile. Knight Captain, Scout, Imp: draw a card. Pathfinder: your companion makes a move shot too.
rules-catacombs-end = The game stops at once when a team has no token left, when the bank is empty, or when a player must play a card and holds none (stunned or not). The team with more tokens wins; on a tie, the one with more cards in hand; after that it is a draw. Two advanced options: draw at the end of your turn (everyone starts with one card fewer), and exhaustion (a team whose pile is empty loses a token at the start of each of its turns).
