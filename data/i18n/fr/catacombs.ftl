action-catacombs-armour = Utiliser l’armure : { $card_type }
action-catacombs-discard = Jeter { $card_type }
action-catacombs-flick = Pichenette sur { $disk } vers { $angle }°, puissance { $power }
action-catacombs-flick_at = Pichenette sur { $disk } vers { $at } ({ $offset }°), puissance { $power }
action-catacombs-flick_at_laid = Pichenette sur { $disk } vers { $at } ({ $offset }°), puissance { $power }, projectile posé à { $place }° de la ligne, à { $gap } cm
action-catacombs-flick_laid = Pichenette sur { $disk } vers { $angle }°, puissance { $power }, projectile posé à { $place }° de la ligne, à { $gap } cm
action-catacombs-play = Jouer { $card_type }
action-catacombs-skip_armour = Garder l’armure, encaisser
action-catacombs-skip_bonus = Pas de carte en plus
action-catacombs-skip_retry = Renoncer au second essai
action-catacombs-skip_surprise = Pas d’attaque surprise
action-catacombs-target = Viser { $disk }
action-catacombs-concede = Abandonner la partie
card-cc_battle_cleric = Clerc de bataille
card-cc_behemoth = Béhémoth
card-cc_berserker_mage = Mage berserker
card-cc_crossbow_sentry = Sentinelle à l’arbalète
card-cc_dark_knight = Chevalier noir
card-cc_enchantress = Ensorceleuse
card-cc_ghoul = Goule
card-cc_goblin_slinger = Frondeur gobelin
card-cc_imp = Diablotin
card-cc_knight_captain = Capitaine chevalier
card-cc_lich_lord = Seigneur liche
card-cc_marauder = Maraudeur
card-cc_necromancer = Nécromancien
card-cc_orc_brute = Brute orque
card-cc_paladin = Paladin
card-cc_pathfinder = Pisteur
card-cc_phoenix = Phénix
card-cc_ranger = Rôdeur
card-cc_rat_swarm = Nuée de rats
card-cc_royal_archer = Archer royal
card-cc_scout = Éclaireur
card-cc_sea_hag = Harpie des mers
card-cc_shade_assassin = Assassin des ombres
card-cc_shieldmaiden = Vierge au bouclier
card-cc_shot_combat = combat
card-cc_shot_critical = combat critique
card-cc_shot_fireball = boule de feu
card-cc_shot_longbow = arc long
card-cc_shot_missile = missile
card-cc_shot_move = déplacement
card-cc_shot_obstacle = déplacement d’obstacle
card-cc_shot_powerful_wave = vague puissante
card-cc_shot_wave = vague
card-cc_skeleton_archer = Archer squelette
card-cc_squire = Écuyer
card-cc_storm_mage = Mage des tempêtes
card-cc_tidecaller = Invocatrice des marées
card-cc_war_griffin = Griffon de guerre
card-cc_witch = Sorcière
card-cc_witch_hunter = Chasseur de sorcières
card-cc_zombie = Zombie d’outre-tombe
error-catacombs-bad_notation = « { $text } » n’est pas un coup de ce jeu. Appuyez sur Jouer et choisissez une carte parmi les boutons, ou réglez votre pichenette avec « Viser et prévisualiser… » ; /partie jouer propose les coups possibles pendant que vous tapez.
error-catacombs-no_concession = Seule une partie à deux prend fin quand quelqu’un part ; ici, /partie quitter confie votre place à un bot.
error-catacombs-bad_origin = { $disk } ne peut pas être lancé pour ce tir.
error-catacombs-bad_roles = Ces choix d’équipe ne permettent pas de lancer la partie.
error-catacombs-lay_too_far = Un projectile se pose à { $limit } cm au plus de son tireur.
error-catacombs-no_aim = Donnez un angle ou un pion à viser.
error-catacombs-no_room_to_lay = Pas de place pour poser le projectile ici : tournez-le autour du tireur ou rapprochez-le.
error-catacombs-no_such_armour = Votre équipe n’a pas posé cette armure.
error-catacombs-no_such_disk = Il n’y a pas de pion { $disk } à viser dans l’arène.
error-catacombs-not_in_hand = Cette carte n’est pas dans votre main.
error-catacombs-not_now = Ce n’est pas ce que la partie attend maintenant.
error-catacombs-nothing_to_lay = Seul un tir à distance pose un projectile : retirez la partie ~.
error-catacombs-pick_obstacle = Nommez l’obstacle à lancer (O1 à O5) sous « Pion à lancer » dans « Viser et prévisualiser… », ou choisissez une des pichenettes d’obstacle que propose Jouer.
error-catacombs-players = Ce jeu se joue de { $low } à { $high } personnes.
error-catacombs-target_enemy = Un tir ciblé doit désigner un personnage ennemi.
error-catacombs-team_empty = Chaque équipe a besoin d’au moins une personne : { $side } n’en a aucune.
error-catacombs-too_gentle = Le tir d’une carte doit être une vraie pichenette : puissance { $power } au moins.
event-catacombs-ability_companion_move = Le compagnon { DE($seat) } peut maintenant se déplacer.
event-catacombs-ability_draw = La carte { DE($seat) } fait piocher des cartes en plus.
event-catacombs-ability_heal = La carte { DE($seat) } soigne l’équipe.
event-catacombs-ability_reset = La carte { DE($seat) } ramène la défausse dans la pioche.
event-catacombs-ability_surprise_attack = Attaque surprise : { $seat } peut jouer tout de suite une autre carte.
event-catacombs-armour_declined = { $seat } garde l’armure.
event-catacombs-armour_kept = La carte { $card_type } reste posée face visible : armure pour { $side }.
event-catacombs-armour_prompt =
    Armure ? { $side } peut annuler { $damage ->
        [one] { $damage } blessure
       *[other] { $damage } blessures
    }.
event-catacombs-armour_spent = { $seat } utilise { $card_type } : le tir n’a aucun effet sur { $side }.
event-catacombs-card_played = { $seat } joue { $card_type }.
event-catacombs-discarded = { $seat } jette { $card_type }.
event-catacombs-drew = { $seat } pioche une carte (il en reste { $left }).
event-catacombs-drew_card = Vous avez pioché { $card_type }.
event-catacombs-exhausted = Plus rien à piocher pour { $side } : épuisement.
event-catacombs-game_over_bank = La banque de vie est vide : la partie s’arrête.
event-catacombs-conceded = { $seat } abandonne et quitte la partie.
event-catacombs-game_over_health = Une équipe n’a plus de vie : la partie s’arrête.
event-catacombs-game_over_no_card = Quelqu’un n’a plus de carte à jouer : la partie s’arrête.
event-catacombs-healed = Soin pour { $side } : +{ $count } pris à la banque (vie { $health }, banque { $bank }).
event-catacombs-health = Vie { DE($side) } : { $health } ; banque : { $bank }.
event-catacombs-missed = Aucune blessure.
event-catacombs-no_draw = { $seat } ne peut pas piocher : la pile est vide.
event-catacombs-reshuffled =
    Réinitialisation pour { $side } : la défausse retourne dans la pioche ({ $left ->
        [one] { $left } carte
       *[other] { $left } cartes
    }).
event-catacombs-shot = { $seat } lance { $disk } ({ $shot_type }) à { $angle }°, puissance { $power }.
event-catacombs-stunned = Choc : la prochaine personne { DE($side) } ne fera qu’un déplacement.
event-catacombs-stunned_turn = { $seat } est sous le choc pour ce tour.
event-catacombs-targeted = { $seat } désigne { $disk } comme cible.
event-catacombs-token_stolen = Le premier jeton perdu est volé : la vie { DE($side) } passe à { $health }.
event-catacombs-turn_started = Tour { $turn } : { $seat } joue { $disk } pour { $side }.
event-catacombs-wounded = Blessures pour { $side } : { $damage }.
game-catacombs-name = À la conquête des catacombes
option-catacombs-abilities = Pouvoirs des cartes
option-catacombs-abilities-False = Désactivés (tirs seulement)
option-catacombs-abilities-True = Activés
option-catacombs-armour = Cartes armure
option-catacombs-armour-False = Désactivées (parties plus sanglantes)
option-catacombs-armour-True = Activées
option-catacombs-armour_timeout = Si les défenseurs ne répondent pas pour l’armure
option-catacombs-armour_timeout-decline = Garder l’armure et encaisser
option-catacombs-armour_timeout-spend = Utiliser l’armure
option-catacombs-deck = Réglage de l’équilibre (composition des paquets, avance dans les parties à trois ou à quatre)
option-catacombs-deck-first = Première reconstitution (parties commencées avant le réglage)
option-catacombs-deck-second = Deuxième réglage (parties commencées avant le troisième)
option-catacombs-deck-third = Troisième réglage (parties commencées avant le quatrième)
option-catacombs-deck-fourth = Quatrième réglage (parties commencées avant le cinquième)
option-catacombs-deck-fifth = Équilibrée pour un tir visé ; à 3 ou 4, le Crâne part avec un jeton de moins (par défaut)
option-catacombs-draw_at_end = Avancé : piocher en fin de tour
option-catacombs-draw_at_end-False = Non (pioche en début de tour)
option-catacombs-draw_at_end-True = Oui (une carte de moins au départ)
option-catacombs-exhaustion = Avancé : perdre un jeton par tour quand la pioche est vide
option-catacombs-exhaustion-False = Non
option-catacombs-exhaustion-True = Oui
option-catacombs-starting_health = Jetons de vie par équipe au départ
option-catacombs-steadiness = Précision des mains
option-catacombs-steadiness-mild = Légèrement tremblante (par défaut)
option-catacombs-steadiness-none = Visée parfaite
option-catacombs-steadiness-realistic = Comme un vrai doigt
prompt-catacombs-armour = Votre équipe va être blessée : utiliser une armure posée pour annuler ce tir ?
prompt-catacombs-bonus = Touché ! Jetez une carte pour porter à 3 les blessures par ennemi touché, ou gardez votre main.
prompt-catacombs-companion = Votre compagnon fait un tir de déplacement : visez et choisissez la puissance.
prompt-catacombs-obstacle = Fin du tour : pichenette sur un obstacle (puissance 0 : il ne bouge pas).
prompt-catacombs-play = Choisissez la carte de votre main à jouer.
prompt-catacombs-retry = Raté ! Relancez le projectile depuis là où il s’est arrêté, ou renoncez.
prompt-catacombs-shot = Visez (un angle, ou un pion avec un décalage) et choisissez une puissance de 0 à 100.
prompt-catacombs-stun = Vous êtes sous le choc : jetez une carte, puis faites un seul tir de déplacement.
prompt-catacombs-surprise = Attaque surprise : jouez tout de suite une autre carte, ou passez.
prompt-catacombs-target = Désignez l’ennemi visé par ce tir ciblé.
render-catacombs-ability-companion_move = Votre compagnon fait aussi un déplacement.
render-catacombs-ability-drain =
    Si elle blesse : prenez { $amount ->
        [one] { $amount } jeton
       *[other] { $amount } jetons
    } à la banque.
render-catacombs-ability-draw =
    Piochez { $amount ->
        [one] { $amount } carte
       *[other] { $amount } cartes
    }.
render-catacombs-ability-heal =
    Soin : prenez { $amount ->
        [one] { $amount } jeton
       *[other] { $amount } jetons
    } à la banque.
render-catacombs-ability-reset = Réinitialisation : la défausse retourne dans la pioche.
render-catacombs-ability-steal = Le premier jeton perdu par l’ennemi rejoint votre équipe.
render-catacombs-ability-stun = Si elle blesse : le prochain tour ennemi se limite à un déplacement.
render-catacombs-ability-surprise_attack = Attaque surprise : jouez aussitôt une autre carte.
render-catacombs-armour = Armure : { $kept }
render-catacombs-armour_badge = ARMURE
render-catacombs-bank = Banque : { $bank }
render-catacombs-finished = Partie terminée
render-catacombs-hand_empty = Plus aucune carte.
render-catacombs-hand_size =
    { $seat } ({ $disks }) : { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
render-catacombs-hand_title =
    Votre main pour { $side } ({ $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    })
render-catacombs-health = Vie { $health }
render-catacombs-in_play = En jeu : { $card_type }
render-catacombs-piles = Pioche { $draw } · défausse { $discard }
render-catacombs-shots_left = Tirs restants : { $shots }
render-catacombs-status-armour =
    Décision d’armure pour { $side } ({ $damage ->
        [one] { $damage } blessure
       *[other] { $damage } blessures
    } en jeu)
render-catacombs-status-bonus = { $seat } peut jeter une carte pour renforcer la vague
render-catacombs-status-companion = { $seat } fait le déplacement du compagnon
render-catacombs-status-obstacle = { $seat } lance un obstacle pour finir le tour
render-catacombs-status-play = { $seat } joue { $disk } : choisissez une carte
render-catacombs-status-retry = { $seat } peut relancer le projectile sur { $target }
render-catacombs-status-shot = { $seat } lance { $disk } : { $shot_type }
render-catacombs-status-stun = { $seat } est sous le choc : jeter une carte, puis un seul déplacement
render-catacombs-status-surprise = { $seat } : attaque surprise — une autre carte, ou passer
render-catacombs-status-target = { $seat } désigne l’ennemi visé par le tir ({ $shot_type })
render-catacombs-stunned = Sous le choc au prochain tour
render-catacombs-turn = Tour { $turn }
result-catacombs-cards_win =
    Égalité de vie : victoire { DE($side) }, avec { $in_hand ->
        [one] { $in_hand } carte
       *[other] { $in_hand } cartes
    } encore en main.
result-catacombs-draw = Égalité parfaite : même vie ({ $health }) et autant de cartes en main.
result-catacombs-win = Victoire { DE($side) }, avec { $health } de vie restante.
result-catacombs-conceded = Victoire { DE($side) } : { $loser_seat } a abandonné.
role-catacombs-skull = Équipe Crâne (les deux méchants)
role-catacombs-skull_1 = Méchant Crâne K1
role-catacombs-skull_2 = Méchant Crâne K2
role-catacombs-sword = Équipe Épée (les deux héros)
role-catacombs-sword_1 = Héros Épée S1
role-catacombs-sword_2 = Héros Épée S2
side-skull = l’équipe Crâne
side-sword = l’équipe Épée
rules-catacombs-setup-title = Équipes et mise en place
rules-catacombs-turn-title = Un tour
rules-catacombs-shots-title = Pichenettes et visée
rules-catacombs-damage-title = Blessures
rules-catacombs-armour-title = Armure
rules-catacombs-abilities-title = Pouvoirs des cartes
rules-catacombs-end-title = Fin de partie et victoire
rules-catacombs-setup = L’Épée (les héros S1 et S2) contre le Crâne (les méchants K1 et K2) : chaque équipe a son paquet et une réserve commune de jetons de vie (8 par défaut ; les autres jetons forment la banque). À 2 : une équipe par personne. À 3 : deux personnes se partagent une équipe, un personnage chacune, et la troisième mène seule l’autre équipe. À 4 : un personnage par personne. Les personnages partent des coins de leur camp, les cinq obstacles en croix au milieu. Chaque personne pioche 4 cartes (8 si elle joue seule). Par défaut, à 3 ou 4, le Crâne part avec un jeton de moins.
rules-catacombs-turn = L’équipe qui commence est tirée au sort ; ensuite les tours alternent entre les équipes et, dans chaque équipe, entre ses deux personnages (S1, K1, S2, K2 si l’Épée commence). Un tour appartient à un seul personnage : piochez une carte (aucune si la pioche est vide), jouez une carte — tous ses tirs dans l’ordre, sans en sauter, puis son pouvoir — et terminez par une pichenette sur l’obstacle de votre choix (à 0, il ne bouge pas). Les cartes jouées vont à la défausse, que seule une réinitialisation remet en jeu.
rules-catacombs-shots = Chaque tir est une pichenette : une visée et une puissance de 0 à 100 (au moins 5 pour le tir d’une carte). Visez par un angle (0 = droite, 90 = haut), ou vers un pion ou un mur avec un décalage : depuis le panneau, avec **Viser et prévisualiser…**, dont les boutons d’ajustement tournent ensuite la visée et règlent la puissance. Les mains tremblent un peu : plus la pichenette est forte et longue, plus elle dévie (option précision des mains). Déplacement et combat lancent votre personnage ; un tir à distance lance un projectile posé à côté de lui (ou de votre partenaire, pour l’arc long), retiré après le tir.
rules-catacombs-damage = Seul le pion lancé blesse, en touchant un personnage ennemi : 1 blessure pour combat, missile, boule de feu, arc long et vague, 2 pour combat critique et vague puissante. Un pion poussé ne blesse jamais, pas plus qu’un pion qui a rebondi sur un mur ; ricocher d’abord sur un obstacle ou un partenaire compte encore. Toucher les deux ennemis blesse chacun ; votre équipe n’est jamais touchée. Chaque blessure envoie un jeton de l’équipe à la banque. Une vague puissante qui touche fait 3 blessures par ennemi si vous jetez une carte. Un tir ciblé désigne le seul ennemi qu’il peut blesser, et peut être retenté s’il rate.
rules-catacombs-armour = Une carte avec l’icône armure (Paladin, Vierge au bouclier, Maraudeur, Béhémoth) n’est pas défaussée : elle reste face visible devant son équipe. Quand un tir va blesser votre équipe, la partie attend sa réponse : chaque personne de l’équipe peut utiliser une armure posée pour annuler toutes les blessures de ce tir et ce qu’elles déclencheraient (Béhémoth qui sonne, drain, vol du Maraudeur) ; la carte est alors défaussée. La première réponse compte ; sans réponse, l’option de la salle d’attente décide (par défaut, l’armure est gardée).
rules-catacombs-abilities = Les pouvoirs s’appliquent après les tirs, même s’ils ont tous raté ; certains n’agissent que sur une blessure. Soin (Ensorceleuse 2, Clerc de bataille 1) et drain (Nécromancien, 1 par blessure) prennent des jetons à la banque. Maraudeur : le premier jeton perdu par l’ennemi rejoint votre réserve. Béhémoth, s’il blesse : au tour ennemi suivant, on jette une carte et on ne fait qu’un tir de déplacement. Zombie : jouez tout de suite une autre carte. Phénix, Chasseur de sorcières : la défausse retourne dans la pioche. Capitaine chevalier, Éclaireur, Diablotin : piochez une carte. Pisteur : votre compagnon fait aussi un tir de déplacement.
rules-catacombs-end = La partie s’arrête aussitôt quand une équipe n’a plus de jeton, quand la banque est vide, ou quand quelqu’un doit jouer une carte sans en avoir (sonné ou non). L’équipe qui a le plus de jetons gagne ; à égalité, celle qui a le plus de cartes en main ; sinon, c’est un match nul. Deux options avancées : piocher en fin de tour (tout le monde commence avec une carte de moins) et l’épuisement (une équipe dont la pioche est vide perd un jeton au début de chacun de ses tours).
